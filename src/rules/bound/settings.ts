/**
 * Engine settings and their defaults (RULINGS.md §1418 (bound engine); the values RULINGS marks as
 * *settings* can be changed per campaign and are stored in the engagement state).
 */
import { DEFAULT_INNER_CIRCLE_FRACTION, METRES_PER_TABLE_INCH, SMOKE_CORDON_M_PER_BATTERY, SMOKE_DRIFT_M_PER_BOUND } from '../tables/artillery1418.ts';
import type { EngagementSettings } from './types.ts';

/**
 * Defaults:
 * - base 2" × 1" = 50.8 × 25.4 m (`000_5cca48f65b2d4420.txt` §Scale: "the standard base size is 2"x1"");
 * - contact tolerance 1 m (ours: bases "touching" on the table are within a millimetre);
 * - inner circle ½ the template (RULINGS.md §Bombardment, *setting*);
 * - melee capped at 12 rounds (ours: the seed repeats "until nobody is left touching"; the cap only
 *   stops fights where neither side can hurt the other, and is recorded when reached);
 * - cordon 3" (76.2 m) per battery, drifting 3" a bound (001 §SMOKE SCREENS & POISON GAS), 1" (25.4 m)
 *   deep (ours: the seed gives no depth);
 * - assault only towards an enemy within 300 m (001 §ASSAULTING & MELEE COMBAT).
 */
export const DEFAULT_SETTINGS: Readonly<EngagementSettings> = {
  baseWidthM: 2 * METRES_PER_TABLE_INCH,
  baseDepthM: METRES_PER_TABLE_INCH,
  contactToleranceM: 1,
  innerCircleFraction: DEFAULT_INNER_CIRCLE_FRACTION,
  maxMeleeRounds: 12,
  cordonLengthPerBatteryM: SMOKE_CORDON_M_PER_BATTERY,
  cordonDepthM: METRES_PER_TABLE_INCH,
  cordonDriftM: SMOKE_DRIFT_M_PER_BOUND,
  assaultRangeM: 300,
};

/**
 * The defaults overlaid with `given`. Throws `RangeError` naming the setting when a value is not a
 * positive finite number (`innerCircleFraction` in (0, 1], `maxMeleeRounds` a whole number ≥ 1,
 * `contactToleranceM` ≥ 0) or the key is unknown.
 */
export function resolveSettings(given: Partial<EngagementSettings> | undefined): EngagementSettings {
  const out: EngagementSettings = { ...DEFAULT_SETTINGS };
  if (given === undefined) return out;
  if (typeof given !== 'object' || given === null) throw new RangeError(`settings must be an object, got ${String(given)}`);
  for (const [key, value] of Object.entries(given)) {
    if (!Object.hasOwn(DEFAULT_SETTINGS, key)) throw new RangeError(`settings.${key} is not a setting (known: ${Object.keys(DEFAULT_SETTINGS).join(', ')})`);
    if (value === undefined) continue;
    const ok =
      typeof value === 'number' &&
      Number.isFinite(value) &&
      (key === 'contactToleranceM' ? value >= 0 : value > 0) &&
      (key !== 'innerCircleFraction' || value <= 1) &&
      (key !== 'maxMeleeRounds' || Number.isSafeInteger(value));
    if (!ok) throw new RangeError(`settings.${key} must be a ${key === 'maxMeleeRounds' ? 'whole number ≥ 1' : 'positive number'}${key === 'innerCircleFraction' ? ' ≤ 1' : ''}, got ${JSON.stringify(value)}`);
    (out as Record<string, number>)[key] = value;
  }
  return out;
}
