/**
 * Grid references (RULINGS.md §Grid references; `../shared/API.md` §Grid references).
 *
 * Two schemes, both measured in metres east and north of the grid origin (the south-west corner;
 * lon/lat ↔ metres by `gridProjection`):
 * - **table** (`B1`, as on the 1418 command sheet): column letters A…Z, AA, AB… counted west→east,
 *   rows numbered from 1 south→north, each square `squareM` on a side. Case-insensitive, spaces
 *   allowed around the parts (`b 1`). If `widthM`/`heightM` is not a whole number of squares the
 *   last column/row is a partial square that is still on the map.
 * - **numeric** (`0512`, `053124`, `05311245`, 10 figures): easting then northing, the same number of
 *   figures each, in absolute metres from the origin within a 100 km frame (two figures of km):
 *   4 figures = 1 km square, 6 = 100 m, 8 = 10 m, 10 = 1 m. One run of spaces is allowed between
 *   the two halves (`053 124`). `squareM` is only the major square the overlay draws, so it does not
 *   change what a reference means; the grid may be at most 100 km each way.
 *
 * A reference names its square's south-west corner; squares are half-open [sw, sw + size), so a
 * point exactly on the map's east or north edge is off the map. Nothing is ever clamped: bad input
 * throws `GridRefError` (a `RangeError`) naming the reference and the map's extent; a bad `GridDef`
 * throws `RangeError` naming the field.
 */
import { GridRefError, type GridRefErrorReason } from './errors.ts';
import { gridProjection } from './projection.ts';
import { schemeExtentText, schemeFormatRef, schemeLocalToRef, schemeRefToLocal, schemeRefToPoint } from './gridSchemes.ts';
import type { GridDef, LonLat } from './types.ts';

/**
 * Figures of a reference: numeric 4 (1 km), 6 (100 m), 8 (10 m) or 10 (1 m); MGRS 2 to 10 likewise
 * (2: 10 km); trench 2 (one digit pair, 50 yards) or 4 (two pairs, 5 yards).
 */
export type GridFigures = 2 | 4 | 6 | 8 | 10;

/** A referenced square: south-west corner in metres east/north of the grid origin, and its side. */
export type GridSquareM = { eastingM: number; northingM: number; sizeM: number };

/** Side of the numeric scheme's frame: two figures of km per half (RULINGS.md §Grid references). */
export const NUMERIC_FRAME_M = 100_000;
/** Smallest table square 1418 lets you bombard: 6" at 1 cm = 10 m (001 §ARTILLERY, 000 §Artillery). */
export const MIN_BOMBARD_SQUARE_M = 152.4;
/** Most squares a table grid may have in one direction (a guard against a mistyped `squareM`). */
const MAX_TABLE_SQUARES = 10_000;
/** Relative slack when counting squares, so 1828.8 m / 152.4 m is 12 columns, not 12.000…01. */
const EPS = 1e-9;
const FIGURES: readonly GridFigures[] = [4, 6, 8, 10];

/**
 * Column letters of a 0-based column index: 0 → `A`, 25 → `Z`, 26 → `AA`, 27 → `AB`, 701 → `ZZ`,
 * 702 → `AAA` (bijective base 26). Throws `RangeError` for an index that is not a whole number ≥ 0.
 */
export function columnLetters(index: number): string {
  if (!Number.isSafeInteger(index) || index < 0) {
    throw new RangeError(`column index must be a whole number ≥ 0, got ${index}`);
  }
  let s = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  }
  return s;
}

/**
 * 0-based column index of column letters, the inverse of `columnLetters` (`A` → 0, `aa` → 26;
 * case-insensitive). Throws `RangeError` when `letters` is not one or more of A–Z (at most 10).
 */
export function columnIndex(letters: string): number {
  if (typeof letters !== 'string' || !/^[A-Za-z]{1,10}$/.test(letters)) {
    throw new RangeError(`column letters must be 1 to 10 of A–Z, got "${String(letters)}"`);
  }
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

/**
 * Check a `GridDef`; throws `RangeError` naming the field (`grid.widthM must be …`): origin a finite
 * lon in [-180, 180] / lat in [-85, 85]; `widthM`, `heightM`, `squareM` finite and > 0; `scheme`
 * 'table' or 'numeric'; numeric grids at most 100 km each way; table grids at most 10 000 squares
 * each way.
 */
export function assertGridDef(grid: GridDef): void {
  if (typeof grid !== 'object' || grid === null) throw new RangeError(`grid must be a GridDef object, got ${String(grid)}`);
  const { originLon, originLat, widthM, heightM, squareM, scheme } = grid;
  if (typeof originLon !== 'number' || !Number.isFinite(originLon) || originLon < -180 || originLon > 180) {
    throw new RangeError(`grid.originLon must be a longitude in [-180, 180], got ${String(originLon)}`);
  }
  if (typeof originLat !== 'number' || !Number.isFinite(originLat) || originLat < -85 || originLat > 85) {
    throw new RangeError(`grid.originLat must be a latitude in [-85, 85], got ${String(originLat)}`);
  }
  for (const [field, v] of [['widthM', widthM], ['heightM', heightM], ['squareM', squareM]] as const) {
    if (typeof v !== 'number' || !Number.isFinite(v) || v <= 0) {
      throw new RangeError(`grid.${field} must be a number of metres > 0, got ${String(v)}`);
    }
  }
  if (scheme === 'numeric') {
    if (widthM > NUMERIC_FRAME_M) throw new RangeError(`grid.widthM must be at most ${NUMERIC_FRAME_M} m for a numeric grid, got ${widthM}`);
    if (heightM > NUMERIC_FRAME_M) throw new RangeError(`grid.heightM must be at most ${NUMERIC_FRAME_M} m for a numeric grid, got ${heightM}`);
  } else if (scheme === 'table') {
    if (countSquares(widthM, squareM) > MAX_TABLE_SQUARES || countSquares(heightM, squareM) > MAX_TABLE_SQUARES) {
      throw new RangeError(`grid.squareM of ${squareM} m gives more than ${MAX_TABLE_SQUARES} squares across the table`);
    }
  } else if (scheme === 'trench') {
    if (typeof grid.sheet !== 'string' || !/^\d{1,3}[a-d]?$/.test(grid.sheet)) throw new RangeError(`grid.sheet must name a trench-map sheet such as 57c, got ${JSON.stringify(grid.sheet)}`);
  } else if (scheme !== 'mgrs') {
    throw new RangeError(`grid.scheme must be 'table', 'numeric', 'mgrs' or 'trench', got ${JSON.stringify(scheme)}`);
  }
}

/**
 * Refuse a table grid whose squares are smaller than 6" × 6" (152.4 m at 1 cm = 10 m): 1418 forbids
 * bombarding them (RULINGS.md §Grid references; 001 §ARTILLERY, 000 §Artillery). Throws
 * `RangeError` naming `grid.squareM`; numeric grids and larger squares pass.
 */
export function assertBombardableSquare(grid: GridDef): void {
  assertGridDef(grid);
  if (grid.scheme === 'table' && grid.squareM < MIN_BOMBARD_SQUARE_M - 1e-6) {
    throw new RangeError(
      `grid.squareM is ${grid.squareM} m: 1418 forbids bombarding squares smaller than 6" × 6" (${MIN_BOMBARD_SQUARE_M} m)`,
    );
  }
}

/**
 * Number of squares the map spans: table squares for 'table', major (`squareM`) squares for
 * 'numeric'; a partial last square counts. E.g. table-1418 → `{ columns: 12, rows: 8 }`,
 * Cambrai → `{ columns: 28, rows: 25 }`. Throws `RangeError` for a bad grid.
 */
export function gridSquareCounts(grid: GridDef): { columns: number; rows: number } {
  assertGridDef(grid);
  return { columns: countSquares(grid.widthM, grid.squareM), rows: countSquares(grid.heightM, grid.squareM) };
}

/**
 * The map's extent as the user sees it: table `A1 to L8 (12 × 8 squares)`, numeric
 * `0000 to 2724 (28 × 25 km)` (the first and last 1 km squares, then the size in km).
 * Throws `RangeError` for a bad grid.
 */
export function gridExtentText(grid: GridDef): string {
  assertGridDef(grid);
  if (grid.scheme === 'mgrs' || grid.scheme === 'trench') return schemeExtentText(grid).replace(/^the map (covers|is) /, '');
  if (grid.scheme === 'table') {
    const { columns, rows } = gridSquareCounts(grid);
    return `A1 to ${columnLetters(columns - 1)}${rows} (${columns} × ${rows} squares)`;
  }
  const lastE = countSquares(grid.widthM, 1000) - 1;
  const lastN = countSquares(grid.heightM, 1000) - 1;
  return `0000 to ${pad(lastE, 2)}${pad(lastN, 2)} (${km(grid.widthM)} × ${km(grid.heightM)} km)`;
}

/**
 * South-west corner and side of the square a reference names, in metres east/north of the grid
 * origin (`../shared/API.md`). Table `B1` on 152.4 m squares → `{ eastingM: 152.4, northingM: 0,
 * sizeM: 152.4 }`; numeric `0512` → `{ 5000, 12000, 1000 }`, `053 124` → `{ 5300, 12400, 100 }`.
 * Throws `GridRefError` when the reference does not parse (saying what is malformed) or its corner
 * is off the map (naming the extent); `RangeError` for a bad grid.
 */
export function gridRefToLocal(grid: GridDef, ref: string): GridSquareM {
  assertGridDef(grid);
  if (grid.scheme === 'mgrs' || grid.scheme === 'trench') return schemeRefToLocal(grid, ref);
  return grid.scheme === 'table' ? parseTable(grid, ref).square : parseNumeric(grid, ref).square;
}

/** WGS84 centre of the referenced square (what a fire mission aims at). Errors as `gridRefToLocal`. */
export function gridRefToPoint(grid: GridDef, ref: string): LonLat {
  if (grid.scheme === 'mgrs' || grid.scheme === 'trench') return (assertGridDef(grid), schemeRefToPoint(grid, ref));
  const { eastingM, northingM, sizeM } = gridRefToLocal(grid, ref);
  return gridProjection(grid).toLonLat({ eastingM: eastingM + sizeM / 2, northingM: northingM + sizeM / 2 });
}

/**
 * The corners of the referenced square as WGS84, in the order SW, SE, NE, NW (for drawing it).
 * Errors as `gridRefToLocal`.
 */
export function gridRefSquareBounds(grid: GridDef, ref: string): [LonLat, LonLat, LonLat, LonLat] {
  const { eastingM: e, northingM: n, sizeM: s } = gridRefToLocal(grid, ref);
  const proj = gridProjection(grid);
  const at = (eastingM: number, northingM: number) => proj.toLonLat({ eastingM, northingM });
  return [at(e, n), at(e + s, n), at(e + s, n + s), at(e, n + s)];
}

/**
 * A typed reference in canonical form, after checking it names a square on the map: table
 * uppercase without spaces or leading zeros (`b 01` → `B1`); numeric with one space between
 * easting and northing (`053124` → `053 124`, `0512` → `05 12`). `pointToGridRef` returns the compact
 * form without the space. Errors as `gridRefToLocal`.
 */
export function formatGridRef(grid: GridDef, ref: string): string {
  assertGridDef(grid);
  if (grid.scheme === 'mgrs' || grid.scheme === 'trench') return schemeFormatRef(grid, ref);
  if (grid.scheme === 'table') {
    const { col, row } = parseTable(grid, ref);
    return `${columnLetters(col)}${row}`;
  }
  const { east, north } = parseNumeric(grid, ref);
  return `${east} ${north}`;
}

/**
 * A stored reference for display: `formatGridRef`'s canonical form (`107085` → `107 085`), or the
 * reference as given when the grid cannot read it (a reference kept from an older map), so a line of
 * text never fails over its reference.
 */
export function readableGridRef(grid: GridDef, ref: string): string {
  try {
    return formatGridRef(grid, ref);
  } catch {
    return ref;
  }
}

/**
 * The reference of the square containing a WGS84 point (`../shared/API.md`): compact, e.g. `B1` or
 * `053124`. `figures` (numeric only, default 6) picks 4, 6, 8 or 10 figures; the table scheme
 * ignores it. Throws `GridRefError` (reason 'point') for a point that is not a finite lon/lat, and
 * (reason 'offMap', naming the point and the extent) for one outside the grid, including on its
 * east or north edge; `RangeError` for a bad grid or `figures`.
 */
export function pointToGridRef(grid: GridDef, p: LonLat, figures?: GridFigures): string {
  assertGridDef(grid);
  const label = `${String(p?.lon)}, ${String(p?.lat)}`;
  if (typeof p !== 'object' || p === null || !isFiniteNumber(p.lon) || !isFiniteNumber(p.lat) || Math.abs(p.lat) > 90 || Math.abs(p.lon) > 180) {
    throw new GridRefError(`Point (${label}) is not a position: give a finite longitude and latitude. ${capital(coverText(grid))}.`, label, 'point');
  }
  const { eastingM, northingM } = gridProjection(grid).toLocal(p);
  return refForLocal(grid, eastingM, northingM, figures, `Point (${p.lon.toFixed(5)}, ${p.lat.toFixed(5)})`);
}

/** A reference to show as an example in a field for this grid: `B1`, `053124`, `31UDR 123 456`, `57c.R.14.b.5.3`. */
export function gridRefExample(grid: Pick<GridDef, 'scheme' | 'sheet'>): string {
  if (grid.scheme === 'table') return 'B1';
  if (grid.scheme === 'mgrs') return '31UDR 123 456';
  if (grid.scheme === 'trench') return `${grid.sheet ?? '57c'}.R.14.b.5.3`;
  return '053124';
}

/**
 * `p`'s grid reference for a sentence (`figures`, default 8): `none` for no point (e.g. "not known"),
 * "off the map" for a point outside the grid. Never throws (a bad grid reads as off the map).
 */
export function gridRefText(grid: GridDef, p: LonLat | null | undefined, none = 'not known', figures: GridFigures = 8): string {
  if (!p) return none;
  try {
    return pointToGridRef(grid, p, figures);
  } catch {
    return 'off the map';
  }
}

/**
 * The reference of the square containing a point given in grid metres east/north of the origin,
 * compact as `pointToGridRef`. Throws `GridRefError` (reason 'offMap') when the point is west or
 * south of the origin or at/after the east or north edge; reason 'point' when not finite.
 */
export function localToGridRef(grid: GridDef, eastingM: number, northingM: number, figures?: GridFigures): string {
  assertGridDef(grid);
  return refForLocal(grid, eastingM, northingM, figures, `Point ${String(eastingM)} m E, ${String(northingM)} m N`);
}

// ---------------------------------------------------------------------------------------------------

function refForLocal(grid: GridDef, e: number, n: number, figures: GridFigures | undefined, label: string): string {
  if (!isFiniteNumber(e) || !isFiniteNumber(n)) {
    throw new GridRefError(`${label} is not a position: give finite metres. ${capital(coverText(grid))}.`, label, 'point');
  }
  if (grid.scheme === 'mgrs' || grid.scheme === 'trench') return schemeLocalToRef(grid, e, n, figures, label);
  if (grid.scheme === 'numeric' && figures !== undefined && !FIGURES.includes(figures)) {
    throw new RangeError(`figures must be 4, 6, 8 or 10, got ${String(figures)}`);
  }
  if (e < 0 || n < 0 || e >= grid.widthM || n >= grid.heightM) {
    throw new GridRefError(`${label} is off the map: ${coverText(grid)}`, label, 'offMap');
  }
  if (grid.scheme === 'table') {
    // e < widthM was checked above; the min only absorbs a sub-micrometre sliver left by EPS.
    const { columns, rows } = gridSquareCounts(grid);
    const col = Math.min(squareIndex(e, grid.squareM), columns - 1);
    const row = Math.min(squareIndex(n, grid.squareM), rows - 1);
    return `${columnLetters(col)}${row + 1}`;
  }
  const half = (figures ?? 6) / 2;
  const unitM = 10 ** (5 - half);
  return pad(squareIndex(e, unitM), half) + pad(squareIndex(n, unitM), half);
}

type TableParse = { col: number; row: number; square: GridSquareM };
type NumericParse = { east: string; north: string; square: GridSquareM };

function parseTable(grid: GridDef, ref: string): TableParse {
  checkText(grid, ref);
  const m = /^\s*([A-Za-z]+)\s*([0-9]+)\s*$/.exec(ref);
  if (!m) {
    throw refError(grid, ref, 'malformed', 'is not a table reference: write the column letters then the row number, e.g. B1');
  }
  const letters = m[1]!;
  const row = Number(m[2]);
  if (row === 0) throw refError(grid, ref, 'row', ': rows start at 1');
  const { columns, rows } = gridSquareCounts(grid);
  const col = letters.length > 10 ? Infinity : columnIndex(letters);
  if (col >= columns || row > rows) throw refError(grid, ref, 'offMap', 'is off the map');
  const s = grid.squareM;
  return { col, row, square: { eastingM: col * s, northingM: (row - 1) * s, sizeM: s } };
}

function parseNumeric(grid: GridDef, ref: string): NumericParse {
  checkText(grid, ref);
  const example = 'e.g. 0512, 053124 or 053 124';
  const m = /^\s*([0-9]+)(?:\s+([0-9]+))?\s*$/.exec(ref);
  if (!m) {
    throw refError(grid, ref, 'malformed', `has characters other than figures: a map reference is 4, 6, 8 or 10 figures, ${example}`);
  }
  const digits = m[1]! + (m[2] ?? '');
  if (!FIGURES.includes(digits.length as GridFigures)) {
    throw refError(grid, ref, 'figures', `has ${digits.length} figures: use 4, 6, 8 or 10`);
  }
  const half = digits.length / 2;
  if (m[2] !== undefined && m[1]!.length !== half) {
    throw refError(grid, ref, 'malformed', `splits its figures unevenly: give easting and northing the same number of figures, ${example}`);
  }
  const east = digits.slice(0, half);
  const north = digits.slice(half);
  const unitM = 10 ** (5 - half);
  const square = { eastingM: Number(east) * unitM, northingM: Number(north) * unitM, sizeM: unitM };
  if (square.eastingM >= grid.widthM || square.northingM >= grid.heightM) throw refError(grid, ref, 'offMap', 'is off the map');
  return { east, north, square };
}

/** Throws for a reference that is not text or is blank. */
function checkText(grid: GridDef, ref: unknown): asserts ref is string {
  if (typeof ref !== 'string') throw refError(grid, String(ref), 'malformed', `is not text (got ${typeof ref})`);
  if (ref.trim() === '') {
    throw refError(grid, ref, 'empty', `is empty: type a reference such as ${grid.scheme === 'table' ? 'B1' : '053124'}`);
  }
}

/**
 * `Grid reference "<ref>" <problem>` then the extent: `: the map covers …` after 'is off the map',
 * else as a second sentence. The reference is shown to at most 40 characters.
 */
function refError(grid: GridDef, ref: string, reason: GridRefErrorReason, problem: string): GridRefError {
  const shown = ref.length > 40 ? `${ref.slice(0, 40)}…` : ref;
  const head = `Grid reference "${shown}"${problem.startsWith(':') ? '' : ' '}${problem}`;
  const cover = coverText(grid);
  const message = reason === 'offMap' ? `${head}: ${cover}` : `${head}. ${capital(cover)}.`;
  return new GridRefError(message, ref, reason);
}

function coverText(grid: GridDef): string {
  return grid.scheme === 'table' ? `the table runs ${gridExtentText(grid)}` : `the map covers ${gridExtentText(grid)}`;
}

/** Index of the half-open square [i·size, (i+1)·size) holding x ≥ 0, consistent with i·size corners. */
function squareIndex(x: number, size: number): number {
  let i = Math.floor(x / size);
  if ((i + 1) * size <= x) i += 1;
  else if (i > 0 && i * size > x) i -= 1;
  return i;
}

function countSquares(lengthM: number, sizeM: number): number {
  return Math.ceil(lengthM / sizeM - EPS);
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

function km(m: number): string {
  return String(Number((m / 1000).toFixed(3)));
}

function isFiniteNumber(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v);
}
