/**
 * The logistics benchmark (plain Node: `npx tsx test/bench/logistics-bench.ts`; `npm run bench --
 * logistics`): rebuilding every ledger of a corps from its entries (`Ledger.rebuild`, src/rules/logistics)
 * and appending one new entry (issue 6 §Benchmark), beside a baseline in the same run: a plain sum — one
 * loop adding each entry's delta into a Map keyed by account + kind, with no checks, totals or history.
 *
 * The corps is seeded (pure-rand xoroshiro128+): 5,000 accounts — 50 echelons (corps and divisional
 * logistics areas, brigade and battalion echelons) and 4,950 units, every unit holding CU, one in ten
 * (batteries) FU and one in five (tracked) POL — and 50,000 valid entries: the opening holdings, then
 * events at rising minutes: resupply runs from an echelon to a unit (issued/received pairs), firefights
 * (CU), shoots (FU), moves (POL), BN LOG supply generated at echelons ('adjusted') and units lost with their
 * stock; every amount is within the holder's balance, so the ledger accepts them all.
 * Rebuild and baseline: this process's CPU time (one core), median of 7 rounds after 5 warm-up rounds,
 * alternating (the cold first rebuild printed too). One entry: wall time (`process.hrtime`) of
 * `ledger.append([entry])` on the rebuilt ledger, median / p95 / max of 2,000 appends (each a unit firing
 * 1 CU or an echelon receiving 1 CU of supply). Printed, never asserted. Targets: rebuild ≤ 500 ms, one
 * entry ≤ 1 ms.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { Ledger, STOCK_KINDS, type LedgerEntry, type StockKind } from '../../src/rules/logistics/index.ts';

/** The figures: the corps' size, then median ms of the rebuild and the baseline, and the one-entry append's median / p95 / max. */
export type LogisticsBenchFigure = {
  accounts: number;
  entries: number;
  coldRebuildMs: number;
  rebuildMs: number;
  baselineMs: number;
  ratio: number;
  appendMedianMs: number;
  appendP95Ms: number;
  appendMaxMs: number;
  appends: number;
};

const TARGET = { rebuildMs: 500, appendMs: 1 } as const;
const ACCOUNTS = 5_000;
const ECHELONS = 50;
const ENTRIES = 50_000;
const ROUNDS = 7;
const WARM_UPS = 5;
const APPENDS = 2_000;

/** The seeded corps' entries (see the file's docstring); exactly `ENTRIES` of them, every one valid. */
export function corpsEntries(seed = 1944): { entries: LedgerEntry[]; accounts: number } {
  const rng = xoroshiro128plus(seed);
  const int = (lo: number, hi: number) => uniformInt(rng, lo, hi);
  const ids = Array.from({ length: ACCOUNTS }, (_, i) => (i < ECHELONS ? `ech${i}` : `u${i - ECHELONS}`));
  const held = new Map<string, number>();
  const key = (id: string, k: StockKind) => `${id}|${k}`;
  const get = (id: string, k: StockKind) => held.get(key(id, k)) ?? 0;
  const entries: LedgerEntry[] = [];
  let seq = 0;
  let atMin = 0;
  const put = (accountId: string, kind: StockKind, delta: number, cause: LedgerEntry['cause'], ref?: string) => {
    entries.push(ref === undefined ? { seq, atMin, accountId, kind, delta, cause } : { seq, atMin, accountId, kind, delta, cause, ref });
    held.set(key(accountId, kind), get(accountId, kind) + delta);
  };
  const kindsOf = (u: number): StockKind[] => (u < ECHELONS ? [...STOCK_KINDS] : ['CU', ...(u % 10 === 0 ? ['FU' as const] : []), ...(u % 5 === 1 ? ['POL' as const] : [])]);
  for (let u = 0; u < ACCOUNTS; u++) for (const k of kindsOf(u)) put(ids[u]!, k, u < ECHELONS ? int(200, 400) : int(1, 6), 'initial', 'order of battle');
  while (entries.length < ENTRIES) {
    seq++;
    atMin += int(0, 3);
    const u = int(ECHELONS, ACCOUNTS - 1);
    const unit = ids[u]!;
    const kinds = kindsOf(u);
    const kind = kinds[int(0, kinds.length - 1)]!;
    const roll = int(1, 100);
    if (roll <= 40) {
      const ech = ids[int(0, ECHELONS - 1)]!;
      const amount = Math.min(get(ech, kind), int(1, 4));
      if (amount === 0 || entries.length + 2 > ENTRIES) continue;
      put(ech, kind, -amount, 'issued', `run ${seq}`);
      put(unit, kind, amount, 'received', `run ${seq}`);
    } else if (roll <= 85) {
      const amount = Math.min(get(unit, kind), int(1, 3));
      if (amount > 0) put(unit, kind, -amount, 'consumed', kind === 'CU' ? 'firefight' : kind === 'FU' ? 'shoot' : 'move');
    } else if (roll <= 97) put(ids[int(0, ECHELONS - 1)]!, kind, int(5, 20), 'adjusted', 'BN LOG');
    else if (entries.length + kinds.length <= ENTRIES) for (const k of kinds) if (get(unit, k) > 0) put(unit, k, -get(unit, k), 'lost', 'destroyed');
  }
  return { entries, accounts: ACCOUNTS };
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
const sorted = (xs: readonly number[]) => xs.slice().sort((a, b) => a - b);
const median = (xs: readonly number[]) => sorted(xs)[xs.length >> 1]!;

/** The baseline: one loop summing every delta into a Map keyed by account + kind. */
function plainSum(entries: readonly LedgerEntry[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i]!;
    const k = `${e.accountId}|${e.kind}`;
    sums.set(k, (sums.get(k) ?? 0) + e.delta);
  }
  return sums;
}

/** Run the benchmark and print through `log`; returns the figures. Throws only when the ledger and the plain sum disagree. */
export function runLogisticsBench(log: (line: string) => void = console.log): LogisticsBenchFigure {
  const { entries, accounts } = corpsEntries();
  let ledger = new Ledger();
  const coldRebuildMs = timeMs(() => void (ledger = Ledger.rebuild(entries)));
  const sums = plainSum(entries);
  for (const [k, v] of sums) {
    const [id, kind] = k.split('|') as [string, StockKind];
    if (ledger.balance(id, kind) !== v) throw new Error(`logistics bench: ${k} holds ${ledger.balance(id, kind)} in the ledger but sums to ${v}`);
  }
  let sink = 0;
  const rebuild = () => void (sink += Ledger.rebuild(entries).size);
  const baseline = () => void (sink += plainSum(entries).size);
  for (let w = 0; w < WARM_UPS; w++) {
    rebuild();
    baseline();
  }
  const rebuildMs: number[] = [];
  const baselineMs: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    rebuildMs.push(timeMs(rebuild));
    baselineMs.push(timeMs(baseline));
  }
  const appendMs: number[] = [];
  let seq = ledger.lastSeq;
  for (let i = 0; i < APPENDS; i++) {
    const unit = `u${(i * 37) % (ACCOUNTS - ECHELONS)}`;
    const entry: LedgerEntry =
      ledger.balance(unit, 'CU') > 0
        ? { seq: ++seq, atMin: 10_000 + i, accountId: unit, kind: 'CU', delta: -1, cause: 'consumed', ref: 'firefight' }
        : { seq: ++seq, atMin: 10_000 + i, accountId: `ech${i % ECHELONS}`, kind: 'CU', delta: 1, cause: 'adjusted', ref: 'BN LOG' };
    const t0 = process.hrtime.bigint();
    ledger.append([entry]);
    appendMs.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  const a = sorted(appendMs);
  const fig: LogisticsBenchFigure = {
    accounts,
    entries: entries.length,
    coldRebuildMs,
    rebuildMs: median(rebuildMs),
    baselineMs: median(baselineMs),
    ratio: median(rebuildMs) / median(baselineMs),
    appendMedianMs: a[a.length >> 1]!,
    appendP95Ms: a[Math.floor(a.length * 0.95)]!,
    appendMaxMs: a[a.length - 1]!,
    appends: APPENDS,
  };
  const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
  log(`logistics: ${fig.accounts.toLocaleString('en')} accounts, ${fig.entries.toLocaleString('en')} entries, ${sums.size.toLocaleString('en')} account-kinds (checksum ${sink % 1000})`);
  log(`  rebuild: ${fig.rebuildMs.toFixed(1)} ms (cold first ${fig.coldRebuildMs.toFixed(1)} ms; target ≤ ${TARGET.rebuildMs} ms: ${met(fig.rebuildMs <= TARGET.rebuildMs)})`);
  log(`  baseline (plain sum into a Map by account + kind): ${fig.baselineMs.toFixed(1)} ms; rebuild ${fig.ratio.toFixed(2)}× the baseline`);
  log(`  one entry appended: median ${fig.appendMedianMs.toFixed(4)} / p95 ${fig.appendP95Ms.toFixed(4)} / max ${fig.appendMaxMs.toFixed(3)} ms over ${fig.appends} appends (target ≤ ${TARGET.appendMs} ms: ${met(fig.appendMedianMs <= TARGET.appendMs)})`);
  return fig;
}

/** The Markdown rows of `docs/BENCHMARKS.md` for these figures. */
export function logisticsRows(f: LogisticsBenchFigure): string[] {
  const n = (x: number) => Math.round(x).toLocaleString('en-GB');
  const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
  return [
    '| measure | ledger | baseline: plain sum into a Map by account + kind | ledger ÷ baseline time |',
    '|---|---|---|---|',
    `| rebuild every ledger of a corps: ${n(f.accounts)} accounts from ${n(f.entries)} entries | ${f.rebuildMs.toFixed(1)} ms; first (cold) ${f.coldRebuildMs.toFixed(1)} ms (≤ ${TARGET.rebuildMs} ms: ${met(f.rebuildMs <= TARGET.rebuildMs)}) | ${f.baselineMs.toFixed(1)} ms | ${f.ratio.toFixed(2)}× |`,
    `| append one new entry to the rebuilt ledger, median / p95 / max of ${n(f.appends)} | ${f.appendMedianMs.toFixed(4)} / ${f.appendP95Ms.toFixed(4)} / ${f.appendMaxMs.toFixed(3)} ms (median ≤ ${TARGET.appendMs} ms: ${met(f.appendMedianMs <= TARGET.appendMs)}) | | |`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) runLogisticsBench();
