/**
 * valibot schemas of the payloads of the issue-4 events (`src/campaign/events.ts`, all version 1):
 * clock, settings, command relations, HQ positions, orders, reports, tasks, high-command sheets and
 * 1916 command tests (the clock's issue-7 moves and contacts are `turnPayloads.ts`'s); used by the
 * event schema in `fileSchema.ts`. Strict objects, ids, bounded numbers, enums, list sizes capped,
 * plain text (no HTML-like markup; one-line text without control characters). Key order follows
 * `src/campaign/types.ts` (the canonical order the store writes).
 * The semantic checks (units that exist, sides, the clock only going forward, a command test's
 * `passed` matching its die) are `applyEvent`'s, with the same limits (`PLANNING_LIMITS`).
 * The compile-time checks at the end fail the type check if these schemas and the types drift apart.
 */
import * as v from 'valibot';
import { MAX_MINUTE, PLANNING_LIMITS } from '../model/checks.ts';
import type { EventPayloads } from '../events.ts';
import { COMMAND_TEST_TARGET_RANGE } from '../model/settings.ts';
import { TASK_NAMES } from './planningEvents.ts';
import { COMMAND_TEST_COLUMNS, COMMAND_TEST_MODIFIERS, type CommandTestColumn, type CommandTestModifierId } from '../../rules/tables/commandTest1916.ts';
import { HIGH_COMMANDS, type HighCommand } from '../../rules/tables/commands1418.ts';
import { between, got, id, list, lonLat, obj, oneOf, text, whole } from '../model/schemaParts.ts';
import { clockTurnFields, type Exact } from '../turn/payloads.ts';

const L = PLANNING_LIMITS;
const bool = v.boolean(got('true or false'));
const minute = (what: string) => whole(what, 0, MAX_MINUTE);
const longText = text(L.text, { multiline: true });
const label = text(L.label);
const ref = text(L.ref);
const side = oneOf('side', ['blue', 'red'] as const);

/** `clock.advanced`; issue 7 adds the optional `moves` and `contacts` (`turnPayloads.ts`). */
export const clockAdvancedPayload = obj({ toMin: whole('toMin', 1, MAX_MINUTE), ...clockTurnFields });

const target = whole('target', COMMAND_TEST_TARGET_RANGE.min, COMMAND_TEST_TARGET_RANGE.max);
const targetsRow = obj({ maneuver: target, assault: target });

/** `settings.changed`: at least one setting. */
export const settingsChangedPayload = obj({
  changes: v.pipe(
    obj({
      dayStartMin: v.optional(whole('dayStartMin', 0, 1439)),
      nightResupplyOnly: v.optional(bool),
      commandTest1916: v.optional(bool),
      commandTestTargets: v.optional(obj({ E: targetsRow, V: targetsRow, R: targetsRow, C: targetsRow, M: targetsRow })),
      deRosaAmmo: v.optional(bool),
    }),
    v.check((c) => Object.keys(c).length > 0, 'a settings change must change at least one setting'),
  ),
});

/** A `SupportRelation`. */
export const supportSchema = obj({ relation: oneOf('support relation', ['inDirectSupport', 'inSupport'] as const), toId: id });

/** `unit.commandSet`. */
export const commandSetPayload = obj({ unitId: id, parentId: v.nullable(id), support: v.nullable(supportSchema) });

/** `unit.hqPlaced`. */
export const hqPlacedPayload = obj({ unitId: id, hqPos: v.nullable(lonLat) });

const place = obj({ label, ref, pos: lonLat });

/** A `CampaignOrder`. */
export const orderSchema = obj({
  id,
  fromId: id,
  forId: id,
  issuedAtMin: minute('issuedAtMin'),
  aim: longText,
  objectives: list(place, L.list, 'objectives'),
  commandStructure: longText,
  allocations: list(obj({ unitId: id, relation: oneOf('command relation', ['underCommand', 'inDirectSupport', 'inSupport'] as const), toId: id }), L.list, 'allocations'),
  hqLocations: list(obj({ unitId: id, ref, pos: lonLat }), L.list, 'HQ locations'),
  timings: list(obj({ label, atMin: minute('atMin') }), L.list, 'timings'),
  notes: longText,
});

/** A `CampaignReport`. */
export const reportSchema = obj({
  id,
  fromId: id,
  toId: id,
  sentAtMin: minute('sentAtMin'),
  subject: oneOf('report subject', ['contact', 'casualties', 'situation'] as const),
  text: longText,
});

/** A `CampaignTask`. */
export const taskSchema = obj({
  id,
  unitId: id,
  task: oneOf('task', TASK_NAMES as unknown as readonly [string, ...string[]]),
  startMin: minute('startMin'),
  durationMin: whole('durationMin', 1, MAX_MINUTE),
  quantity: v.pipe(between('quantity', 0, 10_000), v.gtValue(0, (i) => `quantity must be more than 0, got ${i.received}`)),
  note: longText,
});

/** A `HighCommandCell` or null (blank). */
export const sheetCellSchema = v.nullable(
  v.variant(
    'command',
    [
      obj({ command: oneOf('high command', HIGH_COMMANDS as unknown as readonly [HighCommand, ...HighCommand[]]) }),
      obj({ command: v.literal('bombard'), target: text(L.bombardTarget, { nonEmpty: true }) }),
    ],
    (i) => `unknown high command ${i.received}`,
  ),
);

/** A `HighCommandSheet`. */
export const sheetSchema = obj({
  id,
  title: label,
  side,
  columnKind: oneOf('column kind', ['bound', 'hour'] as const),
  startMin: minute('startMin'),
  columnCount: whole('columnCount', 1, L.columns),
  rows: list(id, L.list, 'rows'),
  cells: v.record(id, list(sheetCellSchema, L.columns, 'cells'), got('an object')),
  underFire: list(id, L.underFire, 'units'),
  underFireIn: v.optional(list(obj({ column: whole('column', 0, L.columns - 1), unitIds: list(id, L.underFire, 'units') }), L.columns, 'columns')),
});

const MODIFIER_IDS = COMMAND_TEST_MODIFIERS.map((m) => m.id) as unknown as readonly [CommandTestModifierId, ...CommandTestModifierId[]];

/** `command.tested`. */
export const commandTestedPayload = obj({
  unitId: id,
  column: oneOf('command test column', COMMAND_TEST_COLUMNS as unknown as readonly [CommandTestColumn, ...CommandTestColumn[]]),
  die: whole('die', 1, 6),
  modifiers: list(oneOf('command test modifier', MODIFIER_IDS), 50, 'modifiers'),
  target,
  passed: bool,
  moveTo: lonLat,
});

/** Payloads keyed by event type (each `obj({...})`). */
export const PLANNING_PAYLOADS = {
  'clock.advanced': clockAdvancedPayload,
  'settings.changed': settingsChangedPayload,
  'unit.commandSet': commandSetPayload,
  'unit.hqPlaced': hqPlacedPayload,
  'order.saved': obj({ order: orderSchema }),
  'order.deleted': obj({ orderId: id }),
  'report.sent': obj({ report: reportSchema }),
  'report.deleted': obj({ reportId: id }),
  'task.saved': obj({ task: taskSchema }),
  'task.deleted': obj({ taskId: id }),
  'sheet.saved': obj({ sheet: sheetSchema }),
  'sheet.deleted': obj({ sheetId: id }),
  'command.tested': commandTestedPayload,
} as const;

// Compile-time: the schemas' outputs are exactly the payload types (fails `tsc` on drift).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Payloads = typeof PLANNING_PAYLOADS;
type Checked = { [K in keyof Payloads]: Same<v.InferOutput<Payloads[K]>, EventPayloads[K]> };
const allSame: Checked = {
  'clock.advanced': true,
  'settings.changed': true,
  'unit.commandSet': true,
  'unit.hqPlaced': true,
  'order.saved': true,
  'order.deleted': true,
  'report.sent': true,
  'report.deleted': true,
  'task.saved': true,
  'task.deleted': true,
  'sheet.saved': true,
  'sheet.deleted': true,
  'command.tested': true,
};
void allSame;
const clockExact: Exact<v.InferOutput<typeof clockAdvancedPayload>, EventPayloads['clock.advanced']> = true;
void clockExact;
