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
