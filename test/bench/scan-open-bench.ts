/**
 * Opening a campaign that carries a 20-megapixel scanned map, in Chromium (run by test/bench/run.ts on
 * the store bench page, real IndexedDB): a 5,472 × 3,648 JPEG drawn on a canvas (a grid of sheet-like
 * squares with noise, so it compresses as a scan does), placed in a campaign by `baseImage.placed`;
 * then, timed: `open` of that campaign by a fresh store, its image's Blob read from IndexedDB and
 * decoded (`HTMLImageElement.decode`), ready to draw — beside `open` of the same campaign without it. Target ≤ 1 s. It uses its own database name.
 */
import { newMapScenario } from '../../src/campaign/ground/newMap.ts';
import { imageIdOf } from '../../src/campaign/ground/scanImage.ts';
import type { CampaignStore, OpenedCampaign } from '../../src/db/api.ts';
import { createCampaignStore } from '../../src/db/store.ts';

/** The figures, milliseconds and megabytes. */
export type ScanOpenFigures = { widthPx: number; heightPx: number; megabytes: number; openWithImageMs: number; openWithoutMs: number };

const DB = 'campaign-desk-bench-scan';

/** Delete the bench's own database `name` (whatever a previous run left). */
export function deleteDb(idb: IDBFactory, name: string): Promise<void> {
  return new Promise((resolve) => {
    const r = idb.deleteDatabase(name);
    r.onsuccess = r.onerror = r.onblocked = () => resolve();
  });
}

/**
 * The median of three opens of campaign `id`, each by a fresh store (`store()`: no cached state) and
 * followed by `read` (what the map reads and decodes first), in milliseconds.
 */
export async function medianOpenMs(store: () => CampaignStore, id: string, read: (reader: CampaignStore, opened: OpenedCampaign) => Promise<void>): Promise<number> {
  const out: number[] = [];
  for (let k = 0; k < 3; k++) {
    const reader = store();
    const t = performance.now();
    await read(reader, await reader.open(id));
    out.push(performance.now() - t);
    reader.close();
  }
  return out.sort((a, b) => a - b)[1]!;
}

/** A 20-megapixel JPEG (see the module note). */
async function scanJpeg(w: number, h: number): Promise<Blob> {
  const canvas = new OffscreenCanvas(w, h);
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = '#ece3cf';
  ctx.fillRect(0, 0, w, h);
  let seed = 1917;
  const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  for (let i = 0; i < 60_000; i++) {
    ctx.fillStyle = `rgba(${80 + rnd() * 80}, ${60 + rnd() * 60}, ${40 + rnd() * 40}, 0.5)`;
    ctx.fillRect(rnd() * w, rnd() * h, 2 + rnd() * 30, 2 + rnd() * 6);
  }
  ctx.strokeStyle = '#6b3a2a';
  for (let x = 0; x < w; x += 152) ctx.strokeRect(x, 0, 1, h);
  for (let y = 0; y < h; y += 152) ctx.strokeRect(0, y, w, 1);
  return canvas.convertToBlob({ type: 'image/jpeg', quality: 0.85 });
}

/** Run the measure (see the module note). */
export async function runScanOpenBench(idb: IDBFactory, keyRange: typeof IDBKeyRange, log: (s: string) => void): Promise<ScanOpenFigures> {
  await deleteDb(idb, DB);
  const widthPx = 5472;
  const heightPx = 3648;
  const jpeg = await scanJpeg(widthPx, heightPx);
  const bytes = new Uint8Array(await jpeg.arrayBuffer());
  log(`scan: ${widthPx} × ${heightPx} JPEG, ${(bytes.length / 1e6).toFixed(1)} MB`);
  const store = () => createCampaignStore({ indexedDB: idb, IDBKeyRange: keyRange, storage: null, name: DB });
  const writer = store();
  const scenario = newMapScenario({ name: 'Scan bench', sides: { blue: { name: 'Blue', nation: '—' }, red: { name: 'Red', nation: '—' } }, startLocal: '1917-11-20T06:00', utcOffsetMin: 0, grid: { scheme: 'numeric', originLon: 3, originLat: 50, widthM: 30_000, heightM: 20_000, squareM: 1000 } });
  const plain = await writer.createFromScenario(scenario, 'Without');
  const withScan = await writer.createFromScenario(scenario, 'With');
  const points = [
    { xPx: 0, yPx: 0, ref: '50.18, 3.00', pos: { lon: 3.0, lat: 50.18 } },
    { xPx: widthPx, yPx: 0, ref: '50.18, 3.40', pos: { lon: 3.4, lat: 50.18 } },
    { xPx: 0, yPx: heightPx, ref: '50.00, 3.00', pos: { lon: 3.0, lat: 50.0 } },
  ];
  const imageId = imageIdOf(bytes);
  const image = { name: 'sheet-57c.jpg', mime: 'image/jpeg' as const, imageId, bytes: bytes.length, widthPx, heightPx, points };
  await writer.append(withScan.id, { at: 0, type: 'baseImage.placed', v: 2, payload: { image } }, { images: [{ imageId, mime: 'image/jpeg', blob: jpeg }] });
  writer.close();
  // Each measure opens with a fresh store (no cached state), reads the image's Blob and decodes it, as the map does.
  const readScan = async (reader: CampaignStore, opened: OpenedCampaign) => {
    if (!opened.state.baseImage) return;
    const url = URL.createObjectURL(await reader.image(opened.meta.id, opened.state.baseImage.imageId));
    const img = new Image();
    img.src = url;
    await img.decode();
    URL.revokeObjectURL(url);
  };
  const openWithImageMs = await medianOpenMs(store, withScan.id, readScan);
  const openWithoutMs = await medianOpenMs(store, plain.id, readScan);
  log(`open with the scan, read and decoded: ${openWithImageMs.toFixed(0)} ms; without: ${openWithoutMs.toFixed(0)} ms`);
  await deleteDb(idb, DB);
  return { widthPx, heightPx, megabytes: bytes.length / 1e6, openWithImageMs, openWithoutMs };
}
