import { describe, expect, it } from 'vitest';
import { DiceNeeded, ScriptExhausted, scriptedDice, seededDice, seededDiceFromState, typedDice } from '../../src/rules/dice.ts';

describe('dice', () => {
  it('seeded dice repeat for the same seed and resume from a saved state', () => {
    const a = seededDice(42).roll(50, 'test');
    expect(seededDice(42).roll(50, 'test')).toEqual(a);
    expect(seededDice(43).roll(50, 'test')).not.toEqual(a);
    const d = seededDice(7);
    d.roll(10, 'warm up');
    const resumed = seededDiceFromState(d.state());
    expect(resumed.roll(20, 'x')).toEqual(d.roll(20, 'x'));
  });

  it('seed 42 gives the same first d6 it always has (the d6 is drawn by its own loop, the same draws)', () => {
    expect(seededDice(42).roll(20, 'golden')).toEqual([4, 5, 5, 3, 1, 1, 3, 2, 6, 4, 3, 4, 6, 2, 1, 5, 1, 6, 6, 5]);
    expect(seededDice(42).roll(20, 'golden', 6)).toEqual(seededDice(42).roll(20, 'golden'));
  });

  it('seeded d6 are fair: each face about 1/6 over 60,000 rolls', () => {
    const counts = [0, 0, 0, 0, 0, 0];
    for (const v of seededDice(1).roll(60_000, 'fairness')) counts[v - 1]!++;
    // 4.4 standard deviations of a binomial(60000, 1/6) count is about 400
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(400);
    expect(seededDice(2).roll(1000, 'd10', 10).every((v) => v >= 1 && v <= 10)).toBe(true);
  });

  it('scripted dice return the script and say when it runs out', () => {
    const d = scriptedDice([6, 5, 2]);
    expect(d.roll(2, 'a')).toEqual([6, 5]);
    expect(() => d.roll(2, 'Step 4: fire')).toThrow(ScriptExhausted);
    expect(() => scriptedDice([7]).roll(1, 'x')).toThrow(/die 1 is 7, more than a d6/);
    expect(() => scriptedDice([0])).toThrow(/die 1 must be a whole number ≥ 1/);
  });

  it('typed dice ask for exactly the dice still wanted, with the purpose', () => {
    const d = typedDice([4]);
    try {
      d.roll(3, 'Step 4 — 2/3 Coy fires at 1/1 Coy');
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(DiceNeeded);
      expect((e as DiceNeeded).request).toEqual({ count: 2, sides: 6, purpose: 'Step 4 — 2/3 Coy fires at 1/1 Coy' });
    }
  });

  it('refuses bad requests by name', () => {
    expect(() => seededDice(1).roll(-1, 'x')).toThrow(/dice count/);
    expect(() => seededDice(1).roll(1, 'x', 1)).toThrow(/dice sides/);
    expect(() => seededDice(1.5)).toThrow(/dice seed/);
    expect(() => seededDiceFromState([1, 2])).toThrow(/dice state/);
  });

  it('neighbouring seeds give unrelated dice: the first die and the first two over seeds 1…6,000 pass a chi-square test at p = 0.001', () => {
    const first = new Array<number>(6).fill(0);
    const pairs = new Array<number>(36).fill(0);
    for (let seed = 1; seed <= 6000; seed++) {
      const [a, b] = seededDice(seed).roll(2, 'check');
      first[a! - 1]! += 1;
      pairs[(a! - 1) * 6 + b! - 1]! += 1;
    }
    const chi = (counts: number[]) => counts.reduce((s, c) => s + (c - 6000 / counts.length) ** 2 / (6000 / counts.length), 0);
    // Critical values: 20.52 with 5 degrees of freedom, 66.62 with 35.
    expect(chi(first)).toBeLessThan(20.52);
    expect(chi(pairs)).toBeLessThan(66.62);
  });
});
