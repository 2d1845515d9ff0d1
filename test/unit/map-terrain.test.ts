/**
 * Terrain drawing rules (src/map/terrainStyle.ts) and labels (src/map/terrainLayer.ts's pure
 * parts): every class has a style and a legend row, the z-order, road and trench variants from
 * `kind`/`name`, and the label list with its collision thinning — on both bundled maps' terrain.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FeatureCollection } from 'geojson';
import {
  LEGEND,
  STYLES,
  TERRAIN_BUCKETS,
  bucketOf,
  isBritishLine,
  isMainRoad,
  orderInBucket,
  styleKeyOf,
  terrainStyle,
} from '../../src/map/terrainStyle.ts';
import { declutterLabels, terrainLabels, type TerrainLabel } from '../../src/map/terrainLabels.ts';
import { TERRAIN_1418, type TerrainClass, type TerrainProperties } from '../../src/map/terrainTypes.ts';

const load = (map: string) => JSON.parse(readFileSync(new URL(`../../maps/${map}/terrain.geojson`, import.meta.url), 'utf8')) as FeatureCollection;
const CAMBRAI = load('cambrai-1917');
const TABLE = load('table-1418');
const CLASSES = Object.keys(TERRAIN_1418) as TerrainClass[];

describe('terrain styles', () => {
  it('every class has a style and appears in the legend; every legend key is a style', () => {
    const legendKeys = new Set(LEGEND.map((e) => e.key));
    for (const c of CLASSES) {
      const key = styleKeyOf({ class: c });
      expect(STYLES[key], c).toBeDefined();
      expect(legendKeys.has(key), `${c} in legend`).toBe(true);
    }
    for (const e of LEGEND) expect(STYLES[e.key]).toBeDefined();
    expect(new Set(LEGEND.map((e) => e.label)).size).toBe(LEGEND.length);
  });

  it('draws areas, then water, roads, railways, trenches, ridges', () => {
    expect(TERRAIN_BUCKETS).toEqual(['area', 'water', 'road', 'railway', 'trench', 'ridge']);
    expect(bucketOf('wood')).toBe('area');
    expect(bucketOf('builtUp')).toBe('area');
    expect(bucketOf('canal')).toBe('water');
    expect(bucketOf('ridge')).toBe('ridge');
    expect(orderInBucket({ class: 'open' })).toBeLessThan(orderInBucket({ class: 'builtUp' }));
    expect(orderInBucket({ class: 'road', kind: 'minor road' })).toBeLessThan(orderInBucket({ class: 'road', kind: 'main road' }));
  });

  it('main roads are thicker than minor; British trench lines differ from German; ridges dashed brown', () => {
    expect(isMainRoad({ kind: 'main road (Route nationale 29, straight)' })).toBe(true);
    expect(isMainRoad({ kind: 'minor road', name: 'Havrincourt–Flesquières road' })).toBe(false);
    expect(STYLES.roadMain.weight).toBeGreaterThan(STYLES.roadMinor.weight);
    expect(isBritishLine({ kind: 'British front line, 19 November 1917' })).toBe(true);
    expect(isBritishLine({ kind: 'German front system (Siegfriedstellung)', name: 'Hindenburg Line' })).toBe(false);
    expect(styleKeyOf({ class: 'trench', name: 'British front line' })).toBe('trenchBritish');
    expect(styleKeyOf({ class: 'trench', kind: 'communication trench' })).toBe('trenchComms');
    expect(styleKeyOf({ class: 'canal', kind: 'unfinished canal, dry cutting in 1917' })).toBe('canalDry');
    expect(STYLES.trenchBritish.color).not.toBe(STYLES.trenchGerman.color);
    expect(STYLES.ridge.dashArray).toBeTruthy();
    expect(STYLES.canal.weight).toBeGreaterThan(STYLES.river.weight);
  });

  it('line classes are never filled; an area class drawn as a line is stroked', () => {
    for (const f of CAMBRAI.features) {
      const p = f.properties as TerrainProperties;
      const area = f.geometry.type === 'Polygon' || f.geometry.type === 'MultiPolygon';
      const s = terrainStyle(p, area);
      if (!area) {
        expect(s.fill, `${p.class} ${p.name ?? ''}`).toBe(false);
        expect(s.stroke).toBe(true);
      }
    }
    expect(terrainStyle({ class: 'river' }, false).fill).toBe(false);
    expect(terrainStyle({ class: 'river' }, true).fill).toBe(true);
  });
});

describe('terrain labels', () => {
  it('one label per named village, wood, ridge and line; none for roads and railways; all text', () => {
    const labels = terrainLabels(CAMBRAI);
    const texts = labels.map((l) => l.text);
    for (const name of ['Cambrai', 'Flesquières', 'Bourlon Wood', 'Flesquières ridge', 'Hindenburg Line', 'Canal du Nord']) {
      expect(texts, name).toContain(name);
    }
    expect(labels.some((l) => l.cls === 'road' || l.cls === 'railway')).toBe(false);
    expect(new Set(labels.map((l) => `${l.cls}|${l.text}`)).size).toBe(labels.length);
    const villages = labels.filter((l) => l.cls === 'builtUp');
    expect(villages.every((l) => l.showBelowMpp === 80)).toBe(true);
    expect(labels.filter((l) => l.cls === 'wood').every((l) => l.showBelowMpp === 12)).toBe(true);
    // Villages first, larger first: the town of Cambrai leads.
    expect(labels[0]!.text).toBe('Cambrai');
  });

  it('an area label sits at the centre of its features; a line label on the line', () => {
    const bourlon = terrainLabels(CAMBRAI).find((l) => l.text === 'Bourlon Wood')!;
    const f = CAMBRAI.features.find((x) => (x.properties as TerrainProperties).name === 'Bourlon Wood')!;
    const ring = (f.geometry as GeoJSON.Polygon).coordinates[0]!;
    const xs = ring.map((c) => c[0]!);
    const ys = ring.map((c) => c[1]!);
    expect(bourlon.lng).toBeCloseTo((Math.min(...xs) + Math.max(...xs)) / 2, 12);
    expect(bourlon.lat).toBeCloseTo((Math.min(...ys) + Math.max(...ys)) / 2, 12);
    const ridge = terrainLabels(TABLE).find((l) => l.cls === 'ridge')!;
    const line = TABLE.features.find((x) => (x.properties as TerrainProperties).class === 'ridge')!.geometry as GeoJSON.LineString;
    expect(line.coordinates.some(([x, y]) => x === ridge.lng && y === ridge.lat)).toBe(true);
  });

  it('thinning: only labels allowed at the scale, and none overlapping a label shown before it', () => {
    const mk = (text: string, x: number, showBelowMpp = 40): TerrainLabel => ({ text, cls: 'builtUp', lat: 0, lng: x, showBelowMpp, sizeDeg: 1 });
    const labels = [mk('AAAA', 0), mk('BBBB', 10), mk('CCCC', 100), mk('DDDD', 200, 12)];
    const at = (l: TerrainLabel) => ({ x: l.lng, y: 0 });
    expect(declutterLabels(labels, 30, at)).toEqual([0, 2]); // B overlaps A; D not at 30 m/px
    expect(declutterLabels(labels, 10, at)).toEqual([0, 2, 3]);
    expect(declutterLabels(labels, 50, at)).toEqual([]);
  });

  it('place names give way to unit symbols', () => {
    const mk = (text: string, x: number): TerrainLabel => ({ text, cls: 'builtUp', lat: 0, lng: x, showBelowMpp: 80, sizeDeg: 1 });
    const labels = [mk('AAAA', 0), mk('CCCC', 100)];
    const at = (l: TerrainLabel) => ({ x: l.lng, y: 0 });
    // A symbol box over C's place: C is not shown, A is.
    expect(declutterLabels(labels, 30, at, [[90, -10, 130, 10]])).toEqual([0]);
    expect(declutterLabels(labels, 30, at, [[300, -10, 330, 10]])).toEqual([0, 1]);
  });
});
