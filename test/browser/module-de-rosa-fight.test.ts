/**
 * A contact settled on De Rosa's charts, in real Chromium against the built app (fresh profile, the Cambrai
 * campaign): Settings switches the De Rosa rules on; B/1 Buffs advances to its first contact; the Settle dialog
 * offers the charge (the enemy within 889 m); rolled, the account lists each side's firing groups and every
 * firing on De Rosa's charts; accepted and written, the log keeps it after a reload.
 */
import { describe, expect, it } from 'vitest';
import { logAfterReload, messagesText, settleFirstContact, switchRulesOn } from './app-actions.ts';
import { openApp, useChromium, waitForMapDrawn } from './helpers.ts';

const chromium = useChromium();

describe("a contact settled on De Rosa's charts, in Chromium", () => {
  it('offers the charge, fights on the charts, and the log keeps the account after a reload', async () => {
    const { page } = await chromium.newPage();
    await openApp(page);
    await waitForMapDrawn(page);
    await switchRulesOn(page, /^De Rosa rules/);
    await expect.poll(() => messagesText(page)).toContain('Settings saved: De Rosa rules.');

    const dialog = await settleFirstContact(page);
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

    const events = await logAfterReload(page);
    await expect.poll(async () => (await events.textContent()) ?? '', { timeout: 30_000 }).toMatch(/settled the contact at [^(]+\(B\/1 Buffs vs /);
  });
});
