/**
 * The fate of a settled fight's broken units (`brokenFate`, `src/rules/operational/brokenFate.ts`;
 * 004 §UNIT MORALE - THE BREAK TEST, §RETREAT, §UNIT GRADING; docs/RULINGS.md §Broken units: surrender,
 * withdrawal, break-out): each broken unit of a side withdraws (its outcome's `to`, set by the fight's
 * placing), surrenders (every stand it has left taken), breaks out (Veteran or Elite, surrounded: it gets
 * to the same place in platoon groups) or sits tight (no move). The account gets one line per fate.
 */
import { brokenFate, outpaces, type BrokenFate } from '../../rules/operational/brokenFate.ts';
import { gridProjection } from '../../rules/projection.ts';
import { WEAPON_RANGES } from '../../rules/tables/nqmGround.ts';
import { assaultRoleOf } from '../../rules/tables/nqmStands.ts';
import { UNIT_TYPES } from '../../rules/tables/unitTypes.ts';
import { derivedMobility } from '../command/commandState.ts';
import type { UnitOutcome } from '../model/turnTypes.ts';
import type { CampaignState, Unit } from '../model/types.ts';
import { greenInBattle } from './disorganisation.ts';

/**
 * How close to a line of retreat an enemy makes it unsafe, metres: the effective range of infantry small
 * arms (004 §WEAPON RANGE TABLE "INF SMALL ARMS 300"), "out of the effective fire zone of troops capable
 * of direct fire" (004 §RETREAT).
 */
export const RETREAT_FIRE_ZONE_M = WEAPON_RANGES.infSmallArms.effectiveM;

/** Arms that cannot fire direct at a retreating unit (indirect guns, aircraft, ships off the land): they do not close a line of retreat. */
const INDIRECT = new Set(['fieldArtillery', 'heavyArtillery', 'antiAir', 'air', 'mortar', 'naval']);

/** One side of a settled fight as the fates see it: its units that fought, and the other side's. */
export type BrokenSide = { own: readonly Unit[]; enemy: readonly Unit[] };

const mobilityOf = (u: Unit) => u.mobility ?? derivedMobility(u);

/**
 * Whether the side's line of retreat is open (004 §RETREAT): from the centre of its placed units to the
 * centre of where they withdraw to (`outcomes`' `to`), no enemy unit able to fire direct (not broken,
 * with a stand) lies within `RETREAT_FIRE_ZONE_M` of that line ahead of its start, and the side is at
 * least as mobile as the enemies that fought it (`outpaces`, by its slowest unit). A side with no
 * placed unit or no withdrawal point is judged on mobility alone.
 */
export function retreatOpen(state: CampaignState, side: BrokenSide, outcomes: readonly UnitOutcome[]): boolean {
  const slowest = side.own.reduce((m, u) => (outpaces(mobilityOf(u), [m]) ? m : mobilityOf(u)), mobilityOf(side.own[0]!));
  // Pursuers: enemies that fought and can move after it — not broken, not immobilised, not guns or aircraft.
  const pursuers = side.enemy.filter((u) => u.bases > 0 && u.broken !== true && !u.immobilised && !INDIRECT.has(UNIT_TYPES[u.type].arm));
  if (!outpaces(slowest, pursuers.map(mobilityOf))) return false;
  const proj = gridProjection(state.grid);
  const xy = (p: NonNullable<Unit['pos']>) => {
    const m = proj.toLocal(p);
    return { x: m.eastingM, y: m.northingM };
  };
  const ids = new Set(side.own.map((u) => u.id));
  const starts = side.own.filter((u) => u.pos).map((u) => xy(u.pos!));
  const ends = outcomes.filter((o) => ids.has(o.unitId) && o.to).map((o) => xy(o.to!));
  if (starts.length === 0 || ends.length === 0) return true;
  const mean = (ps: { x: number; y: number }[]) => ({ x: ps.reduce((s, p) => s + p.x, 0) / ps.length, y: ps.reduce((s, p) => s + p.y, 0) / ps.length });
  const a = mean(starts);
  const b = mean(ends);
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  if (len === 0) return true;
  const own = state.units[side.own[0]!.id]!.side;
  return !Object.values(state.units).some((e) => {
    if (e.side === own || !e.pos || e.bases <= 0 || e.broken === true || INDIRECT.has(UNIT_TYPES[e.type].arm)) return false;
    const p = xy(e.pos);
    const along = ((p.x - a.x) * (b.x - a.x) + (p.y - a.y) * (b.y - a.y)) / len;
    if (along <= 0) return false; // behind the start: the enemy it is leaving, not one across its path
    const t = Math.min(along, len);
    const q = { x: a.x + ((b.x - a.x) * t) / len, y: a.y + ((b.y - a.y) * t) / len };
    return Math.hypot(p.x - q.x, p.y - q.y) <= RETREAT_FIRE_ZONE_M;
  });
}

/** Whether any enemy that fought may take a surrender: a stand that may close assault, or a tank (004 §FIGURE CLASSIFICATION, §SPECIAL ATTACK RULES 3). */
export function enemyMayTakeSurrender(enemy: readonly Unit[]): boolean {
  return enemy.some((u) => u.bases > 0 && assaultRoleOf(u.type) === 'fighting');
}

const WHY: Readonly<Record<Exclude<BrokenFate, 'withdraws'>, string>> = {
  surrenders: 'surrendered',
  breaksOut: 'broke out in platoon groups',
  sitsTight: 'sat tight where it was',
};

/**
 * Apply the fates of one broken side to `outcomes` (in place) and return the account's lines. A unit
 * that surrenders loses every stand it has left (`killed`, its markers cleared, `surrendered`); one that
 * sits tight stays (`to` removed); withdrawing and breaking out keep `to`. `startMin`: the fight's start,
 * for whether a unit is still in its first battle (`greenInBattle`).
 */
export function applyBrokenFates(state: CampaignState, side: BrokenSide, outcomes: UnitOutcome[], startMin: number): string[] {
  const open = retreatOpen(state, side, outcomes);
  const mayTake = enemyMayTakeSurrender(side.enemy);
  const byFate = new Map<BrokenFate, string[]>();
  for (const o of outcomes) {
    const u = state.units[o.unitId];
    if (!u || o.broken !== true || !side.own.some((x) => x.id === u.id)) continue;
    const green = greenInBattle(u, startMin);
    const fate = brokenFate({ grade: u.grade, green, retreatOpen: open, enemyMayTakeSurrender: mayTake });
    if (fate === 'surrenders') {
      o.killed = u.bases;
      o.injuredDelta = u.injuredBases > 0 ? -u.injuredBases : 0;
      o.surrendered = true;
      for (const k of ['to', 'broken', 'disorganisedUntilMin', 'facedTanks'] as const) delete o[k];
    } else if (fate === 'sitsTight') delete o.to;
    const name = green && fate === 'surrenders' ? `${u.shortName} (Green)` : u.shortName;
    byFate.set(fate, [...(byFate.get(fate) ?? []), name]);
  }
  const retreat = open ? 'its line of retreat was open' : 'its line of retreat was closed (enemy within 300 m of it, or pursuers faster than it)';
  const lines: string[] = [];
  for (const [fate, names] of byFate) {
    if (fate === 'withdraws') continue;
    const rule =
      fate === 'breaksOut'
        ? '"When broken, Veterans will not surrender but will withdraw or if surrounded, break out in small platoon groups" (004 §UNIT GRADING)'
        : names.some((n) => n.endsWith('(Green)')) && open
          ? '"Broken Green troops will always surrender if this is possible" (004 §UNIT GRADING)'
          : fate === 'surrenders'
            ? 'a broken unit surrenders "if retreat is not possible" (004 §UNIT MORALE - THE BREAK TEST, §RETREAT)'
            : 'no enemy stand able to close assault could take its surrender (004 §RETREAT)';
    lines.push(`Broken, ${retreat}: ${names.join(', ')} ${WHY[fate]} — ${rule}.`);
  }
  return lines;
}
