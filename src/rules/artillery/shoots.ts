/**
 * When a battery's fire falls and what it costs, at both scales (`004_4c7ef6319257dc11.txt` §THE
 * FIREPLAN: "An effective indirect shoot causes casualties, and pinning plus disorganisation to the
 * target lasting 1 hour, although the main weight of fire only lasts for 10-20 mins"; "A harassing
 * shoot can stretch 1 FIRE UNIT of ammo (FU) to 2 hours"; §UNITS OF LOGISTICAL ACCOUNTING: "A Fire Unit
 * (FU) is the weight of ammunition consumed by an artillery stand firing 1 shoot"; docs/RULINGS.md
 * §Fire units on a creeping barrage):
 * - a shoot is a battery's fire for one started hour (effective) or two (harassing) on one serial,
 *   and costs 1 FU;
 * - a creeping barrage (a lift) is one serial for this purpose: its steps are not new shoots; each
 *   started hour of the lift is one shoot, falling on the steps fired in that hour;
 * - at tactical scale the battery bombards once every 1418 bound (10 minutes) of the serial or lift,
 *   on the step in force at the bound's start, and the FU of each started hour is spent by its first
 *   bombardment.
 * Pure: serials are `TimedSerial`s of `expandSerials`.
 */
import { EFFECTIVE_SHOOT_MIN, HARASSING_SHOOT_MIN, TACTICAL_BOUND_MIN } from '../tables/nqmArtillery.ts';
import type { ShootKind } from './classes.ts';
import type { TimedSerial } from './plan.ts';

/** Minutes of fire one FU buys a battery: 60 effective, 120 harassing. */
export function shootMinOf(shoot: ShootKind): number {
  if (shoot !== 'effective' && shoot !== 'harassing') throw new RangeError(`shootMinOf: shoot must be 'effective' or 'harassing', got ${JSON.stringify(shoot)}`);
  return shoot === 'effective' ? EFFECTIVE_SHOOT_MIN : HARASSING_SHOOT_MIN;
}

/**
 * The serials of `serials` (time order, lifts expanded) as units of fire: every plain serial alone, and
 * every lift's steps together (in step order), each group with its start and end minute. Groups keep
 * the order of their first serial.
 */
export function fireGroups(serials: readonly TimedSerial[]): { steps: TimedSerial[]; startMin: number; endMin: number; shoot: ShootKind }[] {
  const out: { steps: TimedSerial[]; startMin: number; endMin: number; shoot: ShootKind }[] = [];
  const byLift = new Map<string, (typeof out)[number]>();
  for (const s of serials) {
    const g = s.liftId === undefined ? undefined : byLift.get(s.liftId);
    if (g) {
      g.steps.push(s);
      g.startMin = Math.min(g.startMin, s.startMin);
      g.endMin = Math.max(g.endMin, s.endMin);
      continue;
    }
    const made = { steps: [s], startMin: s.startMin, endMin: s.endMin, shoot: s.shoot };
    out.push(made);
    if (s.liftId !== undefined) byLift.set(s.liftId, made);
  }
  for (const g of out) g.steps.sort((a, b) => a.startMin - b.startMin);
  return out;
}

/**
 * One battery's operational shoots on a group of `fireGroups`: one for each started hour (effective) or
 * 2 hours (harassing) from the group's start (`groupFu` of them, 1 FU each), falling at that hour's start
 * on the steps in force during it (a step that runs across the hour's end is in both hours). A plain
 * serial of 90 effective minutes gives two shoots on it; a 2-hour barrage of 4-minute lifts two shoots,
 * of 15 steps each; three lifts of 45 minutes three shoots (steps 1–2, 2–3, 3). `span` overrides the
 * minutes a shoot covers (air sorties: an hour, whatever the serial's kind).
 */
export function operationalShoots(group: { steps: readonly TimedSerial[]; startMin: number; endMin: number; shoot: ShootKind }, span = shootMinOf(group.shoot)): { atMin: number; steps: TimedSerial[] }[] {
  const out: { atMin: number; steps: TimedSerial[] }[] = [];
  for (let from = group.startMin; from < group.endMin; from += span) {
    const steps = group.steps.filter((s) => s.startMin < from + span && s.endMin > from);
    if (steps.length > 0) out.push({ atMin: from, steps });
  }
  return out;
}

/**
 * One battery's tactical bombardments on a group of `fireGroups`: one each 1418 bound of
 * `TACTICAL_BOUND_MIN` (10 min) from the group's start while it lasts, on the step in force then
 * (`startMin ≤ atMin < endMin`; the last step before it when none is), each marked with the FU it spends:
 * 1 for the first bombardment of each started hour (effective) or 2 hours (harassing) of the group, else 0.
 */
export function tacticalBombards(group: { steps: readonly TimedSerial[]; startMin: number; endMin: number; shoot: ShootKind }): { atMin: number; step: TimedSerial; fu: number }[] {
  const span = shootMinOf(group.shoot);
  const n = Math.ceil((group.endMin - group.startMin) / TACTICAL_BOUND_MIN);
  const out: { atMin: number; step: TimedSerial; fu: number }[] = [];
  let lastHour = -1;
  for (let i = 0; i < n; i++) {
    const atMin = group.startMin + i * TACTICAL_BOUND_MIN;
    let step = group.steps[0]!;
    for (const s of group.steps) if (s.startMin <= atMin) step = s;
    const hour = Math.floor((atMin - group.startMin) / span);
    out.push({ atMin, step, fu: hour !== lastHour ? 1 : 0 });
    lastHour = hour;
  }
  return out;
}

/** FU one battery spends on a group at either scale: one per started hour (effective) or 2 hours (harassing) of the group. */
export function groupFu(group: { startMin: number; endMin: number; shoot: ShootKind }): number {
  return Math.ceil((group.endMin - group.startMin) / shootMinOf(group.shoot));
}

/**
 * How far an operational cordon drifts each hour, in 1418 bounds of drift: six (an hour of 10-minute
 * bounds at 3", 76.2 m, a bound: 457.2 m an hour; docs/RULINGS.md §Smoke and gas drift at the operational scale).
 */
export const OPERATIONAL_DRIFT_BOUNDS_PER_HOUR = 60 / TACTICAL_BOUND_MIN;

/** How long a cordon stands after the last fire of its serial or lift, minutes: the hour an effective shoot lasts (004 §THE FIREPLAN). */
export const CORDON_AFTER_FIRE_MIN = 60;

/** A smoke or gas cordon standing at a minute: the serial (or lift step) whose aim point it was laid on, when, and the bounds of drift since. */
export type CordonLaying = { serial: TimedSerial; laidAtMin: number; boundsDrifted: number };

/**
 * The smoke and gas cordons of `serials` (time order, lifts expanded) standing at `atMin`
 * (001 §SMOKE SCREENS & POISON GAS: "the smoke-cordon … will travel 3" in that direction at the end of
 * each bound"; docs/RULINGS.md §Smoke and gas drift at the operational scale). Without `atMin`, every
 * serial's cordon as laid. With it:
 * - tactical scale: one cordon per bombardment (`tacticalBombards`) laid by `atMin`, drifted once for
 *   every bound boundary (10 minutes from `boundOriginMin`, the plan's first bombardment, as the engine
 *   drifts them) passed since it was laid;
 * - operational scale: one per shoot of a plain serial, and one per lift step, laid when it begins,
 *   drifted six bounds (457.2 m) at each whole hour after it was laid — the operational turn;
 * each standing until `CORDON_AFTER_FIRE_MIN` after its serial or lift ends.
 */
export function cordonLayings(serials: readonly TimedSerial[], scale: 'operational' | 'tactical', atMin?: number, boundOriginMin?: number): CordonLaying[] {
  const out: CordonLaying[] = [];
  if (atMin === undefined) {
    for (const s of serials) if (s.shell !== 'HE') out.push({ serial: s, laidAtMin: s.startMin, boundsDrifted: 0 });
    return out;
  }
  const origin = boundOriginMin ?? serials.reduce((m, s) => Math.min(m, s.startMin), Infinity);
  for (const group of fireGroups(serials)) {
    if (group.steps[0]!.shell === 'HE' || atMin >= group.endMin + CORDON_AFTER_FIRE_MIN) continue;
    if (scale === 'tactical') {
      const ticks = (m: number) => Math.floor((m - origin) / TACTICAL_BOUND_MIN);
      for (const b of tacticalBombards(group)) if (b.atMin <= atMin) out.push({ serial: b.step, laidAtMin: b.atMin, boundsDrifted: ticks(atMin) - ticks(b.atMin) });
      continue;
    }
    const laid = group.steps.length === 1 ? operationalShoots(group).map((sh) => ({ serial: sh.steps[0]!, at: sh.atMin })) : group.steps.map((st) => ({ serial: st, at: st.startMin }));
    for (const l of laid) {
      if (l.at <= atMin) out.push({ serial: l.serial, laidAtMin: l.at, boundsDrifted: OPERATIONAL_DRIFT_BOUNDS_PER_HOUR * Math.floor((atMin - l.at) / 60) });
    }
  }
  return out;
}
