/**
 * `buildRoadNet` / `roadPath` / `roadRoute` (004 §MOVEMENT: road march keeps to the roads): small
 * hand-made roads drawn in grid metres (stored as WGS84 like a map's terrain) with exact lengths, and
 * the Cambrai road network checked against the terrain query's own idea of where the roads are.
 */
import { describe, expect, it } from 'vitest';
import { buildRoadNet, roadPath, roadRoute, type RoadPath } from '../../src/campaign/ground/roadNet.ts';
import { createTerrainQuery } from '../../src/campaign/ground/terrainQuery.ts';
import type { PointM } from '../../src/rules/bound/types.ts';
import { gridProjection } from '../../src/rules/projection.ts';
import { mapTerrain } from './engagement-helpers.ts';
import scenario from '../../maps/cambrai-1917/scenario.json';

const ORIGIN = { lon: 3, lat: 50 };
const proj = gridProjection({ originLon: ORIGIN.lon, originLat: ORIGIN.lat });
const ll = ([x, y]: [number, number]) => {
  const p = proj.toLonLat({ eastingM: x, northingM: y });
  return [p.lon, p.lat];
};
const road = (...pts: [number, number][]): GeoJSON.Feature => ({
  type: 'Feature',
  properties: { class: 'road', source: 'test' },
  geometry: { type: 'LineString', coordinates: pts.map(ll) },
});
const fc = (...features: GeoJSON.Feature[]): GeoJSON.FeatureCollection => ({ type: 'FeatureCollection', features });
const P = (xM: number, yM: number): PointM => ({ xM, yM });

/** The path's numbers rounded to the millimetre (the WGS84 round trip moves points by far less). */
function mm(p: RoadPath | null) {
  if (!p) return null;
  const r = (v: number) => Math.round(v * 1000) / 1000 + 0;
  return { points: p.points.map((q) => [r(q.xM), r(q.yM)]), roadM: r(p.roadM), accessM: r(p.accessM) };
}

describe('roadPath on hand-made roads', () => {
  const L = buildRoadNet(fc(road([0, 0], [1000, 0], [1000, 1000])), ORIGIN);

  it('follows an L-shaped road, entering and leaving at the snapped points', () => {
    expect([L.nodeCount, L.segmentCount]).toEqual([3, 2]);
    expect(mm(roadPath(L, P(100, -50), P(1050, 900)))).toEqual({
      points: [[100, -50], [100, 0], [1000, 0], [1000, 900], [1050, 900]],
      roadM: 1800,
      accessM: 100,
    });
  });

  it('goes straight along one segment when both ends snap to it; an end on the road adds no point', () => {
    expect(mm(roadPath(L, P(200, 30), P(700, -20)))).toEqual({ points: [[200, 30], [200, 0], [700, 0], [700, -20]], roadM: 500, accessM: 50 });
    expect(mm(roadPath(L, P(1000, 0), P(1000, 250)))).toEqual({ points: [[1000, 0], [1000, 250]], roadM: 250, accessM: 0 });
  });

  it('is null when an end is farther than maxAccessM (default 500 m) from every road', () => {
    expect(roadPath(L, P(100, -600), P(1000, 500))).toBeNull();
    expect(roadPath(L, P(100, -10), P(1501, 500))).toBeNull();
    expect(mm(roadPath(L, P(100, -600), P(1000, 500), { maxAccessM: 600 }))?.accessM).toBe(600);
    expect(roadPath(L, P(100, -9), P(100, -10.5), { maxAccessM: 10 })).toBeNull();
  });

  it('takes the shorter way round a closed ring road (its first and last vertex are one node)', () => {
    const ring = buildRoadNet(fc(road([0, 0], [1000, 0], [1000, 1000], [0, 1000], [0, 0])), ORIGIN);
    expect([ring.nodeCount, ring.segmentCount]).toEqual([4, 4]);
    expect(mm(roadPath(ring, P(900, -10), P(-20, 900)))).toEqual({
      points: [[900, -10], [900, 0], [0, 0], [0, 900], [-20, 900]],
      roadM: 1800,
      accessM: 30,
    });
    expect(mm(roadPath(ring, P(900, -10), P(1020, 100)))?.roadM).toBe(200);
  });

  it('joins a T-junction drawn without a shared vertex by splitting the through road at the foot', () => {
    const t = buildRoadNet(fc(road([0, 0], [1000, 0]), road([400, 6], [400, 600])), ORIGIN);
    expect([t.nodeCount, t.segmentCount]).toEqual([5, 3]);
    expect(mm(roadPath(t, P(0, -10), P(400, 610)))).toEqual({
      points: [[0, -10], [0, 0], [400, 0], [400, 6], [400, 600], [400, 610]],
      roadM: 1000,
      accessM: 20,
    });
    const apart = buildRoadNet(fc(road([0, 0], [1000, 0]), road([400, 20], [400, 600])), ORIGIN);
    expect(apart.nodeCount).toBe(4);
    expect(roadPath(apart, P(0, -10), P(400, 610))).toBeNull();
    expect(mm(roadPath(buildRoadNet(fc(road([0, 0], [1000, 0]), road([400, 20], [400, 600])), ORIGIN, { joinM: 21 }), P(0, -10), P(400, 610)))?.roadM).toBe(1000);
  });

  it('joins two roads whose ends are 10 m apart (within joinM 15 m), and not with joinM 9 m', () => {
    const roads = fc(road([0, 0], [500, 0]), road([506, 8], [506, 500]));
    expect(mm(roadPath(buildRoadNet(roads, ORIGIN), P(0, 0), P(506, 500)))).toEqual({
      points: [[0, 0], [500, 0], [506, 8], [506, 500]],
      roadM: 1002,
      accessM: 0,
    });
    expect(roadPath(buildRoadNet(roads, ORIGIN, { joinM: 9 }), P(0, 0), P(506, 500))).toBeNull();
  });

  it('joins roads that cross without a vertex at the crossing (our ruling), and joins MultiLineString parts', () => {
    const x = buildRoadNet(fc(road([0, 0], [1000, 0]), road([300, -500], [300, 500])), ORIGIN);
    expect([x.nodeCount, x.segmentCount]).toEqual([5, 4]);
    expect(mm(roadPath(x, P(0, 0), P(300, 500)))).toEqual({ points: [[0, 0], [300, 0], [300, 500]], roadM: 800, accessM: 0 });
    const multi: GeoJSON.Feature = {
      type: 'Feature',
      properties: { class: 'road', source: 'test' },
      geometry: { type: 'MultiLineString', coordinates: [[[0, 0], [500, 0]].map((p) => ll(p as [number, number])), [[510, 0], [900, 0]].map((p) => ll(p as [number, number]))] },
    };
    expect(mm(roadPath(buildRoadNet(fc(multi), ORIGIN), P(0, 0), P(900, 0)))?.roadM).toBe(900);
  });

  it('ignores features of other classes and geometries, and answers null with no roads at all', () => {
    const river: GeoJSON.Feature = { ...road([300, -500], [300, 500]), properties: { class: 'river', source: 'test' } };
    const pt: GeoJSON.Feature = { type: 'Feature', properties: { class: 'road', source: 'test' }, geometry: { type: 'Point', coordinates: ll([5, 5]) } };
    const net = buildRoadNet(fc(road([0, 0], [1000, 0]), river, pt), ORIGIN);
    expect([net.nodeCount, net.segmentCount]).toEqual([2, 1]);
    const none = buildRoadNet(fc(river), ORIGIN);
    expect([none.nodeCount, none.segmentCount]).toEqual([0, 0]);
    expect(roadPath(none, P(0, 0), P(10, 0))).toBeNull();
  });

  it('refuses bad coordinates (naming the feature), a bad joinM, and points that are not finite metres', () => {
    const bad: GeoJSON.Feature = { type: 'Feature', properties: { class: 'road' }, geometry: { type: 'LineString', coordinates: [ll([0, 0]), [3, Number.NaN]] } };
    expect(() => buildRoadNet(fc(road([0, 0], [1, 0]), road([0, 5], [1, 5]), bad), ORIGIN)).toThrow(/road feature 2: expected a \[lon, lat\] pair/);
    const short: GeoJSON.Feature = { type: 'Feature', properties: { class: 'road' }, geometry: { type: 'LineString', coordinates: [ll([0, 0])] } };
    expect(() => buildRoadNet(fc(short), ORIGIN)).toThrow(/road feature 0: a line needs at least two/);
    expect(() => buildRoadNet(fc(), ORIGIN, { joinM: -1 })).toThrow(RangeError);
    expect(() => roadPath(L, P(Number.NaN, 0), P(0, 0))).toThrow(/roadPath: from must be a point/);
    expect(() => roadPath(L, P(0, 0), P(0, 0), { maxAccessM: -5 })).toThrow(/maxAccessM/);
    expect(() => roadRoute(L, [])).toThrow(/at least the unit's start/);
  });
});

describe('roadRoute', () => {
  const net = buildRoadNet(fc(road([0, 0], [1000, 0], [1000, 1000]), road([0, 5000], [1000, 5000])), ORIGIN);

  it('chains the legs through every waypoint', () => {
    const r = roadRoute(net, [P(0, 10), P(1000, -10), P(990, 600)]);
    expect(r.unreachable).toBeNull();
    expect(r.points.map((q) => [Math.round(q.xM), Math.round(q.yM)])).toEqual([[0, 10], [0, 0], [1000, 0], [1000, -10], [1000, 0], [1000, 600], [990, 600]]);
    expect(r.roadM).toBeCloseTo(1600, 6);
    expect(r.accessM).toBeCloseTo(40, 6);
    expect(roadRoute(net, [P(3, 4)])).toEqual({ points: [P(3, 4)], roadM: 0, accessM: 0, unreachable: null });
  });

  it('stops at the waypoint before the first one a disconnected road cannot reach', () => {
    const r = roadRoute(net, [P(0, 10), P(1000, 10), P(500, 5010), P(0, 0)]);
    expect(r.unreachable).toBe(2);
    expect(r.points.map((q) => [Math.round(q.xM), Math.round(q.yM)])).toEqual([[0, 10], [0, 0], [1000, 0], [1000, 10]]);
    expect(r.roadM).toBeCloseTo(1010, 6); // (1000, 10) lies on the road's northward leg
    expect(r.accessM).toBeCloseTo(10, 6);
    expect(roadRoute(net, [P(0, 900), P(0, 0)]).unreachable).toBe(1);
  });
});

describe('the Cambrai road network', () => {
  const terrain = mapTerrain('cambrai-1917');
  const origin = { lon: scenario.grid.originLon, lat: scenario.grid.originLat };
  const net = buildRoadNet(terrain, origin);
  const onRoad = createTerrainQuery(terrain, origin).terrainAt;
  const cproj = gridProjection({ originLon: origin.lon, originLat: origin.lat });
  const at = (lon: number, lat: number, dxM: number, dyM: number): PointM => {
    const m = cproj.toLocal({ lon, lat });
    return P(m.eastingM + dxM, m.northingM + dyM);
  };

  it('finds the way along the Cambrai–Bapaume road between two points beside it, on the road all the way', () => {
    const from = at(2.978, 50.1305, 30, -40);
    const to = at(3.19, 50.1705, -20, 50);
    const p = roadPath(net, from, to)!;
    expect(p).not.toBeNull();
    const straightM = Math.hypot(to.xM - from.xM, to.yM - from.yM);
    const snapStraightM = Math.hypot(p.points.at(-2)!.xM - p.points[1]!.xM, p.points.at(-2)!.yM - p.points[1]!.yM);
    expect(p.roadM).toBeGreaterThanOrEqual(snapStraightM);
    expect(p.roadM + p.accessM).toBeGreaterThanOrEqual(straightM);
    expect(p.roadM).toBeLessThanOrEqual(1.5 * straightM);
    expect(p.accessM).toBeLessThan(110);
    const road = p.points.slice(1, -1);
    for (let i = 0; i < road.length; i++) {
      expect(onRoad(road[i]!).road).toBe(true);
      if (i > 0) expect(onRoad(P((road[i - 1]!.xM + road[i]!.xM) / 2, (road[i - 1]!.yM + road[i]!.yM) / 2)).road).toBe(true);
    }
  });

  it('gives the same length both ways between points across the map (Hermies to Rumilly-en-Cambrésis)', () => {
    const a = at(3.0428, 50.1136, 60, 60);
    const b = at(3.2222, 50.1303, -80, 10);
    const there = roadPath(net, a, b)!;
    const back = roadPath(net, b, a)!;
    expect(there.roadM).toBeCloseTo(back.roadM, 6);
    expect(there.points.map((q) => [q.xM.toFixed(3), q.yM.toFixed(3)])).toEqual(back.points.reverse().map((q) => [q.xM.toFixed(3), q.yM.toFixed(3)]));
    expect(there.roadM).toBeGreaterThan(Math.hypot(b.xM - a.xM, b.yM - a.yM) - there.accessM);
  });

  it('road lengths between random points form a metric: symmetric, and no way via a third point is shorter', () => {
    let seed = 12345;
    const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    const pts = Array.from({ length: 24 }, () => P(2000 + rand() * 24000, 4000 + rand() * 18000));
    const road = pts.map((a) => pts.map((b) => roadPath(net, a, b, { maxAccessM: 3000 })?.roadM ?? null));
    let checked = 0;
    for (let i = 0; i < pts.length; i++) {
      for (let j = 0; j < pts.length; j++) {
        const ij = road[i]![j]!;
        expect(ij === null).toBe(road[j]![i]! === null);
        if (ij === null) continue;
        expect(ij).toBeCloseTo(road[j]![i]!, 6);
        for (let k = 0; k < pts.length; k++) {
          const ik = road[i]![k]!, kj = road[k]![j]!;
          if (ik !== null && kj !== null) expect(ij).toBeLessThanOrEqual(ik + kj + 1e-6), checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(5000);
  });
});
