/**
 * De Rosa morale deciding an operational combat (`resolveCombat` with `moraleRule: 'deRosa'`; 003 "Morale",
 * "Reason to Test" A and B, "Morale State: SHAKEN" — "Fire is halved" —, "ROUTED"), with scripted dice.
 */
import { describe, expect, it } from 'vitest';
import { resolveCombat } from '../../src/rules/operational/combat.ts';
import type { CombatInput, CombatSide } from '../../src/rules/operational/combatTypes.ts';
import { scriptedDice } from '../../src/rules/dice.ts';

const side = (stands: number): CombatSide => ({ grade: 'R', stands, marked: 0, cuHeld: 10, cuPerHour: 2, weapon: 'L', armour: 'L' });
const input = (over: Partial<CombatInput> = {}): CombatInput => ({ attacker: side(10), defender: side(10), positional: false, maxHours: 1, attackerShifts: 0, defenderShifts: 0, moraleRule: 'deRosa', ...over });

describe('De Rosa morale in a combat', () => {
  it('the defender reaching 40 % casualties tests (A): 12 figures need 6, a 3 fails — Shaken, the firefight lost', () => {
    // Attacker 6 6 on L against L in the open: 2 hits each, 4 markers on 10 stands = 8 figures of 20 lost (40 %).
    // Defender 1 1: no hit. Then the defender's D10: 3.
    const r = resolveCombat(input(), scriptedDice([6, 6, 1, 1, 3]));
    expect(r.hours[0]!.moraleTests).toEqual([{ side: 'defender', reason: 'casualties40', before: 'good', die: 3, target: 6, passed: false, after: 'shaken' }]);
    expect(r.hours[0]!.tests).toEqual([]);
    expect([r.outcome, r.defender.deRosaMorale, r.attacker.deRosaMorale]).toEqual(['firefightWon', 'shaken', 'good']);
  });

  it('a Shaken defender fires half its CUs (rounded up) and, failing again, routs: broken', () => {
    const r = resolveCombat(input({ defenderMorale: 'shaken' }), scriptedDice([6, 6, 1, 3]));
    expect(r.hours[0]!.defenderCu).toBe(1);
    expect(r.hours[0]!.moraleTests![0]).toMatchObject({ before: 'shaken', after: 'routed' });
    expect([r.outcome, r.defender.broken]).toEqual(['defenderBroken', true]);
  });

  it('a Shaken attacker calls its attack off; under NQM the same dice take break tests instead', () => {
    const r = resolveCombat(input({ attacker: side(10), defender: { ...side(10), cuPerHour: 2 } }), scriptedDice([1, 1, 6, 6, 2]));
    expect(r.hours[0]!.moraleTests).toEqual([{ side: 'attacker', reason: 'casualties40', before: 'good', die: 2, target: 6, passed: false, after: 'shaken' }]);
    expect(r.outcome).toBe('attackCalledOff');
    const nqm = resolveCombat(input({ moraleRule: 'nqm' }), scriptedDice([1, 1, 6, 6, 2, 2, 2, 2]));
    expect(nqm.hours[0]!.moraleTests).toBeUndefined();
    expect(() => resolveCombat(input({ moraleRule: 'x' as 'nqm' }), scriptedDice([]))).toThrow("moraleRule: expected 'nqm', 'deRosa' or absent");
  });
});
