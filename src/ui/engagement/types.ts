/**
 * What the engagement screens need from the desk (`App` / `useDesk`): which screen is showing, the
 * store-writing actions for `engagement.*` events, and the newest event (to know what Undo removes).
 */
import type { CampaignEvent, EventDraft, CampaignState } from '../../campaign/index.ts';

/**
 * Which screen fills the desk below the top bar: the map columns, the engagement list, one engagement,
 * the orders, the high-command sheets, the fire plans, logistics or the contacts queue.
 */
export type DeskScreen =
  | { kind: 'map' }
  | { kind: 'list' }
  | { kind: 'engagement'; id: string }
  | { kind: 'orders' }
  | { kind: 'sheets' }
  | { kind: 'fireplans' }
  | { kind: 'logistics' }
  | { kind: 'contacts' }
  | { kind: 'log' }
  | { kind: 'seats' };

/** An `engagement.*` event before the store gives it its seq. */
export type EngagementEventDraft = EventDraft<'engagement.created' | 'engagement.planned' | 'engagement.stepped' | 'engagement.returned'>;

/** An engagement event draft without `at` (the desk sets it to the campaign clock). */
export type EngagementEventInput = EngagementEventDraft extends infer T ? (T extends unknown ? Omit<T, 'at'> : never) : never;

/**
 * The desk's side of the engagement screens.
 * - `append(draft, notice)`: store one engagement event (`at` is set to the campaign clock), show
 *   `notice` in the page's messages, and resolve with the new campaign state; rejects with the
 *   store's error (nothing written).
 * - `undoStep(id)`: the store's undo of the newest event when it is an `engagement.*` event of
 *   engagement `id`; rejects, removing nothing, when the newest event is anything else.
 * - `head`: the newest event when known (null just after an undo).
 */
export type EngagementHost = {
  screen: DeskScreen;
  setScreen(s: DeskScreen): void;
  newEngagement(): void;
  append(draft: EngagementEventInput, notice: string): Promise<CampaignState>;
  undoStep(engagementId: string): Promise<void>;
  head: CampaignEvent | null;
};

/** Whether `e` is an `engagement.*` event of engagement `id`. */
export function isEventOf(e: CampaignEvent | null, id: string): boolean {
  if (!e || !e.type.startsWith('engagement.')) return false;
  const p = e.payload as { engagementId?: unknown };
  return p.engagementId === id;
}
