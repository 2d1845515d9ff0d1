/**
 * valibot schemas of the payloads of the three engagement events (`src/campaign/events.ts`,
 * all version 1), used by the event schema in `fileSchema.ts` (a hand-off's fields: `turnPayloads.ts`).
 * Semantic checks (an engagement that exists, units the campaign has, dice state matching the dice
 * mode, an open contact to hand off) are `applyEvent`'s.
 */
import * as v from 'valibot';
import { got, id, list, lonLat, obj, oneOf, text, whole } from '../model/schemaParts.ts';
import { boundPlansSchema, diceList, eid, engagementStateSchema } from './stateSchema.ts';
import { recordListSchema } from './recordSchema.ts';
import { engagementHandOffFields, type Exact } from '../turn/payloads.ts';
import type { EventPayloads } from '../events.ts';

/** Most campaign units one engagement may name. */
export const MAX_ENGAGEMENT_UNITS = 500;

const safeInt = (what: string) => whole(what, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);

/** `engagement.created`; issue 7 adds the optional `contactId`, `boundMin` and `highCommands` of a hand-off. */
export const engagementCreatedPayload = obj({
  engagementId: eid,
  title: text(120, { nonEmpty: true }),
  origin: lonLat,
  seed: safeInt('seed'),
  diceMode: oneOf('dice mode', ['seeded', 'typed'] as const),
  unitIds: v.pipe(list(id, MAX_ENGAGEMENT_UNITS, 'units'), v.minLength(1, 'an engagement needs at least one unit')),
  state: engagementStateSchema,
  ...engagementHandOffFields,
});

/** `engagement.planned`. */
export const engagementPlannedPayload = obj({
  engagementId: eid,
  plans: boundPlansSchema,
  state: engagementStateSchema,
  records: recordListSchema,
});

/** `engagement.stepped`. `diceState`: 4 whole numbers (a seeded generator's state) or null. */
export const engagementSteppedPayload = obj({
  engagementId: eid,
  rolls: diceList,
  diceState: v.nullable(v.pipe(v.array(safeInt('diceState'), got('a list of 4 whole numbers or null')), v.length(4, (i) => `expected 4 whole numbers, got ${i.received}`))),
  state: engagementStateSchema,
  records: recordListSchema,
});

// Compile-time: the schemas' outputs are exactly the payload types (fails `tsc` on drift).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const allSame: [
  Exact<v.InferOutput<typeof engagementCreatedPayload>, EventPayloads['engagement.created']>,
  Same<v.InferOutput<typeof engagementPlannedPayload>, EventPayloads['engagement.planned']>,
  Same<v.InferOutput<typeof engagementSteppedPayload>, EventPayloads['engagement.stepped']>,
] = [true, true, true];
void allSame;
