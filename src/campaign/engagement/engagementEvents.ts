/**
 * The fold of the three `engagement.*` events (`applyEvent`, `events.ts`): a 1418 engagement opened,
 * a bound planned, a step executed. Each carries the engine's whole state (`src/rules/bound/`).
 */
import type { EngagementState } from '../../rules/bound/types.ts';
import { EventError } from '../model/eventError.ts';
import type { EventsOf } from '../model/eventDefinition.ts';
import type { EngagementPayloads } from './payloads.ts';
import type { CampaignEngagement, CampaignState } from '../model/types.ts';
import type { CampaignContact } from '../model/turnTypes.ts';
import { hasKey, recordWith, stepState, unitAt } from '../model/checks.ts';
import { applyOutcomes, fightStartMin, membersOf } from '../turn/turnEvents.ts';
import { copyRecord } from '../model/records.ts';

/**
 * The fold of the three `engagement.*` events (`state.seq` already checked):
 * - created: a new `CampaignEngagement` (no records, `diceState` null, `createdSeq` = seq). Errors:
 *   the id exists (`payload.engagementId`), a unit the campaign lacks (`payload.unitIds[i]`), no units.
 * - planned: `state` replaced, `records` appended; the dice state is unchanged.
 * - stepped: `state` replaced, `records` appended, `diceState` = the payload's. Seeded engagements
 *   need 4 whole numbers (`payload.diceState`), typed ones null.
 * - Created may name the `contactId` it hands off (which must be open; it becomes 'handedOff'
 *   with this engagement), the bound length `boundMin` (1–`MAX_BOUND_MIN`) and the SFs' `highCommands`;
 *   `startCounts` records each sub-unit's bases then. Planned and stepped refuse a returned engagement.
 * All three refuse a `state` whose `schema` is not 'bound1418' or `version` not 1 (`payload.state.schema`
 * / `payload.state.version`). The campaign clock moves to `at` when that is later.
 */
export function applyEngagementEvent(
  state: CampaignState,
  event: EventsOf<EngagementPayloads, 'engagement.created' | 'engagement.planned' | 'engagement.stepped'>,
): CampaignState {
  const engagements = state.engagements ?? {};
  const id = event.payload.engagementId;
  checkEngagementState(event.payload.state);
  let next: CampaignEngagement;
  if (event.type === 'engagement.created') {
    const p = event.payload;
    if (Object.hasOwn(engagements, id)) throw new EventError(`engagement "${id}" already exists`, 'payload.engagementId');
    p.unitIds.forEach((u, i) => {
      if (!state.units[u]) throw new EventError(`unknown unit "${u}"`, `payload.unitIds[${i}]`);
    });
    next = {
      id,
      title: p.title,
      origin: { lon: p.origin.lon, lat: p.origin.lat },
      seed: p.seed,
      diceMode: p.diceMode,
      unitIds: [...p.unitIds],
      state: p.state,
      records: [],
      diceState: null,
      createdSeq: event.seq,
      startCounts: startCountsOf(p.state),
    };
    if (p.boundMin !== undefined) next.boundMin = p.boundMin;
    if (p.highCommands !== undefined) {
      const sfs = new Set((p.state.formations ?? []).map((f) => f.id));
      for (const sf of Object.keys(p.highCommands)) {
        if (!sfs.has(sf)) throw new EventError(`"${sf}" is not a formation of this engagement`, `payload.highCommands.${sf}`);
      }
      next.highCommands = { ...p.highCommands };
    }
    if (p.contactId !== undefined) {
      const contacts = state.contacts ?? {};
      const c = Object.hasOwn(contacts, p.contactId) ? contacts[p.contactId]! : undefined;
      if (!c) throw new EventError(`unknown contact "${p.contactId}"`, 'payload.contactId');
      if (c.status !== 'open') throw new EventError(`contact ${c.ref} at minute ${c.atMin} is ${c.status}, not open: it cannot be handed off`, 'payload.contactId');
      next.contactId = p.contactId;
      const all = (copyRecord(engagements, { [id]: next }) as Record<string, CampaignEngagement>);
      const contact: CampaignContact = { ...c, status: 'handedOff', engagementId: id };
      return { ...state, seq: event.seq, clockMin: Math.max(state.clockMin, event.at), engagements: all, contacts: recordWith(contacts, c.id, contact) };
    }
  } else {
    const old = Object.hasOwn(engagements, id) ? engagements[id] : undefined;
    if (!old) throw new EventError(`unknown engagement "${id}"`, 'payload.engagementId');
    if (old.returnedSeq !== undefined) throw new EventError(`engagement "${old.title}" has gone back to the campaign (event ${old.returnedSeq}): it is closed`, 'payload.engagementId');
    next = { ...old, state: event.payload.state, records: [...old.records, ...event.payload.records] };
    if (event.type === 'engagement.stepped') {
      const ds = event.payload.diceState;
      if (old.diceMode === 'typed' && ds !== null) {
        throw new EventError(`engagement "${id}" rolls typed dice, so diceState must be null`, 'payload.diceState');
      }
      if (old.diceMode === 'seeded' && ds === null) {
        throw new EventError(`engagement "${id}" rolls seeded dice, so diceState must be 4 whole numbers, got ${JSON.stringify(ds)}`, 'payload.diceState');
      }
      next.diceState = ds === null ? null : [...ds];
    }
  }
  const all = (copyRecord(engagements, { [id]: next }) as Record<string, CampaignEngagement>);
  return { ...state, seq: event.seq, clockMin: Math.max(state.clockMin, event.at), engagements: all };
}

/** Most minutes one bound may stand for (000 §Terminology: "3 and 7 minutes … may represent 10 minutes"; ours: up to 15). */
export const MAX_BOUND_MIN = 15;

/** Minutes a bound stands for when the engagement does not say (000 §Terminology: 3–7 minutes; ours: 5). */
export const DEFAULT_BOUND_MIN = 5;

/** Each sub-unit's bases and injured bases in an engagement state. */
export function startCountsOf(s: EngagementState): Record<string, { bases: number; injured: number }> {
  const out = Object.create(null) as Record<string, { bases: number; injured: number }>;
  for (const sub of s.subUnits ?? []) out[sub.id] = { bases: sub.bases.length, injured: sub.bases.filter((b) => b.injury !== 'none').length };
  return out;
}

function checkEngagementState(s: EngagementState): void {
  const o = s as { schema?: unknown; version?: unknown } | null;
  if (o === null || typeof o !== 'object') throw new EventError('the engagement state must be an object', 'payload.state');
  if (o.schema !== 'bound1418') {
    throw new EventError(`the engagement state's schema must be "bound1418", got ${JSON.stringify(o.schema)}`, 'payload.state.schema');
  }
  if (o.version !== 1) {
    throw new EventError(`the engagement state is version ${JSON.stringify(o.version)}; this app reads version 1`, 'payload.state.version');
  }
}

/**
 * The fold of `engagement.returned`: an engagement not yet returned goes back to the campaign; its
 * fight's outcomes apply (`applyOutcomes`: bases killed, casualty markers, CU fired, positions; every
 * unit engaged until the fight's end) and its contact, if it was handed off from one, becomes
 * 'returned'. Throws `EventError` naming the path.
 */
export function applyEngagementReturned(state: CampaignState, event: EventsOf<EngagementPayloads, 'engagement.returned'>): CampaignState {
  const p = event.payload;
  const e = hasKey(state.engagements, p.engagementId) ? state.engagements[p.engagementId]! : undefined;
  if (!e) throw new EventError(`unknown engagement "${p.engagementId}"`, 'payload.engagementId');
  if (e.returnedSeq !== undefined) throw new EventError(`engagement "${e.title}" went back to the campaign already (event ${e.returnedSeq})`, 'payload.engagementId');
  const minutes = p.minutes;
  p.breakTests.forEach((t, i) => unitAt(state, t.unitId, `payload.breakTests[${i}].unitId`));
  const members = membersOf(state, e.unitIds);
  const units = applyOutcomes(state, p.outcomes, fightStartMin(state, e, event.at) + minutes, members);
  const engagement: CampaignEngagement = { ...e, returnedSeq: event.seq };
  const patch: Partial<CampaignState> = { units, engagements: recordWith(state.engagements, e.id, engagement) };
  if (e.contactId !== undefined && hasKey(state.contacts, e.contactId)) {
    const c = state.contacts![e.contactId]!;
    patch.contacts = recordWith(state.contacts, c.id, { ...c, status: 'returned', result: `bound engine: ${p.bounds} bound${p.bounds === 1 ? '' : 's'}, ${minutes} min (${p.stop})` });
  }
  return stepState(state, event, patch);
}
