/**
 * The timeline's rows as data (no React): one row per order (issue marker and a mark at each
 * receipt), per report (likewise), per task (a bar) and per committed fire plan (a bar, a mark a shoot), with companies and smaller sub-units of one
 * battalion summarised as one ranged mark, and only the rows that touch the visible window.
 * Command reaction times (each order gets a timeline, drawn as a chart on the clock's
 * axis) and task timings (004 §TASK TIMINGS TABLE).
 */
import { shootMinutes, type FireCommitment, type OrderReceipt, type OrderView, type Receipt, type ReportView, type CampaignState, type CampaignTask, type Echelon, type UnitId } from '../../campaign/index.ts';
import type { TimeWindow } from './timeAxis.ts';
import { durationText, localTimeText } from './timeText.ts';

/** How a mark is drawn: issued (a flag), received at an HQ on the way, effective at a unit, still in transit (hollow), or overtaken by a newer order. */
export type MarkStyle = 'issued' | 'received' | 'effective' | 'inTransit' | 'replaced' | 'supersededOnArrival';

/**
 * One mark on a row: at `atMin` (to `untilMin` for a summarised range of sub-units; equal for a
 * point), the unit it selects when activated, its `title` (unit, time, the leg's reason) and, for
 * overtaken receipts, a short text `tag` drawn beside it.
 */
export type TimelineMark = {
  key: string;
  unitId: UnitId;
  atMin: number;
  untilMin: number;
  style: MarkStyle;
  title: string;
  tag?: 'superseded' | 'replaced';
};

/** One row: an order, a report, a task or a committed fire plan; `bar` for a task's or a plan's span; `error` when no timeline could be made. */
export type TimelineRow = {
  key: string;
  kind: 'order' | 'report' | 'task' | 'fireplan';
  id: string;
  label: string;
  fromMin: number;
  toMin: number;
  marks: TimelineMark[];
  bar?: { fromMin: number; toMin: number; title: string };
  error?: string;
};

/** Echelons summarised per battalion on the pane (companies summarised as a range). */
export const SUMMARISED_ECHELONS: ReadonlySet<Echelon> = new Set<Echelon>(['company', 'platoon', 'section']);

const STYLE_WORD: Record<MarkStyle, string> = {
  issued: 'issued',
  received: 'received',
  effective: 'effective',
  inTransit: 'in transit, arrives',
  replaced: 'replaced on arrival',
  supersededOnArrival: 'superseded on arrival',
};

/** A receipt's mark style: in transit, overtaken, received (an HQ on the way) or effective. */
export function receiptStyle(r: Receipt & { status?: OrderReceipt['status'] }, clockMin: number): MarkStyle {
  const status = r.status ?? (r.atMin > clockMin ? 'inTransit' : 'effective');
  if (status === 'effective') return r.role === 'path' ? 'received' : 'effective';
  return status;
}

const nameOf = (state: CampaignState, id: UnitId) => state.units[id]?.name ?? id;

const ECHELON_THEN_ID = /\b(?:Corps|Div|Bde|Regt|Bn|Coy|Pl) ([A-Za-z0-9._-]+)/g;
const TOKEN = /[A-Za-z0-9._-]+/g;

/**
 * A leg's reason from the rules (which name units by id, e.g. `Div gb-51div → Bde gb-152bde going
 * down: 2 h`) with every unit id replaced by the unit's short name: `51 Div → 152 Bde going down: 2 h`.
 * Words that are not unit ids are kept.
 */
export function readableReason(state: CampaignState, reason: string): string {
  const short = (id: string) => state.units[id]?.shortName;
  return reason
    .replace(ECHELON_THEN_ID, (all, id: string) => short(id) ?? all)
    .replace(TOKEN, (tok) => (Object.hasOwn(state.units, tok) ? (short(tok) ?? tok) : tok));
}

/**
 * The marks of a list of receipts: one per unit above company, and per (sending HQ, style) one mark
 * for its companies and smaller sub-units, ranged from the first to the last arrival (a single one
 * keeps its own name). Receipts at the issuer itself (`fromId` null) are left to the order's issue marker.
 * `byTitle` names the order that overtook a receipt (`byOrderId`).
 */
export function receiptMarks(
  state: CampaignState,
  receipts: readonly (Receipt & { status?: OrderReceipt['status']; byOrderId?: string })[],
  keyPrefix: string,
  byTitle: ReadonlyMap<string, string> = new Map(),
): TimelineMark[] {
  const t = (min: number) => localTimeText(state.startLocal, min, state.clockMin);
  const marks: TimelineMark[] = [];
  const groups = new Map<string, typeof receipts[number][]>();
  for (const r of receipts) {
    if (r.fromId === null) continue;
    const unit = state.units[r.unitId];
    if (unit && SUMMARISED_ECHELONS.has(unit.echelon)) {
      const k = `${r.fromId}|${receiptStyle(r, state.clockMin)}`;
      const g = groups.get(k);
      if (g) g.push(r);
      else groups.set(k, [r]);
      continue;
    }
    marks.push(markOf(r, `${keyPrefix}:${r.unitId}`, nameOf(state, r.unitId), r.atMin, r.atMin));
  }
  for (const [k, g] of groups) {
    const first = g[0]!;
    if (g.length === 1) {
      marks.push(markOf(first, `${keyPrefix}:${first.unitId}`, nameOf(state, first.unitId), first.atMin, first.atMin));
      continue;
    }
    const atMin = Math.min(...g.map((r) => r.atMin));
    const untilMin = Math.max(...g.map((r) => r.atMin));
    const allCoys = g.every((r) => state.units[r.unitId]?.echelon === 'company');
    const name = `${g.length} ${allCoys ? 'companies' : 'sub-units'} of ${nameOf(state, first.fromId!)}`;
    marks.push(markOf(first, `${keyPrefix}:${k}`, name, atMin, untilMin));
  }
  return marks.sort((a, b) => a.atMin - b.atMin || a.key.localeCompare(b.key));

  function markOf(r: (typeof receipts)[number], key: string, name: string, atMin: number, untilMin: number): TimelineMark {
    const style = receiptStyle(r, state.clockMin);
    const when = atMin === untilMin ? t(atMin) : `${t(atMin)}–${t(untilMin)}`;
    const by = r.byOrderId !== undefined ? ` by ${byTitle.get(r.byOrderId) ?? r.byOrderId}` : '';
    const overtaken = style === 'replaced' || style === 'supersededOnArrival';
    const word = overtaken ? `${STYLE_WORD[style]}${by}` : STYLE_WORD[style];
    const mark: TimelineMark = { key, unitId: r.unitId, atMin, untilMin, style, title: `${name} — ${word} ${when} — ${readableReason(state, r.reason)}` };
    if (style === 'replaced') mark.tag = 'replaced';
    if (style === 'supersededOnArrival') mark.tag = 'superseded';
    return mark;
  }
}

/**
 * A message's row (an order or a report): the marker where it starts — `verb` `issued` / `sent`,
 * at `atMin` by `fromId`, drawn as `issued` — then its receipts' marks; the row spans to the last
 * mark (or `completeAtMin` when later).
 */
function messageRow(
  state: CampaignState,
  m: { kind: 'order' | 'report'; id: string; fromId: UnitId; atMin: number; verb: 'issued' | 'sent'; title: string; label: string; completeAtMin?: number; error?: string | undefined },
  receipts: Parameters<typeof receiptMarks>[1],
  byTitle?: ReadonlyMap<string, string>,
): TimelineRow {
  const key = `${m.kind}:${m.id}`;
  const start: TimelineMark = {
    key: `${key}:${m.verb}`,
    unitId: m.fromId,
    atMin: m.atMin,
    untilMin: m.atMin,
    style: 'issued',
    title: `${nameOf(state, m.fromId)} — ${m.verb} ${localTimeText(state.startLocal, m.atMin, state.clockMin)} — ${m.title}`,
  };
  const marks = [start, ...receiptMarks(state, receipts, key, byTitle)];
  const row: TimelineRow = {
    key,
    kind: m.kind,
    id: m.id,
    label: m.label,
    fromMin: m.atMin,
    toMin: Math.max(m.completeAtMin ?? m.atMin, ...marks.map((k) => k.untilMin)),
    marks,
  };
  if (m.error !== undefined) row.error = m.error;
  return row;
}

/** An order's row: its issue marker at `issuedAtMin` and its receipts' marks. */
export function orderRow(state: CampaignState, view: OrderView, byTitle: ReadonlyMap<string, string>): TimelineRow {
  const o = view.order;
  const label = view.superseded ? `${view.title} (superseded)` : view.title;
  const m = { kind: 'order', id: o.id, fromId: o.fromId, atMin: o.issuedAtMin, verb: 'issued', title: view.title, label, completeAtMin: view.completeAtMin, error: view.error } as const;
  return messageRow(state, m, view.receipts, byTitle);
}

/** A report's row: the "sent" marker at `sentAtMin` and its receipts' marks (in transit while after the clock). */
export function reportRow(state: CampaignState, view: ReportView): TimelineRow {
  const r = view.report;
  const m = { kind: 'report', id: r.id, fromId: r.fromId, atMin: r.sentAtMin, verb: 'sent', title: view.title, label: view.title, error: view.error } as const;
  return messageRow(state, m, view.receipts);
}

/** A task's row: a bar from `startMin` for `durationMin`, titled with the unit, the times and the note. */
export function taskRow(state: CampaignState, task: CampaignTask): TimelineRow {
  const endMin = task.startMin + task.durationMin;
  const t = (min: number) => localTimeText(state.startLocal, min, state.clockMin);
  const note = task.note.trim() ? ` — ${task.note.trim()}` : '';
  return {
    key: `task:${task.id}`,
    kind: 'task',
    id: task.id,
    label: `${task.task} — ${nameOf(state, task.unitId)}`,
    fromMin: task.startMin,
    toMin: endMin,
    marks: [],
    bar: { fromMin: task.startMin, toMin: endMin, title: `${nameOf(state, task.unitId)}: ${task.task}, ${t(task.startMin)}–${t(endMin)} (${durationText(task.durationMin)})${note}` },
  };
}

/**
 * A committed fire plan's row (still to fire, or fired): a bar from its first shoot to its last, and a
 * mark at each shoot minute — fired (effective) or still to come (in transit) — on its first battery.
 * Null for a plan with no shoots.
 */
export function firePlanRow(state: CampaignState, c: FireCommitment): TimelineRow | null {
  const plan = state.firePlans?.[c.planId];
  if (!plan) return null;
  const minutes = shootMinutes(state, plan, null);
  if (minutes.length === 0) return null;
  const t = (min: number) => localTimeText(state.startLocal, min, state.clockMin);
  const unitId = plan.serials[0]?.firerIds[0] ?? plan.lifts[0]?.firerIds[0] ?? '';
  const fired = (m: number) => c.firedThroughMin !== null && m <= c.firedThroughMin;
  const down = c.stoodDownAtMin !== undefined ? `, stood down ${t(c.stoodDownAtMin)}` : '';
  const from = minutes[0]!;
  const to = minutes.at(-1)!;
  return {
    key: `fireplan:${plan.id}`,
    kind: 'fireplan',
    id: plan.id,
    label: `${plan.title || '(untitled plan)'} (committed${down})`,
    fromMin: from,
    toMin: to,
    marks: minutes.map((m) => ({ key: `${plan.id}:${m}`, unitId, atMin: m, untilMin: m, style: fired(m) ? 'effective' : 'inTransit', title: `${plan.title || '(untitled plan)'}: shoots at ${t(m)} — ${fired(m) ? 'fired' : c.stoodDownAtMin !== undefined ? 'stood down' : 'to fire as the clock reaches them'}` })),
    bar: { fromMin: from, toMin: Math.max(to, from + 1), title: `Fire plan “${plan.title || '(untitled plan)'}” committed ${t(c.committedAtMin)}: shoots ${t(from)}–${t(to)}${down}` },
  };
}

/**
 * Every row that touches `window` (its span from first to last mark overlaps it; a row with an
 * error is always kept): orders by issue time, then reports written by hand by sending time, then
 * tasks by start, then committed fire plans.
 * `hidden` counts the rows left out.
 */
export function timelineRows(
  state: CampaignState,
  orders: readonly OrderView[],
  reports: readonly ReportView[],
  window: TimeWindow,
): { rows: TimelineRow[]; hidden: number } {
  const byTitle = new Map(orders.map((v) => [v.order.id, v.title]));
  const tasks = Object.values(state.tasks ?? {}).sort((a, b) => a.startMin - b.startMin || a.id.localeCompare(b.id));
  const all = [
    ...orders.map((v) => orderRow(state, v, byTitle)),
    // Automatic reports (hundreds at each situation report) are read in the Log and the Seats screen, not as rows.
    ...reports.filter((v) => v.report.auto !== true).sort((a, b) => a.report.sentAtMin - b.report.sentAtMin).map((v) => reportRow(state, v)),
    ...tasks.map((t) => taskRow(state, t)),
    ...Object.values(state.fireCommitments ?? {}).flatMap((c) => firePlanRow(state, c) ?? []),
  ];
  const rows = all.filter((r) => r.error !== undefined || (r.toMin >= window.fromMin && r.fromMin <= window.toMin));
  return { rows, hidden: all.length - rows.length };
}
