// @vitest-environment jsdom
// One user action written in several steps (an "Advance to…" an hour at a time) goes only to the
// campaign it began in, and only while its own newest event is still the head: a step after the
// campaign changed, or after its hours were undone, writes nothing.
import 'fake-indexeddb/auto';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { StaleCampaignError } from '../../src/db/errors.ts';
import { createCampaignStore } from '../../src/db/store.ts';
import type { DeskAction } from '../../src/ui/deskHost.ts';
import type { MapEntry } from '../../src/ui/types.ts';
import { useDesk } from '../../src/ui/useDesk.ts';
import { tinyScenario } from './ui-fixture.ts';

afterEach(cleanup);

const MAPS: MapEntry[] = [
  { id: 'cambrai-1917', title: 'Cambrai 1917', campaignName: 'Cambrai', loadScenario: async () => tinyScenario(), loadTerrain: async () => ({ type: 'FeatureCollection', features: [] }) },
];

/** The desk's options are effect dependencies: stable, as App's are. */
const reload = () => undefined;

async function deskWithTwoCampaigns() {
  let n = 0;
  let t = 0;
  const store = createCampaignStore({
    indexedDB: new IDBFactory(),
    IDBKeyRange,
    storage: null,
    randomId: () => `c-${++n}`,
    now: () => new Date(Date.UTC(2024, 0, 1, 0, 0, t++)).toISOString(),
  });
  const first = await store.createFromScenario(tinyScenario(), 'First');
  const second = await store.createFromScenario(tinyScenario(), 'Second');
  const hook = renderHook(() => useDesk({ store, maps: MAPS, storage: null, reload }));
  await waitFor(() => expect(hook.result.current.phase).toBe('ready'));
  await hook.result.current.actions.open(first.id);
  return { store, hook, first, second };
}

const hour = (toMin: number) => ({ type: 'clock.advanced' as const, v: 1 as const, payload: { toMin } });

describe('a desk action written in steps', () => {
  it('refuses a step once another campaign is open, and neither campaign gets it', async () => {
    const { store, hook, first, second } = await deskWithTwoCampaigns();
    const run: DeskAction = { firstSeq: null };
    await hook.result.current.actions.append(hour(60), 'hour 1', run);
    expect(run).toMatchObject({ firstSeq: 2, campaignId: first.id, lastSeq: 2 });
    await hook.result.current.actions.open(second.id);
    await expect(hook.result.current.actions.append(hour(120), 'hour 2', run)).rejects.toThrow(/another campaign was opened meanwhile/);
    expect((await store.open(first.id)).meta.headSeq).toBe(2);
    expect((await store.open(second.id)).meta.headSeq).toBe(1);
    store.close();
  });

  it('refuses a step after its hours were undone, writing nothing', async () => {
    const { store, hook, first } = await deskWithTwoCampaigns();
    const run: DeskAction = { firstSeq: null };
    await hook.result.current.actions.append(hour(60), 'hour 1', run);
    await hook.result.current.actions.append(hour(120), 'hour 2', run);
    expect(run.lastSeq).toBe(3);
    await hook.result.current.actions.undo();
    expect((await store.open(first.id)).meta.headSeq).toBe(1);
    await expect(hook.result.current.actions.append(hour(180), 'hour 3', run)).rejects.toBeInstanceOf(StaleCampaignError);
    const after = await store.open(first.id);
    expect([after.meta.headSeq, after.state.clockMin]).toEqual([1, 0]);
    store.close();
  });
});
