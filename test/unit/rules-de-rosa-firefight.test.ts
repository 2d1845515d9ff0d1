/**
 * De Rosa's Firing Charts as an operational firefight (`003_11ff81f41091c16b.txt` "Firing Charts Infantry /
 * Machine guns": "10"-5" Medium 3 3 2 2 1 0", "5"-0" Short 5 4 4 3 2 1"; "Random Chance Roll (1d10)": 1-2 −2 …
 * 9-0 +2; docs/RULINGS.md §De Rosa on the campaign map): a CU fired is a fire turn; figures fire in groups of
 * 20; the figures hit land as markers at the target's stands per figure, the remainder carried.
 */
import { describe, expect, it } from 'vitest';
import { resolveCombat } from '../../src/rules/operational/combat.ts';
import type { CombatInput, CombatSide } from '../../src/rules/operational/combatTypes.ts';
import { fireGroups } from '../../src/rules/operational/deRosaFirefight.ts';
import { scriptedDice } from '../../src/rules/dice.ts';

const side = (over: Partial<CombatSide> = {}): CombatSide => ({
  grade: 'R', stands: 10, marked: 0, cuHeld: 12, cuPerHour: 2, weapon: 'L', armour: 'L',
  deRosaFire: { figures: 40, groupOf: 20, chart: 'infantry', band: 'short', modifiers: [] }, ...over,
});
const input = (over: Partial<CombatInput> = {}): CombatInput => ({
  attacker: side(), defender: side({ cuPerHour: 1, deRosaFire: { figures: 20, groupOf: 20, chart: 'infantry', band: 'short', modifiers: [] } }),
  positional: false, maxHours: 1, attackerShifts: 0, defenderShifts: 0, moraleRule: 'deRosa', fireRule: 'deRosa', ...over,
});

describe('fire groups', () => {
  it('are battalions of 20 figures, then the rest', () => {
    expect([fireGroups(20, 20), fireGroups(47, 20), fireGroups(9, 4), fireGroups(0, 20)]).toEqual([[20], [20, 20, 7], [4, 4, 1], []]);
  });
});

describe('a De Rosa firefight hour', () => {
  it('fires a turn per CU: 40 figures at short range, 2 turns of two groups of 20 (5 each, D10 9 +2, 1 −2, 5 ±0, 7 +1)', () => {
    // Attacker: turn 1 D10 9, 1 → 7 + 3 = 10 figures; turn 2 D10 5, 7 → 5 + 6 = 11: 21 figures on a 20-figure,
    // 10-stand defender → 10.5 markers: 10 land, ½ carried. Defender: 1 turn, 20 figures, D10 5 → 5 figures on
    // the attacker's 40 figures, 10 stands → 1.25 markers: 1.
    const r = resolveCombat(input(), scriptedDice([9, 1, 5, 7, 5, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10]));
    const h = r.hours[0]!;
    expect(h.attacker).toMatchObject({ dice: [9, 1, 5, 7], hits: 10, deRosa: { turns: 2, figuresHit: 21, chart: 'infantry', band: 'short' } });
    expect(h.defender).toMatchObject({ dice: [5], hits: 1, deRosa: { turns: 1, figuresHit: 5 } });
  });

  it('reads a modifier off the chart and never below 0 ("Target in entrenchments" −2 on Long 2: 0)', () => {
    const entrenched = input({ attacker: side({ cuPerHour: 1, deRosaFire: { figures: 20, groupOf: 20, chart: 'infantry', band: 'long', modifiers: ['entrenched'] } }) });
    const r = resolveCombat(entrenched, scriptedDice([1, 5, 10, 10, 10, 10, 10, 10, 10, 10]));
    expect(r.hours[0]!.attacker).toMatchObject({ dice: [1], hits: 0, deRosa: { figuresHit: 0 } });
  });

  it('refuses a side without its De Rosa fire', () => {
    const { deRosaFire: _, ...bare } = side();
    expect(() => resolveCombat(input({ attacker: bare }), scriptedDice([]))).toThrow("attacker.deRosaFire: De Rosa's Firing Charts need each side's figures, chart and band");
  });
});
