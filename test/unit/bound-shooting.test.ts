/**
 * Shooting (001 §ARMING and RESILIENCE, §HEAVY WEAPONS, §OVERWATCH, §SHOOTING THROUGH TERRAIN,
 * §VEHICLES; RULINGS.md §Dice pool): the dice pool, the (+N) bonus, range and line of sight,
 * impossible shots standing as overwatch and firing when the target becomes vulnerable, the vehicles'
 * re-roll, simultaneous shooting within a step, assault fire at −1 die, "As S.F." resilience.
 */
import { describe, expect, it } from 'vitest';
import { createEngagement, runBound, type SubUnitInput } from '../../src/rules/bound/index.ts';
import { expectedHits, probHitsAtLeast } from '../../src/rules/hitProbability1418.ts';
import { seededDice } from '../../src/rules/dice.ts';
import { engagement, env, ofKind, planned, row, runTo, sub } from './bound-helpers.ts';

const enemy = (n: number, yM = 200, extra = {}): SubUnitInput => ({ id: 'e', formationId: 'R', name: 'E Coy', characteristic: 'lineInf', bases: row('e', 0, yM, n, { facingDeg: 180, ...extra }) });

describe('the dice pool and the bonus', () => {
  it('A1 with three bases rolls 2 dice against R4 −2 (open, stationary) = 2 (v0.8 step 5)', () => {
    const s = planned(engagement([{ id: 'a', formationId: 'B', name: 'A Coy', characteristic: 'lineInf', bases: row('a', 0, 0, 3) }, enemy(3)]), { subUnits: { e: { action: 'stay', fireAtId: 'a' } } });
    const { records } = runTo(s, env([2, 1]), '5');
    const [shot] = ofKind(records, 'shot');
    expect(shot).toMatchObject({
      step: '5',
      shooterId: 'e',
      targetId: 'a',
      rangeM: 200,
      pool: [{ label: 'A', value: 1, unit: 'dice' }, { label: 'bases beyond two', value: 1, unit: 'dice' }],
      needs: 2,
      resilience: [{ label: 'R', value: 4, unit: 'R' }, { label: 'open, stationary', value: -2, unit: 'R' }],
      dice: [2, 1],
      hits: 1,
      drawn: [2, 1],
    });
    expect(ofKind(records, 'hit')).toMatchObject([{ targetId: 'a', baseId: 'a1', result: 'injured', sourceId: 'e' }]);
  });

  it('"a 4-base A1 company rolls 1+2 dice" (001 §ARMING and RESILIENCE)', () => {
    const s = planned(engagement([{ id: 'a', formationId: 'B', name: 'A Coy', characteristic: 'lineInf', bases: row('a', 0, 0, 2) }, enemy(4)]), { subUnits: { e: { action: 'stay', fireAtId: 'a' } } });
    expect(ofKind(runTo(s, env([1, 1, 1]), '5').records, 'shot')[0]!.dice).toEqual([1, 1, 1]);
  });

  it('the (+N) bonus goes on one die: machine guns A3(+1) can hurt a target needing 7', () => {
    // Red dug into a fortification: R4 +3 = 7. Machine guns (heavy weapons, step 2) roll 3 dice; only the first carries +1.
    const terrain = (p: { yM: number }) => ({ move: 'open' as const, cover: p.yM > 100 ? ('fortification' as const) : ('open' as const), road: false });
    const s = planned(
      engagement([
        { id: 'mg', formationId: 'B', name: 'MG Coy', characteristic: 'machineguns', bases: row('m', 0, 0, 2) },
        { id: 'a', formationId: 'B', name: 'A Coy', characteristic: 'lineInf', bases: row('a', 200, 0, 2) },
        enemy(2, 200, { dugIn: true }),
      ]),
      { subUnits: { mg: { action: 'stay', fireAtId: 'e' } } },
    );
    const { records } = runTo(s, env([6, 6, 6], { terrain }), '2');
    expect(ofKind(records, 'shot')[0]).toMatchObject({ step: '2', needs: 7, bonus: 1, dice: [6, 6, 6], hits: 1 });
  });

  it('v0.7: each base rolls its arming and carries the bonus on one of its dice ("Arming is the number of dice a platoon rolls")', () => {
    // The same machine guns in v0.7 (Early HMG x1, 1\\3(+1)): two bases roll 3 dice each, and a die of each
    // base carries +1 — against 7 (R4 +3, in a fortification) two sixes can hit, where v0.8 lets only one.
    const terrain = (p: { yM: number }) => ({ move: 'open' as const, cover: p.yM > 100 ? ('fortification' as const) : ('open' as const), road: false });
    const s = planned(
      engagement(
        [
          { id: 'mg', formationId: 'B', name: 'MG Coy', characteristic: 'machineguns', bases: row('m', 0, 0, 2) },
          { id: 'a', formationId: 'B', name: 'A Coy', characteristic: 'lineInf', bases: row('a', 200, 0, 2) },
          enemy(2, 200, { dugIn: true }),
        ],
        { edition: 'v0.7' },
      ),
      { subUnits: { mg: { action: 'stay', fireAtId: 'e' } } },
    );
    const { records } = runTo(s, env([6, 6, 6, 6, 6, 6], { terrain }), '1');
    expect(ofKind(records, 'shot')[0]).toMatchObject({ needs: 7, bonus: 1, bonusDice: 2, dice: [6, 6, 6, 6, 6, 6], hits: 2 });
  });

  it('"As S.F.": heavy weapons take their strategic formation\'s resilience (reserve infantry R3)', () => {
    const s = createEngagement({
      formations: [
        { id: 'B', side: 'blue', name: 'Res Bn', role: 'infantry', quality: 'reserve' },
        { id: 'R', side: 'red', name: 'Red Bn', role: 'infantry' },
      ],
      subUnits: [
        { id: 'r', formationId: 'B', name: 'R Coy', characteristic: 'reserveInf', bases: row('r', 0, -200, 1) },
        { id: 'hq', formationId: 'B', name: 'Bn HQ', characteristic: 'command', bases: row('h', 0, 0, 1) },
        enemy(2),
      ],
    });
    expect(sub(s, 'hq').stats.resilience).toBe(3);
  });
});

describe('range and line of sight (001 §SHOOTING THROUGH TERRAIN)', () => {
  it('beyond the RANGE column, or with no line of sight, there is no shot', () => {
    const s = planned(engagement([{ id: 'a', formationId: 'B', name: 'A Coy', characteristic: 'lineInf', bases: row('a', 0, 0, 2) }, enemy(2, 301)]), { subUnits: { e: { action: 'stay', fireAtId: 'a' } } });
    expect(ofKind(runTo(s, env([]), '5').records, 'noShot')[0]).toMatchObject({ reason: 'outOfRange', overwatch: true, needs: null });
    const t = planned(engagement([{ id: 'a', formationId: 'B', name: 'A Coy', characteristic: 'lineInf', bases: row('a', 0, 0, 2) }, enemy(2, 200)]), { subUnits: { e: { action: 'stay', fireAtId: 'a' } } });
    expect(ofKind(runTo(t, env([], { los: () => false }), '5').records, 'noShot')[0]).toMatchObject({ reason: 'noLineOfSight', overwatch: true });
  });

  it('one pair of bases in range and in sight is enough: the shot is at that distance', () => {
    const s = planned(engagement([{ id: 'a', formationId: 'B', name: 'A Coy', characteristic: 'lineInf', bases: row('a', 0, 0, 2) }, enemy(2, 250)]), { subUnits: { e: { action: 'stay', fireAtId: 'a' } } });
    const los = (p: { xM: number }, q: { xM: number }) => p.xM > 40 && q.xM > 40; // only e1 → a1
    expect(ofKind(runTo(s, env([1], { los }), '5').records, 'shot')[0]!.rangeM).toBe(250);
  });

  it('mounted rifles shoot 100 m mounted, 300 m dismounted (RULINGS §Mounted rifles)', () => {
    const make = (mounted: boolean) =>
      planned(engagement([{ id: 'mr', formationId: 'B', name: 'MR Sqn', characteristic: 'mountedRifles', bases: row('r', 0, 0, 1), mounted }, enemy(1, 200)]), { subUnits: { mr: { action: 'stay', fireAtId: 'e' } } });
    expect(ofKind(runTo(make(true), env([]), '5').records, 'noShot')[0]!.reason).toBe('outOfRange');
    expect(ofKind(runTo(make(false), env([1]), '5').records, 'shot')).toHaveLength(1);
  });
});

describe('overwatch (001 §OVERWATCH; 000 §Ready mode/impossible shots)', () => {
  // Red is dug into a fortification (R4 +3 = 7) 80 m away and plans to leave it southwards.
  const terrain = (p: { yM: number }) => ({ move: 'open' as const, cover: p.yM > 60 ? ('fortification' as const) : ('open' as const), road: false });
  const setup = (redAction: 'move' | 'stay') =>
    planned(
      engagement([
        { id: 'hq', formationId: 'B', name: 'Bn HQ', characteristic: 'command', bases: row('h', 0, 0, 1) },
        { id: 'a', formationId: 'B', name: 'A Coy', characteristic: 'lineInf', bases: row('a', 300, -200, 1) },
        enemy(1, 80, { dugIn: true }),
      ]),
      {
        commands: { B: { kind: 'hold' }, R: { kind: 'advance' } },
        subUnits: { hq: { action: 'stay', fireAtId: 'e' }, e: redAction === 'move' ? { action: 'move', path: [{ xM: 0, yM: 30 }] } : { action: 'stay' } },
      },
    );

  it('a shot needing 7 with no bonus is not rolled; it stands as overwatch and fires when the target leaves its trench', () => {
    const { records } = runTo(setup('move'), env([1], { terrain }), '3');
    expect(ofKind(records, 'noShot')).toMatchObject([{ step: '2', shooterId: 'hq', reason: 'cannotHurt', needs: 7, overwatch: true }]);
    expect(ofKind(records, 'mark')).toMatchObject([{ step: '3', subUnitId: 'e', text: 'marked as beginning to leave its dug-in position' }]);
    // Leaving the fortification for the open: the weaker cover, moving: R4 −3 = 1.
    expect(ofKind(records, 'shot')).toMatchObject([{ step: '3', mode: 'overwatch', shooterId: 'hq', needs: 1, dice: [1], hits: 1 }]);
  });

  it('a target that stays safe is never shot at', () => {
    const r = runBound(setup('stay'), env([], { terrain }));
    expect(ofKind(r.records, 'shot')).toEqual([]);
    expect(sub(r.state, 'e').underFire).toBe(false);
  });

  it('a sub-unit moving, or digging in, cannot stand as overwatch', () => {
    const s = planned(engagement([{ id: 'a', formationId: 'B', name: 'A Coy', characteristic: 'lineInf', bases: row('a', 0, 0, 2) }, enemy(2, 400)]), {
      commands: { B: { kind: 'hold' }, R: { kind: 'hold' } },
      subUnits: { a: { action: 'stay', digIn: true, fireAtId: 'e' } },
    });
    expect(ofKind(runTo(s, env([]), '5').records, 'noShot')[0]).toMatchObject({ reason: 'outOfRange', overwatch: false });
  });
});

describe('vehicles (001 §VEHICLES; RULINGS §Vehicles)', () => {
  const tanks = (shooter: SubUnitInput['characteristic'], dice: number[]) => {
    const s = planned(
      createEngagement({
        formations: [
          { id: 'B', side: 'blue', name: 'Blue', role: 'infantry' },
          { id: 'T', side: 'red', name: 'Tank Bn', role: 'armour' },
        ],
        subUnits: [
          { id: 'a', formationId: 'B', name: 'A', characteristic: shooter, bases: row('a', 0, 0, 1) },
          { id: 't', formationId: 'T', name: 'Whippets', characteristic: 'mediumTank', bases: row('t', 0, 150, 1, { facingDeg: 180 }) },
        ],
      }),
      { subUnits: { a: { action: 'stay', fireAtId: 't' } } },
    );
    return ofKind(runBound(s, env(dice)).records, 'shot')[0]!;
  };
  it('a hit on a vehicle by infantry counts only if a re-roll also hits', () => {
    // Whippet R5, open, stationary −2 → needs 3.
    expect(tanks('lineInf', [3, 2])).toMatchObject({ needs: 3, dice: [3], confirm: [2], confirmReason: 'vehicle', hits: 0, drawn: [3, 2] });
    expect(tanks('lineInf', [4, 3])).toMatchObject({ dice: [4], confirm: [3], hits: 1 });
  });
  it('field guns need no re-roll', () => {
    const shot = tanks('fieldGun', [2, 2]);
    expect(shot).toMatchObject({ needs: 3, bonus: 1, dice: [2, 2], confirm: [], confirmReason: null, hits: 1 });
  });
});

describe('simultaneous shooting within a step (RULINGS)', () => {
  it('two companies shooting each other in one step both fire before either takes its hits', () => {
    const s = planned(
      engagement([
        { id: 'a', formationId: 'B', name: 'A Coy', characteristic: 'lineInf', bases: row('a', 0, 0, 1, { injury: 'old' }) },
        { id: 'e', formationId: 'R', name: 'E Coy', characteristic: 'lineInf', bases: row('e', 0, 200, 1, { injury: 'old', facingDeg: 180 }) },
      ]),
      { subUnits: { a: { action: 'stay', fireAtId: 'e' }, e: { action: 'stay', fireAtId: 'a' } } },
    );
    const { state, records } = runTo(s, env([6, 6]), '5');
    expect(ofKind(records, 'shot').map((r) => r.shooterId)).toEqual(['a', 'e']);
    expect(ofKind(records, 'hit').map((h) => [h.baseId, h.result])).toEqual([['e0', 'killed'], ['a0', 'killed']]);
    expect(sub(state, 'a').bases).toEqual([]);
    expect(sub(state, 'e').lostBases).toBe(1);
  });

  it('a base killed in step 4 does not shoot in step 5', () => {
    const s = planned(
      engagement([
        { id: 'a', formationId: 'B', name: 'A Coy', characteristic: 'lineInf', bases: row('a', 0, 0, 1, { dugIn: true }) },
        { id: 'e', formationId: 'R', name: 'E Coy', characteristic: 'lineInf', bases: row('e', 0, 200, 1, { injury: 'old', facingDeg: 180 }) },
      ]),
      { subUnits: { a: { action: 'stay', fireAtId: 'e' }, e: { action: 'stay', fireAtId: 'a' } } },
    );
    const { records } = runTo(s, env([6]), '5');
    expect(ofKind(records, 'shot').map((r) => [r.step, r.shooterId])).toEqual([['4', 'a']]);
  });
});

describe('assault fire (001 §ASSAULTING & MELEE COMBAT: "-1A")', () => {
  it('assaulting infantry shoot at step 9 with one die fewer', () => {
    const s = planned(engagement([{ id: 'a', formationId: 'B', name: 'A Coy', characteristic: 'lineInf', bases: row('a', 0, 0, 4) }, enemy(2, 290)]), {
      commands: { B: { kind: 'assault' }, R: { kind: 'hold' } },
      subUnits: { a: { action: 'assault', assaultAtId: 'e' } },
    });
    const { records } = runTo(s, env([1, 1]), '9');
    expect(ofKind(records, 'shot')).toMatchObject([
      { step: '9', mode: 'assaultFire', pool: [{ label: 'A', value: 1 }, { label: 'bases beyond two', value: 2 }, { label: 'assaulting', value: -1 }], dice: [1, 1] },
    ]);
  });
});

describe('self-propelled guns have the vehicles\' re-roll (001 §Armoured Fighting Vehicles)', () => {
  it('a hit on a self-propelled gun by infantry must be confirmed', () => {
    const s = planned(
      createEngagement({
        formations: [
          { id: 'B', side: 'blue', name: 'Blue', role: 'infantry' },
          { id: 'G', side: 'red', name: 'SP Art', role: 'artillery' },
        ],
        subUnits: [
          { id: 'a', formationId: 'B', name: 'A', characteristic: 'lineInf', bases: row('a', 0, 0, 1) },
          { id: 'sp', formationId: 'G', name: 'SP Bty', characteristic: 'fieldGun', selfPropelled: true, bases: row('s', 0, 150, 1) },
        ],
      }),
      { subUnits: { a: { action: 'stay', fireAtId: 'sp' } } },
    );
    // Field gun R4, open, stationary −2 → needs 2.
    expect(ofKind(runBound(s, env([2, 1])).records, 'shot')[0]).toMatchObject({ needs: 2, dice: [2], confirm: [1], confirmReason: 'vehicle', hits: 0 });
  });
});

describe('shooting probabilities against exact values (seeded runs)', () => {
  it('3 dice needing 3: P(≥ 2 hits) = 20/27; grenadiers 2 dice (+1 on one) needing 5: expected hits 5/6', () => {
    const trial = (shooter: SubUnitInput['characteristic'], bases: number, cover: 'open' | 'rough' | 'defensible', runs: number, seed: number) => {
      const terrain = (p: { yM: number }) => ({ move: 'open' as const, cover: p.yM < 70 ? cover : ('open' as const), road: false });
      const s = planned(
        createEngagement({
          formations: [
            { id: 'B', side: 'blue', name: 'Blue', role: 'infantry' },
            { id: 'R', side: 'red', name: 'Red', role: 'infantry', resilience: 4 },
          ],
          subUnits: [
            { id: 'a', formationId: 'B', name: 'A', characteristic: 'lineInf', bases: row('a', 0, 0, 4) },
            { id: 'e', formationId: 'R', name: 'E', characteristic: shooter, bases: row('e', 0, 140, bases, { facingDeg: 180 }) },
          ],
        }),
        { subUnits: { e: { action: 'stay', fireAtId: 'a' } } },
      );
      const dice = seededDice(seed);
      return Array.from({ length: runs }, () => ofKind(runTo(s, env(dice, { terrain }), '5').records, 'shot')[0]!);
    };
    // Line infantry with 3 bases: A1 + 1 = 2 dice… with 4 bases: 3 dice. A stands in rough ground: R4 −1 = 3.
    const rough = trial('lineInf', 4, 'rough', 3000, 11);
    expect(rough[0]!.needs).toBe(3);
    const p2 = probHitsAtLeast(3, 3, 0, 2);
    expect(p2).toBeCloseTo(20 / 27, 12);
    const freq = rough.filter((r) => r.hits >= 2).length / rough.length;
    expect(Math.abs(freq - p2)).toBeLessThan(4 * Math.sqrt((p2 * (1 - p2)) / rough.length));
    // Grenadiers A2(+1) (v0.8: the +1 also shooting), 2 bases: 2 dice, one with +1, at A in defensible ground: R4 +1 = 5.
    const gren = trial('grenadierSquads', 2, 'defensible', 3000, 12);
    expect([gren[0]!.needs, gren[0]!.bonus, gren[0]!.dice.length]).toEqual([5, 1, 2]);
    const mean = gren.reduce((n, r) => n + r.hits, 0) / gren.length;
    const exact = expectedHits(2, 5, 1);
    expect(exact).toBeCloseTo(2 / 6 + 3 / 6, 12);
    expect(Math.abs(mean - exact)).toBeLessThan(4 * Math.sqrt(0.5 / gren.length));
  });
});
