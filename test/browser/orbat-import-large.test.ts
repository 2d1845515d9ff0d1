/**
 * Import ORBAT… at corps size, in real Chromium: a CSV of 25,000 units is refused by its count, read in a
 * worker; one of 20,000 is reviewed in a table that draws only the rows in view, filtered by side, top
 * formation and name, ticked all at once, retyped at once, and imported as one action (four events of
 * 5,000), which one Undo takes back.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openApp, useChromium } from './helpers.ts';

const chromium = useChromium();
const dir = mkdtempSync(join(tmpdir(), 'orbat-large-'));
const messages = async (page: Page) => (await page.getByRole('status', { name: 'Messages' }).textContent()) ?? '';

/** A CSV of `n` units: two corps (blue, red) each over battalions. */
function corpsCsv(n: number): string {
  const lines = ['name,parent,echelon,side', 'I Corps,,corps,blue', 'Red Corps,,corps,red'];
  for (let i = 3; i <= n; i++) lines.push(i % 2 === 0 ? `Bn ${i},I Corps,battalion,blue` : `Rot ${i},Red Corps,battalion,red`);
  return `${lines.join('\r\n')}\r\n`;
}

describe('Import ORBAT… at corps size', () => {
  it('refuses 25,000 units by count, and reviews and imports 20,000 in one action', async () => {
    const { page } = await chromium.newPage();
    const workers: string[] = [];
    page.on('worker', (w) => workers.push(w.url()));
    await openApp(page);
    const edit = page.getByRole('group', { name: 'Edit the order of battle' });
    await edit.getByRole('button', { name: 'Import ORBAT…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import an order of battle' });
    const file = dialog.getByLabel(/ORBAT Mapper scenario/);

    const tooMany = join(dir, 'too-many.csv');
    writeFileSync(tooMany, corpsCsv(25_000));
    await file.setInputFiles(tooMany);
    await expect.poll(() => dialog.textContent(), { timeout: 60_000 }).toContain('too-many.csv cannot be imported: it holds more than 20,000 units; one import brings in at most 20,000 (split the file).');
    expect(workers.some((u) => /orbatRows/.test(u))).toBe(true);

    const corps = join(dir, 'corps.csv');
    writeFileSync(corps, corpsCsv(20_000));
    await file.setInputFiles(corps);
    const table = dialog.getByRole('table');
    await expect.poll(() => table.getAttribute('aria-rowcount'), { timeout: 60_000 }).toBe('20001');
    // Only the rows in view are drawn.
    expect(await table.locator('tbody tr[aria-rowindex]').count()).toBeLessThan(200);
    expect(await dialog.getByRole('button', { name: 'Import 20000 units' }).count()).toBe(1);

    // Red only, under Red Corps, then untick them all: 10,000 fewer to import.
    const show = dialog.getByRole('group', { name: 'Show' });
    await show.getByRole('combobox', { name: 'Side' }).selectOption('red');
    await expect.poll(() => table.getAttribute('aria-rowcount')).toBe('10001');
    await show.getByRole('combobox', { name: 'Under' }).selectOption({ label: 'Red Corps' });
    await dialog.getByRole('checkbox', { name: 'Import every unit shown' }).uncheck();
    await expect.poll(() => dialog.getByRole('button', { name: 'Import 10000 units' }).count()).toBe(1);

    // Blue battalions named "Bn 1…": retype them all as machine guns at once.
    await show.getByRole('combobox', { name: 'Side' }).selectOption('blue');
    await show.getByRole('combobox', { name: 'Under' }).selectOption({ label: 'I Corps' });
    await show.getByRole('searchbox', { name: 'Name' }).fill('Bn 1');
    const change = dialog.getByRole('group', { name: 'Change the ticked units shown' });
    await change.getByRole('combobox', { name: 'Type of the ticked units shown' }).selectOption('machineGun');
    const setType = change.getByRole('button', { name: /^Set type of \d+ units$/ });
    const n = Number((await setType.textContent())!.match(/\d+/)![0]);
    expect(n).toBeGreaterThan(1000);
    await setType.click();
    expect(await dialog.getByRole('combobox', { name: 'Type of Bn 10', exact: true }).inputValue()).toBe('machineGun');

    await dialog.getByRole('button', { name: 'Import 10000 units' }).click();
    await expect.poll(() => messages(page), { timeout: 120_000 }).toBe('Imported 10000 units from corps.csv.');
    await page.getByRole('textbox', { name: 'Search units' }).fill('Bn 19998');
    await page.getByRole('tree', { name: 'Order of battle' }).getByRole('treeitem', { name: 'Bn 19998', exact: true }).waitFor();
    // One action: one Undo takes all 10,000 back.
    const undo = page.getByRole('group', { name: 'Campaign log' }).getByRole('button', { name: 'Undo' });
    await undo.click();
    await expect.poll(() => page.getByRole('tree', { name: 'Order of battle' }).getByRole('treeitem', { name: 'Bn 19998', exact: true }).count(), { timeout: 60_000 }).toBe(0);
  }, 600_000);
});
