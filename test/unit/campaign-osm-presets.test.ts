/**
 * The OpenStreetMap presets as a wargamer reads the ground (docs/RULINGS.md §OpenStreetMap presets):
 * footways, paths, steps, tracks and service roads are no roads; platforms and abandoned or disused
 * railways are left out; cliffs are impractical lines; the coastline closes the sea.
 */
import { describe, expect, it } from 'vitest';
import { importTerrainGeoJson } from '../../src/campaign/ground/osmImport.ts';
import { createTerrainQuery } from '../../src/campaign/ground/terrainQuery.ts';
import { gridProjection } from '../../src/rules/projection.ts';

describe('the OpenStreetMap presets', () => {
  it('reads the ground as a wargamer: paths and service roads no roads, old railways and platforms out, cliffs and the sea impractical', () => {
    const line = (props: object, coordinates: number[][]) => ({ type: 'Feature', properties: props, geometry: { type: 'LineString', coordinates } });
    const doc = {
      type: 'FeatureCollection',
      features: [
        line({ highway: 'secondary', name: 'Fv 7' }, [[17.0, 68.5], [17.2, 68.5]]),
        ...['footway', 'path', 'steps', 'service'].map((h, i) => line({ highway: h }, [[17.0, 68.41 + i / 100], [17.1, 68.41 + i / 100]])),
        line({ railway: 'abandoned' }, [[17.0, 68.45], [17.2, 68.45]]),
        line({ railway: 'disused' }, [[17.0, 68.46], [17.2, 68.46]]),
        line({ railway: 'platform' }, [[17.0, 68.47], [17.01, 68.47]]),
        line({ railway: 'rail', name: 'Ofotbanen' }, [[17.0, 68.48], [17.2, 68.48]]),
        line({ natural: 'cliff' }, [[17.05, 68.465], [17.15, 68.465]]),
        // The coast runs east along 68.44 with the land on its left (north): the sea lies south of it, to the file's edge at 68.4.
        line({ natural: 'coastline' }, [[17.0, 68.44], [17.1, 68.43]]),
        line({ natural: 'coastline' }, [[17.1, 68.43], [17.2, 68.44]]),
        line({ natural: 'tree_row' }, [[17.0, 68.4], [17.2, 68.4]]),
      ],
    };
    const r = importTerrainGeoJson(doc, { source: 'coast.geojson', idPrefix: 'c' });
    expect(r.byClass).toEqual({ road: 1, railway: 1, cliff: 1, impractical: 1 });
    expect(r.skipped).toEqual({
      'a footway, path, steps, track or service road (not a road for a march)': 4,
      'a platform, or an abandoned or disused railway': 3,
      'no rule matches its tags': 1,
    });
    const sea = r.features.find((f) => f.properties.kind === 'sea')!;
    expect(sea.properties).toEqual({ class: 'impractical', kind: 'sea', source: 'coast.geojson' });
    // Closed along the file's edge (17.0–17.2, down to 68.40): the sea south of the coast, the land north of it.
    const q = createTerrainQuery({ type: 'FeatureCollection', features: r.features }, { lon: 17.1, lat: 68.45 });
    const at = (lon: number, lat: number) => {
      const m = gridProjection({ originLon: 17.1, originLat: 68.45 }).toLocal({ lon, lat });
      return q.terrainAt({ xM: m.eastingM, yM: m.northingM }).move;
    };
    expect([at(17.1, 68.41), at(17.1, 68.42), at(17.1, 68.455)]).toEqual(['impractical', 'impractical', 'open']);
    // The cliff on the land north of the coast: impractical on its line, open ground beside it.
    expect([at(17.1, 68.465), at(17.1, 68.4665), at(17.02, 68.465)]).toEqual(['impractical', 'open', 'open']);
    const cliff = r.features.find((f) => f.properties.class === 'cliff')!;
    expect(cliff.geometry.type).toBe('LineString');
  });
});
