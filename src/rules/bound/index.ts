/**
 * The 1418 bound engine's public face (re-exported by `src/rules/index.ts`): create an engagement,
 * plan a bound, execute it step by step or whole, format and replay its record. See `types.ts` for
 * the data and `engine.ts` for the flow.
 */
export type * from './types.ts';
export { createEngagement } from './create.ts';
export { planBound } from './plan.ts';
export { executeStep, runBound, boundSteps, recordedDice, type BoundStep } from './engine.ts';
export { formatRecord, formatResilience, formatMoveTerms, type RecordNames } from './format.ts';
export { DEFAULT_SETTINGS } from './settings.ts';
export { kindOf, strikeTier } from './classify.ts';
export { withTerrainChanges } from './terrain.ts';
export { rectsTouch, firstContactT, fractionOutsideCircle, type Rect } from './geometry.ts';
