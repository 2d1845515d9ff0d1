/**
 * A GeoJSON terrain file read and classified off the page's thread (`terrainFile.worker.ts`): parsed,
 * each feature given its class by the OpenStreetMap presets and the umpire's rules
 * (`importTerrainGeoJson`), what it keeps checked against what a campaign may hold
 * (`terrainFeaturesProblem`), and — still in the worker — packed as the store keeps it
 * (`packTerrainFeatures`) and prepared for drawing (`prepareTerrainWire`). The answer crosses to the page
 * as transferred buffers, so tens of thousands of features never arrive as millions of objects to copy
 * on the page's thread; the features themselves are unpacked only when the campaign is created. Where
 * there are no workers (jsdom) it all runs on the page.
 */
import { importTerrainGeoJson, terrainFeaturesProblem, type TerrainFeature, type TerrainImport, type TerrainRule } from '../../campaign/index.ts';
import { packTerrainFeatures, unpackTerrainFeatures, type PackedTerrainFeatures } from '../../db/terrainRows.ts';
import { preparedFromWire, preparedTransfer, prepareTerrainWire, type PreparedTerrain, type PreparedTerrainWire } from '../../map/terrainDrawing.ts';
import { callWorker } from '../files/workerCall.ts';

/** A file and how to read it: the rules (a rule with no property matches nothing), whether the presets apply, the coordinate system chosen (null: the file's). */
export type TerrainFileRequest = { name: string; blob: Blob; rules: TerrainRule[]; presets: boolean; epsg: number | null };

/** The answer as it crosses from the worker: the import's summary, its features packed (or as they are, when they cannot be packed exactly) and its drawing. */
export type TerrainFileAnswer = Omit<TerrainImport, 'features'> & { count: number; packed: PackedTerrainFeatures | TerrainFeature[]; drawing: PreparedTerrainWire };

/** A file read, as the form holds it: the summary and feature count, the drawing, and the features when they are wanted. */
export type TerrainFileRead = Omit<TerrainImport, 'features'> & { count: number; drawing: PreparedTerrain; features(): TerrainFeature[] };

/** Read, classify, pack and prepare the file where this runs. Rejects with the reason in the user's words (not GeoJSON, too much kept, …). */
export async function answerTerrainFile({ name, blob, rules, presets, epsg }: TerrainFileRequest): Promise<TerrainFileAnswer> {
  let doc: unknown;
  try {
    doc = JSON.parse(await blob.text());
  } catch (e) {
    throw new Error(`${name} is not a GeoJSON file: ${e instanceof Error ? e.message : String(e)}.`);
  }
  try {
    const { features, ...summary } = importTerrainGeoJson(doc, { rules, presets, source: name, idPrefix: 'terrain', ...(epsg ? { epsg } : {}) });
    const problem = terrainFeaturesProblem(features);
    if (problem) throw new Error(`what it keeps ${problem}`);
    const drawing = prepareTerrainWire({ type: 'FeatureCollection', features: features as unknown as GeoJSON.Feature[] });
    return { ...summary, count: features.length, packed: packTerrainFeatures(features) ?? features, drawing };
  } catch (e) {
    throw new Error(`${name} cannot be used: ${e instanceof Error ? e.message : String(e)}.`);
  }
}

/** The buffers an answer carries, transferred with it. */
export function answerTransfer(a: TerrainFileAnswer): ArrayBuffer[] {
  const p = a.packed;
  const packed = Array.isArray(p) ? [] : [p.kinds.buffer, p.counts.buffer, p.coords.buffer].map((b) => b as ArrayBuffer);
  return [...new Set([...packed, ...preparedTransfer(a.drawing)])];
}

/** The form's hold on an answer: its drawing rebuilt, its features unpacked once, when first asked for. */
export function readFromAnswer({ packed, drawing, ...summary }: TerrainFileAnswer): TerrainFileRead {
  let features: TerrainFeature[] | null = Array.isArray(packed) ? packed : null;
  return { ...summary, drawing: preparedFromWire(drawing), features: () => (features ??= unpackTerrainFeatures(packed as PackedTerrainFeatures)) };
}

/** The terrain `request` names, read and classified in a worker (ended when `signal` aborts). */
export async function readTerrainFile(request: TerrainFileRequest, signal?: AbortSignal): Promise<TerrainFileRead> {
  const worker = () => new Worker(new URL('./terrainFile.worker.ts', import.meta.url), { type: 'module' });
  return readFromAnswer(await callWorker(worker, request, answerTerrainFile, 'Reading the terrain file', signal));
}
