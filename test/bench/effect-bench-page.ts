/**
 * The browser expected-effect bench's page (target: a full 10,000-trial run under 2 s in
 * the browser worker): exposes `window.runEffectBenchPage()`, driven by test/bench/run.ts in Chromium.
 *
 * It runs the synthetic divisional plan of the Node bench (`divisionalPlan`, artillery-plan.ts: 60
 * serials, 24 batteries, about 300 shoots on 40 target units) for `EFFECT_BENCH.trials` trials with
 * seed `EFFECT_BENCH.seed` through the app's own runner (`workerEffectRunner()` of
 * src/ui/fireplan/effectRunner.ts: a new `effect.worker.ts` per run, sent `{ type: 'run', job }`,
 * answering with `progress` messages and `done`), and times each run from the runner's call (its
 * `new Worker` and `postMessage`) to the `done` message arriving on the page: the worker's start, the
 * job's structured clone, the Monte Carlo, the progress messages and the result's clone included,
 * as a user's run pays them. Beside it, the **baseline**: the same runner with a worker that only
 * draws the same dice (`effect-bench-dice.worker.ts`), the same job and protocol. The first run of
 * each is reported as the cold run (the worker's script fetched and compiled for the first time),
 * then `EFFECT_BENCH.rounds` rounds alternate worker and baseline (median reported). For reference
 * the same job is run on the page's main thread (`runEffectJob`, no worker), and the worker's result
 * is checked to equal the main thread's. Milliseconds of wall time (`performance.now()`).
 */
import { runEffectJob, type EffectJob, type EffectResult } from '../../src/ui/fireplan/effectJob.ts';
import { workerEffectRunner, type EffectRunner } from '../../src/ui/fireplan/effectRunner.ts';
import { dicePerTrial, divisionalPlan } from './artillery-plan.ts';
import type { DiceOnlyResult } from './effect-bench-dice.worker.ts';

/** The run's size: trials per run, the seed, and the timed rounds after the cold run. */
export const EFFECT_BENCH = { trials: 10_000, seed: 5, rounds: 5 } as const;

/** One set-up's times: the first (cold) run, every later run, and their median (ms). */
export type RunTimes = { coldMs: number; runsMs: number[]; medianMs: number };

/** The figures: the plan's size, and the times of the worker, the dice-only worker and the main thread. */
export type EffectBenchFigures = {
  serials: number;
  batteries: number;
  shoots: number;
  units: number;
  dicePerTrial: number;
  trials: number;
  rounds: number;
  /** Progress messages the real worker posted in a run. */
  progressMessages: number;
  worker: RunTimes;
  baseline: RunTimes;
  mainThread: RunTimes;
  /** Whether the worker's result is the same as `runEffectJob`'s on the main thread. */
  sameAsMainThread: boolean;
  /** `navigator.hardwareConcurrency`. */
  cores: number;
};

declare global {
  interface Window {
    /** Run the expected-effect worker benchmark once; log lines go to the console (forwarded by run.ts). */
    runEffectBenchPage?: () => Promise<EffectBenchFigures>;
  }
}

const median = (xs: readonly number[]) => xs.slice().sort((a, b) => a - b)[xs.length >> 1]!;
const log = (line: string) => console.log(`[effect] ${line}`);
const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 50));

/** One run through `runner`: wall ms from the call to `done`, the result and the progress messages. */
function timedRun(runner: EffectRunner, job: EffectJob): Promise<{ ms: number; result: EffectResult; progress: number }> {
  return new Promise((resolve, reject) => {
    let progress = 0;
    const t0 = performance.now();
    runner(job, {
      onProgress: () => void (progress += 1),
      onDone: (result) => resolve({ ms: performance.now() - t0, result, progress }),
      onError: (message) => reject(new Error(message)),
    });
  });
}

function times(coldMs: number, runsMs: number[]): RunTimes {
  return { coldMs, runsMs, medianMs: median(runsMs) };
}

async function runEffectBench(): Promise<EffectBenchFigures> {
  const plan = divisionalPlan();
  const job: EffectJob = { shoots: plan.shoots, trials: EFFECT_BENCH.trials, seed: EFFECT_BENCH.seed };
  const real = workerEffectRunner();
  const diceOnly = workerEffectRunner(() => new Worker(new URL('./effect-bench-dice.worker.ts', import.meta.url), { type: 'module' }));
  const perTrial = dicePerTrial(plan.shoots);
  log(`plan: ${plan.serials} serials, ${plan.batteries} batteries, ${plan.shoots.length} shoots, ${perTrial} dice a trial; ${EFFECT_BENCH.trials} trials a run`);

  const coldWorker = await timedRun(real, job);
  log(`worker, cold: ${coldWorker.ms.toFixed(0)} ms (${coldWorker.progress} progress messages)`);
  await pause();
  const coldBaseline = await timedRun(diceOnly, job);
  log(`dice-only worker, cold: ${coldBaseline.ms.toFixed(0)} ms (checksum ${(coldBaseline.result as DiceOnlyResult).checksum})`);
  const workerMs: number[] = [];
  const baselineMs: number[] = [];
  let last = coldWorker.result;
  for (let r = 0; r < EFFECT_BENCH.rounds; r++) {
    await pause();
    const w = await timedRun(real, job);
    workerMs.push(w.ms);
    last = w.result;
    await pause();
    baselineMs.push((await timedRun(diceOnly, job)).ms);
    log(`round ${r + 1}: worker ${w.ms.toFixed(0)} ms, dice-only worker ${baselineMs[r]!.toFixed(0)} ms`);
  }

  const inline = () => {
    const t0 = performance.now();
    const result = runEffectJob(job, () => {});
    return { ms: performance.now() - t0, result };
  };
  const coldMain = inline();
  const mainMs: number[] = [];
  for (let r = 0; r < EFFECT_BENCH.rounds; r++) mainMs.push(inline().ms);
  const sameAsMainThread = JSON.stringify(last) === JSON.stringify(coldMain.result) && JSON.stringify(coldWorker.result) === JSON.stringify(coldMain.result);
  log(`main thread: cold ${coldMain.ms.toFixed(0)} ms, median ${median(mainMs).toFixed(0)} ms; the worker's result ${sameAsMainThread ? 'equals' : 'DIFFERS FROM'} the main thread's`);

  return {
    serials: plan.serials,
    batteries: plan.batteries,
    shoots: plan.shoots.length,
    units: new Set(plan.shoots.flatMap((s) => s.targets.map((t) => t.unitId))).size,
    dicePerTrial: perTrial,
    trials: EFFECT_BENCH.trials,
    rounds: EFFECT_BENCH.rounds,
    progressMessages: coldWorker.progress,
    worker: times(coldWorker.ms, workerMs),
    baseline: times(coldBaseline.ms, baselineMs),
    mainThread: times(coldMain.ms, mainMs),
    sameAsMainThread,
    cores: navigator.hardwareConcurrency,
  };
}

window.runEffectBenchPage = runEffectBench;
document.getElementById('status')!.textContent = 'expected-effect worker benchmark page: ready';
