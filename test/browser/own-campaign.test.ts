/**
 * A campaign on the umpire's own ground, made in real Chromium through the accessible names only:
 * New campaign → New map for Narvik 1940 on an MGRS grid, its terrain from a GeoJSON file in
 * OpenStreetMap tagging (test/fixtures/terrain/narvik-osm.geojson, written for this test: its source
 * line says so), the order of battle imported from ORBAT Mapper's narvik40.json through the review
 * table, a German battalion added from a template, then one turn: an order (a route on its own
 * initiative), the clock to the next contact, and the contact. After a reload everything is still
 * there, from IndexedDB.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openApp, useChromium, waitForMapDrawn } from './helpers.ts';

const chromium = useChromium();
const TERRAIN = fileURLToPath(new URL('../fixtures/terrain/narvik-osm.geojson', import.meta.url));
const NARVIK40 = fileURLToPath(new URL('../../../shared/realdata/orbat-mapper/narvik40.json', import.meta.url));
/** Narvik town (17.43° E, 68.44° N) and a point 1 km north-east of it, on open ground. */
const TOWN = '33WWR 9963 9388';
const NORTH_EAST = '33WXR 0021 9480';

const messages = async (page: Page) => (await page.getByRole('status', { name: 'Messages' }).textContent()) ?? '';

async function pickUnit(page: Page, name: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Search units' }).fill(name);
  await page.getByRole('tree', { name: 'Order of battle' }).getByRole('treeitem', { name, exact: true }).first().click();
  await page.getByRole('region', { name: 'Unit details' }).getByRole('heading', { name, exact: true }).waitFor();
}

describe('a campaign on your own ground', () => {
  it('makes a Narvik 1940 map from a GeoJSON file, imports its ORBAT, and runs a turn to a contact', async () => {
    const { page } = await chromium.newPage();
    await openApp(page);

    // ---- the map -------------------------------------------------------------------------------------
    await page.getByRole('button', { name: 'New campaign' }).click();
    await page.getByRole('dialog', { name: 'New campaign' }).getByRole('button', { name: 'New map…' }).click();
    const form = page.getByRole('dialog', { name: 'New map' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Narvik, April 1940');
    await form.getByRole('combobox', { name: 'Grid system' }).selectOption('mgrs');
    await form.getByLabel(/GeoJSON file/).setInputFiles(TERRAIN);
    const summary = form.getByRole('status').filter({ hasText: 'features kept' });
    await expect.poll(() => summary.textContent()).toMatch(/^10 features kept: rough ground \(1\), impractical ground \(2\), wood \(1\), built-up area \(2\), road \(2\), railway \(1\), river \(1\)\./);
    expect(await summary.textContent()).toContain('Left out: 2 with no rule matches its tags; 1 with an area drawn as an open line.');
    // The area comes from the file's extent.
    expect(await form.getByRole('textbox', { name: 'South-west corner' }).inputValue()).toBe('68.36000, 17.10000');
    await expect.poll(() => form.getByText(/^The map covers 33W/).textContent()).toMatch(/\(33 × 33 km\)\.$/);
    await form.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => messages(page)).toContain('Created “Narvik, April 1940” on a map of your own.');

    // ---- the order of battle -----------------------------------------------------------------------------
    const edit = page.getByRole('group', { name: 'Edit the order of battle' });
    await edit.getByRole('button', { name: 'Import ORBAT…' }).click();
    const review = page.getByRole('dialog', { name: 'Import an order of battle' });
    await review.getByLabel(/ORBAT Mapper scenario/).setInputFiles(NARVIK40);
    await review.getByRole('table').waitFor();
    expect(await review.getByRole('checkbox', { name: 'Import Z19 Herman Künne' }).isChecked()).toBe(false);
    expect(await review.getByRole('combobox', { name: 'Echelon of 229 Field RE' }).inputValue()).toBe('company');
    // Leave out the Alta battalion, and take 1 SG as a veteran-strength battalion of 16 bases.
    await review.getByRole('checkbox', { name: 'Import Alta' }).uncheck();
    await review.getByRole('spinbutton', { name: 'Bases of 1 SG' }).fill('16');
    await review.getByRole('button', { name: 'Import 15 units' }).click();
    await expect.poll(() => messages(page)).toContain('Imported 15 units from narvik40.json.');
    await edit.getByRole('button', { name: 'Add unit…' }).click();
    const add = page.getByRole('dialog', { name: 'Add unit' });
    await add.getByRole('textbox', { name: 'Name', exact: true }).fill('I./Gebirgsjäger-Regiment 139');
    await add.getByRole('textbox', { name: 'Short name' }).fill('I./GJR 139');
    await add.getByRole('combobox', { name: 'Side' }).selectOption({ label: 'Axis forces' });
    await add.getByRole('textbox', { name: 'Grid reference (optional)' }).fill(TOWN);
    await add.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => messages(page)).toContain('Added I./Gebirgsjäger-Regiment 139 and the 4 units under it.');
    await waitForMapDrawn(page);

    // ---- one turn: an order, the clock, a contact ------------------------------------------------------------
    await pickUnit(page, '1 SG');
    await page.getByRole('textbox', { name: 'Grid reference', exact: true }).fill(NORTH_EAST);
    await page.getByRole('button', { name: 'Move', exact: true }).click();
    await expect.poll(() => messages(page)).toMatch(/Moved 1 SG/i);
    const route = page.getByRole('region', { name: 'Route' });
    await route.getByRole('combobox', { name: 'Ordered by' }).selectOption({ label: 'Own initiative' });
    await route.getByRole('textbox', { name: 'Waypoint 1' }).fill(TOWN);
    await route.getByRole('button', { name: 'Save route' }).click();
    await expect.poll(() => messages(page)).toMatch(/route/i);
    await page.getByRole('button', { name: 'Advance to next contact' }).click();
    await expect.poll(() => messages(page), { timeout: 60_000 }).toMatch(/^Contact at/);
    expect(await page.getByRole('button', { name: /^Contacts \(1\)/ }).count()).toBe(1);

    // ---- kept in IndexedDB --------------------------------------------------------------------------------------
    await page.reload();
    await waitForMapDrawn(page);
    await page.getByRole('group', { name: 'Screens' }).getByRole('button', { name: 'Log', exact: true }).click();
    const log = (await page.getByRole('main').textContent()) ?? '';
    expect(log).toContain('imported 10 terrain features from narvik-osm.geojson');
    expect(log).toContain('added 15 units to the order of battle (6th Division first)');
  });
});
