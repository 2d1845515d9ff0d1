/**
 * A fire plan at tactical scale through the bound engine (src/campaign/firePlanTactical.ts: at
 * tactical scale a serial is resolved by the bound engine's bombardment): the engagement set out
 * round the aim points (both sides; a stand-in when one side is missing), one bombardment per battery
 * per 10-minute bound, `firedDraft` giving every die, the hits and the bases killed per campaign unit,
 * 1 FU each, folded exactly; the firing is trial 1 of the tactical Monte Carlo with the same seed.
 *
 * The serial aims at 5./84 (a red company of 4 bases at 10000 10200): its bases stand in line 50.8 m
 * apart, so the middle two are under the 76.2 m template (v0.8). A/CCLV (3 field-gun bases, A2 (+1))
 * and D/CCLV (3 light-howitzer bases, A2 (+2)) fire 6 shots each, at most 3 on one base.
 */
import { describe, expect, it } from 'vitest';
import { firedDraft, compileFirePlan } from '../../src/campaign/fireplan/state.ts';
import { STAND_IN_ID, tacticalGround, tacticalPlanInput } from '../../src/campaign/fireplan/tactical.ts';
import type { CampaignState, FirePlan, Unit } from '../../src/campaign/model/types.ts';
import { monteCarloTactical, resolveTacticalPlan } from '../../src/rules/artillery/index.ts';
import { seededDice } from '../../src/rules/dice.ts';
import { apply } from './campaign-fixture.ts';
import { FORT_TERRAIN, at, fireStart, samplePlan, serial } from './campaign-fireplan-fixture.ts';

/** Tactical, v0.8: CCLV Bde RFA (A and D batteries) on 5./84 at 10000 10200 for 20 minutes (2 bounds). */
const tacticalPlan = (over: Parameters<typeof serial>[0] = {}, plan: Partial<FirePlan> = {}): FirePlan =>
  samplePlan({ scale: 'tactical', lifts: [], serials: [serial({ durationMin: 20, targetRef: '1000010200', targetPos: at(10000, 10200), ...over })], ...plan });
const saved = (plan: FirePlan, state: CampaignState = fireStart()): CampaignState => apply(state, { at: 0, type: 'fireplan.saved', v: 1, payload: { plan } });
const withUnit = (s: CampaignState, id: string, patch: Partial<Unit>): CampaignState => ({ ...s, units: { ...s.units, [id]: { ...s.units[id]!, ...patch } } });

describe('tacticalPlanInput: the engagement round the aim points', () => {
  it('sets out the units near the aim point, faces them towards the guns, and fires one bombardment per battery per bound', () => {
    const plan = tacticalPlan();
    const state = saved(plan);
    const compiled = compileFirePlan(state, plan, null);
    expect(compiled.shoots).toEqual([]);
    expect(compiled.bombardments).toEqual([
      // One bombardment a 10-minute bound; the first of the hour spends its FU (docs/RULINGS.md §Fire units on a creeping barrage).
      { serialId: 'S1', batteryId: 'gb-ra-1-a', atMin: 0, fu: 1 },
      { serialId: 'S1', batteryId: 'gb-ra-1-d', atMin: 0, fu: 1 },
      { serialId: 'S1', batteryId: 'gb-ra-1-a', atMin: 10, fu: 0 },
      { serialId: 'S1', batteryId: 'gb-ra-1-d', atMin: 10, fu: 0 },
    ]);
    const input = tacticalPlanInput(state, plan, compiled);
    expect(input.serials.map((s) => [s.serialId, s.side, s.atMin, s.shell, s.firers])).toEqual([
      ['S1/gb-ra-1-a@0', 'blue', 0, 'HE', [{ id: 'gb-ra-1-a', characteristic: 'fieldGun', bases: 3 }]],
      ['S1/gb-ra-1-d@0', 'blue', 0, 'HE', [{ id: 'gb-ra-1-d', characteristic: 'lightHowitzer', bases: 3 }]],
      ['S1/gb-ra-1-a@10', 'blue', 10, 'HE', [{ id: 'gb-ra-1-a', characteristic: 'fieldGun', bases: 3 }]],
      ['S1/gb-ra-1-d@10', 'blue', 10, 'HE', [{ id: 'gb-ra-1-d', characteristic: 'lightHowitzer', bases: 3 }]],
    ]);
    expect([input.serials[0]!.centreM.xM, input.serials[0]!.centreM.yM].map((v) => Math.round(v * 1e6) / 1e6)).toEqual([10000, 10200]);
    const e = input.engagement!;
    // Within 38.1 m + half frontage + 100 m: 5./84 (0 m), I./84 (about 206 m, battalion 500 m) and 7./84; no blue unit, so a
    // stand-in blue company at A/CCLV's position (5000 6500) sets the facing and is taken out again.
    expect(e.formations.map((f) => f.id)).toEqual(['de-bn2-a', 'de-bn1', 'de-fort']);
    expect(e.subUnits.some((u) => u.formationId === STAND_IN_ID)).toBe(false);
    expect([e.edition, e.windTowardDeg]).toEqual(['v0.8', 90]);
    const facing = (Math.atan2(5000 - 10000, 6500 - 10200) * 180) / Math.PI + 360;
    expect(e.subUnits.find((u) => u.id === 'de-bn2-a.coy')!.bases[0]!.facingDeg).toBeCloseTo(facing, 9);
    expect(input.subUnits).toEqual({
      'de-bn2-a.coy': { name: '5./84', side: 'red', unitIds: ['de-bn2-a'] },
      'de-bn1.c1': { name: 'A Coy, I./84', side: 'red', unitIds: ['de-bn1'] },
      'de-bn1.c2': { name: 'B Coy, I./84', side: 'red', unitIds: ['de-bn1'] },
      'de-fort.coy': { name: '7./84', side: 'red', unitIds: ['de-fort'] },
    });
    // Memoised per compiled plan.
    expect(tacticalPlanInput(state, plan, compiled)).toBe(input);
  });

  it('sets out friendly units too (the engine never lays shots on them), and nothing when no enemy is near', () => {
    const plan = tacticalPlan({ targetRef: '1000009750', targetPos: at(10000, 9750) });
    const input = tacticalPlanInput(saved(plan), plan, compileFirePlan(saved(plan), plan, null));
    expect(input.engagement!.formations.map((f) => [f.id, f.side])).toEqual([
      ['gb-inf-b', 'blue'],
      ['gb-inf-a', 'blue'],
      ['de-bn1', 'red'],
      ['de-fort', 'red'],
    ]);
    const empty = tacticalPlan({ targetRef: '1500015000', targetPos: at(15000, 15000) });
    const none = tacticalPlanInput(saved(empty), empty, compileFirePlan(saved(empty), empty, null));
    expect([none.engagement, none.subUnits, none.serials.length]).toEqual([null, {}, 4]);
    expect(firedDraft(saved(empty), empty, null, 1).payload.shots.map((s) => [s.batteryId, s.atMin, s.dice.length, s.hits, s.casualties.length, s.fuSpent])).toEqual([
      ['gb-ra-1-a', 0, 0, 0, 0, 1],
      ['gb-ra-1-d', 0, 0, 0, 0, 1],
      ['gb-ra-1-a', 10, 0, 0, 0, 0],
      ['gb-ra-1-d', 10, 0, 0, 0, 0],
    ]);
  });

  it('refuses, naming it, a battery its edition lacks; sets out a company that is off the map in line', () => {
    const v07 = tacticalPlan({ firerIds: ['gb-hvy'] }, { edition: 'v0.7' });
    const siege = withUnit(saved(v07), 'gb-hvy', { type: 'siegeGun' });
    expect(() => firedDraft(siege, v07, null, 1)).toThrow(/^6-inch How Bty cannot fire serial “Opening” at tactical scale: Siege \/ railway guns \(9\.2-inch and up\) have no row in the 1418 v0\.7 characteristics table \(it has no very heavy guns\)$/);
    // II./84 at 10000 10600 with one company off the map: it stands in line across the battalion's front
    // (a battalion's companies need no position of their own), so the serial fires.
    const plan = tacticalPlan({ targetRef: '1000010600', targetPos: at(10000, 10600) });
    const unplaced = withUnit(saved(plan), 'de-bn2-a', { pos: undefined });
    expect(firedDraft(unplaced, plan, null, 1).payload.shots.length).toBe(firedDraft(saved(plan), plan, null, 1).payload.shots.length);
  });
});

describe('firedDraft at tactical scale → fold', () => {
  it('every die, the hits and the bases killed of each bombardment, 1 FU an hour; folded exactly', () => {
    expect(seededDice(3).roll(22, 'check').join('')).toBe('2444112122161125134236');
    const plan = tacticalPlan();
    const before = saved(plan);
    const draft = firedDraft(before, plan, null, 3);
    expect(draft.payload.shots.map((s) => [s.serialId, s.batteryId, s.atMin, s.dice.join(''), s.hits, s.casualties, s.disorganisedIds, s.pinnedIds, s.fuSpent])).toEqual([
      // 6 shots, 3 on each of the two bases under the template (b2, b3: the outer circle, so hits are re-rolled); needs 2.
      // Each battery's +1 on one shot, one a base in turn: b2 has two, b3 one.
      // b2: 2+1 4+1 4 → 3 hits, re-rolled 4+1 1+1 1 → 2; b3: 2+1 1 2 → 2, re-rolled 2+1 1 → 1. 3 hits: three bases injured.
      ['S1', 'gb-ra-1-a', 0, '24441121221', 3, [], [], [], 1],
      // D/CCLV's +2: b2: 6+2 1+2 1 → 2, re-rolled 2+2 5+2 → 2; b3: 1+2 3 4 → 3, re-rolled 2+2 3 6 → 3.
      // 5 hits: the fourth base injured, then all four killed.
      ['S1', 'gb-ra-1-d', 0, '61125134236', 5, [{ unitId: 'de-bn2-a', bases: 4 }], [], [], 1],
      // Next bound: nothing left under the template (I./84 and 7./84 have one base each or none under it).
      ['S1', 'gb-ra-1-a', 10, '', 0, [], [], [], 0],
      ['S1', 'gb-ra-1-d', 10, '', 0, [], [], [], 0],
    ]);
    // The same as the rules' own sequence with the same dice and ground.
    const input = tacticalPlanInput(before, plan, compileFirePlan(before, plan, null));
    const direct = resolveTacticalPlan(input.engagement!, input.serials, { ...tacticalGround(null), dice: seededDice(3) });
    expect(direct.firings.map((f) => [f.dice.join(''), f.hits, f.losses])).toEqual([
      ['24441121221', 3, [{ subUnitId: 'de-bn2-a.coy', injured: 3, killed: 0 }]],
      ['61125134236', 5, [{ subUnitId: 'de-bn2-a.coy', injured: 1, killed: 4 }]],
      ['', 0, []],
      ['', 0, []],
    ]);
    const after = apply(before, { ...draft, at: 30 });
    expect([after.units['de-bn2-a']!.bases, after.units['gb-ra-1-a']!.fuHeld, after.units['gb-ra-1-d']!.fuHeld]).toEqual([0, 3, 1]);
    expect([after.units['de-bn2-a']!.disorganisedUntilMin, after.units['de-bn2-a']!.pinnedUntilMin]).toEqual([undefined, undefined]);
    expect(after.firings!.at(-1)!.shots).toEqual(draft.payload.shots);
  });

  it('is trial 1 of the tactical Monte Carlo with the same seed', () => {
    const plan = tacticalPlan({ durationMin: 10, targetRef: '0993810022', targetPos: at(9938, 10022) });
    const state = saved(plan);
    const input = tacticalPlanInput(state, plan, compileFirePlan(state, plan, FORT_TERRAIN));
    for (const seed of [1, 2, 3, 4]) {
      const shots = firedDraft(state, plan, FORT_TERRAIN, seed).payload.shots;
      const mc = monteCarloTactical(input.engagement!, input.serials, tacticalGround(FORT_TERRAIN), { trials: 1, seed });
      const killedBySub = new Map(mc.units.map((u) => [u.unitId, u.histogram.indexOf(1)]));
      // Aimed at I./84's B company (its two injured bases): kills there are I./84's bases.
      const bn1 = (killedBySub.get('de-bn1.c1') ?? 0) + (killedBySub.get('de-bn1.c2') ?? 0);
      const fort = killedBySub.get('de-fort.coy') ?? 0;
      const fired = (id: string) => shots.flatMap((s) => s.casualties).filter((c) => c.unitId === id).reduce((n, c) => n + c.bases, 0);
      expect([fired('de-bn1'), fired('de-fort')]).toEqual([bn1, fort]);
    }
    expect(input.engagement!.subUnits.find((u) => u.id === 'de-bn1.c2')!.bases.map((b) => b.injury)).toEqual(['old', 'old']);
  });

  it('takes a company’s kills from the company first, then its platoons, never more than each has', () => {
    // 5./84 keeps 1 base itself and has a platoon of 3 (no position): one sub-unit of 4 bases, laid out as before.
    const plan = tacticalPlan();
    let state = withUnit(saved(plan), 'de-bn2-a', { bases: 1 });
    const platoon: Unit = { id: 'de-bn2-a-1', side: 'red', name: '1. Zug 5./84', shortName: '1./5./84', echelon: 'platoon', type: 'infantry', grade: 'R', bases: 3, establishmentBases: 3, injuredBases: 0, dugIn: false, parentId: 'de-bn2-a' };
    state = { ...state, units: { ...state.units, [platoon.id]: platoon }, unitOrder: [...state.unitOrder, platoon.id] };
    const input = tacticalPlanInput(state, plan, compileFirePlan(state, plan, null));
    expect(input.subUnits['de-bn2-a.coy']).toEqual({ name: '5./84', side: 'red', unitIds: ['de-bn2-a', 'de-bn2-a-1'] });
    expect(input.engagement!.subUnits.find((u) => u.id === 'de-bn2-a.coy')!.bases).toHaveLength(4);
    const draft = firedDraft(state, plan, null, 3);
    // The same dice as above: all four bases killed by D/CCLV's first bombardment.
    expect(draft.payload.shots[1]!.casualties).toEqual([
      { unitId: 'de-bn2-a', bases: 1 },
      { unitId: 'de-bn2-a-1', bases: 3 },
    ]);
    const after = apply(state, { ...draft, at: 30 });
    expect([after.units['de-bn2-a']!.bases, after.units['de-bn2-a-1']!.bases]).toEqual([0, 0]);
  });
});
