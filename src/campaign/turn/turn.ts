/**
 * One step of the campaign clock (004 §SEQUENCE OF EVENTS 2 "Move to contact and run recce
 * sequence"): every unit whose route is in force marches (`march`, at the NQM rate of its mobility and
 * mode over the going) minute by minute, halting where a contact begins (`stepMarch.ts`); units standing
 * within contact range with no contact yet make one; the night rests when the setting says so. The
 * result is the payload of one `clock.advanced`; the fold (`march.ts`) applies it without reading the ground.
 */
import type { Dice } from '../../rules/dice.ts';
import { movePol } from '../../rules/logistics/supply.ts';
import type { GoingAt } from '../../rules/operational/movement.ts';
import { positionOnTrace } from '../../rules/operational/approach.ts';
import { gridProjection } from '../../rules/projection.ts';
import type { PointM } from '../../rules/bound/types.ts';
import type { LonLat } from '../../rules/types.ts';
import { commandNetOf } from '../command/commandState.ts';
import type { TurnStep } from '../model/turnTypes.ts';
import type { GroundUnit } from '../ground/ground.ts';
import { isTracked, unitHoldings } from '../logistics/stocks.ts';
import { placedBelow } from '../model/selectors.ts';
import type { RouteStop, UnitMove } from '../model/turnTypes.ts';
import type { CampaignState, UnitId } from '../model/types.ts';
import { freeContactId, unitsInContact } from './contactPairs.ts';
import { marchIntoContact, marcherOf, type Marcher } from './stepMarch.ts';
import { campaignContactOf, movementWindow, standingContacts } from './stepEdges.ts';
import { rollsForBreakdown, rollVehicleMarch, type VehicleMarch } from './vehicleRolls.ts';
import { deRosaOn, module1916On, settingsOf } from '../model/settings.ts';
import { rollMinefields, type MarchPassage } from '../fieldworks/mineRolls.ts';
import { isLorriedInfantry, isTowedGun } from './march.ts';
import { MOUNT_VEHICLE_TURNS_1916, TURN_1916_MIN } from '../../rules/tables/transport1916.ts';
import { limberMin1916 } from '../../rules/towing1916.ts';
import { MOUNT_MIN_1916 } from '../../rules/tables/cavalry1916.ts';
import { unitArtillery } from '../model/artilleryUnits.ts';
import { tasksDueBy } from '../fieldworks/tasksDone.ts';
import { routedRetreats } from './routedRetreat.ts';

export { movementWindow } from './stepEdges.ts';

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
 *   (004 §TIMESCALE): marches stop at nightfall and resume at first light (`movementWindow`);
 * - with the 1916 module on, a tank rolls for breakdown or dangerous terrain each hour it moves and an
 *   immobilised one stops there (`rollVehicleMarch`); an immobilised unit does not march, nor, with the De
 *   Rosa rules on, a Shaken or Routed one (003 "may not advance until they rally");
 * - with the 1916 module on, towed guns march at ¾ speed with the ground's penalties doubled (`moduleRateOf`)
 *   and, standing when the step begins, first spend the limber table's time limbering up (`limberMin1916`);
 *   lorried infantry standing first spends half a turn (5 min) mounting (`isLorriedInfantry`);
 * - with the 1916 module on, dismounted cavalry marches on foot (`marchMobilityOf`), and cavalry that mounted
 *   or dismounted starts a quarter of a turn (2.5 min) after it did;
 * - with the 1916 module on, a unit whose move enters a minefield rolls 2D6 a base (`rollMinefields`);
 * - the tasks whose end the step reaches are done, with their effects (`tasksDueBy`: a dig-in, a minefield);
 * - with the De Rosa rules on, a unit gone Routed falls back from the enemy for two turns (`routedRetreats`).
 * `goingAt` reads the ground in the grid's local metres; `dice` rolls the recce sequence. Throws
 * `RangeError` for `toMin` not after the clock.
 */
export function planTurn(state: CampaignState, toMin: number, goingAt: GoingAt, dice: Dice): TurnStep {
  if (!Number.isInteger(toMin) || toMin <= state.clockMin) throw new RangeError(`planTurn: toMin must be a whole minute after the clock (${state.clockMin}), got ${toMin}`);
  const payload: TurnStep = { toMin };
  const proj = gridProjection(state.grid);
  const local = (p: LonLat): PointM => {
    const m = proj.toLocal(p);
    return { xM: m.eastingM, yM: m.northingM };
  };
  const toLonLat = (p: PointM): LonLat => proj.toLonLat({ eastingM: p.xM, northingM: p.yM });
  const passages: MarchPassage[] = [];
  const window = movementWindow(state, state.clockMin, toMin);
  if (window !== null) marchStep(state, payload, window, local, toLonLat, goingAt, dice, passages);
  const retreats = routedRetreats(state, state.clockMin, toMin, local, toLonLat, goingAt, MARCH_SAMPLE_M);
  if (retreats.length > 0) payload.retreats = retreats;
  const mineRolls = rollMinefields(state, passages, local, dice);
  if (mineRolls.length > 0) payload.mineRolls = mineRolls;
  const moved = new Set([
    ...(payload.moves ?? []).flatMap((m) => (m.distanceM > 0 ? [m.unitId, ...m.carried.map((c) => c.unitId)] : [])),
    ...retreats.flatMap((r) => [r.unitId, ...r.carried.map((c) => c.unitId)]),
  ]);
  const tasksDone = tasksDueBy(state, toMin, moved, local, toLonLat);
  if (tasksDone.length > 0) payload.tasksDone = tasksDone;
  return payload;
}

/**
 * The marches and contacts of a step within the movement `window`, written into `payload`; each moving
 * unit's path (and each carried unit's, shifted to where it stands) pushed onto `passages`.
 */
function marchStep(
  state: CampaignState,
  payload: TurnStep,
  window: { fromMin: number; toMin: number },
  local: (p: LonLat) => PointM,
  toLonLat: (p: PointM) => LonLat,
  goingAt: GoingAt,
  dice: Dice,
  passages: MarchPassage[],
): void {
  const routes = state.routes ?? {};
  const inContact = unitsInContact(state);
  const moves: UnitMove[] = [];
  const marchers = new Map<UnitId, { m: Marcher; carried: UnitId[] }>();
  const vehicles = new Map<UnitId, VehicleMarch>();
  for (const id of state.unitOrder) {
    const route = Object.hasOwn(routes, id) ? routes[id]! : undefined;
    const u = state.units[id]!;
    if (!route || !u.pos) continue;
    // 1916: towed guns standing unlimbered limber up before they move (002 §2.4, the limber table by size);
    // 1916: lorried infantry standing mounts first, half a turn (002 §2.4 "Transporting Infantry").
    const standing = module1916On(settingsOf(state)) && u.movedAtMin !== state.clockMin;
    const limber = standing && isTowedGun(u) ? limberMin1916(unitArtillery(u)!.calibreMm) : standing && isLorriedInfantry(u) ? MOUNT_VEHICLE_TURNS_1916 * TURN_1916_MIN : 0;
    // 1916: cavalry that mounted or dismounted spends a quarter of a turn on it (002 §2.2 "Cavalry Functions").
    const horsesMin = u.horses && module1916On(settingsOf(state)) ? u.horses.atMin + MOUNT_MIN_1916 : 0;
    const gate = Math.max(route.effectiveAtMin, u.engagedUntilMin ?? 0, horsesMin);
    // Limbering (or mounting) is counted from when the unit could begin it — its route in force and standing
    // since its last move — so a clock step too short to finish it does not start it again in the next.
    const startMin = Math.max(window.fromMin, limber > 0 ? Math.max(gate, u.movedAtMin ?? 0) + limber : gate);
    // A newer order's route waiting behind this one ends this march when it reaches the unit.
    const queued = state.queuedRoutes && Object.hasOwn(state.queuedRoutes, id) ? state.queuedRoutes[id]! : undefined;
    const minutes = Math.min(window.toMin, queued ? queued.effectiveAtMin : Infinity) - startMin;
    if (minutes <= 0) continue;
    const carried = carriedBy(state, id, routes).filter((k) => !heldBack(state, state.units[k]!));
    const halt = (stop: RouteStop) => {
      if (route.stop !== stop) moves.push({ unitId: id, carried: [], to: u.pos!, distanceM: 0, facingDeg: u.facingDeg ?? 0, passed: route.passed, arrived: false, stop, pol: 0 });
    };
    if (inContact.has(id) || carried.some((k) => inContact.has(k))) halt('contact');
    else if (u.immobilised && module1916On(settingsOf(state))) halt('immobilised');
    else if (u.deRosaMorale !== undefined && deRosaOn(settingsOf(state))) halt('morale');
    else if (isTracked(u) && unitHoldings(u).POL < 1) halt('noFuel');
    else {
      let m = marcherOf(state, id, route, local(u.pos), local, startMin, minutes, goingAt, MARCH_SAMPLE_M);
      // 1916: a tank rolls for breakdown or dangerous terrain each hour it moves; one immobilised stops there.
      if (rollsForBreakdown(state, u)) {
        const v = rollVehicleMarch(state, u, m.result.trace!, startMin, m.result.minutesUsed, m.result.distanceM, goingAt, dice);
        vehicles.set(id, v);
        if (v.stopAfterMin !== null) m = marcherOf(state, id, route, local(u.pos), local, startMin, v.stopAfterMin, goingAt, MARCH_SAMPLE_M);
      }
      marchers.set(id, { m, carried });
    }
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
    const minutesMoved = (halted ? m.haltMin! : endMin) - m.startMin;
    // The hours it really moved: a contact may have halted it before a later roll's hour.
    const rolls = (vehicles.get(m.unitId)?.rolls ?? []).filter((x) => x.atMin <= m.startMin + minutesMoved + 1e-9);
    const immobilised = rolls.at(-1)?.immobilised === true;
    const passed = m.route.passed + at.passed;
    const arrived = at.passed === m.route.waypoints.length - m.route.passed;
    const stop = immobilised && !arrived ? 'immobilised' : halted && !arrived ? 'contact' : (r.stop?.reason ?? null);
    if (at.distanceM === 0 && passed === m.route.passed && stop === m.route.stop) continue;
    const dx = at.xM - m.from.xM;
    const dy = at.yM - m.from.yM;
    const facingDeg = at.distanceM > 0 ? (((Math.atan2(dx, dy) * 180) / Math.PI) % 360 + 360) % 360 : (u.facingDeg ?? 0);
    const moved: UnitMove['carried'] = [];
    if (at.distanceM > 0) {
      const trace = [...r.trace!.filter((p) => p.tMin < minutesMoved - 1e-9), { xM: at.xM, yM: at.yM, tMin: minutesMoved }];
      const atMin = trace.map((p) => m.startMin + p.tMin);
      passages.push({ unitId: m.unitId, path: trace, atMin });
      for (const k of carried) {
        const p = local(state.units[k]!.pos!);
        moved.push({ unitId: k, to: toLonLat({ xM: p.xM + dx, yM: p.yM + dy }) });
        passages.push({ unitId: k, path: trace.map((q) => ({ xM: q.xM + p.xM - m.from.xM, yM: q.yM + p.yM - m.from.yM })), atMin });
      }
    }
    const pol = isTracked(u) && at.distanceM > 0 ? movePol(Math.max(1, Math.ceil(minutesMoved / 60)), true) : 0;
    const move: UnitMove = { unitId: m.unitId, carried: moved, to: toLonLat(at), distanceM: Math.round(at.distanceM), facingDeg: Math.round(facingDeg * 10) / 10 % 360, passed, arrived, stop, pol };
    if (rolls.length > 0) move.vehicleRolls = rolls;
    moves.push(move);
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
}

/** Whether a unit may not be carried along by its HQ's march: immobilised under the 1916 rules, Shaken or Routed under De Rosa's. */
function heldBack(state: CampaignState, u: CampaignState['units'][string]): boolean {
  const s = settingsOf(state);
  return (u.immobilised !== undefined && module1916On(s)) || (u.deRosaMorale !== undefined && deRosaOn(s));
}

/** The placed subordinates a march of `unitId` carries: its descendants down to (not into) any with a route of its own or Routed under De Rosa's rules. */
function carriedBy(state: CampaignState, unitId: UnitId, routes: NonNullable<CampaignState['routes']>): UnitId[] {
  // A Routed unit under De Rosa's rules falls back with everything under it (`routedRetreats`), not with its HQ.
  const routing = deRosaOn(settingsOf(state));
  return placedBelow(state, unitId, (k) => Object.hasOwn(routes, k) || (routing && state.units[k]!.deRosaMorale === 'routed'));
}


export type { GroundUnit };
