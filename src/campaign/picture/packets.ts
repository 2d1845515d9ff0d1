/**
 * The fold of `packet.issued` (the umpire's desk records each packet it hands a seat: its id, the seat,
 * the seat's HQ and the picture's minute) and `orders.takenIn` (orders and reports from a player's
 * orders file written into the campaign, each answering a packet issued to that seat, each taken in
 * once: `answers.ts`). Throws `EventError` naming the path.
 */
import { hasKey, recordWith, stepState } from '../model/checks.ts';
import { copyRecord } from '../model/records.ts';
import { EventError } from '../model/eventError.ts';
import type { EventsOf } from '../model/eventDefinition.ts';
import type { IssuedPacket, TakenIn } from '../model/pictureTypes.ts';
import type { CampaignOrder, CampaignReport, CampaignState } from '../model/types.ts';
import { checkOrder, checkReport } from '../orders/planningEvents.ts';
import { orderAnswerProblems, reportAnswerProblems, takenInKey } from './answers.ts';
import type { PicturePayloads } from './payloads.ts';

type PacketEvent = Extract<EventsOf<PicturePayloads>, { type: 'packet.issued' | 'orders.takenIn' }>;

/** The fold of `packet.issued` and `orders.takenIn` (`state.seq` already checked). */
export function applyPacketEvent(state: CampaignState, event: PacketEvent): CampaignState {
  if (event.type === 'packet.issued') {
    const p = event.payload.packet;
    if (hasKey(state.packets, p.id)) throw new EventError(`the campaign already issued a packet "${p.id}"`, 'payload.packet.id');
    const seat = hasKey(state.seats, p.seatId) ? state.seats![p.seatId]! : undefined;
    if (!seat) throw new EventError(`the campaign has no seat "${p.seatId}"`, 'payload.packet.seatId');
    if (seat.hqId !== p.hqId) throw new EventError(`the seat “${seat.label}” is for another HQ than "${p.hqId}"`, 'payload.packet.hqId');
    if (p.atMin > event.at) throw new EventError(`a packet of minute ${p.atMin} cannot be issued at minute ${event.at}`, 'payload.packet.atMin');
    const packet: IssuedPacket = { id: p.id, seatId: p.seatId, hqId: p.hqId, atMin: p.atMin };
    return stepState(state, event, { packets: recordWith(state.packets, p.id, packet) });
  }
  const { packetId } = event.payload;
  const packet = hasKey(state.packets, packetId) ? state.packets![packetId]! : undefined;
  if (!packet) throw new EventError(`the campaign issued no packet "${packetId}"`, 'payload.packetId');
  if (event.payload.orders.length + event.payload.reports.length === 0) throw new EventError('there is no order and no report to take in', 'payload');
  const orders = copyRecord(state.orders ?? {}) as Record<string, CampaignOrder>;
  const reports = copyRecord(state.reports ?? {}) as Record<string, CampaignReport>;
  const takenIn = copyRecord(state.takenIn ?? {}) as Record<string, TakenIn>;
  const take = (kind: 'order' | 'report', fileId: string, id: string, path: string, problems: string[]) => {
    if (problems.length > 0) throw new EventError(problems.join('; '), path);
    const key = takenInKey(packetId, kind, fileId);
    if (Object.hasOwn(takenIn, key)) throw new EventError(`this ${kind} of the packet was already taken in`, `${path}.fileId`);
    takenIn[key] = { packetId, kind, fileId, id, atMin: event.at };
  };
  event.payload.orders.forEach(({ fileId, order }, i) => {
    const path = `payload.orders[${i}]`;
    if (Object.hasOwn(orders, order.id)) throw new EventError(`the campaign already has an order "${order.id}"`, `${path}.order.id`);
    const checked = checkOrder(state, order, `${path}.order`);
    take('order', fileId, order.id, path, orderAnswerProblems(state, packet, checked, event.at));
    orders[order.id] = checked;
  });
  event.payload.reports.forEach(({ fileId, report }, i) => {
    const path = `payload.reports[${i}]`;
    if (Object.hasOwn(reports, report.id)) throw new EventError(`the campaign already has a report "${report.id}"`, `${path}.report.id`);
    const checked = checkReport(state, report, `${path}.report`);
    take('report', fileId, report.id, path, reportAnswerProblems(state, packet, checked, event.at));
    reports[report.id] = checked;
  });
  return stepState(state, event, { orders, reports, takenIn });
}
