/**
 * The fold of the fire plan events (`applyEvent`, `events.ts`; 004 §THE FIREPLAN):
 * `fireplan.saved` checks a plan whole (`checkFirePlanRecord`) and stores a fresh copy under its id,
 * `fireplan.deleted` refuses an id the campaign does not have (`fireplan.fired` is folded by
 * `applyFiring`, `fireplan/fired.ts`). Also the checks of the artillery fields of `unit.edited` (`calibreMm`,
 * `fuHeld`). Every refusal is an `EventError` naming the path (e.g.
 * `payload.plan.serials[3].firerIds[1]`); nothing is mutated; plans live in a null-prototype record
 * and a state without one (an old snapshot) reads as none.
 */
import { SHELL_KINDS, SHOOT_KINDS } from '../../rules/artillery/classes.ts';
import { liftStepId, liftStepLabel } from '../../rules/artillery/plan.ts';
import type { LonLat } from '../../rules/types.ts';
import {
  MAX_MINUTE,
  PLANNING_LIMITS,
  checkBool,
  checkId,
  checkList,
  checkLonLat,
  checkObject,
  checkOneOf,
  checkText,
  checkTenths,
  checkWhole,
  hasKey,
  recordWith,
  shown,
  stepState,
  unitAt,
} from '../model/checks.ts';
import { EventError } from '../model/eventError.ts';
import type { EventsOf } from '../model/eventDefinition.ts';
import type { FirePlanPayloads } from './payloads.ts';
import { batteriesUnder } from '../model/artilleryUnits.ts';
import type { CampaignState, FireLift, FirePlan, FireSerial, ShellKind, ShootKind, SideId, Unit, UnitId } from '../model/types.ts';

/** The fire plan event types this module folds (`fireplan.fired`: `applyFiring`, `fireplan/fired.ts`). */
export type FirePlanEventType = 'fireplan.saved' | 'fireplan.deleted';

/**
 * Caps on a fire plan (the store's schema uses the same, `fireplan/payloads.ts`): serials and
 * lifts per plan, firers per serial, a serial's length and a lift's step (minutes: 24 h), steps per
 * lift, a lift's step length (metres), shots per firing, casualty lines / unit lists per shot, dice
 * per shot, fire units per shot.
 */
export const FIRE_PLAN_LIMITS = {
  serials: 500,
  lifts: 100,
  firers: 100,
  durationMin: 1440,
  liftSteps: 100,
  stepM: 10_000,
  shots: 20_000,
  unitsPerShot: 500,
  dicePerShot: 1000,
  fuPerShot: 999,
} as const;

/** Shoot kinds and shell kinds (src/rules/artillery), as the forms list them. */
export { SHELL_KINDS, SHOOT_KINDS };
const SCALES = ['operational', 'tactical'] as const;
const EDITIONS = ['v0.8', 'v0.7'] as const;

/** Limits of the artillery fields of a unit: calibre (mm) and fire units held. */
export const ARTILLERY_FIELD_LIMITS = { calibreMm: { min: 20, max: 460 }, fuHeld: { min: 0, max: 999 } } as const;

/** The fold of `fireplan.saved` and `fireplan.deleted` (`state.seq` already checked). Throws `EventError`. */
export function applyFirePlanEvent(state: CampaignState, event: EventsOf<FirePlanPayloads, FirePlanEventType>): CampaignState {
  switch (event.type) {
    case 'fireplan.saved': {
      const plan = checkFirePlanRecord(state, event.payload.plan);
      return stepState(state, event, { firePlans: recordWith(state.firePlans, plan.id, plan) });
    }
    case 'fireplan.deleted': {
      const id = checkId(event.payload.planId, 'payload.planId');
      if (!hasKey(state.firePlans, id)) throw new EventError(`unknown fire plan "${id}"`, 'payload.planId');
      return stepState(state, event, { firePlans: recordWith(state.firePlans, id, undefined) });
    }
  }
}

/**
 * Check the artillery fields of a unit or a `unit.edited` change (at `<path>.calibreMm`,
 * `<path>.fuHeld`): `calibreMm` 20…460 to a tenth at most (the 18-pdr's 83.8), `fuHeld` whole 0…999, when
 * present. Throws `EventError`.
 */
export function checkArtilleryFields(changes: Partial<Pick<Unit, 'calibreMm' | 'fuHeld'>>, path = 'payload.changes'): void {
  const L = ARTILLERY_FIELD_LIMITS;
  if (Object.hasOwn(changes, 'calibreMm')) checkTenths(changes.calibreMm, `${path}.calibreMm`, L.calibreMm.min, L.calibreMm.max);
  if (Object.hasOwn(changes, 'fuHeld')) checkWhole(changes.fuHeld, `${path}.fuHeld`, L.fuHeld.min, L.fuHeld.max);
}

/** A finite number in [min, max], else `EventError` at `path`. */
function checkNumber(value: unknown, path: string, min: number, max: number, what: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) {
    throw new EventError(`${what} must be a number ${min}…${max}, got ${shown(value)}`, path);
  }
  return value;
}

/**
 * An H-offset: a whole number of minutes. A serial may fall before the campaign's start — a
 * preliminary bombardment is plotted before the guns fire; only firing it needs the clock
 * (`fireplan/fired.ts`) — but not after the last campaign minute.
 */
function checkOffset(value: unknown, path: string, hHourMin: number): number {
  const offset = checkWhole(value, path, -MAX_MINUTE, MAX_MINUTE);
  if (hHourMin + offset > MAX_MINUTE) throw new EventError(`starts after campaign minute ${MAX_MINUTE}`, path);
  return offset;
}

type FirerCheck = (raw: unknown, path: string) => UnitId[];

/** The firer list check of a plan of `side`: ids of units of that side that are batteries or have batteries under them, no repeats. */
function firerChecker(state: CampaignState, side: SideId): FirerCheck {
  return (raw, path) => {
    const list = checkList(raw, path, FIRE_PLAN_LIMITS.firers);
    const out: UnitId[] = [];
    list.forEach((id, i) => {
      const at = `${path}[${i}]`;
      const u = unitAt(state, id, at);
      if (u.side !== side) throw new EventError(`${u.name} is of the other side (${u.side}); the fire plan is ${side}'s`, at);
      if (batteriesUnder(state, u.id).length === 0) {
        throw new EventError(`${u.name} is not artillery and has no batteries under it`, at);
      }
      if (out.includes(u.id)) throw new EventError(`${u.name} is listed twice`, at);
      out.push(u.id);
    });
    return out;
  };
}

function checkFire(raw: Record<string, unknown>, path: string): { shoot: ShootKind; shell: ShellKind } {
  return {
    shoot: checkOneOf(raw.shoot, SHOOT_KINDS, 'shoot', `${path}.shoot`),
    shell: checkOneOf(raw.shell, SHELL_KINDS, 'shell', `${path}.shell`),
  };
}

function checkSerial(raw: unknown, path: string, hHourMin: number, firers: FirerCheck): FireSerial {
  const s = checkObject(raw, path);
  if (s.liftId !== undefined) {
    throw new EventError('only the serials a lift generates carry a liftId; a stored serial may not', `${path}.liftId`);
  }
  const id = checkId(s.id, `${path}.id`);
  const label = checkText(s.label, `${path}.label`, PLANNING_LIMITS.label);
  const startOffsetMin = checkOffset(s.startOffsetMin, `${path}.startOffsetMin`, hHourMin);
  const durationMin = checkWhole(s.durationMin, `${path}.durationMin`, 1, FIRE_PLAN_LIMITS.durationMin);
  const targetRef = checkText(s.targetRef, `${path}.targetRef`, PLANNING_LIMITS.ref, true);
  const targetPos: LonLat = checkLonLat(s.targetPos, `${path}.targetPos`);
  const firerIds = firers(s.firerIds, `${path}.firerIds`);
  return { id, label, startOffsetMin, durationMin, targetRef, targetPos, firerIds, ...checkFire(s, path) };
}

function checkLift(raw: unknown, path: string, hHourMin: number, firers: FirerCheck): FireLift {
  const l = checkObject(raw, path);
  const L = FIRE_PLAN_LIMITS;
  return {
    id: checkId(l.id, `${path}.id`),
    label: checkText(l.label, `${path}.label`, PLANNING_LIMITS.label),
    startOffsetMin: checkOffset(l.startOffsetMin, `${path}.startOffsetMin`, hHourMin),
    stepMin: checkWhole(l.stepMin, `${path}.stepMin`, 1, L.durationMin),
    stepM: checkNumber(l.stepM, `${path}.stepM`, 0, L.stepM, 'stepM'),
    bearingDeg: checkNumber(l.bearingDeg, `${path}.bearingDeg`, 0, 360, 'bearingDeg'),
    steps: checkWhole(l.steps, `${path}.steps`, 1, L.liftSteps),
    startRef: checkText(l.startRef, `${path}.startRef`, PLANNING_LIMITS.ref, true),
    startPos: checkLonLat(l.startPos, `${path}.startPos`),
    firerIds: firers(l.firerIds, `${path}.firerIds`),
    ...checkFire(l, path),
  };
}

/**
 * A checked copy of a fire plan (at `path`, default `payload.plan`): a valid id; title ≤ 200
 * characters; side blue / red; `hHourMin` a campaign minute ≥ 0; scale operational / tactical;
 * edition v0.8 / v0.7; `windToDeg` 0…360; `seed` a safe integer; notes ≤ 20,000 characters; at most
 * 500 serials and 100 lifts. Each serial: an id unique in the plan (lifts' generated serials
 * `<lift id>-<n>` included), label ≤ 200, `startOffsetMin` whole (before the campaign's start too),
 * `durationMin` whole 1…1440, `targetRef` non-empty ≤ 40, `targetPos` WGS84, firers (≤ 100) units of
 * the plan's side that are batteries or air units or have them under them (`model/artilleryUnits.ts`), listed once;
 * shoot effective / harassing; shell HE / smoke / gas; no `liftId`. Each lift likewise, with
 * `stepMin` 1…1440, `stepM` 0…10,000 m, `bearingDeg` 0…360, `steps` 1…100; `airPressHome` true, false or
 * absent (kept only when true). Throws `EventError`.
 */
export function checkFirePlanRecord(state: CampaignState, raw: unknown, path = 'payload.plan'): FirePlan {
  const p = checkObject(raw, path);
  const id = checkId(p.id, `${path}.id`);
  const title = checkText(p.title, `${path}.title`, PLANNING_LIMITS.label);
  const side = checkOneOf(p.side, ['blue', 'red'] as const, 'side', `${path}.side`);
  const hHourMin = checkWhole(p.hHourMin, `${path}.hHourMin`);
  const scale = checkOneOf(p.scale, SCALES, 'scale', `${path}.scale`);
  const edition = checkOneOf(p.edition, EDITIONS, 'edition', `${path}.edition`);
  const windToDeg = checkNumber(p.windToDeg, `${path}.windToDeg`, 0, 360, 'windToDeg');
  const firers = firerChecker(state, side);
  const serials = checkList(p.serials, `${path}.serials`, FIRE_PLAN_LIMITS.serials).map((s, i) => checkSerial(s, `${path}.serials[${i}]`, hHourMin, firers));
  const lifts = checkList(p.lifts, `${path}.lifts`, FIRE_PLAN_LIMITS.lifts).map((l, i) => checkLift(l, `${path}.lifts[${i}]`, hHourMin, firers));
  const ids = new Map<string, string>();
  const claim = (serialId: string, owner: string, at: string) => {
    const other = ids.get(serialId);
    if (other !== undefined) throw new EventError(`serial id "${serialId}" is used twice (also by ${other})`, at);
    ids.set(serialId, owner);
  };
  serials.forEach((s, i) => claim(s.id, `serial ${i + 1}`, `${path}.serials[${i}].id`));
  lifts.forEach((l, i) => {
    claim(l.id, `lift ${i + 1}`, `${path}.lifts[${i}].id`);
    for (let n = 1; n <= l.steps; n++) claim(liftStepId(l.id, n), `serial “${liftStepLabel(l, n)}” of lift ${i + 1}`, `${path}.lifts[${i}].id`);
  });
  if (typeof p.seed !== 'number' || !Number.isSafeInteger(p.seed)) {
    throw new EventError(`the seed must be a whole number (a safe integer), got ${shown(p.seed)}`, `${path}.seed`);
  }
  const notes = checkText(p.notes, `${path}.notes`);
  const plan: FirePlan = { id, title, side, hHourMin, scale, edition, windToDeg, serials, lifts, seed: p.seed, notes };
  if (p.airPressHome !== undefined && checkBool(p.airPressHome, `${path}.airPressHome`)) plan.airPressHome = true;
  return plan;
}
