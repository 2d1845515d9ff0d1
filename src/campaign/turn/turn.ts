/**
 * One step of the campaign clock (004 §SEQUENCE OF EVENTS 2 "Move to contact and run recce
 * sequence"): every unit whose route is in force marches (`march`, at the NQM rate of its mobility and
 * mode over the going), then opposing units within range of each other are found with a spatial index
 * (`findContacts`) and new ones grouped into contacts, each opened by the recce sequence. The result is
 * the payload of one `clock.advanced`; the fold (`march.ts`) applies it without reading the ground.
 */
import type { Dice } from '../../rules/dice.ts';
import { pointToGridRef } from '../../rules/grid.ts';
import { movePol } from '../../rules/logistics/supply.ts';
import { march, type GoingAt } from '../../rules/operational/movement.ts';
import { findContacts } from '../../rules/operational/contacts.ts';
import { openContact } from '../../rules/operational/recce.ts';
import { gridProjection } from '../../rules/projection.ts';
import type { PointM } from '../../rules/bound/types.ts';
import type { LonLat } from '../../rules/types.ts';
import { NQM_GRADES } from '../../rules/tables/nqm.ts';
import { commandNetOf } from '../command/commandState.ts';
import type { TurnStep } from '../model/turnTypes.ts';
import { groundUnits, subjectsOf, type GroundUnit } from '../ground/ground.ts';
import { isTracked, unitHoldings } from '../logistics/stocks.ts';
import { nqmMobilityOf } from './march.ts';
import { childrenOf } from '../model/selectors.ts';
import type { CampaignContact, ContactPairRecord, UnitMove } from '../model/turnTypes.ts';
import type { CampaignState, SideId, UnitId } from '../model/types.ts';
import { copyRecord } from '../model/records.ts';

/**
 * Stretch length of a campaign march, metres (*ruling (ours)*): the going is read every 25 m, so a canal
 * (30 m across as drawn: 15 m each side of its line) is never stepped over; a river (20 m) is caught on
 * most crossings. Roads are read from the same 10 m going cells (`going.ts`).
 */
export const MARCH_SAMPLE_M = 25;


/**
 * The minute a route issued by `issuedById` at `issuedAtMin` is in force at `unitId`: issued + the
 * command reaction time from the issuing HQ down to the unit (004 §COMMAND REACTION TIMES; 0 when the
 * unit orders itself). Throws `RangeError` (`buildCommandNet`) for a broken order of battle.
 */
export function routeEffectiveAtMin(state: CampaignState, issuedById: UnitId, unitId: UnitId, issuedAtMin: number): number {
  return issuedById === unitId ? issuedAtMin : issuedAtMin + commandNetOf(state).delayMin(issuedById, unitId);
}

/**
 * The payload of the `clock.advanced` taking `state` to `toMin` (> `state.clockMin`): the moves of every
 * unit on a route in force (from the later of the clock, the route's `effectiveAtMin` and the unit's
 * `engagedUntilMin`), its placed subordinates without routes of their own carried along; a tracked unit
 * burns 1 POL an hour of movement and does not move without it ('noFuel'). Then the new contacts
 * (`newContacts`). `goingAt` reads the ground in the grid's local metres; `dice` rolls the recce sequence.
 * Throws `RangeError` for `toMin` not after the clock.
 */
export function planTurn(state: CampaignState, toMin: number, goingAt: GoingAt, dice: Dice): TurnStep {
  if (!Number.isInteger(toMin) || toMin <= state.clockMin) throw new RangeError(`planTurn: toMin must be a whole minute after the clock (${state.clockMin}), got ${toMin}`);
  const proj = gridProjection(state.grid);
  const local = (p: LonLat): PointM => {
    const m = proj.toLocal(p);
    return { xM: m.eastingM, yM: m.northingM };
  };
  const toLonLat = (p: PointM): LonLat => proj.toLonLat({ eastingM: p.xM, northingM: p.yM });
  const routes = state.routes ?? {};
  const kids = childrenOf(state);
  const moves: UnitMove[] = [];
  const movedIds = new Set<UnitId>();
  for (const id of state.unitOrder) {
    const route = Object.hasOwn(routes, id) ? routes[id]! : undefined;
    const u = state.units[id]!;
    if (!route || !u.pos) continue;
    const startMin = Math.max(state.clockMin, route.effectiveAtMin, u.engagedUntilMin ?? 0);
    const minutes = toMin - startMin;
    if (minutes <= 0) continue;
    const tracked = isTracked(u);
    const base: Omit<UnitMove, 'to' | 'distanceM' | 'facingDeg' | 'passed' | 'arrived' | 'stop' | 'pol'> = { unitId: id, carried: [] };
    if (tracked && unitHoldings(u).POL < 1) {
      if (route.stop !== 'noFuel') moves.push({ ...base, to: u.pos, distanceM: 0, facingDeg: u.facingDeg ?? 0, passed: route.passed, arrived: false, stop: 'noFuel', pol: 0 });
      continue;
    }
    const from = local(u.pos);
    const r = march({ from, waypoints: route.waypoints.slice(route.passed).map((w) => local(w.pos)), mobility: nqmMobilityOf(u), mode: route.mode, minutes, goingAt, sampleM: MARCH_SAMPLE_M });
    const passed = route.passed + r.waypointsPassed;
    const stop = r.stop?.reason ?? null;
    if (r.distanceM === 0 && passed === route.passed && stop === route.stop) continue;
    const dx = r.to.xM - from.xM;
    const dy = r.to.yM - from.yM;
    const facingDeg = r.distanceM > 0 ? (((Math.atan2(dx, dy) * 180) / Math.PI) % 360 + 360) % 360 : (u.facingDeg ?? 0);
    const carried: UnitMove['carried'] = [];
    if (r.distanceM > 0) {
      const stack = [...(kids.get(id) ?? [])];
      while (stack.length > 0) {
        const k = stack.pop()!;
        if (Object.hasOwn(routes, k)) continue;
        const ku = state.units[k]!;
        if (ku.pos) {
          const p = local(ku.pos);
          carried.push({ unitId: k, to: toLonLat({ xM: p.xM + dx, yM: p.yM + dy }) });
          movedIds.add(k);
        }
        stack.push(...(kids.get(k) ?? []));
      }
    }
    const pol = tracked && r.distanceM > 0 ? movePol(Math.max(1, Math.ceil(r.minutesUsed / 60)), true) : 0;
    moves.push({ ...base, to: toLonLat(r.to), distanceM: Math.round(r.distanceM), facingDeg: Math.round(facingDeg * 10) / 10 % 360, passed, arrived: r.arrived, stop, pol, carried });
    if (r.distanceM > 0) movedIds.add(id);
  }
  const after: CampaignState = { ...state, units: copyRecord(state.units) };
  for (const m of moves) {
    after.units[m.unitId] = { ...after.units[m.unitId]!, pos: m.to, facingDeg: m.facingDeg };
    for (const c of m.carried) after.units[c.unitId] = { ...after.units[c.unitId]!, pos: c.to };
  }
  const payload: TurnStep = { toMin };
  if (moves.length > 0) payload.moves = moves;
  const contacts = newContacts(after, toMin, movedIds, goingAt, dice);
  if (contacts.length > 0) payload.contacts = contacts;
  return payload;
}

/**
 * The contacts new at `atMin` in `state`: pairs of opposing ground units in range (`findContacts`
 * over `subjectsOf`) of which at least one unit moved in the step (`movedIds`: lines that stood facing
 * each other before are the standing front, not news) and that no open or handed-off contact already
 * holds, grouped into connected sets.
 * Each: the point between its closest pair and that point's grid reference (6 figures), the side that
 * moved into it (`movedIds`), and the recce sequence (004 §THE RECCE SEQUENCE) between that side's
 * best-graded mover and the other side's best-graded unit, which stood still (concealed). Contact ids
 * are `ct-<atMin>-<n>`.
 */
export function newContacts(state: CampaignState, atMin: number, movedIds: ReadonlySet<UnitId>, goingAt: GoingAt, dice: Dice): CampaignContact[] {
  const ground = groundUnits(state);
  const byId = new Map(ground.map((g) => [g.unit.id, g]));
  const pairs = findContacts(subjectsOf(ground, goingAt));
  const held = new Set<string>();
  for (const c of Object.values(state.contacts ?? {})) {
    if (c.status !== 'open' && c.status !== 'handedOff') continue;
    for (const b of c.blueIds) for (const r of c.redIds) held.add(`${b}|${r}`);
  }
  const parent = new Map<UnitId, UnitId>();
  const find = (x: UnitId): UnitId => {
    let r = x;
    while (parent.get(r) !== r) r = parent.get(r)!;
    parent.set(x, r);
    return r;
  };
  const fresh: ContactPairRecord[] = [];
  for (const p of pairs) {
    const a = byId.get(p.aId)!;
    const b = byId.get(p.bId)!;
    const [blue, red] = a.unit.side === 'blue' ? [a, b] : [b, a];
    if (held.has(`${blue.unit.id}|${red.unit.id}`) || (!movedIds.has(p.aId) && !movedIds.has(p.bId))) continue;
    const reach = blue.ranges.reachM >= red.ranges.reachM ? blue.ranges : red.ranges;
    const band = p.gapM <= reach.contactM ? 'contact' : p.gapM <= reach.effectiveM ? 'effective' : 'harass';
    fresh.push({ blueId: blue.unit.id, redId: red.unit.id, gapM: Math.round(p.gapM), band });
    for (const id of [blue.unit.id, red.unit.id]) if (!parent.has(id)) parent.set(id, id);
    parent.set(find(blue.unit.id), find(red.unit.id));
  }
  const groups = new Map<UnitId, ContactPairRecord[]>();
  for (const p of fresh) {
    const root = find(p.blueId);
    const g = groups.get(root);
    if (g) g.push(p);
    else groups.set(root, [p]);
  }
  const order = new Map(state.unitOrder.map((id, i) => [id, i]));
  const byOrder = (x: UnitId, y: UnitId) => order.get(x)! - order.get(y)!;
  const proj = gridProjection(state.grid);
  const out: CampaignContact[] = [];
  // "Advancing recce can only look at one area per hour" (004 §THE RECCE SEQUENCE): a unit is in one
  // connected group per hourly step, so every enemy it comes upon in the hour is one area and one look.
  for (const group of [...groups.values()].sort((x, y) => byOrder(x[0]!.blueId, y[0]!.blueId))) {
    const blueIds = [...new Set(group.map((p) => p.blueId))].sort(byOrder);
    const redIds = [...new Set(group.map((p) => p.redId))].sort(byOrder);
    const closest = group.reduce((m, p) => (p.gapM < m.gapM ? p : m));
    const a = byId.get(closest.blueId)!.at;
    const b = byId.get(closest.redId)!.at;
    const pos = proj.toLonLat({ eastingM: (a.xM + b.xM) / 2, northingM: (a.yM + b.yM) / 2 });
    const blueMoved = blueIds.some((id) => movedIds.has(id));
    const redMoved = redIds.some((id) => movedIds.has(id));
    const recceSide: SideId | null = blueMoved && redMoved ? null : blueMoved ? 'blue' : 'red';
    const contact: CampaignContact = {
      id: `ct-${atMin}-${out.length + 1}`,
      atMin,
      pos,
      ref: pointToGridRef(state.grid, pos, 6),
      blueIds,
      redIds,
      pairs: group,
      recceSide,
      recceId: null,
      defenderId: null,
      opening: null,
      status: 'open',
    };
    if (recceSide !== null) {
      const movers = (recceSide === 'blue' ? blueIds : redIds).filter((id) => movedIds.has(id));
      const others = recceSide === 'blue' ? redIds : blueIds;
      const rank = (id: UnitId) => NQM_GRADES.indexOf(byId.get(id)!.unit.grade);
      const best = (ids: UnitId[]) => ids.reduce((m, id) => (rank(id) < rank(m) ? id : m));
      contact.recceId = best(movers);
      contact.defenderId = best(others);
      contact.opening = openContact(byId.get(contact.recceId)!.unit.grade, byId.get(contact.defenderId)!.unit.grade, true, dice);
    }
    out.push(contact);
  }
  return out;
}

export type { GroundUnit };
