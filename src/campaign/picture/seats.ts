/**
 * The fold of the picture events (`applyEvent`, `../events.ts`): a player's seat saved or deleted,
 * and a batch of automatic reports filed. The payload has passed its schema (`payloads.ts`); the fold
 * checks it against the state: a seat's HQ exists and commands units, a filed report's units exist and
 * are of the right sides (`checkReport`, the same check as a hand-written report's), and its id is new.
 */
import { hasKey, recordWith, stepState, unitAt } from '../model/checks.ts';
import { copyRecord } from '../model/records.ts';
import { EventError } from '../model/eventError.ts';
import type { EventsOf } from '../model/eventDefinition.ts';
import type { CampaignReport, CampaignState } from '../model/types.ts';
import type { Seat } from '../model/pictureTypes.ts';
import { checkReport } from '../orders/planningEvents.ts';
import type { PicturePayloads } from './payloads.ts';

/**
 * The fold of `seat.saved`, `seat.deleted`, `reports.filed` and `reports.released` (held reports sent —
 * they travel from the minute they were made — or dropped; each must be held, named once). Throws
 * `EventError` naming the path (`state.seq` already checked).
 */
export function applyPictureEvent(state: CampaignState, event: Exclude<EventsOf<PicturePayloads>, { type: 'packet.issued' | 'orders.takenIn' }>): CampaignState {
  switch (event.type) {
    case 'seat.saved': {
      const seat = checkSeat(state, event.payload.seat);
      return stepState(state, event, { seats: recordWith(state.seats, seat.id, seat) });
    }
    case 'seat.deleted': {
      if (!hasKey(state.seats, event.payload.seatId)) throw new EventError(`the campaign has no seat "${event.payload.seatId}"`, 'payload.seatId');
      return stepState(state, event, { seats: recordWith(state.seats, event.payload.seatId, undefined) });
    }
    case 'reports.filed': {
      const reports = copyRecord(state.reports ?? {}) as Record<string, CampaignReport>;
      event.payload.reports.forEach((r, i) => {
        const path = `payload.reports[${i}]`;
        if (Object.hasOwn(reports, r.id)) throw new EventError(`the campaign already has a report "${r.id}"`, `${path}.id`);
        reports[r.id] = checkReport(state, r, path);
      });
      return stepState(state, event, { reports });
    }
    case 'reports.released': {
      const reports = copyRecord(state.reports ?? {}) as Record<string, CampaignReport>;
      const seen = new Set<string>();
      const held = (rid: string, path: string) => {
        const r = Object.hasOwn(reports, rid) ? reports[rid] : undefined;
        if (!r || r.held !== true) throw new EventError(`the campaign has no held report "${rid}"`, path);
        if (seen.has(rid)) throw new EventError(`report "${rid}" is named twice`, path);
        seen.add(rid);
        return r;
      };
      event.payload.send.forEach((rid, i) => {
        const { held: _held, ...sent } = held(rid, `payload.send[${i}]`);
        reports[rid] = sent;
      });
      event.payload.drop.forEach((rid, i) => {
        held(rid, `payload.drop[${i}]`);
        delete reports[rid];
      });
      return stepState(state, event, { reports });
    }
  }
}

/**
 * A copy of `seat` checked against the state: its HQ exists and has units under its command (a seat
 * commands something). Throws `EventError` at `payload.seat.hqId`.
 */
export function checkSeat(state: CampaignState, seat: Seat): Seat {
  const hq = unitAt(state, seat.hqId, 'payload.seat.hqId');
  if (!state.unitOrder.some((id) => state.units[id]?.parentId === hq.id)) {
    throw new EventError(`${hq.name} has no units under its command: a seat is an HQ`, 'payload.seat.hqId');
  }
  return { ...seat };
}
