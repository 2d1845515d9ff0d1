/**
 * Builds `maps/cambrai-1917/terrain.geojson` (the ground of the Battle of Cambrai, 20 November 1917)
 * from hand-authored data in `maps/cambrai-1917/features/*.json` and the real commune boundaries in
 * `../shared/realdata/cambrai/communes-cambrai-1917-area.geojson` (IGN Admin Express 2018).
 *
 * Run from the repo root: `npx tsx maps/tools/build-cambrai-terrain.ts`. The output is checked in, so
 * the app never needs `/work/shared` at run time.
 *
 * - One built-up area per commune (114), drawn as an irregular polygon around the village centre
 *   (`features/villages.json`), shrunk until every vertex lies inside its commune; a centre marked
 *   `pole` (or one that cannot fit) goes to the commune's pole of inaccessibility (`polylabel`) and the
 *   feature gets `kind: 'approximate position'`. Extra hamlets are placed in the commune holding them.
 * - Lines and areas are copied from `features/lines.json` / `features/areas.json`; `links` become
 *   schematic straight minor roads between built-up centres.
 * Every feature's `source` must be a `### key` of `maps/cambrai-1917/SOURCES.md`; polygons get
 * closed counter-clockwise exterior rings (RFC 7946); coordinates are rounded to 5 decimals.
 * Throws `Error` naming the feature on any inconsistency (unknown commune, coordinate out of the
 * Cambrai box, unknown source key, hamlet or town outside every commune).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import polylabel from 'polylabel';
import type { Feature, FeatureCollection, Geometry, MultiPolygon, Polygon, Position } from 'geojson';
import type { TerrainClass } from '../../src/map/terrainTypes.ts';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const mapDir = resolve(repo, 'maps/cambrai-1917');
const COMMUNES_PATH = resolve(repo, '../shared/realdata/cambrai/communes-cambrai-1917-area.geojson');
/** The map box, WGS84 degrees: every non-built-up coordinate must lie inside it. */
const CAMBRAI_BOX = { west: 2.95, east: 3.35, south: 50.02, north: 50.25 } as const;
/** Half-width in metres of a built-up area of each size class. */
const RADIUS_M: Record<string, number> = { s: 175, m: 250, l: 375, xl: 500, hamlet: 120 };

type Commune = Feature<Polygon | MultiPolygon, { code: string; nom: string }>;
type Village = { code: string; lat: number | null; lon: number | null; position: 'checked' | 'recalled' | 'pole'; size: string };
type Hamlet = { name: string; lat: number; lon: number; kind: string };
type LineIn = { class: TerrainClass; name: string; kind: string; source: string; coordinates: Position[] };
type AreaIn = { class: TerrainClass; name: string; kind: string; source: string; ring: Position[] };
type Props = { class: TerrainClass; name: string; kind: string; source: string; commune?: string };

const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;
const round = (p: Position): Position => [Math.round(p[0]! * 1e5) / 1e5, Math.round(p[1]! * 1e5) / 1e5];

/** Deterministic PRNG (mulberry32) seeded from a string, so rebuilds give the same shapes. */
function rng(seedText: string): () => number {
  let a = 0;
  for (const ch of seedText) a = (Math.imul(a ^ ch.charCodeAt(0), 2654435761) + 0x9e3779b9) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Signed area of a ring in degree² (positive = counter-clockwise). */
function signedArea(ring: Position[]): number {
  let s = 0;
  for (let i = 0; i < ring.length - 1; i++) s += ring[i]![0]! * ring[i + 1]![1]! - ring[i + 1]![0]! * ring[i]![1]!;
  return s / 2;
}

/** Rounds, closes and orients a ring counter-clockwise (RFC 7946 exterior ring). */
function closeCcw(ring: Position[], what: string): Position[] {
  if (ring.length < 3) throw new Error(`${what}: a ring needs at least 3 distinct positions, got ${ring.length}`);
  const r = ring.map(round);
  const first = r[0]!;
  const last = r[r.length - 1]!;
  if (first[0] !== last[0] || first[1] !== last[1]) r.push([...first]);
  return signedArea(r) < 0 ? r.reverse() : r;
}

/** An irregular village-like ring (about `radiusM` half-width) around `centre`, counter-clockwise. */
function blob(centre: Position, radiusM: number, seed: string): Position[] {
  const rand = rng(seed);
  const ratio = 1 + 0.6 * rand();
  const axis = rand() * Math.PI;
  const n = 11;
  const mPerDegLon = 111320 * Math.cos((centre[1]! * Math.PI) / 180);
  const ring: Position[] = [];
  for (let i = 0; i < n; i++) {
    const a = (2 * Math.PI * i) / n + (rand() - 0.5) * 0.35;
    const c = Math.cos(a - axis) / Math.sqrt(ratio);
    const s = Math.sin(a - axis) * Math.sqrt(ratio);
    const r = (radiusM / Math.sqrt(c * c + s * s)) * (0.78 + 0.35 * rand());
    ring.push([centre[0]! + (r * Math.cos(a)) / mPerDegLon, centre[1]! + (r * Math.sin(a)) / 110574]);
  }
  return ring;
}

/** True when every vertex and edge midpoint of the (closed) ring lies inside the commune. */
function ringInside(ring: Position[], commune: Commune): boolean {
  for (let i = 0; i < ring.length - 1; i++) {
    const a = ring[i]!;
    const b = ring[i + 1]!;
    const mid: Position = [(a[0]! + b[0]!) / 2, (a[1]! + b[1]!) / 2];
    if (!booleanPointInPolygon(a, commune) || !booleanPointInPolygon(mid, commune)) return false;
  }
  return true;
}

/** Pole of inaccessibility of a commune (largest part of a MultiPolygon). */
function pole(commune: Commune): Position {
  const g = commune.geometry;
  const polys = g.type === 'Polygon' ? [g.coordinates] : g.coordinates;
  const largest = polys.reduce((best, p) => (Math.abs(signedArea(p[0]!)) > Math.abs(signedArea(best[0]!)) ? p : best));
  const p = polylabel(largest, 1e-5);
  return [p[0]!, p[1]!];
}

/** Fits a built-up ring in its commune: shrink first, then slide the centre towards the pole. */
function fitBuiltUp(centre: Position, radiusM: number, commune: Commune, seed: string): { ring: Position[]; centre: Position; moved: number } | null {
  const target = pole(commune);
  for (const t of [0, 0.15, 0.3, 0.5, 0.75, 1]) {
    const c: Position = [centre[0]! + (target[0]! - centre[0]!) * t, centre[1]! + (target[1]! - centre[1]!) * t];
    for (let scale = 1; scale >= 0.45; scale -= 0.05) {
      const ring = closeCcw(blob(c, radiusM * scale, seed), seed);
      if (ringInside(ring, commune)) return { ring, centre: c, moved: t };
    }
  }
  return null;
}

/** The part of segment a→b inside the box (Liang–Barsky), or null when it misses the box. */
function clipToBox(a: Position, b: Position): [Position, Position] | null {
  const [x0, y0] = [a[0]!, a[1]!];
  const [dx, dy] = [b[0]! - x0, b[1]! - y0];
  let t0 = 0;
  let t1 = 1;
  const edges: [number, number][] = [[-dx, x0 - CAMBRAI_BOX.west], [dx, CAMBRAI_BOX.east - x0], [-dy, y0 - CAMBRAI_BOX.south], [dy, CAMBRAI_BOX.north - y0]];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return null;
    } else if (p < 0) t0 = Math.max(t0, q / p);
    else t1 = Math.min(t1, q / p);
  }
  if (t0 >= t1) return null;
  return [[x0 + dx * t0, y0 + dy * t0], [x0 + dx * t1, y0 + dy * t1]];
}

function inBox(p: Position): boolean {
  return p[0]! >= CAMBRAI_BOX.west && p[0]! <= CAMBRAI_BOX.east && p[1]! >= CAMBRAI_BOX.south && p[1]! <= CAMBRAI_BOX.north;
}

const feature = (geometry: Geometry, properties: Props): Feature<Geometry, Props> => ({ type: 'Feature', properties, geometry });

function build(): FeatureCollection<Geometry, Props> {
  const communes = readJson<FeatureCollection<Polygon | MultiPolygon, { code: string; nom: string }>>(COMMUNES_PATH).features;
  const byCode = new Map(communes.map((c) => [c.properties.code, c]));
  const villages = readJson<{ villages: Village[]; hamlets: Hamlet[] }>(resolve(mapDir, 'features/villages.json'));
  const lines = readJson<{ features: LineIn[]; links: [string, string][] }>(resolve(mapDir, 'features/lines.json'));
  const areas = readJson<{ features: AreaIn[]; town: AreaIn & { code: string } }>(resolve(mapDir, 'features/areas.json'));
  const out: Feature<Geometry, Props>[] = [];
  const centres = new Map<string, Position>();

  for (const v of villages.villages) {
    const commune = byCode.get(v.code);
    if (!commune) throw new Error(`villages.json: commune code ${v.code} is not in ${COMMUNES_PATH}`);
    const name = commune.properties.nom;
    if (v.code === areas.town.code) continue; // drawn by hand below
    const radius = RADIUS_M[v.size];
    if (radius === undefined) throw new Error(`villages.json ${name}: unknown size '${v.size}'`);
    const given: Position | null = v.position === 'pole' || v.lon === null || v.lat === null ? null : [v.lon, v.lat];
    const fit = fitBuiltUp(given ?? pole(commune), radius, commune, v.code);
    if (!fit) throw new Error(`villages.json ${name}: no built-up polygon fits inside the commune`);
    const approximate = given === null || fit.moved === 1;
    if (given && fit.moved > 0) console.warn(`${name}: centre moved ${Math.round(fit.moved * 100)}% towards the commune's pole to fit`);
    centres.set(name, fit.centre);
    out.push(feature({ type: 'Polygon', coordinates: [fit.ring] }, {
      class: 'builtUp', name,
      kind: approximate ? 'approximate position' : fit.moved > 0 ? 'village (centre shifted to fit the commune)' : 'village',
      source: approximate ? 'commune-pole' : 'gazetteer-wikipedia', commune: v.code,
    }));
  }

  const town = areas.town;
  const townCommune = byCode.get(town.code);
  const townRing = closeCcw(town.ring, town.name);
  if (!townCommune || !ringInside(townRing, townCommune)) throw new Error(`areas.json town ${town.name}: ring leaves commune ${town.code}`);
  const townCentre = villages.villages.find((v) => v.code === town.code);
  centres.set(town.name, [townCentre?.lon ?? townRing[0]![0]!, townCentre?.lat ?? townRing[0]![1]!]);
  out.push(feature({ type: 'Polygon', coordinates: [townRing] }, { class: 'builtUp', name: town.name, kind: town.kind, source: town.source, commune: town.code }));

  for (const h of villages.hamlets) {
    const commune = communes.find((c) => booleanPointInPolygon([h.lon, h.lat], c));
    if (!commune) throw new Error(`villages.json hamlet ${h.name}: (${h.lon}, ${h.lat}) lies in no commune`);
    const fit = fitBuiltUp([h.lon, h.lat], RADIUS_M.hamlet!, commune, h.name);
    if (!fit || fit.moved > 0) throw new Error(`villages.json hamlet ${h.name}: does not fit at its place in ${commune.properties.nom}`);
    centres.set(h.name, fit.centre);
    out.push(feature({ type: 'Polygon', coordinates: [fit.ring] }, {
      class: 'builtUp', name: h.name, kind: h.kind, source: 'trench-maps-57c', commune: commune.properties.code,
    }));
  }

  for (const a of areas.features) {
    out.push(feature({ type: 'Polygon', coordinates: [closeCcw(a.ring, a.name)] }, { class: a.class, name: a.name, kind: a.kind, source: a.source }));
  }
  for (const l of lines.features) {
    out.push(feature({ type: 'LineString', coordinates: l.coordinates.map(round) }, { class: l.class, name: l.name, kind: l.kind, source: l.source }));
  }
  for (const [a, b] of lines.links) {
    const pa = centres.get(a);
    const pb = centres.get(b);
    if (!pa || !pb) throw new Error(`lines.json link ${a}–${b}: no built-up area named '${pa ? b : a}'`);
    const clipped = clipToBox(pa, pb); // links to villages outside the box stop at its edge
    if (!clipped) continue;
    out.push(feature({ type: 'LineString', coordinates: clipped.map(round) }, {
      class: 'road', name: `${a}–${b} road`, kind: 'minor road', source: 'schematic-village-links',
    }));
  }
  return { type: 'FeatureCollection', features: out };
}

/** Checks source keys against SOURCES.md and the box rule; throws naming the first offender. */
function validate(fc: FeatureCollection<Geometry, Props>): void {
  const md = readFileSync(resolve(mapDir, 'SOURCES.md'), 'utf8');
  const keys = new Set([...md.matchAll(/^### (\S+)\s*$/gm)].map((m) => m[1]!));
  for (const f of fc.features) {
    const p = f.properties;
    if (!keys.has(p.source)) throw new Error(`${p.name}: source '${p.source}' is not a ### heading of SOURCES.md`);
    if (p.class === 'builtUp') continue; // villages sit at their true place, some just outside the box
    const g = f.geometry;
    const pts = g.type === 'Polygon' ? g.coordinates.flat() : g.type === 'LineString' ? g.coordinates : [];
    const bad = pts.find((q) => !inBox(q));
    if (bad) throw new Error(`${p.name}: coordinate ${JSON.stringify(bad)} lies outside the Cambrai box`);
  }
}

const fc = build();
validate(fc);
const text = `{"type":"FeatureCollection","features":[\n${fc.features.map((f) => JSON.stringify(f)).join(',\n')}\n]}\n`;
writeFileSync(resolve(mapDir, 'terrain.geojson'), text);
console.log(`wrote ${fc.features.length} features, ${(text.length / 1024).toFixed(0)} KiB to maps/cambrai-1917/terrain.geojson`);
