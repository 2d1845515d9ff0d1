/**
 * A campaign's own terrain: the features an umpire imported or drew for a map of their own, kept in
 * the campaign (`CampaignState.terrain`) rather than in a bundled `maps/<id>/terrain.geojson`. Each
 * is a GeoJSON feature in WGS84 with the same properties as a bundled map's (`TerrainProperties`:
 * class, name, kind, source) and an id, so the map, the movement planner and the bound engine read
 * both alike.
 * Area classes are polygons; line classes (roads, railways, rivers, canals, trench lines, ridge
 * crests, cliffs) are lines (`LINE_CLASSES`). The payload check walks the coordinates in plain loops (a
 * 50,000-feature import is checked in tens of milliseconds) and names the first bad feature.
 */
import type { Geometry, Position } from 'geojson';
import * as v from 'valibot';
import type { TerrainClass, TerrainFeature, TerrainProperties } from '../model/terrainTypes.ts';

/**
 * Every position of a geometry, grouped in its lines (a line's points, a polygon's rings, each part of
 * a multi-geometry; a point or each point of a multi-point as a one-point line; a collection's
 * geometries in turn). None for no geometry.
 */
export function geometryLines(g: Geometry | null): Position[][] {
  if (!g) return [];
  switch (g.type) {
    case 'Point':
      return [[g.coordinates]];
    case 'MultiPoint':
    case 'LineString':
      return [g.coordinates];
    case 'MultiLineString':
    case 'Polygon':
      return g.coordinates;
    case 'MultiPolygon':
      return g.coordinates.flat();
    case 'GeometryCollection':
      return g.geometries.flatMap(geometryLines);
  }
}

/** Classes drawn as lines; every other class is an area (polygon). */
export const LINE_CLASSES: ReadonlySet<TerrainClass> = new Set(['road', 'railway', 'river', 'canal', 'trench', 'ridge', 'cliff']);

/** Every terrain class, in the order forms list them. */
export const TERRAIN_CLASSES: readonly TerrainClass[] = [
  'open', 'rough', 'impractical', 'defensible', 'fortification', 'wood', 'builtUp', 'road', 'railway', 'river', 'canal', 'trench', 'ridge', 'cliff',
];

/** A class as the umpire reads it: `builtUp` → `built-up area`. */
export const TERRAIN_CLASS_LABELS: Readonly<Record<TerrainClass, string>> = {
  open: 'open ground', rough: 'rough ground', impractical: 'impractical ground', defensible: 'defensible ground',
  fortification: 'fortification', wood: 'wood', builtUp: 'built-up area', road: 'road', railway: 'railway', river: 'river',
  canal: 'canal', trench: 'trench line', ridge: 'ridge crest', cliff: 'cliff',
};

export type { TerrainFeature } from '../model/terrainTypes.ts';

/** A feature as a sentence names it: its class, and its name in quotes when it has one (`wood “Gauche Wood”`). */
export function terrainFeatureLabel(f: Pick<TerrainFeature, 'properties'>): string {
  return `${TERRAIN_CLASS_LABELS[f.properties.class]}${f.properties.name ? ` “${f.properties.name}”` : ''}`;
}

/** Most features one import may bring (an OpenStreetMap extract of a corps' ground is tens of thousands). */
export const MAX_TERRAIN_FEATURES = 200_000;
/** Most points (vertices) one import may bring, over all its features: about 40 MB of a campaign file's 64. */
export const MAX_TERRAIN_POINTS = 1_500_000;

const isPos = (p: unknown): p is Position =>
  Array.isArray(p) && p.length >= 2 && typeof p[0] === 'number' && typeof p[1] === 'number' &&
  Number.isFinite(p[0]) && Number.isFinite(p[1]) && p[0] >= -180 && p[0] <= 180 && p[1] >= -90 && p[1] <= 90;

/** Points of a line (≥ 2) or a ring (≥ 4, closed), or -1 when it is not one. */
function countLine(line: unknown, ring: boolean): number {
  if (!Array.isArray(line) || line.length < (ring ? 4 : 2)) return -1;
  for (const p of line) if (!isPos(p)) return -1;
  if (ring) {
    const a = line[0] as Position;
    const b = line[line.length - 1] as Position;
    if (a[0] !== b[0] || a[1] !== b[1]) return -1;
  }
  return line.length;
}

/** Points of a list of lines or rings, or -1. */
function countLines(lines: unknown, ring: boolean): number {
  if (!Array.isArray(lines) || lines.length === 0) return -1;
  let n = 0;
  for (const l of lines) {
    const k = countLine(l, ring);
    if (k < 0) return -1;
    n += k;
  }
  return n;
}

/**
 * Points of a terrain geometry, or why it is not one: a polygon's rings closed with ≥ 4 points, a
 * line's ≥ 2, every position a finite WGS84 `[lon, lat]`; an area class needs a polygon, a line class a line.
 */
export function geometryPoints(cls: TerrainClass, g: unknown): number | string {
  const geom = g as { type?: unknown; coordinates?: unknown } | null;
  const line = LINE_CLASSES.has(cls);
  const want = line ? 'a line' : 'a polygon';
  if (!geom || typeof geom !== 'object') return `has no geometry (a ${TERRAIN_CLASS_LABELS[cls]} is ${want})`;
  let n = -1;
  if (!line && geom.type === 'Polygon') n = countLines(geom.coordinates, true);
  else if (!line && geom.type === 'MultiPolygon') {
    n = Array.isArray(geom.coordinates) && geom.coordinates.length > 0 ? 0 : -1;
    for (const poly of (Array.isArray(geom.coordinates) ? geom.coordinates : []) as unknown[]) {
      const k = countLines(poly, true);
      if (k < 0) return `has a polygon that is not closed rings of WGS84 longitude, latitude`;
      n += k;
    }
  } else if (line && geom.type === 'LineString') n = countLine(geom.coordinates, false);
  else if (line && geom.type === 'MultiLineString') n = countLines(geom.coordinates, false);
  else return `is a ${String(geom.type)}, but a ${TERRAIN_CLASS_LABELS[cls]} is ${want}`;
  return n < 0 ? `has coordinates that are not ${line ? 'a line' : 'closed rings'} of WGS84 longitude, latitude` : n;
}

const CLASS_SET = new Set<string>(TERRAIN_CLASSES);
const text = (value: unknown, max: number) => typeof value === 'string' && value.length <= max && !/[<>\u0000-\u001f]/.test(value);

/**
 * Why a list of terrain features cannot be kept, naming the first bad one (`feature 12 ("Bois de
 * Bourlon"): …`), or null when every one is good: an id of 1–64 letters, digits, `-`, `_`, `:` and
 * unique; a known class; name, kind and source plain text; the geometry as `geometryPoints` says;
 * at most `MAX_TERRAIN_FEATURES` features and `MAX_TERRAIN_POINTS` points.
 */
export function terrainFeaturesProblem(features: unknown): string | null {
  if (!Array.isArray(features)) return 'is not a list of terrain features';
  if (features.length > MAX_TERRAIN_FEATURES) return `has ${features.length.toLocaleString('en-GB')} features: at most ${MAX_TERRAIN_FEATURES.toLocaleString('en-GB')} at a time`;
  const ids = new Set<string>();
  let points = 0;
  for (let i = 0; i < features.length; i += 1) {
    const f = features[i] as Partial<TerrainFeature> | null;
    const p = f?.properties as Partial<TerrainProperties> | undefined;
    const label = `feature ${i + 1}${p && typeof p.name === 'string' ? ` ("${p.name.slice(0, 40)}")` : ''}`;
    if (!f || f.type !== 'Feature' || typeof f.id !== 'string' || !/^[A-Za-z0-9_:-]{1,64}$/.test(f.id)) return `${label} has no id of 1 to 64 letters, digits, -, _ or :`;
    if (ids.has(f.id)) return `${label} has the id "${f.id}" of an earlier one`;
    ids.add(f.id);
    if (!p || !CLASS_SET.has(p.class as string)) return `${label} has no terrain class (one of ${TERRAIN_CLASSES.join(', ')})`;
    if (!text(p.source, 200) || (p.name !== undefined && !text(p.name, 200)) || (p.kind !== undefined && !text(p.kind, 200))) {
      return `${label} has a name, kind or source that is not plain text of at most 200 characters`;
    }
    const extra = Object.keys(p).find((k) => k !== 'class' && k !== 'name' && k !== 'kind' && k !== 'source');
    if (extra) return `${label} has a property "${extra}" that terrain does not keep`;
    const n = geometryPoints(p.class as TerrainClass, f.geometry);
    if (typeof n === 'string') return `${label} ${n}`;
    points += n;
    if (points > MAX_TERRAIN_POINTS) return `has more than ${MAX_TERRAIN_POINTS.toLocaleString('en-GB')} points: simplify it first`;
  }
  return null;
}

/** The valibot schema of a list of terrain features (`terrainFeaturesProblem` as its one check). */
export const terrainFeaturesSchema = v.pipe(
  v.custom<TerrainFeature[]>((input) => terrainFeaturesProblem(input) === null, (issue) => `terrain ${terrainFeaturesProblem(issue.input) ?? 'is not valid'}`),
);
