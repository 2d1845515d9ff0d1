/**
 * An offline base map, in real Chromium through the accessible names: a new Narvik map, Base map… with
 * a PMTiles archive of PNG tiles (written by test/tools/pmtiles-writer.ts), its tiles drawn under the
 * grid from the archive kept in IndexedDB, its opacity set, the page reloaded and the map drawn again;
 * the map exported as a `*.map.zip` and a new campaign started from it with the same base map; and
 * the campaign file, which names the base map without carrying it, imported on this device (drawn from
 * the copy another campaign keeps) and on another (which says the archive is not there).
 */
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { imageSizeText } from '../../src/campaign/ground/scanImage.ts';
import { solidPng, squareMvt, tilesCovering, writePmtiles } from '../tools/pmtiles-writer.ts';
import { openApp, useChromium } from './helpers.ts';

const chromium = useChromium();
const tmp = mkdtempSync(join(tmpdir(), 'campaign-desk-base-map-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** The grid's area, WGS84 [w, s, e, n], and an archive a little larger, zooms 5–12, one colour a zoom. */
const AREA: [number, number, number, number] = [17.0, 68.3, 18.0, 68.66];
const BOUNDS: [number, number, number, number] = [16.9, 68.25, 18.1, 68.7];
const colourAt = (z: number): [number, number, number] => [120 + z * 10, 200 - z * 5, 160];
const ARCHIVE = join(tmp, 'narvik-base.pmtiles');
writeFileSync(ARCHIVE, writePmtiles([5, 6, 7, 8, 9, 10, 11, 12].flatMap((z) => tilesCovering(z, BOUNDS).map((t) => ({ ...t, data: solidPng(colourAt(z)) }))), { tileType: 2, bounds: BOUNDS, metadata: { attribution: '<a href="https://kartverket.no">&copy; Kartverket</a>' } }));

/** A vector archive in the Protomaps basemap's schema: every tile of zooms 5–8 all land (`earth`). */
const VECTOR = join(tmp, 'narvik-vector.pmtiles');
const EARTH = squareMvt(['earth']);
writeFileSync(VECTOR, writePmtiles([5, 6, 7, 8].flatMap((z) => tilesCovering(z, BOUNDS).map((t) => ({ ...t, data: EARTH }))), { tileType: 1, bounds: BOUNDS, metadata: { vector_layers: [{ id: 'earth', fields: {} }] } }));

const messages = async (page: Page) => (await page.getByRole('status', { name: 'Messages' }).textContent()) ?? '';
const tiles = (page: Page) => page.locator('.leaflet-baseMap-pane img.leaflet-tile-loaded');

/** New campaign → New map… on an MGRS grid over the area, from `mapFile` when given. */
async function newMap(page: Page, name: string, mapFile?: string): Promise<void> {
  await page.getByRole('button', { name: 'New campaign' }).click();
  await page.getByRole('dialog', { name: 'New campaign' }).getByRole('button', { name: 'New map…' }).click();
  const form = page.getByRole('dialog', { name: 'New map' });
  if (mapFile) {
    await form.getByLabel(/Start from a map file/).setInputFiles(mapFile);
    await expect.poll(() => form.locator('.newmap-extent').textContent()).toMatch(/the base map “narvik-base\.pmtiles”\.$/);
  } else {
    await form.getByRole('combobox', { name: 'Grid system' }).selectOption('mgrs');
    await form.getByRole('textbox', { name: 'South-west corner' }).fill(`${AREA[1]}, ${AREA[0]}`);
    await form.getByRole('textbox', { name: 'North-east corner' }).fill(`${AREA[3]}, ${AREA[2]}`);
  }
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('button', { name: 'Create' }).click();
  await expect.poll(() => messages(page)).toContain(`Created “${name}” on a map of your own.`);
}

describe('a base map from a PMTiles archive', () => {
  it('is opened under the grid, kept across a reload, carried by the map file, and named by the campaign file', async () => {
    const { page } = await chromium.newPage();
    await openApp(page);
    await newMap(page, 'Narvik base');

    // ---- Base map… --------------------------------------------------------------------------------
    await page.getByRole('button', { name: 'Base map…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Open a base map' });
    await dialog.getByLabel('PMTiles archive').setInputFiles(ARCHIVE);
    await expect.poll(() => dialog.getByRole('status', { name: 'The archive' }).textContent()).toBe(`“narvik-base.pmtiles”: raster PNG, zoom 5–12, ${imageSizeText(statSync(ARCHIVE).size)}. It covers the whole grid.Credit: © Kartverket`);
    await dialog.getByRole('button', { name: 'Open', exact: true }).click();
    await expect.poll(() => messages(page)).toContain('Opened the base map “narvik-base.pmtiles”.');
    // The archive's credit, as plain text, beside its slider.
    expect(await page.locator('.map-credit').textContent()).toBe('Base map: © Kartverket');
    await expect.poll(() => tiles(page).count()).toBeGreaterThan(0);
    // Each tile is one of the archive's own images (one colour a zoom), read from IndexedDB through an object URL.
    const first = tiles(page).first();
    const [width, blob, pixel] = await first.evaluate((img: HTMLImageElement) => {
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 1;
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(img, 128, 128, 1, 1, 0, 0, 1, 1);
      return [img.naturalWidth, img.src.startsWith('blob:'), Array.from(ctx.getImageData(0, 0, 1, 1).data)] as const;
    });
    expect([width, blob]).toEqual([256, true]);
    expect([5, 6, 7, 8, 9, 10, 11, 12].map((z) => [...colourAt(z), 255].join())).toContain(pixel.join());

    // ---- its opacity ----------------------------------------------------------------------------------
    await page.getByRole('slider', { name: 'Base map' }).fill('0.4');
    await expect.poll(() => page.locator('.leaflet-baseMap-pane > .leaflet-layer').evaluate((el: HTMLElement) => el.style.opacity)).toBe('0.4');

    // ---- reopened from IndexedDB ------------------------------------------------------------------------
    await page.reload();
    await expect.poll(() => tiles(page).count()).toBeGreaterThan(0);
    expect(await page.locator('.leaflet-baseMap-pane > .leaflet-layer').evaluate((el: HTMLElement) => el.style.opacity)).toBe('0.4');

    // ---- the map file carries it ----------------------------------------------------------------------------
    await page.getByRole('button', { name: 'Export map…' }).click();
    const [mapDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('dialog', { name: 'Export the map' }).getByRole('button', { name: /^Map file: grid, terrain, base map, to start/ }).click(),
    ]);
    expect(mapDownload.suggestedFilename()).toBe('narvik-base.map.zip');
    const mapFile = join(tmp, 'narvik-base.map.zip');
    await mapDownload.saveAs(mapFile);
    await expect.poll(() => messages(page)).toContain('Saved narvik-base.map.zip: the grid, 0 terrain features and the base map “narvik-base.pmtiles”, to start other campaigns from.');
    await newMap(page, 'Narvik from the map file', mapFile);
    await expect.poll(() => tiles(page).count()).toBeGreaterThan(0);

    // ---- the campaign file names it without carrying it ------------------------------------------------------
    const [campaignDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export', exact: true }).click()]);
    const campaignFile = join(tmp, 'campaign.json');
    await campaignDownload.saveAs(campaignFile);
    await page.getByRole('button', { name: 'Base map…' }).click();
    await page.getByRole('dialog', { name: 'Open a base map' }).getByRole('button', { name: 'Remove the base map' }).click();
    await expect.poll(() => messages(page)).toContain('Removed the base map.');
    await expect.poll(() => tiles(page).count()).toBe(0);
    // Imported on this device, which keeps the same archive for another campaign, it is drawn from there.
    await page.getByLabel('Import campaign file').setInputFiles(campaignFile);
    await expect.poll(() => messages(page)).toMatch(/Imported/);
    await expect.poll(() => tiles(page).count()).toBeGreaterThan(0);
    // On another device (a fresh profile), the desk says the archive is not there.
    const { page: other } = await chromium.newPage();
    await openApp(other);
    await other.getByLabel('Import campaign file').setInputFiles(campaignFile);
    await expect.poll(() => messages(other)).toMatch(/Imported/);
    await expect.poll(() => other.getByRole('slider', { name: 'Base map' }).locator('..').textContent()).toContain('Not on this device (a campaign file does not carry it): open “narvik-base.pmtiles” again from Base map…');
    expect(await tiles(other).count()).toBe(0);
  });

  it('draws a vector archive in the Protomaps basemap’s light style', async () => {
    const { page } = await chromium.newPage();
    await openApp(page);
    await newMap(page, 'Narvik vector');
    await page.getByRole('button', { name: 'Base map…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Open a base map' });
    await dialog.getByLabel('PMTiles archive').setInputFiles(VECTOR);
    await expect.poll(() => dialog.getByRole('status', { name: 'The archive' }).textContent()).toBe(`“narvik-vector.pmtiles”: vector tiles, zoom 5–8, ${statSync(VECTOR).size} bytes. It covers the whole grid.`);
    await dialog.getByRole('button', { name: 'Open', exact: true }).click();
    const canvases = page.locator('.leaflet-baseMap-pane canvas.leaflet-tile-loaded');
    await expect.poll(() => canvases.count()).toBeGreaterThan(0);
    // The land is painted the light style's earth colour (#e2dfda), over-zoomed from the archive's zoom 8.
    const pixel = await canvases.first().evaluate((c: HTMLCanvasElement) => Array.from(c.getContext('2d')!.getImageData(c.width / 2, c.height / 2, 1, 1).data));
    expect(pixel).toEqual([0xe2, 0xdf, 0xda, 255]);
  });
});
