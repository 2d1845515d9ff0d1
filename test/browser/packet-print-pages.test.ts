/**
 * A 12-hour Division packet a commander can read (NQM DESIGNER'S NOTES: limited information): after
 * twelve hours of Cambrai with the division seated (as reported), its printed packet — the map extract,
 * its units two levels down, the contact and casualty reports and the newest situation report from each
 * of its units — fits two A4 pages, rendered to PDF by Chromium and its pages counted.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appUrl, openApp, useChromium } from './helpers.ts';
import { chooseUnit } from './app-actions.ts';

const chromium = useChromium();
const messages = async (page: Page) => (await page.getByRole('status', { name: 'Messages' }).textContent()) ?? '';

describe('the printed packet', () => {
  it('of 51st Division after twelve hours fits two A4 pages', async () => {
    const { page } = await chromium.newPage();
    // The print dialog cannot open headless: keep the sheet the desk would print, and print it to PDF below.
    await page.addInitScript(() => {
      const w = window as unknown as { sheet: string };
      window.print = () => {
        w.sheet = document.querySelector('.packet-print-root')?.outerHTML ?? '';
      };
    });
    await openApp(page);
    await page.getByRole('group', { name: 'Screens' }).getByRole('button', { name: 'Seats', exact: true }).click();
    const form = page.getByRole('form', { name: 'New seat' });
    await chooseUnit(form, 'HQ of the new seat', '51st (Highland) Division');
    await form.getByRole('button', { name: 'Add seat' }).click();
    await expect.poll(() => messages(page)).toContain('set up');
    for (let h = 0; h < 12; h++) {
      const before = await messages(page);
      await page.getByRole('button', { name: 'Advance 1 hour' }).click();
      await expect.poll(() => messages(page), { timeout: 30_000 }).not.toBe(before);
    }
    await page.getByRole('combobox', { name: 'View' }).selectOption({ label: '51st (Highland) Division' });
    await page.getByRole('button', { name: 'Print packet' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { sheet?: string }).sheet?.length ?? 0)).toBeGreaterThan(0);
    const sheet = await page.evaluate(() => (window as unknown as { sheet: string }).sheet);
    expect(sheet).toContain('The newest situation report from each unit');
    // The sheet alone with the desk's styles, in a page of its own, as the print shows it (seats.css: on A4).
    const css = await page.evaluate(() =>
      [...document.styleSheets]
        .flatMap((sh) => {
          try {
            return [...sh.cssRules].map((r) => r.cssText);
          } catch {
            return [];
          }
        })
        .join('\n'),
    );
    const { page: print } = await chromium.newPage(undefined, [/favicon\.ico/]);
    // On the app's origin (a plain file of it), so the desk's fonts load from its assets folder as in the app.
    await print.goto(new URL('manifest.webmanifest', appUrl()).href);
    await print.setContent(`<!doctype html><html><head><base href="${new URL('assets/', appUrl()).href}"><style>${css}</style></head><body class="packet-printing">${sheet}</body></html>`);
    await print.evaluate(() => document.fonts.ready.then(() => document.fonts.size));
    await print.emulateMedia({ media: 'print' });
    const pdf = (await print.pdf({ format: 'A4' })).toString('latin1');
    const pages = (pdf.match(/\/Type\s*\/Page[^s]/g) ?? []).length;
    expect(pages).toBe(2);
  }, 300_000);
});
