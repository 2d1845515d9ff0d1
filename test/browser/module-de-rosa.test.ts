/**
 * The De Rosa rules as an umpire uses them, in real Chromium against the built app (fresh profile, the
 * Cambrai campaign), through the accessible names of docs/ARCHITECTURE.md only: Settings switches the De
 * Rosa rules on; two companies of 1/6th Gordons lose bases (A to 0, B to 1: the battalion at 10 of 17, 12
 * figures of 20 — 40 % lost); the battalion's panel proposes test A, a 1 fails it (12 figures need 6) and
 * it goes Shaken; a rally on a 10 restores it; after a reload the log holds both tests.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openApp, useChromium, waitForMapDrawn } from './helpers.ts';
import { BATTALION, messagesText, selectUnit, switchRulesOn } from './app-actions.ts';

const chromium = useChromium();

/** Set a unit's bases in its edit form and save. */
async function setBases(page: Page, name: string, bases: number): Promise<void> {
  await selectUnit(page, name);
  const form = page.getByRole('region', { name: 'Unit details' }).getByRole('form', { name: 'Edit unit' });
  await form.getByRole('textbox', { name: 'Bases', exact: true }).fill(String(bases));
  await form.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => messagesText(page)).toContain(`edited ${name} (bases)`);
}

describe('the De Rosa rules in Chromium', () => {
  it('a battalion at 40 % losses goes Shaken on a failed test and rallies; the log keeps both after a reload', async () => {
    const { page } = await chromium.newPage();
    await openApp(page);
    await waitForMapDrawn(page);

    await switchRulesOn(page, /^De Rosa rules/);
    await expect.poll(() => messagesText(page)).toContain('Settings saved: De Rosa rules.');

    await setBases(page, 'A Company, 1/6th Bn Gordon Highlanders', 0);
    await setBases(page, 'B Company, 1/6th Bn Gordon Highlanders', 1);

    await selectUnit(page, BATTALION);
    const morale = page.getByRole('region', { name: 'De Rosa morale' });
    await expect.poll(async () => (await morale.textContent()) ?? '').toContain('Good: in order. 12 of 20 figures (40 % lost).');
    expect(await morale.getByRole('combobox', { name: 'Reason to test' }).inputValue()).toBe('casualties40');
    await morale.getByRole('textbox', { name: 'D10' }).fill('1');
    await expect.poll(async () => (await morale.getByRole('status', { name: 'Morale test result' }).textContent()) ?? '').toBe('D10 1 against 6: failed — Good → Shaken.');
    await morale.getByRole('button', { name: 'Record morale test' }).click();
    await expect.poll(async () => (await morale.textContent()) ?? '').toContain('Shaken: halted and prone, fire halved');
    expect(await page.getByRole('region', { name: 'Unit details' }).textContent()).toContain('Shaken (De Rosa)');

    // The rally: proposed once Shaken; a 10 passes.
    await expect.poll(() => morale.getByRole('combobox', { name: 'Reason to test' }).inputValue()).toBe('rallying');
    await morale.getByRole('textbox', { name: 'D10' }).fill('10');
    await expect.poll(async () => (await morale.getByRole('status', { name: 'Morale test result' }).textContent()) ?? '').toBe('D10 10 against 6: passed — Shaken → Good.');
    await morale.getByRole('button', { name: 'Record morale test' }).click();
    await expect.poll(async () => (await morale.textContent()) ?? '').toContain('Good: in order.');

    await page.reload();
    await waitForMapDrawn(page);
    await page.getByRole('group', { name: 'Screens' }).getByRole('button', { name: 'Log', exact: true }).click();
    const events = page.getByRole('region', { name: 'Log' }).getByRole('list', { name: 'Events' });
    await events.waitFor();
    await expect.poll(async () => (await events.textContent()) ?? '').toContain('De Rosa morale test of 1/6 Gordons (E. Morale Routed or Shaken, attempting to rally): D10 10, needed 6: passed, Shaken → Good');
    const text = (await events.textContent()) ?? '';
    expect(text).toContain('De Rosa morale test of 1/6 Gordons (A. When a unit receives 40% casualties): D10 1, needed 6: failed, Good → Shaken');
    expect(text).toContain('changed the settings (De Rosa rules on)');
  });
});
