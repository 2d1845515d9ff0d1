/**
 * `npm run bench`: build the benchmark pages (test/bench/map-bench.html, store-bench.html,
 * effect-bench.html, open-baseline.html) with Vite, serve them on 127.0.0.1, drive Debian Chromium through
 * playwright-core, build the app as `npm start` serves it for the first-open bench (open-bench.ts),
 * run the Node benches (bound engine, command, artillery, logistics, campaign turn, desk, picture, ground, seats), print the figures and rewrite the
 * generated section of docs/BENCHMARKS.md with them and the machine they ran on.
 * `npm run bench -- <name>…` (names: map, store, effect, open, bound, command, artillery, logistics, turn, desk, picture, ground, seats) runs only
 * those; without map, store, effect or open no browser is started, and only those benches' subsections of the
 * generated section are rewritten.
 * It never asserts timings: it exits 0 whenever the benchmarks ran, 1 when they could not run.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, totalmem, tmpdir } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, preview } from 'vite';
import type { Page } from 'playwright-core';
import { ALIASES } from '../../vite.config.ts';
import { launchChromium } from '../browser/chromium.ts';
import { openRows, runOpenBench } from './open-bench.ts';
import { buildApp, freePort, REPO_DIR, startPreview } from '../browser/server.ts';
import type { MapBenchCase, MapBenchResult, MapFigures } from './map-bench.ts';
import type { Stats } from './map-bench.frames.ts';
import type { StoreBenchFigures } from './store-bench-page.ts';
import type { EffectBenchFigures } from './effect-bench-page.ts';
import { runBoundBench, TARGET as BOUND_TARGET, type BoundBenchFigure, type BoundBenchResult } from './bound-bench.ts';
import { commandRows, runCommandBench } from './command-bench.ts';
import { artilleryRows, runArtilleryBench } from './artillery-bench.ts';
import { logisticsRows, runLogisticsBench } from './logistics-bench.ts';
import { runTurnBench, turnRows } from './turn-bench.ts';
import { deskRows, runDeskBench } from './desk-bench.ts';
import { pictureRows, runPictureBench } from './picture-bench.ts';
import { groundRows, runGroundBench } from './ground-bench.ts';
import { groundBrowserRows, runGroundBrowserBench } from './ground-browser-bench.ts';
import { runSeatsBench, seatsRows } from './seats-bench.ts';

/** Targets printed beside the figures (not asserted). */
const TARGET = { frameP95Ms: 16.7, vsBaseline: 1.5, commitP95Ms: 50, open20kMs: 1000, effectRunMs: 2000, effectVsDiceOnly: 3 } as const;
/**
 * Frame intervals are vsync-paced (16.67 ms at 60 Hz) and their timestamps jitter by a fraction of
 * a millisecond, so a p95 interval up to 16.7 + this still means no frame missed its vsync.
 */
const VSYNC_JITTER_MS = 0.5;
const DOC = join(REPO_DIR, 'docs', 'BENCHMARKS.md');
const BEGIN = '<!-- bench:generated:begin (test/bench/run.ts rewrites this section) -->';
const END = '<!-- bench:generated:end -->';

/** Build the bench pages into a temporary folder (production build, so timings are realistic). */
async function buildBenchPages(outDir: string): Promise<void> {
  await build({
    root: REPO_DIR,
    configFile: false,
    base: './',
    logLevel: 'warn',
    plugins: [react()],
    resolve: { alias: ALIASES },
    build: {
      outDir,
      emptyOutDir: true,
      chunkSizeWarningLimit: 8000,
      rolldownOptions: {
        input: {
          map: join(REPO_DIR, 'test/bench/map-bench.html'),
          store: join(REPO_DIR, 'test/bench/store-bench.html'),
          effect: join(REPO_DIR, 'test/bench/effect-bench.html'),
          open: join(REPO_DIR, 'test/bench/open-baseline.html'),
        },
      },
    },
  });
}

/** Open a bench page, forwarding its console to ours, and fail on uncaught page errors. */
async function openPage(page: Page, url: string): Promise<void> {
  page.on('console', (m) => console.log(`  [page ${m.type()}] ${m.text()}`));
  page.on('pageerror', (e) => console.log(`  [page error] ${e.stack ?? e.message}`));
  await page.goto(url);
}

const f1 = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : 'n/a');
const f2 = (n: number) => (Number.isFinite(n) ? n.toFixed(2) : 'n/a');
const s1 = (s: Stats) => `${f1(s.median)} / ${f1(s.p95)} / ${f1(s.max)}`;
const s2 = (s: Stats) => `${f2(s.median)} / ${f2(s.p95)} / ${f2(s.max)}`;
const mark = (ok: boolean) => (ok ? 'met' : 'NOT met');

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
function mapSection(r: MapBenchResult): string[] {
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

function storeRows(s: StoreBenchFigures): string[] {
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
function effectRows(f: EffectBenchFigures): string[] {
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
function boundRows(r: BoundBenchResult): string[] {
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

/** Replace the generated section of docs/BENCHMARKS.md (or append it when the markers are absent). */
function writeDoc(section: string): void {
  let doc: string;
  try {
    doc = readFileSync(DOC, 'utf8');
  } catch {
    doc = '# Benchmarks\n\n';
  }
  const block = `${BEGIN}\n${section}\n${END}`;
  const a = doc.indexOf(BEGIN);
  const b = doc.indexOf(END);
  doc = a >= 0 && b > a ? doc.slice(0, a) + block + doc.slice(b + END.length) : `${doc.trimEnd()}\n\n${block}\n`;
  writeFileSync(DOC, doc);
}

/** Every bench `run.ts` knows, in the order of the generated section. */
const BENCHES = ['map', 'store', 'effect', 'open', 'bound', 'command', 'artillery', 'logistics', 'turn', 'desk', 'picture', 'ground', 'seats'] as const;
type BenchName = (typeof BENCHES)[number];
const EFFECT_TITLE = 'Artillery expected effect in the browser worker (Chromium)';
const OPEN_TITLE = 'First open and the bundle (Chromium, the production build `npm start` serves)';
const TITLES: Record<'bound' | 'command' | 'artillery' | 'logistics' | 'turn' | 'desk' | 'picture' | 'ground' | 'seats', string> = {
  bound: 'Bound engine (Node, one core)',
  command: 'Command reaction times (Node, one core)',
  artillery: 'Artillery expected effect (Node, one core)',
  logistics: 'Logistics ledgers (Node, one core)',
  turn: 'Campaign turn: contacts and one clock hour (Node, one core)',
  desk: 'Campaign files and Undo: checking a file, undoing an action (Node, one core)',
  picture: 'What a headquarters knows: its picture (Node, one core) and a seat\'s view (Node and Chromium)',
  ground: 'Your own ground: importing a GeoJSON file and querying it (Node, one core), then the same file in Chromium',
  seats: 'Seats over the network: the seat server in its own process, the desk and the players in Node, loopback',
};

/** The benches named on the command line (all when none); throws naming an unknown one. */
function chosen(argv: readonly string[]): Set<BenchName> {
  const names = argv.filter((a) => a !== '--');
  for (const n of names) if (!(BENCHES as readonly string[]).includes(n)) throw new Error(`unknown bench "${n}" (expected ${BENCHES.join(', ')})`);
  return new Set(names.length === 0 ? BENCHES : (names as BenchName[]));
}

function machineText(browserVersion?: string): string {
  const cpu = cpus();
  return (
    `${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${cpu.length} cores, ${(totalmem() / 2 ** 30).toFixed(1)} GiB memory; ` +
    (browserVersion ? `Chromium ${browserVersion} headless (software rendering, --disable-gpu); ` : '') +
    `Node ${process.version}; ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`
  );
}

/** The Node benches' subsections (title → lines), run in this process. */
async function nodeSections(which: Set<BenchName>): Promise<[string, string[]][]> {
  const out: [string, string[]][] = [];
  if (which.has('bound')) {
    console.log('bench: bound engine (Node, one core)…');
    out.push([TITLES.bound, boundRows(runBoundBench((line) => console.log(`  ${line}`)))]);
  }
  if (which.has('command')) {
    console.log('bench: command reaction times (Node, one core)…');
    out.push([TITLES.command, commandRows(runCommandBench((line) => console.log(`  ${line}`)))]);
  }
  if (which.has('artillery')) {
    console.log('bench: artillery expected effect (Node, one core)…');
    out.push([TITLES.artillery, artilleryRows(runArtilleryBench((line) => console.log(`  ${line}`)))]);
  }
  if (which.has('logistics')) {
    console.log('bench: logistics ledgers (Node, one core)…');
    out.push([TITLES.logistics, logisticsRows(runLogisticsBench((line) => console.log(`  ${line}`)))]);
  }
  if (which.has('turn')) {
    console.log('bench: campaign turn (Node, one core)…');
    out.push([TITLES.turn, turnRows(runTurnBench((line) => console.log(`  ${line}`)))]);
  }
  if (which.has('desk')) {
    console.log('bench: campaign files and Undo (Node, one core)…');
    out.push([TITLES.desk, deskRows(await runDeskBench((line) => console.log(`  ${line}`)))]);
  }
  if (which.has('picture')) {
    console.log('bench: what a headquarters knows (Node, one core)…');
    out.push([TITLES.picture, pictureRows(await runPictureBench((line) => console.log(`  ${line}`)))]);
  }
  if (which.has('ground')) {
    console.log('bench: your own ground (Node, one core, then Chromium)…');
    const rows = groundRows(await runGroundBench((line) => console.log(`  ${line}`)));
    out.push([TITLES.ground, [...rows, ...groundBrowserRows(await runGroundBrowserBench((line) => console.log(`  ${line}`)))]]);
  }
  if (which.has('seats')) {
    console.log('bench: seats over the network…');
    out.push([TITLES.seats, seatsRows(await runSeatsBench((line) => console.log(`  ${line}`)))]);
  }
  return out;
}

/** Replace (or add) the subsection `### title` inside the generated section of docs/BENCHMARKS.md. */
function writeSubsection(title: string, lines: readonly string[]): void {
  const doc = readFileSync(DOC, 'utf8');
  const a = doc.indexOf(BEGIN);
  const b = doc.indexOf(END);
  if (a < 0 || b < a) return writeDoc([`### ${title}`, '', ...lines].join('\n'));
  const inner = doc.slice(a + BEGIN.length, b).replace(/\n+$/, '').split('\n');
  const at = inner.indexOf(`### ${title}`);
  const end = at < 0 ? inner.length : inner.findIndex((l, i) => i > at && l.startsWith('### '));
  const block = [...(at < 0 ? [''] : []), `### ${title}`, '', ...lines, ...(end >= 0 && at >= 0 ? [''] : [])];
  if (at < 0) inner.push(...block);
  else inner.splice(at, (end < 0 ? inner.length : end) - at, ...block);
  writeFileSync(DOC, `${doc.slice(0, a)}${BEGIN}${inner.join('\n')}\n${doc.slice(b)}`);
}

/** Print and write a partial run: each chosen bench's subsection, with the machine it ran on. */
function writePartial(which: Set<BenchName>, machine: string, sections: readonly [string, string[]][]): void {
  for (const [title, rows] of sections) {
    const lines = [`Run of \`npm run bench -- ${[...which].join(' ')}\` on: ${machine}.`, '', ...rows];
    console.log(`\n### ${title}\n\n${lines.join('\n')}\n`);
    writeSubsection(title, lines);
  }
  console.log(`bench: wrote ${DOC}`);
}

async function main(): Promise<void> {
  const which = chosen(process.argv.slice(2));
  if (!which.has('map') && !which.has('store') && !which.has('effect') && !which.has('open')) return writePartial(which, machineText(), await nodeSections(which));
  const outDir = mkdtempSync(join(tmpdir(), 'campaign-desk-bench-'));
  const browser = await launchChromium();
  let server: Awaited<ReturnType<typeof preview>> | undefined;
  try {
    console.log('bench: building the benchmark pages…');
    await buildBenchPages(outDir);
    const port = await freePort();
    server = await preview({
      root: REPO_DIR,
      configFile: false,
      logLevel: 'warn',
      build: { outDir },
      preview: { host: '127.0.0.1', port, strictPort: true, open: false },
    });
    const base = `http://127.0.0.1:${port}/`;
    const sections: [string, string[]][] = [];

    if (which.has('map')) {
      const mapResults: MapBenchResult[] = [];
      for (const mapCase of ['cambrai', 'scaled-2000'] satisfies MapBenchCase[]) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        const page = await context.newPage();
        console.log(`bench: map, ${mapCase}…`);
        await openPage(page, `${base}test/bench/map-bench.html`);
        await page.waitForFunction(() => typeof window.runMapBenchPage === 'function', undefined, { timeout: 60_000 });
        mapResults.push(await page.evaluate((c) => window.runMapBenchPage!(c), mapCase));
        await context.close();
      }
      const lines = mapResults.flatMap(mapSection);
      sections.push(['Map', lines[lines.length - 1] === '' ? lines.slice(0, -1) : lines]);
    }

    if (which.has('store')) {
      console.log('bench: store…');
      const context = await browser.newContext();
      const page = await context.newPage();
      await openPage(page, `${base}test/bench/store-bench.html`);
      await page.waitForFunction(() => typeof window.runStoreBenchPage === 'function', undefined, { timeout: 60_000 });
      sections.push(['Store (Chromium IndexedDB)', storeRows(await page.evaluate(() => window.runStoreBenchPage!()))]);
      const day = await page.evaluate(() => window.runTurnDayPage!());
      sections.push(['Campaign turn in Chromium: 24 hours of Cambrai', [
        '| measure | ours | baseline in the same run | ratio |',
        '|---|---|---|---|',
        `| 24 hours of Cambrai from 18:00, ${day.dayBattalions} battalions of 51 Div marching 8 km, halting where contacts begin (${day.dayContacts} contacts), in the page (wall time) | ${f1(day.dayMs)} ms (≤ 3,000 ms: ${mark(day.dayMs <= 3000)}) | the hour step without halting: ${f1(day.dayBaselineMs)} ms | ${(day.dayMs / Math.max(0.1, day.dayBaselineMs)).toFixed(2)}× (≤ 2×: ${mark(day.dayMs <= 2 * day.dayBaselineMs)}) |`,
      ]]);
      const scan = await page.evaluate(() => window.runScanOpenBenchPage!());
      sections.push(['Opening a campaign with a scanned map (Chromium IndexedDB, the image read and decoded)', [
        '| measure | ours | baseline in the same run | ratio |',
        '|---|---|---|---|',
        `| open a campaign carrying a ${scan.widthPx} × ${scan.heightPx} (${((scan.widthPx * scan.heightPx) / 1e6).toFixed(0)}-megapixel) JPEG scan (${scan.megabytes.toFixed(1)} MB, a Blob in IndexedDB) with a fresh store, read the image and decode it ready to draw | ${f1(scan.openWithImageMs)} ms (≤ 1,000 ms: ${mark(scan.openWithImageMs <= 1000)}) | the same campaign without it: ${f1(scan.openWithoutMs)} ms | ${(scan.openWithImageMs / Math.max(0.1, scan.openWithoutMs)).toFixed(0)}× |`,
      ]]);
      await context.close();
    }

    if (which.has('effect')) {
      console.log('bench: expected effect in the browser worker…');
      const context = await browser.newContext();
      const page = await context.newPage();
      await openPage(page, `${base}test/bench/effect-bench.html`);
      await page.waitForFunction(() => typeof window.runEffectBenchPage === 'function', undefined, { timeout: 60_000 });
      sections.push([EFFECT_TITLE, effectRows(await page.evaluate(() => window.runEffectBenchPage!()))]);
      await context.close();
    }

    if (which.has('open')) {
      const appDir = mkdtempSync(join(tmpdir(), 'campaign-desk-open-'));
      console.log('bench: building the app as npm start does…');
      buildApp(appDir);
      const app = await startPreview(appDir);
      try {
        sections.push([OPEN_TITLE, openRows(await runOpenBench(browser, appDir, app.url, `${base}test/bench/open-baseline.html`), mark)]);
      } finally {
        await app.close();
        rmSync(appDir, { recursive: true, force: true });
      }
    }

    sections.push(...(await nodeSections(which)));
    const machine = machineText(browser.version());
    if (which.size < BENCHES.length) return writePartial(which, machine, sections);
    const lines = [`Run of \`npm run bench\` on: ${machine}.`, ...sections.flatMap(([title, rows]) => ['', `### ${title}`, '', ...rows])];
    const section = lines.join('\n');
    console.log(`\n${section}\n`);
    writeDoc(section);
    console.log(`bench: wrote ${DOC}`);
  } finally {
    await browser.close();
    await server?.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

main().catch((e: unknown) => {
  console.error('bench: could not run:', e);
  process.exit(1);
});
