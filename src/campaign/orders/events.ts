/**
 * The order events: written orders (`order.saved` creates or replaces one whole, same id;
 * `order.deleted`), reports sent upwards (`report.sent`, `report.deleted`), timeline tasks
 * (`task.saved`, `task.deleted`) and 1418 high-command sheets (`sheet.saved`, `sheet.deleted`).
 * All folded by `applyPlanningEvent`; none moves stock.
 */
import { defineEvent, NO_LEDGER_ENTRIES } from '../model/eventDefinition.ts';
import { clockText, spanText } from '../model/localTime.ts';
import type { CampaignState, UnitId } from '../model/types.ts';
import { ORDER_PAYLOADS } from './payloads.ts';
import { applyPlanningEvent } from './planningEvents.ts';

const nameOf = (state: CampaignState | null, id: UnitId) => state?.units[id]?.name ?? id;
const has = (r: Record<string, unknown> | undefined, id: string) => r !== undefined && Object.hasOwn(r, id);
const common = { version: 1, migrations: {}, apply: applyPlanningEvent, ledger: NO_LEDGER_ENTRIES } as const;

const orderSaved = defineEvent({
  ...common,
  type: 'order.saved',
  payload: ORDER_PAYLOADS['order.saved'],
  describe(event, state) {
    const o = event.payload.order;
    return `${has(state?.orders, o.id) ? 'revised' : 'wrote'} the order from ${nameOf(state, o.fromId)} to ${nameOf(state, o.forId)} (issued ${clockText(state, o.issuedAtMin)})`;
  },
});

const orderDeleted = defineEvent({
  ...common,
  type: 'order.deleted',
  payload: ORDER_PAYLOADS['order.deleted'],
  describe(event, state) {
    const o = has(state?.orders, event.payload.orderId) ? state!.orders![event.payload.orderId] : undefined;
    return o ? `deleted the order from ${nameOf(state, o.fromId)} to ${nameOf(state, o.forId)}` : `deleted order ${event.payload.orderId}`;
  },
});

const reportSent = defineEvent({
  ...common,
  type: 'report.sent',
  payload: ORDER_PAYLOADS['report.sent'],
  describe(event, state) {
    const r = event.payload.report;
    return `${has(state?.reports, r.id) ? 'revised' : 'sent'} a ${r.subject} report from ${nameOf(state, r.fromId)} to ${nameOf(state, r.toId)}`;
  },
});

const reportDeleted = defineEvent({
  ...common,
  type: 'report.deleted',
  payload: ORDER_PAYLOADS['report.deleted'],
  describe(event, state) {
    const r = has(state?.reports, event.payload.reportId) ? state!.reports![event.payload.reportId] : undefined;
    return r ? `deleted the ${r.subject} report from ${nameOf(state, r.fromId)} to ${nameOf(state, r.toId)}` : `deleted report ${event.payload.reportId}`;
  },
});

const taskSaved = defineEvent({
  ...common,
  type: 'task.saved',
  payload: ORDER_PAYLOADS['task.saved'],
  describe(event, state) {
    const t = event.payload.task;
    return `${has(state?.tasks, t.id) ? 'changed' : 'put'} task “${t.task}” of ${nameOf(state, t.unitId)} (${spanText(t.durationMin)} from ${clockText(state, t.startMin)})`;
  },
});

const taskDeleted = defineEvent({
  ...common,
  type: 'task.deleted',
  payload: ORDER_PAYLOADS['task.deleted'],
  describe(event, state) {
    const t = has(state?.tasks, event.payload.taskId) ? state!.tasks![event.payload.taskId] : undefined;
    return t ? `removed task “${t.task}” of ${nameOf(state, t.unitId)}` : `removed task ${event.payload.taskId}`;
  },
});

const sheetSaved = defineEvent({
  ...common,
  type: 'sheet.saved',
  payload: ORDER_PAYLOADS['sheet.saved'],
  describe(event) {
    const s = event.payload.sheet;
    return `saved the high-command sheet “${s.title}” (${s.rows.length} row${s.rows.length === 1 ? '' : 's'} × ${s.columnCount} ${s.columnKind}${s.columnCount === 1 ? '' : 's'})`;
  },
});

const sheetDeleted = defineEvent({
  ...common,
  type: 'sheet.deleted',
  payload: ORDER_PAYLOADS['sheet.deleted'],
  describe(event, state) {
    const s = has(state?.sheets, event.payload.sheetId) ? state!.sheets![event.payload.sheetId] : undefined;
    return `deleted the high-command sheet “${s?.title ?? event.payload.sheetId}”`;
  },
});

/** The order events, in the order the registry lists them. */
export const ORDER_EVENTS = [orderSaved, orderDeleted, reportSent, reportDeleted, taskSaved, taskDeleted, sheetSaved, sheetDeleted] as const;
