/**
 * What changed for a seat since its last packet (NQM DESIGNER'S NOTES, the PLUMPIRE set-up): the
 * reports and orders that reached its HQ since, the enemy marks new, moved or gone from its map, and
 * which of the seat's own orders the umpire took in and when they reach whom (004 §COMMAND REACTION
 * TIMES). Worked out at the umpire's desk from two pictures and the campaign's record of what it took in;
 * it names only what the new picture holds. Pure.
 */
import type { Minutes } from '../../rules/types.ts';
import { gridProjection } from '../../rules/projection.ts';
import { distributionOf } from '../orders/orderExport.ts';
import type { Seat } from '../model/pictureTypes.ts';
import type { CampaignState, UnitId } from '../model/types.ts';
import { pictureOf, type Picture } from './picture.ts';
import { SAME_ENEMY_M } from './sightings.ts';

/**
 * What changed since the seat's last packet (`sinceMin`, null: this is its first): ids of the reports
 * and orders of the new picture that reached the HQ since; enemy marks of the new picture that are new
 * or moved, and the names of those no longer on the map; and each order of the seat taken in since, with
 * the minute it was taken in and who it reaches when (units the picture names).
 */
export type PacketChanges = {
  sinceMin: Minutes | null;
  reports: string[];
  orders: string[];
  marks: { new: UnitId[]; moved: UnitId[]; gone: string[] };
  takenIn: { orderId: string; takenAtMin: Minutes; reaches: { unitId: UnitId; atMin: Minutes }[] }[];
};

/**
 * The changes `picture` (of `seat` at its minute) brings since the seat's newest packet issued before it
 * (`state.packets`). Throws `RangeError` as `pictureOf` does for a seat whose HQ is gone.
 */
export function packetChanges(state: CampaignState, seat: Seat, picture: Picture): PacketChanges {
  const mine = Object.values(state.packets ?? {}).filter((p) => p.seatId === seat.id && p.atMin <= picture.atMin);
  const last = mine.reduce<(typeof mine)[number] | null>((a, p) => (a === null || p.atMin > a.atMin ? p : a), null);
  const named = new Set(picture.units.map((u) => u.id));
  if (last === null) return { sinceMin: null, reports: [], orders: [], marks: { new: [], moved: [], gone: [] }, takenIn: [] };
  const since = last.atMin;
  const arrivedSince = (kind: 'order' | 'report', id: string) => (picture.received[`${kind}:${id}`] ?? -1) > since;
  const before = pictureOf(state, seat, since);
  const proj = gridProjection(state.grid);
  const marksOf = (p: Picture) =>
    p.units
      .filter((u) => p.info[u.id]?.status === 'enemy' && u.pos)
      .map((u) => ({ id: u.id, name: u.name, kind: `${u.type}/${u.echelon}/${p.info[u.id]!.identified === true}`, at: proj.toLocal(u.pos!), madeAtMin: p.info[u.id]!.madeAtMin ?? 0 }));
  const was = marksOf(before);
  const now = marksOf(picture);
  const match = (m: (typeof now)[number], others: typeof now) => others.find((o) => o.kind === m.kind && Math.hypot(o.at.eastingM - m.at.eastingM, o.at.northingM - m.at.northingM) <= SAME_ENEMY_M);
  const marks: PacketChanges['marks'] = { new: [], moved: [], gone: [] };
  for (const m of now) {
    const old = match(m, was);
    if (!old) marks.new.push(m.id);
    else if (old.at.eastingM !== m.at.eastingM || old.at.northingM !== m.at.northingM || old.madeAtMin !== m.madeAtMin) marks.moved.push(m.id);
  }
  for (const m of was) if (!match(m, now)) marks.gone.push(m.name);
  const packetsOfSeat = new Set(Object.values(state.packets ?? {}).filter((p) => p.seatId === seat.id).map((p) => p.id));
  const takenIn = Object.values(state.takenIn ?? {})
    // Taken in after the last packet: later than its minute, or answering it (or a later one) at its minute.
    .filter((t) => t.kind === 'order' && packetsOfSeat.has(t.packetId) && (t.atMin > since || (state.packets?.[t.packetId]?.atMin ?? -1) >= since) && t.atMin <= picture.atMin && state.orders?.[t.id])
    .sort((a, b) => a.atMin - b.atMin || (a.id < b.id ? -1 : 1))
    .map((t) => ({ orderId: t.id, takenAtMin: t.atMin, reaches: reachesAsSent(state, t.id).filter((r) => named.has(r.unitId)) }));
  return {
    sinceMin: since,
    reports: picture.reports.filter((r) => arrivedSince('report', r.id)).map((r) => r.id),
    orders: picture.orders.filter((o) => arrivedSince('order', o.id)).map((o) => o.id),
    marks,
    takenIn,
  };
}

/**
 * Who an order reaches when, as its sender expects it (the reaction times alone): what befell its
 * messenger is the umpire's to know, so a lost or delayed order reads as sent.
 */
function reachesAsSent(state: CampaignState, orderId: string): { unitId: UnitId; atMin: Minutes }[] {
  const order = state.orders![orderId]!;
  if (!order.messenger) return distributionOf(state, order);
  const { messenger: _fate, ...sent } = order;
  return distributionOf({ ...state, orders: { ...state.orders, [orderId]: sent } }, sent);
}
