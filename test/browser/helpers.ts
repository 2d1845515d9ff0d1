/**
 * Shared helpers of the browser tests: Debian Chromium through playwright-core (never a downloaded
 * browser), a fresh browser context (fresh storage) per test, and a watch on every page's console
 * errors and uncaught exceptions, which fails the test unless the test allowed that message.
 */
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './chromium.ts';

/** The app's URL served by global-setup (`vite preview` of a fresh build), ending in `/`. */
export function appUrl(): string {
  return inject('baseUrl');
}

/** Console errors and uncaught exceptions seen on one page, each prefixed with its kind. */
export type ErrorLog = { page: Page; messages: string[]; allow: RegExp[] };

/** Start recording a page's console errors (`console: …`) and uncaught exceptions (`pageerror: …`). */
export function watchErrors(page: Page, allow: RegExp[] = []): ErrorLog {
  const log: ErrorLog = { page, messages: [], allow: [...allow] };
  page.on('console', (msg) => {
    if (msg.type() === 'error') log.messages.push(`console: ${msg.text()} (${msg.location().url})`);
  });
  page.on('pageerror', (err) => log.messages.push(`pageerror: ${err.stack ?? err.message}`));
  return log;
}

/** The messages of a log that no `allow` pattern matches. */
export function unexpectedErrors(log: ErrorLog): string[] {
  return log.messages.filter((m) => !log.allow.some((re) => re.test(m)));
}

/** What `useChromium()` gives a test file. */
export type ChromiumSession = {
  /** The browser (launched in beforeAll). */
  browser(): Browser;
  /** A new context with its own fresh storage; closed after the test. */
  newContext(): Promise<BrowserContext>;
  /**
   * A new page in `context` (a new context when omitted) whose console errors and page errors fail
   * the test after it ends, except those matching `allow`. Returns the page and its log.
   */
  newPage(context?: BrowserContext, allow?: RegExp[]): Promise<{ page: Page; log: ErrorLog }>;
};

/**
 * Register hooks that launch Chromium once per test file, close every context after each test and
 * fail that test when a watched page logged an unexpected error.
 */
export function useChromium(): ChromiumSession {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const logs: ErrorLog[] = [];
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterEach(async () => {
    const bad = logs.flatMap(unexpectedErrors);
    logs.length = 0;
    for (const c of contexts.splice(0)) await c.close().catch(() => undefined);
    expect(bad, 'console errors or uncaught exceptions in the page').toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
  });
  const session: ChromiumSession = {
    browser() {
      if (!browser) throw new Error('Chromium is not launched yet (use it inside a test)');
      return browser;
    },
    async newContext() {
      const c = await session.browser().newContext({ viewport: { width: 1400, height: 900 }, acceptDownloads: true });
      contexts.push(c);
      return c;
    },
    async newPage(context, allow = []) {
      const ctx = context ?? (await session.newContext());
      const page = await ctx.newPage();
      const log = watchErrors(page, allow);
      logs.push(log);
      return { page, log };
    },
  };
  return session;
}

/**
 * Open the app at `appUrl()` and wait until the map shows: the map region is visible and the unit
 * layer reports at least one drawn symbol. Throws (times out) otherwise.
 */
export async function openApp(page: Page, url = appUrl()): Promise<void> {
  await page.goto(url);
  await waitForMapDrawn(page);
}

/** Wait until the "Campaign map" region is visible and `[data-testid=unit-layer]` has `data-drawn` > 0. */
export async function waitForMapDrawn(page: Page): Promise<void> {
  await page.getByRole('region', { name: 'Campaign map' }).waitFor({ state: 'visible', timeout: 60_000 });
  await expect
    .poll(() => drawnCount(page), { timeout: 60_000, message: 'unit layer data-drawn > 0' })
    .toBeGreaterThan(0);
}

/** The unit layer's `data-drawn` as a number (NaN when the layer or attribute is absent). */
export async function drawnCount(page: Page): Promise<number> {
  const el = page.locator('[data-testid="unit-layer"]');
  if ((await el.count()) === 0) return Number.NaN;
  return Number(await el.first().getAttribute('data-drawn'));
}

/**
 * Count the pixels with any opacity on the unit layer's canvas (the element itself, or the first
 * canvas inside it). Returns `{ width, height, painted }` in canvas pixels.
 */
export function paintedPixels(page: Page): Promise<{ width: number; height: number; painted: number }> {
  return page.evaluate(() => {
    const host = document.querySelector('[data-testid="unit-layer"]');
    const canvas = host instanceof HTMLCanvasElement ? host : host?.querySelector('canvas');
    if (!canvas) throw new Error('no canvas at [data-testid="unit-layer"]');
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('the unit layer canvas has no 2d context');
    const { width, height } = canvas;
    const data = ctx.getImageData(0, 0, width, height).data;
    let painted = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) painted++;
    return { width, height, painted };
  });
}

/** The centre of the "Campaign map" region in page coordinates (CSS pixels). */
export async function mapCentre(page: Page): Promise<{ x: number; y: number }> {
  const box = await page.getByRole('region', { name: 'Campaign map' }).boundingBox();
  if (!box) throw new Error('the Campaign map region has no bounding box (not visible?)');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Wait for two animation frames of the page (lets React commit what the last input caused). */
export function nextFrames(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
}

/**
 * Move the mouse to (x, y) on the page (from one pixel beside it, so a move event fires even when
 * the mouse is already there) and return the "Pointer grid reference" status text once it has
 * stopped changing (the same on two reads 100 ms apart).
 */
export async function pointerReference(page: Page, x: number, y: number): Promise<string> {
  await page.mouse.move(x + 1, y + 1);
  await page.mouse.move(x, y, { steps: 2 });
  await nextFrames(page);
  const status = page.getByRole('status', { name: 'Pointer grid reference' });
  let last = '';
  await expect
    .poll(
      async () => {
        const now = ((await status.textContent()) ?? '').trim();
        const stable = now !== '' && now === last;
        last = now;
        return stable;
      },
      { interval: 100, message: 'the pointer readout settles' },
    )
    .toBe(true);
  return last;
}
