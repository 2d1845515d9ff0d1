/**
 * The campaign's events and `applyEvent`, the pure fold that turns the log into state.
 * An event is `{ seq, at, type, v, payload }` (DESIGN.md §State): `seq` counts from 1 in a
 * campaign, `at` is the campaign minute it happened, `v` the version of that event type's payload.
 */
import type { LonLat, Minutes } from '../rules/types.ts';
import type { BoundPlans, EngagementState, RecordEntry } from '../rules/bound/types.ts';
import type { CampaignEngagement, CampaignState, DiceMode, Scenario, Unit, UnitId } from './types.ts';

/** Fields of a unit the umpire may edit in the unit panel (`unit.edited`). */
export type EditableUnitFields = Pick<
  Unit,
  'name' | 'shortName' | 'type' | 'grade' | 'bases' | 'establishmentBases' | 'injuredBases' | 'dugIn' | 'notes'
>;

/** Payloads by event type (all version 1). */
export type EventPayloads = {
  /** The first event of every campaign: the whole scenario it starts from. */
  'campaign.created': { scenario: Scenario };
  /** A unit moved to a position (dragged on the map or placed by grid reference). */
  'unit.moved': { unitId: UnitId; to: LonLat };
  /** Some of a unit's editable fields changed (only the changed ones are given). */
  'unit.edited': { unitId: UnitId; changes: Partial<EditableUnitFields> };
  /** A 1418 engagement opened between campaign units; `state` is `createEngagement`'s result. */
  'engagement.created': {
    engagementId: string;
    title: string;
    origin: LonLat;
    seed: number;
    diceMode: DiceMode;
    unitIds: UnitId[];
    state: EngagementState;
  };
  /** A bound planned (`planBound` succeeded): the executing state and the planning records. */
  'engagement.planned': { engagementId: string; plans: BoundPlans; state: EngagementState; records: RecordEntry[] };
  /**
   * One execution step run (`executeStep`): every die drawn in order, the seeded generator's state
   * after it (null for typed dice), the new state and the step's records. One event per step, so
   * Undo removes exactly the last step.
   */
  'engagement.stepped': {
    engagementId: string;
    rolls: number[];
    diceState: number[] | null;
    state: EngagementState;
    records: RecordEntry[];
  };
};

/** An event type name. */
export type EventType = keyof EventPayloads;

/** Every event type, for validation and display. */
export const EVENT_TYPES: readonly EventType[] = [
  'campaign.created',
  'unit.moved',
  'unit.edited',
  'engagement.created',
  'engagement.planned',
  'engagement.stepped',
];

/** One stored event. */
export type CampaignEvent<T extends EventType = EventType> = {
  [K in T]: { seq: number; at: Minutes; type: K; v: 1; payload: EventPayloads[K] };
}[T];

/** An event before the store gives it its `seq`. */
export type EventDraft<T extends EventType = EventType> = {
  [K in T]: { at: Minutes; type: K; v: 1; payload: EventPayloads[K] };
}[T];

/** Raised when an event cannot apply to a state (unknown unit, out-of-order seq, bad value). */
export class EventError extends RangeError {
  override name = 'EventError';
  /** @param path where in the event the problem is, e.g. `payload.unitId`. */
  constructor(
    message: string,
    readonly path: string,
  ) {
    super(message);
  }
}

/** The empty state before `campaign.created`. */
export const EMPTY_STATE: CampaignState | null = null;

/**
 * Apply one event to a state and return the new state (the input is never mutated).
 * - `state` is `null` only for the first event, which must be `campaign.created` with seq 1.
 * - Throws `EventError` (naming the path) when the event's seq is not `state.seq + 1`, when it names
 *   a unit the state does not have, or when an edit would make the unit inconsistent
 *   (`injuredBases > bases`, negative strengths, `bases > establishmentBases`).
 * - Engagement events (see `applyEngagementEvent`) throw `EventError` for an unknown engagement, a
 *   created id that exists, a state that is not a `bound1418` version-1 state, or dice that do not
 *   match the engagement's dice mode.
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
  switch (event.type) {
    case 'campaign.created':
      throw new EventError('campaign.created may only be the first event', 'type');
    case 'unit.moved': {
      const unit = requireUnit(state, event.payload.unitId);
      return withUnit(state, event, { ...unit, pos: { lon: event.payload.to.lon, lat: event.payload.to.lat } });
    }
    case 'unit.edited': {
      const unit = requireUnit(state, event.payload.unitId);
      const next: Unit = { ...unit, ...event.payload.changes };
      checkStrength(next);
      return withUnit(state, event, next);
    }
    case 'engagement.created':
    case 'engagement.planned':
    case 'engagement.stepped':
      return applyEngagementEvent(state, event);
  }
}

/**
 * The fold of the three `engagement.*` events (`state.seq` already checked):
 * - created: a new `CampaignEngagement` (no records, `diceState` null, `createdSeq` = seq). Errors:
 *   the id exists (`payload.engagementId`), a unit the campaign lacks (`payload.unitIds[i]`), no units.
 * - planned: `state` replaced, `records` appended; the dice state is unchanged.
 * - stepped: `state` replaced, `records` appended, `diceState` = the payload's. Seeded engagements
 *   need 4 whole numbers (`payload.diceState`), typed ones null.
 * All three refuse a `state` whose `schema` is not 'bound1418' or `version` not 1 (`payload.state.schema`
 * / `payload.state.version`). The campaign clock moves to `at` when that is later.
 */
function applyEngagementEvent(
  state: CampaignState,
  event: CampaignEvent<'engagement.created' | 'engagement.planned' | 'engagement.stepped'>,
): CampaignState {
  const engagements = state.engagements ?? {};
  const id = event.payload.engagementId;
  checkEngagementState(event.payload.state);
  let next: CampaignEngagement;
  if (event.type === 'engagement.created') {
    const p = event.payload;
    if (Object.hasOwn(engagements, id)) throw new EventError(`engagement "${id}" already exists`, 'payload.engagementId');
    if (p.unitIds.length === 0) throw new EventError('an engagement needs at least one unit', 'payload.unitIds');
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
    };
  } else {
    const old = Object.hasOwn(engagements, id) ? engagements[id] : undefined;
    if (!old) throw new EventError(`unknown engagement "${id}"`, 'payload.engagementId');
    next = { ...old, state: event.payload.state, records: [...old.records, ...event.payload.records] };
    if (event.type === 'engagement.stepped') {
      const ds = event.payload.diceState;
      if (old.diceMode === 'typed' && ds !== null) {
        throw new EventError(`engagement "${id}" rolls typed dice, so diceState must be null`, 'payload.diceState');
      }
      if (old.diceMode === 'seeded' && (!Array.isArray(ds) || ds.length !== 4 || !ds.every(Number.isSafeInteger))) {
        throw new EventError(`engagement "${id}" rolls seeded dice, so diceState must be 4 whole numbers, got ${JSON.stringify(ds)}`, 'payload.diceState');
      }
      next.diceState = ds === null ? null : [...ds];
    }
  }
  const all = Object.assign(Object.create(null) as Record<string, CampaignEngagement>, engagements, { [id]: next });
  return { ...state, seq: event.seq, clockMin: Math.max(state.clockMin, event.at), engagements: all };
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

/** Fold a whole log (oldest first) from `start` (null for the beginning). */
export function foldEvents(start: CampaignState | null, events: Iterable<CampaignEvent>): CampaignState {
  let s = start;
  for (const e of events) s = applyEvent(s, e);
  if (s === null) throw new EventError('an empty log has no state', 'events');
  return s;
}

/**
 * The state a scenario starts at (seq 1, clock 0). Units keep the scenario's order.
 * Throws `EventError` for a duplicate id, a parent that is missing or listed after its child.
 */
export function stateFromScenario(scenario: Scenario): CampaignState {
  const units: Record<UnitId, Unit> = Object.create(null);
  const unitOrder: UnitId[] = [];
  scenario.units.forEach((u, i) => {
    if (units[u.id]) throw new EventError(`duplicate unit id "${u.id}"`, `payload.scenario.units[${i}].id`);
    if (u.parentId !== undefined && !units[u.parentId]) {
      throw new EventError(
        `unit "${u.id}" names parent "${u.parentId}", which is not listed before it`,
        `payload.scenario.units[${i}].parentId`,
      );
    }
    checkStrength(u, `payload.scenario.units[${i}]`);
    units[u.id] = { ...u };
    unitOrder.push(u.id);
  });
  scenario.units.forEach((u, i) => {
    if (u.support && !units[u.support.toId]) {
      throw new EventError(`unit "${u.id}" supports unknown unit "${u.support.toId}"`, `payload.scenario.units[${i}].support.toId`);
    }
  });
  return {
    seq: 1,
    clockMin: 0,
    scenarioId: scenario.id,
    mapId: scenario.mapId,
    title: scenario.name,
    startLocal: scenario.startLocal,
    utcOffsetMin: scenario.utcOffsetMin,
    grid: { ...scenario.grid },
    sides: { blue: { ...scenario.sides.blue }, red: { ...scenario.sides.red } },
    units,
    unitOrder,
    engagements: Object.create(null) as Record<string, CampaignEngagement>,
  };
}

function requireUnit(state: CampaignState, id: UnitId): Unit {
  const u = state.units[id];
  if (!u) throw new EventError(`unknown unit "${id}"`, 'payload.unitId');
  return u;
}

function withUnit(state: CampaignState, event: CampaignEvent, unit: Unit): CampaignState {
  const units = Object.assign(Object.create(null) as Record<UnitId, Unit>, state.units, { [unit.id]: unit });
  return { ...state, seq: event.seq, clockMin: Math.max(state.clockMin, event.at), units };
}

function checkStrength(u: Unit, path = 'payload.changes'): void {
  const whole = (n: number) => Number.isInteger(n) && n >= 0;
  if (!whole(u.bases)) throw new EventError(`bases must be a whole number ≥ 0, got ${u.bases}`, `${path}.bases`);
  if (!whole(u.injuredBases) || u.injuredBases > u.bases) {
    throw new EventError(`injuredBases must be 0…${u.bases}, got ${u.injuredBases}`, `${path}.injuredBases`);
  }
  if (!whole(u.establishmentBases) || u.establishmentBases < u.bases) {
    throw new EventError(
      `establishmentBases must be a whole number ≥ bases (${u.bases}), got ${u.establishmentBases}`,
      `${path}.establishmentBases`,
    );
  }
}

/**
 * A one-line human description of an event, for the log and the Undo message. `state` is the state
 * the event applies to (or the state after an undo, which is the same); engagement titles come from
 * it, else from the event. E.g. `ran step 4 of bound 1 in “180/Btn 1 vs 7/Btn 1”`.
 */
export function describeEvent(event: CampaignEvent, state: CampaignState | null): string {
  const name = (id: UnitId) => state?.units[id]?.name ?? id;
  const title = (id: string) => `“${(state?.engagements && Object.hasOwn(state.engagements, id) && state.engagements[id]?.title) || id}”`;
  switch (event.type) {
    case 'campaign.created':
      return `created campaign from “${event.payload.scenario.name}”`;
    case 'unit.moved':
      return `moved ${name(event.payload.unitId)}`;
    case 'unit.edited':
      return `edited ${name(event.payload.unitId)} (${Object.keys(event.payload.changes).join(', ')})`;
    case 'engagement.created': {
      const n = event.payload.unitIds.length;
      return `opened engagement “${event.payload.title}” (${n} unit${n === 1 ? '' : 's'})`;
    }
    case 'engagement.planned':
      return `planned bound ${event.payload.state.bound} of ${title(event.payload.engagementId)}`;
    case 'engagement.stepped': {
      const first = event.payload.records[0];
      const bound = first?.bound ?? state?.engagements?.[event.payload.engagementId]?.state.bound ?? event.payload.state.bound;
      const step = first?.step;
      const what =
        step === undefined ? 'ran a step' : step === 'melee' ? 'ran the melee' : step === 'end' ? 'ended' : step === '#' ? 'ran step (#)' : `ran step ${step}`;
      return `${what} ${step === 'end' ? '' : 'of '}bound ${bound} in ${title(event.payload.engagementId)}`;
    }
  }
}
