/**
 * 1418 order of a bound (planning 001 §PLANNING; execution 001 §EXECUTING and 000 §Order of
 * everything and executing moves), melee strike order (000 §Melee combat), and the artillery
 * constants (001 §ARTILLERY, §SMOKE SCREENS & POISON GAS; 000 §Artillery).
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MELEE_STRIKE_ORDER_1418, PLANNING_ORDER_1418, executionOrder } from '../../src/rules/tables/order1418.ts';
import {
  BOMBARDMENT_DIAMETER_M,
  SHORT_TERM_GAS,
  SMOKE_CORDON_M_PER_BATTERY,
  SMOKE_DRIFT_M_PER_BOUND,
  bombardmentTemplate,
  smokeCordonLengthM,
} from '../../src/rules/tables/artillery1418.ts';

const seed = (file: string) => readFileSync(fileURLToPath(new URL(`../../../shared/seeds/${file}`, import.meta.url)), 'utf8');
const V08 = seed('001_5e546d392906486c.txt');
const V07 = seed('000_5cca48f65b2d4420.txt').replace(/\s+/g, ' ');

/** Asserts the seed text holds `line`, naming the line (not dumping the whole text) when it does not. */
const inSeed = (text: string, line: string) => expect(text.includes(line), `seed lacks: ${line}`).toBe(true);

describe('planning order (v0.8)', () => {
  it('is the six numbered steps of 001 §PLANNING, artillery Anon, the rest Mark', () => {
    expect(PLANNING_ORDER_1418.map((p) => p.step)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const p of PLANNING_ORDER_1418) inSeed(V08, `- (${p.step}) ${p.label}`);
    expect(PLANNING_ORDER_1418.map((p) => `${p.who}:${p.marking}`)).toEqual([
      'navalAndRailwayArtillery:anon', 'artillery:anon', 'reserveSubUnits:mark', 'lineSubUnits:mark', 'heavyWeapons:mark', 'eliteSubUnits:mark',
    ]);
  });
});

describe('execution order', () => {
  it('v0.8: the ten steps of 001 §EXECUTING, word for word, with their selectors', () => {
    const steps = executionOrder();
    expect(steps.map((s) => s.step)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const s of steps) inSeed(V08, `- (${s.step}) ${s.label}`);
    expect(steps.map((s) => `${s.kind} ${s.who} ${s.condition}`)).toEqual([
      'shoot artilleryAndHeavyWeapons dugInOneBoundOrLonger',
      'shoot artilleryAndHeavyWeapons notMovedOrDugInLastBound',
      'mark infantry dugInPlanningToLeave',
      'shoot infantry dugInNotAssaulting',
      'shoot infantry notDugInNotAssaulting',
      'move infantry assaulting',
      'move infantry movingNotDugIn',
      'move infantry movingFromDugIn',
      'shoot infantry assaulting',
      'shoot navalAndRailwayArtillery always',
    ]);
  });

  it('v0.7: "(#)" then seven steps of 000 §Order of everything and executing moves', () => {
    const steps = executionOrder('v0.7');
    expect(steps.map((s) => s.step)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    const flat = V07.replace('Assaulting units _ now', 'Assaulting units now');
    for (const s of steps) inSeed(flat, `(${s.step === 0 ? '#' : s.step}) ${s.label}`);
    expect(steps.map((s) => `${s.kind} ${s.who} ${s.condition}`)).toEqual([
      'mark all moving',
      'shoot artilleryAndHeavyWeapons stationaryWholeGame',
      'shoot artilleryAndHeavyWeapons stationaryLastBoundMovedBefore',
      'shoot infantry dugInOrSkirmisher',
      'shoot infantry notDugInNotAssaulting',
      'move foot moving',
      'shoot all assaulting',
      'shoot navalAndRailwayArtillery always',
    ]);
    expect(steps[1]!.subOrder).toEqual(['dugIn', 'notDugIn']);
    expect(steps[5]!.subOrder).toEqual(['assaulting', 'movingNotDugIn', 'movingFromDugIn']);
    expect(() => executionOrder('0.7' as never)).toThrow(/executionOrder: edition must be 'v0.8' or 'v0.7', got '0.7'/);
  });

  it('melee: fast cav → medium cav → slow cav → infantry → heavy weapons', () => {
    inSeed(V07, 'Fast cavalry strike before medium (before slow), then infantry strike, then Heavy Weapons');
    expect(MELEE_STRIKE_ORDER_1418).toEqual(['fastCav', 'mediumCav', 'slowCav', 'infantry', 'heavyWeapons']);
  });
});

describe('artillery constants', () => {
  it('template: v0.8 3" = 76.2 m, v0.7 6" = 152.4 m; inner circle half the diameter (setting)', () => {
    inSeed(V08, 'Place a bombardment circle (diameter 3")');
    inSeed(V07, 'Place a bombardment circle (diameter 6”');
    expect(BOMBARDMENT_DIAMETER_M['v0.8']).toBeCloseTo(76.2, 12);
    expect(BOMBARDMENT_DIAMETER_M['v0.7']).toBeCloseTo(152.4, 12);
    expect(bombardmentTemplate().innerDiameterM).toBeCloseTo(38.1, 12);
    expect(bombardmentTemplate('v0.7').innerDiameterM).toBeCloseTo(76.2, 12);
    expect(bombardmentTemplate('v0.7', 0.25).innerDiameterM).toBeCloseTo(38.1, 12);
    expect(() => bombardmentTemplate('v0.8', 0)).toThrow(/innerFraction must be a number in \(0, 1\], got 0/);
    expect(() => bombardmentTemplate('v0.8', 1.5)).toThrow(RangeError);
    expect(() => bombardmentTemplate('v2' as never)).toThrow(/bombardmentTemplate: edition/);
  });

  it('smoke and gas: 3" of cordon per battery, drifting 3" a bound; short-term gas -1A -1R', () => {
    expect(SMOKE_CORDON_M_PER_BATTERY).toBeCloseTo(76.2, 12);
    expect(SMOKE_DRIFT_M_PER_BOUND).toBeCloseTo(76.2, 12);
    expect(smokeCordonLengthM(3)).toBeCloseTo(228.6, 12);
    expect(() => smokeCordonLengthM(0)).toThrow(/batteries must be a whole number ≥ 1, got 0/);
    expect(() => smokeCordonLengthM(1.5)).toThrow(RangeError);
    expect(SHORT_TERM_GAS).toEqual({ armingDelta: -1, resilienceDelta: -1 });
  });
});
