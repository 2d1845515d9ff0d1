/**
 * Which grid lines and labels to draw for one view of the map — the pure half of the grid overlay
 * (`gridLayer.ts` draws what this returns). Everything is in grid metres east/north of the grid
 * origin (`src/rules/projection.ts`); no Leaflet, no DOM.
 *
 * Schemes (RULINGS.md §Grid references):
 * - **numeric**: candidate spacings 10 km, 1 km, 100 m, 10 m; the finest whose lines are at least
 *   `MIN_LINE_GAP_PX` apart on screen is drawn (10 km when even that is closer). Every line is
 *   labelled with the easting/northing figures a reference of that precision uses: `05` on a 1 km
 *   line, `053` on a 100 m line, `0531` on a 10 m line.
 * - **table**: every square's lines; column letters (`A`, `B`, … `AA`) and row numbers (`1` in the
 *   south) label the squares, thinned to every 2nd, 4th, … square while squares are smaller than
 *   `MIN_SQUARE_LABEL_PX` on screen.
 * - **mgrs**: the UTM grid's own lines, spaced as the numeric grid's and labelled with their UTM
 *   figures (`mgrsLines.ts`); **trench**: the sheet's lettered and numbered squares, unlabelled.
 * Lines and labels never leave the grid's extent [0, widthM] × [0, heightM].
 */
import { columnLetters, gridSquareCounts } from '../rules/grid.ts';
import { mgrsDrawing } from './mgrsLines.ts';
import type { GridDef } from '../rules/types.ts';

/** The part of the map in view, as a box in grid metres (it may reach beyond the grid). */
export type GridViewM = { minE: number; minN: number; maxE: number; maxN: number };

/**
 * One grid line. `axis: 'easting'` is a north–south line at easting `valueM`, running from
 * northing `fromM` to `toM`; `axis: 'northing'` is a west–east line at northing `valueM` from
 * easting `fromM` to `toM`. `major` lines are drawn heavier.
 */
export type GridLine = {
  axis: 'easting' | 'northing';
  valueM: number;
  fromM: number;
  toM: number;
  major: boolean;
  /** A line not along the map's own axes (an MGRS grid's UTM line): its two ends in the map's metres, in place of `fromM`/`toM`. */
  path?: readonly [readonly [number, number], readonly [number, number]];
};

/**
 * One label: for `axis: 'easting'` it goes along the top edge at easting `atM` (a column letter or
 * an easting), for `axis: 'northing'` down the left edge at northing `atM` (a row number or a
 * northing).
 */
export type GridLabel = {
  axis: 'easting' | 'northing';
  atM: number;
  text: string;
  /** The label's line when it does not run along the map's axes (MGRS): placed where it meets the top or left edge. */
  path?: readonly [readonly [number, number], readonly [number, number]];
};

/**
 * What to draw: `spacingM` between lines, the lines, the labels, and `labelEvery` (1, 2, 4, …:
 * table squares per label; always 1 for numeric).
 */
export type GridDrawing = { spacingM: number; labelEvery: number; lines: GridLine[]; labels: GridLabel[] };

/** Candidate spacings of the numeric scheme, coarsest first, metres. */
export const NUMERIC_SPACINGS_M: readonly number[] = [10_000, 1_000, 100, 10];
/** Least distance between numeric grid lines on screen, CSS pixels. */
export const MIN_LINE_GAP_PX = 50;
/** Least width of a labelled table square on screen, CSS pixels (smaller: label every 2nd, 4th…). */
export const MIN_SQUARE_LABEL_PX = 40;
/** Below this many pixels per table square, lines are thinned like labels (a guard for huge tables). */
const MIN_SQUARE_LINE_PX = 4;

/**
 * The spacing of numeric grid lines at a scale: the finest of `NUMERIC_SPACINGS_M` at least
 * `MIN_LINE_GAP_PX` pixels apart, else the coarsest. Throws `RangeError` unless
 * `metresPerPixel` is a finite number > 0.
 */
export function numericSpacingM(metresPerPixel: number): number {
  checkScale(metresPerPixel);
  let best = NUMERIC_SPACINGS_M[0]!;
  for (const s of NUMERIC_SPACINGS_M) if (s / metresPerPixel >= MIN_LINE_GAP_PX) best = s;
  return best;
}

/**
 * Label of a numeric grid line at `valueM` metres (a whole multiple of 10 m): two figures of km on
 * a km line (`5000` → `05`), three on a 100 m line (`5300` → `053`), four on a 10 m line
 * (`5310` → `0531`) — the figures a reference to that line's precision starts with, within the
 * 100 km frame.
 */
export function numericLineLabel(valueM: number): string {
  const m = Math.round(valueM);
  if (m % 1000 === 0) return pad(Math.floor(m / 1000) % 100, 2);
  if (m % 100 === 0) return pad(Math.floor(m / 100) % 1000, 3);
  return pad(Math.floor(m / 10) % 10_000, 4);
}

/**
 * Table squares per label at a scale: 1, 2, 4, … — the least power of two making a labelled
 * stride at least `MIN_SQUARE_LABEL_PX` wide. Throws `RangeError` for a bad scale or square.
 */
export function tableLabelEvery(squareM: number, metresPerPixel: number): number {
  checkScale(metresPerPixel);
  if (!Number.isFinite(squareM) || squareM <= 0) throw new RangeError(`squareM must be metres > 0, got ${squareM}`);
  return strideFor(squareM / metresPerPixel, MIN_SQUARE_LABEL_PX);
}

/**
 * The lines and labels of `grid` for the view `view` (grid metres) at `metresPerPixel` ground
 * metres per CSS pixel. Nothing outside the grid's extent is returned; a view that misses the grid
 * gets no lines or labels. Throws `RangeError` for a bad scale or a view whose bounds are not
 * finite numbers with min ≤ max.
 */
export function gridLinesForView(grid: GridDef, view: GridViewM, metresPerPixel: number): GridDrawing {
  checkScale(metresPerPixel);
  for (const k of ['minE', 'minN', 'maxE', 'maxN'] as const) {
    if (!Number.isFinite(view[k])) throw new RangeError(`view.${k} must be a finite number of metres, got ${view[k]}`);
  }
  if (view.minE > view.maxE || view.minN > view.maxN) {
    throw new RangeError(`view must have minE ≤ maxE and minN ≤ maxN, got ${JSON.stringify(view)}`);
  }
  // The visible part of the grid.
  const e0 = Math.max(0, view.minE);
  const e1 = Math.min(grid.widthM, view.maxE);
  const n0 = Math.max(0, view.minN);
  const n1 = Math.min(grid.heightM, view.maxN);
  const visible = e0 <= e1 && n0 <= n1;
  if (grid.scheme === 'trench') return trenchDrawing(grid, metresPerPixel, visible, e0, e1, n0, n1);
  if (grid.scheme === 'mgrs') return mgrsDrawing(grid, numericSpacingM(metresPerPixel), numericLineLabel, visible, e0, e1, n0, n1);
  return grid.scheme === 'table'
    ? tableDrawing(grid, metresPerPixel, visible, e0, e1, n0, n1)
    : numericDrawing(grid, metresPerPixel, visible, e0, e1, n0, n1);
}

/**
 * A trench-map sheet: the numbered squares' lines (1,000 yards; `squareM / 6`), the lettered squares'
 * (6,000 yards) as the major ones; only the lettered ones when the numbered would crowd closer than
 * `MIN_LINE_GAP_PX`. No labels: the pointer and Go to read the sheet's references.
 */
function trenchDrawing(grid: GridDef, mpp: number, visible: boolean, e0: number, e1: number, n0: number, n1: number): GridDrawing {
  const major = grid.squareM;
  const s = major / 6 / mpp >= MIN_LINE_GAP_PX ? major / 6 : major;
  const out: GridDrawing = { spacingM: s, labelEvery: 1, lines: [], labels: [] };
  if (!visible) return out;
  const isMajor = (v: number) => Math.abs(v / major - Math.round(v / major)) < 1e-9;
  for (let k = Math.ceil(e0 / s - 1e-9); k * s <= e1 + 1e-9; k++) out.lines.push({ axis: 'easting', valueM: k * s || 0, fromM: n0, toM: n1, major: isMajor(k * s) });
  for (let k = Math.ceil(n0 / s - 1e-9); k * s <= n1 + 1e-9; k++) out.lines.push({ axis: 'northing', valueM: k * s || 0, fromM: e0, toM: e1, major: isMajor(k * s) });
  return out;
}

function numericDrawing(grid: GridDef, mpp: number, visible: boolean, e0: number, e1: number, n0: number, n1: number): GridDrawing {
  const s = numericSpacingM(mpp);
  const out: GridDrawing = { spacingM: s, labelEvery: 1, lines: [], labels: [] };
  if (!visible) return out;
  const majorM = s < grid.squareM ? grid.squareM : grid.squareM * 10;
  const isMajor = (v: number) => Math.abs(v / majorM - Math.round(v / majorM)) < 1e-9;
  for (let k = Math.ceil(e0 / s - 1e-9); k * s <= e1 + 1e-9; k++) {
    const v = k * s || 0; // never -0
    out.lines.push({ axis: 'easting', valueM: v, fromM: n0, toM: n1, major: isMajor(v) });
    out.labels.push({ axis: 'easting', atM: v, text: numericLineLabel(v) });
  }
  for (let k = Math.ceil(n0 / s - 1e-9); k * s <= n1 + 1e-9; k++) {
    const v = k * s || 0; // never -0
    out.lines.push({ axis: 'northing', valueM: v, fromM: e0, toM: e1, major: isMajor(v) });
    out.labels.push({ axis: 'northing', atM: v, text: numericLineLabel(v) });
  }
  return out;
}

function tableDrawing(grid: GridDef, mpp: number, visible: boolean, e0: number, e1: number, n0: number, n1: number): GridDrawing {
  const s = grid.squareM;
  const every = tableLabelEvery(s, mpp);
  const lineEvery = strideFor(s / mpp, MIN_SQUARE_LINE_PX);
  const out: GridDrawing = { spacingM: s, labelEvery: every, lines: [], labels: [] };
  if (!visible) return out;
  const { columns, rows } = gridSquareCounts(grid);
  axisDrawing(out, 'easting', columns, s, grid.widthM, e0, e1, n0, n1, every, lineEvery, columnLetters);
  axisDrawing(out, 'northing', rows, s, grid.heightM, n0, n1, e0, e1, every, lineEvery, (i) => String(i + 1));
  return out;
}

/** Lines and square labels of one axis of a table grid (`count` squares of `s`, extent `lengthM`). */
function axisDrawing(
  out: GridDrawing,
  axis: GridLine['axis'],
  count: number,
  s: number,
  lengthM: number,
  lo: number,
  hi: number,
  crossLo: number,
  crossHi: number,
  every: number,
  lineEvery: number,
  text: (i: number) => string,
): void {
  for (let i = 0; i <= count; i++) {
    const v = Math.min(i * s, lengthM);
    if (i % lineEvery !== 0 && i !== count) continue;
    if (v < lo - 1e-9 || v > hi + 1e-9) continue;
    out.lines.push({ axis, valueM: v, fromM: crossLo, toM: crossHi, major: false });
  }
  for (let i = 0; i < count; i += every) {
    // Centre of the visible part of square i, so a label shows however far in one zooms.
    const a = Math.max(i * s, lo);
    const b = Math.min((i + 1) * s, lengthM, hi);
    if (a > b) continue;
    out.labels.push({ axis, atM: (a + b) / 2, text: text(i) });
  }
}

/** The least power of two `k` with `k × px ≥ minPx` (1 when `px` is already wide enough). */
function strideFor(px: number, minPx: number): number {
  let k = 1;
  while (k * px < minPx && k < 1 << 20) k *= 2;
  return k;
}

function checkScale(metresPerPixel: number): void {
  if (!Number.isFinite(metresPerPixel) || metresPerPixel <= 0) {
    throw new RangeError(`metresPerPixel must be a finite number > 0, got ${metresPerPixel}`);
  }
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}
