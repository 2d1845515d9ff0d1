/**
 * The plans being written for an engagement's next bound. A bound starts from `defaultDraft` (bound n
 * from column n of a high-command sheet by bounds covering the SF, else the first one from the high
 * commands a hand-off gave the SFs, `eng.highCommands`); what
 * the umpire wrote is kept per bound while the screen is open, so undoing a bound's plan brings the
 * form back as it was (`reconcileDraft` drops what no longer applies).
 */
import { useRef, useState } from 'react';
import { sheetCommandsAtBound, type CampaignEngagement, type CampaignState } from '../../campaign/index.ts';
import { defaultDraft, reconcileDraft, type PlanDraft } from './planForm.ts';

/** The draft of the bound being planned and its setter (a new bound or phase starts a fresh draft). */
export function usePlanDraft(eng: CampaignEngagement, campaign: CampaignState): [PlanDraft, (d: PlanDraft) => void] {
  const key = `${eng.state.bound}|${eng.state.phase}`;
  const saved = useRef(new Map<string, PlanDraft>());
  const fresh = (): PlanDraft => {
    const sheet = sheetCommandsAtBound(campaign, eng.state.formations.map((f) => f.id), eng.state.bound);
    const base = defaultDraft(eng.state, eng.records, eng.highCommands, sheet);
    const kept = saved.current.get(key);
    return kept ? reconcileDraft(eng.state, kept, base) : base;
  };
  const [held, setHeld] = useState<{ key: string; draft: PlanDraft }>(() => ({ key, draft: fresh() }));
  let current = held;
  if (held.key !== key) {
    // Derived state: a new bound or phase replaces the draft during this render.
    current = { key, draft: fresh() };
    setHeld(current);
  }
  const set = (d: PlanDraft) => {
    saved.current.set(key, d);
    setHeld({ key, draft: d });
  };
  return [current.draft, set];
}
