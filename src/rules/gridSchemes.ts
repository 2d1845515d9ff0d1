/**
 * The grid schemes of real maps beside the table and numeric ones (`grid.ts` dispatches to them):
 * - **mgrs**: MGRS / UTM references (`31UDR 12345 67890`, `mgrsRef.ts`), the map's local metres being
 *   the grid's own (`gridProjection`); a reference is placed by the library and read back to local metres.
 * - **trench**: the British WWI trench-map reference of sheet `grid.sheet` (`57c.R.14.b.5.3`,
 *   `trenchRef.ts`), the grid's origin being the sheet's south-west corner (of square S) and `squareM`
 *   the lettered square (6,000 yards) in metres, which sets the metres of a yard on this map.
 * Every function takes the grid already checked by `assertGridDef`. Nothing is clamped: a reference or
 * point off the map throws `GridRefError` (reason 'offMap') naming the map's extent.
 */
import { GridRefError } from './errors.ts';
import { formatMgrs, mgrsToSquare, pointToMgrs, type MgrsDigits } from './mgrsRef.ts';
import { gridProjection } from './projection.ts';
import { parseTrenchRef, TRENCH_YD, trenchRefToYards, yardsToTrenchRef } from './trenchRef.ts';
import type { GridDef, LonLat } from './types.ts';

/** A referenced square in the grid's metres: south-west corner and side. */
type SquareM = { eastingM: number; northingM: number; sizeM: number };

/** Metres of one yard on a trench-map grid (its lettered square is 6,000 yards). */
const yardM = (grid: GridDef) => grid.squareM / TRENCH_YD.lettered;

function offMap(grid: GridDef, ref: string): never {
  throw new GridRefError(`Grid reference "${ref}" is off the map: ${schemeExtentText(grid)}`, ref, 'offMap');
}

function onMap(grid: GridDef, ref: string, e: number, n: number): void {
  if (!(e >= -1e-6 && n >= -1e-6 && e < grid.widthM && n < grid.heightM)) offMap(grid, ref);
}

/** The square `ref` names, in the grid's metres (mgrs: the library's square read back at its south-west corner). */
export function schemeRefToLocal(grid: GridDef, ref: string): SquareM {
  if (grid.scheme === 'trench') {
    const sq = trenchRefToYards(grid.sheet ?? '', ref);
    const m = yardM(grid);
    const out = { eastingM: sq.eastYd * m, northingM: sq.northYd * m, sizeM: sq.sizeYd * m };
    onMap(grid, ref, out.eastingM, out.northingM);
    return out;
  }
  const sq = mgrsToSquare(ref);
  const local = gridProjection(grid).toLocal(sq.sw);
  onMap(grid, ref, local.eastingM, local.northingM);
  return { eastingM: local.eastingM, northingM: local.northingM, sizeM: sq.sizeM };
}

/** The centre of the square `ref` names (WGS84): for mgrs the library's own centre. */
export function schemeRefToPoint(grid: GridDef, ref: string): LonLat {
  const sq = schemeRefToLocal(grid, ref);
  if (grid.scheme === 'mgrs') return mgrsToSquare(ref).centre;
  return gridProjection(grid).toLonLat({ eastingM: sq.eastingM + sq.sizeM / 2, northingM: sq.northingM + sq.sizeM / 2 });
}

/**
 * The reference of the point `e`, `n` metres from the origin: mgrs `figures` 2–10 (default 8: 10 m),
 * trench `figures` 2 or 4 (default 2: one digit pair, 50 yards; 4: two pairs, 5 yards). Throws
 * `GridRefError` off the map, `RangeError` for figures the scheme does not have.
 */
export function schemeLocalToRef(grid: GridDef, e0: number, n0: number, figures: number | undefined, label: string): string {
  // A point read back from lon/lat may land a hair west or south of the origin: that is the origin.
  const e = e0 < 0 && e0 > -1e-6 ? 0 : e0;
  const n = n0 < 0 && n0 > -1e-6 ? 0 : n0;
  if (!(e >= 0 && n >= 0 && e < grid.widthM && n < grid.heightM)) offMap(grid, label);
  if (grid.scheme === 'trench') {
    if (figures !== undefined && figures !== 2 && figures !== 4) throw new RangeError(`figures must be 2 or 4 on a trench map, got ${String(figures)}`);
    return yardsToTrenchRef(grid.sheet ?? '', e / yardM(grid), n / yardM(grid), figures === 4 ? 2 : 1);
  }
  const f = figures ?? 8;
  if (![2, 4, 6, 8, 10].includes(f)) throw new RangeError(`figures must be 2, 4, 6, 8 or 10 for MGRS, got ${String(figures)}`);
  return pointToMgrs(gridProjection(grid).toLonLat({ eastingM: e, northingM: n }), (f / 2) as MgrsDigits);
}

/** `ref` in canonical form after checking it names a square on the map (`57c.R.14.b.5.3`, `31UDR 123 456`). */
export function schemeFormatRef(grid: GridDef, ref: string): string {
  schemeRefToLocal(grid, ref);
  if (grid.scheme === 'mgrs') return formatMgrs(ref);
  const p = parseTrenchRef(ref);
  return [grid.sheet, p.letter, p.number, p.quarter, p.east, p.north].filter((x) => x !== null && x !== '' && x !== undefined).join('.');
}

/** The map's extent in the scheme's words, e.g. `sheet 57c, squares A to X (36,000 × 24,000 yards)`. */
export function schemeExtentText(grid: GridDef): string {
  if (grid.scheme === 'trench') {
    const yd = (m: number) => Math.round(m / yardM(grid)).toLocaleString('en-GB');
    return `the map is sheet ${grid.sheet ?? '?'}, squares A to X (${yd(grid.widthM)} × ${yd(grid.heightM)} yards)`;
  }
  const proj = gridProjection(grid);
  const sw = pointToMgrs(proj.toLonLat({ eastingM: 0, northingM: 0 }), 2);
  const ne = pointToMgrs(proj.toLonLat({ eastingM: grid.widthM - 1, northingM: grid.heightM - 1 }), 2);
  return `the map covers ${sw} to ${ne} (${(grid.widthM / 1000).toFixed(1).replace(/\.0$/, '')} × ${(grid.heightM / 1000).toFixed(1).replace(/\.0$/, '')} km)`;
}
