/**
 * One round of close assault (004 §CLOSE ASSAULT, §CLOSE ASSAULT TABLE; RULINGS.md §Not Quite Mechanized):
 * dice by stands up to the grade's maximum, highest matched to highest, ties stand off except that
 * Elite and Veteran win them against inferior grades.
 */
import { describe, expect, it } from 'vitest';
import { scriptedDice, type Dice } from '../../src/rules/dice.ts';
import { closeAssaultRound } from '../../src/rules/operational/closeAssault.ts';
import type { Grade } from '../../src/rules/types.ts';

const oneEach = (a: Grade, d: Grade, dieA: number, dieD: number) => closeAssaultRound({ grade: a, stands: 1 }, { grade: d, stands: 1 }, scriptedDice([dieA, dieD]));

describe('closeAssaultRound', () => {
  it('matches highest to highest; unmatched dice are ignored', () => {
    // V attacker, 4 stands: 4 dice; R defender, 2 stands: 2 dice.
    expect(closeAssaultRound({ grade: 'V', stands: 4 }, { grade: 'R', stands: 2 }, scriptedDice([3, 5, 2, 6, 5, 4]))).toEqual({
      attackerDice: [6, 5, 3, 2],
      defenderDice: [5, 4],
      attackerLosses: 0,
      defenderLosses: 2,
    });
  });
  it('each winning die on either side is one casualty', () => {
    expect(closeAssaultRound({ grade: 'C', stands: 2 }, { grade: 'C', stands: 2 }, scriptedDice([2, 6, 3, 3]))).toEqual({
      attackerDice: [6, 2],
      defenderDice: [3, 3],
      attackerLosses: 1,
      defenderLosses: 1,
    });
  });
  it('caps the dice at the grade maximum and rolls none for no stands', () => {
    const dice = scriptedDice([1, 1, 1, 6]);
    // R attacks with up to 3 dice, M defends with 1.
    expect(closeAssaultRound({ grade: 'R', stands: 5 }, { grade: 'M', stands: 4 }, dice)).toEqual({ attackerDice: [1, 1, 1], defenderDice: [6], attackerLosses: 1, defenderLosses: 0 });
    expect(dice.used()).toBe(4);
    const none = scriptedDice([4, 4]);
    expect(closeAssaultRound({ grade: 'E', stands: 2 }, { grade: 'V', stands: 0 }, none)).toEqual({ attackerDice: [4, 4], defenderDice: [], attackerLosses: 0, defenderLosses: 0 });
    expect(none.used()).toBe(2);
  });
  it('Elite and Veteran win ties against inferior grades; other ties stand off', () => {
    expect(oneEach('V', 'R', 4, 4)).toMatchObject({ attackerLosses: 0, defenderLosses: 1 });
    expect(oneEach('R', 'V', 4, 4)).toMatchObject({ attackerLosses: 1, defenderLosses: 0 });
    expect(oneEach('E', 'V', 2, 2)).toMatchObject({ attackerLosses: 0, defenderLosses: 1 });
    expect(oneEach('V', 'E', 2, 2)).toMatchObject({ attackerLosses: 1, defenderLosses: 0 });
    expect(oneEach('E', 'M', 6, 6)).toMatchObject({ attackerLosses: 0, defenderLosses: 1 });
    expect(oneEach('V', 'V', 3, 3)).toMatchObject({ attackerLosses: 0, defenderLosses: 0 });
    expect(oneEach('E', 'E', 3, 3)).toMatchObject({ attackerLosses: 0, defenderLosses: 0 });
    expect(oneEach('R', 'C', 5, 5)).toMatchObject({ attackerLosses: 0, defenderLosses: 0 });
    expect(oneEach('C', 'M', 1, 1)).toMatchObject({ attackerLosses: 0, defenderLosses: 0 });
  });
  it("rolls the attacker's dice first, then the defender's, naming them", () => {
    const calls: string[] = [];
    const spy: Dice = { roll: (n, p) => (calls.push(`${n} ${p}`), Array<number>(n).fill(3)) };
    closeAssaultRound({ grade: 'V', stands: 6 }, { grade: 'C', stands: 6 }, spy, 'hour 2: round 1');
    expect(calls).toEqual(['4 hour 2: round 1: attacker (V) rolls 4', '2 hour 2: round 1: defender (C) rolls 2']);
  });
  it('refuses bad sides, naming them', () => {
    expect(() => closeAssaultRound({ grade: 'Q' as never, stands: 1 }, { grade: 'R', stands: 1 }, scriptedDice([]))).toThrow(/attacker\.grade/);
    expect(() => closeAssaultRound({ grade: 'R', stands: 1 }, { grade: 'R', stands: -1 }, scriptedDice([]))).toThrow(/defender\.stands/);
    expect(() => closeAssaultRound({ grade: 'R', stands: 0.5 }, { grade: 'R', stands: 1 }, scriptedDice([]))).toThrow(/attacker\.stands/);
  });
});
