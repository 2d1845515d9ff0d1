/**
 * The expected outcome of a hand-off (src/ui/contacts/outcomeJob.ts): the engagement the hand-off makes,
 * fought over and over with seeded dice, each bound planned as the engagement screen proposes it. Checked
 * against the engine run by hand with the same plans and dice (one run, bound by bound), for a whole
 * histogram that counts every run once, for the same seed giving the same result, and for stopping.
 */
import { describe, expect, it } from 'vitest';
import { createTerrainQuery } from '../../src/campaign/ground/terrainQuery.ts';
import { handOffPayload } from '../../src/campaign/engagement/handOff.ts';
import { runBound } from '../../src/rules/bound/engine.ts';
import { planBound } from '../../src/rules/bound/plan.ts';
import type { EngagementState } from '../../src/rules/bound/types.ts';
import { seededDice } from '../../src/rules/dice.ts';
import { mergeOutcomes, runOutcomeJob, splitOutcomeJob, type OutcomeJob } from '../../src/ui/contacts/outcomeJob.ts';
import { defaultDraft, toBoundPlans } from '../../src/ui/engagement/planForm.ts';
import { battalionStart } from '../bench/bound-bench.ts';
import { contactsDesk } from './ui-contacts-fixture.ts';

/** The job for 6 Gordons against I/84 (contact ct-160-1) handed off as the dialog does, on open ground. */
function gordonsJob(runs: number, bounds: number, seed = 7): OutcomeJob {
  const d = contactsDesk();
  const state = d.state();
  const p = handOffPayload(state, state.contacts!['ct-160-1']!, { edition: 'v0.8', diceMode: 'seeded', seed: 1, boundMin: 5, engagementId: 'preview' });
  return { engagement: p.state, highCommands: p.highCommands ?? {}, terrain: null, origin: { lon: state.grid.originLon, lat: state.grid.originLat }, runs, bounds, seed };
}

const bases = (s: EngagementState, side: string) => s.subUnits.filter((u) => u.side === side).reduce((n, u) => n + u.bases.length, 0);

describe('the expected outcome of a hand-off', () => {
  it('one run is the engine fought bound by bound with the proposed plans and the seed’s dice', () => {
    const job = gordonsJob(1, 4);
    const ground = createTerrainQuery({ type: 'FeatureCollection', features: [] }, job.origin);
    const open = { terrainAt: ground.terrainAt, lineOfSight: ground.lineOfSight };
    // By hand: the same four bounds.
    const dice = seededDice(job.seed);
    let s = job.engagement;
    let records = [] as ReturnType<typeof runBound>['records'];
    for (let b = 0; b < 4; b++) {
      const planned = planBound(s, toBoundPlans(defaultDraft(s, records, job.highCommands)));
      expect(planned.ok).toBe(true);
      s = runBound(planned.state, { dice, ...open }).state;
      records = planned.records;
    }
    const result = runOutcomeJob(job, () => undefined);
    const [blue, red] = result.sides;
    expect(result).toMatchObject({ runs: 1, bounds: 4, boundsFought: 4, stopped: false, refused: 0 });
    expect(blue!.startBases).toBe(bases(job.engagement, 'blue'));
    expect(red!.startBases).toBe(bases(job.engagement, 'red'));
    const blueLost = blue!.startBases - bases(s, 'blue');
    const redLost = red!.startBases - bases(s, 'red');
    expect(blue!.histogram[blueLost]).toBe(1);
    expect(red!.histogram[redLost]).toBe(1);
    expect([blue!.meanLost, red!.meanLost]).toEqual([blueLost, redLost]);
  });

  it('counts every run once per side, the same seed gives the same result, and the runs fight differently', () => {
    const job = gordonsJob(40, 6);
    const progress: number[] = [];
    const a = runOutcomeJob(job, (n) => progress.push(n));
    const b = runOutcomeJob(job, () => undefined);
    expect(b).toEqual(a);
    expect(progress).toEqual([]); // fewer than a chunk of 50 runs
    for (const side of a.sides) {
      expect(side.histogram).toHaveLength(side.startBases + 1);
      expect(side.histogram.reduce((n, k) => n + k, 0)).toBe(40);
      const mean = side.histogram.reduce((n, k, lost) => n + k * lost, 0) / 40;
      expect(side.meanLost).toBeCloseTo(mean, 12);
    }
    // Dice differ between runs, so the losses spread over more than one count on some side.
    expect(a.sides.some((s) => s.histogram.filter((n) => n > 0).length > 1)).toBe(true);
  });

  it('a sub-unit that must move but has closed up on the enemy holds its ground: no bound is refused', () => {
    // The bench's battalions 100 m apart, the attacker advancing: its companies close to the engagement
    // screen's stand-off within a few bounds, where the proposal has no path to give them.
    const job: OutcomeJob = { engagement: battalionStart(), highCommands: { 'blue-bn': 'advance', 'red-bn': 'hold' }, terrain: null, origin: { lon: 3, lat: 50 }, runs: 30, bounds: 10, seed: 5 };
    const r = runOutcomeJob(job, () => undefined);
    expect(r.refused).toBe(0);
    expect(r.firstRefusal).toBeUndefined();
    expect(r.boundsFought).toBeGreaterThan(30 * 3);
  });

  it('split into parts fights the same runs: the merged result is the whole job’s', () => {
    const job = gordonsJob(10, 5);
    const parts = splitOutcomeJob(job, 3);
    expect(parts.map((p) => [p.firstRun, p.runs])).toEqual([[0, 4], [4, 3], [7, 3]]);
    const whole = runOutcomeJob(job, () => undefined);
    expect(mergeOutcomes(parts.map((p) => runOutcomeJob(p, () => undefined)))).toEqual(whole);
    // More parts than runs: one run each.
    expect(splitOutcomeJob({ ...job, runs: 2 }, 4).map((p) => [p.firstRun, p.runs])).toEqual([[0, 1], [1, 1]]);
    expect(() => splitOutcomeJob(job, 0)).toThrow('parts must be a whole number ≥ 1, not 0');
    expect(() => mergeOutcomes([])).toThrow('no results to merge');
    expect(() => mergeOutcomes([whole, { ...whole, bounds: 6 }])).toThrow('the results are of different engagements');
  });

  it('stops at the next run when asked, and refuses a job that is not whole runs and bounds', () => {
    const job = gordonsJob(200, 2);
    let calls = 0;
    const r = runOutcomeJob(job, () => undefined, () => ++calls > 60);
    expect(r).toMatchObject({ runs: 60, stopped: true });
    expect(r.sides[0]!.histogram.reduce((n, k) => n + k, 0)).toBe(60);
    expect(() => runOutcomeJob({ ...job, runs: 0 }, () => undefined)).toThrow('runs must be a whole number from 1 to 100,000, not 0');
    expect(() => runOutcomeJob({ ...job, bounds: 2.5 }, () => undefined)).toThrow('bounds must be a whole number from 1 to 100, not 2.5');
  });
});
