/**
 * Error classes of the rules layer. Every rules function throws a `RangeError` (or a subclass of it)
 * whose message names the bad argument (`../shared/API.md`, preamble); these subclasses add the
 * fields a caller needs to show the problem next to the input that caused it.
 */

/**
 * A grid reference (or a point to be turned into one) that does not parse or falls off the map
 * (RULINGS.md §Grid references: "an error that names the reference and the map's extent, never a
 * silent clamp").
 * - `ref`: the reference exactly as given (for a point: the point as text, e.g. `3.1, 50.1`).
 * - `reason`: what is wrong, machine-readable: `'empty'`, `'malformed'`, `'figures'` (wrong number of
 *   figures), `'row'` (row 0), `'offMap'`, or `'point'` (a point that is not a finite lon/lat).
 * - `message`: a sentence for the user naming the reference and, for `'offMap'`, the map's extent.
 */
export class GridRefError extends RangeError {
  override name = 'GridRefError';
  constructor(
    message: string,
    readonly ref: string,
    readonly reason: GridRefErrorReason,
  ) {
    super(message);
  }
}

/** Why a grid reference was refused (see `GridRefError`). */
export type GridRefErrorReason = 'empty' | 'malformed' | 'figures' | 'row' | 'offMap' | 'point';
