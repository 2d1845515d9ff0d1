/**
 * Lon/lat ↔ grid metres for one map: a transverse Mercator on the WGS84 ellipsoid centred on the
 * grid's origin (DESIGN.md §Geometry: exact enough for 100 km), computed by proj4.
 * The origin (the grid's south-west corner) maps to (0, 0); easting grows east, northing north.
 */
import proj4 from 'proj4';
import type { GridDef, LonLat } from './types.ts';

/** A point in grid metres east and north of the grid origin. */
export type LocalM = { eastingM: number; northingM: number };

/** Converters between WGS84 and a grid's local metres. */
export type GridProjection = {
  toLocal(p: LonLat): LocalM;
  toLonLat(p: LocalM): LonLat;
};

const cache = new Map<string, GridProjection>();

/**
 * The projection of a grid (cached per origin). Throws `RangeError` when the origin is not a finite
 * longitude in [-180, 180] and latitude in [-85, 85].
 */
export function gridProjection(grid: Pick<GridDef, 'originLon' | 'originLat'>): GridProjection {
  const { originLon, originLat } = grid;
  if (!Number.isFinite(originLon) || originLon < -180 || originLon > 180) {
    throw new RangeError(`grid.originLon must be a longitude in [-180, 180], got ${originLon}`);
  }
  if (!Number.isFinite(originLat) || originLat < -85 || originLat > 85) {
    throw new RangeError(`grid.originLat must be a latitude in [-85, 85], got ${originLat}`);
  }
  const key = `${originLon},${originLat}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const def = `+proj=tmerc +lat_0=${originLat} +lon_0=${originLon} +k=1 +x_0=0 +y_0=0 +ellps=WGS84 +units=m +no_defs`;
  const conv = proj4('EPSG:4326', def);
  const made: GridProjection = {
    toLocal(p) {
      const [x, y] = conv.forward([p.lon, p.lat]);
      return { eastingM: x!, northingM: y! };
    },
    toLonLat(p) {
      const [lon, lat] = conv.inverse([p.eastingM, p.northingM]);
      return { lon: lon!, lat: lat! };
    },
  };
  cache.set(key, made);
  return made;
}
