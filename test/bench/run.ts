/**
 * `npm run bench`: build the benchmark pages (test/bench/map-bench.html, store-bench.html,
 * effect-bench.html, open-baseline.html) with Vite, serve them on 127.0.0.1, drive Debian Chromium through
 * playwright-core, build the app as `npm start` serves it for the first-open bench (open-bench.ts),
 * run the Node benches (bound engine, command, artillery, logistics, campaign turn, desk, picture, ground, seats), print the figures and rewrite the
 * generated section of docs/BENCHMARKS.md with them and the machine they ran on.
 * `npm run bench -- <name>…` (names: map, store, effect, open, basemap, bound, command, artillery, logistics, turn, desk, picture, ground, seats) runs only
 * those; without map, store, effect, open or basemap no browser is started, and only those benches' subsections of the
 * generated section are rewritten.
 * It never asserts timings. A bench that throws says so in its subsection and the others still run; it exits
 * 0 when every chosen bench ran, 1 when any could not.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, totalmem, tmpdir } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, preview } from 'vite';
import { ALIASES } from '../../vite.config.ts';
import { launchChromium } from '../browser/chromium.ts';
import { freePort, REPO_DIR } from '../browser/server.ts';
import { browserSections } from './browser-sections.ts';
import { nodeSections, type Section } from './node-sections.ts';

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
const BENCHES = ['map', 'store', 'effect', 'open', 'basemap', 'bound', 'command', 'artillery', 'logistics', 'turn', 'desk', 'picture', 'ground', 'seats'] as const;
type BenchName = (typeof BENCHES)[number];
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
function writePartial(which: Set<BenchName>, machine: string, sections: readonly Section[]): void {
  for (const [title, rows] of sections) {
    const lines = [`Run of \`npm run bench -- ${[...which].join(' ')}\` on: ${machine}.`, '', ...rows];
    console.log(`\n### ${title}\n\n${lines.join('\n')}\n`);
    writeSubsection(title, lines);
  }
  console.log(`bench: wrote ${DOC}`);
}

/** Run the chosen benches; returns the titles of the subsections that could not run. */
async function main(): Promise<string[]> {
  const which = chosen(process.argv.slice(2));
  const failed: string[] = [];
  if (!['map', 'store', 'effect', 'open', 'basemap'].some((b) => which.has(b as BenchName))) {
    writePartial(which, machineText(), await nodeSections(which, failed));
    return failed;
  }
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
    const sections = await browserSections(browser, base, which, failed);
    sections.push(...(await nodeSections(which, failed)));
    const machine = machineText(browser.version());
    if (which.size < BENCHES.length) {
      writePartial(which, machine, sections);
      return failed;
    }
    const lines = [`Run of \`npm run bench\` on: ${machine}.`, ...sections.flatMap(([title, rows]) => ['', `### ${title}`, '', ...rows])];
    const section = lines.join('\n');
    console.log(`\n${section}\n`);
    writeDoc(section);
    console.log(`bench: wrote ${DOC}`);
    return failed;
  } finally {
    await browser.close();
    await server?.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

main().then(
  (failed) => {
    if (failed.length === 0) return;
    console.error(`bench: ${failed.length} of the subsections could not run (each says why in docs/BENCHMARKS.md): ${failed.join('; ')}`);
    process.exitCode = 1;
  },
  (e: unknown) => {
    console.error('bench: could not run:', e);
    process.exit(1);
  },
);
