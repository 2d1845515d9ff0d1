/**
 * A PLUMPIRE game in real Chromium against the built app (fresh profiles, the Cambrai campaign), through
 * the accessible names only: the umpire sets up seats for 51st (Highland) Division (as reported) and
 * 152nd Brigade (live); 1/6th Gordons advance to a contact; the brigade's view shows its own units and
 * no enemy yet, and no log line of the truth; six hours on, the division's view shows the enemy as
 * "Unknown enemy" markers and its battalions as reported; the division's packet is printed and saved;
 * a second, fresh profile opens it at player mode's page (no campaign store is ever opened there), writes
 * an order for 152nd Brigade and sends it; the umpire previews the orders file, takes it in (a second
 * time: already taken in, nothing written) and follows the order down to 1/6th Gordons on its timeline.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appUrl, openApp, useChromium, waitForMapDrawn } from './helpers.ts';
import { chooseUnit, selectUnit } from './app-actions.ts';

const chromium = useChromium();
const DIVISION = '51st (Highland) Division';
const BRIGADE = '152nd Brigade';
const BATTALION = '1/6th Bn Gordon Highlanders';
/** Near I./RIR 90, north-east of the Gordons. */
const WAYPOINT = '12790825';

const messages = async (page: Page) => (await page.getByRole('status', { name: 'Messages' }).textContent()) ?? '';
const treeNames = async (page: Page) => (await page.getByRole('tree', { name: 'Order of battle' }).getByRole('treeitem').allTextContents()).join('\n');

async function addSeat(page: Page, hq: string, live: boolean): Promise<void> {
  const form = page.getByRole('form', { name: 'New seat' });
  await chooseUnit(form, 'HQ of the new seat', hq);
  await form.getByRole('radio', { name: live ? /live/ : /as reported/ }).check();
  await form.getByRole('button', { name: 'Add seat' }).click();
  await expect.poll(() => messages(page)).toContain(`Seat “${hq}” set up`);
}

async function view(page: Page, label: string): Promise<void> {
  await page.getByRole('combobox', { name: 'View' }).selectOption({ label });
  await waitForMapDrawn(page);
}

describe('a PLUMPIRE game in Chromium', () => {
  it('gives each seat only its picture, hands the division a packet, and takes its order back into the campaign', async () => {
    const { page } = await chromium.newPage();
    await page.addInitScript(() => {
      // The print dialog cannot open headless: record what would print, and end the print at once.
      const w = window as unknown as { printed: string[] };
      w.printed = [];
      window.print = () => {
        const root = document.querySelector('body.packet-printing > .packet-print-root');
        w.printed.push(`${root?.querySelector('svg[aria-label="Map extract of the picture"]') ? '[map] ' : ''}${root?.textContent ?? ''}`);
        window.dispatchEvent(new Event('afterprint'));
      };
    });
    await openApp(page);

    // ---- seats ------------------------------------------------------------------------------------------
    await page.getByRole('group', { name: 'Screens' }).getByRole('button', { name: 'Seats', exact: true }).click();
    await page.getByRole('region', { name: 'Seats' }).waitFor();
    await addSeat(page, DIVISION, false);
    await addSeat(page, BRIGADE, true);
    const seats = page.getByRole('table', { name: 'Seats' });
    expect(await seats.getByRole('row').count()).toBe(3);
    await page.getByRole('group', { name: 'Screens' }).getByRole('button', { name: 'Seats', exact: true }).click();

    // ---- a contact ----------------------------------------------------------------------------------------
    await selectUnit(page, BATTALION);
    const route = page.getByRole('region', { name: 'Route' });
    await route.getByRole('combobox', { name: 'Ordered by' }).selectOption({ label: 'Own initiative' });
    await route.getByRole('textbox', { name: 'Waypoint 1' }).fill(WAYPOINT);
    await route.getByRole('button', { name: 'Save route' }).click();
    await expect.poll(() => messages(page)).toMatch(/route/i);
    await page.getByRole('button', { name: 'Advance to next contact' }).click();
    await expect.poll(() => messages(page), { timeout: 60_000 }).toMatch(/^Contact at/);

    // ---- the brigade, live: its own units where they are, no enemy yet, no line of the truth -----------------
    await view(page, BRIGADE);
    expect(await page.getByRole('note').first().textContent()).toContain(`${BRIGADE}, as known at`);
    await page.getByRole('textbox', { name: 'Search units' }).fill('');
    let tree = await treeNames(page);
    expect(tree).toContain(BRIGADE);
    expect(tree).not.toContain('153rd Brigade');
    expect(tree).not.toMatch(/enemy|RIR|IR 84/i);
    await page.getByRole('group', { name: 'Screens' }).getByRole('button', { name: 'Log', exact: true }).click();
    const log = page.getByRole('region', { name: 'Log' });
    expect(await log.textContent()).not.toMatch(/advanced the clock|filed|seat/);
    await page.getByRole('group', { name: 'Screens' }).getByRole('button', { name: 'Log', exact: true }).click();

    // ---- six hours on, the division's view: the enemy as reported, its battalions as its brigades reported them
    // (Bn → Bde 1 h, the brigade's next situation report, Bde → Div 2 h) -------------------------------------
    await view(page, 'Umpire');
    for (let h = 0; h < 6; h++) {
      const before = await messages(page);
      await page.getByRole('button', { name: 'Advance 1 hour' }).click();
      await expect.poll(() => messages(page), { timeout: 30_000 }).not.toBe(before);
    }
    await view(page, DIVISION);
    tree = await treeNames(page);
    expect(tree).toMatch(/Unknown enemy \(ambushed|Enemy infantry/);
    expect(tree).not.toMatch(/RIR|IR 84/);
    // A seat's unit panel is read-only: what the seat knows of the unit, no grid reference field.
    await page.getByRole('textbox', { name: 'Search units' }).fill(BATTALION);
    await page.getByRole('tree', { name: 'Order of battle' }).getByRole('treeitem', { name: BATTALION, exact: true }).first().click();
    const details = page.getByRole('region', { name: 'Unit details' });
    await details.getByRole('heading', { name: BATTALION, exact: true }).waitFor();
    expect(await details.textContent()).toMatch(/As knownas reported at .*, received/);
    expect(await details.getByRole('button', { name: 'Move', exact: true }).count()).toBe(0);

    // Print and save the packet.
    await page.getByRole('button', { name: 'Print packet' }).click();
    const printed = () => page.evaluate(() => (window as unknown as { printed: string[] }).printed);
    await expect.poll(async () => (await printed()).length).toBe(1);
    expect((await printed())[0]).toMatch(new RegExp(`^\\[map\\] ${DIVISION.replace(/[()]/g, '\\$&')}, as known at .*Own units.*Reports received.*Contact at`, 's'));
    expect((await printed())[0]).not.toMatch(/RIR|IR 84/);
    const dir = mkdtempSync(join(tmpdir(), 'plumpire-'));
    const [packetDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Issue packet' }).click()]);
    expect(packetDownload.suggestedFilename()).toMatch(/51st \(Highland\) Division .*\.packet\.json$/);
    await expect.poll(() => messages(page)).toMatch(/^Issued the packet of “51st \(Highland\) Division”/);
    const packetPath = join(dir, 'division.packet.json');
    await packetDownload.saveAs(packetPath);

    // ---- player mode in a fresh profile: read-only, an order written and sent ---------------------------------
    const { page: player } = await chromium.newPage();
    await player.goto(`${appUrl()}?player`);
    await player.getByRole('button', { name: 'Open packet…' }).waitFor();
    await player.getByLabel('Open packet file').setInputFiles(packetPath);
    await player.getByText(`Player mode: ${DIVISION}, as known at`).waitFor();
    await waitForMapDrawn(player);
    expect(await treeNames(player)).not.toMatch(/RIR|IR 84/);
    await player.getByRole('group', { name: 'Screens' }).getByRole('button', { name: 'Orders', exact: true }).click();
    await player.getByRole('region', { name: 'Orders' }).getByRole('button', { name: 'New order' }).click();
    const form = player.getByRole('form', { name: 'Order form' });
    await chooseUnit(form, 'For', BRIGADE);
    // The issuer defaults to the HQ above the formation: the seat's own.
    await expect.poll(() => form.getByRole('combobox', { name: 'Issued by' }).inputValue()).toContain(DIVISION);
    await form.getByLabel('Aim', { exact: true }).fill('Clear the enemy post north-east of the Gordons and hold it.');
    await form.getByRole('button', { name: 'Save order' }).click();
    await form.waitFor({ state: 'detached' });
    const [ordersDownload] = await Promise.all([player.waitForEvent('download'), player.getByRole('button', { name: 'Send orders' }).click()]);
    expect(ordersDownload.suggestedFilename()).toMatch(/\.orders\.json$/);
    // The player's browser never held a campaign: player mode opens no campaign store at all.
    expect(await player.evaluate(async () => (await indexedDB.databases()).map((d) => d.name))).toEqual([]);
    const ordersPath = join(dir, 'division.orders.json');
    await ordersDownload.saveAs(ordersPath);

    // ---- the umpire takes the order in and follows it to the battalion ----------------------------------------
    await view(page, 'Umpire');
    await page.getByLabel('Import campaign file').setInputFiles(ordersPath);
    // The preview first: the seat by the campaign's name for it, the packet, the order with its arrivals.
    const preview = page.getByRole('dialog', { name: 'Take in orders' });
    expect(await preview.getByRole('heading').nth(1).textContent()).toMatch(/from “51st \(Highland\) Division”, answering the packet of /);
    expect(await preview.getByRole('row', { name: /Order 1 \(for 152nd/ }).textContent()).toMatch(/^Order 1 \(for 152nd Brigade\).*152 Bde \d\d:\d\d, .*and \d+ more \(the last at \d\d:\d\d\)$/);
    await preview.getByRole('button', { name: 'Take in 1 order' }).click();
    await expect.poll(() => messages(page)).toContain(`Took in 1 order from “${DIVISION}”`);
    // The same file again: already taken in, nothing written.
    await page.getByLabel('Import campaign file').setInputFiles(ordersPath);
    await expect.poll(() => preview.textContent()).toMatch(/Already taken in at .*: left out\./);
    expect(await preview.getByRole('button', { name: 'Nothing to take in' }).isDisabled()).toBe(true);
    await preview.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('group', { name: 'Screens' }).getByRole('button', { name: 'Orders', exact: true }).click();
    await page.getByRole('region', { name: 'Orders' }).getByRole('button', { name: '51 Div → 152 Bde' }).click();
    const table = page.getByRole('table', { name: 'Timeline of 51 Div → 152 Bde' });
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: BATTALION, exact: true }) });
    await row.first().waitFor();
    const cells = (await row.first().getByRole('cell').allTextContents()).map((t) => t.trim());
    // Issued at the packet's minute; Div → Bde 2 h, Bde → Bn 1 h (004 §COMMAND REACTION TIMES, no radios in 1917).
    const packet = JSON.parse(readFileSync(packetPath, 'utf8')) as { picture: { startLocal: string; atMin: number } };
    const at = new Date(Date.parse(`${packet.picture.startLocal}:00Z`) + (packet.picture.atMin + 180) * 60_000);
    const month = at.toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' });
    // The timeline gives the date only for a day other than the clock's.
    const hhmm = `${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')}`;
    expect([hhmm, `${at.getUTCDate()} ${month} ${hhmm}`]).toContain(cells[1]);
    expect(await page.getByRole('alert').count()).toBe(0);
  }, 300_000);
});
