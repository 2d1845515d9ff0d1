/**
 * The Markdown rows of the browser benches (map, store, expected effect) and of the bound engine, with
 * their targets printed beside the figures (never asserted).
 */
import type { MapBenchResult, MapFigures } from './map-bench.ts';
import type { Stats } from './map-bench.frames.ts';
import type { StoreBenchFigures } from './store-bench-page.ts';
import type { EffectBenchFigures } from './effect-bench-page.ts';
import { TARGET as BOUND_TARGET, type BoundBenchFigure, type BoundBenchResult } from './bound-bench.ts';

/** Targets printed beside the figures (not asserted). */
const TARGET = { frameP95Ms: 16.7, vsBaseline: 1.5, commitP95Ms: 50, open20kMs: 1000, effectRunMs: 2000, effectVsDiceOnly: 3 } as const;
/**
 * Frame intervals are vsync-paced (16.67 ms at 60 Hz) and their timestamps jitter by a fraction of
 * a millisecond, so a p95 interval up to 16.7 + this still means no frame missed its vsync.
 */
const VSYNC_JITTER_MS = 0.5;

/** A figure to one decimal, or `n/a` when it is not a number. */
export const f1 = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : 'n/a');
const f2 = (n: number) => (Number.isFinite(n) ? n.toFixed(2) : 'n/a');
const s1 = (s: Stats) => `${f1(s.median)} / ${f1(s.p95)} / ${f1(s.max)}`;
const s2 = (s: Stats) => `${f2(s.median)} / ${f2(s.p95)} / ${f2(s.max)}`;
/** A target's verdict as the tables print it: `met` or `NOT met`. */
export const mark = (ok: boolean) => (ok ? 'met' : 'NOT met');

type Measure = { label: string; cell(m: MapFigures): string };

const MEASURES: Measure[] = [
  { label: 'symbols drawn', cell: (m) => String(m.drawn) },
  { label: 'first full render (ms)', cell: (m) => f1(m.firstRenderMs) },
  { label: 'panBy per frame: frame interval median / p95 / max (ms)', cell: (m) => s1(m.panIntervalMs) },
  { label: 'panBy per frame: script per frame median / p95 / max (ms)', cell: (m) => s2(m.panScriptMs) },
  { label: 'drag pan: frame interval median / p95 / max (ms)', cell: (m) => s1(m.dragIntervalMs) },
  { label: 'drag pan: script per frame median / p95 / max (ms)', cell: (m) => s2(m.dragScriptMs) },
  { label: 'zoom step: frame interval median / p95 / max (ms)', cell: (m) => s1(m.zoomStepMs) },
  { label: 'zoom step: script median / p95 / max (ms)', cell: (m) => s2(m.zoomScriptMs) },
];

/** One case as a Markdown table (measures × set-ups), with the targets below it. */
export function mapSection(r: MapBenchResult): string[] {
  const setups: [string, MapFigures][] = [
    ['app: terrain + grid + units', r.app],
    ['app: unit layer only', r.unitsOnly],
    ['baseline: L.circleMarker on L.canvas()', r.baseline],
  ];
  const lines = [
    `#### ${r.label}`,
    '',
    r.notes,
    '',
    `| measure | ${setups.map(([l]) => l).join(' | ')} |`,
    `|---|${setups.map(() => '---').join('|')}|`,
    ...MEASURES.map((m) => `| ${m.label} | ${setups.map(([, f]) => m.cell(f)).join(' | ')} |`),
    '',
  ];
  if (r.symbols >= 2000) {
    for (const [label, f] of setups.slice(0, 2)) {
      const checks = (['panIntervalMs', 'dragIntervalMs', 'zoomStepMs'] as const).map((k) => {
        const ratio = f[k].p95 / r.baseline[k].p95;
        const what = k === 'panIntervalMs' ? 'panBy' : k === 'dragIntervalMs' ? 'drag pan' : 'zoom step';
        return (
          `${what} p95 frame ${f1(f[k].p95)} ms ≤ ${TARGET.frameP95Ms} ms (+${VSYNC_JITTER_MS} ms vsync jitter): ` +
          `${mark(f[k].p95 <= TARGET.frameP95Ms + VSYNC_JITTER_MS)}, ` +
          `${f2(ratio)}× baseline ≤ ${TARGET.vsBaseline}×: ${mark(ratio <= TARGET.vsBaseline)}`
        );
      });
      lines.push(`- Targets, ${label}: ${checks.join('; ')}.`);
    }
    lines.push('');
  }
  return lines;
}

/** The store bench's figures (Chromium IndexedDB: one commit, opening 20,000 events, the raw put beside them). */
export function storeRows(s: StoreBenchFigures): string[] {
  return [
    '| measure | figure | target |',
    '|---|---|---|',
    `| commit one event (append, one transaction) median / p95 | ${f2(s.commitMsMedian)} / ${f2(s.commitMsP95)} ms | p95 ≤ ${TARGET.commitP95Ms} ms: ${mark(s.commitMsP95 <= TARGET.commitP95Ms)} |`,
    `| open a campaign of 20,000 events | ${f1(s.open20kMs)} ms | ≤ ${TARGET.open20kMs} ms: ${mark(s.open20kMs <= TARGET.open20kMs)} |`,
    `| open the same campaign with 249 events after its newest snapshot (the most it ever folds) | ${f1(s.openWorstMs)} ms | ≤ ${TARGET.open20kMs} ms: ${mark(s.openWorstMs <= TARGET.open20kMs)} |`,
    `| baseline: raw IndexedDB put median / p95 | ${f2(s.rawPutMsMedian)} / ${f2(s.rawPutMsP95)} ms | |`,
  ];
}

/** The expected-effect worker's figures (Chromium: the app's worker beside a dice-only worker, and the main thread). */
export function effectRows(f: EffectBenchFigures): string[] {
  const n = (x: number) => Math.round(x).toLocaleString('en-GB');
  const ms = (x: number) => `${n(x)} ms`;
  const under = (x: number) => `< ${n(TARGET.effectRunMs)} ms: ${mark(x < TARGET.effectRunMs)}`;
  const ratio = (a: number, b: number, target: boolean) => `${(a / b).toFixed(2)}×${target ? ` (≤ ${TARGET.effectVsDiceOnly}×: ${mark(a / b <= TARGET.effectVsDiceOnly)})` : ''}`;
  const plan = `${n(f.trials)} trials of the divisional plan (${f.serials} serials, ${f.batteries} batteries, ${n(f.shoots)} shoots, ${f.dicePerTrial} dice a trial, ${f.units} target units)`;
  return [
    '| measure | expected-effect worker (`effect.worker.ts`) | baseline: a worker that only draws the same dice | worker ÷ baseline time |',
    '|---|---|---|---|',
    `| ${plan}, \`postMessage\` → result: first (cold) run | ${ms(f.worker.coldMs)} (${under(f.worker.coldMs)}) | ${ms(f.baseline.coldMs)} | ${ratio(f.worker.coldMs, f.baseline.coldMs, false)} |`,
    `| the same, median of ${f.rounds} (a new worker each run, as the app starts one) | ${ms(f.worker.medianMs)}, ${n((f.trials / f.worker.medianMs) * 1000)} trials/s (${under(f.worker.medianMs)}) | ${ms(f.baseline.medianMs)} | ${ratio(f.worker.medianMs, f.baseline.medianMs, true)} |`,
    `| for reference: the same job on the page's main thread (\`runEffectJob\`, no worker), first / median of ${f.rounds} | ${ms(f.mainThread.coldMs)} / ${ms(f.mainThread.medianMs)} | | |`,
    '',
    `Every run: ${f.progressMessages} progress messages; the worker's result ${f.sameAsMainThread ? 'equals' : 'DIFFERS FROM'} the main thread's; \`navigator.hardwareConcurrency\` ${f.cores}.`,
  ];
}

/** The bound engine's figures (Node, this process: one core). */
export function boundRows(r: BoundBenchResult): string[] {
  const n = (x: number) => Math.round(x).toLocaleString('en-GB');
  const row = (what: string, unit: string, x: BoundBenchFigure, extra: string) =>
    `| ${what} | ${n(x.perSecond)} ${unit}/s (${x.dicePerRun.toFixed(1)} dice each) | ${n(x.baselinePerSecond)}/s | ${x.ratio.toFixed(1)}× (≤ ${BOUND_TARGET.ratio}×: ${mark(x.ratio <= BOUND_TARGET.ratio)})${extra} |`;
  const o = r.outcome;
  return [
    '| measure | engine | baseline: the same dice drawn, nothing else | engine ÷ baseline time |',
    '|---|---|---|---|',
    row('battalion v battalion (30 v 30 bases), all steps, melee, end of bound', 'bounds', r.bounds, `; ≥ ${n(BOUND_TARGET.boundsPerSecond)} bounds/s: ${mark(r.bounds.perSecond >= BOUND_TARGET.boundsPerSecond)}`),
    row('bombardment, 4 batteries × A2 = 8 shots on a company', 'trials', r.bombardment, ''),
    '',
    `The same bounds on drawn ground (strips the assault crosses, woods, two roads), the ground a move crosses priced exactly at the features' edges: **${n(r.ground.exactPerSecond)} bounds/s**, beside the same ground read every 5 m along each move (the engine's reading before): ${n(r.ground.sampledPerSecond)} bounds/s — ${r.ground.ratio.toFixed(2)}× the time (≤ 2×: ${mark(r.ground.ratio <= 2)}).`,
    '',
    `Expected outcome of a hand-off (\`runOutcomeJob\`, as the hand-off dialog's worker runs it): the same battalions handed off unplanned, the attacker advancing and the defender holding, ${n(o.runs)} runs × 10 bounds each planned as the engagement screen proposes: **${n(o.ms)} ms** (median of 3), ${n(o.boundsFought)} bounds fought, ${n(o.refused)} runs refused (< ${n(BOUND_TARGET.outcomeMs)} ms: ${mark(o.ms < BOUND_TARGET.outcomeMs)}).`,
  ];
}

