/**
 * De Rosa's WWI rules against the seed's text (`../shared/seeds/003_11ff81f41091c16b.txt`), each value with
 * the line it comes from: the Movement Chart, the Morale chart and states, the reasons to test, the Firing
 * Charts with their modifiers and random chance, close combat and the Combat Value.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deRosaRateKph } from '../../src/rules/deRosaMovement.ts';
import { closeCombatAddition, combatValue, figuresOf, fireCasualties, lossTests, meleeTurn, moraleTarget, moraleTest } from '../../src/rules/deRosa.ts';
import { DE_ROSA_MOVEMENT } from '../../src/rules/tables/deRosa.ts';
import { DE_ROSA_ARTILLERY_FIRE, DE_ROSA_CARBINE_FIRE, DE_ROSA_INFANTRY_FIRE, DE_ROSA_RANDOM_CHANCE } from '../../src/rules/tables/deRosaFire.ts';

const SEED = readFileSync(new URL('../../../shared/seeds/003_11ff81f41091c16b.txt', import.meta.url), 'utf8');

describe('the Movement Chart', () => {
  it('is the seed’s rows, inch for inch', () => {
    // "Infantry8"10"12"12"1/21/2", "Cavalry16"18"24"24"1/21/2", "Artillery-15"20"16"1/2No", "Wagons-9"32"20"N/AN/A", "Trucks-9"12"12"N/AN/A"
    for (const line of ['Infantry8"10"12"12"1/21/2', 'Cavalry16"18"24"24"1/21/2', 'Artillery-15"20"16"1/2No', 'Wagons-9"32"20"N/AN/A', 'Trucks-9"12"12"N/AN/A']) expect(SEED).toContain(line);
    const row = (r: (typeof DE_ROSA_MOVEMENT)['infantry']) => [r.line, r.column, r.highway, r.secondaryRoad, r.river, r.woods];
    expect(row(DE_ROSA_MOVEMENT.infantry)).toEqual([8, 10, 12, 12, 0.5, 0.5]);
    expect(row(DE_ROSA_MOVEMENT.cavalry)).toEqual([16, 18, 24, 24, 0.5, 0.5]);
    expect(row(DE_ROSA_MOVEMENT.artillery)).toEqual([null, 15, 20, 16, 0.5, 0]);
    expect(row(DE_ROSA_MOVEMENT.wagons)).toEqual([null, 9, 32, 20, 0, 0]);
    expect(row(DE_ROSA_MOVEMENT.trucks)).toEqual([null, 9, 12, 12, 0, 0]);
  });
  it('as campaign rates: 1" a turn is ⅙ km/h (infantry on a road, 12", 2 km/h as NQM foot in road march); woods halve infantry, artillery cannot enter them', () => {
    expect(deRosaRateKph('infantry', 'highway')).toBeCloseTo(2, 10);
    expect(deRosaRateKph('infantry', 'line', { woods: true })).toBeCloseTo(2 / 3, 10);
    expect(deRosaRateKph('artillery', 'column', { woods: true })).toBe(0);
    expect(deRosaRateKph('artillery', 'line')).toBe(0);
  });
});

describe('morale', () => {
  it('the chart by figures left: "19-17 3-10 … 16-14 4- 10 … 13-09 6-10 … 08-06 7-10 … 05-04 8-10 … 03-02 10"', () => {
    expect([20, 17, 16, 14, 13, 9, 8, 6, 5, 4, 3, 2, 1].map((f) => moraleTarget(f))).toEqual([3, 3, 4, 4, 6, 6, 7, 7, 8, 8, 10, 10, 10]);
    // "(Artillery/MGs at full strength)", "3/4's strength", "'/2 strength", "1/3 strength"
    expect([20, 15, 10, 7, 6].map((f) => moraleTarget(f, true))).toEqual([3, 4, 6, 8, 10]);
    expect(() => moraleTarget(0)).toThrow('figures: expected a whole number 1…20, got 0');
  });
  it('"Failed units drop one morale grade … Units may also improve one grade if morale roll was made and the unit was rallying"', () => {
    // 12 figures (40 % lost) need 6: a 5 fails, Good → Shaken.
    expect(moraleTest('casualties40', 'good', 12, 5)).toEqual({ reason: 'casualties40', before: 'good', die: 5, target: 6, passed: false, after: 'shaken' });
    expect(moraleTest('lossAfter40', 'shaken', 11, 2).after).toBe('routed');
    expect(moraleTest('lossAfter40', 'routed', 11, 2).after).toBe('routed');
    // Rallying with a 6 (needs 6): Shaken → Good; a 0 on the D10 reads 10.
    expect(moraleTest('rallying', 'shaken', 12, 6).after).toBe('good');
    expect(moraleTest('rallying', 'routed', 12, 0)).toMatchObject({ die: 10, after: 'shaken' });
    expect(moraleTest('casualties40', 'good', 12, 7).after).toBe('good');
    expect(() => moraleTest('rallying', 'good', 12, 7)).toThrow(/nothing to rally from/);
  });
  it('"A. When a unit receives 40% casualties. B. For each additional loss after 40%."', () => {
    expect(lossTests(20, 6, 9)).toEqual(['casualties40', 'lossAfter40']);
    expect(lossTests(20, 0, 7)).toEqual([]);
    expect(lossTests(20, 8, 10)).toEqual(['lossAfter40', 'lossAfter40']);
  });
  it('a unit’s figures are its share of a 20-figure battalion', () => {
    expect([figuresOf(12, 12), figuresOf(7, 12), figuresOf(1, 12), figuresOf(0, 12)]).toEqual([20, 12, 2, 0]);
    expect(() => figuresOf(13, 12)).toThrow(/bases/);
  });
});

describe('firing', () => {
  it('the infantry chart: "20"- 10" Long2 casualties22100", "10"-5" Medium332210", "5"-0" Short544321"', () => {
    expect(DE_ROSA_INFANTRY_FIRE.casualties).toEqual({ long: [2, 2, 2, 1, 0, 0], medium: [3, 3, 2, 2, 1, 0], short: [5, 4, 4, 3, 2, 1] });
    expect(DE_ROSA_CARBINE_FIRE.casualties).toEqual({ long: [2, 1, 1, 0, 0, 0, 0], medium: [3, 3, 2, 2, 1, 0, 0], short: [5, 4, 4, 3, 2, 1, 1] });
    expect(DE_ROSA_ARTILLERY_FIRE.casualties).toEqual({ long: [2, 1, 0, 0], medium: [3, 2, 1, 0], short: [4, 3, 2, 1] });
    expect(DE_ROSA_RANDOM_CHANCE).toEqual([-2, -2, -1, -1, 0, 0, 1, 1, 2, 2]);
  });
  it('20 British riflemen at short range on an entrenched target, D10 8: 5 + 1 − 2 + 1 = 5; enfiladed ×2; Shaken firers halved', () => {
    expect(fireCasualties({ chart: DE_ROSA_INFANTRY_FIRE, figures: 20, band: 'short', modifiers: ['britishSmallArms', 'entrenched'], chanceDie: 8 })).toEqual({ base: 5, points: -1, chance: 1, casualties: 5 });
    expect(fireCasualties({ chart: DE_ROSA_INFANTRY_FIRE, figures: 13, band: 'medium', modifiers: ['enfiladed'], chanceDie: 5 }).casualties).toBe(4);
    expect(fireCasualties({ chart: DE_ROSA_INFANTRY_FIRE, figures: 13, band: 'medium', modifiers: ['shaken'], chanceDie: 9 }).casualties).toBe(2);
    expect(fireCasualties({ chart: DE_ROSA_INFANTRY_FIRE, figures: 3, band: 'short', modifiers: [], chanceDie: 10 }).casualties).toBe(0);
    expect(() => fireCasualties({ chart: DE_ROSA_INFANTRY_FIRE, figures: 3, band: 'short', modifiers: ['gas'], chanceDie: 1 })).toThrow('modifiers: unknown modifier "gas"');
  });
});

describe('melee', () => {
  it('"if 20-16 figs are engaged in close combat +3 … 15-11 +2 … 10-06 +1 … 05-01 +/- 0"', () => {
    expect([20, 16, 15, 11, 10, 6, 5, 1].map(closeCombatAddition)).toEqual([3, 3, 2, 2, 1, 1, 0, 0]);
  });
  it('Combat Value × the chance die; a difference of 10 decides', () => {
    const a = { figures: 16, morale: 'good' as const, veterans: true, trained: true, skirmish: false, flankFigures: 4 };
    const b = { figures: 12, morale: 'shaken' as const, veterans: false, trained: true, skirmish: true, flankFigures: 0 };
    // a: 2 + 2 + 16 + 1 + 2 = 23; b: 12 + 1 + 1 − 5 = 9.
    expect([combatValue(a), combatValue(b)]).toEqual([23, 9]);
    expect(meleeTurn(a, b, 1, 3)).toEqual({ totalA: 23, totalB: 27, winner: null });
    expect(meleeTurn(a, b, 2, 3).winner).toBe('a');
  });
});
