/**
 * `checkFirePlan`: each kind of problem with its exact sentence on the fixture (see
 * `campaign-fireplan-fixture.ts` for the distances), and a clean plan giving none.
 */
import { describe, expect, it } from 'vitest';
import { setUpMin1916 } from '../../src/rules/tables/transport1916.ts';
import { DEFAULT_SETTINGS } from '../../src/campaign/model/settings.ts';
import { checkFirePlan, hOffsetText, serialName, type SerialProblem } from '../../src/campaign/fireplan/checks.ts';
import type { CampaignState, FirePlan } from '../../src/campaign/model/types.ts';
import { FORT_TERRAIN, at, fireStart, lift, samplePlan, serial } from './campaign-fireplan-fixture.ts';

const only = (plan: FirePlan, kind: SerialProblem['kind'], state: CampaignState = fireStart()) =>
  checkFirePlan(state, plan, FORT_TERRAIN)
    .filter((p) => p.kind === kind)
    .map((p) => `${p.serialId}${p.batteryId ? ` ${p.batteryId}` : ''}: ${p.message}`);
const one = (over: Parameters<typeof serial>[0], extra: Partial<FirePlan> = {}) => samplePlan({ serials: [serial(over)], lifts: [], ...extra });
const withUnit = (s: CampaignState, id: string, patch: object): CampaignState => ({ ...s, units: { ...s.units, [id]: { ...s.units[id]!, ...patch } } });

describe('checkFirePlan', () => {
  it('names serials by label and H-offsets', () => {
    expect([hOffsetText(-60), hOffsetText(0), hOffsetText(15)]).toEqual(['H−60', 'H', 'H+15']);
    expect(serialName({ id: 'S9', label: '', startOffsetMin: -90, durationMin: 90 })).toBe('serial “S9” (H−90 to H)');
  });

  it('range: the NQM weapon range table, and at tactical scale the 1418 range column too', () => {
    expect(only(one({ firerIds: ['gb-ra-1-a', 'gb-tmb'], targetRef: '2000012000', targetPos: at(20000, 12000) }), 'range')).toEqual([
      'S1 gb-ra-1-a: Serial “Opening” (H−60 to H+30): A/CCLV is 16.0 km from 2000012000; its range is 15.0 km (NQM weapon range table, 105mm Arty).',
      'S1 gb-tmb: Serial “Opening” (H−60 to H+30): X/51 TMB is 11.4 km from 2000012000; its range is 1.5 km (NQM weapon range table, 3" Mortar).',
    ]);
    expect(only(one({ firerIds: ['gb-tmb'], targetRef: '1000010200', targetPos: at(10000, 10200) }), 'range')).toEqual([
      'S1 gb-tmb: Serial “Opening” (H−60 to H+30): X/51 TMB is 1.6 km from 1000010200; its range is 1.5 km (NQM weapon range table, 3" Mortar).',
    ]);
    // The 18-pdr's 1418 range is 2000 m; light howitzers have none; early mortars 1200 m.
    expect(only(one({ firerIds: ['gb-ra-1', 'gb-tmb'] }, { scale: 'tactical' }), 'range')).toEqual([
      'S1 gb-ra-1-a: Serial “Opening” (H−60 to H+30): A/CCLV is 6.1 km from 1000010000; its 1418 range is 2.0 km (1418 characteristics, 75/77 Field Guns).',
      'S1 gb-tmb: Serial “Opening” (H−60 to H+30): X/51 TMB is 1.4 km from 1000010000; its 1418 range is 1.2 km (1418 characteristics, Early mortar).',
    ]);
  });

  it('position: a battery with no position; a lift that steps off the map', () => {
    expect(only(one({ firerIds: ['gb-nopos'] }), 'position')).toEqual([
      'S1 gb-nopos: Serial “Opening” (H−60 to H+30): B/CCLVI has no position on the map, so its range cannot be checked; place it first.',
    ]);
    const south = samplePlan({ serials: [], lifts: [lift({ startPos: at(10000, 150), bearingDeg: 180 })] });
    expect(only(south, 'position')).toEqual(['L1: Lift “Creeper”: lift 1 ("L1") serial “Creeper 3/3”: Point 10000 m E, -50 m N is off the map: the map covers 0000 to 2724 (28 × 25 km).']);
  });

  it('overlap: a battery in two serials at once (also through a formation)', () => {
    const plan = samplePlan({ lifts: [], serials: [serial(), serial({ id: 'S3', label: 'Late', startOffsetMin: 0, durationMin: 60, firerIds: ['gb-ra'] })] });
    expect(only(plan, 'overlap')).toEqual([
      'S3 gb-ra-1-a: Serial “Late” (H to H+60): A/CCLV is also firing serial “Opening” (H−60 to H+30) at the same time.',
      'S3 gb-ra-1-d: Serial “Late” (H to H+60): D/CCLV is also firing serial “Opening” (H−60 to H+30) at the same time.',
    ]);
    expect(only(samplePlan(), 'overlap')).toEqual([]);
  });

  it('unpack: no fire within 10 min of a move', () => {
    const s = withUnit(fireStart(), 'gb-ra-1-a', { movedAtMin: 40 });
    expect(only(one({}), 'unpack', s)).toEqual([
      'S1 gb-ra-1-a: Serial “Opening” (H−60 to H+30): A/CCLV moved at 07:00, during the serial (06:20 to 07:50), and cannot fire again before it has unpacked at 07:10 (10 min).',
    ]);
    expect(only(one({ startOffsetMin: -15 }), 'unpack', s)).toEqual([
      'S1 gb-ra-1-a: Serial “Opening” (H−15 to H+75): A/CCLV moved at 07:00 and cannot fire before it has unpacked at 07:10 (10 min); the serial starts at 07:05.',
    ]);
    expect(only(one({ startOffsetMin: -10 }), 'unpack', s)).toEqual([]);
  });

  it('unpack under the 1916 rules: the limber table by the gun’s size (002 §2.4 "Medium 5 or 6 ½ - ¼ ¾", "Large 7 or larger 1 - ½ 1")', () => {
    const on = (st: ReturnType<typeof fireStart>) => ({ ...st, settings: { ...(st.settings ?? DEFAULT_SETTINGS), commandTest1916: true } });
    // A/CCLV's 18-pdrs (83.8 mm: medium, class 5–6): unlimber ¼ + set up ¾ = 1 turn of 10 min.
    const s = on(withUnit(fireStart(), 'gb-ra-1-a', { movedAtMin: 40 }));
    expect(only(one({ startOffsetMin: -15 }), 'unpack', s)).toEqual([
      'S1 gb-ra-1-a: Serial “Opening” (H−15 to H+75): A/CCLV moved at 07:00 and cannot fire before it has unpacked at 07:10 (10 min, 1916 limber table); the serial starts at 07:05.',
    ]);
    // The same battery with 6-inch howitzers (large): ½ + 1 = 1½ turns, 15 min — firing at 07:10 is too soon.
    const big = on(withUnit(fireStart(), 'gb-ra-1-a', { movedAtMin: 40, calibreMm: 152.4 }));
    expect(only(one({ startOffsetMin: -10 }), 'unpack', big)).toHaveLength(1);
    // A 37 mm gun (small): no set-up at all.
    expect([setUpMin1916(37), setUpMin1916(75), setUpMin1916(152.4)]).toEqual([0, 10, 15]);
    expect(() => setUpMin1916(0)).toThrow('calibreMm: expected a calibre in millimetres, got 0');
  });

  it('calibre: HE too light for an enemy target’s position (friendly targets and smoke not counted)', () => {
    expect(only(one({ firerIds: ['gb-ra-lone', 'gb-hvy'] }), 'calibre')).toEqual([
      'S1 gb-ra-lone: Serial “Opening” (H−60 to H+30): CCLVI Bde RFA (77 mm) is too light to disorganise I./84 (dug in: needs 80 mm), 7./84 (fortified: needs 160 mm) (NQM artillery effect table).',
      'S1 gb-hvy: Serial “Opening” (H−60 to H+30): 6-inch How Bty (150 mm) is too light to disorganise 7./84 (fortified: needs 160 mm) (NQM artillery effect table).',
    ]);
    expect(only(one({ firerIds: ['gb-ra-lone'], shell: 'smoke' }), 'calibre')).toEqual([]);
    const heavy = withUnit(fireStart(), 'gb-hvy', { calibreMm: 160 });
    expect(only(one({ firerIds: ['gb-hvy'] }), 'calibre', heavy)).toEqual([]);
  });

  it('fu: reported on the serial where a battery runs past its holding', () => {
    const plan = samplePlan({ lifts: [], serials: [serial(), serial({ id: 'S3', label: 'Later', startOffsetMin: 60, durationMin: 60, firerIds: ['gb-ra-1-d'] })] });
    expect(only(plan, 'fu')).toEqual(['S3 gb-ra-1-d: Serial “Later” (H+60 to H+120): D/CCLV holds 2 FU; the plan spends 3 FU from it by the end of this serial, 1 FU more than it holds.']);
    expect(only(samplePlan(), 'fu')).toEqual([]);
    // Tactical scale spends the same FU (per started hour of fire, docs/RULINGS.md §Fire units on a creeping
    // barrage), however many 10-minute bounds it bombards in.
    expect(only(samplePlan({ scale: 'tactical', lifts: [] }), 'fu')).toEqual([]);
    expect(only({ ...plan, scale: 'tactical' }, 'fu')).toEqual(['S3 gb-ra-1-d: Serial “Later” (H+60 to H+120): D/CCLV holds 2 FU; the plan spends 3 FU from it by the end of this serial, 1 FU more than it holds.']);
    // De Rosa (003 §Ammo Supply "Field guns: four fire turns per battery"): a field-gun battery is told why.
    const guns = withUnit(fireStart(), 'gb-ra-1-d', { type: 'fieldGun' });
    const deRosa = { ...guns, settings: { ...(guns.settings ?? DEFAULT_SETTINGS), deRosaAmmo: true } };
    expect(only(plan, 'fu', deRosa)).toEqual([
      'S3 gb-ra-1-d: Serial “Later” (H+60 to H+120): D/CCLV holds 2 FU; the plan spends 3 FU from it by the end of this serial, 1 FU more than it holds (De Rosa: a field-gun battery carries four fire turns, then its limbers must come up: a resupply run rolls its D10).',
    ]);
  });

  it('friendly: under the beaten zone, or within 300 m of its edge; not for smoke', () => {
    expect(only(one({}), 'friendly')).toEqual([
      'S1: Serial “Opening” (H−60 to H+30): B/1/6 Gordons (friendly) is under the beaten zone at 1000010000, 250 m from the aim point.',
      'S1: Serial “Opening” (H−60 to H+30): A/1/6 Gordons (friendly) is 200 m from the edge of the beaten zone at 1000010000, inside the 300 m safety distance.',
    ]);
    expect(only(one({ shell: 'gas' }, { scale: 'tactical' }), 'friendly')).toEqual([
      // A/1/6 Gordons' edge is 500 − 150 − 38.1 = 311.9 m from the template's: beyond the safety distance.
      'S1: Serial “Opening” (H−60 to H+30): B/1/6 Gordons (friendly) is 62 m from the edge of the template at 1000010000, inside the 300 m safety distance.',
    ]);
    expect(only(one({ shell: 'smoke' }), 'friendly')).toEqual([]);
    // Each names the friendly unit at risk (the map rings these) and no battery.
    expect(checkFirePlan(fireStart(), one({}), FORT_TERRAIN).filter((p) => p.kind === 'friendly').map((p) => [p.unitId, p.batteryId])).toEqual([
      ['gb-inf-b', undefined],
      ['gb-inf-a', undefined],
    ]);
    expect(checkFirePlan(fireStart(), one({ firerIds: ['gb-nopos'] }), FORT_TERRAIN).find((p) => p.kind === 'position')!.unitId).toBeUndefined();
  });

  it('square: a table grid whose squares are under 6" cannot be bombarded', () => {
    const s = fireStart();
    const small: CampaignState = { ...s, grid: { originLon: 3, originLat: 50, widthM: 1000, heightM: 1000, squareM: 100, scheme: 'table' } };
    expect(only(one({ targetRef: 'B1', targetPos: at(150, 50) }), 'square', small)).toEqual([
      'S1: Serial “Opening” (H−60 to H+30): B1 cannot be bombarded: grid.squareM is 100 m: 1418 forbids bombarding squares smaller than 6" × 6" (152.4 m).',
    ]);
    expect(only(one({}), 'square')).toEqual([]);
  });

  it('beforeStart: a serial before the campaign’s start is plotted, and said not to be fireable', () => {
    // H-hour is campaign minute 60 (07:20); H−75 is 06:05, before the start at 06:20.
    expect(only(one({ startOffsetMin: -75 }), 'beforeStart')).toEqual([
      "S1: Serial “Opening” (H−75 to H+15): starts at 06:05, before the campaign's clock begins (06:20): it can be plotted and its effect estimated, but not fired for real.",
    ]);
    expect(only(one({ startOffsetMin: -60 }), 'beforeStart')).toEqual([]);
  });

  it('a clean plan has no problems', () => {
    const clean = samplePlan({ lifts: [], serials: [serial({ firerIds: ['gb-hvy'], targetRef: '1200012600', targetPos: at(12000, 12600) })] });
    expect(checkFirePlan(fireStart(), clean, FORT_TERRAIN)).toEqual([]);
  });
});
