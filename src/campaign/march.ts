/**
 * Marching in the fold (issue 7): the NQM mobility row of a unit, and `applyTurnStep`, which applies
 * the moves and contacts a `clock.advanced` carries (004 §MOVEMENT; the moves themselves are worked
 * out by `planTurn`, `turn.ts`, which reads the ground — the fold never does).
 */
import type { NqmMobility } from '../rules/tables/nqm.ts';
import { UNIT_TYPES } from '../rules/tables/unitTypes.ts';
import { derivedMobility } from './commandState.ts';
import { checkBool, checkId, checkList, checkLonLat, checkOneOf, checkText, checkWhole, hasKey, PLANNING_LIMITS, recordWith, unitAt } from './eventChecks.ts';
import { EventError } from './eventError.ts';
import type { EventPayloads } from './events.ts';
import { unitHoldings, withHoldings } from './logisticsStocks.ts';
import type { CampaignContact, CampaignRoute, UnitMove } from './turnTypes.ts';
import type { CampaignState, Unit, UnitId } from './types.ts';

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

/**
 * `state` (already stepped to the clock event) with the event's `moves` and `contacts` applied (see
 * `turnEvents.ts`' module note). Throws `EventError` at `payload.moves[i]…` / `payload.contacts[i]…`.
 */
export function applyTurnStep(state: CampaignState, payload: EventPayloads['clock.advanced']): CampaignState {
  if (payload.moves === undefined && payload.contacts === undefined) return state;
  const units = Object.assign(Object.create(null) as Record<UnitId, Unit>, state.units);
  const routes = Object.assign(Object.create(null) as Record<UnitId, CampaignRoute>, state.routes);
  const moved = new Set<UnitId>();
  checkList(payload.moves ?? [], 'payload.moves', 20_000).forEach((raw, i) => {
    const m = raw as UnitMove;
    const path = `payload.moves[${i}]`;
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
    checkWhole(Math.round(m.distanceM), `${path}.distanceM`, 0, 1_000_000);
    const fuelled = pol > 0 ? withHoldings(u, { ...held, POL: held.POL - pol }) : u;
    units[u.id] = { ...fuelled, pos: checkLonLat(m.to, `${path}.to`), facingDeg, movedAtMin: payload.toMin };
    checkList(m.carried, `${path}.carried`, 5000).forEach((c, j) => {
      const x = c as { unitId: unknown; to: unknown };
      const sub = unitAt(state, x.unitId, `${path}.carried[${j}].unitId`);
      units[sub.id] = { ...units[sub.id]!, pos: checkLonLat(x.to, `${path}.carried[${j}].to`), facingDeg, movedAtMin: payload.toMin };
    });
    if (arrived) delete routes[u.id];
    else routes[u.id] = { ...route, passed, stop };
  });
  let contacts = state.contacts;
  checkList(payload.contacts ?? [], 'payload.contacts', 5000).forEach((raw, i) => {
    const c = checkContact(state, raw as CampaignContact, `payload.contacts[${i}]`);
    if (hasKey(contacts, c.id)) throw new EventError(`contact "${c.id}" exists already`, `payload.contacts[${i}].id`);
    contacts = recordWith(contacts, c.id, c);
  });
  const patch: Partial<CampaignState> = { units, routes };
  if (contacts !== undefined) patch.contacts = contacts;
  return { ...state, ...patch };
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
  const out: CampaignContact = {
    id: checkId(c.id, `${path}.id`),
    atMin: checkWhole(c.atMin, `${path}.atMin`),
    pos: checkLonLat(c.pos, `${path}.pos`),
    ref: checkText(c.ref, `${path}.ref`, PLANNING_LIMITS.ref, true),
    blueIds,
    redIds,
    pairs: c.pairs.map((p) => ({ ...p })),
    recceSide: c.recceSide,
    recceId: c.recceId,
    defenderId: c.defenderId,
    opening: c.opening === null ? null : { ...c.opening },
    status: 'open',
  };
  return out;
}
