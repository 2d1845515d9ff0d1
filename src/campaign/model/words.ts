/**
 * Counts in words, as the log and the screens say them: "1 order", "3 reports", and several together,
 * "2 orders and 1 report", leaving out what there are none of.
 */

/** `n` and the noun, singular for one: `plural(3, 'report')` → "3 reports"; `many` for an irregular plural. */
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The counts that are not zero, in words, joined by "and": `countsInWords([[2, 'order'], [0, 'report']])` → "2 orders"; '' when all are zero. */
export function countsInWords(counts: readonly (readonly [number, string])[]): string {
  return counts
    .filter(([n]) => n > 0)
    .map(([n, one]) => plural(n, one))
    .join(' and ');
}
