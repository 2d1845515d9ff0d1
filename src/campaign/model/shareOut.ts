/**
 * Sharing a side's losses and spending out among its units : casualty markers, stands removed
 * and CUs fired, by the largest-remainder rule in proportion to what each unit has — *ruling (ours)*:
 * 004 §WINNING THE FIREFIGHT TABLE places markers "at random, but no stand should receive a second
 * marker until all unmarked stands are covered", which across a side's units is proportion.
 */

/**
 * `total` shared among holders in proportion to `weights` (whole numbers ≥ 0), each share capped at its
 * `caps[i]` (default its weight): the floor of each exact share first, then one more to the largest
 * remainders (ties: the earlier holder), then whatever caps left over to the first holders with room.
 * Throws `RangeError` when `total` exceeds the sum of the caps. E.g. (5, [4, 2, 2]) → [3, 1, 1].
 */
export function shareOut(total: number, weights: readonly number[], caps: readonly number[] = weights): number[] {
  const room = caps.reduce((s, c) => s + c, 0);
  if (!Number.isInteger(total) || total < 0 || total > room) throw new RangeError(`shareOut: ${total} cannot be shared among holders with room for ${room}`);
  const sum = weights.reduce((s, w) => s + w, 0);
  const out = weights.map(() => 0);
  if (total === 0) return out;
  if (sum > 0) {
    const exact = weights.map((w) => (total * w) / sum);
    exact.forEach((x, i) => (out[i] = Math.min(Math.floor(x), caps[i]!)));
    const order = exact.map((x, i) => i).sort((a, b) => exact[b]! - Math.floor(exact[b]!) - (exact[a]! - Math.floor(exact[a]!)) || a - b);
    let left = total - out.reduce((s, n) => s + n, 0);
    for (const i of order) {
      if (left === 0) break;
      if (out[i]! < caps[i]!) {
        out[i]!++;
        left--;
      }
    }
  }
  let left = total - out.reduce((s, n) => s + n, 0);
  for (let i = 0; i < out.length && left > 0; i++) {
    const more = Math.min(left, caps[i]! - out[i]!);
    out[i]! += more;
    left -= more;
  }
  return out;
}
