/**
 * The limits of a fight, with scripted dice. A stand carries at most one casualty (004 §REORGANISATION:
 * "An infantry stand can carry a maximum of one casualty. … Any overloading of casualties results in
 * permanent removal of that stand."): markers beyond a side's stands land on nothing, and a side with
 * no stand left fires no more, takes no break test, and the combat ends there. An assault that caused
 * fewer casualties than it received in a round is not pressed home (004 §FAILURE TO PRESS HOME AN ATTACK).
 */
import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../src/rules/dice.ts';
import { resolveCombat, type CombatInput, type CombatSide } from '../../src/rules/operational/combat.ts';
import { nqmStandsLost } from '../../src/rules/index.ts';

// Attacker H against a defender in cover (armour L): H/open, die 6 → 4 hits. Defender L vs L: L/open.
const attacker: CombatSide = { grade: 'R', stands: 6, marked: 0, cuHeld: 12, cuPerHour: 3, weapon: 'H', armour: 'L' };
const company: CombatSide = { grade: 'R', stands: 4, marked: 0, cuHeld: 12, cuPerHour: 1, weapon: 'L', armour: 'L' };
const input: CombatInput = { attacker, defender: company, positional: false, maxHours: 3, attackerShifts: 0, defenderShifts: 0 };

describe('resolveCombat: stands and casualties', () => {
  it('12 hits on a 4-stand company: 4 markers, then 4 stands removed; it takes no test and the combat ends in that hour', () => {
    const dice = scriptedDice([6, 6, 6, 1]);
    const r = resolveCombat(input, dice);
    expect(dice.used()).toBe(4);
    expect(r.hours).toHaveLength(1);
    expect(r.hours[0]!.attacker.hits).toBe(12);
    expect(r.hours[0]!.tests).toEqual([]);
    expect(r.outcome).toBe('defenderDestroyed');
    // 4 markers on the unmarked stands, then one marker per stand removed; the other 4 hits land on nothing.
    expect(r.defender).toEqual({ markers: 8, marked: 0, removed: 4, cuSpent: 1, broken: false });
    expect(r.minutes).toBe(60);
  });

  it('an attacker with no stand left ends the combat as destroyed, whatever befalls the defender', () => {
    const weak: CombatSide = { ...attacker, stands: 1, weapon: 'L', armour: 'VL', cuPerHour: 1 };
    const strong: CombatSide = { ...company, weapon: 'H', cuPerHour: 1 };
    const dice = scriptedDice([1, 6]);
    const r = resolveCombat({ ...input, attacker: weak, defender: strong }, dice);
    expect(r.outcome).toBe('attackerDestroyed');
    expect(r.attacker).toMatchObject({ removed: 1, marked: 0, markers: 2 });
  });
});

describe('nqmStandsLost', () => {
  it('places casualties one a stand, then removes the overloaded stands', () => {
    expect(nqmStandsLost(4, 3)).toEqual({ removed: 0, left: 4 });
    expect(nqmStandsLost(4, 6)).toEqual({ removed: 2, left: 2 });
    expect(nqmStandsLost(4, 43)).toEqual({ removed: 4, left: 0 });
    expect(() => nqmStandsLost(4, -1)).toThrow(RangeError);
  });
});

describe('resolveCombat: pressing home a close assault', () => {
  // 004 §FAILURE TO PRESS HOME AN ATTACK: "units, which cause fewer casualties than they receive from the
  // defender in any one round, must also receive reinforcements before they can press home an attack".
  it('stops the assault after a round in which the attacker caused fewer casualties than it received', () => {
    const regular: CombatSide = { grade: 'R', stands: 6, marked: 0, cuHeld: 12, cuPerHour: 3, weapon: 'L', armour: 'VL' };
    const held: CombatSide = { grade: 'R', stands: 6, marked: 0, cuHeld: 12, cuPerHour: 2, weapon: 'L', armour: 'L' };
    // Hour 1: attacker L/open 6,1,1 → 2 hits; defender M/open 1,1 → 0: the firefight is won. Hour 2 (a
    // Regular assaults the next hour): 3 attack dice 2,2,1 against 2 defence dice 6,5 — both matched
    // pairs lost, 0 casualties caused for 2 received; no test is due (2 casualties < 3).
    const dice = scriptedDice([6, 1, 1, 1, 1, 2, 2, 1, 6, 5]);
    const r = resolveCombat({ attacker: regular, defender: held, positional: true, maxHours: 3, attackerShifts: 0, defenderShifts: 0 }, dice);
    expect(dice.used()).toBe(10);
    expect(r.hours[1]!.assault).toEqual([{ attackerDice: [2, 2, 1], defenderDice: [6, 5], attackerLosses: 2, defenderLosses: 0 }]);
    expect(r.outcome).toBe('attackCalledOff');
    expect(r.attacker).toMatchObject({ markers: 2, marked: 2 });
  });
});
