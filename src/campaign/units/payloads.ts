/**
 * valibot schemas of the payloads of the unit events: `campaign.created` (the whole scenario, its
 * units keys in the canonical order the store writes), `unit.moved`, `unit.edited` (the fields
 * the unit panel edits; at least one). Strict objects (an unknown key is refused), finite numbers,
 * ids and enums checked, user text free of HTML-like markup and control characters (`plainText.ts`).
 * The semantic checks (parents listed before their children, support targets that exist, strength
 * limits) are the fold's (`scenario.ts`, `events.ts`), run after these.
 */
import * as v from 'valibot';
import type { PayloadsOf } from '../model/eventDefinition.ts';
import { ECHELONS, MAX_UNIT_BASES, UNIT_MOBILITIES, type Echelon, type Unit, type UnitMobility } from '../model/types.ts';
import { UNIT_TYPE_IDS } from '../../rules/tables/unitTypes.ts';
import { between, got, gridSchema, id, localTimeSchema, lonLat, obj, oneOf, tenths, text, whole } from '../model/schemaParts.ts';
import { stocksSchema } from '../logistics/payloads.ts';
import type { Exact } from '../model/schemaParts.ts';
import { ARTILLERY_FIELD_LIMITS } from '../fireplan/plans.ts';




/** Bases of one unit, 0 to `MAX_UNIT_BASES`. */
const bases = (what: string) => whole(what, 0, MAX_UNIT_BASES);
const grade = oneOf('grade', ['E', 'V', 'R', 'C', 'M'] as const);
const unitType = oneOf('unit type', UNIT_TYPE_IDS);
const bool = v.boolean(got('true or false'));
const mobility = oneOf('mobility', UNIT_MOBILITIES as unknown as readonly [UnitMobility, ...UnitMobility[]]);
const calibreMm = tenths('calibreMm', ARTILLERY_FIELD_LIMITS.calibreMm.min, ARTILLERY_FIELD_LIMITS.calibreMm.max);
const fuHeld = whole('fuHeld', ARTILLERY_FIELD_LIMITS.fuHeld.min, ARTILLERY_FIELD_LIMITS.fuHeld.max);
const minute = (what: string) => whole(what, 0, 100_000_000);

/** A `Unit` (`model/types.ts`), keys in the canonical order. */
export const unitSchema = obj({
  id,
  side: oneOf('side', ['blue', 'red'] as const),
  name: text(120, { nonEmpty: true }),
  shortName: text(60, { nonEmpty: true }),
  echelon: oneOf('echelon', ECHELONS as unknown as readonly [Echelon, ...Echelon[]]),
  type: unitType,
  grade,
  bases: bases('bases'),
  establishmentBases: bases('establishmentBases'),
  injuredBases: bases('injuredBases'),
  dugIn: v.boolean(got('true or false')),
  pos: v.optional(lonLat),
  parentId: v.optional(id),
  support: v.optional(obj({ relation: oneOf('support relation', ['inDirectSupport', 'inSupport'] as const), toId: id })),
  notes: v.optional(text(10_000, { multiline: true })),
  radios: v.optional(bool),
  veteran: v.optional(bool),
  green: v.optional(bool),
  mobility: v.optional(mobility),
  hqPos: v.optional(lonLat),
  calibreMm: v.optional(calibreMm),
  fuHeld: v.optional(fuHeld),
  movedAtMin: v.optional(minute('movedAtMin')),
  disorganisedUntilMin: v.optional(minute('disorganisedUntilMin')),
  pinnedUntilMin: v.optional(minute('pinnedUntilMin')),
  stocks: v.optional(stocksSchema),
  facingDeg: v.optional(v.pipe(between('facingDeg', 0, 360), v.ltValue(360, (i) => `facingDeg must be less than 360, got ${i.received}`))),
  engagedUntilMin: v.optional(minute('engagedUntilMin')),
  broken: v.optional(bool),
  actionMin: v.optional(minute('actionMin')),
  facedTanks: v.optional(bool),
  deRosaMorale: v.optional(oneOf('morale', ['shaken', 'routed'] as const)),
  immobilised: v.optional(
    obj({
      cause: oneOf('cause', ['breakdown', 'terrain'] as const),
      sinceMin: minute('sinceMin'),
      crew: oneOf('crew', ['aboard', 'dismounted'] as const),
      abandoned: v.optional(obj({ lmgTeams: whole('lmgTeams', 0, 12) })),
      repairedAtMin: v.optional(minute('repairedAtMin')),
    }),
  ),
  horses: v.optional(obj({ dismounted: bool, atMin: minute('atMin') })),
  routedAtMin: v.optional(minute('routedAtMin')),
  sidc: v.optional(v.pipe(v.string(got('a symbol code')), v.regex(/^\d{20}$/, 'the symbol code must be 20 digits (APP-6D)'))),
});

// Compile-time: the unit schema's output is exactly `Unit`, key for key (fails `tsc` on drift).
const sameUnit: Exact<v.InferOutput<typeof unitSchema>, Unit> = true;
void sameUnit;

const side = obj({ name: text(120, { nonEmpty: true }), nation: text(40, { nonEmpty: true }) });

const localTime = localTimeSchema;

/** A `Scenario` (`model/types.ts`): at most 20,000 units. */
export const scenarioSchema = obj({
  id,
  mapId: id,
  name: text(120, { nonEmpty: true }),
  description: text(20_000, { multiline: true }),
  startLocal: localTime,
  zeroHourLocal: v.optional(localTime),
  utcOffsetMin: whole('utcOffsetMin', -720, 840),
  grid: gridSchema,
  sides: obj({ blue: side, red: side }),
  units: v.pipe(v.array(unitSchema, got('a list of units')), v.maxLength(20_000, 'has more than 20,000 units')),
});

/** The fields of a unit the unit panel edits (at least one). */
export const editableChanges = v.pipe(
  obj({
    name: v.optional(text(120, { nonEmpty: true })),
    shortName: v.optional(text(60, { nonEmpty: true })),
    type: v.optional(unitType),
    grade: v.optional(grade),
    bases: v.optional(bases('bases')),
    establishmentBases: v.optional(bases('establishmentBases')),
    injuredBases: v.optional(bases('injuredBases')),
    dugIn: v.optional(v.boolean(got('true or false'))),
    notes: v.optional(text(10_000, { multiline: true })),
    radios: v.optional(bool),
    veteran: v.optional(bool),
    green: v.optional(bool),
    mobility: v.optional(mobility),
    calibreMm: v.optional(calibreMm),
    fuHeld: v.optional(fuHeld),
  }),
  v.check((c) => Object.keys(c).length > 0, 'an edit must change at least one field'),
);

/** The payload schemas of the unit events, by type. */
export const UNIT_PAYLOADS = {
  'campaign.created': obj({ scenario: scenarioSchema }),
  'unit.moved': obj({ unitId: id, to: lonLat }),
  'unit.edited': obj({ unitId: id, changes: editableChanges }),
  'units.added': obj({ units: v.pipe(v.array(unitSchema, got('a list of units')), v.minLength(1, 'adds no unit'), v.maxLength(5_000, 'adds more than 5,000 units at once')) }),
  'units.deleted': obj({ unitIds: v.pipe(v.array(id, got('a list of unit ids')), v.minLength(1, 'deletes no unit')) }),
} as const;

/** The payload of each units event type. */
export type UnitPayloads = PayloadsOf<typeof UNIT_PAYLOADS>;
