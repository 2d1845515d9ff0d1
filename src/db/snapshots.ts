/**
 * Snapshots: the campaign state stored after every 250th event, so that opening a long campaign
 * folds at most 249 events after the newest snapshot instead of the whole log.
 */
import { applyEvent, foldEvents, inBatch, type CampaignEvent, type CampaignEngagement, type CampaignState, type HighCommandSheet, type Unit, type UnitId } from '../campaign/index.ts';
import type { CampaignDatabase, EventRow, SnapshotRow } from './database.ts';
import { migrateEventRow } from './migrations.ts';
import { payloadFromStore, stateFromStore, stateToStore } from './terrainRows.ts';

/** A snapshot is written with every event whose seq is a multiple of this. */
export const SNAPSHOT_EVERY = 250;

/**
 * The version of `applyEvent`'s results that snapshots record (`SnapshotRow.fold`). Bump it whenever
 * the fold gives a different state for events already in logs; snapshots of another version are not
 * used, so an opened state is always what folding the log today gives (and what an export → import
 * gives). 1: rows without `fold` (written before fire plans existed); 2: `unit.moved` and a passed
 * `command.tested` set the unit's `movedAtMin`; 3: `unit.edited` and `fireplan.fired` keep a unit's holdings
 * when its bases, type or mobility change (`stocks`, `fuHeld`) and empty them when its bases reach 0,
 * and an edited or merged setting may carry `deRosaAmmo`; 4: routes and contacts — `clock.advanced` applies
 * its `moves` and `contacts` (positions, facing, POL burnt, routes, the contact queue), `engagement.created`
 * records `startCounts` (and a hand-off's contact), `unit.reorganised` clears `broken`, and the new
 * `route.*`, `contact.*` and `engagement.returned` events; 5: the state carries the scenario's
 * `zeroHourMin`; 6: fire plans committed to the clock (`fireCommitments`: `fireplan.committed`,
 * `fireplan.stoodDown`, a firing's `throughMin`), a route halted in contact (stop 'contact'), routes
 * queued behind another until their order arrives (`queuedRoutes`).
 */
export const FOLD_VERSION = 8;

/** Whether the store writes a snapshot together with event `seq`. */
export function isSnapshotSeq(seq: number): boolean {
  return seq % SNAPSHOT_EVERY === 0;
}

/**
 * A state read back from IndexedDB, made like one `applyEvent` returns: structured clone turns
 * the null-prototype `units` and `engagements` records into plain objects, where
 * `units['constructor']` would find `Object.prototype.constructor`; this restores the null
 * prototypes (also of `orders`, `reports`, `tasks`, `sheets` and each sheet's `cells`). A snapshot
 * written before engagements existed (schema version 1 as first shipped, e.g. `test/fixtures/db-v1/`)
 * has no `engagements`: it reads as none. One written before settings and orders existed has no
 * settings, orders, reports, tasks, sheets or command tests: they stay absent, and the fold and
 * `settingsOf` read them as none (and the default settings). One written before fire plans existed has
 * no fire plans or firings and its units no artillery fields (`calibreMm`, `fuHeld`, `movedAtMin`, …):
 * likewise absent, read as none (fire plans' null prototype is restored when present). One written
 * before logistics existed has no resupply runs, medical posts or DLAs and its units no `stocks`:
 * absent, read as none (the null prototypes of `resupplyRuns`, `medicalPosts` and each post are
 * restored when present). One written before routes and contacts existed has no routes or contacts:
 * absent, read as none (their null prototypes are restored when present). Returns a new object.
 */
export function reviveState(stored: CampaignState): CampaignState {
  const units = Object.assign(Object.create(null) as Record<UnitId, Unit>, stored.units);
  const engagements = Object.assign(Object.create(null) as Record<string, CampaignEngagement>, stored.engagements ?? {});
  const out: CampaignState = { ...stored, units, engagements };
  if (stored.orders) out.orders = nullProto(stored.orders);
  if (stored.reports) out.reports = nullProto(stored.reports);
  if (stored.tasks) out.tasks = nullProto(stored.tasks);
  if (stored.firePlans) out.firePlans = nullProto(stored.firePlans);
  if (stored.fireCommitments) out.fireCommitments = nullProto(stored.fireCommitments);
  if (stored.resupplyRuns) out.resupplyRuns = nullProto(stored.resupplyRuns);
  if (stored.routes) out.routes = nullProto(stored.routes);
  if (stored.queuedRoutes) out.queuedRoutes = nullProto(stored.queuedRoutes);
  if (stored.contacts) out.contacts = nullProto(stored.contacts);
  if (stored.seats) out.seats = nullProto(stored.seats);
  if (stored.packets) out.packets = nullProto(stored.packets);
  if (stored.takenIn) out.takenIn = nullProto(stored.takenIn);
  if (stored.medicalPosts) {
    const posts = Object.create(null) as Record<UnitId, Record<UnitId, number>>;
    for (const [post, byUnit] of Object.entries(stored.medicalPosts)) posts[post] = nullProto(byUnit);
    out.medicalPosts = posts;
  }
  if (stored.sheets) {
    const sheets = Object.create(null) as Record<string, HighCommandSheet>;
    for (const [id, sheet] of Object.entries(stored.sheets)) sheets[id] = { ...sheet, cells: nullProto(sheet.cells) };
    out.sheets = sheets;
  }
  return out;
}

function nullProto<T>(record: Record<string, T>): Record<string, T> {
  return Object.assign(Object.create(null) as Record<string, T>, record);
}

/** A stored event row without its campaign id, its packed terrain unpacked (`terrainRows.ts`), migrated to the current payload version. */
export function eventFromRow(row: EventRow): CampaignEvent {
  return migrateEventRow({ ...row, payload: payloadFromStore(row.type, row.payload) });
}

/** What `loadState` did: the snapshot it started from (0: none) and how many events it folded. */
export type LoadStats = { snapshotSeq: number; eventsFolded: number };

/**
 * The state of campaign `campaignId` after event `headSeq`: the newest snapshot with seq ≤ headSeq
 * written by today's fold (`FOLD_VERSION`; older ones are passed over), then the events after it
 * folded with `foldEvents` (one batch). Call inside a transaction covering the
 * events and snapshots tables. Throws `Error` when the log is damaged (events missing), or the
 * `EventError` / `RangeError` of an event that no longer applies or cannot be migrated.
 */
export async function loadState(
  db: CampaignDatabase,
  campaignId: string,
  headSeq: number,
): Promise<{ state: CampaignState; stats: LoadStats }> {
  const snap = await db.snapshots
    .where('[campaignId+seq]')
    .between([campaignId, 1], [campaignId, headSeq], true, true)
    .filter((row) => row.fold === FOLD_VERSION)
    .last();
  const fromSeq = snap ? snap.seq : 0;
  const rows = await db.events
    .where('[campaignId+seq]')
    .between([campaignId, fromSeq + 1], [campaignId, headSeq], true, true)
    .toArray();
  const start: CampaignState | null = snap ? reviveState(stateFromStore(snap.state)) : null;
  // One batch: the events change the records it makes in place (campaign/model/records.ts).
  const state = rows.length === 0 ? start : foldEvents(start, rows.map(eventFromRow));
  if (state === null || state.seq !== headSeq) {
    throw new Error(
      `campaign "${campaignId}" is damaged: its log should reach event ${headSeq} but ends at ${state?.seq ?? 0}`,
    );
  }
  return { state, stats: { snapshotSeq: fromSeq, eventsFolded: rows.length } };
}

/** The result of `foldWithSnapshots`: the head state and its snapshots, or where the fold failed. */
export type FoldResult =
  | { ok: true; state: CampaignState; snapshots: { seq: number; state: CampaignState }[] }
  | { ok: false; index: number; error: unknown };

/**
 * Fold a whole log from the start and collect the snapshots the store would have written
 * (every `SNAPSHOT_EVERY`), plus one of the head when `withHead` (import). Pure; never throws:
 * a failure gives the index of the first event that does not apply and its error (`EventError`).
 */
export function foldWithSnapshots(events: readonly CampaignEvent[], withHead: boolean): FoldResult {
  let state: CampaignState | null = null;
  const snapshots: { seq: number; state: CampaignState }[] = [];
  let index = 0;
  let failed: { index: number; error: unknown } | null = null;
  // One batch from snapshot to snapshot (campaign/model/records.ts): a batch changes in place the
  // records it made, so a state kept as a snapshot must end its batch; the next starts from it.
  while (index < events.length && failed === null) {
    state = inBatch(() => {
      let at = state;
      for (; index < events.length; index++) {
        const event = events[index]!;
        try {
          at = applyEvent(at, event);
        } catch (error) {
          failed = { index, error };
          return at;
        }
        if (isSnapshotSeq(event.seq)) {
          snapshots.push({ seq: event.seq, state: at });
          index++;
          return at;
        }
      }
      return at;
    });
  }
  if (failed !== null) return { ok: false, ...(failed as { index: number; error: unknown }) };
  if (state === null) return { ok: false, index: 0, error: new RangeError('the log has no events') };
  if (withHead && !isSnapshotSeq(state.seq)) snapshots.push({ seq: state.seq, state });
  return { ok: true, state, snapshots };
}

/** Snapshot rows for a campaign id, marked with today's `FOLD_VERSION`, a real area's terrain packed (`stateToStore`). */
export function snapshotRows(campaignId: string, snaps: readonly { seq: number; state: CampaignState }[]): SnapshotRow[] {
  return snaps.map((s) => ({ campaignId, seq: s.seq, state: stateToStore(s.state), fold: FOLD_VERSION }));
}
