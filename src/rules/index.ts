/**
 * The rules facade (`../shared/API.md`): the one file scripts, benchmarks, a command line and outside
 * tests import. It must load in plain Node (`node --import tsx`): only pure modules of `src/rules`
 * are re-exported here, never React, Dexie, Leaflet, Vite or the DOM.
 *
 * Each later module is added as one `export … from` line in the section named for it.
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
// The British WWI trench-map reference and MGRS, each alone (the grid functions above take both schemes).
export { parseTrenchRef, trenchRefToYards, yardsToTrenchRef, YARD_M, TRENCH_YD, TRENCH_SHEET, type TrenchRefParts, type TrenchSquareYd } from './trenchRef.ts';
export { formatMgrs, mgrsToSquare, pointToMgrs, type MgrsDigits, type MgrsSquare } from './mgrsRef.ts';

// Tables: the 1418 characteristics and the project's unit types.
export {
  CHARACTERISTICS_1418,
  CHARACTERISTICS_1418_V07,
  characteristics,
  characteristicIds,
  type AnyCharacteristicId,
  type Arming,
  type CharacteristicId,
  type CharacteristicIdV07,
  type Characteristics1418,
  type SpeedClass1418,
} from './tables/characteristics1418.ts';
export { UNIT_TYPES, UNIT_TYPE_IDS, characteristicFor, isUnitTypeId, type Arm, type UnitTypeId, type UnitTypeInfo } from './tables/unitTypes.ts';

// 1418 bound rules (the bound engine) — add its exports here.
export { EDITIONS_1418, DEFAULT_EDITION_1418 } from './tables/edition1418.ts';
export {
  ACTIONS,
  ACTION_LABELS,
  COMMAND_TABLE_1418,
  DIG_IN_1418,
  HIGH_COMMANDS,
  HIGH_COMMAND_LABELS,
  SITUATIONS_1418,
  SITUATION_LABELS,
  situationOf,
  type Action,
  type DigInRule,
  type HighCommand,
  type Situation1418,
} from './tables/commands1418.ts';
export { COVER_1418, COVER_TERRAINS, POSTURES, type CoverTerrain, type Posture } from './tables/cover1418.ts';
export {
  ASSAULT_MOVE_PCT,
  METRES_PER_TABLE_CM,
  MOVE_TERRAINS,
  ROAD_MOVE_PCT,
  SPEED_CLASSES,
  SPEED_CM,
  TERRAIN_MOVE_PCT,
  TRANSPORTABLE_SPEEDS,
  TRANSPORTS,
  TRANSPORT_1418,
  type MoveTerrain,
  type SpeedClass,
  type Transport,
  type TransportBonus,
} from './tables/movement1418.ts';
export {
  EXECUTION_ORDER_1418,
  MELEE_STRIKE_ORDER_1418,
  PLANNING_ORDER_1418,
  executionOrder,
  type ExecutionStep,
  type MeleeStriker,
  type PlanningStep,
  type PlanningWho,
  type StepCondition,
  type StepKind,
  type StepWho,
} from './tables/order1418.ts';
export {
  BOMBARDMENT_DIAMETER_M,
  DEFAULT_INNER_CIRCLE_FRACTION,
  METRES_PER_TABLE_INCH,
  SHORT_TERM_GAS,
  SMOKE_CORDON_M_PER_BATTERY,
  SMOKE_DRIFT_M_PER_BOUND,
  bombardmentTemplate,
  smokeCordonLengthM,
  type BombardmentTemplate,
} from './tables/artillery1418.ts';
export {
  allowedActions,
  mayDigIn,
  dicePool,
  coverModifier,
  weakerCover,
  bombardmentShots,
  hitTarget,
  canHurt,
  type DicePoolOptions,
} from './rules1418.ts';
export {
  moveModifierPct,
  moveDistanceM,
  transportedMoveM,
  moveAlongM,
  WORST_MOVE_PCT,
  type MoveEnd,
  type MoveOptions,
  type MoveAlongOptions,
  type PathStretch,
} from './move1418.ts';
export { hittingFaces, hitCounts, probHitsAtLeast, expectedHits } from './hitProbability1418.ts';
// The bound engine: createEngagement, planBound, executeStep, runBound, formatRecord, recordedDice and its types.
export * from './bound/index.ts';
export {
  seededDice,
  seededDiceFromState,
  scriptedDice,
  typedDice,
  DiceNeeded,
  ScriptExhausted,
  type Dice,
  type DiceRequest,
  type SeededDice,
} from './dice.ts';

// Command and the operational layer (orders and command) — add its exports here.
export { commandDelayMin, commandPath, markCrtHalving, type CommandDelayOptions, type CommandLeg, type OobNode, type OobSupport } from './command.ts';
export { buildCommandNet, supportFireAtMin, type CommandNet, type SupportFire, type SupportVia } from './commandNet.ts';
export {
  orderTimeline,
  reportTimeline,
  supersession,
  inTransit,
  isNewerOrder,
  receiptStatusAt,
  type MessageTimeline,
  type Receipt,
  type ReceiptFate,
  type ReceiptRole,
  type ReceiptStatus,
  type TimelineOrder,
  type TimelineReport,
  type TransitEntry,
} from './orderTimeline.ts';
export { clockPeriodAt, DAY_PERIODS, DAY_PERIOD_LABELS, DAY_PERIOD_MIN, TURN_MIN, type ClockPeriod, type DayPeriod } from './timescale.ts';
export { commandTest1916, checkCommandTestTargets, type CommandTestInput, type CommandTestResult, type CommandTestTargets } from './commandTest1916.ts';
export {
  COMMAND_TEST_COLUMNS,
  COMMAND_TEST_MODIFIERS,
  COMMAND_TEST_TARGETS_ASSUMED,
  type CommandTestColumn,
  type CommandTestModifier,
  type CommandTestModifierId,
} from './tables/commandTest1916.ts';
export { nqmMoveRateKph, firefightHits, recceTarget } from './nqm.ts';
export {
  BATTALION_WITH_RADIOS_MIN,
  COMMAND_LEG_MIN,
  ECHELON_RANK,
  ENGAGEMENT_TABLE,
  FIREFIGHT_ATTACKS,
  FIREFIGHT_HITS,
  FIREFIGHT_TARGETS,
  NQM_CAMPAIGN_HOURS_PER_DAY,
  NQM_ECHELONS,
  NQM_GRADES,
  NQM_MOBILITIES,
  NQM_MOVE_KPH,
  NQM_MOVE_MODES,
  RECCE_TABLE,
  TASK_TIMINGS,
  type DieFaces,
  type EngagementRange,
  type FirefightAttack,
  type FirefightTarget,
  type NqmDieNeed,
  type NqmEchelon,
  type NqmMobility,
  type NqmMoveMode,
  type TaskTiming,
} from './tables/nqm.ts';

// Artillery (fire plans, bombardment plotting, expected effect): `src/rules/artillery/index.ts`
// lists every name — weapon classes and ranges, FU, serial expansion, map geometry, the NQM shoot, the
// Monte Carlo, and the tactical serial through the bound engine's bombardment.
export * from './artillery/index.ts';

// Logistics (CU, FU and POL ledgers, consumption, resupply, casualties): `src/rules/logistics/index.ts`
// lists every name — the NQM logistics table, supply and consumption rules, casualties, and the ledger.
export * from './logistics/index.ts';

// The operational layer (movement, real estate, contacts, recce, firefight, close assault, break
// tests): `src/rules/operational/index.ts` lists every name.
export * from './operational/index.ts';
