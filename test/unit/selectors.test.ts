/**
 * ORBAT selectors (src/campaign/selectors.ts) on a small hand-built campaign, and on the Cambrai
 * scenario (`maps/cambrai-1917/scenario.json`) when that file is present.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  ancestors,
  childrenOf,
  orbatOrder,
  searchUnits,
  subtreeIds,
  subtreeStrength,
  unitPosition,
} from '../../src/campaign/model/selectors.ts';
import { applyEvent, stateFromScenario } from '../../src/campaign/events.ts';
import type { CampaignState, Scenario, Unit } from '../../src/campaign/model/types.ts';

type Spec = Partial<Unit> & Pick<Unit, 'id' | 'echelon'>;
const unit = (s: Spec): Unit => ({
  side: 'blue',
  name: s.id,
  shortName: s.id,
  type: 'infantry',
  grade: 'R',
  bases: 0,
  establishmentBases: 0,
  injuredBases: 0,
  dugIn: false,
  ...s,
});

const P1 = { lon: 3.1, lat: 50.1 };
const P2 = { lon: 3.2, lat: 50.2 };
const P3 = { lon: 3.3, lat: 50.0 };
const P4 = { lon: 3.0, lat: 50.3 };
const P5 = { lon: 3.4, lat: 50.4 };

/** Listed parents-before-children but not depth-first, to test ORBAT (pre-)order. */
const UNITS: Unit[] = [
  unit({ id: 'army', echelon: 'army', name: 'Third Army', shortName: '3 A', pos: { lon: 2.6, lat: 50.0 } }),
  unit({ id: 'army-hq', echelon: 'army', type: 'headquarters', parentId: 'army', name: 'Third Army HQ', shortName: '3 A HQ', pos: { lon: 2.7, lat: 50.0 }, bases: 1, establishmentBases: 1 }),
  unit({ id: 'corps', echelon: 'corps', parentId: 'army', name: 'IV Corps', shortName: 'IV' }),
  unit({ id: 'gruppe', echelon: 'corps', side: 'red', name: 'Gruppe Caudry', shortName: 'Gr C' }),
  unit({ id: 'div', echelon: 'division', parentId: 'corps', name: '51st (Highland) Division', shortName: '51 Div' }),
  unit({ id: 'bde', echelon: 'brigade', parentId: 'div', name: '152nd Brigade', shortName: '152 Bde' }),
  unit({ id: 'bn1', echelon: 'battalion', parentId: 'bde', name: '6th Gordon Highlanders', shortName: '6 Gordons' }),
  unit({ id: 'bn2', echelon: 'battalion', parentId: 'bde', name: '8th Argylls', shortName: '8 A&SH', pos: P4, bases: 12, establishmentBases: 16, injuredBases: 2 }),
  unit({ id: 'bn1-a', echelon: 'company', parentId: 'bn1', name: 'A Company, Épehy', shortName: 'A Coy', pos: P1, bases: 4, establishmentBases: 4, injuredBases: 1 }),
  unit({ id: 'bn1-b', echelon: 'company', parentId: 'bn1', name: 'B Company', shortName: 'B Coy', pos: P2, bases: 3, establishmentBases: 4 }),
  unit({ id: 'bn1-hq', echelon: 'section', type: 'headquarters', parentId: 'bn1', name: '6th Gordons HQ', shortName: 'HQ', pos: P3, bases: 1, establishmentBases: 1 }),
  unit({ id: 'arty', echelon: 'brigade', type: 'fieldGun', parentId: 'div', name: '255th Brigade RFA', shortName: '255 Bde RFA', pos: P5, bases: 6, establishmentBases: 6 }),
  unit({ id: 'cyc', echelon: 'battalion', type: 'cyclist', parentId: 'corps', name: 'IV Corps Cyclist Battalion', shortName: 'IV Cyc' }),
  unit({ id: 'de-div', echelon: 'division', side: 'red', parentId: 'gruppe', name: '54. Infanterie-Division', shortName: '54 ID', pos: { lon: 3.2, lat: 50.15 } }),
  unit({ id: 'de-rgt', echelon: 'regiment', side: 'red', parentId: 'de-div', name: 'Infanterie-Regiment 84', shortName: 'IR 84', pos: { lon: 3.21, lat: 50.16 }, bases: 9, establishmentBases: 12 }),
];

const scenario = (units: Unit[]): Scenario => ({
  id: 'test',
  mapId: 'cambrai-1917',
  name: 'Test',
  description: '',
  startLocal: '1917-11-20T06:20',
  utcOffsetMin: 0,
  grid: { originLon: 2.95, originLat: 50.02, widthM: 28000, heightM: 25000, squareM: 1000, scheme: 'numeric' },
  sides: { blue: { name: 'British', nation: 'GB' }, red: { name: 'German', nation: 'DE' } },
  units,
});

const STATE = stateFromScenario(scenario(UNITS));
const mean = (...ps: { lon: number; lat: number }[]) => ({
  lon: ps.reduce((s, p) => s + p.lon, 0) / ps.length,
  lat: ps.reduce((s, p) => s + p.lat, 0) / ps.length,
});
const expectPos = (got: { lon: number; lat: number } | undefined, want: { lon: number; lat: number }) => {
  expect(got).toBeDefined();
  expect(got!.lon).toBeCloseTo(want.lon, 12);
  expect(got!.lat).toBeCloseTo(want.lat, 12);
};

/**
 * Checks that hold for any campaign: the tree covers every unit once and strengths add up.
 */
function checkInvariants(state: CampaignState): void {
  const all = Object.keys(state.units);
  const roots = childrenOf(state).get(undefined) ?? [];
  const covered = roots.flatMap((r) => subtreeIds(state, r));
  expect(covered).toEqual(orbatOrder(state));
  expect([...covered].sort()).toEqual([...all].sort());
  for (const side of ['blue', 'red'] as const) {
    const total = all.filter((id) => state.units[id]!.side === side).reduce((s, id) => s + state.units[id]!.bases, 0);
    const summed = roots.filter((r) => state.units[r]!.side === side).reduce((s, r) => s + subtreeStrength(state, r).bases, 0);
    expect(summed).toBe(total);
  }
}

describe('ORBAT tree', () => {
  it('indexes children in ORBAT order, once per state', () => {
    const kids = childrenOf(STATE);
    expect(kids.get(undefined)).toEqual(['army', 'gruppe']);
    expect(kids.get('army')).toEqual(['army-hq', 'corps']);
    expect(kids.get('bn1')).toEqual(['bn1-a', 'bn1-b', 'bn1-hq']);
    expect(kids.has('bn2')).toBe(false);
    expect(childrenOf(STATE)).toBe(kids);
    expect(orbatOrder(STATE)).toEqual([
      'army', 'army-hq', 'corps', 'div', 'bde', 'bn1', 'bn1-a', 'bn1-b', 'bn1-hq', 'bn2', 'arty', 'cyc',
      'gruppe', 'de-div', 'de-rgt',
    ]);
  });

  it('walks up and down the chain of command', () => {
    expect(ancestors(STATE, 'bn1-hq')).toEqual(['bn1', 'bde', 'div', 'corps', 'army']);
    expect(ancestors(STATE, 'army')).toEqual([]);
    expect(subtreeIds(STATE, 'div')).toEqual(['div', 'bde', 'bn1', 'bn1-a', 'bn1-b', 'bn1-hq', 'bn2', 'arty']);
    expect(subtreeIds(STATE, 'bn2')).toEqual(['bn2']);
    for (const f of [ancestors, subtreeIds, subtreeStrength, unitPosition]) {
      expect(() => f(STATE, 'nope')).toThrow('unknown unit "nope"');
    }
  });

  it('sums strength over the subtree', () => {
    expect(subtreeStrength(STATE, 'bn1')).toEqual({ bases: 8, injuredBases: 1, establishmentBases: 9 });
    expect(subtreeStrength(STATE, 'bde')).toEqual({ bases: 20, injuredBases: 3, establishmentBases: 25 });
    expect(subtreeStrength(STATE, 'army')).toEqual({ bases: 27, injuredBases: 3, establishmentBases: 32 });
    expect(subtreeStrength(STATE, 'gruppe')).toEqual({ bases: 9, injuredBases: 0, establishmentBases: 12 });
  });
});

describe('unitPosition', () => {
  it('uses the own position, else the mean of the subordinates', () => {
    expectPos(unitPosition(STATE, 'bn1-a'), P1);
    const bn1 = mean(P1, P2, P3);
    expectPos(unitPosition(STATE, 'bn1'), bn1);
    const bde = mean(bn1, P4);
    expectPos(unitPosition(STATE, 'bde'), bde);
    const div = mean(bde, P5);
    expectPos(unitPosition(STATE, 'div'), div);
    expectPos(unitPosition(STATE, 'corps'), div); // the cyclists have no position and are left out
    expect(unitPosition(STATE, 'cyc')).toBeUndefined();
    expectPos(unitPosition(STATE, 'army'), { lon: 2.6, lat: 50.0 });
  });

  it('follows a move into a new state and leaves the old one alone', () => {
    const moved = applyEvent(STATE, { seq: 2, at: 5, type: 'unit.moved', v: 1, payload: { unitId: 'bn1-a', to: P5 } });
    expectPos(unitPosition(moved, 'bn1'), mean(P5, P2, P3));
    expectPos(unitPosition(STATE, 'bn1'), mean(P1, P2, P3));
    expect(childrenOf(moved).get('bn1')).toEqual(['bn1-a', 'bn1-b', 'bn1-hq']);
  });
});

describe('searchUnits', () => {
  it('matches name and shortName ignoring case and accents, with the path to each match', () => {
    const r = searchUnits(STATE, 'EPÉHY');
    expect(r.matches).toEqual(['bn1-a']);
    expect([...r.visible].sort()).toEqual(['army', 'bde', 'bn1', 'bn1-a', 'corps', 'div']);
    expect(searchUnits(STATE, ' epehy ').matches).toEqual(['bn1-a']);
    expect(searchUnits(STATE, 'gordons').matches).toEqual(['bn1', 'bn1-hq']);
    expect(searchUnits(STATE, 'ir 84').matches).toEqual(['de-rgt']);
    expect([...searchUnits(STATE, 'ir 84').visible].sort()).toEqual(['de-div', 'de-rgt', 'gruppe']);
    expect(searchUnits(STATE, 'hq').matches).toEqual(['army-hq', 'bn1-hq']);
    expect(searchUnits(STATE, 'zzz')).toEqual({ matches: [], visible: new Set() });
    expect(searchUnits(STATE, '').matches).toEqual(orbatOrder(STATE));
  });
});

const CAMBRAI = fileURLToPath(new URL('../../maps/cambrai-1917/scenario.json', import.meta.url));
describe('the Cambrai scenario', () => {
  const state = stateFromScenario(JSON.parse(readFileSync(CAMBRAI, 'utf8')) as Scenario);
  it('keeps the ORBAT invariants', () => {
    checkInvariants(state);
  });
  it('finds every unit by its name and shows its path', () => {
    for (const id of orbatOrder(state)) {
      const r = searchUnits(state, state.units[id]!.name);
      expect(r.matches).toContain(id);
      for (const a of ancestors(state, id)) expect(r.visible.has(a)).toBe(true);
    }
  });
});
