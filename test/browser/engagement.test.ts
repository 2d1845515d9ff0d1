/**
 * An umpire runs a 1418 engagement in real Chromium against the built app (fresh profile), through
 * the accessible names of docs/ARCHITECTURE.md only: a campaign on the 1418 table map; Engagements →
 * New engagement with one blue and one red battalion (seeded dice, seed 42); the bound planned
 * (blue Advance with paths — one clicked on the tactical map, the rest added as legs — red Hold);
 * two steps, then the rest of the bound; record lines with dice and "needs"; Undo step removes the
 * last step's lines; a reload shows the engagement and its record again. Then a typed-dice
 * engagement: the screen asks for dice, the umpire types them, and the step runs with exactly those.
 * Then a "company except" plan and a step whose hits the umpire allocates by hand (an illegal pick
 * refused with the engine's message; the record's hit lines name the bases picked).
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openApp, useChromium, waitForMapDrawn } from './helpers.ts';
import { selectedCampaign } from './app-actions.ts';

const chromium = useChromium();

const BLUE = '180/Btn 1';
const RED = '7/Btn 1';
/** Blue's sub-units as `buildEngagementInput` names them (the HQ, three companies, the MG company). */
const BLUE_SUBS = ['180/Btn 1 HQ', '1/1', '1/2', '1/3', '1/MG'];

/** The record lines (list items) of the "Record" region. */
function recordLines(page: Page): Locator {
  return page.getByRole('region', { name: 'Record' }).getByRole('listitem');
}

async function recordText(page: Page): Promise<string> {
  return (await page.getByRole('region', { name: 'Record' }).textContent()) ?? '';
}

/** Start a campaign on the 1418 table map with the New campaign dialog. */
async function newTableCampaign(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'New campaign' }).click();
  const dialog = page.getByRole('dialog', { name: 'New campaign' });
  const map = dialog.getByRole('combobox', { name: 'Map' });
  const table = await map.locator('option', { hasText: '1418 table' }).getAttribute('value');
  await map.selectOption(table!);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => selectedCampaign(page)).toMatch(/1418 table/);
  await waitForMapDrawn(page);
}

/** Engagements → New engagement with the two battalions and the given dice; waits for the screen. */
async function newEngagement(page: Page, dice: 'Seeded' | 'Typed'): Promise<void> {
  const list = page.getByRole('region', { name: 'Engagements' });
  if (!(await list.isVisible())) {
    await page.getByRole('button', { name: 'Engagements' }).click();
    await list.waitFor();
  }
  await list.getByRole('button', { name: 'New engagement' }).click();
  const dialog = page.getByRole('dialog', { name: 'New engagement' });
  await dialog.getByRole('searchbox', { name: 'Find battalions' }).fill('btn 1');
  await dialog.getByRole('checkbox', { name: BLUE, exact: true }).check();
  await dialog.getByRole('checkbox', { name: RED, exact: true }).check();
  await dialog.getByRole('combobox', { name: 'Dice' }).selectOption({ label: dice });
  if (dice === 'Seeded') await dialog.getByRole('textbox', { name: 'Seed' }).fill('42');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await dialog.waitFor({ state: 'detached' });
  const screen = page.getByRole('region', { name: 'Engagement' });
  await screen.getByRole('heading', { name: `${BLUE} vs ${RED}` }).waitFor();
  await expect.poll(() => bases(page), { message: 'bases drawn on the tactical map' }).toBe(30);
}

/** `data-<key>` of the engagement layer's canvas as a number. */
async function layerCount(page: Page, key: string): Promise<number> {
  return Number(await page.locator('[data-testid="engagement-layer"]').getAttribute(`data-${key}`));
}
const bases = (page: Page) => layerCount(page, 'bases');

describe('the engagement screen in Chromium', () => {
  it('plans and runs a seeded bound step by step, undoes the last step and keeps it all over a reload', async () => {
    const { page } = await chromium.newPage();
    await openApp(page);
    await newTableCampaign(page);
    await newEngagement(page, 'Seeded');
    const screen = page.getByRole('region', { name: 'Engagement' });

    // Blue advances: each sub-unit is given a path towards the enemy; with the paths cleared the engine
    // refuses, naming each sub-unit; nothing is written.
    await screen.getByRole('combobox', { name: `High command of ${BLUE}` }).selectOption({ label: 'Advance' });
    expect(await screen.getByRole('combobox', { name: 'Action of 1/1' }).inputValue()).toBe('move');
    expect(await screen.getByRole('group', { name: '1/1', exact: true }).textContent()).toMatch(/Path: 1 waypoint/);
    for (const name of BLUE_SUBS) await screen.getByRole('button', { name: `Clear path of ${name}` }).click();
    await screen.getByRole('button', { name: 'Plan bound' }).click();
    const refusal = screen.getByRole('alert');
    await refusal.waitFor();
    expect(await refusal.textContent()).toMatch(/1\/1 \(not dug in, safe\): move needs a path/);
    expect(await recordLines(page).count()).toBe(0);

    // One path clicked on the map (Set path, a click, Enter), the others added as legs toward the enemy.
    await screen.getByRole('button', { name: 'Set path of 1/1' }).click();
    const map = page.getByRole('region', { name: 'Tactical map' });
    const box = (await map.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.3, box.y + box.height * 0.5);
    await expect.poll(() => screen.getByRole('group', { name: '1/1', exact: true }).textContent()).toMatch(/Path: 1 waypoint/);
    await page.keyboard.press('Enter');
    await screen.getByRole('button', { name: 'Set path of 1/1' }).waitFor();
    for (const name of BLUE_SUBS.filter((n) => n !== '1/1')) {
      await screen.getByRole('button', { name: `Add leg to path of ${name}` }).click();
      await expect.poll(() => screen.getByRole('group', { name, exact: true }).textContent()).toMatch(/Path: 1 waypoint/);
    }
    expect(await screen.getByRole('combobox', { name: `High command of ${RED}` }).inputValue()).toBe('hold');
    await expect.poll(() => layerCount(page, 'arrows'), { message: 'prepared arrows' }).toBeGreaterThanOrEqual(5);

    await screen.getByRole('button', { name: 'Plan bound' }).click();
    const next = screen.getByRole('button', { name: 'Next step' });
    await next.waitFor();
    expect(await recordText(page)).toContain('180/Btn 1: Advance');

    // Two steps, one at a time (the first from the keyboard: the focus moved to "Next step" when the
    // planning form went away): the machine guns fire, with their dice and what they needed.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Next step');
    for (const step of ['Step 1', 'Step 2']) {
      const before = await recordLines(page).count();
      if (step === 'Step 1') await page.keyboard.press('Enter');
      else await next.click();
      await expect.poll(() => recordLines(page).count()).toBeGreaterThan(before);
      expect(await recordText(page)).toContain(step);
    }
    const text = await recordText(page);
    expect(text).toMatch(/fires at .*: \d+ dic?e, needs \d/);
    expect(text).toMatch(/→ \d+ hits?/);

    // The rest of the bound: movement, melee, the end; the form for bound 2 comes back.
    await screen.getByRole('button', { name: 'Run bound' }).click();
    await screen.getByRole('button', { name: 'Plan bound' }).waitFor();
    expect(await recordText(page)).toContain('End of bound 1');
    expect(await recordText(page)).toMatch(/1\/2 move: [\d.]+ m of [\d.]+ m/);
    const withEnd = await recordLines(page).count();

    // Undo step: the end of the bound goes, the bound is executing again, the message says so.
    await screen.getByRole('button', { name: 'Undo step' }).click();
    await next.waitFor();
    await expect.poll(() => recordLines(page).count()).toBeLessThan(withEnd);
    expect(await recordText(page)).not.toContain('End of bound 1');
    const messages = page.getByRole('status', { name: 'Messages' });
    await expect.poll(async () => (await messages.textContent()) ?? '').toMatch(/[Uu]ndid/);
    const afterUndo = await recordLines(page).count();
    const linesAfterUndo = await recordLines(page).allTextContents();

    // Reload: the same engagement screen, the same record.
    await page.reload();
    await page.getByRole('region', { name: 'Engagement' }).getByRole('heading', { name: `${BLUE} vs ${RED}` }).waitFor({ timeout: 60_000 });
    await expect.poll(() => recordLines(page).count(), { timeout: 30_000 }).toBe(afterUndo);
    expect(await recordLines(page).allTextContents()).toEqual(linesAfterUndo);
    await page.getByRole('button', { name: 'Next step' }).waitFor();
    await expect.poll(() => bases(page)).toBe(30);

    // Back to map: the campaign map returns.
    await page.getByRole('button', { name: 'Back to map' }).click();
    await waitForMapDrawn(page);
  });

  it('asks for typed dice and runs the step with exactly the dice typed', async () => {
    const { page } = await chromium.newPage();
    await openApp(page);
    await newTableCampaign(page);
    await newEngagement(page, 'Typed');
    const screen = page.getByRole('region', { name: 'Engagement' });

    // Both hold (the default): the red machine guns, dug in, shoot in step 1.
    await screen.getByRole('button', { name: 'Plan bound' }).click();
    await screen.getByRole('button', { name: 'Next step' }).click();
    const diceBox = screen.getByRole('textbox', { name: 'Dice' });
    await diceBox.waitFor();
    await expect.poll(() => screen.getByRole('region', { name: 'Record' }).textContent()).toMatch(/Type 3 dice for /);
    expect(await screen.getByRole('button', { name: 'Next step' }).isDisabled()).toBe(true);

    // A bad entry is refused in place; then three dice are typed and the step runs with them.
    await diceBox.fill('6 9');
    await diceBox.press('Enter');
    await expect.poll(() => screen.getByRole('region', { name: 'Record' }).getByRole('alert').textContent()).toMatch(/digit 1–6/);
    await diceBox.fill('6 5 2');
    await diceBox.press('Enter');
    await expect.poll(() => recordText(page)).toMatch(/R1\/MG \(dug in\) fires at .*: 3 dice, needs \d+ .*: 6\+1, 5, 2 →/);
    expect(await recordText(page)).not.toMatch(/Type \d+ dice for/);

    // Run bound: it stops whenever dice are wanted and carries on once they are typed, to the end.
    const record = screen.getByRole('region', { name: 'Record' });
    const planBound = screen.getByRole('button', { name: 'Plan bound' });
    await screen.getByRole('button', { name: 'Run bound' }).click();
    let asked = 0;
    for (; ; asked++) {
      await expect.poll(() => record.getAttribute('aria-busy')).toBe('false');
      if (await planBound.isVisible()) break;
      const want = /Type (\d+) (?:die|dice) for/.exec(await recordText(page));
      expect(want, 'the bound stopped only to ask for dice').not.toBeNull();
      expect(asked, 'dice requests in one bound').toBeLessThan(20);
      await diceBox.fill(Array(Number(want![1])).fill('4').join(' '));
      await diceBox.press('Enter');
    }
    expect(asked, 'step 2 (the blue machine guns) asked for dice').toBeGreaterThan(0);
    expect(await recordText(page)).toContain('End of bound 1');
  });

  it('plans a company except and allocates hits by hand', async () => {
    const { page } = await chromium.newPage();
    await openApp(page);
    await newTableCampaign(page);
    await newEngagement(page, 'Seeded');
    const screen = page.getByRole('region', { name: 'Engagement' });
    await screen.getByRole('combobox', { name: 'Allocate hits' }).selectOption({ label: 'By hand' });

    // 1/2 holds, except its first base, which digs in and shoots at R1/2. (The table's sample sheet says
    // Advance in bound 1 for its battalion, which the form proposes: the umpire changes it to Hold.)
    await screen.getByRole('combobox', { name: `High command of ${BLUE}` }).selectOption({ label: 'Hold' });
    await screen.getByRole('button', { name: 'Except bases… of 1/2' }).click();
    await screen.getByRole('checkbox', { name: 'Except base 1 of 1/2' }).check();
    const exAction = screen.getByRole('combobox', { name: 'Action of 1/2 except' });
    expect(await exAction.locator('option').allTextContents()).toEqual(['Stay put', 'Find cover']);
    await screen.getByRole('checkbox', { name: 'Dig in 1/2 except' }).check();
    const target = screen.getByRole('combobox', { name: 'Target of 1/2 except' });
    await target.selectOption({ label: (await target.locator('option', { hasText: 'R1/2' }).textContent())! });
    await screen.getByRole('button', { name: 'Plan bound' }).click();
    await screen.getByRole('button', { name: 'Next step' }).waitFor();
    expect(await screen.getByRole('alert').count()).toBe(0);

    // Run the bound: each time hits are scored it stops for the umpire to place them.
    const record = screen.getByRole('region', { name: 'Record' });
    await screen.getByRole('button', { name: 'Run bound' }).click();
    const form = record.getByRole('group', { name: 'Allocate hits' });
    await form.waitFor();
    const firstHit = form.getByRole('combobox').first();
    const targetName = /^Hit 1 on (.+)$/.exec((await firstHit.getAttribute('aria-label'))!)![1]!;
    const hitCount = await form.getByRole('combobox').count();
    const eligible = await firstHit.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    // Each base as the record names it: its number in its sub-unit ("Base 4 (uninjured, dug in)" → "base 4").
    const numberOf = new Map(await firstHit.locator('option').evaluateAll((os) => os.map((o) => [(o as HTMLOptionElement).value, /^Base (\d+)/.exec(o.textContent ?? '')?.[1] ?? '?'] as [string, string])));
    if (hitCount >= 2) {
      // Killing a base while others are uninjured is refused with the engine's message.
      await form.getByRole('combobox').nth(0).selectOption(eligible[0]!);
      await form.getByRole('combobox').nth(1).selectOption(eligible[0]!);
      await form.getByRole('button', { name: 'Allocate' }).click();
      await expect.poll(() => form.getByRole('alert').textContent()).toMatch(/would kill base \d+ while base \d+ is uninjured \(kills only once every base is injured\)/);
    }
    // Pick the last eligible bases, one per hit.
    const picks = eligible.slice(-hitCount).reverse();
    for (let i = 0; i < hitCount; i++) await form.getByRole('combobox').nth(i).selectOption(picks[i]!);
    await form.getByRole('button', { name: 'Allocate' }).click();
    for (const id of picks) await expect.poll(() => recordText(page)).toContain(`${targetName} base ${numberOf.get(id)} injured`);

    // Carry on to the end of the bound, placing any further hits on the first base offered.
    for (let n = 0; ; n++) {
      await expect.poll(() => record.getAttribute('aria-busy')).toBe('false');
      if (await screen.getByRole('button', { name: 'Plan bound' }).isVisible()) break;
      expect(n, 'allocation requests in one bound').toBeLessThan(20);
      if (await form.isVisible()) await form.getByRole('button', { name: 'Allocate' }).click();
      else await screen.getByRole('button', { name: 'Run bound' }).click();
    }
    expect(await recordText(page)).toContain('End of bound 1');
  });
});
