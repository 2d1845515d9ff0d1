/**
 * The own-ground benchmark (plain Node: `npm run bench -- ground`): a 50,000-feature GeoJSON file in
 * OpenStreetMap tagging over 40 × 40 km (woods, buildings and residential areas, roads, railways,
 * streams, water, scrub; generated, seeded) read into a campaign's terrain, then the bound engine's
 * terrain queries on it. Measured, each beside a baseline in the same run:
 * (a) the import as the New map form does it — the file's text parsed, the features mapped by the
 *     presets, and the payload checked as the store checks it — beside `JSON.parse` of the text alone;
 *     target ≤ 5 s;
 * (b) 20,000 `terrainAt` and 2,000 `lineOfSight` queries on the imported ground, beside the same
 *     queries on the Cambrai map's terrain; target: as fast as Cambrai's (≤ 1.5× its time, the noise
 *     of a shared machine allowed);
 * (c) opening a campaign from the store (fake-indexeddb) that carries a 20-megapixel scanned map (a
 *     5,472 × 3,648 JPEG of 9 MB, as a data URL in its `baseImage.placed` event), beside the same
 *     campaign without it; target ≤ 1 s. Decoding and painting the image in the browser are not in it.
 * Times are this process's CPU time (wall time for (c), which waits on the store), the median of 3
 * rounds; printed, never asserted.
 */
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FeatureCollection } from 'geojson';
import { importTerrainGeoJson } from '../../src/campaign/ground/osmImport.ts';
import { terrainFeaturesProblem } from '../../src/campaign/ground/terrainFeatures.ts';
import { createTerrainQuery } from '../../src/campaign/ground/terrainQuery.ts';
import { REPO_DIR } from '../browser/server.ts';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { createCampaignStore } from '../../src/db/store.ts';
import { imageIdOf } from '../../src/campaign/ground/scanImage.ts';
import { narvikScenario, TINY_SCAN } from '../unit/own-ground-fixture.ts';
import { cpuMs, median } from './cpu.ts';
import { seededDice } from '../../src/rules/dice.ts';

/** The figures printed and written to docs/BENCHMARKS.md. */
export type GroundBenchFigure = {
  features: number; kept: number; megabytes: number; importMs: number; parseMs: number; queryMs: number; cambraiQueryMs: number; cambraiFeatures: number;
  imageMegabytes: number; openWithImageMs: number; openWithoutMs: number;
};

const TARGET = { importMs: 5000, queryRatio: 1.5, openMs: 1000 } as const;
const ORIGIN = { lon: 17.0, lat: 68.3 };

/** A seeded generator of numbers in [0, 1) (pure-rand's xoroshiro128+ through the dice), so every run reads the same file. */
function rng(seed: number): () => number {
  const dice = seededDice(seed);
  return () => (dice.roll(1, 'bench ground', 1_000_000)[0]! - 1) / 1_000_000;
}

/** The 50,000-feature file's text (see the module note). */
export function osmFileText(count = 50_000): string {
  const r = rng(1940);
  const dLon = 40_000 / 41_000; // ≈ degrees of longitude in 40 km at 68° N
  const dLat = 40_000 / 111_000;
  const at = () => [ORIGIN.lon + r() * dLon, ORIGIN.lat + r() * dLat];
  const ring = (c: number[], radiusDeg: number, n: number) => {
    const pts = Array.from({ length: n }, (_, i) => {
      const a = (i / n) * 2 * Math.PI;
      const k = 0.7 + 0.3 * r();
      return [c[0]! + Math.cos(a) * radiusDeg * 2.4 * k, c[1]! + Math.sin(a) * radiusDeg * k];
    });
    return [...pts, pts[0]!];
  };
  const line = (c: number[], n: number, stepDeg: number) => {
    const pts = [c];
    for (let i = 1; i < n; i += 1) pts.push([pts[i - 1]![0]! + (r() - 0.3) * stepDeg * 2.4, pts[i - 1]![1]! + (r() - 0.3) * stepDeg]);
    return pts;
  };
  const kinds: [Record<string, string>, () => unknown][] = [
    [{ building: 'yes' }, () => ({ type: 'Polygon', coordinates: [ring(at(), 0.0001, 4)] })],
    [{ landuse: 'forest' }, () => ({ type: 'Polygon', coordinates: [ring(at(), 0.002, 14)] })],
    [{ landuse: 'residential' }, () => ({ type: 'Polygon', coordinates: [ring(at(), 0.001, 8)] })],
    [{ highway: 'track' }, () => ({ type: 'LineString', coordinates: line(at(), 8, 0.002) })],
    [{ highway: 'secondary' }, () => ({ type: 'LineString', coordinates: line(at(), 12, 0.003) })],
    [{ waterway: 'stream' }, () => ({ type: 'LineString', coordinates: line(at(), 10, 0.002) })],
    [{ natural: 'scrub' }, () => ({ type: 'Polygon', coordinates: [ring(at(), 0.0015, 10)] })],
    [{ natural: 'water' }, () => ({ type: 'Polygon', coordinates: [ring(at(), 0.0015, 12)] })],
    [{ railway: 'rail' }, () => ({ type: 'LineString', coordinates: line(at(), 20, 0.004) })],
    [{ amenity: 'bench' }, () => ({ type: 'Point', coordinates: at() })],
  ];
  const weights = [0.5, 0.1, 0.05, 0.15, 0.05, 0.06, 0.04, 0.02, 0.01, 0.02];
  const features = Array.from({ length: count }, (_, i) => {
    let x = r();
    let k = 0;
    while (x > weights[k]! && k < weights.length - 1) x -= weights[k++]!;
    const [tags, geometry] = kinds[k]!;
    return { type: 'Feature', properties: { ...tags, ...(i % 7 === 0 ? { name: `Feature ${i}` } : {}) }, geometry: geometry() };
  });
  return JSON.stringify({ type: 'FeatureCollection', features });
}

/** Queries: `terrainAt` at 20,000 points and `lineOfSight` over 2,000 pairs, in a 10 km box of local metres. */
function queries(terrain: FeatureCollection, origin: { lon: number; lat: number }, centre: { x: number; y: number }): () => void {
  const q = createTerrainQuery(terrain, origin);
  const r = rng(7);
  const pts = Array.from({ length: 20_000 }, () => ({ xM: centre.x + (r() - 0.5) * 10_000, yM: centre.y + (r() - 0.5) * 10_000 }));
  return () => {
    for (const p of pts) q.terrainAt(p);
    for (let i = 0; i < 2_000; i += 1) q.lineOfSight(pts[i]!, pts[i + 1]!);
  };
}

/**
 * Wall time of `open` and reading the scanned map's bytes (`image`) on a fresh store holding a Narvik
 * campaign with (or without) a 9 MB scanned map, the store's own cache left out (a second store opens it).
 */
async function openMs(withImage: boolean): Promise<{ ms: number; imageBytes: number }> {
  const indexedDB = new IDBFactory();
  const writer = createCampaignStore({ indexedDB, IDBKeyRange, storage: null });
  const meta = await writer.createFromScenario(narvikScenario(), 'Narvik');
  // 9 MB of JPEG (what a 5,472 × 3,648 scan at ordinary quality weighs); the store never decodes it.
  const bytes = new Uint8Array(9_000_000).fill(0x5a);
  bytes.set([0xff, 0xd8, 0xff]);
  const imageId = imageIdOf(bytes);
  if (withImage) {
    const image = { ...TINY_SCAN, name: 'sheet-57c.jpg', mime: 'image/jpeg' as const, imageId, bytes: bytes.length, widthPx: 5472, heightPx: 3648 };
    await writer.append(meta.id, { at: 0, type: 'baseImage.placed', v: 2, payload: { image } }, { images: [{ imageId, mime: 'image/jpeg', blob: new Blob([bytes]) }] });
  } else await writer.append(meta.id, { at: 0, type: 'settings.changed', v: 1, payload: { changes: { sitrepEveryMin: 60 } } });
  writer.close();
  const times: number[] = [];
  for (let k = 0; k < 3; k += 1) {
    const store = createCampaignStore({ indexedDB, IDBKeyRange, storage: null });
    const t = performance.now();
    const opened = await store.open(meta.id);
    if (opened.state.baseImage) await (await store.image(meta.id, opened.state.baseImage.imageId)).arrayBuffer();
    times.push(performance.now() - t);
    store.close();
  }
  return { ms: median(times), imageBytes: withImage ? bytes.length : 0 };
}

/** Run the bench, printing as it goes. */
export async function runGroundBench(say: (line: string) => void = console.log): Promise<GroundBenchFigure> {
  const text = osmFileText();
  say(`file: ${(text.length / 1e6).toFixed(1)} MB`);
  let kept = 0;
  let imported: FeatureCollection = { type: 'FeatureCollection', features: [] };
  const importMs = median([0, 1, 2].map(() => cpuMs(() => {
    const r = importTerrainGeoJson(JSON.parse(text), { source: 'bench.geojson', idPrefix: 't' });
    const problem = terrainFeaturesProblem(r.features);
    if (problem) throw new Error(problem);
    kept = r.features.length;
    imported = { type: 'FeatureCollection', features: r.features };
  })));
  const parseMs = median([0, 1, 2].map(() => cpuMs(() => void JSON.parse(text))));
  say(`import ${importMs.toFixed(0)} ms (${kept} kept), JSON.parse alone ${parseMs.toFixed(0)} ms`);
  const cambrai = JSON.parse(readFileSync(join(REPO_DIR, 'maps/cambrai-1917/terrain.geojson'), 'utf8')) as FeatureCollection;
  // Both boxes centred on ground with features: Narvik's 20 km in, Cambrai's round Flesquières.
  const own = queries(imported, ORIGIN, { x: 20_000, y: 20_000 });
  const theirs = queries(cambrai, { lon: 2.95, lat: 50.02 }, { x: 12_000, y: 11_000 });
  const queryMs = median([0, 1, 2].map(() => cpuMs(own)));
  const cambraiQueryMs = median([0, 1, 2].map(() => cpuMs(theirs)));
  say(`queries ${queryMs.toFixed(0)} ms, on Cambrai ${cambraiQueryMs.toFixed(0)} ms`);
  const withImage = await openMs(true);
  const without = await openMs(false);
  say(`open with a 20-megapixel scan ${withImage.ms.toFixed(0)} ms, without ${without.ms.toFixed(0)} ms`);
  return {
    features: 50_000, kept, megabytes: text.length / 1e6, importMs, parseMs, queryMs, cambraiQueryMs, cambraiFeatures: cambrai.features.length,
    imageMegabytes: withImage.imageBytes / 1e6, openWithImageMs: withImage.ms, openWithoutMs: without.ms,
  };
}

/** The bench's table for docs/BENCHMARKS.md. */
export function groundRows(f: GroundBenchFigure): string[] {
  const n = (x: number) => Math.round(x).toLocaleString('en-GB');
  return [
    '| measure | ours | baseline in the same run | ratio |',
    '|---|---|---|---|',
    `| (a) import a ${n(f.features)}-feature GeoJSON file in OpenStreetMap tagging (${f.megabytes.toFixed(1)} MB; ${n(f.kept)} kept): parse, map by the presets, check the payload | ${n(f.importMs)} ms (≤ ${n(TARGET.importMs)} ms: ${f.importMs <= TARGET.importMs ? 'met' : 'NOT met'}) | \`JSON.parse\` of the text alone: ${n(f.parseMs)} ms | ${(f.importMs / f.parseMs).toFixed(1)}× |`,
    `| (b) 20,000 \`terrainAt\` and 2,000 \`lineOfSight\` on the imported ground | ${n(f.queryMs)} ms (≤ ${TARGET.queryRatio}× Cambrai's: ${f.queryMs <= TARGET.queryRatio * f.cambraiQueryMs ? 'met' : 'NOT met'}) | the same on Cambrai's terrain (${n(f.cambraiFeatures)} features): ${n(f.cambraiQueryMs)} ms | ${(f.queryMs / f.cambraiQueryMs).toFixed(2)}× |`,
    `| (c) open a campaign carrying a 20-megapixel scanned map (a ${f.imageMegabytes.toFixed(1)} MB Blob) from the store and read its bytes (fake-indexeddb, a fresh store: no cache; the browser's decoding and painting in the store bench) | ${n(f.openWithImageMs)} ms (≤ ${n(TARGET.openMs)} ms: ${f.openWithImageMs <= TARGET.openMs ? 'met' : 'NOT met'}) | the same campaign without it: ${n(f.openWithoutMs)} ms | ${(f.openWithImageMs / Math.max(1, f.openWithoutMs)).toFixed(1)}× |`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) void runGroundBench();
