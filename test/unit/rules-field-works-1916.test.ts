/**
 * The 1916 field works' rules (`002_0a64821d231c1bbf.txt` §2.5 Field Works): "Each minefield marker has an
 * effective radius of 80 yards"; "For each base which passes through any portion of each minefield during its
 * movement, roll for loss or damage … without applying die roll modifiers"; "six turns to complete a hasty
 * dig-in or 20 turns to complete foxholes". The minefield chart is *assumed* (the Area Weapons Chart is lost).
 */
import { describe, expect, it } from 'vitest';
import { minefieldEntry, minefieldMarkers, mineResult, twoD6AtLeast } from '../../src/rules/fieldWorks1916.ts';
import { seededDice } from '../../src/rules/dice.ts';
import { DIG_IN_TURNS_1916, FIELD_WORKS_1916, MINE_CHART_ASSUMED, MINEFIELD_MARKER_RADIUS_M } from '../../src/rules/tables/fieldWorks1916.ts';

const p = (xM: number, yM: number) => ({ xM, yM });

describe('minefield markers ("an effective radius of 80 yards")', () => {
  it('80 yards is 73.152 m; a line is covered by the fewest markers, evenly spaced', () => {
    expect(MINEFIELD_MARKER_RADIUS_M).toBeCloseTo(73.152, 9);
    // 1000 m ÷ 146.304 m = 6.8 → 7 markers, centres 1000/14 m from each end and 1000/7 m apart.
    const m = minefieldMarkers(p(0, 0), p(1000, 0));
    expect(m).toHaveLength(7);
    expect(m[0]!.xM).toBeCloseTo(1000 / 14, 9);
    expect(m[6]!.xM).toBeCloseTo(1000 - 1000 / 14, 9);
    expect(minefieldMarkers(p(0, 0), p(146.304, 0))).toHaveLength(1);
    expect(minefieldMarkers(p(0, 0), p(146.4, 0))).toHaveLength(2);
    expect(minefieldMarkers(p(5, 5), p(5, 5))).toEqual([p(5, 5)]);
    expect(() => minefieldMarkers(p(Number.NaN, 0), p(0, 0))).toThrow('minefieldMarkers: from must be a point in metres, got NaN, 0');
  });

  it('a move rolls where it first comes within a marker — "any portion" — and not when it starts inside', () => {
    const path = [p(0, -500), p(0, -100), p(0, 500)];
    // Marker 73 m east of the line at y 0: the path's second segment (y −100 → 500) reaches its edge at y ≈ −15.
    const e = minefieldEntry(path, [p(73, 0)])!;
    expect(e.index).toBe(1);
    expect(-100 + 600 * e.fraction).toBeCloseTo(-Math.sqrt(73.152 ** 2 - 73 ** 2), 6);
    expect(minefieldEntry(path, [p(74, 0)])).toBeNull();
    expect(minefieldEntry(path, [p(0, -480)])).toBeNull();
    // Straight at a marker 240 m on: its edge is 73.152 m short of it, at 166.848 m of 200.
    expect(minefieldEntry([p(0, -500), p(0, -300)], [p(0, -260)])!.fraction).toBeCloseTo((240 - 73.152) / 200, 9);
    expect(minefieldEntry([p(0, -500), p(0, -300)], [p(0, -200)])).toBeNull();
    expect(minefieldEntry([], [p(0, 0)])).toBeNull();
  });
});

describe('the minefield roll (assumed: lost on 11–12, damaged on 9–10)', () => {
  it('reads each 2D6 total without modifiers', () => {
    expect(MINE_CHART_ASSUMED).toEqual({ lostFrom: 11, damagedFrom: 9 });
    const r = (a: number, b: number) => mineResult([a, b], MINE_CHART_ASSUMED);
    expect([r(6, 6), r(6, 5), r(5, 5), r(4, 5), r(4, 4), r(1, 1)]).toEqual(['lost', 'lost', 'damaged', 'damaged', 'unhurt', 'unhurt']);
    expect(mineResult([6, 6], { lostFrom: 13, damagedFrom: 13 })).toBe('unhurt');
    expect(() => mineResult([7, 1], MINE_CHART_ASSUMED)).toThrow('mineResult: a die must be a whole number 1…6, got 7');
    expect(() => mineResult([1, 1], { lostFrom: 1, damagedFrom: 9 })).toThrow('chart.lostFrom must be a whole number 2…13');
  });

  it('loses a base in 3/36 and damages one in 7/36, as the 2D6 outcomes give (36,000 bases, within 4 standard deviations)', () => {
    expect([twoD6AtLeast(2), twoD6AtLeast(7), twoD6AtLeast(11), twoD6AtLeast(12), twoD6AtLeast(13)]).toEqual([1, 21 / 36, 3 / 36, 1 / 36, 0]);
    const dice = seededDice(1916);
    const n = 36_000;
    const counts = { lost: 0, damaged: 0, unhurt: 0 };
    const flat = dice.roll(2 * n, 'minefield');
    for (let i = 0; i < n; i++) counts[mineResult([flat[2 * i]!, flat[2 * i + 1]!], MINE_CHART_ASSUMED)]++;
    const near = (k: number, pr: number) => expect(Math.abs(k - n * pr)).toBeLessThan(4 * Math.sqrt(n * pr * (1 - pr)));
    near(counts.lost, 3 / 36);
    near(counts.damaged, 7 / 36);
  });
});

describe('digging in ("six turns … a hasty dig-in or 20 turns … foxholes")', () => {
  it('is 60 and 200 minutes at 10 minutes a turn, for infantry, heavy weapons and engineers', () => {
    expect(DIG_IN_TURNS_1916).toEqual({ hasty: 6, foxholes: 20 });
    expect(FIELD_WORKS_1916.map((t) => [t.task, Math.round(t.minH * 60), t.by])).toEqual([
      ['Hasty dig-in (1916)', 60, ['infantry', 'machineGun', 'mortar', 'engineer']],
      ['Foxholes (1916)', 200, ['infantry', 'machineGun', 'mortar', 'engineer']],
    ]);
  });
});
