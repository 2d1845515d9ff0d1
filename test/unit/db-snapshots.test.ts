/**
 * Snapshots every 250 events, open from the newest snapshot, undo across a snapshot, and the
 * all-or-nothing transaction: a failure midway (an ordinary error or a storage quota) leaves the
 * database exactly as it was.
 */
import Dexie, { type DBCore, type DBCoreMutateRequest } from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { foldEvents } from '../../src/campaign/events.ts';
import type { CampaignState } from '../../src/campaign/model/types.ts';
import { StoreQuotaError } from '../../src/db/errors.ts';
import { eventFromRow } from '../../src/db/snapshots.ts';
import type { DexieCampaignStore } from '../../src/db/store.ts';
import { dumpDatabase, newStore, nthMove, smallScenario } from './db-helpers.ts';

const stores: DexieCampaignStore[] = [];
function make(extra: Parameters<typeof newStore>[0] = {}) {
  const r = newStore(extra);
  stores.push(r.store);
  return r;
}
afterEach(() => {
  vi.restoreAllMocks();
  while (stores.length) stores.pop()!.close();
});

/** A campaign `c-1` with `n` events in all (seq 1 … n); returns the state after each seq. */
async function campaignOf(store: DexieCampaignStore, n: number): Promise<Map<number, CampaignState>> {
  await store.createFromScenario(smallScenario(), 'Cambrai');
  const states = new Map<number, CampaignState>();
  for (let i = 0; i < n - 1; i++) {
    const r = await store.append('c-1', nthMove(i));
    states.set(r.event.seq, r.state);
  }
  return states;
}

async function fullFold(store: DexieCampaignStore): Promise<CampaignState> {
  const rows = await store.db.events.where('[campaignId+seq]').between(['c-1', 1], ['c-1', Infinity]).toArray();
  return foldEvents(null, rows.map(eventFromRow));
}

describe('snapshots', () => {
  it('are written with every 250th event and hold the state after it', async () => {
    const { store } = make();
    const states = await campaignOf(store, 520);
    const snaps = await store.db.snapshots.toArray();
    expect(snaps.map((s) => [s.campaignId, s.seq])).toEqual([
      ['c-1', 250],
      ['c-1', 500],
    ]);
    expect(JSON.stringify(snaps[0]!.state)).toBe(JSON.stringify(states.get(250)));
    expect(JSON.stringify(snaps[1]!.state)).toBe(JSON.stringify(states.get(500)));
  });

  it('open starts from the newest snapshot (events before it are not read) and equals the full fold', async () => {
    const { store, idb } = make();
    const states = await campaignOf(store, 262);
    const fold = await fullFold(store);
    expect(fold).toEqual(states.get(262));

    // Delete events 2…250 behind the store's back: an open that read them would fail.
    await store.db.events.where('[campaignId+seq]').between(['c-1', 2], ['c-1', 250], true, true).delete();
    const fresh = make({ indexedDB: idb }).store;
    const opened = await fresh.open('c-1');
    expect(opened.state).toEqual(fold);
    expect(opened.head.seq).toBe(262);
    expect(Object.getPrototypeOf(opened.state.units)).toBe(null);
    expect(opened.state.units['constructor']).toBeUndefined();

    // Without the snapshot the same damaged log cannot open: the snapshot was what made it work.
    await store.db.snapshots.clear();
    await expect(make({ indexedDB: idb }).store.open('c-1')).rejects.toThrow(/event seq 251 does not follow 1/);
  });

  it('undo of a snapshot event removes its snapshot; later opens fold from the previous one', async () => {
    const { store, idb } = make();
    const states = await campaignOf(store, 251);
    const u1 = await store.undo('c-1');
    expect(u1.removed[0]!.seq).toBe(251);
    expect(await store.db.snapshots.count()).toBe(1);
    // Opened straight from the snapshot (nothing to fold): the units record regains its null prototype.
    const atSnapshot = await make({ indexedDB: idb }).store.open('c-1');
    expect(atSnapshot.state).toEqual(states.get(250));
    expect(Object.getPrototypeOf(atSnapshot.state.units)).toBe(null);
    await expect(store.append('c-1', { at: 99, type: 'unit.moved', v: 1, payload: { unitId: 'toString', to: { lon: 3, lat: 50 } } })).rejects.toThrow(/reserved name/);
    const u2 = await store.undo('c-1');
    expect(u2.removed[0]!.seq).toBe(250);
    expect(await store.db.snapshots.count()).toBe(0);
    expect(u2.state).toEqual(states.get(249));
    expect((await make({ indexedDB: idb }).store.open('c-1')).state).toEqual(states.get(249));
    const again = await store.append('c-1', nthMove(248));
    expect(again.event.seq).toBe(250);
    expect((await store.db.snapshots.toArray()).map((s) => s.seq)).toEqual([250]);
  });
});

describe('one transaction per write', () => {
  it('a snapshot write failing at event 250 leaves no partial event, meta or snapshot', async () => {
    const { store, idb } = make();
    const states = await campaignOf(store, 249);
    const before = await dumpDatabase(idb);
    const put = vi.spyOn(store.db.snapshots, 'put').mockImplementation(() => Dexie.Promise.reject(new Error('disk on fire')));
    await expect(store.append('c-1', nthMove(248))).rejects.toThrow('disk on fire');
    expect(put).toHaveBeenCalledTimes(1);
    expect(await dumpDatabase(idb)).toBe(before);
    put.mockRestore();
    const ok = await store.append('c-1', nthMove(248));
    expect(ok.event.seq).toBe(250);
    expect(ok.state).toEqual(await fullFold(store));
    expect(ok.state.seq).toBe(states.get(249)!.seq + 1);
  });

  it('a meta write failing after the event was added rolls the event back', async () => {
    const { store, idb } = make();
    await campaignOf(store, 3);
    const before = await dumpDatabase(idb);
    vi.spyOn(store.db.campaigns, 'put').mockImplementation(() => Dexie.Promise.reject(new TypeError('meta write failed')));
    await expect(store.append('c-1', nthMove(5))).rejects.toThrow('meta write failed');
    expect(await dumpDatabase(idb)).toBe(before);
  });

  it('maps a DOMException QuotaExceededError to StoreQuotaError and keeps the data', async () => {
    const { store, idb } = make();
    await campaignOf(store, 3);
    const before = await dumpDatabase(idb);
    vi.spyOn(store.db.events, 'add').mockImplementation(() =>
      Dexie.Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError')),
    );
    const err = await store.append('c-1', nthMove(5)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StoreQuotaError);
    expect((err as Error).message).toMatch(/storage for this app is full.*Export your campaigns/);
    expect(await dumpDatabase(idb)).toBe(before);
  });

  it('maps a quota failure raised below Dexie (DBCore) on the snapshot put, nested in inner', async () => {
    const { store, idb } = make();
    let fail = false;
    store.db.use({
      stack: 'dbcore',
      name: 'quota-simulator',
      create: (down: DBCore): DBCore => ({
        ...down,
        table: (name) => {
          const t = down.table(name);
          return {
            ...t,
            mutate: (req: DBCoreMutateRequest) =>
              fail && name === 'snapshots'
                ? Promise.reject(new Dexie.QuotaExceededError('storage full', new DOMException('full', 'QuotaExceededError')))
                : t.mutate(req),
          };
        },
      }),
    });
    await campaignOf(store, 249);
    const before = await dumpDatabase(idb);
    fail = true;
    await expect(store.append('c-1', nthMove(248))).rejects.toBeInstanceOf(StoreQuotaError);
    expect(await dumpDatabase(idb)).toBe(before);
    fail = false;
    expect((await store.append('c-1', nthMove(248))).meta.headSeq).toBe(250);
  });
});
