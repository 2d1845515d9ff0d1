/**
 * One step of the campaign clock as the umpire runs it by hand (004 §SEQUENCE OF EVENTS): the moves
 * and contacts of the step (`planTurn`), cut at each minute a committed fire plan has shoots due, where
 * those shoots fire, each a `fireplan.fired` at its own minute (`fireplan/due.ts`); what is due at the
 * clock when the step begins (a plan committed with shoots already past) fires first. The step stops
 * early at the first contact. The writer is injected — the desk's store or a file's fold — so the desk
 * and the headless command run the same step.
 */
import type { FiredDraft } from '../fireplan/state.ts';
import type { CampaignContact, TurnStep } from '../model/turnTypes.ts';
import type { CampaignState, UnitId } from '../model/types.ts';

/**
 * What a clock step is planned with: `planStep` the moves and contacts to a minute (`planTurn` with the
 * map's going and fresh dice); `nextFireDueMin` and `nextDueFiring` the committed fire plans' shoots
 * (`fireplan/due.ts` with the map's terrain) — absent: no fire plan fires on the clock.
 */
export type ClockPlanner = {
  planStep(state: CampaignState, toMin: number): TurnStep;
  nextFireDueMin?(state: CampaignState, toMin: number): number | null;
  nextDueFiring?(state: CampaignState): FiredDraft | null;
};

/** An event a clock step writes: a `clock.advanced` or a `fireplan.fired`. */
export type ClockStepDraft = { type: 'clock.advanced'; v: 1; payload: TurnStep } | FiredDraft;

/**
 * What a step did: the state after its last write, the units that marched (a move of more than 0 m),
 * the contacts it raised, and the firings it wrote.
 */
export type ClockStepResult = { state: CampaignState; marchedIds: UnitId[]; contacts: CampaignContact[]; firings: FiredDraft[] };

/**
 * Run the clock from `state` to `toMin` (> the clock) as one step: fire what is due, then advance to the
 * next minute a committed plan fires (or `toMin`), fire it, and so on; stop after a write that raised
 * contacts. `write(draft)` writes one event and resolves with the state after it. Rejects with whatever
 * `planner` or `write` throws (what was written stays written).
 */
export async function advanceStep(state: CampaignState, toMin: number, planner: ClockPlanner, write: (draft: ClockStepDraft) => Promise<CampaignState>): Promise<ClockStepResult> {
  let s = state;
  const marched = new Set<UnitId>();
  const contacts: CampaignContact[] = [];
  const firings: FiredDraft[] = [];
  const fireDue = async () => {
    for (let f = planner.nextDueFiring?.(s) ?? null; f !== null; f = planner.nextDueFiring?.(s) ?? null) {
      s = await write(f);
      firings.push(f);
    }
  };
  await fireDue();
  while (s.clockMin < toMin && contacts.length === 0) {
    const at = planner.nextFireDueMin?.(s, toMin) ?? toMin;
    const payload = planner.planStep(s, at);
    s = await write({ type: 'clock.advanced', v: 1, payload });
    for (const m of payload.moves ?? []) if (m.distanceM > 0) marched.add(m.unitId);
    contacts.push(...(payload.contacts ?? []));
    await fireDue();
  }
  return { state: s, marchedIds: [...marched], contacts, firings };
}
