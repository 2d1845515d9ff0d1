/**
 * A player's orders file (`*.orders.json`): the orders and reports a player wrote in player mode from
 * a packet, sent back to the umpire. The umpire's desk checks each against the campaign — issued by the
 * seat's HQ, to units under its command, not dated before the packet's minute — and writes them into
 * the log at their stated times, from where they travel down (orders) or up (reports) the chain with the
 * NQM command reaction times (004 §COMMAND REACTION TIMES). A file with any problem changes nothing.
 */
import * as v from 'valibot';
import { subtreeOf } from '../command/commandEvents.ts';
import { clockText } from '../model/localTime.ts';
import { id, list, obj, readJsonFile, text, whole, type FileIssue } from '../model/schemaParts.ts';
import type { CampaignOrder, CampaignReport, CampaignState, UnitId } from '../model/types.ts';
import { orderSchema, reportSchema } from '../orders/payloads.ts';

/** The orders file's format tag and version. */
export const ORDERS_FILE_FORMAT = 'campaign-desk-orders';
/** The one orders file version this app reads and writes. */
export const ORDERS_FILE_VERSION = 1;

/** What an orders file holds: whose it is, the packet it answers (title, minute), and what the player wrote. */
export type OrdersFile = {
  seat: { hqId: UnitId; label: string };
  title: string;
  packetAtMin: number;
  orders: CampaignOrder[];
  reports: CampaignReport[];
};

const fileSchema = obj({
  format: v.literal(ORDERS_FILE_FORMAT, (i) => `this is not a player's orders file (format ${i.received})`),
  formatVersion: v.literal(ORDERS_FILE_VERSION, (i) => `this orders file is version ${i.received}; this app reads version ${ORDERS_FILE_VERSION}`),
  seat: obj({ hqId: id, label: text(120, { nonEmpty: true }) }),
  title: text(200),
  packetAtMin: whole('packetAtMin', 0, 100_000_000),
  orders: list(orderSchema, 200, 'orders'),
  reports: list(reportSchema, 200, 'reports'),
});

/** An orders file that cannot be taken in: every problem, each with where it is and what is wrong, in the user's words. */
export class OrdersFileError extends Error {
  constructor(readonly issues: readonly FileIssue[]) {
    super(issues.map((i) => `${i.path}: ${i.message}`).join('; '));
    this.name = 'OrdersFileError';
  }
}

/** The orders file's text (two-space JSON, ending in a newline). */
export function ordersFileText(file: OrdersFile): string {
  return `${JSON.stringify({ format: ORDERS_FILE_FORMAT, formatVersion: ORDERS_FILE_VERSION, ...file }, null, 2)}\n`;
}

/** Whether `text` looks like an orders file (its format tag), before it is checked. */
export function isOrdersFileText(text: string): boolean {
  return /"format"\s*:\s*"campaign-desk-orders"/.test(text.slice(0, 200));
}

/**
 * The orders and reports of orders file `text`, checked against `state`, ready to write: orders as
 * `order.saved` payloads, reports as `report.sent`; an id the campaign already uses is given a new one
 * (`<id>-2` …). Throws `OrdersFileError` listing every problem (none is written): not JSON or not an
 * orders file; an HQ with no seat in the campaign; an order not issued by the seat's HQ, or for, allocating
 * or placing a unit not under its command (or allocating to a unit not of its side), or dated before the
 * packet's minute; a report not from the HQ, to an HQ not above it, giving the state of a unit not under
 * its command, or dated before the packet. Each problem is placed by the order or report it is in
 * ("Order 1 (for 152nd Brigade)").
 */
export function checkOrdersFile(state: CampaignState, text: string): { file: OrdersFile; orders: CampaignOrder[]; reports: CampaignReport[] } {
  const read = readJsonFile(text, fileSchema);
  if (read.issues) throw new OrdersFileError(read.issues);
  const { format: _f, formatVersion: _v, ...file } = read.output;
  const problems: { path: string; message: string }[] = [];
  const hq = state.units[file.seat.hqId];
  const seated = Object.values(state.seats ?? {}).some((s) => s.hqId === file.seat.hqId);
  if (!hq || !seated) {
    throw new OrdersFileError([{ path: 'seat', message: `this campaign has no seat for ${hq?.name ?? `"${file.seat.hqId}"`} (the file is from “${file.seat.label}”)` }]);
  }
  const command = subtreeOf(state, hq.id);
  const nameOf = (uid: UnitId) => state.units[uid]?.name ?? `"${uid}"`;
  const time = (min: number) => clockText(state, min);
  // Each problem is placed by the order or report it is in, as the player numbered them, in words.
  const under = (uid: UnitId, where: string, what: string) => {
    if (!command.has(uid)) problems.push({ path: where, message: `${what} ${nameOf(uid)}, which is not under the command of ${hq.name}` });
  };
  const notBefore = (min: number, where: string, what: string) => {
    if (min < file.packetAtMin) problems.push({ path: where, message: `${what} ${time(min)}, before the packet of ${time(file.packetAtMin)}: a player cannot act on what he did not yet know` });
  };
  file.orders.forEach((o, i) => {
    const where = `Order ${i + 1} (for ${nameOf(o.forId)})`;
    if (o.fromId !== hq.id) problems.push({ path: where, message: `it is issued by ${nameOf(o.fromId)}, not by ${hq.name}` });
    under(o.forId, where, 'it is for');
    o.allocations.forEach((a) => {
      under(a.unitId, where, 'it allocates');
      if (!state.units[a.toId] || state.units[a.toId]!.side !== hq.side) problems.push({ path: where, message: `it allocates a unit to ${nameOf(a.toId)}, which is not of its side` });
    });
    o.hqLocations.forEach((h) => under(h.unitId, where, 'it places the HQ of'));
    notBefore(o.issuedAtMin, where, 'it is issued at');
  });
  file.reports.forEach((r, i) => {
    const where = `Report ${i + 1} (to ${nameOf(r.toId)})`;
    if (r.fromId !== hq.id) problems.push({ path: where, message: `it is sent by ${nameOf(r.fromId)}, not by ${hq.name}` });
    let above = false;
    for (let p = hq.parentId; p !== undefined && !above; p = state.units[p]?.parentId) above = p === r.toId;
    if (!above) problems.push({ path: where, message: `${nameOf(r.toId)} is not an HQ above ${hq.name}` });
    (r.units ?? []).forEach((u) => under(u.unitId, where, 'it gives the state of'));
    notBefore(r.sentAtMin, where, 'it is sent at');
  });
  if (problems.length > 0) throw new OrdersFileError(problems);
  const taken = new Set([...Object.keys(state.orders ?? {}), ...Object.keys(state.reports ?? {})]);
  const fresh = (rid: string) => {
    let out = rid;
    for (let n = 2; taken.has(out); n++) out = `${rid}-${n}`;
    taken.add(out);
    return out;
  };
  const orders = file.orders.map((o) => ({ ...o, id: fresh(o.id) }));
  const reports = file.reports.map((r) => {
    const out: CampaignReport = { id: fresh(r.id), fromId: r.fromId, toId: r.toId, sentAtMin: r.sentAtMin, subject: r.subject, text: r.text };
    if (r.units) out.units = r.units;
    return out;
  });
  return { file, orders, reports };
}
