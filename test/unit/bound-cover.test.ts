/**
 * The target's resilience: cover by terrain and posture in both editions (001 §DIGGING IN & COVER;
 * 000 §Cover and terrain), the weaker cover when crossing terrain, −1R while digging in, short-term
 * gas (−1A −1R) and smoke blocking sight (001 §SMOKE SCREENS & POISON GAS).
 */
import { describe, expect, it } from 'vitest';
import type { Edition } from '../../src/rules/types.ts';
import type { Cordon, CoverTerrain, EngagementState, LowCommand, PointM, RecordEntry, TerrainAt } from '../../src/rules/bound/index.ts';
import { engagement, env, ofKind, planned, row, runTo } from './bound-helpers.ts';

/** What the red shooter (line infantry, step 5) needs against blue A Coy (R4) standing in `cover`. */
function needs(edition: Edition, cover: CoverTerrain, posture: 'moving' | 'stationary' | 'dugIn'): number {
  const s = engagement(
    [
      { id: 'a', formationId: 'B', name: 'A Coy', characteristic: 'lineInf', bases: row('a', 0, 0, 1, { dugIn: posture === 'dugIn' }) },
      { id: 'e', formationId: 'R', name: 'E Coy', characteristic: 'lineInf', bases: row('e', 0, 200, 1, { facingDeg: 180 }) },
    ],
    { edition },
  );
  const a: LowCommand = posture === 'moving' ? { action: 'move', path: [{ xM: 0, yM: -50 }] } : { action: 'stay' };
  const p = planned(s, { commands: { B: { kind: posture === 'moving' ? 'advance' : 'hold' }, R: { kind: 'hold' } }, subUnits: { a, e: { action: 'stay', fireAtId: 'a' } } });
  const terrain = (q: PointM) => ({ move: 'open' as const, cover: q.yM < 100 ? cover : ('open' as const), road: false });
  return needOf(runTo(p, env([1], { terrain }), '5').records);
}

function needOf(records: RecordEntry[]): number {
  const r = records.find((x) => x.kind === 'shot' || x.kind === 'noShot') as Extract<RecordEntry, { kind: 'shot' | 'noShot' }>;
  return r.needs!;
}

describe('cover tables (the total modifier, not cumulative)', () => {
  // [cover, moving, stationary, dug in] → R4 + modifier.
  const v08: [CoverTerrain, number, number, number][] = [
    ['open', 1, 2, 4],
    ['rough', 2, 3, 5],
    ['defensible', 5, 5, 6],
    ['fortification', 6, 6, 7],
  ];
  const v07: [CoverTerrain, number, number, number][] = [
    ['open', 2, 2, 5],
    ['rough', 3, 3, 5],
    ['defensible', 5, 5, 6],
    ['fortification', 6, 6, 7],
  ];
  it.each(v08)('v0.8 (001): %s — moving %i, stationary %i, dug in %i', (cover, m, s, d) => {
    expect([needs('v0.8', cover, 'moving'), needs('v0.8', cover, 'stationary'), needs('v0.8', cover, 'dugIn')]).toEqual([m, s, d]);
  });
  it.each(v07)('v0.7 (000): %s — moving %i, stationary %i, dug in %i', (cover, m, s, d) => {
    expect([needs('v0.7', cover, 'moving'), needs('v0.7', cover, 'stationary'), needs('v0.7', cover, 'dugIn')]).toEqual([m, s, d]);
  });
});

/** Red line infantry 200 m north shooting at blue A Coy, planned with `a`; returns the step-5 records. */
function shootAt(a: LowCommand, opts: { terrain?: (p: PointM) => TerrainAt; cordons?: Cordon[]; dice?: number[]; command?: 'hold' | 'advance' | 'assault' } = {}) {
  const s = engagement([
    { id: 'a', formationId: 'B', name: 'A Coy', characteristic: 'lineInf', bases: row('a', 0, 0, 1) },
    { id: 'e', formationId: 'R', name: 'E Coy', characteristic: 'lineInf', bases: row('e', 0, 200, 1, { facingDeg: 180 }) },
    { id: 'x', formationId: 'R', name: 'X Coy', characteristic: 'lineInf', bases: row('x', 100, 150, 1, { facingDeg: 180 }) },
  ]);
  const p: EngagementState = planned(s, { commands: { B: { kind: opts.command ?? 'hold' }, R: { kind: 'hold' } }, subUnits: { a, e: { action: 'stay', fireAtId: 'a' } } });
  p.cordons.push(...(opts.cordons ?? []));
  return runTo(p, env(opts.dice ?? [1, 1], { terrain: opts.terrain }), '5').records;
}

const cordon = (ammo: Cordon['ammo'], xM: number, yM: number, opaque: boolean): Cordon => ({ id: 'c1', ammo, xM, yM, axisDeg: 90, lengthM: 76.2, depthM: 25.4, opaque, laidBound: 1 });

describe('crossing terrain: the weaker cover counts (001 §DIGGING IN & COVER)', () => {
  it('leaving defensible ground for the open counts as the open, moving', () => {
    const terrain = (q: PointM) => ({ move: 'open' as const, cover: q.yM > -30 ? ('defensible' as const) : ('open' as const), road: false });
    const shot = ofKind(shootAt({ action: 'move', path: [{ xM: 0, yM: -100 }] }, { terrain, command: 'advance' }), 'shot')[0]!;
    expect(shot.resilience).toEqual([{ label: 'R', value: 4, unit: 'R' }, { label: 'open, moving', value: -3, unit: 'R' }]);
  });
  it('assaulting from the open into a trench counts as the open', () => {
    const terrain = (q: PointM) => ({ move: 'open' as const, cover: q.yM > 100 ? ('fortification' as const) : ('open' as const), road: false });
    const shot = ofKind(shootAt({ action: 'assault', assaultAtId: 'e' }, { terrain, command: 'assault' }), 'shot')[0]!;
    expect(shot.needs).toBe(1);
  });
});

describe('digging in: −1R while digging (001 §DIGGING IN & COVER "Yes but -1R if attacked")', () => {
  it('a company digging in in the open needs R4 −2 −1 = 1', () => {
    const shot = ofKind(shootAt({ action: 'stay', digIn: true }), 'shot')[0]!;
    expect(shot.resilience).toEqual([
      { label: 'R', value: 4, unit: 'R' },
      { label: 'open, stationary', value: -2, unit: 'R' },
      { label: 'digging in', value: -1, unit: 'R' },
    ]);
    expect(shot.needs).toBe(1);
  });
});

describe('short-term gas: −1A −1R to those inside (001 characteristics, Short-term Gas)', () => {
  it('a target inside (transparent) gas loses 1R', () => {
    const shot = ofKind(shootAt({ action: 'stay' }, { cordons: [cordon('gasShort', 0, 0, false)] }), 'shot')[0]!;
    expect(shot.resilience.at(-1)).toEqual({ label: 'short-term gas', value: -1, unit: 'R' });
    expect(shot.needs).toBe(1);
  });
  it('a shooter inside gas rolls one die fewer', () => {
    const records = shootAt({ action: 'stay', fireAtId: 'x' }, { cordons: [cordon('gasShort', 0, 0, false)], dice: [1, 1] });
    const shot = ofKind(records, 'shot').find((r) => r.shooterId === 'a');
    expect(shot).toBeUndefined();
    expect(ofKind(records, 'noShot')).toMatchObject([{ shooterId: 'a', reason: 'noDice' }]);
  });
  it('delayed gas does no harm', () => {
    expect(ofKind(shootAt({ action: 'stay' }, { cordons: [cordon('gasDelayed', 0, 0, false)] }), 'shot')[0]!.needs).toBe(2);
  });
});

describe('smoke blocks sight; troops in it shoot out freely (001 §SMOKE SCREENS & POISON GAS)', () => {
  it('an opaque cordon between shooter and target stops the shot', () => {
    expect(ofKind(shootAt({ action: 'stay' }, { cordons: [cordon('smoke', 0, 100, true)] }), 'noShot')[0]!.reason).toBe('noLineOfSight');
  });
  it('transparent gas does not', () => {
    expect(ofKind(shootAt({ action: 'stay' }, { cordons: [cordon('gasDelayed', 0, 100, false)] }), 'shot')).toHaveLength(1);
  });
  it('a shooter standing in the smoke shoots out', () => {
    expect(ofKind(shootAt({ action: 'stay' }, { cordons: [cordon('smoke', 0, 200, true)] }), 'shot')).toHaveLength(1);
  });
});
