/**
 * valibot schemas of the payloads of the three engagement events (`src/campaign/events.ts`,
 * all version 1), used by the event schema in `fileSchema.ts`. Semantic checks (an engagement that
 * exists, units the campaign has, dice state matching the dice mode) are `applyEvent`'s.
 */
import * as v from 'valibot';
import { got, id, list, lonLat, obj, oneOf, text, whole } from './schemaParts.ts';
import { boundPlansSchema, diceList, eid, engagementStateSchema } from './engagementSchema.ts';
import { recordListSchema } from './recordSchema.ts';

/** Most campaign units one engagement may name. */
export const MAX_ENGAGEMENT_UNITS = 500;

const safeInt = (what: string) => whole(what, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);

/** `engagement.created`. */
export const engagementCreatedPayload = obj({
  engagementId: eid,
  title: text(120, { nonEmpty: true }),
  origin: lonLat,
  seed: safeInt('seed'),
  diceMode: oneOf('dice mode', ['seeded', 'typed'] as const),
  unitIds: v.pipe(list(id, MAX_ENGAGEMENT_UNITS, 'units'), v.minLength(1, 'an engagement needs at least one unit')),
  state: engagementStateSchema,
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
