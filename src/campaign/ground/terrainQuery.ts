/**
 * The ground under an engagement, for the 1418 bound engine (`BoundEnv.terrainAt` / `lineOfSight`
 * of `src/rules/bound/types.ts`), read from a map's `terrain.geojson` in engagement-local metres.
 *
 * - Classes count as `TERRAIN_1418` says (`terrainClasses.ts`; 001 §DIGGING IN & COVER). A point
 *   with no feature is open ground: move 'open', cover 'open', no road.
 * - Polygons count where the point is inside (holes excluded). Lines count within a reach of the
 *   line (`LINE_REACH_M`: a road within 10 m, the contract's figure; a canal 15 m; a river or a
 *   trench 10 m — our rulings for drawn centre lines).
 * - Several features at a point: the worst movement (impractical > rough > open), the best cover
 *   (fortification > defensible > rough > open), road if any road reaches it. Our ruling: where a road
 *   reaches a river or canal it is a bridge (or a tow-path): the water does not make it impractical.
 * - Line of sight from `a` to `b` is blocked where the segment crosses a wood or built-up polygon
 *   that neither end stands in, or crosses a ridge crest line (`LOS_BLOCKERS`). Smoke and gas are
 *   the engine's business.
 * Both queries use a `flatbush` index of bounding boxes (polygons whole, lines per segment) built
 * once, so each call looks only at the few features near the point or the sight line (searched in
 * boxes of `LOS_STEP_M` along it).
 */
import Flatbush from 'flatbush';
import { gridProjection } from '../../rules/projection.ts';
import type { CoverTerrain, MoveTerrain, PointM, TerrainAt } from '../../rules/bound/types.ts';
import type { LonLat } from '../../rules/types.ts';
import { TERRAIN_1418, type TerrainClass } from './terrainClasses.ts';
import { breaksAlong, type XY } from './groundBreaks.ts';

/** Longest stretch of a sight line searched in one box of the index on dense ground, metres. */
const LOS_STEP_M = 250;
/** Sight blockers on a map up to which a sight line is searched as one box (Cambrai has a few hundred). */
const LOS_FEW_ITEMS = 2_000;

/** How far from a drawn line its class still counts, metres (classes not listed: 10 m). */
export const LINE_REACH_M: Readonly<Partial<Record<TerrainClass, number>>> = { road: 10, canal: 15, river: 10, trench: 10 };

/** Polygon classes that block line of sight, and line classes that block it when crossed. */
export const LOS_BLOCKERS = { polygons: ['wood', 'builtUp'] as readonly TerrainClass[], lines: ['ridge'] as readonly TerrainClass[] };

/** What `createTerrainQuery` returns: the two functions of a `BoundEnv` that read the ground. */
export type TerrainQuery = {
  /** The ground at a point (engagement-local metres). */
  terrainAt(p: PointM): TerrainAt;
  /** Whether `a` can see `b` (engagement-local metres) over the drawn terrain. */
  lineOfSight(a: PointM, b: PointM): boolean;
  /**
   * Whether any feature that counts for the ground (its box, a line's grown by its reach) touches the box
   * `minX…maxX` × `minY…maxY` (local metres); false means every point in it is open ground, no road.
   */
  anyGroundIn?(minX: number, minY: number, maxX: number, maxY: number): boolean;
  /** The fractions (0…1, ascending) along a→b where the ground may change (`breaksAlong`, `groundBreaks.ts`). */
  groundBreaks?(a: PointM, b: PointM): number[];
};

type Poly = { cls: TerrainClass; rings: XY[][] };
type Seg = { cls: TerrainClass; a: XY; b: XY; reachM: number };
type Item = { poly: Poly } | { seg: Seg };

const MOVE_RANK: Record<MoveTerrain, number> = { open: 0, rough: 1, impractical: 2 };
const COVER_RANK: Record<CoverTerrain, number> = { open: 0, rough: 1, defensible: 2, fortification: 3 };
/** Lines a road crosses (a bridge, a cutting): water, and cliffs (a road passes a cliff where it is cut). */
const WATER: ReadonlySet<TerrainClass> = new Set(['river', 'canal', 'cliff']);

/**
 * Build the query for `terrain` (WGS84 GeoJSON; each feature's `properties.class` a `TerrainClass`)
 * around `origin` (the engagement's origin: local (0, 0)). Features of an unknown class, without
 * geometry, or of other geometry types (points) are ignored. Throws `RangeError` for an origin
 * `gridProjection` refuses or a coordinate that is not a finite number pair.
 */
export function createTerrainQuery(terrain: GeoJSON.FeatureCollection, origin: LonLat): TerrainQuery {
  const proj = gridProjection({ originLon: origin.lon, originLat: origin.lat });
  const local = (c: GeoJSON.Position, where: string): XY => {
    const [lon, lat] = c;
    if (typeof lon !== 'number' || typeof lat !== 'number' || !Number.isFinite(lon) || !Number.isFinite(lat)) {
      throw new RangeError(`terrain ${where}: expected a [lon, lat] pair of finite numbers, got ${JSON.stringify(c)}`);
    }
    const m = proj.toLocal({ lon, lat });
    return [m.eastingM, m.northingM];
  };
  const groundItems: Item[] = [];
  const sightItems: Item[] = [];
  terrain.features.forEach((f, i) => {
    const cls = (f.properties as { class?: unknown } | null)?.class;
    if (typeof cls !== 'string' || !Object.hasOwn(TERRAIN_1418, cls) || !f.geometry) return;
    const c = cls as TerrainClass;
    const effect = TERRAIN_1418[c];
    const counts = effect.move !== null || effect.cover !== null || effect.road;
    const g = f.geometry;
    const where = `feature ${i}`;
    const polys = g.type === 'Polygon' ? [g.coordinates] : g.type === 'MultiPolygon' ? g.coordinates : [];
    for (const p of polys) {
      const poly: Poly = { cls: c, rings: p.map((ring) => ring.map((pt) => local(pt, where))) };
      if (counts) groundItems.push({ poly });
      if (LOS_BLOCKERS.polygons.includes(c)) sightItems.push({ poly });
    }
    const lines = g.type === 'LineString' ? [g.coordinates] : g.type === 'MultiLineString' ? g.coordinates : [];
    for (const line of lines) {
      const pts = line.map((pt) => local(pt, where));
      for (let k = 1; k < pts.length; k++) {
        const seg: Seg = { cls: c, a: pts[k - 1]!, b: pts[k]!, reachM: LINE_REACH_M[c] ?? 10 };
        if (counts) groundItems.push({ seg });
        if (LOS_BLOCKERS.lines.includes(c)) sightItems.push({ seg: { ...seg, reachM: 0 } });
      }
    }
  });
  const ground = buildIndex(groundItems);
  const sight = buildIndex(sightItems);
  const seen = new Uint32Array(sightItems.length);
  let stamp = 0;

  return {
    terrainAt(p) {
      const x = p.xM;
      const y = p.yM;
      let move: MoveTerrain = 'open';
      let waterMove: MoveTerrain = 'open';
      let cover: CoverTerrain = 'open';
      let road = false;
      for (const i of ground.search(x, y, x, y)) {
        const item = groundItems[i]!;
        const inside = 'poly' in item ? inPolygon(x, y, item.poly) : distToSegment(x, y, item.seg.a, item.seg.b) <= item.seg.reachM;
        if (!inside) continue;
        const cls = 'poly' in item ? item.poly.cls : item.seg.cls;
        const e = TERRAIN_1418[cls];
        if (e.road) road = true;
        if (e.move !== null) {
          if ('seg' in item && WATER.has(cls)) {
            if (MOVE_RANK[e.move] > MOVE_RANK[waterMove]) waterMove = e.move;
          } else if (MOVE_RANK[e.move] > MOVE_RANK[move]) move = e.move;
        }
        if (e.cover !== null && COVER_RANK[e.cover] > COVER_RANK[cover]) cover = e.cover;
      }
      if (!road && MOVE_RANK[waterMove] > MOVE_RANK[move]) move = waterMove;
      return { move, cover, road };
    },
    anyGroundIn(minX, minY, maxX, maxY) {
      return ground.search(minX, minY, maxX, maxY).length > 0;
    },
    groundBreaks(a, b) {
      const ids = ground.search(Math.min(a.xM, b.xM), Math.min(a.yM, b.yM), Math.max(a.xM, b.xM), Math.max(a.yM, b.yM));
      return breaksAlong([a.xM, a.yM], [b.xM, b.yM], ids.map((i) => groundItems[i]!));
    },
    lineOfSight(a, b) {
      const A: XY = [a.xM, a.yM];
      const B: XY = [b.xM, b.yM];
      // One box over the whole line on a map of few sight blockers (a bundled map); on dense ground
      // (an OpenStreetMap extract) boxes of at most LOS_STEP_M along the line, since the whole line's
      // box holds thousands of buildings nowhere near it. Each item is looked at once (`seen` stamps).
      const steps = sightItems.length <= LOS_FEW_ITEMS ? 1 : Math.max(1, Math.ceil(Math.hypot(B[0] - A[0], B[1] - A[1]) / LOS_STEP_M));
      stamp += 1;
      for (let s = 0; s < steps; s++) {
        const x0 = A[0] + ((B[0] - A[0]) * s) / steps;
        const y0 = A[1] + ((B[1] - A[1]) * s) / steps;
        const x1 = A[0] + ((B[0] - A[0]) * (s + 1)) / steps;
        const y1 = A[1] + ((B[1] - A[1]) * (s + 1)) / steps;
        for (const i of sight.search(Math.min(x0, x1), Math.min(y0, y1), Math.max(x0, x1), Math.max(y0, y1))) {
          if (seen[i] === stamp) continue;
          seen[i] = stamp;
          const item = sightItems[i]!;
          if ('seg' in item) {
            if (segmentsIntersect(A, B, item.seg.a, item.seg.b)) return false;
            continue;
          }
          const poly = item.poly;
          if (inPolygon(A[0], A[1], poly) || inPolygon(B[0], B[1], poly)) continue;
          for (const ring of poly.rings) {
            for (let k = 1; k < ring.length; k++) if (segmentsIntersect(A, B, ring[k - 1]!, ring[k]!)) return false;
          }
        }
      }
      return true;
    },
  };
}

type Index = { search(minX: number, minY: number, maxX: number, maxY: number): number[] };

/** A flatbush index of the items' boxes (a line segment's box grown by its reach). */
function buildIndex(items: readonly Item[]): Index {
  if (items.length === 0) return { search: () => [] };
  const fb = new Flatbush(items.length);
  for (const item of items) {
    if ('poly' in item) {
      let minX = Infinity;
      let minY = Infinity;
      let maxX = -Infinity;
      let maxY = -Infinity;
      for (const [x, y] of item.poly.rings[0] ?? []) {
        if (x < minX) minX = x;
        if (y < minY) minY = y;
        if (x > maxX) maxX = x;
        if (y > maxY) maxY = y;
      }
      if (minX > maxX) minX = maxX = minY = maxY = 0;
      fb.add(minX, minY, maxX, maxY);
    } else {
      const { a, b, reachM: r } = item.seg;
      fb.add(Math.min(a[0], b[0]) - r, Math.min(a[1], b[1]) - r, Math.max(a[0], b[0]) + r, Math.max(a[1], b[1]) + r);
    }
  }
  fb.finish();
  return { search: (minX, minY, maxX, maxY) => fb.search(minX, minY, maxX, maxY) };
}

/**
 * Whether (x, y) is inside the polygon, as `@turf/boolean-point-in-polygon` answers it: inside its
 * outer ring and outside its holes (even-odd ray casting over every ring), and true for a point on
 * any ring's edge, a hole's included. Written out because it runs for every candidate of every query.
 */
function inPolygon(x: number, y: number, poly: Poly): boolean {
  if ((poly.rings[0]?.length ?? 0) < 4) return false;
  let inside = false;
  for (const ring of poly.rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i]!;
      const [xj, yj] = ring[j]!;
      if (onEdge(x, y, xi, yi, xj, yj)) return true;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

/** Whether (x, y) lies on the segment (x1, y1)–(x2, y2) (to a millimetre). */
function onEdge(x: number, y: number, x1: number, y1: number, x2: number, y2: number): boolean {
  if (x < Math.min(x1, x2) - 1e-3 || x > Math.max(x1, x2) + 1e-3 || y < Math.min(y1, y2) - 1e-3 || y > Math.max(y1, y2) + 1e-3) return false;
  const cross = (x - x1) * (y2 - y1) - (y - y1) * (x2 - x1);
  return Math.abs(cross) <= 1e-3 * Math.hypot(x2 - x1, y2 - y1);
}

/** Distance from (x, y) to the segment a–b, metres. */
function distToSegment(x: number, y: number, a: XY, b: XY): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len2 = dx * dx + dy * dy;
  let t = len2 === 0 ? 0 : ((x - a[0]) * dx + (y - a[1]) * dy) / len2;
  t = Math.max(0, Math.min(1, t));
  return Math.hypot(x - (a[0] + t * dx), y - (a[1] + t * dy));
}

function orient(p: XY, q: XY, r: XY): number {
  const v = (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]);
  return v > 0 ? 1 : v < 0 ? -1 : 0;
}

function onSegment(p: XY, q: XY, r: XY): boolean {
  return Math.min(p[0], r[0]) <= q[0] && q[0] <= Math.max(p[0], r[0]) && Math.min(p[1], r[1]) <= q[1] && q[1] <= Math.max(p[1], r[1]);
}

/** Whether segments p1–p2 and q1–q2 meet (crossing or touching). */
function segmentsIntersect(p1: XY, p2: XY, q1: XY, q2: XY): boolean {
  const o1 = orient(p1, p2, q1);
  const o2 = orient(p1, p2, q2);
  const o3 = orient(q1, q2, p1);
  const o4 = orient(q1, q2, p2);
  if (o1 !== o2 && o3 !== o4) return true;
  return (
    (o1 === 0 && onSegment(p1, q1, p2)) ||
    (o2 === 0 && onSegment(p1, q2, p2)) ||
    (o3 === 0 && onSegment(q1, p1, q2)) ||
    (o4 === 0 && onSegment(q1, p2, q2))
  );
}
