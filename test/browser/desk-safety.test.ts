/**
 * The desk holds up as an umpire uses it, in real Chromium against the built app:
 * - a file with a date no calendar has is refused at import, and a stored campaign that no longer opens
 *   (its log damaged in IndexedDB) shows which and why, offers its raw log and its deletion, and every
 *   other campaign still opens — the app is never a blank page;
 * - a 6 MB file of 2,000,000 empty events is refused, and the page stays responsive meanwhile (the check
 *   runs in a Web Worker);
 * - two tabs see each other's writes, and Undo names exactly what it removes;
 * - "Next period", written hour by hour, is one action: one Undo takes it back, Redo and Ctrl+Z / Ctrl+Shift+Z.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openApp, useChromium } from './helpers.ts';
import { selectedCampaign } from './app-actions.ts';

const chromium = useChromium();

/** Import the text as a file named `name` through the hidden file input. */
async function importText(page: Page, name: string, text: string): Promise<void> {
  await page.getByLabel('Import campaign file').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
}

/** The campaign clock's `time` text, e.g. `Mon 19 Nov 1917 18:00`. */
const clockText = (page: Page) => page.locator('.clock time').first().textContent();

describe('data safety', () => {
  it('refuses a file dated 31 February, and a campaign that no longer opens shows why while the others open', async () => {
    const { page } = await chromium.newPage(undefined, [/could not be opened|not a real date/i]);
    await openApp(page);
    const good = await page.evaluate(async () => (await fetch('./')).ok);
    expect(good).toBe(true);

    // An exported campaign with its start changed to 31 February: refused with the path, nothing stored.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export', exact: true }).click()]);
    const exported = JSON.parse(readFileSync((await download.path())!, 'utf8')) as { events: { payload: { scenario?: { startLocal: string } } }[] };
    exported.events[0]!.payload.scenario!.startLocal = '1917-02-31T06:20';
    await importText(page, 'bad-date.campaign.json', JSON.stringify(exported));
    await expect.poll(() => page.getByRole('alert').textContent(), { timeout: 20_000 }).toContain('events[0].payload.scenario.startLocal: 1917-02-31T06:20 is not a real date');
    expect(await page.getByRole('combobox', { name: 'Campaign' }).locator('option').count()).toBe(1);

    // A second campaign, then its stored start damaged behind the app's back (as an older app let in).
    await page.getByRole('button', { name: 'Duplicate', exact: true }).click();
    await expect.poll(() => selectedCampaign(page)).toMatch(/what-if/);
    const damagedId = await page.evaluate(
      () =>
        new Promise<string>((resolve, reject) => {
          const req = indexedDB.open('campaign-desk');
          req.onerror = () => reject(req.error);
          req.onsuccess = () => {
            const db = req.result;
            const tx = db.transaction(['campaigns', 'events', 'snapshots'], 'readwrite');
            const all = tx.objectStore('campaigns').getAll();
            all.onsuccess = () => {
              const c = (all.result as { id: string; name: string }[]).find((x) => x.name.includes('what-if'))!;
              const events = tx.objectStore('events');
              const first = events.get([c.id, 1]);
              first.onsuccess = () => {
                const row = first.result as { payload: { scenario: { startLocal: string } } };
                row.payload.scenario.startLocal = '1917-02-31T06:20';
                events.put(row);
                tx.objectStore('snapshots').index('campaignId').openCursor(IDBKeyRange.only(c.id)).onsuccess = (e) => {
                  const cursor = (e.target as IDBRequest<IDBCursorWithValue | null>).result;
                  if (cursor) {
                    cursor.delete();
                    cursor.continue();
                  }
                };
              };
              tx.oncomplete = () => {
                db.close();
                resolve(c.id);
              };
            };
          };
        }),
    );
    expect(damagedId).toMatch(/^c-/);
    await page.reload();
    const card = page.getByRole('region', { name: /could not be opened/ });
    await card.waitFor({ timeout: 30_000 });
    expect(await card.getByRole('alert').textContent()).toContain('is not a real date and time');
    const [raw] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Export raw log' }).click()]);
    expect(raw.suggestedFilename()).toMatch(/\.raw-log\.json$/);
    expect(JSON.parse(readFileSync((await raw.path())!, 'utf8')).format).toBe('campaign-desk-raw-log');

    // The other campaign opens; the damaged one is deleted on confirmation.
    await card.getByLabel('Open another campaign').selectOption({ label: 'Cambrai, 20 November 1917' });
    await page.getByRole('region', { name: 'Campaign map' }).waitFor();
    await page.getByRole('combobox', { name: 'Campaign' }).selectOption(damagedId);
    const again = page.getByRole('region', { name: /could not be opened/ });
    await again.getByRole('button', { name: 'Delete campaign…' }).click();
    await again.getByRole('button', { name: /for good$/ }).click();
    await expect.poll(() => page.getByRole('combobox', { name: 'Campaign' }).locator('option').count()).toBe(1);
    await page.getByRole('region', { name: 'Campaign map' }).waitFor();
  });

  it('answers a 6 MB file of 2,000,000 empty events at once, and the page stays responsive meanwhile', async () => {
    const { page } = await chromium.newPage();
    await openApp(page);
    const head = '{"format":"campaign-desk","formatVersion":1,"campaign":{"name":"Flood","mapId":"cambrai-1917","createdAt":"2024-01-01T00:00:00.000Z"},"events":[';
    const text = `${head}${Array(2_000_000).fill('{}').join(',')}]}`;
    expect(text.length).toBeGreaterThan(6_000_000);
    const started = Date.now();
    await importText(page, 'flood.campaign.json', text);
    // The page answers while the file is checked off its thread.
    expect(await page.evaluate(() => 1 + 1)).toBe(2);
    await expect.poll(() => page.getByRole('alert').textContent(), { timeout: 20_000 }).toContain('the file holds 2000000 events; a campaign file may hold at most 200000');
    console.log(`6 MB flood file answered in ${Date.now() - started} ms`);
  });
});

describe('two tabs and Undo', () => {
  it('sees the other tab’s edit and names it on Undo, which removes exactly that', async () => {
    const context = await chromium.newContext();
    const { page: a } = await chromium.newPage(context);
    const { page: b } = await chromium.newPage(context);
    await openApp(a);
    await openApp(b);
    const undoA = a.getByRole('button', { name: 'Undo', exact: true });
    expect(await undoA.isDisabled()).toBe(true);
    // Tab B advances the clock an hour; tab A shows the new clock and names B's change on its Undo.
    await b.getByRole('button', { name: 'Advance 1 hour' }).click();
    await expect.poll(() => clockText(b)).toBe('Mon 19 Nov 1917 19:00');
    await expect.poll(() => clockText(a), { timeout: 10_000 }).toBe('Mon 19 Nov 1917 19:00');
    await expect.poll(() => undoA.getAttribute('title')).toMatch(/^Undo: advanced the clock to 19:00/);
    await undoA.click();
    await expect.poll(() => clockText(a)).toBe('Mon 19 Nov 1917 18:00');
    await expect.poll(() => clockText(b), { timeout: 10_000 }).toBe('Mon 19 Nov 1917 18:00');
  });

  it('takes back a Next period written hour by hour with one Undo, puts it back with Redo, and answers Ctrl+Z and Ctrl+Shift+Z', async () => {
    const { page } = await chromium.newPage();
    await openApp(page);
    expect(await clockText(page)).toBe('Mon 19 Nov 1917 18:00');
    const next = page.getByRole('button', { name: 'Next period' });
    await next.click();
    await expect.poll(() => clockText(page), { timeout: 30_000 }).not.toBe('Mon 19 Nov 1917 18:00');
    // The advance is written an hour at a time: wait until the whole of it is written.
    await expect.poll(() => next.isEnabled(), { timeout: 30_000 }).toBe(true);
    const after = await clockText(page);
    expect(after).toBe('Mon 19 Nov 1917 22:00');
    const undo = page.getByRole('button', { name: 'Undo', exact: true });
    const redo = page.getByRole('button', { name: 'Redo', exact: true });
    await expect.poll(() => undo.getAttribute('title')).toMatch(/^Undo: advanced the clock from 18:00 to .* in \d+ hourly steps$/);
    await undo.click();
    await expect.poll(() => clockText(page)).toBe('Mon 19 Nov 1917 18:00');
    expect(await page.getByRole('status', { name: 'Messages' }).textContent()).toMatch(/^Undid: advanced the clock from 18:00/);
    await redo.click();
    await expect.poll(() => clockText(page)).toBe(after);
    await page.getByRole('region', { name: 'Campaign map' }).click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Control+z');
    await expect.poll(() => clockText(page)).toBe('Mon 19 Nov 1917 18:00');
    await page.keyboard.press('Control+Shift+Z');
    await expect.poll(() => clockText(page)).toBe(after);
  });
});
