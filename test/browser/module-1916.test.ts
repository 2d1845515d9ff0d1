/**
 * The 1916 module as an umpire uses it, in real Chromium against the built app (fresh profile, the Cambrai
 * campaign), through the accessible names of docs/ARCHITECTURE.md only: Settings switches the 1916 rules
 * on and sets the Mark IV's breakdown and dangerous-terrain ranges to "up to 12" (every roll immobilises:
 * the chart is the umpire's to edit, being assumed); No. 18 Company, F Battalion is sent 4.5 km back west on its
 * own initiative; the next hour it breaks down or ditches on the march and stops; its crew repairs it on a
 * 6; after a reload the log holds the switch, the breakdown and the repair.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pointToGridRef, type GridDef, type LonLat } from '../../src/rules/index.ts';
import { openApp, useChromium, waitForMapDrawn } from './helpers.ts';
import { messagesText, ownRoute, selectUnit, switchRulesOn } from './app-actions.ts';

const chromium = useChromium();

const scenario = JSON.parse(readFileSync(new URL('../../maps/cambrai-1917/scenario.json', import.meta.url), 'utf8')) as { grid: GridDef; units: { id: string; name: string; shortName: string; pos?: LonLat }[] };
const TANKS = scenario.units.find((u) => u.id === 'gb-tank-f-bn-18coy')!;
const FUSILIERS = scenario.units.find((u) => u.id === 'gb-36div-108bde-9-rirf')!;

/** A fresh Cambrai desk with the 1916 rules switched on in Settings and each chart cell named in `cells` set as given. */
async function openWith1916(cells: Record<string, string>) {
  const { page } = await chromium.newPage();
  await openApp(page);
  await waitForMapDrawn(page);
  await switchRulesOn(page, /^1916 rules/, cells);
  return page;
}

describe('the 1916 rules in Chromium', () => {
  it('a Mark IV company breaks down on the march, its crew repairs it, and the log keeps both after a reload', async () => {
    // Settings: the 1916 rules on, every roll of a Mark IV immobilising.
    const page = await openWith1916({ 'Breakdown (road rating), 2D6 up to, Tanks (Mark IV)': '12', 'Dangerous terrain, 2D6 up to, Tanks (Mark IV)': '12' });
    await expect.poll(() => messagesText(page)).toContain('Settings saved: 1916 rules, 1916 vehicle and minefield charts.');

    // The company goes 4.5 km back west on its own initiative (away from the enemy: no contact halts it).
    await selectUnit(page, TANKS.name);
    const back = pointToGridRef(scenario.grid, { lon: TANKS.pos!.lon - 0.06, lat: TANKS.pos!.lat - 0.015 }, 8).replace(/\s/g, '');
    await ownRoute(page, back);

    // An hour on: the roll at 19:00 immobilises it.
    await page.getByRole('button', { name: 'Advance 1 hour' }).click();
    await expect.poll(() => messagesText(page), { timeout: 30_000 }).toMatch(/18 Coy F Bn (broke down|ditched) at .*19:00 \(2D6 \d\+\d\)/);
    const panel = page.getByRole('region', { name: 'Unit details' });
    await expect.poll(async () => (await panel.textContent()) ?? '').toMatch(/Immobilised: (broke down|ditched in dangerous terrain) at .*19:00, crew aboard/);

    // Its crew repairs it: a 6 reaches either target.
    const crew = panel.getByRole('region', { name: 'Vehicle crew' });
    await crew.getByRole('radio', { name: 'Repair' }).check();
    await crew.getByRole('textbox', { name: 'Dice' }).fill('6');
    await expect.poll(async () => (await crew.getByRole('status', { name: 'Crew result' }).textContent()) ?? '').toMatch(/^Die 6 against [56]: repaired, it can move again\./);
    await crew.getByRole('button', { name: 'Record crew action' }).click();
    await expect.poll(() => messagesText(page)).toMatch(/^Crew of 18 Coy F Bn: Die 6 against [56]: repaired/);
    await crew.waitFor({ state: 'detached' });
    expect(await panel.textContent()).not.toContain('Immobilised');

    // After a reload the log has it all.
    await page.reload();
    await waitForMapDrawn(page);
    await page.getByRole('group', { name: 'Screens' }).getByRole('button', { name: 'Log', exact: true }).click();
    const events = page.getByRole('region', { name: 'Log' }).getByRole('list', { name: 'Events' });
    await events.waitFor();
    await expect.poll(async () => (await events.textContent()) ?? '').toContain('crew of 18 Coy F Bn repaired it: rolled 6, needed');
    const text = (await events.textContent()) ?? '';
    expect(text).toContain('changed the settings (1916 rules on, 1916 vehicle and minefield charts)');
    expect(text).toMatch(/18 Coy F Bn (broke down|ditched) at .*19:00/);
  });

  it('a battalion marching through a minefield the umpire placed rolls for each base, and the log keeps it after a reload', async () => {
    // Settings: the 1916 rules on; every base entering a minefield is damaged and none lost (the chart is assumed: the umpire's to set).
    const page = await openWith1916({ 'Minefield: base lost, 2D6 from': '13', 'Minefield: base damaged, 2D6 from': '2' });

    // A one-marker minefield 360 m west of 9th Royal Irish Fusiliers, placed from the timeline's Minefields panel.
    const west = (dLon: number) => pointToGridRef(scenario.grid, { lon: FUSILIERS.pos!.lon - dLon, lat: FUSILIERS.pos!.lat }, 8).replace(/\s/g, '');
    await page.getByRole('button', { name: 'Minefields' }).click();
    const mines = page.getByRole('region', { name: 'Minefields' });
    await mines.getByRole('textbox', { name: 'From (grid reference)' }).fill(west(0.005));
    await mines.getByRole('combobox', { name: 'Whose' }).selectOption('red');
    await mines.getByRole('button', { name: 'Place minefield' }).click();
    await expect.poll(() => messagesText(page)).toContain('Minefield laid: Minefield 1, 1 marker.');
    await expect.poll(() => page.getByTestId('minefield-layer').getAttribute('data-minefields')).toBe('1');

    // The battalion goes 2 km west on its own initiative, through the minefield.
    await selectUnit(page, FUSILIERS.name);
    await ownRoute(page, west(0.03));
    await page.getByRole('button', { name: 'Advance 1 hour' }).click();
    await expect.poll(() => messagesText(page), { timeout: 30_000 }).toMatch(/9 R Ir Fus entered Minefield 1 at .*: \d+ damaged \(2D6/);

    // After a reload the log has the minefield and the passage.
    await page.reload();
    await waitForMapDrawn(page);
    await expect.poll(() => page.getByTestId('minefield-layer').getAttribute('data-minefields')).toBe('1');
    await page.getByRole('group', { name: 'Screens' }).getByRole('button', { name: 'Log', exact: true }).click();
    const events = page.getByRole('region', { name: 'Log' }).getByRole('list', { name: 'Events' });
    await events.waitFor();
    await expect.poll(async () => (await events.textContent()) ?? '').toContain('laid Minefield 1 (1 marker of 80 yards, German (2. Armee, Gruppe Caudry))');
    expect((await events.textContent()) ?? '').toMatch(/9 R Ir Fus entered Minefield 1 at .*: \d+ damaged/);
  });
});
