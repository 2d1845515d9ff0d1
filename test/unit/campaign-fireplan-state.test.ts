/**
 * The fire plan against the campaign: which units are batteries (`batteriesUnder`, `batteriesOf`), a
 * battery's artillery (`artilleryOf`), the compiled plan (serials on the clock, targets with their
 * protection, shoots per battery in time order) and the planner's view, on the fixture and on the
 * Cambrai order of battle.
 */
import { describe, expect, it } from 'vitest';
import { stateFromScenario } from '../../src/campaign/events.ts';
import { artilleryOf, batteriesOf, compileFirePlan, firePlanView, serialFu } from '../../src/campaign/fireplan/state.ts';
import { zoneUnits } from '../../src/campaign/fireplan/targets.ts';
import { batteriesUnder, isArtilleryUnit } from '../../src/campaign/model/artilleryUnits.ts';
import { gridRefToPoint } from '../../src/rules/grid.ts';
import { FORT_TERRAIN, cambraiScenario, fireStart, samplePlan, serial } from './campaign-fireplan-fixture.ts';

const targetsText = (ts: readonly { unitId: string; protection: string; bases: number; distanceM: number; friendly: boolean }[]) =>
  ts.map((t) => `${t.unitId} ${t.protection} ${t.bases} ${Math.round(t.distanceM)}${t.friendly ? ' friendly' : ''}`);

describe('batteries and their artillery', () => {
  const s = fireStart();

  it('a battery is a company-sized artillery unit, or a battalion with none under it; a formation means all under it', () => {
    expect(isArtilleryUnit(s.units['gb-tmb']!)).toBe(true);
    expect(isArtilleryUnit(s.units['gb-inf']!)).toBe(false);
    expect(batteriesUnder(s, 'gb-ra-1-a')).toEqual(['gb-ra-1-a']);
    expect(batteriesUnder(s, 'gb-ra-1')).toEqual(['gb-ra-1-a', 'gb-ra-1-d']);
    expect(batteriesUnder(s, 'gb-ra-lone')).toEqual(['gb-ra-lone']);
    expect(batteriesUnder(s, 'gb-ra')).toEqual(['gb-ra-1-a', 'gb-ra-1-d', 'gb-ra-lone', 'gb-nopos']);
    expect(batteriesUnder(s, 'gb-div')).toEqual(['gb-ra-1-a', 'gb-ra-1-d', 'gb-ra-lone', 'gb-nopos', 'gb-hvy', 'gb-tmb']);
    expect(batteriesUnder(s, 'de-far')).toEqual(['de-far-1']);
    expect(batteriesUnder(s, 'gb-inf')).toEqual([]);
    expect(batteriesUnder(s, 'nobody')).toEqual([]);
    expect(batteriesOf(s, ['gb-hvy', 'gb-ra-1-d', 'gb-ra', 'gb-inf'])).toEqual(['gb-hvy', 'gb-ra-1-d', 'gb-ra-1-a', 'gb-ra-lone', 'gb-nopos']);
  });

  it('artilleryOf: the unit calibre else the type, the NQM range row by calibre and weapon, FU held else 4', () => {
    expect(artilleryOf(s, 'gb-ra-1-a')).toEqual({ calibreMm: 84, rangeM: 15_000, rangeRow: '105mm Arty', fuHeld: 4 });
    expect(artilleryOf(s, 'gb-ra-1-d')).toEqual({ calibreMm: 105, rangeM: 15_000, rangeRow: '105mm Arty', fuHeld: 2 });
    expect(artilleryOf(s, 'gb-hvy')).toEqual({ calibreMm: 150, rangeM: 18_000, rangeRow: '150+mm Arty', fuHeld: 4 });
    expect(artilleryOf(s, 'gb-tmb')).toEqual({ calibreMm: 76, rangeM: 1_500, rangeRow: '3" Mortar', fuHeld: 4 });
    const heavier = { ...s, units: { ...s.units, 'gb-tmb': { ...s.units['gb-tmb']!, calibreMm: 120 } } };
    expect(artilleryOf(heavier, 'gb-tmb')).toEqual({ calibreMm: 120, rangeM: 5_000, rangeRow: '120mm Mor', fuHeld: 4 });
    expect(() => artilleryOf(s, 'gb-inf')).toThrow('1/6 Gordons is not artillery (unit type infantry)');
    expect(() => artilleryOf(s, 'nobody')).toThrow('unknown unit "nobody"');
  });
});

describe('compileFirePlan and firePlanView', () => {
  it('puts the serials on the clock (lifts expanded) and finds the units under each beaten zone, nearest first', () => {
    const { serials } = compileFirePlan(fireStart(), samplePlan(), FORT_TERRAIN);
    expect(serials.map((x) => [x.id, x.label, x.startMin, x.endMin, x.targetRef])).toEqual([
      ['S1', 'Opening', 0, 90, '1000010000'],
      ['S2', 'Harass', 60, 300, '1000010000'],
      ['L1-1', 'Creeper 1/3', 90, 120, '10001000'],
      ['L1-2', 'Creeper 2/3', 120, 150, '10001010'],
      ['L1-3', 'Creeper 3/3', 150, 180, '10001020'],
    ]);
    const view = firePlanView(fireStart(), samplePlan(), FORT_TERRAIN);
    // Battalion I./84 counts within 150 + 500 m; companies within 150 + 150 m; A/1/6 Gordons at 500 m is outside; II./84 has positioned companies.
    expect(targetsText(view.serials[0]!.targets)).toEqual(['de-bn1 dugIn 6 50', 'de-fort fort 3 100', 'de-bn2-a open 4 200', 'gb-inf-b open 4 250 friendly']);
    expect(targetsText(view.serials[3]!.targets)).toEqual(['de-bn2-a open 4 95', 'de-bn1 dugIn 6 116', 'de-fort fort 3 145']);
    expect(targetsText(firePlanView(fireStart(), samplePlan(), null).serials[0]!.targets)[1]).toBe('de-fort open 3 100');
    expect(view.targetIds).toEqual(['de-bn1', 'de-fort', 'de-bn2-a', 'gb-inf-b']);
  });

  it('shoots one per battery per started hour (effective) or 2 hours (harassing) of a serial or a lift, in time order, 1 FU each', () => {
    const { shoots } = compileFirePlan(fireStart(), samplePlan(), FORT_TERRAIN);
    expect(shoots.map((x) => `${x.atMin} ${x.serialId} ${x.batteryId} ${x.shoot} ${x.shell} ${x.calibreMm}`)).toEqual([
      '0 S1 gb-ra-1-a effective HE 84',
      '0 S1 gb-ra-1-d effective HE 105',
      '60 S1 gb-ra-1-a effective HE 84',
      '60 S1 gb-ra-1-d effective HE 105',
      '60 S2 gb-ra-lone harassing HE 77',
      '90 L1-1 gb-hvy effective HE 150',
      '150 L1-3 gb-hvy effective HE 150',
      '180 S2 gb-ra-lone harassing HE 77',
    ]);
    const view = firePlanView(fireStart(), samplePlan(), FORT_TERRAIN);
    expect(view.serials.map((x) => [x.serialId, x.batteryIds.join(' '), x.fuPerBattery, x.fu])).toEqual([
      ['S1', 'gb-ra-1-a gb-ra-1-d', 2, 4],
      ['S2', 'gb-ra-lone', 2, 2],
      ['L1-1', 'gb-hvy', 1, 1],
      ['L1-2', 'gb-hvy', 0, 0],
      ['L1-3', 'gb-hvy', 1, 1],
    ]);
    expect(view.batteries).toEqual([
      { batteryId: 'gb-ra-1-a', fu: 2, fuHeld: 4 },
      { batteryId: 'gb-ra-1-d', fu: 2, fuHeld: 2 },
      { batteryId: 'gb-ra-lone', fu: 2, fuHeld: 4 },
      { batteryId: 'gb-hvy', fu: 2, fuHeld: 4 },
    ]);
    expect(view.totalFu).toBe(8);
  });

  it('moves every serial with H-hour, and is memoised per state, plan and terrain', () => {
    const s = fireStart();
    const plan = samplePlan({ hHourMin: 120 });
    expect(compileFirePlan(s, plan, null).serials.map((x) => x.startMin)).toEqual([60, 120, 150, 180, 210]);
    expect(firePlanView(s, plan, null)).toBe(firePlanView(s, plan, null));
    expect(firePlanView(s, plan, FORT_TERRAIN)).not.toBe(firePlanView(s, plan, null));
  });

  it('FU per battery: per started hour (2 hours harassing) of a serial or a whole lift, at either scale (docs/RULINGS.md §Fire units on a creeping barrage)', () => {
    // 004 §THE FIREPLAN: "A harassing shoot can stretch 1 FIRE UNIT of ammo (FU) to 2 hours"; an effective
    // shoot's effect lasts "1 hour, although the main weight of fire only lasts for 10-20 mins".
    const at = (shoot: 'effective' | 'harassing', durationMin: number) => ({ shoot, startMin: 0, durationMin });
    expect([serialFu(at('effective', 30)), serialFu(at('effective', 90)), serialFu(at('harassing', 180))]).toEqual([1, 2, 2]);
    for (const scale of ['operational', 'tactical'] as const) {
      const view = firePlanView(fireStart(), samplePlan({ scale }), null);
      // S1 90 min × 2 batteries: 2 FU each; S2 240 min harassing: 2; the lift, 3 steps × 30 min = 90 min:
      // 2 FU, spent where its shoots begin — step 1 (minutes 0–59) and step 3 (60–89).
      expect([view.serials.map((v) => v.fu), view.totalFu]).toEqual([[4, 2, 1, 0, 1], 8]);
    }
    const shoots = firePlanView(fireStart(), samplePlan(), null).shoots;
    expect(shoots.filter((x) => x.serialId.startsWith('L1')).map((x) => [x.serialId, x.atMin])).toEqual([['L1-1', 90], ['L1-3', 150]]);
  });

  it('at tactical scale the zone is the 1418 template: 38.1 m in v0.8, 76.2 m in v0.7', () => {
    const near = (edition: 'v0.8' | 'v0.7') => firePlanView(fireStart(), samplePlan({ scale: 'tactical', edition, lifts: [] }), null).serials[0]!.targets.map((t) => t.unitId);
    // I./84's edge is 450 m closer than its centre; the companies' 150 m: 7./84 at 100 m is within 38.1 + 150.
    expect(near('v0.8')).toEqual(['de-bn1', 'de-fort']);
    expect(near('v0.7')).toEqual(['de-bn1', 'de-fort', 'de-bn2-a']);
  });
});

describe('on the Cambrai order of battle', () => {
  const s = stateFromScenario(cambraiScenario());

  it('51 Div RA means its eight RFA batteries and two medium trench mortar batteries; 622 positioned leaf units', () => {
    expect(batteriesOf(s, ['gb-51div-ra'])).toEqual([
      'gb-51div-ra-255bde-a',
      'gb-51div-ra-255bde-b',
      'gb-51div-ra-255bde-c',
      'gb-51div-ra-255bde-d',
      'gb-51div-ra-256bde-a',
      'gb-51div-ra-256bde-b',
      'gb-51div-ra-256bde-c',
      'gb-51div-ra-256bde-d',
      'gb-51div-ra-x-tmb',
      'gb-51div-ra-y-tmb',
    ]);
    expect(artilleryOf(s, 'gb-iv-corps-ha-bmb-e-92in-a')).toEqual({ calibreMm: 233.7, rangeM: 20_000, rangeRow: '200+mm Arty', fuHeld: 4 });
    expect(zoneUnits(s, null).length).toBe(622);
  });

  it('an hour on I./LIR 384 at 09151100: 10 shoots, two dug-in targets', () => {
    const ref = '09151100';
    const plan = samplePlan({ hHourMin: 0, lifts: [], serials: [serial({ startOffsetMin: 0, durationMin: 60, targetRef: ref, targetPos: gridRefToPoint(s.grid, ref), firerIds: ['gb-51div-ra'] })] });
    const view = firePlanView(s, plan, null);
    expect(targetsText(view.serials[0]!.targets)).toEqual(['de-20ldiv-lir384-i dugIn 13 7', 'de-20ldiv-lir384-mgk1 dugIn 3 101']);
    expect(view.shoots.length).toBe(10);
    expect(view.totalFu).toBe(10);
  });
});
