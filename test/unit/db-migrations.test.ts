/**
 * Schema versions: the frozen version-1 fixture (written by raw IndexedDB, not Dexie, at IndexedDB
 * version 10) lists and opens exactly; the event-payload migration step function; and the
 * versionchange hand-off when another connection opens version 2.
 */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { foldEvents, type CampaignEvent } from '../../src/campaign/events.ts';
import { DB_NAME } from '../../src/db/database.ts';
import { CURRENT_EVENT_VERSIONS, migrateEventRow, migrateFileEvent, type EventMigrations } from '../../src/db/migrations.ts';
import { ImportError } from '../../src/db/errors.ts';
import type { DexieCampaignStore } from '../../src/db/store.ts';
import { dumpDatabase, newStore, smallScenario, writeRaw, type RawFixture as Fixture } from './db-helpers.ts';


const FIXTURE_DIR = new URL('../fixtures/db-v1/', import.meta.url);
const fixture = JSON.parse(readFileSync(new URL('cambrai-small.json', FIXTURE_DIR), 'utf8')) as Fixture;
const expected = JSON.parse(readFileSync(new URL('cambrai-small.expected.json', FIXTURE_DIR), 'utf8')) as {
  list: unknown[];
  open: Record<string, { meta: unknown; head: unknown; state: unknown }>;
};

const plain = (x: unknown) => JSON.parse(JSON.stringify(x)) as unknown;

/**
 * A frozen state as today's fold gives it: since fold version 2, `unit.moved` sets `movedAtMin` (the minute
 * of the unit's last move), which states folded before it lack (`FOLD_VERSION`, src/db/snapshots.ts).
 */
function withMovedAt(state: unknown, movedAtMin: Record<string, number>): object {
  const s = state as { units: Record<string, object> };
  const units = Object.fromEntries(Object.entries(s.units).map(([id, u]) => [id, movedAtMin[id] === undefined ? u : { ...u, movedAtMin: movedAtMin[id] }]));
  return { ...s, units };
}
/**
 * Holdings today's fold writes (`FOLD_VERSION` 3): an edit that takes II./84 from 6 bases to 4
 * keeps the 6 CU it held (a unit's default CU follows its bases only until something changes them).
 */
function withStocks(state: unknown, stocks: Record<string, object>): object {
  const s = state as { units: Record<string, object> };
  const units = Object.fromEntries(Object.entries(s.units).map(([id, u]) => [id, stocks[id] === undefined ? u : { ...u, stocks: stocks[id] }]));
  return { ...s, units };
}
const PINNED_STOCKS: Record<string, Record<string, object>> = { 'cmp-1': { 'de-ir84-2': { CU: 6 } }, 'cmp-2': {} };

/** The minute of each unit's last move in the fixture's campaigns (after all their events). */
const LAST_MOVES: Record<string, Record<string, number>> = {
  'cmp-1': { 'gb-6gordons': 26, 'gb-6seaforth': 25, 'gb-e-bn-tc': 25, 'de-ir84-2': 25 },
  'cmp-2': { 'gb-e-bn-tc': 0, 'gb-6gordons': 25 },
};
const stores: DexieCampaignStore[] = [];
afterEach(() => {
  while (stores.length) stores.pop()!.close();
});

describe('frozen version-1 database (test/fixtures/db-v1/cambrai-small.json)', () => {
  it('is IndexedDB version 10 of "campaign-desk" with the three v1 tables', () => {
    expect([fixture.name, fixture.idbVersion]).toEqual([DB_NAME, 10]);
    expect(fixture.stores.map((s) => [s.name, s.rows.length])).toEqual([
      ['campaigns', 2],
      ['events', 267],
      ['snapshots', 1],
    ]);
  });

  it('upgrades to version 3 (empty images and base maps tables; every version-1 row as it was), then lists and opens exactly', async () => {
    const idb = new IDBFactory();
    await writeRaw(idb, fixture);
    const before = await dumpDatabase(idb);
    const warn = vi.spyOn(console, 'warn');
    const { store } = newStore({ indexedDB: idb });
    stores.push(store);

    expect(await store.list()).toEqual(expected.list);
    for (const [id, want] of Object.entries(expected.open)) {
      const opened = await store.open(id);
      expect(plain(opened.meta)).toEqual(want.meta);
      expect(plain(opened.head)).toEqual(want.head);
      // The frozen states predate engagements: a v1 store reads them with none.
      expect(want.state).not.toHaveProperty('engagements');
      // …and the frozen snapshot (written by the version-1 fold) is passed over: the log is folded today.
      expect(plain(opened.state)).toEqual({ ...withStocks(withMovedAt(want.state, LAST_MOVES[id]!), PINNED_STOCKS[id]!), engagements: {} });
    }
    // Hand-checked facts of the first campaign: 263 events, an edit at minute 40.
    const big = await store.open('cmp-1');
    expect([big.meta.headSeq, big.state.clockMin]).toEqual([263, 40]);
    expect(big.state.units['de-ir84-2']).toMatchObject({ bases: 4, injuredBases: 2, notes: 'Lost two companies at Flesquières ridge.' });
    expect(big.state.units['gb-6gordons']!.pos!.lon).toBeCloseTo(3.0566, 10);
    expect((await store.open('cmp-2')).state.units['gb-e-bn-tc']!.name).toBe('E Battalion, Tank Corps (late)');

    // The upgrades added the images and base maps tables and changed no row (the fixture has no scanned
    // map); reading changed nothing.
    expect(store.db.backendDB().version).toBe(30);
    expect(warn).not.toHaveBeenCalled();
    store.close();
    const [was, now] = [JSON.parse(before), JSON.parse(await dumpDatabase(idb))] as Record<string, unknown>[];
    const byCampaign = [{ name: 'campaignId', keyPath: 'campaignId', unique: false, multiEntry: false }];
    expect(now).toEqual({
      ...was,
      version: 30,
      images: { keyPath: ['campaignId', 'imageId'], autoIncrement: false, indexes: byCampaign, keys: [], values: [] },
      baseMaps: { keyPath: ['campaignId', 'archiveId'], autoIncrement: false, indexes: byCampaign, keys: [], values: [] },
    });
  });

  it('the snapshot in the fixture is the fold of its first 250 events, and writing continues from it', async () => {
    const events = fixture.stores[1]!.rows.filter((r) => r.campaignId === 'cmp-1') as unknown as (CampaignEvent & { campaignId?: string })[];
    const first250 = events.slice(0, 250).map(({ campaignId: _c, ...e }) => e as CampaignEvent);
    const frozen = fixture.stores[2]!.rows[0]!.state as object;
    expect(frozen).not.toHaveProperty('engagements');
    // Today's fold adds movedAtMin (each of the four moved units last moved at minute 24).
    const moved = { 'gb-6gordons': 24, 'gb-6seaforth': 24, 'gb-e-bn-tc': 24, 'de-ir84-2': 24 };
    expect(plain(foldEvents(null, first250))).toEqual({ ...withMovedAt(frozen, moved), engagements: {} });

    const idb = new IDBFactory();
    await writeRaw(idb, fixture);
    const { store } = newStore({ indexedDB: idb });
    stores.push(store);
    const r = await store.append('cmp-1', { at: 50, type: 'unit.moved', v: 1, payload: { unitId: 'de-54rd', to: { lon: 3.11, lat: 50.15 } } });
    expect(r.event.seq).toBe(264);
    const text = await store.exportText('cmp-1');
    const copy = await store.importText(text);
    expect((await store.open(copy.id)).state).toEqual(r.state);
  });
});

describe('event payload migrations (applied when reading)', () => {
  const fake: EventMigrations = {
    'unit.moved@0': (p) => {
      const old = p as { unit: string; x: number; y: number };
      return { unitId: old.unit, to: { lon: old.x, lat: old.y } };
    },
  };

  it('steps an old payload up to the current version', () => {
    const row = { seq: 7, at: 3, type: 'unit.moved' as const, v: 0, payload: { unit: 'gb-6gordons', x: 3.07, y: 50.1 } };
    expect(migrateEventRow(row, fake)).toEqual({ seq: 7, at: 3, type: 'unit.moved', v: 1, payload: { unitId: 'gb-6gordons', to: { lon: 3.07, lat: 50.1 } } });
  });

  it('is the identity for current events (every type is at v 1 but baseImage.placed, at v 2)', () => {
    expect(CURRENT_EVENT_VERSIONS).toEqual({
      'campaign.created': 1,
      'unit.moved': 1,
      'unit.edited': 1,
      'engagement.created': 1,
      'engagement.planned': 1,
      'engagement.stepped': 1,
      'clock.advanced': 1,
      'settings.changed': 1,
      'unit.commandSet': 1,
      'unit.hqPlaced': 1,
      'order.saved': 1,
      'order.deleted': 1,
      'report.sent': 1,
      'report.deleted': 1,
      'task.saved': 1,
      'task.deleted': 1,
      'sheet.saved': 1,
      'sheet.deleted': 1,
      'command.tested': 1,
      'fireplan.saved': 1,
      'fireplan.deleted': 1,
      'fireplan.fired': 1,
      'fireplan.committed': 1,
      'fireplan.stoodDown': 1,
      'stock.set': 1,
      'stock.generated': 1,
      'stock.consumed': 1,
      'resupply.dispatched': 1,
      'dla.placed': 1,
      'casualties.collected': 1,
      'unit.reorganised': 1,
      'day.ended': 1,
      'vehicles.repaired': 1,
      'route.set': 1,
      'route.cleared': 1,
      'contact.settled': 1,
      'contact.dismissed': 1,
      'engagement.returned': 1,
      'seat.saved': 1,
      'seat.deleted': 1,
      'reports.filed': 1,
      'reports.released': 1,
      'packet.issued': 1,
      'orders.takenIn': 1,
      'units.added': 1,
      'units.deleted': 1,
      'terrain.imported': 1,
      'terrain.drawn': 1,
      'terrain.edited': 1,
      'terrain.removed': 1,
      'baseImage.placed': 2,
      'baseImage.removed': 1,
      'baseMap.opened': 1,
      'baseMap.removed': 1,
      'vehicle.crewActed': 1,
      'morale.tested': 1,
      'minefield.laid': 1,
      'minefield.removed': 1,
      'cavalry.horses': 1,
    });
    const payload = { unitId: 'x', to: { lon: 1, lat: 2 } };
    expect(migrateEventRow({ seq: 2, at: 0, type: 'unit.moved', v: 1, payload }).payload).toBe(payload);
  });

  it('refuses a newer version, a missing step and an unknown type', () => {
    expect(() => migrateEventRow({ seq: 9, at: 0, type: 'unit.moved', v: 2, payload: {} })).toThrow(
      'event seq 9 (unit.moved) is version 2; this app reads up to version 1: update the app',
    );
    expect(() => migrateEventRow({ seq: 9, at: 0, type: 'unit.edited', v: 0, payload: {} }, fake)).toThrow(
      'event seq 9 (unit.edited) v0 has no migration to v1',
    );
    expect(() => migrateEventRow({ seq: 9, at: 0, type: 'unit.teleported' as 'unit.moved', v: 1, payload: {} })).toThrow(
      'event seq 9 has unknown type "unit.teleported"',
    );
  });
});

describe('migrations on file import', () => {
  const fake: EventMigrations = {
    'unit.moved@0': (p) => {
      const old = p as { unit: string; x: number; y: number };
      return { unitId: old.unit, to: { lon: old.x, lat: old.y } };
    },
  };
  const current = { ...CURRENT_EVENT_VERSIONS };

  it('brings an older event of a file to the current version before it is parsed, keeping its keys in order', () => {
    const raw = { seq: 2, action: 2, at: 5, type: 'unit.moved', v: 0, payload: { unit: 'gb-1', x: 1.5, y: 50 } };
    const out = migrateFileEvent(raw, fake, current) as Record<string, unknown>;
    expect(out).toEqual({ seq: 2, action: 2, at: 5, type: 'unit.moved', v: 1, payload: { unitId: 'gb-1', to: { lon: 1.5, lat: 50 } } });
    expect(Object.keys(out)).toEqual(['seq', 'action', 'at', 'type', 'v', 'payload']);
    expect(raw.v).toBe(0);
  });

  it('leaves to the schema what it cannot migrate: current and newer versions, unknown types, non-objects', () => {
    const current1 = { seq: 2, at: 0, type: 'unit.moved', v: 1, payload: {} };
    const newer = { seq: 2, at: 0, type: 'unit.moved', v: 2, payload: {} };
    const unknown = { seq: 2, at: 0, type: 'unit.teleported', v: 0, payload: {} };
    for (const raw of [current1, newer, unknown, null, [1], 'x', { type: 'unit.moved', v: '0' }]) expect(migrateFileEvent(raw, fake, current)).toBe(raw);
  });

  it('leaves an older event it has no migration for to the schema, which refuses it naming the event', async () => {
    const old = { seq: 4, at: 0, type: 'unit.edited', v: 0, payload: {} };
    expect(migrateFileEvent(old, fake, current)).toBe(old);
    const { store } = newStore();
    stores.push(store);
    const file = JSON.parse(readFileSync(new URL('../fixtures/import/valid-small.json', import.meta.url), 'utf8')) as { events: { v: number }[] };
    file.events[1]!.v = 0;
    const err = (await store.importText(JSON.stringify(file)).catch((e: unknown) => e)) as ImportError;
    expect(err.issues[0]).toEqual({ path: 'events[1].v', message: 'event version 0 is not known; this app reads version 1' });
  });
});

describe('versionchange', () => {
  it('closes the store and calls the listeners when another connection opens version 4', async () => {
    const { store, idb } = newStore();
    stores.push(store);
    await store.list();
    const warn = vi.spyOn(console, 'warn');
    const heard: string[] = [];
    store.onVersionChange(() => heard.push('a'));
    const unsubscribe = store.onVersionChange(() => heard.push('b'));
    unsubscribe();
    const newer = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = idb.open(DB_NAME, 40);
      req.onupgradeneeded = () => req.result.createObjectStore('orders', { keyPath: 'id' });
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
      req.onblocked = () => reject(new Error('blocked: the store did not close'));
    });
    expect(newer.version).toBe(40);
    newer.close();
    expect(heard).toEqual(['a']);
    expect(warn).not.toHaveBeenCalled();
    await expect(store.list()).rejects.toThrow(/closed/i);
  });
});

describe('IDBKeyRange injection', () => {
  it('works with a factory that is not the global one, and writes nothing through the global one', async () => {
    const own = new IDBFactory();
    const { store } = newStore({ indexedDB: own, IDBKeyRange });
    stores.push(store);
    expect(await store.list()).toEqual([]);
    await store.createFromScenario(smallScenario(), 'Cambrai');
    expect((await own.databases()).map((d) => d.name)).toEqual([DB_NAME]);
    expect((await globalThis.indexedDB.databases()).map((d) => d.name)).not.toContain(DB_NAME);
  });
});
