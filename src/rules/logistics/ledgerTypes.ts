/**
 * The logistics ledger's data: entries, causes and their signs, totals, history points, the overdraw
 * report and the ledger's error (`004_4c7ef6319257dc11.txt` §UNITS OF LOGISTICAL
 * ACCOUNTING for the stock kinds). The engine is `./ledger.ts`.
 */
import { STOCK_KINDS, type StockKind } from '../tables/nqmLogistics.ts';

/**
 * Why stock moved. Signs are enforced (`CAUSE_SIGN`):
 * - `'initial'` (delta ≥ 0): the holding an account starts with (order of battle, scenario);
 * - `'issued'` (delta ≤ 0): stock leaving an echelon (or a carrier) for another account; always written as
 *   a pair with that account's `'received'` (delta ≥ 0, the same amount), the two adjacent in one append,
 *   with the same `seq`, `atMin`, `kind` and `ref` — so issues and receipts cancel across the ledger;
 * - `'consumed'` (delta ≤ 0): used — CUs fired in a firefight, FUs in a shoot, POL in movement;
 * - `'lost'` (delta ≤ 0): destroyed or captured with the unit;
 * - `'adjusted'` (either sign): stock entering or leaving the campaign otherwise — BN LOG or the DLA
 *   generating supply from the rear, or an umpire's correction.
 */
export type LedgerCause = 'initial' | 'issued' | 'received' | 'consumed' | 'lost' | 'adjusted';

/** Every cause, in the order of `LedgerTotals`. */
export const LEDGER_CAUSES: readonly LedgerCause[] = ['initial', 'issued', 'received', 'consumed', 'lost', 'adjusted'];

/** The sign each cause's delta must have: +1 (≥ 0), −1 (≤ 0), 0 (either). */
export const CAUSE_SIGN: Readonly<Record<LedgerCause, 1 | -1 | 0>> = { initial: 1, issued: -1, received: 1, consumed: -1, lost: -1, adjusted: 0 };

/**
 * One movement of stock. `seq`: the event-log sequence number of the event that caused it (whole, ≥ 0,
 * never decreasing along the ledger; several entries may share one); `atMin`: campaign minute (whole);
 * `accountId`: the unit or echelon holding the stock; `kind`: CU, FU or POL; `delta`: whole units, + in,
 * − out; `cause`: see `LedgerCause`; `ref`: what it belongs to (a resupply run, a fire plan serial…).
 * The ledger keeps the objects it is given: do not mutate them afterwards.
 */
export type LedgerEntry = {
  readonly seq: number;
  readonly atMin: number;
  readonly accountId: string;
  readonly kind: StockKind;
  readonly delta: number;
  readonly cause: LedgerCause;
  readonly ref?: string;
};

/**
 * An account's (or the whole ledger's) totals for one kind, in whole units; `issued`, `consumed` and
 * `lost` are amounts out (≥ 0), `adjusted` is net (signed). Always
 * `held = initial + received + adjusted − issued − consumed − lost`, and `held ≥ 0`.
 */
export type LedgerTotals = { initial: number; received: number; issued: number; consumed: number; lost: number; adjusted: number; held: number };

/** One point of an account's stock over time: the entry's `seq`, `atMin`, `cause`, `delta`, `ref`, and `held` after it. */
export type LedgerPoint = { seq: number; atMin: number; cause: LedgerCause; delta: number; held: number; ref?: string };

/** One account and kind with its totals and number of entries (`Ledger.summary`). */
export type LedgerSummaryRow = LedgerTotals & { accountId: string; kind: StockKind; entries: number };

/**
 * An entry that would take an account below zero: `index` in the draft, the entry's `seq`,
 * `accountId`, `kind`, `cause`; `held` before it, `asked` (its amount out), `shortfall` = asked − held;
 * `message` e.g. "A/1/6 Gordons would have −2 CU: holds 1, asked 3".
 */
export type Overdraw = {
  index: number;
  seq: number;
  accountId: string;
  kind: StockKind;
  cause: LedgerCause;
  held: number;
  asked: number;
  shortfall: number;
  message: string;
};

/** Why the ledger refused entries: a malformed entry, a wrong sign, an unpaired issue/receipt, a `seq` going back, or an overdraw. */
export type LedgerErrorReason = 'malformed' | 'sign' | 'unpaired' | 'order' | 'overdraw';

/** The ledger refused an append (nothing of it was applied): `index` of the entry in the batch, `reason`, and the `overdraw` when that is why. */
export class LedgerError extends RangeError {
  override name = 'LedgerError';
  constructor(
    message: string,
    readonly reason: LedgerErrorReason,
    readonly index: number,
    readonly overdraw: Overdraw | null = null,
  ) {
    super(message);
  }
}

/** Index of a stock kind in `STOCK_KINDS` (CU 0, FU 1, POL 2), or −1. */
export function kindIndex(kind: unknown): number {
  return kind === 'CU' ? 0 : kind === 'FU' ? 1 : kind === 'POL' ? 2 : -1;
}

const where = (e: Partial<LedgerEntry>, i: number) => `ledger entry ${i}${typeof e.seq === 'number' ? ` (seq ${e.seq})` : ''}`;

function bad(e: LedgerEntry, i: number, field: string, want: string, got: unknown): LedgerError {
  return new LedgerError(`${where(e, i)}: ${field} must be ${want}, got ${JSON.stringify(got)}`, 'malformed', i);
}

/**
 * Checks one entry's shape and sign and that its `seq` is not below `lastSeq`; returns the kind index.
 * Throws `LedgerError` (`'malformed'`, `'sign'`, `'order'`) naming the entry's index and field.
 */
export function checkEntry(e: LedgerEntry, i: number, lastSeq: number): number {
  if (typeof e !== 'object' || e === null) throw new LedgerError(`ledger entry ${i}: expected an entry object, got ${String(e)}`, 'malformed', i);
  if (!Number.isSafeInteger(e.seq) || e.seq < 0) throw bad(e, i, 'seq', 'a whole number ≥ 0', e.seq);
  if (!Number.isSafeInteger(e.atMin)) throw bad(e, i, 'atMin', 'a whole number of campaign minutes', e.atMin);
  if (typeof e.accountId !== 'string' || e.accountId === '') throw bad(e, i, 'accountId', 'a non-empty string', e.accountId);
  const k = kindIndex(e.kind);
  if (k < 0) throw bad(e, i, 'kind', `one of ${STOCK_KINDS.join(', ')}`, e.kind);
  if (!Number.isSafeInteger(e.delta)) throw bad(e, i, 'delta', 'a whole number of units', e.delta);
  if (typeof e.cause !== 'string' || !Object.hasOwn(CAUSE_SIGN, e.cause)) throw bad(e, i, 'cause', `one of ${LEDGER_CAUSES.join(', ')}`, e.cause);
  const sign = CAUSE_SIGN[e.cause];
  if (e.ref !== undefined && typeof e.ref !== 'string') throw bad(e, i, 'ref', 'a string when given', e.ref);
  if (sign * e.delta < 0) throw new LedgerError(`${where(e, i)}: delta must be ${sign > 0 ? '≥ 0' : '≤ 0'} for '${e.cause}', got ${e.delta}`, 'sign', i);
  if (e.seq < lastSeq) throw new LedgerError(`${where(e, i)}: seq ${e.seq} is before the ledger's last seq ${lastSeq}`, 'order', i);
  return k;
}

/** Whether `r` is the `'received'` half of the `'issued'` entry `e` (see `LedgerCause`). */
export function isPartner(e: LedgerEntry, r: LedgerEntry | undefined): boolean {
  return (
    r !== undefined && r !== null && r.cause === 'received' && r.delta === -e.delta && r.kind === e.kind && r.seq === e.seq &&
    r.atMin === e.atMin && r.ref === e.ref && r.accountId !== e.accountId
  );
}

/** A fresh zero `LedgerTotals`. */
export function zeroTotals(): LedgerTotals {
  return { initial: 0, received: 0, issued: 0, consumed: 0, lost: 0, adjusted: 0, held: 0 };
}
