/**
 * valibot schemas of the 1418 engagement data the store keeps in `engagement.*` events
 * (`events.ts`): the engine's `EngagementState`, `BoundPlans` and `RecordEntry`
 * (`src/rules/bound/types.ts`), checked as strictly as units are: strict objects (unknown keys
 * refused), ids, finite and bounded numbers, enums, list sizes capped, names and titles plain text
 * (no HTML-like markup, no control characters). Key order follows the schema (the canonical order).
 * The compile-time checks at the end fail the type check if these schemas and the engine's types
 * drift apart. Record entries are in `recordSchema.ts`.
 */
import * as v from 'valibot';
import type { BoundPlans, EngagementState, HighCommandOrder } from '../../rules/bound/types.ts';
import { CHARACTERISTICS_1418, CHARACTERISTICS_1418_V07, type AnyCharacteristicId } from '../../rules/tables/characteristics1418.ts';
import { ACTIONS, HIGH_COMMANDS, type Action, type HighCommand } from '../../rules/tables/commands1418.ts';
import { between, eid, ENGAGEMENT_ID_PATTERN, got, gridSchema, list, obj, oneOf, positive, text, whole } from '../model/schemaParts.ts';

export { eid, ENGAGEMENT_ID_PATTERN };

/** Caps on list sizes (a real engagement is far smaller). */
export const ENGAGEMENT_LIMITS = { formations: 200, subUnits: 1000, bases: 200, orders: 5000, cordons: 1000, terrainChanges: 20_000, records: 20_000, path: 200, dice: 2000, terms: 100, ids: 5000 } as const;

/** A list of engagement ids. */
export const eidList = list(eid, ENGAGEMENT_LIMITS.ids, 'ids');
/** A name shown to the umpire (sub-unit, formation, target). */
export const name = text(200, { nonEmpty: true });
/** An engagement-local coordinate, metres (within 10,000 km of the origin). */
export const coordM = (what: string) => between(what, -1e7, 1e7);
/** An angle, degrees. */
export const angleDeg = (what: string) => between(what, -1e5, 1e5);
/** A distance or length, metres, ≥ 0. */
export const lengthM = (what: string) => between(what, 0, 1e7);
/** A `PointM`. */
export const pointM = obj({ xM: coordM('xM'), yM: coordM('yM') });
/** One die as rolled (a d6, or up to a d100). */
export const die = whole('a die', 1, 100);
/** Dice as rolled, in order. */
export const diceList = list(die, ENGAGEMENT_LIMITS.dice, 'dice');
/** A bound number. */
export const bound = whole('bound', 0, 1_000_000);
/** A whole count ≥ 0. */
export const count = (what: string) => whole(what, 0, 1_000_000);
/** A small whole number, positive or negative (modifiers, resilience). */
export const smallInt = (what: string) => whole(what, -1000, 1000);
/** A term of a computation shown to the umpire. */
export const term = obj({ label: text(200), value: between('value', -1e6, 1e6), unit: v.optional(oneOf('term unit', ['R', 'dice', 'm', '%', 'x'] as const)) });
/** The terms of a computation. */
export const terms = list(term, ENGAGEMENT_LIMITS.terms, 'terms');

const BOMBARD_AMMO = ['HE', 'smoke', 'gasShort', 'gasDelayed'] as const;
const CHARACTERISTIC_IDS = [...new Set([...Object.keys(CHARACTERISTICS_1418), ...Object.keys(CHARACTERISTICS_1418_V07)])] as [AnyCharacteristicId, ...AnyCharacteristicId[]];

/** A low command's `Action` (`ACTIONS` of the command table). */
export const action = oneOf('action', ACTIONS as unknown as readonly [Action, ...Action[]]);
/** A bombardment's ammunition. */
export const bombardAmmo = oneOf('ammunition', BOMBARD_AMMO);
/** A grid reference as typed for a bombardment (checked against the grid by the engine). */
export const gridRef = v.pipe(
  v.string(got('a grid reference')),
  v.regex(/^[A-Za-z0-9 ]{1,24}$/, (i) => `${i.received} is not a grid reference (letters, digits and spaces, at most 24)`),
);

/** A `HighCommandOrder`. */
export const highCommandOrder = v.variant(
  'kind',
  [
    obj({ kind: oneOf('high command', HIGH_COMMANDS as unknown as readonly [HighCommand, ...HighCommand[]]) }),
    obj({
      kind: v.literal('bombard'),
      gridRef,
      ammo: v.optional(bombardAmmo),
      transparent: v.optional(v.boolean(got('true or false'))),
      allocation: v.optional(v.record(eid, whole('shots', 0, 10_000), got('an object'))),
    }),
  ],
  (i) => `unknown high command ${i.received}`,
);

const lowCommandEntries = {
  action,
  path: v.optional(list(pointM, ENGAGEMENT_LIMITS.path, 'waypoints')),
  fireAtId: v.optional(eid),
  assaultAtId: v.optional(eid),
  digIn: v.optional(v.boolean(got('true or false'))),
  artillery: v.optional(oneOf('artillery order', ['pack', 'unpack'] as const)),
  coverAtM: v.optional(pointM),
  mounted: v.optional(v.boolean(got('true or false'))),
};
/** A `LowCommand`. */
export const lowCommand = obj(lowCommandEntries);

/** `BoundPlans`: a high command per SF, a plan per sub-unit. */
export const boundPlansSchema = obj({
  commands: v.record(eid, highCommandOrder, got('an object')),
  subUnits: v.record(eid, obj({ ...lowCommandEntries, except: v.optional(obj({ baseIds: eidList, plan: lowCommand })) }), got('an object')),
});

const bool = v.boolean(got('true or false'));
const arming = obj({ dice: whole('dice', 0, 100), bonus: smallInt('bonus') });

const baseState = obj({
  id: eid,
  xM: coordM('xM'),
  yM: coordM('yM'),
  facingDeg: angleDeg('facingDeg'),
  widthM: positive('widthM'),
  depthM: positive('depthM'),
  injury: oneOf('injury', ['none', 'fresh', 'old'] as const),
  slowedById: v.nullable(eid),
  dugIn: bool,
  dugInBounds: count('dugInBounds'),
  startXM: coordM('startXM'),
  startYM: coordM('startYM'),
});

const subUnitState = obj({
  id: eid,
  formationId: eid,
  side: eid,
  name,
  characteristic: oneOf('characteristic', CHARACTERISTIC_IDS),
  kind: oneOf('sub-unit kind', ['infantry', 'heavyWeapon', 'cavalry', 'vehicle', 'artillery'] as const),
  stats: obj({
    label: text(120),
    speed: oneOf('speed class', ['slowInf', 'mediumInf', 'fastInf', 'slowCav', 'mediumCav', 'fastCav', 'immobile'] as const),
    melee: arming,
    ranged: arming,
    resilience: smallInt('resilience'),
    rangeM: v.nullable(lengthM('rangeM')),
    mountedRangeM: v.nullable(lengthM('mountedRangeM')),
  }),
  selfPropelled: bool,
  mounted: bool,
  packed: bool,
  bases: list(baseState, ENGAGEMENT_LIMITS.bases, 'bases'),
  underFire: bool,
  targetedBy: eidList,
  assaultAtId: v.nullable(eid),
  movedLastBound: bool,
  everMoved: bool,
  lostBases: count('lostBases'),
});

const formationState = obj({
  id: eid,
  side: eid,
  name,
  role: oneOf('formation role', ['infantry', 'cavalry', 'armour', 'artillery', 'navalRail'] as const),
  quality: oneOf('formation quality', ['reserve', 'line', 'elite'] as const),
  resilience: smallInt('resilience'),
  transport: v.nullable(oneOf('transport', ['horseDrawn', 'motorised', 'mechanised'] as const)),
  transportLost: bool,
});

const order = obj({
  subUnitId: eid,
  part: oneOf('order part', ['main', 'except'] as const),
  baseIds: eidList,
  command: highCommandOrder,
  plan: lowCommand,
  dugInAtStart: bool,
  status: obj({ fired: bool, overwatch: bool, moved: bool, leaving: bool, digging: bool }),
});

/** A smoke or gas `Cordon`. */
export const cordon = obj({
  id: eid,
  ammo: oneOf('cordon ammunition', ['smoke', 'gasShort', 'gasDelayed'] as const),
  xM: coordM('xM'),
  yM: coordM('yM'),
  axisDeg: angleDeg('axisDeg'),
  lengthM: lengthM('lengthM'),
  depthM: lengthM('depthM'),
  opaque: bool,
  laidBound: bound,
});

/** A `TerrainChange`. */
export const terrainChange = obj({
  xM: coordM('xM'),
  yM: coordM('yM'),
  facingDeg: angleDeg('facingDeg'),
  widthM: positive('widthM'),
  depthM: positive('depthM'),
  becomes: v.literal('rough', (i) => `expected "rough", got ${i.received}`),
  bound,
  baseId: eid,
});

/** The engine's whole `EngagementState` (schema 'bound1418', version 1). */
export const engagementStateSchema = obj({
  schema: v.literal('bound1418', (i) => `the engagement state's schema must be "bound1418", got ${i.received}`),
  version: v.literal(1, (i) => `the engagement state is version ${i.received}; this app reads version 1`),
  edition: oneOf('edition', ['v0.8', 'v0.7'] as const),
  settings: obj({
    baseWidthM: positive('baseWidthM'),
    baseDepthM: positive('baseDepthM'),
    contactToleranceM: lengthM('contactToleranceM'),
    innerCircleFraction: v.pipe(positive('innerCircleFraction'), v.maxValue(1, (i) => `innerCircleFraction must be at most 1, got ${i.received}`)),
    maxMeleeRounds: whole('maxMeleeRounds', 1, 1000),
    cordonLengthPerBatteryM: positive('cordonLengthPerBatteryM'),
    cordonDepthM: positive('cordonDepthM'),
    cordonDriftM: lengthM('cordonDriftM'),
    assaultRangeM: positive('assaultRangeM'),
  }),
  grid: v.nullable(gridSchema),
  windTowardDeg: v.nullable(angleDeg('windTowardDeg')),
  bound,
  phase: oneOf('phase', ['planning', 'executing'] as const),
  stepIndex: whole('stepIndex', 0, 1000),
  formations: list(formationState, ENGAGEMENT_LIMITS.formations, 'formations'),
  subUnits: list(subUnitState, ENGAGEMENT_LIMITS.subUnits, 'sub-units'),
  commands: v.record(eid, highCommandOrder, got('an object')),
  orders: list(order, ENGAGEMENT_LIMITS.orders, 'orders'),
  cordons: list(cordon, ENGAGEMENT_LIMITS.cordons, 'cordons'),
  terrainChanges: list(terrainChange, ENGAGEMENT_LIMITS.terrainChanges, 'terrain changes'),
  nextCordon: count('nextCordon'),
});

// Compile-time: the schemas' outputs are exactly the engine's types (fails `tsc` on drift).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameState: Same<v.InferOutput<typeof engagementStateSchema>, EngagementState> = true;
const samePlans: Same<v.InferOutput<typeof boundPlansSchema>, BoundPlans> = true;
const sameCommand: Same<v.InferOutput<typeof highCommandOrder>, HighCommandOrder> = true;
void [sameState, samePlans, sameCommand];
