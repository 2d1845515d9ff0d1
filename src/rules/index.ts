/**
 * The rules facade (`../shared/API.md`): the one file scripts, benchmarks, a command line and outside
 * tests import. It must load in plain Node (`node --import tsx`): only pure modules of `src/rules`
 * are re-exported here, never React, Dexie, Leaflet, Vite or the DOM.
 *
 * Each later issue adds its module as one `export … from` line in the section named for it.
 * Every function throws a `RangeError` (or a subclass) naming the bad argument.
 */

// Shared value types (API.md §Types).
export type { Edition, Grade, LonLat, GridDef, Minutes } from './types.ts';

// Errors.
export { GridRefError, type GridRefErrorReason } from './errors.ts';

// Projection: lon/lat ↔ grid metres (DESIGN.md §Geometry).
export { gridProjection, type GridProjection, type LocalM } from './projection.ts';

// Grid references (API.md §Grid references; RULINGS.md §Grid references).
export {
  gridRefToLocal,
  gridRefToPoint,
  pointToGridRef,
  localToGridRef,
  gridRefSquareBounds,
  formatGridRef,
  gridExtentText,
  gridSquareCounts,
  assertGridDef,
  assertBombardableSquare,
  columnLetters,
  columnIndex,
  NUMERIC_FRAME_M,
  MIN_BOMBARD_SQUARE_M,
  type GridFigures,
  type GridSquareM,
} from './grid.ts';

// Tables: the 1418 characteristics and the project's unit types.
export {
  CHARACTERISTICS_1418,
  type Arming,
  type CharacteristicId,
  type Characteristics1418,
  type SpeedClass1418,
} from './tables/characteristics1418.ts';
export { UNIT_TYPES, UNIT_TYPE_IDS, isUnitTypeId, type Arm, type UnitTypeId, type UnitTypeInfo } from './tables/unitTypes.ts';

// 1418 bound rules (issue: the bound engine) — add its exports here.

// Command and the operational layer (issue: orders and command) — add its exports here.
