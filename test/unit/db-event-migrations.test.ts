/**
 * Event-payload migrations are applied whenever the store reads events: with a made-up
 * `unit.moved` v0 → v1 step registered (test only, by mocking the registry's default), a v0 row
 * written in the old shape opens, undoes and exports as v1.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DexieCampaignStore } from '../../src/db/store.ts';
import { newStore, smallScenario } from './db-helpers.ts';

vi.mock('../../src/db/migrations.ts', async (importOriginal) => {
  const orig = await importOriginal<typeof import('../../src/db/migrations.ts')>();
  const fake = {
    'unit.moved@0': (p: unknown) => {
      const old = p as { unit: string; x: number; y: number };
      return { unitId: old.unit, to: { lon: old.x, lat: old.y } };
    },
  };
  return {
    ...orig,
    migrateEventRow: (row: Parameters<typeof orig.migrateEventRow>[0]) => orig.migrateEventRow(row, { ...orig.EVENT_MIGRATIONS, ...fake }),
  };
});

const stores: DexieCampaignStore[] = [];
afterEach(() => {
  while (stores.length) stores.pop()!.close();
});

describe('reading a v0 event through the store', () => {
  it('opens, exports and undoes it as the current version', async () => {
    const { store, idb } = newStore();
    stores.push(store);
    await store.createFromScenario(smallScenario(), 'Cambrai');
    await store.db.transaction('rw', store.db.events, store.db.campaigns, async () => {
      await store.db.events.add({ campaignId: 'c-1', seq: 2, at: 4, type: 'unit.moved', v: 0, payload: { unit: 'gb-6gordons', x: 3.071, y: 50.101 } });
      await store.db.campaigns.update('c-1', { headSeq: 2 });
    });
    const fresh = newStore({ indexedDB: idb }).store;
    stores.push(fresh);
    const opened = await fresh.open('c-1');
    expect(opened.head).toEqual({ seq: 2, at: 4, type: 'unit.moved', v: 1, payload: { unitId: 'gb-6gordons', to: { lon: 3.071, lat: 50.101 } } });
    expect(opened.state.units['gb-6gordons']!.pos).toEqual({ lon: 3.071, lat: 50.101 });
    const file = JSON.parse(await fresh.exportText('c-1')) as { events: unknown[] };
    expect(file.events[1]).toEqual(opened.head);
    expect((await fresh.undo('c-1')).description).toBe('Undid: moved 1/6th Gordon Highlanders');
  });
});
