/**
 * Aggregation of the order of battle by zoom (src/map/aggregate.ts): the level for a scale, the cut
 * at every level on a small tree (exact ids), and on the real Cambrai scenario the cut's invariant —
 * every unit at or below the level, and every placed leaf, has exactly one drawn ancestor-or-self,
 * and a formation above the level that is split into its subordinates is not drawn.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { stateFromScenario } from '../../src/campaign/events.ts';
import type { CampaignState, Echelon, Scenario, Unit, UnitId } from '../../src/campaign/model/types.ts';
import {
  AGG_LEVELS,
  aggregateCut,
  drawnFor,
  focusScaleForLevel,
  echelonRank,
  levelForScale,
  levelOfEchelon,
  levelRank,
  maxScaleForLevel,
  type AggLevel,
} from '../../src/map/aggregate.ts';
import { testUnit } from './fixtures/units.ts';

const LEVELS: AggLevel[] = ['corps', 'division', 'brigade', 'battalion', 'company', 'platoon', 'section'];

function unit(id: string, echelon: Echelon, parentId?: string, placed = true, side: Unit['side'] = 'blue'): Unit {
  return testUnit(id, echelon, parentId, placed ? { lon: 3, lat: 50 } : undefined, side);
}

/** A small tree, in ORBAT order (see the expectations below). */
const TREE: Unit[] = [
  unit('A', 'army', undefined, false),
  unit('C1', 'corps', 'A', false),
  unit('D1', 'division', 'C1'),
  unit('B1', 'brigade', 'D1'),
  unit('N1', 'battalion', 'B1'),
  unit('K1', 'company', 'N1'),
  unit('K2', 'company', 'N1'),
  unit('N2', 'battalion', 'B1'),
  unit('R1', 'regiment', 'D1'),
  unit('N3', 'battalion', 'R1'),
  unit('K3', 'company', 'N3'),
  unit('D2', 'division', 'C1', false),
  unit('B2', 'brigade', 'D2', false),
  unit('N4', 'battalion', 'B2'),
  unit('C2', 'corps', 'A'), // a corps HQ with no subordinates
  unit('B3', 'brigade', 'A', false), // nothing in its subtree is placed
  unit('N5', 'battalion', 'B3', false),
  unit('RD', 'division', undefined, false, 'red'),
  unit('RR', 'regiment', 'RD', true, 'red'),
  unit('RB', 'battalion', 'RR', true, 'red'),
];
const units: Record<UnitId, Unit> = Object.fromEntries(TREE.map((u) => [u.id, u]));
const order = TREE.map((u) => u.id);
const placed = (id: UnitId) => units[id]?.pos !== undefined;
const parentOf = (id: UnitId) => units[id]?.parentId;

describe('levels and scales', () => {
  it('focuses every level at a scale inside its own band, with room for quarter-zoom rounding', () => {
    const eighthZoom = 2 ** 0.125;
    for (const { level } of AGG_LEVELS) {
      const mpp = focusScaleForLevel(level);
      expect(levelForScale(mpp), level).toBe(level);
      expect(levelForScale(mpp * eighthZoom), `${level} zoomed out`).toBe(level);
      expect(levelForScale(mpp / eighthZoom), `${level} zoomed in`).toBe(level);
    }
    expect(focusScaleForLevel('battalion')).toBeCloseTo(Math.sqrt(1.6 * 3), 12);
  });

  it('maps scales to levels at the band edges', () => {
    expect(levelForScale(500)).toBe('corps');
    expect(levelForScale(60.01)).toBe('corps');
    expect(levelForScale(60)).toBe('division');
    expect(levelForScale(40)).toBe('division');
    expect(levelForScale(8.01)).toBe('division');
    expect(levelForScale(8)).toBe('brigade');
    expect(levelForScale(3)).toBe('battalion');
    expect(levelForScale(2)).toBe('battalion');
    expect(levelForScale(1.6)).toBe('company');
    expect(levelForScale(0.6)).toBe('platoon');
    expect(levelForScale(0.25)).toBe('section');
    expect(levelForScale(0)).toBe('section');
    expect(() => levelForScale(-1)).toThrow(/metresPerPixel must be a finite number ≥ 0/);
    expect(() => levelForScale(Number.NaN)).toThrow(RangeError);
  });

  it('bands are contiguous and coarsest first', () => {
    const mins = AGG_LEVELS.map((l) => l.minMetresPerPixel);
    expect([...mins].sort((a, b) => b - a)).toEqual(mins);
    expect(AGG_LEVELS.map((l) => l.level)).toEqual(LEVELS);
    for (const l of LEVELS) {
      const max = maxScaleForLevel(l);
      if (Number.isFinite(max)) expect(levelForScale(max * 0.999)).toBe(l);
    }
    expect(maxScaleForLevel('corps')).toBe(Infinity);
    expect(maxScaleForLevel('battalion')).toBe(3);
  });

  it('regiment ranks with brigade, army with corps for levels', () => {
    expect(echelonRank('regiment')).toBe(echelonRank('brigade'));
    expect(echelonRank('battalion')).toBe(echelonRank('brigade') + 1);
    expect(levelOfEchelon('regiment')).toBe('brigade');
    expect(levelOfEchelon('army')).toBe('corps');
    expect(levelOfEchelon('company')).toBe('company');
    expect(levelRank('brigade')).toBe(3);
  });
});

describe('the cut on a small tree', () => {
  const expected: Record<AggLevel, UnitId[]> = {
    corps: ['C1', 'C2', 'RD'],
    division: ['D1', 'D2', 'C2', 'RD'],
    brigade: ['B1', 'R1', 'B2', 'C2', 'RR'],
    battalion: ['N1', 'N2', 'N3', 'N4', 'C2', 'RB'],
    company: ['K1', 'K2', 'N2', 'K3', 'N4', 'C2', 'RB'],
    platoon: ['K1', 'K2', 'N2', 'K3', 'N4', 'C2', 'RB'],
    section: ['K1', 'K2', 'N2', 'K3', 'N4', 'C2', 'RB'],
  };
  for (const level of LEVELS) {
    it(`at ${level} level draws ${expected[level].join(' ')}`, () => {
      expect(aggregateCut(units, order, level, placed).drawn).toEqual(expected[level]);
    });
  }

  it('representatives: a unit inside a drawn subtree points at it; split formations have none', () => {
    const cut = aggregateCut(units, order, 'brigade', placed);
    expect(cut.representative.get('K2')).toBe('B1');
    expect(cut.representative.get('N3')).toBe('R1');
    expect(cut.representative.get('R1')).toBe('R1');
    expect(cut.representative.get('RB')).toBe('RR');
    expect(cut.representative.has('D1')).toBe(false);
    expect(cut.representative.has('A')).toBe(false);
    expect(drawnFor(cut, 'K1', parentOf)).toEqual(['B1']);
    expect(drawnFor(cut, 'D1', parentOf)).toEqual(['B1', 'R1']);
    expect(drawnFor(cut, 'A', parentOf)).toEqual(['B1', 'R1', 'B2', 'C2']);
    expect(drawnFor(cut, 'N5', parentOf)).toEqual([]);
  });

  it('with every unit placed, a formation whose subordinates are unplaced still recurses; default placement is all', () => {
    expect(aggregateCut(units, order, 'corps').drawn).toEqual(['C1', 'C2', 'B3', 'RD']);
    expect(aggregateCut(units, order, 'battalion').drawn).toEqual(['N1', 'N2', 'N3', 'N4', 'C2', 'N5', 'RB']);
  });

  it('skips ids it does not know and treats a unit with an unknown parent as a root', () => {
    const u = { ...units, X: unit('X', 'company', 'nobody') };
    expect(aggregateCut(u, ['ghost', ...order, 'X'], 'corps', placed).drawn).toEqual(['C1', 'C2', 'RD', 'X']);
  });
});

describe('the cut on the Cambrai scenario', () => {
  const scenario = JSON.parse(readFileSync(new URL('../../maps/cambrai-1917/scenario.json', import.meta.url), 'utf8')) as Scenario;
  const state: CampaignState = stateFromScenario(scenario);
  const isPlaced = (id: UnitId) => state.units[id]?.pos !== undefined;
  const kids = new Map<UnitId, UnitId[]>();
  for (const id of state.unitOrder) {
    const p = state.units[id]!.parentId;
    if (p) kids.set(p, [...(kids.get(p) ?? []), id]);
  }
  const subtreePlaced = (id: UnitId): boolean => isPlaced(id) || (kids.get(id) ?? []).some(subtreePlaced);
  const chain = (id: UnitId): UnitId[] => {
    const out = [id];
    for (let p = state.units[id]!.parentId; p; p = state.units[p]!.parentId) out.push(p);
    return out;
  };

  for (const level of LEVELS) {
    it(`at ${level} level every unit is shown by exactly one drawn ancestor-or-self`, () => {
      const cut = aggregateCut(state.units, state.unitOrder, level, isPlaced);
      const drawn = new Set(cut.drawn);
      expect(drawn.size).toBe(cut.drawn.length);
      let checked = 0;
      for (const id of state.unitOrder) {
        if (!subtreePlaced(id)) continue;
        const u = state.units[id]!;
        const count = chain(id).filter((a) => drawn.has(a)).length;
        const placedKids = (kids.get(id) ?? []).filter(subtreePlaced);
        if (echelonRank(u.echelon) >= levelRank(level) || placedKids.length === 0) {
          expect(count, `${id} (${u.echelon})`).toBe(1);
          expect(cut.representative.get(id)).toBe(chain(id).find((a) => drawn.has(a)));
          checked++;
        } else {
          expect(count, `${id} (${u.echelon}) is split, not drawn`).toBe(0);
        }
      }
      expect(checked).toBeGreaterThan(0);
    });
  }

  it('draws fewer symbols the coarser the level, and every placed unit at company level', () => {
    const counts = LEVELS.map((l) => aggregateCut(state.units, state.unitOrder, l, isPlaced).drawn.length);
    for (let i = 1; i < counts.length; i++) expect(counts[i]!).toBeGreaterThanOrEqual(counts[i - 1]!);
    expect(counts[0]).toBeLessThan(10);
    const leaves = state.unitOrder.filter((id) => isPlaced(id) && !(kids.get(id) ?? []).some(subtreePlaced));
    expect(aggregateCut(state.units, state.unitOrder, 'company', isPlaced).drawn.length).toBe(leaves.length);
  });
});
