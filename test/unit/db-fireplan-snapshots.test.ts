/**
 * Snapshots with fire plans and firings: written at event 250 with today's fold version, opened to
 * the folded state with null prototypes restored, and undone across; a snapshot written before fire plans existed
 * (no `fold`: the frozen version-1 database) is passed over, so an opened state is always today's fold
 * (units moved carry `movedAtMin`) and matches an export → import.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { foldEvents, type EventDraft } from '../../src/campaign/events.ts';
import type { CampaignState } from '../../src/campaign/model/types.ts';
import { FOLD_VERSION, eventFromRow, loadState, reviveState } from '../../src/db/snapshots.ts';
import { at, fireScenario, fireStart } from './campaign-fireplan-fixture.ts';
import { firePlanDrafts } from './db-fireplan-helpers.ts';
import { newStore } from './db-helpers.ts';

const move = (i: number): EventDraft => ({ at: Math.floor(i / 30), type: 'unit.moved', v: 1, payload: { unitId: 'de-far-1', to: at(12600 + (i % 50), 12600) } });

describe('a snapshot with fire plans and firings', () => {
  it('is written at event 250 marked with the fold version, opens to the folded state, and undo goes back across it', async () => {
    const { store, idb } = newStore();
    await store.createFromScenario(fireScenario(), 'Fire');
    const drafts = firePlanDrafts();
    for (let i = 0; i < 249 - drafts.length; i++) await store.append('c-1', move(i));
    let atSnapshot: CampaignState | undefined;
    for (const d of drafts) atSnapshot = (await store.append('c-1', d)).state;
    expect(atSnapshot!.seq).toBe(250);
    const snaps = await store.db.snapshots.toArray();
    expect(snaps.map((s) => [s.seq, s.fold])).toEqual([[250, FOLD_VERSION]]);
    expect(FOLD_VERSION).toBe(8);
    expect(Object.keys(snaps[0]!.state.firePlans!)).toEqual(['fp-1']);
    expect(snaps[0]!.state.firings!.map((f) => f.seq)).toEqual([250]);

    const fresh = newStore({ indexedDB: idb }).store;
    const opened = await fresh.open('c-1');
    expect(opened.state).toEqual(atSnapshot);
    expect(Object.getPrototypeOf(opened.state.firePlans)).toBe(null);
    expect(opened.state.firePlans!['constructor']).toBeUndefined();
    const rows = await fresh.db.events.where('[campaignId+seq]').between(['c-1', 1], ['c-1', Infinity]).toArray();
    expect(opened.state).toEqual(foldEvents(null, rows.map(eventFromRow)));
    const stats = await fresh.db.transaction('r', [fresh.db.events, fresh.db.snapshots], () => loadState(fresh.db, 'c-1', 250));
    expect(stats.stats).toEqual({ snapshotSeq: 250, eventsFolded: 0 });

    const undone = await fresh.undo('c-1');
    expect(undone.description).toBe('Undid: fired the fire plan “Flesquières”: 8 shoots, 6 bases lost, 8 FU spent');
    expect(undone.state.firings).toBeUndefined();
    expect(undone.state.units['de-bn1']!.bases).toBe(6);
    expect(await fresh.db.snapshots.count()).toBe(0);
    fresh.close();
    store.close();
  });

  it('reviveState restores the fire plans’ null prototype and keeps absent fields absent', () => {
    const stored = JSON.parse(JSON.stringify({ ...fireStart(), firePlans: { 'fp-1': { id: 'fp-1' } }, firings: [] })) as CampaignState;
    const revived = reviveState(stored);
    expect(Object.getPrototypeOf(revived.firePlans)).toBe(null);
    expect(revived.firings).toEqual([]);
    const old = reviveState(JSON.parse(JSON.stringify(fireStart())) as CampaignState);
    expect('firePlans' in old || 'firings' in old).toBe(false);
  });
});

describe('the frozen version-1 database (a snapshot from before fire plans)', () => {
  it('is passed over: the log is folded from the start, moved units carry movedAtMin, and writing goes on', async () => {
    const fixture = JSON.parse(readFileSync(new URL('../fixtures/db-v1/cambrai-small.json', import.meta.url), 'utf8')) as {
      stores: { name: string; rows: Record<string, unknown>[] }[];
    };
    const expected = JSON.parse(readFileSync(new URL('../fixtures/db-v1/cambrai-small.expected.json', import.meta.url), 'utf8')) as {
      open: Record<string, { state: CampaignState }>;
    };
    const { store: s, idb } = newStore();
    await s.db.transaction('rw', [s.db.campaigns, s.db.events, s.db.snapshots], async () => {
      for (const t of fixture.stores) await s.db.table(t.name).bulkPut(t.rows);
    });
    s.close();
    const fresh = newStore({ indexedDB: idb }).store;
    const loaded = await fresh.db.transaction('r', [fresh.db.events, fresh.db.snapshots], () => loadState(fresh.db, 'cmp-1', 263));
    expect(loaded.stats).toEqual({ snapshotSeq: 0, eventsFolded: 263 });
    const want = expected.open['cmp-1']!.state;
    const movedAt: Record<string, number> = { 'gb-6gordons': 26, 'gb-6seaforth': 25, 'gb-e-bn-tc': 25, 'de-ir84-2': 25 };
    // …and the edit taking II./84 from 6 bases to 4 keeps the 6 CU it held.
    const stocks: Record<string, object> = { 'de-ir84-2': { CU: 6 } };
    const units = Object.fromEntries(
      Object.entries(want.units).map(([id, u]) => [id, { ...u, ...(movedAt[id] === undefined ? {} : { movedAtMin: movedAt[id] }), ...(stocks[id] === undefined ? {} : { stocks: stocks[id] }) }]),
    );
    const opened = await fresh.open('cmp-1');
    expect(JSON.parse(JSON.stringify(opened.state))).toEqual({ ...want, units, engagements: {} });

    const r = await fresh.append('cmp-1', { at: 50, type: 'unit.moved', v: 1, payload: { unitId: 'de-54rd', to: { lon: 3.11, lat: 50.15 } } });
    expect(r.state.units['de-54rd']!.movedAtMin).toBe(50);
    const copy = await fresh.importText(await fresh.exportText('cmp-1'));
    expect((await fresh.open(copy.id)).state).toEqual(r.state);
    fresh.close();
  });
});
