/**
 * The bundled terrain data: `maps/cambrai-1917/terrain.geojson` (built by
 * `maps/tools/build-cambrai-terrain.ts`) and `maps/table-1418/terrain.geojson` (built by
 * `maps/tools/build-table-terrain.ts`). Checks the data contract of docs/ARCHITECTURE.md §Data
 * (known class, `source` = a `### key` of the map's SOURCES file), RFC 7946 geometry, that every
 * built-up area lies in its own commune (IGN Admin Express 2018, ../shared/realdata), that all 114
 * communes have one, the named features of the battle, the map box and the table extent.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import type { Feature, FeatureCollection, Geometry, MultiPolygon, Polygon, Position } from 'geojson';
import { TERRAIN_1418, type TerrainClass, type TerrainProperties } from '../../src/map/terrainTypes.ts';
import { gridProjection } from '../../src/rules/projection.ts';

const root = resolve(import.meta.dirname, '../..');
const CAMBRAI = resolve(root, 'maps/cambrai-1917');
const TABLE = resolve(root, 'maps/table-1418');
const COMMUNES = resolve(root, '../shared/realdata/cambrai/communes-cambrai-1917-area.geojson');
const BOX = { west: 2.95, east: 3.35, south: 50.02, north: 50.25 };

type Props = TerrainProperties & { commune?: string };
type Commune = Feature<Polygon | MultiPolygon, { code: string; nom: string }>;

const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;
const terrain = (dir: string) => readJson<FeatureCollection<Geometry, Props>>(resolve(dir, 'terrain.geojson')).features;
/** `### key` headings of the SOURCES files that exist in a map directory. */
function sourceKeys(dir: string, files: string[]): Set<string> {
  const keys = new Set<string>();
  for (const f of files.map((n) => resolve(dir, n)).filter((p) => existsSync(p))) {
    for (const m of readFileSync(f, 'utf8').matchAll(/^### (\S+)\s*$/gm)) keys.add(m[1]!);
  }
  return keys;
}

const LINE_CLASSES: TerrainClass[] = ['road', 'railway', 'river', 'canal', 'trench', 'ridge'];
const AREA_CLASSES: TerrainClass[] = ['builtUp', 'wood', 'open', 'rough', 'impractical', 'defensible', 'fortification'];

/** Twice the signed area of a ring (positive = counter-clockwise). */
function ringArea2(ring: Position[]): number {
  let s = 0;
  for (let i = 0; i < ring.length - 1; i++) s += ring[i]![0]! * ring[i + 1]![1]! - ring[i + 1]![0]! * ring[i]![1]!;
  return s;
}

/** Every position of a geometry. */
function positions(g: Geometry): Position[] {
  switch (g.type) {
    case 'Point': return [g.coordinates];
    case 'LineString': case 'MultiPoint': return g.coordinates;
    case 'Polygon': case 'MultiLineString': return g.coordinates.flat();
    case 'MultiPolygon': return g.coordinates.flat(2);
    default: return [];
  }
}

/** Problems with a feature's class, source and RFC 7946 geometry ([] when it is valid). */
function problems(f: Feature<Geometry, Props>, keys: Set<string>): string[] {
  const p = f.properties;
  const out: string[] = [];
  const cls = p.class;
  if (!(cls in TERRAIN_1418)) out.push(`unknown class '${cls}'`);
  if (!keys.has(p.source)) out.push(`source '${p.source}' is not a ### key`);
  const g = f.geometry;
  const lineOk = LINE_CLASSES.includes(cls) && (g.type === 'LineString' || g.type === 'MultiLineString');
  const waterArea = (cls === 'river' || cls === 'canal') && (g.type === 'Polygon' || g.type === 'MultiPolygon');
  const areaOk = AREA_CLASSES.includes(cls) && (g.type === 'Polygon' || g.type === 'MultiPolygon');
  if (!lineOk && !areaOk && !waterArea) out.push(`geometry ${g.type} is wrong for class ${cls}`);
  for (const q of positions(g)) if (q.length !== 2 || !q.every(Number.isFinite)) out.push(`bad position ${JSON.stringify(q)}`);
  const lines = g.type === 'LineString' ? [g.coordinates] : g.type === 'MultiLineString' ? g.coordinates : [];
  for (const l of lines) if (l.length < 2) out.push('line with fewer than 2 positions');
  const polys = g.type === 'Polygon' ? [g.coordinates] : g.type === 'MultiPolygon' ? g.coordinates : [];
  for (const poly of polys) {
    poly.forEach((ring, i) => {
      const [a, z] = [ring[0]!, ring[ring.length - 1]!];
      if (ring.length < 4) out.push('ring with fewer than 4 positions');
      if (a[0] !== z[0] || a[1] !== z[1]) out.push('ring not closed');
      if (i === 0 && !(ringArea2(ring) > 0)) out.push('exterior ring not counter-clockwise');
      if (i > 0 && !(ringArea2(ring) < 0)) out.push('hole not clockwise');
    });
  }
  return out.map((m) => `${p.name ?? cls}: ${m}`);
}

describe('Cambrai 1917 terrain', () => {
  const features = terrain(CAMBRAI);
  const keys = sourceKeys(CAMBRAI, ['SOURCES.md']);
  const communes = readJson<FeatureCollection<Polygon | MultiPolygon, { code: string; nom: string }>>(COMMUNES).features;
  const byCode = new Map<string, Commune>(communes.map((c) => [c.properties.code, c]));
  const builtUp = features.filter((f) => f.properties.class === 'builtUp');
  const named = (cls: TerrainClass, name: string) => features.filter((f) => f.properties.class === cls && f.properties.name === name);

  it('has valid classes, sources and geometry everywhere', () => {
    expect(features.length).toBeGreaterThan(200);
    expect(features.flatMap((f) => problems(f, keys))).toEqual([]);
  });

  it('puts every built-up area, vertex by vertex, inside its own commune', () => {
    const outside: string[] = [];
    for (const f of builtUp) {
      const commune = byCode.get(f.properties.commune ?? '');
      if (!commune) { outside.push(`${f.properties.name}: unknown commune '${f.properties.commune}'`); continue; }
      for (const q of positions(f.geometry)) {
        if (!booleanPointInPolygon(q, commune)) outside.push(`${f.properties.name} ${JSON.stringify(q)} not in ${commune.properties.nom}`);
      }
    }
    expect(outside).toEqual([]);
  });

  it('gives all 114 communes a built-up area named after the commune', () => {
    expect(communes).toHaveLength(114);
    const missing = communes.filter((c) => !builtUp.some((f) => f.properties.commune === c.properties.code && f.properties.name === c.properties.nom));
    expect(missing.map((c) => c.properties.nom)).toEqual([]);
  });

  it('draws villages at their gazetteer centre and Cambrai as a town several km across', () => {
    const centroid = (name: string): Position => {
      const ring = (named('builtUp', name)[0]!.geometry as Polygon).coordinates[0]!.slice(0, -1);
      return [ring.reduce((s, q) => s + q[0]!, 0) / ring.length, ring.reduce((s, q) => s + q[1]!, 0) / ring.length];
    };
    const metres = (a: Position, b: Position) => Math.hypot((a[0]! - b[0]!) * 71_500, (a[1]! - b[1]!) * 111_200);
    expect(metres(centroid('Flesquières'), [3.1175, 50.1244])).toBeLessThan(150); // fr.wikipedia: 50°07′28″N 3°07′03″E
    expect(metres(centroid('Masnières'), [3.2106, 50.1158])).toBeLessThan(150); // 50°06′57″N 3°12′38″E
    const cambrai = positions(named('builtUp', 'Cambrai')[0]!.geometry);
    const lons = cambrai.map((q) => q[0]!);
    expect((Math.max(...lons) - Math.min(...lons)) * 71_500).toBeGreaterThan(2000);
  });

  it('marks placeholder positions as approximate', () => {
    const approx = builtUp.filter((f) => f.properties.kind === 'approximate position');
    expect(approx.map((f) => f.properties.name).sort()).toEqual(
      ['Dehéries', 'Séranvillers-Forenville', 'Thun-Saint-Martin', 'Walincourt-Selvigny']);
    expect(approx.every((f) => f.properties.source === 'commune-pole')).toBe(true);
  });

  it('has the named features of the battle', () => {
    expect(named('wood', 'Bourlon Wood')).toHaveLength(1);
    expect(named('wood', 'Havrincourt Wood')).toHaveLength(1);
    expect(named('trench', 'Hindenburg Line')).toHaveLength(1);
    expect(named('trench', 'Hindenburg Support Line')).toHaveLength(1);
    expect(named('trench', 'British front line')).toHaveLength(1);
    expect(named('canal', 'Canal du Nord')).toHaveLength(1);
    expect(features.filter((f) => f.properties.class === 'canal' && /St Quentin canal/i.test(f.properties.name ?? ''))).toHaveLength(1);
    expect(named('ridge', 'Flesquières ridge')).toHaveLength(1);
    expect(named('road', 'Cambrai–Bapaume road')).toHaveLength(1);
  });

  it('runs the Cambrai–Bapaume road south of Bourlon Wood', () => {
    const road = named('road', 'Cambrai–Bapaume road')[0]!.geometry as Extract<Geometry, { type: 'LineString' }>;
    const wood = positions(named('wood', 'Bourlon Wood')[0]!.geometry);
    const woodSouth = Math.min(...wood.map((q) => q[1]!));
    const [woodW, woodE] = [Math.min(...wood.map((q) => q[0]!)), Math.max(...wood.map((q) => q[0]!))];
    const alongside = road.coordinates.filter((q) => q[0]! >= woodW - 0.01 && q[0]! <= woodE + 0.01);
    expect(alongside.length).toBeGreaterThan(0);
    expect(alongside.every((q) => q[1]! < woodSouth)).toBe(true);
  });

  it('keeps lines and areas in the box; only villages of communes crossing its edge may leave it', () => {
    const inBox = (q: Position) => q[0]! >= BOX.west && q[0]! <= BOX.east && q[1]! >= BOX.south && q[1]! <= BOX.north;
    const offenders: string[] = [];
    for (const f of features) {
      if (positions(f.geometry).every(inBox)) continue;
      const commune = f.properties.class === 'builtUp' ? byCode.get(f.properties.commune ?? '') : undefined;
      if (!commune || positions(commune.geometry).every(inBox)) offenders.push(f.properties.name ?? f.properties.class);
    }
    expect(offenders).toEqual([]);
  });

  it('stays small: under 1.5 MB, at most 6 decimals per coordinate', () => {
    expect(statSync(resolve(CAMBRAI, 'terrain.geojson')).size).toBeLessThan(1.5 * 1024 * 1024);
    const long = features.flatMap((f) => positions(f.geometry)).flat().filter((x) => Math.abs(x * 1e6 - Math.round(x * 1e6)) > 1e-6);
    expect(long).toEqual([]);
  });
});

describe('table 1418 terrain', () => {
  const features = terrain(TABLE);
  const keys = sourceKeys(TABLE, ['SOURCES.md']);
  const proj = gridProjection({ originLon: 3.0, originLat: 50.0 });

  it('has valid classes, sources and geometry everywhere', () => {
    expect(features.flatMap((f) => problems(f, keys))).toEqual([]);
  });

  it('has a German trench line, a village, a wood, rough ground, a road and a stream', () => {
    const classes = new Set(features.map((f) => f.properties.class));
    for (const c of ['trench', 'builtUp', 'wood', 'rough', 'road', 'river'] as const) expect(classes.has(c)).toBe(true);
    expect(features.some((f) => f.properties.class === 'trench' && /German/.test(f.properties.kind ?? ''))).toBe(true);
  });

  it('lies within the 1828.8 m × 1219.2 m table', () => {
    const off = features.flatMap((f) => positions(f.geometry))
      .map((q) => proj.toLocal({ lon: q[0]!, lat: q[1]! }))
      .filter((m) => !(m.eastingM > 0 && m.eastingM < 1828.8 && m.northingM > 0 && m.northingM < 1219.2));
    expect(off).toEqual([]);
  });

  it('puts the village under the sample sheet\'s bombardment of B1 and B2', () => {
    const village = features.find((f) => f.properties.class === 'builtUp' && f.properties.name === 'Hautcourt')!;
    const pts = positions(village.geometry).map((q) => proj.toLocal({ lon: q[0]!, lat: q[1]! }));
    const east = pts.map((m) => m.eastingM);
    const north = pts.map((m) => m.northingM);
    expect(Math.min(...east)).toBeLessThan(152.4); // reaches into column B from the west
    expect(Math.max(...east)).toBeGreaterThan(304.8);
    expect(Math.min(...north)).toBeLessThan(152.4); // row 1
    expect(Math.max(...north)).toBeGreaterThan(304.8); // through row 2
  });
});
