/**
 * The route layer of the campaign map: every unit's route as a
 * dashed line from the unit through its remaining waypoints, in its side's colour (the selected unit's
 * bolder), the way it has come through the waypoints already passed faded, and a dot at each waypoint
 * (passed ones faded). SVG paths in pane `routePane` (z 446: above the HQ and objective marks, below the
 * unit symbols; no pointer events). Thin binding: `createRouteLayer` once, `updateRouteLayer(layer,
 * props, prev)` on every change (redraws only routes whose lines changed), `removeRouteLayer`. The pane
 * carries `data-testid="route-layer"` and `data-routes` (routes drawn).
 */
import L from 'leaflet';
import type { CampaignState, SideId, UnitId } from '../campaign/index.ts';
import type { LonLat } from '../rules/types.ts';

/** What the layer shows: the state, the selected unit (its route bolder), whether routes are shown. */
export type RouteLayerProps = { state: CampaignState; selectedId: UnitId | null; show: boolean };

/**
 * One route to draw: `ahead` from the unit through its remaining waypoints, `behind` through the passed
 * waypoints up to the unit (empty when none is passed), `passedDots` and `aheadDots` the waypoints, and
 * `sig` (what its drawing depends on).
 */
export type RouteLine = { key: UnitId; side: SideId; ahead: LonLat[]; behind: LonLat[]; passedDots: LonLat[]; aheadDots: LonLat[]; selected: boolean; sig: string };

/** The layer on a map (opaque to callers but for `pane`). */
export type RouteLayer = { readonly map: L.Map; readonly pane: HTMLElement; readonly renderer: L.Renderer; readonly entries: Map<UnitId, { sig: string; layers: L.Layer[] }> };

/** The pane's name. */
export const ROUTE_PANE = 'routePane';
/** Side colours (as the command layer's). */
export const ROUTE_COLOUR: Readonly<Record<SideId, string>> = { blue: '#1f5f9e', red: '#a5322a' };
/** Opacity of the way already come and of passed waypoints. */
export const PASSED_OPACITY = 0.3;

/** The routes of placed units in ORBAT order (see `RouteLine`). Pure. */
export function routeLines(state: CampaignState, selectedId: UnitId | null): RouteLine[] {
  const routes = state.routes;
  if (!routes) return [];
  const out: RouteLine[] = [];
  for (const id of state.unitOrder) {
    if (!Object.hasOwn(routes, id)) continue;
    const u = state.units[id];
    const r = routes[id]!;
    if (!u?.pos) continue;
    const passedDots = r.waypoints.slice(0, r.passed).map((w) => w.pos);
    const aheadDots = r.waypoints.slice(r.passed).map((w) => w.pos);
    const ahead = [u.pos, ...aheadDots];
    const behind = passedDots.length > 0 ? [...passedDots, u.pos] : [];
    const selected = id === selectedId;
    const sig = JSON.stringify([u.side, selected, ahead, behind]);
    out.push({ key: id, side: u.side, ahead, behind, passedDots, aheadDots, selected, sig });
  }
  return out;
}

/** Create the (empty) layer on `map`; draw it with `updateRouteLayer(layer, props, null)`. */
export function createRouteLayer(map: L.Map): RouteLayer {
  const pane = map.getPane(ROUTE_PANE) ?? map.createPane(ROUTE_PANE);
  pane.style.zIndex = '446';
  pane.style.pointerEvents = 'none';
  pane.dataset.testid = 'route-layer';
  pane.dataset.routes = '0';
  return { map, pane, renderer: L.svg({ pane: ROUTE_PANE, padding: 0.3 }), entries: new Map() };
}

const ll = (ps: readonly LonLat[]): L.LatLngExpression[] => ps.map((p) => [p.lat, p.lon]);

function drawRoute(layer: RouteLayer, r: RouteLine): L.Layer[] {
  const base = { renderer: layer.renderer, pane: ROUTE_PANE, interactive: false, color: ROUTE_COLOUR[r.side], dashArray: '8 6' };
  const out: L.Layer[] = [];
  if (r.behind.length > 1) out.push(L.polyline(ll(r.behind), { ...base, weight: 2, opacity: PASSED_OPACITY }));
  out.push(L.polyline(ll(r.ahead), { ...base, weight: r.selected ? 3.5 : 2.25, opacity: 0.9 }));
  const dot = (p: LonLat, opacity: number) =>
    L.circleMarker([p.lat, p.lon], { renderer: layer.renderer, pane: ROUTE_PANE, interactive: false, radius: 3, color: ROUTE_COLOUR[r.side], weight: 1, opacity, fillColor: '#fbfaf6', fillOpacity: opacity });
  for (const p of r.passedDots) out.push(dot(p, PASSED_OPACITY));
  for (const p of r.aheadDots) out.push(dot(p, 0.95));
  for (const l of out) l.addTo(layer.map);
  return out;
}

/**
 * Apply `props` (after `prev`, null the first time): when the routes, the units, the selection or
 * `show` changed, redraw the routes whose lines changed and drop the ones gone (all of them when
 * hidden). Returns whether anything was recomputed.
 */
export function updateRouteLayer(layer: RouteLayer, props: RouteLayerProps, prev: RouteLayerProps | null): boolean {
  if (prev && prev.show === props.show && prev.selectedId === props.selectedId && prev.state.routes === props.state.routes && prev.state.units === props.state.units) return false;
  const lines = props.show ? routeLines(props.state, props.selectedId) : [];
  const keep = new Set<UnitId>();
  for (const r of lines) {
    keep.add(r.key);
    const old = layer.entries.get(r.key);
    if (old?.sig === r.sig) continue;
    old?.layers.forEach((l) => l.remove());
    layer.entries.set(r.key, { sig: r.sig, layers: drawRoute(layer, r) });
  }
  for (const [k, e] of layer.entries) {
    if (keep.has(k)) continue;
    e.layers.forEach((l) => l.remove());
    layer.entries.delete(k);
  }
  layer.pane.dataset.routes = String(layer.entries.size);
  return true;
}

/** Remove every line and dot, and the renderer. */
export function removeRouteLayer(layer: RouteLayer): void {
  for (const e of layer.entries.values()) e.layers.forEach((l) => l.remove());
  layer.entries.clear();
  layer.renderer.remove();
  delete layer.pane.dataset.routes;
}
