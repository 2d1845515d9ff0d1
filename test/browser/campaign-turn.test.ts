/**
 * The whole campaign turn in real Chromium against the built app (fresh profile, the Cambrai campaign),
 * through the accessible names only: give B/1 Buffs an order to move towards I./RIR 19
 * (a route typed as a grid reference, in force at once: its own initiative); "Advance to next contact"
 * marches it hour by hour until the clock finds the contact; the Contacts screen lists it; it is handed to
 * the bound engine (seeded dice) with who fights as proposed (B/1 Buffs against I./RIR 90 and its MG
 * company), after working out its expected outcome in the browser's workers; the company advances, the Germans hold, bound by bound until the first hit; "Return to campaign" writes the result
 * back; after a reload the casualties of the battle report are in the order of battle (the unit panel's
 * bases and injured bases), in the ledgers (CU fired) and in the log (the battle report).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { GridDef } from '../../src/rules/index.ts';
import { advanceToContact, selectUnit } from './app-actions.ts';
import { openApp, useChromium } from './helpers.ts';

const chromium = useChromium();

type ScenarioUnit = { id: string; name: string; shortName: string; bases: number; injuredBases: number };
const scenario = JSON.parse(readFileSync(new URL('../../maps/cambrai-1917/scenario.json', import.meta.url), 'utf8')) as { grid: GridDef; units: ScenarioUnit[] };
const unit = (id: string) => scenario.units.find((u) => u.id === id)!;
const COMPANY = unit('gb-6div-16bde-1-buffs-b');
/** 400 m from B/1 Buffs towards I./RIR 19 (grid metres 13739, 7313): a 10 m square. */
const WAYPOINT = '13730731';
const SEED = '11';

/** One line of the battle report: "<short> (<side>): N bases lost, markers a → b, …". */
type ReportLine = { lost: number; markersAfter: number; cu: number };
function parseReport(lines: readonly string[], shortName: string): ReportLine | null {
  const line = lines.find((l) => l.startsWith(`${shortName} (`));
  if (!line) return null;
  const lost = Number(/(\d+) bases? lost/.exec(line)![1]);
  const markersAfter = Number(/markers \d+ → (\d+)/.exec(line)![1]);
  const cu = Number(/(\d+) CU fired/.exec(line)?.[1] ?? 0);
  return { lost, markersAfter, cu };
}

async function messages(page: Page): Promise<string> {
  return (await page.getByRole('status', { name: 'Messages' }).textContent()) ?? '';
}

async function screenButton(page: Page, name: RegExp | string) {
  return page.getByRole('group', { name: 'Screens' }).getByRole('button', typeof name === 'string' ? { name, exact: true } : { name });
}

describe('the campaign turn in Chromium', () => {
  it('orders a move, advances to the contact, hands it to the bound engine, advances until the first hit and finds the result after a reload', async () => {
    const { page } = await chromium.newPage();
    await openApp(page);

    // ---- the order (a route typed as a grid reference), and the clock finds the contact -------------
    const row = await advanceToContact(page, COMPANY.name, COMPANY.shortName, WAYPOINT);

    // ---- hand-off to the bound engine ---------------------------------------------------------------
    await row.getByRole('button', { name: /Hand to the bound engine/ }).click();
    const handOff = page.getByRole('dialog', { name: /^Hand contact .* to the bound engine$/ });
    await handOff.getByRole('textbox', { name: 'Seed' }).fill(SEED);
    await expect.poll(async () => (await handOff.getByRole('status', { name: 'Hand-off preview' }).textContent()) ?? '').toMatch(/\S/);
    // The expected outcome, fought in the browser's workers: a row per side, with the preview's bases.
    const outcome = handOff.getByRole('region', { name: 'Expected outcome' });
    await outcome.getByRole('button', { name: 'Work out the expected outcome' }).click();
    const table = outcome.getByRole('table', { name: 'Expected outcome' });
    await table.waitFor({ timeout: 60_000 });
    expect(await outcome.getByText(/^1,000 runs of 10 bounds, seed \d+\.$/).count()).toBe(1);
    const sides = await table.getByRole('row').evaluateAll((rows) => rows.slice(1).map((r) => [...r.children].slice(0, 2).map((c) => c.textContent ?? '')));
    expect(sides.map(([side]) => side)).toEqual(['British (Third Army)', expect.stringMatching(/^German/)]);
    const previewBases = Number(/(\d+) bases/.exec((await handOff.getByRole('status', { name: 'Hand-off preview' }).textContent()) ?? '')![1]);
    expect(sides.reduce((n, [, bases]) => n + Number(bases), 0)).toBe(previewBases);
    expect(await table.getByRole('img', { name: /^Casualties of British \(Third Army\): histogram$/ }).count()).toBe(1);
    await handOff.getByRole('button', { name: 'Hand off' }).click();
    await handOff.waitFor({ state: 'detached' });
    const engagement = page.getByRole('region', { name: 'Engagement' });
    await engagement.waitFor();
    expect(await engagement.textContent()).toMatch(/From contact at/);

    // ---- the attacker advances (its hand-off command), the defender holds, bound by bound until the first hit ----
    let bounds = 0;
    for (let bound = 1; bound <= 12; bound++) {
      const commands = engagement.getByRole('combobox', { name: /^High command of / });
      for (let i = 0; i < (await commands.count()); i++) {
        const name = (await commands.nth(i).getAttribute('aria-label')) ?? '';
        await commands.nth(i).selectOption({ label: name === `High command of ${COMPANY.shortName}` ? 'Advance' : 'Hold' });
      }
      await engagement.getByRole('button', { name: 'Plan bound' }).click();
      await engagement.getByRole('button', { name: 'Run bound' }).click();
      const record = engagement.getByRole('region', { name: 'Record' });
      await expect.poll(async () => (await record.textContent()) ?? '', { timeout: 30_000 }).toContain(`End of bound ${bound}`);
      await engagement.getByRole('button', { name: 'Plan bound' }).waitFor();
      bounds = bound;
      if (/ (injured|killed)\b/.test((await record.textContent()) ?? '')) break;
    }

    // ---- the return ----------------------------------------------------------------------------------
    await engagement.getByRole('button', { name: 'Return to campaign' }).click();
    const back = page.getByRole('dialog', { name: 'Return to campaign' });
    const report = (await back.getByRole('list', { name: 'Battle report' }).getByRole('listitem').allTextContents()).map((t) => t.trim());
    expect(report[0]).toMatch(new RegExp(`${bounds} bounds? \\(${bounds * 5} min\\)`));
    const mine = parseReport(report, COMPANY.shortName);
    expect(mine, report.join('\n')).not.toBeNull();
    // Something happened: the fight left casualties on one side or the other.
    const allLost = report.slice(1).reduce((n, l) => n + Number(/(\d+) bases? lost/.exec(l)?.[1] ?? 0) + Number(/markers (\d+) → (\d+)/.exec(l)?.slice(1).reduce((a, b) => Number(b) - Number(a), 0) ?? 0), 0);
    expect(allLost, report.join('\n')).toBeGreaterThan(0);
    await back.getByRole('button', { name: 'Write back' }).click();
    await back.waitFor({ state: 'detached' });
    await expect.poll(() => messages(page)).toMatch(/[Rr]eturn|back/);

    // ---- after a reload: the ORBAT, the ledger and the log --------------------------------------------
    await page.reload();
    await page.getByRole('group', { name: 'Screens' }).waitFor({ timeout: 60_000 });
    const onMap = await screenButton(page, /^Contacts \(\d+\)$/);
    if ((await onMap.getAttribute('aria-pressed')) === 'true') await onMap.click();
    await selectUnit(page, COMPANY.name);
    const edit = page.getByRole('region', { name: 'Unit details' }).getByRole('form', { name: 'Edit unit' });
    expect(Number(await edit.getByRole('textbox', { name: 'Bases', exact: true }).inputValue())).toBe(COMPANY.bases - mine!.lost);
    expect(Number(await edit.getByRole('textbox', { name: 'Injured bases' }).inputValue())).toBe(mine!.markersAfter);

    await (await screenButton(page, 'Logistics')).click();
    const logistics = page.getByRole('region', { name: 'Logistics' });
    await logistics.getByRole('tab', { name: 'Ledger' }).click();
    await logistics.getByRole('combobox', { name: 'Ledger of' }).selectOption({ label: COMPANY.name });
    const history = page.getByRole('table', { name: `History of ${COMPANY.name}` });
    await history.waitFor();
    // The CU it fired, consumed under the engagement's event; what a destroyed unit still held, lost.
    const historyText = (await history.textContent()) ?? '';
    if (mine!.cu > 0) expect(historyText).toMatch(new RegExp(`Engagement:eng-\\d+CUConsumed\u2212${mine!.cu}`));
    if (mine!.lost === COMPANY.bases) expect(historyText).toMatch(/CULost\u2212\d+/);

    await (await screenButton(page, 'Log')).click();
    const log = page.getByRole('region', { name: 'Log' });
    await log.getByRole('list', { name: 'Events' }).waitFor();
    const logText = (await log.textContent()) ?? '';
    expect(logText).toContain('Battle report');
    expect(logText).toContain(`${COMPANY.shortName} (blue): ${mine!.lost} base`);
  });
});
