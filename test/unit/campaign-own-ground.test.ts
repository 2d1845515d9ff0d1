/**
 * A campaign on the umpire's own ground: a GeoJSON file in OpenStreetMap tagging read into terrain
 * (presets, the umpire's rules, reprojection, what is left out and why), the terrain and ORBAT
 * editing events folded, refused with the reason, and undone with the log.
 */
import { describe, expect, it } from 'vitest';
import proj4 from 'proj4';
import { applyEvent, stateFromScenario, type CampaignEvent } from '../../src/campaign/index.ts';
import { importTerrainGeoJson, matchRule, OSM_PRESETS } from '../../src/campaign/ground/osmImport.ts';
import { ownMapId } from '../../src/campaign/ground/newMap.ts';
import { terrainFeaturesProblem } from '../../src/campaign/ground/terrainFeatures.ts';
import { crsOfGeoJson, toWgs84 } from '../../src/campaign/ground/crs.ts';
import { campaignGeoJson, keptTerrain, mapFileText, readMapFile } from '../../src/campaign/ground/mapExport.ts';
import type { CampaignState } from '../../src/campaign/model/types.ts';
import geojsonhint from '@mapbox/geojsonhint';
import { NARVIK_OSM, narvikScenario, unit } from './own-ground-fixture.ts';

const OSM = NARVIK_OSM;

let seq = 1;
const ev = <T extends CampaignEvent['type']>(type: T, payload: unknown, at = 0) => ({ seq: ++seq, at, type, v: 1, payload }) as unknown as CampaignEvent;

describe('reading an OpenStreetMap GeoJSON file into terrain', () => {
  it('maps the tags by the presets, closes a wood drawn as a closed way, and says what it left out', () => {
    const r = importTerrainGeoJson(OSM, { source: 'narvik-osm.geojson', idPrefix: 't1' });
    expect(r.byClass).toEqual({ impractical: 2, builtUp: 2, wood: 1, rough: 1, railway: 1, road: 1, river: 1 });
    // The track up the valley is no road for a march.
    expect(r.skipped).toEqual({ 'no rule matches its tags': 2, 'an area drawn as an open line': 1, 'a footway, path, steps, track or service road (not a road for a march)': 1 });
    const wood = r.features.find((f) => f.properties.name === 'Skjomen birch wood')!;
    expect(wood.geometry.type).toBe('Polygon');
    expect(r.features.find((f) => f.properties.name === 'Ofotfjorden')!.properties).toEqual({ class: 'impractical', name: 'Ofotfjorden', kind: 'water', source: 'narvik-osm.geojson' });
    expect(r.features.find((f) => f.properties.class === 'road')!.properties).toMatchObject({ name: 'Rv 50', kind: 'highway primary' });
    const matchedBy = (key: string, value: string) => r.matched.presets[OSM_PRESETS.findIndex((p) => p.key === key && p.value === value)];
    expect([matchedBy('highway', 'track'), matchedBy('highway', '*'), matchedBy('natural', 'water')]).toEqual([1, 1, 2]);
    expect(r.matched.rules).toEqual([]);
    expect(r.bbox).toEqual([17.1, 68.36, 17.9, 68.65]);
    expect(r.features.map((f) => f.id)).toEqual(r.features.map((_, i) => `t1-${i + 1}`));
    expect(terrainFeaturesProblem(r.features)).toBeNull();
  });

  it('tries the umpire’s own rules first, and may leave the presets out', () => {
    const own = [{ key: 'landuse', value: 'meadow', class: 'open' as const }, { key: 'natural', value: 'water', class: 'canal' as const }];
    const r = importTerrainGeoJson(OSM, { source: 'f', idPrefix: 'x', rules: own, presets: false });
    expect(r.byClass).toEqual({ open: 1 });
    expect(r.skipped['a canal drawn as an area']).toBe(2);
    expect(matchRule(OSM_PRESETS, { highway: 'no' })).toBeNull();
    expect(matchRule(OSM_PRESETS, { tags: 1, waterway: 'stream' })?.class).toBe('river');
  });

  it('reprojects a layer saved in UTM zone 33N (EPSG:32633) to WGS84', () => {
    const utm = proj4('+proj=utm +zone=33 +datum=WGS84 +units=m +no_defs');
    const ring = [[17.40, 68.432], [17.45, 68.432], [17.45, 68.445], [17.40, 68.445], [17.40, 68.432]].map((p) => utm.forward(p));
    const doc = { type: 'FeatureCollection', crs: { type: 'name', properties: { name: 'urn:ogc:def:crs:EPSG::32633' } }, features: [{ type: 'Feature', properties: { landuse: 'residential' }, geometry: { type: 'Polygon', coordinates: [ring] } }] };
    const r = importTerrainGeoJson(doc, { source: 'utm', idPrefix: 'u' });
    expect(r.epsg).toBe(32633);
    const back = (r.features[0]!.geometry.coordinates as number[][][])[0]![0]!;
    expect(back[0]).toBeCloseTo(17.4, 6);
    expect(back[1]).toBeCloseTo(68.432, 6);
    expect(crsOfGeoJson({ crs: { properties: { name: 'OGC:CRS84' } } })).toBe(4326);
    expect(() => toWgs84(2056)).toThrow(/EPSG:2056 is not one this import knows: save the layer as WGS84 \(EPSG:4326\)/);
  });

  it('refuses a file that is not a FeatureCollection, or metres with no coordinate system named', () => {
    expect(() => importTerrainGeoJson({ type: 'Feature' }, { source: 'f', idPrefix: 'x' })).toThrow(/not a GeoJSON FeatureCollection/);
    const metres = { type: 'FeatureCollection', features: [{ type: 'Feature', properties: { building: 'yes' }, geometry: { type: 'Polygon', coordinates: [[[600000, 7590000], [600100, 7590000], [600100, 7590100], [600000, 7590000]]] } }] };
    expect(() => importTerrainGeoJson(metres, { source: 'f', idPrefix: 'x' })).toThrow(/not longitude\/latitude and it names no coordinate system/);
  });

  it('leaves out a feature whose coordinates are not nested as its type says, saying so, never failing on it', () => {
    const bad = { type: 'Feature', properties: { natural: 'wood' }, geometry: { type: 'Polygon', coordinates: 5 } };
    const flat = { type: 'Feature', properties: { natural: 'wood' }, geometry: { type: 'Polygon', coordinates: [[1, 2], [3, 4]] } };
    const r = importTerrainGeoJson({ type: 'FeatureCollection', features: [bad, flat] }, { source: 'f', idPrefix: 'x' });
    expect(r.features).toEqual([]);
    expect(r.skipped).toEqual({ 'coordinates that cannot be read': 2 });
  });

  it('names the first bad feature of a terrain payload', () => {
    const good = importTerrainGeoJson(OSM, { source: 'f', idPrefix: 'x' }).features;
    expect(terrainFeaturesProblem([good[0], { ...good[1], id: good[0]!.id }])).toBe('feature 2 ("Rombaken") has the id "x-1" of an earlier one');
    expect(terrainFeaturesProblem([{ ...good[6], properties: { ...good[6]!.properties, class: 'wood' } }])).toMatch(/feature 1 \("Ofotbanen"\) is a LineString, but a wood is a polygon/);
    expect(terrainFeaturesProblem([{ ...good[2], properties: { ...good[2]!.properties, name: '<b>x</b>' } }])).toMatch(/not plain text/);
  });
});

describe('a new map and its campaign', () => {
  it('starts with no units on a map id of its own', () => {
    expect(ownMapId('Narvik, April 1940')).toBe('own-narvik-april-1940');
    expect(ownMapId('Épehy ✠')).toBe('own-epehy');
    const s = stateFromScenario(narvikScenario());
    expect([s.mapId, s.unitOrder.length, s.terrain]).toEqual(['own-narvik-april-1940', 0, undefined]);
  });

  it('folds terrain imported and removed, and refuses a clash of ids', () => {
    seq = 1;
    const features = importTerrainGeoJson(OSM, { source: 'narvik-osm.geojson', idPrefix: 't1' }).features;
    let s: CampaignState = stateFromScenario(narvikScenario());
    s = applyEvent(s, ev('terrain.imported', { source: 'narvik-osm.geojson', features }));
    expect(s.terrain!.length).toBe(9);
    expect(() => applyEvent(s, ev('terrain.imported', { source: 'again', features: features.slice(0, 1) }))).toThrow(/already has a feature "t1-1"/);
    seq -= 1;
    s = applyEvent(s, ev('terrain.removed', { featureIds: ['t1-1', 't1-3'] }));
    expect(s.terrain!.map((f) => f.id)).not.toContain('t1-3');
    expect(s.terrain!.length).toBe(7);
  });

  it('adds units in tree order, deletes a subtree, and refuses to orphan or to delete what is named', () => {
    seq = 1;
    let s: CampaignState = stateFromScenario(narvikScenario());
    s = applyEvent(s, ev('units.added', { units: [unit({ id: 'no-6div', name: '6th Division', echelon: 'division', bases: 1, establishmentBases: 1 }), unit({ id: 'no-1bn', name: 'I/IR 14', parentId: 'no-6div' })] }));
    s = applyEvent(s, ev('units.added', { units: [unit({ id: 'gb-24bde', name: '24th Guards Brigade', echelon: 'brigade', bases: 1, establishmentBases: 1 })] }));
    s = applyEvent(s, ev('units.added', { units: [unit({ id: 'no-2bn', name: 'II/IR 14', parentId: 'no-6div' })] }));
    expect(s.unitOrder).toEqual(['no-6div', 'no-1bn', 'no-2bn', 'gb-24bde']);
    expect(() => applyEvent(s, ev('units.added', { units: [unit({ id: 'x', name: 'Red one', side: 'red', parentId: 'no-6div' })] }))).toThrow(/Red one is on the other side from 6th Division/);
    seq -= 1;
    expect(() => applyEvent(s, ev('units.deleted', { unitIds: ['no-6div'] }))).toThrow(/I\/IR 14 would be left without its parent: delete the whole subtree/);
    seq -= 1;
    const seated = applyEvent(s, ev('seat.saved', { seat: { id: 'seat-1', hqId: 'no-6div', ownUnits: 'live', label: '6 Div' } }));
    expect(() => applyEvent(seated, ev('units.deleted', { unitIds: ['no-6div', 'no-1bn', 'no-2bn'] }))).toThrow(/6th Division is still named by a seat/);
    seq -= 2;
    s = applyEvent(s, ev('units.deleted', { unitIds: ['no-6div', 'no-1bn', 'no-2bn'] }));
    expect(s.unitOrder).toEqual(['gb-24bde']);
  });
});

describe('the map leaving the desk', () => {
  const features = importTerrainGeoJson(OSM, { source: 'narvik-osm.geojson', idPrefix: 't1' }).features;
  const state = (() => {
    seq = 1;
    let s: CampaignState = stateFromScenario(narvikScenario());
    s = applyEvent(s, ev('terrain.imported', { source: 'narvik-osm.geojson', features }));
    return applyEvent(s, ev('units.added', { units: [unit({ id: 'no-6div', name: '6th Division', echelon: 'division', bases: 1, establishmentBases: 1 }), unit({ id: 'sg', name: '1 SG', parentId: 'no-6div', pos: { lon: 17.45, lat: 68.45 } })] }));
  })();

  it('writes GeoJSON with the terrain, the units that stand somewhere, and their symbol codes', () => {
    const fc = campaignGeoJson(state, state.terrain!, (u) => `sidc-${u.echelon}`);
    expect(fc.features.length).toBe(10);
    const sg = fc.features.find((f) => f.id === 'unit:sg')!;
    expect(sg).toEqual({ type: 'Feature', id: 'unit:sg', geometry: { type: 'Point', coordinates: [17.45, 68.45] }, properties: { layer: 'unit', id: 'sg', name: '1 SG', shortName: '1 SG', side: 'Allied forces', echelon: 'battalion', type: 'infantry', bases: 12, parent: '6th Division', sidc: 'sidc-battalion' } });
    expect(fc.features[0]!.properties).toEqual({ layer: 'terrain', class: 'impractical', name: 'Ofotfjorden', kind: 'water', source: 'narvik-osm.geojson' });
  });

  it('writes a map file that reads back the same, gives bundled features ids, and names what is wrong', () => {
    const text = mapFileText('Narvik', state.grid, state.terrain!);
    const back = readMapFile(text);
    expect(back.grid).toEqual(state.grid);
    expect(back.terrain).toEqual(state.terrain);
    const bundled = keptTerrain([{ type: 'Feature', properties: { class: 'wood', name: 'Bois', source: 's', commune: '59001' }, geometry: features[4]!.geometry }]);
    expect(bundled[0]).toMatchObject({ id: 'map-1', properties: { class: 'wood', name: 'Bois', source: 's' } });
    expect(() => readMapFile('{"format":"campaign-desk-map","version":1,"name":"x","grid":{"originLon":17,"originLat":68,"widthM":-1,"heightM":5,"squareM":1,"scheme":"mgrs"},"terrain":[]}')).toThrow(/^its grid: the width in metres must be/);
    expect(() => readMapFile('{"format":"other"}')).toThrow('it is not a map file (Export map… → Map file writes one)');
    expect(() => readMapFile('{"format":"campaign-desk-map","version":4}')).toThrow('it is a map file of version 4, and this desk reads versions 1 to 3');
    expect(() => readMapFile('not json')).toThrow(/^it is not JSON/);
  });
});

describe('a new map’s grid and a reshaped feature', () => {
  it('covers every corner of the area it is given', async () => {
    const { gridForArea } = await import('../../src/campaign/ground/newMap.ts');
    const { gridProjection } = await import('../../src/rules/projection.ts');
    const sw = { lon: 17.1, lat: 68.36 };
    const ne = { lon: 17.9, lat: 68.65 };
    const g = gridForArea('numeric', 100, sw, ne);
    const far = gridProjection(g).toLocal(ne);
    expect(far.eastingM).toBeLessThan(g.widthM);
    expect(far.northingM).toBeLessThan(g.heightM);
  });

  it('leaves out a ring that is not closed, and reshapes a feature keeping its class and name', () => {
    const doc = { type: 'FeatureCollection', features: [{ type: 'Feature', properties: { landuse: 'forest' }, geometry: { type: 'Polygon', coordinates: [[[17, 68], [17.1, 68], [17.1, 68.1]]] } }] };
    expect(importTerrainGeoJson(doc, { source: 'f', idPrefix: 'x' }).skipped).toEqual({ 'a shape that is not closed rings or a line of two points or more': 1 });
    seq = 1;
    const features = importTerrainGeoJson(OSM, { source: 'narvik-osm.geojson', idPrefix: 't1' }).features;
    let s: CampaignState = applyEvent(stateFromScenario(narvikScenario()), ev('terrain.imported', { source: 'n', features }));
    const rail = features.find((f) => f.properties.class === 'railway')!;
    s = applyEvent(s, ev('terrain.edited', { featureId: rail.id, geometry: { type: 'LineString', coordinates: [[17.43, 68.438], [17.9, 68.42]] } }));
    expect(s.terrain!.find((f) => f.id === rail.id)).toMatchObject({ properties: rail.properties, geometry: { coordinates: [[17.43, 68.438], [17.9, 68.42]] } });
    expect(() => applyEvent(s, ev('terrain.edited', { featureId: rail.id, geometry: { type: 'Polygon', coordinates: [[[17, 68], [17.1, 68], [17.1, 68.1], [17, 68]]] } }))).toThrow(/the new shape is a Polygon, but a railway is a line/);
  });
});

describe('GeoJSON export by RFC 7946 (checked by @mapbox/geojsonhint)', () => {
  // A wood drawn clockwise with a clearing (its hole) drawn counter-clockwise: both the wrong way round.
  const outer = [[2.0, 50.0], [2.0, 50.1], [2.1, 50.1], [2.1, 50.0], [2.0, 50.0]];
  const hole = [[2.04, 50.04], [2.06, 50.04], [2.06, 50.06], [2.04, 50.06], [2.04, 50.04]];
  const wood = { type: 'Feature' as const, id: 'w1', properties: { class: 'wood', name: 'Bois de Bourlon', source: 'drawn' }, geometry: { type: 'Polygon' as const, coordinates: [outer, hole] } };
  const twoWoods = { type: 'Feature' as const, id: 'w2', properties: { class: 'wood', source: 'drawn' }, geometry: { type: 'MultiPolygon' as const, coordinates: [[outer], [hole]] } };
  const rightHandRule = (doc: unknown) => geojsonhint.hint(doc as object).filter((m) => /right-hand rule/.test(m.message));

  it('the validator finds the wood drawn clockwise as it was drawn', () => {
    expect(rightHandRule({ type: 'FeatureCollection', features: [wood] })).toHaveLength(1);
  });

  it('writes exterior rings counter-clockwise and holes clockwise, around the same ground', () => {
    const state = { unitOrder: [], units: {}, orders: {}, sides: {} } as unknown as CampaignState;
    const fc = campaignGeoJson(state, [wood, twoWoods], () => '');
    expect(geojsonhint.hint(fc)).toEqual([]);
    const [w, mw] = fc.features;
    expect(w!.geometry).toEqual({ type: 'Polygon', coordinates: [[...outer].reverse(), [...hole].reverse()] });
    expect(mw!.geometry).toEqual({ type: 'MultiPolygon', coordinates: [[[...outer].reverse()], [hole]] });
    // The map file keeps the same winding, and reads back as it was written.
    const back = readMapFile(mapFileText('Bourlon', { originLon: 2, originLat: 50, widthM: 8000, heightM: 12000, squareM: 1000, scheme: 'mgrs' } as never, [wood]));
    expect(back.terrain[0]!.geometry).toEqual(w!.geometry);
    expect(wood.geometry.coordinates[0]).toEqual(outer); // the campaign's own feature is left as it was
  });
});
