/**
 * The campaign's events and `applyEvent`, the pure fold that turns the log into state.
 * An event is `{ seq, at, type, v, payload }` (DESIGN.md §State): `seq` counts from 1 in a
 * campaign, `at` is the campaign minute it happened, `v` the version of that event type's payload.
 */
import type { LonLat, Minutes } from '../rules/types.ts';
import type { BoundPlans, EngagementState, RecordEntry } from '../rules/bound/types.ts';
import { applyCommandEvent, checkUnitCommandFields } from './command/commandEvents.ts';
import { applyEngagementEvent } from './engagement/engagementEvents.ts';
import { applyFirePlanEvent, checkArtilleryFields } from './fireplan/plans.ts';
import { applyFiring } from './fireplan/fired.ts';
import { checkLonLat } from './model/checks.ts';
import { localTextMinute } from './model/localTime.ts';
import { EventError } from './model/eventError.ts';
import { applyPlanningEvent } from './orders/planningEvents.ts';
import { applyClockEvent } from './clock/clockEvents.ts';
import { applyLogisticsEvent, type ConsumptionCause } from './logistics/stockEvents.ts';
import { checkScenarioStocks } from './logistics/checks.ts';
import { settleHoldings } from './logistics/stocks.ts';
import type { StockKind } from '../rules/tables/nqmLogistics.ts';
import type { HighCommand } from '../rules/tables/commands1418.ts';
import type { BreakTestRecord, CampaignContact, CampaignRoute, CombatOutcome, EngagementStop, UnitMove, UnitOutcome } from './model/turnTypes.ts';
import { applyTurnEvent } from './turn/turnEvents.ts';
import type {
  CampaignEngagement,
  CampaignOrder,
  CampaignReport,
  CampaignSettings,
  CampaignState,
  CampaignTask,
  CommandTestRecord,
  DiceMode,
  FirePlan,
  FiringShot,
  HighCommandSheet,
  ResupplyRun,
  Scenario,
  SideId,
  Stocks,
  SupportRelation,
  Unit,
  UnitId,
} from './model/types.ts';
import { copyRecord } from './model/records.ts';

/** Fields of a unit the umpire may edit in the unit panel (`unit.edited`). */
export type EditableUnitFields = Pick<
  Unit,
  | 'name'
  | 'shortName'
  | 'type'
  | 'grade'
  | 'bases'
  | 'establishmentBases'
  | 'injuredBases'
  | 'dugIn'
  | 'notes'
  | 'radios'
  | 'veteran'
  | 'mobility'
  | 'calibreMm'
  | 'fuHeld'
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
    /** Issue 7: the contact handed off (its status becomes 'handedOff'). */
    contactId?: string;
    /** Issue 7: minutes one bound stands for (1–15). */
    boundMin?: number;
    /** Issue 7: each SF's high command at the hand-off. */
    highCommands?: Record<string, HighCommand>;
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
  /**
   * The campaign clock moved forward to `toMin` (minutes since the start; later than the clock). Undo goes
   * back. Issue 7: `moves` — every unit that marched along its route in this step (one event per hour);
   * `contacts` — the new contacts found after the step (status 'open'). Both absent in older logs.
   */
  'clock.advanced': { toMin: Minutes; moves?: UnitMove[]; contacts?: CampaignContact[] };
  /** Some campaign settings changed (only the changed ones are given). */
  'settings.changed': { changes: Partial<CampaignSettings> };
  /**
   * A unit's command relations set: Under Command of `parentId` (null only for a side's top
   * formation, which must stay one), and In Direct Support / In Support of another unit or none.
   */
  'unit.commandSet': { unitId: UnitId; parentId: UnitId | null; support: SupportRelation | null };
  /** A unit's HQ placed on the map (null: removed). */
  'unit.hqPlaced': { unitId: UnitId; hqPos: LonLat | null };
  /** A written order created or replaced whole (same id). */
  'order.saved': { order: CampaignOrder };
  /** A written order removed. */
  'order.deleted': { orderId: string };
  /** A report sent upwards. */
  'report.sent': { report: CampaignReport };
  /** A report removed. */
  'report.deleted': { reportId: string };
  /** A task put on the timeline, or replaced whole (same id). */
  'task.saved': { task: CampaignTask };
  /** A task removed. */
  'task.deleted': { taskId: string };
  /** A high-command sheet created or replaced whole (same id). */
  'sheet.saved': { sheet: HighCommandSheet };
  /** A high-command sheet removed. */
  'sheet.deleted': { sheetId: string };
  /**
   * A 1916 command test rolled before a move (002 §2.1). When it passed, the unit moves to `moveTo`
   * in the same event; when it failed, the unit stays put. `modifiers` lists a per-count modifier
   * once per instance (two HQ hits: `['hqHit', 'hqHit']`).
   */
  'command.tested': Omit<CommandTestRecord, 'seq' | 'atMin'>;
  /** A fire plan created or replaced whole (same id). */
  'fireplan.saved': { plan: FirePlan };
  /** A fire plan removed. */
  'fireplan.deleted': { planId: string };
  /**
   * A fire plan fired for real: every shoot with its dice, the casualties (bases removed from each
   * unit), disorganisation and pinning (1 h from the shoot) and the fire units spent (from each
   * battery's `fuHeld`). The fold refuses casualties a unit cannot take and FU a battery lacks.
   */
  'fireplan.fired': { planId: string; seed: number; shots: FiringShot[] };
  /** Issue 6: the umpire sets a unit's holdings of the kinds given (the ledger: 'adjusted' by the difference). */
  'stock.set': { unitId: UnitId; stocks: Partial<Stocks>; reason: string };
  /** Issue 6: a supply unit (BN LOG) or the side's DLA (`'dla'`) generates stock from the rear (the ledger: 'adjusted' +). */
  'stock.generated': { unitId: UnitId | 'dla'; side: SideId; stocks: Partial<Stocks>; reason: string };
  /** Issue 6: stock used by what caused it (firefight CU, shoot FU, movement POL, other); refused when it would overdraw. */
  'stock.consumed': { unitId: UnitId; kind: StockKind; amount: number; cause: ConsumptionCause; hours?: number; note: string };
  /** Issue 6: a resupply run leaves its source (issued at once to the convoy account `run:<id>`); the clock delivers it. */
  'resupply.dispatched': { run: ResupplyRun };
  /** Issue 6: a side's Divisional Logistics Area placed (or moved) on the map. */
  'dla.placed': { side: SideId; pos: LonLat; ref: string };
  /** Issue 6: a medical collection point treats half of the unit's casualty markers. */
  'casualties.collected': { unitId: UnitId };
  /** Issue 6: a unit reorganises (004 §REORGANISATION): `die` the D6 for an odd casualty count, null when even. */
  'unit.reorganised': { unitId: UnitId; die: number | null };
  /** Issue 6: the end of the day at every brigade medical post: the D6 of each post with an odd count (null when even), by post id. */
  'day.ended': { dice: Record<UnitId, number | null> };
  /** Issue 6: a repair unit repairs half of a vehicle unit's vehicle casualties (campaign rule). */
  'vehicles.repaired': { unitId: UnitId };
  /** Issue 7: a unit's route set (replacing any other); `passed` and `stop` start at 0 and null. */
  'route.set': { route: CampaignRoute };
  /** Issue 7: a unit's route removed (it halts where it is). */
  'route.cleared': { unitId: UnitId };
  /**
   * Issue 7: a contact settled at the operational level (004 §THE COMBAT SEQUENCE): which side attacked,
   * the outcome, the hours fought, every die in order, the account line by line, and each unit's outcome.
   */
  'contact.settled': {
    contactId: string;
    attackerSide: SideId;
    outcome: CombatOutcome;
    minutes: number;
    dice: number[];
    lines: string[];
    outcomes: UnitOutcome[];
  };
  /** Issue 7: a contact dismissed without a fight (e.g. the defender let the recce pass), with the umpire's note. */
  'contact.dismissed': { contactId: string; note: string };
  /**
   * Issue 7: an engagement's result written back to the campaign: why it ended, bounds fought and the
   * minutes they stood for, the break tests rolled, the battle report line by line, and each unit's outcome.
   */
  'engagement.returned': {
    engagementId: string;
    stop: EngagementStop;
    bounds: number;
    minutes: number;
    breakTests: BreakTestRecord[];
    lines: string[];
    outcomes: UnitOutcome[];
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
  'clock.advanced',
  'settings.changed',
  'unit.commandSet',
  'unit.hqPlaced',
  'order.saved',
  'order.deleted',
  'report.sent',
  'report.deleted',
  'task.saved',
  'task.deleted',
  'sheet.saved',
  'sheet.deleted',
  'command.tested',
  'fireplan.saved',
  'fireplan.deleted',
  'fireplan.fired',
  'stock.set',
  'stock.generated',
  'stock.consumed',
  'resupply.dispatched',
  'dla.placed',
  'casualties.collected',
  'unit.reorganised',
  'day.ended',
  'vehicles.repaired',
  'route.set',
  'route.cleared',
  'contact.settled',
  'contact.dismissed',
  'engagement.returned',
];

/** One stored event. */
export type CampaignEvent<T extends EventType = EventType> = {
  [K in T]: { seq: number; at: Minutes; type: K; v: 1; payload: EventPayloads[K] };
}[T];

/** An event before the store gives it its `seq`. */
export type EventDraft<T extends EventType = EventType> = {
  [K in T]: { at: Minutes; type: K; v: 1; payload: EventPayloads[K] };
}[T];

/** Raised when an event cannot apply to a state (`eventError.ts`). */
export { EventError };

/** The one-line description of an event for the log and Undo (`describeEvents.ts`). */
export { describeAction, describeEvent } from './log/describe.ts';

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
 * - The issue-4 events are folded by `applyClockEvent` (`settings.ts`: clock, settings),
 *   `applyCommandEvent` (`commandEvents.ts`: command relations, HQ positions, 1916 command tests) and
 *   `applyPlanningEvent` (`planningEvents.ts`: orders, reports, tasks, high-command sheets); each
 *   refusal is an `EventError` naming the path (e.g. `payload.order.objectives[2].pos.lat`).
 *   `unit.edited` also checks `radios`, `veteran` (booleans) and `mobility` (`UNIT_MOBILITIES`).
 * - Issue 5: `unit.moved` sets the unit's `movedAtMin` to the event's `at` (artillery must unpack
 *   after it); `unit.edited` checks `calibreMm` (20…460, to a tenth) and `fuHeld` (whole 0…999);
 *   `fireplan.saved` / `fireplan.deleted` are folded by `applyFirePlanEvent` (`firePlanEvents.ts`),
 *   `fireplan.fired` by `applyFiring` (`firePlanFired.ts`), each refusal an `EventError` naming the path.
 * - Issue 6 (logistics, `logisticsEvents.ts`, `logisticsCasualties.ts`, `logisticsRuns.ts`): the stock,
 *   resupply, DLA and casualty events, each refusal an `EventError` naming the path; `clock.advanced`
 *   delivers the resupply runs due (`settings.ts`). A unit's holdings (`holdingsOf`) stay what they were
 *   when `unit.edited` or `fireplan.fired` changes its bases, type or mobility (`settleHoldings`), except
 *   an edited `fuHeld`, FU fired, and a unit whose bases reach 0, which loses everything it held.
 * - Issue 7 (`turnEvents.ts`): `route.set`/`route.cleared`, `contact.settled`/`dismissed` and
 *   `engagement.returned`; `clock.advanced` also applies its `moves` and adds its `contacts`
 *   (`applyTurnStep`), each refusal an `EventError` naming the path.
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
  switch (event.type) {
    case 'campaign.created':
      throw new EventError('campaign.created may only be the first event', 'type');
    case 'unit.moved': {
      const unit = requireUnit(state, event.payload.unitId);
      return withUnit(state, event, { ...unit, pos: { lon: event.payload.to.lon, lat: event.payload.to.lat }, movedAtMin: event.at });
    }
    case 'unit.edited': {
      const unit = requireUnit(state, event.payload.unitId);
      checkUnitCommandFields(event.payload.changes);
      checkArtilleryFields(event.payload.changes);
      const next: Unit = { ...unit, ...event.payload.changes };
      checkStrength(next);
      const fu = Object.hasOwn(event.payload.changes, 'fuHeld') ? event.payload.changes.fuHeld : undefined;
      return withUnit(state, event, settleHoldings(unit, next, fu));
    }
    case 'engagement.created':
    case 'engagement.planned':
    case 'engagement.stepped':
      return applyEngagementEvent(state, event);
    case 'clock.advanced':
    case 'settings.changed':
      return applyClockEvent(state, event);
    case 'unit.commandSet':
    case 'unit.hqPlaced':
    case 'command.tested':
      return applyCommandEvent(state, event);
    case 'order.saved':
    case 'order.deleted':
    case 'report.sent':
    case 'report.deleted':
    case 'task.saved':
    case 'task.deleted':
    case 'sheet.saved':
    case 'sheet.deleted':
      return applyPlanningEvent(state, event);
    case 'fireplan.saved':
    case 'fireplan.deleted':
      return applyFirePlanEvent(state, event);
    case 'fireplan.fired':
      return settleFiring(state, applyFiring(state, event));
    case 'stock.set':
    case 'stock.generated':
    case 'stock.consumed':
    case 'resupply.dispatched':
    case 'dla.placed':
    case 'casualties.collected':
    case 'unit.reorganised':
    case 'day.ended':
    case 'vehicles.repaired':
      return applyLogisticsEvent(state, event);
    case 'route.set':
    case 'route.cleared':
    case 'contact.settled':
    case 'contact.dismissed':
    case 'engagement.returned':
      return applyTurnEvent(state, event);
  }
}

/** `after` (the fold of a firing) with each unit it changed keeping its holdings but the FU fired, and losing them all when its bases reached 0. */
function settleFiring(before: CampaignState, after: CampaignState): CampaignState {
  let units: Record<UnitId, Unit> | null = null;
  for (const id of Object.keys(after.units)) {
    const was = before.units[id]!;
    const now = after.units[id]!;
    if (now === was) continue;
    const settled = settleHoldings(was, now, now.fuHeld !== was.fuHeld ? now.fuHeld : undefined);
    if (settled !== now) (units ??= (copyRecord(after.units) as Record<UnitId, Unit>))[id] = settled;
  }
  return units === null ? after : { ...after, units };
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
 * Throws `EventError` for a start that is not a real date and time, a duplicate id, a parent that is
 * missing or listed after its child.
 */
export function stateFromScenario(scenario: Scenario): CampaignState {
  let startAbs: number;
  try {
    startAbs = localTextMinute(scenario.startLocal, 'the scenario start');
  } catch (e) {
    throw new EventError(e instanceof Error ? e.message : String(e), 'payload.scenario.startLocal');
  }
  let zeroHourMin: number | undefined;
  if (scenario.zeroHourLocal !== undefined) {
    try {
      zeroHourMin = localTextMinute(scenario.zeroHourLocal, 'zero hour') - startAbs;
    } catch (e) {
      throw new EventError(e instanceof Error ? e.message : String(e), 'payload.scenario.zeroHourLocal');
    }
  }
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
    checkArtilleryFields(u, `payload.scenario.units[${i}]`);
    checkUnitCommandFields(u, `payload.scenario.units[${i}]`);
    checkScenarioStocks(u, `payload.scenario.units[${i}]`);
    if (u.hqPos !== undefined) checkLonLat(u.hqPos, `payload.scenario.units[${i}].hqPos`);
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
    ...(zeroHourMin !== undefined ? { zeroHourMin } : {}),
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
  const units = (copyRecord(state.units, { [unit.id]: unit }) as Record<UnitId, Unit>);
  return { ...state, seq: event.seq, clockMin: Math.max(state.clockMin, event.at), units };
}

function checkStrength(u: Unit, path = 'payload.changes'): void {
  const whole = (n: number) => Number.isInteger(n) && n >= 0;
  if (!whole(u.bases)) throw new EventError(`Bases must be a whole number ≥ 0, got ${u.bases}`, `${path}.bases`);
  if (!whole(u.injuredBases) || u.injuredBases > u.bases) {
    throw new EventError(`Injured bases must be 0…${u.bases} (the bases present), got ${u.injuredBases}`, `${path}.injuredBases`);
  }
  if (!whole(u.establishmentBases) || u.establishmentBases < u.bases) {
    throw new EventError(
      `Establishment must be a whole number ≥ the bases present (${u.bases}), got ${u.establishmentBases}`,
      `${path}.establishmentBases`,
    );
  }
}
