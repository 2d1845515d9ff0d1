/**
 * The picture tests' shared step: apply one event with the next seq, then file the automatic reports it
 * calls for (`reports.filed`), as the desk does when it writes (`src/ui/seats/autoReportDrafts.ts`).
 */
import { applyEvent, type CampaignEvent, type EventDraft } from '../../src/campaign/events.ts';
import { autoReports } from '../../src/campaign/picture/autoReports.ts';
import type { CampaignState } from '../../src/campaign/model/types.ts';

/** `state` after `draft` (at its own `at`) and the reports it calls for. */
export function stepWithReports(state: CampaignState, draft: EventDraft): CampaignState {
  const event = { ...draft, seq: state.seq + 1 } as CampaignEvent;
  const after = applyEvent(state, event);
  const reports = autoReports(state, event, after);
  return reports.length === 0 ? after : applyEvent(after, { seq: after.seq + 1, at: draft.at, type: 'reports.filed', v: 1, payload: { reports } });
}
