/**
 * Exact hit probabilities of a 1418 dice pool: `dice` d6, one of them (the only one at A1) carrying
 * a `(+N)` bonus, each hitting when die + bonus ≥ the target number (RULINGS.md §Dice pool; 001
 * §ARMING and RESILIENCE, §HEAVY WEAPONS). For tests, the engagement screen's odds and the umpire.
 * Counts are exact integers (BigInt) over 6^dice, so each probability is the correctly rounded double
 * of the true fraction (exact when it is a dyadic fraction such as 1/2).
 */
import { show } from './tables/edition1418.ts';

function whole(value: unknown, min: number, name: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min) {
    throw new RangeError(`${name} must be a whole number ≥ ${min}, got ${show(value)}`);
  }
  return value;
}

function checkTarget(targetNumber: unknown, name: string): number {
  if (typeof targetNumber !== 'number' || !Number.isSafeInteger(targetNumber)) {
    throw new RangeError(`${name} must be a whole number, got ${show(targetNumber)}`);
  }
  return targetNumber;
}

/** Faces of a d6 that hit `targetNumber` with `bonus` added: 0…6. */
export function hittingFaces(targetNumber: number, bonus = 0): number {
  const t = checkTarget(targetNumber, 'hittingFaces: targetNumber');
  const b = whole(bonus, 0, 'hittingFaces: bonus');
  return Math.min(6, Math.max(0, 7 + b - t));
}

/**
 * Outcome counts of the pool: `counts[k]` = how many of the 6^dice equally likely rolls give exactly
 * k hits. Throws `RangeError` unless `dice` and `bonusOnOneDie` are whole numbers ≥ 0 and
 * `targetNumber` a whole number.
 */
export function hitCounts(dice: number, targetNumber: number, bonusOnOneDie = 0): bigint[] {
  const n = whole(dice, 0, 'hitCounts: dice');
  const t = checkTarget(targetNumber, 'hitCounts: targetNumber');
  const b = whole(bonusOnOneDie, 0, 'hitCounts: bonusOnOneDie');
  let counts: bigint[] = [1n];
  for (let i = 0; i < n; i++) {
    const hit = BigInt(hittingFaces(t, i === 0 ? b : 0));
    const miss = 6n - hit;
    const next = new Array<bigint>(counts.length + 1).fill(0n);
    counts.forEach((c, k) => {
      next[k]! += c * miss;
      next[k + 1]! += c * hit;
    });
    counts = next;
  }
  return counts;
}

/**
 * Probability that `dice` d6 against `targetNumber`, one die carrying `bonusOnOneDie`, score at
 * least `k` hits. E.g. 3 dice at R4, no bonus, k = 2: exactly 1/2. Throws `RangeError` for a bad
 * argument (`k` must be a whole number ≥ 0; see `hitCounts`).
 */
export function probHitsAtLeast(dice: number, targetNumber: number, bonusOnOneDie: number, k: number): number {
  const need = whole(k, 0, 'probHitsAtLeast: k');
  const counts = hitCounts(dice, targetNumber, bonusOnOneDie);
  let favourable = 0n;
  for (let j = need; j < counts.length; j++) favourable += counts[j]!;
  return Number(favourable) / Number(6n ** BigInt(counts.length - 1));
}

/**
 * Expected hits of the pool: (dice − 1) × p + p(bonus die), p = hitting faces / 6 (0 for no dice).
 * Throws `RangeError` for a bad argument (see `hitCounts`).
 */
export function expectedHits(dice: number, targetNumber: number, bonusOnOneDie = 0): number {
  const n = whole(dice, 0, 'expectedHits: dice');
  const t = checkTarget(targetNumber, 'expectedHits: targetNumber');
  const b = whole(bonusOnOneDie, 0, 'expectedHits: bonusOnOneDie');
  if (n === 0) return 0;
  return ((n - 1) * hittingFaces(t) + hittingFaces(t, b)) / 6;
}
