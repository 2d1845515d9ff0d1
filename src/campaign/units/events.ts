/**
 * The unit events: `campaign.created` (the first event of every campaign: the whole scenario it
 * starts from), `unit.moved` (dragged on the map or placed by grid reference) and `unit.edited` (the
 * fields the unit panel edits; only the changed ones are given).
 */
import { adjustments, entriesOf, lostEntries } from '../logistics/ledgerEntries.ts';
import { holdingsOf, settleHoldings } from '../logistics/stocks.ts';
import { defineEvent, NO_LEDGER_ENTRIES } from '../model/eventDefinition.ts';
import { EventError } from '../model/eventError.ts';
import { copyRecord } from '../model/records.ts';
import type { CampaignState, Unit, UnitId } from '../model/types.ts';
import { unitFieldLabel } from '../model/unitFieldLabels.ts';
import { UNIT_PAYLOADS } from './payloads.ts';
import { checkStrength, stateFromScenario } from './scenario.ts';

function requireUnit(state: CampaignState, id: UnitId): Unit {
  const u = state.units[id];
  if (!u) throw new EventError(`unknown unit "${id}"`, 'payload.unitId');
  return u;
}

function withUnit(state: CampaignState, event: { seq: number; at: number }, unit: Unit): CampaignState {
  const units = copyRecord(state.units, { [unit.id]: unit }) as Record<UnitId, Unit>;
  return { ...state, seq: event.seq, clockMin: Math.max(state.clockMin, event.at), units };
}

/** A label inside a sentence: `Injured bases` → `injured bases`, an abbreviation kept (`FU held`). */
function inSentence(label: string): string {
  return /^[A-Z][a-z]/.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label;
}

const nameOf = (state: CampaignState | null, id: UnitId) => state?.units[id]?.name ?? id;

/**
 * `campaign.created`: folded by `applyEvent` on an empty log (`stateFromScenario`); anywhere else it
 * is refused. Its ledger: every unit's holdings `'initial'`, in the scenario's order.
 */
const campaignCreated = defineEvent({
  type: 'campaign.created',
  version: 1,
  migrations: {},
  payload: UNIT_PAYLOADS['campaign.created'],
  apply() {
    throw new EventError('campaign.created may only be the first event', 'type');
  },
  describe: (event) => `created campaign from “${event.payload.scenario.name}”`,
  ledger(_ctx, event) {
    const start = stateFromScenario(event.payload.scenario);
    return start.unitOrder.flatMap((id) => entriesOf(event.seq, event.at, id, holdingsOf(start, id), 'initial', 1));
  },
});

/** `unit.moved`: the unit's position, and `movedAtMin` = the event's minute (artillery must unpack after it). */
const unitMoved = defineEvent({
  type: 'unit.moved',
  version: 1,
  migrations: {},
  payload: UNIT_PAYLOADS['unit.moved'],
  apply(state, event) {
    const unit = requireUnit(state, event.payload.unitId);
    return withUnit(state, event, { ...unit, pos: { lon: event.payload.to.lon, lat: event.payload.to.lat }, movedAtMin: event.at });
  },
  describe: (event, state) => `moved ${nameOf(state, event.payload.unitId)}`,
  ledger: NO_LEDGER_ENTRIES,
});

/**
 * `unit.edited`: the changes (their fields' shape is the schema's) merged and the strength checked; the
 * unit keeps its holdings (`settleHoldings`) but for an edited `fuHeld`, and loses them all when its
 * bases go from some to 0. Its ledger: `'adjusted'` by an edited `fuHeld`, or `'lost'` of all it held.
 */
const unitEdited = defineEvent({
  type: 'unit.edited',
  version: 1,
  migrations: {},
  payload: UNIT_PAYLOADS['unit.edited'],
  apply(state, event) {
    const unit = requireUnit(state, event.payload.unitId);
    const next: Unit = { ...unit, ...event.payload.changes };
    checkStrength(next);
    const fu = Object.hasOwn(event.payload.changes, 'fuHeld') ? event.payload.changes.fuHeld : undefined;
    return withUnit(state, event, settleHoldings(unit, next, fu));
  },
  describe: (event, state) =>
    `edited ${nameOf(state, event.payload.unitId)} (${Object.keys(event.payload.changes).map((k) => inSentence(unitFieldLabel(k))).join(', ')})`,
  ledger(ctx, event) {
    const id = event.payload.unitId;
    const changes = event.payload.changes;
    const held = ctx.holdings(id);
    if (ctx.bases(id) > 0 && changes.bases === 0) return lostEntries(event.seq, event.at, id, held);
    return changes.fuHeld === undefined ? [] : adjustments(event.seq, event.at, id, held, { ...held, FU: changes.fuHeld });
  },
});

/** The unit events, in the order the registry lists them. */
export const UNIT_EVENTS = [campaignCreated, unitMoved, unitEdited] as const;
