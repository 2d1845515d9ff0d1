/**
 * What leaves the desk for other tools and other campaigns:
 * - **GeoJSON** (RFC 7946, WGS84) of a campaign for QGIS or ORBAT Mapper: its terrain (`layer:
 *   'terrain'`), its units that stand somewhere (`layer: 'unit'`, with name, side, echelon, type,
 *   bases, parent and APP-6 symbol code) and its orders' objectives (`layer: 'objective'`);
 * - a **map file** (`*.map.json`, format `campaign-desk-map`): the grid, the terrain, the scanned map
 *   (its placement and its image in base64) and the base map (what its header said; its archive
 *   travels beside the text in a `*.map.zip`, `ui/newmap/mapZip.ts`) alone, to start other campaigns
 *   from (New map → Start from a map file). It is written at version 3 when it names a base map and at
 *   version 2 otherwise, so a desk that predates base maps still reads it; version 1 had no scanned map. `readMapFile` checks one with the same schemas as a campaign file
 *   and says what is wrong in the user's words.
 */
import rewind from '@turf/rewind';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import * as v from 'valibot';
import type { GridDef } from '../../rules/types.ts';
import { gridSchema, issuePath, issueText, text } from '../model/schemaParts.ts';
import type { CampaignState, Unit } from '../model/types.ts';
import type { BaseImage, BaseMap, TerrainFeature, TerrainProperties } from '../model/terrainTypes.ts';
import { baseMapSchema } from './baseMap.ts';
import { TERRAIN_PAYLOADS } from './payloads.ts';
import { base64ToBytes, bytesToBase64, imageIdOf, scanBytesProblem } from './scanImage.ts';
import { terrainFeaturesSchema } from './terrainFeatures.ts';

/** The format name, and the newest version a map file is written at: 3 when it names a base map, else 2 (version 1, without a scanned map, is read too). */
export const MAP_FILE_FORMAT = 'campaign-desk-map';
export const MAP_FILE_VERSION = 3;

/** A map's scanned map: its placement (as the campaign keeps it) and its image's bytes. */
export type MapScan = { image: Omit<BaseImage, 'placedSeq'>; bytes: Uint8Array };

/** A map file as read: a name, the grid (with its other systems), the terrain, and the scanned map and base map, if any. */
export type MapFile = { name: string; grid: GridDef; terrain: TerrainFeature[]; scan?: MapScan; baseMap?: Omit<BaseMap, 'openedSeq'> };

/** The scanned map as a map file keeps it: the placement without its image's id and size, and the image in base64. */
const mapScanSchema = v.object({
  name: v.string(),
  mime: v.string(),
  widthPx: v.number(),
  heightPx: v.number(),
  points: v.array(v.unknown()),
  data: v.pipe(v.string(), v.regex(/^[A-Za-z0-9+/]*={0,2}$/, 'its image is not base64')),
});

const mapFileSchema = v.object({
  format: v.literal(MAP_FILE_FORMAT, 'it is not a Campaign Desk map file'),
  version: v.picklist([1, 2, MAP_FILE_VERSION], 'it is a map file of another version'),
  name: text(120, { nonEmpty: true }),
  grid: gridSchema,
  terrain: terrainFeaturesSchema,
  scan: v.optional(mapScanSchema),
  baseMap: v.optional(baseMapSchema),
});

/**
 * A geometry with its polygons' rings wound as RFC 7946 §3.1.6 asks (the right-hand rule: exterior
 * rings counter-clockwise, holes clockwise), by @turf/rewind; other geometries as they are. A wood
 * drawn clockwise on the desk leaves it counter-clockwise; the area it bounds is the same.
 */
function rightHanded(g: Geometry): Geometry {
  return g.type === 'Polygon' || g.type === 'MultiPolygon' ? (rewind(g, { mutate: false }) as Geometry) : g;
}

/**
 * Terrain features as a map file and the GeoJSON export keep them: each with an id (`map-1` … where it
 * had none, as a bundled map's features have not), only the properties terrain keeps (class, name, kind,
 * source) and polygons wound by the right-hand rule (RFC 7946 §3.1.6).
 */
export function keptTerrain(features: readonly Feature[]): TerrainFeature[] {
  return features.map((f, i) => {
    const p = (f.properties ?? {}) as Partial<TerrainProperties>;
    const props: TerrainProperties = { class: p.class!, source: p.source ?? 'map', ...(p.name ? { name: p.name } : {}), ...(p.kind ? { kind: p.kind } : {}) };
    return { type: 'Feature', id: typeof f.id === 'string' ? f.id : `map-${i + 1}`, properties: props, geometry: rightHanded(f.geometry) as TerrainFeature['geometry'] };
  });
}

/**
 * The map file of a campaign's map: its name, grid, the terrain given (the campaign's own, or its
 * bundled map's), its scanned map with the image's bytes, and its base map (whose archive the caller
 * puts beside the text, `writeMapZip`), each if it has one.
 */
export function mapFileText(name: string, grid: GridDef, terrain: readonly Feature[], scan?: MapScan, baseMap?: Omit<BaseMap, 'openedSeq'>): string {
  const placed = scan && { name: scan.image.name, mime: scan.image.mime, widthPx: scan.image.widthPx, heightPx: scan.image.heightPx, points: scan.image.points, data: bytesToBase64(scan.bytes) };
  const base = baseMap && { name: baseMap.name, archiveId: baseMap.archiveId, bytes: baseMap.bytes, tiles: baseMap.tiles, minZoom: baseMap.minZoom, maxZoom: baseMap.maxZoom, bounds: baseMap.bounds, ...(baseMap.attribution ? { attribution: baseMap.attribution } : {}) };
  const file = { format: MAP_FILE_FORMAT, version: base ? MAP_FILE_VERSION : 2, name, grid, terrain: keptTerrain(terrain), ...(placed ? { scan: placed } : {}), ...(base ? { baseMap: base } : {}) };
  return `${JSON.stringify(file)}\n`;
}

/** The grid's fields as a message names them. */
const FIELD_WORDS: Record<string, string> = {
  originLon: "the south-west corner's longitude", originLat: "the south-west corner's latitude", widthM: 'the width in metres', heightM: 'the height in metres', squareM: 'the square in metres',
  minZoom: 'the least zoom', maxZoom: 'the greatest zoom', bytes: 'the size in bytes', archiveId: "the archive's fingerprint",
};

/** Read a map file. Throws `Error` saying what is wrong and where in words (`its grid: the width in metres must be …`, `its terrain: feature 3 …`). */
export function readMapFile(textIn: string): MapFile {
  let doc: unknown;
  try {
    doc = JSON.parse(textIn);
  } catch (e) {
    throw new Error(`it is not JSON: ${e instanceof Error ? e.message : String(e)}`);
  }
  const head = doc as { format?: unknown; version?: unknown } | null;
  if (!head || typeof head !== 'object' || head.format !== MAP_FILE_FORMAT) throw new Error('it is not a map file (Export map… → Map file writes one)');
  if (head.version !== 1 && head.version !== 2 && head.version !== MAP_FILE_VERSION) throw new Error(`it is a map file of version ${String(head.version)}, and this desk reads versions 1 to ${MAP_FILE_VERSION}`);
  const r = v.safeParse(mapFileSchema, doc);
  if (!r.success) {
    const issue = r.issues[0]!;
    const where = issuePath(issue);
    const part = where.startsWith('grid') ? 'its grid' : where.startsWith('terrain') ? 'its terrain' : where.startsWith('name') ? 'its name' : where.startsWith('baseMap') ? 'its base map' : 'it';
    const words = issueText(issue).replace(/\b(originLon|originLat|widthM|heightM|squareM|minZoom|maxZoom|bytes|archiveId)\b/g, (k) => FIELD_WORDS[k] ?? k);
    throw new Error(`${part}: ${words}`);
  }
  const { name, grid, terrain, scan, baseMap } = r.output;
  return { name, grid: grid as GridDef, terrain: terrain as TerrainFeature[], ...(scan ? { scan: readMapScan(scan) } : {}), ...(baseMap ? { baseMap } : {}) };
}

/** The scanned map of a map file, its image decoded and its placement checked as a `baseImage.placed` would be. */
function readMapScan({ data, ...placement }: v.InferOutput<typeof mapScanSchema>): MapScan {
  let bytes: Uint8Array;
  try {
    bytes = base64ToBytes(data);
  } catch {
    throw new Error('its scanned map: its image is not base64');
  }
  const problem = scanBytesProblem(bytes);
  if (problem) throw new Error(`its scanned map: ${problem}`);
  const r = v.safeParse(TERRAIN_PAYLOADS['baseImage.placed'], { image: { ...placement, imageId: imageIdOf(bytes), bytes: bytes.length } });
  if (!r.success) throw new Error(`its scanned map: ${issuePath(r.issues[0]!).replace(/^image\.?/, '') || 'it'} ${issueText(r.issues[0]!)}`);
  return { image: r.output.image, bytes };
}

/**
 * The campaign as GeoJSON (see the module note): `terrain` is the campaign's own or its bundled
 * map's; `sidcOf` gives the code a unit leaves with (`exportSidc` of the map layer: the code it came with, else the desk's APP-6 code; passed in to keep this pure).
 */
export function campaignGeoJson(state: CampaignState, terrain: readonly Feature[], sidcOf: (u: Unit) => string): FeatureCollection {
  const features: Feature[] = keptTerrain(terrain).map((f) => ({ ...f, properties: { layer: 'terrain', ...f.properties } }));
  for (const id of state.unitOrder) {
    const u = state.units[id]!;
    if (!u.pos) continue;
    const parent = u.parentId ? state.units[u.parentId] : undefined;
    features.push({
      type: 'Feature', id: `unit:${u.id}`, geometry: { type: 'Point', coordinates: [u.pos.lon, u.pos.lat] },
      properties: { layer: 'unit', id: u.id, name: u.name, shortName: u.shortName, side: state.sides[u.side].name, echelon: u.echelon, type: u.type, bases: u.bases, parent: parent?.name ?? null, sidc: sidcOf(u) },
    });
  }
  for (const o of Object.values(state.orders ?? {})) {
    o.objectives.forEach((obj, i) => {
      features.push({
        type: 'Feature', id: `objective:${o.id}:${i + 1}`, geometry: { type: 'Point', coordinates: [obj.pos.lon, obj.pos.lat] },
        properties: { layer: 'objective', label: obj.label, gridRef: obj.ref, order: o.id, for: state.units[o.forId]?.name ?? o.forId },
      });
    });
  }
  return { type: 'FeatureCollection', features };
}
