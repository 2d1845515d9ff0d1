/**
 * User actions survive a file: an export carries each event's `action` mark, an import restores it
 * (one Undo after the round trip takes back the whole hourly advance, as before), and a mark that does
 * not continue the event before it is refused, naming the event.
 */
import { describe, expect, it } from 'vitest';
import { ImportError } from '../../src/db/errors.ts';
import type { DexieCampaignStore } from '../../src/db/store.ts';
import { dumpDatabase, moveDraft, storesClosedAfterEach, smallScenario, hourDraft as hour } from './db-helpers.ts';

const make = storesClosedAfterEach();


/** A campaign: created, a move, then a three-hour advance written hour by hour; its exported text. */
async function advancedCampaignText(store: DexieCampaignStore): Promise<string> {
  await store.createFromScenario(smallScenario(), 'Cambrai');
  await store.append('c-1', moveDraft('gb-6gordons', 3.07, 50.1, 0));
  const first = await store.append('c-1', hour(60));
  for (const toMin of [120, 180]) await store.append('c-1', hour(toMin), { action: first.event.seq });
  return store.exportText('c-1');
}

describe('user actions in a campaign file', () => {
  it('round-trips: the import undoes the hourly advance in one Undo, then the move', async () => {
    const { store } = make();
    const text = await advancedCampaignText(store);
    const events = (JSON.parse(text) as { events: { seq: number; action?: number }[] }).events;
    expect(events.map((e) => e.action ?? null)).toEqual([null, null, null, 3, 3]);
    const { store: other } = make();
    const meta = await other.importText(text);
    expect((await other.open(meta.id)).undo).toEqual({ description: 'advanced the clock from 06:20 to 09:20 in 3 hourly steps', firstSeq: 3, count: 3 });
    expect((await other.undo(meta.id)).removed.map((e) => e.seq)).toEqual([3, 4, 5]);
    expect((await other.undo(meta.id)).removed.map((e) => e.seq)).toEqual([2]);
    expect(await other.exportText(meta.id)).not.toContain('"action"');
  });

  it('refuses a mark that does not continue the event before it, and stores nothing', async () => {
    const { store } = make();
    const doc = JSON.parse(await advancedCampaignText(store)) as { events: { action?: number }[] };
    const { store: other, idb } = make();
    const before = await dumpDatabase(idb);
    doc.events[3]!.action = 2; // event 4 claims the move's action, but event 3 began a new one
    const err = await other.importText(JSON.stringify(doc)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ImportError);
    expect((err as ImportError).issues).toEqual([
      { path: 'events[3].action', message: 'says event 4 continues the action begun by event 2, but event 3 before it is not part of that action' },
    ]);
    doc.events[3]!.action = 3;
    doc.events[0]!.action = 1;
    await expect(other.importText(JSON.stringify(doc))).rejects.toThrow(/events\[0\]\.action/);
    expect(await dumpDatabase(idb)).toBe(before);
  });
});
