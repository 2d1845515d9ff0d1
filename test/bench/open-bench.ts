/**
 * The first-open benchmark (`npm run bench -- open`), on what `npm start` serves: the production build
 * (`vite build`), served by `vite preview`, opened in Chromium.
 * - Chunks: every JavaScript file of the build with its size and gzipped size; no chunk may pass 500 KB.
 * - First open: a fresh profile (the bundled Cambrai campaign is created), from navigation to the first
 *   unit symbols drawn (`[data-testid=unit-layer]` `data-drawn` > 0); reload: the same profile again.
 * - Critical JavaScript: the JavaScript files fetched before the first symbols were drawn, gzipped.
 * - BASELINE in the same run: test/bench/open-baseline.html, bare Leaflet drawing the same terrain and a
 *   marker per unit, opened the same way. Median of `RUNS` opens each.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';

/** Opens per measure (the median is reported). */
const RUNS = 5;

/** Targets of the first open (ms, KB gzipped, ratio to the baseline). */
export const OPEN_TARGET = { firstOpenMs: 2000, reloadMs: 800, vsBaseline: 3, criticalKbGz: 250, chunkKb: 500 } as const;

/** One chunk of the build: its file, size and gzipped size in KB. */
export type Chunk = { file: string; kb: number; kbGz: number };

/** The benchmark's figures (ms medians; KB). */
export type OpenBenchResult = {
  chunks: Chunk[];
  firstOpenMs: number;
  reloadMs: number;
  baselineFirstMs: number;
  baselineReloadMs: number;
  criticalKbGz: number;
  critical: string[];
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Every .js file under `dir/assets` with its sizes, largest first. */
export function chunksOf(dir: string): Chunk[] {
  const assets = join(dir, 'assets');
  return readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => {
      const bytes = readFileSync(join(assets, f));
      return { file: f, kb: statSync(join(assets, f)).size / 1024, kbGz: gzipSync(bytes).length / 1024 };
    })
    .sort((a, b) => b.kb - a.kb);
}

/** Milliseconds from navigation until `ready` (a page expression) holds, and the .js files fetched by then. */
async function timeUntil(page: Page, go: () => Promise<unknown>, ready: string): Promise<{ ms: number; js: string[] }> {
  await go();
  const ms = await page.waitForFunction(`(${ready}) ? performance.now() : false`, undefined, { polling: 'raf', timeout: 120_000 });
  const at = (await ms.jsonValue()) as number;
  const js = await page.evaluate((t) => performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.js') && e.startTime <= t).map((e) => e.name.split('/').pop()!), at);
  return { ms: at, js };
}

/** `RUNS` first opens (a fresh context each) and reloads of `url`, ready when `ready` holds. */
async function opens(browser: Browser, url: string, ready: string): Promise<{ first: number[]; reload: number[]; js: string[] }> {
  const first: number[] = [];
  const reload: number[] = [];
  let js: string[] = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    page.on('pageerror', (e) => console.log(`  [page error] ${e.message}`));
    const a = await timeUntil(page, () => page.goto(url), ready);
    first.push(a.ms);
    js = a.js;
    const b = await timeUntil(page, () => page.reload(), ready);
    reload.push(b.ms);
    await context.close();
  }
  return { first, reload, js };
}

/**
 * Run the benchmark: `appUrl` serves the app's build in `appDir`, `baselineUrl` the baseline page.
 * Prints its progress; returns the figures.
 */
export async function runOpenBench(browser: Browser, appDir: string, appUrl: string, baselineUrl: string): Promise<OpenBenchResult> {
  const chunks = chunksOf(appDir);
  console.log('bench: first open, the app…');
  const app = await opens(browser, appUrl, `Number(document.querySelector('[data-testid="unit-layer"]')?.getAttribute('data-drawn') ?? 0) > 0`);
  console.log('bench: first open, the baseline page…');
  const base = await opens(browser, baselineUrl, `Number(document.getElementById('map')?.dataset.drawn ?? 0) > 0`);
  const critical = [...new Set(app.js)];
  const criticalKbGz = critical.reduce((s, f) => s + (chunks.find((c) => c.file === f)?.kbGz ?? 0), 0);
  return {
    chunks,
    firstOpenMs: median(app.first),
    reloadMs: median(app.reload),
    baselineFirstMs: median(base.first),
    baselineReloadMs: median(base.reload),
    criticalKbGz,
    critical,
  };
}

/** The benchmark's rows for docs/BENCHMARKS.md, each target "met" or "NOT met". */
export function openRows(r: OpenBenchResult, mark: (ok: boolean) => string): string[] {
  const t = OPEN_TARGET;
  const big = r.chunks.filter((c) => c.kb > t.chunkKb);
  const ratio = (a: number, b: number) => (a / Math.max(1, b)).toFixed(2);
  return [
    '| measure | the app (what `npm start` serves) | baseline: bare Leaflet, the same terrain and markers | ratio | targets |',
    '|---|---|---|---|---|',
    `| first open (fresh profile, the campaign created) to the first symbols drawn, median of ${RUNS} | ${r.firstOpenMs.toFixed(0)} ms | ${r.baselineFirstMs.toFixed(0)} ms | ${ratio(r.firstOpenMs, r.baselineFirstMs)}× | ≤ ${t.firstOpenMs} ms: ${mark(r.firstOpenMs <= t.firstOpenMs)}; ≤ ${t.vsBaseline}×: ${mark(r.firstOpenMs <= t.vsBaseline * r.baselineFirstMs)} |`,
    `| reload to the first symbols drawn, median of ${RUNS} | ${r.reloadMs.toFixed(0)} ms | ${r.baselineReloadMs.toFixed(0)} ms | ${ratio(r.reloadMs, r.baselineReloadMs)}× | ≤ ${t.reloadMs} ms: ${mark(r.reloadMs <= t.reloadMs)}; ≤ ${t.vsBaseline}×: ${mark(r.reloadMs <= t.vsBaseline * r.baselineReloadMs)} |`,
    `| JavaScript fetched before the first symbols (${r.critical.length} files), gzipped | ${r.criticalKbGz.toFixed(0)} KB | — | — | ≤ ${t.criticalKbGz} KB: ${mark(r.criticalKbGz <= t.criticalKbGz)} |`,
    `| chunks over ${t.chunkKb} KB | ${big.length === 0 ? 'none' : big.map((c) => `${c.file} ${c.kb.toFixed(0)} KB`).join(', ')} | — | — | none: ${mark(big.length === 0)} |`,
    '',
    '| chunk (JavaScript) | size | gzipped | before the first symbols |',
    '|---|---|---|---|',
    ...r.chunks.map((c) => `| ${c.file} | ${c.kb.toFixed(1)} KB | ${c.kbGz.toFixed(1)} KB | ${r.critical.includes(c.file) ? 'yes' : ''} |`),
  ];
}
