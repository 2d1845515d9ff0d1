/**
 * Order and report timelines on a command net: when an order reaches each HQ on its way and each unit
 * that must act on it, which orders are superseded, and what is in transit at a given minute. Source:
 * `004_4c7ef6319257dc11.txt` §COMMAND, §CONTROL ("Changes to plan must suffer COMMAND REACTION TIME"),
 * §COMMAND REACTION TIMES; RULINGS.md §Not Quite Mechanized (a message's delay is the sum along the path).
 * All times are campaign minutes.
 */
import type { CommandLeg } from './command.ts';
import type { CommandNet } from './commandNet.ts';

/** Why a unit receives a message: an HQ on its way, the formation it is for, a unit under that formation, a unit the order names. */
export type ReceiptRole = 'path' | 'formation' | 'subordinate' | 'named';

/**
 * When a message reaches one unit: `atMin` campaign minute; `fromId` the HQ it came from (null at the
 * issuer, whose receipt is at the minute the order is issued); `legMin` that last leg's minutes; `reason` the leg's sentence.
 */
export type Receipt = { unitId: string; atMin: number; fromId: string | null; legMin: number; reason: string; role: ReceiptRole };

/**
 * A message and its receipts, one per unit (the earliest when a unit is reached twice). `toId` is the
 * formation an order is for, or a report's addressee; `completeAtMin` the latest receipt's minute.
 */
export type MessageTimeline = {
  id: string;
  kind: 'order' | 'report';
  fromId: string;
  toId: string;
  issuedAtMin: number;
  receipts: Receipt[];
  completeAtMin: number;
  /** How far down the order of battle the issuing HQ stands (0: a top formation): at one minute the higher HQ's order stands. */
  issuerDepth?: number;
};

/** An order to time: issued by `fromId`'s HQ at `issuedAtMin` for the formation `forId`; `namedIds` the units it names (allocations, HQ locations). */
export type TimelineOrder = {
  id: string;
  fromId: string;
  forId: string;
  issuedAtMin: number;
  namedIds?: readonly string[];
  /**
   * Units In Direct Support of the formation or of a unit under it (`supportsId`): each has the order when
   * the unit it supports does, and its own subordinates after it (004 §ORDER OF BATTLE: batteries IN
   * DIRECT SUPPORT with FOOs under command of the battalion; RULINGS.md: In Direct Support, no delay).
   */
  supportIds?: readonly { unitId: string; supportsId: string }[];
};

/** A report to time: sent by `fromId` at `sentAtMin` to `toId` (normally up the chain). */
export type TimelineReport = { id: string; fromId: string; toId: string; sentAtMin: number };

function checkMessage(what: string, id: unknown, atMin: unknown, atName: string): void {
  if (typeof id !== 'string' || id === '') throw new RangeError(`${what}.id: expected a non-empty string`);
  if (typeof atMin !== 'number' || !Number.isFinite(atMin)) throw new RangeError(`${what} "${id}": ${atName} must be a finite number of minutes, got ${String(atMin)}`);
}

/**
 * Receipts with at most one per unit, the earliest kept (ties: the first added). A block of a
 * formation's subordinates (`block`) is appended without look-ups: its receipts are found by their
 * place in `subordinates(forId)` instead of by the map.
 */
class Receipts {
  readonly list: Receipt[] = [];
  private readonly at = new Map<string, number>();
  private blockStart = -1;
  private blockOf: string | undefined;
  constructor(private readonly net: CommandNet) {}
  add(r: Receipt): void {
    if (this.blockOf !== undefined) {
      const j = this.net.subordinateIndex(this.blockOf, r.unitId);
      if (j >= 0) {
        if (r.atMin < this.list[this.blockStart + j]!.atMin) this.list[this.blockStart + j] = r;
        return;
      }
    }
    const i = this.at.get(r.unitId);
    if (i === undefined) {
      this.at.set(r.unitId, this.list.length);
      this.list.push(r);
    } else if (r.atMin < this.list[i]!.atMin) this.list[i] = r;
  }
  /** Every subordinate of `forId`, each at `forAtMin` + its delay from `forId`. */
  block(forId: string, forAtMin: number, fromId: string): void {
    const { legs, delaysMin } = this.net.subordinateLegs(forId);
    // The receipts so far can only meet the subtree when the issuer is under command of the formation.
    const meets = fromId !== forId && this.net.commands(forId, fromId);
    if (!meets) {
      this.blockStart = this.list.length;
      this.blockOf = forId;
    }
    for (let i = 0; i < legs.length; i++) {
      const l = legs[i]!;
      const r: Receipt = { unitId: l.toId, atMin: forAtMin + delaysMin[i]!, fromId: l.fromId, legMin: l.minutes, reason: l.reason, role: 'subordinate' };
      if (meets) this.add(r);
      else this.list.push(r);
    }
  }
  /** Every subordinate of `id` at `atMin` + its delay from `id`, each kept only when earlier than a receipt it already has. */
  subtree(id: string, atMin: number): void {
    const { legs, delaysMin } = this.net.subordinateLegs(id);
    for (let i = 0; i < legs.length; i++) {
      const l = legs[i]!;
      this.add({ unitId: l.toId, atMin: atMin + delaysMin[i]!, fromId: l.fromId, legMin: l.minutes, reason: l.reason, role: 'subordinate' });
    }
  }
  /** The receipt of `unitId` so far, or undefined. */
  find(unitId: string): Receipt | undefined {
    return this.list.find((r) => r.unitId === unitId);
  }
  /** Receipts along `legs` from the first leg's start at `startMin`; the last leg's unit gets `lastRole`, the others 'path'. Returns the arrival minute. */
  follow(legs: readonly CommandLeg[], startMin: number, lastRole: ReceiptRole): number {
    let t = startMin;
    for (let i = 0; i < legs.length; i++) {
      const l = legs[i]!;
      t += l.minutes;
      this.add({ unitId: l.toId, atMin: t, fromId: l.fromId, legMin: l.minutes, reason: l.reason, role: i === legs.length - 1 ? lastRole : 'path' });
    }
    return t;
  }
}

const finish = (kind: 'order' | 'report', id: string, fromId: string, toId: string, issuedAtMin: number, receipts: Receipt[]): MessageTimeline => {
  let completeAtMin = issuedAtMin;
  for (const r of receipts) if (r.atMin > completeAtMin) completeAtMin = r.atMin;
  return { id, kind, fromId, toId, issuedAtMin, receipts, completeAtMin };
};

/**
 * The timeline of an order (004 §CONTROL; RULINGS.md command reaction time), receipts in this order:
 * the issuer at `issuedAtMin` (fromId null, role 'path', or 'formation' when it issues to itself); each
 * HQ on the path `fromId` → `forId` (role 'path'), `forId` itself 'formation'; every subordinate of
 * `forId` in tree order, each at its parent's minute + its leg (role 'subordinate'); then each named
 * unit by the path from `fromId` (role 'named', the HQs on its way 'path'); then each unit In Direct
 * Support (`supportIds`) when the unit it supports has it (role 'named'), and its subordinates after it.
 * A unit reached twice keeps its earliest receipt. Throws `RangeError` prefixed `order "<id>": ` for a bad id or minute, unknown
 * units, or units with no common commander (the net's message).
 */
export function orderTimeline(net: CommandNet, order: TimelineOrder): MessageTimeline {
  checkMessage('order', order?.id, order?.issuedAtMin, 'issuedAtMin');
  const { id, fromId, forId, issuedAtMin } = order;
  const named = order.namedIds ?? [];
  if (!Array.isArray(named)) throw new RangeError(`order "${id}": namedIds must be an array of unit ids`);
  try {
    const out = new Receipts(net);
    out.add({ unitId: fromId, atMin: issuedAtMin, fromId: null, legMin: 0, reason: `issued by ${fromId}`, role: fromId === forId ? 'formation' : 'path' });
    out.block(forId, out.follow(net.path(fromId, forId), issuedAtMin, 'formation'), fromId);
    named.forEach((n, i) => {
      if (typeof n !== 'string' || !net.has(n)) throw new RangeError(`namedIds[${i}]: unknown unit id "${String(n)}"`);
      out.follow(net.path(fromId, n), issuedAtMin, 'named');
    });
    for (const [i, s] of (order.supportIds ?? []).entries()) {
      if (!net.has(s.unitId)) throw new RangeError(`supportIds[${i}]: unknown unit id "${s.unitId}"`);
      const supported = out.find(s.supportsId);
      if (!supported) continue; // the supported unit is not reached by this order
      const reason = `${s.unitId} is In Direct Support of ${s.supportsId}: it has the order when ${s.supportsId} does`;
      const had = out.find(s.unitId);
      if (!had || supported.atMin < had.atMin) out.add({ unitId: s.unitId, atMin: supported.atMin, fromId: s.supportsId, legMin: 0, reason, role: 'named' });
      out.subtree(s.unitId, out.find(s.unitId)!.atMin);
    }
    return { ...finish('order', id, fromId, forId, issuedAtMin, out.list), issuerDepth: net.depth(fromId) };
  } catch (e) {
    throw e instanceof RangeError ? new RangeError(`order "${id}": ${e.message}`) : e;
  }
}

/**
 * The timeline of a report (004 §COMMAND REACTION TIMES: reports travel with the same delays): the
 * sender at `sentAtMin` (fromId null, role 'path'), each HQ on the path 'path', the addressee
 * `toId` 'formation'. Throws `RangeError` prefixed `report "<id>": ` as `orderTimeline` does.
 */
export function reportTimeline(net: CommandNet, report: TimelineReport): MessageTimeline {
  checkMessage('report', report?.id, report?.sentAtMin, 'sentAtMin');
  const { id, fromId, toId, sentAtMin } = report;
  try {
    const out = new Receipts(net);
    out.add({ unitId: fromId, atMin: sentAtMin, fromId: null, legMin: 0, reason: `sent by ${fromId}`, role: fromId === toId ? 'formation' : 'path' });
    out.follow(net.path(fromId, toId), sentAtMin, 'formation');
    return finish('report', id, fromId, toId, sentAtMin, out.list);
  } catch (e) {
    throw e instanceof RangeError ? new RangeError(`report "${id}": ${e.message}`) : e;
  }
}

/** A receipt's status at a minute: not yet there, in force, overtaken by a newer order's arrival, or arrived after a newer one. */
export type ReceiptStatus = 'inTransit' | 'effective' | 'replaced' | 'supersededOnArrival';

/**
 * What becomes of one receipt, whatever the minute: 'effective' (never overtaken, or the issuer's own);
 * 'supersededOnArrival' by `byOrderId`, the newer order in force there when it arrives; 'replaced' by
 * `byOrderId` arriving at `atMin`.
 */
export type ReceiptFate =
  | { readonly kind: 'effective' }
  | { readonly kind: 'supersededOnArrival'; readonly byOrderId: string }
  | { readonly kind: 'replaced'; readonly byOrderId: string; readonly atMin: number };

/**
 * True when order `a` stands over `b`: issued later; at the same minute, issued by the higher HQ
 * (`issuerDepth` smaller: a division's order stands over a brigade's of the same minute, the chain of
 * command being what it is — docs/RULINGS.md §Orders of the same minute); at the same minute and level,
 * the later id (numbers in ids compared as numbers: `ord-10` after `ord-9`).
 */
export function isNewerOrder(a: { id: string; issuedAtMin: number; issuerDepth?: number }, b: { id: string; issuedAtMin: number; issuerDepth?: number }): boolean {
  if (a.issuedAtMin !== b.issuedAtMin) return a.issuedAtMin > b.issuedAtMin;
  const da = a.issuerDepth ?? 0;
  const db = b.issuerDepth ?? 0;
  if (da !== db) return da < db;
  return compareOrderIds(a.id, b.id) > 0;
}

/**
 * Order ids in the order they were made: numbers inside compared as numbers (`ord-9` before
 * `ord-10`), then plain text order so two different ids never compare equal. Negative, zero or positive.
 */
export function compareOrderIds(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true }) || (a < b ? -1 : a > b ? 1 : 0);
}

const EFFECTIVE: ReceiptFate = Object.freeze({ kind: 'effective' });

/**
 * Supersession between orders (004 §CONTROL: changes to plan suffer CRT), unit by unit: `result[t][r]`
 * is the fate of `timelines[t].receipts[r]` (fates may be shared between receipts: do not mutate them).
 * At a unit, an order arriving when a newer order (see `isNewerOrder`) has already arrived (same minute
 * included) is superseded on arrival by the order in force there, the newest arrived; an order in force
 * is replaced when a newer order arrives (the earliest such arrival; at one minute, the newest order).
 * The issuer's own receipt (fromId null) is never superseded and supersedes nothing. Reports in
 * `timelines` are ignored. O(receipts · log orders per unit), flat typed arrays, no sorting per unit.
 */
export function supersession(timelines: readonly MessageTimeline[]): ReceiptFate[][] {
  const result = timelines.map((tl) => new Array<ReceiptFate>(tl.receipts.length).fill(EFFECTIVE));
  const newestFirst = timelines.map((_, i) => i).filter((i) => timelines[i]!.kind === 'order');
  newestFirst.sort((a, b) => (isNewerOrder(timelines[a]!, timelines[b]!) ? -1 : isNewerOrder(timelines[b]!, timelines[a]!) ? 1 : a - b));
  // One slot per receipt (the issuers' left out), numbered newest order first, in flat typed arrays.
  let total = 0;
  for (const t of newestFirst) total += timelines[t]!.receipts.length;
  const unitOf = new Int32Array(total);
  const tOf = new Int32Array(total);
  const rOf = new Int32Array(total);
  const atOf = new Float64Array(total);
  const unitIndex = new Map<string, number>();
  let n = 0;
  for (const t of newestFirst) {
    const rs = timelines[t]!.receipts;
    for (let r = 0; r < rs.length; r++) {
      const rc = rs[r]!;
      if (rc.fromId === null) continue;
      let u = unitIndex.get(rc.unitId);
      if (u === undefined) unitIndex.set(rc.unitId, (u = unitIndex.size));
      unitOf[n] = u;
      tOf[n] = t;
      rOf[n] = r;
      atOf[n++] = rc.atMin;
    }
  }
  // Group by unit; the counting sort keeps each unit's slots newest first.
  const units = unitIndex.size;
  const start = new Int32Array(units + 1);
  for (let i = 0; i < n; i++) start[unitOf[i]! + 1]! += 1;
  let widest = 0;
  for (let u = 0; u < units; u++) {
    widest = Math.max(widest, start[u + 1]!);
    start[u + 1]! += start[u]!;
  }
  const fill = start.slice(0, units);
  const order = new Int32Array(n);
  for (let i = 0; i < n; i++) order[fill[unitOf[i]!]!++] = i;
  // Newest first at each unit, keep the records of earliest arrival (strictly falling minutes): the
  // first record at or before a receipt's arrival is the order in force when it arrives (it is then
  // superseded on arrival); else the last record, the earliest newer arrival, replaces it.
  const supersededBy: ReceiptFate[] = new Array(timelines.length); // shared, one per order
  const recAt = new Float64Array(widest);
  const recSlot = new Int32Array(widest);
  for (let u = 0; u < units; u++) {
    let records = 0;
    for (let k = start[u]!; k < start[u + 1]!; k++) {
      const i = order[k]!;
      const at = atOf[i]!;
      if (records > 0 && recAt[records - 1]! <= at) {
        let lo = 0;
        let hi = records - 1;
        while (lo < hi) {
          const mid = (lo + hi) >> 1;
          if (recAt[mid]! <= at) hi = mid;
          else lo = mid + 1;
        }
        const by = tOf[recSlot[lo]!]!;
        result[tOf[i]!]![rOf[i]!] = supersededBy[by] ??= Object.freeze({ kind: 'supersededOnArrival', byOrderId: timelines[by]!.id });
        continue;
      }
      if (records > 0) result[tOf[i]!]![rOf[i]!] = { kind: 'replaced', byOrderId: timelines[tOf[recSlot[records - 1]!]!]!.id, atMin: recAt[records - 1]! };
      recAt[records] = at;
      recSlot[records++] = i;
    }
  }
  return result;
}

/** A receipt's status at campaign minute `atMin` given its fate (`supersession`): 'inTransit' before it arrives. */
export function receiptStatusAt(receipt: Receipt, fate: ReceiptFate, atMin: number): { status: ReceiptStatus; byOrderId?: string } {
  if (atMin < receipt.atMin) return { status: 'inTransit' };
  if (fate.kind === 'supersededOnArrival') return { status: 'supersededOnArrival', byOrderId: fate.byOrderId };
  if (fate.kind === 'replaced' && atMin >= fate.atMin) return { status: 'replaced', byOrderId: fate.byOrderId };
  return { status: 'effective' };
}

/** One receipt still to come at a minute, with its message. */
export type TransitEntry = { timeline: MessageTimeline; receipt: Receipt };

/**
 * Every receipt of `timelines` in transit at campaign minute `atMin`: issued at or before `atMin` and
 * arriving after it (issuedAtMin ≤ atMin < receipt.atMin), sorted by arrival (ties: input order).
 * Throws `RangeError` when `atMin` is not a finite number.
 */
export function inTransit(timelines: readonly MessageTimeline[], atMin: number): TransitEntry[] {
  if (typeof atMin !== 'number' || !Number.isFinite(atMin)) throw new RangeError(`atMin: expected a finite number of minutes, got ${String(atMin)}`);
  const out: TransitEntry[] = [];
  for (const timeline of timelines) {
    if (timeline.issuedAtMin > atMin || timeline.completeAtMin <= atMin) continue;
    for (const receipt of timeline.receipts) if (receipt.atMin > atMin) out.push({ timeline, receipt });
  }
  return out.sort((a, b) => a.receipt.atMin - b.receipt.atMin);
}
