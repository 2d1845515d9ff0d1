/**
 * The NQM combat sequence for one contact (004 §THE COMBAT SEQUENCE, §WINNING THE FIREFIGHT, §CLOSE
 * ASSAULT, §UNIT MORALE - THE BREAK TEST) with scripted dice, one branch at a time.
 *
 * Default sides: Regular, 6 stands. The attacker (weapon L, moving: armour VL) fires 3 CUs an hour on
 * L/open (die 4 → 1, 5 → 1, 6 → 2 hits); the defender (weapon L, in cover: armour L) fires 2 CUs an
 * hour on M/open (3 → 1, 4 → 1, 5 → 2, 6 → 3). Regular tests: 1 at 3 casualties (call off, 4–6),
 * 2 at 4 (break, 4–6).
 */
import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../src/rules/dice.ts';
import { resolveCombat, type CombatInput, type CombatSide } from '../../src/rules/operational/combat.ts';

const attacker = (over: Partial<CombatSide> = {}): CombatSide => ({ grade: 'R', stands: 6, marked: 0, cuHeld: 12, cuPerHour: 3, weapon: 'L', armour: 'VL', ...over });
const defender = (over: Partial<CombatSide> = {}): CombatSide => ({ grade: 'R', stands: 6, marked: 0, cuHeld: 12, cuPerHour: 2, weapon: 'L', armour: 'L', ...over });
const input = (over: Partial<CombatInput> = {}): CombatInput => ({ attacker: attacker(), defender: defender(), positional: false, maxHours: 3, attackerShifts: 0, defenderShifts: 0, ...over });
const run = (over: Partial<CombatInput>, dice: number[]) => {
  const d = scriptedDice(dice);
  const r = resolveCombat(input(over), d);
  expect(d.used(), 'every scripted die is drawn').toBe(dice.length);
  expect(r.dice).toEqual(dice);
  return r;
};

describe('resolveCombat: support joining in a later hour (004 §COMMAND REACTION TIMES)', () => {
  it('adds the joining stands and their CUs at the start of their hour, not before', () => {
    // Hour 1: the defender's 6 stands fire 2 CUs; hour 2: 4 more stands with 6 CUs, 2 an hour, join: 4 CUs.
    const joining = [{ hour: 2, stands: 4, marked: 1, cuHeld: 6, cuPerHour: 2 }];
    const r = run({ maxHours: 2, defender: defender({ joining }) }, [1, 1, 1, 1, 1, 1, 1, 1, 5, 1, 1, 1]);
    expect(r.outcome).toBe('undecided');
    expect(r.hours.map((h) => [h.attackerCu, h.defenderCu, h.defender.dice.length, h.defender.hits])).toEqual([[3, 2, 2, 0], [3, 4, 4, 2]]);
    expect(r.defender).toEqual({ markers: 0, marked: 1, removed: 0, cuSpent: 6, broken: false });
    expect(r.attacker).toMatchObject({ markers: 2, marked: 2 });
    // The same fight over one hour never sees them.
    expect(run({ maxHours: 1, defender: defender({ joining }) }, [1, 1, 1, 1, 1]).defender).toEqual({ markers: 0, marked: 0, removed: 0, cuSpent: 2, broken: false });
    expect(() => resolveCombat(input({ defender: defender({ joining: [{ ...joining[0]!, hour: 1 }] }) }), scriptedDice([]))).toThrow('defender.joining[0].hour');
  });
});

describe('resolveCombat: the firefight', () => {
  it('is won in one hour; not positional, the attacker pushes forward (a defender failing a call-off test carries on)', () => {
    const r = run({}, [6, 4, 1, 1, 2, 2]);
    expect(r.outcome).toBe('firefightWon');
    expect(r.minutes).toBe(60);
    expect(r.hours).toEqual([
      {
        hour: 1,
        attacker: { dice: [6, 4, 1], hits: 3, cell: { attack: 'L', target: 'open' } },
        defender: { dice: [1, 2], hits: 0, cell: { attack: 'M', target: 'open' } },
        attackerCu: 3,
        defenderCu: 2,
        tests: [{ side: 'defender', test: 1, die: 2, passed: false, kind: 'callOff' }],
        assault: [],
      },
    ]);
    expect(r.attacker).toEqual({ markers: 0, marked: 0, removed: 0, cuSpent: 3, broken: false });
    expect(r.defender).toEqual({ markers: 3, marked: 3, removed: 0, cuSpent: 2, broken: false });
  });
  it('is won in aggregate, counting the fire plan markers, without winning the hour', () => {
    // Hour 1: attacker 1 hit, defender 2; the defender already carries 2 markers: 3 > 2 in aggregate.
    const r = run({ defender: defender({ marked: 2 }) }, [4, 1, 1, 3, 3, 6]);
    expect(r.outcome).toBe('firefightWon');
    expect(r.hours[0]!.tests).toEqual([{ side: 'defender', test: 1, die: 6, passed: true, kind: 'callOff' }]);
    expect(r.defender).toMatchObject({ markers: 1, marked: 3 });
    expect(r.attacker).toMatchObject({ markers: 2, marked: 2 });
    // The same hour with no markers before it is not won.
    expect(run({ maxHours: 1 }, [4, 1, 1, 3, 3]).outcome).toBe('undecided');
  });
  it('is won in one hour though not in aggregate', () => {
    // Hour 1: 0 v 3 (attacker passes test 1 on a 4); hour 2: 1 v 0 wins the hour, 1 v 3 in aggregate.
    const r = run({}, [1, 1, 1, 6, 1, 4, 4, 1, 1, 1, 1]);
    expect(r.outcome).toBe('firefightWon');
    expect(r.minutes).toBe(120);
    expect(r.hours.map((h) => [h.attacker.hits, h.defender.hits])).toEqual([[0, 3], [1, 0]]);
    expect(r.hours.map((h) => h.tests)).toEqual([[{ side: 'attacker', test: 1, die: 4, passed: true, kind: 'callOff' }], []]);
    expect(r.attacker).toEqual({ markers: 3, marked: 3, removed: 0, cuSpent: 6, broken: false });
  });
  it('is called off when the attacker fails its first test (goes to ground)', () => {
    const r = run({ positional: true }, [1, 1, 1, 6, 1, 3]);
    expect(r.outcome).toBe('attackCalledOff');
    expect(r.hours[0]!.tests).toEqual([{ side: 'attacker', test: 1, die: 3, passed: false, kind: 'callOff' }]);
    expect(r.attacker).toEqual({ markers: 3, marked: 3, removed: 0, cuSpent: 3, broken: false });
  });
  it('breaks an attacker failing its second test (Conscript: 1/3 then 1/2, both due at once)', () => {
    const r = run({ attacker: attacker({ grade: 'C' }) }, [1, 1, 1, 6, 1, 5, 3]);
    expect(r.outcome).toBe('attackerBroken');
    expect(r.hours[0]!.tests).toEqual([
      { side: 'attacker', test: 1, die: 5, passed: true, kind: 'callOff' },
      { side: 'attacker', test: 2, die: 3, passed: false, kind: 'break' },
    ]);
    expect(r.attacker.broken).toBe(true);
    expect(r.defender.broken).toBe(false);
  });
  it('breaks a Militia defender on its first test (reversed) before any assault', () => {
    const r = run({ positional: true, attacker: attacker({ grade: 'V' }), defender: defender({ grade: 'M' }) }, [6, 1, 1, 1, 1, 4]);
    expect(r.outcome).toBe('defenderBroken');
    expect(r.hours[0]!.tests).toEqual([{ side: 'defender', test: 1, die: 4, passed: false, kind: 'break' }]);
    expect(r.hours[0]!.assault).toEqual([]);
    expect(r.defender).toEqual({ markers: 2, marked: 2, removed: 0, cuSpent: 2, broken: true });
  });
  it("names the attacker's failure when both sides fail in one hour; the defender is still broken", () => {
    const r = run({ defender: defender({ grade: 'M' }) }, [6, 1, 1, 6, 1, 1, 1]);
    expect(r.outcome).toBe('attackCalledOff');
    expect(r.hours[0]!.tests.map((t) => `${t.side} ${t.test} ${t.passed}`)).toEqual(['attacker 1 false', 'defender 1 false']);
    expect(r.defender.broken).toBe(true);
  });
  it('overloads stands with markers: each marker beyond removes a marked stand; tanks never test', () => {
    // Medium weapon against light tanks (M/open): 6 → 3, 3 → 1: 4 markers on 3 stands, 1 marked.
    const r = run({ attacker: attacker({ weapon: 'M', cuPerHour: 2 }), defender: defender({ stands: 3, marked: 1, tanks: true }) }, [6, 3, 1, 1]);
    expect(r.outcome).toBe('firefightWon');
    expect(r.defender).toEqual({ markers: 4, marked: 1, removed: 2, cuSpent: 2, broken: false });
    expect(r.hours[0]!.tests).toEqual([]);
  });
  it('is undecided after maxHours', () => {
    const r = run({ maxHours: 2 }, Array<number>(10).fill(1));
    expect(r.outcome).toBe('undecided');
    expect(r.minutes).toBe(120);
    expect([r.attacker.cuSpent, r.defender.cuSpent]).toEqual([6, 4]);
  });
  it('never fires CUs a side does not hold, and stops when the attacker has none left', () => {
    const r = run({ maxHours: 6, attacker: attacker({ cuHeld: 4 }), defender: defender({ cuHeld: 1 }) }, [1, 1, 1, 1, 1]);
    expect(r.outcome).toBe('undecided');
    expect(r.hours.map((h) => [h.attackerCu, h.defenderCu])).toEqual([[3, 1], [1, 0]]);
    expect([r.attacker.cuSpent, r.defender.cuSpent]).toEqual([4, 1]);
    expect(r.minutes).toBe(120);
  });
  it('does not open a firefight the attacker cannot fight (infantry without anti-tank weapons against armour)', () => {
    const r = run({ attacker: attacker({ weapon: 'VL' }) }, []);
    expect(r).toMatchObject({ outcome: 'undecided', hours: [], minutes: 0 });
  });
  it('applies the shifts to each side (the defender ambushes at contact range)', () => {
    // Defender L vs VL with 2 shifts: a = 3 + 1 → H/open: 2 → 1, 1 → 0.
    const r = run({ maxHours: 1, defenderShifts: 2 }, [1, 1, 1, 2, 1]);
    expect(r.hours[0]!.defender).toEqual({ dice: [2, 1], hits: 1, cell: { attack: 'H', target: 'open' } });
  });
});

describe('resolveCombat: close assault on a position', () => {
  it('a Veteran attacker assaults in the hour it wins the firefight', () => {
    const r = run({ positional: true, attacker: attacker({ grade: 'V' }) }, [6, 6, 1, 1, 1, 4, 4, 6, 5, 2, 1, 4, 3]);
    expect(r.outcome).toBe('assaultSucceeded');
    expect(r.minutes).toBe(60);
    expect(r.hours).toHaveLength(1);
    expect(r.hours[0]!.tests.map((t) => `${t.side} ${t.test} ${t.die} ${t.passed}`)).toEqual(['defender 1 4 true', 'defender 2 4 true']);
    expect(r.hours[0]!.assault).toEqual([{ attackerDice: [6, 5, 2, 1], defenderDice: [4, 3], attackerLosses: 0, defenderLosses: 2 }]);
    expect(r.defender).toEqual({ markers: 6, marked: 6, removed: 0, cuSpent: 2, broken: false });
    expect(r.attacker.cuSpent).toBe(3);
  });
  it('a Regular attacker assaults in the next hour, with no firefight that hour and no CUs spent', () => {
    const r = run({ positional: true }, [6, 6, 1, 1, 1, 4, 4, 6, 5, 1, 3, 3]);
    expect(r.outcome).toBe('assaultSucceeded');
    expect(r.minutes).toBe(120);
    expect(r.hours[0]!.assault).toEqual([]);
    expect(r.hours[1]).toEqual({
      hour: 2,
      attacker: { dice: [], hits: 0, cell: null },
      defender: { dice: [], hits: 0, cell: null },
      attackerCu: 0,
      defenderCu: 0,
      tests: [],
      assault: [{ attackerDice: [6, 5, 1], defenderDice: [3, 3], attackerLosses: 0, defenderLosses: 2 }],
    });
    expect([r.attacker.cuSpent, r.defender.cuSpent]).toEqual([3, 2]);
  });
  it('a defender breaking under assault is overrun', () => {
    // Conscript defender: fails test 1 (no effect on a defender), then test 2 after the first round.
    const r = run({ positional: true, attacker: attacker({ grade: 'V' }), defender: defender({ grade: 'C' }) }, [6, 1, 1, 1, 1, 1, 6, 1, 1, 1, 5, 2, 3]);
    expect(r.outcome).toBe('assaultSucceeded');
    expect(r.hours[0]!.tests.map((t) => `${t.side} ${t.test} ${t.die} ${t.kind} ${t.passed}`)).toEqual(['defender 1 1 callOff false', 'defender 2 3 break false']);
    expect(r.hours[0]!.assault).toEqual([{ attackerDice: [6, 1, 1, 1], defenderDice: [5, 2], attackerLosses: 1, defenderLosses: 1 }]);
    expect(r.defender).toMatchObject({ markers: 3, marked: 3, broken: true });
    expect(r.attacker).toMatchObject({ markers: 1, marked: 1, broken: false });
  });
  it('rounds an hour are the attacker grade attack dice; a stalled assault lasts two hours, then undecided', () => {
    const standoffs = Array<number>(6 * 5).fill(3); // 6 rounds of 3 attacker and 2 defender dice, all 3s
    const r = run({ positional: true }, [6, 6, 1, 1, 1, 4, 4, ...standoffs]);
    expect(r.outcome).toBe('undecided');
    expect(r.hours.map((h) => h.assault.length)).toEqual([0, 3, 3]);
    expect(r.minutes).toBe(180);
  });
  it('an attacker with no unwounded stand left cannot assault', () => {
    // Elite (never tests) with 2 stands takes 2 markers while winning the hour 3 v 2.
    const r = run({ positional: true, attacker: attacker({ grade: 'E', stands: 2 }) }, [6, 4, 1, 5, 1, 6]);
    expect(r.outcome).toBe('attackCalledOff');
    expect(r.hours[0]!.assault).toEqual([]);
    expect(r.attacker).toMatchObject({ marked: 2, broken: false });
  });
});

describe('resolveCombat: input checks', () => {
  const bad: [string, Partial<CombatInput>][] = [
    ['attacker.grade', { attacker: attacker({ grade: 'X' as never }) }],
    ['defender.green', { defender: defender({ green: 'yes' as never }) }],
    ['attacker.tanks', { attacker: attacker({ tanks: 1 as never }) }],
    ['attacker.stands', { attacker: attacker({ stands: 0 }) }],
    ['defender.marked', { defender: defender({ marked: 7 }) }],
    ['defender.testsTaken', { defender: defender({ testsTaken: 3 as never }) }],
    ['attacker.cuHeld', { attacker: attacker({ cuHeld: 1.5 }) }],
    ['attacker.cuPerHour', { attacker: attacker({ cuPerHour: -1 }) }],
    ['defender.weapon', { defender: defender({ weapon: 'XH' as never }) }],
    ['defender.armour', { defender: defender({ armour: 'open' as never }) }],
    ['positional', { positional: 'yes' as never }],
    ['maxHours', { maxHours: 0 }],
    ['maxHours', { maxHours: 7 }],
    ['attackerShifts', { attackerShifts: 3 }],
    ['defenderShifts', { defenderShifts: -1 }],
  ];
  it.each(bad)('names %s', (field, over) => {
    expect(() => resolveCombat(input(over), scriptedDice([]))).toThrow(RangeError);
    expect(() => resolveCombat(input(over), scriptedDice([]))).toThrow(new RegExp(`^${field.replace('.', '\\.')}:`));
  });
});
