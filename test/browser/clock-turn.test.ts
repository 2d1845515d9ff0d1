/**
 * The clock runs the campaign, in real Chromium against the built app (fresh profile, the Cambrai
 * campaign, night allowing only resupply from 22:00 as it does by default), through the accessible names
 * of docs/ARCHITECTURE.md only:
 * - a zero-hour fire plan (H 06:20, two serials H to H+60 and H+60 to H+120 on German machine-gun
 *   companies) is committed at 05:00; the clock fires nothing before 06:20, the first hour's shoots in
 *   the hour holding 06:20 and the second's at 07:20, each its own event dated so;
 * - 51st Division's order for 154th Brigade (in reserve) to the German line is applied (a route for each battalion from
 *   when the order reaches it), and "Advance to next contact" finds the first contact at range — the
 *   closest pair still apart when it begins.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pointToGridRef, type GridDef, type LonLat } from '../../src/rules/index.ts';
import { openApp, useChromium, waitForMapDrawn } from './helpers.ts';
import { addSerial, messagesText, newFirePlan, selectUnit } from './app-actions.ts';

const chromium = useChromium();

type ScenarioUnit = { id: string; name: string; shortName: string; side: string; echelon: string; parentId?: string; pos?: LonLat };
const scenario = JSON.parse(readFileSync(new URL('../../maps/cambrai-1917/scenario.json', import.meta.url), 'utf8')) as { grid: GridDef; units: ScenarioUnit[] };
const unit = (id: string) => scenario.units.find((u) => u.id === id)!;
const refOf = (pos: LonLat) => pointToGridRef(scenario.grid, pos, 8).replace(/\s/g, '');
const BATTERY = unit('gb-36div-ra-153bde-a');
const TARGETS = [unit('de-20ldiv-lir386-mgk1'), unit('de-20ldiv-lir386-mgk2')];

async function clockText(page: Page): Promise<string> {
  return ((await page.locator('.clock').first().textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

async function advanceTo(page: Page, local: string): Promise<void> {
  await page.getByRole('button', { name: 'Advance to…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Advance the clock' });
  await dialog.getByLabel('Advance the clock to').fill(local);
  await dialog.getByRole('button', { name: 'Advance clock' }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function advanceHour(page: Page, expectClock: string): Promise<void> {
  await page.getByRole('button', { name: 'Advance 1 hour' }).click();
  await expect.poll(() => clockText(page), { timeout: 30_000 }).toContain(expectClock);
}

async function openFirePlans(page: Page): Promise<void> {
  const button = page.getByRole('group', { name: 'Screens' }).getByRole('button', { name: 'Fire plans', exact: true });
  if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
  await page.getByRole('region', { name: 'Fire plans' }).waitFor();
}

describe('the clock runs the campaign in Chromium', () => {
  it('fires a committed zero-hour plan shoot by shoot as the clock passes H, resting through the night', async () => {
    const { page } = await chromium.newPage();
    await openApp(page);
    await waitForMapDrawn(page);

    const plan = await newFirePlan(page, 'Zero hour', '1917-11-20T06:20');
    await addSerial(plan, 'H', 'H+60', refOf(TARGETS[0]!.pos!), BATTERY.shortName);
    await addSerial(plan, 'H+60', 'H+120', refOf(TARGETS[1]!.pos!), BATTERY.shortName);

    // 18:00 → 05:00 through the night: nobody marches; the notice says so.
    await advanceTo(page, '1917-11-20T05:00');
    await expect.poll(() => clockText(page), { timeout: 60_000 }).toContain('Tue 20 Nov 1917 05:00');
    expect(await messagesText(page)).toContain('The night allows only resupply');

    // Commit at 05:00: nothing is due yet.
    await openFirePlans(page);
    await plan.getByRole('button', { name: 'Fire for real' }).click();
    const fire = page.getByRole('dialog', { name: 'Fire the plan' });
    await fire.getByRole('textbox', { name: 'Dice seed' }).fill('7');
    const despite = fire.getByRole('checkbox', { name: /^Fire despite/ });
    if ((await despite.count()) > 0) await despite.check();
    await fire.getByRole('button', { name: 'Fire' }).click();
    await fire.waitFor({ state: 'detached' });
    const committed = plan.getByRole('status', { name: 'Fire plan committed' });
    await expect.poll(() => committed.textContent()).toBe('Committed at 05:00: fires as the clock reaches its 2 shoot times from 06:20.');
    expect(await plan.getByText(/^Fired at/).count()).toBe(0);

    // 05:00 → 06:00: still nothing. 06:00 → 07:00: the first hour's shoots, at 06:20. 07:00 → 08:00: the second's at 07:20.
    await advanceHour(page, '06:00');
    await openFirePlans(page);
    expect(await committed.textContent()).toBe('Committed at 05:00: fires as the clock reaches its 2 shoot times from 06:20.');
    await advanceHour(page, '07:00');
    await openFirePlans(page);
    await expect.poll(() => committed.textContent()).toBe('Committed at 05:00: fires as the clock reaches its shoot at 07:20; fired through 06:20.');
    await plan.getByText('Fired at 06:20').waitFor();
    await advanceHour(page, '08:00');
    await openFirePlans(page);
    await expect.poll(() => committed.textContent()).toBe('Committed at 05:00: every shoot has fired (the last at 07:20).');
    await plan.getByText('Fired at 07:20').waitFor();

    // The log: each firing its own event at its own minute.
    await page.getByRole('group', { name: 'Screens' }).getByRole('button', { name: 'Log', exact: true }).click();
    const events = page.getByRole('region', { name: 'Log' }).getByRole('list', { name: 'Events' });
    await events.waitFor();
    const text = (await events.textContent()) ?? '';
    expect(text).toContain('fired the fire plan “Zero hour” at 06:20');
    expect(text).toContain('fired the fire plan “Zero hour” at 07:20');
    expect(text).toContain('committed the fire plan “Zero hour”');
  });

  it('applies 51st Division’s order to 154th Brigade and advances to the first contact, raised at range', async () => {
    const { page } = await chromium.newPage();
    await openApp(page);
    await waitForMapDrawn(page);
    // The reserve brigade (its battalions 3 km behind the German line) marches on the German battalion
    // nearest to it: the objective.
    const bde = scenario.units.filter((u) => u.parentId === 'gb-51div-154bde' && u.echelon === 'battalion' && u.pos);
    const mid = { lon: bde.reduce((s, u) => s + u.pos!.lon, 0) / bde.length, lat: bde.reduce((s, u) => s + u.pos!.lat, 0) / bde.length };
    const enemy = scenario.units
      .filter((u) => u.side === 'red' && u.echelon === 'battalion' && u.pos)
      .reduce((best, u) => (Math.hypot(u.pos!.lon - mid.lon, u.pos!.lat - mid.lat) < Math.hypot(best.pos!.lon - mid.lon, best.pos!.lat - mid.lat) ? u : best));

    await selectUnit(page, '154th Brigade');
    await page.getByRole('button', { name: 'Orders', exact: true }).click();
    await page.getByRole('region', { name: 'Orders' }).getByRole('button', { name: 'New order' }).click();
    const form = page.getByRole('form', { name: 'Order form' });
    await form.getByLabel('Aim', { exact: true }).fill(`Take ${enemy.shortName}'s line.`);
    await form.getByRole('button', { name: 'Add objective' }).click();
    await form.getByLabel('Objective 1 name').fill('The German line');
    await form.getByLabel('Objective 1 grid reference').fill(refOf(enemy.pos!));
    await form.getByRole('button', { name: 'Save order' }).click();
    await form.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Apply order…' }).click();
    const apply = page.getByRole('dialog', { name: 'Apply order' });
    const rows = apply.getByRole('table', { name: 'Routes of the order' }).getByRole('row');
    await expect.poll(() => rows.count()).toBeGreaterThan(1);
    // The brigade has the order at 20:00 and each battalion at 21:00 (issued 18:00: 2 h to the brigade, 1 h on).
    const texts = (await rows.allTextContents()).slice(1);
    expect(texts[0]).toMatch(/^\s*154th Brigade20:00/);
    expect(texts.length).toBeGreaterThan(2);
    expect(texts.slice(1).every((t) => t.includes('21:00'))).toBe(true);
    await apply.getByRole('button', { name: 'Write routes' }).click();
    await apply.waitFor({ state: 'detached' });
    await expect.poll(() => messagesText(page)).toMatch(/^Order applied: \d+ routes? written for 154th Brigade\.$/);

    await page.getByRole('button', { name: 'Advance to next contact' }).click();
    await expect.poll(() => messagesText(page), { timeout: 60_000 }).toMatch(/^Contact at /);
    const notice = await messagesText(page);
    // Raised at range: the closest pair is still apart when it begins (never at 0 m after an hour's march).
    const range = /\((contact|effective|harassing) range, (\d+) m\)/.exec(notice);
    expect(range, notice).not.toBeNull();
    expect(Number(range![2]), notice).toBeGreaterThan(0);
  });
});
