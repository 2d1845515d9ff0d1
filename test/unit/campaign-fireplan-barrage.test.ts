/**
 * A creeping barrage at operational scale (004 §THE FIREPLAN, §UNITS OF LOGISTICAL ACCOUNTING;
 * docs/RULINGS.md §Fire units on a creeping barrage): a lift's steps are not new shoots. A battery
 * firing a lift fires one shoot (one die, 1 FU) each started hour of it, on every unit the lifts of that
 * hour reach, first reached first; the firing writes one line per step that reached a unit, at that
 * step's minute, so pinning and disorganisation run from when the barrage arrived.
 */
import { describe, expect, it } from 'vitest';
import { stateFromScenario } from '../../src/campaign/events.ts';
import { compileFirePlan, firedDraft, firePlanView } from '../../src/campaign/fireplan/state.ts';
import type { CampaignState, FirePlan, Unit } from '../../src/campaign/model/types.ts';
import { seededDice } from '../../src/rules/dice.ts';
import { apply } from './campaign-fixture.ts';
import { at, fireScenario, lift, samplePlan } from './campaign-fireplan-fixture.ts';

const company = (id: string, name: string, e: number, n: number): Unit => ({
  id, name, shortName: name, side: 'red', echelon: 'company', type: 'infantry', grade: 'R', bases: 4, establishmentBases: 4, injuredBases: 0, dugIn: false, parentId: 'de-div', pos: at(e, n),
});

/** The fixture with two red companies in the open far from the rest: 1./86 on the lift's start, 2./86 800 m north of it. */
function barrageState(): CampaignState {
  const s = fireScenario();
  s.units.push(company('de-86-1', '1./86', 14000, 14000), company('de-86-2', '2./86', 14000, 14800));
  return stateFromScenario(s);
}

/** A two-hour barrage by the heavy battery (150 mm): 12 lifts of 10 min and 100 m northwards from 1./86. */
const barrage = (over: Partial<FirePlan> = {}): FirePlan =>
  samplePlan({
    serials: [],
    lifts: [lift({ startOffsetMin: 0, stepMin: 10, stepM: 100, steps: 12, startRef: '1400014000', startPos: at(14000, 14000) })],
    ...over,
  });

describe('a creeping barrage', () => {
  it('costs a battery 1 FU an hour, not 1 a lift: a 2-hour barrage of 12 lifts is 2 shoots, 2 FU', () => {
    const s = barrageState();
    const view = firePlanView(s, barrage(), null);
    expect(view.batteries).toEqual([{ batteryId: 'gb-hvy', fu: 2, fuHeld: 4 }]);
    expect(view.serials.map((v) => v.fuPerBattery)).toEqual([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0]);
    const shoots = compileFirePlan(s, barrage(), null).shoots;
    expect(shoots.map((x) => [x.serialId, x.atMin])).toEqual([['L1-1', 60], ['L1-7', 120]]);
    // The first hour's lifts (steps 1–6, 14000 to 14500) reach 1./86 at once and 2./86 (800 m on, 300 m
    // of zone and half frontage) at step 6; the second hour's (14600 to 15100) find 2./86 under step 7.
    expect(shoots[0]!.targets.map((t) => [t.unitId, t.reachedSerialId, t.reachedAtMin])).toEqual([
      ['de-86-1', 'L1-1', 60],
      ['de-86-2', 'L1-6', 110],
    ]);
    expect(shoots[1]!.targets.map((t) => [t.unitId, t.reachedSerialId])).toEqual([['de-86-2', 'L1-7']]);
  });

  it('a shoot for every started hour of the lift, on the steps in force in it: three lifts of 45 minutes are three shoots', () => {
    // Hours from the lift's start: 0–60 (steps 1 and 2), 60–120 (steps 2 and 3), 120–135 (step 3).
    const s = barrageState();
    const slow = barrage({ lifts: [lift({ startOffsetMin: 0, stepMin: 45, stepM: 300, steps: 3, startRef: '1400014000', startPos: at(14000, 14000) })] });
    expect(compileFirePlan(s, slow, null).shoots.map((x) => [x.serialId, x.atMin])).toEqual([['L1-1', 60], ['L1-2', 120], ['L1-3', 180]]);
    const view = firePlanView(s, slow, null);
    expect([view.batteries[0]!.fu, view.serials.map((v) => v.fuPerBattery)]).toEqual([3, [1, 1, 1]]);
    // 2./86 (800 m on) is first under step 3 (14,600), from the hour it begins in: minute 150.
    const second = compileFirePlan(s, slow, null).shoots[1]!.targets.find((t) => t.unitId === 'de-86-2');
    expect([second?.reachedSerialId, second?.reachedAtMin]).toEqual(['L1-3', 150]);
  });

  it('fires one die an hour; what fell on a unit is written at the lift step that reached it', () => {
    const s = apply(barrageState(), { at: 0, type: 'fireplan.saved', v: 1, payload: { plan: barrage() } });
    const plan = s.firePlans!['fp-1']!;
    const seed = 12;
    const [d1, d2] = seededDice(seed).roll(2, 'check');
    // 150 mm = HEAVY; both companies in the open: H/open per die 1…6 → 0 1 1 2 3 4 (004 §WINNING THE FIREFIGHT TABLE).
    const hOpen = [0, 1, 1, 2, 3, 4];
    const h1 = hOpen[d1! - 1]!;
    const h2 = hOpen[d2! - 1]!;
    // The first shoot's hits go round 1./86 then 2./86 (first reached first): 1./86 takes ceil(h1/2), 2./86 the rest.
    const first = Math.ceil(h1 / 2);
    const second = h1 - first;
    const lines = firedDraft(s, plan, null, seed).payload.shots;
    const expected: unknown[] = [['L1-1', 60, `${d1}`, h1 - second, first > 0 ? [{ unitId: 'de-86-1', bases: first }] : [], h1 > 0 ? ['de-86-1'] : [], 1]];
    if (h1 > 0) expected.push(['L1-6', 110, '', second, second > 0 ? [{ unitId: 'de-86-2', bases: second }] : [], ['de-86-2'], 0]);
    expected.push(['L1-7', 120, `${d2}`, h2, h2 > 0 ? [{ unitId: 'de-86-2', bases: Math.min(h2, 4 - second) }] : [], h2 > 0 ? ['de-86-2'] : [], 1]);
    expect(lines.map((l) => [l.serialId, l.atMin, l.dice.join(''), l.hits, l.casualties, l.pinnedIds, l.fuSpent])).toEqual(expected);
    // Folded: pinned an hour from when the barrage reached each company; 2 FU off the battery.
    const after = apply(s, { type: 'fireplan.fired', v: 1, at: 200, payload: firedDraft(s, plan, null, seed).payload });
    expect(after.units['gb-hvy']!.fuHeld).toBe(2);
    if (h1 > 0) expect(after.units['de-86-1']!.pinnedUntilMin).toBe(120);
    if (h2 > 0) expect(after.units['de-86-2']!.pinnedUntilMin).toBe(180);
  });

  it('with seed 5: dice 6 then 4 — 4 hits (two on 1./86, two on 2./86 at step 6), then 2 more on 2./86', () => {
    expect(seededDice(5).roll(2, 'check')).toEqual([6, 4]);
    const s = apply(barrageState(), { at: 0, type: 'fireplan.saved', v: 1, payload: { plan: barrage() } });
    const after = apply(s, { type: 'fireplan.fired', v: 1, at: 200, payload: firedDraft(s, s.firePlans!['fp-1']!, null, 5).payload });
    expect([after.units['de-86-1']!.bases, after.units['de-86-2']!.bases]).toEqual([2, 0]);
    // Disorganised ("take casualties from artillery fire of a heavy enough calibre"): 150 ≥ 45 mm in the open.
    expect([after.units['de-86-1']!.disorganisedUntilMin, after.units['de-86-2']!.disorganisedUntilMin]).toEqual([120, 180]);
  });
});
