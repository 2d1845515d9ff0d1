/**
 * An umpire plots a pre-battle bombardment in real Chromium against the built app (fresh profile, the
 * Cambrai campaign), through the accessible names of docs/ARCHITECTURE.md only: Fire plans → New fire
 * plan; three serials typed by grid reference for a field battery of 36th Division (the first two on
 * German machine-gun companies, the third 16 km away); the third gets the range warning of the NQM
 * weapon range table and the others none; the expected effect (Monte Carlo, 10,000 seeded trials in
 * the Web Worker) lists the targets; the plan is drawn on the map; a reload finds the plan again.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { distanceM, gridRefToPoint, nqmRangeM, pointToGridRef, type GridDef, type LonLat } from '../../src/rules/index.ts';
import { openApp, useChromium, waitForMapDrawn } from './helpers.ts';
import { addSerial, newFirePlan } from './app-actions.ts';

const chromium = useChromium();

type ScenarioUnit = { id: string; name: string; shortName: string; pos?: LonLat };
const scenario = JSON.parse(readFileSync(new URL('../../maps/cambrai-1917/scenario.json', import.meta.url), 'utf8')) as {
  grid: GridDef;
  units: ScenarioUnit[];
};
const unit = (id: string) => scenario.units.find((u) => u.id === id)!;
const BATTERY = unit('gb-36div-ra-153bde-a'); // A/CLIII, 18-pdr field guns
const TARGETS = [unit('de-20ldiv-lir386-mgk1'), unit('de-20ldiv-lir386-mgk2')];
const refOf = (pos: LonLat) => pointToGridRef(scenario.grid, pos, 8).replace(/\s/g, '');
/** 16 km east of the battery: beyond the 15 km of the 105 mm row its field guns read. */
const FAR_REF = (() => {
  const [e, n] = [Number(refOf(BATTERY.pos!).slice(0, 4)), Number(refOf(BATTERY.pos!).slice(4))];
  return `${String(e + 1600).padStart(4, '0')}${String(n).padStart(4, '0')}`;
})();

describe('fire plans in Chromium', () => {
  it('plots a three-serial plan by typed grid references, warns of range, runs the expected effect and finds the plan after a reload', async () => {
    const { page } = await chromium.newPage();
    const farKm = distanceM(scenario.grid, BATTERY.pos!, gridRefToPoint(scenario.grid, FAR_REF)) / 1000;
    expect(farKm).toBeGreaterThan(nqmRangeM(77, 'gun').rangeM / 1000);
    await openApp(page);

    const plan = await newFirePlan(page, 'Opening bombardment', '1917-11-20T08:00');
    await addSerial(plan, 'H-60', 'H-30', refOf(TARGETS[0]!.pos!), BATTERY.shortName);
    await addSerial(plan, 'H-30', 'H', refOf(TARGETS[1]!.pos!), BATTERY.shortName);
    await addSerial(plan, 'H', 'H+30', FAR_REF, BATTERY.shortName);

    // Only the third serial is out of range; its check names the battery, the distance and the range.
    const serials = plan.getByRole('table', { name: 'Serials of Opening bombardment' });
    await expect.poll(() => serials.locator('tbody.fp-serial').count()).toBe(3);
    const checks = plan.getByRole('list', { name: /^Checks of serial/ });
    await expect.poll(async () => (await checks.allTextContents()).join(' | ')).toMatch(/range is 15(\.0)? km/);
    const rangeChecks = (await checks.allTextContents()).filter((t) => /range is 15/.test(t));
    expect(rangeChecks).toHaveLength(1);
    expect(rangeChecks[0]).toContain(BATTERY.shortName);

    // Expected effect: 10,000 trials in the worker; the two machine-gun companies are targets.
    await plan.getByRole('button', { name: 'Expected effect' }).click();
    const effect = page.getByRole('table', { name: 'Expected effect on targets' });
    await effect.waitFor({ timeout: 20_000 });
    const effectText = (await effect.textContent()) ?? '';
    for (const t of TARGETS) expect(effectText).toContain(t.name);
    expect(await page.getByRole('img', { name: new RegExp(`^Casualties of .*${TARGETS[0]!.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).count()).toBeGreaterThan(0);

    // On the map: three beaten zones.
    await page.getByRole('button', { name: 'Show on map' }).click();
    await waitForMapDrawn(page);
    const layer = page.locator('[data-testid="fireplan-layer"]');
    await expect.poll(() => layer.getAttribute('data-templates')).toBe('3');

    // Reload: the plan and its three serials are still there.
    await page.reload();
    await waitForMapDrawn(page);
    await expect.poll(() => layer.getAttribute('data-templates')).toBe('3');
    const screens = page.getByRole('group', { name: 'Screens' });
    if ((await screens.getByRole('button', { name: 'Fire plans', exact: true }).getAttribute('aria-pressed')) !== 'true') {
      await screens.getByRole('button', { name: 'Fire plans', exact: true }).click();
    }
    await page.getByRole('navigation', { name: 'Fire plan list' }).getByRole('button', { name: 'Opening bombardment' }).click();
    await expect.poll(() => page.getByRole('table', { name: 'Serials of Opening bombardment' }).locator('tbody.fp-serial').count()).toBe(3);
  });
});
