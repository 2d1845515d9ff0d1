/**
 * View helpers of the campaign map: the grid's WGS84 bounds, the map's `maxBounds` (a little larger
 * than the grid, and wide enough that any point of the grid can be put at the centre of the view),
 * and the style of the Go-to square.
 */
import L from 'leaflet';
import { gridProjection } from '../rules/projection.ts';
import type { GridDef } from '../rules/types.ts';
import { metresPerPixelAt } from './screenCanvas.ts';

/** Share of the grid's size the map may be panned beyond its edges. */
export const MAX_BOUNDS_MARGIN = 0.1;

/** Style of the square marked by Go-to (a Leaflet PathOptions). */
export const GOTO_STYLE: L.PathOptions = {
  color: '#e8590c',
  weight: 3,
  opacity: 1,
  fill: true,
  fillColor: '#ffd43b',
  fillOpacity: 0.3,
  dashArray: '6 4',
};

/**
 * WGS84 bounds of a box in grid metres (corners and edge midpoints projected, so a turned grid is
 * covered).
 */
export function boxBounds(grid: GridDef, e0: number, n0: number, e1: number, n1: number): L.LatLngBounds {
  const proj = gridProjection(grid);
  const b = L.latLngBounds([]);
  const em = (e0 + e1) / 2;
  const nm = (n0 + n1) / 2;
  for (const [e, n] of [[e0, n0], [em, n0], [e1, n0], [e1, nm], [e1, n1], [em, n1], [e0, n1], [e0, nm]] as const) {
    const ll = proj.toLonLat({ eastingM: e, northingM: n });
    b.extend([ll.lat, ll.lon]);
  }
  return b;
}

/** WGS84 bounds of the whole grid (from `gridProjection` of its corners). */
export function gridBounds(grid: GridDef): L.LatLngBounds {
  return boxBounds(grid, 0, 0, grid.widthM, grid.heightM);
}

/**
 * The `maxBounds` for `map` at `zoom`: the grid grown on every side by `MAX_BOUNDS_MARGIN` of its
 * size plus half the container's size at that zoom, so the view can be centred on any point of the
 * grid but not wander far off it.
 */
export function limitsFor(map: L.Map, grid: GridDef, zoom: number): L.LatLngBounds {
  const size = map.getSize();
  const lat = gridProjection(grid).toLonLat({ eastingM: grid.widthM / 2, northingM: grid.heightM / 2 }).lat;
  const mpp = metresPerPixelAt(zoom, lat);
  const padE = grid.widthM * MAX_BOUNDS_MARGIN + (size.x / 2) * mpp;
  const padN = grid.heightM * MAX_BOUNDS_MARGIN + (size.y / 2) * mpp;
  return boxBounds(grid, -padE, -padN, grid.widthM + padE, grid.heightM + padN);
}
