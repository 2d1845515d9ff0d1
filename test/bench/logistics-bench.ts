/**
 * The logistics benchmark (plain Node: `npx tsx test/bench/logistics-bench.ts`; `npm run bench --
 * logistics`): rebuilding all ledgers of a corps of 5,000 units from its log of
 * 50,000 campaign events, and updating them for one new event, beside a baseline in the same run.
 * - The corps and its log: `logistics-corps.ts`, `logistics-log.ts` (seeded; every event checked by
 *   the real fold, `applyEvent`, when it is made — outside the timings; kept by `logistics-cache.ts`).
 * - (a) `rebuildLedger(events)` (src/campaign/ledgers.ts): every CU, FU and POL ledger — units, the DLA,
 *   runs in transit — from the log. Checked first: every balance equals `holdingsOf` the folded state.
 * - (b) one new event: `LedgerKeeper.append(stateBefore, event)` on the keeper of the log, for each of
 *   1,000 further events of the same mix, each timed alone (wall time, `process.hrtime`); median / p95
 *   / max, and the kind of event with the slowest median. Checked after: the keeper equals the state.
 * - (c) baseline: a plain sum over the same events — one loop over their payloads adding the stock they
 *   move into a Map by unit + kind (the opening holdings, consumed −, generated +, a run's stock − at its
 *   source and + at its unit, a count's difference), nothing else. Checked to agree with the ledgers on
 *   every account it can follow (no count, nothing lost; runs in transit counted).
 * - For reference, the rules alone: `Ledger.rebuild` from the ledgers' entries beside a plain sum of
 *   their deltas by account + kind.
 * Rebuilds and sums: this process's CPU time (which counts V8's garbage-collector threads too; the
 * rebuild's wall time is printed beside it), median of 7 rounds after 3 warm-up rounds, alternating (the
 * cold first rebuild printed too). Printed, never asserted. Targets: rebuild ≤ 500 ms,
 * one event ≤ 1 ms (p95).
 */
import type { CampaignEvent } from '../../src/campaign/events.ts';
import { applyEvent, foldEvents } from '../../src/campaign/events.ts';
import { holdingsOf, LedgerKeeper, rebuildLedger } from '../../src/campaign/log/ledgers.ts';
import { dlaHoldings } from '../../src/campaign/logistics/checks.ts';
import { unitHoldings } from '../../src/campaign/logistics/stocks.ts';
import type { CampaignState } from '../../src/campaign/model/types.ts';
import { Ledger, type LedgerEntry } from '../../src/rules/logistics/index.ts';
import { STOCK_KINDS } from '../../src/rules/tables/nqmLogistics.ts';
import { benchLog } from './logistics-cache.ts';

/** The figures (ms unless named otherwise). */
export type LogisticsBenchFigure = {
  units: number;
  events: number;
  entries: number;
  accounts: number;
  logFrom: 'generated' | 'cache';
  logSeconds: number;
  coldRebuildMs: number;
  rebuildMs: number;
  /** The rebuild's median wall time (CPU time also counts V8's garbage-collector threads). */
  rebuildWallMs: number;
  baselineMs: number;
  ratio: number;
  appends: number;
  appendMedianMs: number;
  appendP95Ms: number;
  appendMaxMs: number;
  slowestType: string;
  slowestMedianMs: number;
  entryRebuildMs: number;
  entryBaselineMs: number;
  /** (d) Opening with no snapshot: `foldEvents` (one batch) of the log's first `FOLD_EVENTS` events from nothing, ms (median of 3 after a first, cold one, `foldColdMs`); the same event by event (`applyEvent`, a copy of each record changed), ms; and JSON.parse of their text, ms. */
  foldMs: number;
  foldColdMs: number;
  foldEachMs: number;
  foldParseMs: number;
};

const TARGET = { rebuildMs: 500, eventMs: 1, foldMs: 2000 } as const;
/** Events folded from nothing in (d): a 20,000-event campaign opened with no snapshot. */
const FOLD_EVENTS = 20_000;
const EVENTS = 50_000;
const NEW_EVENTS = 1_000;
const ROUNDS = 7;
const WARM_UPS = 3;

/** Seconds of this process's CPU time (user + system). */
const seconds = () => {
  const cpu = process.cpuUsage();
  return (cpu.user + cpu.system) / 1e6;
};
function timeMs(fn: () => void): number {
  const t0 = seconds();
  fn();
  return (seconds() - t0) * 1000;
}
const sorted = (xs: readonly number[]) => xs.slice().sort((a, b) => a - b);
const median = (xs: readonly number[]) => sorted(xs)[xs.length >> 1]!;
const k = (id: string, kind: string) => `${id}|${kind}`;

/** The baseline (see the module note): the stock the events' payloads move, summed into a Map by unit + kind. */
export function plainSum(events: readonly CampaignEvent[]): Map<string, number> {
  const sums = new Map<string, number>();
  const add = (id: string, kind: string, n: number) => void sums.set(k(id, kind), (sums.get(k(id, kind)) ?? 0) + n);
  for (let i = 0; i < events.length; i++) {
    const e = events[i]!;
    switch (e.type) {
      case 'campaign.created':
        for (const u of e.payload.scenario.units) {
          const h = unitHoldings(u);
          for (const kind of STOCK_KINDS) if (h[kind] !== 0) add(u.id, kind, h[kind]);
        }
        break;
      case 'stock.consumed':
        add(e.payload.unitId, e.payload.kind, -e.payload.amount);
        break;
      case 'stock.generated': {
        const id = e.payload.unitId === 'dla' ? `dla:${e.payload.side}` : e.payload.unitId;
        for (const kind of STOCK_KINDS) if (e.payload.stocks[kind]) add(id, kind, e.payload.stocks[kind]!);
        break;
      }
      case 'resupply.dispatched': {
        const r = e.payload.run;
        for (const kind of STOCK_KINDS) {
          if (!r.stocks[kind]) continue;
          add(r.fromId === 'dla' ? `dla:${r.side}` : r.fromId, kind, -r.stocks[kind]!);
          add(r.toId, kind, r.stocks[kind]!);
        }
        break;
      }
      case 'stock.set':
        for (const kind of STOCK_KINDS) if (e.payload.stocks[kind] !== undefined) add(e.payload.unitId, kind, e.payload.stocks[kind]! - (sums.get(k(e.payload.unitId, kind)) ?? 0));
        break;
    }
  }
  return sums;
}

/** The baseline of the rules row: one loop summing every entry's delta into a Map by account + kind. */
function plainEntrySum(entries: readonly LedgerEntry[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i]!;
    const key = k(e.accountId, e.kind);
    sums.set(key, (sums.get(key) ?? 0) + e.delta);
  }
  return sums;
}

/** Throws unless every unit, the DLA and every run of `state` holds in `ledger` what the state says. */
function checkAgainstState(ledger: Ledger, state: CampaignState, what: string): void {
  const fail = (acc: string, kind: string, got: number, want: number) => {
    throw new Error(`logistics bench: ${what}: ${acc} holds ${got} ${kind} in the ledger but ${want} in the folded state`);
  };
  for (const id of state.unitOrder) {
    const h = holdingsOf(state, id);
    for (const kind of STOCK_KINDS) if (ledger.balance(id, kind) !== h[kind]) fail(id, kind, ledger.balance(id, kind), h[kind]);
  }
  const dla = dlaHoldings(state, 'blue');
  for (const kind of STOCK_KINDS) if (ledger.balance('dla:blue', kind) !== dla[kind]) fail('dla:blue', kind, ledger.balance('dla:blue', kind), dla[kind]);
  for (const run of Object.values(state.resupplyRuns ?? {})) {
    for (const kind of STOCK_KINDS) {
      const want = run.arrived ? 0 : (run.stocks[kind] ?? 0);
      if (ledger.balance(`run:${run.id}`, kind) !== want) fail(`run:${run.id}`, kind, ledger.balance(`run:${run.id}`, kind), want);
    }
  }
}

/** Throws unless the plain sum equals balance + stock in transit to it for every account it can follow; returns how many it checked. */
function checkBaseline(sums: Map<string, number>, ledger: Ledger, events: readonly CampaignEvent[], state: CampaignState): number {
  const counted = new Set(events.flatMap((e) => (e.type === 'stock.set' ? [e.payload.unitId] : [])));
  const transit = new Map<string, number>();
  for (const r of Object.values(state.resupplyRuns ?? {})) if (!r.arrived) for (const kind of STOCK_KINDS) transit.set(k(r.toId, kind), (transit.get(k(r.toId, kind)) ?? 0) + (r.stocks[kind] ?? 0));
  let checked = 0;
  for (const [key, sum] of sums) {
    const [id, kind] = key.split('|') as [string, (typeof STOCK_KINDS)[number]];
    if (counted.has(id) || ledger.totals(id, kind).lost !== 0) continue;
    const want = ledger.balance(id, kind) + (transit.get(key) ?? 0);
    if (sum !== want) throw new Error(`logistics bench: ${key} sums to ${sum} in the baseline but the ledger holds ${ledger.balance(id, kind)} with ${transit.get(key) ?? 0} in transit`);
    checked++;
  }
  return checked;
}

/** Median CPU ms of `a` and `b` over `ROUNDS` alternating rounds after `WARM_UPS`, and the median wall ms of `a`. */
function alternate(a: () => void, b: () => void): [number, number, number] {
  for (let w = 0; w < WARM_UPS; w++) {
    a();
    b();
  }
  const ta: number[] = [];
  const tb: number[] = [];
  const wall: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const w0 = performance.now();
    ta.push(timeMs(a));
    wall.push(performance.now() - w0);
    tb.push(timeMs(b));
  }
  return [median(ta), median(tb), median(wall)];
}

/** Run the benchmark and print through `log`; returns the figures. Throws only when a check fails (see the module note). */
export function runLogisticsBench(log: (line: string) => void = console.log): LogisticsBenchFigure {
  const made = benchLog(EVENTS, NEW_EVENTS);
  const { events, stateAt } = made;
  log(`log: ${events.length.toLocaleString('en')} events over ${stateAt.unitOrder.length.toLocaleString('en')} units, ${made.source === 'cache' ? 'read from the cache' : 'generated and folded'} in ${made.seconds.toFixed(1)} s`);
  const mix = new Map<string, number>();
  for (const e of events) mix.set(e.type, (mix.get(e.type) ?? 0) + 1);
  log(`  mix: ${[...mix].sort((a, b) => b[1] - a[1]).map(([t, n]) => `${t} ${n}`).join(', ')}`);
  let ledger!: Ledger;
  const coldRebuildMs = timeMs(() => void (ledger = rebuildLedger(events).ledger));
  checkAgainstState(ledger, stateAt, 'rebuilt');
  const sums = plainSum(events);
  const checked = checkBaseline(sums, ledger, events, stateAt);
  let sink = 0;
  const [rebuildMs, baselineMs, rebuildWallMs] = alternate(
    () => void (sink += rebuildLedger(events).seq),
    () => void (sink += plainSum(events).size),
  );
  const entries = ledger.entries();
  const [entryRebuildMs, entryBaselineMs] = alternate(
    () => void (sink += Ledger.rebuild(entries).size),
    () => void (sink += plainEntrySum(entries).size),
  );
  const keeper = new LedgerKeeper(events);
  const times: number[] = [];
  const byType = new Map<string, number[]>();
  let last: [CampaignState, CampaignEvent] | null = null;
  for (const [before, event] of made.more()) {
    const t0 = process.hrtime.bigint();
    keeper.append(before, event);
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    times.push(ms);
    const ofType = byType.get(event.type) ?? [];
    ofType.push(ms);
    byType.set(event.type, ofType);
    last = [before, event];
  }
  checkAgainstState(keeper.ledger, applyEvent(last![0], last![1]), 'kept event by event');
  // (d) Once each: event by event every fold copies each record it changes (tens of seconds at corps scale).
  const firstEvents = events.slice(0, FOLD_EVENTS);
  const text = JSON.stringify(firstEvents);
  const foldParseMs = timeMs(() => void (sink += (JSON.parse(text) as unknown[]).length));
  const foldColdMs = timeMs(() => void (sink += foldEvents(null, firstEvents).seq));
  const foldMs = median([0, 1, 2].map(() => timeMs(() => void (sink += foldEvents(null, firstEvents).seq))));
  const foldEachMs = timeMs(() => {
    let s: CampaignState | null = null;
    for (const e of firstEvents) s = applyEvent(s, e);
    sink += s?.seq ?? 0;
  });
  const t = sorted(times);
  const [slowestType, slowest] = [...byType].map(([type, xs]) => [type, median(xs)] as const).sort((a, b) => b[1] - a[1])[0]!;
  const fig: LogisticsBenchFigure = {
    units: stateAt.unitOrder.length,
    events: events.length,
    entries: entries.length,
    accounts: ledger.accountIds().length,
    logFrom: made.source,
    logSeconds: made.seconds,
    coldRebuildMs,
    rebuildMs,
    rebuildWallMs,
    baselineMs,
    ratio: rebuildMs / baselineMs,
    appends: times.length,
    appendMedianMs: t[t.length >> 1]!,
    appendP95Ms: t[Math.floor(t.length * 0.95)]!,
    appendMaxMs: t[t.length - 1]!,
    slowestType,
    slowestMedianMs: slowest,
    entryRebuildMs,
    entryBaselineMs,
    foldMs,
    foldColdMs,
    foldEachMs,
    foldParseMs,
  };
  const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
  log(`ledgers: ${fig.entries.toLocaleString('en')} entries in ${fig.accounts.toLocaleString('en')} accounts; the baseline agrees on ${checked.toLocaleString('en')} account-kinds (checksum ${sink % 1000})`);
  log(`  (a) rebuildLedger: ${rebuildMs.toFixed(1)} ms CPU, ${rebuildWallMs.toFixed(1)} ms wall (cold first ${coldRebuildMs.toFixed(1)} ms; target ≤ ${TARGET.rebuildMs} ms: ${met(rebuildMs <= TARGET.rebuildMs)})`);
  log(`  (c) baseline (plain sum of the events' stock into a Map by unit + kind): ${baselineMs.toFixed(1)} ms; rebuild ${fig.ratio.toFixed(2)}× the baseline`);
  log(`  (b) one new event, LedgerKeeper.append: median ${fig.appendMedianMs.toFixed(4)} / p95 ${fig.appendP95Ms.toFixed(4)} / max ${fig.appendMaxMs.toFixed(3)} ms over ${fig.appends} events; slowest kind ${slowestType} (median ${slowest.toFixed(4)} ms) (target p95 ≤ ${TARGET.eventMs} ms: ${met(fig.appendP95Ms <= TARGET.eventMs)})`);
  log(`  (d) open with no snapshot: foldEvents of the first ${FOLD_EVENTS.toLocaleString('en')} events ${foldMs.toFixed(0)} ms, median of 3 (first, cold: ${foldColdMs.toFixed(0)} ms) (target ≤ ${TARGET.foldMs} ms: ${met(foldMs <= TARGET.foldMs)}); event by event ${foldEachMs.toFixed(0)} ms; JSON.parse of their text ${foldParseMs.toFixed(1)} ms`);
  log(`  rules alone: Ledger.rebuild from the entries ${entryRebuildMs.toFixed(1)} ms; plain sum of the entries ${entryBaselineMs.toFixed(1)} ms`);
  return fig;
}

/** The Markdown rows of `docs/BENCHMARKS.md` for these figures. */
export function logisticsRows(f: LogisticsBenchFigure): string[] {
  const n = (x: number) => Math.round(x).toLocaleString('en-GB');
  const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
  return [
    '| measure | ledgers | baseline: plain sum into a Map by unit + kind | ledgers ÷ baseline time |',
    '|---|---|---|---|',
    `| (a) rebuild all ledgers of a corps (${n(f.units)} units) from its log of ${n(f.events)} events: \`rebuildLedger\` → ${n(f.entries)} entries in ${n(f.accounts)} accounts | ${f.rebuildMs.toFixed(1)} ms (wall ${f.rebuildWallMs.toFixed(1)} ms); first (cold) ${f.coldRebuildMs.toFixed(1)} ms (≤ ${TARGET.rebuildMs} ms: ${met(f.rebuildMs <= TARGET.rebuildMs)}) | (c) the events' stock summed: ${f.baselineMs.toFixed(1)} ms | ${f.ratio.toFixed(2)}× |`,
    `| (b) one new event: \`LedgerKeeper.append(stateBefore, event)\`, median / p95 / max of ${n(f.appends)} | ${f.appendMedianMs.toFixed(4)} / ${f.appendP95Ms.toFixed(4)} / ${f.appendMaxMs.toFixed(3)} ms (p95 ≤ ${TARGET.eventMs} ms: ${met(f.appendP95Ms <= TARGET.eventMs)}); slowest kind ${f.slowestType}, median ${f.slowestMedianMs.toFixed(4)} ms | | |`,
    `| the rules alone: \`Ledger.rebuild\` from those ${n(f.entries)} entries | ${f.entryRebuildMs.toFixed(1)} ms | the entries' deltas summed: ${f.entryBaselineMs.toFixed(1)} ms | ${(f.entryRebuildMs / f.entryBaselineMs).toFixed(2)}× |`,
    `| (d) open the corps' campaign (${n(f.units)} units) with no snapshot: \`foldEvents\` of its first ${n(FOLD_EVENTS)} events from nothing, one batch (each event changes in place what it changes) | ${n(f.foldMs)} ms, median of 3 (first, cold: ${n(f.foldColdMs)} ms) (≤ ${n(TARGET.foldMs)} ms: ${met(f.foldMs <= TARGET.foldMs)}); event by event, a copy of each record changed: ${n(f.foldEachMs)} ms | \`JSON.parse\` of those events' text: ${f.foldParseMs.toFixed(1)} ms | ${(f.foldMs / f.foldParseMs).toFixed(0)}× |`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) runLogisticsBench();
