/**
 * `createTerrainQuery`: the ground and line of sight over small hand-made features (drawn in local
 * metres, stored as WGS84 like a map's terrain), and a check of the indexed query against a brute-force
 * scan of every feature at random points and sight lines over the Cambrai terrain.
 */
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import { describe, expect, it } from 'vitest';
import { createTerrainQuery } from '../../src/campaign/ground/terrainQuery.ts';
import { TERRAIN_1418, type TerrainClass } from '../../src/campaign/ground/terrainClasses.ts';
import { TERRAIN_1418 as MAP_TERRAIN_1418 } from '../../src/map/terrainTypes.ts';
import type { PointM, TerrainAt } from '../../src/rules/bound/types.ts';
import { gridProjection } from '../../src/rules/projection.ts';
import { mapTerrain } from './engagement-helpers.ts';

const ORIGIN = { lon: 3, lat: 50 };
const proj = gridProjection({ originLon: ORIGIN.lon, originLat: ORIGIN.lat });
const ll = ([x, y]: [number, number]) => {
  const p = proj.toLonLat({ eastingM: x, northingM: y });
  return [p.lon, p.lat];
};
const box = (x0: number, y0: number, x1: number, y1: number): [number, number][] => [[x0, y0], [x1, y0], [x1, y1], [x0, y1], [x0, y0]];
const poly = (cls: TerrainClass, rings: [number, number][][]): GeoJSON.Feature => ({
  type: 'Feature',
  properties: { class: cls, source: 'test' },
  geometry: { type: 'Polygon', coordinates: rings.map((r) => r.map(ll)) },
});
const line = (cls: TerrainClass, pts: [number, number][]): GeoJSON.Feature => ({
  type: 'Feature',
  properties: { class: cls, source: 'test' },
  geometry: { type: 'LineString', coordinates: pts.map(ll) },
});

/** Wood 100–200 × 100–200 (with a clearing 140–160), town 400–500 × 100–200, a road along y = 300, a
 * river across it at x = 800, a canal along y = 600, a ridge x = 700 for y 0–250, a trench along y = 800. */
const features: GeoJSON.FeatureCollection = {
  type: 'FeatureCollection',
  features: [
    poly('wood', [box(100, 100, 200, 200), box(140, 140, 160, 160)]),
    poly('builtUp', [box(400, 100, 500, 200)]),
    line('road', [[0, 300], [1000, 300]]),
    line('river', [[800, 200], [800, 400]]),
    line('canal', [[0, 600], [1000, 600]]),
    line('ridge', [[700, 0], [700, 250]]),
    line('trench', [[0, 800], [300, 800]]),
    { type: 'Feature', properties: { class: 'wood', source: 'test' }, geometry: { type: 'Point', coordinates: ll([50, 50]) } },
  ],
};
const q = createTerrainQuery(features, ORIGIN);
const P = (xM: number, yM: number): PointM => ({ xM, yM });
const T = (move: TerrainAt['move'], cover: TerrainAt['cover'], road = false): TerrainAt => ({ move, cover, road });

describe('terrainAt on hand-made features', () => {
  it('is open ground where nothing is drawn (a point feature counts for nothing)', () => {
    expect(q.terrainAt(P(50, 50))).toEqual(T('open', 'open'));
    expect(q.terrainAt(P(-5000, 9000))).toEqual(T('open', 'open'));
  });

  it('a wood is rough going and defensible cover, except in its clearing; built-up is the same', () => {
    expect(q.terrainAt(P(110, 190))).toEqual(T('rough', 'defensible'));
    expect(q.terrainAt(P(150, 150))).toEqual(T('open', 'open'));
    expect(q.terrainAt(P(450, 150))).toEqual(T('rough', 'defensible'));
    expect(q.terrainAt(P(205, 150))).toEqual(T('open', 'open'));
  });

  it('a road counts within 10 m of its line; a canal is impractical within 15 m; a trench is fortification', () => {
    expect(q.terrainAt(P(500, 309))).toEqual(T('open', 'open', true));
    expect(q.terrainAt(P(500, 291))).toEqual(T('open', 'open', true));
    expect(q.terrainAt(P(500, 311))).toEqual(T('open', 'open'));
    expect(q.terrainAt(P(500, 614))).toEqual(T('impractical', 'open'));
    expect(q.terrainAt(P(500, 616))).toEqual(T('open', 'open'));
    expect(q.terrainAt(P(100, 805))).toEqual(T('rough', 'fortification'));
    expect(q.terrainAt(P(305, 800))).toEqual(T('rough', 'fortification'));
    expect(q.terrainAt(P(311, 800))).toEqual(T('open', 'open'));
  });

  it('a river is impractical, except where a road crosses it (a bridge)', () => {
    expect(q.terrainAt(P(805, 250))).toEqual(T('impractical', 'open'));
    expect(q.terrainAt(P(800, 300))).toEqual(T('open', 'open', true));
  });

  it('TERRAIN_1418 lives in src/campaign and the map module re-exports the same table', () => {
    expect(MAP_TERRAIN_1418).toBe(TERRAIN_1418);
  });
});

describe('lineOfSight on hand-made features', () => {
  it('a wood between blocks; standing in the same wood (or seeing out of it) does not', () => {
    expect(q.lineOfSight(P(50, 120), P(250, 120))).toBe(false);
    expect(q.lineOfSight(P(110, 120), P(190, 120))).toBe(true);
    expect(q.lineOfSight(P(110, 120), P(250, 120))).toBe(true);
    expect(q.lineOfSight(P(50, 50), P(350, 50))).toBe(true);
  });

  it('a town between blocks; a ridge line crossed blocks; sight past the end of the ridge is clear', () => {
    expect(q.lineOfSight(P(300, 150), P(600, 150))).toBe(false);
    expect(q.lineOfSight(P(600, 50), P(800, 50))).toBe(false);
    expect(q.lineOfSight(P(800, 50), P(600, 50))).toBe(false);
    expect(q.lineOfSight(P(600, 280), P(800, 280))).toBe(true);
  });

  it('roads, rivers, canals and trenches do not block sight', () => {
    expect(q.lineOfSight(P(500, 250), P(500, 900))).toBe(true);
  });
});

/** A tiny deterministic generator for the random points (tests only). */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('against a brute-force scan of the Cambrai terrain', () => {
  const terrain = mapTerrain('cambrai-1917');
  const origin = { lon: 2.95, lat: 50.02 };
  const cq = createTerrainQuery(terrain, origin);
  const cp = gridProjection({ originLon: origin.lon, originLat: origin.lat });
  const local = (c: GeoJSON.Position): [number, number] => {
    const m = cp.toLocal({ lon: c[0]!, lat: c[1]! });
    return [m.eastingM, m.northingM];
  };
  const reach: Partial<Record<TerrainClass, number>> = { road: 10, canal: 15, river: 10, trench: 10 };
  const dist = (p: [number, number], a: [number, number], b: [number, number]) => {
    const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
    const t = Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy || 1)));
    return Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy);
  };
  const cross = (p: [number, number], q2: [number, number], a: [number, number], b: [number, number]) => {
    const o = (u: [number, number], v: [number, number], w: [number, number]) => Math.sign((v[0] - u[0]) * (w[1] - u[1]) - (v[1] - u[1]) * (w[0] - u[0]));
    return o(p, q2, a) !== o(p, q2, b) && o(a, b, p) !== o(a, b, q2);
  };
  const lines = (g: GeoJSON.Geometry) => (g.type === 'LineString' ? [g.coordinates] : g.type === 'MultiLineString' ? g.coordinates : []).map((l) => l.map(local));
  const isPoly = (g: GeoJSON.Geometry) => g.type === 'Polygon' || g.type === 'MultiPolygon';

  /** Every feature, no index: the rules of terrainQuery.ts written out plainly. */
  function bruteAt(p: PointM): TerrainAt {
    const here: [number, number] = [p.xM, p.yM];
    const at = cp.toLonLat({ eastingM: p.xM, northingM: p.yM });
    const rank = { open: 0, rough: 1, impractical: 2, defensible: 2, fortification: 3 } as const;
    let move: TerrainAt['move'] = 'open';
    let water: TerrainAt['move'] = 'open';
    let cover: TerrainAt['cover'] = 'open';
    let road = false;
    for (const f of terrain.features) {
      const cls = (f.properties as { class: TerrainClass }).class;
      const e = TERRAIN_1418[cls];
      const inside = isPoly(f.geometry)
        ? booleanPointInPolygon([at.lon, at.lat], f.geometry as GeoJSON.Polygon)
        : lines(f.geometry).some((l) => l.some((pt, i) => i > 0 && dist(here, l[i - 1]!, pt) <= (reach[cls] ?? 10)));
      if (!inside) continue;
      road ||= e.road;
      if (e.move && !isPoly(f.geometry) && (cls === 'river' || cls === 'canal')) water = rank[e.move] > rank[water] ? e.move : water;
      else if (e.move && rank[e.move] > rank[move]) move = e.move;
      if (e.cover && rank[e.cover] > rank[cover]) cover = e.cover;
    }
    return { move: !road && rank[water] > rank[move] ? water : move, cover, road };
  }

  function bruteSight(a: PointM, b: PointM): boolean {
    const A: [number, number] = [a.xM, a.yM];
    const B: [number, number] = [b.xM, b.yM];
    const inPoly = (p: PointM, g: GeoJSON.Geometry) => {
      const ll2 = cp.toLonLat({ eastingM: p.xM, northingM: p.yM });
      return booleanPointInPolygon([ll2.lon, ll2.lat], g as GeoJSON.Polygon);
    };
    for (const f of terrain.features) {
      const cls = (f.properties as { class: TerrainClass }).class;
      if (cls === 'ridge' && lines(f.geometry).some((l) => l.some((pt, i) => i > 0 && cross(A, B, l[i - 1]!, pt)))) return false;
      if ((cls === 'wood' || cls === 'builtUp') && isPoly(f.geometry) && !inPoly(a, f.geometry) && !inPoly(b, f.geometry)) {
        const rings = (f.geometry as GeoJSON.Polygon).coordinates.map((r) => r.map(local));
        if (rings.some((r) => r.some((pt, i) => i > 0 && cross(A, B, r[i - 1]!, pt)))) return false;
      }
    }
    return true;
  }

  // Half the points near a random vertex of a random feature (so woods, towns and roads are hit), half anywhere.
  const rnd = lcg(20_11_1917);
  const vertices: [number, number][] = terrain.features.flatMap((f) =>
    isPoly(f.geometry) ? (f.geometry as GeoJSON.Polygon).coordinates[0]!.map(local) : lines(f.geometry).flat(),
  );
  const point = (): PointM => {
    if (rnd() < 0.5) return P(rnd() * 28_000, rnd() * 25_000);
    const [x, y] = vertices[Math.floor(rnd() * vertices.length)]!;
    return P(x + (rnd() - 0.5) * 120, y + (rnd() - 0.5) * 120);
  };

  it('terrainAt matches at 3000 random points, many of them in woods, towns, on roads and by water', () => {
    const seen: Record<string, number> = {};
    for (let i = 0; i < 3000; i++) {
      const p = point();
      const got = cq.terrainAt(p);
      expect(got, `at (${p.xM.toFixed(2)}, ${p.yM.toFixed(2)})`).toEqual(bruteAt(p));
      const key = `${got.move}/${got.cover}/${got.road ? 'road' : '-'}`;
      seen[key] = (seen[key] ?? 0) + 1;
    }
    expect(seen['rough/defensible/-'] ?? 0).toBeGreaterThan(100);
    expect((seen['open/open/road'] ?? 0) + (seen['rough/defensible/road'] ?? 0)).toBeGreaterThan(100);
    expect(seen['impractical/open/-'] ?? 0).toBeGreaterThan(10);
    expect(seen['rough/fortification/-'] ?? 0).toBeGreaterThan(10);
  });

  it('lineOfSight matches on 1500 random sight lines up to 3 km, both blocked and clear', () => {
    let blocked = 0;
    for (let i = 0; i < 1500; i++) {
      const a = point();
      const r = rnd() * 3000;
      const t = rnd() * 2 * Math.PI;
      const b = P(a.xM + r * Math.cos(t), a.yM + r * Math.sin(t));
      const got = cq.lineOfSight(a, b);
      expect(got, `from (${a.xM.toFixed(2)}, ${a.yM.toFixed(2)}) to (${b.xM.toFixed(2)}, ${b.yM.toFixed(2)})`).toBe(bruteSight(a, b));
      if (!got) blocked++;
    }
    expect(blocked).toBeGreaterThan(200);
    expect(blocked).toBeLessThan(1300);
  });
});
