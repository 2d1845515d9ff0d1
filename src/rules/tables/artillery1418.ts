/**
 * 1418 artillery constants: the bombardment template, the smoke / gas cordon and short-term gas.
 * Distances are ground metres at 1 inch = 25.4 m (RULINGS.md §Units: 1 cm = 10 m).
 */
import type { Edition } from '../types.ts';
import { assertEdition, show } from './edition1418.ts';

/** Ground metres per table inch (2.54 cm × 10 m/cm). */
export const METRES_PER_TABLE_INCH = 25.4;

/**
 * Bombardment template (circle) diameter per edition, ground metres.
 * - v0.8: "Place a bombardment circle (diameter 3")" — 76.2 m (`001_5e546d392906486c.txt` §ARTILLERY).
 * - v0.7: "Place a bombardment circle (diameter 6" …)" — 152.4 m (`000_5cca48f65b2d4420.txt` §Artillery).
 */
export const BOMBARDMENT_DIAMETER_M: Readonly<Record<Edition, number>> = { 'v0.8': 3 * METRES_PER_TABLE_INCH, 'v0.7': 6 * METRES_PER_TABLE_INCH };

/**
 * The inner circle's diameter as a fraction of the template's: 1/2 (RULINGS.md §which edition,
 * *setting* — the seed's diagram did not survive). A shot on a base more than half outside the inner
 * circle must re-roll a success (001 §ARTILLERY; 000 §Artillery).
 */
export const DEFAULT_INNER_CIRCLE_FRACTION = 0.5;

/** A bombardment template: outer and inner circle diameters, ground metres. */
export type BombardmentTemplate = { diameterM: number; innerDiameterM: number };

/**
 * The bombardment template of `edition` (default 'v0.8') with the inner circle at `innerFraction` of
 * the diameter (default `DEFAULT_INNER_CIRCLE_FRACTION`). Throws `RangeError` for a bad edition or an
 * `innerFraction` outside (0, 1].
 */
export function bombardmentTemplate(edition: Edition = 'v0.8', innerFraction = DEFAULT_INNER_CIRCLE_FRACTION): BombardmentTemplate {
  const diameterM = BOMBARDMENT_DIAMETER_M[assertEdition(edition, 'bombardmentTemplate')];
  if (typeof innerFraction !== 'number' || !(innerFraction > 0 && innerFraction <= 1)) {
    throw new RangeError(`bombardmentTemplate: innerFraction must be a number in (0, 1], got ${show(innerFraction)}`);
  }
  return { diameterM, innerDiameterM: diameterM * innerFraction };
}

/**
 * Smoke / gas cordon length per battery firing, ground metres: "a cordon of smoke, 3" long for every
 * battery firing, laid with its centre of the template's centre", at right angles to the wind
 * (`001_5e546d392906486c.txt` §SMOKE SCREENS & POISON GAS; RULINGS.md §Smoke and gas).
 */
export const SMOKE_CORDON_M_PER_BATTERY = 3 * METRES_PER_TABLE_INCH;

/**
 * How far a cordon drifts downwind at the end of each bound, after melee and casualties, ground
 * metres: "will travel 3" in that direction at the end of each bound" (001 §SMOKE SCREENS & POISON GAS).
 */
export const SMOKE_DRIFT_M_PER_BOUND = 3 * METRES_PER_TABLE_INCH;

/**
 * Length of the cordon laid by `batteries` batteries, ground metres. Throws `RangeError` unless
 * `batteries` is a whole number ≥ 1.
 */
export function smokeCordonLengthM(batteries: number): number {
  if (!Number.isSafeInteger(batteries) || batteries < 1) {
    throw new RangeError(`smokeCordonLengthM: batteries must be a whole number ≥ 1, got ${show(batteries)}`);
  }
  return batteries * SMOKE_CORDON_M_PER_BATTERY;
}

/**
 * Short-term gas: "Target suffers -1A -1R" (001 characteristics table, Short-term Gas row, "(3" +
 * Wind)"; RULINGS.md §Smoke and gas): arming dice and resilience changes for those inside.
 */
export const SHORT_TERM_GAS = { armingDelta: -1, resilienceDelta: -1 } as const;
