/**
 * valibot schemas of the payloads of the issue-7 events (`src/campaign/events.ts`, all version 1):
 * `route.set` (a `CampaignRoute`), `route.cleared`, `contact.settled`, `contact.dismissed`,
 * `engagement.returned`; and the parts the extended `clock.advanced` (`UnitMove`s, `CampaignContact`s,
 * `planningPayloads.ts`) and `engagement.created` (high commands, `engagementPayloads.ts`) carry. Used
 * by the event schema in `fileSchema.ts`. Strict objects, ids, bounded numbers, enums, list sizes
 * capped with the fold's own caps (`turnEvents.ts`, `march.ts`), plain one-line text; key order follows
 * `src/campaign/turnTypes.ts` and `EventPayloads` (the canonical order the store writes). The semantic
 * checks (units that exist and took part, open contacts, a route's mode for the unit's mobility, POL
 * and CU held, casualty markers within the bases left) are `applyEvent`'s. The compile-time checks at
 * the end fail the type check if these schemas and the types drift apart.
 */
import * as v from 'valibot';
import { MAX_MINUTE, PLANNING_LIMITS } from '../model/checks.ts';
import type { EventPayloads } from '../events.ts';
import { MAX_BOUND_MIN } from '../engagement/engagementEvents.ts';
import { MAX_REPORT_LINES, MAX_WAYPOINTS } from './turnEvents.ts';
import type { CampaignContact, CampaignRoute, ContactStatus, RouteStop, UnitMove, UnitOutcome } from '../model/turnTypes.ts';
import { COMBAT_OUTCOMES } from '../../rules/operational/combat.ts';
import type { RangeBand } from '../../rules/operational/contacts.ts';
import type { ContactOpening } from '../../rules/operational/recce.ts';
import { HIGH_COMMANDS, type HighCommand } from '../../rules/tables/commands1418.ts';
import { NQM_MOVE_MODES, type EngagementRange, type NqmMoveMode } from '../../rules/tables/nqm.ts';
import { REAL_ESTATE_POSTURES, type RealEstatePosture } from '../../rules/tables/nqmGround.ts';
import { eid } from '../engagement/stateSchema.ts';
import { between, got, id, list, lonLat, obj, oneOf, text, whole } from '../model/schemaParts.ts';

/** Most moves one `clock.advanced` carries (the fold's cap), and pairs one contact lists. */
export const MAX_MOVES = 20_000;
/** Most contacts one `clock.advanced` adds, units on one side of a contact, subordinates one move carries, outcomes of one fight (the fold's caps). */
export const MAX_CONTACT_UNITS = 5000;
/** Most dice one settled contact lists (the fold's cap). */
export const MAX_SETTLED_DICE = 100_000;
/** Most break tests one returned engagement lists (the fold's cap). */
export const MAX_BREAK_TESTS = 1000;

const tuple = <T extends string>(xs: readonly T[]) => xs as unknown as readonly [T, ...T[]];
const bool = v.boolean(got('true or false'));
const minute = (what: string) => whole(what, 0, MAX_MINUTE);
const side = oneOf('side', ['blue', 'red'] as const);
const ref = text(PLANNING_LIMITS.ref, { nonEmpty: true });
const die = (what: string) => whole(what, 1, 6);
const STOPS = ['impractical', 'offRoad', 'noRate', 'noFuel'] as const satisfies readonly RouteStop[];
const RANGE_BANDS = ['contact', 'effective', 'harass'] as const satisfies readonly RangeBand[];
const OPENS_AT = ['harass', 'effect', 'contact'] as const satisfies readonly EngagementRange[];
const STATUSES = ['open', 'settled', 'handedOff', 'returned', 'dismissed'] as const satisfies readonly ContactStatus[];
const OUTCOMES = COMBAT_OUTCOMES;
const routeStop = v.nullable(oneOf('route stop', STOPS));

/** A `CampaignRoute` (`route.set`; the fold wants `passed` 0 and `stop` null in a new one). */
export const routeSchema = obj({
  unitId: id,
  waypoints: v.pipe(list(obj({ ref, pos: lonLat }), MAX_WAYPOINTS, 'waypoints'), v.minLength(1, 'a route needs at least one waypoint')),
  mode: oneOf('movement mode', tuple<NqmMoveMode>(NQM_MOVE_MODES)),
  posture: oneOf('posture', tuple<RealEstatePosture>(REAL_ESTATE_POSTURES)),
  issuedById: id,
  issuedAtMin: minute('issuedAtMin'),
  effectiveAtMin: minute('effectiveAtMin'),
  orderId: v.optional(id),
  passed: whole('passed', 0, MAX_WAYPOINTS),
  stop: routeStop,
});

/** A `UnitMove` (one unit's march in a `clock.advanced`). */
export const unitMoveSchema = obj({
  unitId: id,
  to: lonLat,
  distanceM: between('distanceM', 0, 1_000_000),
  facingDeg: v.pipe(between('facingDeg', 0, 360), v.ltValue(360, (i) => `facingDeg must be less than 360, got ${i.received}`)),
  passed: whole('passed', 0, MAX_WAYPOINTS),
  arrived: bool,
  stop: routeStop,
  pol: whole('pol', 0, 24),
  carried: list(obj({ unitId: id, to: lonLat }), MAX_CONTACT_UNITS, 'carried units'),
});

/** A `ContactOpening` (004 §THE RECCE SEQUENCE: the red and blue dice, who sighted first, the range fire opens at). */
export const contactOpeningSchema = obj({
  redDie: v.nullable(die('redDie')),
  recceSightsFirst: bool,
  blueDie: v.nullable(die('blueDie')),
  defenderOpensAt: v.nullable(oneOf('engagement range', OPENS_AT)),
});

const unitIds = (what: string) => list(id, MAX_CONTACT_UNITS, what);

/** A `CampaignContact` (the fold adds only open ones, from `clock.advanced`). */
export const contactSchema = obj({
  id,
  atMin: minute('atMin'),
  pos: lonLat,
  ref,
  blueIds: unitIds('blue units'),
  redIds: unitIds('red units'),
  pairs: list(obj({ blueId: id, redId: id, gapM: between('gapM', 0, 1_000_000), band: oneOf('range band', RANGE_BANDS) }), MAX_MOVES, 'pairs'),
  recceSide: v.nullable(side),
  recceId: v.nullable(id),
  defenderId: v.nullable(id),
  opening: v.nullable(contactOpeningSchema),
  status: oneOf('contact status', STATUSES),
  engagementId: v.optional(eid),
  result: v.optional(text(1000)),
});

/** `clock.advanced`'s issue-7 fields (spread into `clockAdvancedPayload`, `planningPayloads.ts`). */
export const clockTurnFields = {
  moves: v.optional(list(unitMoveSchema, MAX_MOVES, 'moves')),
  contacts: v.optional(list(contactSchema, MAX_CONTACT_UNITS, 'contacts')),
};

/** `engagement.created`'s issue-7 fields (spread into `engagementCreatedPayload`, `engagementPayloads.ts`). */
export const engagementHandOffFields = {
  contactId: v.optional(id),
  boundMin: v.optional(whole('boundMin', 1, MAX_BOUND_MIN)),
  highCommands: v.optional(v.record(eid, oneOf('high command', tuple<HighCommand>(HIGH_COMMANDS)), got('an object of high commands by SF'))),
};

/** A `UnitOutcome` (what a fight did to one unit). */
export const unitOutcomeSchema = obj({
  unitId: id,
  killed: whole('killed', 0, 100_000),
  injuredDelta: whole('injuredDelta', -100_000, 100_000),
  to: v.optional(lonLat),
  dugIn: v.optional(bool),
  disorganisedUntilMin: v.optional(minute('disorganisedUntilMin')),
  broken: v.optional(bool),
  cuSpent: whole('cuSpent', 0, 10_000),
  actionMin: v.optional(minute('actionMin')),
  facedTanks: v.optional(bool),
});

const lines = list(text(1000), MAX_REPORT_LINES, 'lines');
const outcomes = list(unitOutcomeSchema, MAX_CONTACT_UNITS, 'outcomes');
const fightMinutes = whole('minutes', 0, 24 * 60);

/** Payloads keyed by event type. */
export const TURN_PAYLOADS = {
  'route.set': obj({ route: routeSchema }),
  'route.cleared': obj({ unitId: id }),
  'contact.settled': obj({
    contactId: id,
    attackerSide: side,
    outcome: oneOf('combat outcome', OUTCOMES),
    minutes: fightMinutes,
    dice: list(die('die'), MAX_SETTLED_DICE, 'dice'),
    lines,
    outcomes,
  }),
  'contact.dismissed': obj({ contactId: id, note: text(PLANNING_LIMITS.label) }),
  'engagement.returned': obj({
    engagementId: eid,
    stop: oneOf('engagement stop', ['umpire', 'sideGone', 'outOfContact'] as const),
    bounds: whole('bounds', 0, 10_000),
    minutes: fightMinutes,
    breakTests: list(
      obj({ unitId: id, test: v.picklist([1, 2] as const, (i) => `test must be 1 or 2, got ${i.received}`), die: die('die'), passed: bool }),
      MAX_BREAK_TESTS,
      'break tests',
    ),
    lines,
    outcomes,
  }),
} as const;

// Compile-time: the schemas' outputs are exactly the types (fails `tsc` on drift). `Same` alone lets an
// optional field be missing on one side; `Exact` also compares the keys.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** `Same`, and the same keys (an optional field missing from a schema or a type fails too). */
export type Exact<A, B> = Same<A, B> extends true ? Same<keyof A, keyof B> : false;
type Payloads = typeof TURN_PAYLOADS;
type Checked = { [K in keyof Payloads]: Same<v.InferOutput<Payloads[K]>, EventPayloads[K]> };
const allSame: Checked = {
  'route.set': true,
  'route.cleared': true,
  'contact.settled': true,
  'contact.dismissed': true,
  'engagement.returned': true,
};
const sameParts: [
  Exact<v.InferOutput<typeof routeSchema>, CampaignRoute>,
  Exact<v.InferOutput<typeof unitMoveSchema>, UnitMove>,
  Exact<v.InferOutput<typeof contactSchema>, CampaignContact>,
  Exact<v.InferOutput<typeof contactOpeningSchema>, ContactOpening>,
  Exact<v.InferOutput<typeof unitOutcomeSchema>, UnitOutcome>,
] = [true, true, true, true, true];
void allSame;
void sameParts;
