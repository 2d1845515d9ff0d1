/**
 * Folding a log as one batch (src/campaign/model/records.ts, recordOverlay.ts): an overlay of a record
 * behaves, for one event's fold, exactly as a copy would — checked against a real copy over seeded random
 * sequences of writes and deletions, keys and their order included — and its merge leaves the record equal
 * to that copy; a batch owns only the records it made; caches keyed by a record lapse when it changes in
 * place. Then the whole point: `foldEvents` (a batch) and the import's `foldWithSnapshots` give, byte for
 * byte as JSON, the state `applyEvent` gives event by event, for every valid campaign file of the test
 * corpus and the golden files (every event type between them) and for a corps log of 600 logistics
 * events over 5,000 units; the start state is left as it was; no overlay is left in the state.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { describe, expect, it } from 'vitest';
import { applyEvent, foldEvents, type CampaignEvent } from '../../src/campaign/events.ts';
import type { CampaignState } from '../../src/campaign/model/types.ts';
import { commitRecords, copyRecord, inBatch, IncrementalRecordMemo, RecordMemo } from '../../src/campaign/model/records.ts';
import { isOverlay } from '../../src/campaign/model/recordOverlay.ts';
import { parseCampaignFile } from '../../src/db/fileFormat.ts';
import { foldWithSnapshots } from '../../src/db/snapshots.ts';
import { CorpsLog } from '../bench/logistics-log.ts';

/** A null-prototype record of `keys`, each key's value `v:<key>`. */
function record(keys: string[]): Record<string, string> {
  const r = Object.create(null) as Record<string, string>;
  for (const k of keys) r[k] = `v:${k}`;
  return r;
}

/** Everything a fold can see of a record: its keys in order, values, `in`, hasOwn, spread and JSON. */
function seen(r: Record<string, string>, probe: readonly string[]) {
  return {
    keys: Object.keys(r),
    entries: Object.entries(r),
    json: JSON.stringify(r),
    spread: { ...r },
    has: probe.map((k) => [k, k in r, Object.hasOwn(r, k), r[k]]),
  };
}

/** A batch in which `base` was made by an earlier event and put in its state: owned, so copying it gives an overlay. */
function ownedInBatch<T>(keys: string[], body: (owned: Record<string, string>) => T): T {
  return inBatch(() => {
    const owned = copyRecord(record(keys)); // made in the batch…
    commitRecords({ units: owned }); // …and put in a state: owned from now on
    return body(owned);
  });
}

describe('an overlay of a record', () => {
  it('is what a copy is, under random writes and deletions, and merges into the record as that copy', () => {
    const KEYS = ['a', 'b', 'c', 'gb-1', 'de-2', '7', '12', 'x'];
    const rng = xoroshiro128plus(2026);
    const int = (lo: number, hi: number) => uniformInt(rng, lo, hi);
    for (let trial = 0; trial < 300; trial++) {
      const start = KEYS.filter(() => int(0, 2) > 0);
      ownedInBatch(start, (owned) => {
        const copy = copyRecord(record(start)); // a plain copy of an equal record, outside the owned set
        const overlay = copyRecord(owned);
        expect(isOverlay(overlay)).toBe(true);
        for (let op = 0; op < int(1, 12); op++) {
          const k = KEYS[int(0, KEYS.length - 1)]!;
          if (int(0, 2) === 0) {
            delete copy[k];
            delete overlay[k];
          } else {
            copy[k] = `w${op}:${k}`;
            overlay[k] = `w${op}:${k}`;
          }
          expect(seen(overlay, KEYS)).toEqual(seen(copy, KEYS));
        }
        commitRecords({ units: overlay } as { units: object });
        // The record now is the copy (its key order too), and the state holds the record, not the overlay.
        expect(JSON.stringify(owned)).toBe(JSON.stringify(copy));
        expect(Object.keys(owned)).toEqual(Object.keys(copy));
      });
    }
  });

  it('a copy of an overlay goes its own way from the same changes; outside a batch copies are copies', () => {
    ownedInBatch(['a', 'b'], (owned) => {
      const first = copyRecord(owned, { c: 'v:c' });
      const second = copyRecord(first);
      second.a = 'changed';
      delete second.c;
      expect({ ...first }).toEqual({ a: 'v:a', b: 'v:b', c: 'v:c' });
      expect({ ...second }).toEqual({ a: 'changed', b: 'v:b' });
      expect(owned.a).toBe('v:a'); // nothing reaches the record before the commit
    });
    const plain = record(['a']);
    const copy = copyRecord(plain);
    expect(isOverlay(copy)).toBe(false);
    copy.a = 'x';
    expect(plain.a).toBe('v:a');
  });

  it('a record a batch did not make is copied, and a memo of a record lapses when the record changes in place', () => {
    const outside = record(['a']);
    const memo = new RecordMemo<string>();
    inBatch(() => {
      const c = copyRecord(outside); // the start state's record: a real copy, never changed in place
      expect(isOverlay(c)).toBe(false);
      commitRecords({ units: c });
      memo.set(c, 'worked out from a');
      expect(memo.get(c)).toBe('worked out from a');
      const o = copyRecord(c); // owned now: an overlay…
      memo.set(o, 'never kept'); // …from which nothing is cached
      expect(memo.get(o)).toBeUndefined();
      o.b = 'v:b';
      commitRecords({ units: o });
      expect(c.b).toBe('v:b'); // merged into the record
      expect(memo.get(c)).toBeUndefined(); // and its memo lapsed
    });
    expect(outside).toEqual(record(['a']));
  });
});

describe('a value kept per record and brought up to date', () => {
  it('is updated from the keys a batch changed in place, and worked out again when they are no longer known', () => {
    const calls: string[] = [];
    // The sorted keys whose value is not 'gone' (as the runs still in transit of a runs record).
    const memo = new IncrementalRecordMemo<Record<string, string>, string[]>(
      (r) => {
        calls.push('compute');
        return Object.keys(r).filter((k) => r[k] !== 'gone').sort();
      },
      (old, r, keys) => {
        calls.push(`update ${keys.join(',')}`);
        const kept = old.filter((k) => !keys.includes(k));
        for (const k of keys) if (Object.hasOwn(r, k) && r[k] !== 'gone') kept.push(k);
        return kept.sort();
      },
    );
    inBatch(() => {
      const r = copyRecord(record(['a', 'b']));
      commitRecords({ runs: r });
      expect(memo.get(r)).toEqual(['a', 'b']);
      expect(memo.get(r)).toEqual(['a', 'b']); // kept
      const o = copyRecord(r);
      o.a = 'gone';
      o.c = 'v:c';
      expect(memo.get(o)).toEqual(['b', 'c']); // an overlay: worked out, never kept
      commitRecords({ runs: o });
      expect(memo.get(r)).toEqual(['b', 'c']);
      expect(calls).toEqual(['compute', 'compute', 'update a,c']);
      // More changes than are logged: worked out again.
      for (let i = 0; i < 70; i++) {
        const next = copyRecord(r);
        next[`k${i}`] = 'v';
        commitRecords({ runs: next });
      }
      calls.length = 0;
      expect(memo.get(r)).toHaveLength(72);
      expect(calls).toEqual(['compute']);
    });
  });
});

/** JSON of a state (the byte-for-byte comparison: key order included). */
const json = (s: CampaignState) => JSON.stringify(s);

function eventByEvent(events: readonly CampaignEvent[], start: CampaignState | null = null): CampaignState {
  let s = start;
  for (const e of events) s = applyEvent(s, e);
  return s!;
}

function expectSameFold(events: readonly CampaignEvent[], what: string): void {
  const one = eventByEvent(events);
  const batch = foldEvents(null, events);
  expect(json(batch), what).toBe(json(one));
  expect(() => structuredClone(batch), `${what}: no overlay is left in the state`).not.toThrow();
  // From part-way: the start state is not changed by the batch.
  const half = Math.max(1, events.length >> 1);
  const start = eventByEvent(events.slice(0, half));
  const before = json(start);
  expect(json(foldEvents(start, events.slice(half))), `${what}, from event ${half}`).toBe(json(one));
  expect(json(start), `${what}: the start state is left as it was`).toBe(before);
}

describe('folding as one batch gives the state event-by-event folding gives', () => {
  const dirs = [new URL('../fixtures/import/', import.meta.url), new URL('../fixtures/golden/', import.meta.url)];
  const files = dirs.flatMap((dir) =>
    readdirSync(dir)
      .filter((f) => f.endsWith('.json') && (dir.pathname.endsWith('golden/') ? f !== 'refusals.json' : f.startsWith('valid-')))
      .map((f) => ({ name: f, text: readFileSync(new URL(f, dir), 'utf8') })),
  );

  it('for every valid campaign file of the corpus and the golden files', () => {
    expect(files.length).toBeGreaterThanOrEqual(9);
    const types = new Set<string>();
    for (const f of files) {
      const valid = parseCampaignFile(f.text); // its state is `foldWithSnapshots`' (batches)
      for (const e of valid.events) types.add(e.type);
      expect(json(valid.state), f.name).toBe(json(eventByEvent(valid.events)));
      expectSameFold(valid.events, f.name);
    }
    expect(types.size).toBeGreaterThan(40);
  });

  it('for a corps log of logistics events over 5,000 units, its snapshots too', () => {
    const log = new CorpsLog(7);
    while (log.events.length < 600) log.next();
    expectSameFold(log.events, 'corps log');
    const folded = foldWithSnapshots(log.events, true);
    if (!folded.ok) throw new Error(`the corps log does not fold: ${String(folded.error)}`);
    expect(folded.snapshots.map((s) => s.seq)).toEqual([250, 500, 600]);
    for (const snap of folded.snapshots) expect(json(snap.state), `snapshot at ${snap.seq}`).toBe(json(eventByEvent(log.events.slice(0, snap.seq))));
    expect(json(folded.state)).toBe(json(log.state!));
  });
});
