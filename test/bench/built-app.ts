/**
 * A browser bench's set-up: the app built as `npm start` builds it, served by `vite preview`, and Chromium
 * launched; all of it closed and removed afterwards, whatever the bench did.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../browser/chromium.ts';
import { buildApp, ensureChromium, startPreview } from '../browser/server.ts';

/** Build and serve the app, launch Chromium, and give `run` the browser and the app's URL; `log` prints progress. Returns what `run` returns. */
export async function withBuiltApp<T>(log: (line: string) => void, run: (browser: Browser, url: string) => Promise<T>): Promise<T> {
  ensureChromium();
  const dist = mkdtempSync(join(tmpdir(), 'campaign-desk-bench-app-'));
  const browser = await launchChromium();
  let server: Awaited<ReturnType<typeof startPreview>> | undefined;
  try {
    log('building the app…');
    buildApp(dist);
    server = await startPreview(dist);
    return await run(browser, server.url);
  } finally {
    await server?.close();
    await browser.close();
    rmSync(dist, { recursive: true, force: true });
  }
}
