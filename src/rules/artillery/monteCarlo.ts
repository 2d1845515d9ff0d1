/**
 * Expected effect of a fire plan before it is fired: a seeded Monte Carlo of every
 * shoot, resolved exactly as `resolveNqmShoot` does (004 §THE FIREPLAN and the rulings on it in `docs/RULINGS.md`),
 * giving per target unit the distribution of bases lost and the chance it is disorganised.
 *
 * One trial is one pass over all the shoots in time order (`atMin`; equal minutes keep the given
 * order) with the bases each unit has left, so a unit never loses more than it has. Dice come from
 * `seededDice(seed)` (pure-rand xoroshiro128+, `../dice.ts`) as one stream, one D6 per HE shoot per
 * trial, so trial t always uses the same dice whatever the chunk size. They are drawn a block of trials
 * at a time (`monteCarloRollSizes`: about `MC_DICE_BLOCK` dice a call, at most `MC_BLOCK_TRIALS` trials —
 * short-lived arrays that stay in the young generation and the processor's cache), the shoots are
 * compiled once into flat typed arrays, and each block runs shoot by shoot across its trials
 * (`mcKernel.ts`): a trial allocates nothing.
 */
import { seededDice } from '../dice.ts';
import { compileShoots, newWork, runTrials, tallyOf, type Tally } from './mcKernel.ts';
import type { CompiledShoot } from './nqmShoot.ts';

/**
 * The expected effect on one unit: mean bases lost; 10th, 50th and 90th percentiles by the
 * nearest-rank method (the smallest total that at least p % of trials do not exceed); the share of
 * trials in which it was disorganised at least once; `histogram[k]` = trials in which it lost k bases,
 * k = 0…its bases; and whether it is friendly to the firing side.
 */
export type EffectSummary = {
  unitId: string;
  friendly: boolean;
  meanCasualties: number;
  p10: number;
  p50: number;
  p90: number;
  pDisorganised: number;
  histogram: number[];
};

/** Options of a Monte Carlo: trials (1…10,000,000), seed, progress every `chunk` trials (default 500), cancel between chunks. */
export type MonteCarloOptions = { trials: number; seed: number; onProgress?(done: number): void; shouldStop?(): boolean; chunk?: number };

/** A Monte Carlo's result: trials run (fewer than asked when stopped), whether it was stopped, one summary per unit. */
export type MonteCarloResult = { trials: number; stopped: boolean; units: EffectSummary[] };

/** Most trials one run may ask for. */
export const MC_MAX_TRIALS = 10_000_000;
/** Default trials between progress reports (and cancel checks). */
export const MC_DEFAULT_CHUNK = 500;
/** About how many dice one `roll` call draws (the kernel then runs those trials as one block). */
export const MC_DICE_BLOCK = 8192;
/** Most trials in one block (one `roll` call): a block's working state is this many columns a unit. */
export const MC_BLOCK_TRIALS = 256;

export type { Tally };

/** Checks Monte Carlo options; returns trials and chunk. Throws `RangeError` naming `where` and the option. */
export function checkMonteCarloOptions(opts: MonteCarloOptions, where: string): { trials: number; chunk: number } {
  if (typeof opts !== 'object' || opts === null) throw new RangeError(`${where}: opts must be an object, got ${String(opts)}`);
  const { trials, seed } = opts;
  const chunk = opts.chunk ?? MC_DEFAULT_CHUNK;
  if (!Number.isSafeInteger(trials) || trials < 1 || trials > MC_MAX_TRIALS) throw new RangeError(`${where}: opts.trials must be a whole number from 1 to ${MC_MAX_TRIALS}, got ${String(trials)}`);
  if (!Number.isSafeInteger(seed)) throw new RangeError(`${where}: opts.seed must be a whole number, got ${String(seed)}`);
  if (!Number.isSafeInteger(chunk) || chunk < 1) throw new RangeError(`${where}: opts.chunk must be a whole number ≥ 1, got ${String(chunk)}`);
  return { trials, chunk };
}

/** Trials one `roll` call draws for (see `monteCarloRollSizes`): ⌊MC_DICE_BLOCK ÷ dice a trial⌋, at least 1, at most `MC_BLOCK_TRIALS`. */
function trialsPerRoll(dicePerTrial: number): number {
  return Math.min(MC_BLOCK_TRIALS, Math.max(1, Math.floor(MC_DICE_BLOCK / Math.max(1, dicePerTrial))));
}

/**
 * The trials per `roll` call for a chunk of `n` trials of `dicePerTrial` dice: ⌊MC_DICE_BLOCK ÷ dice a
 * trial⌋ (at least 1, at most `MC_BLOCK_TRIALS`) at a time, the last call taking what is left. (The benchmark's dice-only baseline
 * draws in the same sizes.)
 */
export function monteCarloRollSizes(n: number, dicePerTrial: number): number[] {
  const per = trialsPerRoll(dicePerTrial);
  const out: number[] = [];
  for (let done = 0; done < n; done += per) out.push(Math.min(per, n - done));
  return out;
}

/** The value at nearest rank ⌈pct/100 × n⌉ of a histogram of n trials (0 when n is 0). */
export function nearestRank(histogram: ArrayLike<number>, n: number, pct: number): number {
  const rank = Math.max(1, Math.ceil((n * pct) / 100));
  let seen = 0;
  for (let k = 0; k < histogram.length; k++) {
    seen += histogram[k]!;
    if (seen >= rank) return k;
  }
  return 0;
}

/** One summary per unit from a tally of `trials` trials (`initial[u]`: the unit's bases, the histogram's last index). */
export function summarise(unitIds: readonly string[], friendly: ArrayLike<number>, initial: ArrayLike<number>, t: Tally, trials: number): EffectSummary[] {
  return unitIds.map((unitId, u) => {
    const histogram = Array.from(t.hist.subarray(u * t.stride, u * t.stride + initial[u]! + 1));
    let lost = 0;
    for (let k = 1; k < histogram.length; k++) lost += k * histogram[k]!;
    return {
      unitId,
      friendly: friendly[u] === 1,
      meanCasualties: lost / trials,
      p10: nearestRank(histogram, trials, 10),
      p50: nearestRank(histogram, trials, 50),
      p90: nearestRank(histogram, trials, 90),
      pDisorganised: t.disorganised[u]! / trials,
      histogram,
    };
  });
}

/**
 * Run `opts.trials` trials of `shoots` (see the file comment) seeded by `opts.seed`; the same shoots and
 * seed give the same result. `onProgress(done)` is called after every `chunk` trials (and at the end);
 * `shouldStop()` is asked after each chunk but the last, and a true answer ends the run early with
 * `stopped: true` and the trials done so far (the same as a run of that many trials). Units appear in
 * the order they are first named in `shoots`; a unit's bases are those of its first mention. Throws
 * `RangeError` naming a bad shoot (`checkShoot`) or option.
 */
export function monteCarlo(shoots: CompiledShoot[], opts: MonteCarloOptions): MonteCarloResult {
  const { trials, chunk } = checkMonteCarloOptions(opts, 'monteCarlo');
  const c = compileShoots(shoots);
  const D = c.S;
  const work = newWork(c, trialsPerRoll(D));
  const dice = seededDice(opts.seed);
  let done = 0;
  let stopped = false;
  while (done < trials) {
    for (const n of monteCarloRollSizes(Math.min(chunk, trials - done), D)) {
      runTrials(c, work, dice.roll(n * D, 'expected effect'), n);
      done += n;
    }
    opts.onProgress?.(done);
    if (done < trials && opts.shouldStop?.() === true) {
      stopped = true;
      break;
    }
  }
  return { trials: done, stopped, units: summarise(c.unitIds, c.friendly, c.initial, tallyOf(c, work), done) };
}
