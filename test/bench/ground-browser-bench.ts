/**
 * The browser part of the own-ground benchmark (`npm run bench -- ground`): the path an umpire takes with a
 * real area's terrain, in Chromium, on what `npm start` serves (the production build, `vite preview`):
 * (d) New campaign → New map → the 50,000-feature OpenStreetMap file (`osmFileText`) chosen, read and
 *     classified until the counts by class show and the dialog's area map has drawn the terrain — with the
 *     longest gap between the page's frames meanwhile
 *     (the page must stay responsive: no frame over 100 ms) — beside `JSON.parse` of the same text on the
 *     page's thread;
 * (e) Create, until the map is on screen with its terrain drawn (`[data-testid=terrain-layer]` with tiles);
 * (f) reopen: a reload of that campaign until its terrain is drawn, beside the reload of the bundled Cambrai
 *     campaign to its first symbols in the same run.
 * Wall times in the page (`performance.now`), one round each (each takes seconds); printed, never asserted.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { withBuiltApp } from './built-app.ts';
import { osmFileText } from './ground-bench.ts';

/** The browser figures (ms). */
export type GroundBrowserFigure = { readMs: number; longestFrameMs: number; parseMs: number; createMs: number; reopenMs: number; cambraiReloadMs: number; features: number };

/** Targets: the file read off the page's thread in ≤ 5 s with no frame over 100 ms; Create ≤ 5 s; reopen ≤ 1 s. */
export const GROUND_BROWSER_TARGET = { readMs: 5000, frameMs: 100, createMs: 5000, reopenMs: 1000 } as const;

const TERRAIN_DRAWN = `(() => { const el = document.querySelector('[data-testid="terrain-layer"]'); return el !== null && Number(el.dataset.tiles ?? 0) > 0 && Number(el.dataset.features ?? 0) > 1000; })()`;
const SYMBOLS_DRAWN = `Number(document.querySelector('[data-testid="unit-layer"]')?.getAttribute('data-drawn') ?? 0) > 0`;

/** Start recording the gaps between the page's frames (read back with `longestGap`). A string: the bench's TypeScript runner names functions, which the page does not know. */
const WATCH_FRAMES = `(() => {
  window.__gaps = [];
  window.__watch = true;
  let last = performance.now();
  const tick = (t) => { window.__gaps.push(t - last); last = t; if (window.__watch) requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
})()`;
/** Stop recording and give the longest gap between frames, ms. */
const LONGEST_GAP = `(() => { window.__watch = false; return Math.max(0, ...window.__gaps); })()`;

/** Milliseconds from `start` until the page expression `ready` holds (in the same document). */
async function until(page: Page, start: () => Promise<unknown>, ready: string): Promise<number> {
  const t0 = (await page.evaluate('performance.now()')) as number;
  await start();
  const t1 = await page.waitForFunction(`(${ready}) ? performance.now() : false`, undefined, { polling: 'raf', timeout: 300_000 });
  return ((await t1.jsonValue()) as number) - t0;
}

/** Milliseconds from a reload's navigation until `ready` holds in the new document. */
async function reloadUntil(page: Page, ready: string): Promise<number> {
  await page.reload();
  const t = await page.waitForFunction(`(${ready}) ? performance.now() : false`, undefined, { polling: 'raf', timeout: 300_000 });
  return (await t.jsonValue()) as number;
}

/** Run it; `log` prints progress lines. */
export async function runGroundBrowserBench(log: (line: string) => void = console.log): Promise<GroundBrowserFigure> {
  const dir = mkdtempSync(join(tmpdir(), 'campaign-desk-ground-bench-'));
  const file = join(dir, 'osm-50000.geojson');
  const text = osmFileText();
  writeFileSync(file, text);
  try {
    return await withBuiltApp(log, async (browser, url) => {
      const page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
      page.on('pageerror', (e) => log(`[page error] ${e.message}`));
      await page.goto(url);
      await page.waitForFunction(SYMBOLS_DRAWN, undefined, { timeout: 120_000 });
      const cambraiReloadMs = await reloadUntil(page, SYMBOLS_DRAWN);
      const parseMs = await page.evaluate((t) => {
        const t0 = performance.now();
        JSON.parse(t);
        return performance.now() - t0;
      }, text);
      log(`Cambrai reload ${cambraiReloadMs.toFixed(0)} ms; JSON.parse of the file on the page ${parseMs.toFixed(0)} ms`);

      await page.getByRole('button', { name: 'New campaign' }).click();
      await page.getByRole('dialog', { name: 'New campaign' }).getByRole('button', { name: 'New map…' }).click();
      const form = page.getByRole('dialog', { name: 'New map' });
      await form.getByRole('textbox', { name: 'Name' }).fill('A real area');
      await page.evaluate(WATCH_FRAMES);
      const counts = form.getByRole('status').filter({ hasText: 'features kept' });
      // Until the counts by class show and the dialog's area map has drawn the terrain.
      const shown = `[...document.querySelectorAll('[role=status]')].some((e) => /features kept/.test(e.textContent ?? '')) && Number(document.querySelector('[role=dialog] [data-testid="terrain-layer"]')?.dataset.tiles ?? 0) > 0`;
      const readMs = await until(page, () => form.getByLabel(/GeoJSON file/).setInputFiles(file), shown);
      const longestFrameMs = (await page.evaluate(LONGEST_GAP)) as number;
      const features = Number(((await counts.textContent()) ?? '').replace(/,/g, '').match(/^(\d+) features kept/)?.[1] ?? 0);
      log(`read and classified ${features} features in ${readMs.toFixed(0)} ms; longest frame ${longestFrameMs.toFixed(0)} ms`);
      const createMs = await until(page, () => form.getByRole('button', { name: 'Create' }).click(), TERRAIN_DRAWN);
      log(`created, terrain drawn, in ${createMs.toFixed(0)} ms`);
      const reopenMs = await reloadUntil(page, TERRAIN_DRAWN);
      log(`reopened to the terrain drawn in ${reopenMs.toFixed(0)} ms`);
      return { readMs, longestFrameMs, parseMs, createMs, reopenMs, cambraiReloadMs, features };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The rows for docs/BENCHMARKS.md, each target "met" or "NOT met". */
export function groundBrowserRows(f: GroundBrowserFigure): string[] {
  const t = GROUND_BROWSER_TARGET;
  const n = (x: number) => Math.round(x).toLocaleString('en-GB');
  const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
  return [
    `| (d) in Chromium: the same file chosen in New map, read and classified off the page's thread until the counts by class show and the dialog's area map draws it (${n(f.features)} kept) | ${n(f.readMs)} ms (≤ ${n(t.readMs)} ms: ${met(f.readMs <= t.readMs)}); longest frame meanwhile ${n(f.longestFrameMs)} ms (≤ ${t.frameMs} ms: ${met(f.longestFrameMs <= t.frameMs)}) | \`JSON.parse\` of the text on the page's thread: ${n(f.parseMs)} ms | ${(f.readMs / Math.max(1, f.parseMs)).toFixed(1)}× |`,
    `| (e) Create, until the map shows with its terrain drawn | ${n(f.createMs)} ms (≤ ${n(t.createMs)} ms: ${met(f.createMs <= t.createMs)}) | | |`,
    `| (f) reopen that campaign (a reload) until its terrain is drawn | ${n(f.reopenMs)} ms (≤ ${n(t.reopenMs)} ms: ${met(f.reopenMs <= t.reopenMs)}) | the bundled Cambrai campaign's reload to its first symbols: ${n(f.cambraiReloadMs)} ms | ${(f.reopenMs / Math.max(1, f.cambraiReloadMs)).toFixed(1)}× |`,
  ];
}
