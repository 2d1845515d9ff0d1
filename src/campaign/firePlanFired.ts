/**
 * The fold of `fireplan.fired` (issue 5; 004 §THE FIREPLAN, §LOGISTICS): a fire plan fired for real.
 * Each shot names a serial of the plan (a stored serial, or step n of a lift: `<lift id>-<n>`) and one
 * of the batteries its firers stand for (`firePlanUnits.ts`); its casualties remove bases from units
 * (never more than a unit has left, counting the shots before it; injured bases are clamped to the
 * bases left); the units it disorganises or pins are so until the shot's minute + 60 (a later time
 * already set is kept); its fire units come off the battery's holding (`fuHeld`, else the type's
 * default), refused when the firing would spend more than the battery holds. The firing is appended
 * to `state.firings` with the event's seq and minute.
 */
import { checkId, checkList, checkObject, checkWhole, shown, stepState, unitAt } from './eventChecks.ts';
import { EventError } from './eventError.ts';
import type { CampaignEvent } from './events.ts';
import { FIRE_PLAN_LIMITS } from './firePlanEvents.ts';
import { batteriesOf, fuHolding } from './firePlanUnits.ts';
import { liftStepId, liftStepLabel } from '../rules/artillery/plan.ts';
import { SHOOT_EFFECT_MIN } from '../rules/tables/nqmArtillery.ts';
import type { CampaignState, FirePlan, FiringRecord, FiringShot, Unit, UnitId } from './types.ts';


/**
 * Every serial id of a plan (stored serials, and lift steps `liftStepId` = `<lift id>-<n>` labelled
 * `liftStepLabel` = `<lift label> n/steps`, the functions `expandSerials` names them with) → its label
 * and firers.
 */
export function planSerialFirers(plan: FirePlan): Map<string, { label: string; firerIds: readonly UnitId[] }> {
  const out = new Map<string, { label: string; firerIds: readonly UnitId[] }>();
  for (const s of plan.serials) out.set(s.id, { label: s.label || s.id, firerIds: s.firerIds });
  for (const l of plan.lifts) {
    for (let n = 1; n <= l.steps; n++) out.set(liftStepId(l.id, n), { label: liftStepLabel(l, n), firerIds: l.firerIds });
  }
  return out;
}

function idList(state: CampaignState, raw: unknown, path: string): UnitId[] {
  const out: UnitId[] = [];
  checkList(raw, path, FIRE_PLAN_LIMITS.unitsPerShot).forEach((id, i) => {
    const u = unitAt(state, id, `${path}[${i}]`);
    if (out.includes(u.id)) throw new EventError(`${u.name} is listed twice`, `${path}[${i}]`);
    out.push(u.id);
  });
  return out;
}

/** The fold of `fireplan.fired` (see the module note). Throws `EventError` naming the path. */
export function applyFiring(state: CampaignState, event: CampaignEvent<'fireplan.fired'>): CampaignState {
  const p = event.payload;
  const planId = checkId(p.planId, 'payload.planId');
  const plan = state.firePlans !== undefined && Object.hasOwn(state.firePlans, planId) ? state.firePlans[planId] : undefined;
  if (!plan) throw new EventError(`unknown fire plan "${planId}"`, 'payload.planId');
  if (typeof p.seed !== 'number' || !Number.isSafeInteger(p.seed)) {
    throw new EventError(`the seed must be a whole number (a safe integer), got ${shown(p.seed)}`, 'payload.seed');
  }
  const serials = planSerialFirers(plan);
  const batteriesBySerial = new Map<string, UnitId[]>();
  const remaining = new Map<UnitId, number>();
  const spent = new Map<UnitId, number>();
  const disorganised = new Map<UnitId, number>();
  const pinned = new Map<UnitId, number>();
  const later = (m: Map<UnitId, number>, id: UnitId, until: number) => m.set(id, Math.max(m.get(id) ?? until, until));
  const shots: FiringShot[] = checkList(p.shots, 'payload.shots', FIRE_PLAN_LIMITS.shots).map((raw, i) => {
    const at = `payload.shots[${i}]`;
    const s = checkObject(raw, at);
    const serialId = typeof s.serialId === 'string' ? s.serialId : '';
    const serial = serials.get(serialId);
    if (!serial) throw new EventError(`${shown(s.serialId)} is not a serial of the fire plan “${plan.title}”`, `${at}.serialId`);
    const battery = unitAt(state, s.batteryId, `${at}.batteryId`);
    let batteries = batteriesBySerial.get(serialId);
    if (!batteries) batteriesBySerial.set(serialId, (batteries = batteriesOf(state, serial.firerIds)));
    if (!batteries.includes(battery.id)) {
      throw new EventError(`${battery.name} is not one of the batteries firing serial ${serial.label}`, `${at}.batteryId`);
    }
    const atMin = checkWhole(s.atMin, `${at}.atMin`);
    const dice = checkList(s.dice, `${at}.dice`, FIRE_PLAN_LIMITS.dicePerShot).map((d, k) => checkWhole(d, `${at}.dice[${k}]`, 1, 6));
    const hits = checkWhole(s.hits, `${at}.hits`, 0, 100_000);
    const casualties = checkList(s.casualties, `${at}.casualties`, FIRE_PLAN_LIMITS.unitsPerShot).map((c, k) => {
      const cat = `${at}.casualties[${k}]`;
      const o = checkObject(c, cat);
      const u = unitAt(state, o.unitId, `${cat}.unitId`);
      const bases = checkWhole(o.bases, `${cat}.bases`, 1, 100_000);
      const left = remaining.get(u.id) ?? u.bases;
      if (bases > left) throw new EventError(`${u.name} has ${left} base${left === 1 ? '' : 's'} left; this shoot cannot remove ${bases}`, `${cat}.bases`);
      remaining.set(u.id, left - bases);
      return { unitId: u.id, bases };
    });
    const seen = new Set<UnitId>();
    casualties.forEach((c, k) => {
      if (seen.has(c.unitId)) throw new EventError(`${state.units[c.unitId]!.name} is listed twice`, `${at}.casualties[${k}].unitId`);
      seen.add(c.unitId);
    });
    const lost = casualties.reduce((n, c) => n + c.bases, 0);
    if (lost > hits) throw new EventError(`the casualties add up to ${lost} bases, more than the ${hits} hits scored`, `${at}.casualties`);
    const disorganisedIds = idList(state, s.disorganisedIds, `${at}.disorganisedIds`);
    const pinnedIds = idList(state, s.pinnedIds, `${at}.pinnedIds`);
    const fuSpent = checkWhole(s.fuSpent, `${at}.fuSpent`, 0, FIRE_PLAN_LIMITS.fuPerShot);
    const total = (spent.get(battery.id) ?? 0) + fuSpent;
    const holding = fuHolding(battery);
    if (total > holding) {
      throw new EventError(`${battery.name} holds ${holding} FU but the firing spends ${total} FU by this shoot: ${total - holding} FU short`, `${at}.fuSpent`);
    }
    spent.set(battery.id, total);
    for (const id of disorganisedIds) later(disorganised, id, atMin + SHOOT_EFFECT_MIN);
    for (const id of pinnedIds) later(pinned, id, atMin + SHOOT_EFFECT_MIN);
    return { serialId, batteryId: battery.id, atMin, dice, hits, casualties, disorganisedIds, pinnedIds, fuSpent };
  });
  const units = Object.assign(Object.create(null) as Record<UnitId, Unit>, state.units);
  const touch = (id: UnitId): Unit => {
    const u = units[id]!;
    if (u === state.units[id]) units[id] = { ...u };
    return units[id]!;
  };
  for (const [id, left] of remaining) {
    const u = touch(id);
    u.bases = left;
    u.injuredBases = Math.min(u.injuredBases, left);
  }
  for (const [id, until] of disorganised) {
    const u = touch(id);
    u.disorganisedUntilMin = Math.max(u.disorganisedUntilMin ?? until, until);
  }
  for (const [id, until] of pinned) {
    const u = touch(id);
    u.pinnedUntilMin = Math.max(u.pinnedUntilMin ?? until, until);
  }
  for (const [id, fu] of spent) {
    if (fu === 0) continue;
    const u = touch(id);
    u.fuHeld = fuHolding(state.units[id]!) - fu;
  }
  const record: FiringRecord = { seq: event.seq, planId, atMin: event.at, seed: p.seed, shots };
  return stepState(state, event, { units, firings: [...(state.firings ?? []), record] });
}
