/**
 * Hits (001 §ARMING and RESILIENCE, §CASUALTIES & ENDING THE BOUND; RULINGS.md §Hits): one hit injures,
 * two kill; kills only once every base is injured; the shooter allocates (default policy or the
 * caller's); half speed under fire from the same shooter, the recovery die under fire from another;
 * half speed at ≥ 50 % injured; fresh injuries become old.
 */
import { describe, expect, it } from 'vitest';
import { runBound, type EngagementState, type SubUnitInput } from '../../src/rules/bound/index.ts';
import { engagement, env, ofKind, planned, row, runTo, sub } from './bound-helpers.ts';

const A = (n: number, extra = {}): SubUnitInput => ({ id: 'a', formationId: 'B', name: 'A Coy', characteristic: 'lineInf', bases: row('a', 0, 0, n, extra) });
const E = (n: number): SubUnitInput => ({ id: 'e', formationId: 'R', name: 'E Coy', characteristic: 'lineInf', bases: row('e', 0, 200, n, { facingDeg: 180 }) });
const X: SubUnitInput = { id: 'x', formationId: 'R', name: 'X Coy', characteristic: 'lineInf', bases: row('x', 300, 150, 3, { facingDeg: 180 }) };

describe('injuries and kills', () => {
  it('four hits on three bases: each base injured first (nearest the shooter first), then one killed', () => {
    // E: 6 bases → A1 + 4 = 5 dice at A (stationary, open: needs 2).
    const s = planned(engagement([A(3), { ...E(6), bases: row('e', -100, 200, 6, { facingDeg: 180 }) }]), { subUnits: { e: { action: 'stay', fireAtId: 'a' } } });
    const { state, records } = runTo(s, env([2, 2, 2, 2, 1]), '5');
    expect(ofKind(records, 'hit').map((h) => [h.baseId, h.result])).toEqual([
      ['a1', 'injured'],
      ['a0', 'injured'],
      ['a2', 'injured'],
      ['a1', 'killed'],
    ]);
    expect(sub(state, 'a').bases.map((b) => [b.id, b.injury, b.slowedById])).toEqual([
      ['a0', 'fresh', 'e'],
      ['a2', 'fresh', 'e'],
    ]);
    expect(sub(state, 'a').lostBases).toBe(1);
  });

  it('the caller may allocate: its choice is used, and a premature kill is refused', () => {
    const s = planned(engagement([A(3), E(4)]), { subUnits: { e: { action: 'stay', fireAtId: 'a' } } });
    const chosen = runTo(s, env([6, 6, 1], { allocate: () => ['a2', 'a1'] }), '5');
    expect(ofKind(chosen.records, 'hit').map((h) => [h.baseId, h.result])).toEqual([['a2', 'injured'], ['a1', 'injured']]);
    expect(() => runTo(s, env([6, 6, 1], { allocate: () => ['a2', 'a2'] }), '5')).toThrow(
      "allocate: hit 2 on A Coy would kill base 3 while base 1 is uninjured (kills only once every base is injured)",
    );
    expect(() => runTo(s, env([6, 6, 1], { allocate: () => ['a2'] }), '5')).toThrow("allocate: 2 hit(s) from 'e' on A Coy need 2 base id(s), got [\"a2\"]");
    expect(() => runTo(s, env([6, 6, 1], { allocate: () => ['zz', 'a1'] }), '5')).toThrow("allocate: hit 1 on A Coy names base 'zz', which is not (or no longer) one of its bases");
  });

  it('the allocation callback is told the hits, the bases and the step', () => {
    const seen: unknown[] = [];
    const s = planned(engagement([A(2), E(2)]), { subUnits: { e: { action: 'stay', fireAtId: 'a' } } });
    runTo(s, env([6], { allocate: (r) => (seen.push([r.sourceId, r.targetId, r.hits, r.bases.map((b) => b.id), r.eligibleBaseIds, r.step]), undefined) }), '5');
    expect(seen).toEqual([['e', 'a', 1, ['a0', 'a1'], ['a0', 'a1'], '5']]);
  });
});

/** Blue A (3 bases, under Advance: moves 60 m north a bound) shot at by E and/or X on the bounds given. */
function campaign(shooters: ('e' | 'x' | null)[], dice: number[], aBases = 3, extra = {}): { state: EngagementState; moved: number[]; records: ReturnType<typeof runBound>['records'] } {
  let s = engagement([A(aBases, extra), { ...E(1), bases: row('e', 0, 250, 1, { facingDeg: 180 }) }, { ...X, bases: row('x', 100, 260, 1, { facingDeg: 180 }) }]);
  const e = env(dice, { terrain: () => ({ move: 'rough', cover: 'rough', road: false }) });
  const moved: number[] = [];
  const records = [];
  for (const who of shooters) {
    const ys = sub(s, 'a').bases.map((b) => b.yM);
    const p = planned(s, {
      commands: { B: { kind: 'advance' }, R: { kind: 'hold' } },
      subUnits: { a: { action: 'move', path: [{ xM: (aBases - 1) * 25.4, yM: 2000 }] }, ...(who ? { [who]: { action: 'stay' as const, fireAtId: 'a' } } : {}) },
    });
    const r = runBound(p, e);
    records.push(...r.records);
    s = r.state;
    moved.push(...sub(s, 'a').bases.map((b, i) => Math.round((b.yM - ys[i]!) * 10) / 10));
  }
  return { state: s, moved, records };
}

describe('half speed and recovery (001 §ARMING and RESILIENCE)', () => {
  // Rough ground everywhere: A moving needs R4 −2 = 2 (a die of 1 misses) and moves 60 × 0.75 = 45 m.
  it('an injured base moves at half speed while the same shooter keeps it under fire', () => {
    // Bound 1: E hits a0 (nearest) before A moves: a0 moves 22.5 m. Bound 2: E fires again and misses: a0 stays slowed.
    const { moved, records } = campaign(['e', 'e'], [2, 1]);
    expect(moved).toEqual([22.5, 45, 45, 22.5, 45, 45]);
    expect(ofKind(records, 'recovery')).toEqual([]);
    expect(ofKind(records, 'move')[0]!.terms).toEqual([
      { label: 'medium infantry', value: 60, unit: 'm' },
      { label: 'rough', value: -25, unit: '%' },
      { label: 'base a0 injured under fire', value: 0.5, unit: 'x' },
    ]);
  });

  it('under fire only from another shooter it rolls a recovery die: ≤ R recovers, a 6 always fails', () => {
    // Bound 1: E injures a0. Bound 2: X fires and misses; at its end a0 rolls 4 ≤ R4: it moves normally in bound 3.
    const ok = campaign(['e', 'x', null], [2, 1, 4]);
    expect(ofKind(ok.records, 'recovery').map((r) => [r.bound, r.baseId, r.die, r.needs, r.recovered])).toEqual([[2, 'a0', 4, 4, true]]);
    expect(ok.moved).toEqual([22.5, 45, 45, 22.5, 45, 45, 45, 45, 45]);
    const six = campaign(['e', 'x'], [2, 1, 6]);
    expect(ofKind(six.records, 'recovery').map((r) => [r.die, r.recovered])).toEqual([[6, false]]);
    expect(sub(six.state, 'a').bases.find((b) => b.id === 'a0')!.slowedById).toBe('e');
  });

  it('out of fire, an old injury moves normally again without a die', () => {
    // Still under E's fire in bound 2 (targeted in bound 1); out of it in bound 3.
    const { moved, records } = campaign(['e', null, null], [2]);
    expect(moved).toEqual([22.5, 45, 45, 22.5, 45, 45, 45, 45, 45]);
    expect(ofKind(records, 'recovery')).toEqual([]);
  });

  it('a sub-unit with half or more of its bases injured moves at half speed', () => {
    const one = campaign([null], [], 4, {});
    expect(one.moved).toEqual([45, 45, 45, 45]);
    let s = engagement([
      { id: 'a', formationId: 'B', name: 'A Coy', characteristic: 'lineInf', bases: [...row('a', 0, 0, 2, { injury: 'old' }), ...row('b', 101.6, 0, 2)] },
      E(1),
    ]);
    s = planned(s, { commands: { B: { kind: 'advance' }, R: { kind: 'hold' } }, subUnits: { a: { action: 'move', path: [{ xM: 76.2, yM: -500 }] } } });
    const r = runBound(s, env([]));
    expect(sub(r.state, 'a').bases.map((b) => b.yM)).toEqual([-30, -30, -30, -30]);
    expect(ofKind(r.records, 'move')[0]!.terms.at(-1)).toEqual({ label: '≥ 50% of bases injured', value: 0.5, unit: 'x' });
  });
});

describe('fresh and old injuries (001 §CASUALTIES & ENDING THE BOUND)', () => {
  it('injuries are fresh in the bound they happen and old afterwards', () => {
    const s = planned(engagement([A(2), E(2)]), { subUnits: { e: { action: 'stay', fireAtId: 'a' } } });
    const mid = runTo(s, env([6]), '5').state;
    expect(sub(mid, 'a').bases.map((b) => b.injury)).toEqual(['fresh', 'none']);
    const end = runBound(s, env([6]));
    expect(sub(end.state, 'a').bases.map((b) => b.injury)).toEqual(['old', 'none']);
    expect(ofKind(end.records, 'endBound')[0]!.injuriesAged).toBe(1);
  });
});
