/**
 * Committing a fire plan to fire as the clock passes it (004 §THE FIREPLAN; §SEQUENCE OF EVENTS 3
 * "Preliminary bombardments"): `fireplan.committed` (the plan and its dice seed), `fireplan.stoodDown`
 * (the rest does not fire), and the mark each `fireplan.fired` of a committed plan leaves (`throughMin`:
 * its shoots up to that minute are fired). What falls due when is `due.ts`.
 */
import { hasKey, recordWith, stepState } from '../model/checks.ts';
import type { EventsOf } from '../model/eventDefinition.ts';
import { EventError } from '../model/eventError.ts';
import { clockText } from '../model/localTime.ts';
import type { CampaignState, FireCommitment } from '../model/types.ts';
import type { FirePlanPayloads } from './payloads.ts';

/** The commitment of plan `planId` still in force (committed and not stood down), if any. */
export function activeCommitment(state: Pick<CampaignState, 'fireCommitments'>, planId: string): FireCommitment | undefined {
  const c = hasKey(state.fireCommitments, planId) ? state.fireCommitments![planId]! : undefined;
  return c && c.stoodDownAtMin === undefined ? c : undefined;
}

/** The fold of `fireplan.committed` and `fireplan.stoodDown`; `EventError` at `payload.planId` for an unknown plan, one committed twice, or one not in force. */
export function applyCommitEvent(state: CampaignState, event: EventsOf<FirePlanPayloads, 'fireplan.committed' | 'fireplan.stoodDown'>): CampaignState {
  const planId = event.payload.planId;
  const plan = hasKey(state.firePlans, planId) ? state.firePlans![planId]! : undefined;
  if (!plan) throw new EventError(`unknown fire plan "${planId}"`, 'payload.planId');
  const current = activeCommitment(state, planId);
  if (event.type === 'fireplan.committed') {
    if (current) throw new EventError(`the fire plan “${plan.title}” is committed already (since ${clockText(state, current.committedAtMin)}): stand it down first`, 'payload.planId');
    // Committed again after a stand-down: what it fired then stays fired.
    const before = hasKey(state.fireCommitments, planId) ? state.fireCommitments![planId]!.firedThroughMin : null;
    const c: FireCommitment = { planId, seed: event.payload.seed, committedAtMin: event.at, firedThroughMin: before };
    return stepState(state, event, { fireCommitments: recordWith(state.fireCommitments, planId, c) });
  }
  if (!current) throw new EventError(`the fire plan “${plan.title}” is not committed: nothing to stand down`, 'payload.planId');
  return stepState(state, event, { fireCommitments: recordWith(state.fireCommitments, planId, { ...current, stoodDownAtMin: event.at }) });
}

/**
 * `after` (the fold of a `fireplan.fired` whose payload carries `throughMin`) with the plan's commitment
 * marked fired through that minute. `EventError` at `payload.throughMin` when the plan is not committed,
 * the minute is not after the last one fired, or it is after the event's own minute (not due yet).
 */
export function markFiredThrough(before: CampaignState, after: CampaignState, event: EventsOf<FirePlanPayloads, 'fireplan.fired'>): CampaignState {
  const through = event.payload.throughMin;
  if (through === undefined) return after;
  const c = activeCommitment(before, event.payload.planId);
  if (!c) throw new EventError('the fire plan is not committed: a firing through a minute belongs to a committed plan', 'payload.throughMin');
  if (c.firedThroughMin !== null && through <= c.firedThroughMin) throw new EventError(`its shoots through ${clockText(before, c.firedThroughMin)} are fired already`, 'payload.throughMin');
  if (through > event.at) throw new EventError(`shoots due at ${clockText(before, through)} cannot fire at ${clockText(before, event.at)}, before they are due`, 'payload.throughMin');
  return { ...after, fireCommitments: recordWith(after.fireCommitments, c.planId, { ...c, firedThroughMin: through }) };
}
