/**
 * The fold of the clock events, `clock.advanced` and `settings.changed`. A clock step also applies
 * the moves and contacts it carries (`applyTurnStep`) and delivers the resupply runs that arrive by
 * then (`deliverRuns`): explicit calls into the turn and logistics capabilities.
 */
import { shown, stepState } from '../model/checks.ts';
import { EventError } from '../model/eventError.ts';
import type { EventsOf } from '../model/eventDefinition.ts';
import type { ClockPayloads } from './payloads.ts';
import { deliverRuns } from '../logistics/runs.ts';
import { applyTurnStep } from '../turn/march.ts';
import { mergeSettings } from '../model/settings.ts';
import type { CampaignState } from '../model/types.ts';

/**
 * The fold of `clock.advanced` and `settings.changed` (`state.seq` already checked).
 * - clock.advanced: `toMin` must be a whole number later than `state.clockMin` (else `EventError` at
 *   `payload.toMin` saying the current clock); the clock becomes `toMin` (or `at` if later), and every
 *   resupply run in transit arriving by `toMin` is delivered, in arrival order (`deliverRuns`,
 *   `logistics/runs.ts`).
 * - settings.changed: `state.settings` becomes `mergeSettings(state, changes)`; the clock moves to `at` when later.
 */
export function applyClockEvent(state: CampaignState, event: EventsOf<ClockPayloads, 'clock.advanced' | 'settings.changed'>): CampaignState {
  if (event.type === 'clock.advanced') {
    const toMin = event.payload.toMin;
    if (toMin <= state.clockMin) {
      throw new EventError(
        `the clock can only advance: toMin must be a whole number later than the current clock (campaign minute ${state.clockMin}), got ${shown(toMin)}`,
        'payload.toMin',
      );
    }
    if (event.at !== toMin) throw new EventError(`a clock step happens when the clock arrives: at must be its toMin (${toMin}), got ${shown(event.at)}`, 'at');
    const next = applyTurnStep(stepState(state, event, {}), event.payload, state.clockMin);
    return deliverRuns({ ...next, clockMin: Math.max(next.clockMin, toMin) }, toMin);
  }
  return stepState(state, event, { settings: mergeSettings(state, event.payload.changes) });
}
