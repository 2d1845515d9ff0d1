/**
 * User actions in the event log, for Undo and Redo (DESIGN.md §State: "Every user action is one
 * event" — save for the clock, whose "Advance to…" writes one `clock.advanced` an hour). An event
 * row written as part of an action that began with an earlier event carries `action`: the seq of
 * that first event. A row without it is the first (or only) event of its action. The newest action
 * is the run of rows from the head down that share the head's action key.
 * Call these inside a transaction over the events and snapshots tables.
 */
import { type CampaignEvent, describeAction, type CampaignState } from '../campaign/index.ts';
import type { CampaignDatabase, EventRow } from './database.ts';
import { eventFromRow, loadState } from './snapshots.ts';

/** What Undo would remove now: the newest user action, in words, and how many events it wrote. */
export type UndoInfo = { description: string; firstSeq: number; count: number };

/** The action key of a row: the seq of the first event of its action. */
export function actionKey(row: Pick<EventRow, 'seq' | 'action'>): number {
  return row.action ?? row.seq;
}

/**
 * The rows of the newest action of campaign `campaignId` whose head is `headSeq`, oldest first.
 * Empty when the head is the `campaign.created` event (nothing to undo). Throws `Error` when the
 * head row is missing (a damaged log).
 */
export async function headActionRows(db: CampaignDatabase, campaignId: string, headSeq: number): Promise<EventRow[]> {
  const head = await db.events.get([campaignId, headSeq]);
  if (!head) throw new Error(`campaign "${campaignId}" is damaged: its newest event ${headSeq} is missing`);
  // The campaign's creation (seq 1, and any setup written with it as action 1) cannot be undone.
  if (headSeq <= 1 || actionKey(head) <= 1) return [];
  const key = actionKey(head);
  const rows = await db.events.where('[campaignId+seq]').between([campaignId, key], [campaignId, headSeq], true, true).toArray();
  return rows.filter((r) => actionKey(r) === key || r.seq === key);
}

/**
 * What Undo would remove from campaign `campaignId` at `headSeq`, described from the state before the
 * action (`before` when the caller has it: the state after event `firstSeq − 1`), or null when there is
 * nothing to undo.
 */
export async function undoInfoAt(
  db: CampaignDatabase,
  campaignId: string,
  headSeq: number,
  before?: CampaignState | null,
): Promise<UndoInfo | null> {
  const rows = await headActionRows(db, campaignId, headSeq);
  const first = rows[0];
  if (!first) return null;
  const stateBefore = before && before.seq === first.seq - 1 ? before : (await loadState(db, campaignId, first.seq - 1)).state;
  try {
    return describeRows(rows.map(eventFromRow), stateBefore);
  } catch {
    // Only Undo's words are at stake: a row that cannot be described must not stop a write or an
    // open, and Undo still takes the action back.
    return { description: rows.length === 1 ? 'the newest change' : `the newest ${rows.length} changes`, firstSeq: first.seq, count: rows.length };
  }
}

/** The `UndoInfo` of an action's events (oldest first) given the state before the first. */
export function describeRows(events: readonly CampaignEvent[], stateBefore: CampaignState | null): UndoInfo {
  return { description: describeAction(events, stateBefore), firstSeq: events[0]!.seq, count: events.length };
}
