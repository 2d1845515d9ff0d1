/**
 * Writing fire plans through the desk (`DeskWriter`), one event per change: `fireplan.saved` with the
 * whole plan, `fireplan.deleted`, a prepared event, `fireplan.committed` (with the shoots already due)
 * and `fireplan.stoodDown`. Changes are queued and each
 * is applied to the newest stored state (the one the previous write resolved with), so rapid edits
 * never overwrite each other (`useQueuedWriter`, src/ui/sheet/useQueuedWriter.ts). A refusal (the
 * model's `RangeError`, the store's error) is kept as `error`.
 */
import { useCallback } from 'react';
import { nextDueFiring, type CampaignState, type FirePlan, type TerrainQuery } from '../../campaign/index.ts';
import type { DeskAction, DeskEventInput, DeskWriter } from '../deskHost.ts';
import { clockFiringNotice } from '../clock/hourly.ts';
import { useQueuedWriter } from '../sheet/useQueuedWriter.ts';

/** A change to one plan: given the campaign and the plan as stored now, the plan to save. */
export type PlanChange = (state: CampaignState, plan: FirePlan) => FirePlan;

/** What `usePlanWriter` gives the screen. Every method resolves true once stored, false when refused (never rejects). */
export type PlanWriter = {
  /** Save a new or whole plan made from the newest state; the notice may be made from the plan. */
  create(make: (state: CampaignState) => FirePlan, notice: string | ((plan: FirePlan) => string)): Promise<boolean>;
  /** Apply `change` to plan `planId` as stored when its turn comes, and save it. */
  update(planId: string, change: PlanChange, notice: string): Promise<boolean>;
  /** Delete plan `planId`. */
  remove(planId: string, notice: string): Promise<boolean>;
  /** Append an event made from the newest state (with its notice), e.g. `fireplan.fired`. */
  append(make: (state: CampaignState) => { draft: DeskEventInput; notice: string }): Promise<boolean>;
  /**
   * Commit plan `planId` to fire as the clock passes its shoots, with dice `seed` (`fireplan.committed`),
   * and fire at once, in time order, the shoots already due (`nextDueFiring` on `terrain`): one action for Undo.
   */
  commit(planId: string, seed: number, terrain: TerrainQuery | null): Promise<boolean>;
  /** Stand down committed plan `planId`: the rest does not fire. */
  standDown(planId: string): Promise<boolean>;
  /** The last refusal, as text (null when the last write went through). */
  error: string | null;
  clearError(): void;
};

/** The hook. `state` is the campaign as the desk shows it now. */
export function usePlanWriter(state: CampaignState, writer: DeskWriter): PlanWriter {
  const { run, error, clearError } = useQueuedWriter(state);
  const create = useCallback<PlanWriter['create']>(
    (make, notice) =>
      run((s) => {
        const plan = make(s);
        return writer.append({ type: 'fireplan.saved', v: 1, payload: { plan } }, typeof notice === 'string' ? notice : notice(plan));
      }, 'Could not create the fire plan'),
    [run, writer],
  );
  const update = useCallback<PlanWriter['update']>(
    (planId, change, notice) =>
      run((s) => {
        const plan = s.firePlans?.[planId];
        if (!plan) throw new RangeError(`fire plan "${planId}" is no longer in the campaign`);
        return writer.append({ type: 'fireplan.saved', v: 1, payload: { plan: change(s, plan) } }, notice);
      }, 'Could not change the fire plan'),
    [run, writer],
  );
  const remove = useCallback<PlanWriter['remove']>(
    (planId, notice) => run((s) => writer.append({ type: 'fireplan.deleted', v: 1, payload: { planId } }, notice), 'Could not delete the fire plan'),
    [run, writer],
  );
  const append = useCallback<PlanWriter['append']>(
    (make) =>
      run((s) => {
        const { draft, notice } = make(s);
        return writer.append(draft, notice);
      }, 'Could not write'),
    [run, writer],
  );
  const commit = useCallback<PlanWriter['commit']>(
    (planId, seed, terrain) =>
      run(async (s) => {
        const title = s.firePlans?.[planId]?.title || '(untitled plan)';
        const action: DeskAction = { firstSeq: null };
        let now = await writer.append({ type: 'fireplan.committed', v: 1, payload: { planId, seed } }, `Fire plan “${title}” committed: each shoot fires as the clock reaches it.`, action);
        for (let f = nextDueFiring(now, terrain); f !== null; f = nextDueFiring(now, terrain)) now = await writer.append(f as DeskEventInput, clockFiringNotice(now, f), action);
        return now;
      }, 'Could not commit the fire plan'),
    [run, writer],
  );
  const standDown = useCallback<PlanWriter['standDown']>(
    (planId) => run((s) => writer.append({ type: 'fireplan.stoodDown', v: 1, payload: { planId } }, `Fire plan “${s.firePlans?.[planId]?.title || '(untitled plan)'}” stood down: the rest does not fire.`), 'Could not stand the fire plan down'),
    [run, writer],
  );
  return { create, update, remove, append, commit, standDown, error, clearError };
}
