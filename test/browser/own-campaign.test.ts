/**
 * A campaign on the umpire's own ground, made in real Chromium through the accessible names only:
 * New campaign → New map for Narvik 1940 on an MGRS grid (an area drawn on the blank map, then the
 * file's extent), its terrain from a GeoJSON file in
 * OpenStreetMap tagging (test/fixtures/terrain/narvik-osm.geojson, written for this test: its source
 * line says so), the order of battle imported from ORBAT Mapper's narvik40.json through the review
 * table, a German battalion added from a template, a small scanned image placed by three points
 * (test/fixtures/terrain/narvik-scan.png, drawn for this test), a wood drawn by hand and reshaped, then one turn: an order (a route on its
 * own initiative), the clock to the next contact, and the contact. After a reload everything is still
 * there, from IndexedDB, and the map exports as GeoJSON.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openApp, useChromium, waitForMapDrawn } from './helpers.ts';

const chromium = useChromium();
const TERRAIN = fileURLToPath(new URL('../fixtures/terrain/narvik-osm.geojson', import.meta.url));
const SCAN = fileURLToPath(new URL('../fixtures/terrain/narvik-scan.png', import.meta.url));
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
    await expect.poll(() => summary.textContent()).toMatch(/^9 features kept: rough ground \(1\), impractical ground \(2\), wood \(1\), built-up area \(2\), road \(1\), railway \(1\), river \(1\)\./);
    const leftOut = (await summary.textContent()) ?? '';
    for (const part of ['2 with no rule matches its tags', '1 with an area drawn as an open line', '1 with a footway, path, steps, track or service road (not a road for a march)']) expect(leftOut).toContain(part);
    // Each preset with what it matched in this file: the track up the valley, left out.
    await form.getByText(/^The \d+ OpenStreetMap presets \(\d+ of them matched this file\)$/).click();
    const track = form.getByRole('row', { name: /^highway = track/ });
    expect(await track.getByRole('cell').allTextContents()).toEqual(['highway = track', 'left out: a footway, path, steps, track or service road (not a road for a march)', '1']);
    // The area comes from the file's extent.
    expect(await form.getByRole('textbox', { name: 'South-west corner' }).inputValue()).toBe('68.36000, 17.10000');
    // An area drawn on the map instead (two corners clicked), then the file's extent again.
    await form.getByRole('button', { name: 'Draw the area' }).click();
    await form.getByRole('region', { name: 'Area map' }).scrollIntoViewIfNeeded();
    const areaBox = (await form.getByRole('region', { name: 'Area map' }).boundingBox())!;
    await page.waitForFunction(() => (window as unknown as { L?: { PM?: unknown } }).L?.PM !== undefined);
    await page.mouse.click(areaBox.x + areaBox.width * 0.3, areaBox.y + areaBox.height * 0.7);
    await page.mouse.click(areaBox.x + areaBox.width * 0.6, areaBox.y + areaBox.height * 0.4);
    await expect.poll(() => form.getByRole('textbox', { name: 'South-west corner' }).inputValue()).not.toBe('68.36000, 17.10000');
    await form.getByRole('button', { name: "Take the terrain file's extent" }).click();
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
    // A German destroyer comes as a ship of its own (placed and reported; not fighting on land).
    expect(await review.getByRole('checkbox', { name: 'Import Z19 Herman Künne' }).isChecked()).toBe(true);
    expect(await review.getByRole('combobox', { name: 'Type of Z19 Herman Künne' }).inputValue()).toBe('warship');
    expect(await review.getByRole('combobox', { name: 'Echelon of 229 Field RE' }).inputValue()).toBe('company');
    // Leave out the Alta battalion, and take 1 SG as a veteran-strength battalion of 16 bases.
    await review.getByRole('checkbox', { name: 'Import Alta' }).uncheck();
    await review.getByRole('spinbutton', { name: 'Bases of 1 SG' }).fill('16');
    await review.getByRole('button', { name: 'Import 38 units' }).click();
    await expect.poll(() => messages(page)).toContain('Imported 38 units from narvik40.json.');
    await edit.getByRole('button', { name: 'Add unit…' }).click();
    const add = page.getByRole('dialog', { name: 'Add unit' });
    await add.getByRole('textbox', { name: 'Name', exact: true }).fill('I./Gebirgsjäger-Regiment 139');
    await add.getByRole('textbox', { name: 'Short name' }).fill('I./GJR 139');
    await add.getByRole('combobox', { name: 'Side' }).selectOption({ label: 'Axis forces' });
    await add.getByRole('textbox', { name: 'Grid reference (optional)' }).fill(TOWN);
    await add.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => messages(page)).toContain('Added I./Gebirgsjäger-Regiment 139 and the 4 units under it.');
    await waitForMapDrawn(page);

    // ---- a scanned map by three points ---------------------------------------------------------------------
    await page.getByRole('button', { name: 'Scanned map…' }).click();
    const scan = page.getByRole('dialog', { name: 'Place a scanned map' });
    await scan.getByLabel(/Image \(PNG or JPEG/).setInputFiles(SCAN);
    const image = scan.getByRole('img', { name: /Scanned map narvik-scan\.png/ });
    for (const [fx, fy] of [[0, 0], [1, 0], [0, 1]] as const) {
      const box = (await image.boundingBox())!;
      await page.mouse.click(box.x + fx * (box.width - 1), box.y + fy * (box.height - 1));
    }
    expect(await scan.getByRole('spinbutton', { name: 'Point 2 x' }).inputValue()).toMatch(/^29[89]|300$/);
    await scan.getByRole('textbox', { name: 'Point 1 grid reference' }).fill('68.45, 17.40');
    await scan.getByRole('textbox', { name: 'Point 2 grid reference' }).fill('68.45, 17.46');
    await scan.getByRole('textbox', { name: 'Point 3 grid reference' }).fill('this is not a place');
    expect(await scan.getByRole('button', { name: 'Place' }).isDisabled()).toBe(true);
    await scan.getByRole('textbox', { name: 'Point 3 grid reference' }).fill('68.43, 17.40');
    await expect.poll(() => scan.getByRole('table').textContent()).toContain('0 m root mean square');
    await scan.getByRole('button', { name: 'Place' }).click();
    await expect.poll(() => messages(page)).toContain('Placed the scanned map “narvik-scan.png” by 3 control points.');
    await expect.poll(() => page.locator('.leaflet-pane img[alt="Scanned map narvik-scan.png"]').count()).toBe(1);
    await page.getByRole('slider', { name: 'Scanned map' }).fill('0.4');

    // ---- terrain drawn by hand -----------------------------------------------------------------------------------
    await page.getByRole('button', { name: 'Draw terrain…' }).click();
    const draw = page.getByRole('group', { name: 'Draw terrain' });
    await draw.getByRole('combobox', { name: 'Class' }).selectOption('wood');
    await draw.getByRole('textbox', { name: 'Name' }).fill('Framnes birches');
    await draw.getByRole('button', { name: 'Draw', exact: true }).click();
    await page.waitForFunction(() => (window as unknown as { L?: { PM?: unknown } }).L?.PM !== undefined);
    const mapBox = (await page.getByRole('region', { name: 'Campaign map' }).boundingBox())!;
    for (const [fx, fy] of [[0.15, 0.8], [0.25, 0.8], [0.25, 0.9], [0.15, 0.8]] as const) {
      await page.mouse.click(mapBox.x + fx * mapBox.width, mapBox.y + fy * mapBox.height);
    }
    await expect.poll(() => messages(page)).toContain('Drew wood “Framnes birches”.');
    // Reshape it: drag one of its points, then save.
    await draw.getByRole('button', { name: 'Reshape…' }).click();
    await page.mouse.click(mapBox.x + 0.22 * mapBox.width, mapBox.y + 0.83 * mapBox.height);
    const vertex = page.locator('.leaflet-marker-pane .marker-icon:not(.marker-icon-middle)').first();
    await vertex.waitFor();
    const v = (await vertex.boundingBox())!;
    await page.mouse.move(v.x + v.width / 2, v.y + v.height / 2);
    await page.mouse.down();
    await page.mouse.move(v.x + v.width / 2 - 30, v.y + v.height / 2 + 20, { steps: 5 });
    await page.mouse.up();
    await draw.getByRole('button', { name: 'Save shape' }).click();
    await expect.poll(() => messages(page)).toContain('Reshaped wood “Framnes birches”.');
    await draw.getByRole('button', { name: 'Close' }).click();

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
    await expect.poll(async () => (await page.getByRole('main').textContent()) ?? '', { timeout: 30_000 }).toContain('imported 9 terrain features from narvik-osm.geojson');
    const log = (await page.getByRole('main').textContent()) ?? '';
    expect(log).toContain('added 38 units to the order of battle (Naval units first)');
    expect(log).toContain('placed the scanned map “narvik-scan.png” by 3 control points');
    expect(log).toContain('drew wood “Framnes birches”');
    expect(log).toContain('reshaped wood “Framnes birches”');
    // The scan is read from its Blob in IndexedDB and drawn from it.
    const drawn = page.locator('.leaflet-pane img[alt="Scanned map narvik-scan.png"]');
    await expect.poll(() => drawn.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(300);
    expect(await drawn.getAttribute('src')).toMatch(/^blob:/);

    // ---- the map leaves as GeoJSON ------------------------------------------------------------------------------
    await page.getByRole('button', { name: 'Export map…' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('dialog', { name: 'Export the map' }).getByRole('button', { name: /^GeoJSON/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('narvik-april-1940.geojson');
    const fc = JSON.parse(readFileSync((await download.path())!, 'utf8')) as { features: { properties: { layer: string; name?: string; sidc?: string } }[] };
    expect(fc.features.filter((f) => f.properties.layer === 'terrain').length).toBe(10);
    const units = fc.features.filter((f) => f.properties.layer === 'unit');
    // The units that stand somewhere: 1 SG (placed above), the mountain battalion added by hand, and the ships the scenario placed.
    const ships = ['Eidsvold', 'Norge', 'Z11 Bernd von Arnim', 'Z13 Erich Koellner', 'Z17 Dieter von Roeder', 'Z18 Hans Lüdemann', 'Z19 Herman Künne', 'Z2 Georg Thiele', 'Z21 Wilhelm Heidkamp', 'Z22 Anton Schmitt'];
    expect(units.map((f) => f.properties.name).sort()).toEqual(['1 SG', 'A Company, I./Gebirgsjäger-Regiment 139', 'B Company, I./Gebirgsjäger-Regiment 139', 'C Company, I./Gebirgsjäger-Regiment 139', 'D Company, I./Gebirgsjäger-Regiment 139', 'I./Gebirgsjäger-Regiment 139', ...ships].sort());
    // Imported units leave with the APP-6D code they came with; a unit added here with the desk's own.
    const sidcOf = (name: string) => units.find((f) => f.properties.name === name)!.properties.sidc;
    expect([sidcOf('1 SG'), sidcOf('Z19 Herman Künne'), sidcOf('I./Gebirgsjäger-Regiment 139')]).toEqual(['10031000161211000000', '10063000001202030000', 'SHGPUCI----F---']);

    // ---- and as a map file, with the scanned map's image ------------------------------------------------------------
    await page.getByRole('button', { name: 'Export map…' }).click();
    const [mapDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('dialog', { name: 'Export the map' }).getByRole('button', { name: /^Map file: grid, terrain, scanned map, to start/ }).click(),
    ]);
    const mapFile = JSON.parse(readFileSync((await mapDownload.path())!, 'utf8')) as { version: number; scan: { name: string; data: string } };
    expect([mapFile.version, mapFile.scan.name]).toEqual([2, 'narvik-scan.png']);
    expect(Buffer.from(mapFile.scan.data, 'base64')).toEqual(readFileSync(SCAN));
  });
});
