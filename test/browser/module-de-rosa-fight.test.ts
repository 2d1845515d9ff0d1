/**
 * A contact settled on De Rosa's charts, in real Chromium against the built app (fresh profile, the Cambrai
 * campaign): Settings switches the De Rosa rules on; B/1 Buffs advances to its first contact; the Settle dialog
 * offers the charge (the enemy within 889 m); rolled, the account lists each side's firing groups and every
 * firing on De Rosa's charts; accepted and written, the log keeps it after a reload.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { advanceToContact, messagesText } from './app-actions.ts';
import { openApp, useChromium, waitForMapDrawn } from './helpers.ts';

const chromium = useChromium();
type ScenarioUnit = { id: string; name: string; shortName: string };
const units = (JSON.parse(readFileSync(new URL('../../maps/cambrai-1917/scenario.json', import.meta.url), 'utf8')) as { units: ScenarioUnit[] }).units;
const COMPANY = units.find((u) => u.id === 'gb-6div-16bde-1-buffs-b')!;
/** 400 m from B/1 Buffs towards I./RIR 19 (as the campaign-turn test). */
const WAYPOINT = '13730731';

describe("a contact settled on De Rosa's charts, in Chromium", () => {
  it('offers the charge, fights on the charts, and the log keeps the account after a reload', async () => {
    const { page } = await chromium.newPage();
    await openApp(page);
    await waitForMapDrawn(page);
    await page.getByRole('group', { name: 'Clock' }).getByRole('button', { name: 'Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Campaign settings' });
    await settings.getByRole('checkbox', { name: /^De Rosa rules/ }).check();
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await settings.waitFor({ state: 'detached' });
    await expect.poll(() => messagesText(page)).toContain('Settings saved: De Rosa rules.');

    const row = await advanceToContact(page, COMPANY.name, COMPANY.shortName, WAYPOINT);
    await row.getByRole('button', { name: 'Settle' }).click();
    const dialog = page.getByRole('dialog', { name: /^Settle contact / });
    const charge = dialog.getByRole('group', { name: 'Special rules' }).getByRole('checkbox', { name: 'Charge (De Rosa): no firefight, straight into melee' });
    expect(await charge.isEnabled()).toBe(true);
    expect(await charge.isChecked()).toBe(false);
    await dialog.getByRole('textbox', { name: 'Seed' }).fill('1917');
    await dialog.getByRole('button', { name: 'Roll' }).click();
    const account = dialog.getByRole('list', { name: 'Account of the fight' });
    await account.waitFor();
    const lines = await account.getByRole('listitem').allTextContents();
    expect(lines).toContain("Attacker fires on De Rosa's charts at short range: 5 riflemen; British small arms +1.");
    expect(lines.some((l) => /^Defender fires on De Rosa's charts at short range: \d+ riflemen/.test(l))).toBe(true);
    const hour = lines.find((l) => l.startsWith('Hour 1:'))!;
    expect(hour).toMatch(/CU on De Rosa's charts/);
    expect(hour).toMatch(/D10 \d+ → \d+/);
    expect(lines.some((l) => l.includes('Break test'))).toBe(false);
    await dialog.getByRole('button', { name: 'Accept and write' }).click();
    await dialog.getByRole('button', { name: 'Done' }).click();

    await page.reload();
    const screens = page.getByRole('group', { name: 'Screens' });
    await screens.waitFor({ timeout: 60_000 });
    await screens.getByRole('button', { name: 'Log', exact: true }).click();
    const events = page.getByRole('region', { name: 'Log' }).getByRole('list', { name: 'Events' });
    await events.waitFor();
    await expect.poll(async () => (await events.textContent()) ?? '', { timeout: 30_000 }).toMatch(/settled the contact at [^(]+\(B\/1 Buffs vs /);
  });
});
