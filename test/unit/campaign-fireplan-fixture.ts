/**
 * Shared pieces of the fire plan tests (`campaign-fireplan-*.test.ts`, `db-fireplan-*.test.ts`): a
 * small two-sided scenario on the Cambrai numeric grid whose positions are given in exact grid metres
 * (`at(e, n)`), so distances are round numbers; a terrain query with one fortified point; a plan with
 * two serials and a lift; and the Cambrai scenario itself.
 *
 * Around the aim point A = (10000, 10000): de-bn1 (battalion, 6 bases, 2 injured, dug in) 50 m east,
 * de-fort (company, 3 bases, on fortification) 100 m west, de-bn2-a (company, 4 bases) 200 m north,
 * gb-inf-b (blue company, 4 bases) 250 m south — all within 150 m + half frontage — and gb-inf-a (blue
 * company) 500 m south (200 m beyond the beaten zone's edge). Blue artillery: the divisional artillery
 * gb-ra (brigade) over gb-ra-1 (battalion: A battery 84 mm and D battery, light howitzers, 2 FU) and
 * gb-ra-lone (a battalion with no batteries: fires as one), gb-nopos (no position); gb-hvy (heavy
 * howitzers) and gb-tmb (trench mortars) under the division.
 */
import { readFileSync } from 'node:fs';
import { stateFromScenario } from '../../src/campaign/events.ts';
import type { TerrainQuery } from '../../src/campaign/ground/terrainQuery.ts';
import type { CampaignState, FireLift, FirePlan, FireSerial, Scenario, Unit } from '../../src/campaign/model/types.ts';
import { gridProjection } from '../../src/rules/projection.ts';
import type { GridDef, LonLat } from '../../src/rules/types.ts';

export const GRID: GridDef = { originLon: 2.95, originLat: 50.02, widthM: 28000, heightM: 25000, squareM: 1000, scheme: 'numeric' };

/** The WGS84 point `e` metres east and `n` metres north of the grid origin. */
export const at = (e: number, n: number): LonLat => gridProjection(GRID).toLonLat({ eastingM: e, northingM: n });

/** The aim point A. */
export const AIM = at(10000, 10000);

const unit = (u: Partial<Unit> & Pick<Unit, 'id' | 'name' | 'echelon'>): Unit => ({
  side: 'blue',
  shortName: u.name,
  type: 'infantry',
  grade: 'R',
  bases: 4,
  establishmentBases: 6,
  injuredBases: 0,
  dugIn: false,
  ...u,
});

/** The scenario (see the module note). */
export function fireScenario(): Scenario {
  return {
    id: 'fire-test',
    mapId: 'cambrai-1917',
    name: 'Fire plan test',
    description: 'Fire plan fixture',
    startLocal: '1917-11-20T06:20',
    utcOffsetMin: 0,
    grid: { ...GRID },
    sides: { blue: { name: 'British', nation: 'GB' }, red: { name: 'German', nation: 'DE' } },
    units: [
      unit({ id: 'gb-div', name: '51 Div', echelon: 'division', type: 'headquarters', bases: 1, establishmentBases: 1, pos: at(5000, 5000) }),
      unit({ id: 'gb-ra', name: '51 Div RA', echelon: 'brigade', type: 'fieldGun', bases: 1, establishmentBases: 1, parentId: 'gb-div', pos: at(5000, 6000) }),
      unit({ id: 'gb-ra-1', name: 'CCLV Bde RFA', echelon: 'battalion', type: 'fieldGun', bases: 1, establishmentBases: 1, parentId: 'gb-ra', pos: at(5200, 6000) }),
      unit({ id: 'gb-ra-1-a', name: 'A/CCLV', echelon: 'company', type: 'fieldGun', bases: 3, establishmentBases: 3, calibreMm: 84, parentId: 'gb-ra-1', pos: at(5000, 6500) }),
      unit({ id: 'gb-ra-1-d', name: 'D/CCLV', echelon: 'company', type: 'lightHowitzer', bases: 3, establishmentBases: 3, fuHeld: 2, parentId: 'gb-ra-1', pos: at(5100, 6500) }),
      unit({ id: 'gb-ra-lone', name: 'CCLVI Bde RFA', echelon: 'battalion', type: 'fieldGun', bases: 4, establishmentBases: 4, parentId: 'gb-ra', pos: at(5400, 6500) }),
      unit({ id: 'gb-nopos', name: 'B/CCLVI', echelon: 'company', type: 'fieldGun', bases: 3, establishmentBases: 3, parentId: 'gb-ra' }),
      unit({ id: 'gb-hvy', name: '6-inch How Bty', echelon: 'company', type: 'heavyHowitzer', bases: 2, establishmentBases: 2, parentId: 'gb-div', pos: at(4000, 4000) }),
      unit({ id: 'gb-tmb', name: 'X/51 TMB', echelon: 'company', type: 'trenchMortar', bases: 2, establishmentBases: 2, parentId: 'gb-div', pos: at(9000, 9000) }),
      unit({ id: 'gb-inf', name: '1/6 Gordons', echelon: 'battalion', bases: 1, establishmentBases: 1, parentId: 'gb-div', pos: at(10000, 9400) }),
      unit({ id: 'gb-inf-a', name: 'A/1/6 Gordons', echelon: 'company', parentId: 'gb-inf', pos: at(10000, 9500) }),
      unit({ id: 'gb-inf-b', name: 'B/1/6 Gordons', echelon: 'company', parentId: 'gb-inf', pos: at(10000, 9750) }),
      unit({ id: 'de-div', name: '54. ID', side: 'red', echelon: 'division', type: 'headquarters', bases: 1, establishmentBases: 1, pos: at(12000, 12000) }),
      unit({ id: 'de-bn1', name: 'I./84', side: 'red', echelon: 'battalion', bases: 6, injuredBases: 2, dugIn: true, parentId: 'de-div', pos: at(10050, 10000) }),
      unit({ id: 'de-bn2', name: 'II./84', side: 'red', echelon: 'battalion', bases: 1, establishmentBases: 1, parentId: 'de-div', pos: at(10000, 10600) }),
      unit({ id: 'de-bn2-a', name: '5./84', side: 'red', echelon: 'company', parentId: 'de-bn2', pos: at(10000, 10200) }),
      unit({ id: 'de-bn2-b', name: '6./84', side: 'red', echelon: 'company', parentId: 'de-bn2' }),
      unit({ id: 'de-fort', name: '7./84', side: 'red', echelon: 'company', bases: 3, parentId: 'de-div', pos: at(9900, 10000) }),
      unit({ id: 'de-far', name: 'FAR 108', side: 'red', echelon: 'regiment', type: 'fieldGun', bases: 1, establishmentBases: 1, parentId: 'de-div', pos: at(12500, 12500) }),
      unit({ id: 'de-far-1', name: '1./FAR 108', side: 'red', echelon: 'company', type: 'fieldGun', bases: 2, establishmentBases: 2, parentId: 'de-far', pos: at(12600, 12600) }),
    ],
  };
}

/** The scenario's state at seq 1, clock 0. */
export const fireStart = (): CampaignState => stateFromScenario(fireScenario());

/** Ground with one fortification: 20 m round (9900, 10000) in grid metres (a query on the grid origin). */
export const FORT_TERRAIN: TerrainQuery = {
  terrainAt: (p) => ({ move: 'open', cover: Math.abs(p.xM - 9900) < 20 && Math.abs(p.yM - 10000) < 20 ? 'fortification' : 'open', road: false }),
  lineOfSight: () => true,
};

/** A serial aimed at A: "Opening", H−60 for 90 min, fired by CCLV Bde RFA (its two batteries), effective HE. */
export const serial = (over: Partial<FireSerial> = {}): FireSerial => ({
  id: 'S1',
  label: 'Opening',
  startOffsetMin: -60,
  durationMin: 90,
  targetRef: '1000010000',
  targetPos: AIM,
  firerIds: ['gb-ra-1'],
  shoot: 'effective',
  shell: 'HE',
  ...over,
});

/** The lift's start, 5 m north of A (off the 10 m square's edge, so each step's reference is exact). */
export const LIFT_START = at(10000, 10005);

/** A lift from 5 m north of A northwards: from H+30, 3 steps of 30 min and 100 m, by the heavy battery. */
export const lift = (over: Partial<FireLift> = {}): FireLift => ({
  id: 'L1',
  label: 'Creeper',
  startOffsetMin: 30,
  stepMin: 30,
  stepM: 100,
  bearingDeg: 0,
  steps: 3,
  startRef: '1000010005',
  startPos: LIFT_START,
  firerIds: ['gb-hvy'],
  shoot: 'effective',
  shell: 'HE',
  ...over,
});

/**
 * The plan: H-hour minute 60; S1 (above); S2 "Harass" H to H+240 by the lone battalion, harassing;
 * the lift L1. Blue, operational, v0.8, wind to 90°, seed 140154 (its dice: 5 3 6 5 6 3 4 1).
 */
export function samplePlan(over: Partial<FirePlan> = {}): FirePlan {
  return {
    id: 'fp-1',
    title: 'Flesquières',
    side: 'blue',
    hHourMin: 60,
    scale: 'operational',
    edition: 'v0.8',
    windToDeg: 90,
    serials: [serial(), serial({ id: 'S2', label: 'Harass', startOffsetMin: 0, durationMin: 240, firerIds: ['gb-ra-lone'], shoot: 'harassing' })],
    lifts: [lift()],
    seed: 140154,
    notes: '',
    ...over,
  };
}

/** `maps/cambrai-1917/scenario.json`. */
export const cambraiScenario = (): Scenario =>
  JSON.parse(readFileSync(new URL('../../maps/cambrai-1917/scenario.json', import.meta.url), 'utf8')) as Scenario;
