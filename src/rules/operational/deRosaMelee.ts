/**
 * De Rosa's melee and charge as the close assault of an operational combat (`resolveCombat` with
 * `combatRule: 'deRosa'`; `003_11ff81f41091c16b.txt` "Close Combat Additions to Fire Chart", "Combat Value
 * Determination", "Units may charge for two turns at double movement. Second turn of the charge, 20% of the
 * unit is left behind by straggling."; docs/RULINGS.md §De Rosa's firefight and melee):
 * - a melee is fought in 10-minute turns, six an hour: both sides fire at short range, every group in the
 *   melee once (`inMelee`: the attacker's machine guns and every side's guns do not melee, 004 §FIGURE SCALE),
 *   with the close-combat addition for its men and, when Shaken, its fire halved; then the morale tests the
 *   losses force; then each side's Combat Value (its men in the melee, morale, veterans, trained) times its
 *   D10. A difference of 10 decides: the loser is Shaken and retreats for two turns;
 * - a charge goes in without a firefight: for its two turns the defender fires (each group once a turn, the
 *   first at the contact's band, the second at short range, one CU a firing), a fifth of the charging
 *   figures straggle on the second turn and are not in the melee, and the melee begins in the third turn.
 */
import type { Dice } from '../dice.ts';
import { closeCombatAddition, combatValue, meleeTurn } from '../deRosa.ts';
import type { DeRosaMorale } from '../tables/deRosa.ts';
import type { CombatHour, CombatOutcome } from './combatTypes.ts';
import { land, takeTests, type State } from './combatSteps.ts';
import { deRosaVolley, figuresNow, menNow, type DeRosaFireGroup, type DeRosaVolleyRecord } from './deRosaFirefight.ts';

/** Melee turns in an hour (10-minute turns: docs/RULINGS.md §De Rosa on the campaign map). */
export const MELEE_TURNS_AN_HOUR = 6;
/** The share of a charging unit left behind on the charge's second turn (003: "20% of the unit is left behind by straggling"). */
export const CHARGE_STRAGGLE = 0.2;

/** A side's fire in one melee turn or charge turn: the record and the markers it landed. */
export type DeRosaTurnFire = DeRosaVolleyRecord & { hits: number };

/** One melee turn: each side's fire, its figures in the melee and Combat Value then, its D10, its total, and who won (null: still engaged). */
export type DeRosaMeleeTurn = {
  turn: number;
  attackerFire: DeRosaTurnFire;
  defenderFire: DeRosaTurnFire;
  attacker: { figures: number; value: number; die: number; total: number };
  defender: { figures: number; value: number; die: number; total: number };
  winner: 'attacker' | 'defender' | null;
};

/** A charge: the defender's fire in each of its turns, the CUs that cost, and the figures that straggled (null: the charge was destroyed before its second turn ended). */
export type DeRosaCharge = { defenderFire: DeRosaTurnFire[]; cuSpent: number; straggled: number | null };

/**
 * Whether a group is in the melee: riflemen and cavalry; the defender's machine guns too (004 §FIGURE SCALE:
 * support stands "can defend against close assaults, but cannot close assault"); never guns.
 */
export const inMelee = (s: Pick<State, 'name'>) => (g: DeRosaFireGroup): boolean => g.kind === 'riflemen' || g.kind === 'carbines' || (g.kind === 'mg' && s.name === 'defender');

/** The part of a side in the melee: all of it, less a charge's stragglers. */
const meleeShare = (s: State): number => 1 - (s.deRosaStraggle ?? 0);

/** A side's figures in a melee: the men of its groups in it (`inMelee`, `menNow`), its stragglers not. */
export function meleeFigures(s: State): number {
  return (s.deRosaGroups ?? []).filter(inMelee(s)).reduce((n, g) => n + menNow(g, s, meleeShare(s)), 0);
}

/** A side's morale in the melee (Good when it has none). */
const moraleOf = (s: State): DeRosaMorale => s.deRosa?.morale ?? 'good';

/** "Morale drops to Shaken": a Good side becomes Shaken; a Shaken or Routed one stays as it is. */
function beaten(s: State): void {
  if (s.deRosa && s.deRosa.morale === 'good') s.deRosa.morale = 'shaken';
  s.retreated = true;
}

/**
 * Melee turns `firstTurn`…6 of this hour (see the module note), each recorded in `hour.melee`; the outcome
 * when one is reached: the attacker wins ('assaultSucceeded', the defender Shaken and retreating), the
 * defender wins ('attackCalledOff', the attacker Shaken and retreating), a side's morale or losses decide
 * (as `takeTests`), or null (still engaged at the end of the hour).
 */
export function meleeHour(hour: CombatHour, a: State, d: State, dice: Dice, firstTurn = 1, overran: () => void = () => {}): CombatOutcome | null {
  for (let turn = firstTurn; turn <= MELEE_TURNS_AN_HOUR; turn++) {
    if (meleeFigures(d) === 0) {
      if (turn === firstTurn && (hour.melee?.length ?? 0) === 0) overran();
      return 'assaultSucceeded';
    }
    if (meleeFigures(a) === 0) return 'attackCalledOff';
    const at = `hour ${hour.hour}: melee turn ${turn}`;
    const shaken = (s: State) => moraleOf(s) === 'shaken';
    // Simultaneous: both fire at the figures they had when the turn began; a Shaken side's fire is halved.
    const fire = (s: State, t: State) =>
      deRosaVolley(s, t, 0, dice, `${at}: ${s.name} fires`, { eachOnce: true, band: 'short', closeCombat: closeCombatAddition, targetShaken: shaken(t), only: inMelee(s), share: meleeShare(s), extra: shaken(s) ? ['shaken'] : [] });
    const aFire = fire(a, d);
    const dFire = fire(d, a);
    land(d, aFire.hits);
    land(a, dFire.hits);
    const record: DeRosaMeleeTurn = {
      turn,
      attackerFire: { ...aFire.deRosa, hits: aFire.hits },
      defenderFire: { ...dFire.deRosa, hits: dFire.hits },
      attacker: { figures: 0, value: 0, die: 0, total: 0 },
      defender: { figures: 0, value: 0, die: 0, total: 0 },
      winner: null,
    };
    (hour.melee ??= []).push(record);
    if (meleeFigures(d) === 0) return 'assaultSucceeded';
    if (meleeFigures(a) === 0) return 'attackCalledOff';
    const tested = takeTests(hour, [a, d], dice, true);
    if (tested !== null) return tested;
    const side = (s: State) => ({ figures: meleeFigures(s), morale: moraleOf(s), veterans: s.side.grade === 'V' || s.side.grade === 'E', trained: s.side.grade !== 'C' && s.side.grade !== 'M', skirmish: false, flankFigures: 0 });
    const [sa, sd] = [side(a), side(d)];
    const [dieA, dieD] = [dice.roll(1, `${at}: attacker's chance factor (D10 × Combat Value ${combatValue(sa)})`, 10)[0]!, dice.roll(1, `${at}: defender's chance factor (D10 × Combat Value ${combatValue(sd)})`, 10)[0]!];
    const m = meleeTurn(sa, sd, dieA, dieD);
    record.attacker = { figures: sa.figures, value: combatValue(sa), die: dieA, total: m.totalA };
    record.defender = { figures: sd.figures, value: combatValue(sd), die: dieD, total: m.totalB };
    record.winner = m.winner === 'a' ? 'attacker' : m.winner === 'b' ? 'defender' : null;
    if (record.winner === 'attacker') {
      beaten(d);
      return 'assaultSucceeded';
    }
    if (record.winner === 'defender') {
      beaten(a);
      return 'attackCalledOff';
    }
  }
  return null;
}

/**
 * The charge's two turns in the first hour (see the module note), recorded in `hour.charge`: the defender
 * fires up to `cuFor()` CUs a turn, its strongest groups once each (the second turn at short range), then a fifth of the
 * attacker's figures straggle, then the attacker's morale tests; the outcome if they decide it, else the
 * melee from the third turn (`meleeHour`).
 */
export function chargeHour(hour: CombatHour, a: State, d: State, dice: Dice, cuFor: () => number, overran: () => void = () => {}): CombatOutcome | null {
  const charge: DeRosaCharge = { defenderFire: [], cuSpent: 0, straggled: null };
  hour.charge = charge;
  for (const turn of [1, 2] as const) {
    // Each group fires at most once a turn: the `cu` strongest now, one CU a firing.
    const groups = d.deRosaGroups ?? [];
    const cu = Math.min(cuFor(), groups.length);
    const chosen = new Set(groups.map((g) => ({ g, n: figuresNow(g, d) })).filter((x) => x.n > 0).sort((x, y) => y.n - x.n).slice(0, cu).map((x) => x.g));
    if (chosen.size > 0) {
      const v = deRosaVolley(d, a, 0, dice, `hour ${hour.hour}: charge turn ${turn}: defender fires ${chosen.size} CU`, { eachOnce: true, only: (g) => chosen.has(g), ...(turn === 2 ? { band: 'short' as const } : {}) });
      land(a, v.hits);
      charge.defenderFire.push({ ...v.deRosa, hits: v.hits });
      charge.cuSpent += chosen.size;
      d.cuSpent += chosen.size;
    }
    if (a.present === 0) return 'attackerDestroyed';
  }
  const closing = meleeFigures(a);
  a.deRosaStraggle = CHARGE_STRAGGLE;
  charge.straggled = closing - meleeFigures(a);
  const tested = takeTests(hour, [a, d], dice, true);
  if (tested !== null) return tested;
  return meleeHour(hour, a, d, dice, 3, overran);
}
