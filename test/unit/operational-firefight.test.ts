/**
 * Winning the firefight at the operational level (004 §WINNING THE FIREFIGHT, §WEAPON AND ARMOUR
 * CLASSIFICATION, §REORGANISATION; RULINGS.md §Not Quite Mechanized): the relative-class cell, volleys,
 * expected hits and casualty markers on stands.
 */
import { describe, expect, it } from 'vitest';
import { scriptedDice, seededDice } from '../../src/rules/dice.ts';
import { FIREFIGHT_HITS, type FirefightAttack, type FirefightTarget } from '../../src/rules/tables/nqm.ts';
import { NQM_CLASSES, type NqmClass } from '../../src/rules/tables/nqmCombat.ts';
import { expectedHitsPerCu, firefightCell, firefightVolley, markersOnStands } from '../../src/rules/operational/firefight.ts';

type Cell = `${FirefightAttack}/${FirefightTarget}` | null;
const cellOf = (attack: NqmClass, target: NqmClass, shifts?: number): Cell => {
  const c = firefightCell(attack, target, shifts);
  return c === null ? null : `${c.attack}/${c.target}`;
};

describe('firefightCell: relative classes (004 note 1; RULINGS)', () => {
  // Worked by hand on the scale VL 0, L 1, M 2, H 3, VH 4 (attack row × target column).
  const expected: Record<NqmClass, Record<NqmClass, Cell>> = {
    VL: { VL: 'L/open', L: null, M: null, H: null, VH: null },
    L: { VL: 'M/open', L: 'L/open', M: 'L/dugIn', H: 'L/fort', VH: null },
    M: { VL: 'H/open', L: 'M/open', M: 'L/open', H: 'L/dugIn', VH: 'L/fort' },
    H: { VL: 'H/open', L: 'H/open', M: 'M/open', H: 'L/open', VH: 'L/dugIn' },
    VH: { VL: 'H/open', L: 'H/open', M: 'H/open', H: 'M/open', VH: 'L/open' },
  };
  for (const attack of NQM_CLASSES) {
    for (const target of NQM_CLASSES) {
      it(`${attack} vs ${target} → ${String(expected[attack][target])}`, () => expect(cellOf(attack, target)).toBe(expected[attack][target]));
    }
  }
  it('reads LIGHT versus VERY LIGHT as MEDIUM versus LIGHT (note 1)', () => {
    expect(firefightCell('L', 'VL')).toEqual({ attack: 'M', target: 'open' });
    expect(firefightCell('L', 'VL')).toEqual(firefightCell('M', 'L'));
  });
  it('cannot hurt off the table: infantry without anti-tank weapons against armour, 37 mm against a very heavy Matilda (note 3)', () => {
    expect(firefightCell('VL', 'L')).toBeNull();
    expect(firefightCell('L', 'VH')).toBeNull();
    expect(expectedHitsPerCu('L', 'VH')).toBe(0);
  });
  it('shifts the attack up for ambush and contact range', () => {
    expect(cellOf('L', 'L', 1)).toBe('M/open');
    expect(cellOf('L', 'L', 2)).toBe('H/open');
    expect(cellOf('VL', 'L', 1)).toBe('L/open');
    expect(cellOf('L', 'VH', 1)).toBe('L/fort');
    expect(cellOf('M', 'H', 2)).toBe('M/open');
    expect(cellOf('VH', 'VL', 2)).toBe('H/open');
    expect(cellOf('L', 'M', 0)).toBe(cellOf('L', 'M'));
  });
  it('refuses a bad class or shifts, naming it', () => {
    expect(() => firefightCell('XL' as never, 'L')).toThrow(/attack.*"XL"/);
    expect(() => firefightCell('L', 'open' as never)).toThrow(/target.*"open"/);
    for (const s of [-1, 3, 1.5, Number.NaN]) expect(() => firefightCell('L', 'L', s)).toThrow(/shifts/);
    expect(() => firefightCell('L', 'L', 3)).toThrow(RangeError);
  });
});

describe('firefightVolley (004 §WINNING THE FIREFIGHT: 1 D6 per CU, all at once)', () => {
  it('sums the hits of every die on the cell', () => {
    const dice = scriptedDice([6, 5, 1]);
    // M vs L → M/open: 0 0 1 1 2 3.
    expect(firefightVolley(3, 'M', 'L', 0, dice)).toEqual({ dice: [6, 5, 1], hits: 5, cell: { attack: 'M', target: 'open' } });
    expect(dice.used()).toBe(3);
  });
  it('uses the shifted cell: L vs L ambushed at contact range reads H/open', () => {
    expect(firefightVolley(2, 'L', 'L', 2, scriptedDice([2, 6]))).toEqual({ dice: [2, 6], hits: 5, cell: { attack: 'H', target: 'open' } });
  });
  it('rolls no dice when the weapon cannot hurt the target, or no CUs are fired', () => {
    const dice = scriptedDice([6]);
    expect(firefightVolley(4, 'VL', 'L', 0, dice)).toEqual({ dice: [], hits: 0, cell: null });
    expect(firefightVolley(0, 'H', 'L', 0, dice)).toEqual({ dice: [], hits: 0, cell: { attack: 'H', target: 'open' } });
    expect(dice.used()).toBe(0);
  });
  it('names the roll for typed dice', () => {
    const purposes: string[] = [];
    firefightVolley(2, 'M', 'L', 0, { roll: (n, p) => (purposes.push(p), Array<number>(n).fill(4)) }, 'hour 1: 2/3 Coy fires');
    expect(purposes).toEqual(['hour 1: 2/3 Coy fires']);
  });
  it('refuses a bad CU count, naming it', () => {
    for (const cu of [-1, 1.5, Number.NaN]) expect(() => firefightVolley(cu, 'L', 'L', 0, scriptedDice([]))).toThrow(/cu/);
  });
});

describe('expectedHitsPerCu', () => {
  it('is the mean of the cell faces', () => {
    expect(expectedHitsPerCu('M', 'L')).toBeCloseTo(7 / 6, 12); // M/open 0 0 1 1 2 3
    expect(expectedHitsPerCu('L', 'L')).toBeCloseTo(4 / 6, 12); // L/open 0 0 0 1 1 2
    expect(expectedHitsPerCu('H', 'VL')).toBeCloseTo(11 / 6, 12); // H/open 0 1 1 2 3 4
    expect(expectedHitsPerCu('L', 'H')).toBeCloseTo(1 / 6, 12); // L/fort 0 0 0 0 0 1
    expect(expectedHitsPerCu('L', 'L', 1)).toBeCloseTo(7 / 6, 12);
  });
  it('agrees with the mean of 60,000 seeded volleys within 4 standard errors', () => {
    const cases: [NqmClass, NqmClass, number][] = [['M', 'L', 0], ['H', 'M', 0], ['L', 'H', 1], ['L', 'M', 0]];
    const dice = seededDice(20240607);
    for (const [attack, target, shifts] of cases) {
      const cell = firefightCell(attack, target, shifts)!;
      const faces = FIREFIGHT_HITS[cell.attack][cell.target];
      const mean = expectedHitsPerCu(attack, target, shifts);
      const variance = faces.reduce((s, h) => s + (h - mean) ** 2, 0) / 6; // per CU
      const n = 60_000;
      const cuPerVolley = 3;
      let hits = 0;
      for (let i = 0; i < n; i++) hits += firefightVolley(cuPerVolley, attack, target, shifts, dice).hits;
      const perCu = hits / (n * cuPerVolley);
      const se = Math.sqrt(variance / (n * cuPerVolley));
      expect(Math.abs(perCu - mean), `${attack} vs ${target} +${shifts}: ${perCu} vs ${mean}`).toBeLessThan(4 * se);
    }
  });
});

describe('markersOnStands (004 §WINNING THE FIREFIGHT TABLE note, §REORGANISATION)', () => {
  it('covers unmarked stands first', () => {
    expect(markersOnStands(6, 1, 3)).toEqual({ marked: 4, removed: 0 });
    expect(markersOnStands(6, 0, 0)).toEqual({ marked: 0, removed: 0 });
    expect(markersOnStands(6, 0, 6)).toEqual({ marked: 6, removed: 0 });
  });
  it('removes a marked stand, with its marker, for each marker beyond', () => {
    // 4 stands, 3 marked, 3 new: 1 on the last unmarked (4 marked), 2 overload → 2 removed → 2 marked.
    expect(markersOnStands(4, 3, 3)).toEqual({ marked: 2, removed: 2 });
    expect(markersOnStands(3, 3, 1)).toEqual({ marked: 2, removed: 1 });
    expect(markersOnStands(2, 0, 3)).toEqual({ marked: 1, removed: 1 });
  });
  it('removes every stand at most', () => {
    expect(markersOnStands(2, 0, 4)).toEqual({ marked: 0, removed: 2 });
    expect(markersOnStands(2, 0, 9)).toEqual({ marked: 0, removed: 2 });
  });
  it('refuses bad counts, naming them', () => {
    expect(() => markersOnStands(-1, 0, 0)).toThrow(/stands/);
    expect(() => markersOnStands(3, 4, 0)).toThrow(/marked.*0–3/);
    expect(() => markersOnStands(3, 0, 1.5)).toThrow(/newMarkers/);
  });
});
