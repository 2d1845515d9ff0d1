/**
 * The automatic reports that go with a desk write (no React): each draft folded in turn on the state
 * the write was prepared against, and after each the `reports.filed` events its automatic reports call
 * for (`autoReports`; in batches of at most `MAX_FILED_REPORTS`). The store writes them all in one
 * transaction as one action, so one Undo takes a change back with its reports.
 */
import { applyEvent, autoReports, autoReportsOn, MAX_FILED_REPORTS, type CampaignEvent, type CampaignState, type EventDraft } from '../../campaign/index.ts';

/**
 * `drafts` with, after each, the `reports.filed` drafts it calls for (at its minute). When the campaign
 * has no seat, or a draft does not fold (the store will refuse it in its own words), `drafts` as they are.
 */
export function withAutoReports(state: CampaignState, drafts: readonly EventDraft[]): readonly EventDraft[] {
  if (!autoReportsOn(state)) return drafts;
  const out: EventDraft[] = [];
  let s = state;
  try {
    for (const d of drafts) {
      const before = s;
      const event = { ...d, seq: before.seq + 1 } as CampaignEvent;
      s = applyEvent(before, event);
      out.push(d);
      const reports = autoReports(before, event, s);
      for (let i = 0; i < reports.length; i += MAX_FILED_REPORTS) {
        const batch: EventDraft = { at: d.at, type: 'reports.filed', v: 1, payload: { reports: reports.slice(i, i + MAX_FILED_REPORTS) } };
        s = applyEvent(s, { ...batch, seq: s.seq + 1 } as CampaignEvent);
        out.push(batch);
      }
    }
  } catch {
    return drafts;
  }
  return out;
}
