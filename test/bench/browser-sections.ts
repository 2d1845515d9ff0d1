/**
 * The browser benches' subsections of `npm run bench` (map, store, effect, open), each driven in Debian
 * Chromium on the bench pages served at `base`; a bench that throws reports itself in its subsection and
 * the others still run (`attempt`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { openRows, runOpenBench } from './open-bench.ts';
import { buildApp, startPreview } from '../browser/server.ts';
import type { MapBenchCase, MapBenchResult } from './map-bench.ts';
import { attempt, type Section } from './node-sections.ts';
import { effectRows, f1, mapSection, mark, storeRows } from './rows.ts';

const EFFECT_TITLE = 'Artillery expected effect in the browser worker (Chromium)';
const OPEN_TITLE = 'First open and the bundle (Chromium, the production build `npm start` serves)';
const TURN_DAY_TITLE = 'Campaign turn in Chromium: 24 hours of Cambrai';
const SCAN_TITLE = 'Opening a campaign with a scanned map (Chromium IndexedDB, the image read and decoded)';
const BASE_MAP_TITLE = 'Opening a campaign with a 200 MB base map (Chromium IndexedDB, a PMTiles archive read by ranges)';

/** Open a bench page, forwarding its console to ours, and wait for its entry point `ready` to exist. */
async function openPage(page: Page, url: string, ready: string): Promise<void> {
  page.on('console', (m) => console.log(`  [page ${m.type()}] ${m.text()}`));
  page.on('pageerror', (e) => console.log(`  [page error] ${e.stack ?? e.message}`));
  await page.goto(url);
  await page.waitForFunction((name) => typeof (window as unknown as Record<string, unknown>)[name] === 'function', ready, { timeout: 60_000 });
}

/**
 * Run the chosen browser benches (`which`: any of map, store, effect, open, basemap) on the pages at `base`
 * (`…/test/bench/*.html`); failures are named in `failed`. Returns the subsections in order.
 */
export async function browserSections(browser: Browser, base: string, which: ReadonlySet<string>, failed: string[]): Promise<Section[]> {
  const out: Section[] = [];
  if (which.has('map')) {
    out.push(
      await attempt('Map', failed, async () => {
        const results: MapBenchResult[] = [];
        for (const mapCase of ['cambrai', 'scaled-2000'] satisfies MapBenchCase[]) {
          const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
          try {
            const page = await context.newPage();
            console.log(`bench: map, ${mapCase}…`);
            await openPage(page, `${base}test/bench/map-bench.html`, 'runMapBenchPage');
            results.push(await page.evaluate((c) => window.runMapBenchPage!(c), mapCase));
          } finally {
            await context.close();
          }
        }
        const lines = results.flatMap(mapSection);
        return lines[lines.length - 1] === '' ? lines.slice(0, -1) : lines;
      }),
    );
  }
  if (which.has('store')) {
    console.log('bench: store…');
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const opened = openPage(page, `${base}test/bench/store-bench.html`, 'runStoreBenchPage');
      out.push(await attempt('Store (Chromium IndexedDB)', failed, async () => (await opened, storeRows(await page.evaluate(() => window.runStoreBenchPage!())))));
      out.push(
        await attempt(TURN_DAY_TITLE, failed, async () => {
          await opened;
          const day = await page.evaluate(() => window.runTurnDayPage!());
          return [
            '| measure | ours | baseline in the same run | ratio |',
            '|---|---|---|---|',
            `| 24 hours of Cambrai from 18:00, ${day.dayBattalions} battalions of 51 Div marching 8 km, halting where contacts begin (${day.dayContacts} contacts), in the page (wall time) | ${f1(day.dayMs)} ms (≤ 3,000 ms: ${mark(day.dayMs <= 3000)}) | the hour step without halting: ${f1(day.dayBaselineMs)} ms | ${(day.dayMs / Math.max(0.1, day.dayBaselineMs)).toFixed(2)}× (≤ 2×: ${mark(day.dayMs <= 2 * day.dayBaselineMs)}) |`,
          ];
        }),
      );
      out.push(
        await attempt(SCAN_TITLE, failed, async () => {
          await opened;
          const scan = await page.evaluate(() => window.runScanOpenBenchPage!());
          return [
            '| measure | ours | baseline in the same run | ratio |',
            '|---|---|---|---|',
            `| open a campaign carrying a ${scan.widthPx} × ${scan.heightPx} (${((scan.widthPx * scan.heightPx) / 1e6).toFixed(0)}-megapixel) JPEG scan (${scan.megabytes.toFixed(1)} MB, a Blob in IndexedDB) with a fresh store, read the image and decode it ready to draw | ${f1(scan.openWithImageMs)} ms (≤ 1,000 ms: ${mark(scan.openWithImageMs <= 1000)}) | the same campaign without it: ${f1(scan.openWithoutMs)} ms | ${(scan.openWithImageMs / Math.max(0.1, scan.openWithoutMs)).toFixed(0)}× |`,
          ];
        }),
      );
    } finally {
      await context.close();
    }
  }
  if (which.has('basemap')) {
    out.push(
      await attempt(BASE_MAP_TITLE, failed, async () => {
        console.log('bench: base map…');
        const context = await browser.newContext();
        try {
          const page = await context.newPage();
          await openPage(page, `${base}test/bench/store-bench.html`, 'runBaseMapOpenBenchPage');
          const b = await page.evaluate(() => window.runBaseMapOpenBenchPage!());
          return [
            '| measure | ours | baseline in the same run | ratio |',
            '|---|---|---|---|',
            `| open a campaign whose base map is a ${b.megabytes.toFixed(0)} MB PMTiles archive (${b.tiles.toLocaleString('en-GB')} PNG tiles, zooms 6–14, leaf directories; a Blob in IndexedDB) with a fresh store, read its header and directories and the ${b.viewTiles} tiles of a 1280 × 800 view, decoded ready to draw | ${f1(b.openWithMapMs)} ms (≤ 1,000 ms: ${mark(b.openWithMapMs <= 1000)}) | the same campaign without it: ${f1(b.openWithoutMs)} ms | ${(b.openWithMapMs / Math.max(0.1, b.openWithoutMs)).toFixed(1)}× |`,
            `| storing the archive with its \`baseMap.opened\` (once, when the umpire opens it) | ${f1(b.storeMs)} ms | | |`,
          ];
        } finally {
          await context.close();
        }
      }),
    );
  }
  if (which.has('effect')) {
    out.push(
      await attempt(EFFECT_TITLE, failed, async () => {
        console.log('bench: expected effect in the browser worker…');
        const context = await browser.newContext();
        try {
          const page = await context.newPage();
          await openPage(page, `${base}test/bench/effect-bench.html`, 'runEffectBenchPage');
          return effectRows(await page.evaluate(() => window.runEffectBenchPage!()));
        } finally {
          await context.close();
        }
      }),
    );
  }
  if (which.has('open')) {
    out.push(
      await attempt(OPEN_TITLE, failed, async () => {
        const appDir = mkdtempSync(join(tmpdir(), 'campaign-desk-open-'));
        try {
          console.log('bench: building the app as npm start does…');
          buildApp(appDir);
          const app = await startPreview(appDir);
          try {
            return openRows(await runOpenBench(browser, appDir, app.url, `${base}test/bench/open-baseline.html`), mark);
          } finally {
            await app.close();
          }
        } finally {
          rmSync(appDir, { recursive: true, force: true });
        }
      }),
    );
  }
  return out;
}
