/**
 * Regenerate `docs/screenshot.png` (the README's picture) and, with `--all`, a picture of each
 * screen into `/tmp/campaign-desk-shots/`: builds the app into a temp folder, serves it, and drives
 * Debian Chromium like a user — the Cambrai campaign with an order for 152nd Brigade written at the
 * clock, the timeline pane open. Run: `npx tsx test/tools/screenshot.ts [--all]`.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, ensureChromium, REPO_DIR, startPreview } from '../browser/server.ts';
import { launchChromium } from '../browser/chromium.ts';

const all = process.argv.includes('--all');
const shots = '/tmp/campaign-desk-shots';
const out = mkdtempSync(join(tmpdir(), 'campaign-desk-shot-'));
ensureChromium();
buildApp(out);
const server = await startPreview(out);
const browser = await launchChromium();
try {
  const page = await (await browser.newContext({ viewport: { width: 1600, height: 1000 } })).newPage();
  await page.goto(server.url);
  await page.locator('[data-testid="unit-layer"]').waitFor();
  await page.getByRole('textbox', { name: 'Search units' }).fill('152nd Brigade');
  await page.getByRole('tree', { name: 'Order of battle' }).getByRole('treeitem', { name: '152nd Brigade', exact: true }).first().click();
  await page.getByRole('button', { name: 'Orders', exact: true }).click();
  await page.getByRole('button', { name: 'New order' }).click();
  const form = page.getByRole('form', { name: 'Order form' });
  await form.getByLabel('Aim', { exact: true }).fill('Capture Flesquières and the ridge beyond it by 10:00.');
  await form.getByRole('button', { name: 'Add objective' }).click();
  await form.getByLabel('Objective 1 name').fill('Flesquières ridge');
  await form.getByLabel('Objective 1 grid reference').fill('10101280');
  await form.getByRole('button', { name: 'Save order' }).click();
  await form.waitFor({ state: 'detached' });
  if (all) {
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: join(shots, 'orders.png') });
    await page.getByRole('button', { name: 'High command', exact: true }).click();
    await page.screenshot({ path: join(shots, 'sheets.png') });
  }
  await page.getByRole('group', { name: 'Screens' }).locator('button[aria-pressed="true"]').click(); // back to the map
  await page.getByRole('button', { name: 'Advance 1 hour' }).click();
  await page.getByRole('textbox', { name: 'Search units' }).fill('1/6th Bn Gordon Highlanders');
  await page.getByRole('tree', { name: 'Order of battle' }).getByRole('treeitem', { name: '1/6th Bn Gordon Highlanders', exact: true }).first().click();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: join(REPO_DIR, 'docs', 'screenshot.png') });
  console.log('wrote docs/screenshot.png' + (all ? ` and ${shots}/*.png` : ''));
} finally {
  await browser.close();
  await server.close();
  rmSync(out, { recursive: true, force: true });
}
