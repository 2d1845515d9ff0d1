/**
 * Marching in the fold : the NQM mobility row of a unit, and `applyTurnStep`, which applies
 * the moves and contacts a `clock.advanced` carries (004 §MOVEMENT; the moves themselves are worked
 * out by `planTurn`, `turn.ts`, which reads the ground — the fold never does).
 */
import type { NqmMobility, NqmMoveMode } from '../../rules/tables/nqm.ts';
import { stretchRateKph, type Going } from '../../rules/operational/movement.ts';
import { towedRateKph } from '../../rules/towing1916.ts';
import { unitArtillery } from '../model/artilleryUnits.ts';
import { isDismounted } from '../cavalry/events.ts';
import { deRosaMoverOf, deRosaStretchKph } from '../../rules/deRosaMovement.ts';
import { nqmMoveRateKph } from '../../rules/nqm.ts';
import { UNIT_TYPES } from '../../rules/tables/unitTypes.ts';
import { derivedMobility } from '../command/commandState.ts';
import { checkWhole, hasKey, recordWith, shown, unitAt } from '../model/checks.ts';
import type { ContactOpening } from '../../rules/operational/recce.ts';
import { EventError } from '../model/eventError.ts';
import type { TurnStep, UnitMove } from '../model/turnTypes.ts';
import { unitHoldings, withHoldings } from '../logistics/stocks.ts';
import type { CampaignContact, CampaignRoute } from '../model/turnTypes.ts';
import type { CampaignState, Unit, UnitId } from '../model/types.ts';
import { copyRecord } from '../model/records.ts';
import { deRosaOn, module1916On, settingsOf, vehicles1916Of } from '../model/settings.ts';
import { immobilisedBy } from '../../rules/vehicles1916.ts';
import { applyFieldWorkStep } from '../fieldworks/fold.ts';
import { applyRetreats } from './routedRetreat.ts';
import type { Vehicle1916 } from '../../rules/tables/vehicles1916.ts';

/**
 * The row of the NQM movement rates table (004 §MOVEMENT RATES TABLE) a unit moves on: its mobility
 * (or the one its type implies, `derivedMobility`) — foot, motorised, armoured, horse-drawn as named;
 * cavalry and cyclists on the Cav\Cycle row.
 */
export function nqmMobilityOf(unit: Pick<Unit, 'type' | 'mobility'>): NqmMobility {
  if (UNIT_TYPES[unit.type]?.arm === 'cyclist' && unit.mobility === undefined) return 'cavCycle';
  const m = unit.mobility ?? derivedMobility(unit);
  return m === 'cavalry' ? 'cavCycle' : m;
}


/**
 * The *NQM* mobility row a unit marches on in `state`: dismounted cavalry under the 1916 rules marches on
 * foot (002 §2.2 "Cavalry Functions"; `isDismounted`), else `nqmMobilityOf`.
 */
export function marchMobilityOf(state: CampaignState, unit: Pick<Unit, 'type' | 'mobility' | 'horses'>): NqmMobility {
  return isDismounted(state, unit) ? 'foot' : nqmMobilityOf(unit);
}

/**
 * The rate over each kind of ground a unit marches at when an optional module changes *NQM*'s movement
 * rates, or undefined (*NQM*'s rates):
 * - with the De Rosa rules on, the Movement Chart (`deRosaStretchKph`; docs/RULINGS.md §De Rosa on the
 *   campaign map) for a unit with a row on it — foot, cavalry and cyclists, horse-drawn guns and wagons,
 *   lorries (tanks and armoured cars keep *NQM*'s);
 * - with the 1916 rules on, a towed gun (`isTowedGun`) at ¾ of that rate with the ground's penalties doubled
 *   (`towedRateKph`; docs/RULINGS.md §1916 guns limbering on the campaign map).
 */
export function moduleRateOf(state: CampaignState, unit: Pick<Unit, 'type' | 'mobility' | 'calibreMm' | 'fuHeld' | 'horses'>, mode: NqmMoveMode): ((g: Going) => number | null) | undefined {
  const s = settingsOf(state);
  let base: ((g: Going) => number | null) | undefined;
  if (deRosaOn(s)) {
    const arm = UNIT_TYPES[unit.type]?.arm;
    const mover = deRosaMoverOf(marchMobilityOf(state, unit), arm === 'fieldArtillery' || arm === 'heavyArtillery' || arm === 'antiAir');
    if (mover !== null) base = (g) => deRosaStretchKph(mover, mode, g);
  }
  if (module1916On(s) && isTowedGun(unit)) {
    const untowed = base ?? ((g: Going) => stretchRateKph(marchMobilityOf(state, unit), mode, g));
    return (g) => towedRateKph(untowed, g);
  }
  return base;
}

/** What sets a unit's march rate when a module does (`moduleRateOf`, `marchMobilityOf`), in words — "1916 rules: dismounted, on foot", "De Rosa’s Movement Chart", "1916 rules: towed, ¾ speed, ground penalties doubled", joined by "; " — or null (*NQM*'s rates). */
export function moduleRateWords(state: CampaignState, unit: Pick<Unit, 'type' | 'mobility' | 'calibreMm' | 'fuHeld' | 'horses'>): string | null {
  const s = settingsOf(state);
  const words: string[] = [];
  if (isDismounted(state, unit)) words.push('1916 rules: dismounted, on foot');
  if (deRosaOn(s) && deRosaMoverOf(marchMobilityOf(state, unit), isTowedGun(unit) || UNIT_TYPES[unit.type]?.arm === 'antiAir') !== null) words.push('De Rosa’s Movement Chart');
  if (module1916On(s) && isTowedGun(unit)) words.push('1916 rules: towed, ¾ speed, ground penalties doubled');
  return words.length === 0 ? null : words.join('; ');
}

/** Whether a unit is infantry carried in lorries (002 §2.4 "Transporting Infantry"): foot arms (infantry, machine guns, mortars, engineers, pioneers) whose mobility is motorised. */
export function isLorriedInfantry(unit: Pick<Unit, 'type' | 'mobility'>): boolean {
  const arm = UNIT_TYPES[unit.type]?.arm;
  return unit.mobility === 'motorised' && (arm === 'infantry' || arm === 'machineGun' || arm === 'mortar' || arm === 'engineer');
}

/** Whether a unit is towed guns (002 §2.4): artillery firing as a gun or howitzer (not a mortar), drawn by horses or lorries. */
export function isTowedGun(unit: Pick<Unit, 'type' | 'mobility' | 'calibreMm' | 'fuHeld'>): boolean {
  const art = unitArtillery(unit);
  const mobility = nqmMobilityOf(unit);
  return art !== undefined && art.kind !== 'mortar' && (mobility === 'horseDrawn' || mobility === 'motorised');
}

/**
 * The rate a unit's march in `mode` is estimated at, km/h (null: no rate): the module's over open ground
 * (on a road for a road march) when one replaces *NQM*'s (`moduleRateOf`), else *NQM*'s table rate.
 */
export function estimateRateKph(state: CampaignState, unit: Pick<Unit, 'type' | 'mobility' | 'calibreMm' | 'fuHeld' | 'horses'>, mode: NqmMoveMode): number | null {
  const module = moduleRateOf(state, unit, mode);
  return module ? module({ move: 'open', road: mode === 'roadMarch' }) : nqmMoveRateKph(marchMobilityOf(state, unit), mode);
}

/**
 * The 2D6 rolls a move carries must follow from the campaign's Tracked column (`vehicles1916Of`): the 1916
 * rules on, a tank type, each roll's `immobilised` as its dice give it, and only the last one immobilising.
 * Throws `EventError` at `path`.
 */
function checkVehicleRolls(state: CampaignState, u: Unit, rolls: UnitMove['vehicleRolls'], path: string): void {
  if (rolls === undefined || rolls.length === 0) return;
  const s = settingsOf(state);
  const row = vehicles1916Of(s).tracked[u.type as Vehicle1916];
  if (!module1916On(s) || !row) throw new EventError(`${u.shortName} rolls for breakdown only as a tank under the 1916 rules`, path);
  rolls.forEach((r, i) => {
    if (immobilisedBy(r.dice, r.cause === 'terrain' ? row.dangerousUpTo : row.breakdownUpTo) !== r.immobilised) throw new EventError(`2D6 ${r.dice[0]}+${r.dice[1]} does not give what the roll says on the Tracked column`, `${path}[${i}].immobilised`);
    if (r.immobilised && i < rolls.length - 1) throw new EventError('a tank immobilised rolls no more', `${path}[${i + 1}]`);
  });
}

/**
 * `state` (already stepped to the clock event) with the event's `moves` and `contacts` applied (see
 * `turnEvents.ts`' module note), then its minefield rolls and tasks done (`applyFieldWorkStep`), then the
 * routed units' falls back (`applyRetreats`; `prevMin`: the clock before the step). Throws `EventError` at `payload.moves[i]…`, `payload.contacts[i]…`,
 * `payload.mineRolls[i]…`, `payload.tasksDone[i]…` or `payload.retreats[i]…`. Throws `EventError` at `payload.moves[i]…` / `payload.contacts[i]…`.
 */
export function applyTurnStep(state: CampaignState, payload: TurnStep, prevMin: number): CampaignState {
  return takeUpQueuedRoutes(applyRetreats(applyFieldWorkStep(applyMovesAndContacts(state, payload), payload), payload, prevMin), payload.toMin);
}

/**
 * `state` with each queued route whose order has reached its unit by `atMin` (its `effectiveAtMin`) put in
 * force in place of the unit's route (the march so far kept; the new route from where the unit stands).
 */
function takeUpQueuedRoutes(state: CampaignState, atMin: number): CampaignState {
  const due = Object.values(state.queuedRoutes ?? {}).filter((r) => r.effectiveAtMin <= atMin);
  if (due.length === 0) return state;
  const routes = copyRecord(state.routes) as Record<UnitId, CampaignRoute>;
  const queuedRoutes = copyRecord(state.queuedRoutes) as Record<UnitId, CampaignRoute>;
  for (const r of due) {
    routes[r.unitId] = r;
    delete queuedRoutes[r.unitId];
  }
  return { ...state, routes, queuedRoutes };
}

function applyMovesAndContacts(state: CampaignState, payload: TurnStep): CampaignState {
  if (payload.moves === undefined && payload.contacts === undefined) return state;
  const units = (copyRecord(state.units) as Record<UnitId, Unit>);
  const routes = (copyRecord(state.routes) as Record<UnitId, CampaignRoute>);
  const moved = new Set<UnitId>();
  (payload.moves ?? []).forEach((m, i) => {
    const path = `payload.moves[${i}]`;
    const u = unitAt(state, m.unitId, `${path}.unitId`);
    const route = routes[u.id];
    if (!route) throw new EventError(`${u.shortName} has no route to march along`, `${path}.unitId`);
    if (moved.has(u.id)) throw new EventError(`${u.shortName} moves twice in one step`, `${path}.unitId`);
    moved.add(u.id);
    const passed = checkWhole(m.passed, `${path}.passed`, route.passed, route.waypoints.length);
    const arrived = m.arrived;
    if (arrived !== (passed === route.waypoints.length)) throw new EventError(`arrived must say whether all ${route.waypoints.length} waypoints are passed (${passed})`, `${path}.arrived`);
    const { stop, pol, facingDeg } = m;
    const held = unitHoldings(u);
    if (pol > held.POL) throw new EventError(`${u.shortName} holds ${held.POL} POL and cannot burn ${pol} (short by ${pol - held.POL})`, `${path}.pol`);
    const fuelled = pol > 0 ? withHoldings(u, { ...held, POL: held.POL - pol }) : u;
    // A halt (0 m: a contact, a stop, no fuel) is no move: the unit keeps the minute it last moved.
    units[u.id] = m.distanceM > 0 ? { ...fuelled, pos: { ...m.to }, facingDeg, movedAtMin: payload.toMin } : { ...fuelled, pos: { ...m.to }, facingDeg };
    checkVehicleRolls(state, u, m.vehicleRolls, `${path}.vehicleRolls`);
    const last = m.vehicleRolls?.at(-1);
    if (last?.immobilised === true) {
      if (u.immobilised) throw new EventError(`${u.shortName} is immobilised already and cannot march`, `${path}.vehicleRolls`);
      units[u.id]!.immobilised = { cause: last.cause, sinceMin: last.atMin, crew: 'aboard' };
    }
    m.carried.forEach((x, j) => {
      const sub = unitAt(state, x.unitId, `${path}.carried[${j}].unitId`);
      if (sub.side !== u.side || sub.id === u.id || moved.has(sub.id)) throw new EventError(`${sub.shortName} cannot be carried along by ${u.shortName}`, `${path}.carried[${j}].unitId`);
      moved.add(sub.id);
      units[sub.id] = { ...units[sub.id]!, pos: { ...x.to }, facingDeg, movedAtMin: payload.toMin };
    });
    if (arrived) delete routes[u.id];
    else routes[u.id] = { ...route, passed, stop };
  });
  let contacts = state.contacts;
  (payload.contacts ?? []).forEach((raw, i) => {
    const c = checkContact(state, raw, `payload.contacts[${i}]`);
    if (hasKey(contacts, c.id)) throw new EventError(`contact "${c.id}" exists already`, `payload.contacts[${i}].id`);
    contacts = recordWith(contacts, c.id, c);
  });
  const patch: Partial<CampaignState> = { units, routes };
  if (contacts !== undefined) patch.contacts = contacts;
  return { ...state, ...patch };
}

/** A new contact checked against the state (units of each side, pairs and recce among them, status open), as a fresh copy. */
function checkContact(state: CampaignState, c: CampaignContact, path: string): CampaignContact {
  const ids = (list: readonly UnitId[], side: 'blue' | 'red', p: string) =>
    list.map((id, j) => {
      const u = unitAt(state, id, `${p}[${j}]`);
      if (u.side !== side) throw new EventError(`${u.shortName} is not on the ${side} side`, `${p}[${j}]`);
      return u.id;
    });
  const blueIds = ids(c.blueIds, 'blue', `${path}.blueIds`);
  const redIds = ids(c.redIds, 'red', `${path}.redIds`);
  if (blueIds.length === 0 || redIds.length === 0) throw new EventError('a contact needs units of both sides', `${path}.blueIds`);
  if (c.status !== 'open') throw new EventError(`a new contact is open, not ${String(c.status)}`, `${path}.status`);
  const members = new Set([...blueIds, ...redIds]);
  const pairs = c.pairs.map((p, j) => {
    if (!blueIds.includes(p.blueId)) throw new EventError(`${shown(p.blueId)} is not one of the contact's blue units`, `${path}.pairs[${j}].blueId`);
    if (!redIds.includes(p.redId)) throw new EventError(`${shown(p.redId)} is not one of the contact's red units`, `${path}.pairs[${j}].redId`);
    return { blueId: p.blueId, redId: p.redId, gapM: p.gapM, band: p.band };
  });
  const recceSide = c.recceSide;
  const member = (v: string | null, p: string) => {
    if (v !== null && !members.has(v)) throw new EventError(`${shown(v)} is not one of the contact's units`, p);
    return v;
  };
  const opening: ContactOpening | null = c.opening === null ? null : { ...c.opening };
  const out: CampaignContact = {
    id: c.id,
    atMin: c.atMin,
    pos: { ...c.pos },
    ref: c.ref,
    blueIds,
    redIds,
    pairs,
    recceSide,
    recceId: member(c.recceId, `${path}.recceId`),
    defenderId: member(c.defenderId, `${path}.defenderId`),
    opening,
    status: 'open',
  };
  return out;
}
