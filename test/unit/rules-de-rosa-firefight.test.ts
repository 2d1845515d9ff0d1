/**
 * De Rosa's Firing Charts, melee and charge as an operational combat (`resolveCombat` with `combatRule:
 * 'deRosa'`; `003_11ff81f41091c16b.txt`), with scripted dice. Seed lines quoted:
 * - Infantry chart: "10"-5" Medium 3 3 2 2 1 0" and "5"-0" Short 5 4 4 3 2 1" (columns 20, 19-18, 17-16, 15-12, 11-8, 7-4);
 * - "Random Chance Roll (1d10)": "1-2 -2 / 3-4 -1 / 5-6 0 / 7-8 +1 / 9-0 +2";
 * - "-2 Target in entrenchments", "-1 Batteries firing at entrenchment", "-1 Target prone";
 * - "Close Combat Additions": "if 05-01 figures engaged in close combat +/- 0";
 * - "Combat Value Determination": "+2 Unit's morale is good / +2 Unit is Vets / +1 each fig in unit / +1 Unit is
 *   trained … Final total is times the change factor … Difference of 10 and loser retreats for 2 turns. Morale
 *   drops to Shaken."; "Second turn of the charge, 20% of the unit is left behind by straggling."
 */
import { describe, expect, it } from 'vitest';
import { resolveCombat } from '../../src/rules/operational/combat.ts';
import type { CombatInput, CombatSide } from '../../src/rules/operational/combatTypes.ts';
import { firingsPerGroup, type DeRosaFireGroup } from '../../src/rules/operational/deRosaFirefight.ts';
import { scriptedDice } from '../../src/rules/dice.ts';

const riflemen = (figures: number): DeRosaFireGroup => ({ kind: 'riflemen', figures, modifiers: [] });
/** A side of `groups`, `stands` stands at `fps` figures a stand. */
const side = (groups: DeRosaFireGroup[], stands: number, over: Partial<CombatSide> = {}, fps = 20 / 17): CombatSide => ({
  grade: 'R', stands, marked: 0, cuHeld: 10, cuPerHour: 2, weapon: 'M', armour: 'VL', deRosaFire: { groups, band: 'medium', figuresPerStand: fps }, ...over,
});
const input = (over: Partial<CombatInput> = {}): CombatInput => ({
  attacker: side([riflemen(20)], 17), defender: side([riflemen(20)], 17), positional: false, maxHours: 1, attackerShifts: 0, defenderShifts: 0, moraleRule: 'deRosa', combatRule: 'deRosa', ...over,
});

describe("De Rosa's firefight", () => {
  it('shares the CUs among the groups by their figures, largest remainder', () => {
    expect(firingsPerGroup(5, [20, 20, 4])).toEqual([2, 2, 1]);
    expect(firingsPerGroup(4, [20])).toEqual([4]);
    expect(firingsPerGroup(3, [20, 20, 20])).toEqual([1, 1, 1]);
    expect(firingsPerGroup(2, [0, 0])).toEqual([0, 0]);
  });

  it('each CU is one firing: 20 figures at medium range hit 3, ± the chance die; figures hit land as markers at the target’s figures a stand', () => {
    // Attacker 2 CU: D10 5 (0) → 3, D10 9 (+2) → 5: 8 figures = 8 × 17/20 = 6.8 → 6 markers (0.8 carried).
    // Defender 2 CU: D10 1, 1 (−2 each) → 1 + 1 = 2 figures → 1.7 → 1 marker. 6 markers of 17 = 7 figures of 20: no test.
    const r = resolveCombat(input(), scriptedDice([5, 9, 1, 1]));
    const h = r.hours[0]!;
    expect(h.attacker.deRosa!.firings.map((f) => [f.figures, f.die, f.hit])).toEqual([[20, 5, 3], [20, 9, 5]]);
    expect([h.attacker.hits, h.defender.hits, h.defender.deRosa!.figuresHit]).toEqual([6, 1, 2]);
    expect(h.moraleTests ?? []).toEqual([]);
    expect(r.outcome).toBe('firefightWon');
    expect(r.dice).toEqual([5, 9, 1, 1]);
  });

  it('grows with the side, not with its square: three battalions firing 6 CUs roll 6 dice, two each', () => {
    const brigade = side([riflemen(20), riflemen(20), riflemen(20)], 51, { cuPerHour: 6 });
    const r = resolveCombat(input({ attacker: brigade, defender: { ...brigade, cuPerHour: 2 } }), scriptedDice([5, 5, 5, 5, 5, 5, 1, 1]));
    expect(r.hours[0]!.attacker.deRosa!.firings.map((f) => f.group)).toEqual([0, 0, 1, 1, 2, 2]);
    // 6 × 3 = 18 figures at 20/17 a stand: 15.3 → 15 markers on 51 stands (6 figures of 20: no test).
    expect([r.hours[0]!.attacker.deRosa!.figuresHit, r.hours[0]!.attacker.hits]).toEqual([18, 15]);
  });

  it('an entrenched target takes −2, and a battery firing at it −1 more; a Shaken target is prone, −1', () => {
    const guns: DeRosaFireGroup = { kind: 'guns', figures: 4, modifiers: [] };
    const dugIn = side([riflemen(20)], 17, { armour: 'M' });
    // Battery, 4 gunners, medium: "30"-20" Medium 3 2 1 0" → 3 − 2 − 1 − 1 (prone) + 2 (D10 9) = 1 figure.
    const r = resolveCombat(input({ attacker: side([guns], 3, { cuPerHour: 1 }, 4 / 3), defender: dugIn, defenderMorale: 'shaken' }), scriptedDice([9, 1]));
    const att = r.hours[0]!.attacker.deRosa!;
    expect(att.modifiers.sort()).toEqual(['batteryAtEntrenchment', 'entrenched', 'prone']);
    expect(att.firings.map((f) => [f.kind, f.figures, f.die, f.hit])).toEqual([['guns', 4, 9, 1]]);
    // 2 CU among [20 riflemen, 4 gunners]: 1.67 / 0.33 → [2, 0]: riflemen 3 − 2 − 1 + 0 = 0 each; the battery fired nothing, so its −1 is not listed.
    const mixed = resolveCombat(input({ attacker: side([riflemen(20), guns], 20), defender: dugIn, defenderMorale: 'shaken' }), scriptedDice([5, 5, 5]));
    const m = mixed.hours[0]!.attacker.deRosa!;
    expect(m.firings.map((f) => [f.kind, f.hit])).toEqual([['riflemen', 0], ['riflemen', 0]]);
    expect(m.modifiers.sort()).toEqual(['entrenched', 'prone']);
  });

  it('a side with no figure left to fire spends no CU', () => {
    const r = resolveCombat(input({ defender: side([riflemen(20)], 17, { marked: 17 }) }), scriptedDice([5, 5]));
    expect([r.hours[0]!.defenderCu, r.defender.cuSpent]).toEqual([0, 0]);
  });

  it('refuses De Rosa fire without De Rosa morale, with tanks, or a side without its groups; a charge only under De Rosa; a Routed defender surrenders, a Routed attacker cannot attack', () => {
    expect(() => resolveCombat(input({ moraleRule: 'nqm' }), scriptedDice([]))).toThrow("De Rosa's charts and melee need De Rosa's morale");
    expect(() => resolveCombat(input({ attacker: side([riflemen(20)], 17, { tanks: true }) }), scriptedDice([]))).toThrow('De Rosa’s charts have no tanks'.replace('’', "'"));
    expect(() => resolveCombat(input({ defender: { ...side([], 17), deRosaFire: undefined } }), scriptedDice([]))).toThrow('defender.deRosaFire');
    expect(() => resolveCombat(input({ attacker: side([{ kind: 'guns', figures: 5, modifiers: [] }], 3) }), scriptedDice([]))).toThrow('attacker.deRosaFire.groups[0].figures: expected a whole number 1–4, got 5');
    expect(() => resolveCombat(input({ combatRule: 'nqm', charge: true }), scriptedDice([]))).toThrow("charge: only De Rosa's rules charge");
    expect(() => resolveCombat(input({ attackerMorale: 'routed' }), scriptedDice([]))).toThrow('attackerMorale: a Routed side cannot attack');
    expect(resolveCombat(input({ defenderMorale: 'routed' }), scriptedDice([]))).toMatchObject({ outcome: 'defenderSurrendered', defender: { removed: 17 }, special: { routedSurrender: true }, dice: [] });
  });
});

describe("De Rosa's charge and melee", () => {
  // Four figures a side, one a stand: the charts give them little (7-4: Medium 0, Short 1), so the melee's Combat Values decide.
  const small = (grade: CombatSide['grade'], armour: CombatSide['armour']) => side([riflemen(4)], 4, { grade, armour, cuPerHour: 1 }, 1);
  const charge = (dice: number[]) => resolveCombat(input({ attacker: small('V', 'VL'), defender: small('C', 'M'), positional: true, charge: true }), scriptedDice(dice));

  it('the defender fires for the two turns, a fifth straggles, and a Veteran charge wins the melee by 10 or more: the defender Shaken, retreating', () => {
    // Charge turn 1 (medium): 0 + D10 5 (0) = 0; turn 2 (short): 1 + D10 1 (−2) → 0. 20 % of 4 figures straggle: 3.2 → 3 in the melee.
    // Melee turn 3: attacker 3 figures short 7-4 → 1 − 2 (entrenched) + D10 5 (0) → 0; defender 1 + D10 1 (−2) → 0.
    // Combat Value: attacker 2 (good) + 2 (vets) + 3 figures + 1 (trained) = 8, × D10 7 = 56; defender (Conscript) 2 + 4 = 6, × 4 = 24.
    const r = charge([5, 1, 5, 1, 7, 4]);
    const h = r.hours[0]!;
    expect(h.charge).toMatchObject({ cuSpent: 2, straggled: 1 });
    expect(h.melee).toHaveLength(1);
    expect(h.melee![0]).toMatchObject({ turn: 3, attacker: { figures: 3, value: 8, die: 7, total: 56 }, defender: { figures: 4, value: 6, die: 4, total: 24 }, winner: 'attacker' });
    expect([r.outcome, r.defender.deRosaMorale, r.defender.retreated, r.attacker.retreated]).toEqual(['assaultSucceeded', 'shaken', true, undefined]);
    expect(r.minutes).toBe(60);
  });

  it('a difference under 10 fights on the next turn; the defender winning by 10 sends the attacker back Shaken', () => {
    // Turn 3: 8 × 4 = 32 against 6 × 5 = 30 (a difference of 2: still engaged); turn 4: 8 × 1 = 8 against 6 × 5 = 30.
    const r = charge([5, 1, 5, 1, 4, 5, 5, 1, 1, 5]);
    expect(r.hours[0]!.melee!.map((t) => [t.turn, t.attacker.total, t.defender.total, t.winner])).toEqual([[3, 32, 30, null], [4, 8, 30, 'defender']]);
    expect([r.outcome, r.attacker.deRosaMorale, r.attacker.retreated]).toEqual(['attackCalledOff', 'shaken', true]);
  });

  it('in a charge each defending group fires at most once a turn; a charge cut down never closes', () => {
    const defender = side([riflemen(20), { kind: 'mg', figures: 20, modifiers: [] }], 19, { cuPerHour: 4 });
    // Turn 1 at medium: 4 CU may fire, but two groups: each once, 3 + 0 (D10 5) figures each → 6 hits on a 1-stand attacker.
    const r = resolveCombat(input({ attacker: side([riflemen(1)], 1, {}, 1), defender, positional: true, charge: true }), scriptedDice([5, 5]));
    expect(r.hours[0]!.charge).toMatchObject({ cuSpent: 2, straggled: null });
    expect(r.hours[0]!.charge!.defenderFire[0]!.firings.map((f) => [f.kind, f.hit])).toEqual([['riflemen', 3], ['mg', 3]]);
    expect([r.outcome, r.defender.cuSpent]).toEqual(['attackerDestroyed', 2]);
  });
});
