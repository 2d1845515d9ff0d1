/**
 * Opening a campaign that carries a 20-megapixel scanned map, in Chromium (run by test/bench/run.ts on
 * the store bench page, real IndexedDB): a 5,472 × 3,648 JPEG drawn on a canvas (a grid of sheet-like
 * squares with noise, so it compresses as a scan does), placed in a campaign by `baseImage.placed`;
 * then, timed: `open` of that campaign and the image decoded (`HTMLImageElement.decode`), ready to
 * draw — beside `open` of the same campaign without it. Target ≤ 1 s. It uses its own database name.
 */
import { newMapScenario } from '../../src/campaign/ground/newMap.ts';
import { createCampaignStore } from '../../src/db/store.ts';

/** The figures, milliseconds and megabytes. */
export type ScanOpenFigures = { widthPx: number; heightPx: number; megabytes: number; openWithImageMs: number; openWithoutMs: number };

const DB = 'campaign-desk-bench-scan';

function deleteDb(idb: IDBFactory, name: string): Promise<void> {
  return new Promise((resolve) => {
    const r = idb.deleteDatabase(name);
    r.onsuccess = r.onerror = r.onblocked = () => resolve();
  });
}

/** A 20-megapixel JPEG data URL (see the module note). */
async function scanDataUrl(w: number, h: number): Promise<string> {
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
  const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.85 });
  return new Promise((resolve) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result));
    r.readAsDataURL(blob);
  });
}

/** Run the measure (see the module note). */
export async function runScanOpenBench(idb: IDBFactory, keyRange: typeof IDBKeyRange, log: (s: string) => void): Promise<ScanOpenFigures> {
  await deleteDb(idb, DB);
  const widthPx = 5472;
  const heightPx = 3648;
  const dataUrl = await scanDataUrl(widthPx, heightPx);
  log(`scan: ${widthPx} × ${heightPx} JPEG, ${(dataUrl.length / 1e6).toFixed(1)} MB as a data URL`);
  const store = createCampaignStore({ indexedDB: idb, IDBKeyRange: keyRange, storage: null, name: DB });
  const scenario = newMapScenario({ name: 'Scan bench', sides: { blue: { name: 'Blue', nation: '—' }, red: { name: 'Red', nation: '—' } }, startLocal: '1917-11-20T06:00', utcOffsetMin: 0, grid: { scheme: 'numeric', originLon: 3, originLat: 50, widthM: 30_000, heightM: 20_000, squareM: 1000 } });
  const plain = await store.createFromScenario(scenario, 'Without');
  const withScan = await store.createFromScenario(scenario, 'With');
  const points = [
    { xPx: 0, yPx: 0, ref: '50.18, 3.00', pos: { lon: 3.0, lat: 50.18 } },
    { xPx: widthPx, yPx: 0, ref: '50.18, 3.40', pos: { lon: 3.4, lat: 50.18 } },
    { xPx: 0, yPx: heightPx, ref: '50.00, 3.00', pos: { lon: 3.0, lat: 50.0 } },
  ];
  await store.append(withScan.id, { at: 0, type: 'baseImage.placed', v: 1, payload: { image: { name: 'sheet-57c.jpg', mime: 'image/jpeg', dataUrl, widthPx, heightPx, points } } });
  const times = async (id: string, decode: boolean) => {
    const out: number[] = [];
    for (let k = 0; k < 3; k++) {
      const t = performance.now();
      const opened = await store.open(id);
      if (decode && opened.state.baseImage) {
        const img = new Image();
        img.src = opened.state.baseImage.dataUrl;
        await img.decode();
      }
      out.push(performance.now() - t);
    }
    return out.sort((a, b) => a - b)[1]!;
  };
  const openWithImageMs = await times(withScan.id, true);
  const openWithoutMs = await times(plain.id, false);
  log(`open with the scan, decoded: ${openWithImageMs.toFixed(0)} ms; without: ${openWithoutMs.toFixed(0)} ms`);
  store.close();
  await deleteDb(idb, DB);
  return { widthPx, heightPx, megabytes: dataUrl.length / 1e6, openWithImageMs, openWithoutMs };
}
