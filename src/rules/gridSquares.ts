/**
 * The table and numeric grid schemes (RULINGS.md §Grid references): reading their references into
 * squares and writing a point's reference, in metres east/north of the grid origin. `grid.ts` is the
 * facade that dispatches to these and to the schemes of real maps (`gridSchemes.ts`); every function
 * here takes a grid already checked by `assertGridDef` whose scheme is 'table' or 'numeric'.
 */
import { GridRefError, type GridRefErrorReason } from './errors.ts';
import type { GridDef } from './types.ts';

/** Figures of a reference: numeric 4 (1 km), 6 (100 m), 8 (10 m) or 10 (1 m); MGRS 2 to 10 likewise (2: 10 km); trench 2 (one digit pair, 50 yards) or 4 (two pairs, 5 yards). */
export type GridFigures = 2 | 4 | 6 | 8 | 10;

/** A referenced square: south-west corner in metres east/north of the grid origin, and its side. */
export type GridSquareM = { eastingM: number; northingM: number; sizeM: number };

/** Side of the numeric scheme's frame: two figures of km per half (RULINGS.md §Grid references). */
export const NUMERIC_FRAME_M = 100_000;
/** Most squares a table grid may have in one direction (a guard against a mistyped `squareM`). */
export const MAX_TABLE_SQUARES = 10_000;
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

/** Squares of `sizeM` needed to cover `lengthM`, a partial last square counting. */
export function countSquares(lengthM: number, sizeM: number): number {
  return Math.ceil(lengthM / sizeM - EPS);
}

/** A table or numeric map's extent as the user sees it (see `gridExtentText`). */
export function classicExtentText(grid: GridDef): string {
  if (grid.scheme === 'table') {
    const columns = countSquares(grid.widthM, grid.squareM);
    const rows = countSquares(grid.heightM, grid.squareM);
    return `A1 to ${columnLetters(columns - 1)}${rows} (${columns} × ${rows} squares)`;
  }
  const lastE = countSquares(grid.widthM, 1000) - 1;
  const lastN = countSquares(grid.heightM, 1000) - 1;
  return `0000 to ${pad(lastE, 2)}${pad(lastN, 2)} (${km(grid.widthM)} × ${km(grid.heightM)} km)`;
}

/** Where a table or numeric map runs, for the end of a message: `the table runs A1 to L8 …`, `the map covers 0000 to 2724 …`. */
export function classicCoverText(grid: GridDef): string {
  return grid.scheme === 'table' ? `the table runs ${classicExtentText(grid)}` : `the map covers ${classicExtentText(grid)}`;
}

/** The square a table or numeric reference names (errors as `gridRefToLocal`). */
export function classicRefToLocal(grid: GridDef, ref: string): GridSquareM {
  return grid.scheme === 'table' ? parseTable(grid, ref).square : parseNumeric(grid, ref).square;
}

/** A table or numeric reference in canonical form: `B1`, `053 124` (errors as `gridRefToLocal`). */
export function classicFormatRef(grid: GridDef, ref: string): string {
  if (grid.scheme === 'table') {
    const { col, row } = parseTable(grid, ref);
    return `${columnLetters(col)}${row}`;
  }
  const { east, north } = parseNumeric(grid, ref);
  return `${east} ${north}`;
}

/**
 * The table square or numeric reference (`figures`, default 6) of a point `e`, `n` metres from the
 * origin, already known to be finite. Throws `GridRefError` (reason 'offMap') off the map, `RangeError`
 * for numeric figures other than 4, 6, 8 or 10.
 */
export function classicLocalToRef(grid: GridDef, e: number, n: number, figures: GridFigures | undefined, label: string): string {
  if (grid.scheme === 'numeric' && figures !== undefined && !FIGURES.includes(figures)) {
    throw new RangeError(`figures must be 4, 6, 8 or 10, got ${String(figures)}`);
  }
  if (e < 0 || n < 0 || e >= grid.widthM || n >= grid.heightM) {
    throw new GridRefError(`${label} is off the map: ${classicCoverText(grid)}`, label, 'offMap');
  }
  if (grid.scheme === 'table') {
    // e < widthM was checked above; the min only absorbs a sub-micrometre sliver left by EPS.
    const col = Math.min(squareIndex(e, grid.squareM), countSquares(grid.widthM, grid.squareM) - 1);
    const row = Math.min(squareIndex(n, grid.squareM), countSquares(grid.heightM, grid.squareM) - 1);
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
  const columns = countSquares(grid.widthM, grid.squareM);
  const rows = countSquares(grid.heightM, grid.squareM);
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
  const cover = classicCoverText(grid);
  const message = reason === 'offMap' ? `${head}: ${cover}` : `${head}. ${capital(cover)}.`;
  return new GridRefError(message, ref, reason);
}

/** Index of the half-open square [i·size, (i+1)·size) holding x ≥ 0, consistent with i·size corners. */
function squareIndex(x: number, size: number): number {
  let i = Math.floor(x / size);
  if ((i + 1) * size <= x) i += 1;
  else if (i > 0 && i * size > x) i -= 1;
  return i;
}

export function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

function km(m: number): string {
  return String(Number((m / 1000).toFixed(3)));
}

export function isFiniteNumber(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v);
}
