/**
 * The terrain file as it crosses from its worker (`src/ui/newmap/terrainFile.ts`): the features packed
 * and the drawing prepared there, moved as buffers, and read back on the page to exactly the features the
 * import kept and the same drawing.
 */
import { describe, expect, it } from 'vitest';
import { importTerrainGeoJson } from '../../src/campaign/ground/osmImport.ts';
import { packTerrain } from '../../src/map/terrainPack.ts';
import { answerTerrainFile, answerTransfer, readFromAnswer } from '../../src/ui/newmap/terrainFile.ts';
import { osmFileText } from '../bench/ground-bench.ts';
import { NARVIK_OSM } from './own-ground-fixture.ts';

const request = (doc: unknown, name = 'area.geojson') => ({ name, blob: new Blob([JSON.stringify(doc)]), rules: [], presets: true, epsg: null });

describe('a terrain file read off the page', () => {
  it('gives back exactly the features the import keeps, and the same drawing', async () => {
    const doc = JSON.parse(osmFileText(3000));
    const expected = importTerrainGeoJson(doc, { source: 'area.geojson', idPrefix: 'terrain' });
    const answer = await answerTerrainFile(request(doc));
    expect(Array.isArray(answer.packed)).toBe(false); // a real area travels packed
    const buffers = answerTransfer(answer);
    expect(buffers.length).toBeGreaterThanOrEqual(8);
    expect(new Set(buffers).size).toBe(buffers.length);
    // What a worker's message does to them: a structured clone moving the buffers.
    const moved = structuredClone(answer, { transfer: buffers });
    expect(buffers.every((b) => b.byteLength === 0)).toBe(true);
    const read = readFromAnswer(moved);
    expect([read.count, read.byClass, read.bbox, read.matched]).toEqual([expected.features.length, expected.byClass, expected.bbox, expected.matched]);
    expect(read.features()).toEqual(expected.features);
    expect(read.features()).toBe(read.features()); // unpacked once
    const pack = packTerrain({ type: 'FeatureCollection', features: expected.features as unknown as GeoJSON.Feature[] });
    expect(read.drawing.pack.n).toBe(pack.n);
    expect(Array.from(read.drawing.pack.xy)).toEqual(Array.from(pack.xy));
    expect(read.drawing.pack.index!.search(0, 0, 256, 256).length).toBe(pack.n);
  });

  it('reads a small file the same way, and says what is wrong with a file it cannot use', async () => {
    const read = readFromAnswer(await answerTerrainFile(request(NARVIK_OSM, 'narvik-osm.geojson')));
    expect(read.features()).toEqual(importTerrainGeoJson(NARVIK_OSM, { source: 'narvik-osm.geojson', idPrefix: 'terrain' }).features);
    expect(read.count).toBe(9);
    expect(read.features().map((f) => f.properties.class)).toContain('wood');
    await expect(answerTerrainFile({ ...request({}), blob: new Blob(['{ not json']) })).rejects.toThrow(/^area\.geojson is not a GeoJSON file: /);
    await expect(answerTerrainFile(request({ type: 'Feature' }))).rejects.toThrow(/^area\.geojson cannot be used: it is not a GeoJSON FeatureCollection/);
  });
});
