/**
 * A GeoJSON terrain file read and classified off the page's thread (`terrainFile.worker.ts`): parsed,
 * each feature given its class by the OpenStreetMap presets and the umpire's rules
 * (`importTerrainGeoJson`), and what it keeps checked against what a campaign may hold
 * (`terrainFeaturesProblem`). Where there are no workers (jsdom) it runs on the page.
 */
import { importTerrainGeoJson, terrainFeaturesProblem, type TerrainImport, type TerrainRule } from '../../campaign/index.ts';
import { callWorker } from '../files/workerCall.ts';

/** A file and how to read it: the rules, whether the presets apply, the coordinate system chosen (null: the file's). */
export type TerrainFileRequest = { name: string; blob: Blob; rules: TerrainRule[]; presets: boolean; epsg: number | null };

/** Read and classify the file where this runs. Rejects with the reason in the user's words (not GeoJSON, too much kept, …). */
export async function readTerrainFileHere({ name, blob, rules, presets, epsg }: TerrainFileRequest): Promise<TerrainImport> {
  let doc: unknown;
  try {
    doc = JSON.parse(await blob.text());
  } catch (e) {
    throw new Error(`${name} is not a GeoJSON file: ${e instanceof Error ? e.message : String(e)}.`);
  }
  try {
    const r = importTerrainGeoJson(doc, { rules: rules.filter((x) => x.key.trim()), presets, source: name, idPrefix: 'terrain', ...(epsg ? { epsg } : {}) });
    const problem = terrainFeaturesProblem(r.features);
    if (problem) throw new Error(`what it keeps ${problem}`);
    return r;
  } catch (e) {
    throw new Error(`${name} cannot be used: ${e instanceof Error ? e.message : String(e)}.`);
  }
}

/** The terrain `request` names, read and classified in a worker (ended when `signal` aborts). */
export function readTerrainFile(request: TerrainFileRequest, signal?: AbortSignal): Promise<TerrainImport> {
  const worker = () => new Worker(new URL('./terrainFile.worker.ts', import.meta.url), { type: 'module' });
  return callWorker(worker, request, readTerrainFileHere, 'Reading the terrain file', signal);
}
