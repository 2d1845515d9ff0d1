/**
 * Grid references (RULINGS.md §Grid references; `../shared/API.md` §Grid references): the facade
 * over every scheme, measured in metres east and north of the grid origin (the south-west corner;
 * lon/lat ↔ metres by `gridProjection`):
 * - **table** (`B1`, as on the 1418 command sheet) and **numeric** (`0512`, `053124`, 10 figures):
 *   `gridSquares.ts`;
 * - **mgrs** (`31UDR 12345 67890`) and **trench** (the British WWI trench-map reference
 *   `57c.R.14.b.5.3`): `gridSchemes.ts`.
 *
 * **Several systems on one map.** A grid may carry `others`: the other reference systems printed on
 * the same map (Cambrai: trench-map sheets 57c and 57b beside its numeric grid). Every reference read
 * (`gridRefToLocal`, `gridRefToPoint`, `formatGridRef`, `gridRefSquareBounds`) may be in any of them:
 * the first system, the primary first, that reads it and places it on the primary's map wins. What
 * is written (`pointToGridRef`, `gridRefText`, the extent) uses the primary; `pointGridRefs` gives a
 * point in each.
 *
 * A reference names its square's south-west corner; squares are half-open [sw, sw + size), so a
 * point exactly on the map's east or north edge is off the map. Nothing is ever clamped: bad input
 * throws `GridRefError` (a `RangeError`) naming the reference and the map's extent; a bad `GridDef`
 * throws `RangeError` naming the field.
 */
import { GridRefError } from './errors.ts';
import { gridProjection } from './projection.ts';
import { schemeExtentText, schemeFormatRef, schemeLocalToRef, schemeRefToLocal, schemeRefToPoint } from './gridSchemes.ts';
import {
  capital, classicCoverText, classicExtentText, classicFormatRef, classicLocalToRef, classicRefToLocal, countSquares,
  isFiniteNumber, MAX_TABLE_SQUARES, NUMERIC_FRAME_M, type GridFigures, type GridSquareM,
} from './gridSquares.ts';
import type { GridDef, LonLat } from './types.ts';

export { columnIndex, columnLetters, NUMERIC_FRAME_M, type GridFigures, type GridSquareM } from './gridSquares.ts';

/** Smallest table square 1418 lets you bombard: 6" at 1 cm = 10 m (001 §ARTILLERY, 000 §Artillery). */
export const MIN_BOMBARD_SQUARE_M = 152.4;

/**
 * Check a `GridDef`; throws `RangeError` naming the field (`grid.widthM must be …`): origin a finite
 * lon in [-180, 180] / lat in [-85, 85]; `widthM`, `heightM`, `squareM` finite and > 0; `scheme`
 * 'table' or 'numeric'; numeric grids at most 100 km each way; table grids at most 10 000 squares
 * each way; each of `others` likewise (without `others` of its own).
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
  if (grid.others !== undefined) {
    if (!Array.isArray(grid.others)) throw new RangeError('grid.others must be a list of grids');
    grid.others.forEach((other, i) => {
      if (other?.others !== undefined) throw new RangeError(`grid.others[${i}] may not carry other grids of its own`);
      try {
        assertGridDef(other);
      } catch (e) {
        throw new RangeError(`grid.others[${i}]: ${(e as Error).message}`);
      }
    });
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
  return classicExtentText(grid);
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
  const system = systemOf(grid, ref);
  if (system === grid) return squareIn(grid, ref);
  // Another system's square, its south-west corner carried into the primary's metres (its side kept).
  const sw = gridProjection(system).toLonLat(squareIn(system, ref));
  const local = gridProjection(grid).toLocal(sw);
  return { eastingM: local.eastingM, northingM: local.northingM, sizeM: squareIn(system, ref).sizeM };
}

/** WGS84 centre of the referenced square (what a fire mission aims at). Errors as `gridRefToLocal`. */
export function gridRefToPoint(grid: GridDef, ref: string): LonLat {
  assertGridDef(grid);
  return centreIn(systemOf(grid, ref), ref);
}

/**
 * The corners of the referenced square as WGS84, in the order SW, SE, NE, NW (for drawing it), in
 * the system that reads the reference. Errors as `gridRefToLocal`.
 */
export function gridRefSquareBounds(grid: GridDef, ref: string): [LonLat, LonLat, LonLat, LonLat] {
  assertGridDef(grid);
  const system = systemOf(grid, ref);
  const { eastingM: e, northingM: n, sizeM: s } = squareIn(system, ref);
  const proj = gridProjection(system);
  const at = (eastingM: number, northingM: number) => proj.toLonLat({ eastingM, northingM });
  return [at(e, n), at(e + s, n), at(e + s, n + s), at(e, n + s)];
}

/**
 * A typed reference in canonical form, after checking it names a square on the map: table
 * uppercase without spaces or leading zeros (`b 01` → `B1`); numeric with one space between
 * easting and northing (`053124` → `053 124`, `0512` → `05 12`). `pointToGridRef` returns the compact
 * form without the space; MGRS `31UDR 123 456`; trench-map with its sheet, `57c.R.14.b.5.3`. In
 * the system that reads it. Errors as `gridRefToLocal`.
 */
export function formatGridRef(grid: GridDef, ref: string): string {
  assertGridDef(grid);
  const system = systemOf(grid, ref);
  return system.scheme === 'mgrs' || system.scheme === 'trench' ? schemeFormatRef(system, ref) : classicFormatRef(system, ref);
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

/**
 * A reference to show as an example in a field for this grid: `B1`, `053124`, `57c.R.14.b.5.3`; for
 * MGRS a reference near the middle of the map when the grid has an origin (`33WWR 123 456` round
 * Narvik), else `31UDR 123 456`.
 */
export function gridRefExample(grid: Pick<GridDef, 'scheme' | 'sheet'> & Partial<GridDef>): string {
  if (grid.scheme === 'table') return 'B1';
  if (grid.scheme === 'mgrs') {
    try {
      const { originLon, originLat, widthM, heightM } = grid as GridDef;
      return pointToGridRef(grid as GridDef, gridProjection({ originLon, originLat }).toLonLat({ eastingM: widthM / 2, northingM: heightM / 2 }), 6).replace(/^(\S+) ?(\d{3}) ?(\d{3})$/, '$1 $2 $3');
    } catch {
      return '31UDR 123 456';
    }
  }
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

/** One system's reference of a point, for a readout: the system's name, the reference, and whether it is the primary's. */
export type SystemGridRef = { system: string; ref: string; primary: boolean };

/**
 * A point's reference in every system of the map that covers it, the primary first (for the pointer
 * readout): numeric and MGRS to 8 figures (10 m), trench maps to one digit pair (50 yards), table
 * squares. Systems the point is off are left out; an empty list means the point is off them all.
 */
export function pointGridRefs(grid: GridDef, p: LonLat): SystemGridRef[] {
  assertGridDef(grid);
  const out: SystemGridRef[] = [];
  for (const system of [grid, ...(grid.others ?? [])]) {
    try {
      const figures = system.scheme === 'table' ? undefined : system.scheme === 'trench' ? 2 : 8;
      out.push({ system: gridSystemName(system), ref: pointToGridRef(system, p, figures), primary: system === grid });
    } catch (e) {
      if (!(e instanceof GridRefError)) throw e;
    }
  }
  return out;
}

/** A system's name as the user reads it: `Table squares`, `Numeric grid`, `MGRS`, `Trench map 57c`. */
export function gridSystemName(grid: Pick<GridDef, 'scheme' | 'sheet'>): string {
  if (grid.scheme === 'trench') return `Trench map ${grid.sheet ?? ''}`.trim();
  return grid.scheme === 'mgrs' ? 'MGRS' : grid.scheme === 'table' ? 'Table squares' : 'Numeric grid';
}

// ---------------------------------------------------------------------------------------------------

function refForLocal(grid: GridDef, e: number, n: number, figures: GridFigures | undefined, label: string): string {
  if (!isFiniteNumber(e) || !isFiniteNumber(n)) {
    throw new GridRefError(`${label} is not a position: give finite metres. ${capital(coverText(grid))}.`, label, 'point');
  }
  if (grid.scheme === 'mgrs' || grid.scheme === 'trench') return schemeLocalToRef(grid, e, n, figures, label);
  return classicLocalToRef(grid, e, n, figures, label);
}

function coverText(grid: GridDef): string {
  return grid.scheme === 'mgrs' || grid.scheme === 'trench' ? schemeExtentText(grid) : classicCoverText(grid);
}

/** The square `ref` names in one system (no `others`), in that system's metres. */
function squareIn(system: GridDef, ref: string): GridSquareM {
  return system.scheme === 'mgrs' || system.scheme === 'trench' ? schemeRefToLocal(system, ref) : classicRefToLocal(system, ref);
}

/** The WGS84 centre of the square `ref` names in one system. */
function centreIn(system: GridDef, ref: string): LonLat {
  if (system.scheme === 'mgrs' || system.scheme === 'trench') return schemeRefToPoint(system, ref);
  const { eastingM, northingM, sizeM } = classicRefToLocal(system, ref);
  return gridProjection(system).toLonLat({ eastingM: eastingM + sizeM / 2, northingM: northingM + sizeM / 2 });
}

/**
 * The system of `grid` that reads `ref`: the primary when it does; else the first of `others` that
 * reads it and whose square's centre lies on the primary's map. When none does, throws the refusal
 * that understood the reference best: one that read its form (wrong figures, off the map) before a
 * "not a reference" one, and then the primary's, naming the map's other systems.
 */
function systemOf(grid: GridDef, ref: string): GridDef {
  if (!grid.others?.length) return grid;
  const refusals: GridRefError[] = [];
  for (const system of [grid, ...grid.others]) {
    try {
      if (system === grid) {
        squareIn(grid, ref);
        return grid;
      }
      const local = gridProjection(grid).toLocal(centreIn(system, ref));
      if (local.eastingM >= 0 && local.northingM >= 0 && local.eastingM < grid.widthM && local.northingM < grid.heightM) return system;
      refusals.push(new GridRefError(`Grid reference "${ref}" is on ${gridSystemName(system).toLowerCase().replace('mgrs', 'MGRS')} but off this map: ${coverText(grid)}`, ref, 'offMap'));
    } catch (e) {
      if (!(e instanceof GridRefError)) throw e;
      refusals.push(e);
    }
  }
  const read = refusals.find((e) => e.reason !== 'malformed' && e.reason !== 'empty');
  if (read) throw read;
  const first = refusals[0]!;
  const also = grid.others.map((o) => `${gridSystemName(o).toLowerCase().replace('mgrs', 'an MGRS reference')} (e.g. ${gridRefExample(o)})`);
  throw new GridRefError(`${first.message} This map also takes ${also.join(' or ')}.`, first.ref, first.reason);
}
