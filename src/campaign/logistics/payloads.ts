/**
 * valibot schemas of the payloads of the logistics events (`events.ts`, all
 * version 1): `stock.set`, `stock.generated`, `stock.consumed`, `resupply.dispatched` (a `ResupplyRun`),
 * `dla.placed`, `casualties.collected`, `unit.reorganised`, `day.ended`, `vehicles.repaired`; and the
 * `Stocks` schema units may carry. Used by the event schema in `fileSchema.ts`. Strict objects, ids,
 * bounded whole numbers, enums, plain text; key order follows `model/types.ts` and
 * `EventPayloads` (the canonical order the store writes). The semantic checks (units that exist, the
 * chain of supply, overdraws, arrival times, dice that match the counts) are `applyEvent`'s. The
 * compile-time check at the end fails the type check if these schemas and the payload types drift apart.
 */
import * as v from 'valibot';
import type { PayloadsOf } from '../model/eventDefinition.ts';
import type { Exact } from '../model/schemaParts.ts';
import { MAX_MINUTE, PLANNING_LIMITS } from '../model/checks.ts';
import type { ResupplyRun } from '../model/types.ts';
import { CONSUMPTION_CAUSES, MAX_CONSUMED_HOURS } from './stockEvents.ts';
import { MAX_RUN_M } from './runs.ts';
import { STOCK_MAX } from './stocks.ts';
import { RESUPPLY_TRANSPORTS, STOCK_KINDS, type ResupplyTransport, type StockKind } from '../../rules/tables/nqmLogistics.ts';
import { between, got, id, lonLat, obj, oneOf, text, whole } from '../model/schemaParts.ts';

const amount = (what: string) => whole(what, 0, STOCK_MAX);
const side = oneOf('side', ['blue', 'red'] as const);
const reason = text(PLANNING_LIMITS.label);

/** `Partial<Stocks>`: some of CU, FU, POL, each a whole number 0…`STOCK_MAX`. */
export const stocksSchema = obj({ CU: v.optional(amount('CU')), FU: v.optional(amount('FU')), POL: v.optional(amount('POL')) });

/** A `ResupplyRun`. */
export const resupplyRunSchema = obj({
  id,
  fromId: id,
  side,
  toId: id,
  stocks: stocksSchema,
  transport: oneOf('transport', RESUPPLY_TRANSPORTS as unknown as readonly [ResupplyTransport, ...ResupplyTransport[]]),
  departMin: whole('departMin', 0, MAX_MINUTE),
  arriveMin: whole('arriveMin', 0, MAX_MINUTE),
  distanceM: between('distanceM', 0, MAX_RUN_M),
  deRosaDie: v.optional(whole('deRosaDie', 1, 10)),
  arrived: v.boolean(got('true or false')),
});

const die6 = v.nullable(whole('die', 1, 6));

/** Payloads keyed by event type. */
export const LOGISTICS_PAYLOADS = {
  'stock.set': obj({ unitId: id, stocks: stocksSchema, reason }),
  'stock.generated': obj({ unitId: id, side, stocks: stocksSchema, reason }),
  'stock.consumed': obj({
    unitId: id,
    kind: oneOf('kind of stock', STOCK_KINDS as unknown as readonly [StockKind, ...StockKind[]]),
    amount: whole('amount', 1, STOCK_MAX),
    cause: oneOf('cause', CONSUMPTION_CAUSES),
    hours: v.optional(whole('hours', 1, MAX_CONSUMED_HOURS)),
    note: reason,
  }),
  'resupply.dispatched': obj({ run: resupplyRunSchema }),
  'dla.placed': obj({ side, pos: lonLat, ref: text(PLANNING_LIMITS.ref) }),
  'casualties.collected': obj({ unitId: id }),
  'unit.reorganised': obj({ unitId: id, die: die6 }),
  'day.ended': obj({
    dice: v.pipe(
      v.record(id, die6, got('an object of dice by medical post')),
      v.check((d) => Object.keys(d).length <= PLANNING_LIMITS.list * 10, `has more than ${PLANNING_LIMITS.list * 10} medical posts`),
    ),
  }),
  'vehicles.repaired': obj({ unitId: id }),
} as const;

// Compile-time: the record schemas' outputs are exactly the model's types (fails `tsc` on drift).
const sameRecords: [Exact<v.InferOutput<typeof resupplyRunSchema>, ResupplyRun>] = [true];
void sameRecords;

/** The payload of each logistics event type. */
export type LogisticsPayloads = PayloadsOf<typeof LOGISTICS_PAYLOADS>;
