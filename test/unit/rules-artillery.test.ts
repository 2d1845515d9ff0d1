/**
 * Artillery tables and plans (src/rules/artillery; 004 §WEAPON AND ARMOUR CLASSIFICATION, §ARTILLERY
 * EFFECT TABLE, §WEAPON RANGE TABLE, §THE FIREPLAN; 001 §ARTILLERY, §SMOKE SCREENS & POISON GAS): weapon
 * class boundaries, calibre against protection, ranges per row, FU per battery, lifts with their exact
 * references and times, the H-hour shift, and the map geometry at true size.
 */
import { describe, expect, it } from 'vitest';
import {
  ARTILLERY_TYPES,
  bearingDeg,
  calibreDisorganises,
  cordonSegment,
  distanceM,
  expandSerials,
  liftStepId,
  liftStepLabel,
  namedArtillery,
  nqmRangeM,
  offsetPoint,
  rangeFan,
  serialFuPerBattery,
  serialShootTimesMin,
  tacticalBombardTimesMin,
  templateCircles,
  weaponClassOfCalibre,
  type FireLiftLike,
  type FirePlanLike,
  type FireSerialLike,
} from '../../src/rules/artillery/index.ts';
import * as rules from '../../src/rules/index.ts';
import { gridRefToPoint } from '../../src/rules/grid.ts';
import { gridProjection } from '../../src/rules/projection.ts';
import type { GridDef, LonLat } from '../../src/rules/types.ts';

const CAMBRAI: GridDef = { originLon: 2.95, originLat: 50.02, widthM: 28000, heightM: 25000, squareM: 1000, scheme: 'numeric' };
const TABLE: GridDef = { originLon: 3, originLat: 50, widthM: 1828.8, heightM: 1219.2, squareM: 152.4, scheme: 'table' };
const local = (g: GridDef, p: LonLat) => gridProjection(g).toLocal(p);

describe('weapon class by calibre (004 §WEAPON AND ARMOUR CLASSIFICATION; docs/RULINGS.md §Named artillery and calibres between rows)', () => {
  it('"Artillery: up to 81mm, 18pdr" / "90-110mm, 25pdr" / "120-160mm, 4.5"" / "200mm and over": between rows the lower', () => {
    const cases: [number, string][] = [[20, 'L'], [77, 'L'], [81, 'L'], [85, 'L'], [89.9, 'L'], [90, 'M'], [105, 'M'], [110, 'M'], [115, 'M'], [119.9, 'M'], [120, 'H'], [127, 'H'], [150, 'H'], [160, 'H'], [170, 'H'], [199.9, 'H'], [200, 'VH'], [234, 'VH']];
    expect(cases.map(([c]) => weaponClassOfCalibre(c))).toEqual(cases.map(([, k]) => k));
  });
  it('the guns the seed names take the row that names them: the 18-pdr (83.8 mm) L, the 25-pdr (87.6 mm) M, the 4.5-inch (114.3 mm) H', () => {
    expect([83.8, 87.6, 114.3].map((c) => weaponClassOfCalibre(c))).toEqual(['L', 'M', 'H']);
    expect([87.7, 87.5, 114.2].map((c) => weaponClassOfCalibre(c))).toEqual(['M', 'M', 'H']); // within a tenth of a millimetre
    expect([87.75, 87.45, 114.15].map((c) => weaponClassOfCalibre(c))).toEqual(['L', 'L', 'M']); // beyond it
    expect(namedArtillery(83.8)?.name).toBe('18-pdr');
    expect(namedArtillery(105)).toBeUndefined();
    // 4.5-inch vs dug in: HEAVY against dug in, per die 0 0 1 1 2 3 (the 105 mm howitzer reads MEDIUM: 0 0 0 1 1 2).
    expect(rules.nqmShootHitsPerDie(114.3, 'dugIn')).toEqual([0, 0, 1, 1, 2, 3]);
    expect(rules.nqmShootHitsPerDie(105, 'dugIn')).toEqual([0, 0, 0, 1, 1, 2]);
  });
  it('refuses a calibre that is not a positive number, naming it', () => {
    for (const bad of [0, -5, Number.NaN, Infinity, '77' as unknown as number]) expect(() => weaponClassOfCalibre(bad)).toThrow(/calibreMm must be a number of millimetres > 0/);
  });
});

describe('calibre against protection (004 §ARTILLERY EFFECT TABLE: open 45 mm, dug in 80 mm, fortified 160 mm)', () => {
  it('disorganises from the table calibre upwards', () => {
    const rows: [number, 'open' | 'dugIn' | 'fort', boolean][] = [
      [44.9, 'open', false], [45, 'open', true], [77, 'open', true],
      [77, 'dugIn', false], [79.9, 'dugIn', false], [80, 'dugIn', true], [150, 'dugIn', true],
      [150, 'fort', false], [159.9, 'fort', false], [160, 'fort', true], [234, 'fort', true],
    ];
    expect(rows.map(([c, p]) => calibreDisorganises(c, p))).toEqual(rows.map(([, , v]) => v));
  });
  it('names a bad protection', () => {
    expect(() => calibreDisorganises(77, 'trench' as 'open')).toThrow('calibreDisorganises: protection must be one of open, dugIn, fort, got "trench"');
  });
});

describe('ranges (004 §WEAPON RANGE TABLE; lighter guns use the 105 mm row)', () => {
  it('reads each row', () => {
    const guns = [77, 84, 105, 149, 150, 199, 200, 234].map((c) => nqmRangeM(c, 'gun'));
    expect(guns).toEqual([
      { rangeM: 15000, row: '105mm Arty' }, { rangeM: 15000, row: '105mm Arty' }, { rangeM: 15000, row: '105mm Arty' }, { rangeM: 15000, row: '105mm Arty' },
      { rangeM: 18000, row: '150+mm Arty' }, { rangeM: 18000, row: '150+mm Arty' }, { rangeM: 20000, row: '200+mm Arty' }, { rangeM: 20000, row: '200+mm Arty' },
    ]);
    const mortars = [50, 76, 81, 119, 120, 240].map((c) => nqmRangeM(c, 'mortar').rangeM);
    expect(mortars).toEqual([1500, 1500, 3000, 3000, 5000, 5000]);
    // "3" Mortar 1.5Km": the 3-inch Stokes (3.2 in, 81.3 mm) reads its own row, not the 81 mm mortar's 3 km.
    expect(nqmRangeM(81.3, 'mortar')).toEqual({ rangeM: 1500, row: '3" Mortar' });
    // The 60-pdr's 127 mm lies between "105mm Arty 15Km" and "150+mm Arty 18km": the lower row.
    expect(nqmRangeM(127, 'gun')).toEqual({ rangeM: 15000, row: '105mm Arty' });
    expect(nqmRangeM(76, 'mortar').row).toBe('3" Mortar');
    expect(() => nqmRangeM(77, 'howitzer' as 'gun')).toThrow("nqmRangeM: kind must be 'gun' or 'mortar'");
  });
  it('gives every artillery unit type its calibre, row and 4 FU', () => {
    expect(Object.fromEntries(Object.entries(ARTILLERY_TYPES).map(([k, v]) => [k, [v.calibreMm, v.maxRangeM, v.fuHeldDefault]]))).toEqual({
      fieldGun: [77, 15000, 4], lightHowitzer: [105, 15000, 4], heavyHowitzer: [150, 18000, 4], siegeGun: [234, 20000, 4], trenchMortar: [76, 1500, 4], antiAircraft: [76.2, 15000, 4],
    });
    for (const v of Object.values(ARTILLERY_TYPES)) expect(nqmRangeM(v.calibreMm, v.kind)).toEqual({ rangeM: v.maxRangeM, row: v.rangeRow });
  });
});

describe('fire units per battery (004 §THE FIREPLAN: effective 1 FU per started hour, harassing 1 FU per 2 hours)', () => {
  it('counts started hours and started two hours', () => {
    expect([30, 60, 61, 90, 120].map((d) => serialFuPerBattery('effective', d))).toEqual([1, 1, 2, 2, 2]);
    expect([60, 120, 121, 180, 240].map((d) => serialFuPerBattery('harassing', d))).toEqual([1, 1, 2, 2, 2]);
  });
  it('times the shoots and the tactical bombardments', () => {
    expect(serialShootTimesMin('effective', 600, 90)).toEqual([600, 660]);
    expect(serialShootTimesMin('harassing', 600, 180)).toEqual([600, 720]);
    expect(tacticalBombardTimesMin(600, 25)).toEqual([600, 610, 620]);
  });
  it('refuses a duration that is not whole and positive, or an unknown shoot', () => {
    expect(() => serialFuPerBattery('effective', 0)).toThrow('serialFuPerBattery: durationMin must be a whole number of minutes > 0, got 0');
    expect(() => serialFuPerBattery('effective', 1.5)).toThrow(/durationMin/);
    expect(() => serialFuPerBattery('creeping' as 'effective', 60)).toThrow(/shoot must be 'effective' or 'harassing'/);
  });
});

const serial = (over: Partial<FireSerialLike> = {}): FireSerialLike => ({
  id: 's1', label: 'Counter-battery', startOffsetMin: -60, durationMin: 30, targetRef: '0512', targetPos: gridRefToPoint(CAMBRAI, '0512'),
  firerIds: ['bty-a'], shoot: 'effective', shell: 'HE', ...over,
});
const lift = (over: Partial<FireLiftLike> = {}): FireLiftLike => ({
  id: 'L1', label: 'Creeper', startOffsetMin: -10, stepMin: 5, stepM: 100, bearingDeg: 90, steps: 3,
  startRef: '05301240', startPos: gridRefToPoint(CAMBRAI, '05301240'), firerIds: ['bty-a', 'bty-b'], shoot: 'effective', shell: 'HE', ...over,
});
const plan = (over: Partial<FirePlanLike> = {}): FirePlanLike => ({ hHourMin: 600, serials: [serial()], lifts: [lift()], ...over });

describe('expandSerials: lifts and H-hour', () => {
  it('expands a lift into stepped serials with exact 8-figure references and times, in time order', () => {
    const out = expandSerials(plan(), CAMBRAI);
    expect(out.map((s) => [s.id, s.label, s.liftId ?? null, s.startOffsetMin, s.durationMin, s.startMin, s.endMin, s.targetRef])).toEqual([
      ['s1', 'Counter-battery', null, -60, 30, 540, 570, '0512'],
      ['L1-1', 'Creeper 1/3', 'L1', -10, 5, 590, 595, '05301240'],
      ['L1-2', 'Creeper 2/3', 'L1', -5, 5, 595, 600, '05401240'],
      ['L1-3', 'Creeper 3/3', 'L1', 0, 5, 600, 605, '05501240'],
    ]);
    const m = local(CAMBRAI, out[3]!.targetPos);
    expect([m.eastingM, m.northingM].map((v) => Math.round(v * 1000) / 1000)).toEqual([5505, 12405]);
    expect(out[2]!.firerIds).toEqual(['bty-a', 'bty-b']);
  });
  it('steps along a diagonal bearing', () => {
    const out = expandSerials(plan({ serials: [], lifts: [lift({ bearingDeg: 45 })] }), CAMBRAI);
    expect(out.map((s) => s.targetRef)).toEqual(['05301240', '05371247', '05441254']);
  });
  it('moves every serial with H-hour and nothing else', () => {
    const a = expandSerials(plan(), CAMBRAI);
    const b = expandSerials(plan({ hHourMin: 645 }), CAMBRAI);
    expect(b.map((s) => s.startMin - 45)).toEqual(a.map((s) => s.startMin));
    expect(b.map((s) => s.endMin - 45)).toEqual(a.map((s) => s.endMin));
    expect(b.map((s) => [s.id, s.targetRef, s.startOffsetMin])).toEqual(a.map((s) => [s.id, s.targetRef, s.startOffsetMin]));
  });
  it('gives table squares on a table grid', () => {
    const out = expandSerials(plan({ serials: [], lifts: [lift({ startRef: 'C2', startPos: gridRefToPoint(TABLE, 'C2'), stepM: 152.4, bearingDeg: 0 })] }), TABLE);
    expect(out.map((s) => s.targetRef)).toEqual(['C2', 'C3', 'C4']);
  });
  it('refuses bad durations, steps and a lift walking off the map, naming them', () => {
    expect(() => expandSerials(plan({ serials: [serial({ durationMin: 0 })] }), CAMBRAI)).toThrow('expandSerials: serial 1 ("s1") durationMin must be a whole number of minutes ≥ 1, got 0');
    expect(() => expandSerials(plan({ serials: [serial({ durationMin: 2.5 })] }), CAMBRAI)).toThrow(/durationMin/);
    expect(() => expandSerials(plan({ lifts: [lift({ stepMin: 0 })] }), CAMBRAI)).toThrow('expandSerials: lift 1 ("L1") stepMin must be a whole number of minutes ≥ 1, got 0');
    expect(() => expandSerials(plan({ lifts: [lift({ steps: 0 })] }), CAMBRAI)).toThrow('expandSerials: lift 1 ("L1") steps must be a whole number from 1 to 200, got 0');
    expect(() => expandSerials(plan({ lifts: [lift({ steps: 201 })] }), CAMBRAI)).toThrow(/steps must be a whole number from 1 to 200, got 201/);
    expect(expandSerials(plan({ serials: [], lifts: [lift({ steps: 200, stepM: 10 })] }), CAMBRAI)).toHaveLength(200);
    expect(() => expandSerials(plan({ lifts: [lift({ bearingDeg: 180, stepM: 7000 })] }), CAMBRAI)).toThrow(
      'expandSerials: lift 1 ("L1") serial “Creeper 3/3”: Point 5305 m E, -1595 m N is off the map: the map covers 0000 to 2724 (28 × 25 km)',
    );
    expect(() => expandSerials(plan({ lifts: [lift({ startPos: { lon: Number.NaN, lat: 50 } })] }), CAMBRAI)).toThrow('expandSerials: lift 1 ("L1") startPos must be a { lon, lat } position, got {"lon":null,"lat":50}');
  });
  it('names a lift\'s steps with one function: "‹label› n/steps", the lift\'s id when it has no label', () => {
    expect([liftStepId('L1', 2), liftStepLabel({ id: 'L1', label: 'Creeper', steps: 3 }, 2), liftStepLabel({ id: 'L1', label: '', steps: 4 }, 1)]).toEqual(['L1-2', 'Creeper 2/3', 'L1 1/4']);
    expect(expandSerials(plan({ serials: [], lifts: [lift({ label: '' })] }), CAMBRAI).map((s) => s.label)).toEqual(['L1 1/3', 'L1 2/3', 'L1 3/3']);
  });
  it('rounds a step to the millimetre before naming its square: a step landing exactly on a square edge names that square', () => {
    const at = (e: number, n: number) => gridProjection(CAMBRAI).toLonLat({ eastingM: e, northingM: n });
    // From exactly 10000 10000, 100 m steps north: the second lands on (10000, 10100), which the projection
    // returns as 9999.999999999382 E, 10099.999999999452 N — without rounding that was "09991009".
    const raw = gridProjection(CAMBRAI).toLocal(offsetPoint(CAMBRAI, at(10000, 10000), 0, 100));
    expect(raw.eastingM < 10000 && raw.northingM < 10100).toBe(true);
    const north = expandSerials(plan({ serials: [], lifts: [lift({ startPos: at(10000, 10000), bearingDeg: 0, steps: 4 })] }), CAMBRAI);
    expect(north.map((s) => s.targetRef)).toEqual(['10001000', '10001010', '10001020', '10001030']);
    expect(north.map((s) => local(CAMBRAI, s.targetPos)).map((m) => [Math.round(m.eastingM * 1000) / 1000, Math.round(m.northingM * 1000) / 1000])).toEqual([
      [10000, 10000],
      [10000, 10100],
      [10000, 10200],
      [10000, 10300],
    ]);
    const east = expandSerials(plan({ serials: [], lifts: [lift({ startPos: at(9900, 10000), bearingDeg: 90, steps: 3 })] }), CAMBRAI);
    expect(east.map((s) => s.targetRef)).toEqual(['09901000', '10001000', '10101000']);
  });
});

describe('map geometry at true size', () => {
  const p = gridRefToPoint(CAMBRAI, '0512');
  it('offsets a point by bearing and distance, and measures it back', () => {
    const q = offsetPoint(CAMBRAI, p, 30, 1000);
    expect(distanceM(CAMBRAI, p, q)).toBeCloseTo(1000, 6);
    expect(bearingDeg(CAMBRAI, p, q)).toBeCloseTo(30, 6);
    const m = local(CAMBRAI, q);
    expect(m.eastingM).toBeCloseTo(5500 + 500, 6);
    expect(m.northingM).toBeCloseTo(12500 + 1000 * Math.cos(Math.PI / 6), 6);
    expect(() => offsetPoint(CAMBRAI, p, 0, -1)).toThrow('offsetPoint: distanceM must be ≥ 0, got -1');
  });
  it('draws the 1418 template and its inner circle (v0.8 3", v0.7 6")', () => {
    const t = templateCircles(TABLE, gridRefToPoint(TABLE, 'C2'));
    expect([t.diameterM, t.innerDiameterM].map((x) => Math.round(x * 1000) / 1000)).toEqual([76.2, 38.1]);
    for (const v of t.outer) expect(distanceM(TABLE, gridRefToPoint(TABLE, 'C2'), v)).toBeCloseTo(38.1, 6);
    for (const v of t.inner) expect(distanceM(TABLE, gridRefToPoint(TABLE, 'C2'), v)).toBeCloseTo(19.05, 6);
    expect(t.outer).toHaveLength(48);
    expect(templateCircles(TABLE, gridRefToPoint(TABLE, 'C2'), 'v0.7').diameterM).toBeCloseTo(152.4, 9);
  });
  it('lays a cordon 3" per battery across the wind, drifting 3" a bound downwind', () => {
    const c = gridRefToPoint(TABLE, 'C2');
    const [a, b] = cordonSegment(TABLE, c, 4, 0, 2).map((x) => local(TABLE, x));
    expect([a!.eastingM, a!.northingM, b!.eastingM, b!.northingM].map((v) => Math.round(v * 1000) / 1000)).toEqual([381 - 152.4, 228.6 + 152.4, 381 + 152.4, 228.6 + 152.4]);
    const [e, w] = cordonSegment(TABLE, c, 1, 90, 1).map((x) => local(TABLE, x));
    expect([e!.eastingM, e!.northingM, w!.eastingM, w!.northingM].map((v) => Math.round(v * 1000) / 1000)).toEqual([381 + 76.2, 228.6 + 38.1, 381 + 76.2, 228.6 - 38.1]);
    const calm = cordonSegment(TABLE, c, 2, null, 5).map((x) => local(TABLE, x));
    expect(calm.map((m) => [Math.round(m.eastingM * 1000) / 1000, Math.round(m.northingM * 1000) / 1000])).toEqual([[381 - 76.2, 228.6], [381 + 76.2, 228.6]]);
    expect(() => cordonSegment(TABLE, c, 0, 0, 0)).toThrow(/batteries must be a whole number ≥ 1/);
  });
  it('draws a range fan: the battery, then the arc at range centred on the target bearing', () => {
    const target = offsetPoint(CAMBRAI, p, 45, 3000);
    const fan = rangeFan(CAMBRAI, p, target, 15000);
    expect(fan).toHaveLength(25);
    expect(fan[0]).toEqual(p);
    for (const v of fan.slice(1)) expect(distanceM(CAMBRAI, p, v)).toBeCloseTo(15000, 5);
    expect(bearingDeg(CAMBRAI, p, fan[1]!)).toBeCloseTo(15, 6);
    expect(bearingDeg(CAMBRAI, p, fan[24]!)).toBeCloseTo(75, 6);
    expect(() => rangeFan(CAMBRAI, p, p, 1000)).toThrow('bearingDeg: from and to are the same point, so there is no bearing');
  });
});

describe('the rules facade', () => {
  it('exports the artillery module', () => {
    expect(rules.weaponClassOfCalibre(150)).toBe('H');
    expect(rules.serialFuPerBattery('harassing', 180)).toBe(2);
    expect(rules.ARTILLERY_TYPES.siegeGun?.calibreMm).toBe(234);
    expect(rules.monteCarlo([], { trials: 3, seed: 1 })).toEqual({ trials: 3, stopped: false, units: [] });
    expect(typeof rules.resolveTacticalSerial).toBe('function');
  });
});
