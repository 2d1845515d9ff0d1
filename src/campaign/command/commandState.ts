/**
 * The campaign's command glue: its units as an NQM order of battle (`OobNode`s), the command net, and
 * the timelines of its orders and reports (004 §ORDER OF BATTLE, §COMMAND, §CONTROL, §COMMAND REACTION
 * TIMES; RULINGS.md §Not Quite Mechanized). Every function is memoised on the identity of
 * `state.units` (and `state.orders` / `state.reports`), so the UI may call them on every render.
 */
import { RecordMemo } from '../model/records.ts';
import { withFate } from './messenger.ts';
import type { OobNode } from '../../rules/command.ts';
import { buildCommandNet, supportFireAtMin, type CommandNet, type SupportFire } from '../../rules/commandNet.ts';
import {
  inTransit,
  orderTimeline,
  receiptStatusAt,
  reportTimeline,
  supersession,
  type MessageTimeline,
  type Receipt as RulesReceipt,
  type ReceiptFate,
  type ReceiptRole as RulesReceiptRole,
  type ReceiptStatus as RulesReceiptStatus,
} from '../../rules/orderTimeline.ts';
import { UNIT_TYPES } from '../../rules/tables/unitTypes.ts';
import type { CampaignOrder, CampaignReport, CampaignState, Unit, UnitId, UnitMobility } from '../model/types.ts';

/** Why a unit receives a message (see `orderTimeline`, `src/rules/orderTimeline.ts`). */
export type ReceiptRole = RulesReceiptRole;
/** When an order/report reaches one unit: `fromId` the HQ it came from (null at the issuer), `legMin` that leg's minutes, `reason` the leg's sentence. */
export type Receipt = RulesReceipt;
/** A receipt's status at a minute. */
export type ReceiptStatus = RulesReceiptStatus;
/** A receipt with its status at the view's minute; `byOrderId` the newer order that overtook it. */
export type OrderReceipt = Receipt & { status: ReceiptStatus; byOrderId?: string };
/**
 * One order with its timeline at `atMin`: issued → received at each HQ on its way → effective at each
 * unit. `superseded`: some receipt is 'replaced' or 'supersededOnArrival' by `atMin` (the receipts say
 * where). `error`: why there is no timeline (e.g. no common commander); `receipts` is then empty and
 * `completeAtMin` the minute it is issued.
 */
export type OrderView = { order: CampaignOrder; title: string; receipts: OrderReceipt[]; completeAtMin: number; superseded: boolean; error?: string };
/** One message not yet at a unit: sent by `fromUnitId` at `sentAtMin`, reaching `toUnitId` at `arrivesAtMin`. */
export type TransitRow = { kind: 'order' | 'report'; id: string; title: string; fromUnitId: UnitId; toUnitId: UnitId; sentAtMin: number; arrivesAtMin: number };
/** One report with its receipts (sender, each HQ on the way, the addressee); `error` as for orders; `held`: the umpire holds it back (no receipts). */
export type ReportView = { report: CampaignReport; title: string; receipts: Receipt[]; error?: string; held?: boolean };
/** When a supporter fires for a caller (`supportFireAtMin`). */
export type SupportAnswer = SupportFire;

/** Mobility for command reaction times from the unit type (tanks armoured, cavalry cavalry, guns horse-drawn, else foot). */
export function derivedMobility(unit: Pick<Unit, 'type'>): UnitMobility {
  const arm = UNIT_TYPES[unit.type]?.arm;
  if (arm === 'armour') return 'armoured';
  if (arm === 'cavalry') return 'cavalry';
  if (arm === 'fieldArtillery' || arm === 'heavyArtillery') return 'horseDrawn';
  return 'foot';
}

function oobNode(u: Unit): OobNode {
  const n: OobNode = { id: u.id, echelon: u.echelon, mobility: u.mobility ?? derivedMobility(u) };
  if (u.parentId !== undefined) n.parentId = u.parentId;
  if (u.radios !== undefined) n.radios = u.radios;
  if (u.veteran !== undefined) n.veteran = u.veteran;
  if (u.support !== undefined) n.support = { relation: u.support.relation, toId: u.support.toId };
  return n;
}

type UnitsMemo = { unitOrder: readonly UnitId[]; nodes: OobNode[]; net?: CommandNet };
const unitsMemo = new RecordMemo<UnitsMemo>();

function memoOf(state: CampaignState): UnitsMemo {
  let m = unitsMemo.get(state.units);
  if (!m || m.unitOrder !== state.unitOrder) {
    const ids = state.unitOrder.filter((id) => state.units[id] !== undefined);
    const listed = new Set(ids);
    for (const id of Object.keys(state.units)) if (!listed.has(id)) ids.push(id);
    m = { unitOrder: state.unitOrder, nodes: ids.map((id) => oobNode(state.units[id]!)) };
    unitsMemo.set(state.units, m);
  }
  return m;
}

/** Every unit of both sides as an `OobNode`, in ORBAT order (each side's top formations are separate trees). Memoised per `state.units`. */
export function oobNodesOf(state: CampaignState): OobNode[] {
  return memoOf(state).nodes;
}

/** The command net of `state`'s units, memoised per `state.units`. Throws `RangeError` (`buildCommandNet`) for a broken order of battle. */
export function commandNetOf(state: CampaignState): CommandNet {
  const m = memoOf(state);
  return (m.net ??= buildCommandNet(m.nodes));
}

const shortName = (state: CampaignState, id: UnitId) => state.units[id]?.shortName ?? id;
const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));
const REPORT_LABEL: Record<CampaignReport['subject'], string> = { contact: 'Contact report', casualties: 'Casualty return', situation: 'Situation report' };

/** An order's title, e.g. `51 Div → 152 Bde` (short names; the UI shows times itself). */
export function orderTitle(state: CampaignState, order: CampaignOrder): string {
  return `${shortName(state, order.fromId)} → ${shortName(state, order.forId)}`;
}

/** A report's title, e.g. `Contact report: 1/6 Gordons → 152 Bde`. */
export function reportTitle(state: CampaignState, report: CampaignReport): string {
  return `${REPORT_LABEL[report.subject] ?? 'Report'}: ${shortName(state, report.fromId)} → ${shortName(state, report.toId)}`;
}

/** The units an order names: its allocations (the unit allocated and the one it supports) and its HQ locations. */
function namedIdsOf(order: CampaignOrder): UnitId[] {
  const ids = new Set<UnitId>();
  for (const a of order.allocations ?? []) ids.add(a.unitId).add(a.toId);
  for (const h of order.hqLocations ?? []) ids.add(h.unitId);
  return [...ids];
}

/**
 * The units In Direct Support of `forId` or of a unit under it, with the unit each supports: an order for
 * the formation reaches them with it (004 §ORDER OF BATTLE).
 */
function directSupportOf(state: CampaignState, forId: UnitId): { unitId: UnitId; supportsId: UnitId }[] {
  let all = directSupportMemo.get(state.units);
  if (!all) {
    all = [];
    for (const id of state.unitOrder) {
      const s = state.units[id]?.support;
      if (s?.relation === 'inDirectSupport' && state.units[s.toId]) all.push({ unitId: id, supportsId: s.toId });
    }
    directSupportMemo.set(state.units, all);
  }
  if (all.length === 0) return all;
  const inside = (id: UnitId): boolean => {
    const seen = new Set<UnitId>();
    for (let u: UnitId | undefined = id; u !== undefined && !seen.has(u); u = state.units[u]?.parentId) {
      if (u === forId) return true;
      seen.add(u);
    }
    return false;
  };
  return all.filter((d) => inside(d.supportsId));
}

/** Every In Direct Support relation of an order of battle (few), per `state.units`. */
const directSupportMemo = new RecordMemo<{ unitId: UnitId; supportsId: UnitId }[]>();

type Timed<T> = { item: T; title: string; timeline?: MessageTimeline; error?: string };
type OrdersMemo = { units: object; orders: object | undefined; list: Timed<CampaignOrder>[]; fates: ReceiptFate[][]; lastAt?: number; lastViews?: OrderView[] };
type ReportsMemo = { units: object; reports: object | undefined; list: Timed<CampaignReport>[]; views: ReportView[] };
const ordersMemo = new RecordMemo<OrdersMemo>();
const reportsMemo = new RecordMemo<ReportsMemo>();

function timed<T>(state: CampaignState, items: T[], title: (t: T) => string, time: (net: CommandNet, t: T) => MessageTimeline): Timed<T>[] {
  let net: CommandNet | undefined;
  let netError: string | undefined;
  try {
    net = commandNetOf(state);
  } catch (e) {
    netError = `the order of battle is broken: ${messageOf(e)}`;
  }
  return items.map((item) => {
    if (!net) return { item, title: title(item), error: netError! };
    try {
      return { item, title: title(item), timeline: time(net, item) };
    } catch (e) {
      return { item, title: title(item), error: messageOf(e) };
    }
  });
}

function ordersOf(state: CampaignState): OrdersMemo {
  const m = ordersMemo.get(state.units, [state.orders]);
  if (m && m.orders === state.orders) return m;
  const orders = Object.values(state.orders ?? {}).sort((a, b) => a.issuedAtMin - b.issuedAtMin || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const list = timed(state, orders, (o) => orderTitle(state, o), (net, o) =>
    withFate(orderTimeline(net, { id: o.id, fromId: o.fromId, forId: o.forId, issuedAtMin: o.issuedAtMin, namedIds: namedIdsOf(o), supportIds: directSupportOf(state, o.forId) }), o.messenger),
  );
  const ok = list.filter((t) => t.timeline !== undefined);
  const fateList = supersession(ok.map((t) => t.timeline!));
  let k = 0;
  const fates = list.map((t) => (t.timeline ? fateList[k++]! : []));
  const memo: OrdersMemo = { units: state.units, orders: state.orders, list, fates };
  ordersMemo.set(state.units, memo, [state.orders]);
  return memo;
}

/**
 * Every order with its timeline and each receipt's status at `atMin` (default `state.clockMin`),
 * sorted by issue minute (ties by id). Never throws: an order whose timeline cannot be computed (or a
 * broken order of battle) gets `error` and no receipts. The same array is returned while the units,
 * the orders and `atMin` are unchanged.
 */
export function orderViews(state: CampaignState, atMin: number = state.clockMin): OrderView[] {
  const m = ordersOf(state);
  if (m.lastViews && m.lastAt === atMin) return m.lastViews;
  const views = m.list.map((t, i): OrderView => {
    if (!t.timeline) return { order: t.item, title: t.title, receipts: [], completeAtMin: t.item.issuedAtMin, superseded: false, error: t.error ?? 'no timeline' };
    let superseded = false;
    const receipts = t.timeline.receipts.map((r, j): OrderReceipt => {
      const s = receiptStatusAt(r, m.fates[i]![j]!, atMin);
      if (s.status === 'replaced' || s.status === 'supersededOnArrival') superseded = true;
      return s.byOrderId === undefined ? { ...r, status: s.status } : { ...r, status: s.status, byOrderId: s.byOrderId };
    });
    return { order: t.item, title: t.title, receipts, completeAtMin: t.timeline.completeAtMin, superseded };
  });
  m.lastAt = atMin;
  m.lastViews = views;
  return views;
}

function reportsOf(state: CampaignState): ReportsMemo {
  const m = reportsMemo.get(state.units, [state.reports]);
  if (m && m.reports === state.reports) return m;
  const reports = Object.values(state.reports ?? {}).sort((a, b) => a.sentAtMin - b.sentAtMin || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  // A report the umpire holds back goes nowhere: it has no timeline until it is sent.
  const list = timed(state, reports.filter((r) => r.held !== true), (r) => reportTitle(state, r), (net, r) => withFate(reportTimeline(net, r), r.messenger));
  const byId = new Map(list.map((t) => [t.item.id, t]));
  const views = reports.map((r): ReportView => {
    const t = byId.get(r.id);
    if (!t) return { report: r, title: reportTitle(state, r), receipts: [], held: true };
    return t.timeline ? { report: t.item, title: t.title, receipts: t.timeline.receipts } : { report: t.item, title: t.title, receipts: [], error: t.error ?? 'no timeline' };
  });
  const memo: ReportsMemo = { units: state.units, reports: state.reports, list, views };
  reportsMemo.set(state.units, memo, [state.reports]);
  return memo;
}

/** Every report with its receipts, sorted by the minute sent (ties by id). Never throws (see `orderViews`). */
export function reportViews(state: CampaignState): ReportView[] {
  return reportsOf(state).views;
}

/**
 * Every message in transit at `atMin` (default `state.clockMin`): one row per unit an order or report
 * has not reached yet though it was sent by `atMin` (`fromUnitId` the issuer), soonest arrival first.
 * Messages without a timeline are left out. Throws `RangeError` for an `atMin` that is not finite.
 */
export function inTransitAt(state: CampaignState, atMin: number = state.clockMin): TransitRow[] {
  const withTimeline = <T>(l: Timed<T>[]) => l.filter((t) => t.timeline !== undefined);
  const msgs = [...withTimeline(ordersOf(state).list), ...withTimeline(reportsOf(state).list)];
  const titleOf = new Map(msgs.map((t) => [t.timeline!, t.title]));
  return inTransit(msgs.map((t) => t.timeline!), atMin).map(({ timeline, receipt }) => ({
    kind: timeline.kind,
    id: timeline.id,
    title: titleOf.get(timeline)!,
    fromUnitId: timeline.fromId,
    toUnitId: receipt.unitId,
    sentAtMin: timeline.issuedAtMin,
    arrivesAtMin: receipt.atMin,
  }));
}

/**
 * What HQ `hqId` knows at `atMin`: every order and report that has reached it (or that it issued or
 * sent) by then, with the minute it did, oldest first. Messages without a timeline are left out.
 */
export function knownAt(state: CampaignState, hqId: UnitId, atMin: number): { orders: { orderId: string; receivedAtMin: number }[]; reports: { reportId: string; receivedAtMin: number }[] } {
  const at = <T>(l: Timed<T>[]) =>
    l.flatMap((t) => {
      const r = t.timeline?.receipts.find((x) => x.unitId === hqId);
      return r && r.atMin <= atMin ? [{ id: t.timeline!.id, receivedAtMin: r.atMin }] : [];
    }).sort((a, b) => a.receivedAtMin - b.receivedAtMin);
  return {
    orders: at(ordersOf(state).list).map((x) => ({ orderId: x.id, receivedAtMin: x.receivedAtMin })),
    reports: at(reportsOf(state).list).map((x) => ({ reportId: x.id, receivedAtMin: x.receivedAtMin })),
  };
}

/**
 * When `supporterId` fires for `callerId`, asked at `askedAtMin` (`supportFireAtMin`: In Direct Support
 * the hour asked, In Support the next hour, else by the command chain). Throws `RangeError` for unknown
 * units, a broken order of battle, or units with no common commander.
 */
export function supportFire(state: CampaignState, callerId: UnitId, supporterId: UnitId, askedAtMin: number): SupportAnswer {
  return supportFireAtMin(commandNetOf(state), callerId, supporterId, askedAtMin);
}
