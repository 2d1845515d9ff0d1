/**
 * The minefield layer of the campaign map (`002_0a64821d231c1bbf.txt` §2.5: "Minefields use the same markers
 * as artillery barrages, except they are red instead of black"): each minefield's 80-yard markers drawn at
 * true size as red rings, each with a tooltip — the minefield's name, whose, when laid, how many markers —
 * built as DOM text (`textContent`), never HTML. Circles in pane `minefieldPane` (z 420: over the terrain,
 * under the unit symbols). Thin binding: `createMinefieldLayer` once, `updateMinefieldLayer(layer, props,
 * prev)` on every change (redrawn when the minefields change), `removeMinefieldLayer`. The pane carries
 * `data-testid="minefield-layer"` and `data-minefields` (how many are drawn).
 */
import L from 'leaflet';
import { clockText, type CampaignState, type Minefield } from '../campaign/index.ts';
import { MINEFIELD_MARKER_RADIUS_M } from '../rules/tables/fieldWorks1916.ts';

/** What the layer shows: the state and whether minefields are shown. */
export type MinefieldLayerProps = { state: CampaignState; show: boolean };

/** The layer on a map (opaque to callers but for `pane`). */
export type MinefieldLayer = { readonly map: L.Map; readonly pane: HTMLElement; group: L.LayerGroup };

/** The pane's name. */
export const MINEFIELD_PANE = 'minefieldPane';

/** A minefield's tooltip: `Minefield A (German), laid at 07:20: 4 markers of 80 yards` (the side as the campaign names it). */
export function minefieldTooltip(state: CampaignState, f: Minefield): string {
  const whose = f.side === null ? '' : ` (${state.sides[f.side].name})`;
  const n = f.markers.length;
  return `${f.name}${whose}, laid at ${clockText(state, f.laidAtMin)}: ${n} marker${n === 1 ? '' : 's'} of 80 yards`;
}

/** Create the (empty) layer on `map`; draw it with `updateMinefieldLayer(layer, props, null)`. */
export function createMinefieldLayer(map: L.Map): MinefieldLayer {
  const pane = map.getPane(MINEFIELD_PANE) ?? map.createPane(MINEFIELD_PANE);
  pane.style.zIndex = '420';
  pane.dataset.testid = 'minefield-layer';
  pane.dataset.minefields = '0';
  return { map, pane, group: L.layerGroup().addTo(map) };
}

/** Apply `props` (after `prev`, null the first time): redraw when the minefields, the clock's words, the sides' names or `show` changed. Returns whether it redrew. */
export function updateMinefieldLayer(layer: MinefieldLayer, props: MinefieldLayerProps, prev: MinefieldLayerProps | null): boolean {
  if (prev && prev.show === props.show && prev.state.minefields === props.state.minefields && prev.state.startLocal === props.state.startLocal && prev.state.sides === props.state.sides) return false;
  layer.group.clearLayers();
  const fields = props.show ? Object.values(props.state.minefields ?? {}) : [];
  for (const f of fields) {
    const text = minefieldTooltip(props.state, f);
    for (const m of f.markers) {
      const tip = document.createElement('span');
      tip.textContent = text;
      L.circle([m.lat, m.lon], { radius: MINEFIELD_MARKER_RADIUS_M, pane: MINEFIELD_PANE, color: '#b3261e', weight: 2, fillColor: '#b3261e', fillOpacity: 0.15, dashArray: '4 3', className: 'minefield-marker' })
        .bindTooltip(tip, { direction: 'top', pane: 'tooltipPane' })
        .addTo(layer.group);
    }
  }
  layer.pane.dataset.minefields = String(fields.length);
  return true;
}

/** Remove every marker. */
export function removeMinefieldLayer(layer: MinefieldLayer): void {
  layer.group.clearLayers();
  layer.group.remove();
  delete layer.pane.dataset.minefields;
}
