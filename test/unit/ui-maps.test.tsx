import { describe, expect, it, vi } from 'vitest';
import { BUNDLED_MAPS, buildRegistry } from '../../src/app/maps.ts';
import { tinyScenario } from './ui-fixture.ts';

const fc = '{"type":"FeatureCollection","features":[{"type":"Feature","properties":{"class":"wood","source":"x"},"geometry":{"type":"Point","coordinates":[3,50]}}]}';

describe('bundled maps registry', () => {
  it('lists Cambrai first, then the table, then others by id, each loading lazily and once', async () => {
    const loadCambrai = vi.fn(async () => tinyScenario('cambrai-1917'));
    const loadTerrain = vi.fn(async () => fc);
    const maps = buildRegistry(
      {
        '../../maps/zz-other/scenario.json': async () => tinyScenario('zz-other'),
        '../../maps/table-1418/scenario.json': async () => tinyScenario('table-1418'),
        '../../maps/cambrai-1917/scenario.json': loadCambrai,
      },
      { '../../maps/cambrai-1917/terrain.geojson': loadTerrain },
    );
    expect(maps.map((m) => [m.id, m.campaignName])).toEqual([
      ['cambrai-1917', 'Cambrai, 20 November 1917'],
      ['table-1418', '1418 table game'],
      ['zz-other', 'zz-other'],
    ]);
    expect(loadCambrai).not.toHaveBeenCalled();
    const cambrai = maps[0]!;
    expect((await cambrai.loadScenario()).mapId).toBe('cambrai-1917');
    await cambrai.loadScenario();
    expect(loadCambrai).toHaveBeenCalledTimes(1);
    expect((await cambrai.loadTerrain()).features).toHaveLength(1);
    await cambrai.loadTerrain();
    expect(loadTerrain).toHaveBeenCalledTimes(1);
    // A map without terrain draws none.
    expect(await maps[1]!.loadTerrain()).toEqual({ type: 'FeatureCollection', features: [] });
  });

  it('refuses a scenario filed under another map, and terrain that is not a FeatureCollection, naming the file', async () => {
    const [m] = buildRegistry(
      { '../../maps/cambrai-1917/scenario.json': async () => tinyScenario('table-1418') },
      { '../../maps/cambrai-1917/terrain.geojson': async () => '{"type":"Feature"}' },
    );
    await expect(m!.loadScenario()).rejects.toThrow('maps/cambrai-1917/scenario.json names map "table-1418", not "cambrai-1917"');
    await expect(m!.loadTerrain()).rejects.toThrow('maps/cambrai-1917/terrain.geojson is not a GeoJSON FeatureCollection');
    const [bad] = buildRegistry({ '../../maps/x/scenario.json': async () => tinyScenario('x') }, { '../../maps/x/terrain.geojson': async () => '{oops' });
    await expect(bad!.loadTerrain()).rejects.toThrow(/^maps\/x\/terrain.geojson is not valid JSON/);
  });

  it('finds the real Cambrai map through import.meta.glob and loads its scenario and terrain', async () => {
    const cambrai = BUNDLED_MAPS[0]!;
    expect(cambrai.id).toBe('cambrai-1917');
    const scenario = await cambrai.loadScenario();
    expect(scenario.mapId).toBe('cambrai-1917');
    expect(scenario.startLocal).toBe('1917-11-19T18:00');
    expect(scenario.units.length).toBeGreaterThan(100);
    const terrain = await cambrai.loadTerrain();
    expect(terrain.type).toBe('FeatureCollection');
    expect(terrain.features.length).toBeGreaterThan(0);
  });
});
