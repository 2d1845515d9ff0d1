/**
 * The fold of the umpire's planning records (`applyEvent`, `events.ts`): written orders in the NQM
 * layout (004 §COMMAND, §CONTROL), reports sent upwards, tasks from the NQM task timings table
 * (004 §TASK TIMINGS TABLE), and 1418 high-command sheets (`sheetChecks.ts`; 000 §Executing All
 * Commands). Each `*.saved` / `report.sent` checks the record whole and stores a fresh copy under its
 * id (replacing one with the same id); each `*.deleted` refuses an id the campaign does not have.
 * Records live in null-prototype objects; a state without the record (an old snapshot) reads as none.
 */
import { TASK_TIMINGS } from '../../rules/tables/nqm.ts';
import {
  MAX_MINUTE,
  PLANNING_LIMITS,
  checkId,
  checkList,
  checkLonLat,
  checkObject,
  checkOneOf,
  checkText,
  checkWhole,
  hasKey,
  recordWith,
  shown,
  stepState,
  unitAt,
} from '../model/checks.ts';
import { EventError } from '../model/eventError.ts';
import type { EventsOf } from '../model/eventDefinition.ts';
import type { OrderPayloads } from './payloads.ts';
import { checkSheet } from './sheetChecks.ts';
import type { CampaignOrder, CampaignReport, CampaignState, CampaignTask, CommandRelation, OrderPlace, ReportSubject } from '../model/types.ts';

/** The planning event types this module folds. */
export type PlanningEventType =
  | 'order.saved'
  | 'order.deleted'
  | 'report.sent'
  | 'report.deleted'
  | 'task.saved'
  | 'task.deleted'
  | 'sheet.saved'
  | 'sheet.deleted';

const RELATIONS: readonly CommandRelation[] = ['underCommand', 'inDirectSupport', 'inSupport'];
const SUBJECTS: readonly ReportSubject[] = ['contact', 'casualties', 'situation'];
/** Names of the NQM task timings (`TASK_TIMINGS[i].task`). */
export const TASK_NAMES: readonly string[] = TASK_TIMINGS.map((t) => t.task);

/**
 * The fold of the eight planning events (`state.seq` already checked). Throws `EventError` naming the
 * path, e.g. `payload.order.objectives[2].pos.lat`, `payload.orderId` for an unknown id. The clock
 * moves to `at` when later.
 */
export function applyPlanningEvent(state: CampaignState, event: EventsOf<OrderPayloads, PlanningEventType>): CampaignState {
  switch (event.type) {
    case 'order.saved': {
      const order = checkOrder(state, event.payload.order);
      return stepState(state, event, { orders: recordWith(state.orders, order.id, order) });
    }
    case 'order.deleted':
      return stepState(state, event, { orders: removed(state.orders, event.payload.orderId, 'payload.orderId', 'order') });
    case 'report.sent': {
      const report = checkReport(state, event.payload.report);
      return stepState(state, event, { reports: recordWith(state.reports, report.id, report) });
    }
    case 'report.deleted':
      return stepState(state, event, { reports: removed(state.reports, event.payload.reportId, 'payload.reportId', 'report') });
    case 'task.saved': {
      const task = checkTask(state, event.payload.task);
      return stepState(state, event, { tasks: recordWith(state.tasks, task.id, task) });
    }
    case 'task.deleted':
      return stepState(state, event, { tasks: removed(state.tasks, event.payload.taskId, 'payload.taskId', 'task') });
    case 'sheet.saved': {
      const sheet = checkSheet(state, event.payload.sheet);
      return stepState(state, event, { sheets: recordWith(state.sheets, sheet.id, sheet) });
    }
    case 'sheet.deleted':
      return stepState(state, event, { sheets: removed(state.sheets, event.payload.sheetId, 'payload.sheetId', 'high-command sheet') });
  }
}

function removed<T>(record: Record<string, T> | undefined, id: unknown, path: string, what: string): Record<string, T> {
  const key = checkId(id, path);
  if (!hasKey(record, key)) throw new EventError(`unknown ${what} "${key}"`, path);
  return recordWith(record, key, undefined);
}

function place(raw: unknown, path: string): OrderPlace {
  const p = checkObject(raw, path);
  return {
    label: checkText(p.label, `${path}.label`, PLANNING_LIMITS.label),
    ref: checkText(p.ref, `${path}.ref`, PLANNING_LIMITS.ref),
    pos: checkLonLat(p.pos, `${path}.pos`),
  };
}

/**
 * A checked copy of an order (at `path`): a valid id; `fromId` and `forId` units of the same side;
 * whole minutes ≥ 0; text ≤ 20,000 characters (labels ≤ 200, grid references ≤ 40); lists ≤ 200
 * entries; every unit named exists; positions valid WGS84. Throws `EventError` at the field.
 */
export function checkOrder(state: CampaignState, raw: unknown, path = 'payload.order'): CampaignOrder {
  const o = checkObject(raw, path);
  const id = checkId(o.id, `${path}.id`);
  const from = unitAt(state, o.fromId, `${path}.fromId`);
  const to = unitAt(state, o.forId, `${path}.forId`);
  if (from.side !== to.side) {
    throw new EventError(`the order is for ${to.name} (${to.side}) but issued by ${from.name} (${from.side}): both must be of one side`, `${path}.forId`);
  }
  return {
    id,
    fromId: from.id,
    forId: to.id,
    issuedAtMin: checkWhole(o.issuedAtMin, `${path}.issuedAtMin`),
    aim: checkText(o.aim, `${path}.aim`),
    objectives: checkList(o.objectives, `${path}.objectives`).map((x, i) => place(x, `${path}.objectives[${i}]`)),
    commandStructure: checkText(o.commandStructure, `${path}.commandStructure`),
    allocations: checkList(o.allocations, `${path}.allocations`).map((x, i) => {
      const at = `${path}.allocations[${i}]`;
      const a = checkObject(x, at);
      return {
        unitId: unitAt(state, a.unitId, `${at}.unitId`).id,
        relation: checkOneOf(a.relation, RELATIONS, 'command relation', `${at}.relation`),
        toId: unitAt(state, a.toId, `${at}.toId`).id,
      };
    }),
    hqLocations: checkList(o.hqLocations, `${path}.hqLocations`).map((x, i) => {
      const at = `${path}.hqLocations[${i}]`;
      const h = checkObject(x, at);
      return {
        unitId: unitAt(state, h.unitId, `${at}.unitId`).id,
        ref: checkText(h.ref, `${at}.ref`, PLANNING_LIMITS.ref),
        pos: checkLonLat(h.pos, `${at}.pos`),
      };
    }),
    timings: checkList(o.timings, `${path}.timings`).map((x, i) => {
      const at = `${path}.timings[${i}]`;
      const t = checkObject(x, at);
      return { label: checkText(t.label, `${at}.label`, PLANNING_LIMITS.label), atMin: checkWhole(t.atMin, `${at}.atMin`) };
    }),
    notes: checkText(o.notes, `${path}.notes`),
  };
}

/**
 * A checked copy of a report (at `path`): a valid id; `fromId` and `toId` units of the same side and
 * not the same unit; `sentAtMin` whole ≥ 0; subject contact / casualties / situation; text ≤ 20,000.
 */
export function checkReport(state: CampaignState, raw: unknown, path = 'payload.report'): CampaignReport {
  const r = checkObject(raw, path);
  const id = checkId(r.id, `${path}.id`);
  const from = unitAt(state, r.fromId, `${path}.fromId`);
  const to = unitAt(state, r.toId, `${path}.toId`);
  if (from.side !== to.side) {
    throw new EventError(`the report goes to ${to.name} (${to.side}) from ${from.name} (${from.side}): both must be of one side`, `${path}.toId`);
  }
  if (from.id === to.id) throw new EventError(`${from.name} cannot report to itself`, `${path}.toId`);
  return {
    id,
    fromId: from.id,
    toId: to.id,
    sentAtMin: checkWhole(r.sentAtMin, `${path}.sentAtMin`),
    subject: checkOneOf(r.subject, SUBJECTS, 'report subject', `${path}.subject`),
    text: checkText(r.text, `${path}.text`),
  };
}

/**
 * A checked copy of a task (at `path`): a valid id; a unit that exists; `task` one of the NQM task
 * timings (`TASK_NAMES`); `startMin` whole ≥ 0; `durationMin` whole > 0; `quantity` a number more
 * than 0 and at most 10,000 (km or platoons); note ≤ 20,000 characters.
 */
export function checkTask(state: CampaignState, raw: unknown, path = 'payload.task'): CampaignTask {
  const t = checkObject(raw, path);
  return {
    id: checkId(t.id, `${path}.id`),
    unitId: unitAt(state, t.unitId, `${path}.unitId`).id,
    task: checkOneOf(t.task, TASK_NAMES, 'task', `${path}.task`),
    startMin: checkWhole(t.startMin, `${path}.startMin`),
    durationMin: checkWhole(t.durationMin, `${path}.durationMin`, 1, MAX_MINUTE),
    quantity: checkQuantity(t.quantity, `${path}.quantity`),
    note: checkText(t.note, `${path}.note`),
  };
}

function checkQuantity(quantity: unknown, path: string): number {
  if (typeof quantity !== 'number' || !Number.isFinite(quantity) || quantity <= 0 || quantity > 10_000) {
    throw new EventError(`quantity must be a number more than 0 and at most 10000, got ${shown(quantity)}`, path);
  }
  return quantity;
}
