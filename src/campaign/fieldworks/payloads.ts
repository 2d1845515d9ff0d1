/**
 * valibot schemas of the field works (`002_0a64821d231c1bbf.txt` §2.5; `model/fieldWorkTypes.ts`): a
 * minefield, a unit's minefield rolls and a task done (both carried by `clock.advanced`), and the payloads
 * of `minefield.laid` and `minefield.removed`. Key order follows the model's types.
 */
import * as v from 'valibot';
import type { PayloadsOf } from '../model/eventDefinition.ts';
import { MAX_MINUTE, PLANNING_LIMITS } from '../model/checks.ts';
import type { Minefield, MineRoll, TaskDone } from '../model/fieldWorkTypes.ts';
import { id, list, lonLat, obj, oneOf, text, whole, type Exact } from '../model/schemaParts.ts';

/** Most markers one minefield holds: a line of about 146 km. */
export const MAX_MINEFIELD_MARKERS = 1000;
/** Most bases rolled for in one passage, and units one task digs in (the fold's caps). */
export const MAX_MINE_BASES = 5000;

const minute = (what: string) => whole(what, 0, MAX_MINUTE);
const unitIds = (what: string) => list(id, MAX_MINE_BASES, what);

/** A `Minefield`. */
export const minefieldSchema = obj({
  id,
  name: text(PLANNING_LIMITS.label, { nonEmpty: true }),
  markers: v.pipe(list(lonLat, MAX_MINEFIELD_MARKERS, 'markers'), v.minLength(1, 'a minefield has at least one marker')),
  laidAtMin: minute('laidAtMin'),
  side: v.nullable(oneOf('side', ['blue', 'red'] as const)),
  taskId: v.optional(id),
});

/** A `MineRoll`: 2D6 and its result per base. */
export const mineRollSchema = obj({
  unitId: id,
  minefieldId: id,
  atMin: minute('atMin'),
  dice: list(v.tuple([whole('die', 1, 6), whole('die', 1, 6)]), MAX_MINE_BASES, 'dice'),
  results: list(oneOf('minefield result', ['lost', 'damaged', 'unhurt'] as const), MAX_MINE_BASES, 'results'),
});

/** A `TaskDone`. */
export const taskDoneSchema = obj({
  taskId: id,
  dugIn: v.optional(unitIds('dugIn')),
  minefield: v.optional(minefieldSchema),
  note: v.optional(text(PLANNING_LIMITS.label)),
});

/** The payload schemas of the field-works events, by type. */
export const FIELD_WORK_PAYLOADS = {
  'minefield.laid': obj({ minefield: minefieldSchema }),
  'minefield.removed': obj({ minefieldId: id, note: text(PLANNING_LIMITS.label) }),
} as const;

// Compile-time: the schemas' outputs are exactly the model's types (fails `tsc` on drift).
const same: [Exact<v.InferOutput<typeof minefieldSchema>, Minefield>, Exact<v.InferOutput<typeof mineRollSchema>, MineRoll>, Exact<v.InferOutput<typeof taskDoneSchema>, TaskDone>] = [true, true, true];
void same;

/** The payload of each field-works event type. */
export type FieldWorkPayloads = PayloadsOf<typeof FIELD_WORK_PAYLOADS>;
