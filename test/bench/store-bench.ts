/**
 * The store benchmark (browser APIs only: bundled into test/bench/store-bench.html and run in
 * Chromium by test/bench/run.ts; smoke-tested under fake-indexeddb by test/unit/db-bench.test.ts).
 * It measures, with `performance.now()`, in milliseconds:
 * - `commitMs*`: 2,000 `append`s of a `unit.moved`, one transaction each (every 250th also writes
 *   a snapshot, as in use);
 * - `open20kMs`: `open` of a 20,000-event campaign (built by `importText`, which writes the events
 *   and the every-250 snapshots exactly as appending would have), on a fresh store whose
 *   connection is already open (so the figure is the campaign, not the database, opening);
 * - `openWorstMs`: `open` again after appending events up to one short of the next snapshot
 *   (20,249 events: the newest snapshot is 249 events behind, the most `open` ever folds);
 * - `rawPutMs*`: the baseline, 2,000 raw IndexedDB `put`s of the same event row, one readwrite
 *   transaction each, into a plain object store of a separate database.
 * It uses its own database names and deletes them before and after.
 */
import type { EventDraft } from '../../src/campaign/events.ts';
import type { Scenario } from '../../src/campaign/model/types.ts';
import { SNAPSHOT_EVERY } from '../../src/db/snapshots.ts';
import { createCampaignStore } from '../../src/db/store.ts';

/** Database names the benchmark creates and deletes (never the app's `campaign-desk`). */
export const BENCH_DB = 'campaign-desk-bench';
export const BENCH_RAW_DB = 'campaign-desk-bench-raw';

/** The figures, in milliseconds. */
export type StoreBenchResult = {
  commitMsMedian: number;
  commitMsP95: number;
  open20kMs: number;
  rawPutMsMedian: number;
  rawPutMsP95: number;
  /** Extra figure: `open` after appending up to 249 events past the newest snapshot (the most `open` folds). */
  openWorstMs: number;
};

/** Options; `sizes` only shrinks the run for the unit smoke test (defaults 2,000 / 20,000 / 2,000). */
export type StoreBenchOptions = {
  indexedDB: IDBFactory;
  IDBKeyRange: typeof IDBKeyRange;
  scenario: Scenario;
  log: (s: string) => void;
  sizes?: { appends?: number; openEvents?: number; rawPuts?: number };
};

/** Nearest-rank percentile (`p` in 0…100) of a list of numbers; NaN for an empty list. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** The i-th move of the benchmark: cycles through the scenario's units, inside the grid. */
function benchMove(scenario: Scenario, i: number): EventDraft<'unit.moved'> {
  const unit = scenario.units[i % scenario.units.length];
  if (!unit) throw new RangeError('the benchmark scenario has no units');
  const g = scenario.grid;
  const lon = g.originLon + 0.002 + (i % 97) * 0.00005;
  const lat = g.originLat + 0.002 + (i % 89) * 0.00005;
  return { at: Math.floor(i / 20), type: 'unit.moved', v: 1, payload: { unitId: unit.id, to: { lon, lat } } };
}

function done(req: IDBRequest | IDBOpenDBRequest): Promise<void> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve();
    req.onerror = () => reject(req.error);
  });
}

async function deleteDb(idb: IDBFactory, name: string): Promise<void> {
  await done(idb.deleteDatabase(name));
}

const ms = (n: number) => n.toFixed(2);

/** Run the benchmark once (see the file comment). Throws if any step fails. */
export async function runStoreBench(opts: StoreBenchOptions): Promise<StoreBenchResult> {
  const { indexedDB: idb, IDBKeyRange: keyRange, scenario, log } = opts;
  const appends = opts.sizes?.appends ?? 2000;
  const openEvents = opts.sizes?.openEvents ?? 20_000;
  const rawPuts = opts.sizes?.rawPuts ?? 2000;
  await deleteDb(idb, BENCH_DB);
  await deleteDb(idb, BENCH_RAW_DB);

  // 1. Commits: one append per transaction.
  const store = createCampaignStore({ indexedDB: idb, IDBKeyRange: keyRange, name: BENCH_DB, storage: null });
  const meta = await store.createFromScenario(scenario, 'Benchmark: commits');
  const commit: number[] = [];
  for (let i = 0; i < appends; i++) {
    const t0 = performance.now();
    await store.append(meta.id, benchMove(scenario, i));
    commit.push(performance.now() - t0);
  }
  const commitMsMedian = percentile(commit, 50);
  const commitMsP95 = percentile(commit, 95);
  log(`append: ${appends} commits, median ${ms(commitMsMedian)} ms, p95 ${ms(commitMsP95)} ms`);

  // 2. Open a campaign of `openEvents` events.
  const events: unknown[] = [{ seq: 1, at: 0, type: 'campaign.created', v: 1, payload: { scenario } }];
  for (let i = 0; i < openEvents - 1; i++) events.push({ seq: i + 2, ...benchMove(scenario, i) });
  const file = { format: 'campaign-desk', formatVersion: 1, campaign: { name: 'Benchmark: long log', mapId: scenario.mapId, createdAt: '2024-01-01T00:00:00.000Z' }, events };
  const tBuild = performance.now();
  const big = await store.importText(JSON.stringify(file));
  log(`built a ${openEvents}-event campaign by import in ${ms(performance.now() - tBuild)} ms`);
  store.close();
  const fresh = createCampaignStore({ indexedDB: idb, IDBKeyRange: keyRange, name: BENCH_DB, storage: null });
  await fresh.list();
  const tOpen = performance.now();
  const opened = await fresh.open(big.id);
  const open20kMs = performance.now() - tOpen;
  if (opened.meta.headSeq !== openEvents) throw new Error(`opened ${opened.meta.headSeq} events, expected ${openEvents}`);
  log(`open: ${openEvents} events in ${ms(open20kMs)} ms`);
  const worstHead = (Math.floor(openEvents / SNAPSHOT_EVERY) + 1) * SNAPSHOT_EVERY - 1;
  for (let i = openEvents - 1; i < worstHead - 1; i++) await fresh.append(big.id, benchMove(scenario, i));
  fresh.close();
  const again = createCampaignStore({ indexedDB: idb, IDBKeyRange: keyRange, name: BENCH_DB, storage: null });
  const snap = await again.db.snapshots.where('[campaignId+seq]').between([big.id, 1], [big.id, worstHead], true, true).last();
  const tWorst = performance.now();
  const worst = await again.open(big.id);
  const openWorstMs = performance.now() - tWorst;
  if (worst.meta.headSeq !== worstHead) throw new Error(`opened ${worst.meta.headSeq} events, expected ${worstHead}`);
  log(`open: ${worstHead} events (${worstHead - (snap?.seq ?? 0)} after the newest snapshot) in ${ms(openWorstMs)} ms`);
  again.close();

  // 3. Baseline: raw puts of the same row, one transaction each.
  const openReq = idb.open(BENCH_RAW_DB, 1);
  openReq.onupgradeneeded = () => openReq.result.createObjectStore('events', { keyPath: ['campaignId', 'seq'] });
  await done(openReq);
  const raw = openReq.result;
  const put: number[] = [];
  for (let i = 0; i < rawPuts; i++) {
    const d = benchMove(scenario, i);
    const row = { campaignId: 'raw', seq: i + 1, at: d.at, type: d.type, v: d.v, payload: d.payload };
    const t0 = performance.now();
    await new Promise<void>((resolve, reject) => {
      const tx = raw.transaction('events', 'readwrite');
      tx.objectStore('events').put(row);
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
    put.push(performance.now() - t0);
  }
  raw.close();
  const rawPutMsMedian = percentile(put, 50);
  const rawPutMsP95 = percentile(put, 95);
  log(`raw put: ${rawPuts} transactions, median ${ms(rawPutMsMedian)} ms, p95 ${ms(rawPutMsP95)} ms`);

  await deleteDb(idb, BENCH_DB);
  await deleteDb(idb, BENCH_RAW_DB);
  return { commitMsMedian, commitMsP95, open20kMs, rawPutMsMedian, rawPutMsP95, openWorstMs };
}
