/**
 * The offline base map under the terrain (`BaseMap`): what the header of a PMTiles archive says of it
 * (`baseMapFromHeader`, in the user's words when the desk cannot draw it), its payload schema, and
 * its events (`baseMap.opened`, `baseMap.removed`, in `events.ts`). The archive's bytes stay beside
 * the log (`db/baseMaps.ts`); the events carry only what the header said.
 */
import * as v from 'valibot';
import { between, got, obj, text, whole } from '../model/schemaParts.ts';
import type { BaseMap, BaseMapTiles } from '../model/terrainTypes.ts';
import { imageSizeText } from './scanImage.ts';

/** An archive's fingerprint: 64 lower-case hexadecimal digits (`archiveIdOf`). */
export const ARCHIVE_ID_PATTERN = /^[0-9a-f]{64}$/;

/** The largest archive a campaign keeps: 4 GB (a county at street level; a country's vector tiles are more). */
export const MAX_BASE_MAP_BYTES = 4_000_000_000;

/**
 * The tile types of the PMTiles v3 specification's header ("Tile Type": 0 unknown, 1 MVT, 2 PNG,
 * 3 JPEG, 4 WebP, 5 AVIF, 6 MLT), as the desk names those it draws.
 */
const TILE_TYPES: Readonly<Record<number, BaseMapTiles>> = { 1: 'mvt', 2: 'png', 3: 'jpeg', 4: 'webp', 5: 'avif' };

/** What a PMTiles header gives (the fields of pmtiles' `Header` the desk reads). */
export type BaseMapHeader = {
  specVersion: number;
  tileType: number;
  minZoom: number;
  maxZoom: number;
  minLon: number;
  minLat: number;
  maxLon: number;
  maxLat: number;
  numAddressedTiles: number;
};

/**
 * The base map an archive makes, from its header and its file (name, size, fingerprint), without
 * `openedSeq`. Throws `RangeError` in the user's words when the desk cannot draw it: a PMTiles version
 * other than 3, no tiles, or tiles of a type it does not draw (MapLibre Tiles, or unknown).
 */
export function baseMapFromHeader(header: BaseMapHeader, file: { name: string; bytes: number; archiveId: string }): Omit<BaseMap, 'openedSeq'> {
  if (header.specVersion !== 3) throw new RangeError(`it is a PMTiles version ${header.specVersion} archive; the desk reads version 3`);
  if (header.numAddressedTiles === 0) throw new RangeError('the archive holds no tiles');
  const tiles = TILE_TYPES[header.tileType];
  if (!tiles) throw new RangeError(header.tileType === 6 ? 'its tiles are MapLibre Tiles, which the desk does not draw; use an archive of images or of vector tiles (MVT)' : 'its tiles are of an unknown type; the desk draws PNG, JPEG, WebP and AVIF images and vector tiles (MVT)');
  const bounds: BaseMap['bounds'] = [header.minLon, header.minLat, header.maxLon, header.maxLat];
  return { name: file.name, archiveId: file.archiveId, bytes: file.bytes, tiles, minZoom: header.minZoom, maxZoom: header.maxZoom, bounds };
}

/** The raster encodings by the names their formats go by. */
const RASTER_NAMES: Readonly<Record<Exclude<BaseMapTiles, 'mvt'>, string>> = { png: 'PNG', jpeg: 'JPEG', webp: 'WebP', avif: 'AVIF' };

/** A base map in words: `raster PNG, zoom 0–14, 213.0 MB` or `vector tiles, zoom 0–15, 1.2 MB`. */
export function baseMapSummary(map: Pick<BaseMap, 'tiles' | 'minZoom' | 'maxZoom' | 'bytes'>): string {
  const kind = map.tiles === 'mvt' ? 'vector tiles' : `raster ${RASTER_NAMES[map.tiles]}`;
  const size = imageSizeText(map.bytes).replace(/^(\d+)-byte$/, (_, n: string) => `${n} byte${n === '1' ? '' : 's'}`);
  return `${kind}, zoom ${map.minZoom}–${map.maxZoom}, ${size}`;
}

/** A base map as `baseMap.opened` carries it (`BaseMap` without `openedSeq`). */
export const baseMapSchema = v.pipe(
  obj({
    name: text(200, { nonEmpty: true }),
    archiveId: v.pipe(v.string(got("the archive's fingerprint")), v.regex(ARCHIVE_ID_PATTERN, "is not an archive's fingerprint (64 hexadecimal digits)")),
    bytes: whole('bytes', 1, MAX_BASE_MAP_BYTES),
    tiles: v.picklist(['png', 'jpeg', 'webp', 'avif', 'mvt'], 'the tiles are PNG, JPEG, WebP, AVIF or MVT'),
    minZoom: whole('minZoom', 0, 30),
    maxZoom: whole('maxZoom', 0, 30),
    bounds: v.tuple([between('west', -180, 180), between('south', -90, 90), between('east', -180, 180), between('north', -90, 90)], got('[west, south, east, north]')),
  }),
  v.check((m) => m.minZoom <= m.maxZoom, 'its least zoom is above its greatest'),
  v.check((m) => m.bounds[0] <= m.bounds[2] && m.bounds[1] <= m.bounds[3], 'its bounds are not west ≤ east and south ≤ north'),
);

/** The base map a `baseMap.opened` event (or draft, or stored row) opens, or null for any other event. */
export function openedBaseMapOf(e: { type: string; payload: unknown }): Omit<BaseMap, 'openedSeq'> | null {
  return e.type === 'baseMap.opened' ? (e.payload as { baseMap: Omit<BaseMap, 'openedSeq'> }).baseMap : null;
}

/**
 * Vector layers only a Protomaps basemap has (its schema, v4), which the desk's vector style draws by
 * name; `water`, `landuse` and `landcover` are left out, as the OpenMapTiles schema has them too.
 */
const PROTOMAPS_LAYERS = new Set(['earth', 'roads', 'buildings', 'places', 'pois', 'boundaries', 'transit']);

/**
 * Why a vector archive may draw blank, or null: the desk draws vector tiles with the Protomaps
 * basemap's style, which reads layers by their Protomaps names; `metadata` is the archive's JSON
 * metadata, whose `vector_layers` (TileJSON) lists the layers it holds.
 */
export function vectorLayersProblem(metadata: unknown): string | null {
  const layers = (metadata as { vector_layers?: { id?: unknown }[] } | null)?.vector_layers;
  if (!Array.isArray(layers)) return null;
  const ids = layers.map((l) => String(l?.id ?? '')).filter(Boolean);
  if (ids.some((id) => PROTOMAPS_LAYERS.has(id))) return null;
  const shown = ids.slice(0, 5).join(', ') + (ids.length > 5 ? ', …' : '');
  return `its layers (${shown || 'none listed'}) are not a Protomaps basemap’s, whose style the desk draws vector tiles with, so the map may show nothing`;
}

/**
 * How much of `area` (WGS84 `[west, south, east, north]`: the grid's) the base map's bounds cover:
 * `whole`, `part`, or `none`.
 */
export function baseMapCoverage(bounds: BaseMap['bounds'], area: readonly [number, number, number, number]): 'whole' | 'part' | 'none' {
  const [w, s, e, n] = bounds;
  const [aw, as, ae, an] = area;
  if (w > ae || e < aw || s > an || n < as) return 'none';
  return w <= aw && e >= ae && s <= as && n >= an ? 'whole' : 'part';
}
