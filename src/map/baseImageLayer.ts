/**
 * The scanned map under the terrain (`CampaignState.baseImage`): the image drawn through the three
 * corners its control points' affine fit gives (`placeScan`), with Leaflet.ImageOverlay.Rotated (a
 * Leaflet plugin that draws an image through three corners with a CSS transform), in a pane below
 * the terrain's, at the opacity the umpire sets.
 */
import L from 'leaflet';
import './leafletGlobal.ts';
import 'leaflet-imageoverlay-rotated';
import { placeScan, type BaseImage } from '../campaign/index.ts';
import type { GridDef } from '../rules/types.ts';

/** The pane the scanned map is drawn in: above the map's background, below the terrain (overlay pane, 400). */
export const BASE_IMAGE_PANE = 'baseImagePane';

type Rotated = L.ImageOverlay & { reposition(tl: L.LatLngExpression, tr: L.LatLngExpression, bl: L.LatLngExpression): void };
type RotatedFactory = (url: string, tl: L.LatLngExpression, tr: L.LatLngExpression, bl: L.LatLngExpression, options?: L.ImageOverlayOptions) => Rotated;

/**
 * Draw `image` on `map` from `url` (its bytes: an object URL of the stored Blob), or nothing when it
 * is null; returns the layer, or null. A placement the fit refuses draws nothing (the fold refuses
 * such an event already).
 */
export function drawBaseImage(map: L.Map, image: BaseImage | null | undefined, url: string, grid: GridDef, opacity: number): L.Layer | null {
  if (!image) return null;
  if (!map.getPane(BASE_IMAGE_PANE)) {
    const pane = map.createPane(BASE_IMAGE_PANE);
    pane.style.zIndex = '350';
    pane.style.pointerEvents = 'none';
  }
  let corners;
  try {
    corners = placeScan(image, grid);
  } catch {
    return null;
  }
  const ll = (p: { lon: number; lat: number }): L.LatLngExpression => [p.lat, p.lon];
  const rotated = (L.imageOverlay as unknown as { rotated: RotatedFactory }).rotated;
  return rotated(url, ll(corners.topLeft), ll(corners.topRight), ll(corners.bottomLeft), { opacity, pane: BASE_IMAGE_PANE, interactive: false, alt: `Scanned map ${image.name}` }).addTo(map);
}
