/**
 * valibot schemas of the payloads of the fire plan events (`events.ts`, all
 * version 1): `fireplan.saved` (a `FirePlan` with its serials and lifts), `fireplan.deleted` and
 * `fireplan.fired` (every shot with its dice, casualties, injuries — optional, absent in older files —
 * and fire units), used by the event schema in `fileSchema.ts`. Strict objects, ids, bounded numbers, enums, lists capped with the fold's limits
 * (`FIRE_PLAN_LIMITS`, `fireplan/plans.ts`), plain text. Key order follows
 * `model/types.ts` (the canonical order the store writes). The semantic checks (firers that are
 * batteries of the plan's side, unique serial ids, H-hour + offset ≥ 0, casualties a unit can take,
 * fire units a battery holds) are `applyEvent`'s. The compile-time check at the end fails the type
 * check if these schemas and the payload types drift apart.
 */
import * as v from 'valibot';
import type { PayloadsOf } from '../model/eventDefinition.ts';
import type { Exact } from '../model/schemaParts.ts';
import { MAX_MINUTE, PLANNING_LIMITS } from '../model/checks.ts';
import type { FirePlan, FiringShot } from '../model/types.ts';
import { FIRE_PLAN_LIMITS, SHELL_KINDS, SHOOT_KINDS } from './plans.ts';
import type { ShellKind, ShootKind } from '../model/types.ts';
import { between, got, id, idOf, list, lonLat, obj, oneOf, text, whole } from '../model/schemaParts.ts';

const L = FIRE_PLAN_LIMITS;
const label = text(PLANNING_LIMITS.label);
const ref = text(PLANNING_LIMITS.ref, { nonEmpty: true });
const offset = whole('startOffsetMin', -MAX_MINUTE, MAX_MINUTE);
const firers = list(id, L.firers, 'firers');
const shoot = oneOf('shoot', SHOOT_KINDS as unknown as readonly [ShootKind, ...ShootKind[]]);
const shell = oneOf('shell', SHELL_KINDS as unknown as readonly [ShellKind, ...ShellKind[]]);
const seed = whole('seed', Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
/** A serial id: a stored serial's id, or a lift step's `<lift id>-<n>` (so up to 90 characters). */
const serialId = idOf(/^[A-Za-z0-9][A-Za-z0-9._-]{0,89}$/, 'letters, digits, ".", "_", "-"; at most 90; starting with a letter or digit');

/** A `FireSerial` (a stored one: `liftId` is refused by the fold). */
export const fireSerialSchema = obj({
  id,
  label,
  startOffsetMin: offset,
  durationMin: whole('durationMin', 1, L.durationMin),
  targetRef: ref,
  targetPos: lonLat,
  firerIds: firers,
  shoot,
  shell,
  liftId: v.optional(id),
});

/** A `FireLift`. */
export const fireLiftSchema = obj({
  id,
  label,
  startOffsetMin: offset,
  stepMin: whole('stepMin', 1, L.durationMin),
  stepM: between('stepM', 0, L.stepM),
  bearingDeg: between('bearingDeg', 0, 360),
  steps: whole('steps', 1, L.liftSteps),
  startRef: ref,
  startPos: lonLat,
  firerIds: firers,
  shoot,
  shell,
});

/** A `FirePlan`. */
export const firePlanSchema = obj({
  id,
  title: label,
  side: oneOf('side', ['blue', 'red'] as const),
  hHourMin: whole('hHourMin', 0, MAX_MINUTE),
  scale: oneOf('scale', ['operational', 'tactical'] as const),
  edition: oneOf('edition', ['v0.8', 'v0.7'] as const),
  windToDeg: between('windToDeg', 0, 360),
  serials: list(fireSerialSchema, L.serials, 'serials'),
  lifts: list(fireLiftSchema, L.lifts, 'lifts'),
  seed,
  notes: text(PLANNING_LIMITS.text, { multiline: true }),
  airPressHome: v.optional(v.boolean(got('true or false'))),
});

const unitList = (what: string) => list(id, L.unitsPerShot, what);

/** Bases per unit: a casualty line (bases killed) or an injury line (bases injured). */
const basesOfUnit = obj({ unitId: id, bases: whole('bases', 1, 100_000) });

/** A `FiringShot` (`injuries` optional: absent in files written before injuries were recorded). */
export const firingShotSchema = obj({
  serialId,
  batteryId: id,
  atMin: whole('atMin', 0, MAX_MINUTE),
  dice: list(whole('die', 1, 6), L.dicePerShot, 'dice'),
  hits: whole('hits', 0, 100_000),
  casualties: list(basesOfUnit, L.unitsPerShot, 'casualty lines'),
  injuries: v.optional(list(basesOfUnit, L.unitsPerShot, 'injury lines')),
  disorganisedIds: unitList('units'),
  pinnedIds: unitList('units'),
  fuSpent: whole('fuSpent', 0, L.fuPerShot),
});

/** Payloads keyed by event type. */
export const FIRE_PLAN_PAYLOADS = {
  'fireplan.saved': obj({ plan: firePlanSchema }),
  'fireplan.deleted': obj({ planId: id }),
  'fireplan.fired': obj({ planId: id, seed, shots: list(firingShotSchema, L.shots, 'shots'), throughMin: v.optional(whole('throughMin', 0, MAX_MINUTE)) }),
  'fireplan.committed': obj({ planId: id, seed }),
  'fireplan.stoodDown': obj({ planId: id }),
} as const;

// Compile-time: the record schemas' outputs are exactly the model's types (fails `tsc` on drift).
const sameRecords: [Exact<v.InferOutput<typeof firePlanSchema>, FirePlan>, Exact<v.InferOutput<typeof firingShotSchema>, FiringShot>] = [true, true];
void sameRecords;

/** The payload of each fireplan event type. */
export type FirePlanPayloads = PayloadsOf<typeof FIRE_PLAN_PAYLOADS>;
