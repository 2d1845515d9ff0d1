/**
 * What the desk's panels and screens (orders, high-command sheets, timeline, clock, command
 * relations) need from the desk (`useDesk`): the open campaign's state and one way to write.
 */
import type { EventDraft } from '../campaign/events.ts';
import type { CampaignState } from '../campaign/types.ts';

/** An event draft without `at`: the desk stamps it with the campaign clock. */
export type DeskEventInput = EventDraft extends infer T ? (T extends unknown ? Omit<T, 'at'> : never) : never;

/**
 * The desk's writer. `append(draft, notice)` stores one event at the campaign clock (or at
 * `draft.payload.toMin` for `clock.advanced`), shows `notice` in the page's messages, and resolves
 * with the new state; it rejects with the store's or the fold's error, having written nothing.
 */
export type DeskWriter = {
  append(draft: DeskEventInput, notice: string): Promise<CampaignState>;
};
