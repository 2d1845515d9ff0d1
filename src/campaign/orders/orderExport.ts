/**
 * Written orders as text (004_4c7ef6319257dc11.txt §COMMAND, §CONTROL): the lines of the NQM order
 * sheet — Aim, Objectives, Command structure, Allocation of support and logistic units, HQ
 * locations, Timings (and Notes) — used by the printed sheet, and the CSV export of every order
 * (RFC 4180, guarded against spreadsheet formula injection: `csv.ts`). Times are the scenario's local
 * wall-clock time (`localTime.ts`: calendar arithmetic on `startLocal` alone, no time zone, no clock).
 */
import type { LonLat, Minutes } from '../../rules/types.ts';
import { compareOrderIds } from '../../rules/orderTimeline.ts';
import { csvText } from '../model/csv.ts';
import { campaignClockIso, formatCampaignClock, localTextMinute, splitLocalText, wallMinute } from '../model/localTime.ts';
import { orderViews } from '../command/commandState.ts';
import type { CampaignOrder, CampaignState, CommandRelation, UnitId } from '../model/types.ts';

export { csvField } from '../model/csv.ts';

/**
 * Local wall-clock time `min` campaign minutes after `startLocal`, as `YYYY-MM-DDTHH:MM`
 * (`('1917-11-20T06:20', 100)` → `1917-11-20T08:00`): `campaignClockIso` (`localTime.ts`). Throws
 * `RangeError` for a malformed start or a minute that is not a whole number.
 */
export const localMinuteIso: (startLocal: string, min: Minutes) => string = campaignClockIso;

/** The same as the top bar's clock shows it, e.g. `Tue 20 Nov 1917 08:00`: `formatCampaignClock`. Errors as `localMinuteIso`. */
export const localMinuteText: (startLocal: string, min: Minutes) => string = formatCampaignClock;

/**
 * The campaign minute of a typed local date and time `YYYY-MM-DD HH:MM` (a `T` may stand for the
 * space; `splitLocalText(…, 'typed')`); negative before the start. Throws `RangeError` naming the
 * text when it is not a real date and time of that form, or when `startLocal` is malformed.
 */
export function minuteOfLocal(startLocal: string, local: string): Minutes {
  const start = localTextMinute(startLocal, 'start time');
  const fields = splitLocalText(local, 'typed');
  const at = fields && wallMinute(...fields);
  if (at === null) throw new RangeError(`"${local}" is not a date and time of the form YYYY-MM-DD HH:MM`);
  return at - start;
}

/** The sections of the NQM order sheet, in the sheet's order (004 §COMMAND: Aim, Objectives; §CONTROL: the rest). */
export type OrderSheetSection = 'aim' | 'objectives' | 'commandStructure' | 'allocations' | 'hqLocations' | 'timings' | 'notes' | 'distribution';

/** Every section in the sheet's order. */
export const ORDER_SECTIONS: readonly OrderSheetSection[] = ['aim', 'objectives', 'commandStructure', 'allocations', 'hqLocations', 'timings', 'notes', 'distribution'];

/** Each section's heading on the sheet and in the CSV. */
export const ORDER_SECTION_TITLES: Readonly<Record<OrderSheetSection, string>> = {
  aim: 'Aim',
  objectives: 'Objectives',
  commandStructure: 'Command structure',
  allocations: 'Allocation of support and logistic units',
  hqLocations: 'HQ locations',
  timings: 'Timings',
  notes: 'Notes',
  distribution: 'Distribution',
};

/** NQM relations in words (004 §ORDER OF BATTLE). */
export const RELATION_LABELS: Readonly<Record<CommandRelation, string>> = {
  underCommand: 'Under Command',
  inDirectSupport: 'In Direct Support',
  inSupport: 'In Support',
};

/**
 * One line of a sheet section: `item` counts from 1 within the section; `text` the line's words
 * (an objective's name — `Objective n` when unnamed —, an allocation as a sentence, an HQ's unit
 * name, a timing's label, or the aim / command structure / notes text whole, newlines kept); `ref`
 * the grid reference as typed ('' if none); `atMin` a timing's campaign minute and `time` its local
 * time text (null and '' otherwise); `unitIds` the units the line names; `pos` its WGS84 point
 * (objectives and HQ locations; else null).
 */
export type OrderSheetLine = {
  section: OrderSheetSection;
  item: number;
  text: string;
  ref: string;
  atMin: Minutes | null;
  time: string;
  unitIds: UnitId[];
  pos: LonLat | null;
};

/** A unit's name, or its id when the campaign has no such unit. */
export function unitName(state: Pick<CampaignState, 'units'>, id: UnitId): string {
  return state.units[id]?.name ?? id;
}

/** The sheet's heading fields: `forName`, `fromName` (unit names) and `issued` (local time text). Errors as `localMinuteText`. */
export function orderHeading(state: CampaignState, order: CampaignOrder): { forName: string; fromName: string; issued: string } {
  return { forName: unitName(state, order.forId), fromName: unitName(state, order.fromId), issued: localMinuteText(state.startLocal, order.issuedAtMin) };
}

/**
 * The lines of an order's sheet, section by section in `ORDER_SECTIONS` order; an empty section has
 * no line (the aim, command structure and notes only when not blank). Errors as `localMinuteText`.
 */
export function orderSheetLines(state: CampaignState, order: CampaignOrder): OrderSheetLine[] {
  const lines: OrderSheetLine[] = [];
  const add = (section: OrderSheetSection, item: number, text: string, more: Partial<OrderSheetLine> = {}) =>
    lines.push({ section, item, text, ref: '', atMin: null, time: '', unitIds: [], pos: null, ...more });
  if (order.aim.trim() !== '') add('aim', 1, order.aim);
  order.objectives.forEach((o, i) => add('objectives', i + 1, o.label.trim() || `Objective ${i + 1}`, { ref: o.ref, pos: o.pos }));
  if (order.commandStructure.trim() !== '') add('commandStructure', 1, order.commandStructure);
  order.allocations.forEach((a, i) =>
    add('allocations', i + 1, `${unitName(state, a.unitId)} ${RELATION_LABELS[a.relation]} of ${unitName(state, a.toId)}`, {
      unitIds: [a.unitId, a.toId],
    }),
  );
  order.hqLocations.forEach((h, i) => add('hqLocations', i + 1, unitName(state, h.unitId), { ref: h.ref, pos: h.pos, unitIds: [h.unitId] }));
  order.timings.forEach((t, i) => add('timings', i + 1, t.label, { atMin: t.atMin, time: localMinuteText(state.startLocal, t.atMin) }));
  if (order.notes.trim() !== '') add('notes', 1, order.notes);
  distributionOf(state, order).forEach((r, i) => add('distribution', i + 1, unitName(state, r.unitId), { atMin: r.atMin, time: localMinuteText(state.startLocal, r.atMin), unitIds: [r.unitId] }));
  return lines;
}

/**
 * Who receives a stored order and when (its command timeline, `orderViews`: each HQ and unit on the way
 * down, units named in it and units In Direct Support of the formation), in order of receipt; the
 * issuing HQ is left out. Empty for an order not in the campaign or whose timeline cannot be worked out.
 */
export function distributionOf(state: CampaignState, order: CampaignOrder): { unitId: UnitId; atMin: Minutes }[] {
  const view = orderViews(state).find((v) => v.order.id === order.id);
  if (!view) return [];
  return view.receipts
    .filter((r) => r.fromId !== null)
    .map((r) => ({ unitId: r.unitId, atMin: r.atMin }))
    .sort((a, b) => a.atMin - b.atMin);
}

/**
 * An order's reference as a sheet prints it: the issuing HQ's name and the order's number among that
 * HQ's orders in issue order (then id), e.g. `51st (Highland) Division Order No. 2` — the way a
 * formation numbers its operation orders, in place of the stored id. An order not in the campaign is
 * numbered as if it were added to it.
 */
export function orderReference(state: CampaignState, order: CampaignOrder): string {
  const same = ordersInIssueOrder(state).filter((o) => o.fromId === order.fromId && o.id !== order.id);
  const number = same.filter((o) => o.issuedAtMin < order.issuedAtMin || (o.issuedAtMin === order.issuedAtMin && compareOrderIds(o.id, order.id) < 0)).length + 1;
  return `${unitName(state, order.fromId)} Order No. ${number}`;
}

/** The CSV's header row, in column order. */
export const ORDERS_CSV_HEADER = ['Campaign', 'Order', 'For', 'Issued by', 'Issued at', 'Section', 'Item', 'Text', 'Grid reference', 'Time'] as const;

/** Orders in issue order (then id, `compareOrderIds`: the order they were made), as the export lists them. */
export function ordersInIssueOrder(state: CampaignState): CampaignOrder[] {
  return Object.values(state.orders ?? {}).sort((a, b) => a.issuedAtMin - b.issuedAtMin || compareOrderIds(a.id, b.id));
}

/**
 * Every order of the campaign as CSV text (RFC 4180): the header `ORDERS_CSV_HEADER`, then one row per
 * order × sheet line (`orderSheetLines`), orders by issue time then id; every row ends in CRLF.
 * Columns: the campaign's title, the order's reference (`orderReference`), formation's name, issuing HQ's name, issue time `YYYY-MM-DDTHH:MM` (local),
 * section title, item number, text, grid reference, a timing's local time `YYYY-MM-DDTHH:MM`. No orders: the header alone.
 * Errors as `localMinuteText`.
 */
export function ordersToCsv(state: CampaignState): string {
  const rows: string[][] = [[...ORDERS_CSV_HEADER]];
  for (const order of ordersInIssueOrder(state)) {
    const { forName, fromName } = orderHeading(state, order);
    const issued = localMinuteIso(state.startLocal, order.issuedAtMin);
    for (const l of orderSheetLines(state, order)) {
      const time = l.atMin === null ? '' : localMinuteIso(state.startLocal, l.atMin);
      rows.push([state.title, orderReference(state, order), forName, fromName, issued, ORDER_SECTION_TITLES[l.section], String(l.item), l.text, l.ref, time]);
    }
  }
  return csvText(rows);
}
