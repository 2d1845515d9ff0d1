/**
 * The expected-effect Web Worker's own code (`effect.worker.ts`) run in Node with a stand-in `self`:
 * a job posts progress every 500 trials and then exactly what `monteCarlo` gives; a tactical job
 * (plain JSON) every 100 trials and exactly what `monteCarloTactical` gives on the ground built from
 * the terrain features it was sent; a bad request is answered with an error.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeatureCollection } from 'geojson';
import { compileFirePlan } from '../../src/campaign/fireplan/state.ts';
import { tacticalGround, tacticalPlanInput } from '../../src/campaign/fireplan/tactical.ts';
import { createTerrainQuery } from '../../src/campaign/ground/terrainQuery.ts';
import { monteCarlo, monteCarloTactical } from '../../src/rules/artillery/index.ts';
import { gridProjection } from '../../src/rules/projection.ts';
import type { EffectJob, EffectWorkerReply } from '../../src/ui/fireplan/effectJob.ts';
import { GRID, at, emptyPlan, fireState, withPlan } from './ui-fireplan-fixture.ts';

afterEach(() => vi.unstubAllGlobals());

describe('effect.worker.ts', () => {
  it('runs the Monte Carlo and posts progress, then the result', async () => {
    const posted: EffectWorkerReply[] = [];
    const fakeSelf: { postMessage(m: EffectWorkerReply): void; onmessage: ((e: { data: unknown }) => void) | null } = { postMessage: (m) => void posted.push(m), onmessage: null };
    vi.stubGlobal('self', fakeSelf);
    await import('../../src/ui/fireplan/effect.worker.ts');
    const plan = emptyPlan({
      serials: [{ id: 's1', label: '1', startOffsetMin: -60, durationMin: 60, targetRef: '060 150', targetPos: at('060150'), firerIds: ['rfa'], shoot: 'effective', shell: 'HE' }],
    });
    const state = withPlan(fireState(), plan);
    const job: EffectJob = { shoots: JSON.parse(JSON.stringify(compileFirePlan(state, plan, null).shoots)), trials: 1200, seed: 9 };
    fakeSelf.onmessage!({ data: { type: 'run', job } });
    expect(posted).toEqual([
      { type: 'progress', done: 500 },
      { type: 'progress', done: 1000 },
      { type: 'progress', done: 1200 },
      { type: 'done', result: monteCarlo(job.shoots, { trials: 1200, seed: 9 }) },
    ]);

    // A tactical job: the bound engine's bombardments, the ground built in the worker from the features sent.
    posted.length = 0;
    const tactical = emptyPlan({ scale: 'tactical', serials: [{ ...plan.serials[0]!, durationMin: 10, targetRef: '06001500', targetPos: at('06001500') }] });
    const ts = withPlan(fireState(), tactical);
    const input = tacticalPlanInput(ts, tactical, compileFirePlan(ts, tactical, null));
    const origin = { lon: 2.95, lat: 50.02 };
    // A fortification round 1/84's position (06001500: 6005 m E, 15005 m N).
    const p = (e: number, n: number) => {
      const ll = gridProjection(GRID).toLonLat({ eastingM: e, northingM: n });
      return [ll.lon, ll.lat];
    };
    const ring = [p(5800, 14900), p(6200, 14900), p(6200, 15100), p(5800, 15100), p(5800, 14900)];
    const fort: FeatureCollection = { type: 'FeatureCollection', features: [{ type: 'Feature', properties: { class: 'fortification' }, geometry: { type: 'Polygon', coordinates: [ring] } }] };
    const tjob: EffectJob = JSON.parse(JSON.stringify({ kind: 'tactical', engagement: input.engagement, serials: input.serials, terrain: fort, origin, trials: 250, seed: 3 }));
    fakeSelf.onmessage!({ data: { type: 'run', job: tjob } });
    const fortified = monteCarloTactical(input.engagement!, input.serials, createTerrainQuery(fort, origin), { trials: 250, seed: 3 });
    const open = monteCarloTactical(input.engagement!, input.serials, tacticalGround(null), { trials: 250, seed: 3 });
    expect(posted).toEqual([{ type: 'progress', done: 100 }, { type: 'progress', done: 200 }, { type: 'progress', done: 250 }, { type: 'done', result: fortified }]);
    expect(fortified.units[0]!.meanCasualties).toBeLessThan(open.units[0]!.meanCasualties);

    posted.length = 0;
    fakeSelf.onmessage!({ data: { type: 'stop' } });
    expect(posted).toEqual([{ type: 'error', message: 'the expected-effect worker got an unknown request "stop"' }]);
    posted.length = 0;
    fakeSelf.onmessage!({ data: { type: 'run', job: { ...job, trials: 0 } } });
    expect(posted).toHaveLength(1);
    expect(posted[0]!.type).toBe('error');
  });
});
