// @vitest-environment jsdom
/**
 * Terrain packed for tiles and drawn tile by tile (`src/map/terrainPack.ts`, `src/map/terrainTiles.ts`):
 * Web-Mercator world pixels at zoom 0 as Leaflet's EPSG:3857 gives them, the drawing order of
 * `TERRAIN_BUCKETS`, a tile drawing only the features its box meets, and the styles it paints with.
 */
import L from 'leaflet';
import { describe, expect, it } from 'vitest';
import type { Feature, FeatureCollection } from 'geojson';
import { featuresIn, packTerrain, Shape, worldX, worldY } from '../../src/map/terrainPack.ts';
import { drawTerrainTile } from '../../src/map/terrainTiles.ts';
import { drawTileUntil, startTile } from '../../src/map/terrainTileDraw.ts';
import { STYLES } from '../../src/map/terrainStyle.ts';

const square = (lon: number, lat: number, d: number, props: Record<string, unknown>): Feature => ({
  type: 'Feature', properties: props, geometry: { type: 'Polygon', coordinates: [[[lon, lat], [lon + d, lat], [lon + d, lat + d], [lon, lat + d], [lon, lat]]] },
});
const line = (coords: number[][], props: Record<string, unknown>): Feature => ({ type: 'Feature', properties: props, geometry: { type: 'LineString', coordinates: coords } });
const fc = (features: Feature[]): FeatureCollection => ({ type: 'FeatureCollection', features });

/** A 2D context that records what is painted: each fill and stroke with its style and the points traced. */
function recorder() {
  const calls: { op: string; style: string; alpha: number; width?: number; dash?: number[]; points: number }[] = [];
  let points = 0;
  const ctx = {
    globalAlpha: 1, fillStyle: '', strokeStyle: '', lineWidth: 1, lineCap: 'butt', lineJoin: 'miter', dash: [] as number[],
    beginPath: () => (points = 0), moveTo: () => points++, lineTo: () => points++, closePath: () => {}, arc: () => points++,
    setLineDash(d: number[]) { this.dash = d; },
    fill() { calls.push({ op: 'fill', style: this.fillStyle, alpha: this.globalAlpha, points }); },
    stroke() { calls.push({ op: 'stroke', style: this.strokeStyle, alpha: this.globalAlpha, width: this.lineWidth, dash: this.dash, points }); },
  };
  return { ctx: ctx as unknown as CanvasRenderingContext2D, calls };
}

describe('terrain packed for tiles', () => {
  it('projects to the zoom-0 world pixels Leaflet gives', () => {
    for (const [lat, lon] of [[50.12, 3.1], [68.4, 17.4], [-33.9, 151.2]] as const) {
      const p = L.CRS.EPSG3857.latLngToPoint(L.latLng(lat, lon), 0);
      expect(worldX(lon)).toBeCloseTo(p.x, 9);
      expect(worldY(lat)).toBeCloseTo(p.y, 9);
    }
  });

  it('keeps the drawing order: areas (open … built-up), water, roads (minor under main), railways; the file order within a class', () => {
    const t = packTerrain(fc([
      line([[3, 50], [3.1, 50]], { class: 'railway' }),
      line([[3, 50], [3.1, 50.1]], { class: 'road', kind: 'main road' }),
      square(3, 50, 0.1, { class: 'builtUp', name: 'B' }),
      line([[3, 50], [3.1, 50.1]], { class: 'road' }),
      square(3, 50, 0.1, { class: 'wood', name: 'W1' }),
      square(3, 50, 0.1, { class: 'wood', name: 'W2' }),
      line([[3, 50], [3.1, 50.1]], { class: 'river' }),
      { type: 'Feature', properties: { name: 'no class' }, geometry: { type: 'Point', coordinates: [3, 50] } },
    ]));
    expect(t.n).toBe(7);
    const keys = Array.from({ length: t.n }, (_, i) => t.styles[t.style[i]!]);
    expect(keys).toEqual([STYLES.wood, STYLES.wood, STYLES.builtUp, expect.objectContaining({ color: STYLES.river.color, fill: false }), STYLES.roadMinor, STYLES.roadMain, STYLES.railway]);
    expect(Array.from(t.shape)).toEqual([Shape.Area, Shape.Area, Shape.Area, Shape.Line, Shape.Line, Shape.Line, Shape.Line]);
    expect(Array.from(t.railway)).toEqual([0, 0, 0, 0, 0, 0, 1]);
  });

  it('finds the features a box meets, in drawing order', () => {
    const t = packTerrain(fc([square(3, 50, 0.01, { class: 'wood' }), square(4, 51, 0.01, { class: 'wood' }), square(3.005, 50.005, 0.01, { class: 'builtUp' })]));
    expect(featuresIn(t, worldX(3.004), worldY(50.006), worldX(3.006), worldY(50.004))).toEqual([0, 2]);
    expect(featuresIn(t, worldX(10), worldY(10), worldX(11), worldY(9))).toEqual([]);
    expect(featuresIn(packTerrain(fc([])), 0, 0, 256, 256)).toEqual([]);
    expect(() => packTerrain({ type: 'Feature' } as never)).toThrow('terrain must be a GeoJSON FeatureCollection');
  });
});

describe('a terrain tile', () => {
  // One wood and one main road inside tile (x, y) at zoom 14 about Cambrai; a wood far away.
  const z = 14;
  const tile = L.CRS.EPSG3857.latLngToPoint(L.latLng(50.17, 3.23), z).divideBy(256).floor();
  const nw = L.CRS.EPSG3857.pointToLatLng(tile.multiplyBy(256).add([64, 64]), z);
  const t = packTerrain(fc([
    square(nw.lng, nw.lat - 0.002, 0.002, { class: 'wood', name: 'Bourlon Wood' }),
    line([[nw.lng, nw.lat - 0.001], [nw.lng + 0.003, nw.lat - 0.001]], { class: 'road', kind: 'main road' }),
    square(nw.lng + 1, nw.lat, 0.002, { class: 'wood' }),
    line([[nw.lng, nw.lat - 0.0005], [nw.lng + 0.002, nw.lat - 0.0005]], { class: 'railway' }),
  ]));

  it('paints only the features it meets, each with its style, the railway again with its white ticks', () => {
    const { ctx, calls } = recorder();
    expect(drawTerrainTile(ctx, t, tile.x, tile.y, z)).toBe(3);
    expect(calls).toEqual([
      { op: 'fill', style: STYLES.wood.fillColor, alpha: STYLES.wood.fillOpacity, points: 5 },
      { op: 'stroke', style: STYLES.wood.color, alpha: STYLES.wood.opacity, width: STYLES.wood.weight, dash: [], points: 5 },
      { op: 'stroke', style: STYLES.roadMain.color, alpha: 1, width: 3.5, dash: [], points: 2 },
      { op: 'stroke', style: STYLES.railway.color, alpha: 1, width: 3.5, dash: [], points: 2 },
      { op: 'stroke', style: STYLES.railwayTicks.color, alpha: 1, width: 1.6, dash: [6, 6], points: 2 },
    ]);
  });

  it('leaves out what is smaller than half a pixel at its zoom', () => {
    const { ctx, calls } = recorder();
    expect(drawTerrainTile(ctx, t, tile.x >> 10, tile.y >> 10, z - 10)).toBe(0);
    expect(calls).toEqual([]);
  });

  it('keeps screen widths at a fractional zoom: shown twice as large, strokes and dashes drawn half as wide', () => {
    const { ctx, calls } = recorder();
    drawTerrainTile(ctx, t, tile.x, tile.y, z, 256, 2);
    expect(calls.filter((c) => c.op === 'stroke').map((c) => [c.width, c.dash])).toEqual([[STYLES.wood.weight / 2, []], [1.75, []], [1.75, []], [0.8, [3, 3]]]);
  });

  it("puts the railways' ticks on once every rail is down, before what lies above them", () => {
    const rails = packTerrain(fc([
      line([[nw.lng, nw.lat - 0.001], [nw.lng + 0.003, nw.lat - 0.001]], { class: 'railway' }),
      line([[nw.lng, nw.lat - 0.0015], [nw.lng + 0.003, nw.lat - 0.0005]], { class: 'railway' }),
      line([[nw.lng, nw.lat - 0.0012], [nw.lng + 0.003, nw.lat - 0.0012]], { class: 'trench', name: 'Hindenburg Line' }),
    ]));
    const { ctx, calls } = recorder();
    drawTerrainTile(ctx, rails, tile.x, tile.y, z);
    expect(calls.map((c) => c.style)).toEqual([STYLES.railway.color, STYLES.railway.color, STYLES.railwayTicks.color, STYLES.railwayTicks.color, STYLES.trenchGerman.color]);
  });

  it('draws a dense tile a slice at a time, going on where it left off, to the same picture', () => {
    // 300 small woods and a railway over them: more than one slice when every deadline has passed already.
    const woods = Array.from({ length: 300 }, (_, i) => square(nw.lng + (i % 20) * 0.0001, nw.lat - 0.0003 - Math.floor(i / 20) * 0.0001, 0.00008, { class: 'wood' }));
    const t = packTerrain(fc([...woods, line([[nw.lng, nw.lat - 0.001], [nw.lng + 0.003, nw.lat - 0.001]], { class: 'railway' })]));
    const whole = recorder();
    const drawnWhole = drawTerrainTile(whole.ctx, t, tile.x, tile.y, z);
    const sliced = recorder();
    const job = startTile(t, tile.x, tile.y, z);
    let calls = 0;
    while (!drawTileUntil(sliced.ctx, t, job, -Infinity)) calls++;
    expect(calls).toBeGreaterThanOrEqual(4); // 63 features a call when the deadline is past: 301 features take five
    expect([job.drawn, sliced.calls]).toEqual([drawnWhole, whole.calls]);
    expect(drawnWhole).toBe(301);
  });
});
