/**
 * The store with the logistics events: every type appended, exported → imported → exported
 * byte-identical (and the committed `valid-logistics.json` imports and exports back byte for byte),
 * `store.events(id)` returning the log oldest first, bad drafts and bad files refused naming the path
 * (the database left as it was), and a snapshot holding runs and medical posts opened with their null
 * prototypes restored.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventError, foldEvents, type CampaignEvent, type EventDraft } from '../../src/campaign/events.ts';
import { buildLedger, holdingsOf } from '../../src/campaign/log/ledgers.ts';
import { ImportError, NotFoundError } from '../../src/db/errors.ts';
import { reviveState } from '../../src/db/snapshots.ts';
import type { DexieCampaignStore } from '../../src/db/store.ts';
import type { CampaignState } from '../../src/campaign/model/types.ts';
import { consumeDraft, logisticsDrafts, logisticsScenario } from './campaign-logistics-fixture.ts';
import { dumpDatabase, newStore, importElsewhere } from './db-helpers.ts';

const FIXTURE = new URL('../fixtures/import/valid-logistics.json', import.meta.url);

let store: DexieCampaignStore;
let idb: IDBFactory;
let id: string;
let text: string;

beforeAll(async () => {
  ({ store, idb } = newStore());
  id = (await store.createFromScenario(logisticsScenario(), 'Logistics')).id;
  for (const d of logisticsDrafts()) await store.append(id, d);
  text = await store.exportText(id);
});
afterAll(() => store.close());

/** The file with event `index`'s payload changed by `edit`. */
function withEvent(index: number, edit: (payload: Record<string, unknown>) => void): string {
  const doc = JSON.parse(text) as { events: { payload: Record<string, unknown> }[] };
  edit(doc.events[index]!.payload);
  return JSON.stringify(doc);
}

/** `[path, message]` of the first issue of the `ImportError` of importing `file`. */
async function importRefusal(file: string): Promise<[string, string]> {
  const err = await store.importText(file).catch((e: unknown) => e);
  if (!(err instanceof ImportError)) throw new Error(`expected an ImportError, got ${String(err)}`);
  return [err.issues[0]!.path, err.issues[0]!.message];
}

describe('campaign files with logistics events', () => {
  it('every logistics event type is stored, and export → import → export is byte-identical', async () => {
    const types = new Set(JSON.parse(text).events.map((e: { type: string }) => e.type));
    for (const t of ['stock.set', 'stock.generated', 'stock.consumed', 'resupply.dispatched', 'dla.placed', 'casualties.collected', 'unit.reorganised', 'day.ended', 'vehicles.repaired']) expect(types.has(t)).toBe(true);
    const { store: other, meta: copy } = await importElsewhere(text);
    expect(await other.exportText(copy.id)).toBe(text);
    const { state } = await other.open(copy.id);
    expect(state).toEqual((await store.open(id)).state);
    expect(holdingsOf(state, 'gb-6gordons')).toEqual({ CU: 6, FU: 0, POL: 0 });
    expect(holdingsOf(state, 'gb-a-bty').FU).toBe(8);
    expect(state.resupplyRuns!['r-2']).toMatchObject({ arriveMin: 299, deRosaDie: 3, arrived: true });
    expect(Object.getPrototypeOf(state.resupplyRuns)).toBe(null);
  });

  it('the committed valid-logistics.json imports and exports back to the same bytes', async () => {
    const committed = readFileSync(FIXTURE, 'utf8');
    expect(committed).toBe(text);
    const { store: other, meta: m } = await importElsewhere(committed);
    expect(await other.exportText(m.id)).toBe(committed);
    other.close();
  });

  it('store.events returns the whole log oldest first, the ledger is built from it', async () => {
    const events = await store.events(id);
    expect(events.map((e) => e.seq)).toEqual(Array.from({ length: logisticsDrafts().length + 1 }, (_, i) => i + 1));
    expect(events[0]!.type).toBe('campaign.created');
    expect(foldEvents(null, events)).toEqual((await store.open(id)).state);
    expect(buildLedger(events).balance('gb-6gordons', 'CU')).toBe(6);
    await expect(store.events('nope')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('refuses a draft that overdraws or is malformed, naming the path', async () => {
    const overdraw = await store.append(id, consumeDraft('gb-6gordons', 'CU', 9, 'other', 2000)).catch((e: unknown) => e);
    expect(overdraw).toBeInstanceOf(EventError);
    expect([(overdraw as EventError).path, (overdraw as EventError).message]).toEqual(['payload.amount', '1/6 Gordons would have −3 CU: holds 6, asked 9']);
    const bad = { at: 2000, type: 'stock.consumed', v: 1, payload: { unitId: 'gb-6gordons', kind: 'AMMO', amount: 1, cause: 'other', note: '' } } as unknown as EventDraft;
    const err = (await store.append(id, bad).catch((e: unknown) => e)) as EventError;
    expect(err.path).toBe('payload.kind');
    expect(err.message).toBe('payload.kind: unknown kind of stock "AMMO"; expected one of: CU, FU, POL');
  });

  it('refuses bad files naming the path, and leaves the database as it was', async () => {
    const before = await dumpDatabase(idb);
    const events = JSON.parse(text).events as CampaignEvent[];
    const at = (type: string, n = 0) => events.map((e, i) => [e.type, i] as const).filter(([t]) => t === type)[n]![1];
    const consumed = at('stock.consumed');
    expect(await importRefusal(withEvent(consumed, (p) => (p.amount = 5)))).toEqual([`events[${consumed}].payload.amount`, '1/6 Gordons would have −2 CU: holds 3, asked 5']);
    const run = at('resupply.dispatched');
    expect(await importRefusal(withEvent(run, (p) => ((p.run as { arriveMin: number }).arriveMin = 30)))).toEqual([
      `events[${run}].payload.run.arriveMin`,
      '9000 m motorised by road departing at minute 0 arrives at minute 60, not 30',
    ]);
    expect(await importRefusal(withEvent(run, (p) => ((p.run as { stocks: object }).stocks = { CU: 1, AMMO: 2 }))))
      .toEqual([`events[${run}].payload.run.stocks.AMMO`, 'unknown field "AMMO"']);
    const day = at('day.ended');
    expect(await importRefusal(withEvent(day, (p) => (p.dice = {})))).toEqual([`events[${day}].payload.dice.gb-152bde`, 'the medical post of 152 Bde holds 1: give its die (null when even)']);
    const reorg = at('unit.reorganised');
    expect(await importRefusal(withEvent(reorg, (p) => (p.die = 9)))).toEqual([`events[${reorg}].payload.die`, 'die must be at most 6, got 9']);
    expect(await dumpDatabase(idb)).toBe(before);
  });
});

describe('snapshots with logistics state', () => {
  it('a snapshot at event 250 holds the runs and the medical post, and opens to the same state', async () => {
    const { store: s, idb: db } = newStore();
    const m = await s.createFromScenario(logisticsScenario(), 'Snap');
    const drafts = logisticsDrafts().slice(0, -1);
    for (const d of drafts) await s.append(m.id, d);
    let last: CampaignState | undefined;
    for (let i = drafts.length + 2; i <= 250; i++) last = (await s.append(m.id, { at: 2000, type: 'unit.moved', v: 1, payload: { unitId: 'gb-6seaforth', to: { lon: 3.06 + i * 1e-5, lat: 50.09 } } })).state;
    expect(last!.seq).toBe(250);
    const snaps = await s.db.snapshots.toArray();
    expect(snaps.map((r) => [r.seq, Object.keys(r.state.resupplyRuns!), r.state.medicalPosts])).toEqual([[250, ['r-1', 'r-2'], { 'gb-152bde': { 'gb-6gordons': 1 } }]]);
    s.close();
    const fresh = newStore({ indexedDB: db }).store;
    const opened = await fresh.open(m.id);
    expect(opened.state).toEqual(last);
    expect(Object.getPrototypeOf(opened.state.medicalPosts!['gb-152bde'])).toBe(null);
    expect(opened.state.resupplyRuns!['constructor']).toBeUndefined();
    fresh.close();
  });

  it('reviveState restores the null prototypes of runs, medical posts and each post', () => {
    const state = { ...(JSON.parse(JSON.stringify(foldEvents(null, [{ seq: 1, at: 0, type: 'campaign.created', v: 1, payload: { scenario: logisticsScenario() } }]))) as CampaignState) };
    const stored = JSON.parse(JSON.stringify({ ...state, resupplyRuns: { 'r-1': { id: 'r-1' } }, medicalPosts: { 'gb-152bde': { 'gb-6gordons': 2 } } })) as CampaignState;
    const revived = reviveState(stored);
    expect(Object.getPrototypeOf(revived.resupplyRuns)).toBe(null);
    expect(Object.getPrototypeOf(revived.medicalPosts)).toBe(null);
    expect(Object.getPrototypeOf(revived.medicalPosts!['gb-152bde'])).toBe(null);
    expect(revived.medicalPosts!['gb-152bde']).toEqual({ 'gb-6gordons': 2 });
    const old = reviveState(state);
    expect('resupplyRuns' in old || 'medicalPosts' in old || 'dlas' in old).toBe(false);
  });
});
