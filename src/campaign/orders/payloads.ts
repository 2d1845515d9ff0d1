/**
 * valibot schemas of the payloads of the order events: written orders, reports, timeline tasks and
 * high-command sheets (saved whole and deleted). Strict objects, ids, bounded numbers, enums, list
 * sizes capped, plain text (no HTML-like markup; one-line text without control characters). Key order
 * follows `model/types.ts` (the canonical order the store writes). The semantic checks (units that
 * exist, sides) are the fold's (`planningEvents.ts`), with the same limits (`PLANNING_LIMITS`).
 */
import * as v from 'valibot';
import type { PayloadsOf } from '../model/eventDefinition.ts';
import { MAX_MINUTE, PLANNING_LIMITS } from '../model/checks.ts';
import { ECHELONS, MAX_UNIT_BASES, type CampaignOrder, type CampaignReport, type CampaignTask, type Echelon, type HighCommandSheet } from '../model/types.ts';
import { UNIT_TYPE_IDS, type UnitTypeId } from '../../rules/tables/unitTypes.ts';
import { TASK_NAMES } from './planningEvents.ts';
import { HIGH_COMMANDS, type HighCommand } from '../../rules/tables/commands1418.ts';
import { between, got, id, list, lonLat, obj, oneOf, text, whole } from '../model/schemaParts.ts';
import type { Exact } from '../model/schemaParts.ts';

const L = PLANNING_LIMITS;
const minute = (what: string) => whole(what, 0, MAX_MINUTE);
const longText = text(L.text, { multiline: true });
const label = text(L.label);
const ref = text(L.ref);
const side = oneOf('side', ['blue', 'red'] as const);

const place = obj({ label, ref, pos: lonLat });

/** A `MessengerFate`. */
export const messengerSchema = obj({ delayMin: v.optional(minute('delayMin')), lost: v.optional(v.literal(true, got('true'))) });

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
  messenger: v.optional(messengerSchema),
});

const stock = (what: string) => whole(what, 0, 1_000_000);

/** A `ReportedUnit`: a unit as a report gives it. */
export const reportedUnitSchema = obj({
  unitId: id,
  pos: v.nullable(lonLat),
  bases: whole('bases', 0, MAX_UNIT_BASES),
  injuredBases: whole('injuredBases', 0, MAX_UNIT_BASES),
  dugIn: v.boolean(got('true or false')),
  disorganised: v.boolean(got('true or false')),
  broken: v.boolean(got('true or false')),
  stocks: obj({ CU: stock('CU'), FU: stock('FU'), POL: stock('POL') }),
  madeAtMin: v.optional(whole('madeAtMin', 0, 100_000_000)),
});

/** An `EnemySighting`: an enemy unit a contact report saw. */
export const enemySightingSchema = obj({
  unitId: id,
  pos: lonLat,
  seen: oneOf('how the enemy was met', ['sighted', 'ambushed', 'engaged'] as const),
  identified: v.nullable(
    obj({
      type: oneOf('unit type', UNIT_TYPE_IDS as unknown as readonly [UnitTypeId, ...UnitTypeId[]]),
      echelon: oneOf('echelon', ECHELONS as unknown as readonly [Echelon, ...Echelon[]]),
    }),
  ),
});

/** A `CampaignReport`. */
export const reportSchema = obj({
  id,
  fromId: id,
  toId: id,
  sentAtMin: minute('sentAtMin'),
  subject: oneOf('report subject', ['contact', 'casualties', 'situation'] as const),
  text: longText,
  units: v.optional(list(reportedUnitSchema, L.reportUnits, 'units')),
  enemy: v.optional(list(enemySightingSchema, L.list, 'enemy units')),
  auto: v.optional(v.boolean(got('true or false'))),
  held: v.optional(v.boolean(got('true or false'))),
  messenger: v.optional(messengerSchema),
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
  line: v.optional(obj({ from: lonLat, to: lonLat })),
  doneAtMin: v.optional(minute('doneAtMin')),
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

/** The payload schemas of the order, report, task and high-command sheet events, by type. */
export const ORDER_PAYLOADS = {
  'order.saved': obj({ order: orderSchema }),
  'order.deleted': obj({ orderId: id }),
  'report.sent': obj({ report: reportSchema }),
  'report.deleted': obj({ reportId: id }),
  'task.saved': obj({ task: taskSchema }),
  'task.deleted': obj({ taskId: id }),
  'sheet.saved': obj({ sheet: sheetSchema }),
  'sheet.deleted': obj({ sheetId: id }),
} as const;

// Compile-time: the record schemas' outputs are exactly the model's types (fails `tsc` on drift).
const sameRecords: [
  Exact<v.InferOutput<typeof orderSchema>, CampaignOrder>,
  Exact<v.InferOutput<typeof reportSchema>, CampaignReport>,
  Exact<v.InferOutput<typeof taskSchema>, CampaignTask>,
  Exact<v.InferOutput<typeof sheetSchema>, HighCommandSheet>,
] = [true, true, true, true];
void sameRecords;

/** The payload of each orders event type. */
export type OrderPayloads = PayloadsOf<typeof ORDER_PAYLOADS>;
