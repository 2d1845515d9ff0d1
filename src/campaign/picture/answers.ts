/**
 * What an order or report from a player's orders file must be to be taken in (NQM DESIGNER'S NOTES,
 * the PLUMPIRE set-up: a player acts only on what reached him): it answers a packet this campaign issued
 * to that seat, which still exists for that HQ; it is issued (sent) by the seat's HQ, not before the
 * minute of the seat's newest packet nor after the campaign clock; an order is for, allocates and places
 * only units under that HQ's command (allocating to units of its side); a report goes to an HQ above it
 * and gives only units under its command, as they are when it is sent, within their establishment. The
 * preview (`ordersFile.ts`) and the fold of `orders.takenIn` (`packets.ts`) ask the same questions here.
 */
import { subtreeOf } from '../command/commandEvents.ts';
import { clockText } from '../model/localTime.ts';
import type { IssuedPacket } from '../model/pictureTypes.ts';
import type { CampaignOrder, CampaignReport, CampaignState, UnitId } from '../model/types.ts';

/** How an order or report stands against what the campaign has taken in: `taken` with the minute it was. */
export type TakenState = { taken: false } | { taken: true; atMin: number; id: string };

/** The key of an order or report of packet `packetId` in `state.takenIn`. */
export function takenInKey(packetId: string, kind: 'order' | 'report', fileId: string): string {
  return `${packetId}/${kind}:${fileId}`;
}

/** Whether the order or report `fileId` of packet `packetId` was taken in already, and when. */
export function takenState(state: CampaignState, packetId: string, kind: 'order' | 'report', fileId: string): TakenState {
  const key = takenInKey(packetId, kind, fileId);
  const t = state.takenIn && Object.hasOwn(state.takenIn, key) ? state.takenIn[key]! : undefined;
  return t ? { taken: true, atMin: t.atMin, id: t.id } : { taken: false };
}

/** Everything wrong with `order` as an answer to `packet` taken in at `nowMin`, in the umpire's words ([] when none). */
export function orderAnswerProblems(state: CampaignState, packet: IssuedPacket, order: CampaignOrder, nowMin: number): string[] {
  const c = context(state, packet);
  if (typeof c === 'string') return [c];
  const out: string[] = [];
  if (order.fromId !== packet.hqId) out.push(`it is issued by ${c.nameOf(order.fromId)}, not by ${c.hqName}`);
  c.under(out, order.forId, 'it is for');
  order.allocations.forEach((a) => {
    c.under(out, a.unitId, 'it allocates');
    const to = state.units[a.toId];
    if (!to || to.side !== c.side) out.push(`it allocates a unit to ${c.nameOf(a.toId)}, which is not of its side`);
  });
  order.hqLocations.forEach((h) => c.under(out, h.unitId, 'it places the HQ of'));
  c.when(out, order.issuedAtMin, nowMin, 'it is issued at');
  return out;
}

/** Everything wrong with `report` as an answer to `packet` taken in at `nowMin`, in the umpire's words ([] when none). */
export function reportAnswerProblems(state: CampaignState, packet: IssuedPacket, report: CampaignReport, nowMin: number): string[] {
  const c = context(state, packet);
  if (typeof c === 'string') return [c];
  const out: string[] = [];
  if (report.fromId !== packet.hqId) out.push(`it is sent by ${c.nameOf(report.fromId)}, not by ${c.hqName}`);
  let above = false;
  for (let p = state.units[packet.hqId]?.parentId; p !== undefined && !above; p = state.units[p]?.parentId) above = p === report.toId;
  if (!above) out.push(`${c.nameOf(report.toId)} is not an HQ above ${c.hqName}`);
  (report.units ?? []).forEach((u) => {
    c.under(out, u.unitId, 'it gives the state of');
    const unit = state.units[u.unitId];
    if (u.madeAtMin !== undefined) out.push(`it dates the state of ${c.nameOf(u.unitId)} apart from its own minute: a report gives its units as they are when it is sent`);
    if (unit && u.bases > unit.establishmentBases) out.push(`it gives ${c.nameOf(u.unitId)} ${u.bases} bases, more than its establishment of ${unit.establishmentBases}`);
    if (u.injuredBases > u.bases) out.push(`it gives ${c.nameOf(u.unitId)} ${u.injuredBases} injured bases of ${u.bases}`);
  });
  if ((report.enemy ?? []).length > 0) out.push('it names enemy units: a player reports what he saw in words, the umpire records sightings');
  c.when(out, report.sentAtMin, nowMin, 'it is sent at');
  return out;
}

function context(state: CampaignState, packet: IssuedPacket) {
  const hq = state.units[packet.hqId];
  if (!hq) return `the campaign no longer has the HQ "${packet.hqId}" the packet was issued to`;
  const seat = state.seats && Object.hasOwn(state.seats, packet.seatId) ? state.seats[packet.seatId] : undefined;
  if (!seat || seat.hqId !== packet.hqId) return `the seat this packet was issued to is gone or now commands another HQ: its orders are no longer taken in`;
  // Not before the seat's newest packet issued by now: a player answering an older packet knows the newer one.
  const floorMin = Object.values(state.packets ?? {}).reduce((m, p) => (p.seatId === packet.seatId && p.atMin > m ? p.atMin : m), packet.atMin);
  const command = subtreeOf(state, hq.id);
  const nameOf = (uid: UnitId) => state.units[uid]?.name ?? `"${uid}"`;
  const time = (min: number) => clockText(state, min);
  return {
    hqName: hq.name,
    side: hq.side,
    nameOf,
    under(out: string[], uid: UnitId, what: string) {
      if (!command.has(uid)) out.push(`${what} ${nameOf(uid)}, which is not under the command of ${hq.name}`);
    },
    when(out: string[], min: number, nowMin: number, what: string) {
      if (min < floorMin) out.push(`${what} ${time(min)}, before the ${floorMin > packet.atMin ? "seat's newest " : ''}packet of ${time(floorMin)}: a player cannot act on what he did not yet know`);
      else if (min > nowMin) out.push(`${what} ${time(min)}, after the campaign clock (${time(nowMin)}): it cannot have been written yet`);
    },
  };
}
