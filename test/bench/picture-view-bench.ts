/**
 * The seat's-view part of the picture benchmark (`npm run bench -- picture`), in Debian Chromium against
 * the built app (fresh profile, the Cambrai campaign: 786 units): two seats are set up (51st Division as
 * reported, 152nd Brigade live) and the clock advanced 4 hours so reports have travelled; then the top
 * bar's View is switched, 7 rounds, from the umpire's view to each seat and back. Each switch is timed
 * from the change of the select to the second animation frame after it (React rendered every screen of
 * the desk and the map drew). The baseline, in the same run, is switching back to the umpire's view: the
 * desk rendering the truth. Medians; printed, never asserted. Target: a seat's view ≤ 200 ms.
 */
import type { Page } from 'playwright-core';
import { withBuiltApp } from './built-app.ts';

/** The figures: median ms to switch to each seat's view and back to the umpire's. */
export type PictureViewFigure = { divisionMs: number; brigadeMs: number; umpireMs: number; rounds: number };

const ROUNDS = 7;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Switch the View select to `label` and resolve with the ms until two frames later (in the page's clock). */
function switchView(page: Page, label: string): Promise<number> {
  return page.evaluate(async (label) => {
    const select = [...document.querySelectorAll('select')].find((s) => [...s.options].some((o) => o.text === 'Umpire'))!;
    const option = [...select.options].find((o) => o.text === label)!;
    const t = performance.now();
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(select, option.value);
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    return performance.now() - t;
  }, label);
}

async function addSeat(page: Page, typed: string, hq: RegExp, live: boolean): Promise<void> {
  const form = page.getByRole('form', { name: 'New seat' });
  await form.getByRole('combobox', { name: 'HQ of the new seat' }).fill(typed);
  await page.getByRole('option', { name: hq }).first().click();
  await form.getByRole('radio', { name: live ? /live/ : /as reported/ }).check();
  const before = await page.getByRole('table', { name: 'Seats' }).getByRole('row').count().catch(() => 0);
  await form.getByRole('button', { name: 'Add seat' }).click();
  await page.waitForFunction((n) => document.querySelectorAll('table[aria-label="Seats"] tr').length > n, before);
}

/** Run the browser part; `log` prints progress lines. */
export async function runPictureViewBench(log: (line: string) => void = console.log): Promise<PictureViewFigure> {
  return withBuiltApp(log, async (browser, url) => {
    const page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
    await page.goto(url);
    await page.waitForFunction(() => Number(document.querySelector('[data-testid="unit-layer"]')?.getAttribute('data-drawn') ?? 0) > 0, undefined, { timeout: 120_000 });
    await page.getByRole('group', { name: 'Screens' }).getByRole('button', { name: 'Seats', exact: true }).click();
    await addSeat(page, '51st', /^51st \(Highland\) Division \(/, false);
    await addSeat(page, '152nd', /^152nd Brigade \(/, true);
    await page.getByRole('group', { name: 'Screens' }).getByRole('button', { name: 'Seats', exact: true }).click();
    const clock = () => page.locator('.clock').first().textContent();
    for (let h = 0; h < 4; h++) {
      const before = await clock();
      await page.getByRole('button', { name: 'Advance 1 hour' }).click();
      await page.waitForFunction((b) => document.querySelector('.clock')?.textContent !== b, before, { timeout: 60_000 });
    }
    const division: number[] = [];
    const brigade: number[] = [];
    const umpire: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      division.push(await switchView(page, '51st (Highland) Division'));
      await page.waitForTimeout(300);
      umpire.push(await switchView(page, 'Umpire'));
      await page.waitForTimeout(300);
      brigade.push(await switchView(page, '152nd Brigade'));
      await page.waitForTimeout(300);
      await switchView(page, 'Umpire');
      await page.waitForTimeout(300);
    }
    const f: PictureViewFigure = { divisionMs: median(division), brigadeMs: median(brigade), umpireMs: median(umpire), rounds: ROUNDS };
    log(`seat's view: division ${f.divisionMs.toFixed(0)} ms, brigade ${f.brigadeMs.toFixed(0)} ms; back to the umpire's ${f.umpireMs.toFixed(0)} ms`);
    return f;
  });
}
