/**
 * The special rules of an operational combat, with scripted dice, each expected value worked out from the
 * seed line quoted (`004_4c7ef6319257dc11.txt`): the battalion command figure and the rounds an attacker
 * initiates an hour, tank terror, tanks rolling into a position, "Tanks do not take BREAK TESTS", shoot
 * and scoot, the start line, and overruns. Firefight cells (§WINNING THE FIREFIGHT TABLE): L vs L reads
 * L/open (faces 4, 5 → 1; 6 → 2); L vs VL reads M/open (3, 4 → 1; 5 → 2; 6 → 3); M vs L reads M/open.
 */
import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../src/rules/dice.ts';
import { resolveCombat, type CombatInput, type CombatSide } from '../../src/rules/operational/combat.ts';

const side = (over: Partial<CombatSide> = {}): CombatSide => ({ grade: 'R', stands: 6, marked: 0, cuHeld: 12, cuPerHour: 2, weapon: 'L', armour: 'L', ...over });
const fight = (attacker: CombatSide, defender: CombatSide, over: Partial<CombatInput> = {}): CombatInput => ({
  attacker, defender, positional: true, maxHours: 3, attackerShifts: 0, defenderShifts: 0, ...over,
});

describe('close assault limits (004 §CLOSE ASSAULT)', () => {
  // Hour 1: the Veteran attacker's 2 CU (L vs L) roll 6 6 → 4 hits; the defender's 1 CU (L vs VL → M/open) rolls 1 → 0.
  // The defender (R) has 4 casualties of 6: test 1 at 1/2 (a defender has no attack to call off) and test 2
  // at 2/3, 4+ to pass: 6 and 6. A Veteran assaults in the hour it wins the firefight.
  const attacker = side({ grade: 'V', armour: 'VL' });
  const defender = side({ cuPerHour: 1 });
  it('"if there is more than one stand close assaulting, must have an unwounded Bn command figure": without one a single stand assaults', () => {
    const dice = scriptedDice([6, 6, 1, 6, 6, 6, 2, 1, 6, 1]);
    const r = resolveCombat(fight({ ...attacker, commandStand: false }, defender), dice);
    // One attacking stand rolls one die (6) against the defender's two unwounded stands' two dice (2 1).
    expect(r.hours[0]!.assault.map((x) => [x.attackerDice, x.defenderDice, x.defenderLosses])).toEqual([
      [[6], [2, 1], 1],
      [[6], [1], 1],
    ]);
    expect(r.outcome).toBe('assaultSucceeded');
  });
  it('with the command figure every unwounded stand assaults, up to the grade’s ATT DIE (Veteran 4)', () => {
    const dice = scriptedDice([6, 6, 1, 6, 6, 6, 6, 6, 6, 2, 1]);
    const r = resolveCombat(fight(attacker, defender), dice);
    expect(r.hours[0]!.assault[0]).toEqual({ attackerDice: [6, 6, 6, 6], defenderDice: [2, 1], attackerLosses: 0, defenderLosses: 2 });
    expect(r.outcome).toBe('assaultSucceeded');
    expect(r.overrun).toBe(false);
  });
  it('"This is also the number of rounds of close assault that the attacker can initiate in an hour": 3 for a Regular', () => {
    // Hour 1: 6 6 → 4 hits vs 1 → 0 (tests 6 6 passed). A Regular assaults the next hour: 3 dice against 2, all 3s:
    // standoffs, nothing decided, three rounds in hour 2 and three in hour 3, then undecided.
    const rounds = Array.from({ length: 6 }, () => [3, 3, 3, 3, 3]).flat();
    const dice = scriptedDice([6, 6, 1, 6, 6, ...rounds]);
    const r = resolveCombat(fight(side({ armour: 'VL' }), defender), dice);
    expect(r.hours.map((h) => h.assault.length)).toEqual([0, 3, 3]);
    expect(r.outcome).toBe('undecided');
  });
});

describe('tanks (004 §SPECIAL ATTACK RULES 3, §WINNING THE FIREFIGHT)', () => {
  const tanks = side({ tanks: true, weapon: 'M', armour: 'L', stands: 4 });
  it('tank terror: "Regular, or poorer troops … have a 50% chance of surrendering to tanks attacking them for the first time" (1–3)', () => {
    const r = resolveCombat(fight(tanks, side(), { special: { tankTerror: true } }), scriptedDice([3]));
    expect([r.outcome, r.special.tankTerror, r.defender.removed, r.hours.length]).toEqual(['defenderSurrendered', { die: 3, surrendered: true }, 6, 0]);
    // A 4 and they stay: the fight goes on (the next die is the tanks' first CU).
    const stays = resolveCombat(fight(tanks, side(), { maxHours: 1, special: { tankTerror: true } }), scriptedDice([4, 1, 1, 1, 1]));
    expect([stays.special.tankTerror, stays.outcome]).toEqual([{ die: 4, surrendered: false }, 'undecided']);
    // Veterans are not "Regular, or poorer": no die.
    const vets = resolveCombat(fight(tanks, side({ grade: 'V' }), { maxHours: 1, special: { tankTerror: true } }), scriptedDice([1, 1, 1, 1]));
    expect(vets.special.tankTerror).toBeUndefined();
  });
  it('"If they win the firefight and roll into the positions the infantry have to take a break test, which they must pass to stay"', () => {
    // Hour 1: tanks' 2 CU (M vs L → M/open) 1 3 → 1 hit; infantry 2 CU (L vs L) 1 1 → 0. Tanks win the hour and roll in:
    // the Regular's test to break (2/3, 4+): a 3 fails — broken; a 4 stays.
    const broke = resolveCombat(fight(tanks, side()), scriptedDice([1, 3, 1, 1, 3]));
    expect([broke.outcome, broke.hours[0]!.tests]).toEqual(['defenderBroken', [{ side: 'defender', test: 2, die: 3, passed: false, kind: 'break' }]]);
    expect(resolveCombat(fight(tanks, side()), scriptedDice([1, 3, 1, 1, 4])).outcome).toBe('tanksRolledIn');
    expect(broke.hours[0]!.assault).toEqual([]); // tanks do not close assault infantry
    // Elite takes no break test and stays.
    expect(resolveCombat(fight(tanks, side({ grade: 'E' })), scriptedDice([1, 3, 1, 1])).outcome).toBe('tanksRolledIn');
  });
  it('unsupported tanks overrun infantry that cannot hurt them, without a firefight (§SPECIAL ASSAULT RULES 3, note)', () => {
    // Infantry fire class VL cannot hurt protection L (off the table): one die, the break test, and nothing else.
    const r = resolveCombat(fight(tanks, side({ weapon: 'VL' })), scriptedDice([5]));
    expect([r.outcome, r.hours.length, r.dice, r.attacker.cuSpent]).toEqual(['tanksRolledIn', 1, [5], 0]);
  });
  it('"Tanks do not take BREAK TESTS"', () => {
    // The infantry's 2 CU at the tanks (L vs L) 6 6 → 4 hits on 4 tank stands: all marked, no test; the tanks' 1 1 → 0.
    const r = resolveCombat(fight(tanks, side(), { positional: false, maxHours: 1 }), scriptedDice([1, 1, 6, 6]));
    expect([r.attacker.marked, r.hours[0]!.tests]).toEqual([4, []]);
  });
});

describe('shoot and scoot', () => {
  it('a recce "halve[s] their casualties received and withdraw[s] to safety without returning fire" (§THE RECCE SEQUENCE)', () => {
    // The defender's 2 CU at the recce (L vs VL → M/open) 6 5 → 5 hits; half is 2, the odd one removed on 4–6: a 4.
    // 2 casualties of 4 force the recce's first test (1/2, 4+): a 6.
    const r = resolveCombat(fight(side({ armour: 'VL', stands: 4 }), side(), { special: { shootAndScoot: { kind: 'recce' } } }), scriptedDice([6, 5, 4, 6]));
    expect([r.outcome, r.special.scoot, r.attacker.markers, r.hours[0]!.attackerCu, r.minutes]).toEqual(['shotAndScooted', { kind: 'recce', received: 5, taken: 2, oddDie: 4 }, 2, 0, 60]);
    // A 3 keeps the odd casualty: 3 taken (and both tests, 6 6).
    expect(resolveCombat(fight(side({ armour: 'VL', stands: 4 }), side(), { special: { shootAndScoot: { kind: 'recce' } } }), scriptedDice([6, 5, 3, 6, 6])).special.scoot?.taken).toBe(3);
  });
  it('a side that outranges its attackers fires "1 CU … then withdraw[s] … before the enemy returns effective fire" (§SPECIAL ATTACK RULES 2)', () => {
    const r = resolveCombat(fight(side(), side({ cuPerHour: 3 }), { special: { shootAndScoot: { kind: 'outrange', by: 'defender' } } }), scriptedDice([6]));
    expect([r.outcome, r.hours[0]!.defenderCu, r.hours[0]!.attackerCu, r.attacker.markers, r.dice]).toEqual(['shotAndScooted', 1, 0, 2, [6]]);
  });
});

describe('the start line (004 §THE COMBAT SEQUENCE SUMMARY 2)', () => {
  it('unmarked: the main body rolls on the recce sequence table (Regular against Regular, 5+); caught, it fires nothing in hour 1 and counts as very light', () => {
    // Die 3: caught. Hour 1: the attacker fires no CU; the defender's 2 CU at VL (L vs VL → M/open) 3 3 → 2 hits.
    const r = resolveCombat(fight(side(), side(), { positional: false, maxHours: 1, special: { startLineMarked: false } }), scriptedDice([3, 3, 3]));
    expect(r.special.startLine).toEqual({ need: 5, die: 3, caught: true });
    expect([r.hours[0]!.attackerCu, r.hours[0]!.defender.cell, r.hours[0]!.defender.hits]).toEqual([0, { attack: 'M', target: 'open' }, 2]);
    // Die 5: deployed in time; the attacker fires in hour 1 as usual (its 2 CU first).
    const inTime = resolveCombat(fight(side(), side(), { positional: false, maxHours: 1, special: { startLineMarked: false } }), scriptedDice([5, 1, 1, 1, 1]));
    expect([inTime.special.startLine?.caught, inTime.hours[0]!.attackerCu]).toEqual([false, 2]);
  });
});

describe('overruns (004 §SPECIAL ASSAULT RULES 3)', () => {
  it('a defender with no unwounded figure left is overrun without a close-assault die', () => {
    // Hour 1: the Veteran's 2 CU (L vs L) 6 6 → 4 hits on 4 stands: every one marked; the defender's 1 1 → 0;
    // its tests (2/3 at 4+): 6 6. Assaulting the same hour, it finds no unwounded figure.
    const r = resolveCombat(fight(side({ grade: 'V' }), side({ stands: 4 })), scriptedDice([6, 6, 1, 1, 6, 6]));
    expect([r.outcome, r.overrun, r.hours[0]!.assault]).toEqual(['assaultSucceeded', true, []]);
  });
});

describe('the review cases', () => {
  it('caught in march formation, the defender fires even what could not hurt the attacker’s own protection (VL vs VL reads L/open)', () => {
    // The attacker (L protection) is caught: the defender's VL fire can hurt VL; 2 CU 6 6 → 2 + 2 hits.
    const r = resolveCombat(fight(side(), side({ weapon: 'VL' }), { positional: false, maxHours: 1, special: { startLineMarked: false } }), scriptedDice([1, 6, 6, 6, 6]));
    expect([r.hours[0]!.defenderCu, r.hours[0]!.defender.cell, r.hours[0]!.defender.hits]).toEqual([2, { attack: 'L', target: 'open' }, 4]);
  });
  it('a target that breaks under a shoot and scoot is broken, not merely shot at; outranging fire takes no contact-range shift', () => {
    // The defender outranges: 1 CU, M vs L → M/open (no shift though the sides are at contact range): 6 → 3 hits on
    // a Regular attacker of 4: test 1 (1/2) 6 passes, test 2 (2/3) 1 fails — broken.
    const r = resolveCombat(fight(side({ stands: 4 }), side({ weapon: 'M' }), { attackerShifts: 1, defenderShifts: 1, special: { shootAndScoot: { kind: 'outrange', by: 'defender' } } }), scriptedDice([6, 6, 1]));
    expect([r.hours[0]!.defender.cell, r.hours[0]!.defender.hits, r.outcome]).toEqual([{ attack: 'M', target: 'open' }, 3, 'attackerBroken']);
  });
  it('tanks that win a firefight against tanks push them back rather than close assault ("Tanks do not take BREAK TESTS")', () => {
    const tanks = side({ tanks: true, weapon: 'M', armour: 'L' });
    const r = resolveCombat(fight(tanks, { ...tanks }), scriptedDice([6, 6, 1, 1]));
    expect([r.outcome, r.hours[0]!.assault, r.hours[0]!.tests]).toEqual(['firefightWon', [], []]);
  });
});
