/**
 * The truth-against-picture layer of the campaign map, for the umpire: for one seat, each unit its
 * picture places elsewhere than it stands (`pictureDifferences`) as a hollow ring where the seat
 * believes it is, joined by a dashed line to where it truly is, with a tooltip in words built as DOM
 * text (`textContent`), never HTML. Own units blue-grey, the enemy red. Pane `picturePane` (z 456,
 * above the unit symbols); the pane carries `data-testid="picture-layer"` and `data-differences`.
 * Thin binding: `usePictureLayer(map, state, view)` creates, updates and removes it.
 */
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { spanText, type CampaignState, type PictureDifference } from '../campaign/index.ts';
import { gridRefText } from '../rules/grid.ts';
import type { LonLat } from '../rules/types.ts';

/** What the layer shows: whose picture (the seat's name) and its differences from the truth. */
export type MapPictureView = { label: string; rows: readonly PictureDifference[] };

/** The pane's name. */
export const PICTURE_PANE = 'picturePane';

/** A difference's tooltip, e.g. `1/6 Gordons: 51st Division believes it at 1127 0742 (3 h old); it is at 1279 0825, 1,720 m away`. */
export function differenceText(state: CampaignState, label: string, d: PictureDifference): string {
  const ref = (p: LonLat | null) => gridRefText(state.grid, p, 'nowhere on the map');
  const name = state.units[d.unitId]?.shortName ?? d.unitId;
  const age = d.ageMin === null ? '' : ` (${spanText(d.ageMin)} old)`;
  const apart = d.distanceM === null ? '' : `, ${Math.round(d.distanceM).toLocaleString('en-GB')} m away`;
  return `${name}${d.kind === 'enemy' ? ' (enemy)' : ''}: ${label} believes it at ${ref(d.believed)}${age}; it is at ${ref(d.truth)}${apart}`;
}

/** Draw `view` (null: nothing) on `map` for `state`. */
export function usePictureLayer(map: L.Map | null, state: CampaignState, view: MapPictureView | null | undefined): void {
  const group = useRef<L.LayerGroup | null>(null);
  useEffect(() => {
    if (!map) return;
    if (!map.getPane(PICTURE_PANE)) {
      const pane = map.createPane(PICTURE_PANE);
      pane.style.zIndex = '456';
      pane.dataset.testid = 'picture-layer';
    }
    group.current = L.layerGroup().addTo(map);
    return () => {
      group.current?.remove();
      group.current = null;
    };
  }, [map]);
  useEffect(() => {
    const g = group.current;
    const pane = map?.getPane(PICTURE_PANE);
    if (!g || !pane) return;
    g.clearLayers();
    const drawn = (view?.rows ?? []).filter((d) => d.believed !== null);
    pane.dataset.differences = String(drawn.length);
    for (const d of drawn) {
      const colour = d.kind === 'enemy' ? '#b3261e' : '#3b5f87';
      const believed = L.latLng(d.believed!.lat, d.believed!.lon);
      if (d.truth) L.polyline([believed, L.latLng(d.truth.lat, d.truth.lon)], { pane: PICTURE_PANE, color: colour, weight: 2, dashArray: '6 5', interactive: false }).addTo(g);
      const ring = L.circleMarker(believed, { pane: PICTURE_PANE, radius: 9, color: colour, weight: 2, fill: true, fillOpacity: 0.05 });
      const tip = document.createElement('span');
      tip.textContent = differenceText(state, view!.label, d);
      ring.bindTooltip(tip, { direction: 'top' });
      ring.addTo(g);
    }
  }, [map, state, view]);
}
