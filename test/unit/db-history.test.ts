/**
 * Undo and Redo by user action in the store: an "Advance to…" written hour by hour is one action,
 * one Undo removes it whole and says so; Redo writes it again; a write prepared against an older
 * head (another tab wrote) is refused and changes nothing; two stores on one database see each
 * other's writes; the raw log export of a campaign.
 */
import { describe, expect, it } from 'vitest';
import { StaleCampaignError } from '../../src/db/errors.ts';
import { RAW_LOG_FORMAT } from '../../src/db/store.ts';
import type { CampaignMeta } from '../../src/db/api.ts';
import { dumpDatabase, moveDraft, storesClosedAfterEach, smallScenario, hourDraft as hour } from './db-helpers.ts';

const make = storesClosedAfterEach();


describe('undo by user action', () => {
  it('one Undo removes every hourly step of one advance and names it; the next Undo names the move before it', async () => {
    const { store, idb } = make();
    await store.createFromScenario(smallScenario(), 'Cambrai');
    const moved = await store.append('c-1', moveDraft('gb-6gordons', 3.07, 50.1, 0));
    expect(moved.undo).toEqual({ description: 'moved 1/6th Gordon Highlanders', firstSeq: 2, count: 1 });
    const first = await store.append('c-1', hour(60), { expectHeadSeq: 2 });
    let last = first;
    for (const toMin of [120, 180, 240]) last = await store.append('c-1', hour(toMin), { action: first.event.seq });
    expect(last.undo).toEqual({ description: 'advanced the clock from 06:20 to 10:20 in 4 hourly steps', firstSeq: 3, count: 4 });
    // A fresh store (no cache) describes the same action from the log alone.
    expect((await make({ indexedDB: idb }).store.open('c-1')).undo).toEqual(last.undo);

    const undone = await store.undo('c-1', { expectHeadSeq: 6 });
    expect(undone.description).toBe('Undid: advanced the clock from 06:20 to 10:20 in 4 hourly steps');
    expect(undone.removed.map((e) => e.seq)).toEqual([3, 4, 5, 6]);
    expect(undone.state).toEqual(moved.state);
    expect(undone.meta.headSeq).toBe(2);
    expect(undone.undo).toEqual(moved.undo);
  });

  it('Redo writes the removed action again as one action with the same state', async () => {
    const { store } = make();
    await store.createFromScenario(smallScenario(), 'Cambrai');
    const first = await store.append('c-1', hour(60));
    const after = await store.append('c-1', hour(120), { action: first.event.seq });
    const undone = await store.undo('c-1');
    const redone = await store.redo('c-1', undone.removed, { expectHeadSeq: 1 });
    expect(redone.state).toEqual(after.state);
    expect(redone.undo).toMatchObject({ firstSeq: 2, count: 2 });
    expect((await store.undo('c-1')).removed).toHaveLength(2);
  });

  it('refuses a write or an Undo prepared against an older head, changing nothing, and names the newer change', async () => {
    const { store, idb } = make();
    await store.createFromScenario(smallScenario(), 'Cambrai');
    await store.append('c-1', moveDraft('gb-6gordons', 3.07, 50.1, 0));
    const before = await dumpDatabase(idb);
    // This tab still shows seq 1; another tab wrote seq 2.
    await expect(store.undo('c-1', { expectHeadSeq: 1 })).rejects.toThrow(StaleCampaignError);
    await expect(store.undo('c-1', { expectHeadSeq: 1 })).rejects.toThrow(/another tab.*moved 1\/6th Gordon Highlanders/);
    await expect(store.append('c-1', moveDraft('gb-6seaforth', 3.07, 50.1, 0), { expectHeadSeq: 1 })).rejects.toThrow(StaleCampaignError);
    // A step that claims to continue an action that is no longer the newest.
    await expect(store.append('c-1', hour(60), { action: 7 })).rejects.toThrow(StaleCampaignError);
    expect(await dumpDatabase(idb)).toBe(before);
  });

  it('refuses an Undo prepared against a head whose seq was used again after an Undo in another tab', async () => {
    const { store, idb } = make();
    await store.createFromScenario(smallScenario(), 'Cambrai');
    const seen = await store.append('c-1', moveDraft('gb-6gordons', 3.07, 50.1, 0));
    // The other tab undoes that move and writes another at the same seq 2.
    await store.undo('c-1');
    await store.append('c-1', moveDraft('gb-6seaforth', 3.08, 50.1, 0));
    const before = await dumpDatabase(idb);
    const shown = { expectHeadSeq: seen.meta.headSeq, expectUpdatedAt: seen.meta.updatedAt };
    expect(shown.expectHeadSeq).toBe(2);
    await expect(store.undo('c-1', shown)).rejects.toThrow(/another tab.*Seaforth/);
    await expect(store.append('c-1', hour(60), shown)).rejects.toThrow(StaleCampaignError);
    expect(await dumpDatabase(idb)).toBe(before);
    // Against the head as it now stands, the Undo goes through.
    const now = (await store.list())[0]!;
    await expect(store.undo('c-1', { expectHeadSeq: now.headSeq, expectUpdatedAt: now.updatedAt })).resolves.toMatchObject({ meta: { headSeq: 1 } });
  });
});

describe('two tabs on one database', () => {
  it("each store's watch sees the other's writes", async () => {
    const { store: a, idb } = make();
    const { store: b } = make({ indexedDB: idb, randomId: () => 'unused' });
    await a.createFromScenario(smallScenario(), 'Cambrai');
    const seen: CampaignMeta[][] = [];
    const stop = b.watch((list) => seen.push(list));
    await a.append('c-1', moveDraft('gb-6gordons', 3.07, 50.1, 0));
    await expect.poll(() => seen.at(-1)?.[0]?.headSeq, { timeout: 3000 }).toBe(2);
    stop();
    expect((await b.open('c-1')).state.units['gb-6gordons']!.pos).toEqual({ lon: 3.07, lat: 50.1 });
  });

  it("tells a store's own watcher of its write once, not twice", async () => {
    const { store: a, idb } = make();
    const { store: b } = make({ indexedDB: idb, randomId: () => 'unused' });
    await a.createFromScenario(smallScenario(), 'Cambrai');
    const own: number[] = [];
    const other: number[] = [];
    const stopOwn = a.watch((list) => own.push(list[0]!.headSeq));
    const stopOther = b.watch((list) => other.push(list[0]!.headSeq));
    await expect.poll(() => own.length + other.length).toBe(2); // each watcher's first reading
    await a.append('c-1', moveDraft('gb-6gordons', 3.07, 50.1, 0));
    await expect.poll(() => other.at(-1), { timeout: 3000 }).toBe(2);
    await new Promise((r) => setTimeout(r, 100)); // time for any echo to arrive
    stopOwn();
    stopOther();
    expect(own).toEqual([1, 2]);
    expect(other).toEqual([1, 2]);
  });
});

describe('raw log', () => {
  it('exports the rows as stored, unchecked', async () => {
    const { store } = make();
    await store.createFromScenario(smallScenario(), 'Cambrai');
    await store.append('c-1', moveDraft('gb-6gordons', 3.07, 50.1, 0));
    const raw = JSON.parse(await store.rawLogText('c-1')) as { format: string; campaign: CampaignMeta; events: { seq: number; type: string }[] };
    expect(raw.format).toBe(RAW_LOG_FORMAT);
    expect(raw.campaign).toMatchObject({ id: 'c-1', name: 'Cambrai', headSeq: 2 });
    expect(raw.events.map((e) => [e.seq, e.type])).toEqual([
      [1, 'campaign.created'],
      [2, 'unit.moved'],
    ]);
  });
});

describe('campaign names are unique', () => {
  it('a new, duplicated or imported campaign whose name is taken gets " (2)", " (3)"; rename refuses a taken name', async () => {
    const { store } = make();
    await store.createFromScenario(smallScenario(), 'Cambrai');
    expect((await store.createFromScenario(smallScenario(), 'cambrai')).name).toBe('cambrai (2)');
    expect((await store.duplicate('c-1', 'Cambrai')).name).toBe('Cambrai (3)');
    const imported = await store.importText(await store.exportText('c-1'));
    expect([imported.name, imported.renamedFrom]).toEqual(['Cambrai (4)', 'Cambrai']);
    await expect(store.rename('c-2', 'CAMBRAI')).rejects.toThrow('a campaign named “Cambrai” exists already; choose another name');
    expect((await store.list()).map((m) => m.name).sort()).toEqual(['Cambrai', 'Cambrai (3)', 'Cambrai (4)', 'cambrai (2)']);
  });
});

describe('a bundled map’s setup', () => {
  it('is written with the campaign’s creation, checked like any event, and is not for Undo to take back', async () => {
    const { store, idb } = make();
    const setup = [{ type: 'unit.moved', v: 1, payload: { unitId: 'gb-6gordons', to: { lon: 3.07, lat: 50.1 } } }];
    const meta = await store.createFromScenario(smallScenario(), 'With setup', setup);
    expect(meta.headSeq).toBe(2);
    const opened = await store.open(meta.id);
    expect(opened.state.units['gb-6gordons']!.pos).toEqual({ lon: 3.07, lat: 50.1 });
    expect(opened.undo).toBeNull();
    await expect(store.undo(meta.id)).rejects.toThrow(/nothing to undo/);
    const before = await dumpDatabase(idb);
    await expect(store.createFromScenario(smallScenario(), 'Bad setup', [{ type: 'unit.moved', v: 1, payload: { unitId: 'gb-nobody', to: { lon: 3, lat: 50 } } }])).rejects.toThrow('unknown unit "gb-nobody"');
    expect(await dumpDatabase(idb)).toBe(before);
  });
});
