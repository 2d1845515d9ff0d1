/**
 * An umpire keeps the logistics of a battalion in real Chromium against the built app (fresh profile,
 * the Cambrai campaign), through the accessible names only: it runs
 * a resupply to a battalion, fires a company for two hours, reorganises at night and finds the numbers
 * on the board and after a reload:
 * - Logistics → Actions: the British DLA placed by grid reference at 51st Division's HQ, 10 CU generated
 *   there, and a motorised run of 2 CU dispatched to 1/6th Gordons; the "Resupply timing" shows the
 *   straight-line distance, the NQM road-march time and the arrival, all computed here from the rules;
 * - the battalion's ledger holds its initial CU only while the run is "In transit" (the DLA's ledger has
 *   issued it); after "Advance 1 hour" it has received the 2 CU at the arrival minute, its totals read as
 *   the balancing equation, and the run has "Arrived";
 * - A Company fires for 2 hours (2 CU by the rule, shown before writing); it is given 3 injured bases on
 *   the unit panel; the clock goes to the night period; it reorganises with a typed 5 (the odd
 *   casualty removed on 4–6): 2 removed, 1 to 152nd Brigade's medical post, 3 bases left;
 * - the readiness board's text cells for the company and the battalion (read with its companies, "with
 *   units under command") match the numbers worked out here from the scenario and the rules (cuCapacity, firefightCu, reorganise; ≥ 2/3 green, ≥ 1/3
 *   amber), as do the ledgers (the battalion alone and with its companies); a reload finds the board,
 *   the ledger totals, the medical post and the run the same.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { cuCapacity, firefightCu, gridProjection, gridRefToPoint, reorganise, resupplyTravelMin, scriptedDice, type GridDef, type LonLat } from '../../src/rules/index.ts';
import { selectUnit, chooseUnit } from './app-actions.ts';
import { openApp, useChromium } from './helpers.ts';
import { formatCampaignClock } from '../../src/campaign/model/localTime.ts';

const chromium = useChromium();

type ScenarioUnit = { id: string; name: string; shortName: string; parentId?: string; bases: number; establishmentBases: number; pos?: LonLat };
const scenario = JSON.parse(readFileSync(new URL('../../maps/cambrai-1917/scenario.json', import.meta.url), 'utf8')) as {
  startLocal: string;
  grid: GridDef;
  units: ScenarioUnit[];
};
const unit = (id: string) => scenario.units.find((u) => u.id === id)!;
const BATTALION = unit('gb-51div-152bde-1-6-gordons');
const COMPANY = unit('gb-51div-152bde-1-6-gordons-a');
const BRIGADE = unit('gb-51div-152bde');
const COMPANIES = scenario.units.filter((u) => u.parentId === BATTALION.id);
/** The DLA's grid reference: the 10 m square of 51st Division's HQ (10450383 on the Cambrai grid). */
const DLA_REF = '10450383';
/** The British DLA's ledger account as the "Ledger of" picker and the ledger's heading name it. */
const DLA_NAME = 'DLA, British (Third Army)';
const RUN_CU = 2;
const GENERATED_CU = 10;
const FIREFIGHT_HOURS = 2;
const INJURED = 3;
const REORGANISE_DIE = 5;

/** Red / amber / green as the board's ruling has it: ≥ 2/3 of capacity green, ≥ 1/3 amber. */
const ammoRag = (held: number, cap: number) => (cap <= 0 ? (held > 0 ? 'green' : 'none held or needed') : 3 * held >= 2 * cap ? 'green' : 3 * held >= cap ? 'amber' : 'red');
/** Strength: ≥ 80 % of establishment green, ≥ 50 % amber. */
const strengthRag = (bases: number, est: number) => (est <= 0 || 5 * bases >= 4 * est ? 'green' : 2 * bases >= est ? 'amber' : 'red');
/** The clock's reading of a minute after the scenario's start, e.g. "Mon 19 Nov 1917 18:45". */
const dateOf = (min: number) => formatCampaignClock(scenario.startLocal, min);
/** 9000 → "9,000 m". */
const metres = (m: number) => `${m.toLocaleString('en-GB')} m`;

/** The top bar's clock reading. */
async function clockText(page: Page): Promise<string> {
  return ((await page.locator('.clock').first().textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

/** The text of a select's chosen option, or the name a unit picker shows. */
function chosen(select: Locator): Promise<string> {
  return select.evaluate((el) => (el instanceof HTMLInputElement ? el.value : ((el as HTMLSelectElement).selectedOptions[0]?.textContent ?? '')));
}

/** Show the Logistics screen (pressing the top bar's "Logistics" only when it is not shown yet) and one of its tabs. */
async function openLogistics(page: Page, tab: 'Readiness' | 'Ledger' | 'Actions' | 'Reports'): Promise<Locator> {
  const button = page.getByRole('group', { name: 'Screens' }).getByRole('button', { name: 'Logistics', exact: true });
  if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
  const screen = page.getByRole('region', { name: 'Logistics' });
  await screen.getByRole('tab', { name: tab }).click();
  await expect.poll(() => screen.getByRole('tab', { name: tab }).getAttribute('aria-selected')).toBe('true');
  return screen;
}

/** Choose an action on the Actions tab and return its form. */
async function action(screen: Locator, name: string): Promise<Locator> {
  await screen.getByRole('combobox', { name: 'Action' }).selectOption({ label: name });
  const form = screen.getByRole('form', { name });
  await form.waitFor();
  return form;
}

/** One kind's totals as the ledger's table shows them, by column ("Initial" … "Held", "Balance"). */
type TotalsCells = Record<string, string>;

/** The CU totals of an account as the ledger's table should show them: the movements, the holding and the equation that balances. */
function cuRow(t: { initial: number; received?: number; adjusted?: number; issued?: number; consumed?: number; lost?: number }): TotalsCells {
  const { initial, received = 0, adjusted = 0, issued = 0, consumed = 0, lost = 0 } = t;
  const held = initial + received + adjusted - issued - consumed - lost;
  return {
    Initial: String(initial),
    Received: String(received),
    Adjusted: String(adjusted),
    Issued: String(issued),
    Consumed: String(consumed),
    Lost: String(lost),
    Held: String(held),
    Balance: `${initial} + ${received} + ${adjusted} − ${issued} − ${consumed} − ${lost} = ${held}`,
  };
}

/** The CU row of the table "Totals of ‹name›", keyed by its column heads (empty while the table is not shown). */
async function cuTotals(page: Page, name: string): Promise<TotalsCells> {
  const table = page.getByRole('table', { name: `Totals of ${name}` });
  if ((await table.count()) === 0) return {};
  const heads = (await table.getByRole('columnheader').allTextContents()).map((t) => t.trim());
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'CU', exact: true }) });
  const cells = (await row.first().getByRole('cell').allTextContents()).map((t) => t.trim());
  return Object.fromEntries(cells.map((c, i) => [heads[i + 1] ?? `column ${i + 2}`, c]));
}

/** Show `name`'s ledger on the Ledger tab. */
async function showLedger(page: Page, name: string): Promise<void> {
  const screen = await openLogistics(page, 'Ledger');
  await screen.getByRole('combobox', { name: 'Ledger of' }).selectOption({ label: name });
  await page.getByRole('table', { name: `Totals of ${name}` }).waitFor();
}

/** The readiness board's cells (Ammunition, Fuel, Strength) of `name` with the echelons filter `echelons`. */
async function boardCells(page: Page, name: string, echelons: string): Promise<string[]> {
  const screen = await openLogistics(page, 'Readiness');
  await screen.getByRole('combobox', { name: 'Echelons' }).selectOption({ label: echelons });
  const table = screen.getByRole('table', { name: 'Readiness' });
  const row = table.getByRole('row').filter({ has: page.getByRole('button', { name: `${name}: show ledger`, exact: true }) });
  await row.first().waitFor();
  expect(await row.count()).toBe(1);
  return (await row.first().getByRole('cell').allTextContents()).map((t) => t.trim());
}

/** The "Medical posts" list of the End of day form: what each post's line says it will do (its die field left out). */
async function medicalPosts(page: Page): Promise<string[]> {
  const screen = await openLogistics(page, 'Actions');
  const form = await action(screen, 'End of day');
  const list = form.getByRole('list', { name: 'Medical posts' });
  if ((await list.count()) === 0) return [];
  const items = await list.getByRole('listitem').all();
  return Promise.all(items.map(async (li) => ((await li.locator('p').last().textContent()) ?? '').replace(/\s+/g, ' ').trim()));
}

/** The Status cell of the one run in the Reports tab's table "Resupply runs" (to the battalion). */
async function runStatus(page: Page): Promise<string> {
  const screen = await openLogistics(page, 'Reports');
  const rows = screen.getByRole('table', { name: 'Resupply runs' }).getByRole('row').filter({ hasText: BATTALION.name });
  await rows.first().waitFor();
  expect(await rows.count()).toBe(1);
  return ((await rows.first().getByRole('cell').last().textContent()) ?? '').trim();
}

describe('logistics in Chromium', () => {
  it('runs a resupply to a battalion, fires a company for two hours, reorganises at night and finds the numbers on the board and after a reload', async () => {
    // ---- the numbers, from the scenario and the rules ---------------------------------------------
    const proj = gridProjection(scenario.grid);
    const dla = proj.toLocal(gridRefToPoint(scenario.grid, DLA_REF));
    const bn = proj.toLocal(BATTALION.pos!);
    const distanceM = Math.ceil(Math.hypot(dla.eastingM - bn.eastingM, dla.northingM - bn.northingM));
    const travelMin = resupplyTravelMin(distanceM, 'motorised', true);
    expect(travelMin).toBeGreaterThan(0);
    expect(travelMin).toBeLessThan(60); // so one "Advance 1 hour" delivers it
    const bnCapacity = cuCapacity({ bases: BATTALION.bases, armoured: false });
    const coyCapacity = cuCapacity({ bases: COMPANY.bases, armoured: false });
    const firedCu = firefightCu(FIREFIGHT_HOURS, 1);
    const reorg = reorganise(INJURED, scriptedDice([REORGANISE_DIE]));
    expect(reorg).toEqual({ removed: 2, toMedicalPost: 1, die: REORGANISE_DIE });
    const coyBasesLeft = COMPANY.bases - reorg.toMedicalPost;
    const coyCapacityLeft = cuCapacity({ bases: coyBasesLeft, armoured: false });
    const coyCuLeft = coyCapacity - firedCu;
    const bnCu = bnCapacity + RUN_CU;
    const bnSubtree = BATTALION.bases + COMPANIES.reduce((n, c) => n + c.bases, 0) - reorg.toMedicalPost;
    const bnEstablishment = BATTALION.establishmentBases + COMPANIES.reduce((n, c) => n + c.establishmentBases, 0);
    const coyBoard = [
      `Ammo: ${ammoRag(coyCuLeft, coyCapacityLeft)} ${coyCuLeft}/${coyCapacityLeft} CU`,
      'Fuel: not tracked',
      `Strength: ${strengthRag(coyBasesLeft, COMPANY.establishmentBases)} ${coyBasesLeft}/${COMPANY.establishmentBases} bases`,
    ];
    // The battalion is read with its companies: its CU and theirs against its capacity and theirs (A Company's after the reorganisation).
    const otherCoysCu = COMPANIES.filter((c) => c.id !== COMPANY.id).reduce((n, c) => n + cuCapacity({ bases: c.bases, armoured: false }), 0);
    const bnSubtreeCu = bnCu + coyCuLeft + otherCoysCu;
    const bnSubtreeCapacity = bnCapacity + coyCapacityLeft + otherCoysCu;
    const bnBoard = [
      `Ammo: ${ammoRag(bnSubtreeCu, bnSubtreeCapacity)} ${bnSubtreeCu}/${bnSubtreeCapacity} CU with units under command`,
      'Fuel: not tracked',
      `Strength: ${strengthRag(bnSubtree, bnEstablishment)} ${bnSubtree}/${bnEstablishment} bases`,
    ];
    const bnTotals = cuRow({ initial: bnCapacity, received: RUN_CU });
    const coyTotals = cuRow({ initial: coyCapacity, consumed: firedCu });
    const echelonTotals = cuRow({ initial: bnCapacity + COMPANIES.reduce((n, c) => n + cuCapacity({ bases: c.bases, armoured: false }), 0), received: RUN_CU, consumed: firedCu });
    expect(bnTotals.Held).toBe(String(bnCu));
    expect(coyTotals.Held).toBe(String(coyCuLeft));
    const post = `${BRIGADE.shortName}: ${reorg.toMedicalPost} held; 0 return, the odd one on a 4–6, the rest permanent.`;

    const { page } = await chromium.newPage();
    await openApp(page);
    expect(await clockText(page)).toContain(dateOf(0));
    await selectUnit(page, BATTALION.name);

    // ---- the DLA, its supply, and a run to the battalion ------------------------------------------
    let screen = await openLogistics(page, 'Actions');
    const place = await action(screen, 'Place DLA');
    expect(await chosen(place.getByRole('combobox', { name: 'Side' }))).toBe('British (Third Army)');
    await place.getByRole('textbox', { name: 'DLA grid reference' }).fill(DLA_REF);
    await place.getByRole('button', { name: 'Place DLA' }).click();
    await expect.poll(async () => (await place.textContent()) ?? '').toContain(`Now at ${DLA_REF}, holding nothing.`);

    const generate = await action(screen, 'Generate supply');
    expect(await chosen(generate.getByRole('combobox', { name: 'Generated by' }))).toBe(DLA_NAME);
    await generate.getByRole('group', { name: 'Stock' }).getByRole('textbox', { name: 'CU' }).fill(String(GENERATED_CU));
    await generate.getByRole('textbox', { name: 'Reason' }).fill('Railhead at Bapaume');
    await generate.getByRole('button', { name: 'Generate supply' }).click();
    await expect.poll(async () => (await generate.textContent()) ?? '').toContain(`Holds ${GENERATED_CU} CU.`);

    const dispatch = await action(screen, 'Dispatch resupply');
    expect(await chosen(dispatch.getByRole('combobox', { name: 'To' }))).toBe(BATTALION.name);
    expect(await chosen(dispatch.getByRole('combobox', { name: 'From' }))).toBe(`DLA at ${DLA_REF}`);
    expect(await chosen(dispatch.getByRole('combobox', { name: 'Transport' }))).toBe('Motorised (lorries)');
    await dispatch.getByRole('group', { name: 'Stock' }).getByRole('textbox', { name: 'CU' }).fill(String(RUN_CU));
    const timing = dispatch.getByRole('status', { name: 'Resupply timing' });
    await expect
      .poll(async () => ((await timing.textContent()) ?? '').trim())
      .toBe(`${metres(distanceM)} in a straight line; motorised (lorries) by road ${travelMin} min: arrives ${dateOf(travelMin)}.`);
    await dispatch.getByRole('button', { name: 'Dispatch resupply' }).click();
    await expect.poll(async () => (await page.getByRole('status', { name: 'Messages' }).textContent()) ?? '').toContain(`arriving ${dateOf(travelMin)}`);
    expect(await page.getByRole('alert').count()).toBe(0);

    // On the road: the battalion holds only its initial CU; the DLA has issued the 2 CU.
    await showLedger(page, BATTALION.name);
    await expect.poll(() => cuTotals(page, BATTALION.name)).toEqual(cuRow({ initial: bnCapacity }));
    expect(await runStatus(page)).toBe('In transit');
    await showLedger(page, DLA_NAME);
    await expect.poll(() => cuTotals(page, DLA_NAME)).toEqual(cuRow({ initial: 0, adjusted: GENERATED_CU, issued: RUN_CU }));

    // The clock passes the arrival: the run is received.
    await page.getByRole('group', { name: 'Clock' }).getByRole('button', { name: 'Advance 1 hour' }).click();
    await expect.poll(() => clockText(page)).toContain(dateOf(60));
    await showLedger(page, BATTALION.name);
    await expect.poll(() => cuTotals(page, BATTALION.name)).toEqual(bnTotals);
    const history = page.getByRole('table', { name: `History of ${BATTALION.name}` });
    const received = history.getByRole('row').filter({ hasText: 'Received' });
    expect((await received.first().getByRole('cell').allTextContents()).map((t) => t.trim())).toEqual([
      dateOf(travelMin),
      expect.stringMatching(new RegExp(`^#\\d+ · Convoy run-[0-9a-z]+-\\d+ \\(DLA → ${BATTALION.shortName.replace(/\//g, '\\/')}\\)$`)) as unknown as string,
      'CU',
      'Received',
      `+${RUN_CU}`,
      String(bnCu),
    ]);

    // ---- two hours of firefight for A Company -----------------------------------------------------
    screen = await openLogistics(page, 'Actions');
    const consume = await action(screen, 'Record consumption');
    await chooseUnit(consume, 'Unit', COMPANY.name);
    expect(await chosen(consume.getByRole('combobox', { name: 'Cause' }))).toBe('Firefight (CU)');
    await consume.getByRole('textbox', { name: 'Hours' }).fill(String(FIREFIGHT_HOURS));
    expect(await consume.getByRole('textbox', { name: 'Companies firing' }).inputValue()).toBe('1');
    await expect
      .poll(async () => ((await consume.getByRole('status', { name: 'Amount from the rule' }).textContent()) ?? '').trim())
      .toBe(`From the rule: ${FIREFIGHT_HOURS} h × 1 company = ${firedCu} CU (used when Amount is empty). ${COMPANY.shortName} holds ${coyCapacity} CU.`);
    await consume.getByRole('button', { name: 'Record consumption' }).click();
    await expect.poll(async () => (await page.getByRole('status', { name: 'Messages' }).textContent()) ?? '').toContain(`Recorded ${firedCu} CU consumed by ${COMPANY.shortName}`);
    await showLedger(page, COMPANY.name);
    await expect.poll(() => cuTotals(page, COMPANY.name)).toEqual(coyTotals);

    // ---- casualties on the unit panel, then the night -----------------------------------------------
    await page.getByRole('group', { name: 'Screens' }).getByRole('button', { name: 'Logistics', exact: true }).click();
    await page.getByRole('region', { name: 'Campaign map' }).waitFor({ state: 'visible' });
    await selectUnit(page, COMPANY.name);
    const edit = page.getByRole('region', { name: 'Unit details' }).getByRole('form', { name: 'Edit unit' });
    await edit.getByRole('textbox', { name: 'Injured bases' }).fill(String(INJURED));
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await page.getByRole('status', { name: 'Messages' }).textContent()) ?? '').toContain(`edited ${COMPANY.name} (injured bases)`);
    expect(await page.getByRole('alert').count()).toBe(0);

    for (let i = 0; i < 3 && !(await clockText(page)).includes('Night'); i++) {
      const before = await clockText(page);
      const next = page.getByRole('group', { name: 'Clock' }).getByRole('button', { name: 'Next period' });
      await next.click();
      // The clock writes one event an hour: wait until the whole advance is written.
      await expect.poll(async () => (await clockText(page)) !== before && (await next.isEnabled())).toBe(true);
    }
    expect(await clockText(page)).toContain('Day 1, Night');

    // ---- reorganisation with a typed die --------------------------------------------------------------
    screen = await openLogistics(page, 'Actions');
    const reorganiseForm = await action(screen, 'Reorganise');
    expect(await chosen(reorganiseForm.getByRole('combobox', { name: 'Unit' }))).toBe(COMPANY.name);
    await reorganiseForm.getByRole('textbox', { name: 'Die for the odd casualty' }).fill(String(REORGANISE_DIE));
    const result = reorganiseForm.getByRole('status', { name: 'Reorganise result' });
    await expect
      .poll(async () => ((await result.textContent()) ?? '').trim())
      .toBe(
        `${COMPANY.shortName}: ${INJURED} casualty markers: ${reorg.removed} returned to duty (the odd one back on a ${REORGANISE_DIE}), ${reorg.toMedicalPost} to the medical post of ${BRIGADE.shortName}; ${coyBasesLeft} bases left.`,
      );
    await reorganiseForm.getByRole('button', { name: 'Reorganise' }).click();
    await expect.poll(async () => ((await result.textContent()) ?? '').trim()).toBe(`${COMPANY.shortName} has no casualty markers: reorganising only clears disorganisation.`);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await medicalPosts(page)).toEqual([post]);

    // The casualty return of day 1: A Company's reorganisation.
    screen = await openLogistics(page, 'Reports');
    const casualties = screen.getByRole('table', { name: 'Casualty return, day 1' });
    const coyRow = casualties.getByRole('row').filter({ has: page.getByRole('rowheader', { name: COMPANY.name, exact: true }) });
    await coyRow.first().waitFor();
    const cells = (await coyRow.first().getByRole('cell').allTextContents()).map((t) => t.trim());
    // Collected, Removed, To medical post, Returned, Permanent … Bases.
    expect([cells[1], cells[2], cells[3], cells[4], cells[7]]).toEqual(['0', String(reorg.removed), String(reorg.toMedicalPost), '0', `${coyBasesLeft}/${COMPANY.establishmentBases}`]);

    // ---- the board, the ledgers and the medical post; then again after a reload -------------------------
    const check = async (when: string) => {
      expect(await boardCells(page, COMPANY.name, 'Companies, batteries and squadrons'), `company on the board ${when}`).toEqual(coyBoard);
      expect(await boardCells(page, BATTALION.name, 'Battalions and batteries'), `battalion on the board ${when}`).toEqual(bnBoard);
      await showLedger(page, BATTALION.name);
      await expect.poll(() => cuTotals(page, BATTALION.name), { message: `battalion ledger ${when}` }).toEqual(bnTotals);
      const withSubordinates = page.getByRole('checkbox', { name: 'Include units under command' });
      await withSubordinates.check();
      await expect.poll(() => cuTotals(page, BATTALION.name), { message: `battalion and its companies ${when}` }).toEqual(echelonTotals);
      await withSubordinates.uncheck();
      await showLedger(page, COMPANY.name);
      await expect.poll(() => cuTotals(page, COMPANY.name), { message: `company ledger ${when}` }).toEqual(coyTotals);
      expect(await medicalPosts(page), `medical post ${when}`).toEqual([post]);
      expect(await runStatus(page), `the run ${when}`).toBe('Arrived');
    };
    await check('before the reload');

    await page.reload();
    await page.getByRole('region', { name: 'Logistics' }).waitFor({ timeout: 60_000 });
    expect(await clockText(page)).toContain('Day 1, Night');
    await check('after the reload');
    expect(await page.getByRole('alert').count()).toBe(0);
  });
});
