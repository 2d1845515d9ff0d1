/**
 * Running the expected-effect Monte Carlo (`monteCarlo` of `src/rules/artillery`
 * over a plan's compiled shoots, default 10,000 trials, seeded) away from the page: an
 * `EffectRunner` (a `JobRunner`, `../workerJob.ts`) starts a job and reports progress, the result or
 * an error, and can be cancelled.
 * - `workerEffectRunner`: the browser's runner, one Web Worker per job (`effect.worker.ts`);
 *   cancelling terminates the worker, so a long run stops at once.
 * - `inlineEffectRunner`: runs `monteCarlo` on the calling thread, synchronously (for tests, and
 *   where `Worker` does not exist, e.g. jsdom); cancel asks `shouldStop` at the next chunk.
 * The screen takes its runner from `EffectRunnerContext` (default: the worker where `Worker`
 * exists, else inline), so a test can provide its own.
 */
import { createContext } from 'react';
import { inlineJobRunner, workerJobRunner, type JobHandlers, type JobRun, type JobRunner } from '../workerJob.ts';
import { runEffectJob, type EffectJob, type EffectResult } from './effectJob.ts';

export type { EffectJob, EffectResult } from './effectJob.ts';

/** The callbacks of a run: `onProgress(done)` any number of times, then one of `onDone` / `onError` (neither after `cancel`). */
export type EffectHandlers = JobHandlers<EffectResult>;

/** A started run. `cancel()` stops it; no callback follows. */
export type EffectRun = JobRun;

/** Starts a run. */
export type EffectRunner = JobRunner<EffectJob, EffectResult>;

/** The runner that computes on the calling thread (the run is over when `start` returns, unless cancelled from a progress callback). */
export const inlineEffectRunner: EffectRunner = inlineJobRunner(runEffectJob);

/** A new worker running `effect.worker.ts` (Vite bundles it from this literal `new URL`). */
function makeEffectWorker(): Worker {
  return new Worker(new URL('./effect.worker.ts', import.meta.url), { type: 'module' });
}

/** The runner backed by a Web Worker per run (`makeWorker` defaults to `effect.worker.ts`). */
export function workerEffectRunner(makeWorker: () => Worker = makeEffectWorker): EffectRunner {
  return workerJobRunner(makeWorker, 'expected-effect');
}

/** The runner for this environment: the worker where `Worker` exists, else inline. */
export function defaultEffectRunner(): EffectRunner {
  return typeof Worker === 'function' ? workerEffectRunner() : inlineEffectRunner;
}

/** The runner the effect panel uses (tests provide a fake through it). */
export const EffectRunnerContext = createContext<EffectRunner | null>(null);
