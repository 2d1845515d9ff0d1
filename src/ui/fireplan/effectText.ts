/**
 * How the expected effect of a fire plan is shown (per target unit the mean,
 * 10th / 50th / 90th percentile casualties in bases, the chance of disorganisation, and a small
 * histogram). Pure text and histogram binning over the Monte Carlo's `EffectSummary`
 * (`src/rules/artillery`): `histogram[k]` is the number of trials in which the unit lost `k` bases.
 */

/** One bar of a drawn histogram: casualty totals `from`…`to` (bases, inclusive) and the trials that fell there. */
export type HistogramBin = { from: number; to: number; count: number };

/** The most bars a small histogram draws; wider distributions are grouped. */
export const MAX_HISTOGRAM_BARS = 16;

/**
 * The bars of a histogram: one per casualty total while there are at most `maxBars` totals, else
 * totals grouped `ceil(n / maxBars)` at a time (the last group may be narrower). Trailing totals
 * with no trials are dropped (at least the 0 bar stays). Throws `RangeError` for a count that is
 * not a whole number ≥ 0 or `maxBars` < 1.
 */
export function histogramBins(histogram: readonly number[], maxBars = MAX_HISTOGRAM_BARS): HistogramBin[] {
  if (!Number.isInteger(maxBars) || maxBars < 1) throw new RangeError(`histogramBins: maxBars must be a whole number ≥ 1, got ${maxBars}`);
  histogram.forEach((c, i) => {
    if (!Number.isInteger(c) || c < 0) throw new RangeError(`histogramBins: count for ${i} bases must be a whole number ≥ 0, got ${c}`);
  });
  let n = histogram.length;
  while (n > 1 && histogram[n - 1] === 0) n--;
  if (n === 0) return [{ from: 0, to: 0, count: 0 }];
  const width = Math.ceil(n / maxBars);
  const bins: HistogramBin[] = [];
  for (let from = 0; from < n; from += width) {
    const to = Math.min(n, from + width) - 1;
    let count = 0;
    for (let k = from; k <= to; k++) count += histogram[k]!;
    bins.push({ from, to, count });
  }
  return bins;
}

/** A bin's casualty range as text: `3` or `4–7`. */
export function binRangeText(bin: Pick<HistogramBin, 'from' | 'to'>): string {
  return bin.from === bin.to ? String(bin.from) : `${bin.from}\u2013${bin.to}`;
}

/**
 * The histogram in words, for its text alternative: `0 bases: 6,120 trials; 1 base: 2,880 trials; …` (bins
 * with none left out); `countWord` names what is counted (a fire plan's trials, a hand-off's runs).
 */
export function histogramText(bins: readonly HistogramBin[], countWord: 'trial' | 'run' = 'trial'): string {
  const parts = bins.filter((b) => b.count > 0).map((b) => `${binRangeText(b)} ${b.from === b.to && b.from === 1 ? 'base' : 'bases'}: ${groupDigits(b.count)} ${b.count === 1 ? countWord : `${countWord}s`}`);
  return parts.length === 0 ? `no ${countWord}s` : parts.join('; ');
}

/** A mean number of bases to two decimals: 1.4673 → `1.47`, 0 → `0.00`. Throws `RangeError` for a value that is not finite. */
export function meanText(bases: number): string {
  if (!Number.isFinite(bases)) throw new RangeError(`meanText: expected a finite number of bases, got ${bases}`);
  return bases.toFixed(2);
}

/** A percentile of bases: a whole number as is (`3`), otherwise to one decimal (`2.5`). Errors as `meanText`. */
export function percentileText(bases: number): string {
  if (!Number.isFinite(bases)) throw new RangeError(`percentileText: expected a finite number of bases, got ${bases}`);
  return Number.isInteger(bases) ? String(bases) : bases.toFixed(1);
}

/**
 * A probability (0…1) as a percentage to one decimal with a space: 0.3715 → `37.2 %`,
 * 1 → `100.0 %`. Throws `RangeError` outside 0…1.
 */
export function percentText(p: number): string {
  if (!(p >= 0 && p <= 1)) throw new RangeError(`percentText: expected a probability from 0 to 1, got ${p}`);
  // Half-way cases (k / trials = 0.3715) round up despite binary fractions.
  return `${(Math.round(p * 1000 + 1e-9) / 10).toFixed(1)} %`;
}

/** A whole number with thousands separated by commas: 10000 → `10,000`. */
export function groupDigits(n: number): string {
  return String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** The progress line: `4,000 of 10,000 trials`. */
export function progressText(done: number, trials: number): string {
  return `${groupDigits(done)} of ${groupDigits(trials)} trials`;
}
