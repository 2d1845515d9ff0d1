/**
 * valibot schema of one line of an engagement's record (`RecordEntry`, `src/rules/bound/types.ts`):
 * every kind the engine writes, each a strict object (unknown keys, unknown kinds refused), with ids,
 * finite bounded numbers, dice 1–100, lists capped and names plain text. A compile-time check fails
 * the type check if the schema and the engine's type drift apart.
 */
import * as v from 'valibot';
import type { RecordEntry } from '../../rules/bound/types.ts';
import { got, list, obj, oneOf, text, whole } from '../model/schemaParts.ts';
import {
  ENGAGEMENT_LIMITS,
  action,
  bombardAmmo,
  bound,
  cordon,
  count,
  diceList,
  eid,
  eidList,
  gridRef,
  highCommandOrder,
  lengthM,
  name,
  pointM,
  smallInt,
  terms,
  terrainChange,
} from './stateSchema.ts';

/** Step label of a record line: 'plan', '1'…'10', '#', 'melee', 'end' (letters, digits, '#'; ≤ 12). */
const step = v.pipe(v.string(got('a step label')), v.regex(/^[A-Za-z0-9#]{1,12}$/, (i) => `${i.received} is not a step label`));
const at = { bound, step };
const bool = v.boolean(got('true or false'));
const needs = whole('needs', 0, 1000);
const hits = count('hits');
/** A record line of `kind` with these fields after `bound` and `step`. */
const entry = <K extends string, E extends v.ObjectEntries>(kind: K, entries: E) => obj({ ...at, kind: v.literal(kind), ...entries });

/** One `RecordEntry`. */
export const recordEntrySchema = v.variant(
  'kind',
  [
    entry('step', { title: text(500) }),
    entry('command', { formationId: eid, formationName: name, command: highCommandOrder }),
    entry('planning', { slot: whole('slot', 0, 100), title: text(500), mode: oneOf('marking', ['anon', 'mark'] as const), subUnitIds: eidList }),
    entry('mark', { subUnitId: eid, name, baseIds: eidList, text: text(500) }),
    entry('shot', {
      mode: oneOf('shot mode', ['fire', 'overwatch', 'assaultFire'] as const),
      shooterId: eid,
      shooterName: name,
      shooterTag: text(120),
      targetId: eid,
      targetName: name,
      rangeM: lengthM('rangeM'),
      pool: terms,
      needs,
      resilience: terms,
      bonus: smallInt('bonus'),
      bonusDice: v.optional(smallInt('bonusDice')),
      dice: diceList,
      confirm: diceList,
      confirmReason: v.nullable(v.literal('vehicle', (i) => `expected "vehicle" or null, got ${i.received}`)),
      hits,
      drawn: diceList,
    }),
    entry('noShot', {
      shooterId: eid,
      shooterName: name,
      targetId: eid,
      targetName: name,
      reason: oneOf('reason', ['outOfRange', 'noLineOfSight', 'cannotHurt', 'noDice', 'targetGone', 'packed'] as const),
      needs: v.nullable(needs),
      overwatch: bool,
    }),
    entry('hit', { sourceId: eid, targetId: eid, targetName: name, baseId: eid, result: oneOf('hit result', ['injured', 'killed'] as const), redirected: bool }),
    entry('move', {
      subUnitId: eid,
      name,
      baseIds: eidList,
      action,
      fromM: pointM,
      toM: pointM,
      allowedM: lengthM('allowedM'),
      movedM: lengthM('movedM'),
      terms,
      stoppedBy: oneOf('stopped by', ['destination', 'distance', 'contact', 'none'] as const),
    }),
    entry('dig', { subUnitId: eid, name, baseIds: eidList, result: oneOf('dig result', ['digging', 'dugIn', 'leftPosition'] as const) }),
    entry('pack', { subUnitId: eid, name, packed: bool }),
    entry('bombard', {
      formationId: eid,
      formationName: name,
      gridRef,
      ammo: bombardAmmo,
      centreM: pointM,
      diameterM: lengthM('diameterM'),
      shots: count('shots'),
      maxOnOneTarget: count('maxOnOneTarget'),
      firingBases: count('firingBases'),
      allocation: list(obj({ baseId: eid, subUnitId: eid, shots: count('shots'), outer: bool }), ENGAGEMENT_LIMITS.ids, 'allocations'),
      unplaced: v.optional(count('unplaced')),
    }),
    entry('bombardRoll', {
      formationId: eid,
      targetId: eid,
      targetName: name,
      baseId: eid,
      outer: bool,
      needs,
      resilience: terms,
      bonus: smallInt('bonus'),
      bonuses: v.optional(list(smallInt('bonus'), ENGAGEMENT_LIMITS.dice, 'bonuses')),
      dice: diceList,
      confirm: diceList,
      hits,
      drawn: diceList,
    }),
    entry('cordon', { cordon, formationId: eid }),
    entry('drift', { cordonId: eid, fromM: pointM, toM: pointM }),
    entry('meleeRound', {
      round: count('round'),
      resiliencePenalty: smallInt('resiliencePenalty'),
      pairs: list(v.strictTuple([eid, eid], got('a pair of ids')), ENGAGEMENT_LIMITS.ids, 'pairs'),
    }),
    entry('meleeStrike', {
      round: count('round'),
      tier: whole('tier', 0, 100),
      strikerId: eid,
      strikerName: name,
      strikerBaseIds: eidList,
      targetId: eid,
      targetName: name,
      targetBaseIds: eidList,
      pool: terms,
      needs,
      resilience: terms,
      bonus: smallInt('bonus'),
      dice: diceList,
      confirm: diceList,
      hits,
      drawn: diceList,
    }),
    entry('meleeEnd', { rounds: count('rounds'), capped: bool }),
    entry('secondRank', { subUnitId: eid, baseId: eid, replacesBaseId: eid }),
    entry('recovery', { subUnitId: eid, name, baseId: eid, die: whole('die', 1, 100), needs, recovered: bool, drawn: diceList }),
    entry('terrainChange', { change: terrainChange }),
    entry('transportLost', { formationId: eid, formationName: name }),
    entry('endBound', { underFireIds: eidList, injuriesAged: count('injuriesAged'), assaultsContinuing: eidList }),
  ],
  (i) => (i.received === 'Object' || i.received === 'Array' ? got('a record entry object')(i) : `unknown record kind ${i.received}`),
);

/** The records of one event (at most `ENGAGEMENT_LIMITS.records`). */
export const recordListSchema = list(recordEntrySchema, ENGAGEMENT_LIMITS.records, 'record entries');

// Compile-time: the schema's output is exactly the engine's `RecordEntry` (fails `tsc` on drift).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameRecord: Same<v.InferOutput<typeof recordEntrySchema>, RecordEntry> = true;
void sameRecord;
