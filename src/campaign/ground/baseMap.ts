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
  /** The tile data's length in bytes (0: no tiles). */
  tileDataLength?: number;
};

/** The longest file name a base map keeps (a longer one is shortened, `…` at its end). */
const MAX_NAME = 200;

/** The longest credit a base map keeps. */
const MAX_ATTRIBUTION = 500;

const clamp = (x: number, limit: number) => Math.max(-limit, Math.min(limit, x));

/**
 * The base map an archive makes, from its header and its file (name, size, fingerprint, and the
 * credit its metadata gives, if any), without `openedSeq`. Bounds a little beyond the world (as some
 * tools write ±180.0000001) are brought back to it; a name or credit too long is shortened. Throws
 * `RangeError` in the user's words when the desk cannot keep or draw it: a PMTiles version other than
 * 3, an archive over 4 GB, no tiles, zooms the wrong way round or past 30, or tiles of a type it does
 * not draw (MapLibre Tiles, or unknown).
 */
export function baseMapFromHeader(header: BaseMapHeader, file: { name: string; bytes: number; archiveId: string; attribution?: string }): Omit<BaseMap, 'openedSeq'> {
  if (header.specVersion !== 3) throw new RangeError(`it is a PMTiles version ${header.specVersion} archive; the desk reads version 3 (upgrade it with the pmtiles tool: pmtiles convert)`);
  if (file.bytes > MAX_BASE_MAP_BYTES) throw new RangeError(`the archive is ${(file.bytes / 1e9).toFixed(1)} GB, more than the ${MAX_BASE_MAP_BYTES / 1e9} GB a campaign keeps; extract the area you need (pmtiles extract)`);
  if (header.tileDataLength === 0) throw new RangeError('the archive holds no tiles');
  if (header.minZoom > header.maxZoom || header.maxZoom > 30) throw new RangeError(`its header gives zooms ${header.minZoom} to ${header.maxZoom}, which no archive has; the file is damaged`);
  const tiles = TILE_TYPES[header.tileType];
  if (!tiles) throw new RangeError(header.tileType === 6 ? 'its tiles are MapLibre Tiles, which the desk does not draw; use an archive of images or of vector tiles (MVT)' : 'its tiles are of an unknown type; the desk draws PNG, JPEG, WebP and AVIF images and vector tiles (MVT)');
  const [w, e] = [clamp(header.minLon, 180), clamp(header.maxLon, 180)];
  const [s, n] = [clamp(header.minLat, 90), clamp(header.maxLat, 90)];
  const bounds: BaseMap['bounds'] = [Math.min(w, e), Math.min(s, n), Math.max(w, e), Math.max(s, n)];
  const shorten = (t: string, max: number) => (t.length > max ? `${t.slice(0, max - 1)}…` : t);
  const credit = file.attribution?.trim();
  return {
    name: shorten(file.name, MAX_NAME),
    archiveId: file.archiveId,
    bytes: file.bytes,
    tiles,
    minZoom: header.minZoom,
    maxZoom: header.maxZoom,
    bounds,
    ...(credit ? { attribution: shorten(credit, MAX_ATTRIBUTION) } : {}),
  };
}

/** The raster encodings by the names their formats go by. */
const RASTER_NAMES: Readonly<Record<Exclude<BaseMapTiles, 'mvt'>, string>> = { png: 'PNG', jpeg: 'JPEG', webp: 'WebP', avif: 'AVIF' };

/** A base map in words: `raster PNG, zoom 0–14, 213.0 MB` or `vector tiles, zoom 0–15, 1.2 MB`. */
export function baseMapSummary(map: Pick<BaseMap, 'tiles' | 'minZoom' | 'maxZoom' | 'bytes'>): string {
  const kind = map.tiles === 'mvt' ? 'vector tiles' : `raster ${RASTER_NAMES[map.tiles]}`;
  // An archive is at least its 127-byte header, so a small one reads "459 bytes", not "459-byte".
  const size = map.bytes >= 1000 ? imageSizeText(map.bytes) : `${map.bytes} bytes`;
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
    attribution: v.optional(text(MAX_ATTRIBUTION, { nonEmpty: true })),
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
