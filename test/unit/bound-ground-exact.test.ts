/**
 * The ground a move crosses, exactly (001 §DIGGING IN & COVER: "Moving from or in impractical terrain =
 * (-75% distance)"; the modifiers of every terrain crossed are added before they apply): a move is cut
 * where its path crosses the edges of the ground, so a 3 m impractical strip 41 m ahead stops medium
 * infantry (60 m) at 41 m — read every 5 m the strip could be stepped over (60 m) — and a base stops at
 * the edge of worse ground, not up to 5 m into it. Checked on a drawn map through the terrain query
 * (`groundBreaks`: polygon edges, a road's reach), and the edges of the engine's own changed ground (a
 * dug-in position left in the open, `rectBreaks`).
 */
import { describe, expect, it } from 'vitest';
import { createTerrainQuery } from '../../src/campaign/ground/terrainQuery.ts';
import { gridProjection } from '../../src/rules/projection.ts';
import { groundAlong, groundAlongExact } from '../../src/rules/bound/pathGround.ts';
import { pricedAlongM } from '../../src/rules/move1418.ts';
import { rectBreaks } from '../../src/rules/bound/geometry.ts';
import type { PointM } from '../../src/rules/bound/types.ts';

const origin = { lon: 3.1, lat: 50.1 };
const proj = gridProjection({ originLon: origin.lon, originLat: origin.lat });
const lonLat = (x: number, y: number): [number, number] => {
  const p = proj.toLonLat({ eastingM: x, northingM: y });
  return [p.lon, p.lat];
};
/** A rectangle x0…x1 × −500…500 of class `cls`. */
const strip = (cls: string, x0: number, x1: number) => ({
  type: 'Feature' as const,
  properties: { class: cls },
  geometry: { type: 'Polygon' as const, coordinates: [[lonLat(x0, -500), lonLat(x1, -500), lonLat(x1, 500), lonLat(x0, 500), lonLat(x0, -500)]] },
});
const roadNS = (x: number) => ({ type: 'Feature' as const, properties: { class: 'road' }, geometry: { type: 'LineString' as const, coordinates: [lonLat(x, -500), lonLat(x, 500)] } });
const query = (...features: object[]) => createTerrainQuery({ type: 'FeatureCollection', features } as GeoJSON.FeatureCollection, origin);
const east = (m: number): PointM[] => [{ xM: m, yM: 0 }];
const O: PointM = { xM: 0, yM: 0 };

/** Medium infantry's move east from the origin over `q`'s ground, exactly and as read every 5 m. */
function moves(q: ReturnType<typeof query>) {
  const at = (p: PointM) => q.terrainAt(p);
  const exact = pricedAlongM('mediumInf', groundAlongExact(at, (a, b) => q.groundBreaks!(a, b), O, east(200), 80), false, 'v0.8', 10, undefined);
  const sampled = pricedAlongM('mediumInf', groundAlong(at, O, east(200), 80), false, 'v0.8', 10, undefined);
  return { exact, sampled };
}

describe('the ground crossed, exactly', () => {
  it('a 3 m impractical strip 40 m ahead halts medium infantry at its edge: 40 m (read every 5 m: stepped over, 60 m)', () => {
    const m = moves(query(strip('impractical', 41, 44)));
    expect(m.exact).toBeCloseTo(41, 6);
    expect(m.sampled).toBe(60);
  });

  it('a base stops at the edge of worse ground, not inside it', () => {
    // Open to 15.5 m, then impractical: the move priced open + impractical is 15 m, already behind it.
    expect(moves(query(strip('impractical', 15.5, 200))).exact).toBeCloseTo(15.5, 6);
    // Read every 5 m the marsh is first seen at 20 m: 4.5 m into it.
    expect(moves(query(strip('impractical', 15.5, 200))).sampled).toBe(20);
  });

  it('cuts a leg at polygon edges and at the edges of a road’s reach (10 m either side of its line)', () => {
    const q = query(strip('rough', 50, 70), roadNS(120));
    const t = q.groundBreaks!(O, { xM: 200, yM: 0 }).map((f) => Math.round(f * 200 * 1000) / 1000);
    expect(t).toEqual([50, 70, 110, 130]);
    // A road at either end counts: medium infantry leaving the road at 120 m eastward: 60 × 1.25 = 75 m.
    const at = (p: PointM) => q.terrainAt(p);
    const fromRoad = groundAlongExact(at, (a, b) => q.groundBreaks!(a, b), { xM: 120, yM: 0 }, [{ xM: 300, yM: 0 }], 90);
    expect(pricedAlongM('mediumInf', fromRoad, false, 'v0.8', 10, undefined)).toBeCloseTo(75, 6);
  });

  it('cuts a leg at the edges of a position the engine turned to rough ground', () => {
    const square = { xM: 100, yM: 0, facingDeg: 30, widthM: 20, depthM: 20 };
    const t = rectBreaks(O, { xM: 200, yM: 0 }, { ...square, facingDeg: 0 }).map((f) => f * 200).sort((a, b) => a - b);
    expect(t.map((x) => Math.round(x * 1000) / 1000)).toEqual([90, 110]);
    // Turned 30°, the square's edges cross the line farther out: 10 / cos 30° either side of its centre.
    const turned = rectBreaks(O, { xM: 200, yM: 0 }, square).map((f) => f * 200).sort((a, b) => a - b);
    expect(turned[0]).toBeCloseTo(100 - 10 / Math.cos(Math.PI / 6), 6);
    expect(turned[1]).toBeCloseTo(100 + 10 / Math.cos(Math.PI / 6), 6);
  });
});
