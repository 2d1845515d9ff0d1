/**
 * The fold of the umpire's planning records (`applyEvent`, `events.ts`): written orders in the NQM
 * layout (004 §COMMAND, §CONTROL), reports sent upwards, tasks from the NQM task timings table
 * (004 §TASK TIMINGS TABLE), and 1418 high-command sheets (`sheetChecks.ts`; 000 §Executing All
 * Commands). The payload has passed its schema (`payloads.ts`: ids, minutes, text, list sizes,
 * positions, enums); the fold checks it against the state — the units it names exist and are of
 * the right sides — and stores a copy under its id (replacing one with the same id); each `*.deleted`
 * refuses an id the campaign does not have. Records live in null-prototype objects; a state without
 * the record (an old snapshot) reads as none.
 */
import { FIELD_WORKS_1916, LAY_MINEFIELD_TASK } from '../../rules/tables/fieldWorks1916.ts';
import { TASK_TIMINGS } from '../../rules/tables/nqm.ts';
import { hasKey, recordWith, stepState, unitAt } from '../model/checks.ts';
import { EventError } from '../model/eventError.ts';
import type { EventsOf } from '../model/eventDefinition.ts';
import type { OrderPayloads } from './payloads.ts';
import { checkSheet } from './sheetChecks.ts';
import type { CampaignOrder, CampaignReport, CampaignState, CampaignTask } from '../model/types.ts';

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

/** Names of the tasks a campaign may hold: the NQM task timings (`TASK_TIMINGS[i].task`) and the 1916 field works (`FIELD_WORKS_1916`). */
export const TASK_NAMES: readonly string[] = [...TASK_TIMINGS, ...FIELD_WORKS_1916].map((t) => t.task);

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
      const task = savedTask(state, event.payload.task);
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

function removed<T>(record: Record<string, T> | undefined, id: string, path: string, what: string): Record<string, T> {
  if (!hasKey(record, id)) throw new EventError(`unknown ${what} "${id}"`, path);
  return recordWith(record, id, undefined);
}

/**
 * A copy of an order checked against the state (at `path`): `fromId` and `forId` units of the same
 * side; every unit its allocations and HQ locations name exists. Throws `EventError` at the field.
 */
export function checkOrder(state: CampaignState, order: CampaignOrder, path = 'payload.order'): CampaignOrder {
  const from = unitAt(state, order.fromId, `${path}.fromId`);
  const to = unitAt(state, order.forId, `${path}.forId`);
  if (from.side !== to.side) {
    throw new EventError(`the order is for ${to.name} (${to.side}) but issued by ${from.name} (${from.side}): both must be of one side`, `${path}.forId`);
  }
  order.allocations.forEach((a, i) => {
    unitAt(state, a.unitId, `${path}.allocations[${i}].unitId`);
    unitAt(state, a.toId, `${path}.allocations[${i}].toId`);
  });
  order.hqLocations.forEach((h, i) => unitAt(state, h.unitId, `${path}.hqLocations[${i}].unitId`));
  return structuredClone(order);
}

/**
 * A copy of a report checked against the state (at `path`): `fromId` and `toId` units of the same side and not
 * the same unit. Throws `EventError` at the field.
 */
export function checkReport(state: CampaignState, report: CampaignReport, path = 'payload.report'): CampaignReport {
  const from = unitAt(state, report.fromId, `${path}.fromId`);
  const to = unitAt(state, report.toId, `${path}.toId`);
  if (from.side !== to.side) {
    throw new EventError(`the report goes to ${to.name} (${to.side}) from ${from.name} (${from.side}): both must be of one side`, `${path}.toId`);
  }
  if (from.id === to.id) throw new EventError(`${from.name} cannot report to itself`, `${path}.toId`);
  report.units?.forEach((r, i) => {
    const u = unitAt(state, r.unitId, `${path}.units[${i}].unitId`);
    if (u.side !== from.side) throw new EventError(`${u.name} is of the other side (${u.side}); a report gives only its own side's units`, `${path}.units[${i}].unitId`);
    if (r.injuredBases > r.bases) throw new EventError(`${r.injuredBases} injured bases is more than the ${r.bases} present`, `${path}.units[${i}].injuredBases`);
  });
  report.enemy?.forEach((e, i) => {
    const u = unitAt(state, e.unitId, `${path}.enemy[${i}].unitId`);
    if (u.side === from.side) throw new EventError(`${u.name} is of ${from.name}'s own side, not the enemy`, `${path}.enemy[${i}].unitId`);
  });
  return { ...report };
}

/** A copy of a task checked against the state (at `path`): its unit exists, and only "Lay minefield" takes a line. Throws `EventError` at the field. */
export function checkTask(state: CampaignState, task: CampaignTask, path = 'payload.task'): CampaignTask {
  unitAt(state, task.unitId, `${path}.unitId`);
  if (task.line !== undefined && task.task !== LAY_MINEFIELD_TASK) throw new EventError(`only "${LAY_MINEFIELD_TASK}" takes a line on the map, not "${task.task}"`, `${path}.line`);
  const out: CampaignTask = { ...task };
  if (task.line !== undefined) out.line = { from: { ...task.line.from }, to: { ...task.line.to } };
  return out;
}

/** `task` as `task.saved` stores it: the clock records a task's completion, so saving a task again keeps its `doneAtMin` and cannot set one. */
function savedTask(state: CampaignState, task: CampaignTask): CampaignTask {
  const out = checkTask(state, task);
  const stored = state.tasks?.[task.id]?.doneAtMin;
  if (task.doneAtMin !== undefined && task.doneAtMin !== stored) throw new EventError('a task is marked done by the clock, not by saving it', 'payload.task.doneAtMin');
  if (stored !== undefined) out.doneAtMin = stored;
  return out;
}
