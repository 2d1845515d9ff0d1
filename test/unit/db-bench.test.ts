/**
 * Smoke test of the store benchmark under fake-indexeddb: it runs, returns figures of the right
 * shape and cleans up. No timing is asserted (timings are measured in Chromium by `npm run bench`).
 */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { BENCH_DB, BENCH_RAW_DB, percentile, runStoreBench } from '../bench/store-bench.ts';
import { smallScenario } from './db-helpers.ts';

describe('runStoreBench', () => {
  it('runs every step and returns its figures in milliseconds', async () => {
    const idb = new IDBFactory();
    const lines: string[] = [];
    const r = await runStoreBench({
      indexedDB: idb,
      IDBKeyRange,
      scenario: smallScenario(),
      log: (s) => lines.push(s),
      sizes: { appends: 260, openEvents: 510, rawPuts: 40 },
    });
    expect(Object.keys(r).sort()).toEqual(['commitMsMedian', 'commitMsP95', 'open20kMs', 'openWorstMs', 'rawPutMsMedian', 'rawPutMsP95']);
    for (const value of Object.values(r)) expect(Number.isFinite(value) && value >= 0).toBe(true);
    expect(r.commitMsP95).toBeGreaterThanOrEqual(r.commitMsMedian);
    expect(r.rawPutMsP95).toBeGreaterThanOrEqual(r.rawPutMsMedian);
    expect(lines.map((l) => l.replace(/[\d.]+ ms/g, 'N ms'))).toEqual([
      'append: 260 commits, median N ms, p95 N ms',
      'built a 510-event campaign by import in N ms',
      'open: 510 events in N ms',
      'open: 749 events (239 after the newest snapshot) in N ms',
      'raw put: 40 transactions, median N ms, p95 N ms',
    ]);
    const names = (await idb.databases()).map((d) => d.name);
    expect(names).not.toContain(BENCH_DB);
    expect(names).not.toContain(BENCH_RAW_DB);
  });

  it('percentile is nearest-rank', () => {
    const xs = Array.from({ length: 20 }, (_, i) => 20 - i);
    expect([percentile(xs, 50), percentile(xs, 95), percentile(xs, 100), percentile([7], 95)]).toEqual([10, 19, 20, 7]);
    expect(percentile([], 50)).toBeNaN();
  });
});
