/**
 * The event registry and `applyEvent`, the pure fold that turns the log into state.
 * An event is `{ seq, at, type, v, payload }` (DESIGN.md §State): `seq` counts from 1 in a campaign,
 * `at` is the campaign minute it happened, `v` the version of that event type's payload.
 * Every event type is declared once, in its capability's folder (`<capability>/events.ts`: payload
 * schema, version and migrations, fold, log line, ledger entries; see `model/eventDefinition.ts`),
 * and listed here, in `EVENT_DEFINITIONS`. The fold, the file schema, the migrations, the log and the
 * ledgers read this list; adding an event type touches its folder and one line below.
 */
import * as v from 'valibot';
import { CLOCK_EVENTS } from './clock/events.ts';
import { COMMAND_EVENTS } from './command/events.ts';
import { ENGAGEMENT_EVENTS } from './engagement/events.ts';
import { FIRE_PLAN_EVENTS } from './fireplan/events.ts';
import { TERRAIN_EVENTS } from './ground/events.ts';
import { LOGISTICS_EVENTS } from './logistics/events.ts';
import type { EventDefinition, EventOf } from './model/eventDefinition.ts';
import { EventError } from './model/eventError.ts';
import { commitRecords, inBatch } from './model/records.ts';
import { issuePath, issueText } from './model/schemaParts.ts';
import type { CampaignState, Unit } from './model/types.ts';
import { ORDER_EVENTS } from './orders/events.ts';
import { PICTURE_EVENTS } from './picture/events.ts';
import { TURN_EVENTS } from './turn/events.ts';
import { UNIT_EVENTS } from './units/events.ts';
import { VEHICLE_EVENTS } from './vehicles/events.ts';
import { MORALE_EVENTS } from './morale/events.ts';
import { FIELD_WORK_EVENTS } from './fieldworks/events.ts';
import { CAVALRY_EVENTS } from './cavalry/events.ts';
import { stateFromScenario } from './units/scenario.ts';

/** Every event type's definition, by capability. */
export const EVENT_DEFINITIONS = [
  ...UNIT_EVENTS,
  ...CLOCK_EVENTS,
  ...COMMAND_EVENTS,
  ...ORDER_EVENTS,
  ...FIRE_PLAN_EVENTS,
  ...LOGISTICS_EVENTS,
  ...TURN_EVENTS,
  ...ENGAGEMENT_EVENTS,
  ...PICTURE_EVENTS,
  ...TERRAIN_EVENTS,
  ...VEHICLE_EVENTS,
  ...MORALE_EVENTS,
  ...FIELD_WORK_EVENTS,
  ...CAVALRY_EVENTS,
] as const;

type Definition = (typeof EVENT_DEFINITIONS)[number];

/** Payloads by event type (each type's payload schema's output). */
export type EventPayloads = { [D in Definition as D['type']]: v.InferOutput<D['payload']> };

/** The payload version of each event type (each definition's `version`). */
export type EventVersions = { [D in Definition as D['type']]: D['version'] };

/** An event type name. */
export type EventType = keyof EventPayloads;

/** Every event type, in the registry's order. */
export const EVENT_TYPES: readonly EventType[] = EVENT_DEFINITIONS.map((d) => d.type);

/** One stored event. */
export type CampaignEvent<T extends EventType = EventType> = { [K in T]: EventOf<K, EventPayloads[K], EventVersions[K]> }[T];

/** An event before the store gives it its `seq`. */
export type EventDraft<T extends EventType = EventType> = { [K in T]: Omit<EventOf<K, EventPayloads[K], EventVersions[K]>, 'seq'> }[T];

/** A unit's fields the umpire may edit in the unit panel (`unit.edited`). */
export type EditableUnitFields = Pick<Unit, keyof EventPayloads['unit.edited']['changes'] & keyof Unit>;

/** The definition of each event type, by type (any definition: the registry's own lookup). */
const BY_TYPE: Readonly<Record<string, EventDefinition<string, v.GenericSchema>>> = Object.freeze(
  Object.fromEntries(EVENT_DEFINITIONS.map((d) => [d.type, d as unknown as EventDefinition<string, v.GenericSchema>])),
);

/** The definition of event type `type`; throws `RangeError` for a type this app does not know. */
export function eventDefinition(type: string): EventDefinition<string, v.GenericSchema> {
  const d = Object.hasOwn(BY_TYPE, type) ? BY_TYPE[type] : undefined;
  if (!d) throw new RangeError(`unknown event type "${type}"`);
  return d;
}

/** Raised when an event cannot apply to a state (`model/eventError.ts`). */
export { EventError };
/** Fold in one batch, records changed in place (`model/records.ts`): for a reader that keeps states part-way (snapshots). */
export { inBatch };
/** The state a scenario starts at (`units/scenario.ts`). */
export { stateFromScenario };

/** The empty state before `campaign.created`. */
export const EMPTY_STATE: CampaignState | null = null;

/**
 * Apply one event to a state and return the new state (the input is never mutated).
 * - `state` is `null` only for the first event, which must be `campaign.created` with seq 1.
 * - Throws `EventError` (naming the path) when the event's seq is not `state.seq + 1`, when its
 *   payload fails its type's schema (the one validation the store and the file import run too), or
 *   when its fold (its definition's `apply`) refuses it against the state: a unit or record the state
 *   does not have, a change that would leave the campaign inconsistent.
 * - Every event moves the clock to its `at` when that is later.
 */
export function applyEvent(state: CampaignState | null, event: CampaignEvent): CampaignState {
  if (state === null) {
    if (event.type !== 'campaign.created') {
      throw new EventError(`the first event must be campaign.created, not ${event.type}`, 'type');
    }
    if (event.seq !== 1) throw new EventError(`campaign.created must have seq 1, not ${event.seq}`, 'seq');
    return stateFromScenario(event.payload.scenario);
  }
  if (event.seq !== state.seq + 1) {
    throw new EventError(`event seq ${event.seq} does not follow ${state.seq}`, 'seq');
  }
  const definition = eventDefinition(event.type);
  checkPayload(definition.payload, event.payload);
  const next = definition.apply(state, event);
  // In a batch (`foldEvents`) the records this event changed are written in place (model/records.ts).
  if (next !== state) commitRecords(next);
  return next;
}

/**
 * The one validation of a payload's shape, the same the store and the file import run: the event
 * type's schema (the fold's own checks, on top of it, are those against the state). The payload is
 * only checked, not replaced: the store already gives the schema's output, and the fold keeps what it
 * is given (an engagement's engine state is stored as it came). Throws `EventError` with the schema's
 * message at `payload.<path>`.
 */
function checkPayload(schema: v.GenericSchema, payload: unknown): void {
  const parsed = v.safeParse(schema, payload, { abortPipeEarly: true });
  if (!parsed.success) throw new EventError(issueText(parsed.issues[0]), issuePath(parsed.issues[0], 'payload'));
}

/**
 * Fold a whole log (oldest first) from `start` (null for the beginning), as one batch: each event
 * changes the records the batch made in place instead of copying them (model/records.ts), so it costs
 * what it changes. `start` is never changed; only the state returned leaves the batch. Throws what
 * `applyEvent` throws (nothing of the batch is kept then), or `EventError` for an empty log.
 */
export function foldEvents(start: CampaignState | null, events: Iterable<CampaignEvent>): CampaignState {
  const s = inBatch(() => {
    let at = start;
    for (const e of events) at = applyEvent(at, e);
    return at;
  });
  if (s === null) throw new EventError('an empty log has no state', 'events');
  return s;
}
