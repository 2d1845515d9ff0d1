/**
 * The base map from a PMTiles archive: what its header makes of it (and refuses, in words), its
 * fingerprint, how much of the grid it covers, whether the desk's vector style can draw its layers,
 * and its two events folded and described. Archives are written by test/tools/pmtiles-writer.ts and
 * read back by the `pmtiles` library through the desk's Blob source.
 */
import { describe, expect, it } from 'vitest';
import { applyEvent, foldEvents, type CampaignEvent } from '../../src/campaign/events.ts';
import { describeEvent } from '../../src/campaign/log/describe.ts';
import { baseMapCoverage, baseMapFromHeader, baseMapSummary, vectorLayersProblem } from '../../src/campaign/ground/baseMap.ts';
import { EventError } from '../../src/campaign/model/eventError.ts';
import { archiveIdOf } from '../../src/db/baseMaps.ts';
import { openArchive } from '../../src/map/pmtilesArchive.ts';
import { readBaseMapFile } from '../../src/ui/newmap/baseMapFile.ts';
import { solidPng, squareMvt, tilesCovering, writePmtiles } from '../tools/pmtiles-writer.ts';
import { narvikScenario } from './own-ground-fixture.ts';

/** Narvik's box, WGS84 [w, s, e, n]. */
const NARVIK: [number, number, number, number] = [17.0, 68.3, 18.0, 68.66];

/** The tiles of zooms 8–10 over Narvik, each one colour by its zoom. */
const TILES = [8, 9, 10].flatMap((z) => tilesCovering(z, NARVIK).map((t) => ({ ...t, data: solidPng([200, 220 - z * 5, 180]) })));

function rasterArchive(leafEntries?: number): Uint8Array {
  return writePmtiles(TILES, { tileType: 2, bounds: NARVIK, ...(leafEntries ? { leafEntries } : {}) });
}

const header = { specVersion: 3, tileType: 2, minZoom: 8, maxZoom: 14, minLon: 17, minLat: 68.3, maxLon: 18, maxLat: 68.66, tileDataLength: 40_000 };
const file = { name: 'narvik.pmtiles', bytes: 213_000_000, archiveId: 'a'.repeat(64) };

describe('a base map from its header', () => {
  it('takes the tile type, zooms and bounds the header gives, and says them in words', () => {
    const map = baseMapFromHeader(header, file);
    expect(map).toEqual({ name: 'narvik.pmtiles', archiveId: 'a'.repeat(64), bytes: 213_000_000, tiles: 'png', minZoom: 8, maxZoom: 14, bounds: [17, 68.3, 18, 68.66] });
    expect(baseMapSummary(map)).toBe('raster PNG, zoom 8–14, 213.0 MB');
    expect(baseMapSummary({ ...map, tiles: 'mvt', minZoom: 0, maxZoom: 15, bytes: 1_200_000 })).toBe('vector tiles, zoom 0–15, 1.2 MB');
    expect(baseMapSummary({ ...map, tiles: 'webp', bytes: 459 })).toBe('raster WebP, zoom 8–14, 459 bytes');
  });

  it('refuses what the desk cannot draw, saying why', () => {
    expect(() => baseMapFromHeader({ ...header, specVersion: 4 }, file)).toThrow('it is a PMTiles version 4 archive; the desk reads version 3');
    expect(() => baseMapFromHeader({ ...header, tileDataLength: 0 }, file)).toThrow('the archive holds no tiles');
    expect(() => baseMapFromHeader(header, { ...file, bytes: 5_000_000_000 })).toThrow('the archive is 5.0 GB, more than the 4 GB a campaign keeps; extract the area you need (pmtiles extract)');
    expect(() => baseMapFromHeader({ ...header, minZoom: 15 }, file)).toThrow('its header gives zooms 15 to 14, which no archive has; the file is damaged');
    expect(() => baseMapFromHeader({ ...header, tileType: 6 }, file)).toThrow('its tiles are MapLibre Tiles, which the desk does not draw');
    expect(() => baseMapFromHeader({ ...header, tileType: 0 }, file)).toThrow('its tiles are of an unknown type');
  });

  it('keeps a long name and credit short, and bounds a hair beyond the world within it', () => {
    const map = baseMapFromHeader({ ...header, minLon: -180.0000001, maxLon: 180.0000001, maxLat: 85.06 }, { ...file, name: `${'n'.repeat(230)}.pmtiles`, attribution: ` © OpenStreetMap ${'x'.repeat(600)}` });
    expect([map.name.length, map.name.endsWith('n…'), map.attribution!.length, map.attribution!.startsWith('© OpenStreetMap x')]).toEqual([200, true, 500, true]);
    expect(map.bounds).toEqual([-180, 68.3, 180, 85.06]);
  });

  it('tells how much of the grid an archive covers', () => {
    expect(baseMapCoverage([16, 68, 19, 69], NARVIK)).toBe('whole');
    expect(baseMapCoverage([17.5, 68, 19, 69], NARVIK)).toBe('part');
    expect(baseMapCoverage([2, 50, 3, 51], NARVIK)).toBe('none');
  });

  it('warns of a vector archive whose layers are not a Protomaps basemap’s', () => {
    expect(vectorLayersProblem({ vector_layers: [{ id: 'earth' }, { id: 'roads' }, { id: 'water' }] })).toBeNull();
    expect(vectorLayersProblem({ vector_layers: [{ id: 'water' }, { id: 'transportation' }, { id: 'place' }, { id: 'landcover' }, { id: 'building' }, { id: 'poi' }] })).toBe(
      'its layers (water, transportation, place, landcover, building, …) are not a Protomaps basemap’s, whose style the desk draws vector tiles with, so the map may show nothing',
    );
    expect(vectorLayersProblem({})).toBeNull();
  });
});

describe('an archive read from a Blob', () => {
  it('gives its header, its tiles by z/x/y and nothing where it has none, with or without leaf directories', async () => {
    for (const leaves of [undefined, 7]) {
      const bytes = rasterArchive(leaves);
      const archive = openArchive(new Blob([bytes as BlobPart]), `narvik-${leaves}`);
      const h = await archive.getHeader();
      expect([h.tileType, h.minZoom, h.maxZoom, h.numAddressedTiles, h.leafDirectoryLength! > 0]).toEqual([2, 8, 10, TILES.length, leaves !== undefined]);
      const first = tilesCovering(10, NARVIK)[3]!;
      const tile = await archive.getZxy(first.z, first.x, first.y);
      expect(new Uint8Array(tile!.data)).toEqual(solidPng([200, 170, 180]));
      expect(await archive.getZxy(10, 0, 0)).toBeUndefined();
    }
  });

  it('is fingerprinted by its size and first 16 KiB, so a copy has the same id and a changed one another', async () => {
    const bytes = rasterArchive();
    const id = await archiveIdOf(new Blob([bytes as BlobPart]));
    expect(id).toMatch(/^[0-9a-f]{64}$/);
    expect(await archiveIdOf(new Blob([bytes.slice() as BlobPart]))).toBe(id);
    const changed = bytes.slice();
    changed[200] = changed[200]! ^ 1;
    expect(await archiveIdOf(new Blob([changed as BlobPart]))).not.toBe(id);
    expect(await archiveIdOf(new Blob([bytes as BlobPart, new Uint8Array(1) as BlobPart]))).not.toBe(id);
  });

  it('is read as a base map, or refused with the file named', async () => {
    const bytes = rasterArchive();
    const read = await readBaseMapFile(new Blob([bytes as BlobPart]), 'narvik.pmtiles');
    expect(read.baseMap).toMatchObject({ name: 'narvik.pmtiles', bytes: bytes.length, tiles: 'png', minZoom: 8, maxZoom: 10 });
    expect(read.baseMap.bounds.map((d) => Math.round(d * 100) / 100)).toEqual(NARVIK);
    expect(read.warning).toBeNull();
    await expect(readBaseMapFile(new Blob([new Uint8Array(200).fill(65) as BlobPart]), 'notes.pmtiles')).rejects.toThrow('notes.pmtiles is not a PMTiles archive (its first bytes are not “PMTiles”)');
    const padded = (head: string) => new Blob([head, new Uint8Array(200) as BlobPart]);
    await expect(readBaseMapFile(padded('SQLite format 3\0'), 'narvik.mbtiles')).rejects.toThrow('narvik.mbtiles is an MBTiles (SQLite) file, which the desk does not read; convert it to PMTiles with the pmtiles tool (pmtiles convert)');
    await expect(readBaseMapFile(padded('PM\u0002\u0000'), 'old.pmtiles')).rejects.toThrow('old.pmtiles is a PMTiles archive of an older version (1 or 2); the desk reads version 3');
    await expect(readBaseMapFile(new Blob(['PMT']), 'short.pmtiles')).rejects.toThrow('short.pmtiles is not a PMTiles archive: it is too short to hold a header');
    const mlt = writePmtiles([{ z: 0, x: 0, y: 0, data: new Uint8Array(10) }], { tileType: 6, bounds: NARVIK });
    await expect(readBaseMapFile(new Blob([mlt as BlobPart]), 'mlt.pmtiles')).rejects.toThrow('mlt.pmtiles cannot be used as a base map: its tiles are MapLibre Tiles');
    const credited = writePmtiles([{ z: 0, x: 0, y: 0, data: solidPng([1, 2, 3]) }], { tileType: 2, bounds: NARVIK, metadata: { attribution: '<a href="https://protomaps.com">Protomaps</a> &copy; <a href="https://openstreetmap.org">OpenStreetMap</a>' } });
    expect((await readBaseMapFile(new Blob([credited as BlobPart]), 'credited.pmtiles')).baseMap.attribution).toBe('Protomaps © OpenStreetMap');
    const omt = writePmtiles([{ z: 0, x: 0, y: 0, data: new Uint8Array(10) }], { tileType: 1, bounds: NARVIK, metadata: { vector_layers: [{ id: 'transportation' }] } });
    expect((await readBaseMapFile(new Blob([omt as BlobPart]), 'omt.pmtiles')).warning).toMatch(/^its layers \(transportation\) are not a Protomaps basemap’s/);
  });
});

describe('the base map events', () => {
  const created: CampaignEvent = { seq: 1, at: 0, type: 'campaign.created', v: 1, payload: { scenario: narvikScenario() } };
  const opened = (seq: number, name: string): CampaignEvent => ({ seq, at: 0, type: 'baseMap.opened', v: 1, payload: { baseMap: { ...baseMapFromHeader(header, { ...file, name }) } } });

  it('open a base map (the newer replacing the older) and remove it, each in the log’s words', () => {
    const state = foldEvents(null, [created, opened(2, 'a.pmtiles'), opened(3, 'b.pmtiles')]);
    expect(state.baseMap).toMatchObject({ name: 'b.pmtiles', openedSeq: 3, tiles: 'png' });
    expect(describeEvent(opened(3, 'b.pmtiles'), state)).toBe('opened the base map “b.pmtiles” (raster PNG, zoom 8–14, 213.0 MB)');
    const removed: CampaignEvent = { seq: 4, at: 0, type: 'baseMap.removed', v: 1, payload: {} };
    expect(describeEvent(removed, state)).toBe('removed the base map “b.pmtiles”');
    const after = applyEvent(state, removed);
    expect(after.baseMap).toBeUndefined();
    expect(() => applyEvent(after, { ...removed, seq: 5 })).toThrow(new EventError('the campaign has no base map to remove', 'type'));
  });

  it('refuses a payload whose fingerprint, zooms or bounds are not a base map’s', () => {
    const state = foldEvents(null, [created]);
    const bad = (change: object) => applyEvent(state, { seq: 2, at: 0, type: 'baseMap.opened', v: 1, payload: { baseMap: { ...baseMapFromHeader(header, file), ...change } } } as CampaignEvent);
    expect(() => bad({ archiveId: 'xyz' })).toThrow("is not an archive's fingerprint (64 hexadecimal digits)");
    expect(() => bad({ minZoom: 15 })).toThrow('its least zoom is above its greatest');
    expect(() => bad({ bounds: [18, 68, 17, 69] })).toThrow('its bounds are not west ≤ east and south ≤ north');
  });
});

describe('the test archives themselves', () => {
  it('write vector tiles that a vector tile reader reads back as the squares they hold', async () => {
    const { VectorTile } = await import('@mapbox/vector-tile');
    const { default: Pbf } = await import('pbf');
    const tile = new VectorTile(new Pbf(squareMvt(['earth', 'water'])));
    expect(Object.keys(tile.layers)).toEqual(['earth', 'water']);
    const earth = tile.layers.earth!;
    expect([earth.extent, earth.length, earth.feature(0).type]).toEqual([4096, 1, 3]);
    expect(earth.feature(0).loadGeometry().map((ring) => ring.map((p) => [p.x, p.y]))).toEqual([[[0, 0], [4096, 0], [4096, 4096], [0, 4096], [0, 0]]]);
  });
});
