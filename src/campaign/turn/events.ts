/**
 * The route and contact events: `route.set` (a unit's route, replacing any other; `passed` and `stop`
 * start at 0 and null), `route.cleared` (the unit halts where it is), `contact.settled` (a contact
 * settled at the operational level, 004 §THE COMBAT SEQUENCE: which side attacked, the outcome, the
 * hours fought, every die in order, the account line by line and each unit's outcome) and
 * `contact.dismissed` (without a fight, e.g. the defender let the recce pass, with the umpire's note).
 * All folded by `applyTurnEvent`; the moves and contacts of a clock step are `clock.advanced`'s.
 */
import { fightEntries } from '../logistics/ledgerEntries.ts';
import { defineEvent, NO_LEDGER_ENTRIES } from '../model/eventDefinition.ts';
import { describeTurnEvent } from './describe.ts';
import { TURN_PAYLOADS } from './payloads.ts';
import { applyTurnEvent } from './turnEvents.ts';

const common = {
  version: 1,
  migrations: {},
  apply: applyTurnEvent,
  describe: describeTurnEvent,
} as const;

const routeSet = defineEvent({ ...common, type: 'route.set', payload: TURN_PAYLOADS['route.set'], ledger: NO_LEDGER_ENTRIES });
const routeCleared = defineEvent({ ...common, type: 'route.cleared', payload: TURN_PAYLOADS['route.cleared'], ledger: NO_LEDGER_ENTRIES });

/** `contact.settled`. Ledger: each outcome's CU fired `'consumed'` (ref `contact:<id>`), and `'lost'` for a unit wiped out. */
const contactSettled = defineEvent({
  ...common,
  type: 'contact.settled',
  payload: TURN_PAYLOADS['contact.settled'],
  ledger: (ctx, event) => fightEntries(ctx, event.seq, event.at, event.payload.outcomes, `contact:${event.payload.contactId}`),
});

const contactDismissed = defineEvent({ ...common, type: 'contact.dismissed', payload: TURN_PAYLOADS['contact.dismissed'], ledger: NO_LEDGER_ENTRIES });

/** The route and contact events, in the order the registry lists them. */
export const TURN_EVENTS = [routeSet, routeCleared, contactSettled, contactDismissed] as const;
