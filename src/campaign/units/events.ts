/**
 * The unit events: `campaign.created` (the first event of every campaign: the whole scenario it
 * starts from), `unit.moved` (dragged on the map or placed by grid reference), `unit.edited` (the
 * fields the unit panel edits; only the changed ones are given), and the order of battle's editing:
 * `units.added` (a template, a duplicate, an import) and `units.deleted` (a unit with its subtree).
 */
import { adjustments, entriesOf, lostEntries } from '../logistics/ledgerEntries.ts';
import { holdingsOf, settleHoldings, unitHoldings } from '../logistics/stocks.ts';
import { defineEvent, NO_LEDGER_ENTRIES } from '../model/eventDefinition.ts';
import { EventError } from '../model/eventError.ts';
import { copyRecord } from '../model/records.ts';
import type { CampaignState, Unit, UnitId } from '../model/types.ts';
import { unitFieldLabel } from '../model/unitFieldLabels.ts';
import { subtreeIds } from '../model/selectors.ts';
import { unitsNamedElsewhere } from './orbatEdits.ts';
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
 * bases go from some to 0; another type drops a symbol code kept from another tool (`Unit.sidc`). Its ledger: `'adjusted'` by an edited `fuHeld`, or `'lost'` of all it held.
 */
const unitEdited = defineEvent({
  type: 'unit.edited',
  version: 1,
  migrations: {},
  payload: UNIT_PAYLOADS['unit.edited'],
  apply(state, event) {
    const unit = requireUnit(state, event.payload.unitId);
    const next: Unit = { ...unit, ...event.payload.changes };
    // A code kept from another tool says what the unit was imported as: another type, another symbol.
    if (next.sidc !== undefined && next.type !== unit.type) delete next.sidc;
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

const withClock = (state: CampaignState, event: { seq: number; at: number }) => ({ seq: event.seq, clockMin: Math.max(state.clockMin, event.at) });

/**
 * `units.added`: units from a template, a duplicated subtree or an imported ORBAT, parents before
 * children, each placed after its parent's subtree. Its ledger: each unit's holdings `'initial'`.
 */
const unitsAdded = defineEvent({
  type: 'units.added',
  version: 1,
  migrations: {},
  payload: UNIT_PAYLOADS['units.added'],
  apply(state, event) {
    const added: Record<UnitId, Unit> = Object.create(null);
    const order = [...state.unitOrder];
    event.payload.units.forEach((u, i) => {
      const at = `payload.units[${i}]`;
      if (state.units[u.id] || added[u.id]) throw new EventError(`a unit with id "${u.id}" already exists`, `${at}.id`);
      const parent = u.parentId === undefined ? undefined : (added[u.parentId] ?? state.units[u.parentId]);
      if (u.parentId !== undefined && !parent) throw new EventError(`${u.name} names a parent that is not in the order of battle`, `${at}.parentId`);
      if (parent && parent.side !== u.side) throw new EventError(`${u.name} is on the other side from ${parent.name}`, `${at}.side`);
      if (u.support && !(added[u.support.toId] ?? state.units[u.support.toId])) throw new EventError(`${u.name} supports a unit that is not in the order of battle`, `${at}.support.toId`);
      checkStrength(u, at);
      added[u.id] = { ...u };
      // Tree order: after the parent's last descendant so far (or at the end for a new top formation).
      let index = order.length;
      if (u.parentId !== undefined) {
        const inTree = new Set([u.parentId]);
        index = order.indexOf(u.parentId) + 1;
        while (index < order.length) {
          const p = (added[order[index]!] ?? state.units[order[index]!])!.parentId;
          if (p === undefined || !inTree.has(p)) break;
          inTree.add(order[index]!);
          index += 1;
        }
      }
      order.splice(index, 0, u.id);
    });
    return { ...state, ...withClock(state, event), units: copyRecord(state.units, added) as Record<UnitId, Unit>, unitOrder: order };
  },
  describe(event) {
    const us = event.payload.units;
    return us.length === 1 ? `added ${us[0]!.name} to the order of battle` : `added ${us.length} units to the order of battle (${us[0]!.name} first)`;
  },
  ledger: (_ctx, event) => event.payload.units.flatMap((u) => entriesOf(event.seq, event.at, u.id, unitHoldings(u), 'initial', 1)),
});

/**
 * `units.deleted`: a unit and its whole subtree, refused while anything else names them
 * (`unitsNamedElsewhere`). Its ledger: everything they held `'lost'`.
 */
const unitsDeleted = defineEvent({
  type: 'units.deleted',
  version: 1,
  migrations: {},
  payload: UNIT_PAYLOADS['units.deleted'],
  apply(state, event) {
    const ids = event.payload.unitIds;
    ids.forEach((uid, i) => {
      if (!state.units[uid]) throw new EventError(`unknown unit "${uid}"`, `payload.unitIds[${i}]`);
    });
    const set = new Set(ids);
    if (set.size !== ids.length) throw new EventError('names a unit more than once', 'payload.unitIds');
    const missing = ids.flatMap((uid) => subtreeIds(state, uid)).find((uid) => !set.has(uid));
    if (missing) throw new EventError(`${state.units[missing]!.name} would be left without its parent: delete the whole subtree`, 'payload.unitIds');
    const named = unitsNamedElsewhere(state, ids);
    if (named.length > 0) throw new EventError(`${state.units[ids[0]!]!.name} is still named by ${named.slice(0, 4).join(', ')}${named.length > 4 ? ' …' : ''}`, 'payload.unitIds');
    const units: Record<UnitId, Unit> = Object.create(null);
    for (const uid of state.unitOrder) if (!set.has(uid)) units[uid] = state.units[uid]!;
    const without = <T>(record: Record<string, T> | undefined) => (record ? (Object.assign(Object.create(null), Object.fromEntries(Object.entries(record).filter(([k]) => !set.has(k)))) as Record<string, T>) : undefined);
    const routes = without(state.routes);
    const medicalPosts = without(state.medicalPosts);
    return {
      ...state, ...withClock(state, event), units, unitOrder: state.unitOrder.filter((uid) => !set.has(uid)),
      ...(routes ? { routes } : {}), ...(medicalPosts ? { medicalPosts } : {}),
    };
  },
  describe(event, state) {
    const first = state?.units[event.payload.unitIds[0]!]?.name ?? event.payload.unitIds[0];
    const n = event.payload.unitIds.length;
    return n === 1 ? `deleted ${first} from the order of battle` : `deleted ${first} and the ${n - 1} unit${n === 2 ? '' : 's'} under it`;
  },
  ledger: (ctx, event) => event.payload.unitIds.flatMap((uid) => lostEntries(event.seq, event.at, uid, ctx.holdings(uid))),
});


/** The unit events, in the order the registry lists them. */
export const UNIT_EVENTS = [campaignCreated, unitMoved, unitEdited, unitsAdded, unitsDeleted] as const;
