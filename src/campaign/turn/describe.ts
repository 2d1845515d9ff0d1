/**
 * One-line descriptions of the route and contact events for the log and the Undo message (each
 * definition's `describe`, `turn/events.ts`): routes set and cleared, contacts settled and dismissed,
 * and what a `clock.advanced` carries (units marched, contacts found); the words a fight's outcome and
 * a contact's name take, which the engagement events use too. Plain text; units by their short name from the state the event applies to, grid references
 * as stored, e.g. `settled the contact at 0531 2412 (1/6 Gordons vs II./84): firefight won after 2 h,
 * blue attacking; 1 base killed, 3 CU spent`.
 */
import { fieldWorkText } from '../fieldworks/describe.ts';
import type { EventsOf } from '../model/eventDefinition.ts';
import type { TurnStep } from '../model/turnTypes.ts';
import type { TurnPayloads } from './payloads.ts';
import { clockText, spanText } from '../model/localTime.ts';
import type { CampaignContact, UnitMove, UnitOutcome } from '../model/turnTypes.ts';
import type { CampaignState, UnitId } from '../model/types.ts';
import { plural } from '../model/words.ts';

/** The route and contact event types `describeTurnEvent` describes. */
export type TurnEventType = keyof TurnPayloads;

/** Contacts named one by one in a clock line; the rest are counted. */
const CONTACTS_NAMED = 3;
/** Units named per side of a contact; the rest are counted (`+2`). */
const UNITS_NAMED = 2;

const MODE_WORDS = { moveToContact: 'move to contact', advanceInContact: 'advance in contact', roadMarch: 'road march' } as const;
const OUTCOME_WORDS = {
  assaultSucceeded: 'assault succeeded',
  firefightWon: 'firefight won',
  attackCalledOff: 'attack called off',
  attackerBroken: 'attacker broken',
  defenderBroken: 'defender broken',
  attackerDestroyed: 'attacker destroyed',
  defenderDestroyed: 'defender destroyed',
  defenderSurrendered: 'defender surrendered',
  tanksRolledIn: 'tanks rolled into the position',
  shotAndScooted: 'shot and scooted',
  undecided: 'undecided',
} as const;
export const STOP_WORDS = { umpire: 'ended by the umpire', sideGone: 'one side gone', outOfContact: 'out of contact' } as const;

/** `n` and the noun, singular or plural. */
export { plural };

/** Short names of `ids` from `state` (the first `UNITS_NAMED`, then `+n`). */
function namesOf(state: CampaignState | null, ids: readonly UnitId[]): string {
  const names = ids.slice(0, UNITS_NAMED).map((id) => state?.units[id]?.shortName ?? id);
  return ids.length > UNITS_NAMED ? `${names.join(', ')} +${ids.length - UNITS_NAMED}` : names.join(', ');
}

/** A contact as `0531 2412 (1/6 Gordons vs II./84)`. */
function contactText(state: CampaignState | null, c: Pick<CampaignContact, 'ref' | 'blueIds' | 'redIds'>): string {
  return `${c.ref} (${namesOf(state, c.blueIds)} vs ${namesOf(state, c.redIds)})`;
}

/** The contact `id` of `state`, if it has one. */
function contactOf(state: CampaignState | null, id: string): CampaignContact | undefined {
  return state?.contacts && Object.hasOwn(state.contacts, id) ? state.contacts[id] : undefined;
}

/** A contact named by its grid reference and units, or by its id when the state does not have it. */
export function contactName(state: CampaignState | null, id: string): string {
  const c = contactOf(state, id);
  return c ? `the contact at ${contactText(state, c)}` : `contact ${id}`;
}

/** What a fight's outcomes cost: `; 3 bases killed, 2 bases surrendered, 4 CU spent, 1 unit broken` (empty when nothing). */
export function lossesText(outcomes: readonly UnitOutcome[]): string {
  const killed = outcomes.reduce((n, o) => n + (o.surrendered === true ? 0 : o.killed), 0);
  const taken = outcomes.reduce((n, o) => n + (o.surrendered === true ? o.killed : 0), 0);
  const cu = outcomes.reduce((n, o) => n + o.cuSpent, 0);
  const broken = outcomes.filter((o) => o.broken === true).length;
  const parts = [
    killed > 0 ? `${plural(killed, 'base')} killed` : '',
    taken > 0 ? `${plural(taken, 'base')} surrendered` : '',
    cu > 0 ? `${cu} CU spent` : '',
    broken > 0 ? `${plural(broken, 'unit')} broken` : '',
  ].filter((p) => p !== '');
  return parts.length === 0 ? '' : `; ${parts.join(', ')}`;
}

/** The Routed units a step fell back (De Rosa, 003 "ROUTED"), in words: `1/6 Gordons, Routed, fell back 556 m`. */
export function retreatTexts(payload: TurnStep, state: CampaignState | null): string[] {
  return (payload.retreats ?? []).map((r) => `${state?.units[r.unitId]?.shortName ?? 'a unit'}, Routed, fell back ${r.distanceM} m`);
}

/** The tanks a step's moves immobilised (1916, 002 §2.3), each with its roll: `5 Coy TC broke down at 08:00 (2D6 1+1)`, `… ditched at …`. */
export function immobilisedOnMarch(moves: readonly UnitMove[], state: CampaignState | null): string[] {
  return moves
    .filter((m) => m.vehicleRolls?.at(-1)?.immobilised === true)
    .map((m) => {
      const r = m.vehicleRolls!.at(-1)!;
      return `${state?.units[m.unitId]?.shortName ?? m.unitId} ${r.cause === 'terrain' ? 'ditched' : 'broke down'} at ${clockText(state, r.atMin)} (2D6 ${r.dice[0]}+${r.dice[1]})`;
    });
}

/**
 * What a `clock.advanced` carries, appended to its line: `; 12 units marched (3 arrived, 1 stopped); 2
 * contacts: 0531 2412 (1/6 Gordons vs II./84), 0733 2518 (5 Coy TC vs 4./FAR 108)` — at most
 * `CONTACTS_NAMED` contacts named, then `and n more`. Empty for a clock event without moves or contacts.
 */
export function clockTurnText(payload: TurnStep, state: CampaignState | null): string {
  let out = '';
  const moves = payload.moves ?? [];
  if (moves.length > 0) {
    const arrived = moves.filter((m) => m.arrived).length;
    const stopped = moves.filter((m) => m.stop !== null).length;
    const notes = [arrived > 0 ? `${arrived} arrived` : '', stopped > 0 ? `${stopped} stopped` : ''].filter((p) => p !== '');
    out += `; ${plural(moves.length, 'unit')} marched${notes.length > 0 ? ` (${notes.join(', ')})` : ''}`;
    const stuck = immobilisedOnMarch(moves, state);
    if (stuck.length > 0) out += `; ${stuck.join(', ')}`;
  }
  out += fieldWorkText(payload, state);
  for (const r of retreatTexts(payload, state)) out += `; ${r}`;
  const contacts = payload.contacts ?? [];
  if (contacts.length > 0) {
    const named = contacts.slice(0, CONTACTS_NAMED).map((c) => contactText(state, c));
    const more = contacts.length > CONTACTS_NAMED ? ` and ${contacts.length - CONTACTS_NAMED} more` : '';
    out += `; ${plural(contacts.length, 'contact')}: ${named.join(', ')}${more}`;
  }
  return out;
}

/**
 * The description of a route or contact event (see the module note); `state` is the state it applies
 * to. Times read as the clock shows them (`clockText`, `spanText`).
 */
export function describeTurnEvent(event: EventsOf<TurnPayloads, TurnEventType>, state: CampaignState | null): string {
  const name = (id: UnitId) => state?.units[id]?.shortName ?? id;
  switch (event.type) {
    case 'route.set': {
      const r = event.payload.route;
      const has = state?.routes && Object.hasOwn(state.routes, r.unitId);
      const verb = event.payload.queued === true && has && r.effectiveAtMin > event.at ? 'queued a route (after its current one) for' : has ? 'changed the route of' : 'gave a route to';
      const last = r.waypoints[r.waypoints.length - 1];
      return `${verb} ${name(r.unitId)}: ${plural(r.waypoints.length, 'waypoint')} to ${last?.ref ?? '?'}, ${MODE_WORDS[r.mode] ?? r.mode}, ordered by ${name(r.issuedById)}, from ${clockText(state, r.effectiveAtMin)}`;
    }
    case 'route.cleared':
      return `cleared the route of ${name(event.payload.unitId)}`;
    case 'contact.settled': {
      const p = event.payload;
      const units = (n: number) => `${n} unit${n === 1 ? '' : 's'}`;
      const chosen = p.forces ? ` (the umpire's choice of ${units(p.forces.attacker.length)} against ${p.forces.defender.length})` : '';
      return `settled ${contactName(state, p.contactId)}: ${OUTCOME_WORDS[p.outcome] ?? p.outcome} after ${spanText(p.minutes)}, ${p.attackerSide} attacking${chosen}${lossesText(p.outcomes)}`;
    }
    case 'contact.dismissed': {
      const note = event.payload.note.trim();
      return `dismissed ${contactName(state, event.payload.contactId)}${note === '' ? '' : `: ${note}`}`;
    }
  }
}
