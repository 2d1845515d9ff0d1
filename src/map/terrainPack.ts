/**
 * Terrain packed for drawing in tiles (`terrainTiles.ts`): every feature's geometry once, in Web-Mercator
 * "world pixels" at zoom 0 (the 256-pixel world of Leaflet's EPSG:3857), in flat typed arrays, with its
 * style (`terrainStyle`), its place in the drawing order (`TERRAIN_BUCKETS`, then `orderInBucket`, then
 * the file's order) and a Flatbush index of the features' boxes, so a tile asks the index for what it
 * covers and draws only that. Built once per terrain; no Leaflet, no DOM.
 */
import Flatbush from 'flatbush';
import type { Feature, FeatureCollection, Position } from 'geojson';
import { TERRAIN_BUCKETS, bucketOf, orderInBucket, styleKeyOf, terrainStyle, type TerrainStyle } from './terrainStyle.ts';
import { terrainPropsOf } from './terrainLabels.ts';
import type { TerrainProperties } from './terrainTypes.ts';

/** How a feature is drawn: a filled area (rings), a line (parts), or points. */
export const Shape = { Area: 0, Line: 1, Point: 2 } as const;
/** One of `Shape`. */
export type Shape = (typeof Shape)[keyof typeof Shape];

/**
 * The packed terrain: `n` features in drawing order (index 0 drawn first). Feature i's parts are
 * `partStart[featurePart[i]] … partStart[featurePart[i + 1]]` (a ring or a line each), its points
 * `xy[2k], xy[2k + 1]` from `partStart[p]` to `partStart[p + 1]`; `shape[i]`, `style[i]` an index into
 * `styles`, `railway[i]` 1 for a railway (drawn again with its white ticks), `box` its bounding box
 * (minX, minY, maxX, maxY, world px), and `index` a Flatbush over the boxes (empty terrain: null).
 */
export type PackedTerrain = {
  n: number;
  xy: Float64Array;
  partStart: Int32Array;
  featurePart: Int32Array;
  shape: Uint8Array;
  style: Uint16Array;
  railway: Uint8Array;
  box: Float64Array;
  styles: readonly TerrainStyle[];
  index: Flatbush | null;
};

/** The largest latitude Web Mercator draws (Leaflet's `SphericalMercator.MAX_LATITUDE`). */
const MAX_LAT = 85.0511287798;

/** Longitude to world x at zoom 0 (0…256). */
export function worldX(lon: number): number {
  return ((lon + 180) / 360) * 256;
}

/** Latitude to world y at zoom 0 (0 at the top, 256 at the bottom). */
export function worldY(lat: number): number {
  const phi = (Math.max(-MAX_LAT, Math.min(MAX_LAT, lat)) * Math.PI) / 180;
  return (0.5 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / (2 * Math.PI)) * 256;
}

/** The parts of a geometry (rings of an area, lines, or single points) and how it is drawn; null when it draws nothing. */
function partsOf(f: Feature): { shape: Shape; parts: Position[][] } | null {
  const g = f.geometry;
  switch (g?.type) {
    case 'Polygon':
      return { shape: Shape.Area, parts: g.coordinates };
    case 'MultiPolygon':
      return { shape: Shape.Area, parts: g.coordinates.flat() };
    case 'LineString':
      return { shape: Shape.Line, parts: [g.coordinates] };
    case 'MultiLineString':
      return { shape: Shape.Line, parts: g.coordinates };
    case 'Point':
      return { shape: Shape.Point, parts: [[g.coordinates]] };
    case 'MultiPoint':
      return { shape: Shape.Point, parts: g.coordinates.map((c) => [c]) };
    default:
      return null;
  }
}

/**
 * Pack `fc` for drawing (see the module note). Features without a `class` or a drawable geometry are left
 * out. Throws `TypeError` when `fc` is not a FeatureCollection.
 */
export function packTerrain(fc: FeatureCollection): PackedTerrain {
  if (!fc || fc.type !== 'FeatureCollection' || !Array.isArray(fc.features)) throw new TypeError('terrain must be a GeoJSON FeatureCollection');
  type Item = { p: TerrainProperties; geo: { shape: Shape; parts: Position[][] } };
  // The drawing order: by rank (bucket, then order in it), the file's order within a rank — a counting
  // sort, the ranks being few (a real area's tens of thousands of features sort in one pass).
  const byRank = new Map<number, Item[]>();
  let points = 0;
  let parts = 0;
  for (const f of fc.features) {
    const p = terrainPropsOf(f);
    const geo = p ? partsOf(f) : null;
    if (!p || !geo) continue;
    const rank = TERRAIN_BUCKETS.indexOf(bucketOf(p.class)) * 100 + orderInBucket(p);
    let list = byRank.get(rank);
    if (!list) byRank.set(rank, (list = []));
    list.push({ p, geo });
    parts += geo.parts.length;
    for (const part of geo.parts) points += part.length;
  }
  const items = [...byRank.keys()].sort((a, b) => a - b).flatMap((rank) => byRank.get(rank)!);
  const n = items.length;
  const packed: PackedTerrain = {
    n,
    xy: new Float64Array(points * 2),
    partStart: new Int32Array(parts + 1),
    featurePart: new Int32Array(n + 1),
    shape: new Uint8Array(n),
    style: new Uint16Array(n),
    railway: new Uint8Array(n),
    box: new Float64Array(n * 4),
    styles: [],
    index: n > 0 ? new Flatbush(n) : null,
  };
  const styles: TerrainStyle[] = [];
  const styleIndex = new Map<string, number>();
  let k = 0;
  let part = 0;
  for (let i = 0; i < n; i++) {
    const { p, geo } = items[i]!;
    // One style per legend key and shape: an area class drawn as a line gets its own, once.
    const key = `${styleKeyOf(p)}|${geo.shape === Shape.Area}`;
    let si = styleIndex.get(key);
    if (si === undefined) {
      si = styles.push(terrainStyle(p, geo.shape === Shape.Area)) - 1;
      styleIndex.set(key, si);
    }
    packed.style[i] = si;
    packed.shape[i] = geo.shape;
    packed.railway[i] = p.class === 'railway' ? 1 : 0;
    packed.featurePart[i] = part;
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (const ring of geo.parts) {
      packed.partStart[part++] = k;
      for (const c of ring) {
        const x = worldX(c[0]!);
        const y = worldY(c[1]!);
        packed.xy[2 * k] = x;
        packed.xy[2 * k + 1] = y;
        k++;
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
        if (y < minY) minY = y;
        if (y > maxY) maxY = y;
      }
    }
    if (minX === Infinity) minX = minY = maxX = maxY = 0; // a geometry with no points draws nothing
    packed.box[4 * i] = minX;
    packed.box[4 * i + 1] = minY;
    packed.box[4 * i + 2] = maxX;
    packed.box[4 * i + 3] = maxY;
    packed.index!.add(minX, minY, maxX, maxY);
  }
  packed.partStart[part] = k;
  packed.featurePart[n] = part;
  packed.index?.finish();
  packed.styles = styles;
  return packed;
}

/** The features whose boxes meet the world-pixel box, in drawing order (ascending indices). */
export function featuresIn(t: PackedTerrain, minX: number, minY: number, maxX: number, maxY: number): number[] {
  if (!t.index) return [];
  return t.index.search(minX, minY, maxX, maxY).sort((a, b) => a - b);
}
