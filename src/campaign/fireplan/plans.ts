/**
 * The fold of the fire plan events (`applyEvent`, `events.ts`; 004 §THE FIREPLAN):
 * `fireplan.saved` checks a plan against the state (`checkFirePlanRecord`; its shape is the schema's,
 * `payloads.ts`) and stores a fresh copy under its id,
 * `fireplan.deleted` refuses an id the campaign does not have (`fireplan.fired` is folded by
 * `applyFiring`, `fireplan/fired.ts`). Also the checks of the artillery fields of `unit.edited` (`calibreMm`,
 * `fuHeld`). Every refusal is an `EventError` naming the path (e.g.
 * `payload.plan.serials[3].firerIds[1]`); nothing is mutated; plans live in a null-prototype record
 * and a state without one (an old snapshot) reads as none.
 */
import { SHELL_KINDS, SHOOT_KINDS } from '../../rules/artillery/classes.ts';
import { liftStepId, liftStepLabel } from '../../rules/artillery/plan.ts';
import type { LonLat } from '../../rules/types.ts';
import { MAX_MINUTE, checkTenths, checkWhole, hasKey, recordWith, stepState, unitAt } from '../model/checks.ts';
import { EventError } from '../model/eventError.ts';
import type { EventsOf } from '../model/eventDefinition.ts';
import type { FirePlanPayloads } from './payloads.ts';
import { batteriesUnder } from '../model/artilleryUnits.ts';
import type { CampaignState, FireLift, FirePlan, FireSerial, SideId, Unit, UnitId } from '../model/types.ts';

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
      const id = event.payload.planId;
      if (!hasKey(state.firePlans, id)) throw new EventError(`unknown fire plan "${id}"`, 'payload.planId');
      // A committed plan deleted fires no more: its commitment goes with it.
      const patch: Partial<CampaignState> = { firePlans: recordWith(state.firePlans, id, undefined) };
      if (hasKey(state.fireCommitments, id)) patch.fireCommitments = recordWith(state.fireCommitments, id, undefined);
      return stepState(state, event, patch);
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


/**
 * An H-offset checked against H-hour: a serial may fall before the campaign's start — a preliminary
 * bombardment is plotted before the guns fire; only firing it needs the clock (`fireplan/fired.ts`) —
 * but not after the last campaign minute.
 */
function checkOffset(offset: number, path: string, hHourMin: number): number {
  if (hHourMin + offset > MAX_MINUTE) throw new EventError(`starts after campaign minute ${MAX_MINUTE}`, path);
  return offset;
}

type FirerCheck = (ids: readonly UnitId[], path: string) => UnitId[];

/** The firer list check of a plan of `side`: units of that side that are batteries or have batteries under them, no repeats. */
function firerChecker(state: CampaignState, side: SideId): FirerCheck {
  return (ids, path) => {
    const out: UnitId[] = [];
    ids.forEach((id, i) => {
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

function checkSerial(s: FireSerial, path: string, hHourMin: number, firers: FirerCheck): FireSerial {
  if (s.liftId !== undefined) {
    throw new EventError('only the serials a lift generates carry a liftId; a stored serial may not', `${path}.liftId`);
  }
  const { id, label, durationMin, targetRef, shoot, shell } = s;
  const startOffsetMin = checkOffset(s.startOffsetMin, `${path}.startOffsetMin`, hHourMin);
  const targetPos: LonLat = { ...s.targetPos };
  return { id, label, startOffsetMin, durationMin, targetRef, targetPos, firerIds: firers(s.firerIds, `${path}.firerIds`), shoot, shell };
}

function checkLift(l: FireLift, path: string, hHourMin: number, firers: FirerCheck): FireLift {
  return {
    id: l.id,
    label: l.label,
    startOffsetMin: checkOffset(l.startOffsetMin, `${path}.startOffsetMin`, hHourMin),
    stepMin: l.stepMin,
    stepM: l.stepM,
    bearingDeg: l.bearingDeg,
    steps: l.steps,
    startRef: l.startRef,
    startPos: { ...l.startPos },
    firerIds: firers(l.firerIds, `${path}.firerIds`),
    shoot: l.shoot,
    shell: l.shell,
  };
}

/**
 * A copy of a fire plan checked against the state (at `path`, default `payload.plan`; its shape —
 * ids, title, side, minutes, scale, edition, wind, seed, notes, list sizes, each serial's and lift's
 * fields — has passed the schema, `payloads.ts`). Each serial's and lift's H-offset keeps it within the
 * last campaign minute; firers are units of the plan's side that are batteries or air units or have
 * them under them (`model/artilleryUnits.ts`), listed once; serial ids are unique in the plan (lifts'
 * generated serials `<lift id>-<n>` included); a stored serial has no `liftId`; `airPressHome` is kept
 * only when true. Throws `EventError`.
 */
export function checkFirePlanRecord(state: CampaignState, p: FirePlan, path = 'payload.plan'): FirePlan {
  const { id, title, side, hHourMin, scale, edition, windToDeg, seed, notes } = p;
  const firers = firerChecker(state, side);
  const serials = p.serials.map((s, i) => checkSerial(s, `${path}.serials[${i}]`, hHourMin, firers));
  const lifts = p.lifts.map((l, i) => checkLift(l, `${path}.lifts[${i}]`, hHourMin, firers));
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
  const plan: FirePlan = { id, title, side, hHourMin, scale, edition, windToDeg, serials, lifts, seed, notes };
  if (p.airPressHome === true) plan.airPressHome = true;
  return plan;
}
