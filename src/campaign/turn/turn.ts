/**
 * One step of the campaign clock (004 §SEQUENCE OF EVENTS 2 "Move to contact and run recce
 * sequence"): every unit whose route is in force marches (`march`, at the NQM rate of its mobility and
 * mode over the going) minute by minute, halting where a contact begins (`stepMarch.ts`); units standing
 * within contact range with no contact yet make one; the night rests when the setting says so. The
 * result is the payload of one `clock.advanced`; the fold (`march.ts`) applies it without reading the ground.
 */
import type { Dice } from '../../rules/dice.ts';
import { pointToGridRef } from '../../rules/grid.ts';
import { movePol } from '../../rules/logistics/supply.ts';
import type { GoingAt } from '../../rules/operational/movement.ts';
import { findContacts } from '../../rules/operational/contacts.ts';
import { bandOf, positionOnTrace } from '../../rules/operational/approach.ts';
import { clockPeriodAt } from '../../rules/timescale.ts';
import { gridProjection } from '../../rules/projection.ts';
import type { PointM } from '../../rules/bound/types.ts';
import type { LonLat } from '../../rules/types.ts';
import { commandNetOf } from '../command/commandState.ts';
import type { TurnStep } from '../model/turnTypes.ts';
import { groundUnits, type GroundUnit } from '../ground/ground.ts';
import { isTracked, unitHoldings } from '../logistics/stocks.ts';
import { childrenOf } from '../model/selectors.ts';
import { settingsOf } from '../model/settings.ts';
import { startMinOfDay } from '../model/localTime.ts';
import type { CampaignContact, RouteStop, UnitMove } from '../model/turnTypes.ts';
import type { CampaignState, SideId, UnitId } from '../model/types.ts';
import { contactPairKey, freeContactId, pairsHeld, unitsInContact } from './contactPairs.ts';
import { marchIntoContact, marcherOf, type Marcher, type StepContact } from './stepMarch.ts';

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
 * The payload of the `clock.advanced` taking `state` to `toMin` (> `state.clockMin`), worked out minute
 * by minute (`stepMarch.ts`):
 * - every unit on a route in force (from the later of the clock, the route's `effectiveAtMin` and the
 *   unit's `engagedUntilMin`) marches, its placed subordinates without routes of their own carried
 *   along; a tracked unit burns 1 POL an hour of movement and does not move without it ('noFuel');
 * - a march halts where a contact begins (stop 'contact'), and a unit in an open or handed-off contact
 *   does not march until the contact is settled, handed back or dismissed;
 * - opposing ground units standing within contact range of each other with no contact between them
 *   yet make one at the start of the step (`standingContacts`);
 * - with "night allows only resupply" on, nothing marches and no contact begins in the night period
 *   (004 §TIMESCALE): marches stop at nightfall and resume at first light (`movementWindow`).
 * `goingAt` reads the ground in the grid's local metres; `dice` rolls the recce sequence. Throws
 * `RangeError` for `toMin` not after the clock.
 */
export function planTurn(state: CampaignState, toMin: number, goingAt: GoingAt, dice: Dice): TurnStep {
  if (!Number.isInteger(toMin) || toMin <= state.clockMin) throw new RangeError(`planTurn: toMin must be a whole minute after the clock (${state.clockMin}), got ${toMin}`);
  const payload: TurnStep = { toMin };
  const window = movementWindow(state, state.clockMin, toMin);
  if (window === null) return payload;
  const proj = gridProjection(state.grid);
  const local = (p: LonLat): PointM => {
    const m = proj.toLocal(p);
    return { xM: m.eastingM, yM: m.northingM };
  };
  const toLonLat = (p: PointM): LonLat => proj.toLonLat({ eastingM: p.xM, northingM: p.yM });
  const routes = state.routes ?? {};
  const kids = childrenOf(state);
  const inContact = unitsInContact(state);
  const moves: UnitMove[] = [];
  const marchers = new Map<UnitId, { m: Marcher; carried: UnitId[] }>();
  for (const id of state.unitOrder) {
    const route = Object.hasOwn(routes, id) ? routes[id]! : undefined;
    const u = state.units[id]!;
    if (!route || !u.pos) continue;
    const startMin = Math.max(window.fromMin, route.effectiveAtMin, u.engagedUntilMin ?? 0);
    const minutes = window.toMin - startMin;
    if (minutes <= 0) continue;
    const carried = carriedBy(state, id, kids, routes);
    const halt = (stop: RouteStop) => {
      if (route.stop !== stop) moves.push({ unitId: id, carried: [], to: u.pos!, distanceM: 0, facingDeg: u.facingDeg ?? 0, passed: route.passed, arrived: false, stop, pol: 0 });
    };
    if (inContact.has(id) || carried.some((k) => inContact.has(k))) halt('contact');
    else if (isTracked(u) && unitHoldings(u).POL < 1) halt('noFuel');
    else marchers.set(id, { m: marcherOf(state, id, route, local(u.pos), local, startMin, minutes, goingAt, MARCH_SAMPLE_M), carried });
  }
  const carrierOf = (groundId: UnitId): Marcher | null => {
    for (let id: UnitId | undefined = groundId; id !== undefined; id = state.units[id]?.parentId) {
      if (Object.hasOwn(routes, id)) return marchers.get(id)?.m ?? null;
    }
    return null;
  };
  const begun = marchIntoContact(state, [...marchers.values()].map((x) => x.m), carrierOf, window.fromMin, window.toMin, goingAt, dice);
  for (const { m, carried } of marchers.values()) {
    const u = state.units[m.unitId]!;
    const r = m.result;
    const endMin = m.startMin + r.minutesUsed;
    const halted = m.haltMin !== null && m.haltMin < endMin - 1e-9;
    const at = halted ? positionOnTrace(r.trace!, m.haltMin! - m.startMin) : { ...r.to, distanceM: r.distanceM, passed: r.waypointsPassed };
    const passed = m.route.passed + at.passed;
    const arrived = at.passed === m.route.waypoints.length - m.route.passed;
    const stop = halted && !arrived ? 'contact' : (r.stop?.reason ?? null);
    if (at.distanceM === 0 && passed === m.route.passed && stop === m.route.stop) continue;
    const dx = at.xM - m.from.xM;
    const dy = at.yM - m.from.yM;
    const facingDeg = at.distanceM > 0 ? (((Math.atan2(dx, dy) * 180) / Math.PI) % 360 + 360) % 360 : (u.facingDeg ?? 0);
    const moved: UnitMove['carried'] = [];
    if (at.distanceM > 0) {
      for (const k of carried) {
        const p = local(state.units[k]!.pos!);
        moved.push({ unitId: k, to: toLonLat({ xM: p.xM + dx, yM: p.yM + dy }) });
      }
    }
    const minutesMoved = (halted ? m.haltMin! : endMin) - m.startMin;
    const pol = isTracked(u) && at.distanceM > 0 ? movePol(Math.max(1, Math.ceil(minutesMoved / 60)), true) : 0;
    moves.push({ unitId: m.unitId, carried: moved, to: toLonLat(at), distanceM: Math.round(at.distanceM), facingDeg: Math.round(facingDeg * 10) / 10 % 360, passed, arrived, stop, pol });
  }
  const order = new Map(state.unitOrder.map((id, i) => [id, i]));
  moves.sort((a, b) => order.get(a.unitId)! - order.get(b.unitId)!);
  if (moves.length > 0) payload.moves = moves;
  // Where the step leaves the units that moved (the ground units are the same set: a march moves, it does not place).
  const endAt = new Map<UnitId, PointM>();
  for (const m of moves) {
    endAt.set(m.unitId, local(m.to));
    for (const c of m.carried) endAt.set(c.unitId, local(c.to));
  }
  const standing = standingContacts(state, endAt, begun, window.toMin);
  const contacts = [...begun, ...standing].map((c) => campaignContactOf(state, c, toLonLat));
  const taken = new Set<string>();
  for (const c of contacts) taken.add((c.id = freeContactId(state, c.atMin, taken)));
  if (contacts.length > 0) payload.contacts = contacts;
  return payload;
}

/** The placed subordinates a march of `unitId` carries: its descendants down to (not into) any with a route of its own, in tree order. */
function carriedBy(state: CampaignState, unitId: UnitId, kids: ReturnType<typeof childrenOf>, routes: NonNullable<CampaignState['routes']>): UnitId[] {
  const out: UnitId[] = [];
  const stack = [...(kids.get(unitId) ?? [])];
  while (stack.length > 0) {
    const k = stack.pop()!;
    if (Object.hasOwn(routes, k)) continue;
    if (state.units[k]!.pos) out.push(k);
    stack.push(...(kids.get(k) ?? []));
  }
  return out;
}

/**
 * The part of [`fromMin`, `toMin`] in which units may march: all of it, unless night allows only
 * resupply (the setting, 004 §TIMESCALE "The night period can be abstracted by saying that only resupply
 * takes place"): then the first daylight stretch in it, or null when the whole step is night.
 */
export function movementWindow(state: CampaignState, fromMin: number, toMin: number): { fromMin: number; toMin: number } | null {
  if (!settingsOf(state).nightResupplyOnly) return { fromMin, toMin };
  let startOfDay: number;
  try {
    startOfDay = startMinOfDay(state.startLocal);
  } catch {
    return { fromMin, toMin };
  }
  const periodAt = (min: number) => clockPeriodAt(startOfDay, settingsOf(state).dayStartMin, min);
  let a = fromMin;
  for (let p = periodAt(a); p.period === 'night'; p = periodAt(a)) {
    a = p.periodEndMin;
    if (a >= toMin) return null;
  }
  let b = a;
  for (let p = periodAt(b); p.period !== 'night' && b < toMin; p = periodAt(b)) b = p.periodEndMin;
  return { fromMin: a, toMin: Math.min(b, toMin) };
}

/**
 * Contacts between opposing ground units standing, at the step's end (`endAt`: where the step left those
 * that moved; the rest where they stand), whose positions are within contact range of each other (004
 * §WEAPON RANGE TABLE "CONTACT RANGES": the larger of the two) that no contact has ever held nor the
 * step's own contacts (`begun`) hold — units placed or typed in beside the enemy, or a march that stopped
 * close to a defender still holding its fire; a unit already in one of the step's contacts takes the pair
 * into it. Begun at `atMin`, with no recce sequence.
 */
function standingContacts(state: CampaignState, endAt: ReadonlyMap<UnitId, PointM>, begun: readonly StepContact[], atMin: number): StepContact[] {
  const ground = groundUnits(state);
  const known = pairsHeld(state, ['open', 'handedOff', 'dismissed', 'settled', 'returned']);
  const begunOf = new Map<UnitId, StepContact>();
  for (const c of begun) {
    for (const p of c.pairs) known.add(contactPairKey(p.blueId, p.redId));
    for (const id of [...c.blueIds, ...c.redIds]) begunOf.set(id, c);
  }
  // Positions, not ground: lines whose ground touches (battalions 1–2 km across) are the standing front.
  const subjects = ground.map((g) => {
    const p = endAt.get(g.unit.id) ?? g.at;
    return { id: g.unit.id, side: g.unit.side, xM: p.xM, yM: p.yM, radiusM: 0, reachM: g.ranges.contactM };
  });
  const byId = new Map(ground.map((g, i) => [g.unit.id, { g, s: subjects[i]! }]));
  const out: StepContact[] = [];
  for (const p of findContacts(subjects)) {
    const a = byId.get(p.aId)!;
    const b = byId.get(p.bId)!;
    const [blue, red] = a.g.unit.side === 'blue' ? [a, b] : [b, a];
    if (known.has(contactPairKey(blue.g.unit.id, red.g.unit.id))) continue;
    const ranges = blue.g.ranges.contactM >= red.g.ranges.contactM ? blue.g.ranges : red.g.ranges;
    // A unit already in a contact this step: the pair joins it.
    const into = begunOf.get(blue.g.unit.id) ?? begunOf.get(red.g.unit.id);
    if (into) {
      if (!into.blueIds.includes(blue.g.unit.id)) into.blueIds.push(blue.g.unit.id);
      if (!into.redIds.includes(red.g.unit.id)) into.redIds.push(red.g.unit.id);
      into.pairs.push({ blueId: blue.g.unit.id, redId: red.g.unit.id, gapM: Math.round(p.gapM), band: bandOf(p.gapM, ranges) });
      continue;
    }
    out.push({
      atMin,
      blueIds: [blue.g.unit.id],
      redIds: [red.g.unit.id],
      pairs: [{ blueId: blue.g.unit.id, redId: red.g.unit.id, gapM: Math.round(p.gapM), band: bandOf(p.gapM, ranges) }],
      recceId: null,
      defenderId: null,
      opening: null,
      movers: new Set(),
      at: { xM: (blue.s.xM + red.s.xM) / 2, yM: (blue.s.yM + red.s.yM) / 2 },
    });
  }
  return out;
}

/** A contact begun in the step as the queue keeps it (its id set by the caller), units in ORBAT order. */
function campaignContactOf(state: CampaignState, c: StepContact, toLonLat: (p: PointM) => LonLat): CampaignContact {
  const order = new Map(state.unitOrder.map((id, i) => [id, i]));
  const byOrder = (x: UnitId, y: UnitId) => order.get(x)! - order.get(y)!;
  const blueIds = [...c.blueIds].sort(byOrder);
  const redIds = [...c.redIds].sort(byOrder);
  const blueMoved = blueIds.some((id) => c.movers.has(id));
  const redMoved = redIds.some((id) => c.movers.has(id));
  const recceSide: SideId | null = blueMoved && redMoved ? null : blueMoved ? 'blue' : redMoved ? 'red' : null;
  const pos = toLonLat(c.at);
  return {
    id: '',
    atMin: Math.max(state.clockMin, Math.ceil(c.atMin - 1e-6)),
    pos,
    ref: pointToGridRef(state.grid, pos, 6),
    blueIds,
    redIds,
    pairs: c.pairs,
    recceSide,
    recceId: c.recceId,
    defenderId: c.defenderId,
    opening: c.opening,
    status: 'open',
  };
}

export type { GroundUnit };
