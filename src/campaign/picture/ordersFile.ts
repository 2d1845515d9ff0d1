/**
 * A player's orders file (`*.orders.json`): the orders and reports a player wrote in player mode from a
 * packet, sent back to the umpire. It names the packet it answers (`packetId`, `seatId`); the umpire's
 * desk takes nothing else from the file on trust — the seat, its HQ and the packet's minute are the
 * campaign's own record of that packet (`packet.issued`). Each order and report is checked as an answer
 * to it (`answers.ts`), previewed with its arrival times down (orders) or up (reports) the chain, with
 * the NQM command reaction times (004 §COMMAND REACTION TIMES), and taken in once (`orders.takenIn`).
 */
import * as v from 'valibot';
import { commandNetOf, orderViews } from '../command/commandState.ts';
import { readJsonFile } from '../model/jsonFile.ts';
import type { IssuedPacket } from '../model/pictureTypes.ts';
import { id, list, obj, text, whole, type FileIssue } from '../model/schemaParts.ts';
import type { CampaignOrder, CampaignReport, CampaignState, UnitId } from '../model/types.ts';
import { orderSchema, reportSchema } from '../orders/payloads.ts';
import { reportTimeline } from '../../rules/orderTimeline.ts';
import { frictionSeatOf, messengerFate, withFate } from '../command/messenger.ts';
import { orderAnswerProblems, reportAnswerProblems, takenState, type TakenState } from './answers.ts';
import { applyPacketEvent } from './packets.ts';
import { EventError } from '../model/eventError.ts';
import { checkOrder, checkReport } from '../orders/planningEvents.ts';
import { MAX_ORDERS_FILE_ITEMS, type PicturePayloads } from './payloads.ts';

/** The orders file's format tag. */
export const ORDERS_FILE_FORMAT = 'campaign-desk-orders';
/** The one orders file version this app reads and writes (2: it names the packet it answers). */
export const ORDERS_FILE_VERSION = 2;

/** What an orders file holds: the packet it answers, how the player's desk named the seat, and what the player wrote. */
export type OrdersFile = {
  packetId: string;
  seatId: string;
  seat: { hqId: UnitId; label: string };
  title: string;
  packetAtMin: number;
  orders: CampaignOrder[];
  reports: CampaignReport[];
};

const fileSchema = obj({
  format: v.string(),
  formatVersion: v.number(),
  packetId: id,
  seatId: id,
  seat: obj({ hqId: id, label: text(120, { nonEmpty: true }) }),
  title: text(200),
  packetAtMin: whole('packetAtMin', 0, 100_000_000),
  orders: list(orderSchema, MAX_ORDERS_FILE_ITEMS, 'orders'),
  reports: list(reportSchema, MAX_ORDERS_FILE_ITEMS, 'reports'),
});

const LIMITS = {
  kind: "player's orders file",
  maxChars: 8_000_000,
  counts: [
    { path: ['orders'], max: MAX_ORDERS_FILE_ITEMS, what: 'orders' },
    { path: ['reports'], max: MAX_ORDERS_FILE_ITEMS, what: 'reports' },
  ],
  tag: v.object({
    format: v.literal(ORDERS_FILE_FORMAT, (i) => `this is not a player's orders file (format ${i.received})`),
    formatVersion: v.literal(ORDERS_FILE_VERSION, (i) =>
      i.input === 1 ? 'this orders file answers a packet of an older Campaign Desk: issue the seat a new packet and ask for its orders again' : `this orders file is version ${i.received}; this app reads version ${ORDERS_FILE_VERSION}`,
    ),
  }),
};

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
 * The orders file `text` holds, checked as a file (size, JSON, hostile keys, counts before items, the
 * schema); nothing yet against a campaign (`previewOrdersFile`). Throws `OrdersFileError`.
 */
export function readOrdersFile(text: string): OrdersFile {
  const read = readJsonFile(text, fileSchema, LIMITS);
  if (read.issues) throw new OrdersFileError(read.issues);
  const { format: _f, formatVersion: _v, ...file } = read.output;
  return file;
}

/** One order or report of an orders file as the preview shows it. */
export type TakeInItem = {
  kind: 'order' | 'report';
  /** Its id in the player's file. */
  fileId: string;
  /** "Order 1 (for 152nd Brigade)", "Report 2 (to 51st (Highland) Division)". */
  label: string;
  /** When it was issued (an order) or sent (a report), campaign minutes. */
  atMin: number;
  /** Why it cannot be taken in ([]: it can). */
  problems: string[];
  /** Whether it was taken in already (then it is skipped). */
  taken: TakenState;
  /** Who it reaches and when, in order of arrival (empty for one refused or already taken in). */
  arrivals: { unitId: UnitId; atMin: number }[];
  /** The order or report as it would be written (its id free in the campaign). */
  record: CampaignOrder | CampaignReport;
};

/**
 * What taking in `file` at `nowMin` would do: the packet it answers (the campaign's record), the seat's
 * label (the campaign's own name for it), each order and report with its problems, whether it was taken
 * in already, and its arrivals; `payload` the `orders.takenIn` to write (null when any item has a problem
 * or every one was taken in already). Throws `OrdersFileError` when the file answers no packet this
 * campaign issued to that seat.
 */
export function previewOrdersFile(
  state: CampaignState,
  file: OrdersFile,
  nowMin: number,
): { packet: IssuedPacket; seatLabel: string; items: TakeInItem[]; payload: PicturePayloads['orders.takenIn'] | null } {
  const packet = state.packets && Object.hasOwn(state.packets, file.packetId) ? state.packets[file.packetId]! : undefined;
  if (!packet) throw new OrdersFileError([{ path: 'packetId', message: 'this campaign issued no such packet: the file answers a packet of another campaign, or one never issued' }]);
  const seat = state.seats && Object.hasOwn(state.seats, packet.seatId) ? state.seats[packet.seatId]! : undefined;
  const seatLabel = seat?.label ?? state.units[packet.hqId]?.name ?? packet.hqId;
  if (file.seatId !== packet.seatId || file.seat.hqId !== packet.hqId) {
    throw new OrdersFileError([{ path: 'seatId', message: `the packet it names was issued to “${seatLabel}”, but the file claims another seat` }]);
  }
  const nameOf = (uid: UnitId) => state.units[uid]?.name ?? `"${uid}"`;
  // The messengers of a seat on the message's way (friction set by the umpire): the fate of each, never what the file claims.
  const fateOf = (messageId: string, lowId: UnitId, highId: UnitId) => {
    const on = frictionSeatOf(state, lowId, highId);
    const fate = on?.friction ? messengerFate(on.friction, messageId) : null;
    return fate ? { messenger: fate } : {};
  };
  const taken = new Set([...Object.keys(state.orders ?? {}), ...Object.keys(state.reports ?? {})]);
  const fresh = (rid: string) => {
    let out = rid;
    for (let n = 2; taken.has(out); n++) out = `${rid}-${n}`;
    taken.add(out);
    return out;
  };
  // What the folds would refuse, and an id the file gives twice, are problems of the item, never a throw.
  const firstOf = new Map<string, string>();
  const problemsOf = (kind: 'order' | 'report', fileId: string, label: string, answer: string[], fold: () => unknown) => {
    const out = [...answer];
    const twice = firstOf.get(`${kind}:${fileId}`);
    if (twice !== undefined) out.push(`it has the id of ${twice}: each ${kind} is written once`);
    else firstOf.set(`${kind}:${fileId}`, label.replace(/ \(.*$/, ''));
    if (out.length === 0) {
      try {
        fold();
      } catch (e) {
        if (!(e instanceof EventError)) throw e;
        out.push(e.message);
      }
    }
    return out;
  };
  const items: TakeInItem[] = [
    ...file.orders.map((o, i): TakeInItem => {
      const { messenger: _claimed, ...written } = o;
      const record: CampaignOrder = { ...written, id: fresh(o.id), ...fateOf(`${packet.id}/order:${o.id}`, o.forId, o.fromId) };
      const label = `Order ${i + 1} (for ${nameOf(o.forId)})`;
      const problems = problemsOf('order', o.id, label, orderAnswerProblems(state, packet, o, nowMin), () => checkOrder(state, record));
      return { kind: 'order', fileId: o.id, label, atMin: o.issuedAtMin, problems, taken: takenState(state, packet.id, 'order', o.id), arrivals: [], record };
    }),
    ...file.reports.map((r, i): TakeInItem => {
      const record: CampaignReport = { id: fresh(r.id), fromId: r.fromId, toId: r.toId, sentAtMin: r.sentAtMin, subject: r.subject, text: r.text, ...(r.units ? { units: r.units } : {}), ...(r.enemy ? { enemy: r.enemy } : {}), ...fateOf(`${packet.id}/report:${r.id}`, r.fromId, r.toId) };
      const label = `Report ${i + 1} (to ${nameOf(r.toId)})`;
      const problems = problemsOf('report', r.id, label, reportAnswerProblems(state, packet, r, nowMin), () => checkReport(state, record));
      return { kind: 'report', fileId: r.id, label, atMin: r.sentAtMin, problems, taken: takenState(state, packet.id, 'report', r.id), arrivals: [], record };
    }),
  ];
  const fresher = items.filter((i) => !i.taken.taken);
  if (items.some((i) => i.problems.length > 0) || fresher.length === 0) return { packet, seatLabel, items, payload: null };
  const payload: PicturePayloads['orders.takenIn'] = {
    packetId: packet.id,
    orders: fresher.filter((i) => i.kind === 'order').map((i) => ({ fileId: i.fileId, order: i.record as CampaignOrder })),
    reports: fresher.filter((i) => i.kind === 'report').map((i) => ({ fileId: i.fileId, report: i.record as CampaignReport })),
  };
  // The arrivals are the fold's own: the state once they are taken in, read as every screen reads it.
  let after: CampaignState;
  try {
    after = applyPacketEvent(state, { seq: state.seq + 1, at: nowMin, type: 'orders.takenIn', v: 1, payload });
  } catch (e) {
    if (!(e instanceof EventError)) throw e;
    fresher[0]!.problems.push(e.message); // the checks above should have found it: refused, never thrown
    return { packet, seatLabel, items, payload: null };
  }
  const views = new Map(orderViews(after).map((view) => [view.order.id, view]));
  const net = commandNetOf(after);
  for (const item of fresher) {
    if (item.kind === 'order') {
      const receipts = views.get(item.record.id)?.receipts ?? [];
      item.arrivals = receipts.filter((r) => r.fromId !== null).map((r) => ({ unitId: r.unitId, atMin: r.atMin })).sort((a, b) => a.atMin - b.atMin);
    } else {
      try {
        item.arrivals = withFate(reportTimeline(net, item.record as CampaignReport), item.record.messenger).receipts.filter((r) => r.fromId !== null).map((r) => ({ unitId: r.unitId, atMin: r.atMin }));
      } catch {
        item.arrivals = []; // no way up the chain: it reaches no one (the preview says so)
      }
    }
  }
  return { packet, seatLabel, items, payload };
}

/** One orders file of several as the preview shows it: its preview, or why it cannot be taken in at all. */
export type FilePreview = ({ ok: true } & ReturnType<typeof previewOrdersFile>) | { ok: false; issues: FileIssue[] };

/**
 * The previews of several orders files taken in together at `nowMin`, in order: each file is previewed
 * on the campaign as the files before it would leave it, so the same file chosen twice (or two files
 * with the same order) shows the second copy as already taken in. A file that answers no packet of this
 * campaign is `ok: false` with its problems.
 */
export function previewOrdersFiles(state: CampaignState, files: readonly OrdersFile[], nowMin: number): FilePreview[] {
  let at = state;
  return files.map((file): FilePreview => {
    try {
      const preview = previewOrdersFile(at, file, nowMin);
      if (preview.payload) at = applyPacketEvent(at, { seq: at.seq + 1, at: nowMin, type: 'orders.takenIn', v: 1, payload: preview.payload });
      return { ok: true, ...preview };
    } catch (e) {
      if (e instanceof OrdersFileError) return { ok: false, issues: [...e.issues] };
      if (e instanceof EventError) return { ok: false, issues: [{ path: '(file)', message: e.message }] };
      throw e;
    }
  });
}
