/**
 * The recce sequence (004 §THE RECCE SEQUENCE, §RECCE SEQUENCE TABLE, §ENGAGEMENT TABLE): the red die,
 * then (when the recce does not sight first) the blue die for the range the defender holds fire until.
 */
import { describe, expect, it } from 'vitest';
import { scriptedDice, type Dice } from '../../src/rules/dice.ts';
import { openContact } from '../../src/rules/operational/recce.ts';

describe('openContact', () => {
  it('a defender not concealed is sighted, no dice', () => {
    const dice = scriptedDice([]);
    expect(openContact('M', 'E', false, dice)).toEqual({ redDie: null, recceSightsFirst: true, blueDie: null, defenderOpensAt: null });
  });
  it("'always' on the recce table: sighted first with no die (Elite recce against Militia)", () => {
    expect(openContact('E', 'M', true, scriptedDice([]))).toEqual({ redDie: null, recceSightsFirst: true, blueDie: null, defenderOpensAt: null });
  });
  it("'never': no red die; an Elite defender always holds its fire to contact, no blue die", () => {
    expect(openContact('V', 'E', true, scriptedDice([]))).toEqual({ redDie: null, recceSightsFirst: false, blueDie: null, defenderOpensAt: 'contact' });
  });
  it("'never' against a Veteran defender: only the blue die", () => {
    expect(openContact('C', 'V', true, scriptedDice([2]))).toEqual({ redDie: null, recceSightsFirst: false, blueDie: 2, defenderOpensAt: 'effect' });
  });
  it('the red die sights first on the table score or better, then stops', () => {
    const dice = scriptedDice([5, 6]);
    expect(openContact('R', 'R', true, dice)).toEqual({ redDie: 5, recceSightsFirst: true, blueDie: null, defenderOpensAt: null });
    expect(dice.used()).toBe(1);
  });
  it('a red miss rolls the blue die on the defender grade row', () => {
    // Regular recce needs 5 against a Regular; Regular defender: harass 1, effect 2–4, contact 5–6.
    const cases: [number, 'harass' | 'effect' | 'contact'][] = [[1, 'harass'], [2, 'effect'], [4, 'effect'], [5, 'contact'], [6, 'contact']];
    for (const [blue, opensAt] of cases) expect(openContact('R', 'R', true, scriptedDice([4, blue]))).toEqual({ redDie: 4, recceSightsFirst: false, blueDie: blue, defenderOpensAt: opensAt });
    expect(openContact('R', 'V', true, scriptedDice([5, 2]))).toMatchObject({ recceSightsFirst: false, defenderOpensAt: 'effect' });
    expect(openContact('R', 'V', true, scriptedDice([5, 3]))).toMatchObject({ defenderOpensAt: 'contact' });
    expect(openContact('R', 'C', true, scriptedDice([3, 6]))).toMatchObject({ defenderOpensAt: 'contact' });
    expect(openContact('R', 'C', true, scriptedDice([3, 5]))).toMatchObject({ defenderOpensAt: 'effect' });
    expect(openContact('R', 'M', true, scriptedDice([2, 3]))).toMatchObject({ defenderOpensAt: 'harass' });
    expect(openContact('R', 'M', true, scriptedDice([2, 4]))).toMatchObject({ defenderOpensAt: 'effect' });
  });
  it('rolls one die at a time, red then blue, naming them', () => {
    const calls: string[] = [];
    const spy: Dice = { roll: (n, p) => (calls.push(`${n} ${p}`), [1]) };
    expect(openContact('R', 'C', true, spy)).toEqual({ redDie: 1, recceSightsFirst: false, blueDie: 1, defenderOpensAt: 'harass' });
    expect(calls).toEqual(['1 recce sequence, red die: R recce sights the C defender first on 4+', '1 recce sequence, blue die: how close the C defender holds its fire']);
  });
  it('refuses bad input, naming it', () => {
    expect(() => openContact('Z' as never, 'R', true, scriptedDice([]))).toThrow(/recce.*"Z"/);
    expect(() => openContact('R', 'Z' as never, true, scriptedDice([]))).toThrow(/defender.*"Z"/);
    expect(() => openContact('R', 'R', 'yes' as never, scriptedDice([]))).toThrow(/defenderConcealed/);
  });
});
