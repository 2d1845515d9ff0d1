/**
 * What the expected-effect panel sends (src/ui/fireplan/effectPrep.ts): at operational scale the
 * compiled shoots; at tactical scale the engagement and bombardments with only the terrain features
 * whose box meets the engagement's bases (widened by 200 m), so the worker is sent what it needs.
 */
import type { Feature, FeatureCollection } from 'geojson';
import { describe, expect, it } from 'vitest';
import { compileFirePlan } from '../../src/campaign/fireplan/state.ts';
import { tacticalPlanInput } from '../../src/campaign/fireplan/tactical.ts';
import { gridProjection } from '../../src/rules/projection.ts';
import { prepareEffect, terrainNear } from '../../src/ui/fireplan/effectPrep.ts';
import { GRID, at, emptyPlan, fireState, withPlan } from './ui-fireplan-fixture.ts';

const ll = (e: number, n: number) => {
  const p = gridProjection(GRID).toLonLat({ eastingM: e, northingM: n });
  return [p.lon, p.lat];
};
const square = (name: string, e: number, n: number, sizeM: number): Feature => ({
  type: 'Feature',
  properties: { class: 'wood', name },
  geometry: { type: 'Polygon', coordinates: [[ll(e, n), ll(e + sizeM, n), ll(e + sizeM, n + sizeM), ll(e, n + sizeM), ll(e, n)]] },
});
const line = (name: string, from: [number, number], to: [number, number]): Feature => ({
  type: 'Feature',
  properties: { class: 'road', name },
  geometry: { type: 'LineString', coordinates: [ll(...from), ll(...to)] },
});

const serial = { id: 's1', label: '1', startOffsetMin: -60, durationMin: 10, targetRef: '06001500', targetPos: at('06001500'), firerIds: ['rfa'], shoot: 'effective' as const, shell: 'HE' as const };

describe('prepareEffect and terrainNear', () => {
  it('operational: the compiled shoots with the plan’s seed; rows by campaign unit', () => {
    const plan = emptyPlan({ serials: [serial] });
    const state = withPlan(fireState(), plan);
    const p = prepareEffect(state, plan, null, null, 500);
    expect(p.job).toEqual({ shoots: compileFirePlan(state, plan, null).shoots, trials: 500, seed: 42 });
    expect([p.nameOf('rir-1'), p.nameOf('nobody')]).toEqual(['1/84', 'nobody']);
  });

  it('tactical: the engagement, its bombardments and the terrain near it; rows by sub-unit', () => {
    const plan = emptyPlan({ scale: 'tactical', serials: [serial] });
    const state = withPlan(fireState(), plan);
    const input = tacticalPlanInput(state, plan, compileFirePlan(state, plan, null));
    // 1/84's four bases stand in line round 6005 15005, within about 110 m of it.
    const terrain: FeatureCollection = {
      type: 'FeatureCollection',
      features: [
        square('under', 5990, 14990, 30),
        square('just within 200 m', 6250, 15000, 50),
        square('far', 9000, 9000, 100),
        line('crossing', [5000, 15020], [7000, 15020]),
        line('beyond', [5000, 16000], [7000, 16000]),
        { type: 'Feature', properties: { class: 'wood', name: 'no geometry' }, geometry: null as never },
      ],
    };
    const kept = terrainNear(terrain, input.engagement!, GRID).features.map((f) => f.properties!.name);
    expect(kept).toEqual(['under', 'just within 200 m', 'crossing']);
    expect(terrainNear(null, input.engagement!, GRID)).toEqual({ type: 'FeatureCollection', features: [] });
    const p = prepareEffect(state, plan, null, terrain, 300);
    expect(p.job).toEqual({ kind: 'tactical', engagement: input.engagement, serials: input.serials, terrain: { type: 'FeatureCollection', features: terrain.features.slice(0, 2).concat([terrain.features[3]!]) }, origin: { lon: 2.95, lat: 50.02 }, trials: 300, seed: 42 });
    expect(p.nameOf('rir-1.coy')).toBe('1/84');
  });

  it('tactical with no enemy near any aim point: no job', () => {
    const plan = emptyPlan({ scale: 'tactical', serials: [{ ...serial, targetRef: '10001000', targetPos: at('10001000') }] });
    expect(prepareEffect(withPlan(fireState(), plan), plan, null, null, 300).job).toBeNull();
  });
});
