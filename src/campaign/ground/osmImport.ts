/**
 * A GeoJSON terrain file (an OpenStreetMap extract, a QGIS layer) read into a campaign's own terrain:
 * each feature's properties are matched against **rules** (`key=value → class`, the umpire's first,
 * then the OpenStreetMap presets), its geometry reprojected to WGS84 when the file names another
 * coordinate system (`crs.ts`), fitted to its class (a closed way of a wood becomes a polygon; a
 * water area is impractical ground), and simplified where it is huge (`@turf/simplify`); coastline
 * ways close the sea against the file's extent (`coastline.ts`). What is left out is counted by
 * reason, and what each rule matched is counted, so the umpire sees what the file gave and what the
 * map keeps.
 */
import simplify from '@turf/simplify';
import type { Geometry, Position } from 'geojson';
import { extendBox, extentIn, seaFromCoastline, type LonLatBox } from './coastline.ts';
import { crsOfGeoJson, toWgs84 } from './crs.ts';
import { matchIndex, OSM_PRESETS, type TerrainRule } from './osmPresets.ts';
import type { TerrainClass } from './terrainClasses.ts';
import { geometryLines, geometryPoints, LINE_CLASSES, type TerrainFeature } from './terrainFeatures.ts';

export * from './osmPresets.ts';

/** What an import gives: the features kept, counts by class and by reason left out, and the box they cover. */
export type TerrainImport = {
  features: TerrainFeature[];
  byClass: Partial<Record<TerrainClass, number>>;
  /** Features left out, by the reason in the umpire's words (`no rule matches its tags`). */
  skipped: Record<string, number>;
  /** Features simplified, and their points before and after. */
  simplified: { features: number; pointsBefore: number; pointsAfter: number };
  /** WGS84 box of what is kept, `[west, south, east, north]`, or null when nothing is. */
  bbox: [number, number, number, number] | null;
  /** The coordinate system the file was in (EPSG code). */
  epsg: number;
  /** Features each rule matched (kept or left out): the umpire's rules, then the presets, each in its list's order. */
  matched: { rules: number[]; presets: number[] };
};

/** Options: the umpire's own rules (tried before the presets), whether to use the presets, the source label and the features' id prefix. */
export type TerrainImportOptions = { rules?: readonly TerrainRule[]; presets?: boolean; source: string; idPrefix: string; epsg?: number };

/** A feature with more points than this is simplified (to about a metre). */
const SIMPLIFY_FEATURE_POINTS = 2_000;
/** Over this many points in the whole file, every feature is simplified (to about 5 m). */
const SIMPLIFY_FILE_POINTS = 1_000_000;

const tagsOf = (props: Record<string, unknown> | null | undefined): Record<string, unknown> =>
  props && typeof props.tags === 'object' && props.tags !== null ? { ...props, ...(props.tags as Record<string, unknown>) } : (props ?? {});

/** A file's text as terrain keeps it: no markup brackets or control characters, at most 200 characters. */
const plain = (text: string) => text.replace(/[<>\u0000-\u001f]/g, '').slice(0, 200);

/** How deeply each geometry type nests its positions (GeoJSON, RFC 7946 §3.1). */
const DEPTH: Record<string, number> = { Point: 1, MultiPoint: 2, LineString: 2, MultiLineString: 3, Polygon: 3, MultiPolygon: 4 };

/** Whether a geometry's coordinates are lists nested as its type says, down to positions of at least two finite numbers. */
function wellFormed(g: Geometry): boolean {
  const depth = DEPTH[g.type];
  const ok = (c: unknown, d: number): boolean =>
    Array.isArray(c) && (d === 1 ? c.length >= 2 && c.every((n) => typeof n === 'number' && Number.isFinite(n)) : c.every((x) => ok(x, d - 1)));
  return depth !== undefined && ok((g as { coordinates?: unknown }).coordinates, depth);
}

/** Positions in a geometry's coordinates, however deeply nested. */
function countPoints(g: Geometry): number {
  const go = (c: unknown): number => (typeof (c as unknown[])[0] === 'number' ? 1 : (c as unknown[]).reduce<number>((t, x) => t + go(x), 0));
  return go((g as { coordinates: unknown }).coordinates);
}

function reproject(g: Geometry, to: (p: number[]) => [number, number]): Geometry {
  const map = (c: unknown): unknown => (typeof (c as unknown[])[0] === 'number' ? to(c as number[]) : (c as unknown[]).map(map));
  return { ...g, coordinates: map((g as { coordinates: unknown }).coordinates) } as Geometry;
}

/** The geometry fitted to a class, or the reason it does not fit. */
function fitted(cls: TerrainClass, g: Geometry): Geometry | string {
  const line = LINE_CLASSES.has(cls);
  if (line && (g.type === 'LineString' || g.type === 'MultiLineString')) return g;
  if (!line && (g.type === 'Polygon' || g.type === 'MultiPolygon')) return g;
  if (!line && g.type === 'LineString') {
    const c = g.coordinates as Position[];
    const closed = c.length >= 4 && c[0]![0] === c.at(-1)![0] && c[0]![1] === c.at(-1)![1];
    return closed ? { type: 'Polygon', coordinates: [c] } : 'an area drawn as an open line';
  }
  if (line && (g.type === 'Polygon' || g.type === 'MultiPolygon')) return `a ${cls} drawn as an area`;
  return g.type === 'Point' || g.type === 'MultiPoint' ? 'a point, not a line or an area' : `a ${g.type}`;
}

/**
 * Read a GeoJSON document (already parsed) into terrain features (see the module note). Throws
 * `Error` saying what is wrong when it is not a FeatureCollection, names a coordinate system the
 * import does not know, or has coordinates that are not longitude/latitude with none named.
 */
export function importTerrainGeoJson(doc: unknown, opts: TerrainImportOptions): TerrainImport {
  const fc = doc as { type?: unknown; features?: unknown; crs?: unknown };
  if (!fc || typeof fc !== 'object' || fc.type !== 'FeatureCollection' || !Array.isArray(fc.features)) {
    throw new Error('it is not a GeoJSON FeatureCollection (a file with "type": "FeatureCollection" and a list of "features")');
  }
  const epsg = opts.epsg ?? crsOfGeoJson(fc) ?? 4326;
  const project = toWgs84(epsg);
  const rules = [...(opts.rules ?? []), ...(opts.presets === false ? [] : OSM_PRESETS)];
  const out: TerrainFeature[] = [];
  const byClass: Partial<Record<TerrainClass, number>> = {};
  const skipped: Record<string, number> = {};
  const skip = (why: string) => (skipped[why] = (skipped[why] ?? 0) + 1);
  const pending: { f: TerrainFeature; points: number }[] = [];
  const matched = rules.map(() => 0);
  const coastlines = rules.some((r) => r.coastline);
  const fileBox: LonLatBox = [Infinity, Infinity, -Infinity, -Infinity];
  const coast: Position[][] = [];
  let total = 0;
  for (const raw of fc.features as { type?: unknown; properties?: Record<string, unknown> | null; geometry?: Geometry | null }[]) {
    if (!raw || raw.type !== 'Feature' || !raw.geometry) {
      skip('no geometry');
      continue;
    }
    if (coastlines) extendBox(fileBox, (raw.geometry as { coordinates?: unknown }).coordinates);
    const tags = tagsOf(raw.properties);
    const at = matchIndex(rules, tags);
    if (at < 0) {
      skip('no rule matches its tags');
      continue;
    }
    matched[at]! += 1;
    const rule = rules[at]!;
    if (rule.class === null) {
      skip(rule.why ?? `the rule ${rule.key} = ${rule.value} (left out)`);
      continue;
    }
    if (!wellFormed(raw.geometry)) {
      skip('coordinates that cannot be read');
      continue;
    }
    let geometry: Geometry;
    try {
      geometry = epsg === 4326 ? raw.geometry : reproject(raw.geometry, project);
    } catch {
      skip('coordinates that cannot be read');
      continue;
    }
    if (rule.coastline) {
      if (!inLonLat(geometry as TerrainFeature['geometry'])) throw new Error(notOnEarth(epsg));
      // A coastline way's lines (a closed way read as an area gives its rings); points close nothing.
      if (/LineString|Polygon/.test(geometry.type)) coast.push(...geometryLines(geometry));
      continue;
    }
    const fit = fitted(rule.class, geometry);
    if (typeof fit === 'string') {
      skip(fit);
      continue;
    }
    if (!inLonLat(fit as TerrainFeature['geometry'])) throw new Error(notOnEarth(epsg));
    // A ring not closed or of too few points, a line of one point: left out rather than refusing the file.
    if (typeof geometryPoints(rule.class, fit) === 'string') {
      skip('a shape that is not closed rings or a line of two points or more');
      continue;
    }
    // A name, else an OpenStreetMap `ref` (a road's number, `Rv 50`).
    const label = [tags.name, tags.ref].find((t): t is string => typeof t === 'string' && t.trim() !== '');
    const name = label === undefined ? undefined : plain(label.trim());
    const kind = rule.kind ?? (rule.value === '*' ? plain(`${rule.key} ${String(tags[rule.key])}`) : undefined);
    const f: TerrainFeature = {
      type: 'Feature',
      id: `${opts.idPrefix}-${pending.length + 1}`,
      properties: { class: rule.class, ...(name ? { name } : {}), ...(kind ? { kind } : {}), source: opts.source.slice(0, 200) },
      geometry: fit as TerrainFeature['geometry'],
    };
    const points = countPoints(fit);
    total += points;
    pending.push({ f, points });
  }
  // The sea, closed from the coastline against the extent of the whole file (every feature, kept or not).
  const extent = coast.length > 0 ? extentIn(fileBox, epsg === 4326 ? null : project) : null;
  const { seas, unclosed } = extent ? seaFromCoastline(coast, extent) : { seas: [], unclosed: 0 };
  if (unclosed > 0) skipped['a coastline that does not reach the edge of the file (the sea there left open)'] = unclosed;
  for (const sea of seas) {
    const f: TerrainFeature = { type: 'Feature', id: `${opts.idPrefix}-${pending.length + 1}`, properties: { class: 'impractical', kind: 'sea', source: opts.source.slice(0, 200) }, geometry: sea };
    const points = countPoints(sea);
    total += points;
    pending.push({ f, points });
  }
  const simplified = { features: 0, pointsBefore: 0, pointsAfter: 0 };
  for (const { f, points } of pending) {
    const tolerance = total > SIMPLIFY_FILE_POINTS ? 0.00005 : points > SIMPLIFY_FEATURE_POINTS ? 0.00001 : 0;
    if (tolerance > 0) {
      const s = simplify(f as never, { tolerance, mutate: false }) as unknown as TerrainFeature;
      simplified.features += 1;
      simplified.pointsBefore += points;
      simplified.pointsAfter += countPoints(s.geometry);
      f.geometry = s.geometry;
    }
    out.push(f);
    byClass[f.properties.class] = (byClass[f.properties.class] ?? 0) + 1;
  }
  const userRules = opts.rules?.length ?? 0;
  return { features: out, byClass, skipped, simplified, bbox: boxOf(out), epsg, matched: { rules: matched.slice(0, userRules), presets: matched.slice(userRules) } };
}

/** The message for coordinates that do not fall on the Earth as read. */
function notOnEarth(epsg: number): string {
  return epsg === 4326
    ? 'its coordinates are not longitude/latitude and it names no coordinate system: choose the one it was saved in'
    : `its coordinates do not fall on the Earth in EPSG:${epsg}: check the coordinate system`;
}

function walk(g: TerrainFeature['geometry'], each: (lon: number, lat: number) => boolean): boolean {
  const go = (c: unknown): boolean => (typeof (c as unknown[])[0] === 'number' ? each((c as number[])[0]!, (c as number[])[1]!) : (c as unknown[]).every(go));
  return go(g.coordinates);
}

function inLonLat(g: TerrainFeature['geometry']): boolean {
  return walk(g, (lon, lat) => Number.isFinite(lon) && Number.isFinite(lat) && Math.abs(lon) <= 180 && Math.abs(lat) <= 90);
}

/** The WGS84 box `[west, south, east, north]` of a list of terrain features, or null for none. */
export function boxOf(features: readonly TerrainFeature[]): [number, number, number, number] | null {
  if (features.length === 0) return null;
  const b: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const f of features) {
    walk(f.geometry, (lon, lat) => {
      if (lon < b[0]) b[0] = lon;
      if (lat < b[1]) b[1] = lat;
      if (lon > b[2]) b[2] = lon;
      if (lat > b[3]) b[3] = lat;
      return true;
    });
  }
  return b;
}

