/**
 * The Dexie campaign store on fake-indexeddb: campaign lifecycle, append / open / undo, the
 * in-memory cache, name rules, errors and persistence.
 */
import { describe, expect, it } from 'vitest';
import { EventError, foldEvents, type CampaignEvent } from '../../src/campaign/events.ts';
import type { OpenedCampaign } from '../../src/db/api.ts';
import { NotFoundError } from '../../src/db/errors.ts';
import { dumpDatabase, moveDraft, storesClosedAfterEach, nthMove, smallScenario } from './db-helpers.ts';

const make = storesClosedAfterEach();

describe('a campaign drawn while it is written', () => {
  it('tells the campaign as it will open once its writing began, and what is asked after that runs after the writing', async () => {
    const { store } = make();
    let told: OpenedCampaign | null = null;
    let movedMeanwhile: Promise<unknown> | null = null;
    const created = store.createFromScenario(smallScenario(), 'Cambrai', [], {}, (o) => {
      told = o;
      // The desk acts on it at once, before it is stored: the move waits for the writing.
      movedMeanwhile = store.append(o.meta.id, moveDraft('gb-6gordons', 3.07, 50.1, 5));
    });
    const meta = await created;
    expect(told).not.toBeNull();
    const opened = told as unknown as OpenedCampaign;
    expect(opened.meta).toEqual(meta);
    expect(opened.undo).toBeNull();
    expect(opened.head).toMatchObject({ seq: 1, type: 'campaign.created' });
    await movedMeanwhile;
    const now = await store.open(meta.id);
    expect(now.meta.headSeq).toBe(2);
    expect(now.state.units['gb-6gordons']!.pos).toEqual({ lon: 3.07, lat: 50.1 });
    // What was told is what opening it right after its creation gives.
    expect(foldEvents(null, (await store.events(meta.id)).slice(0, 1))).toEqual(opened.state);
  });

  it('tells nothing for a scenario it refuses, and a failing listener does not stop the writing', async () => {
    const { store } = make();
    const told: unknown[] = [];
    await expect(store.createFromScenario({ ...smallScenario(), units: 'none' } as never, 'Bad', [], {}, (o) => told.push(o))).rejects.toThrow();
    expect(told).toEqual([]);
    const meta = await store.createFromScenario(smallScenario(), 'Cambrai', [], {}, () => {
      throw new Error('the page broke');
    });
    expect((await store.list()).map((m) => m.id)).toEqual([meta.id]);
  });
});

describe('campaign lifecycle', () => {
  it('creates, lists (newest first), renames, duplicates and removes', async () => {
    const { store } = make();
    const a = await store.createFromScenario(smallScenario(), '  Cambrai main  ');
    expect(a).toEqual({
      id: 'c-1',
      name: 'Cambrai main',
      mapId: 'cambrai-1917',
      createdAt: '2024-03-01T09:00:00.000Z',
      updatedAt: '2024-03-01T09:00:00.000Z',
      headSeq: 1,
    });
    const b = await store.createFromScenario(smallScenario(), 'Second');
    expect((await store.list()).map((m) => m.id)).toEqual(['c-2', 'c-1']);

    const renamed = await store.rename('c-1', 'Cambrai (umpire copy)');
    expect(renamed).toMatchObject({ id: 'c-1', name: 'Cambrai (umpire copy)', headSeq: 1, updatedAt: '2024-03-01T09:00:02.000Z' });
    expect((await store.list()).map((m) => m.id)).toEqual(['c-1', 'c-2']);

    await store.append('c-1', moveDraft('gb-6gordons', 3.07, 50.1, 5));
    const dup = await store.duplicate('c-1', 'What if the tanks are late');
    expect(dup).toMatchObject({ id: 'c-3', name: 'What if the tanks are late', headSeq: 2, mapId: 'cambrai-1917' });
    const [o1, o3] = [await store.open('c-1'), await store.open('c-3')];
    expect(o3.state).toEqual(o1.state);
    expect(o3.head).toEqual(o1.head);

    // The duplicate is independent of its original.
    await store.append('c-3', moveDraft('gb-6gordons', 3.08, 50.11, 9));
    expect((await store.open('c-1')).state.units['gb-6gordons']!.pos).toEqual({ lon: 3.07, lat: 50.1 });

    await store.remove('c-1');
    expect((await store.list()).map((m) => m.id).sort()).toEqual([b.id, 'c-3'].sort());
    await expect(store.open('c-1')).rejects.toBeInstanceOf(NotFoundError);
    expect(await store.db.events.where('campaignId').equals('c-1').count()).toBe(0);
    expect(await store.db.snapshots.where('campaignId').equals('c-1').count()).toBe(0);
    expect(a.id).toBe('c-1');
  });

  it('refuses empty, over-long and HTML-like names with RangeError, changing nothing', async () => {
    const { store, idb } = make();
    await store.createFromScenario(smallScenario(), 'Cambrai');
    const before = await dumpDatabase(idb);
    await expect(store.rename('c-1', '   ')).rejects.toThrow(/campaign name is empty/);
    await expect(store.rename('c-1', 'x'.repeat(121))).rejects.toThrow(/121 characters long; at most 120/);
    await expect(store.rename('c-1', 'Cambrai <img src=x onerror=alert(1)>')).rejects.toThrow(/HTML-like/);
    await expect(store.rename('c-1', 'a</b')).rejects.toBeInstanceOf(RangeError);
    await expect(store.rename('c-1', 'tab\there')).rejects.toThrow(/control character \(U\+0009\)/);
    await expect(store.createFromScenario(smallScenario(), '<b>bold</b>')).rejects.toBeInstanceOf(RangeError);
    await expect(store.duplicate('c-1', '')).rejects.toBeInstanceOf(RangeError);
    expect(await store.rename('c-1', 'x'.repeat(120))).toMatchObject({ name: 'x'.repeat(120) });
    expect(await store.rename('c-1', 'Cambrai: 3 < 4 and 5 > 4')).toMatchObject({ name: 'Cambrai: 3 < 4 and 5 > 4' });
    await store.rename('c-1', 'Cambrai');
    expect((await dumpDatabase(idb)).replace(/"updatedAt":"[^"]+"/g, '')).toBe(before.replace(/"updatedAt":"[^"]+"/g, ''));
  });

  it('throws NotFoundError for an unknown id in every operation', async () => {
    const { store } = make();
    for (const op of [
      () => store.open('nope'),
      () => store.append('nope', moveDraft('gb-6gordons', 3, 50)),
      () => store.undo('nope'),
      () => store.rename('nope', 'x'),
      () => store.duplicate('nope', 'x'),
      () => store.remove('nope'),
      () => store.exportText('nope'),
    ]) {
      const err: unknown = await op().then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(NotFoundError);
      expect((err as Error).message).toBe('no campaign with id "nope" in this browser\'s store (it may have been deleted in another tab)');
    }
  });

  it('refuses a scenario that fails the file schema, naming the path', async () => {
    const { store, idb } = make();
    const s = smallScenario();
    s.units[2] = { ...s.units[2]!, name: 'Gordons <script>' };
    await expect(store.createFromScenario(s, 'x')).rejects.toThrow(/^scenario\.units\[2\]\.name: contains HTML-like/);
    expect(await dumpDatabase(idb)).toBe(await dumpDatabase(make().idb));
  });
});

describe('append, open, undo', () => {
  it('append assigns seq, and a reopened store folds to the same state', async () => {
    const { store, idb } = make();
    await store.createFromScenario(smallScenario(), 'Cambrai');
    const events: CampaignEvent[] = [];
    for (let i = 0; i < 12; i++) {
      const r = await store.append('c-1', nthMove(i));
      expect(r.event.seq).toBe(i + 2);
      expect(r.meta.headSeq).toBe(i + 2);
      events.push(r.event);
    }
    const edit = await store.append('c-1', { at: 30, type: 'unit.edited', v: 1, payload: { unitId: 'de-ir84-2', changes: { bases: 4, injuredBases: 2 } } });
    const created = (await store.db.events.get(['c-1', 1]))!;
    const expected = foldEvents(null, [{ seq: 1, at: 0, type: 'campaign.created', v: 1, payload: created.payload } as CampaignEvent, ...events, edit.event]);
    expect(edit.state).toEqual(expected);

    const other = make({ indexedDB: idb }).store;
    const reopened = await other.open('c-1');
    expect(reopened.state).toEqual(expected);
    expect(reopened.head).toEqual(edit.event);
    expect(reopened.meta.headSeq).toBe(14);
    expect(reopened.state.units['de-ir84-2']).toMatchObject({ bases: 4, injuredBases: 2 });
    expect(reopened.state.clockMin).toBe(30);
  });

  it('append uses the cached state instead of re-reading the log', async () => {
    const { store, idb } = make();
    await store.createFromScenario(smallScenario(), 'Cambrai');
    for (let i = 0; i < 4; i++) await store.append('c-1', nthMove(i));
    // Remove the whole log behind the store's back; the row (headSeq, updatedAt) is untouched.
    await store.db.events.where('campaignId').equals('c-1').delete();
    const r = await store.append('c-1', moveDraft('gb-6gordons', 3.09, 50.1, 9));
    expect(r.event.seq).toBe(6);
    // A store without the cache has to read the log, and finds it damaged.
    const other = make({ indexedDB: idb }).store;
    await expect(other.append('c-1', moveDraft('gb-6gordons', 3.09, 50.1, 9))).rejects.toThrow(
      'the first event must be campaign.created, not unit.moved',
    );
  });

  it('reloads when another connection appended (the cache is not trusted blindly)', async () => {
    const { store, idb } = make();
    await store.createFromScenario(smallScenario(), 'Cambrai');
    await store.append('c-1', moveDraft('gb-6gordons', 3.06, 50.1, 1));
    const other = make({ indexedDB: idb }).store;
    await other.append('c-1', moveDraft('gb-6seaforth', 3.07, 50.1, 2));
    const r = await store.append('c-1', moveDraft('gb-e-bn-tc', 3.08, 50.1, 3));
    expect(r.event.seq).toBe(4);
    expect(r.state.units['gb-6seaforth']!.pos).toEqual({ lon: 3.07, lat: 50.1 });
    expect((await other.open('c-1')).state).toEqual(r.state);
  });

  it('refuses a bad draft or an event that does not apply, writing nothing', async () => {
    const { store, idb } = make();
    await store.createFromScenario(smallScenario(), 'Cambrai');
    const before = await dumpDatabase(idb);
    await expect(store.append('c-1', moveDraft('gb-x', 3, 50))).rejects.toThrow(new EventError('unknown unit "gb-x"', 'payload.unitId'));
    await expect(store.append('c-1', moveDraft('gb-6gordons', 190, 50))).rejects.toThrow(/^payload\.to\.lon: lon must be -180…180, got 190/);
    await expect(
      store.append('c-1', { at: 1, type: 'unit.edited', v: 1, payload: { unitId: 'gb-6gordons', changes: { injuredBases: 9 } } }),
    ).rejects.toThrow(/Injured bases must be 0…8 \(the bases present\), got 9/);
    await expect(
      store.append('c-1', { at: 1, type: 'unit.edited', v: 1, payload: { unitId: 'gb-6gordons', changes: { name: '<i>x</i>' } } }),
    ).rejects.toBeInstanceOf(EventError);
    await expect(
      store.append('c-1', { at: 0, type: 'campaign.created', v: 1, payload: { scenario: smallScenario() } }),
    ).rejects.toThrow(/may only be the first event/);
    expect(await dumpDatabase(idb)).toBe(before);
    expect((await store.open('c-1')).meta.headSeq).toBe(1);
  });

  it('undo removes the newest event, says which, and refuses at seq 1', async () => {
    const { store } = make();
    await store.createFromScenario(smallScenario(), 'Cambrai');
    const first = await store.append('c-1', moveDraft('gb-6gordons', 3.07, 50.1, 5));
    await store.append('c-1', moveDraft('gb-6gordons', 3.08, 50.11, 10));
    const u = await store.undo('c-1');
    expect(u.description).toBe('Undid: moved 1/6th Gordon Highlanders');
    expect(u.removed).toMatchObject([{ seq: 3, type: 'unit.moved' }]);
    expect(u.state).toEqual(first.state);
    expect(u.meta.headSeq).toBe(2);
    expect(await store.db.events.get(['c-1', 3])).toBeUndefined();
    expect((await store.open('c-1')).state).toEqual(first.state);
    // The next append reuses seq 3.
    expect((await store.append('c-1', moveDraft('gb-6seaforth', 3.07, 50.1, 6))).event.seq).toBe(3);
    await store.undo('c-1');
    await store.undo('c-1');
    await expect(store.undo('c-1')).rejects.toThrow(/campaign\.created event \(seq 1\) cannot be undone/);
    expect((await store.open('c-1')).meta.headSeq).toBe(1);
  });
});

describe('requestPersistence', () => {
  it('reports what navigator.storage.persist answered', async () => {
    expect(await make({ storage: { persist: async () => true } }).store.requestPersistence()).toBe('persistent');
    expect(await make({ storage: { persist: async () => false } }).store.requestPersistence()).toBe('best-effort');
    expect(await make({ storage: {} }).store.requestPersistence()).toBe('unsupported');
    expect(await make({ storage: null }).store.requestPersistence()).toBe('unsupported');
  });
});
