/**
 * The desk's layout as a new umpire sees it, in real Chromium against the built app: at 1280, 1600 and
 * 1920 px nothing in the unit panel reaches past its edge (no clipped text or cut-off button); at
 * 900 px no screen is wider than the window; the map opens with its legend closed (and remembers it
 * opened), a scale bar, and village names at the opening view.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openApp, useChromium } from './helpers.ts';
import { selectUnit } from './app-actions.ts';

const chromium = useChromium();

/** Elements of the region named `name` whose right edge passes the region's own, with how far. */
function overflowing(page: Page, name: string): Promise<string[]> {
  return page.getByRole('region', { name }).evaluate((panel) => {
    const edge = panel.getBoundingClientRect().right;
    const out: string[] = [];
    for (const el of panel.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if ((r.width > 0 || r.height > 0) && r.right > edge + 0.5) out.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}" by ${Math.round(r.right - edge)} px`);
    }
    return out;
  });
}

describe('the desk’s layout', () => {
  it('keeps the unit panel within its column at 1280, 1600 and 1920 px', async () => {
    for (const [width, height] of [
      [1280, 800],
      [1600, 900],
      [1920, 1080],
    ] as const) {
      const context = await chromium.browser().newContext({ viewport: { width, height } });
      try {
        const page = await context.newPage();
        await openApp(page);
        await selectUnit(page, '1/6th Bn Gordon Highlanders');
        expect(await overflowing(page, 'Unit details'), `unit panel at ${width} px`).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `page at ${width} px`).toBeLessThanOrEqual(width);
      } finally {
        await context.close();
      }
    }
  });

  it('shows no screen wider than a 900 px window', async () => {
    const context = await chromium.browser().newContext({ viewport: { width: 900, height: 800 } });
    try {
      const page = await context.newPage();
      await openApp(page);
      const screens = page.getByRole('group', { name: 'Screens' });
      for (const name of ['Orders', 'High command', 'Fire plans', 'Logistics', 'Engagements', 'Log']) {
        await screens.getByRole('button', { name, exact: true }).click();
        // Screens load on demand: measure once the screen shown has drawn its heading.
        await page.locator('main:not([hidden]) h2').first().waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at 900 px`).toBeLessThanOrEqual(900);
        await screens.getByRole('button', { name, exact: true }).click();
      }
    } finally {
      await context.close();
    }
  });

  it('opens the map with the legend closed (remembered once opened), a scale bar and village names', async () => {
    const { page } = await chromium.newPage();
    await openApp(page);
    const toggle = page.getByRole('region', { name: 'Map legend' }).getByRole('button', { name: 'Legend' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('.leaflet-control-scale-line').count()).toBe(1);
    await expect.poll(() => page.locator('.terrain-label--builtUp').count(), { message: 'village names at the opening view' }).toBeGreaterThan(20);
    await toggle.click();
    await page.reload();
    await page.getByRole('region', { name: 'Campaign map' }).waitFor();
    expect(await page.getByRole('region', { name: 'Map legend' }).getByRole('button', { name: 'Legend' }).getAttribute('aria-expanded')).toBe('true');
  });
});
