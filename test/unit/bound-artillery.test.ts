/**
 * Artillery (001 §ARTILLERY, §SMOKE SCREENS & POISON GAS; 000 §Artillery; RULINGS.md §Bombardment,
 * §Smoke and gas): bombardment of a grid reference — the seed's 4 batteries × A2 = 8 shots, at most
 * half on one base, the template by edition, the inner circle's re-roll, which sub-units are under the
 * circle, when it fires — and smoke and gas cordons drifting downwind.
 */
import { describe, expect, it } from 'vitest';
import { createEngagement, runBound, type EngagementInput, type HighCommandOrder, type SubUnitInput } from '../../src/rules/bound/index.ts';
import { seededDice } from '../../src/rules/dice.ts';
import type { Edition } from '../../src/rules/types.ts';
import { env, ofKind, planned, row, runTo, sub } from './bound-helpers.ts';

const GRID = { originLon: 3, originLat: 50, widthM: 1828.8, heightM: 1219.2, squareM: 152.4, scheme: 'table' as const };
/** Centre of table square C2: (2.5 × 152.4, 1.5 × 152.4). */
const C2 = { xM: 381, yM: 228.6 };

function shelled(target: Omit<SubUnitInput, 'formationId'>[], cmd: HighCommandOrder, more: Partial<EngagementInput> & { role?: 'artillery' | 'navalRail' } = {}) {
  const s = createEngagement({
    grid: GRID,
    formations: [
      { id: 'A', side: 'blue', name: '80 Art/Btn 2', role: more.role ?? 'artillery' },
      { id: 'R', side: 'red', name: 'IR 99', role: 'infantry' },
    ],
    subUnits: [{ id: 'g', formationId: 'A', name: 'A Bty', characteristic: 'fieldGun', bases: row('g', 0, 0, 4) }, ...target.map((t) => ({ ...t, formationId: 'R' }))],
    ...more,
  });
  return planned(s, { commands: { A: cmd, R: { kind: 'hold' } } });
}

/** A company of `n` bases side by side across C2's centre. */
const company = (n = 3) => [{ id: 'c', name: '1 Coy', characteristic: 'lineInf' as const, bases: row('c', C2.xM - ((n - 1) / 2) * 50.8, C2.yM, n) }];
const round = (m: number): number => Math.round(m * 1e6) / 1e6;

describe('the seed\'s example: 4 batteries × A2 = 8 shots (000 §Artillery)', () => {
  it('8 shots, at most 4 on one base: inside the inner circle first, then the outer bases, whose successes are re-rolled; each battery\'s +1 on one shot', () => {
    const r = runTo(shelled(company(), { kind: 'bombard', gridRef: 'C2' }), env([1, 6, 6, 6, 2, 3, 6, 4, 5, 2, 1, 1]), '2');
    expect(ofKind(r.records, 'bombard')).toMatchObject([
      {
        step: '2',
        gridRef: 'C2',
        ammo: 'HE',
        shots: 8,
        maxOnOneTarget: 4,
        firingBases: 4,
        // "up to half the shots on a single target": c1 (inside the inner circle) takes 4; c0 and c2, more than
        // half outside it, share the rest.
        allocation: [
          { baseId: 'c1', shots: 4, outer: false },
          { baseId: 'c0', shots: 2, outer: true },
          { baseId: 'c2', shots: 2, outer: true },
        ],
        unplaced: 0,
      },
    ]);
    const [b] = ofKind(r.records, 'bombard');
    expect([round(b!.centreM.xM), round(b!.centreM.yM), round(b!.diameterM)]).toEqual([381, 228.6, 76.2]);
    // Needs 2 (R4 −2, open, stationary). Four batteries of field guns, 0/2(+1): four shots carry +1, one per
    // base in the order laid, then c1's second. c1: 1+1, 6+1, 6, 6 → 4 hits. c0: 2+1, 3 → 2, re-rolled
    // 6+1, 4 → 2. c2: 5+1, 2 → 2, re-rolled 1+1, 1 → 1.
    expect(ofKind(r.records, 'bombardRoll').map((b) => [b.baseId, b.bonuses, b.dice, b.confirm, b.hits])).toEqual([
      ['c1', [1, 1], [1, 6, 6, 6], [], 4],
      ['c0', [1], [2, 3], [6, 4], 2],
      ['c2', [1], [5, 2], [1, 1], 1],
    ]);
    // Seven hits on three bases: every base injured, then killed.
    expect(sub(r.state, 'c').bases).toEqual([]);
    expect(sub(r.state, 'c').targetedBy).toEqual(['A']);
  });

  it('the player\'s allocation is used, capped at half the shots on one base', () => {
    const r = runTo(shelled(company(), { kind: 'bombard', gridRef: 'C2', allocation: { c2: 6, c1: 1 } }), env(seededDice(5)), '2');
    expect(ofKind(r.records, 'bombard')[0]).toMatchObject({ allocation: [{ baseId: 'c2', shots: 4 }, { baseId: 'c1', shots: 1 }], unplaced: 3 });
  });
});

describe('the template (RULINGS §Bombardment: 3" in v0.8, 6" in v0.7; inner circle ½, a setting)', () => {
  it('v0.7\'s 6" circle takes in more bases than v0.8\'s 3"', () => {
    // Five bases 45 m apart (overlapping a little): edges 19.6 m and 64.6 m from the centre.
    const wide = [{ id: 'c', name: '1 Coy', characteristic: 'lineInf' as const, bases: [-90, -45, 0, 45, 90].map((dx, i) => ({ id: `c${i}`, xM: C2.xM + dx, yM: C2.yM })) }];
    const lay = (edition: Edition) => ofKind(runTo(shelled(wide, { kind: 'bombard', gridRef: 'C2' }, { edition }), env(seededDice(3)), edition === 'v0.8' ? '2' : '1').records, 'bombard')[0]!;
    expect(lay('v0.8').allocation.map((a) => a.baseId)).toEqual(['c2', 'c1', 'c3']);
    const v7 = lay('v0.7');
    expect(v7.diameterM).toBeCloseTo(152.4, 9);
    expect(v7.allocation.map((a) => a.baseId)).toEqual(['c2', 'c1', 'c3', 'c0', 'c4']);
  });
  it('a larger inner circle (setting) spares the neighbours the re-roll', () => {
    // Two bases either side of the centre, each reaching 50.8 m out: mostly outside a 19.05 m inner circle, mostly inside 38.1 m.
    const outer = (innerCircleFraction: number) =>
      ofKind(runTo(shelled(company(2), { kind: 'bombard', gridRef: 'C2' }, { settings: { innerCircleFraction } }), env(seededDice(1)), '2').records, 'bombard')[0]!.allocation.map((a) => a.outer);
    expect(outer(0.5)).toEqual([true, true]);
    expect(outer(1)).toEqual([false, false]);
  });
  it('a sub-unit takes damage only with more than one base, or its only base, under the circle', () => {
    const r = runTo(
      shelled(
        [
          { id: 'one', name: 'Lone MG', characteristic: 'lineInf', bases: row('o', C2.xM, C2.yM + 40, 1) },
          { id: 'edge', name: 'Edge Coy', characteristic: 'lineInf', bases: row('x', C2.xM - 40 - 50.8, C2.yM - 40, 2) },
        ],
        { kind: 'bombard', gridRef: 'C2' },
      ),
      env(seededDice(1)),
      '2',
    );
    expect(ofKind(r.records, 'bombard')[0]!.allocation.map((a) => a.subUnitId)).toEqual(['one']);
  });
});

describe('when artillery fires (001 §EXECUTING)', () => {
  it('field artillery at step 2; naval and railway artillery at step 10', () => {
    const field = runBound(shelled(company(), { kind: 'bombard', gridRef: 'C2' }), env(seededDice(1)));
    expect(ofKind(field.records, 'bombard')[0]!.step).toBe('2');
    const naval = runBound(shelled(company(), { kind: 'bombard', gridRef: 'C2' }, { role: 'navalRail' }), env(seededDice(1)));
    expect(ofKind(naval.records, 'bombard')[0]!.step).toBe('10');
  });
  it('on-table guns may fire directly instead, at the same step', () => {
    const s = createEngagement({
      formations: [
        { id: 'A', side: 'blue', name: 'Art', role: 'artillery' },
        { id: 'R', side: 'red', name: 'IR 99', role: 'infantry' },
      ],
      subUnits: [
        { id: 'g', formationId: 'A', name: 'A Bty', characteristic: 'fieldGun', bases: row('g', 0, 0, 1) },
        { id: 'c', formationId: 'R', name: '1 Coy', characteristic: 'lineInf', bases: row('c', 0, 1500, 2) },
      ],
    });
    const r = runBound(planned(s, { subUnits: { g: { action: 'stay', fireAtId: 'c' } } }), env([1, 1]));
    expect(ofKind(r.records, 'shot')).toMatchObject([{ step: '2', shooterId: 'g', rangeM: 1500, dice: [1, 1], bonus: 1, hits: 1 }]);
  });
});

describe('bombardment probabilities against exact values', () => {
  it('mean hits over 4,000 seeded trials is within 4 standard errors of the exact expectation', () => {
    const state = shelled(company(), { kind: 'bombard', gridRef: 'C2' });
    const dice = seededDice(20240601);
    let sum = 0;
    let sumSq = 0;
    let allocation: { shots: number; outer: boolean }[] = [];
    const N = 4000;
    for (let i = 0; i < N; i++) {
      const r = runTo(state, env(dice), '2');
      const hits = ofKind(r.records, 'bombardRoll').reduce((n, b) => n + b.hits, 0);
      sum += hits;
      sumSq += hits * hits;
      allocation = ofKind(r.records, 'bombard')[0]!.allocation;
    }
    // Needs 2: a plain die hits 5/6, a +1 die always; an outer shot must hit twice: (5/6)² plain, 1 with +1.
    // c1 (inner): 2 with +1 and 2 plain; c0 and c2 (outer): 1 with +1 and 1 plain each.
    const p = 5 / 6;
    expect(allocation).toMatchObject([{ shots: 4, outer: false }, { shots: 2, outer: true }, { shots: 2, outer: true }]);
    const exact = 2 + 2 * p + 2 * (1 + p * p);
    const mean = sum / N;
    const se = Math.sqrt((sumSq / N - mean * mean) / N);
    expect(Math.abs(mean - exact)).toBeLessThan(4 * se);
  });
});

describe('smoke and gas (001 §SMOKE SCREENS & POISON GAS)', () => {
  it('a cordon 3" per battery at right angles to the wind, drifting 3" downwind at the end of the bound', () => {
    const r = runBound(shelled(company(), { kind: 'bombard', gridRef: 'C2', ammo: 'smoke' }, { windTowardDeg: 0 }), env([]));
    const [laid] = ofKind(r.records, 'cordon');
    expect(laid).toMatchObject({ step: '2', cordon: { id: 'cordon-1', ammo: 'smoke', xM: 381, axisDeg: 90, depthM: 25.4, opaque: true } });
    expect([laid!.cordon.yM, laid!.cordon.lengthM].map(round)).toEqual([228.6, 304.8]);
    const [drift] = ofKind(r.records, 'drift');
    expect([drift!.step, drift!.cordonId, round(drift!.fromM.yM), round(drift!.toM.yM), round(drift!.toM.xM)]).toEqual(['end', 'cordon-1', 228.6, 304.8, 381]);
    expect(round(r.state.cordons[0]!.yM)).toBe(304.8);
    expect(ofKind(r.records, 'bombardRoll')).toEqual([]);
  });
  it('a cordon blocks sight where it stands each bound: drifted off the line of fire, it no longer does', () => {
    // "will travel 3" in that direction at the end of each bound": a cordon across the line from b to r
    // (76.2 m long, east–west), the wind blowing east. Bound 1: no line of sight. It drifts 76.2 m east
    // at the end of the bound, clear of the line, and b fires in bound 2.
    const s = createEngagement({
      windTowardDeg: 90,
      formations: [
        { id: 'B', side: 'blue', name: 'B', role: 'infantry' },
        { id: 'R', side: 'red', name: 'R', role: 'infantry' },
      ],
      subUnits: [
        { id: 'b', formationId: 'B', name: 'b', characteristic: 'lineInf', bases: row('b', 0, 0, 1) },
        { id: 'r', formationId: 'R', name: 'r', characteristic: 'lineInf', bases: row('r', 0, 200, 1) },
      ],
    });
    s.cordons.push({ id: 'cordon-1', ammo: 'smoke', xM: 0, yM: 100, axisDeg: 90, lengthM: 76.2, depthM: 25.4, opaque: true, laidBound: 0 });
    const plans = { commands: { B: { kind: 'hold' as const }, R: { kind: 'hold' as const } }, subUnits: { b: { action: 'stay' as const, fireAtId: 'r' } } };
    const one = runBound(planned(s, plans), env([6, 6, 6, 6]));
    expect(ofKind(one.records, 'noShot').map((x) => [x.shooterId, x.reason])).toEqual([['b', 'noLineOfSight']]);
    expect(round(one.state.cordons[0]!.xM)).toBe(76.2);
    const two = runBound(planned(one.state, plans), env([6, 6, 6, 6]));
    expect(ofKind(two.records, 'noShot')).toEqual([]);
    expect(ofKind(two.records, 'shot').map((x) => x.shooterId)).toEqual(['b']);
  });
  it('gas marked transparent does not block sight; calm air does not drift', () => {
    const r = runBound(shelled(company(), { kind: 'bombard', gridRef: 'C2', ammo: 'gasShort', transparent: true }), env([]));
    expect(r.state.cordons).toMatchObject([{ ammo: 'gasShort', opaque: false, axisDeg: 90, xM: 381 }]);
    expect(round(r.state.cordons[0]!.yM)).toBe(228.6);
    expect(ofKind(r.records, 'drift')).toEqual([]);
  });
});
