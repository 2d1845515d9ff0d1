/**
 * What an umpire does with the app, in real Chromium against the built app (fresh profile):
 * the Cambrai campaign appears with its grid and unit symbols; the pointer readout and "Go to"
 * work (and refuse an off-map reference); a battalion found in the ORBAT tree is dragged on the map,
 * survives a reload, a second move is undone; the campaign is exported, deleted and imported back,
 * with the battalion where it was moved and a second export byte-identical to the first.
 * Accessible names: docs/ARCHITECTURE.md §Accessible names the browser tests rely on.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { drawnCount, mapCentre, openApp, paintedPixels, pointerReference, useChromium, waitForMapDrawn } from './helpers.ts';
import { BATTALION, expectNear, gridRefOf, selectUnit, selectedCampaign, waitMapSettled } from './app-actions.ts';

const chromium = useChromium();
const tmp = mkdtempSync(join(tmpdir(), 'campaign-desk-export-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** Click "Export" and save the download; returns the file's path and bytes. */
async function exportCampaign(page: Page, name: string): Promise<{ path: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export', exact: true }).click()]);
  const path = join(tmp, name);
  await download.saveAs(path);
  return { path, bytes: readFileSync(path) };
}

/** Drag with the mouse from one page point to another in small steps. */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  await page.mouse.move(from.x, from.y, { steps: 2 });
  await page.mouse.down();
  await page.mouse.move(from.x + (to.x - from.x) / 4, from.y + (to.y - from.y) / 4, { steps: 3 });
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
}

describe('the campaign desk in Chromium', () => {
  it('shows the Cambrai campaign, moves a battalion and carries it through reload, undo, export, delete and import', async () => {
    const { page } = await chromium.newPage();
    const alerts = page.getByRole('alert');

    // A fresh profile opens on the Cambrai campaign with grid labels and unit symbols drawn.
    await openApp(page);
    expect(await selectedCampaign(page)).toMatch(/Cambrai/);
    await expect.poll(() => page.locator('.grid-label').count()).toBeGreaterThan(0);
    const labels = await page.locator('.grid-label').allTextContents();
    expect(labels.every((t) => /^\d{2}$/.test(t.trim())), `grid labels: ${labels.join(' ')}`).toBe(true);
    expect(await drawnCount(page)).toBeGreaterThan(0);
    const pixels = await paintedPixels(page);
    expect(pixels.painted, `painted pixels of ${pixels.width}×${pixels.height}`).toBeGreaterThan(100);

    // The pointer readout names an 8-figure reference.
    await waitMapSettled(page);
    const centre = await mapCentre(page);
    expect(await pointerReference(page, centre.x, centre.y)).toMatch(/^\d{8}$/);

    // Go to 0512: the map centres on that square; 9999 is refused with the map's extent.
    const goTo = page.getByRole('textbox', { name: 'Go to grid reference' });
    for (const [ref, e, n] of [
      ['0512', 550, 1250],
      ['2010', 2050, 1050],
    ] as const) {
      await goTo.fill(ref);
      await page.getByRole('button', { name: 'Go', exact: true }).click();
      await waitMapSettled(page);
      expect(await alerts.count(), `alert after going to ${ref}`).toBe(0);
      expectNear(await pointerReference(page, centre.x, centre.y), e, n, 60, `pointer at the map centre after Go ${ref}`);
    }
    await goTo.fill('9999');
    await page.getByRole('button', { name: 'Go', exact: true }).click();
    await alerts.first().waitFor();
    const alertText = (await alerts.first().textContent()) ?? '';
    expect(alertText).toContain('9999');
    expect(alertText).toContain('0000 to 2724');

    // Select the battalion in the ORBAT tree: the panel shows its reference, the map centres on it.
    const startRef = await selectUnit(page, BATTALION);
    expect(startRef).toMatch(/^\d{8}$/);
    await waitMapSettled(page);
    const target = { x: centre.x + 120, y: centre.y + 20 };
    const dropRef = await pointerReference(page, target.x, target.y);
    await drag(page, centre, target);
    await expect.poll(() => gridRefOf(page), { timeout: 15_000 }).not.toBe(startRef);
    const movedRef = await gridRefOf(page);
    expectNear(movedRef, Number(dropRef.slice(0, 4)), Number(dropRef.slice(4)), 8, 'the dropped battalion');
    await waitForMapDrawn(page);

    // Reload: the move was stored, and the screen is as it was: the battalion still selected in the
    // panel (without selecting it again) and the map at the same view (its symbol at the centre).
    const before = await mapCentre(page); // the notice bar may have changed the map's height
    const viewBefore = await pointerReference(page, before.x, before.y);
    await page.reload();
    await waitForMapDrawn(page);
    await expect.poll(() => gridRefOf(page), { timeout: 15_000 }).toBe(movedRef);
    await expect(page.getByRole('region', { name: 'Unit details' }).getByRole('heading', { name: BATTALION }).count()).resolves.toBe(1);
    const after = await mapCentre(page);
    expect(await pointerReference(page, after.x, after.y), 'the map view after reload').toBe(viewBefore);
    expect(await selectUnit(page, BATTALION)).toBe(movedRef);

    // A second move, then Undo: back where the first move put it, with a notice saying so.
    await waitMapSettled(page);
    await drag(page, centre, { x: centre.x - 20, y: centre.y + 110 });
    await expect.poll(() => gridRefOf(page), { timeout: 15_000 }).not.toBe(movedRef);
    await page.getByRole('button', { name: 'Undo' }).click();
    const messages = page.getByRole('status', { name: 'Messages' });
    await expect.poll(async () => (await messages.textContent()) ?? '').toMatch(/Undid/);
    await expect.poll(() => gridRefOf(page)).toBe(movedRef);

    // Export, delete (confirming), import: the battalion is where it was moved; export is stable.
    const first = await exportCampaign(page, 'first.json');
    expect(first.bytes.length).toBeGreaterThan(100);
    const deletedId = await page.getByRole('combobox', { name: 'Campaign' }).inputValue();
    await page.getByRole('button', { name: 'Delete campaign' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Campaign' }).locator(`option[value="${deletedId}"]`).count())
      .toBe(0);

    await page.getByLabel('Import campaign file').setInputFiles(first.path);
    await expect.poll(async () => (await messages.textContent()) ?? '').toMatch(/Imported/);
    expect(await alerts.count(), 'alert after import').toBe(0);
    await waitForMapDrawn(page);
    expect(await selectedCampaign(page)).toMatch(/Cambrai/);
    expect(await selectUnit(page, BATTALION)).toBe(movedRef);
    const second = await exportCampaign(page, 'second.json');
    expect(second.bytes.equals(first.bytes), 'second export is byte-identical to the first').toBe(true);
  });
});
