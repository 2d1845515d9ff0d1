/**
 * The fold of the route and contact events (`applyEvent`, `events.ts`): routes, the moves and contacts a clock
 * step carries, contacts settled or dismissed, and the outcomes of a fight (which an engagement's
 * return applies too, `engagement/engagementEvents.ts`).
 * - `route.set`: the unit (placed on the map) gets the route, replacing any other; 1–`MAX_WAYPOINTS`
 *   waypoints; a mode its mobility has a rate for (004 §MOVEMENT RATES TABLE: horse-drawn units only
 *   road-march); issued by a unit of its own side; in force no earlier than issued; `passed` 0, `stop` null.
 * - `route.cleared`: the unit's route removed.
 * - `clock.advanced` (`applyTurnStep`, called by `clock/clockEvents.ts`): each move puts its unit (and the
 *   subordinates carried with it) where the move says, records `movedAtMin` = `toMin` and the facing,
 *   burns its POL (refused when the unit holds less), and advances or ends its route; each contact
 *   joins the queue ('open', ids new, units of the right sides).
 * - `contact.settled` / `contact.dismissed`: an open contact closed; settled applies the outcomes.
  * Outcomes (`applyOutcomes`): bases killed (≤ bases), casualty markers changed (staying 0…bases left),
 * CUs fired (≤ held; the ledger's 'consumed'), position, dug in, disorganised until (the later one
 * stays), broken; the unit is engaged until the fight's end. A unit whose bases reach 0 loses what it held.
 * Every refusal is an `EventError` naming the path.
 */
import { checkWhole, hasKey, recordWith, stepState, unitAt } from '../model/checks.ts';
import { EventError } from '../model/eventError.ts';
import { subtreeIds } from '../model/selectors.ts';
import type { EventsOf } from '../model/eventDefinition.ts';
import type { TurnPayloads } from './payloads.ts';
import { estimateRateKph, marchMobilityOf } from './march.ts';
import { settleHoldings, unitHoldings, withHoldings } from '../logistics/stocks.ts';
import type { CampaignContact, CampaignRoute, UnitOutcome } from '../model/turnTypes.ts';
import type { CampaignEngagement, CampaignState, Unit, UnitId } from '../model/types.ts';
import { copyRecord } from '../model/records.ts';
import { clockText } from '../model/localTime.ts';
import { resupplyOnlyNow } from '../logistics/stockEvents.ts';


/** Most waypoints a route may have. */
export const MAX_WAYPOINTS = 50;

/** Most lines in a fight's account. */
export const MAX_REPORT_LINES = 500;

type TurnEvent = EventsOf<TurnPayloads, 'route.set' | 'route.cleared' | 'contact.settled' | 'contact.dismissed'>;

/** The fold of the route and contact events other than `clock.advanced` (see the module note). */
export function applyTurnEvent(state: CampaignState, event: TurnEvent): CampaignState {
  switch (event.type) {
    case 'route.set': {
      const route = checkRoute(state, event.payload.route);
      // A newer order's route waits behind the route in force until the order reaches the unit.
      if (event.payload.queued === true && hasKey(state.routes, route.unitId) && route.effectiveAtMin > event.at) {
        return stepState(state, event, { queuedRoutes: recordWith(state.queuedRoutes, route.unitId, route) });
      }
      const patch: Partial<CampaignState> = { routes: recordWith(state.routes, route.unitId, route) };
      if (hasKey(state.queuedRoutes, route.unitId)) patch.queuedRoutes = recordWith(state.queuedRoutes, route.unitId, undefined);
      return stepState(state, event, patch);
    }
    case 'route.cleared': {
      const id = event.payload.unitId;
      if (!hasKey(state.routes, id)) throw new EventError(`"${state.units[id]?.shortName ?? id}" has no route to clear`, 'payload.unitId');
      const patch: Partial<CampaignState> = { routes: recordWith(state.routes, id, undefined) };
      if (hasKey(state.queuedRoutes, id)) patch.queuedRoutes = recordWith(state.queuedRoutes, id, undefined);
      return stepState(state, event, patch);
    }
    case 'contact.settled':
    case 'contact.dismissed': {
      const c = openContact(state, event.payload.contactId);
      if (event.type === 'contact.dismissed') {
        const note = event.payload.note;
        return stepState(state, event, { contacts: recordWith(state.contacts, c.id, { ...c, status: 'dismissed', result: note === '' ? 'dismissed' : `dismissed: ${note}` }) });
      }
      const p = event.payload;
      const minutes = p.minutes;
      const members = membersOf(state, [...c.blueIds, ...c.redIds]);
      const units = applyOutcomes(state, p.outcomes, event.at + minutes, members);
      const result = `${p.outcome} after ${minutes / 60} h (${p.attackerSide} attacking)`;
      return stepState(state, event, { units, contacts: recordWith(state.contacts, c.id, { ...c, status: 'settled', result }) });
    }
  }
}

/**
 * When an engagement's fight began, campaign minutes: the minute of the contact it was handed off from,
 * else `fallbackMin` (the return's time) — its units are engaged until this + the minutes it took.
 */
export function fightStartMin(state: CampaignState, e: CampaignEngagement, fallbackMin: number): number {
  const c = e.contactId !== undefined && hasKey(state.contacts, e.contactId) ? state.contacts![e.contactId]! : undefined;
  return c ? c.atMin : fallbackMin;
}

/**
 * Refuses (`RangeError`, the sentence to show) `what` at the clock when the night allows only resupply
 * (the setting; 004 §TIMESCALE "The night period can be abstracted by saying that only resupply takes
 * place"): fights wait for first light. Checked where a settlement or a hand-off is made (the desk, the
 * command), not in the fold, so a log written before the rule still opens.
 */
export function refuseAtNight(state: CampaignState, what: string): void {
  if (resupplyOnlyNow(state, state.clockMin)) {
    throw new RangeError(`The night allows only resupply (setting "Night allows only resupply", 004 §TIMESCALE): ${what} at ${clockText(state, state.clockMin)} — wait for first light.`);
  }
}

/** The open contact `id`, else `EventError` at `payload.contactId`. */
function openContact(state: CampaignState, key: string): CampaignContact {
  const c = hasKey(state.contacts, key) ? state.contacts![key]! : undefined;
  if (!c) throw new EventError(`unknown contact "${key}"`, 'payload.contactId');
  if (c.status !== 'open') throw new EventError(`contact ${c.ref} at minute ${c.atMin} is ${c.status}, not open`, 'payload.contactId');
  return c;
}

/** The units of a fight and everything under them (the units an outcome may name). */
export function membersOf(state: CampaignState, ids: readonly UnitId[]): Set<UnitId> {
  return new Set(ids.filter((id) => hasKey(state.units, id)).flatMap((id) => subtreeIds(state, id)));
}

/** `route` checked against `state` (see the module note), as a fresh copy. */
function checkRoute(state: CampaignState, route: CampaignRoute): CampaignRoute {
  const path = 'payload.route';
  const unit = unitAt(state, route.unitId, `${path}.unitId`);
  if (!unit.pos) throw new EventError(`${unit.shortName} is not on the map: place it before giving it a route`, `${path}.unitId`);
  const mode = route.mode;
  // The rate it marches at: NQM's, or an optional module's (De Rosa's chart gives horse-drawn guns a column rate).
  if (estimateRateKph(state, unit, mode) === null) {
    throw new EventError(`${unit.shortName} (${marchMobilityOf(state, unit)}) has no ${mode} rate (004 §MOVEMENT RATES TABLE): give it a road march`, `${path}.mode`);
  }
  const issuer = unitAt(state, route.issuedById, `${path}.issuedById`);
  if (issuer.side !== unit.side) throw new EventError(`${issuer.shortName} is on the other side: it cannot order ${unit.shortName}`, `${path}.issuedById`);
  const issuedAtMin = route.issuedAtMin;
  const effectiveAtMin = checkWhole(route.effectiveAtMin, `${path}.effectiveAtMin`, issuedAtMin);
  if (route.orderId !== undefined && !hasKey(state.orders, route.orderId)) {
    throw new EventError(`unknown order "${route.orderId}"`, `${path}.orderId`);
  }
  checkWhole(route.passed, `${path}.passed`, 0, 0);
  if (route.stop !== null) throw new EventError('a new route has not stopped: stop must be null', `${path}.stop`);
  const out: CampaignRoute = {
    unitId: unit.id,
    waypoints: route.waypoints.map((w) => ({ ref: w.ref, pos: { ...w.pos } })),
    mode,
    posture: route.posture,
    issuedById: issuer.id,
    issuedAtMin,
    effectiveAtMin,
    passed: 0,
    stop: null,
  };
  if (route.orderId !== undefined) out.orderId = route.orderId;
  return out;
}

/**
 * The units of `state` after `outcomes` (see the module note), each unit engaged until `endMin`.
 * `members`: the units an outcome may name. Throws `EventError` at `payload.outcomes[i].…`.
 */
export function applyOutcomes(state: CampaignState, outcomes: readonly UnitOutcome[], endMin: number, members: ReadonlySet<UnitId>): Record<UnitId, Unit> {
  const units = (copyRecord(state.units) as Record<UnitId, Unit>);
  const seen = new Set<UnitId>();
  outcomes.forEach((o, i) => {
    const path = `payload.outcomes[${i}]`;
    const u = unitAt(state, o.unitId, `${path}.unitId`);
    if (!members.has(u.id)) throw new EventError(`${u.shortName} did not take part in this fight`, `${path}.unitId`);
    if (seen.has(u.id)) throw new EventError(`${u.shortName} has two outcomes`, `${path}.unitId`);
    seen.add(u.id);
    const killed = checkWhole(o.killed, `${path}.killed`, 0, u.bases);
    const injured = u.injuredBases + checkWhole(o.injuredDelta, `${path}.injuredDelta`, -u.injuredBases, u.bases);
    if (injured > u.bases - killed) throw new EventError(`${u.shortName} would have ${injured} casualty markers on ${u.bases - killed} bases`, `${path}.injuredDelta`);
    const held = unitHoldings(u);
    const cu = o.cuSpent;
    if (cu > held.CU) throw new EventError(`${u.shortName} holds ${held.CU} CU and cannot fire ${cu} (short by ${cu - held.CU})`, `${path}.cuSpent`);
    const spent = cu > 0 ? withHoldings(u, { ...held, CU: held.CU - cu }) : u;
    const next: Unit = { ...spent, bases: u.bases - killed, injuredBases: injured, engagedUntilMin: Math.max(endMin, u.engagedUntilMin ?? 0) };
    if (o.to !== undefined) next.pos = { ...o.to };
    if (o.dugIn !== undefined) next.dugIn = o.dugIn;
    if (o.disorganisedUntilMin !== undefined) next.disorganisedUntilMin = Math.max(o.disorganisedUntilMin, u.disorganisedUntilMin ?? 0);
    if (o.broken === true) next.broken = true;
    if (o.actionMin !== undefined) next.actionMin = o.actionMin;
    if (o.facedTanks === true) next.facedTanks = true;
    if (o.deRosaMorale !== undefined) {
      // A fight does not rally: the unit keeps the worse of its morale and its side's (003: only a rally test improves it).
      const worse = o.deRosaMorale === 'routed' || u.deRosaMorale === undefined ? o.deRosaMorale : u.deRosaMorale;
      next.deRosaMorale = worse;
      // Routed by the fight: its two moves to the rear begin when the fight ends (003 "ROUTED").
      if (worse === 'routed' && u.deRosaMorale !== 'routed') next.routedAtMin = endMin;
    }
    units[u.id] = settleHoldings(spent, next);
  });
  return units;
}
