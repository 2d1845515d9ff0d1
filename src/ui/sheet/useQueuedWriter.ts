/**
 * Queued writes through the desk for a screen that changes one record many times quickly (a
 * high-command sheet, a fire plan): each write is a step run on the newest stored state — the one
 * the previous write resolved with — so two quick changes never overwrite each other; an undo or
 * another write from the desk is taken as the newest state while nothing is pending. A refusal (the
 * model's `RangeError`, the store's error) is kept as `error` (`errorView` text).
 */
import { useCallback, useRef, useState } from 'react';
import type { CampaignState } from '../../campaign/index.ts';
import { errorView } from '../errorText.ts';

/** What `useQueuedWriter` gives a writer hook. */
export type QueuedWriter = {
  /**
   * Queue `step`: when its turn comes it gets the newest state and resolves with the state after its
   * write (usually `writer.append(…)`). Resolves true once stored, false when it threw (its message,
   * after `doing`, e.g. "Could not change the sheet", is then `error`). Never rejects.
   */
  run(step: (state: CampaignState) => Promise<CampaignState>, doing: string): Promise<boolean>;
  /** The last refusal, as text (null when the last write went through). */
  error: string | null;
  clearError(): void;
};

/** The hook. `state` is the campaign as the desk shows it now. */
export function useQueuedWriter(state: CampaignState): QueuedWriter {
  const latest = useRef(state);
  const seen = useRef(state);
  const inFlight = useRef(0);
  if (seen.current !== state) {
    // Another state from the desk: an undo (taken when no write is pending) or one of our writes
    // folded (taken unless a later write has already resolved with a newer state).
    seen.current = state;
    if (inFlight.current === 0 || state.seq >= latest.current.seq) latest.current = state;
  }
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const [error, setError] = useState<string | null>(null);

  const run = useCallback((step: (s: CampaignState) => Promise<CampaignState>, doing: string): Promise<boolean> => {
    inFlight.current++;
    const next = queue.current.then(async () => {
      try {
        latest.current = await step(latest.current);
        setError(null);
        return true;
      } catch (e) {
        const v = errorView(e, doing);
        setError([v.title, ...v.lines].join(' '));
        return false;
      } finally {
        inFlight.current--;
      }
    });
    queue.current = next;
    return next;
  }, []);
  const clearError = useCallback(() => setError(null), []);
  return { run, error, clearError };
}
