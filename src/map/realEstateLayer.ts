/**
 * The real-estate layer of the campaign map (004 §REAL ESTATE TABLE): the ground each ground
 * unit occupies (`groundUnits`: frontage × depth by echelon and posture, in the country under it when the
 * going is known), drawn at true size as a rectangle turned to the unit's facing (`footprintCorners`,
 * degrees clockwise from grid north), outlined in its side's colour. Drawn only from the scale where a
 * footprint is visible (`REAL_ESTATE_MAX_MPP`). SVG paths in pane `realEstatePane` (z 442: above the
 * terrain and grid, below fire plans, marks and symbols; no pointer events). Thin binding:
 * `createRealEstateLayer` once, `updateRealEstateLayer(layer, props, prev)` on every change,
 * `removeRealEstateLayer`. The pane carries `data-testid="realestate-layer"` and `data-footprints`.
 */
import L from 'leaflet';
import { footprintIn, groundUnits, type CampaignState, type SideId, type UnitId } from '../campaign/index.ts';
import type { GoingAt } from '../rules/operational/movement.ts';
import { footprintCorners } from '../rules/operational/realEstate.ts';
import { gridProjection } from '../rules/projection.ts';
import type { LonLat } from '../rules/types.ts';
import { metresPerPixel } from './screenCanvas.ts';

/** What the layer shows: the state, whether footprints are shown, and the going (absent: average country). */
export type RealEstateLayerProps = { state: CampaignState; show: boolean; goingAt?: GoingAt | null };

/** One footprint: the unit, its side, the four corners (front-left, front-right, rear-right, rear-left) and its signature. */
export type FootprintRect = { key: UnitId; side: SideId; corners: LonLat[]; sig: string };

/** The layer on a map (opaque to callers but for `pane`). */
export type RealEstateLayer = {
  readonly map: L.Map;
  readonly pane: HTMLElement;
  readonly renderer: L.Renderer;
  readonly entries: Map<UnitId, { sig: string; poly: L.Polygon }>;
  props: RealEstateLayerProps | null;
  visible: boolean;
  readonly onZoom: () => void;
};

/** The pane's name. */
export const REAL_ESTATE_PANE = 'realEstatePane';
/** Coarsest scale footprints are drawn at, ground metres per CSS pixel (a 500 m battalion front is then ≥ 25 px). */
export const REAL_ESTATE_MAX_MPP = 20;
const COLOUR: Readonly<Record<SideId, string>> = { blue: '#1f5f9e', red: '#a5322a' };

/** Whether footprints are drawn: shown, and the map at `mpp` metres per pixel or finer. */
export function realEstateVisible(show: boolean, mpp: number): boolean {
  return show && mpp <= REAL_ESTATE_MAX_MPP;
}

/** The footprints of the ground units of `state` in ORBAT order (units drawn as a point left out). Pure. */
export function footprintRects(state: CampaignState, goingAt?: GoingAt | null): FootprintRect[] {
  const proj = gridProjection(state.grid);
  const out: FootprintRect[] = [];
  for (const g of groundUnits(state)) {
    const fp = footprintIn(g, goingAt ?? undefined);
    if (!fp) continue;
    const local = footprintCorners(g.at, g.unit.facingDeg ?? 0, fp);
    const corners = local.map((p) => proj.toLonLat({ eastingM: p.xM, northingM: p.yM }));
    out.push({ key: g.unit.id, side: g.unit.side, corners, sig: `${g.unit.side}|${local.map((p) => `${p.xM.toFixed(1)},${p.yM.toFixed(1)}`).join(' ')}` });
  }
  return out;
}

function sync(layer: RealEstateLayer): void {
  const p = layer.props;
  layer.visible = p !== null && realEstateVisible(p.show, metresPerPixel(layer.map));
  const rects = layer.visible && p ? footprintRects(p.state, p.goingAt) : [];
  const keep = new Set<UnitId>();
  for (const r of rects) {
    keep.add(r.key);
    const old = layer.entries.get(r.key);
    if (old?.sig === r.sig) continue;
    old?.poly.remove();
    const poly = L.polygon(
      r.corners.map((c) => [c.lat, c.lon] as L.LatLngTuple),
      { renderer: layer.renderer, pane: REAL_ESTATE_PANE, interactive: false, color: COLOUR[r.side], weight: 1, opacity: 0.7, fillColor: COLOUR[r.side], fillOpacity: 0.08 },
    ).addTo(layer.map);
    layer.entries.set(r.key, { sig: r.sig, poly });
  }
  for (const [k, e] of layer.entries) {
    if (keep.has(k)) continue;
    e.poly.remove();
    layer.entries.delete(k);
  }
  layer.pane.dataset.footprints = String(layer.entries.size);
}

/** Create the (empty) layer on `map`; draw it with `updateRealEstateLayer(layer, props, null)`. It follows the zoom itself. */
export function createRealEstateLayer(map: L.Map): RealEstateLayer {
  const pane = map.getPane(REAL_ESTATE_PANE) ?? map.createPane(REAL_ESTATE_PANE);
  pane.style.zIndex = '442';
  pane.style.pointerEvents = 'none';
  pane.dataset.testid = 'realestate-layer';
  pane.dataset.footprints = '0';
  const layer: RealEstateLayer = {
    map,
    pane,
    renderer: L.svg({ pane: REAL_ESTATE_PANE, padding: 0.3 }),
    entries: new Map(),
    props: null,
    visible: false,
    onZoom: () => {
      if (layer.props && realEstateVisible(layer.props.show, metresPerPixel(map)) !== layer.visible) sync(layer);
    },
  };
  map.on('zoomend', layer.onZoom);
  return layer;
}

/**
 * Apply `props` (after `prev`, null the first time): when the units, routes (postures), the going or
 * `show` changed, redraw the footprints that changed. Returns whether anything was recomputed.
 */
export function updateRealEstateLayer(layer: RealEstateLayer, props: RealEstateLayerProps, prev: RealEstateLayerProps | null): boolean {
  layer.props = props;
  if (prev && prev.show === props.show && prev.goingAt === props.goingAt && prev.state.units === props.state.units && prev.state.routes === props.state.routes) return false;
  sync(layer);
  return true;
}

/** Remove every footprint, the renderer and the zoom listener. */
export function removeRealEstateLayer(layer: RealEstateLayer): void {
  layer.map.off('zoomend', layer.onZoom);
  for (const e of layer.entries.values()) e.poly.remove();
  layer.entries.clear();
  layer.renderer.remove();
  delete layer.pane.dataset.footprints;
}
