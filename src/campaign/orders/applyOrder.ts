/**
 * Applying a written order (004 §SEQUENCE OF EVENTS 1 "Write new Orders", §COMMAND REACTION TIMES): the
 * routes that carry it out, one per unit it moves, each in force from the minute the order reaches that
 * unit. The units are the formation the order is for (when placed) and the highest placed units under it: each
 * marches through the order's objectives in order, keeping its place in the formation (its offset from
 * the formation's centre, the mean of their positions — docs/RULINGS.md §Applying an order). Pure: the
 * desk shows the proposals, the umpire changes or unticks them, and writes the routes.
 */
import { pointToGridRef } from '../../rules/grid.ts';
import { gridProjection } from '../../rules/projection.ts';
import type { NqmMoveMode } from '../../rules/tables/nqm.ts';
import { orderViews } from '../command/commandState.ts';
import { subtreeIds } from '../model/selectors.ts';
import type { CampaignRoute, RouteWaypoint } from '../model/turnTypes.ts';
import type { CampaignOrder, CampaignState, UnitId } from '../model/types.ts';
import { estimateRateKph } from '../turn/march.ts';

/**
 * One unit's part in an order: the route proposed (`route`: issued by the order's HQ at its issue
 * minute, in force from `receivedAtMin`, the order's id), the straight-line length of its legs (metres)
 * and the minutes it takes at the *NQM* rate of its mobility in the mode over open ground (null: the
 * mode has no rate for it). `superseded`: a newer order reaches the unit first (proposed unticked).
 */
export type RouteProposal = { unitId: UnitId; receivedAtMin: number; route: CampaignRoute; distanceM: number; minutes: number | null; superseded: boolean };

/**
 * The units an order for `forId` moves, in ORBAT order: the formation itself when it is placed (its HQ),
 * and the highest placed units under it (each carries its own placed subordinates along) — a brigade's
 * battalions, say, each with a route of its own.
 */
export function orderMovers(state: CampaignState, forId: UnitId): UnitId[] {
  const inTree = new Set(subtreeIds(state, forId));
  return state.unitOrder.filter((id) => {
    if (!inTree.has(id) || !state.units[id]!.pos) return false;
    if (id === forId) return true;
    for (let p = state.units[id]!.parentId; p !== undefined && p !== forId; p = state.units[p]!.parentId) {
      if (state.units[p]!.pos) return false;
    }
    return true;
  });
}

/**
 * The routes that carry out order `order` in `mode` (see the module note). Throws `RangeError` for an
 * order with no objectives, or whose timeline cannot be worked out (the reason).
 */
export function proposeOrderRoutes(state: CampaignState, order: CampaignOrder, mode: NqmMoveMode = 'moveToContact'): RouteProposal[] {
  if (order.objectives.length === 0) throw new RangeError('the order names no objective: nothing to march to');
  const view = orderViews(state).find((v) => v.order.id === order.id);
  if (!view || view.error) throw new RangeError(`its timeline cannot be worked out: ${view?.error ?? 'the order is not in the campaign'}`);
  const proj = gridProjection(state.grid);
  const movers = orderMovers(state, order.forId);
  const local = movers.map((id) => proj.toLocal(state.units[id]!.pos!));
  const centre = { e: local.reduce((s, p) => s + p.eastingM, 0) / Math.max(1, local.length), n: local.reduce((s, p) => s + p.northingM, 0) / Math.max(1, local.length) };
  const objectives = order.objectives.map((o) => proj.toLocal(o.pos));
  const receiptOf = (id: UnitId) => view.receipts.find((r) => r.unitId === id) ?? view.receipts.find((r) => r.unitId === order.forId);
  return movers.map((unitId, i) => {
    const off = { e: local[i]!.eastingM - centre.e, n: local[i]!.northingM - centre.n };
    const waypoints: RouteWaypoint[] = objectives.map((o) => {
      const pos = proj.toLonLat({ eastingM: o.eastingM + off.e, northingM: o.northingM + off.n });
      return { ref: pointToGridRef(state.grid, pos, 8), pos };
    });
    let distanceM = 0;
    let from = local[i]!;
    for (const o of objectives) {
      const to = { eastingM: o.eastingM + off.e, northingM: o.northingM + off.n };
      distanceM += Math.hypot(to.eastingM - from.eastingM, to.northingM - from.northingM);
      from = to;
    }
    const receipt = receiptOf(unitId);
    const receivedAtMin = Math.max(state.clockMin, receipt?.atMin ?? order.issuedAtMin);
    const rate = estimateRateKph(state, state.units[unitId]!, mode);
    const route: CampaignRoute = { unitId, waypoints, mode, posture: 'advance', issuedById: order.fromId, issuedAtMin: order.issuedAtMin, effectiveAtMin: receivedAtMin, orderId: order.id, passed: 0, stop: null };
    const superseded = receipt?.status === 'replaced' || receipt?.status === 'supersededOnArrival';
    return { unitId, receivedAtMin, route, distanceM: Math.round(distanceM), minutes: rate === null || rate === 0 ? null : Math.round((distanceM / (rate * 1000)) * 60), superseded };
  });
}
