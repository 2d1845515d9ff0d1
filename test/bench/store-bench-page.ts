/**
 * The store benchmark's page (also the campaign turn's day in Chromium, `window.runTurnDayPage()`): exposes `window.runStoreBenchPage()`, which runs the colleague's
 * `runStoreBench` (test/bench/store-bench.ts) against this Chromium's real IndexedDB with the
 * Cambrai scenario and resolves to its figures (milliseconds). Driven by test/bench/run.ts.
 */
import { runStoreBench } from './store-bench.ts';
import { runScanOpenBench, type ScanOpenFigures } from './scan-open-bench.ts';
import { runBaseMapOpenBench, type BaseMapOpenFigures } from './base-map-open-bench.ts';
import type { Scenario } from '../../src/campaign/model/types.ts';
import scenarioJson from '../../maps/cambrai-1917/scenario.json';
import terrainText from '../../maps/cambrai-1917/terrain.geojson?raw';
import { turnDay, type TurnDayFigure } from './turn-day.ts';

/** The figures `runStoreBench` returns (milliseconds). */
export type StoreBenchFigures = Awaited<ReturnType<typeof runStoreBench>>;

declare global {
  interface Window {
    /** Run the store benchmark once; log lines go to the console (forwarded by run.ts). */
    runStoreBenchPage?: () => Promise<StoreBenchFigures>;
    /** Open a campaign carrying a 20-megapixel scanned map (`scan-open-bench.ts`). */
    runScanOpenBenchPage?: () => Promise<ScanOpenFigures>;
    /** Open a campaign with a 200 MB base map archive (`base-map-open-bench.ts`). */
    runBaseMapOpenBenchPage?: () => Promise<BaseMapOpenFigures>;
    /** The campaign turn's 24 hours of Cambrai in this page (`turn-day.ts`, wall time). */
    runTurnDayPage?: () => TurnDayFigure;
  }
}

window.runStoreBenchPage = () =>
  runStoreBench({
    indexedDB: window.indexedDB,
    IDBKeyRange: window.IDBKeyRange,
    scenario: scenarioJson as unknown as Scenario,
    log: (line: string) => console.log(`[store] ${line}`),
  });
window.runScanOpenBenchPage = () => runScanOpenBench(window.indexedDB, window.IDBKeyRange, (line) => console.log(`[scan] ${line}`));
window.runBaseMapOpenBenchPage = () => runBaseMapOpenBench(window.indexedDB, window.IDBKeyRange, (line) => console.log(`[base map] ${line}`));
window.runTurnDayPage = () =>
  turnDay(scenarioJson as unknown as Scenario, JSON.parse(terrainText) as import('geojson').FeatureCollection, (f) => {
    const t = performance.now();
    f();
    return performance.now() - t;
  });
document.getElementById('status')!.textContent = 'store benchmark page: ready';
