/**
 * Builders of ledger entries for the common movements of stock: a transfer
 * from an echelon (or carrier) to a unit as its issued/received pair, and the losses of a unit destroyed
 * with its stock. The ledger itself is `./ledger.ts`.
 */
import { STOCK_KINDS, type StockKind } from '../tables/nqmLogistics.ts';
import type { Ledger } from './ledger.ts';
import type { LedgerEntry } from './ledgerTypes.ts';

/** A transfer: `amount` whole units of `kind` from account `from` to account `to`, by event `seq` at `atMin`, for `ref`. */
export type Transfer = { seq: number; atMin: number; from: string; to: string; kind: StockKind; amount: number; ref?: string };

/**
 * The `'issued'` / `'received'` pair of a transfer, in that order (append them together). E.g.
 * `{ from: '152 Bde', to: '5 BW', kind: 'CU', amount: 3 }` → `[152 Bde −3 issued, 5 BW +3 received]`.
 * Throws `RangeError` when `amount` is not a whole number > 0 or `from` equals `to`; the ledger checks the rest.
 */
export function transferEntries(t: Transfer): [LedgerEntry, LedgerEntry] {
  if (!Number.isSafeInteger(t.amount) || t.amount <= 0) throw new RangeError(`transferEntries: amount must be a whole number > 0, got ${String(t.amount)}`);
  if (t.from === t.to) throw new RangeError(`transferEntries: from and to are the same account ${JSON.stringify(t.from)}`);
  // Plain literals with one field order (no spreads): every entry shares one V8 hidden class, which
  // keeps the ledger's field reads fast (measured: the 50,000-event rebuild 567 → ~220 ms).
  const { seq, atMin, kind, ref } = t;
  if (ref === undefined) {
    return [
      { seq, atMin, accountId: t.from, kind, delta: -t.amount, cause: 'issued' },
      { seq, atMin, accountId: t.to, kind, delta: t.amount, cause: 'received' },
    ];
  }
  return [
    { seq, atMin, accountId: t.from, kind, delta: -t.amount, cause: 'issued', ref },
    { seq, atMin, accountId: t.to, kind, delta: t.amount, cause: 'received', ref },
  ];
}

/**
 * `'lost'` entries taking everything `accountId` holds in `ledger` (each kind it holds > 0 of, CU, FU, POL
 * order): a unit destroyed or captured with its stock, by event `seq` at `atMin`. Empty when it holds
 * nothing. The entries are not appended: the caller appends them with the rest of its event.
 */
export function lossEntries(ledger: Ledger, accountId: string, seq: number, atMin: number, ref?: string): LedgerEntry[] {
  const out: LedgerEntry[] = [];
  for (const kind of STOCK_KINDS) {
    const held = ledger.balance(accountId, kind);
    if (held > 0) out.push(ref === undefined ? { seq, atMin, accountId, kind, delta: -held, cause: 'lost' } : { seq, atMin, accountId, kind, delta: -held, cause: 'lost', ref });
  }
  return out;
}
