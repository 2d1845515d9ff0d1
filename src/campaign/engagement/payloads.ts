/**
 * valibot schemas of the payloads of the three engagement events (`events.ts`,
 * all version 1), used by the event schema in `fileSchema.ts` (a hand-off's fields: `turn/payloads.ts`).
 * Semantic checks (an engagement that exists, units the campaign has, dice state matching the dice
 * mode, an open contact to hand off) are `applyEvent`'s.
 */
import * as v from 'valibot';
import type { PayloadsOf } from '../model/eventDefinition.ts';
import { got, id, list, lonLat, obj, oneOf, text, whole } from '../model/schemaParts.ts';
import { boundPlansSchema, diceList, eid, engagementStateSchema } from './stateSchema.ts';
import { recordListSchema } from './recordSchema.ts';
import { die, fightLines, fightMinutes, fightOutcomes, MAX_BREAK_TESTS, tuple } from '../turn/payloads.ts';
import { MAX_BOUND_MIN } from './engagementEvents.ts';
import { HIGH_COMMANDS, type HighCommand } from '../../rules/tables/commands1418.ts';

/** Most campaign units one engagement may name. */
export const MAX_ENGAGEMENT_UNITS = 500;

const safeInt = (what: string) => whole(what, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);

/** The fields of `engagement.created` that a contact handed off carries (absent in an engagement opened by hand). */
const engagementHandOffFields = {
  contactId: v.optional(id),
  boundMin: v.optional(whole('boundMin', 1, MAX_BOUND_MIN)),
  highCommands: v.optional(v.record(eid, oneOf('high command', tuple<HighCommand>(HIGH_COMMANDS)), got('an object of high commands by SF'))),
};

/** `engagement.created`, with the optional fields of a hand-off. */
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

const bool = v.boolean(got('true or false'));

/** `engagement.returned`: why it ended, bounds fought and the minutes they stood for, the break tests, the report and each unit's outcome. */
export const engagementReturnedPayload = obj({
  engagementId: eid,
  stop: oneOf('engagement stop', ['umpire', 'sideGone', 'outOfContact'] as const),
  bounds: whole('bounds', 0, 10_000),
  minutes: fightMinutes,
  breakTests: list(
    obj({ unitId: id, test: v.picklist([1, 2] as const, (i) => `test must be 1 or 2, got ${i.received}`), die: die('die'), passed: bool }),
    MAX_BREAK_TESTS,
    'break tests',
  ),
  lines: fightLines,
  outcomes: fightOutcomes,
});

/** The payload schemas of the engagement events, by type. */
export const ENGAGEMENT_PAYLOADS = {
  'engagement.created': engagementCreatedPayload,
  'engagement.planned': engagementPlannedPayload,
  'engagement.stepped': engagementSteppedPayload,
  'engagement.returned': engagementReturnedPayload,
} as const;

/** The payload of each engagement event type. */
export type EngagementPayloads = PayloadsOf<typeof ENGAGEMENT_PAYLOADS>;
