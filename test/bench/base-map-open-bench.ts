/**
 * Opening a campaign with a 200 MB base map, in Chromium (run by test/bench/run.ts on the store bench
 * page, real IndexedDB): a PMTiles archive of PNG tiles, zooms 6–14 over Narvik (about 4,200 tiles of
 * about 48 KB each: padded solid tiles written by test/tools/pmtiles-writer.ts, with leaf directories
 * as a real archive of that size has), stored with `baseMap.opened`; then, timed: `open` of that
 * campaign by a fresh store, its archive's Blob read from IndexedDB, the header and directories read
 * by the `pmtiles` library, and the tiles of a 1280 × 800 view at zoom 12 read and decoded
 * (`createImageBitmap`), ready to draw — beside `open` of the same campaign without a base map.
 * Target ≤ 1 s. It uses its own database name.
 */
import { newMapScenario } from '../../src/campaign/ground/newMap.ts';
import { baseMapFromHeader } from '../../src/campaign/ground/baseMap.ts';
import { archiveIdOf } from '../../src/db/baseMaps.ts';
import type { CampaignStore, OpenedCampaign } from '../../src/db/api.ts';
import { createCampaignStore } from '../../src/db/store.ts';
import { openArchive } from '../../src/map/pmtilesArchive.ts';
import { solidPng, tilesCovering, writePmtiles, type TestTile } from '../tools/pmtiles-writer.ts';
import { deleteDb, medianOpenMs } from './scan-open-bench.ts';

/** The figures, milliseconds and megabytes. */
export type BaseMapOpenFigures = { megabytes: number; tiles: number; viewTiles: number; storeMs: number; openWithMapMs: number; openWithoutMs: number };

const DB = 'campaign-desk-bench-base-map';
const BOUNDS: [number, number, number, number] = [16.9, 68.25, 18.1, 68.7];

/** The archive (see the module note): each tile padded to about 48 KB, zooms 6–14. */
function archiveBytes(): { bytes: Uint8Array; tiles: number } {
  const tiles: TestTile[] = [];
  let seed = 1;
  for (let z = 6; z <= 14; z++) for (const t of tilesCovering(z, BOUNDS)) tiles.push({ ...t, data: solidPng([180 + (z % 3) * 20, 200, 210 - (t.x % 2) * 20], 46_000 + ((seed * 7919) % 4_000), seed++) });
  return { bytes: writePmtiles(tiles, { tileType: 2, bounds: BOUNDS }), tiles: tiles.length };
}

/** Run the measure (see the module note). */
export async function runBaseMapOpenBench(idb: IDBFactory, keyRange: typeof IDBKeyRange, log: (s: string) => void): Promise<BaseMapOpenFigures> {
  await deleteDb(idb, DB);
  const { bytes, tiles } = archiveBytes();
  const blob = new Blob([bytes as BlobPart]);
  log(`archive: ${tiles} tiles, ${(bytes.length / 1e6).toFixed(1)} MB`);
  const store = () => createCampaignStore({ indexedDB: idb, IDBKeyRange: keyRange, storage: null, name: DB });
  const writer = store();
  const scenario = newMapScenario({ name: 'Base map bench', sides: { blue: { name: 'Blue', nation: '—' }, red: { name: 'Red', nation: '—' } }, startLocal: '1940-04-09T04:00', utcOffsetMin: 120, grid: { scheme: 'mgrs', originLon: 17, originLat: 68.3, widthM: 40_000, heightM: 40_000, squareM: 1000 } });
  const plain = await writer.createFromScenario(scenario, 'Without');
  const withMap = await writer.createFromScenario(scenario, 'With');
  const archiveId = await archiveIdOf(blob);
  const header = await openArchive(blob, archiveId).getHeader();
  if (!header.leafDirectoryLength) throw new Error('the archive was written without leaf directories; a real archive of this size has them');
  const baseMap = baseMapFromHeader(header, { name: 'narvik-z6-14.pmtiles', bytes: blob.size, archiveId });
  const t0 = performance.now();
  await writer.append(withMap.id, { at: 0, type: 'baseMap.opened', v: 1, payload: { baseMap } }, { archives: [{ archiveId, blob }] });
  const storeMs = performance.now() - t0;
  writer.close();
  // The view: 1280 × 800 px at zoom 12 around the area's centre, 5 × 4 tiles.
  const centre = tilesCovering(12, [17.45, 68.47, 17.45, 68.47])[0]!;
  const view: { z: number; x: number; y: number }[] = [];
  for (let dx = -2; dx <= 2; dx++) for (let dy = -2; dy <= 1; dy++) view.push({ z: 12, x: centre.x + dx, y: centre.y + dy });
  // Each measure opens with a fresh store (no cached state) and reads what the map draws first.
  const readView = async (reader: CampaignStore, opened: OpenedCampaign) => {
    const map = opened.state.baseMap;
    if (!map) return;
    const archive = openArchive((await reader.archive(opened.meta.id, map.archiveId))!, map.archiveId);
    const images = await Promise.all(view.map(async ({ z, x, y }) => createImageBitmap(new Blob([(await archive.getZxy(z, x, y))!.data], { type: 'image/png' }))));
    images.forEach((b) => b.close());
  };
  const openWithMapMs = await medianOpenMs(store, withMap.id, readView);
  const openWithoutMs = await medianOpenMs(store, plain.id, readView);
  log(`store ${storeMs.toFixed(0)} ms; open with the base map and ${view.length} tiles decoded: ${openWithMapMs.toFixed(0)} ms; without: ${openWithoutMs.toFixed(0)} ms`);
  await deleteDb(idb, DB);
  return { megabytes: bytes.length / 1e6, tiles, viewTiles: view.length, storeMs, openWithMapMs, openWithoutMs };
}
