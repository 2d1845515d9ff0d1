/**
 * Helpers for the command UI tests: a desk writer that folds each draft into a state with
 * `applyEvent` (as the desk does, stamping the campaign clock), and records what was written.
 */
import { applyEvent, type CampaignEvent } from '../../src/campaign/events.ts';
import type { CampaignState } from '../../src/campaign/model/types.ts';
import { deskEventAt, type DeskEventInput, type DeskWriter } from '../../src/ui/deskHost.ts';

/** A writer over `start`: `writes` lists every (draft, notice); `state()` is the state after them. */
export function foldingWriter(start: CampaignState): DeskWriter & { writes: { draft: DeskEventInput; notice: string }[]; state(): CampaignState } {
  let state = start;
  const writes: { draft: DeskEventInput; notice: string }[] = [];
  return {
    writes,
    state: () => state,
    async append(draft, notice) {
      const event = { ...draft, seq: state.seq + 1, at: deskEventAt(state, draft) } as CampaignEvent;
      state = applyEvent(state, event);
      writes.push({ draft, notice });
      return state;
    },
  };
}
