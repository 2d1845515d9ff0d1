/**
 * De Rosa's Firing Charts as the firefight of an operational combat (`resolveCombat` with `combatRule:
 * 'deRosa'`; `003_11ff81f41091c16b.txt` "Firing Charts", "Firing Die Roll Modifications", "Modifiers for
 * Firing Charts", "Random Chance Roll (1d10)"; docs/RULINGS.md §De Rosa's firefight and melee):
 * - a side fires in **groups**, each on its chart: riflemen in battalions of at most 20 figures and machine
 *   guns in pairs on the Infantry chart, cavalry on the Carbine chart, guns in batteries of 4 gunners on the
 *   Field Artillery chart;
 * - **each CU the side fires is one firing of one group** (ammunition counted in fire turns, as a battery's
 *   four: 003 "Ammo Supply"), the CUs shared among its groups by their figures (largest remainder, the first
 *   group first on a tie), so a side twice the size fires twice as often, not four times;
 * - a group fires at its figures now: its figures at the start less the side's casualties as a share of its
 *   stands (counted as its morale counts them: `figuresLost`);
 * - figures hit become casualty markers at the target's figures a stand, the part of a marker left over
 *   carried to the side's next volley.
 * Pure: dice passed in.
 */
import type { Dice } from '../dice.ts';
import { fireCasualties } from '../deRosa.ts';
import { DE_ROSA_ARTILLERY_FIRE, DE_ROSA_CARBINE_FIRE, DE_ROSA_INFANTRY_FIRE, type DeRosaBand, type DeRosaFireChart } from '../tables/deRosaFire.ts';
import { NQM_CLASSES, type NqmClass } from '../tables/nqmCombat.ts';

/** What a firing group is: riflemen (Infantry chart), machine guns (the Infantry chart's MG columns), cavalry (Carbine chart), guns (Field Artillery chart). */
export type DeRosaGroupKind = 'riflemen' | 'mg' | 'carbines' | 'guns';

/** The chart each kind of group reads. */
export const CHART_OF_GROUP: Readonly<Record<DeRosaGroupKind, DeRosaFireChart>> = { riflemen: DE_ROSA_INFANTRY_FIRE, mg: DE_ROSA_INFANTRY_FIRE, carbines: DE_ROSA_CARBINE_FIRE, guns: DE_ROSA_ARTILLERY_FIRE };

/**
 * One firing group at the start of the combat: its kind, its figures on its chart's columns (riflemen and
 * carbines 1…20; machine guns 20 for a pair, 16 for one — the "2 MG" and "1 MG" columns; guns 1…4 gunners),
 * its own modifiers (`DE_ROSA_FIRE_MODIFIERS` ids, e.g. 'britishSmallArms', 'french75'), and the men it puts
 * into a melee when they are not its figures (`men`: a pair of machine guns is 20 figures on the chart but
 * its crews are 2 men; absent: its figures).
 */
export type DeRosaFireGroup = { kind: DeRosaGroupKind; figures: number; modifiers: readonly string[]; men?: number };

/**
 * A side's fire under De Rosa's charts: its groups from the first hour, the range band it fires in, its
 * figures a stand (casualty markers landed on it are figures hit ÷ this), and whether it is mounted cavalry
 * (the enemy's fire takes "Target mounted").
 */
export type DeRosaSideFire = { groups: readonly DeRosaFireGroup[]; band: DeRosaBand; figuresPerStand: number; mounted?: boolean };

/** One firing: the group (index in the side's groups now), its figures then, the random-chance D10 and the figures it hit. */
export type DeRosaFiringRecord = { group: number; kind: DeRosaGroupKind; figures: number; die: number; hit: number };

/** What a volley did under De Rosa's charts: each firing, the figures hit in all, the situation's modifiers its firings read, and the part of a marker carried after it. */
export type DeRosaVolleyRecord = { firings: DeRosaFiringRecord[]; figuresHit: number; modifiers: string[]; carried: number };

/** The working state a De Rosa volley reads and updates (a side of `resolveCombat`). */
export type DeRosaShooter = {
  present: number;
  marked: number;
  markers: number;
  side: { stands: number; marked: number; armour: NqmClass; deRosaFire?: DeRosaSideFire };
  /** Its groups now (the first hour's and those that joined). */
  deRosaGroups?: DeRosaFireGroup[];
  /** Figures hit not yet a whole marker. */
  deRosaCarry?: number;
};

/**
 * `cu` firings shared among groups by their figures (`weights`), largest remainder, the first group first on
 * a tie: e.g. 5 among [20, 20, 4] → [2, 2, 1]; 4 among [20] → [4].
 */
export function firingsPerGroup(cu: number, weights: readonly number[]): number[] {
  const total = weights.reduce((s, w) => s + w, 0);
  if (total <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (cu * w) / total);
  const out = exact.map(Math.floor);
  const order = exact.map((e, i) => ({ i, rest: e - Math.floor(e) })).sort((x, y) => y.rest - x.rest || x.i - y.i);
  for (let k = 0, left = cu - out.reduce((s, n) => s + n, 0); k < left; k++) out[order[k % order.length]!.i]! += 1;
  return out;
}

/**
 * The share of a side's figures still fighting: its stands less its casualties (markers on it and stands
 * lost, counted as its morale counts them), over its stands — the losses shared over the side as the outcome
 * shares them, joiners included; 0 once no stand is left.
 */
export function standingShare(s: DeRosaShooter): number {
  if (s.present === 0) return 0;
  const lost = Math.min(s.side.stands, s.side.marked + s.markers);
  return (s.side.stands - lost) / s.side.stands;
}

/** A group's figures now: its figures at the start times the side's `standingShare` (times `share`: the part of it in a melee), rounded. */
export function figuresNow(g: DeRosaFireGroup, s: DeRosaShooter, share = 1): number {
  return Math.round(g.figures * standingShare(s) * share);
}

/** A group's men in a melee now (`DeRosaFireGroup.men`, else its figures), as `figuresNow`. */
export function menNow(g: DeRosaFireGroup, s: DeRosaShooter, share = 1): number {
  return Math.round((g.men ?? g.figures) * standingShare(s) * share);
}

/**
 * The modifiers the situation gives a group firing at `target` (003 "Modifiers for Firing Charts"): the
 * target's protection (*NQM*'s class, docs/RULINGS.md: dug in, in a town or fortified — "Target in
 * entrenchments", and for guns "Batteries firing at entrenchment" too; in cover — as "Light woods"), "Target
 * prone" when it is Shaken ("Unit halts and goes prone"), "Target mounted", and "Firing at column" when it
 * was caught in march formation (`inColumn`).
 */
export function situationModifiers(kind: DeRosaGroupKind, target: DeRosaShooter, opts: { targetShaken?: boolean; inColumn?: boolean } = {}): string[] {
  const out: string[] = [];
  const armour = NQM_CLASSES.indexOf(target.side.armour);
  if (opts.inColumn) out.push('column');
  else if (armour >= NQM_CLASSES.indexOf('M')) out.push('entrenched', ...(kind === 'guns' ? ['batteryAtEntrenchment'] : []));
  else if (armour === NQM_CLASSES.indexOf('L')) out.push('lightWoods');
  if (opts.targetShaken) out.push('prone');
  if (target.side.deRosaFire?.mounted) out.push('mounted');
  return out;
}

/**
 * `shooter`'s volley of `cu` CUs at `target` under De Rosa's charts (see the module note): each firing's D10
 * rolled from `dice` as it fires; `hits` the casualty markers it lands (the rest carried). `band` overrides
 * the shooter's band (a charge's or a melee's short range); in a melee every group still in it (`only`) fires
 * once (`eachOnce`, `cu` unread) at the part of it in the melee (`share`: a charge's stragglers are not), with
 * the close-combat addition for its men then (`closeCombat`) and its own extra modifiers (`extra`: 'shaken'
 * when its morale halves its fire). Only the modifiers of groups that fired are recorded. Throws as
 * `fireCasualties`.
 */
export function deRosaVolley(
  shooter: DeRosaShooter,
  target: DeRosaShooter,
  cu: number,
  dice: Dice,
  purpose: string,
  opts: {
    targetShaken?: boolean;
    inColumn?: boolean;
    band?: DeRosaBand;
    closeCombat?: (men: number) => number;
    only?: (g: DeRosaFireGroup) => boolean;
    eachOnce?: boolean;
    share?: number;
    extra?: readonly string[];
  } = {},
): { dice: number[]; hits: number; cell: null; deRosa: DeRosaVolleyRecord } {
  const spec = shooter.side.deRosaFire!;
  const groups = shooter.deRosaGroups ?? [...spec.groups];
  const now = groups.map((g) => (opts.only && !opts.only(g) ? 0 : figuresNow(g, shooter, opts.share)));
  const shares = opts.eachOnce ? now.map((n) => (n > 0 ? 1 : 0)) : firingsPerGroup(cu, now);
  const rolled: number[] = [];
  const firings: DeRosaFiringRecord[] = [];
  const seen = new Set<string>();
  groups.forEach((g, i) => {
    if (shares[i]! === 0) return;
    const situation = [...situationModifiers(g.kind, target, opts), ...(opts.extra ?? [])];
    situation.forEach((m) => seen.add(m));
    for (let k = 0; k < shares[i]!; k++) {
      const die = dice.roll(1, `${purpose}: ${g.kind === 'guns' ? 'battery' : 'group'} ${i + 1} (${now[i]} ${g.kind === 'guns' ? 'gunners' : 'figures'}), random chance D10`, 10)[0]!;
      rolled.push(die);
      const addition = opts.closeCombat?.(menNow(g, shooter, opts.share)) ?? 0;
      const f = fireCasualties({ chart: CHART_OF_GROUP[g.kind], figures: now[i]!, band: opts.band ?? spec.band, modifiers: [...g.modifiers, ...situation], chanceDie: die, addition });
      firings.push({ group: i, kind: g.kind, figures: now[i]!, die, hit: f.casualties });
    }
  });
  const figuresHit = firings.reduce((s, f) => s + f.hit, 0);
  const perStand = target.side.deRosaFire?.figuresPerStand ?? 1;
  const owed = (shooter.deRosaCarry ?? 0) + figuresHit / perStand;
  const hits = Math.floor(owed + 1e-9);
  shooter.deRosaCarry = owed - hits;
  return { dice: rolled, hits, cell: null, deRosa: { firings, figuresHit, modifiers: [...seen], carried: shooter.deRosaCarry } };
}
