/**
 * Marching in the fold : the NQM mobility row of a unit, and `applyTurnStep`, which applies
 * the moves and contacts a `clock.advanced` carries (004 §MOVEMENT; the moves themselves are worked
 * out by `planTurn`, `turn.ts`, which reads the ground — the fold never does).
 */
import type { NqmMobility } from '../../rules/tables/nqm.ts';
import { UNIT_TYPES } from '../../rules/tables/unitTypes.ts';
import { derivedMobility } from '../command/commandState.ts';
import { checkBool, checkId, checkList, checkLonLat, checkObject, checkOneOf, checkText, checkWhole, hasKey, PLANNING_LIMITS, recordWith, shown, unitAt } from '../model/checks.ts';
import type { ContactOpening } from '../../rules/operational/recce.ts';
import { EventError } from '../model/eventError.ts';
import type { TurnStep } from '../model/turnTypes.ts';
import { unitHoldings, withHoldings } from '../logistics/stocks.ts';
import type { CampaignContact, CampaignRoute, UnitMove } from '../model/turnTypes.ts';
import type { CampaignState, Unit, UnitId } from '../model/types.ts';
import { copyRecord } from '../model/records.ts';

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

const STOPS = ['impractical', 'offRoad', 'noRate', 'noFuel'] as const;
const BANDS = ['contact', 'effective', 'harass'] as const;

/** A recce sequence's record checked (004 §THE RECCE SEQUENCE), as a fresh copy. */
function checkOpening(raw: unknown, path: string): ContactOpening {
  const o = checkObject(raw, path);
  const die = (v: unknown, p: string) => (v === null ? null : checkWhole(v, p, 1, 6));
  return {
    redDie: die(o.redDie, `${path}.redDie`),
    recceSightsFirst: checkBool(o.recceSightsFirst, `${path}.recceSightsFirst`),
    blueDie: die(o.blueDie, `${path}.blueDie`),
    defenderOpensAt: o.defenderOpensAt === null ? null : checkOneOf(o.defenderOpensAt, ['harass', 'effect', 'contact'] as const, 'opening range', `${path}.defenderOpensAt`),
  };
}

/**
 * `state` (already stepped to the clock event) with the event's `moves` and `contacts` applied (see
 * `turnEvents.ts`' module note). Throws `EventError` at `payload.moves[i]…` / `payload.contacts[i]…`.
 */
export function applyTurnStep(state: CampaignState, payload: TurnStep): CampaignState {
  if (payload.moves === undefined && payload.contacts === undefined) return state;
  const units = (copyRecord(state.units) as Record<UnitId, Unit>);
  const routes = (copyRecord(state.routes) as Record<UnitId, CampaignRoute>);
  const moved = new Set<UnitId>();
  checkList(payload.moves ?? [], 'payload.moves', 20_000).forEach((raw, i) => {
    const path = `payload.moves[${i}]`;
    const m = checkObject(raw, path) as unknown as UnitMove;
    const u = unitAt(state, m.unitId, `${path}.unitId`);
    const route = routes[u.id];
    if (!route) throw new EventError(`${u.shortName} has no route to march along`, `${path}.unitId`);
    if (moved.has(u.id)) throw new EventError(`${u.shortName} moves twice in one step`, `${path}.unitId`);
    moved.add(u.id);
    const passed = checkWhole(m.passed, `${path}.passed`, route.passed, route.waypoints.length);
    const arrived = checkBool(m.arrived, `${path}.arrived`);
    if (arrived !== (passed === route.waypoints.length)) throw new EventError(`arrived must say whether all ${route.waypoints.length} waypoints are passed (${passed})`, `${path}.arrived`);
    const stop = m.stop === null ? null : checkOneOf(m.stop, STOPS, 'stop', `${path}.stop`);
    const pol = checkWhole(m.pol, `${path}.pol`, 0, 24);
    const held = unitHoldings(u);
    if (pol > held.POL) throw new EventError(`${u.shortName} holds ${held.POL} POL and cannot burn ${pol} (short by ${pol - held.POL})`, `${path}.pol`);
    const facingDeg = checkFacing(m.facingDeg, `${path}.facingDeg`);
    checkMetres(m.distanceM, `${path}.distanceM`);
    const fuelled = pol > 0 ? withHoldings(u, { ...held, POL: held.POL - pol }) : u;
    units[u.id] = { ...fuelled, pos: checkLonLat(m.to, `${path}.to`), facingDeg, movedAtMin: payload.toMin };
    checkList(m.carried, `${path}.carried`, 5000).forEach((c, j) => {
      const x = checkObject(c, `${path}.carried[${j}]`);
      const sub = unitAt(state, x.unitId, `${path}.carried[${j}].unitId`);
      if (sub.side !== u.side || sub.id === u.id || moved.has(sub.id)) throw new EventError(`${sub.shortName} cannot be carried along by ${u.shortName}`, `${path}.carried[${j}].unitId`);
      moved.add(sub.id);
      units[sub.id] = { ...units[sub.id]!, pos: checkLonLat(x.to, `${path}.carried[${j}].to`), facingDeg, movedAtMin: payload.toMin };
    });
    if (arrived) delete routes[u.id];
    else routes[u.id] = { ...route, passed, stop };
  });
  let contacts = state.contacts;
  checkList(payload.contacts ?? [], 'payload.contacts', 5000).forEach((raw, i) => {
    const c = checkContact(state, checkObject(raw, `payload.contacts[${i}]`) as unknown as CampaignContact, `payload.contacts[${i}]`);
    if (hasKey(contacts, c.id)) throw new EventError(`contact "${c.id}" exists already`, `payload.contacts[${i}].id`);
    contacts = recordWith(contacts, c.id, c);
  });
  const patch: Partial<CampaignState> = { units, routes };
  if (contacts !== undefined) patch.contacts = contacts;
  return { ...state, ...patch };
}

function checkMetres(value: unknown, path: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 1_000_000) throw new EventError(`expected metres 0…1,000,000, got ${shown(value)}`, path);
  return value;
}

function checkFacing(value: unknown, path: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value >= 360) throw new EventError(`expected a facing 0 ≤ degrees < 360, got ${String(value)}`, path);
  return value;
}

/** A new contact checked (id, minute, units of each side, status open), as a fresh copy. */
function checkContact(state: CampaignState, c: CampaignContact, path: string): CampaignContact {
  const ids = (list: unknown, side: 'blue' | 'red', p: string) =>
    checkList(list, p, 5000).map((id, j) => {
      const u = unitAt(state, id, `${p}[${j}]`);
      if (u.side !== side) throw new EventError(`${u.shortName} is not on the ${side} side`, `${p}[${j}]`);
      return u.id;
    });
  const blueIds = ids(c.blueIds, 'blue', `${path}.blueIds`);
  const redIds = ids(c.redIds, 'red', `${path}.redIds`);
  if (blueIds.length === 0 || redIds.length === 0) throw new EventError('a contact needs units of both sides', `${path}.blueIds`);
  if (c.status !== 'open') throw new EventError(`a new contact is open, not ${String(c.status)}`, `${path}.status`);
  const members = new Set([...blueIds, ...redIds]);
  const pairs = checkList(c.pairs, `${path}.pairs`, 20_000).map((raw, j) => {
    const p = checkObject(raw, `${path}.pairs[${j}]`);
    if (!blueIds.includes(p.blueId as string)) throw new EventError(`${shown(p.blueId)} is not one of the contact's blue units`, `${path}.pairs[${j}].blueId`);
    if (!redIds.includes(p.redId as string)) throw new EventError(`${shown(p.redId)} is not one of the contact's red units`, `${path}.pairs[${j}].redId`);
    return { blueId: p.blueId as string, redId: p.redId as string, gapM: checkMetres(p.gapM, `${path}.pairs[${j}].gapM`), band: checkOneOf(p.band, BANDS, 'range band', `${path}.pairs[${j}].band`) };
  });
  const recceSide = c.recceSide === null ? null : checkOneOf(c.recceSide, ['blue', 'red'] as const, 'side', `${path}.recceSide`);
  const member = (v: unknown, p: string) => (v === null ? null : members.has(v as string) ? (v as string) : (() => { throw new EventError(`${shown(v)} is not one of the contact's units`, p); })());
  const opening = c.opening === null ? null : checkOpening(c.opening, `${path}.opening`);
  const out: CampaignContact = {
    id: checkId(c.id, `${path}.id`),
    atMin: checkWhole(c.atMin, `${path}.atMin`),
    pos: checkLonLat(c.pos, `${path}.pos`),
    ref: checkText(c.ref, `${path}.ref`, PLANNING_LIMITS.ref, true),
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
