/**
 * One-line descriptions of events for the log and the Undo message: each event type's own log line
 * (its definition's `describe`, in its capability's folder), and the description of one user action
 * (the events one button press wrote). Plain text, e.g. `advanced the clock to 08:20 (+2 h); 12 units
 * marched; 1 contact: 0531 2412 (1/6 Gordons vs II./84)`.
 */
import { eventDefinition, type CampaignEvent } from '../events.ts';
import { clockText } from '../model/localTime.ts';
import type { CampaignState } from '../model/types.ts';

/**
 * A one-line human description of an event, for the log and the Undo message. `state` is the state
 * the event applies to (or the state after an undo, which is the same); names and titles come from
 * it, else from the event. E.g. `ran step 4 of bound 1 in “180/Btn 1 vs 7/Btn 1”`.
 */
export function describeEvent(event: CampaignEvent, state: CampaignState | null): string {
  return eventDefinition(event.type).describe(event, state);
}

/**
 * The description of one user action: the events one button press wrote, oldest first (an
 * "Advance to…" writes one `clock.advanced` an hour). One event reads as `describeEvent`; a run of
 * clock steps as `advanced the clock from 06:20 to 14:20 in 8 hourly steps`; anything else as the
 * first event's description and how many more changes came with it. `stateBefore` is the state the
 * first event applied to (names and the clock come from it). Throws `RangeError` for no events.
 */
export function describeAction(events: readonly CampaignEvent[], stateBefore: CampaignState | null): string {
  const first = events[0];
  if (!first) throw new RangeError('describeAction: an action has at least one event');
  if (events.length === 1) return describeEvent(first, stateBefore);
  const last = events[events.length - 1]!;
  if (events.every((e) => e.type === 'clock.advanced') && last.type === 'clock.advanced') {
    const from = stateBefore ? clockText(stateBefore, stateBefore.clockMin) : null;
    const to = clockText(stateBefore, last.payload.toMin);
    return `advanced the clock ${from ? `from ${from} ` : ''}to ${to} in ${events.length} hourly steps`;
  }
  const more = events.length - 1;
  return `${describeEvent(first, stateBefore)} and ${more} more change${more === 1 ? '' : 's'} with it`;
}
