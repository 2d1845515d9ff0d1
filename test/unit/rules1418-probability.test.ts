/**
 * Exact hit probabilities of a 1418 dice pool (src/rules/hitProbability1418.ts) against hand
 * computations and a seeded Monte Carlo of the same pool rolled with `seededDice`.
 */
import { describe, expect, it } from 'vitest';
import { expectedHits, hitCounts, hittingFaces, probHitsAtLeast } from '../../src/rules/index.ts';
import { seededDice } from '../../src/rules/dice.ts';

describe('probHitsAtLeast', () => {
  it('3 dice at R4 score 2+ hits with probability exactly 1/2', () => {
    expect(probHitsAtLeast(3, 4, 0, 2)).toBe(0.5);
    expect(hitCounts(3, 4)).toEqual([27n, 81n, 81n, 27n]);
  });

  it('matches hand sums with a bonused die', () => {
    // 2 dice at R7, one (+1): only the bonused die can hit, on a 6.
    expect(probHitsAtLeast(2, 7, 1, 1)).toBe(1 / 6);
    expect(probHitsAtLeast(2, 7, 1, 2)).toBe(0);
    // 2 dice at R5, one (+2): plain die 2/6, bonused 4/6 → P(≥1) = 1 − (4/6)(2/6) = 28/36.
    expect(probHitsAtLeast(2, 5, 2, 1)).toBe(28 / 36);
    expect(probHitsAtLeast(4, 1, 0, 4)).toBe(1);
    expect(probHitsAtLeast(0, 4, 0, 0)).toBe(1);
    expect(probHitsAtLeast(0, 4, 2, 1)).toBe(0);
    expect(probHitsAtLeast(3, 4, 0, 0)).toBe(1);
  });

  it('seeded Monte Carlo agrees within 4 standard errors (3 dice at R4, 2+ hits)', () => {
    const p = probHitsAtLeast(3, 4, 0, 2);
    const dice = seededDice(1418);
    const trials = 20_000;
    let successes = 0;
    for (let i = 0; i < trials; i++) {
      const hits = dice.roll(3, 'monte carlo').filter((d) => d >= 4).length;
      if (hits >= 2) successes++;
    }
    const se = Math.sqrt((p * (1 - p)) / trials);
    expect(Math.abs(successes / trials - p)).toBeLessThan(4 * se);
  });

  it('seeded Monte Carlo agrees with a bonused die (4 dice at R6, one +2, 2+ hits)', () => {
    const p = probHitsAtLeast(4, 6, 2, 2);
    const dice = seededDice(77);
    const trials = 20_000;
    let successes = 0;
    for (let i = 0; i < trials; i++) {
      const [first, ...rest] = dice.roll(4, 'monte carlo');
      const hits = (first! + 2 >= 6 ? 1 : 0) + rest.filter((d) => d >= 6).length;
      if (hits >= 2) successes++;
    }
    const se = Math.sqrt((p * (1 - p)) / trials);
    expect(Math.abs(successes / trials - p)).toBeLessThan(4 * se);
  });
});

describe('expectedHits and hittingFaces', () => {
  it('sums the per-die chances', () => {
    expect(expectedHits(3, 4)).toBe(1.5);
    expect(expectedHits(1, 7, 1)).toBe(1 / 6);
    expect(expectedHits(3, 5, 2)).toBe((2 + 2 + 4) / 6);
    expect(expectedHits(0, 3)).toBe(0);
    expect(hittingFaces(7)).toBe(0);
    expect(hittingFaces(0)).toBe(6);
    expect(hittingFaces(8, 4)).toBe(3);
  });

  it('refuses bad arguments, naming them', () => {
    expect(() => probHitsAtLeast(-1, 4, 0, 1)).toThrow(/hitCounts: dice must be a whole number ≥ 0, got -1/);
    expect(() => probHitsAtLeast(3, 4.5, 0, 1)).toThrow(/targetNumber must be a whole number, got 4.5/);
    expect(() => probHitsAtLeast(3, 4, -1, 1)).toThrow(/bonusOnOneDie must be a whole number ≥ 0, got -1/);
    expect(() => probHitsAtLeast(3, 4, 0, -2)).toThrow(/probHitsAtLeast: k must be a whole number ≥ 0, got -2/);
    expect(() => expectedHits(2.5, 4)).toThrow(/expectedHits: dice/);
  });
});
