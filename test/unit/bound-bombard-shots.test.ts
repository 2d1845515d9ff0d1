/**
 * Where a bombardment's shots fall and which carry a battery's "+" (src/rules/bound/bombardShots.ts;
 * 001 §ARTILLERY: "They can choose to lay up to half the shots on a single target or can distribute as
 * far as one shot on every base"; "if a shot(s) is chosen on a platoon more than half-way outside the
 * inner circle, any successful shots must be re-rolled"; 001 §EXECUTING SHOOTING: "The "+" bonus is a
 * number added to one of the die that they roll"; docs/RULINGS.md §A bombardment's shots and the gun's "+").
 */
import { describe, expect, it } from 'vitest';
import { defaultAllocation, manualAllocation, rollLaid, type LaidShots, type Target } from '../../src/rules/bound/bombardShots.ts';
import { previewBombardment } from '../../src/rules/bound/bombardPreview.ts';
import { makeCtx } from '../../src/rules/bound/context.ts';
import { engagement, env, ofKind, planned, row, runTo } from './bound-helpers.ts';
import { createEngagement, type BaseState, type SubUnitState } from '../../src/rules/bound/index.ts';

const CENTRE = { xM: 0, yM: 0 };
/** Any engagement: `rollLaid` only draws dice through its context. */
const ANY_STATE = () => engagement([{ id: 'b', formationId: 'B', name: 'b', characteristic: 'lineInf', bases: row('b', 0, 0, 1) }]);

/** A target base `id` of sub-unit `sub` (side red) at `xM` east of the centre, needing `needs`. */
function target(id: string, xM: number, needs: number, outer = false, sub = id.toUpperCase()): Target {
  const base = { id, xM, yM: 0 } as BaseState;
  return { base, sub: { id: sub, side: 'red', name: sub } as SubUnitState, outer, needs, terms: [] };
}

/** Each laid base as [base id, shots, bonuses]. */
const laid = (ls: readonly LaidShots[]) => ls.map((l) => [l.target.base.id, l.shots, l.bonuses]);

describe('defaultAllocation: shots first where they can hurt', () => {
  it('fills the bases it can hurt, inner before outer, before any base no shot can hurt, however near', () => {
    // 8 shots, at most 4 a base, four batteries with +1. c–f need 9: not even 6 + 1 reaches them.
    const targets = [target('a', 20, 2), target('b', 30, 2, true), target('c', 1, 9), target('d', 2, 9), target('e', 3, 9), target('f', 4, 9)];
    expect(laid(defaultAllocation(targets, 'blue', CENTRE, 8, 4, [1, 1, 1, 1]))).toEqual([
      ['a', 4, [1, 1]],
      ['b', 4, [1, 1]],
    ]);
  });
  it('lays what is left on bases it cannot hurt: they are still under fire, and no die is rolled there', () => {
    const targets = [target('a', 20, 2), target('c', 1, 9)];
    const out = defaultAllocation(targets, 'blue', CENTRE, 8, 4, []);
    expect(laid(out)).toEqual([
      ['c', 4, []],
      ['a', 4, []],
    ]);
    const ctx = makeCtx(ANY_STATE(), env([]));
    expect(rollLaid(ctx, out[0]!, 'c', [])).toEqual({ bonuses: [], dice: [], confirm: [], hits: 0 });
  });
  it('gives a base only a "+" can hurt the smallest bonus that reaches it, one shot per bonus', () => {
    // A howitzer battery (+2) and a field battery (+1); t needs 8 (only +2 reaches), u 7 (either), v 3.
    const targets = [target('t', 5, 8), target('u', 10, 7), target('v', 20, 3)];
    expect(laid(defaultAllocation(targets, 'blue', CENTRE, 4, 2, [1, 2]))).toEqual([
      ['t', 1, [2]],
      ['u', 1, [1]],
      ['v', 2, []],
    ]);
  });
  it('never lays a shot on its own side; within a tier, nearest first and one shot a base at a time', () => {
    const own = { ...target('o', 0, 2), sub: { id: 'O', side: 'blue', name: 'O' } as SubUnitState };
    const targets = [own, target('b', 10, 2), target('a', 10, 2), target('c', 5, 2)];
    expect(laid(defaultAllocation(targets, 'blue', CENTRE, 4, 2, []))).toEqual([
      ['c', 2, []],
      ['a', 1, []],
      ['b', 1, []],
    ]);
  });
});

describe('manualAllocation: the player\'s shots, the bonuses placed where they count', () => {
  it('keeps the player\'s order within the limits, and puts the +2 on the base only it can hurt', () => {
    const targets = [target('t', 5, 8), target('v', 20, 3)];
    expect(laid(manualAllocation(targets, { t: 3, v: 1, gone: 2 }, 6, 3, [1, 2]))).toEqual([
      ['t', 3, [2]],
      ['v', 1, [1]],
    ]);
  });
  it('shares the bonus dice among the bases only a "+" can hurt, one a base at a time', () => {
    const targets = [target('p', 5, 7), target('q', 10, 7)];
    expect(laid(manualAllocation(targets, { p: 3, q: 3 }, 6, 3, [1, 1, 1]))).toEqual([
      ['p', 3, [1, 1]],
      ['q', 3, [1]],
    ]);
  });
});

describe('rollLaid: bonus dice first, hits on an outer base re-rolled with their bonus', () => {
  it('rolls only the shots that can hurt, and re-rolls each hit keeping its bonus', () => {
    const ctx = makeCtx(ANY_STATE(), env([3, 3, 5, 2, 3]));
    // Needs 4, outer, 3 shots, one with +2: 3+2, 3, 5 → hits on the +2 die and the 5; re-rolled 2+2, 3 → 1 hit.
    const l: LaidShots = { target: target('a', 30, 4, true), shots: 3, bonuses: [2] };
    expect(rollLaid(ctx, l, 'a', [])).toEqual({ bonuses: [2, 0, 0], dice: [3, 3, 5], confirm: [2, 3], hits: 1 });
    // A base needing 8: of three shots only the one with +2 is rolled.
    const ctx2 = makeCtx(ANY_STATE(), env([6]));
    expect(rollLaid(ctx2, { target: target('t', 5, 8), shots: 3, bonuses: [2] }, 't', [])).toEqual({ bonuses: [2], dice: [6], confirm: [], hits: 1 });
  });
});

describe('in the engine: a dug-in post under a bombardment with field guns', () => {
  it('sends the +1 shots to the fortified post, the plain shots to the company in the open', () => {
    // C2's centre (381, 228.6): a one-base post dug into fortification (R4 +3 = needs 7) at the centre, a
    // two-base company in the open 30 m north (needs 2). Four field-gun batteries, A2 (+1): 8 shots, at
    // most 4 on a base, four with +1.
    const GRID = { originLon: 3, originLat: 50, widthM: 1828.8, heightM: 1219.2, squareM: 152.4, scheme: 'table' as const };
    const s = createEngagement({
      grid: GRID,
      formations: [
        { id: 'A', side: 'blue', name: 'Art', role: 'artillery' },
        { id: 'R', side: 'red', name: 'IR 99', role: 'infantry' },
      ],
      subUnits: [
        { id: 'g', formationId: 'A', name: 'A Bty', characteristic: 'fieldGun', bases: row('g', 0, 0, 4) },
        { id: 'post', formationId: 'R', name: 'Post', characteristic: 'lineInf', bases: [{ id: 'p0', xM: 381, yM: 228.6, dugIn: true }] },
        { id: 'c', formationId: 'R', name: '1 Coy', characteristic: 'lineInf', bases: row('c', 381 - 25.4, 258.6, 2) },
      ],
    });
    const terrain = (p: { xM: number; yM: number }) => ({ move: 'open' as const, cover: p.yM < 240 && p.xM > 300 ? ('fortification' as const) : ('open' as const), road: false });
    // While planning, the preview shows the same: what each base needs, which dice can hurt it, the proposal.
    expect(previewBombardment(s, 'A', 'C2', terrain)).toEqual({
      shots: 8,
      maxOnOneTarget: 4,
      bonuses: [1, 1, 1, 1],
      targets: [
        { baseId: 'p0', subUnitId: 'post', subUnitName: 'Post', outer: false, needs: 7, hurtBy: 'bonus' },
        { baseId: 'c0', subUnitId: 'c', subUnitName: '1 Coy', outer: true, needs: 2, hurtBy: 'any' },
        { baseId: 'c1', subUnitId: 'c', subUnitName: '1 Coy', outer: true, needs: 2, hurtBy: 'any' },
      ],
      proposed: { p0: 4, c0: 2, c1: 2 },
    });
    expect(() => previewBombardment(s, 'A', 'Z99', terrain)).toThrow(RangeError);
    const r = runTo(planned(s, { commands: { A: { kind: 'bombard', gridRef: 'C2' }, R: { kind: 'hold' } } }), env([6, 5, 1, 1, 2, 2, 6, 6, 6, 6, 6, 6], { terrain }), '2');
    const [b] = ofKind(r.records, 'bombard');
    expect(b!.allocation.map((a) => [a.baseId, a.shots])).toEqual([
      ['p0', 4],
      ['c0', 2],
      ['c1', 2],
    ]);
    // The post (inside the inner circle): 6+1 hits; 5+1, 1+1, 1+1 miss (needs 7). The company's bases are
    // mostly outside the inner circle: 2, 2 hit (needs 2), re-rolled 6, 6; then 6, 6, re-rolled 6, 6.
    expect(ofKind(r.records, 'bombardRoll').map((x) => [x.baseId, x.outer, x.needs, x.bonuses, x.dice, x.confirm, x.hits])).toEqual([
      ['p0', false, 7, [1, 1, 1, 1], [6, 5, 1, 1], [], 1],
      ['c0', true, 2, [], [2, 2], [6, 6], 2],
      ['c1', true, 2, [], [6, 6], [6, 6], 2],
    ]);
  });
});
