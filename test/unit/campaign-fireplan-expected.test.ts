/**
 * A property of fire plans: the expected effect the Fire plans screen shows (its Monte Carlo, `runEffectJob`
 * on `prepareEffect`) is the mean of firing the plan for real (`firedDraft`) over many seeds — for random
 * plans of serials, lifts and air sorties on the fixture's ground (fast-check). Per unit, the mean bases
 * lost agree within 4.5 standard errors of the difference, and so does the chance of being disorganised.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stateFromScenario } from '../../src/campaign/events.ts';
import { firedDraft } from '../../src/campaign/fireplan/state.ts';
import type { CampaignState, FireLift, FirePlan, FireSerial, Unit } from '../../src/campaign/model/types.ts';
import { runEffectJob } from '../../src/ui/fireplan/effectJob.ts';
import { prepareEffect } from '../../src/ui/fireplan/effectPrep.ts';
import { apply } from './campaign-fixture.ts';
import { at, FORT_TERRAIN, fireScenario, lift, samplePlan, serial } from './campaign-fireplan-fixture.ts';

const FIRINGS = 600;
const TRIALS = 20_000;

/** The fixture with a strafing squadron and an AA battery near the aim point, so plans may fly sorties too. */
function state(): CampaignState {
  const s = fireScenario();
  const extra = (u: Partial<Unit> & Pick<Unit, 'id' | 'side' | 'type'>): Unit => ({ name: u.id, shortName: u.id, echelon: 'company', grade: 'R', bases: 3, establishmentBases: 3, injuredBases: 0, dugIn: false, parentId: u.side === 'blue' ? 'gb-div' : 'de-div', ...u });
  s.units.push(extra({ id: 'gb-air', side: 'blue', type: 'strafingAircraft', pos: at(3000, 3000) }), extra({ id: 'de-aa', side: 'red', type: 'antiAircraft', bases: 2, pos: at(10500, 10400) }));
  return stateFromScenario(s);
}

const FIRERS = [['gb-ra-1'], ['gb-ra-1-a'], ['gb-hvy'], ['gb-ra-lone'], ['gb-air'], ['gb-air', 'gb-ra-1-d']];
const serialArb = fc.record({
  dx: fc.integer({ min: -300, max: 300 }),
  dy: fc.integer({ min: -300, max: 400 }),
  start: fc.integer({ min: 0, max: 120 }),
  duration: fc.integer({ min: 10, max: 150 }),
  firers: fc.constantFrom(...FIRERS),
  shoot: fc.constantFrom('effective' as const, 'harassing' as const),
});
const planArb = fc.record({
  serials: fc.array(serialArb, { minLength: 1, maxLength: 3 }),
  withLift: fc.boolean(),
  pressHome: fc.boolean(),
});

/** Mean and standard error of bases lost, and the share disorganised, per unit over the plan fired with seeds 1…n. */
function firedStats(s: CampaignState, plan: FirePlan, n: number) {
  const lost = new Map<string, number[]>();
  const dis = new Map<string, number>();
  for (let seed = 1; seed <= n; seed++) {
    const shots = firedDraft(s, plan, FORT_TERRAIN, seed).payload.shots;
    const perUnit = new Map<string, number>();
    const hit = new Set<string>();
    for (const l of shots) {
      for (const c of l.casualties) perUnit.set(c.unitId, (perUnit.get(c.unitId) ?? 0) + c.bases);
      for (const id of l.disorganisedIds) hit.add(id);
    }
    for (const [id, k] of perUnit) lost.set(id, [...(lost.get(id) ?? []), k]);
    for (const id of hit) dis.set(id, (dis.get(id) ?? 0) + 1);
  }
  return { lost, dis };
}

describe('expected effect = the mean of firing for real', () => {
  it('holds for random plans of serials, lifts and air sorties', () => {
    const base = state();
    fc.assert(
      fc.property(planArb, ({ serials, withLift, pressHome }) => {
        const fs: FireSerial[] = serials.map((x, i) => serial({ id: `S${i + 1}`, label: `S${i + 1}`, startOffsetMin: x.start - 60, durationMin: x.duration, targetPos: at(10000 + x.dx, 10000 + x.dy), targetRef: 'ref', firerIds: x.firers, shoot: x.shoot }));
        const lifts: FireLift[] = withLift ? [lift({ stepMin: 10, steps: 6 })] : [];
        const plan = samplePlan({ serials: fs, lifts, seed: 4242, ...(pressHome ? { airPressHome: true } : {}) });
        const s = apply(base, { at: 0, type: 'fireplan.saved', v: 1, payload: { plan } });
        const saved = s.firePlans!['fp-1']!;
        const job = prepareEffect(s, saved, FORT_TERRAIN, null, TRIALS).job!;
        const mc = runEffectJob(job, () => {});
        const fired = firedStats(s, saved, FIRINGS);
        for (const u of mc.units) {
          const xs = fired.lost.get(u.unitId) ?? [];
          const sum = xs.reduce((a, b) => a + b, 0);
          const sq = xs.reduce((a, b) => a + b * b, 0);
          const mean = sum / FIRINGS;
          const varF = sq / FIRINGS - mean * mean;
          let mcSq = 0;
          u.histogram.forEach((c, k) => (mcSq += c * k * k));
          const varMc = mcSq / mc.trials - u.meanCasualties ** 2;
          const se = Math.sqrt(varF / FIRINGS + varMc / mc.trials) + 1e-9;
          expect(Math.abs(mean - u.meanCasualties), `${u.unitId}: fired ${mean}, expected ${u.meanCasualties}`).toBeLessThanOrEqual(4.5 * se + 1e-9);
          const pF = (fired.dis.get(u.unitId) ?? 0) / FIRINGS;
          const seP = Math.sqrt((u.pDisorganised * (1 - u.pDisorganised)) / FIRINGS + (u.pDisorganised * (1 - u.pDisorganised)) / mc.trials) + 1e-9;
          expect(Math.abs(pF - u.pDisorganised), `${u.unitId}: disorganised ${pF} fired, ${u.pDisorganised} expected`).toBeLessThanOrEqual(4.5 * seP + 1e-9);
        }
      }),
      { numRuns: 8, seed: 20261126 },
    );
  });
});
