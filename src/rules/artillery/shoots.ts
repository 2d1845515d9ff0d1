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
 * One battery's operational shoots on a group of `fireGroups`: the steps that begin in each started
 * hour (effective) or 2 hours (harassing) from the group's start, one shoot each (1 FU). A plain serial
 * of 90 effective minutes gives two shoots on it; a 2-hour barrage of 4-minute lifts gives two shoots,
 * of 15 steps each. Each shoot falls at its first step's minute.
 */
export function operationalShoots(group: { steps: readonly TimedSerial[]; startMin: number; endMin: number; shoot: ShootKind }): { atMin: number; steps: TimedSerial[] }[] {
  const span = shootMinOf(group.shoot);
  if (group.steps.length === 1) {
    const s = group.steps[0]!;
    const n = Math.ceil(s.durationMin / span);
    return Array.from({ length: n }, (_, i) => ({ atMin: s.startMin + i * span, steps: [s] }));
  }
  const out: { atMin: number; steps: TimedSerial[] }[] = [];
  let current = -1;
  for (const s of group.steps) {
    const k = Math.floor((s.startMin - group.startMin) / span);
    if (k !== current || out.length === 0) {
      out.push({ atMin: s.startMin, steps: [s] });
      current = k;
    } else out[out.length - 1]!.steps.push(s);
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
