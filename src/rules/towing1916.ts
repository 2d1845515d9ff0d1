/**
 * Towed guns on the march under the 1916 rules (`../shared/seeds/002_0a64821d231c1bbf.txt` §2.4 Transport and
 * Towing: "A towing vehicle may move at only three quarters of its original maximum movement rate and will
 * have all terrain movement penalties doubled."; the limber table, `./tables/transport1916.ts`). Pure.
 */
import type { Going } from './operational/movement.ts';
import { gunSize1916, LIMBER_TABLE_1916, TOWING_1916, TURN_1916_MIN } from './tables/transport1916.ts';

/**
 * The rate a towed gun moves at over `going`, km/h, from the rate its team would move at untowed (`rateOf`,
 * null: none): × ¾, and off a road the ground's penalty against open ground doubled — rough ground at ½
 * (a 50 % penalty) becomes 100 %, so a towed gun cannot leave the road there (*reading*: penalties are
 * percentages and add, as 001's movement modifiers do). On a road, or where the team has no open-ground rate
 * to read the penalty against, only the ¾.
 */
export function towedRateKph(rateOf: (g: Going) => number | null, going: Going): number | null {
  const rate = rateOf(going);
  if (rate === null) return null;
  if (going.road) return rate * TOWING_1916.speedFactor;
  const open = rateOf({ move: 'open', road: false });
  if (open === null || open <= 0) return rate * TOWING_1916.speedFactor;
  const penalty = 1 - rate / open;
  return open * Math.max(0, 1 - TOWING_1916.terrainPenaltyFactor * penalty) * TOWING_1916.speedFactor;
}

/** Minutes a gun of `calibreMm` spends limbering up before it can move (the limber table by its size, in 1916 turns of `TURN_1916_MIN`): small 2.5, medium 5, large 10. Throws `RangeError` for a calibre that is not a positive number. */
export function limberMin1916(calibreMm: number): number {
  return LIMBER_TABLE_1916[gunSize1916(calibreMm)].limberTurns * TURN_1916_MIN;
}
