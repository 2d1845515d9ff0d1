/**
 * The open campaign's ledgers for the Logistics screen: built once from the
 * stored log (`store.events`) when the screen is first wanted, then kept up to date event by event
 * (`LedgerKeeper.append` with the state each new event applied to), taken back on Undo
 * (`undoFrom`), and rebuilt from the log whenever the two cannot be matched (another campaign,
 * an import, a gap). Reading the log is the only asynchronous step.
 */
import { useEffect, useRef, useState } from 'react';
import { foldEvents, LedgerKeeper, type CampaignEvent, type CampaignState } from '../../campaign/index.ts';
import type { Ledger } from '../../rules/index.ts';

/** What the hook reads from the desk: the store's log reader and the open campaign (null: none). */
export type LedgerSource = {
  events(campaignId: string): Promise<CampaignEvent[]>;
};

type Kept = { campaignId: string; keeper: LedgerKeeper; events: CampaignEvent[]; state: CampaignState };

/**
 * The ledger and the log of the open campaign, or nulls until the log has been read (and while
 * `wanted` has never been true: nothing is read before the Logistics screen is first opened).
 * `head` is the newest event when the desk knows it (null just after an Undo). A failed read is
 * reported through `onError` and leaves the nulls.
 */
export function useLedger(
  source: LedgerSource,
  campaignId: string | null,
  state: CampaignState | null,
  head: CampaignEvent | null,
  wanted: boolean,
  onError?: (e: unknown) => void,
): { ledger: Ledger | null; events: readonly CampaignEvent[] | null } {
  const kept = useRef<Kept | null>(null);
  const [, setVersion] = useState(0);
  const [started, setStarted] = useState(false);
  if (wanted && !started) setStarted(true);
  const report = useRef(onError);
  report.current = onError;

  useEffect(() => {
    if (!started || !campaignId || !state) return;
    const k = kept.current;
    if (k && k.campaignId === campaignId) {
      if (state.seq === k.keeper.seq) return;
      if (head && head.seq === k.keeper.seq + 1 && head.seq === state.seq) {
        k.keeper.append(k.state, head);
        k.events = [...k.events, head];
        k.state = state;
        setVersion((v) => v + 1);
        return;
      }
      if (state.seq < k.keeper.seq) {
        k.keeper.undoFrom(state.seq + 1);
        k.events = k.events.filter((e) => e.seq <= state.seq);
        k.state = state;
        setVersion((v) => v + 1);
        return;
      }
    }
    let live = true;
    source.events(campaignId).then(
      (events) => {
        if (!live) return;
        if (events.length === 0) return;
        // One batch: each event costs what it changes, not the size of the order of battle.
        const folded: CampaignState = foldEvents(null, events);
        kept.current = { campaignId, keeper: new LedgerKeeper(events), events, state: folded };
        setVersion((v) => v + 1);
      },
      (e: unknown) => live && report.current?.(e),
    );
    return () => {
      live = false;
    };
  }, [source, campaignId, state, head, started]);

  const k = kept.current;
  if (!k || k.campaignId !== campaignId) return { ledger: null, events: null };
  return { ledger: k.keeper.ledger, events: k.events };
}
