/**
 * Break tests (004 §UNIT MORALE - THE BREAK TEST, §UNIT GRADING) and the combat tables they read
 * (004 §CLOSE ASSAULT TABLE, §WEAPON AND ARMOUR CLASSIFICATION; RULINGS.md §Not Quite Mechanized).
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ARMOUR_CLASS_OF_POSTURE, CLOSE_ASSAULT_TABLE, NQM_CLASSES } from '../../src/rules/tables/nqmCombat.ts';
import { breakTest, breakTestsDue } from '../../src/rules/operational/morale.ts';
import type { Grade } from '../../src/rules/types.ts';

const read = (rel: string) => readFileSync(fileURLToPath(new URL(rel, import.meta.url)), 'utf8');
const SEED = read('../../../shared/seeds/004_4c7ef6319257dc11.txt');
const RULINGS = read('../../../shared/RULINGS.md').replace(/\s+/g, ' ');
const inText = (text: string, line: string) => expect(text.includes(line), `text lacks: ${line}`).toBe(true);

describe('close assault table (004 §CLOSE ASSAULT TABLE; RULINGS)', () => {
  it('matches the seed rows and RULINGS cell by cell', () => {
    for (const line of ['E 5 4 - - - Elite and Veteran', 'V 4 3 3Hrs 1/3(5,6OK) 2/3(3-6OK) units win drawn', 'R 3 2 2Hrs 1/2(4-6OK) 2/3(4-6OK) dice against', 'C 2 2 1Hr 1/3(5,6OK) 1/2(4-6OK) inferior troops', 'M 3 1 1Hr 1/3(5,6OK)** 2/3(5,6OK)***']) inText(SEED, line);
    inText(RULINGS, 'E 5, 4, –, –, – · V 4, 3, 3 h, at 1/3 (5–6), at 2/3 (3–6) · R 3, 2, 2 h, at 1/2 (4–6), at 2/3 (4–6) · C 2, 2, 1 h, at 1/3 (5–6), at 1/2 (4–6) · M 3, 1, 1 h, at 1/3 (5–6) for breaking, at 2/3 (5–6) for calling off');
    expect(CLOSE_ASSAULT_TABLE).toEqual({
      E: { attackDice: 5, defenceDice: 4, disorganisedH: null, test1: null, test2: null },
      V: { attackDice: 4, defenceDice: 3, disorganisedH: 3, test1: { atFraction: 1 / 3, passFrom: 5, kind: 'callOff' }, test2: { atFraction: 2 / 3, passFrom: 3, kind: 'break' } },
      R: { attackDice: 3, defenceDice: 2, disorganisedH: 2, test1: { atFraction: 1 / 2, passFrom: 4, kind: 'callOff' }, test2: { atFraction: 2 / 3, passFrom: 4, kind: 'break' } },
      C: { attackDice: 2, defenceDice: 2, disorganisedH: 1, test1: { atFraction: 1 / 3, passFrom: 5, kind: 'callOff' }, test2: { atFraction: 1 / 2, passFrom: 4, kind: 'break' } },
      M: { attackDice: 3, defenceDice: 1, disorganisedH: 1, test1: { atFraction: 1 / 3, passFrom: 5, kind: 'break' }, test2: { atFraction: 2 / 3, passFrom: 5, kind: 'callOff' } },
    });
  });
  it('agrees with the unit grading text', () => {
    inText(SEED, 'Will test for failure to press home attacks at 50% casualties suffered: use 1D6 (4-6 OK)');
    inText(SEED, 'Test first at 33% casualties for breaking (5,6 OK), then test at 66% ');
  });
});

describe('weapon and armour classes (004 §WEAPON AND ARMOUR CLASSIFICATION)', () => {
  it('lists the classes lightest first and troops by posture', () => {
    expect(NQM_CLASSES).toEqual(['VL', 'L', 'M', 'H', 'VH']);
    for (const line of ['contact or road marching', 'Infantry in cover and scrapes', 'Infantry dug in or in towns', 'Flame throwers Infantry in fortified positions']) inText(SEED, line);
    expect(ARMOUR_CLASS_OF_POSTURE).toEqual({ moving: 'VL', cover: 'L', dugIn: 'M', fortified: 'H' });
  });
});

const due = (grade: Grade, casualties: number, strength = 6, taken: 0 | 1 | 2 = 0, green?: boolean) =>
  breakTestsDue(grade, { casualties, strength, taken, green }).map((d) => `${d.test}:${d.row.kind}@${d.row.passFrom}`);

describe('breakTestsDue (004 §UNIT MORALE - THE BREAK TEST, §UNIT GRADING)', () => {
  it('Veteran: test 1 at 1/3 (call off, 5–6), test 2 at 2/3 (break, 3–6)', () => {
    expect(due('V', 1)).toEqual([]);
    expect(due('V', 2)).toEqual(['1:callOff@5']);
    expect(due('V', 3)).toEqual(['1:callOff@5']);
    expect(due('V', 4)).toEqual(['1:callOff@5', '2:break@3']);
    expect(due('V', 4, 6, 1)).toEqual(['2:break@3']);
    expect(due('V', 6, 6, 2)).toEqual([]);
  });
  it('Regular: 1/2 and 2/3, both 4–6', () => {
    expect(due('R', 2)).toEqual([]);
    expect(due('R', 3)).toEqual(['1:callOff@4']);
    expect(due('R', 4)).toEqual(['1:callOff@4', '2:break@4']);
    expect(due('R', 2, 5)).toEqual([]); // 1/2 of 5 = 2.5
    expect(due('R', 3, 5)).toEqual(['1:callOff@4']);
    expect(due('R', 3, 5, 1)).toEqual([]); // 2/3 of 5 = 3.33
  });
  it('Conscript: 1/3 (5–6) and 1/2 (4–6)', () => {
    expect(due('C', 1)).toEqual([]);
    expect(due('C', 2)).toEqual(['1:callOff@5']);
    expect(due('C', 3)).toEqual(['1:callOff@5', '2:break@4']);
    expect(due('C', 3, 9)).toEqual(['1:callOff@5']); // 1/3 of 9 is 3 exactly
  });
  it('Militia is reversed: breaking at 1/3, calling off at 2/3, both 5–6', () => {
    expect(due('M', 1)).toEqual([]);
    expect(due('M', 2)).toEqual(['1:break@5']);
    expect(due('M', 3, 6, 1)).toEqual([]);
    expect(due('M', 4, 6, 1)).toEqual(['2:callOff@5']);
  });
  it('Elite never tests', () => {
    expect(due('E', 6)).toEqual([]);
    expect(due('E', 6, 6, 0, true)).toEqual([]);
  });
  it('green troops take test 1 at the first casualty', () => {
    expect(due('R', 0, 6, 0, true)).toEqual([]);
    expect(due('R', 1, 6, 0, true)).toEqual(['1:callOff@4']);
    expect(due('C', 1, 12, 0, true)).toEqual(['1:callOff@5']);
    expect(due('M', 1, 12, 0, true)).toEqual(['1:break@5']);
    expect(due('R', 1, 6, 1, true)).toEqual([]);
    expect(due('R', 4, 6, 0, true)).toEqual(['1:callOff@4', '2:break@4']);
    expect(due('V', 1, 6, 0, true)).toEqual([]); // a Veteran cannot be green
  });
  it('refuses bad input, naming it', () => {
    expect(() => breakTestsDue('X' as never, { casualties: 0, strength: 6, taken: 0 })).toThrow(/grade.*"X"/);
    expect(() => breakTestsDue('R', { casualties: -1, strength: 6, taken: 0 })).toThrow(/casualties/);
    expect(() => breakTestsDue('R', { casualties: 1, strength: 1.5, taken: 0 })).toThrow(/strength/);
    expect(() => breakTestsDue('R', { casualties: 1, strength: 6, taken: 3 as never })).toThrow(/taken/);
    expect(() => breakTestsDue('R', { casualties: 1, strength: 6, taken: 0, green: 'yes' as never })).toThrow(/green/);
  });
});

describe('breakTest', () => {
  it('passes from the row score up', () => {
    const row = CLOSE_ASSAULT_TABLE.V.test1!;
    expect(breakTest(row, 4)).toEqual({ passed: false, kind: 'callOff' });
    expect(breakTest(row, 5)).toEqual({ passed: true, kind: 'callOff' });
    expect(breakTest(CLOSE_ASSAULT_TABLE.V.test2!, 2)).toEqual({ passed: false, kind: 'break' });
    expect(breakTest(CLOSE_ASSAULT_TABLE.V.test2!, 3)).toEqual({ passed: true, kind: 'break' });
  });
  it('refuses a bad die or row, naming it', () => {
    for (const die of [0, 7, 3.5]) expect(() => breakTest(CLOSE_ASSAULT_TABLE.R.test1!, die)).toThrow(/die/);
    expect(() => breakTest({ atFraction: 0.5, passFrom: 4, kind: 'rout' as never }, 4)).toThrow(/row\.kind/);
    expect(() => breakTest({ atFraction: 0.5, passFrom: 0, kind: 'break' }, 4)).toThrow(/row\.passFrom/);
  });
});
