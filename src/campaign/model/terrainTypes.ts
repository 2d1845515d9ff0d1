/**
 * The terrain a map draws and the rules read: the classes of `feature.properties.class` (their rules
 * meaning is `ground/terrainClasses.ts`), a feature's properties, and a campaign's own terrain
 * feature (`ground/terrainFeatures.ts`). Types only, so the campaign model can name them.
 */
import type { LineString, MultiLineString, MultiPolygon, Polygon } from 'geojson';

/** A terrain class (`feature.properties.class`). */
export type TerrainClass =
  | 'open'
  | 'rough'
  | 'impractical'
  | 'defensible'
  | 'fortification'
  | 'wood'
  | 'builtUp'
  | 'road'
  | 'railway'
  | 'river'
  | 'canal'
  | 'trench'
  | 'ridge'
  | 'cliff';

/** Properties of one terrain feature. `kind` refines the class, e.g. 'main road', 'Hindenburg Line'; `source` names where it came from. */
export type TerrainProperties = { class: TerrainClass; name?: string; kind?: string; source: string };

/** One feature of a campaign's own terrain (WGS84 `[lon, lat]`): areas are polygons, line classes lines. */
export type TerrainFeature = {
  type: 'Feature';
  id: string;
  properties: TerrainProperties;
  geometry: Polygon | MultiPolygon | LineString | MultiLineString;
};

/**
 * A scanned map drawn under the terrain (a trench-map sheet, a photo of a table): its file name and
 * type, its image's id (the SHA-256 of its bytes: the store keeps the bytes as a Blob beside the log,
 * and a campaign file carries them in its `images`) and byte count, its size in pixels, and its control points (image pixel, x right and y down; the reference typed;
 * the WGS84 point), from which the map is placed by an affine fit (`ground/affineFit.ts`).
 */
export type BaseImage = {
  name: string;
  mime: 'image/png' | 'image/jpeg';
  imageId: string;
  bytes: number;
  widthPx: number;
  heightPx: number;
  points: { xPx: number; yPx: number; ref: string; pos: { lon: number; lat: number } }[];
  /** The seq of the event that placed it (a key for the map's image). */
  placedSeq: number;
};

/** How a base map's tiles are encoded (PMTiles v3 specification, header "tile type"): raster images, or vector tiles (MVT). */
export type BaseMapTiles = 'png' | 'jpeg' | 'webp' | 'avif' | 'mvt';

/**
 * An offline base map drawn under the terrain and the scanned map (`baseMap.opened`): a PMTiles
 * archive the umpire opened, kept by the store as a Blob beside the log (`db/baseMaps.ts`) and
 * carried by a map file (`.map.zip`), not by a campaign file. `name` is the file's name, `archiveId`
 * its fingerprint (64 hexadecimal digits: the SHA-256 of its size and first 16 KiB, `archiveIdOf`),
 * `bytes` its size; `tiles`, `minZoom`, `maxZoom` and `bounds` (WGS84 degrees `[west, south, east,
 * north]`) are read from its header, `attribution` from its metadata.
 */
export type BaseMap = {
  name: string;
  archiveId: string;
  bytes: number;
  tiles: BaseMapTiles;
  minZoom: number;
  maxZoom: number;
  bounds: [number, number, number, number];
  /** The credit the archive's metadata gives (plain text, e.g. `© OpenStreetMap contributors`), shown beside the map; absent: none given. */
  attribution?: string;
  /** The seq of the event that opened it (a key for the map's layer). */
  openedSeq: number;
};
