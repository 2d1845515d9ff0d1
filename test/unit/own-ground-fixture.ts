/**
 * Fixtures of a campaign on the umpire's own ground: the Narvik map of the tests (MGRS grid) and the
 * terrain of `test/fixtures/terrain/narvik-osm.geojson` read by the OpenStreetMap presets.
 */
import { readFileSync } from 'node:fs';
import type { EventDraft } from '../../src/campaign/events.ts';
import { importTerrainGeoJson } from '../../src/campaign/ground/osmImport.ts';
import { newMapScenario } from '../../src/campaign/ground/newMap.ts';
import type { Unit } from '../../src/campaign/model/types.ts';
import { base64ToBytes, imageIdOf } from '../../src/campaign/ground/scanImage.ts';
import type { ImageBlob } from '../../src/db/api.ts';

/** The OpenStreetMap-tagged test file, parsed. */
export const NARVIK_OSM: unknown = JSON.parse(readFileSync(new URL('../fixtures/terrain/narvik-osm.geojson', import.meta.url), 'utf8'));

/** A 40 × 40 km MGRS grid over Narvik and the Ofotfjord. */
export const NARVIK_GRID = { scheme: 'mgrs' as const, originLon: 17.0, originLat: 68.3, widthM: 40_000, heightM: 40_000, squareM: 1000 };

/** The scenario of a new Narvik map (no units). */
export function narvikScenario() {
  return newMapScenario({
    name: 'Narvik, April 1940',
    sides: { blue: { name: 'Allied forces', nation: 'NO' }, red: { name: 'Axis forces', nation: 'DE' } },
    startLocal: '1940-04-09T04:00',
    utcOffsetMin: 120,
    grid: NARVIK_GRID,
  });
}

/** A unit with the usual defaults (a regular infantry battalion of 12 bases on the blue side). */
export const unit = (over: Partial<Unit> & Pick<Unit, 'id' | 'name'>): Unit => ({
  side: 'blue', shortName: over.name, echelon: 'battalion', type: 'infantry', grade: 'R', bases: 12, establishmentBases: 12, injuredBases: 0, dugIn: false, ...over,
});

/** The bytes of a 1 × 1 PNG (70 bytes). */
export const TINY_PNG = base64ToBytes('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==');

/** `TINY_PNG` as the store takes an image with a write (`AppendOptions.images`). */
export const tinyPngImage = (): ImageBlob => ({ imageId: imageIdOf(TINY_PNG), mime: 'image/png', blob: new Blob([TINY_PNG as BlobPart], { type: 'image/png' }) });

/** `TINY_PNG` placed as a scanned map by three corners over Narvik (the image's top left at 68.45° N 17.40° E). */
export const TINY_SCAN = {
  name: 'tiny.png',
  mime: 'image/png' as const,
  imageId: imageIdOf(TINY_PNG),
  bytes: TINY_PNG.length,
  widthPx: 1,
  heightPx: 1,
  points: [
    { xPx: 0, yPx: 0, ref: '68.45, 17.40', pos: { lon: 17.4, lat: 68.45 } },
    { xPx: 1, yPx: 0, ref: '68.45, 17.46', pos: { lon: 17.46, lat: 68.45 } },
    { xPx: 0, yPx: 1, ref: '68.43, 17.40', pos: { lon: 17.4, lat: 68.43 } },
  ],
};

/**
 * The ground events of a new map: terrain imported and partly removed, units added and one deleted,
 * a scanned map placed, removed and placed again (each placement written with `tinyPngImage()`).
 */
export function groundDrafts(): EventDraft[] {
  // An umpire who reads the valley's track as a road (the presets leave tracks out): the golden file keeps it.
  const rules = [{ key: 'highway', value: 'track', class: 'road' as const, kind: 'highway track' }];
  const features = importTerrainGeoJson(NARVIK_OSM, { source: 'narvik-osm.geojson', idPrefix: 't1', rules }).features;
  return [
    { at: 0, type: 'terrain.imported', v: 1, payload: { source: 'narvik-osm.geojson', features } },
    { at: 0, type: 'terrain.removed', v: 1, payload: { featureIds: ['t1-9'] } },
    { at: 0, type: 'terrain.drawn', v: 1, payload: { feature: { type: 'Feature', id: 'drawn-4', properties: { class: 'trench', name: 'Ankenes line', source: 'drawn on the map' }, geometry: { type: 'LineString', coordinates: [[17.38, 68.41], [17.42, 68.405]] } } } },
    { at: 0, type: 'terrain.edited', v: 1, payload: { featureId: 'drawn-4', geometry: { type: 'LineString', coordinates: [[17.38, 68.41], [17.40, 68.404], [17.42, 68.405]] } } },
    { at: 0, type: 'units.added', v: 1, payload: { units: [unit({ id: 'no-6div', name: '6th Division', echelon: 'division', bases: 1, establishmentBases: 1 }), unit({ id: 'no-1-iR14', name: 'I/IR 14', parentId: 'no-6div', pos: { lon: 17.55, lat: 68.55 } })] } },
    { at: 0, type: 'units.added', v: 1, payload: { units: [unit({ id: 'de-3gd', name: 'Gebirgsjäger-Regiment 139', side: 'red', echelon: 'regiment', pos: { lon: 17.43, lat: 68.44 } })] } },
    { at: 0, type: 'units.deleted', v: 1, payload: { unitIds: ['no-1-iR14'] } },
    { at: 0, type: 'baseImage.placed', v: 2, payload: { image: TINY_SCAN } },
    { at: 0, type: 'baseImage.removed', v: 1, payload: {} },
    { at: 0, type: 'baseImage.placed', v: 2, payload: { image: TINY_SCAN } },
  ] as EventDraft[];
}
