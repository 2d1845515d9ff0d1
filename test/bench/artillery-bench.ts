/**
 * The artillery benchmark (plain Node: `npx tsx test/bench/artillery-bench.ts`;
 * `npm run bench -- artillery`): the expected-effect Monte Carlo (`monteCarlo`, src/rules/artillery) of a synthetic divisional fire
 * plan, beside a baseline that only draws the same number of dice from the same
 * seeded generator (`seededDice`, in the same call sizes: `monteCarloRollSizes`), reading each once
 * and doing nothing else, in the same run.
 *
 * The plan is `divisionalPlan` (test/bench/artillery-plan.ts, shared with the browser worker bench
 * `effect-bench-page.ts`): 24 batteries fire 60 serials at 40 target units on a 6 × 3 km front, about
 * 300 shoots; the baseline is `drawMonteCarloDice` from the same module.
 * Times are this process's CPU time (one core), the median of 7 rounds of 10,000 trials after 8
 * warm-up rounds of each (the optimising compiler's work lands there; a cold first run is printed
 * too), engine and baseline alternating; printed, never asserted. Targets: within 3× of the baseline,
 * 10,000 trials under 2 s (here in Node; the browser's worker itself: `npm run bench -- effect`).
 */
import { monteCarlo } from '../../src/rules/artillery/index.ts';
import { dicePerTrial, divisionalPlan, drawMonteCarloDice } from './artillery-plan.ts';

export { divisionalPlan };

/** The figures: the plan's size, the dice a trial draws, median ms for 10,000 trials of each, trials/s, the ratio. */
export type ArtilleryBenchFigure = {
  serials: number;
  batteries: number;
  units: number;
  shoots: number;
  dicePerTrial: number;
  trials: number;
  coldMs: number;
  engineMs: number;
  baselineMs: number;
  trialsPerS: number;
  ratio: number;
};

const TARGET = { ratio: 3, ms: 2000 } as const;
const TRIALS = 10_000;
const CHUNK = 500;
const ROUNDS = 7;
const WARM_UPS = 8;

/** Seconds of this process's CPU time (user + system), else wall time. */
function seconds(): number {
  const cpu = globalThis.process?.cpuUsage?.();
  return cpu ? (cpu.user + cpu.system) / 1e6 : performance.now() / 1000;
}
function timeMs(fn: () => void): number {
  const t0 = seconds();
  fn();
  return (seconds() - t0) * 1000;
}
const median = (xs: readonly number[]) => xs.slice().sort((a, b) => a - b)[xs.length >> 1]!;

/** Run the benchmark and print through `log`; returns the figures. Never throws on a timing. */
export function runArtilleryBench(log: (line: string) => void = console.log, trials = TRIALS): ArtilleryBenchFigure {
  const plan = divisionalPlan();
  const perTrial = dicePerTrial(plan.shoots);
  const touched = new Set(plan.shoots.flatMap((s) => s.targets.map((t) => t.unitId)));
  const engine = () => void monteCarlo(plan.shoots, { trials, seed: 5, chunk: CHUNK });
  let sink = 0;
  const baseline = () => void (sink += drawMonteCarloDice(trials, perTrial, 5, CHUNK));
  const coldMs = timeMs(engine);
  for (let w = 0; w < WARM_UPS; w++) {
    engine();
    baseline();
  }
  const engineMs: number[] = [];
  const baselineMs: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    engineMs.push(timeMs(engine));
    baselineMs.push(timeMs(baseline));
  }
  const fig: ArtilleryBenchFigure = {
    serials: plan.serials,
    batteries: plan.batteries,
    units: touched.size,
    shoots: plan.shoots.length,
    dicePerTrial: perTrial,
    trials,
    coldMs,
    engineMs: median(engineMs),
    baselineMs: median(baselineMs),
    trialsPerS: 0,
    ratio: 0,
  };
  fig.trialsPerS = (trials / fig.engineMs) * 1000;
  fig.ratio = fig.engineMs / fig.baselineMs;
  log(`artillery: ${fig.serials} serials, ${fig.batteries} batteries, ${fig.shoots} shoots on ${fig.units} target units; ${fig.dicePerTrial} dice a trial (checksum ${sink % 1000})`);
  log(`  monteCarlo: ${fig.engineMs.toFixed(0)} ms for ${trials.toLocaleString('en')} trials (${Math.round(fig.trialsPerS).toLocaleString('en')} trials/s; the first, cold run ${fig.coldMs.toFixed(0)} ms; target < ${TARGET.ms} ms: ${fig.coldMs < TARGET.ms ? 'met' : 'NOT met'})`);
  log(`  baseline (the same dice drawn, nothing else): ${fig.baselineMs.toFixed(0)} ms; Monte Carlo ${fig.ratio.toFixed(2)}× the baseline (target ≤ ${TARGET.ratio}×: ${fig.ratio <= TARGET.ratio ? 'met' : 'NOT met'})`);
  return fig;
}

/** The Markdown rows of `docs/BENCHMARKS.md` for these figures. */
export function artilleryRows(f: ArtilleryBenchFigure): string[] {
  const n = (x: number) => Math.round(x).toLocaleString('en-GB');
  return [
    '| measure | Monte Carlo | baseline: the same dice drawn, nothing else | Monte Carlo ÷ baseline time |',
    '|---|---|---|---|',
    `| ${n(f.trials)} trials of a divisional plan: ${f.serials} serials, ${f.batteries} batteries, ${n(f.shoots)} shoots (${f.dicePerTrial} dice a trial) on ${f.units} target units | ${f.engineMs.toFixed(0)} ms, ${n(f.trialsPerS)} trials/s; first (cold) run ${f.coldMs.toFixed(0)} ms (< ${n(TARGET.ms)} ms: ${f.coldMs < TARGET.ms ? 'met' : 'NOT met'}) | ${f.baselineMs.toFixed(0)} ms | ${f.ratio.toFixed(2)}× (≤ ${TARGET.ratio}×: ${f.ratio <= TARGET.ratio ? 'met' : 'NOT met'}) |`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) runArtilleryBench();
