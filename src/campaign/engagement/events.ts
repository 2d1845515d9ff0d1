/**
 * The engagement events (the 1418 bound engine, `src/rules/bound/`): `engagement.created` (an
 * engagement opened between campaign units, or a contact handed off; `state` is `createEngagement`'s
 * result), `engagement.planned` (a bound planned: the executing state and the planning records),
 * `engagement.stepped` (one execution step: every die drawn in order, the seeded generator's state
 * after it — null for typed dice — the new state and the step's records; one event per step, so Undo
 * removes exactly the last step) and `engagement.returned` (the result written back to the campaign:
 * why it ended, bounds fought and the minutes they stood for, the break tests, the battle report and
 * each unit's outcome).
 */
import { fightEntries } from '../logistics/ledgerEntries.ts';
import { defineEvent, NO_LEDGER_ENTRIES } from '../model/eventDefinition.ts';
import { spanText } from '../model/localTime.ts';
import type { CampaignState } from '../model/types.ts';
import { contactName, lossesText, plural, STOP_WORDS } from '../turn/describe.ts';
import { applyEngagementEvent, applyEngagementReturned } from './engagementEvents.ts';
import { ENGAGEMENT_PAYLOADS, type EngagementPayloads } from './payloads.ts';

const titleOf = (state: CampaignState | null, id: string) => `“${(state?.engagements && Object.hasOwn(state.engagements, id) && state.engagements[id]?.title) || id}”`;

/** Short names of `ids` (at most 6, then "+N more"), joined by commas. */
function namesText(state: CampaignState, ids: readonly string[]): string {
  const names = ids.slice(0, 6).map((id) => state.units[id]?.shortName ?? id);
  return ids.length > 6 ? `${names.join(', ')} +${ids.length - 6} more` : names.join(', ');
}

/**
 * The words of a hand-off in `engagement.created` (` from the contact at 0531 2412, 5-minute bounds`,
 * then — when a side has more units than the title names — `: B/1 Buffs against I./RIR 90, MG/RIR 90,
 * I./RIR 19`, the units the umpire chose by side), or '' when it is not one.
 */
export function handOffText(payload: EngagementPayloads['engagement.created'], state: CampaignState | null): string {
  if (payload.contactId === undefined) return '';
  const bound = payload.boundMin === undefined ? '' : `, ${payload.boundMin}-minute bounds`;
  const known = state ? payload.unitIds.filter((id) => Object.hasOwn(state.units, id)) : [];
  let who = '';
  if (state && known.length === payload.unitIds.length) {
    const [blue, red] = [known.filter((id) => state.units[id]!.side === 'blue'), known.filter((id) => state.units[id]!.side === 'red')];
    // The title names two units a side; more are named here, so the log keeps the umpire's whole choice.
    if (blue.length > 0 && red.length > 0 && (blue.length > 2 || red.length > 2)) who = `: ${namesText(state, blue)} against ${namesText(state, red)}`;
  }
  return ` from ${contactName(state, payload.contactId)}${bound}${who}`;
}

const engagementCreated = defineEvent({
  type: 'engagement.created',
  version: 1,
  migrations: {},
  payload: ENGAGEMENT_PAYLOADS['engagement.created'],
  apply: applyEngagementEvent,
  describe(event, state) {
    const n = event.payload.unitIds.length;
    return `opened engagement “${event.payload.title}” (${n} unit${n === 1 ? '' : 's'})${handOffText(event.payload, state)}`;
  },
  ledger: NO_LEDGER_ENTRIES,
});

const engagementPlanned = defineEvent({
  type: 'engagement.planned',
  version: 1,
  migrations: {},
  payload: ENGAGEMENT_PAYLOADS['engagement.planned'],
  apply: applyEngagementEvent,
  describe: (event, state) => `planned bound ${event.payload.state.bound} of ${titleOf(state, event.payload.engagementId)}`,
  ledger: NO_LEDGER_ENTRIES,
});

/** `engagement.stepped`, e.g. `ran step 4 of bound 1 in “180/Btn 1 vs 7/Btn 1”`. */
const engagementStepped = defineEvent({
  type: 'engagement.stepped',
  version: 1,
  migrations: {},
  payload: ENGAGEMENT_PAYLOADS['engagement.stepped'],
  apply: applyEngagementEvent,
  describe(event, state) {
    const first = event.payload.records[0];
    const bound = first?.bound ?? state?.engagements?.[event.payload.engagementId]?.state.bound ?? event.payload.state.bound;
    const step = first?.step;
    const what = step === undefined ? 'ran a step' : step === 'melee' ? 'ran the melee' : step === 'end' ? 'ended' : step === '#' ? 'ran step (#)' : `ran step ${step}`;
    return `${what} ${step === 'end' ? '' : 'of '}bound ${bound} in ${titleOf(state, event.payload.engagementId)}`;
  },
  ledger: NO_LEDGER_ENTRIES,
});

/** `engagement.returned`. Ledger: each outcome's CU fired `'consumed'` (ref `engagement:<id>`), and `'lost'` for a unit wiped out. */
const engagementReturned = defineEvent({
  type: 'engagement.returned',
  version: 1,
  migrations: {},
  payload: ENGAGEMENT_PAYLOADS['engagement.returned'],
  apply: applyEngagementReturned,
  describe(event, state) {
    const p = event.payload;
    const e = state?.engagements && Object.hasOwn(state.engagements, p.engagementId) ? state.engagements[p.engagementId] : undefined;
    return `returned “${e?.title ?? p.engagementId}” to the campaign: ${plural(p.bounds, 'bound')}, ${spanText(p.minutes)} (${STOP_WORDS[p.stop] ?? p.stop})${lossesText(p.outcomes)}`;
  },
  ledger: (ctx, event) => fightEntries(ctx, event.seq, event.at, event.payload.outcomes, `engagement:${event.payload.engagementId}`),
});

/** The engagement events, in the order the registry lists them. */
export const ENGAGEMENT_EVENTS = [engagementCreated, engagementPlanned, engagementStepped, engagementReturned] as const;
