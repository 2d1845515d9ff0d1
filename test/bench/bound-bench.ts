/**
 * The 1418 bound engine benchmark (plain Node: `npx tsx test/bench/bound-bench.ts`). It measures:
 * (a) bounds per second: `runBound` of a battalion-against-battalion engagement (30 bases a side:
 *     four rifle companies of six, HQ, machine guns and mortars; two companies assault across 100 m
 *     into melee, the rest shoot), every step, melee and the end of the bound, from the same planned
 *     state each time with one seeded generator running on;
 * (b) bombardment trials per second: one step-2 bombardment of 4 batteries × A2 = 8 shots on a
 *     company under a 3" template (`executeStep`).
 * Each beside its baseline: the same seeded generator (`seededDice`) drawing the same number of dice
 * in the same call sizes as the engine did (counted on the run itself), and nothing else. Rates are
 * per second of the process's CPU time (one core), so other work on a shared machine skews them less;
 * each is the median of 5 rounds taken after a warm-up (see `measure`).
 * (c) the same bounds on drawn ground (rough and impractical strips the assault crosses, roads), the
 *     ground a move crosses priced exactly (`groundBreaks`, cut at the features' edges) beside the same
 *     ground read every 5 m along each move — the engine's reading before the exact one (target ≤ 2×).
 * Targets printed (never asserted): engine within 5× of the baseline, ≥ 10,000 bounds/s on one core.
 */
import { seededDice, type Dice } from '../../src/rules/dice.ts';
import { createEngagement, executeStep, planBound, runBound, type BoundEnv, type BoundPlans, type EngagementState } from '../../src/rules/bound/index.ts';
import { runOutcomeJob, type OutcomeJob } from '../../src/ui/contacts/outcomeJob.ts';
import { createTerrainQuery } from '../../src/campaign/ground/terrainQuery.ts';
import { gridProjection } from '../../src/rules/projection.ts';

/** Figures of one measure: engine and baseline rates (per second), the dice it drew, their ratio. */
export type BoundBenchFigure = { perSecond: number; baselinePerSecond: number; dicePerRun: number; ratio: number };

/** The expected outcome of a hand-off: 1,000 runs × 10 bounds of the battalion engagement (`runOutcomeJob`), wall time and the bounds it fought. */
export type OutcomeBenchFigure = { ms: number; runs: number; boundsFought: number; refused: number };

/** Bounds per second on drawn ground, the ground priced exactly and read every 5 m (`ratio`: exact ÷ sampled time). */
export type GroundBenchFigure = { exactPerSecond: number; sampledPerSecond: number; ratio: number };

/** The measures. */
export type BoundBenchResult = { bounds: BoundBenchFigure; bombardment: BoundBenchFigure; outcome: OutcomeBenchFigure; ground: GroundBenchFigure };

/** Drawn ground over the battalion engagement: strips between the lines and across them, and two roads. */
function drawnGround() {
  const origin = { lon: 3, lat: 50 };
  const proj = gridProjection({ originLon: origin.lon, originLat: origin.lat });
  const ll = (x: number, y: number) => {
    const p = proj.toLonLat({ eastingM: x, northingM: y });
    return [p.lon, p.lat];
  };
  const rect = (cls: string, x0: number, y0: number, x1: number, y1: number) => ({ type: 'Feature', properties: { class: cls }, geometry: { type: 'Polygon', coordinates: [[ll(x0, y0), ll(x1, y0), ll(x1, y1), ll(x0, y1), ll(x0, y0)]] } });
  const line = (cls: string, pts: [number, number][]) => ({ type: 'Feature', properties: { class: cls }, geometry: { type: 'LineString', coordinates: pts.map(([x, y]) => ll(x, y)) } });
  const features = [
    ...[-300, -200, -100, 0, 100, 200, 300].map((y, i) => rect(i % 2 ? 'rough' : 'impractical', -200, y - 2, 1600, y + 1)),
    ...[0, 300, 600, 900, 1200].map((x, i) => rect(i % 2 ? 'wood' : 'rough', x + 100, -400, x + 140, 400)),
    line('road', [[-200, -20], [1600, 20]]),
    line('road', [[500, -400], [520, 400]]),
  ];
  return createTerrainQuery({ type: 'FeatureCollection', features } as GeoJSON.FeatureCollection, origin);
}

/** The targets: within 20× of the dice-only loop, ≥ 50,000 bounds/s, and an expected outcome (1,000 × 10 bounds) under 1 s. */
export const TARGET = { ratio: 20, boundsPerSecond: 50_000, outcomeMs: 1000 } as const;

type Line = { id: string; x: number; y: number; n: number; facing: number; dugIn?: boolean };
const bases = (l: Line) => Array.from({ length: l.n }, (_, i) => ({ id: `${l.id}.${i}`, xM: l.x + i * 50.8, yM: l.y, facingDeg: l.facing, dugIn: l.dugIn }));

/** The battalion-against-battalion engagement as handed off: bound 1, not planned yet. */
export function battalionStart(): EngagementState {
  const side = (s: 'blue' | 'red', y: number, facing: number, dugIn: boolean) => {
    const f = `${s}-bn`;
    const dy = s === 'blue' ? -40 : 40;
    return [
      ...[0, 1, 2, 3].map((c) => ({ id: `${s}-${c}`, formationId: f, name: `${s} ${c + 1} Coy`, characteristic: 'lineInf' as const, bases: bases({ id: `${s}${c}`, x: c * 320, y, n: 6, facing, dugIn: dugIn && c >= 2 }) })),
      { id: `${s}-hq`, formationId: f, name: `${s} HQ`, characteristic: 'command' as const, bases: bases({ id: `${s}hq`, x: 500, y: y + dy * 3, n: 2, facing }) },
      { id: `${s}-mg`, formationId: f, name: `${s} MG`, characteristic: 'machineguns' as const, bases: bases({ id: `${s}mg`, x: 300, y: y + dy, n: 2, facing, dugIn }) },
      { id: `${s}-tm`, formationId: f, name: `${s} TM`, characteristic: 'earlyMortar' as const, bases: bases({ id: `${s}tm`, x: 800, y: y + dy * 2, n: 2, facing }) },
    ];
  };
  return createEngagement({
    formations: [
      { id: 'blue-bn', side: 'blue', name: '1st Bn', role: 'infantry', transport: 'motorised' },
      { id: 'red-bn', side: 'red', name: 'IR 99', role: 'infantry' },
    ],
    subUnits: [...side('blue', 0, 0, false), ...side('red', 100, 180, true)],
  });
}

/** The battalion-against-battalion engagement, planned for bound 1 (two companies assault, the rest shoot). */
export function battalionEngagement(): EngagementState {
  const s0 = battalionStart();
  const plans: BoundPlans = {
    commands: { 'blue-bn': { kind: 'assault' }, 'red-bn': { kind: 'hold' } },
    subUnits: {
      'blue-0': { action: 'assault', assaultAtId: 'red-0' },
      'blue-1': { action: 'assault', assaultAtId: 'red-1' },
      'blue-2': { action: 'assault', assaultAtId: 'red-2' },
      'blue-3': { action: 'assault', assaultAtId: 'red-3' },
      'blue-mg': { action: 'assault', assaultAtId: 'red-mg', fireAtId: 'red-2' },
      'blue-tm': { action: 'assault', assaultAtId: 'red-3', fireAtId: 'red-3' },
      'blue-hq': { action: 'assault', assaultAtId: 'red-1' },
      'red-0': { action: 'stay', fireAtId: 'blue-0' },
      'red-1': { action: 'stay', fireAtId: 'blue-1' },
      'red-2': { action: 'stay', fireAtId: 'blue-2' },
      'red-3': { action: 'stay', fireAtId: 'blue-3' },
      'red-mg': { action: 'stay', fireAtId: 'blue-0' },
      'red-tm': { action: 'stay', fireAtId: 'blue-1' },
      'red-hq': { action: 'stay', fireAtId: 'blue-hq' },
    },
  };
  const p = planBound(s0, plans);
  if (!p.ok) throw new Error(`bench plans refused: ${p.errors.map((e) => e.message).join('; ')}`);
  return p.state;
}

/** A company of four bases under a bombardment of 4 batteries × A2 at C2, planned for bound 1. */
export function bombardmentEngagement(): EngagementState {
  const s0 = createEngagement({
    grid: { originLon: 3, originLat: 50, widthM: 1828.8, heightM: 1219.2, squareM: 152.4, scheme: 'table' },
    formations: [
      { id: 'art', side: 'blue', name: '80 Art/Btn 2', role: 'artillery' },
      { id: 'inf', side: 'red', name: 'IR 99', role: 'infantry' },
    ],
    subUnits: [
      { id: 'bty', formationId: 'art', name: 'A Bty', characteristic: 'fieldGun', bases: bases({ id: 'g', x: 100, y: 30, n: 4, facing: 0 }) },
      { id: 'coy', formationId: 'inf', name: '1 Coy', characteristic: 'lineInf', bases: bases({ id: 'c', x: 304.8 + 76.2 - 76.2, y: 152.4 + 76.2, n: 4, facing: 180 }) },
    ],
  });
  const p = planBound(s0, { commands: { art: { kind: 'bombard', gridRef: 'C2' }, inf: { kind: 'hold' } }, subUnits: {} });
  if (!p.ok) throw new Error(`bench plans refused: ${p.errors.map((e) => e.message).join('; ')}`);
  return p.state;
}

const open = { move: 'open', cover: 'open', road: false } as const;

/** Dice that count what they draw (call sizes) — to give the baseline the same work. */
function counting(d: Dice, sizes: number[]): Dice {
  return { roll: (n, purpose, sides) => (sizes.push(n), d.roll(n, purpose, sides)) };
}

/** Seconds of this process's CPU time (user + system) in Node — steadier than wall time on a shared machine — else wall time. */
function seconds(): number {
  const cpu = globalThis.process?.cpuUsage?.();
  return cpu ? (cpu.user + cpu.system) / 1e6 : performance.now() / 1000;
}

function rate(runs: number, fn: () => void): number {
  const t0 = seconds();
  for (let i = 0; i < runs; i++) fn();
  return runs / Math.max(seconds() - t0, 1e-9);
}

/** Rounds per measure: the rate reported is the median round, engine and baseline rounds alternating. */
const ROUNDS = 5;

function median(xs: readonly number[]): number {
  const s = xs.slice().sort((a, b) => a - b);
  return s[s.length >> 1]!;
}

/**
 * Count the dice of 200 runs, warm both loops up (a tenth of `runs`, at least 200: the optimising
 * compiler's work lands there, not in the timed rounds), then time `ROUNDS` rounds of `runs / ROUNDS`
 * each, alternating engine and baseline so that both see the same load of a shared machine.
 */
function measure(runs: number, once: (dice: Dice) => void): BoundBenchFigure {
  const sizes: number[] = [];
  const probe = counting(seededDice(7), sizes);
  for (let i = 0; i < 200; i++) once(probe); // count the dice
  const dicePerRun = sizes.reduce((a, b) => a + b, 0) / 200;
  const perRunSizes = sizes.slice(0, Math.max(1, Math.round(sizes.length / 200)));
  const dice = seededDice(11);
  const base = seededDice(11);
  const engine = (): void => once(dice);
  const baseline = (): void => {
    for (const n of perRunSizes) base.roll(n, 'baseline');
  };
  const warm = Math.max(200, Math.round(runs / 10));
  rate(warm, engine);
  rate(warm, baseline);
  const perRound = Math.max(1, Math.round(runs / ROUNDS));
  const engineRates: number[] = [];
  const baselineRates: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    engineRates.push(rate(perRound, engine));
    baselineRates.push(rate(perRound, baseline));
  }
  const perSecond = median(engineRates);
  const baselinePerSecond = median(baselineRates);
  return { perSecond, baselinePerSecond, dicePerRun, ratio: baselinePerSecond / perSecond };
}

/**
 * Run both measures and print them through `log`. `runs` (default 20,000 bounds, 20,000 trials) only
 * shrinks the run for a smoke test. Returns the figures; never throws on a timing.
 */
export function runBoundBench(log: (line: string) => void = console.log, runs = 20_000): BoundBenchResult {
  const battle = battalionEngagement();
  const bombard = bombardmentEngagement();
  const env = (dice: Dice): BoundEnv => ({ dice, terrainAt: () => open, lineOfSight: () => true });
  const bounds = measure(runs, (dice) => void runBound(battle, env(dice)));
  const bombardment = measure(runs, (dice) => {
    let s = executeStep(bombard, env(dice)).state; // step 1
    s = executeStep(s, env(dice)).state; // step 2: the bombardment
  });
  const show = (name: string, unit: string, f: BoundBenchFigure) =>
    log(
      `${name}: ${Math.round(f.perSecond).toLocaleString('en')} ${unit}/s (${f.dicePerRun.toFixed(1)} dice each); dice-only baseline ${Math.round(f.baselinePerSecond).toLocaleString('en')}/s; engine ${f.ratio.toFixed(1)}× slower than the baseline (target ≤ ${TARGET.ratio}×: ${f.ratio <= TARGET.ratio ? 'met' : 'NOT met'})`,
    );
  show('bounds (30 v 30 bases, all steps, melee, end of bound)', 'bounds', bounds);
  log(`  target ≥ ${TARGET.boundsPerSecond.toLocaleString('en')} bounds/s: ${bounds.perSecond >= TARGET.boundsPerSecond ? 'met' : 'NOT met'}`);
  show('bombardment (4 batteries × A2 = 8 shots on a company)', 'trials', bombardment);
  const drawn = drawnGround();
  const terrainAt = (p: { xM: number; yM: number }) => drawn.terrainAt(p);
  const exact = measure(runs, (dice) => void runBound(battle, { dice, terrainAt, lineOfSight: () => true, groundBreaks: (a, b) => drawn.groundBreaks!(a, b) }));
  const sampled = measure(runs, (dice) => void runBound(battle, { dice, terrainAt, lineOfSight: () => true }));
  const ground: GroundBenchFigure = { exactPerSecond: exact.perSecond, sampledPerSecond: sampled.perSecond, ratio: sampled.perSecond / exact.perSecond };
  log(`bounds on drawn ground, the ground crossed priced exactly: ${Math.round(ground.exactPerSecond).toLocaleString('en')} bounds/s; read every 5 m: ${Math.round(ground.sampledPerSecond).toLocaleString('en')} bounds/s; ${ground.ratio.toFixed(2)}× the time (target ≤ 2×: ${ground.ratio <= 2 ? 'met' : 'NOT met'})`);
  const outcome = outcomeRun(battalionStart(), runs >= 20_000 ? 1000 : 20);
  log(`expected outcome (${outcome.runs.toLocaleString('en')} runs × 10 bounds, the battalion advancing on the one holding): ${Math.round(outcome.ms).toLocaleString('en')} ms, ${outcome.boundsFought.toLocaleString('en')} bounds fought (target < ${TARGET.outcomeMs.toLocaleString('en')} ms: ${outcome.ms < TARGET.outcomeMs ? 'met' : 'NOT met'})`);
  return { bounds, bombardment, outcome, ground };
}

/**
 * The expected outcome of the battalion engagement handed off with the blue battalion advancing and the
 * red one holding: `runs` runs of 10 bounds through `runOutcomeJob`, each bound planned as the engagement
 * screen proposes, on open ground (no terrain features). Wall time of the median of 3 (after one warm-up).
 */
function outcomeRun(start: EngagementState, runs: number): OutcomeBenchFigure {
  const job: OutcomeJob = { engagement: start, highCommands: { 'blue-bn': 'advance', 'red-bn': 'hold' }, terrain: null, origin: { lon: 3, lat: 50 }, runs, bounds: 10, seed: 5 };
  let fought = 0;
  let refused = 0;
  const once = (): number => {
    const t0 = performance.now();
    const r = runOutcomeJob(job, () => undefined);
    const ms = performance.now() - t0;
    refused = r.refused;
    fought = r.boundsFought;
    return ms;
  };
  once();
  const ms = median([once(), once(), once()]);
  return { ms, runs, boundsFought: fought, refused };
}

if (import.meta.url === `file://${process.argv[1]}`) runBoundBench();
