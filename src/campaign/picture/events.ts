/**
 * The picture events: a player's seat (`seat.saved` creates or replaces one, `seat.deleted`), the
 * automatic reports a desk action files (`reports.filed`: contact, situation and casualty reports,
 * `autoReports.ts`) and the umpire's decision on held ones (`reports.released`). Folded by
 * `applyPictureEvent`; a packet issued to a seat (`packet.issued`) and the orders and reports taken in
 * from a player's orders file (`orders.takenIn`), folded by `applyPacketEvent`. None moves stock.
 */
import { defineEvent, NO_LEDGER_ENTRIES } from '../model/eventDefinition.ts';
import { countsInWords } from '../model/words.ts';
import type { CampaignState, UnitId } from '../model/types.ts';
import { PICTURE_PAYLOADS } from './payloads.ts';
import { applyPacketEvent } from './packets.ts';
import { applyPictureEvent } from './seats.ts';

const nameOf = (state: CampaignState | null, id: UnitId) => state?.units[id]?.name ?? id;
const common = { version: 1, migrations: {}, apply: applyPictureEvent, ledger: NO_LEDGER_ENTRIES } as const;

const seatSaved = defineEvent({
  ...common,
  type: 'seat.saved',
  payload: PICTURE_PAYLOADS['seat.saved'],
  describe(event, state) {
    const s = event.payload.seat;
    const known = s.ownUnits === 'live' ? 'its own units live' : 'its own units as reported';
    return `saved the seat “${s.label}” for ${nameOf(state, s.hqId)} (${known})`;
  },
});

const seatDeleted = defineEvent({
  ...common,
  type: 'seat.deleted',
  payload: PICTURE_PAYLOADS['seat.deleted'],
  describe(event, state) {
    const s = state?.seats && Object.hasOwn(state.seats, event.payload.seatId) ? state.seats[event.payload.seatId] : undefined;
    return s ? `removed the seat “${s.label}”` : `removed seat ${event.payload.seatId}`;
  },
});

const reportsFiled = defineEvent({
  ...common,
  type: 'reports.filed',
  payload: PICTURE_PAYLOADS['reports.filed'],
  describe(event) {
    const rs = event.payload.reports;
    const count = (s: string) => rs.filter((r) => r.subject === s).length;
    const parts = [
      [count('contact'), 'contact'],
      [count('situation'), 'situation'],
      [count('casualties'), 'casualty'],
    ].filter(([n]) => (n as number) > 0).map(([n, what]) => `${n} ${what} report${n === 1 ? '' : 's'}`);
    const held = rs.some((r) => r.held === true) ? ', held for the umpire' : '';
    return `filed ${parts.join(', ')}${held}`;
  },
});

const reportsReleased = defineEvent({
  ...common,
  type: 'reports.released',
  payload: PICTURE_PAYLOADS['reports.released'],
  describe(event) {
    const n = (k: number) => `${k} held report${k === 1 ? '' : 's'}`;
    const { send, drop } = event.payload;
    return [send.length > 0 ? `sent ${n(send.length)}` : '', drop.length > 0 ? `dropped ${n(drop.length)}` : ''].filter(Boolean).join(' and ') || 'released no held report';
  },
});

const packetIssued = defineEvent({
  ...common,
  apply: applyPacketEvent,
  type: 'packet.issued',
  payload: PICTURE_PAYLOADS['packet.issued'],
  describe(event, state) {
    const p = event.payload.packet;
    const s = state?.seats && Object.hasOwn(state.seats, p.seatId) ? state.seats[p.seatId] : undefined;
    return `issued a packet to ${s ? `“${s.label}”` : nameOf(state, p.hqId)}`;
  },
});

const ordersTakenIn = defineEvent({
  ...common,
  apply: applyPacketEvent,
  type: 'orders.takenIn',
  payload: PICTURE_PAYLOADS['orders.takenIn'],
  describe(event, state) {
    const p = state?.packets && Object.hasOwn(state.packets, event.payload.packetId) ? state.packets[event.payload.packetId] : undefined;
    const s = p && state?.seats && Object.hasOwn(state.seats, p.seatId) ? state.seats[p.seatId] : undefined;
    const what = countsInWords([
      [event.payload.orders.length, 'order'],
      [event.payload.reports.length, 'report'],
    ]);
    return `took in ${what} from ${s ? `“${s.label}”` : p ? nameOf(state, p.hqId) : 'a player'}`;
  },
});

/** The picture event definitions, in the registry's order. */
export const PICTURE_EVENTS = [seatSaved, seatDeleted, reportsFiled, reportsReleased, packetIssued, ordersTakenIn] as const;
