/**
 * A PLUMPIRE game over the network, in real Chromium against the built app and the real seat server
 * (`scripts/seats.ts`, what `npm run seats` runs) started by the test on 127.0.0.1, with three browser
 * contexts — the umpire and two players, each opening its seat's link from the seat server:
 * - packets reach each player, and the umpire sees who received what;
 * - the division's order reaches the umpire's inbox, is taken in, and travels down the chain to the
 *   brigade, whose next packet says it arrived;
 * - the brigade's player, whose page was closed when the first packet went, gets it when it opens;
 * - the server killed outright (SIGKILL) mid-game and started again loses no packet and no order; an
 *   order written while it was down arrives once;
 * - the server's packets documents hold packets and nothing of the enemy's truth.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import * as Y from 'yjs';
import { appUrl, openApp, useChromium, waitForMapDrawn } from './helpers.ts';
import { chooseUnit } from './app-actions.ts';
import { freePort, startSeatServerProcess, type SeatServerProcess } from './seat-server-process.ts';
import { readPacket } from '../../src/campaign/picture/packet.ts';

const chromium = useChromium();
const DIVISION = '51st (Highland) Division';
const BRIGADE = '152nd Brigade';
const dataDir = mkdtempSync(join(tmpdir(), 'seats-game-'));
const cambrai = JSON.parse(readFileSync(new URL('../../maps/cambrai-1917/scenario.json', import.meta.url), 'utf8')) as { units: { id: string; side: string }[] };

const messages = async (page: Page) => (await page.getByRole('status', { name: 'Messages' }).textContent()) ?? '';
const screen = (page: Page, name: string) => page.getByRole('group', { name: 'Screens' }).getByRole('button', { name, exact: true }).click();
const text = async (l: Locator) => (await l.textContent().catch(() => '')) ?? '';
const LONG = { timeout: 90_000 };
/** Chromium itself logs each refused reconnection while the server is down: expected, nothing of the page's. */
const DOWN = [/WebSocket connection to 'ws:\/\/127\.0\.0\.1:\d+\/' failed/];

/** Advance the clock `n` hours, one press at a time, each waited for. */
async function advanceHours(page: Page, n: number): Promise<void> {
  for (let h = 0; h < n; h++) {
    const before = await messages(page);
    await page.getByRole('button', { name: 'Advance 1 hour' }).click();
    await expect.poll(() => messages(page), LONG).not.toBe(before);
  }
}

/** A seat's link, as the umpire reads it under its QR code. */
async function linkOf(umpire: Page, label: string): Promise<string> {
  await umpire.getByRole('table', { name: 'Seats over the network' }).getByRole('row', { name: new RegExp(label.replace(/[()]/g, '\\$&')) }).getByRole('button', { name: 'QR code' }).click();
  const dialog = umpire.getByRole('dialog', { name: `The link of ${label}` });
  expect(await dialog.getByRole('img', { name: `QR code of the link of ${label}` }).count()).toBe(1);
  const link = (await dialog.locator('.seat-link-text').textContent())!;
  await dialog.getByRole('button', { name: 'Close' }).click();
  return link;
}

/** A player's page on `link`, in a fresh profile, once its first packet shows. */
async function player(link: string): Promise<Page> {
  const { page } = await chromium.newPage(undefined, DOWN);
  await page.goto(link);
  await page.getByText(/^Player mode: /).waitFor(LONG);
  await waitForMapDrawn(page);
  // Under its service worker (precache done, the page claimed) before the server may go away: the screens it
  // loads on demand come from the cache then, however slowly the worker installed on a loaded machine.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, LONG);
  // The token is taken out of the address bar once kept.
  expect(page.url()).not.toContain('token=');
  return page;
}

/** The player writes an order for `forUnit` and sends it. */
async function sendOrder(page: Page, forUnit: string, aim: string): Promise<void> {
  await screen(page, 'Orders');
  await page.getByRole('region', { name: 'Orders' }).getByRole('button', { name: 'New order' }).click();
  const order = page.getByRole('form', { name: 'Order form' });
  await chooseUnit(order, 'For', forUnit);
  await order.getByLabel('Aim', { exact: true }).fill(aim);
  await order.getByRole('button', { name: 'Save order' }).click();
  await order.waitFor({ state: 'detached' });
  await screen(page, 'Orders');
  await page.getByRole('button', { name: 'Send orders' }).click();
  await expect.poll(() => messages(page)).toMatch(/^Sent 1 order to the umpire/);
}

/** Take in the newest inbox file from `label` and wait for the notice. */
async function takeInFrom(umpire: Page, label: string): Promise<void> {
  const inbox = umpire.getByRole('table', { name: 'Orders files received' });
  const row = inbox.getByRole('row', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}.*\\bnew\\b`) });
  await row.getByRole('button', { name: 'Take in…' }).click({ timeout: 90_000 });
  const preview = umpire.getByRole('dialog', { name: /^Take in/ });
  await preview.getByRole('button', { name: 'Take in 1 order' }).click();
  await expect.poll(() => messages(umpire), LONG).toMatch(/^Took in 1 order from /);
}

describe('a PLUMPIRE game over the network', () => {
  it('carries packets and orders between the desk and two players, through a crash of the server', async () => {
    const port = await freePort();
    let server: SeatServerProcess = await startSeatServerProcess(port, dataDir, inject('distDir'));
    try {
      const { page: umpire } = await chromium.newPage(undefined, DOWN);
      await openApp(umpire);
      await screen(umpire, 'Seats');
      for (const [hq, live] of [
        [DIVISION, false],
        [BRIGADE, true],
      ] as const) {
        const form = umpire.getByRole('form', { name: 'New seat' });
        await chooseUnit(form, 'HQ of the new seat', hq);
        await form.getByRole('radio', { name: live ? /live/ : /as reported/ }).check();
        await form.getByRole('button', { name: 'Add seat' }).click();
        await expect.poll(() => messages(umpire)).toContain(`Seat “${hq}” set up`);
      }
      // ---- Connect: the address and token npm run seats printed; players open the app from the seat server ----
      const connect = umpire.getByRole('form', { name: 'Connect to the seat server' });
      await connect.getByLabel('Seat server address').fill(`ws://127.0.0.1:${port}`);
      await connect.getByLabel("Umpire's token").fill(server.umpireToken);
      await connect.getByLabel('Players open the app at').fill(`http://127.0.0.1:${port}/`);
      await connect.getByRole('button', { name: 'Connect' }).click();
      await umpire.getByText(`Connected to the seat server at ws://127.0.0.1:${port}.`).waitFor(LONG);
      const divisionLink = await linkOf(umpire, DIVISION);
      const brigadeLink = await linkOf(umpire, BRIGADE);
      expect(divisionLink).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${port}/\\?player&seat=c[a-z0-9]{20}&server=ws%3A%2F%2F127\\.0\\.0\\.1%3A${port}#token=`));

      // ---- round 1: the division's player waits; the brigade's page is closed --------------------------------
      const { page: division } = await chromium.newPage(undefined, DOWN);
      await division.goto(divisionLink);
      await division.getByText(/Waiting for the umpire's first packet… Connected to the umpire's seat server\./).waitFor(LONG);
      const seatsTable = umpire.getByRole('table', { name: 'Seats over the network' });
      await expect.poll(() => text(seatsTable.getByRole('row', { name: /51st/ })), LONG).toContain('connected');
      await advanceHours(umpire, 1);
      await umpire.getByRole('button', { name: 'Send packets' }).click();
      await expect.poll(() => messages(umpire), LONG).toMatch(/^Sent 2 packets, one per seat/);
      await division.getByText(/^Player mode: /).waitFor(LONG);
      expect(await division.locator('details.packet-changes summary').textContent()).toBe('Your first packet');
      // The umpire sees when the player's page received it.
      await expect.poll(() => text(seatsTable.getByRole('row', { name: /51st/ }).getByRole('cell').nth(2)), LONG).toMatch(/^at \d\d:\d\d:\d\d/);

      // ---- the division's order: to the inbox, taken in by the umpire ------------------------------------------
      await waitForMapDrawn(division);
      await sendOrder(division, BRIGADE, 'Over the network: 152 Bde to advance on Flesquières.');
      // In the inbox, it has changed nothing: the campaign has taken in no order until the umpire does.
      const inboxRow = umpire.getByRole('table', { name: 'Orders files received' }).getByRole('row', { name: /^51st/ });
      await expect.poll(() => text(inboxRow), LONG).toMatch(/1 order\s*new/);
      const takenCell = umpire.getByRole('table', { name: 'Packets' }).getByRole('row', { name: /^51st/ }).getByRole('cell').nth(1);
      expect(await takenCell.textContent()).toBe('—');
      await takeInFrom(umpire, DIVISION);
      expect(await takenCell.textContent()).toBe('1 order');

      // ---- the brigade's player opens the link late and gets the packet sent while the page was closed ------------
      const brigade = await player(brigadeLink);
      expect(await brigade.getByText(/^Player mode: 152nd Brigade, as known at /).count()).toBe(1);

      // ---- round 2: the order has travelled down the chain; the brigade's packet says so -------------------------
      await advanceHours(umpire, 3);
      await umpire.getByRole('button', { name: 'Send packets' }).click();
      await expect.poll(() => messages(umpire), LONG).toMatch(/^Sent 2 packets/);
      await expect.poll(() => text(brigade.locator('details.packet-changes')), LONG).toMatch(/1 order arrived: 51 Div → 152 Bde/);
      expect(await messages(brigade)).toMatch(/^A new packet has arrived: 152nd Brigade as known at /);
      // The division's file, taken in before this packet, stays taken in (not "too late" now).
      expect(await text(umpire.getByRole('table', { name: 'Orders files received' }).getByRole('row', { name: /^51st/ }))).toMatch(/1 order\s*taken in/);
      // The previous packet is kept to compare.
      await brigade.getByRole('button', { name: /^Previous packet \(/ }).click();
      await brigade.getByText(/^The previous packet, kept to compare/).waitFor();
      await brigade.getByRole('button', { name: 'Back to the latest packet' }).click();

      // ---- the server crashes; an order written meanwhile arrives once it is back ---------------------------------
      await server.kill();
      await brigade.getByText(/No connection to the umpire's seat server/).waitFor(LONG);
      await sendOrder(brigade, '1/6th Bn Gordon Highlanders', 'Written while the server was down.');
      server = await startSeatServerProcess(port, dataDir, inject('distDir'));
      await takeInFrom(umpire, BRIGADE);
      const inbox = umpire.getByRole('table', { name: 'Orders files received' });
      expect(await inbox.getByRole('row', { name: /^152nd Brigade/ }).count()).toBe(1);
      await brigade.getByRole('button', { name: 'Send orders' }).click();
      await expect.poll(() => text(brigade.getByRole('alert'))).toContain('Nothing new to send');

      // ---- nothing was lost: a fresh profile on the division's link gets its latest packet from the server --------
      const again = await player(divisionLink);
      const divisionTitle = await text(division.locator('.player-title'));
      expect(await again.locator('details.packet-changes summary').textContent()).toMatch(/^Since your packet of /);

      // ---- what the server stored of each seat's packets: packets, and nothing of the enemy's truth -----------------
      const germans = cambrai.units.filter((u) => u.side === 'red').map((u) => u.id);
      for (const link of [divisionLink, brigadeLink]) {
        const channel = new URL(link).searchParams.get('seat')!;
        const doc = new Y.Doc();
        Y.applyUpdate(doc, new Uint8Array(readFileSync(join(dataDir, 'docs', `${encodeURIComponent(`packets/${channel}`)}.ydoc`))));
        expect([...doc.share.keys()].sort()).toEqual(['meta', 'packets']);
        const texts = [...doc.getMap<string>('packets').values()];
        expect(texts.length).toBe(2);
        for (const t of texts) {
          expect(readPacket(t).seatId).toMatch(/^seat-/);
          for (const id of germans) expect(t).not.toContain(`"${id}"`);
        }
      }
      expect(await umpire.getByRole('alert').count()).toBe(0);

      // ---- a player leaves: Revoke shuts the old link out at once; the server's own address is the players' page --------
      await umpire.getByRole('table', { name: 'Seats over the network' }).getByRole('row', { name: /^152nd/ }).getByRole('button', { name: 'Revoke…' }).click();
      await umpire.getByRole('button', { name: `Revoke the link of ${BRIGADE}` }).click();
      await brigade.getByText(/This seat's link no longer opens it/).waitFor(LONG);
      expect(await linkOf(umpire, BRIGADE)).not.toBe(brigadeLink);
      const home = await fetch(`http://127.0.0.1:${port}/`, { redirect: 'manual' });
      expect([home.status, home.headers.get('location')]).toEqual([302, '/?player']);

      // ---- packets by themselves after each clock step, the step's own summary kept before them ----------------------
      await umpire.getByLabel('Send by themselves').selectOption('step');
      await advanceHours(umpire, 1);
      await expect.poll(() => messages(umpire), LONG).toMatch(/^\S.* Sent 2 packets, one per seat, at \d\d:\d\d:\d\d\.$/);
      await expect.poll(() => text(division.locator('.player-title')), LONG).not.toBe(divisionTitle);
    } finally {
      await server.kill();
    }
  }, 600_000);
});
