/**
 * NQM casualties after combat, checked and exact: medical collection points, reorganisation into the
 * brigade medical post, the end-of-day halving there, and vehicle repair collection points
 * (`004_4c7ef6319257dc11.txt` §REORGANISATION, §COLLECTION POINTS FOR CASUALTIES AND VEHICLES; table in
 * `../tables/nqmLogistics.ts`). Dice are passed in; every die rolled is returned for the event to record.
 * Every function throws a `RangeError` naming the bad argument.
 */
import type { Dice } from '../dice.ts';
import { ODD_CASUALTY_REMOVED_FROM, REPAIR_PER_STAND_HOUR } from '../tables/nqmLogistics.ts';
import { wholeCount } from './supply.ts';

/**
 * A medical collection point (004 §COLLECTION POINTS: "can take half of any casualties from stands
 * reaching it"): `treated` = ⌊casualties / 2⌋ (an odd one stays: *ruling*), `remaining` the rest.
 * E.g. 7 → { treated: 3, remaining: 4 }. Throws `RangeError` unless `casualties` is a whole number ≥ 0.
 */
export function collectionPoint(casualties: number): { treated: number; remaining: number } {
  const c = wholeCount(casualties, 'collectionPoint: casualties');
  const treated = Math.floor(c / 2);
  return { treated, remaining: c - treated };
}

/** Halves `count`, rolling 1D6 for an odd one (4–6 removes it, 004 §REORGANISATION). */
function halveWithOdd(count: number, dice: Dice, purpose: string): { removed: number; die: number | null } {
  const half = Math.floor(count / 2);
  if (count % 2 === 0) return { removed: half, die: null };
  const die = dice.roll(1, purpose, 6)[0]!;
  return { removed: half + (die >= ODD_CASUALTY_REMOVED_FROM ? 1 : 0), die };
}

/**
 * Reorganisation of one unit (004 §REORGANISATION: "a unit can remove half of its casualties. Odd
 * casualty figures are rolled for (4,5,6 on 1D6 to remove them)"; the rest "are all placed in the brigade
 * medical post"): `removed` = ⌊c / 2⌋ plus the odd one on a 4–6, `toMedicalPost` = c − removed, `die`
 * the 1D6 rolled for the odd one (`null` when `casualties` is even: no die is rolled). E.g. 7 with a 5 →
 * { removed: 4, toMedicalPost: 3, die: 5 }; 7 with a 3 → { 3, 4, 3 }; 6 → { 3, 3, null }. `unit` names
 * the unit for typed dice. Throws `RangeError` for a bad count; what `dice.roll` throws.
 */
export function reorganise(casualties: number, dice: Dice, unit = 'the unit'): { removed: number; toMedicalPost: number; die: number | null } {
  const c = wholeCount(casualties, 'reorganise: casualties');
  const { removed, die } = halveWithOdd(c, dice, `Reorganisation of ${unit}: odd casualty (4–6 removes it)`);
  return { removed, toMedicalPost: c - removed, die };
}

/**
 * The end of the day at the brigade medical post (004 §REORGANISATION: "half of those markers are removed
 * in the same way, leaving only a quarter of the original casualties as permanent losses"): `returned` =
 * ⌊held / 2⌋ plus the odd one on a 4–6 of 1D6 (returned to their units), `permanent` = held − returned,
 * `die` as `reorganise`. E.g. 4 → { returned: 2, permanent: 2, die: null }; 5 with a 4 → { 3, 2, 4 }.
 * `post` names the medical post for typed dice. Throws `RangeError` for a bad count; what `dice.roll` throws.
 */
export function endOfDayMedicalPost(held: number, dice: Dice, post = 'the brigade medical post'): { returned: number; permanent: number; die: number | null } {
  const h = wholeCount(held, 'endOfDayMedicalPost: held');
  const { removed, die } = halveWithOdd(h, dice, `End of day at ${post}: odd casualty (4–6 returns it)`);
  return { returned: removed, permanent: h - removed, die };
}

/**
 * A vehicle repair collection point over `hours` whole hours (004 §COLLECTION POINTS: repair vehicles
 * "remove one vehicle casualty in one hour, from every stand sent back to it"). `vehicleCasualtiesByStand`
 * holds each stand's vehicle casualties on arrival. Returns `repaired` (total), `repairedByHour[h]` the
 * casualties removed in hour h + 1 (one per stand still damaged), and `remainingByStand`. E.g. [3, 1, 0]
 * over 2 h → { repaired: 3, repairedByHour: [2, 1], remainingByStand: [1, 0, 0] }. Throws `RangeError`
 * for a count or `hours` that is not a whole number ≥ 0.
 */
export function repairCollectionPoint(
  vehicleCasualtiesByStand: readonly number[],
  hours: number,
): { repaired: number; repairedByHour: number[]; remainingByStand: number[] } {
  if (!Array.isArray(vehicleCasualtiesByStand)) throw new RangeError(`repairCollectionPoint: vehicleCasualtiesByStand must be an array of counts, got ${String(vehicleCasualtiesByStand)}`);
  const h = wholeCount(hours, 'repairCollectionPoint: hours');
  const counts = vehicleCasualtiesByStand.map((c, i) => wholeCount(c, `repairCollectionPoint: vehicleCasualtiesByStand[${i}]`));
  const repairedByHour = Array.from({ length: h }, (_, hour) => counts.reduce((n, c) => n + Math.min(REPAIR_PER_STAND_HOUR, Math.max(0, c - hour * REPAIR_PER_STAND_HOUR)), 0));
  const remainingByStand = counts.map((c) => Math.max(0, c - h * REPAIR_PER_STAND_HOUR));
  return { repaired: repairedByHour.reduce((a, b) => a + b, 0), repairedByHour, remainingByStand };
}

/**
 * Campaign repair (004 §COLLECTION POINTS: "For campaign games, half of the vehicle casualties reaching
 * repair units are repaired"): `repaired` = ⌊c / 2⌋ (an odd one is not: *ruling*, no roll in the seed),
 * `unrepaired` the rest. E.g. 5 → { repaired: 2, unrepaired: 3 }. Throws `RangeError` for a bad count.
 */
export function campaignRepair(vehicleCasualties: number): { repaired: number; unrepaired: number } {
  const c = wholeCount(vehicleCasualties, 'campaignRepair: vehicleCasualties');
  const repaired = Math.floor(c / 2);
  return { repaired, unrepaired: c - repaired };
}
