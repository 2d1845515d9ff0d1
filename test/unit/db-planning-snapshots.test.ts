/**
 * Snapshots with the orders and command state: a snapshot holding settings, orders, reports, tasks, sheets and
 * command tests opens to the same state with its records' null prototypes restored; and the frozen
 * version-1 database (`test/fixtures/db-v1/`), whose snapshot predates all of them, opens, takes
 * every new event on top of that snapshot, and reads as the default settings until changed.
 */
import { IDBFactory } from 'fake-indexeddb';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { foldEvents } from '../../src/campaign/events.ts';
import { DEFAULT_SETTINGS, settingsOf } from '../../src/campaign/model/settings.ts';
import type { CampaignState } from '../../src/campaign/model/types.ts';
import { eventFromRow, reviveState } from '../../src/db/snapshots.ts';
import type { DexieCampaignStore } from '../../src/db/store.ts';
import { newStore, nthMove, smallScenario } from './db-helpers.ts';
import { planningDrafts } from './db-planning-helpers.ts';

const stores: DexieCampaignStore[] = [];
function make(extra: Parameters<typeof newStore>[0] = {}) {
  const r = newStore(extra);
  stores.push(r.store);
  return r;
}
afterEach(() => {
  while (stores.length) stores.pop()!.close();
});

const protoless = (s: CampaignState) => [s.units, s.engagements, s.orders, s.reports, s.tasks, s.sheets, s.sheets!['s-1']!.cells].map((r) => Object.getPrototypeOf(r));

describe('a snapshot with the orders and command state', () => {
  it('opens to the folded state, null prototypes restored, and undo goes back across it', async () => {
    const { store, idb } = make();
    await store.createFromScenario(smallScenario(), 'Cambrai');
    const drafts = planningDrafts();
    // Moves first (at minute 0…22), then the planning events, so that event 250 is the last planning one.
    for (let i = 0; i < 249 - drafts.length; i++) await store.append('c-1', { ...nthMove(i), at: 0 });
    let atSnapshot: CampaignState | undefined;
    for (const d of drafts) atSnapshot = (await store.append('c-1', d)).state;
    expect(atSnapshot!.seq).toBe(250);
    const snaps = await store.db.snapshots.toArray();
    expect(snaps.map((s) => s.seq)).toEqual([250]);
    expect(Object.keys(snaps[0]!.state.orders!)).toEqual(['o-1']);
    expect(snaps[0]!.state.commandTests).toHaveLength(2);

    const opened = await make({ indexedDB: idb }).store.open('c-1');
    expect(opened.state).toEqual(atSnapshot);
    expect(protoless(opened.state)).toEqual([null, null, null, null, null, null, null]);
    const rows = await store.db.events.where('[campaignId+seq]').between(['c-1', 1], ['c-1', Infinity]).toArray();
    expect(opened.state).toEqual(foldEvents(null, rows.map(eventFromRow)));

    // Undo of event 250 (the last settings change) drops the snapshot; the state before it has the old targets.
    const undone = await store.undo('c-1');
    expect(undone.description).toBe('Undid: changed the settings (1916 command test targets)');
    expect(settingsOf(undone.state).commandTestTargets.M).toEqual({ maneuver: 5, assault: 6 });
    expect(await store.db.snapshots.count()).toBe(0);
  });

  it('reviveState keeps absent orders and command fields absent (an old snapshot stays what it was)', () => {
    const old = JSON.parse(JSON.stringify(foldEvents(null, [{ seq: 1, at: 0, type: 'campaign.created', v: 1, payload: { scenario: smallScenario() } }]))) as CampaignState;
    const revived = reviveState(old);
    for (const k of ['settings', 'orders', 'reports', 'tasks', 'sheets', 'commandTests']) expect(revived).not.toHaveProperty(k);
    expect(settingsOf(revived)).toBe(DEFAULT_SETTINGS);
  });
});

type Fixture = { name: string; idbVersion: number; stores: { name: string; keyPath: string | string[]; autoIncrement: boolean; indexes: { name: string; keyPath: string | string[]; unique: boolean; multiEntry: boolean }[]; rows: Record<string, unknown>[] }[] };

/** Write a dump with raw IndexedDB (as `db-migrations.test.ts` does). */
function writeRaw(idb: IDBFactory, dump: Fixture): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = idb.open(dump.name, dump.idbVersion);
    req.onupgradeneeded = () => {
      for (const s of dump.stores) {
        const os = req.result.createObjectStore(s.name, { keyPath: s.keyPath, autoIncrement: s.autoIncrement });
        for (const i of s.indexes) os.createIndex(i.name, i.keyPath, { unique: i.unique, multiEntry: i.multiEntry });
      }
    };
    req.onerror = () => reject(req.error);
    req.onsuccess = () => {
      const db = req.result;
      const tx = db.transaction(dump.stores.map((s) => s.name), 'readwrite');
      for (const s of dump.stores) for (const row of s.rows) tx.objectStore(s.name).put(row);
      tx.oncomplete = () => {
        db.close();
        resolve();
      };
      tx.onerror = () => reject(tx.error);
    };
  });
}

describe('the frozen version-1 database (snapshot without any orders and command field)', () => {
  it('opens with the default settings and takes every new event on top of its old snapshot', async () => {
    const fixture = JSON.parse(readFileSync(new URL('../fixtures/db-v1/cambrai-small.json', import.meta.url), 'utf8')) as Fixture;
    const frozen = fixture.stores[2]!.rows[0]!.state as Record<string, unknown>;
    for (const k of ['settings', 'orders', 'reports', 'tasks', 'sheets', 'commandTests', 'engagements']) expect(frozen).not.toHaveProperty(k);
    const idb = new IDBFactory();
    await writeRaw(idb, fixture);
    const { store } = make({ indexedDB: idb });
    const first = await store.open('cmp-1');
    expect(settingsOf(first.state)).toBe(DEFAULT_SETTINGS);
    expect(first.state.orders).toBeUndefined();
    let last: CampaignState = first.state;
    for (const d of planningDrafts()) last = (await store.append('cmp-1', d)).state;
    expect(last.seq).toBe(263 + planningDrafts().length);

    const reopened = await make({ indexedDB: idb }).store.open('cmp-1');
    expect(reopened.state).toEqual(last);
    expect(reopened.state.clockMin).toBe(90);
    expect(Object.keys(reopened.state.orders!)).toEqual(['o-1']);
    expect(settingsOf(reopened.state).dayStartMin).toBe(330);
    const copy = await store.importText(await store.exportText('cmp-1'));
    expect((await store.open(copy.id)).state).toEqual(last);
  });
});
