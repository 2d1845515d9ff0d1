/**
 * Planning a bound: high commands limit each sub-unit's low command by its situation (001 §HIGH
 * COMMANDS, with the seed's 107th and 81st Reserve Battalion examples), digging in (001 §DIGGING IN &
 * COVER), "company except" (000 §The Low Command system), assaults within 300 m and continued when
 * short (001 §ASSAULTING), artillery packing and bombard commands (001 §ARTILLERY), planning order.
 */
import { describe, expect, it } from 'vitest';
import { createEngagement, planBound, runBound, type EngagementState } from '../../src/rules/bound/index.ts';
import { engagement, env, ofKind, planned, row, sub } from './bound-helpers.ts';

const TABLE_GRID = { originLon: 3, originLat: 50, widthM: 1828.8, heightM: 1219.2, squareM: 152.4, scheme: 'table' as const };

/** A battalion of three companies (left, centre, right) facing a red company 250 m north. */
function battalion(opts: { dugIn: [boolean, boolean, boolean]; underFire: [boolean, boolean, boolean] }): EngagementState {
  const names = ['left', 'centre', 'right'];
  return engagement([
    ...names.map((n, i) => ({
      id: n,
      formationId: 'B',
      name: `${n} Coy`,
      characteristic: 'reserveInf' as const,
      bases: row(`${n}.`, i * 200, 0, 3, { dugIn: opts.dugIn[i] }),
      underFire: opts.underFire[i],
    })),
    { id: 'enemy', formationId: 'R', name: 'enemy Coy', characteristic: 'lineInf', bases: row('e.', 200, 250, 3, { facingDeg: 180 }) },
  ]);
}

const path = [{ xM: 250, yM: 100 }];

describe('high commands and situations (001 §HIGH COMMANDS)', () => {
  it("107th Battalion: ordered to advance, all dug in, the centre under fire — the centre may only stay put, the others may move", () => {
    const s = battalion({ dugIn: [true, true, true], underFire: [false, true, false] });
    const refused = planBound(s, { commands: { B: { kind: 'advance' }, R: { kind: 'hold' } }, subUnits: { left: { action: 'move', path }, centre: { action: 'move', path }, right: { action: 'stay' } } });
    expect(refused.ok).toBe(false);
    expect(refused.errors).toEqual([
      { id: 'centre', kind: 'subUnit', message: 'centre Coy (dug in, under fire) under Advance may only stay put, not move (001 §HIGH COMMANDS)' },
    ]);
    expect(refused.state).toBe(s);
    const ok = planBound(s, { commands: { B: { kind: 'advance' }, R: { kind: 'hold' } }, subUnits: { left: { action: 'move', path }, centre: { action: 'stay' }, right: { action: 'move', path } } });
    expect(ok.ok).toBe(true);
    expect(ok.state.orders.map((o) => [o.subUnitId, o.plan.action])).toEqual([
      ['left', 'move'],
      ['centre', 'stay'],
      ['right', 'move'],
      ['enemy', 'stay'],
    ]);
  });

  it('81st Reserve Battalion: ordered to assault, all under fire, only the centre dug in — the centre may stay, the others assault or find cover', () => {
    const s = battalion({ dugIn: [false, true, false], underFire: [true, true, true] });
    const commands = { B: { kind: 'assault' as const }, R: { kind: 'hold' as const } };
    const ok = planBound(s, {
      commands,
      subUnits: { left: { action: 'assault', assaultAtId: 'enemy' }, centre: { action: 'stay' }, right: { action: 'findCover', path: [{ xM: 500, yM: -100 }] } },
    });
    expect(ok.ok).toBe(true);
    const refused = planBound(s, { commands, subUnits: { left: { action: 'stay' }, centre: { action: 'findCover', path }, right: { action: 'move', path } } });
    expect(refused.errors.map((e) => e.message)).toEqual([
      'left Coy (not dug in, under fire) under Assault may only assault or find cover, not stay put (001 §HIGH COMMANDS)',
      'centre Coy (dug in, under fire) under Assault may only stay put or assault, not find cover (001 §HIGH COMMANDS)',
      'right Coy (not dug in, under fire) under Assault may only assault or find cover, not move (001 §HIGH COMMANDS)',
    ]);
  });

  it('a sub-unit without a plan stays put where it may, and is refused where it may not', () => {
    const s = battalion({ dugIn: [false, false, false], underFire: [false, false, false] });
    const r = planBound(s, { commands: { B: { kind: 'advance' }, R: { kind: 'hold' } }, subUnits: {} });
    expect(r.errors.map((e) => e.message)).toEqual([
      'left Coy (not dug in, safe) needs a plan under Advance: it may only move',
      'centre Coy (not dug in, safe) needs a plan under Advance: it may only move',
      'right Coy (not dug in, safe) needs a plan under Advance: it may only move',
    ]);
    expect(planBound(s, { commands: { B: { kind: 'hold' } }, subUnits: {} }).errors).toEqual([
      { id: 'R', kind: 'formation', message: 'Red Bn has no high command (advance, hold, assault, retreat)' },
    ]);
  });

  it('v0.7 lets a sub-unit not dug in, under fire, stay put under Retreat; v0.8 does not', () => {
    const input = {
      formations: [{ id: 'B', side: 'blue', name: 'Blue Bn', role: 'infantry' as const }, { id: 'R', side: 'red', name: 'Red Bn', role: 'infantry' as const }],
      subUnits: [
        { id: 'a', formationId: 'B', name: 'A Coy', characteristic: 'lineInf' as const, bases: row('a', 0, 0, 2), underFire: true },
        { id: 'e', formationId: 'R', name: 'E Coy', characteristic: 'lineInf' as const, bases: row('e', 0, 500, 2) },
      ],
    };
    const plans = { commands: { B: { kind: 'retreat' as const }, R: { kind: 'hold' as const } }, subUnits: { a: { action: 'stay' as const } } };
    expect(planBound(createEngagement({ ...input, edition: 'v0.7' }), plans).ok).toBe(true);
    expect(planBound(createEngagement(input), plans).errors[0]!.message).toBe('A Coy (not dug in, under fire) under Retreat may only retreat or find cover, not stay put (001 §HIGH COMMANDS)');
  });
});

describe('digging in (001 §DIGGING IN & COVER)', () => {
  const s = () => battalion({ dugIn: [false, false, false], underFire: [true, false, false] });
  it('Advance and Hold may dig in while staying put; Assault and Retreat may not', () => {
    expect(planBound(s(), { commands: { B: { kind: 'hold' }, R: { kind: 'hold' } }, subUnits: { left: { action: 'stay', digIn: true } } }).ok).toBe(true);
    expect(planBound(s(), { commands: { B: { kind: 'advance' }, R: { kind: 'hold' } }, subUnits: { left: { action: 'stay', digIn: true }, centre: { action: 'move', path }, right: { action: 'move', path } } }).ok).toBe(true);
    const r = planBound(s(), { commands: { B: { kind: 'retreat' }, R: { kind: 'hold' } }, subUnits: { left: { action: 'retreat', path, digIn: true }, centre: { action: 'retreat', path }, right: { action: 'retreat', path } } });
    expect(r.errors.map((e) => e.message)).toEqual(['left Coy (not dug in, under fire): digging in means staying put for the whole bound (001 §DIGGING IN & COVER)']);
  });

  it('digging takes the bound: dug in at its end, counted in bounds from then on', () => {
    const p = planned(s(), { subUnits: { left: { action: 'stay', digIn: true } } });
    const after = runBound(p, env([])).state;
    expect(sub(after, 'left').bases.map((b) => [b.dugIn, b.dugInBounds])).toEqual([[true, 0], [true, 0], [true, 0]]);
    const again = runBound(planned(after, {}), env([])).state;
    expect(sub(again, 'left').bases.map((b) => b.dugInBounds)).toEqual([1, 1, 1]);
  });

  it('vehicles and artillery never dig in', () => {
    expect(() => engagement([{ id: 't', formationId: 'B', name: 'Tanks', characteristic: 'motherTank', bases: row('t', 0, 0, 1, { dugIn: true }) }])).toThrow(
      'createEngagement: subUnits[0].bases[0].dugIn vehicles can never dig in (001 §VEHICLES)',
    );
    const t = engagement([{ id: 't', formationId: 'B', name: 'Tanks', characteristic: 'motherTank', bases: row('t', 0, 0, 1) }, { id: 'e', formationId: 'R', name: 'E', characteristic: 'lineInf', bases: row('e', 0, 900, 1) }]);
    expect(planBound(t, { commands: { B: { kind: 'hold' }, R: { kind: 'hold' } }, subUnits: { t: { action: 'stay', digIn: true } } }).errors[0]!.message).toBe(
      'Tanks (not dug in, safe): vehicles can never dig in (001 §VEHICLES)',
    );
  });
});

describe('"company except" (000 §Platoons in different situations)', () => {
  const mixed = () =>
    engagement([
      { id: 'a', formationId: 'B', name: 'A Coy', characteristic: 'lineInf', underFire: true, bases: [...row('a', 0, 0, 2), { id: 'a9', xM: 101.6, yM: 0, dugIn: true }] },
      { id: 'e', formationId: 'R', name: 'E Coy', characteristic: 'lineInf', bases: row('e', 0, 250, 3, { facingDeg: 180 }) },
    ]);
  it('a company with some platoons dug in must split its command', () => {
    const r = planBound(mixed(), { commands: { B: { kind: 'hold' }, R: { kind: 'hold' } }, subUnits: { a: { action: 'findCover', path: [{ xM: 0, yM: -200 }] } } });
    expect(r.errors[0]!.message).toBe('A Coy: base 3 is dug in and the others not — give the ones in a different situation a "company except" plan');
  });
  it('the dug-in platoon stays and shoots while the rest of the company finds cover', () => {
    const p = planned(mixed(), { subUnits: { a: { action: 'findCover', path: [{ xM: 25.4, yM: -200 }], except: { baseIds: ['a9'], plan: { action: 'stay', fireAtId: 'e' } } } } });
    expect(p.orders.filter((o) => o.subUnitId === 'a').map((o) => [o.part, o.baseIds, o.plan.action, o.dugInAtStart])).toEqual([
      ['main', ['a0', 'a1'], 'findCover', false],
      ['except', ['a9'], 'stay', true],
    ]);
    // v0.8 step 4: the dug-in platoon shoots alone (A1, one base → 1 die); step 7: the others move.
    const out = runBound(p, env([6])).state;
    expect(sub(out, 'a').bases.map((b) => [b.id, b.yM])).toEqual([['a0', -60], ['a1', -60], ['a9', 0]]);
  });
  it('the excepted bases must be some, not all, of its own', () => {
    const r = planBound(mixed(), { commands: { B: { kind: 'hold' }, R: { kind: 'hold' } }, subUnits: { a: { action: 'stay', except: { baseIds: ['a0', 'a1', 'a9'], plan: { action: 'stay' } } } } });
    expect(r.errors[0]!.message).toBe('A Coy: "company except" must name some, not all, of its bases (a0, a1, a9)');
  });
});

describe('assaults (001 §ASSAULTING & MELEE COMBAT)', () => {
  const s = (gapM: number) =>
    engagement([
      { id: 'a', formationId: 'B', name: 'A Coy', characteristic: 'lineInf', bases: row('a', 0, 0, 2) },
      { id: 'e', formationId: 'R', name: 'E Coy', characteristic: 'lineInf', bases: row('e', 0, gapM, 2, { facingDeg: 180 }) },
    ]);
  it('only towards an enemy within 300 m', () => {
    const cmd = { commands: { B: { kind: 'assault' as const }, R: { kind: 'hold' as const } } };
    expect(planBound(s(300), { ...cmd, subUnits: { a: { action: 'assault', assaultAtId: 'e' } } }).ok).toBe(true);
    expect(planBound(s(301), { ...cmd, subUnits: { a: { action: 'assault', assaultAtId: 'e' } } }).errors[0]!.message).toBe(
      'A Coy (not dug in, safe): E Coy is 301 m away — an assault can only be directed towards an enemy within 300 m (001 §ASSAULTING & MELEE COMBAT)',
    );
  });
  it('falling short, it must continue the assault next bound', () => {
    // 250 m: medium infantry 60 m × 2 = 120 m; no dice are drawn (A1 with two bases −1 assaulting = 0 dice; E has no target).
    const p = planned(s(250), { commands: { B: { kind: 'assault' }, R: { kind: 'hold' } }, subUnits: { a: { action: 'assault', assaultAtId: 'e' } } });
    const r = runBound(p, env([]));
    expect(ofKind(r.records, 'endBound')[0]!.assaultsContinuing).toEqual(['a']);
    expect(sub(r.state, 'a').assaultAtId).toBe('e');
    const refused = planBound(r.state, { commands: { B: { kind: 'assault' }, R: { kind: 'hold' } }, subUnits: { a: { action: 'findCover', path: [{ xM: 0, yM: -100 }] } } });
    expect(refused.errors[0]!.message).toBe('A Coy (not dug in, safe) under Assault may only assault, not find cover (001 §HIGH COMMANDS)');
  });
});

describe('artillery commands (001 §ARTILLERY)', () => {
  const guns = (packed: boolean, grid: typeof TABLE_GRID | null = TABLE_GRID) =>
    createEngagement({
      grid,
      formations: [
        { id: 'A', side: 'blue', name: '80 Art/Btn 2', role: 'artillery' },
        { id: 'R', side: 'red', name: 'Red Bn', role: 'infantry' },
      ],
      subUnits: [
        { id: 'g', formationId: 'A', name: 'A Bty', characteristic: 'fieldGun', packed, bases: row('g', 0, 0, 2) },
        { id: 'e', formationId: 'R', name: 'E Coy', characteristic: 'lineInf', bases: row('e', 0, 600, 2) },
      ],
    });
  const hold = { A: { kind: 'hold' as const }, R: { kind: 'hold' as const } };
  it('must unpack a bound before firing and pack a bound before moving', () => {
    expect(planBound(guns(true), { commands: hold, subUnits: { g: { action: 'stay', fireAtId: 'e' } } }).errors[0]!.message).toBe(
      'A Bty (not dug in, safe) is packed: it must spend a bound unpacking before it can fire (001 §ARTILLERY)',
    );
    const adv = { A: { kind: 'advance' as const }, R: { kind: 'hold' as const } };
    expect(planBound(guns(false), { commands: adv, subUnits: { g: { action: 'move', path: [{ xM: 0, yM: 50 }] } } }).errors[0]!.message).toBe(
      'A Bty (not dug in, safe) must spend a bound packing before it can move (001 §ARTILLERY)',
    );
    const after = runBound(planned(guns(true), { commands: hold, subUnits: { g: { action: 'stay', artillery: 'unpack' } } }), env([])).state;
    expect(sub(after, 'g').packed).toBe(false);
  });
  it('bombard needs a grid reference of the engagement\'s grid, on squares of at least 6"', () => {
    const bad = (gridRef: string, s = guns(false)) => planBound(s, { commands: { A: { kind: 'bombard', gridRef }, R: { kind: 'hold' } }, subUnits: {} }).errors[0]?.message;
    expect(bad('C2')).toBeUndefined();
    expect(bad('Z9')).toMatch(/^80 Art\/Btn 2: bombard "Z9": /);
    expect(bad('C2', guns(false, null))).toBe('80 Art/Btn 2: bombard C2 needs the engagement\'s grid, and it has none');
    expect(bad('C2', guns(false, { ...TABLE_GRID, squareM: 100 }))).toBe(
      '80 Art/Btn 2: bombard "C2": grid.squareM is 100 m: 1418 forbids bombarding squares smaller than 6" × 6" (152.4 m)',
    );
    const inf = planBound(guns(false), { commands: { A: { kind: 'hold' }, R: { kind: 'bombard', gridRef: 'C2' } }, subUnits: {} });
    expect(inf.errors[0]!.message).toBe('Red Bn is infantry: only artillery can be ordered to bombard');
  });
});

describe('planning order (001 §PLANNING; 000 §The Low Command system)', () => {
  it('v0.8 plans in six slots, artillery anonymously and the rest marked; v0.7 all at once, anonymously', () => {
    const input = {
      formations: [
        { id: 'N', side: 'blue', name: 'Rail guns', role: 'navalRail' as const },
        { id: 'A', side: 'blue', name: 'Field Art', role: 'artillery' as const },
        { id: 'B', side: 'blue', name: 'Reserve Bn', role: 'infantry' as const, quality: 'reserve' as const },
        { id: 'E', side: 'red', name: 'Guard Bn', role: 'infantry' as const, quality: 'elite' as const },
      ],
      subUnits: [
        { id: 'n', formationId: 'N', name: 'Rail Bty', characteristic: 'fieldGun' as const, bases: row('n', 0, -900, 1) },
        { id: 'f', formationId: 'A', name: 'Field Bty', characteristic: 'fieldGun' as const, bases: row('f', 0, -500, 1) },
        { id: 'r', formationId: 'B', name: 'R Coy', characteristic: 'reserveInf' as const, bases: row('r', 0, 0, 2) },
        { id: 'hq', formationId: 'B', name: 'R HQ', characteristic: 'command' as const, bases: row('hq', 0, -50, 1) },
        { id: 'g', formationId: 'E', name: 'G Coy', characteristic: 'eliteInf' as const, bases: row('g', 0, 900, 2) },
      ],
    };
    const plans = { commands: { N: { kind: 'hold' as const }, A: { kind: 'hold' as const }, B: { kind: 'hold' as const }, E: { kind: 'hold' as const } }, subUnits: {} };
    const v8 = planBound(createEngagement(input), plans);
    expect(ofKind(v8.records, 'planning').map((p) => [p.slot, p.mode, p.subUnitIds])).toEqual([
      [1, 'anon', ['n']],
      [2, 'anon', ['f']],
      [3, 'mark', ['r']],
      [4, 'mark', []],
      [5, 'mark', ['hq']],
      [6, 'mark', ['g']],
    ]);
    const v7 = planBound(createEngagement({ ...input, edition: 'v0.7' }), plans);
    expect(ofKind(v7.records, 'planning').map((p) => [p.slot, p.mode, p.subUnitIds])).toEqual([[1, 'anon', ['n', 'f', 'r', 'hq', 'g']]]);
    expect(ofKind(v8.records, 'command').map((c) => c.formationName)).toEqual(['Rail guns', 'Field Art', 'Reserve Bn', 'Guard Bn']);
  });

  it('planning twice, or executing before planning, is refused', () => {
    const s = battalion({ dugIn: [false, false, false], underFire: [false, false, false] });
    const p = planned(s, {});
    expect(() => planBound(p, { commands: {}, subUnits: {} })).toThrow('planBound: bound 1 is being executed (step 0); run it to its end first');
    expect(() => runBound(s, env([]))).toThrow('runBound: bound 1 has not been planned yet (call planBound first)');
  });
});
