/**
 * The Go-to box's logic, free of React and Leaflet: turn what the umpire typed into the square to
 * show, or the message to show instead (RULINGS.md §Grid references: an error names the reference
 * and the map's extent, never a silent clamp).
 */
import { GridRefError } from '../rules/errors.ts';
import { formatGridRef, gridRefSquareBounds, gridRefToPoint } from '../rules/grid.ts';
import type { GridDef, LonLat } from '../rules/types.ts';

/**
 * Outcome of a Go-to.
 * - ok: `ref` the reference in canonical form (`053 124`, `B1`), `centre` the square's centre,
 *   `corners` its corners SW, SE, NE, NW (WGS84).
 * - not ok: `message`, the sentence to show in the alert (the `GridRefError` message).
 */
export type GoToResult =
  | { ok: true; ref: string; centre: LonLat; corners: [LonLat, LonLat, LonLat, LonLat] }
  | { ok: false; message: string };

/**
 * Resolve the text of the Go-to box on `grid`. Never throws for bad input: a reference that does
 * not parse or is off the map gives `{ ok: false, message }` with the rules' message (naming the
 * reference and the extent). A bad `grid` still throws its `RangeError` (a programming error).
 */
export function resolveGoTo(grid: GridDef, text: string): GoToResult {
  try {
    const ref = formatGridRef(grid, text);
    return { ok: true, ref, centre: gridRefToPoint(grid, text), corners: gridRefSquareBounds(grid, text) };
  } catch (err) {
    if (err instanceof GridRefError) return { ok: false, message: err.message };
    throw err;
  }
}
