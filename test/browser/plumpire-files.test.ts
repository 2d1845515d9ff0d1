/**
 * A PLUMPIRE game night with files, in real Chromium against the built app (fresh profiles, Cambrai):
 * - player mode (`?player`) refuses a packet whose start is not a real date (each of six), saying why
 *   with Close packet — the page never blank — and refuses a packet of two million entries in a worker;
 * - the umpire sets three seats, issues every seat its packet in one press, and three players (each in
 *   a fresh profile whose IndexedDB never holds a campaign) write and send an order each; the umpire
 *   takes the three files in at once after a preview, refuses a backdated, a far-future and a forged
 *   file, one of two million entries, and the same file twice; a second round's packet tells the division its order was taken in.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Download, Page } from 'playwright-core';
import { appUrl, openApp, useChromium, waitForMapDrawn } from './helpers.ts';
import { chooseUnit } from './app-actions.ts';

const chromium = useChromium();
const DIVISION = '51st (Highland) Division';
const SEATS = [
  { hq: DIVISION, live: false, orderFor: '152nd Brigade' },
  { hq: '152nd Brigade', live: true, orderFor: '1/6th Bn Gordon Highlanders' },
  { hq: '153rd Brigade', live: false, orderFor: '1/6th Bn Black Watch' },
];
const dir = mkdtempSync(join(tmpdir(), 'plumpire-files-'));

const messages = async (page: Page) => (await page.getByRole('status', { name: 'Messages' }).textContent()) ?? '';
const screen = (page: Page, name: string) => page.getByRole('group', { name: 'Screens' }).getByRole('button', { name, exact: true }).click();
const databases = (page: Page) => page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name));

/** A player's page in a fresh profile, with its packet opened. */
async function playerWith(packetPath: string): Promise<Page> {
  const { page } = await chromium.newPage();
  await page.goto(`${appUrl()}?player`);
  await page.getByLabel('Open packet file').setInputFiles(packetPath);
  await page.getByText(/^Player mode: /).waitFor();
  await waitForMapDrawn(page);
  return page;
}

/** Advance the clock `n` hours, one press at a time, each waited for. */
async function advanceHours(page: Page, n: number): Promise<void> {
  for (let h = 0; h < n; h++) {
    const before = await messages(page);
    await page.getByRole('button', { name: 'Advance 1 hour' }).click();
    await expect.poll(() => messages(page), { timeout: 30_000 }).not.toBe(before);
  }
}

/** Save a download under `name` in the test's folder and return its path. */
async function keep(d: Download, name: string): Promise<string> {
  const path = join(dir, name);
  await d.saveAs(path);
  return path;
}

describe('a PLUMPIRE game night with files', () => {
  it('player mode refuses a packet it cannot open, saying why, and the page never goes blank', async () => {
    const { page: umpire } = await chromium.newPage();
    await openApp(umpire);
    // A real packet first, to break by hand.
    await screen(umpire, 'Seats');
    const form = umpire.getByRole('form', { name: 'New seat' });
    await chooseUnit(form, 'HQ of the new seat', DIVISION);
    await form.getByRole('button', { name: 'Add seat' }).click();
    await expect.poll(() => messages(umpire)).toContain('set up');
    const [d] = await Promise.all([umpire.waitForEvent('download'), umpire.getByRole('button', { name: 'Issue every seat its packet' }).click()]);
    const good = readFileSync(await keep(d, 'good.packet.json'), 'utf8');

    const { page: player } = await chromium.newPage();
    const workers: string[] = [];
    player.on('worker', (w) => workers.push(w.url()));
    await player.goto(`${appUrl()}?player`);
    const open = player.getByLabel('Open packet file');
    for (const start of ['1917-02-31T06:00', '1917-04-31T06:00', '1917-02-29T06:00', '1917-13-01T06:00', '1917-11-20T25:00', 'dawn']) {
      const bad = JSON.parse(good);
      bad.picture.startLocal = start;
      const path = join(dir, `bad-${start.replace(/:/g, '')}.packet.json`);
      writeFileSync(path, JSON.stringify(bad));
      await open.setInputFiles(path);
      const card = player.getByRole('region', { name: /cannot be opened$/ });
      await card.waitFor();
      expect(await card.getByRole('alert').textContent()).toContain(`The campaign's start: `);
      expect(await card.getByRole('alert').textContent()).toContain(start);
      await card.getByRole('button', { name: 'Close packet' }).click();
      await player.getByRole('button', { name: 'Open packet…' }).waitFor();
    }
    // Two million empty entries: refused by their count, read in a worker, not on the page.
    const big = join(dir, 'big.packet.json');
    writeFileSync(big, `{"format":"campaign-desk-packet","formatVersion":2,"packetId":"pk-1","seatId":"s","picture":{"units":[${'{},'.repeat(1_999_999)}{}]}}`);
    await open.setInputFiles(big);
    const refused = player.getByRole('region', { name: /cannot be opened$/ });
    await expect.poll(() => refused.getByRole('alert').textContent().catch(() => ''), { timeout: 60_000 }).toContain('The units: holds 2,000,000 items; at most 20,000 are allowed');
    expect(workers.some((u) => /deskFile/.test(u))).toBe(true);
    expect(await databases(player)).toEqual([]);
    // The umpire's desk in the same profile still opens (nothing refused was kept).
    await player.goto(appUrl());
    await waitForMapDrawn(player);
  }, 300_000);

  it('three seats over two rounds: packets in one press, orders taken in at once after a preview, forgeries refused', async () => {
    const { page: umpire } = await chromium.newPage();
    await openApp(umpire);
    await screen(umpire, 'Seats');
    for (const s of SEATS) {
      const form = umpire.getByRole('form', { name: 'New seat' });
      await chooseUnit(form, 'HQ of the new seat', s.hq);
      await form.getByRole('radio', { name: s.live ? /live/ : /as reported/ }).check();
      await form.getByRole('button', { name: 'Add seat' }).click();
      await expect.poll(() => messages(umpire)).toContain(`Seat “${s.hq}” set up`);
    }
    // ---- round 1, two hours in: one press, three packets ----------------------------------------------------
    await advanceHours(umpire, 2);
    const downloads: Download[] = [];
    umpire.on('download', (d) => downloads.push(d));
    await umpire.getByRole('button', { name: 'Issue every seat its packet' }).click();
    await expect.poll(() => downloads.length).toBe(3);
    await expect.poll(() => messages(umpire)).toMatch(/^Issued 3 packets, one per seat/);
    const packets = await Promise.all(downloads.splice(0).map((d, i) => keep(d, `r1-${i}-${d.suggestedFilename()}`)));
    expect(await umpire.getByRole('table', { name: 'Packets' }).textContent()).not.toContain('none yet');

    const ordersFiles: string[] = [];
    for (const s of SEATS) {
      const packet = packets.find((p) => p.includes(s.hq.replace(/[()]/g, (c) => c)))!;
      const player = await playerWith(packet);
      await screen(player, 'Orders');
      await player.getByRole('region', { name: 'Orders' }).getByRole('button', { name: 'New order' }).click();
      const order = player.getByRole('form', { name: 'Order form' });
      await chooseUnit(order, 'For', s.orderFor);
      await order.getByLabel('Aim', { exact: true }).fill(`Round one: ${s.hq} orders ${s.orderFor} forward.`);
      await order.getByRole('button', { name: 'Save order' }).click();
      await order.waitFor({ state: 'detached' });
      const [sent] = await Promise.all([player.waitForEvent('download'), player.getByRole('button', { name: 'Send orders' }).click()]);
      ordersFiles.push(await keep(sent, `r1-${ordersFiles.length}.orders.json`));
      expect(await databases(player)).toEqual([]);
    }

    // ---- forgeries and dates, each refused before anything is written --------------------------------------
    const divFile = JSON.parse(readFileSync(ordersFiles[0]!, 'utf8'));
    const variant = (name: string, change: (f: typeof divFile) => void) => {
      const f = structuredClone(divFile);
      change(f);
      const path = join(dir, name);
      writeFileSync(path, JSON.stringify(f));
      return path;
    };
    const takeIn = umpire.getByRole('button', { name: 'Take in orders files…' });
    const chooser = umpire.getByLabel('Orders files to take in');
    const preview = umpire.getByRole('dialog', { name: /^Take in/ });
    const refusedBy = async (path: string, why: RegExp) => {
      await chooser.setInputFiles(path);
      await expect.poll(() => preview.textContent(), { timeout: 60_000 }).toMatch(why);
      expect(await preview.getByRole('button', { name: 'Nothing to take in' }).isDisabled()).toBe(true);
      await preview.getByRole('button', { name: 'Cancel' }).click();
    };
    expect(await takeIn.isVisible()).toBe(true);
    await refusedBy(variant('backdated.orders.json', (f) => (f.orders[0].issuedAtMin = 0)), /Refused: it is issued at .*, before the packet of .*: a player cannot act on what he did not yet know\./);
    await refusedBy(variant('future.orders.json', (f) => (f.orders[0].issuedAtMin = 99_999)), /after the campaign clock .*: it cannot have been written yet/);
    const bde = JSON.parse(readFileSync(ordersFiles[1]!, 'utf8'));
    const huge = join(dir, 'huge.orders.json');
    writeFileSync(huge, `{"format":"campaign-desk-orders","formatVersion":2,"orders":[${'{},'.repeat(1_999_999)}{}]}`);
    await refusedBy(huge, /The orders: holds 2,000,000 orders; at most 200 are allowed/);
    await refusedBy(variant('forged.orders.json', (f) => Object.assign(f, { seatId: bde.seatId, seat: { hqId: bde.seat.hqId, label: 'The Kaiser' } })), /refused.*the packet it names was issued to “51st \(Highland\) Division”, but the file claims another seat/s);

    // ---- all three at once, previewed, then the same file again ------------------------------------------
    await chooser.setInputFiles(ordersFiles);
    await expect.poll(() => preview.getByRole('button', { name: 'Take in 3 orders' }).count()).toBe(1);
    expect(await preview.textContent()).toMatch(/from “51st \(Highland\) Division”, answering the packet of .*from “152nd Brigade”.*from “153rd Brigade”/s);
    await preview.getByRole('button', { name: 'Take in 3 orders' }).click();
    await expect.poll(() => messages(umpire)).toMatch(/^Took in 3 orders from /);
    await chooser.setInputFiles(ordersFiles[0]!);
    await expect.poll(() => preview.textContent()).toMatch(/Already taken in at .*: left out\./);
    await preview.getByRole('button', { name: 'Cancel' }).click();
    expect(await umpire.getByRole('table', { name: 'Packets' }).getByRole('row', { name: /51st \(Highland\) Division/ }).textContent()).toContain('1 order');

    // ---- round 2: two hours on, the division's packet says its order was taken in and when it arrives --------
    await advanceHours(umpire, 2);
    await umpire.getByRole('button', { name: 'Issue every seat its packet' }).click();
    await expect.poll(() => downloads.length).toBe(3);
    const round2 = await Promise.all(downloads.splice(0).map((d, i) => keep(d, `r2-${i}-${d.suggestedFilename()}`)));
    const division = await playerWith(round2.find((p) => p.includes(DIVISION))!);
    const changes = division.locator('details.packet-changes');
    expect(await changes.locator('summary').textContent()).toMatch(/^Since your packet of /);
    expect(await changes.textContent()).toMatch(/Your order 51 Div → 152 Bde was taken in at .*; it reaches 152 Bde at /);
    expect(await databases(division)).toEqual([]);
    expect(await umpire.getByRole('alert').count()).toBe(0);
  }, 600_000);
});
