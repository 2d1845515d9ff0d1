/**
 * What the desk's panels and screens (orders, high-command sheets, timeline, clock, command
 * relations) need from the desk (`useDesk`): the open campaign's state and one way to write.
 */
import type { EventDraft, CampaignState } from '../campaign/index.ts';
import type { Attachments } from '../db/api.ts';

/** An event draft without `at`: the desk stamps it with the campaign clock. */
export type DeskEventInput = EventDraft extends infer T ? (T extends unknown ? Omit<T, 'at'> : never) : never;

/**
 * One user action that writes several events (an "Advance to…" an hour at a time): the same handle
 * passed to each `append` makes them one entry for Undo. `firstSeq` is set by the first write.
 */
export type DeskAction = {
  firstSeq: number | null;
  /** The campaign the action's first event went to (set by the desk): later steps refuse any other. */
  campaignId?: string;
  /** The seq of the action's newest event (set by the desk): a later step expects it as the head. */
  lastSeq?: number;
  /** When the action's newest event was written (the campaign row's `updatedAt`): a seq is used again after an Undo. */
  lastUpdatedAt?: string;
};

/**
 * The desk's writer. `append(draft, notice, action?)` stores one event at the campaign clock (or at
 * `draft.payload.toMin` for `clock.advanced`) — as part of `action` when given — shows `notice` in
 * the page's messages (with `images`, a scanned map's bytes, stored in the same transaction), and resolves with the new state; it rejects with the store's or the fold's
 * error (`StaleCampaignError` when another tab changed the campaign first), having written nothing.
 */
export type DeskWriter = {
  append(draft: DeskEventInput, notice: string, action?: DeskAction, attached?: Attachments): Promise<CampaignState>;
  /** Store several events at the campaign clock in one transaction, as one action (absent: this writer cannot). */
  appendAll?(drafts: readonly DeskEventInput[], notice: string): Promise<CampaignState>;
};

/** The campaign minute the desk writes `draft` at: a clock step at the minute it brings, anything else at the clock. */
export function deskEventAt(state: Pick<CampaignState, 'clockMin'>, draft: DeskEventInput): number {
  return draft.type === 'clock.advanced' ? draft.payload.toMin : state.clockMin;
}
