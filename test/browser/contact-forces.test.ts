/**
 * Who fights a contact, in real Chromium against the built app (fresh profile, the Cambrai campaign):
 * B/1 Buffs advances to its first contact; the Settle dialog proposes who fights — the company
 * commanding the attack, the German unit attacked and those the rules bring in, each with its hour
 * and the rule — and leaves the others out; the umpire takes one proposed German unit away, rolls and
 * writes; after a reload the log says the umpire chose the forces, and the account names who fought
 * and who was left out.
 */
import { describe, expect, it } from 'vitest';
import { FIRST_CONTACT, logAfterReload, settleFirstContact } from './app-actions.ts';
import { openApp, useChromium } from './helpers.ts';

const chromium = useChromium();
const COMPANY = FIRST_CONTACT.company;

describe('who fights a contact, in Chromium', () => {
  it('proposes the forces with their reasons, takes one away, settles, and finds the choice in the log after a reload', async () => {
    const { page } = await chromium.newPage();
    await openApp(page);
    const dialog = await settleFirstContact(page);

    // The attacker: B/1 Buffs commands the attack.
    const attacker = dialog.getByRole('group', { name: /^Who fights: attacker/ });
    const lead = attacker.getByRole('row').filter({ hasText: COMPANY.shortName });
    expect(await lead.getByRole('checkbox', { name: `${COMPANY.shortName} fights` }).isChecked()).toBe(true);
    expect(await lead.textContent()).toContain('commanding the attack');

    // The defender: the unit attacked fights; not every German unit in range does, and each says why.
    const defender = dialog.getByRole('group', { name: /^Who fights: defender/ });
    const boxes = defender.getByRole('checkbox');
    const n = await boxes.count();
    expect(n).toBeGreaterThan(1);
    const on: string[] = [];
    const off: string[] = [];
    for (let i = 0; i < n; i++) ((await boxes.nth(i).isChecked()) ? on : off).push((await boxes.nth(i).getAttribute('aria-label'))!.replace(/ fights$/, ''));
    expect(on.length, `proposed: ${on.join(', ')}; left out: ${off.join(', ')}`).toBeGreaterThan(0);
    expect(off.length, `proposed: ${on.join(', ')}; left out: ${off.join(', ')}`).toBeGreaterThan(0);
    const defenderText = (await defender.textContent()) ?? '';
    expect(defenderText).toContain('the position attacked');
    expect(defenderText).toMatch(/so left out|no chain of command/);

    // The umpire takes away a proposed German unit other than the position attacked (or, with none, adds one left out).
    const taken = on.length > 1 ? on[1]! : null;
    if (taken) await defender.getByRole('checkbox', { name: `${taken} fights` }).uncheck();
    else await defender.getByRole('checkbox', { name: `${off[0]!} fights` }).check();
    await dialog.getByRole('textbox', { name: 'Seed' }).fill('1917');
    await dialog.getByRole('button', { name: 'Roll' }).click();
    const account = dialog.getByRole('list', { name: 'Account of the fight' });
    await account.waitFor();
    const fought = (await account.getByRole('listitem').nth(1).textContent()) ?? '';
    expect(fought).toMatch(new RegExp(`^Fought: ${COMPANY.shortName.replace(/[/.]/g, '\\$&')} .*\\(blue\\) against .*\\(red\\)\\..* Left out: `));
    if (taken) expect(fought.split('Left out:')[1]).toContain(taken);
    await dialog.getByRole('button', { name: 'Accept and write' }).click();
    await dialog.getByRole('button', { name: 'Done' }).click();

    // After a reload: the log keeps the choice.
    const log = await logAfterReload(page);
    await expect.poll(async () => (await log.textContent()) ?? '', { timeout: 30_000 }).toMatch(/settled .*the umpire's choice of \d+ units? against \d+\)/);
  });
});
