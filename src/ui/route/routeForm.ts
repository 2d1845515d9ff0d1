/**
 * The route editor's model: the form's values, who may order
 * the unit, when the route is in force (004 §COMMAND REACTION TIMES, `routeEffectiveAtMin`), its
 * length, and the `CampaignRoute` a saved form becomes — a road march expanded along the map's roads
 * (`roadRoute`, 004 §MOVEMENT RATES TABLE: road march on roads). Pure: no React.
 */
import { estimateRateKph, formatCampaignClock, marchMobilityOf, moduleRateWords, roadPath, roadRoute, type RoadNet, routeEffectiveAtMin, MAX_WAYPOINTS, type CampaignRoute, type RouteWaypoint, type CampaignState, type Unit, type UnitId } from '../../campaign/index.ts';
import type { PointM } from '../../rules/bound/types.ts';
import { formatGridRef, gridRefToPoint, pointToGridRef } from '../../rules/grid.ts';
import { gridProjection } from '../../rules/projection.ts';
import type { NqmMoveMode } from '../../rules/tables/nqm.ts';
import type { RealEstatePosture } from '../../rules/tables/nqmGround.ts';
import type { GridDef, LonLat } from '../../rules/types.ts';
import { durationText, estimateText, MODE_LABEL } from './routeText.ts';

/** The form: movement mode, posture, the HQ ordering it (the unit itself: own initiative) and the typed waypoints. */
export type RouteForm = { mode: NqmMoveMode; posture: RealEstatePosture; issuedById: UnitId; waypoints: string[] };

/** A refusal of the form, with the sentence to show. */
export class RouteFormError extends Error {
  override name = 'RouteFormError';
}

/** How far off a road a road march's simplified path may stray, metres (well inside a road's 10 m reach less the going cache's 7.1 m). */
export const ROAD_PATH_TOLERANCE_M = 2;

/**
 * The form a unit's route editor starts with: its current route's mode and posture, else move to
 * contact (road march where the unit has no move-to-contact rate, e.g. horse-drawn) and defence when dug
 * in; ordered by its current route's issuer if still above it, else its parent HQ (own initiative at the
 * top of the order of battle); one empty waypoint.
 */
export function initialRouteForm(state: CampaignState, unit: Unit): RouteForm {
  const route = state.routes && Object.hasOwn(state.routes, unit.id) ? state.routes[unit.id]! : undefined;
  const mode: NqmMoveMode = route?.mode ?? (estimateRateKph(state, unit, 'moveToContact') === null ? 'roadMarch' : 'moveToContact');
  const options = issuerOptions(state, unit);
  const issuedById = route && options.some((o) => o.id === route.issuedById) ? route.issuedById : (unit.parentId ?? unit.id);
  return { mode, posture: route?.posture ?? (unit.dugIn ? 'defence' : 'advance'), issuedById, waypoints: [''] };
}

/** Who may order the unit: the HQs above it, nearest first, each by name; then the unit itself as "Own initiative". */
export function issuerOptions(state: CampaignState, unit: Unit): { id: UnitId; label: string }[] {
  const out: { id: UnitId; label: string }[] = [];
  const seen = new Set<UnitId>([unit.id]);
  for (let p = unit.parentId; p !== undefined && !seen.has(p) && state.units[p]; p = state.units[p]!.parentId) {
    seen.add(p);
    out.push({ id: p, label: state.units[p]!.name });
  }
  out.push({ id: unit.id, label: 'Own initiative' });
  return out;
}

/** The problem with a typed waypoint (the grid module's message), or null when it names a square on the map or is empty. */
export function waypointProblem(grid: GridDef, text: string): string | null {
  if (text.trim() === '') return null;
  try {
    gridRefToPoint(grid, text);
    return null;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

/**
 * The typed waypoints as route points (empty fields skipped): each its canonical reference
 * (`formatGridRef`) and the centre of its square. Throws `RouteFormError` naming the first bad field
 * ("Waypoint 2: …"), or when no field holds a reference.
 */
export function typedWaypoints(grid: GridDef, texts: readonly string[]): RouteWaypoint[] {
  const out: RouteWaypoint[] = [];
  texts.forEach((text, i) => {
    if (text.trim() === '') return;
    const problem = waypointProblem(grid, text);
    if (problem !== null) throw new RouteFormError(`Waypoint ${i + 1}: ${problem}`);
    out.push({ ref: formatGridRef(grid, text), pos: gridRefToPoint(grid, text) });
  });
  if (out.length === 0) throw new RouteFormError('Give at least one waypoint: type a grid reference or pick points on the map.');
  return out;
}

/** The form with `ref` (a picked point's reference) put in its last field when that is empty, else in a new field; unchanged at `MAX_WAYPOINTS` fields. */
export function withPickedWaypoint(form: RouteForm, ref: string): RouteForm {
  const last = form.waypoints.length - 1;
  if (last >= 0 && form.waypoints[last]!.trim() === '') return { ...form, waypoints: [...form.waypoints.slice(0, last), ref] };
  if (form.waypoints.length >= MAX_WAYPOINTS) return form;
  return { ...form, waypoints: [...form.waypoints, ref] };
}

/** When a route given now by `issuedById` is in force at the unit: the minute, the command delay, and the line `In force from Tue 20 Nov 1917 08:20 (command delay 2 h)`. Throws `RangeError` for a broken order of battle. */
export function inForce(state: CampaignState, issuedById: UnitId, unitId: UnitId): { effectiveAtMin: number; delayMin: number; text: string } {
  const effectiveAtMin = routeEffectiveAtMin(state, issuedById, unitId, state.clockMin);
  const delayMin = effectiveAtMin - state.clockMin;
  let when: string;
  try {
    when = formatCampaignClock(state.startLocal, effectiveAtMin);
  } catch {
    when = `campaign minute ${effectiveAtMin}`;
  }
  return { effectiveAtMin, delayMin, text: `In force from ${when} (command delay ${durationText(delayMin)})` };
}

/** Length of the way from `from` through `waypoints` in straight legs, grid metres. */
export function routeLengthM(grid: GridDef, from: LonLat, waypoints: readonly Pick<RouteWaypoint, 'pos'>[]): number {
  const proj = gridProjection(grid);
  let prev = proj.toLocal(from);
  let sum = 0;
  for (const w of waypoints) {
    const p = proj.toLocal(w.pos);
    sum += Math.hypot(p.eastingM - prev.eastingM, p.northingM - prev.northingM);
    prev = p;
  }
  return sum;
}

/** `points` with every point closer than `toleranceM` to the chord of its neighbours dropped (Douglas–Peucker); the ends always kept. */
export function simplifyPath(points: readonly PointM[], toleranceM: number): PointM[] {
  if (points.length <= 2) return points.slice();
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [a, b] = stack.pop()!;
    const pa = points[a]!;
    const pb = points[b]!;
    const dx = pb.xM - pa.xM;
    const dy = pb.yM - pa.yM;
    const len = Math.hypot(dx, dy);
    let worst = -1;
    let worstD = toleranceM;
    for (let i = a + 1; i < b; i++) {
      const p = points[i]!;
      const d = len === 0 ? Math.hypot(p.xM - pa.xM, p.yM - pa.yM) : Math.abs(dx * (pa.yM - p.yM) - dy * (pa.xM - p.xM)) / len;
      if (d > worstD) {
        worst = i;
        worstD = d;
      }
    }
    if (worst < 0) continue;
    keep[worst] = 1;
    stack.push([a, worst], [worst, b]);
  }
  return points.filter((_, i) => keep[i] === 1);
}

/**
 * A road march's waypoints: the way by road (`roadRoute` over the unit's position and the typed
 * waypoints) without its start, simplified within `ROAD_PATH_TOLERANCE_M`, each point with its
 * 8-figure reference. Throws `RouteFormError` when the unit stands too far from any road, a waypoint
 * cannot be reached by road (naming it), or the way needs more than `MAX_WAYPOINTS` points.
 */
export function roadMarchWaypoints(net: RoadNet, grid: GridDef, unit: Pick<Unit, 'shortName'>, from: LonLat, typed: readonly RouteWaypoint[]): RouteWaypoint[] {
  const proj = gridProjection(grid);
  const local = (p: LonLat): PointM => {
    const m = proj.toLocal(p);
    return { xM: m.eastingM, yM: m.northingM };
  };
  const start = local(from);
  const r = roadRoute(net, [start, ...typed.map((w) => local(w.pos))]);
  if (r.unreachable !== null) {
    if (roadPath(net, start, start) === null) throw new RouteFormError(`${unit.shortName} stands more than 500 m from any road: it cannot road-march from here. Move it to a road first, or choose another movement mode.`);
    const w = typed[r.unreachable - 1]!;
    throw new RouteFormError(`Waypoint ${r.unreachable} (${w.ref}) cannot be reached by road: it lies more than 500 m from a road, or on a road not joined to the way before it. Choose a point near a connected road, or another movement mode.`);
  }
  const points = simplifyPath(r.points, ROAD_PATH_TOLERANCE_M).slice(1);
  if (points.length > MAX_WAYPOINTS) {
    throw new RouteFormError(`The road march needs ${points.length} points along the roads, more than the ${MAX_WAYPOINTS} a route may have: split it into shorter marches.`);
  }
  return points.map((p) => {
    const pos = proj.toLonLat({ eastingM: p.xM, northingM: p.yM });
    try {
      return { ref: pointToGridRef(grid, pos, 8), pos };
    } catch (e) {
      throw new RouteFormError(`The road march leaves the map: ${e instanceof Error ? e.message : String(e)}`);
    }
  });
}

/**
 * The route a saved form becomes (`route.set`, issued at the clock, passed 0, stop null): the typed
 * waypoints, or for a road march the way along the roads of `roads` (null: the map has no terrain, so
 * the typed waypoints as they are; undefined: the roads are still loading — refused). Throws
 * `RouteFormError` for a unit not on the map, a bad or missing waypoint, a mode the unit has no rate in,
 * a road march that cannot be made, or an order of battle the command delay cannot be worked out on.
 */
export function routeFromForm(state: CampaignState, unit: Unit, form: RouteForm, roads: RoadNet | null | undefined): CampaignRoute {
  if (!unit.pos) throw new RouteFormError(`${unit.shortName} is not on the map: place it (Grid reference, above) before giving it a route.`);
  if (estimateRateKph(state, unit, form.mode) === null) {
    throw new RouteFormError(`${unit.shortName} has no ${MODE_LABEL[form.mode].toLowerCase()} rate (004 §MOVEMENT RATES TABLE): give it a road march.`);
  }
  let waypoints = typedWaypoints(state.grid, form.waypoints);
  if (form.mode === 'roadMarch') {
    if (roads === undefined) throw new RouteFormError('The map’s roads are still loading: save the road march again in a moment.');
    if (roads !== null) waypoints = roadMarchWaypoints(roads, state.grid, unit, unit.pos, waypoints);
  }
  let effectiveAtMin: number;
  try {
    effectiveAtMin = inForce(state, form.issuedById, unit.id).effectiveAtMin;
  } catch (e) {
    throw new RouteFormError(`The command delay cannot be worked out: ${e instanceof Error ? e.message : String(e)}`);
  }
  return { unitId: unit.id, waypoints, mode: form.mode, posture: form.posture, issuedById: form.issuedById, issuedAtMin: state.clockMin, effectiveAtMin, passed: 0, stop: null };
}

/**
 * The distance-and-time line of the form (`estimateText` over the way the route would take: straight
 * legs, or the roads for a road march), or null while the unit is not on the map or no typed waypoint
 * is usable yet. A road march that cannot be made gives its refusal instead.
 */
export function formEstimate(state: CampaignState, unit: Unit, form: RouteForm, roads: RoadNet | null | undefined): string | null {
  if (!unit.pos) return null;
  let waypoints: RouteWaypoint[];
  try {
    waypoints = typedWaypoints(state.grid, form.waypoints);
  } catch {
    return null;
  }
  if (form.mode === 'roadMarch' && roads) {
    try {
      waypoints = roadMarchWaypoints(roads, state.grid, unit, unit.pos, waypoints);
    } catch (e) {
      return e instanceof Error ? e.message : String(e);
    }
  }
  const words = moduleRateWords(state, unit);
  const module = words !== null ? { kph: estimateRateKph(state, unit, form.mode), words } : undefined;
  return estimateText(routeLengthM(state.grid, unit.pos, waypoints), marchMobilityOf(state, unit), form.mode, module);
}
