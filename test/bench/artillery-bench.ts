/**
 * The artillery benchmark (plain Node: `npx tsx test/bench/artillery-bench.ts`;
 * `npm run bench -- artillery`): the expected-effect Monte Carlo (`monteCarlo`, src/rules/artillery) of a synthetic divisional fire
 * plan (issue 5 §Benchmark), beside a baseline that only draws the same number of dice from the same
 * seeded generator (`seededDice`, in the same call sizes: `monteCarloRollSizes`), reading each once
 * and doing nothing else, in the same run.
 *
 * The plan is seeded (pure-rand xoroshiro128+): 24 batteries (12 field guns 77 mm, 6 light howitzers
 * 105 mm, 4 heavy howitzers 150 mm, 2 siege guns 234 mm) fire 60 serials at 40 target units (34
 * companies of 3–6 bases, 6 battalions of 8–12; a quarter dug in, one in ten fortified) spread over a
 * 6 × 3 km front. Each serial: 2–5 batteries, 20–120 minutes, three in four effective, one in ten
 * smoke, aimed within 100 m of a unit (each unit once, then at random); its targets are the units within
 * the 150 m beaten zone plus half their frontage (company 150 m, battalion 500 m), as the campaign layer
 * compiles them; each battery fires one shoot per started hour (harassing: per started 2 hours).
 * Times are this process's CPU time (one core), the median of 7 rounds of 10,000 trials after 8
 * warm-up rounds of each (the optimising compiler's work lands there; a cold first run is printed
 * too), engine and baseline alternating; printed, never asserted. Targets: within 3× of the baseline,
 * 10,000 trials under 2 s (Node stands in for the browser's worker).
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { monteCarlo, monteCarloRollSizes, serialShootTimesMin, type CompiledShoot, type Protection, type ShootTarget } from '../../src/rules/artillery/index.ts';
import { BEATEN_ZONE_RADIUS_M, TARGET_HALF_FRONTAGE_M } from '../../src/rules/tables/nqmArtillery.ts';
import { seededDice } from '../../src/rules/dice.ts';

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

type Unit = { id: string; xM: number; yM: number; halfFrontageM: number; bases: number; protection: Protection };

/** The synthetic divisional plan's compiled shoots (see the file's docstring). */
export function divisionalPlan(seed = 1917): { shoots: CompiledShoot[]; serials: number; batteries: number; units: number } {
  const rng = xoroshiro128plus(seed);
  const int = (lo: number, hi: number) => uniformInt(rng, lo, hi);
  const calibres = [...Array<number>(12).fill(77), ...Array<number>(6).fill(105), ...Array<number>(4).fill(150), 234, 234];
  const units: Unit[] = Array.from({ length: 40 }, (_, i) => {
    const battalion = i >= 34;
    const roll = int(1, 20);
    return {
      id: `u${i}`,
      xM: int(0, 6000),
      yM: int(0, 3000),
      halfFrontageM: battalion ? TARGET_HALF_FRONTAGE_M.battalion : TARGET_HALF_FRONTAGE_M.company,
      bases: battalion ? int(8, 12) : int(3, 6),
      protection: roll <= 2 ? 'fort' : roll <= 7 ? 'dugIn' : 'open',
    };
  });
  const shoots: CompiledShoot[] = [];
  for (let s = 0; s < 60; s++) {
    const aimAt = units[s < units.length ? s : int(0, units.length - 1)]!;
    const aim = { xM: aimAt.xM + int(-100, 100), yM: aimAt.yM + int(-100, 100) };
    const targets: ShootTarget[] = units.flatMap((u) => {
      const d = Math.hypot(u.xM - aim.xM, u.yM - aim.yM);
      return d <= BEATEN_ZONE_RADIUS_M + u.halfFrontageM ? [{ unitId: u.id, protection: u.protection, bases: u.bases, distanceM: d, friendly: false }] : [];
    });
    const shoot = int(1, 4) === 1 ? 'harassing' : 'effective';
    const shell = int(1, 10) === 1 ? 'smoke' : 'HE';
    const startMin = 300 + 10 * int(0, 24);
    const durationMin = 10 * int(2, 12);
    const firing = new Set<number>();
    for (let n = int(2, 5); firing.size < n; ) firing.add(int(0, calibres.length - 1));
    for (const b of firing) {
      for (const atMin of serialShootTimesMin(shoot, startMin, durationMin)) {
        shoots.push({ serialId: `s${s + 1}`, batteryId: `bty${b + 1}`, atMin, shoot, shell, calibreMm: calibres[b]!, targets });
      }
    }
  }
  return { shoots, serials: 60, batteries: calibres.length, units: units.length };
}

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

/**
 * The baseline: `trials × dicePerTrial` dice from `seededDice(seed)` in the Monte Carlo's call sizes
 * (`monteCarloRollSizes` per chunk), each read once (summed) so nothing is optimised away.
 */
function drawOnly(trials: number, dicePerTrial: number, seed: number): number {
  const dice = seededDice(seed);
  let sum = 0;
  for (let done = 0; done < trials; done += CHUNK) {
    for (const n of monteCarloRollSizes(Math.min(CHUNK, trials - done), dicePerTrial)) {
      const buf = dice.roll(n * dicePerTrial, 'baseline');
      for (let i = 0; i < buf.length; i++) sum += buf[i]!;
    }
  }
  return sum;
}

/** Run the benchmark and print through `log`; returns the figures. Never throws on a timing. */
export function runArtilleryBench(log: (line: string) => void = console.log, trials = TRIALS): ArtilleryBenchFigure {
  const plan = divisionalPlan();
  const dicePerTrial = plan.shoots.filter((s) => s.shell === 'HE').length;
  const touched = new Set(plan.shoots.flatMap((s) => s.targets.map((t) => t.unitId)));
  const engine = () => void monteCarlo(plan.shoots, { trials, seed: 5, chunk: CHUNK });
  let sink = 0;
  const baseline = () => void (sink += drawOnly(trials, dicePerTrial, 5));
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
    dicePerTrial,
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
