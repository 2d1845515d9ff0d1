/**
 * valibot schemas of the payloads of the route and contact events: `route.set` (a `CampaignRoute`),
 * `route.cleared`, `contact.settled`, `contact.dismissed`; and the parts a clock step carries (`UnitMove`s,
 * `CampaignContact`s, spread into `clock.advanced`'s payload) and a fight's outcomes (also returned by an
 * engagement). Strict objects, ids, bounded numbers, enums, list sizes capped with the fold's own caps
 * (`turnEvents.ts`, `march.ts`), plain one-line text; key order follows `model/turnTypes.ts` (the
 * canonical order the store writes). The semantic checks (units that exist and took part, open
 * contacts, a route's mode for the unit's mobility, POL and CU held, casualty markers within the bases
 * left) are the fold's.
 */
import * as v from 'valibot';
import type { PayloadsOf } from '../model/eventDefinition.ts';
import { MAX_MINUTE, PLANNING_LIMITS } from '../model/checks.ts';
import { MAX_REPORT_LINES, MAX_WAYPOINTS } from './turnEvents.ts';
import type { CampaignContact, CampaignRoute, ContactStatus, RouteStop, UnitMove, UnitOutcome } from '../model/turnTypes.ts';
import { COMBAT_OUTCOMES } from '../../rules/operational/combat.ts';
import type { RangeBand } from '../../rules/operational/contacts.ts';
import type { ContactOpening } from '../../rules/operational/recce.ts';
import { NQM_MOVE_MODES, type EngagementRange, type NqmMoveMode } from '../../rules/tables/nqm.ts';
import { REAL_ESTATE_POSTURES, type RealEstatePosture } from '../../rules/tables/nqmGround.ts';
import { mineRollSchema, taskDoneSchema } from '../fieldworks/payloads.ts';
import { between, eid, got, id, list, lonLat, obj, oneOf, text, whole, type Exact } from '../model/schemaParts.ts';

/** Most moves one `clock.advanced` carries (the fold's cap), and pairs one contact lists. */
export const MAX_MOVES = 20_000;
/** Most contacts one `clock.advanced` adds, units on one side of a contact, subordinates one move carries, outcomes of one fight (the fold's caps). */
export const MAX_CONTACT_UNITS = 5000;
/** Most dice one settled contact lists (the fold's cap). */
export const MAX_SETTLED_DICE = 100_000;
/** Most break tests one returned engagement lists (the fold's cap). */
export const MAX_BREAK_TESTS = 1000;

/** A list of names as valibot's picklist wants it. */
export const tuple = <T extends string>(xs: readonly T[]) => xs as unknown as readonly [T, ...T[]];
const bool = v.boolean(got('true or false'));
const minute = (what: string) => whole(what, 0, MAX_MINUTE);
const side = oneOf('side', ['blue', 'red'] as const);
const ref = text(PLANNING_LIMITS.ref, { nonEmpty: true });
/** A D6. */
export const die = (what: string) => whole(what, 1, 6);
const STOPS = ['impractical', 'offRoad', 'noRate', 'noFuel', 'contact', 'immobilised', 'morale'] as const satisfies readonly RouteStop[];
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
  vehicleRolls: v.optional(
    list(obj({ atMin: minute('atMin'), dice: v.tuple([die('die'), die('die')]), cause: oneOf('cause', ['breakdown', 'terrain'] as const), immobilised: bool }), 24, 'vehicle rolls'),
  ),
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

/** The moves and contacts a clock step carries (spread into `clockAdvancedPayload`, `clock/payloads.ts`). */
export const clockTurnFields = {
  moves: v.optional(list(unitMoveSchema, MAX_MOVES, 'moves')),
  contacts: v.optional(list(contactSchema, MAX_CONTACT_UNITS, 'contacts')),
  mineRolls: v.optional(list(mineRollSchema, MAX_CONTACT_UNITS, 'mineRolls')),
  tasksDone: v.optional(list(taskDoneSchema, MAX_CONTACT_UNITS, 'tasksDone')),
  retreats: v.optional(
    list(obj({ unitId: id, to: lonLat, distanceM: between('distanceM', 0, 1_000_000), carried: list(obj({ unitId: id, to: lonLat }), MAX_CONTACT_UNITS, 'carried') }), MAX_MOVES, 'retreats'),
  ),
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
  surrendered: v.optional(bool),
  deRosaMorale: v.optional(oneOf('morale', ['shaken', 'routed'] as const)),
});

/** A fight's account, line by line. */
export const fightLines = list(text(1000), MAX_REPORT_LINES, 'lines');
/** Each unit's outcome of a fight. */
export const fightOutcomes = list(unitOutcomeSchema, MAX_CONTACT_UNITS, 'outcomes');
/** The minutes a fight lasted (up to a day). */
export const fightMinutes = whole('minutes', 0, 24 * 60);
/** The units the umpire chose to fight (`contact.settled`), each with the firefight hour it joined (1–6). */
const forceChoices = list(obj({ unitId: id, hour: whole('hour', 1, 6) }), MAX_CONTACT_UNITS, 'forces');

/** The payload schemas of the route and contact events, by type. */
export const TURN_PAYLOADS = {
  'route.set': obj({ route: routeSchema, queued: v.optional(bool) }),
  'route.cleared': obj({ unitId: id }),
  'contact.settled': obj({
    contactId: id,
    attackerSide: side,
    outcome: oneOf('combat outcome', OUTCOMES),
    minutes: fightMinutes,
    // D6s on NQM's tables; De Rosa's charts, melee and morale roll D10s (003 "Random Chance Roll (1d10)").
    dice: list(whole('die', 1, 10), MAX_SETTLED_DICE, 'dice'),
    lines: fightLines,
    outcomes: fightOutcomes,
    forces: v.optional(obj({ attacker: forceChoices, defender: forceChoices })),
  }),
  'contact.dismissed': obj({ contactId: id, note: text(PLANNING_LIMITS.label) }),
} as const;

// Compile-time: the schemas' outputs are exactly the model's types (fails `tsc` on drift).
const sameParts: [
  Exact<v.InferOutput<typeof routeSchema>, CampaignRoute>,
  Exact<v.InferOutput<typeof unitMoveSchema>, UnitMove>,
  Exact<v.InferOutput<typeof contactSchema>, CampaignContact>,
  Exact<v.InferOutput<typeof contactOpeningSchema>, ContactOpening>,
  Exact<v.InferOutput<typeof unitOutcomeSchema>, UnitOutcome>,
] = [true, true, true, true, true];
void sameParts;

/** The payload of each turn event type. */
export type TurnPayloads = PayloadsOf<typeof TURN_PAYLOADS>;
