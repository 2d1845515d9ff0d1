/**
 * valibot schemas of the payloads of the picture events: a player's seat saved or deleted
 * (`seat.saved`, `seat.deleted`), the automatic reports one desk action files (`reports.filed`) and the
 * umpire's decision on held reports (`reports.released`: which to send, which to drop), a packet issued
 * to a seat (`packet.issued`) and the orders and reports taken in from a player's orders file
 * (`orders.takenIn`: each with its id in the file).
 * Strict objects; the checks against the state (the HQ and the units exist, ids are new) are the
 * fold's (`seats.ts`).
 */
import * as v from 'valibot';
import type { PayloadsOf } from '../model/eventDefinition.ts';
import type { Seat } from '../model/pictureTypes.ts';
import { orderSchema, reportSchema } from '../orders/payloads.ts';
import { id, list, obj, oneOf, text, whole, type Exact } from '../model/schemaParts.ts';

/** The most reports one `reports.filed` carries (a corps' situation reports at one minute). */
export const MAX_FILED_REPORTS = 5_000;

/** The most orders, and the most reports, one orders file (and one `orders.takenIn`) carries. */
export const MAX_ORDERS_FILE_ITEMS = 200;

/** A `Seat`. */
export const seatSchema = obj({
  id,
  hqId: id,
  ownUnits: oneOf('how the seat knows its own units', ['live', 'reported'] as const),
  label: text(120, { nonEmpty: true }),
  friction: v.optional(
    obj({ lossPct: whole('lossPct', 0, 100), delayPct: whole('delayPct', 0, 100), delayMin: whole('delayMin', 0, 24 * 60), seed: whole('seed', 0, 2 ** 31 - 1) }),
  ),
});

/** The payload schemas of the picture events, by type. */
export const PICTURE_PAYLOADS = {
  'seat.saved': obj({ seat: seatSchema }),
  'seat.deleted': obj({ seatId: id }),
  'reports.filed': obj({ reports: list(reportSchema, MAX_FILED_REPORTS, 'reports') }),
  'reports.released': obj({ send: list(id, MAX_FILED_REPORTS, 'reports'), drop: list(id, MAX_FILED_REPORTS, 'reports') }),
  'packet.issued': obj({ packet: obj({ id, seatId: id, hqId: id, atMin: whole('atMin', 0, 100_000_000) }) }),
  'orders.takenIn': obj({
    packetId: id,
    orders: list(obj({ fileId: id, order: orderSchema }), MAX_ORDERS_FILE_ITEMS, 'orders'),
    reports: list(obj({ fileId: id, report: reportSchema }), MAX_ORDERS_FILE_ITEMS, 'reports'),
  }),
} as const;

// Compile-time: the seat schema's output is exactly the model's type.
const sameSeat: Exact<v.InferOutput<typeof seatSchema>, Seat> = true;
void sameSeat;

/** The payload of each picture event type. */
export type PicturePayloads = PayloadsOf<typeof PICTURE_PAYLOADS>;
