/**
 * Copying the fold's null-prototype records (units, routes, orders, fire plans, …). The fold copies a
 * record whenever an event changes one of its entries (the input state is never mutated); a plain loop
 * over the keys copies a record of a corps' ~800 units about five times faster than `Object.assign`.
 *
 * Folding a long log in one go (`foldEvents`: opening a campaign, importing a file) need not copy at
 * all: no state but the last leaves the batch. Inside `inBatch`, a record that an earlier event of the
 * batch made and put in its state is *owned*: copying it gives an overlay (`recordOverlay.ts`) that reads
 * through to it and keeps the event's changes apart, so the event's fold sees its input state exactly
 * as with a copy. Once the event is folded, `commitRecords` writes each overlay's changes into the
 * record it overlays and puts that record back in the new state: an event costs what it changes, not
 * the size of the records. A cache keyed by a record (`RecordMemo`) lapses when the record, or a record
 * it was worked out from, is changed so, since its content changed under the same identity.
 */
import { isOverlay, mergeOverlay, overlayOf } from './recordOverlay.ts';

type Batch = { owned: WeakSet<object>; made: WeakSet<object> };
let batch: Batch | null = null;
/** How many times each record was changed in place (none: never). */
const versions = new WeakMap<object, number>();
/** The keys each record's latest changes in place touched: `keys[i]` those of its change number `from + i`. */
const changeLog = new WeakMap<object, { from: number; keys: string[][] }>();
/** Changes kept per record in `changeLog`. */
const LOGGED_CHANGES = 64;

/** How many times `record` was changed in place by a batch (0: never; undefined or a non-record: 0). */
function versionOf(record: unknown): number {
  return typeof record === 'object' && record !== null ? (versions.get(record) ?? 0) : 0;
}

/** A null-prototype copy of `record` (none: an empty one), with `changes` (own keys) set over it; in a batch, an overlay of an owned record. */
export function copyRecord<T>(record: Readonly<Record<string, T>> | undefined, changes?: Readonly<Record<string, T>>): Record<string, T> {
  // An overlay of an owned record; a copy of an overlay (a fold working in steps) is an overlay too.
  if (batch !== null && record !== undefined && (batch.owned.has(record) || isOverlay(record))) return overlayOf(record as Record<string, T>, changes);
  const out = Object.create(null) as Record<string, T>;
  if (record === undefined) return changes ? copyRecord(changes) : out;
  const keys = Object.keys(record);
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]!;
    out[k] = record[k]!;
  }
  if (changes) for (const k of Object.keys(changes)) out[k] = changes[k]!;
  batch?.made.add(out);
  return out;
}

/**
 * Run `fold` as one batch (see the module note): the records the batch makes may be changed in place
 * by its later events. Only the state `fold` returns may leave it: every state folded before it shares
 * records with it. Batches nest (an inner one owns nothing of the outer one's).
 */
export function inBatch<T>(fold: () => T): T {
  const outer = batch;
  batch = { owned: new WeakSet(), made: new WeakSet() };
  try {
    return fold();
  } finally {
    batch = outer;
  }
}

/**
 * After an event's fold, in a batch: write each overlay among `next`'s own fields into the record it
 * overlays and put that record in its place, and own the records the event made there. `next` is the
 * event's new state, not seen by anyone yet. Outside a batch, nothing to do.
 */
export function commitRecords(next: object): void {
  if (batch === null) return;
  const fields = next as Record<string, unknown>;
  for (const key of Object.keys(fields)) {
    const value = fields[key];
    if (typeof value !== 'object' || value === null) continue;
    if (isOverlay(value)) {
      const { record, keys } = mergeOverlay(value);
      const version = versionOf(record) + 1;
      versions.set(record, version);
      const log = changeLog.get(record) ?? { from: version, keys: [] };
      log.keys.push(keys);
      if (log.keys.length > LOGGED_CHANGES) {
        log.keys.shift();
        log.from++;
      }
      changeLog.set(record, log);
      fields[key] = record;
    } else if (batch.made.has(value)) batch.owned.add(value);
  }
}

/**
 * A cache keyed by a fold record (e.g. `state.units`), its value worked out from that record and from
 * `deps` (other records, e.g. `state.routes`; absent ones allowed): an entry lapses when a batch changes
 * the record or one of its deps in place, so no record's content outlives its entry. `get`/`set` as a
 * `WeakMap`'s, with the deps the value was worked out from.
 */
export class RecordMemo<V> {
  private readonly map = new WeakMap<object, { versions: number[]; value: V }>();

  /** The value kept for `key`, unless `key` or one of `deps` was changed in place since it was kept. */
  get(key: object, deps: readonly unknown[] = []): V | undefined {
    if (anyOverlay(key, deps)) return undefined;
    const e = this.map.get(key);
    if (e === undefined || e.versions.length !== deps.length + 1 || e.versions[0] !== versionOf(key)) return undefined;
    return deps.every((d, i) => e.versions[i + 1] === versionOf(d)) ? e.value : undefined;
  }

  /** Keep `value` for `key`, worked out from `key` and `deps`. */
  set(key: object, value: V, deps: readonly unknown[] = []): void {
    if (anyOverlay(key, deps)) return;
    this.map.set(key, { versions: [versionOf(key), ...deps.map(versionOf)], value });
  }
}

/** Whether `key` or a dep is an overlay: its event may still change it, so nothing worked out from it is kept. */
function anyOverlay(key: object, deps: readonly unknown[]): boolean {
  return isOverlay(key) || deps.some((d) => typeof d === 'object' && d !== null && isOverlay(d));
}

/** The keys of `record` changed in place since its change number `version` (none since: `[]`), or null when they are no longer known. */
function changedSince(record: object, version: number): string[] | null {
  const now = versionOf(record);
  if (version === now) return [];
  const log = changeLog.get(record);
  if (!log || version + 1 < log.from) return null;
  return [...new Set(log.keys.slice(version + 1 - log.from).flat())];
}

/**
 * A value worked out from one record, kept per record and brought up to date from the keys a batch
 * changed in place (`update`) rather than worked out again (`compute`), e.g. the runs still in transit
 * of a record holding every run ever sent. Nothing is kept for an overlay (its event may still change it).
 */
export class IncrementalRecordMemo<R extends object, V> {
  private readonly map = new WeakMap<object, { version: number; value: V }>();

  /** `compute(record)` works the value out; `update(old, record, keys)` brings `old` up to date with `keys` changed. */
  constructor(
    private readonly compute: (record: R) => V,
    private readonly update: (old: V, record: R, keys: readonly string[]) => V,
  ) {}

  /** The value for `record`. */
  get(record: R): V {
    if (isOverlay(record)) return this.compute(record);
    const kept = this.map.get(record);
    const version = versionOf(record);
    if (kept !== undefined && kept.version === version) return kept.value;
    const keys = kept !== undefined ? changedSince(record, kept.version) : null;
    const value = kept !== undefined && keys !== null ? this.update(kept.value, record, keys) : this.compute(record);
    this.map.set(record, { version, value });
    return value;
  }
}
