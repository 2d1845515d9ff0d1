/**
 * User actions on the app shared by the browser tests, through the accessible names of
 * docs/ARCHITECTURE.md only (no app internals): pick a unit in the ORBAT tree, read the unit panel's
 * grid reference and the selected campaign, wait for the map to stop moving, switch a rules module on,
 * advance to the first contact; the scenario's units by id.
 */
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/** A unit of `maps/cambrai-1917/scenario.json` as the tests read it. */
export type ScenarioUnit = { id: string; name: string; shortName: string; bases: number; injuredBases: number };
const SCENARIO_UNITS = (JSON.parse(readFileSync(new URL('../../maps/cambrai-1917/scenario.json', import.meta.url), 'utf8')) as { units: ScenarioUnit[] }).units;

/** The Cambrai scenario's unit `id`; throws naming it when the scenario has none. */
export function scenarioUnit(id: string): ScenarioUnit {
  const u = SCENARIO_UNITS.find((x) => x.id === id);
  if (!u) throw new Error(`the Cambrai scenario has no unit "${id}"`);
  return u;
}

/** The first contact of the browser tests: B/1 Buffs, and a waypoint 400 m from it towards I./RIR 19 (grid metres 13739, 7313: a 10 m square). */
export const FIRST_CONTACT = { company: scenarioUnit('gb-6div-16bde-1-buffs-b'), waypoint: '13730731' } as const;

/** Settings: tick the rules module whose checkbox matches `module` (e.g. /^De Rosa rules/), fill `cells` (spinbuttons by name), save, and wait for the dialog to close. */
export async function switchRulesOn(page: Page, module: RegExp, cells: Record<string, string> = {}): Promise<void> {
  await page.getByRole('group', { name: 'Clock' }).getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Campaign settings' });
  await settings.getByRole('checkbox', { name: module }).check();
  for (const [name, value] of Object.entries(cells)) await settings.getByRole('spinbutton', { name }).fill(value);
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await settings.waitFor({ state: 'detached' });
}

/**
 * The battalion the tests move: a named first-wave battalion of `maps/cambrai-1917/scenario.json`
 * (`1/6th Bn Gordon Highlanders`, 51st (Highland) Division, 152nd Brigade). It has companies A–D
 * listed, so this also proves that focusing a battalion zooms to where the battalion itself is
 * drawn (not its companies) and can be dragged from the map's centre.
 */
export const BATTALION = '1/6th Bn Gordon Highlanders';

/** The unit panel's "Grid reference" textbox value ('' when no unit is shown). */
export async function gridRefOf(page: Page): Promise<string> {
  const box = page.getByRole('region', { name: 'Unit details' }).getByRole('textbox', { name: 'Grid reference' });
  if ((await box.count()) === 0) return '';
  return (await box.inputValue()).trim();
}

/** The text of the option selected in the combobox "Campaign". */
export function selectedCampaign(page: Page): Promise<string> {
  return page.getByRole('combobox', { name: 'Campaign' }).evaluate((el) => {
    if (el instanceof HTMLSelectElement) return el.selectedOptions[0]?.textContent ?? '';
    return el.textContent ?? '';
  });
}

/**
 * Find a unit with the "Search units" box, click its tree item (named exactly `name`) and wait for
 * the unit panel to show an 8-figure grid reference, which is returned.
 */
export async function selectUnit(page: Page, name: string): Promise<string> {
  await page.getByRole('textbox', { name: 'Search units' }).fill(name);
  const item = page.getByRole('tree', { name: 'Order of battle' }).getByRole('treeitem', { name, exact: true });
  await item.first().click();
  await page.getByRole('region', { name: 'Unit details' }).getByRole('heading', { name, exact: true }).waitFor();
  await expect.poll(() => gridRefOf(page), { message: `grid reference of ${name}` }).toMatch(/^\d{8}$/);
  return gridRefOf(page);
}

/**
 * Wait until the Leaflet map has stopped moving: no zoom animation, and the map pane's transform
 * and the unit layer's drawn count unchanged between two looks 150 ms apart.
 */
export async function waitMapSettled(page: Page): Promise<void> {
  let last = '';
  await expect
    .poll(
      async () => {
        const now = await page.evaluate(() => {
          const container = document.querySelector('.leaflet-container');
          const pane = document.querySelector('.leaflet-map-pane');
          const units = document.querySelector('[data-testid="unit-layer"]');
          return [
            container?.classList.contains('leaflet-zoom-anim') ? 'zooming' : 'still',
            pane ? getComputedStyle(pane).transform : 'no pane',
            units?.getAttribute('data-drawn') ?? '',
          ].join('|');
        });
        const settled = now === last && now.startsWith('still');
        last = now;
        return settled;
      },
      { interval: 150, timeout: 15_000, message: 'the map stops moving' },
    )
    .toBe(true);
}

/**
 * Assert that an 8-figure reference `ref` (easting then northing, 10 m units) lies within `tol`
 * units of (`e`, `n`); `what` names it in the failure message.
 */
export function expectNear(ref: string, e: number, n: number, tol: number, what: string): void {
  expect(ref, what).toMatch(/^\d{8}$/);
  const [re, rn] = [Number(ref.slice(0, 4)), Number(ref.slice(4))];
  const ok = Math.abs(re - e) <= tol && Math.abs(rn - n) <= tol;
  expect(ok, `${what}: ${ref} should be within ${tol * 10} m of ${String(e).padStart(4, '0')}${String(n).padStart(4, '0')}`).toBe(true);
}

/**
 * Choose `name` in the unit picker labelled `label` inside `scope` as a user does: type it, then click
 * its option (`‹name› (‹echelon›)`).
 */
export async function chooseUnit(scope: Page | Locator, label: string, name: string): Promise<void> {
  await scope.getByRole('combobox', { name: label }).fill(name);
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await scope.getByRole('option', { name: new RegExp(`^${escaped} \\(`) }).first().click();
}

/** The text of the page's "Messages" status. */
export async function messagesText(page: Page): Promise<string> {
  return (await page.getByRole('status', { name: 'Messages' }).textContent()) ?? '';
}

/** Give the selected unit a "Move to contact" route on its own initiative to grid reference `waypoint`, in force from 18:00, and save it. */
export async function ownRoute(page: Page, waypoint: string): Promise<void> {
  const route = page.getByRole('region', { name: 'Route' });
  await route.getByRole('combobox', { name: 'Movement mode' }).selectOption({ label: 'Move to contact' });
  await route.getByRole('combobox', { name: 'Ordered by' }).selectOption({ label: 'Own initiative' });
  await route.getByRole('textbox', { name: 'Waypoint 1' }).fill(waypoint);
  await expect.poll(async () => (await route.getByRole('status', { name: 'Route timing' }).textContent()) ?? '').toMatch(/In force from .*18:00/);
  await route.getByRole('button', { name: 'Save route' }).click();
  await expect.poll(() => messagesText(page)).toMatch(/route/i);
}

/**
 * Give unit `name` a "Move to contact" route on its own initiative to grid reference `waypoint`, then
 * "Advance to next contact" until the clock finds one; open the Contacts screen and return the queue's
 * row of the unit (`shortName`).
 */
export async function advanceToContact(page: Page, name: string, shortName: string, waypoint: string): Promise<Locator> {
  await selectUnit(page, name);
  await ownRoute(page, waypoint);
  expect(await page.getByRole('alert').count()).toBe(0);
  await page.getByRole('button', { name: 'Advance to next contact' }).click();
  await expect.poll(() => messagesText(page), { timeout: 30_000 }).toMatch(/[Cc]ontact/);
  const contactsButton = page.getByRole('group', { name: 'Screens' }).getByRole('button', { name: /^Contacts \(\d+\)$/ });
  await expect.poll(() => contactsButton.textContent()).toMatch(/Contacts \([1-9]\d*\)/);
  await contactsButton.click();
  const queue = page.getByRole('table', { name: 'Contact queue' });
  await queue.waitFor();
  const row = queue.getByRole('row').filter({ hasText: shortName });
  await expect.poll(() => row.count()).toBe(1);
  return row;
}

/** Fire plans → New fire plan titled `title` with H-hour `hHour` (`YYYY-MM-DDTHH:MM`); the plan's `article`. */
export async function newFirePlan(page: Page, title: string, hHour: string): Promise<Locator> {
  const button = page.getByRole('group', { name: 'Screens' }).getByRole('button', { name: 'Fire plans', exact: true });
  if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
  await page.getByRole('region', { name: 'Fire plans' }).getByRole('button', { name: 'New fire plan' }).click();
  const form = page.getByRole('form', { name: 'New fire plan' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('H-hour').fill(hHour);
  await form.getByRole('button', { name: 'Create' }).click();
  const plan = page.getByRole('article', { name: title });
  await plan.waitFor();
  return plan;
}

/** Type one serial into `plan`'s "New serial" row — `from`/`to` ("H-60", "H+30"), a target grid reference, one battery by short name — and save it. */
export async function addSerial(plan: Locator, from: string, to: string, ref: string, battery: string): Promise<void> {
  await plan.getByRole('button', { name: 'Add serial' }).click();
  await plan.getByLabel('New serial from').fill(from);
  await plan.getByLabel('New serial to').fill(to);
  await plan.getByLabel('New serial target grid reference').fill(ref);
  await plan.getByRole('button', { name: 'Choose firers of new serial' }).click();
  const firers = plan.getByRole('group', { name: 'Firers of new serial' });
  await firers.getByRole('searchbox').fill(battery);
  await firers.getByRole('checkbox', { name: battery, exact: true }).check();
  await plan.getByRole('button', { name: 'Save serial' }).click();
  await plan.getByLabel('New serial from').waitFor({ state: 'detached' });
}

/** B/1 Buffs advances to its first contact (`FIRST_CONTACT`), and the contact's Settle dialog opens: the dialog. */
export async function settleFirstContact(page: Page): Promise<Locator> {
  const row = await advanceToContact(page, FIRST_CONTACT.company.name, FIRST_CONTACT.company.shortName, FIRST_CONTACT.waypoint);
  await row.getByRole('button', { name: 'Settle' }).click();
  return page.getByRole('dialog', { name: /^Settle contact / });
}

/** Reload the page, open the Log screen, and give its list of events once shown. */
export async function logAfterReload(page: Page): Promise<Locator> {
  await page.reload();
  const screens = page.getByRole('group', { name: 'Screens' });
  await screens.waitFor({ timeout: 60_000 });
  await screens.getByRole('button', { name: 'Log', exact: true }).click();
  const events = page.getByRole('region', { name: 'Log' }).getByRole('list', { name: 'Events' });
  await events.waitFor();
  return events;
}
