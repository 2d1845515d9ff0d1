/**
 * An engagement's result going back to the campaign : what the bound engine did to each
 * campaign unit, as the payload of `engagement.returned`.
 * - Sub-units map to units: `<id>.hq` and `<id>.c<n>` are the unit's own bases; any other sub-unit is
 *   the unit of that id with its subtree (a company chosen alone: `<id>.coy`). Bases gone since the
 *   engagement began are killed; the change in injured bases changes the casualty markers; a subtree's
 *   share goes out in proportion to bases (`shareOut`).
 * - New position: the centre of the unit's remaining bases (for a battalion with placed companies, its
 *   HQ's); dug in when most of its remaining bases are.
 * - Disorganised until it reorganises (`disorganisedByAction`): units with markers after the fight,
 *   broken units, and units in action for their grade's DISORG AFTER hours (the minutes fought, and
 *   those of the fight before when this one follows on without a pause: `priorActionMin`).
 * - Break tests (004 §UNIT MORALE - THE BREAK TEST): each engaged unit whose casualties (bases lost and
 *   marked) reach a test's share of its strength at the start takes it (one D6 each, in order); failing the
 *   'break' test breaks it and its subtree. Tanks do not test (004 §WINNING THE FIREFIGHT). With the De
 *   Rosa rules on, De Rosa's D10 morale tests instead (`returnMorale.ts`): Routed breaks, Shaken is written.
 *   A broken unit then withdraws, surrenders, breaks out or sits tight (`applyBrokenFates`, as a settled contact's).
 * - CUs (004 §UNITS OF LOGISTICAL ACCOUNTING "1 per Company per hour"): each sub-unit that fired spends
 *   one CU per started hour of the engagement, from its units' holdings (as far as they go).
 * - Minutes: bounds fought × the engagement's bound length.
 */
import type { Dice } from '../../rules/dice.ts';
import type { EngagementState, PointM, SubUnitState } from '../../rules/bound/types.ts';
import { breakTest, breakTestsDue } from '../../rules/operational/morale.ts';
import { gridProjection } from '../../rules/projection.ts';
import { UNIT_TYPES } from '../../rules/tables/unitTypes.ts';
import { DEFAULT_BOUND_MIN } from './engagementEvents.ts';
import type { EngagementPayloads } from './payloads.ts';
import { unitHoldings } from '../logistics/stocks.ts';
import { subtreeIds } from '../model/selectors.ts';
import { shareOut } from '../model/shareOut.ts';
import type { BreakTestRecord, EngagementStop, UnitOutcome } from '../model/turnTypes.ts';
import { disorganisedByAction, greenInBattle, priorActionMin } from '../turn/disorganisation.ts';
import { fightStartMin } from '../turn/turnEvents.ts';
import { deRosaOn, settingsOf } from '../model/settings.ts';
import { returnMorale } from './returnMorale.ts';
import { applyBrokenFates } from '../turn/brokenUnits.ts';
import type { CampaignEngagement, CampaignState, Unit, UnitId } from '../model/types.ts';

/** Beyond this no base can engage another (004 §WEAPON RANGE TABLE: small arms harass to 1 km), metres. */
export const OUT_OF_CONTACT_M = 1000;

/**
 * Whether the engine has reached a stop: one side has no bases left ('sideGone'), or no base is within
 * `reachM` of an enemy base ('outOfContact'; default: the longest weapon range of any sub-unit, at least the
 * assault range and `OUT_OF_CONTACT_M`; plus the contact tolerance); else null.
 */
export function engagementStop(s: EngagementState, reachM?: number): Exclude<EngagementStop, 'umpire'> | null {
  const bySide = new Map<string, PointM[]>();
  for (const sub of s.subUnits) for (const b of sub.bases) (bySide.get(sub.side) ?? bySide.set(sub.side, []).get(sub.side)!).push({ xM: b.xM, yM: b.yM });
  if (bySide.size < 2) return 'sideGone';
  const reach = reachM ?? Math.max(OUT_OF_CONTACT_M, s.settings.assaultRangeM, ...s.subUnits.map((x) => x.stats.rangeM ?? 0));
  const [a, b] = [...bySide.values()];
  const within = reach + s.settings.contactToleranceM;
  for (const p of a!) for (const q of b!) if (Math.hypot(p.xM - q.xM, p.yM - q.yM) <= within) return null;
  return 'outOfContact';
}

/** Bounds fought so far: the bound under way counts once it is executing. */
export function boundsFought(s: EngagementState): number {
  return s.phase === 'executing' ? s.bound : s.bound - 1;
}

type Tally = { killed: number; injured: number; bases: BaseSpot[]; fired: boolean; cu: number };
type BaseSpot = { xM: number; yM: number; dugIn: boolean };

/** The unit a sub-unit id stands for, and whether it carries that unit's whole subtree. */
function unitOfSub(state: CampaignState, sub: SubUnitState): { id: UnitId; subtree: boolean } {
  const m = /^(.*)\.(hq|c\d+)$/.exec(sub.id);
  if (m && state.units[m[1]!]) return { id: m[1]!, subtree: false };
  const coy = /^(.*)\.coy$/.exec(sub.id);
  if (coy && state.units[coy[1]!]) return { id: coy[1]!, subtree: true };
  return { id: sub.id, subtree: true };
}

/**
 * The `engagement.returned` payload of engagement `e` (not yet returned) ending now with `stop`; `dice`
 * rolls the break tests. Throws `RangeError` for an engagement already returned or a sub-unit whose unit
 * the campaign no longer has.
 */
export function engagementReturnPayload(state: CampaignState, e: CampaignEngagement, stop: EngagementStop, dice: Dice): EngagementPayloads['engagement.returned'] {
  if (e.returnedSeq !== undefined) throw new RangeError(`engagement "${e.title}" went back to the campaign already`);
  const subtree = (id: UnitId): Unit[] => subtreeIds(state, id).map((x) => state.units[x]!);
  const fired = new Set<string>();
  for (const r of e.records) if (r.kind === 'shot' && r.dice.length > 0) fired.add(r.shooterId);
  const bounds = boundsFought(e.state);
  const minutes = bounds * (e.boundMin ?? DEFAULT_BOUND_MIN);
  const hours = Math.max(1, Math.ceil(minutes / 60));
  const startMin = fightStartMin(state, e, state.clockMin);
  const tallies = new Map<UnitId, Tally>();
  const tally = (id: UnitId) => tallies.get(id) ?? tallies.set(id, { killed: 0, injured: 0, bases: [], fired: false, cu: 0 }).get(id)!;
  const add = (units: readonly Unit[], killed: number, injuredDelta: number, spots: BaseSpot[], cu: number) => {
    const live = units.filter((u) => u.bases > 0);
    const k = shareOut(killed, live.map((u) => u.bases));
    const left = live.map((u, i) => u.bases - k[i]!);
    const injuredNow = Math.max(0, Math.min(left.reduce((s, n) => s + n, 0), live.reduce((s, u) => s + u.injuredBases, 0) + injuredDelta));
    const inj = shareOut(injuredNow, left);
    const c = shareOut(Math.min(cu, live.reduce((s, u) => s + unitHoldings(u).CU, 0)), live.map((u) => unitHoldings(u).CU));
    live.forEach((u, i) => {
      const t = tally(u.id);
      t.killed += k[i]!;
      t.injured += inj[i]! - u.injuredBases;
      t.cu += c[i]!;
    });
    const owner = tally(units[0]!.id);
    owner.bases.push(...spots);
  };
  for (const sub of e.state.subUnits) {
    const { id, subtree: whole } = unitOfSub(state, sub);
    if (!state.units[id]) throw new RangeError(`sub-unit ${sub.name} stands for unit "${id}", which the campaign no longer has`);
    const start = e.startCounts?.[sub.id] ?? { bases: sub.bases.length + sub.lostBases, injured: 0 };
    const injuredEnd = sub.bases.filter((b) => b.injury !== 'none').length;
    const spots = sub.bases.map((b) => ({ xM: b.xM, yM: b.yM, dugIn: b.dugIn }));
    add(whole ? subtree(id) : [state.units[id]!], start.bases - sub.bases.length, injuredEnd - start.injured, spots, fired.has(sub.id) ? hours : 0);
  }
  const proj = gridProjection(state.grid);
  const outcomes: UnitOutcome[] = [];
  const breakTests: BreakTestRecord[] = [];
  const broken = new Set<UnitId>();
  const shaken = new Map<UnitId, 'shaken' | 'routed'>();
  const moraleLines: string[] = [];
  const deRosa = deRosaOn(settingsOf(state));
  for (const id of e.unitIds) {
    if (UNIT_TYPES[state.units[id]!.type].arm === 'armour') continue;
    const units = subtree(id);
    const strength = units.reduce((s, u) => s + u.bases, 0);
    const casualties = units.reduce((s, u) => s + (tallies.get(u.id)?.killed ?? 0) + Math.max(0, u.injuredBases + (tallies.get(u.id)?.injured ?? 0)), 0);
    // A unit with no stand left is gone: no break test for the dead (004 §UNIT MORALE tests the survivors).
    if (units.reduce((s, u) => s + u.bases - (tallies.get(u.id)?.killed ?? 0), 0) <= 0) continue;
    if (deRosa) {
      // De Rosa's morale tests instead of NQM's break tests (003 "Morale").
      const m = returnMorale(state, id, units.reduce((s, u) => s + u.injuredBases, 0), casualties, strength, dice);
      moraleLines.push(...m.lines);
      if (m.morale === 'routed') for (const u of units) broken.add(u.id);
      if (m.morale !== 'good') for (const u of units) shaken.set(u.id, m.morale);
      continue;
    }
    let taken: 0 | 1 | 2 = 0;
    for (const due of breakTestsDue(state.units[id]!.grade, { green: greenInBattle(state.units[id]!, startMin), casualties, strength, taken })) {
      const die = dice.roll(1, `break test ${due.test} of ${state.units[id]!.shortName}`)[0]!;
      const r = breakTest(due.row, die);
      breakTests.push({ unitId: id, test: due.test, die, passed: r.passed });
      taken = due.test;
      if (!r.passed) {
        if (r.kind === 'break') for (const u of units) broken.add(u.id);
        break;
      }
    }
  }
  for (const [id, t] of tallies) {
    const u = state.units[id]!;
    const o: UnitOutcome = { unitId: id, killed: t.killed, injuredDelta: t.injured, cuSpent: t.cu };
    if (t.bases.length > 0 && u.pos) {
      const x = t.bases.reduce((s, b) => s + b.xM, 0) / t.bases.length;
      const y = t.bases.reduce((s, b) => s + b.yM, 0) / t.bases.length;
      o.to = proj.toLonLat({ eastingM: x, northingM: y });
      o.dugIn = t.bases.filter((b) => b.dugIn).length * 2 > t.bases.length;
    }
    // Continuous action: a follow-on fight adds to the hours before it (004 §SPECIAL ASSAULT RULES 2).
    const actionMin = priorActionMin(u, startMin) + minutes;
    o.actionMin = actionMin;
    const disorganised = disorganisedByAction(u.grade, actionMin, broken.has(id), u.injuredBases + t.injured > 0);
    if (disorganised !== undefined) o.disorganisedUntilMin = disorganised;
    if (broken.has(id)) o.broken = true;
    if (shaken.has(id)) o.deRosaMorale = shaken.get(id)!;
    outcomes.push(o);
  }
  for (const id of broken) if (!tallies.has(id)) outcomes.push({ unitId: id, killed: 0, injuredDelta: 0, cuSpent: 0, broken: true });
  // What becomes of the broken (004 §UNIT MORALE, §RETREAT, §UNIT GRADING): withdraw, surrender, break out or sit tight.
  const fates: string[] = [];
  const engaged = e.unitIds.flatMap((id) => subtree(id));
  for (const side of ['blue', 'red'] as const) {
    const own = engaged.filter((u) => u.side === side);
    if (outcomes.some((o) => o.broken === true && state.units[o.unitId]!.side === side)) fates.push(...applyBrokenFates(state, { own, enemy: engaged.filter((u) => u.side !== side) }, outcomes, startMin));
  }
  return { engagementId: e.id, stop, bounds, minutes, breakTests, lines: [...reportLines(state, e, stop, bounds, minutes, outcomes, breakTests), ...moraleLines, ...fates], outcomes };
}

const STOP_TEXT: Readonly<Record<EngagementStop, string>> = { umpire: 'ended by the umpire', sideGone: 'one side has no bases left', outOfContact: 'the sides are out of contact' };

/** The battle report: the engagement, why and when it ended, each unit's losses and state, the break tests. */
function reportLines(state: CampaignState, e: CampaignEngagement, stop: EngagementStop, bounds: number, minutes: number, outcomes: readonly UnitOutcome[], tests: readonly BreakTestRecord[]): string[] {
  const name = (id: UnitId) => state.units[id]?.shortName ?? id;
  const lines = [`Battle report: ${e.title} — ${bounds} bound${bounds === 1 ? '' : 's'} (${minutes} min), ${STOP_TEXT[stop]}.`];
  for (const o of outcomes) {
    const u = state.units[o.unitId]!;
    const bits = [`${o.killed} base${o.killed === 1 ? '' : 's'} lost`, `markers ${u.injuredBases} → ${u.injuredBases + o.injuredDelta}`, `${u.bases - o.killed} of ${u.establishmentBases} bases left`];
    if (o.cuSpent > 0) bits.push(`${o.cuSpent} CU fired`);
    if (o.dugIn) bits.push('dug in');
    if (o.disorganisedUntilMin !== undefined) bits.push('disorganised');
    if (o.broken) bits.push('BROKEN');
    lines.push(`${name(o.unitId)} (${u.side}): ${bits.join(', ')}.`);
  }
  for (const t of tests) lines.push(`Break test ${t.test} of ${name(t.unitId)}: ${t.die} — ${t.passed ? 'passed' : 'failed'}.`);
  return lines;
}
