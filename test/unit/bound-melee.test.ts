/**
 * Melee (000 §Melee combat, §Multiple combats, §Deathmatch weakness; 001 §ASSAULTING & MELEE COMBAT;
 * RULINGS.md §which edition): the `m` arming, one base against one, strike order, 2nd-rank fighters,
 * Deathmatch at −1R a round until no one touches, the round cap, and the two editions' dice.
 */
import { describe, expect, it } from 'vitest';
import { createEngagement, runBound, type BaseInput, type EngagementInput, type SubUnitInput } from '../../src/rules/bound/index.ts';
import type { Edition } from '../../src/rules/types.ts';
import { env, ofKind, planned, row, sub } from './bound-helpers.ts';

/** Blue bases at y = 0 facing north; red bases at y = 25.4 facing south: every pair touching front to front. */
function fight(blue: Omit<SubUnitInput, 'formationId' | 'id' | 'name'>, red: Omit<SubUnitInput, 'formationId' | 'id' | 'name'>, more: Partial<EngagementInput> = {}) {
  const s = createEngagement({
    formations: [
      { id: 'B', side: 'blue', name: 'Blue', role: 'infantry', resilience: 4 },
      { id: 'R', side: 'red', name: 'Red', role: 'infantry', resilience: 4 },
    ],
    subUnits: [
      { id: 'b', formationId: 'B', name: 'Blue Coy', ...blue },
      { id: 'r', formationId: 'R', name: 'Red Coy', ...red },
    ],
    ...more,
  });
  return planned(s, {});
}
const front = (prefix: string, y: number, n: number, extra: Partial<BaseInput> = {}) => row(prefix, 0, y, n, { facingDeg: y > 0 ? 180 : 0, ...extra });

describe('strike order: fast cavalry → medium → slow → infantry → heavy weapons', () => {
  it('cavalry strike first: an infantry base killed by them never strikes back', () => {
    // Mixed cavalry m3 at infantry R4 −2 (open, stationary) = 2: dice 2, 1, 1 → one hit kills the injured base.
    const r = runBound(fight({ characteristic: 'mixedCav', bases: front('c', 0, 1) }, { characteristic: 'lineInf', bases: front('i', 25.4, 1, { injury: 'old' }) }), env([2, 1, 1]));
    expect(ofKind(r.records, 'meleeStrike').map((m) => [m.round, m.tier, m.strikerId, m.dice, m.needs, m.hits])).toEqual([[1, 0, 'b', [2, 1, 1], 2, 1]]);
    expect(ofKind(r.records, 'hit')).toMatchObject([{ baseId: 'i0', result: 'killed' }]);
    expect(ofKind(r.records, 'meleeEnd')).toMatchObject([{ rounds: 1, capped: false }]);
  });
  it('the same class strikes simultaneously: both bases die', () => {
    const r = runBound(fight({ characteristic: 'lineInf', bases: front('a', 0, 1, { injury: 'old' }) }, { characteristic: 'lineInf', bases: front('e', 25.4, 1, { injury: 'old' }) }), env([6, 1, 6, 1]));
    expect(ofKind(r.records, 'meleeStrike').map((m) => [m.strikerId, m.tier, m.hits])).toEqual([['b', 3, 1], ['r', 3, 1]]);
    expect([sub(r.state, 'b').bases, sub(r.state, 'r').bases]).toEqual([[], []]);
  });
  it('heavy weapons strike after infantry', () => {
    // Round 1: all miss. Round 2 (−1R: needs 1): the infantry's two hits kill the machine gun before it strikes.
    const r = runBound(fight({ characteristic: 'lineInf', bases: front('a', 0, 1) }, { characteristic: 'machineguns', bases: front('m', 25.4, 1) }), env([1, 1, 1, 1, 1]));
    expect(ofKind(r.records, 'meleeStrike').map((m) => [m.round, m.strikerId, m.tier, m.hits])).toEqual([
      [1, 'b', 3, 0],
      [1, 'r', 4, 0],
      [2, 'b', 3, 2],
    ]);
  });
});

describe('one base against one, and the 2nd rank (000 §Multiple combats)', () => {
  it('two blue bases touching one red base: only one of them fights', () => {
    const r = runBound(
      fight({ characteristic: 'lineInf', bases: [{ id: 'a0', xM: -20, yM: 0 }, { id: 'a1', xM: 30.8, yM: 0 }] }, { characteristic: 'lineInf', bases: front('e', 25.4, 1, { injury: 'old' }) }),
      env([6, 1, 1, 1]),
    );
    expect(ofKind(r.records, 'meleeRound')[0]!.pairs).toEqual([['a0', 'e0']]);
    expect(ofKind(r.records, 'meleeStrike')[0]).toMatchObject({ strikerBaseIds: ['a0'], dice: [6, 1] });
  });
  it('a 2nd-rank base may take the casualties and steps into its dead comrade\'s place', () => {
    // Blue a0 dug in (R4 +0 = 4) with a1 dug in behind it (touching a0, not the enemy); red e0 in the open (needs 2).
    // Round 1: blue 1, 1 miss; red 6, 6 → a0 injured, then a1 (the 2nd rank).
    // Round 2 (−1R): blue 1, 1 → e0 injured and killed; red 6, 1 (needs 3) → one hit kills a0; a1 steps into its place.
    const s = fight(
      { characteristic: 'lineInf', bases: [{ id: 'a0', xM: 0, yM: 0, dugIn: true }, { id: 'a1', xM: 0, yM: -25.4, dugIn: true }] },
      { characteristic: 'lineInf', bases: front('e', 25.4, 1) },
    );
    const r = runBound(s, env([1, 1, 6, 6, 1, 1, 6, 1]));
    expect(ofKind(r.records, 'meleeStrike').map((m) => [m.round, m.strikerId, m.needs, m.hits])).toEqual([
      [1, 'b', 2, 0],
      [1, 'r', 4, 2],
      [2, 'b', 1, 2],
      [2, 'r', 3, 1],
    ]);
    expect(ofKind(r.records, 'hit').map((h) => [h.baseId, h.result])).toEqual([
      ['a0', 'injured'],
      ['a1', 'injured'],
      ['e0', 'injured'],
      ['e0', 'killed'],
      ['a0', 'killed'],
    ]);
    expect(ofKind(r.records, 'secondRank')).toMatchObject([{ subUnitId: 'b', baseId: 'a1', replacesBaseId: 'a0' }]);
    expect(sub(r.state, 'b').bases).toMatchObject([{ id: 'a1', xM: 0, yM: 0, injury: 'old' }]);
    expect(ofKind(r.records, 'meleeEnd')).toMatchObject([{ rounds: 2, capped: false }]);
  });
});

describe('Deathmatch (000 §Deathmatch weakness)', () => {
  it('bases still touching fight again at −1R a round', () => {
    // Round 1: both need 2 (open, stationary); all miss. Round 2: need 1: everything hits.
    const r = runBound(fight({ characteristic: 'lineInf', bases: front('a', 0, 1, { injury: 'old' }) }, { characteristic: 'lineInf', bases: front('e', 25.4, 1, { injury: 'old' }) }), env([1, 1, 1, 1, 1, 1, 1, 1]));
    expect(ofKind(r.records, 'meleeRound').map((m) => [m.round, m.resiliencePenalty])).toEqual([[1, -0], [2, -1]]);
    expect(ofKind(r.records, 'meleeStrike').map((m) => [m.round, m.needs, m.resilience.at(-1)])).toEqual([
      [1, 2, { label: 'open, stationary', value: -2, unit: 'R' }],
      [1, 2, { label: 'open, stationary', value: -2, unit: 'R' }],
      [2, 1, { label: 'deathmatch', value: -1, unit: 'R' }],
      [2, 1, { label: 'deathmatch', value: -1, unit: 'R' }],
    ]);
    expect(ofKind(r.records, 'meleeEnd')).toMatchObject([{ rounds: 2, capped: false }]);
  });
  it('rounds stop at the cap (a setting) with the bases still touching, and the record says so', () => {
    // Infantry against a Mother tank (R6 −2 = 4; re-roll): all misses. The tank has no melee dice.
    const r = runBound(fight({ characteristic: 'lineInf', bases: front('a', 0, 1) }, { characteristic: 'motherTank', bases: front('t', 25.4, 1) }, { settings: { maxMeleeRounds: 2 } }), env([1, 1, 1, 1]));
    expect(ofKind(r.records, 'meleeStrike').map((m) => [m.round, m.strikerId, m.needs, m.dice])).toEqual([
      [1, 'b', 4, [1, 1]],
      [1, 'r', 2, []],
      [2, 'b', 3, [1, 1]],
      [2, 'r', 1, []],
    ]);
    expect(ofKind(r.records, 'meleeEnd')).toMatchObject([{ rounds: 2, capped: true }]);
  });
  it('bases that cannot fight at all (no melee dice on either side) stop at once', () => {
    const r = runBound(fight({ characteristic: 'fieldGun', bases: front('g', 0, 1) }, { characteristic: 'motherTank', bases: front('t', 25.4, 1) }), env([]));
    expect(ofKind(r.records, 'meleeEnd')).toMatchObject([{ rounds: 0, capped: false }]);
  });
});

describe('melee dice by edition', () => {
  const three = (edition: Edition) =>
    runBound(fight({ characteristic: 'lineInf', bases: front('a', 0, 3) }, { characteristic: 'lineInf', bases: front('e', 25.4, 3) }, { edition }), env(Array(40).fill(1)));
  it('v0.8: the bases in contact roll as a pool: m2 + 1 for the third base = 3 dice a side', () => {
    const strikes = ofKind(three('v0.8').records, 'meleeStrike').filter((m) => m.round === 1);
    expect(strikes.map((m) => [m.strikerBaseIds, m.dice.length])).toEqual([
      [['a0', 'a1', 'a2'], 3],
      [['e0', 'e1', 'e2'], 3],
    ]);
  });
  it('v0.7: each base fights its own opponent with its m dice', () => {
    const strikes = ofKind(three('v0.7').records, 'meleeStrike').filter((m) => m.round === 1);
    expect(strikes.map((m) => [m.strikerBaseIds, m.targetBaseIds, m.dice.length])).toEqual([
      [['a0'], ['e0'], 2],
      [['e0'], ['a0'], 2],
      [['a1'], ['e1'], 2],
      [['e1'], ['a1'], 2],
      [['a2'], ['e2'], 2],
      [['e2'], ['a2'], 2],
    ]);
  });
});
