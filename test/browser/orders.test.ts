/**
 * An umpire writes an order and follows it down the chain in real Chromium against the built app
 * (fresh profile, the Cambrai campaign), through the accessible names of docs/ARCHITECTURE.md only:
 * the clock is advanced to 06:00 on 21 November; 51st Division writes an order for 152nd Brigade at
 * 06:00 with an objective typed as a grid reference (a bad reference is refused as typed) and a
 * second one picked on the map (the map shows with the pick banner, a click at its centre fills the
 * field with the 8-figure reference the pointer readout gives there, the form comes back as it was); the
 * order's timeline shows when it reaches 1/6th Gordons — the minute the NQM command reaction times
 * give, computed here with the rules themselves; the order is in the "Orders in transit" list; the
 * clock is advanced hour by hour until the battalion has it; both objectives are on the map; a reload
 * finds the clock, the order, its timeline and its objectives again.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { commandDelayMin, type OobNode } from '../../src/rules/index.ts';
import { mapCentre, openApp, pointerReference, useChromium, waitForMapDrawn, watchErrors, unexpectedErrors } from './helpers.ts';
import { selectUnit } from './app-actions.ts';

const chromium = useChromium();

const BRIGADE = '152nd Brigade';
const BATTALION = '1/6th Bn Gordon Highlanders';
const ORDER_TITLE = '51 Div → 152 Bde';
/** An 8-figure reference on the Cambrai grid, near Flesquières. */
const OBJECTIVE_REF = '10101280';

type ScenarioUnit = { id: string; parentId?: string; echelon: string; radios?: boolean };

/** The minutes an order takes from 51st Division to 1/6th Gordons by the rules (no radios in 1917: 2 h + 1 h). */
function expectedDelayMin(): number {
  const scenario = JSON.parse(readFileSync(new URL('../../maps/cambrai-1917/scenario.json', import.meta.url), 'utf8')) as {
    units: ScenarioUnit[];
  };
  const nodes = scenario.units.map((u) => ({ id: u.id, parentId: u.parentId, echelon: u.echelon, radios: u.radios }) as OobNode);
  return commandDelayMin(nodes, 'gb-51div', 'gb-51div-152bde-1-6-gordons');
}

/** The top bar's clock reading. */
async function clockText(page: Page): Promise<string> {
  return ((await page.locator('.clock').first().textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

/** The cells of the battalion's row in the order's timeline table: [echelon, received, via, leg, status]. */
async function battalionRow(page: Page): Promise<string[]> {
  const table = page.getByRole('table', { name: `Timeline of ${ORDER_TITLE}` });
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: BATTALION, exact: true }) });
  await row.first().waitFor();
  return (await row.first().getByRole('cell').allTextContents()).map((t) => t.trim());
}

describe('orders and command reaction times in Chromium', () => {
  it('writes an order for a brigade at 06:00, follows it to a battalion as the clock advances, and finds it after a reload', async () => {
    const { page } = await chromium.newPage();
    const errors = watchErrors(page);
    const alerts = page.getByRole('alert');
    const delayMin = expectedDelayMin();
    expect(delayMin).toBe(180);
    const arrives = `${String(6 + delayMin / 60).padStart(2, '0')}:00`;

    await openApp(page);
    await waitForMapDrawn(page);

    // Advance the clock to 06:00 the next morning: Day 2, first daylight period.
    await page.getByRole('button', { name: 'Advance to…' }).click();
    const advance = page.getByRole('dialog', { name: 'Advance the clock' });
    await advance.getByLabel('Advance the clock to').fill('1917-11-21T06:00');
    await advance.getByRole('button', { name: 'Advance clock' }).click();
    await advance.waitFor({ state: 'detached' });
    await expect.poll(() => clockText(page)).toContain('Wed 21 Nov 1917 06:00');
    // The campaign opens the evening before, 19 November: the 21st is its third day.
    expect(await clockText(page)).toContain('Day 3, Daylight 1');

    // Select the brigade and write it an order.
    await selectUnit(page, BRIGADE);
    await page.getByRole('button', { name: 'Orders', exact: true }).click();
    const screen = page.getByRole('region', { name: 'Orders' });
    await screen.getByRole('button', { name: 'New order' }).click();
    const form = page.getByRole('form', { name: 'Order form' });
    expect(await form.getByRole('combobox', { name: 'For' }).inputValue()).toContain('152');
    expect(await form.getByLabel('Issued at').inputValue()).toBe('1917-11-21T06:00');
    await form.getByLabel('Aim', { exact: true }).fill('Capture Flesquières and the ridge beyond it.');
    await form.getByRole('button', { name: 'Add objective' }).click();
    await form.getByLabel('Objective 1 name').fill('Flesquières ridge');
    const ref = form.getByLabel('Objective 1 grid reference');
    await ref.fill('99999999');
    await expect.poll(async () => (await form.textContent()) ?? '').toMatch(/99999999/);
    await ref.fill(OBJECTIVE_REF);

    // A second objective picked on the map: the form hides, the map asks for a click, the form comes back.
    await form.getByLabel('Objective 2 name').fill('Flesquières village'); // row 2 was added above
    await form.getByRole('button', { name: 'Pick objective 2 on map' }).click();
    const pickStatus = page.getByRole('status', { name: 'Pick on map' });
    await pickStatus.waitFor();
    expect(await pickStatus.textContent()).toBe('Click the map to place objective 2 of the order for 152nd Brigade — Escape cancels');
    expect(await screen.isVisible()).toBe(false);
    const centre = await mapCentre(page);
    const picked = await pointerReference(page, centre.x, centre.y);
    expect(picked).toMatch(/^\d{8}$/);
    const cursorAtCentre = await page.evaluate(({ x, y }) => {
      const el = document.elementFromPoint(x, y);
      return el ? getComputedStyle(el).cursor : 'nothing there';
    }, centre);
    expect(cursorAtCentre).toBe('crosshair');
    await page.mouse.click(centre.x, centre.y);
    await form.waitFor();
    expect(await pickStatus.count()).toBe(0);
    expect(await form.getByLabel('Objective 2 grid reference').inputValue()).toBe(picked);
    expect(await form.getByLabel('Objective 2 name').inputValue()).toBe('Flesquières village');
    expect(await form.getByLabel('Objective 1 grid reference').inputValue()).toBe(OBJECTIVE_REF);
    expect(await form.getByLabel('Aim', { exact: true }).inputValue()).toBe('Capture Flesquières and the ridge beyond it.');
    await form.getByRole('button', { name: 'Save order' }).click();
    await form.waitFor({ state: 'detached' });
    expect(await alerts.count()).toBe(0);

    // Its timeline: the battalion receives it at 06:00 + the computed delay, in transit now.
    let row = await battalionRow(page);
    expect(row[1]).toBe(arrives);
    expect(row[4]).toMatch(/in transit/i);
    await page.getByRole('button', { name: 'Orders in transit' }).click();
    const transit = page.getByRole('dialog', { name: 'Orders in transit' });
    const transitRow = transit.getByRole('row').filter({ hasText: BATTALION });
    expect(((await transitRow.first().textContent()) ?? '').replace(/\s+/g, ' ')).toContain(arrives);
    await transit.getByRole('button', { name: 'Close' }).click();

    // Advance hour by hour: still in transit at 08:00, received at the computed hour.
    for (let h = 1; h <= delayMin / 60; h++) {
      await page.getByRole('button', { name: 'Advance 1 hour' }).click();
      await expect.poll(() => clockText(page)).toContain(`${String(6 + h).padStart(2, '0')}:`);
      row = await battalionRow(page);
      if (h < delayMin / 60) expect(row[4], `status at ${6 + h}:00`).toMatch(/in transit/i);
    }
    expect(await clockText(page)).toContain(`21 Nov 1917 ${arrives}`);
    expect(row[4]).toMatch(/received|effective/i);

    // Both objectives are drawn on the map.
    await page.getByRole('button', { name: 'Orders', exact: true }).click();
    await page.locator('.objective-marker').first().waitFor();
    expect(await page.getByRole('img', { name: /Objective Flesquières ridge/ }).count()).toBe(1);
    expect(await page.getByRole('img', { name: /Objective Flesquières village/ }).count()).toBe(1);
    expect(await page.getByTestId('command-layer').getAttribute('data-objectives')).toBe('2');

    // Reload: the clock, the order, its timeline and its objectives are all still there.
    await page.reload();
    await waitForMapDrawn(page);
    expect(await clockText(page)).toContain(`21 Nov 1917 ${arrives}`);
    await page.locator('.objective-marker').first().waitFor();
    expect(await page.locator('.objective-marker').count()).toBe(2);
    await page.getByRole('button', { name: 'Orders', exact: true }).click();
    await page.getByRole('region', { name: 'Orders' }).getByRole('button', { name: ORDER_TITLE }).click();
    row = await battalionRow(page);
    expect(row[1]).toBe(arrives);
    expect(row[4]).toMatch(/received|effective/i);
    // The sheet names the order as the division numbers it, not by a stored id.
    const reference = page.getByRole('article', { name: `Order for ${BRIGADE}` }).getByRole('row', { name: /^Reference/ });
    expect(((await reference.textContent()) ?? '').trim()).toBe('Reference51st (Highland) Division Order No. 1');
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});
