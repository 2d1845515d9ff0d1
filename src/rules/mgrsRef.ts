/**
 * Military Grid Reference System references (e.g. `31UDR 12345 67890`) through the `mgrs` library
 * (proj4js), with the desk's own checking and words: a grid zone (1–60 and a latitude band C–X without
 * I and O), a 100 km square (two letters), then an easting and a northing of the same number of digits
 * (1 to 5 each: 10 km down to 1 m). Spaces are optional. Nothing is clamped: a malformed reference
 * throws `GridRefError` saying what is wrong.
 */
import * as mgrsModule from 'mgrs';
import { GridRefError } from './errors.ts';
import type { LonLat } from './types.ts';

/** Digits of an MGRS easting (and of its northing): 1 (10 km) to 5 (1 m). */
export type MgrsDigits = 1 | 2 | 3 | 4 | 5;

/** A referenced MGRS square: its south-west and north-east corners, its centre, and its side in metres. */
export type MgrsSquare = { sw: LonLat; ne: LonLat; centre: LonLat; sizeM: number };

// The package ships an ES module (named exports: what Vite bundles) and a UMD build (what plain Node
// loads, where the functions sit on the default export): take them from wherever they are.
// (`Reflect.get`: a plain `.default` makes the bundler warn that the ES module has no default export.)
const mgrs = ('forward' in mgrsModule ? mgrsModule : Reflect.get(mgrsModule, 'default')) as typeof mgrsModule;
const { forward, inverse, toPoint } = mgrs;

const PATTERN = /^(\d{1,2})([C-HJ-NP-X])([A-HJ-NP-Z])([A-HJ-NP-V])(\d{2}|\d{4}|\d{6}|\d{8}|\d{10})$/;

function fail(ref: string, why: string, reason: 'empty' | 'malformed' | 'point' = 'malformed'): never {
  throw new GridRefError(`MGRS reference "${ref}" ${why}`, ref, reason);
}

/**
 * `ref` in canonical form (`31UDR 12345 67890`: zone and squares, then the easting and the northing)
 * after checking it. Throws `GridRefError` for an empty or malformed reference or a zone outside 1–60.
 */
export function formatMgrs(ref: string): string {
  const t = String(ref ?? '').trim();
  if (t === '') fail(t, 'is empty: type one such as 31UDR 12345 67890', 'empty');
  const m = PATTERN.exec(t.replace(/\s+/g, '').toUpperCase());
  if (!m) fail(t, 'is not an MGRS reference: zone 1–60, band letter, two square letters, then an easting and a northing of 1 to 5 digits each, e.g. 31UDR 12345 67890');
  const zone = Number(m[1]);
  if (zone < 1 || zone > 60) fail(t, `names zone ${zone}: zones run 1 to 60`);
  const digits = m[5]!;
  const half = digits.length / 2;
  return `${zone}${m[2]}${m[3]}${m[4]} ${digits.slice(0, half)} ${digits.slice(half)}`;
}

/** The square MGRS reference `ref` names (WGS84). Throws `GridRefError` as `formatMgrs`, and when the library cannot place it. */
export function mgrsToSquare(ref: string): MgrsSquare {
  const canonical = formatMgrs(ref);
  const compact = canonical.replace(/ /g, '');
  try {
    const [west, south, east, north] = inverse(compact);
    const [lon, lat] = toPoint(compact);
    const digits = (compact.length - compact.search(/\d{2,}$/)) / 2;
    return { sw: { lon: west, lat: south }, ne: { lon: east, lat: north }, centre: { lon, lat }, sizeM: 10 ** (5 - digits) };
  } catch (e) {
    return fail(ref, `cannot be placed: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/**
 * The MGRS reference of the square of `digits` (default 5: 1 m) holding the WGS84 point `p`, in
 * canonical form. Throws `GridRefError` (reason 'point') for a point that is not a position or lies
 * outside MGRS's UTM latitudes (80° S to 84° N), `RangeError` for `digits` not 1–5.
 */
export function pointToMgrs(p: LonLat, digits: MgrsDigits = 5): string {
  if (![1, 2, 3, 4, 5].includes(digits)) throw new RangeError(`digits must be 1 to 5, got ${String(digits)}`);
  const label = `${String(p?.lon)}, ${String(p?.lat)}`;
  if (!p || !Number.isFinite(p.lon) || !Number.isFinite(p.lat) || Math.abs(p.lon) > 180 || p.lat < -80 || p.lat > 84) {
    fail(label, 'is not a point MGRS covers: give a longitude and a latitude between 80° S and 84° N', 'point');
  }
  return formatMgrs(forward([p.lon, p.lat], digits));
}
