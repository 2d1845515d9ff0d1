/**
 * A fire-plan serial at tactical scale through the bound engine's bombardment (src/rules/artillery/
 * tactical.ts; 001 §ARTILLERY, §SMOKE SCREENS & POISON GAS; 000 §Artillery; RULINGS.md §Bombardment):
 * shots = arming × bases (the seed's 4 batteries × A2 = 8), the allocation limits, the inner-circle
 * re-roll, a base half out of the template counted as the engine counts it, smoke, and the tactical
 * Monte Carlo against its exact value.
 */
import { describe, expect, it } from 'vitest';
import { monteCarloTactical, resolveTacticalPlan, resolveTacticalSerial, type TacticalSerial } from '../../src/rules/artillery/index.ts';
import { createEngagement, type EngagementInput, type SubUnitInput } from '../../src/rules/bound/index.ts';
import { seededDice } from '../../src/rules/dice.ts';
import { env, OPEN, row, sub } from './bound-helpers.ts';

const GRID = { originLon: 3, originLat: 50, widthM: 1828.8, heightM: 1219.2, squareM: 152.4, scheme: 'table' as const };
/** Centre of table square C2. */
const C2 = { xM: 381, yM: 228.6 };

/** Red sub-units only: the guns are off the table. */
function targets(subUnits: Omit<SubUnitInput, 'formationId'>[], more: Partial<EngagementInput> = {}) {
  return createEngagement({
    grid: GRID,
    formations: [
      { id: 'R', side: 'red', name: 'IR 99', role: 'infantry' },
      { id: 'B', side: 'blue', name: '2/Gordons', role: 'infantry' },
    ],
    subUnits: subUnits.map((s) => ({ ...s, formationId: s.id.startsWith('blue') ? 'B' : 'R' })),
    ...more,
  });
}
const company = (n = 3) => [{ id: 'c', name: '1 Coy', characteristic: 'lineInf' as const, bases: row('c', C2.xM - ((n - 1) / 2) * 50.8, C2.yM, n) }];
const serial = (over: Partial<TacticalSerial> = {}): TacticalSerial => ({
  serialId: 's1', side: 'blue', atMin: 600, centreM: C2, firers: [{ id: 'A', characteristic: 'fieldGun', bases: 4 }], shell: 'HE', ...over,
});

describe('resolveTacticalSerial: the bound engine\'s bombardment', () => {
  it('4 batteries × A2 = 8 shots, at most 4 on a base, inside the inner circle first; the same dice give the engine\'s result', () => {
    const state = targets(company());
    const r = resolveTacticalSerial(state, serial(), env([1, 6, 6, 6, 2, 3, 6, 4, 5, 2, 1, 1]));
    expect([r.shots, r.maxOnOneTarget, r.firingBases, r.unplaced]).toEqual([8, 4, 4, 0]);
    expect(r.allocation).toEqual([
      { subUnitId: 'c', baseId: 'c1', shots: 4, outer: false },
      { subUnitId: 'c', baseId: 'c0', shots: 2, outer: true },
      { subUnitId: 'c', baseId: 'c2', shots: 2, outer: true },
    ]);
    // As test/unit/bound-artillery.test.ts: needs 2; each battery's +1 on one shot; outer bases re-roll their hits.
    expect(r.rolls.map((x) => [x.baseId, x.needs, x.bonuses, x.dice, x.confirm, x.hits])).toEqual([
      ['c1', 2, [1, 1], [1, 6, 6, 6], [], 4],
      ['c0', 2, [1], [2, 3], [6, 4], 2],
      ['c2', 2, [1], [5, 2], [1, 1], 1],
    ]);
    expect(r.losses).toEqual([{ subUnitId: 'c', injured: 3, killed: 3 }]); // the seventh hit finds no base left
    expect(sub(r.state, 'c').bases).toEqual([]);
    expect(sub(state, 'c').bases).toHaveLength(3);
  });
  it('mixed firers: shots are the sum of arming × bases, each battery\'s own "+" on one shot', () => {
    const r = resolveTacticalSerial(
      targets(company()),
      serial({ firers: [{ id: 'A', characteristic: 'fieldGun', bases: 2 }, { id: 'H', characteristic: 'howitzer120', bases: 1 }] }),
      env(seededDice(3)),
    );
    // fieldGun A2(+1) × 2 + 120 howitzer A2(+3) × 1 = 6 shots, at most 3 a base: 3 on c1 (inner), then c0, c2,
    // c0. The bonuses, largest first, one a base in that order: +3 on c1, +1 on c0 and on c2.
    expect([r.shots, r.maxOnOneTarget, r.allocation.map((a) => [a.baseId, a.shots]), r.rolls.map((x) => x.bonuses)]).toEqual([
      6,
      3,
      [['c1', 3], ['c0', 2], ['c2', 1]],
      [[3], [1], [1]],
    ]);
  });
  it('a larger inner circle (setting) spares the neighbours the re-roll', () => {
    // Two bases either side of the centre, each reaching 50.8 m out: mostly outside a 19.05 m inner circle, mostly inside 38.1 m.
    const outer = (innerCircleFraction: number) => resolveTacticalSerial(targets(company(2), { settings: { innerCircleFraction } }), serial(), env(seededDice(1)));
    expect(outer(0.5).allocation.map((a) => a.outer)).toEqual([true, true]);
    const r = outer(1);
    expect(r.allocation.map((a) => a.outer)).toEqual([false, false]);
    expect(r.rolls.every((x) => x.confirm.length === 0)).toBe(true);
  });
  it('counts a base half out of the template, as the engine does; not one wholly out; never a friendly base', () => {
    const state = targets([
      { id: 'half', name: 'Half-out MG', characteristic: 'lineInf', bases: [{ id: 'h', xM: C2.xM + 38.1, yM: C2.yM }] },
      { id: 'out', name: 'Clear MG', characteristic: 'lineInf', bases: [{ id: 'o', xM: C2.xM - 38.1 - 25.4 - 1, yM: C2.yM }] },
      { id: 'blue1', name: 'Own Coy', characteristic: 'lineInf', bases: [{ id: 'f', xM: C2.xM, yM: C2.yM - 10 }] },
    ]);
    const r = resolveTacticalSerial(state, serial(), env(seededDice(2)));
    expect(r.allocation).toEqual([{ subUnitId: 'half', baseId: 'h', shots: 4, outer: true }]);
    expect(r.unplaced).toBe(4);
  });
  it('smoke lays a cordon 3" per battery and rolls nothing', () => {
    const r = resolveTacticalSerial(targets(company(), { windTowardDeg: 0 }), serial({ shell: 'smoke' }), env([]));
    expect([r.shots, r.rolls, r.cordon?.ammo, r.cordon?.axisDeg, Math.round(r.cordon!.lengthM * 1e6) / 1e6]).toEqual([0, [], 'smoke', 90, 304.8]);
    expect(r.state.cordons).toHaveLength(1);
  });
  it('names a bad serial', () => {
    expect(() => resolveTacticalSerial(targets(company()), serial({ firers: [{ id: 'A', characteristic: 'fieldGun', bases: -1 }] }), env([]))).toThrow(
      'resolveTacticalSerial: serial.firers[0].bases must be a whole number ≥ 0, got -1',
    );
    expect(() => resolveTacticalSerial(targets(company()), serial({ centreM: { xM: Number.NaN, yM: 0 } }), env([]))).toThrow(/serial.centreM must be/);
  });
});

describe('resolveTacticalPlan: bombardments one after another', () => {
  it('fires in time order on the state the last one left, recording each one\'s own dice; the same as chained resolveTacticalSerial', () => {
    // The first bombardment hits only with its +1 dice (1 + 1 = 2, needs 2): two on each of the two bases under
    // the template, both outer, re-rolled 1 + 1 → 4 injuries and no kill; the second finds every base still there.
    const dice = [...Array<number>(12).fill(1), ...Array<number>(20).fill(5)];
    // Given late-first: 'b' (minute 600) fires before 'a' (610).
    const two = [serial({ serialId: 'a', atMin: 610 }), serial({ serialId: 'b', atMin: 600 })];
    const r = resolveTacticalPlan(targets(company(4)), two, env(dice));
    const first = resolveTacticalSerial(targets(company(4)), serial({ serialId: 'b', atMin: 600 }), env(dice));
    const second = resolveTacticalSerial(first.state, serial({ serialId: 'a', atMin: 610 }), env(dice.slice(first.rolls.flatMap((x) => [...x.dice, ...x.confirm]).length)));
    expect(r.firings.map((f) => [f.serialId, f.atMin, f.shots, f.hits, f.losses])).toEqual([
      ['b', 600, first.shots, first.rolls.reduce((n, x) => n + x.hits, 0), first.losses],
      ['a', 610, second.shots, second.rolls.reduce((n, x) => n + x.hits, 0), second.losses],
    ]);
    // Every die drawn, split per bombardment in the order drawn (shots on a base, then its re-rolls).
    expect(r.firings.map((f) => f.dice)).toEqual([first.rolls.flatMap((x) => [...x.dice, ...x.confirm]), second.rolls.flatMap((x) => [...x.dice, ...x.confirm])]);
    const all = r.firings.flatMap((f) => f.dice);
    expect(all.length).toBeGreaterThan(r.firings[0]!.dice.length);
    expect(all).toEqual(dice.slice(0, all.length));
    expect(sub(r.state, 'c').bases.map((b) => b.id)).toEqual(sub(second.state, 'c').bases.map((b) => b.id));
  });
  it('drifts the cordons once per whole bound between bombardments', () => {
    const smokeThenHe = [serial({ serialId: 'smoke', atMin: 600, shell: 'smoke' }), serial({ serialId: 'he', atMin: 625 })];
    const r = resolveTacticalPlan(targets(company(), { windTowardDeg: 90 }), smokeThenHe, env(seededDice(4)));
    // 25 minutes: two whole 10-minute bounds, 76.2 m east each.
    const drifts = r.records.filter((e) => e.kind === 'drift');
    expect(drifts).toHaveLength(2);
    expect(Math.round((r.state.cordons[0]!.xM - C2.xM) * 1e6) / 1e6).toBe(152.4);
    expect(r.firings.map((f) => [f.serialId, f.cordon?.ammo ?? null])).toEqual([
      ['smoke', 'smoke'],
      ['he', null],
    ]);
  });
  it('names a bad serial', () => {
    expect(() => resolveTacticalPlan(targets(company()), [serial({ shell: 'shrapnel' as never })], env([]))).toThrow("resolveTacticalPlan: serials[0].shell must be 'HE', 'smoke' or 'gas', got \"shrapnel\"");
  });
});

describe('monteCarloTactical', () => {
  // One base at the centre, 2 firing bases of field guns: 4 shots, at most 2 on it, each with a battery's +1.
  // In defensible ground, stationary, it needs 5 (R4 +1): a die + 1 hits 1/2 of the time; two hits kill it.
  // E[killed] = 1/4, E[hits] = 1 (variance 1/2).
  const lone = () => targets([{ id: 'mg', name: 'MG', characteristic: 'lineInf', bases: [{ id: 'm', xM: C2.xM, yM: C2.yM }] }]);
  const plan = [serial({ firers: [{ id: 'A', characteristic: 'fieldGun', bases: 2 }] })];
  const ground = { terrainAt: () => OPEN, lineOfSight: () => true };
  it('matches the exact expectation within 3 standard errors', () => {
    const n = 4000;
    const r = monteCarloTactical(lone(), plan, { ...ground, terrainAt: () => ({ ...OPEN, cover: 'defensible' as const }) }, { trials: n, seed: 11 });
    expect(r.units.map((u) => [u.unitId, u.histogram.length, u.pDisorganised])).toEqual([['mg', 2, 0]]);
    const u = r.units[0]!;
    const p = 1 / 4;
    expect(Math.abs(u.meanCasualties - p)).toBeLessThan(3 * Math.sqrt((p * (1 - p)) / n));
    expect(Math.abs(u.meanHits - 1)).toBeLessThan(3 * Math.sqrt(0.5 / n));
  });
  it('carries losses from one bombardment to the next and is reproducible', () => {
    const two = [serial({ serialId: 'a', atMin: 610 }), serial({ serialId: 'b', atMin: 600 })];
    const a = monteCarloTactical(targets(company(4)), two, ground, { trials: 300, seed: 5 });
    expect(monteCarloTactical(targets(company(4)), two, ground, { trials: 300, seed: 5, chunk: 7 })).toEqual(a);
    expect(a.units[0]!.histogram).toHaveLength(5);
    expect(a.units[0]!.meanCasualties).toBeGreaterThan(monteCarloTactical(targets(company(4)), [two[0]!], ground, { trials: 300, seed: 5 }).units[0]!.meanCasualties);
  });
  it('stops between chunks when asked', () => {
    const r = monteCarloTactical(lone(), plan, ground, { trials: 1000, seed: 1, chunk: 50, shouldStop: () => true });
    expect([r.trials, r.stopped, r.units[0]!.histogram.reduce((x, y) => x + y, 0)]).toEqual([50, true, 50]);
  });
});
