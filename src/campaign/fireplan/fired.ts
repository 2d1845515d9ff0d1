/**
 * The fold of `fireplan.fired` (004 §THE FIREPLAN, §LOGISTICS): a fire plan fired for real.
 * Each shot names a serial of the plan (a stored serial, or step n of a lift: `<lift id>-<n>`) and one
 * of the batteries its firers stand for (`model/artilleryUnits.ts`); its casualties remove bases from units
 * (never more than a unit has left, counting the shots before it); its injuries (tactical firings:
 * bases the 1418 bombardment injured) add to the unit's `injuredBases`; the units it disorganises or
 * pins are so until the shot's minute + 60 (a later time already set is kept); its fire units come off
 * the battery's holding (`fuHeld`, else the type's default), refused when the firing would spend more
 * than the battery holds. The firing is appended to `state.firings` with the event's seq and minute.
 *
 * Injured bases, shot by shot and unit by unit: injured + the shot's injuries, never above the bases
 * left after its casualties nor below 0. *Ruling*: at tactical scale a shot that records its injuries
 * takes its kills off the injured bases (injured + injuries − casualties), because the bound engine
 * kills only an injured base ("One hit injures, two hits removes permanently"; kills only once every
 * base is injured: 001 §ARMING and RESILIENCE, RULINGS.md §Hits). Otherwise (operational shots, which
 * have no injuries, and tactical shots in files written before injuries were recorded) a kill leaves
 * the injured bases as they were, clamped to the bases left — the fold of those files is unchanged.
 */
import { shown, stepState, unitAt } from '../model/checks.ts';
import { EventError } from '../model/eventError.ts';
import type { EventsOf } from '../model/eventDefinition.ts';
import type { FirePlanPayloads } from './payloads.ts';
import { batteriesOf, fuHolding } from '../model/artilleryUnits.ts';
import { liftStepId, liftStepLabel } from '../../rules/artillery/plan.ts';
import { SHOOT_EFFECT_MIN } from '../../rules/tables/nqmArtillery.ts';
import type { CampaignState, FirePlan, FiringRecord, FiringShot, Unit, UnitId } from '../model/types.ts';
import { copyRecord } from '../model/records.ts';


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

function idList(state: CampaignState, ids: readonly UnitId[], path: string): UnitId[] {
  const out: UnitId[] = [];
  ids.forEach((id, i) => {
    const u = unitAt(state, id, `${path}[${i}]`);
    if (out.includes(u.id)) throw new EventError(`${u.name} is listed twice`, `${path}[${i}]`);
    out.push(u.id);
  });
  return out;
}

/**
 * A shot's casualty or injury lines at `path` checked against the state: `{ unitId, bases }` naming
 * known units, each once. Throws `EventError` naming the path of the bad line.
 */
function basesList(state: CampaignState, lines: readonly { unitId: UnitId; bases: number }[], path: string): { unitId: UnitId; bases: number }[] {
  const out: { unitId: UnitId; bases: number }[] = [];
  lines.forEach((o, k) => {
    const at = `${path}[${k}]`;
    const u = unitAt(state, o.unitId, `${at}.unitId`);
    if (out.some((l) => l.unitId === u.id)) throw new EventError(`${u.name} is listed twice`, `${at}.unitId`);
    out.push({ unitId: u.id, bases: o.bases });
  });
  return out;
}

/**
 * Whether a firing's line is a shoot of its own — it rolled dice or spent FU — rather than a further
 * lift step of a creeping barrage's shoot (no dice, no FU: what fell where the lifts reached), or a
 * battery with nothing left to fire. Firing notices and the log count shoots by it.
 */
export function opensShoot(shot: Pick<FiringShot, 'dice' | 'fuSpent'>): boolean {
  return shot.dice.length > 0 || shot.fuSpent > 0;
}

/** The fold of `fireplan.fired` (see the module note). Throws `EventError` naming the path. */
export function applyFiring(state: CampaignState, event: EventsOf<FirePlanPayloads, 'fireplan.fired'>): CampaignState {
  const p = event.payload;
  const planId = p.planId;
  const plan = state.firePlans !== undefined && Object.hasOwn(state.firePlans, planId) ? state.firePlans[planId] : undefined;
  if (!plan) throw new EventError(`unknown fire plan "${planId}"`, 'payload.planId');
  const serials = planSerialFirers(plan);
  const batteriesBySerial = new Map<string, UnitId[]>();
  const remaining = new Map<UnitId, number>();
  const spent = new Map<UnitId, number>();
  const disorganised = new Map<UnitId, number>();
  const pinned = new Map<UnitId, number>();
  const injured = new Map<UnitId, number>();
  const later = (m: Map<UnitId, number>, id: UnitId, until: number) => m.set(id, Math.max(m.get(id) ?? until, until));
  const shots: FiringShot[] = p.shots.map((s, i) => {
    const at = `payload.shots[${i}]`;
    const serialId = s.serialId;
    const serial = serials.get(serialId);
    if (!serial) throw new EventError(`${shown(s.serialId)} is not a serial of the fire plan “${plan.title}”`, `${at}.serialId`);
    const battery = unitAt(state, s.batteryId, `${at}.batteryId`);
    let batteries = batteriesBySerial.get(serialId);
    if (!batteries) batteriesBySerial.set(serialId, (batteries = batteriesOf(state, serial.firerIds)));
    if (!batteries.includes(battery.id)) {
      throw new EventError(`${battery.name} is not one of the batteries firing serial ${serial.label}`, `${at}.batteryId`);
    }
    const { atMin, hits } = s;
    const dice = [...s.dice];
    const casualties = basesList(state, s.casualties, `${at}.casualties`);
    for (const [k, c] of casualties.entries()) {
      const u = state.units[c.unitId]!;
      const left = remaining.get(u.id) ?? u.bases;
      if (c.bases > left) throw new EventError(`${u.name} has ${left} base${left === 1 ? '' : 's'} left; this shoot cannot remove ${c.bases}`, `${at}.casualties[${k}].bases`);
      remaining.set(u.id, left - c.bases);
    }
    const lost = casualties.reduce((n, c) => n + c.bases, 0);
    if (lost > hits) throw new EventError(`the casualties add up to ${lost} bases, more than the ${hits} hits scored`, `${at}.casualties`);
    const injuries = s.injuries === undefined ? undefined : basesList(state, s.injuries, `${at}.injuries`);
    const hurt = lost + (injuries ?? []).reduce((n, c) => n + c.bases, 0);
    if (hurt > hits) throw new EventError(`the injuries and casualties add up to ${hurt} bases, more than the ${hits} hits scored`, `${at}.injuries`);
    const killsInjured = plan.scale === 'tactical' && injuries !== undefined;
    const touched = new Map<UnitId, number>();
    for (const c of casualties) touched.set(c.unitId, killsInjured ? -c.bases : 0);
    for (const c of injuries ?? []) touched.set(c.unitId, (touched.get(c.unitId) ?? 0) + c.bases);
    for (const [id, change] of touched) {
      const left = remaining.get(id) ?? state.units[id]!.bases;
      injured.set(id, Math.max(0, Math.min((injured.get(id) ?? state.units[id]!.injuredBases) + change, left)));
    }
    const disorganisedIds = idList(state, s.disorganisedIds, `${at}.disorganisedIds`);
    const pinnedIds = idList(state, s.pinnedIds, `${at}.pinnedIds`);
    const fuSpent = s.fuSpent;
    const total = (spent.get(battery.id) ?? 0) + fuSpent;
    const holding = fuHolding(battery);
    if (total > holding) {
      throw new EventError(`${battery.name} holds ${holding} FU but the firing spends ${total} FU by this shoot: ${total - holding} FU short`, `${at}.fuSpent`);
    }
    spent.set(battery.id, total);
    for (const id of disorganisedIds) later(disorganised, id, atMin + SHOOT_EFFECT_MIN);
    for (const id of pinnedIds) later(pinned, id, atMin + SHOOT_EFFECT_MIN);
    return { serialId, batteryId: battery.id, atMin, dice, hits, casualties, ...(injuries ? { injuries } : {}), disorganisedIds, pinnedIds, fuSpent };
  });
  const units = (copyRecord(state.units) as Record<UnitId, Unit>);
  const touch = (id: UnitId): Unit => {
    const u = units[id]!;
    if (u === state.units[id]) units[id] = { ...u };
    return units[id]!;
  };
  for (const [id, left] of remaining) touch(id).bases = left;
  for (const [id, n] of injured) touch(id).injuredBases = n;
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
