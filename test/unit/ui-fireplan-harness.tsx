/**
 * The desk around FirePlanScreen for its jsdom tests: a fake writer that records each draft and
 * folds it with the campaign's `applyEvent` (refusing what the fold refuses), an optional effect
 * runner through `EffectRunnerContext`, and a fixed seed for new plans.
 */
import { useMemo, useRef, useState } from 'react';
import { applyEvent, type CampaignEvent } from '../../src/campaign/events.ts';
import type { CampaignState } from '../../src/campaign/model/types.ts';
import { deskEventAt, type DeskEventInput, type DeskWriter } from '../../src/ui/deskHost.ts';
import { EffectRunnerContext, type EffectRunner } from '../../src/ui/fireplan/effectRunner.ts';
import { FirePlanScreen } from '../../src/ui/fireplan/FirePlanScreen.tsx';

/** One write: the draft and its notice. */
export type Written = { draft: DeskEventInput; notice: string };

/** What the desk does with a draft: stamp it with the next seq and the clock, and fold it. */
export function fold(state: CampaignState, draft: DeskEventInput): CampaignState {
  return applyEvent(state, { ...draft, seq: state.seq + 1, at: deskEventAt(state, draft) } as CampaignEvent);
}

/** Props: the first state, the list the writes go to, the runner, and what the screen reports to the map. */
export type HarnessProps = { initial: CampaignState; written: Written[]; runner?: EffectRunner; shown?: (string | null)[]; latest?: { state: CampaignState } };

/** The harness. */
export function Harness({ initial, written, runner, shown, latest }: HarnessProps) {
  const [state, setState] = useState(initial);
  const now = useRef(initial);
  const writer = useMemo<DeskWriter>(
    () => ({
      async append(draft, notice) {
        const next = fold(now.current, draft);
        written.push({ draft, notice });
        now.current = next;
        if (latest) latest.state = next;
        setState(next);
        return next;
      },
    }),
    [written, latest],
  );
  const onShowPlan = useMemo(() => (shown ? (id: string | null) => void shown.push(id) : undefined), [shown]);
  const screen = <FirePlanScreen state={state} writer={writer} terrain={null} selectedUnitId={null} onShowPlan={onShowPlan} newSeed={() => 4242} />;
  return runner ? <EffectRunnerContext.Provider value={runner}>{screen}</EffectRunnerContext.Provider> : screen;
}
