/**
 * What becomes of broken units when a contact is settled (004 §UNIT MORALE - THE BREAK TEST, §RETREAT,
 * §UNIT GRADING; docs/RULINGS.md §Broken units: surrender, withdrawal, break-out): Green troops surrender
 * when they can, Veterans break out when surrounded, others surrender only when retreat is closed.
 */
import { describe, expect, it } from 'vitest';
import { applyBrokenFates, retreatOpen } from '../../src/campaign/turn/brokenUnits.ts';
import { greenInBattle } from '../../src/campaign/turn/disorganisation.ts';
import { lossesText } from '../../src/campaign/turn/describe.ts';
import { settleContact, settleDefaults, WITHDRAW_M } from '../../src/campaign/turn/settleContact.ts';
import { applyOutcomes } from '../../src/campaign/turn/turnEvents.ts';
import type { CampaignContact, UnitOutcome } from '../../src/campaign/model/turnTypes.ts';
import type { CampaignState, Unit } from '../../src/campaign/model/types.ts';
import { brokenFate } from '../../src/rules/operational/brokenFate.ts';
import { scriptedDice } from '../../src/rules/dice.ts';
import { gridProjection } from '../../src/rules/projection.ts';
import { at, turnStart } from './campaign-turn-fixture.ts';

describe('brokenFate (004 §UNIT GRADING, §RETREAT)', () => {
  const fate = (grade: 'E' | 'V' | 'R' | 'C' | 'M', green: boolean, retreatOpen: boolean, enemyMayTakeSurrender: boolean) => brokenFate({ grade, green, retreatOpen, enemyMayTakeSurrender });
  it('Veterans (and Elite) never surrender: "will withdraw or if surrounded, break out in small platoon groups"', () => {
    for (const g of ['E', 'V'] as const) {
      expect([fate(g, false, true, true), fate(g, false, false, true), fate(g, true, false, true)]).toEqual(['withdraws', 'breaksOut', 'breaksOut']);
    }
  });
  it('"Broken Green troops will always surrender if this is possible", even with the retreat open', () => {
    for (const g of ['R', 'C', 'M'] as const) {
      expect([fate(g, true, true, true), fate(g, true, false, true), fate(g, true, true, false), fate(g, true, false, false)]).toEqual(['surrenders', 'surrenders', 'withdraws', 'sitsTight']);
    }
  });
  it('others withdraw when the line of retreat is clear, else surrender "if retreat is not possible"', () => {
    expect([fate('R', false, true, true), fate('C', false, false, true), fate('M', false, false, false)]).toEqual(['withdraws', 'surrenders', 'sitsTight']);
  });
  it('refuses a bad grade or flag, naming it', () => {
    expect(() => brokenFate({ grade: 'X' as 'R', green: false, retreatOpen: true, enemyMayTakeSurrender: true })).toThrow(/grade/);
    expect(() => brokenFate({ grade: 'R', green: 'yes' as unknown as boolean, retreatOpen: true, enemyMayTakeSurrender: true })).toThrow(/green: expected true or false/);
  });
});

/** The fixture at clock 60: 1/6 Gordons (5050, 5000) attacking II./84 (5050, 9500), patched. */
function withContact(patch: Record<string, Partial<Unit>> = {}): { state: CampaignState; contact: CampaignContact } {
  const s0 = turnStart();
  const units = { ...s0.units };
  for (const [id, p] of Object.entries(patch)) units[id] = { ...units[id]!, ...p };
  const contact: CampaignContact = {
    id: 'ct-60-1', atMin: 60, pos: at(5050, 9000), ref: '050090', blueIds: ['gb-gordons'], redIds: ['de-84-2'],
    pairs: [{ blueId: 'gb-gordons', redId: 'de-84-2', gapM: 200, band: 'effective' }],
    recceSide: 'blue', recceId: 'gb-gordons', defenderId: 'de-84-2',
    opening: { redDie: 6, recceSightsFirst: true, blueDie: null, defenderOpensAt: null }, status: 'open',
  };
  return { state: { ...s0, units, clockMin: 60, contacts: { [contact.id]: contact } }, contact };
}

describe('settling a contact: the broken defender', () => {
  // Dice 5 5 1 repeated: "Break test 1 (to press on), defender: 5 — passed", "Break test 2 (to break), defender: 1 — failed".
  const dice = () => scriptedDice(Array(300).fill(0).map((_, i) => [5, 5, 1][i % 3]!));
  const settle = (patch: Record<string, Partial<Unit>>) => {
    const { state, contact } = withContact(patch);
    return { state, p: settleContact(state, contact, { ...settleDefaults(state, contact), maxHours: 6 }, dice()) };
  };

  it('Green Regulars surrender though their retreat is open: every stand left is taken, and the account says why', () => {
    const { state, p } = settle({ 'de-84-2': { grade: 'R', green: true } });
    expect(p.outcome).toBe('defenderBroken');
    const o = p.outcomes.find((x) => x.unitId === 'de-84-2')!;
    expect(o).toMatchObject({ killed: 6, injuredDelta: 0, surrendered: true });
    expect(o.to).toBeUndefined();
    expect(p.lines).toContain('Broken, its line of retreat was open: II./84 (Green) surrendered — "Broken Green troops will always surrender if this is possible" (004 §UNIT GRADING).');
    // Written back: the battalion is gone, its loss read as a surrender.
    const units = applyOutcomes(state, p.outcomes, state.clockMin + p.minutes, new Set(p.outcomes.map((x) => x.unitId)));
    expect(units['de-84-2']!.bases).toBe(0);
    expect(lossesText(p.outcomes)).toMatch(/^; 6 bases surrendered, \d+ CU spent$/);
  });

  it('the same Regulars, not Green, withdraw out of effective range', () => {
    const { state, p } = settle({ 'de-84-2': { grade: 'R' } });
    expect(p.outcome).toBe('defenderBroken');
    const o = p.outcomes.find((x) => x.unitId === 'de-84-2')!;
    expect([o.killed, o.broken, o.surrendered]).toEqual([0, true, undefined]);
    const proj = gridProjection(state.grid);
    const to = proj.toLocal(o.to!);
    expect([Math.round(to.eastingM), Math.round(to.northingM)]).toEqual([5050, 9500 + WITHDRAW_M]);
    expect(p.lines.some((l) => l.startsWith('Broken'))).toBe(false);
  });
});

describe('applyBrokenFates: a closed line of retreat', () => {
  const broken = (): UnitOutcome[] => [{ unitId: 'de-84-2', killed: 1, injuredDelta: 2, cuSpent: 0, broken: true, to: at(5050, 10_500) }];
  // A blue unit 200 m off the line from II./84 (5050, 9500) to where it withdraws (5050, 10500).
  const blocker = { 'gb-tc5': { pos: at(5250, 10_000) } };
  const sides = (s: CampaignState) => ({ own: [s.units['de-84-2']!], enemy: [s.units['gb-gordons']!] });

  it('an enemy within 300 m of the line closes it; one behind the unit, or 301 m off, does not', () => {
    const s = withContact(blocker).state;
    expect(retreatOpen(s, sides(s), broken())).toBe(false);
    const behind = withContact({ 'gb-tc5': { pos: at(5050, 9000) } }).state;
    expect(retreatOpen(behind, sides(behind), broken())).toBe(true);
    const wide = withContact({ 'gb-tc5': { pos: at(5351, 10_000) } }).state;
    expect(retreatOpen(wide, sides(wide), broken())).toBe(true);
  });

  it('pursuers faster than the broken unit close it (004 §RETREAT "at least as mobile as the pursuers")', () => {
    const s = withContact().state;
    expect(retreatOpen(s, { own: [s.units['de-84-2']!], enemy: [s.units['gb-tc5']!] }, broken())).toBe(false);
    expect(retreatOpen(s, { own: [s.units['de-84-2']!], enemy: [s.units['gb-gordons']!] }, broken())).toBe(true);
  });

  it('Veterans surrounded break out to where they were going; Regulars surrender; with only machine guns against them they sit tight', () => {
    const vet = withContact({ ...blocker, 'de-84-2': { grade: 'V' } }).state;
    const v = broken();
    expect(applyBrokenFates(vet, sides(vet), v, 60)).toEqual([
      'Broken, its line of retreat was closed (enemy within 300 m of it, or pursuers faster than it): II./84 broke out in platoon groups — "When broken, Veterans will not surrender but will withdraw or if surrounded, break out in small platoon groups" (004 §UNIT GRADING).',
    ]);
    expect(v[0]!.to).toEqual(at(5050, 10_500));
    const reg = withContact({ ...blocker, 'de-84-2': { grade: 'R' } }).state;
    const r = broken();
    expect(applyBrokenFates(reg, sides(reg), r, 60)[0]).toMatch(/II\.\/84 surrendered — a broken unit surrenders "if retreat is not possible"/);
    expect(r[0]).toMatchObject({ killed: 6, injuredDelta: 0, surrendered: true });
    const mgOnly = withContact({ ...blocker, 'de-84-2': { grade: 'R' }, 'gb-gordons': { type: 'machineGun' } }).state;
    const m = broken();
    expect(applyBrokenFates(mgOnly, sides(mgOnly), m, 60)[0]).toMatch(/II\.\/84 sat tight where it was — no enemy stand able to close assault/);
    expect([m[0]!.to, m[0]!.killed]).toEqual([undefined, 1]);
  });
});

describe('greenInBattle (004 §UNIT GRADING "taking part in their first battle")', () => {
  it('holds through continuous action and ends with the first pause of an hour; Veterans are never Green', () => {
    const u = { green: true, grade: 'R' as const };
    expect(greenInBattle(u, 100)).toBe(true);
    expect(greenInBattle({ ...u, engagedUntilMin: 100 }, 159)).toBe(true);
    expect(greenInBattle({ ...u, engagedUntilMin: 100 }, 160)).toBe(false);
    expect(greenInBattle({ ...u, grade: 'V' }, 100)).toBe(false);
    expect(greenInBattle({ grade: 'R' }, 100)).toBe(false);
  });
});
