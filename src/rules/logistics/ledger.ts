/**
 * The logistics ledger: CU, FU and POL per unit and echelon, built from entries
 * that each say when, why and by which event stock moved — and always balanced. For every account and
 * kind `held = initial + received + adjusted − issued − consumed − lost` and `held ≥ 0`; issues and
 * receipts come in pairs (`LedgerCause`), so across the ledger, per kind,
 * `Σ initial + Σ adjusted = Σ held + Σ consumed + Σ lost`. An append that would overdraw any account, or
 * is malformed, is refused whole (`LedgerError`), saying by how much.
 *
 * Cost: `append` is O(entries appended), `balance`/`totals` O(1), `history` O(the account's entries);
 * one typed accumulator per account and kind in a Map, no objects made per entry beyond the entries
 * themselves (the ledger keeps them by reference).
 */
import { STOCK_KINDS, type StockKind } from '../tables/nqmLogistics.ts';
import {
  checkEntry,
  isPartner,
  kindIndex,
  LedgerError,
  type LedgerEntry,
  type LedgerPoint,
  type LedgerSummaryRow,
  type LedgerTotals,
  type Overdraw,
} from './ledgerTypes.ts';

/** Running totals of one account and kind (or of a whole kind), with its entries and the held after each. */
class Tally {
  initial = 0;
  received = 0;
  issued = 0;
  consumed = 0;
  lost = 0;
  adjusted = 0;
  held = 0;

  /** Adds (`s` = 1) or takes back (`s` = −1) an entry's delta under its cause. */
  add(e: LedgerEntry, s: 1 | -1): void {
    const d = e.delta * s;
    switch (e.cause) {
      case 'initial': this.initial += d; break;
      case 'received': this.received += d; break;
      case 'issued': this.issued -= d; break;
      case 'consumed': this.consumed -= d; break;
      case 'lost': this.lost -= d; break;
      case 'adjusted': this.adjusted += d; break;
    }
    this.held += d;
  }

  totals(): LedgerTotals {
    return { initial: this.initial, received: this.received, issued: this.issued, consumed: this.consumed, lost: this.lost, adjusted: this.adjusted, held: this.held };
  }
}

class Account extends Tally {
  readonly entries: LedgerEntry[] = [];
  readonly heldAfter: number[] = [];
}

type Slots = [Account | undefined, Account | undefined, Account | undefined];

/** Options: `nameOf` turns an account id into the name an overdraw message shows (default: the id). */
export type LedgerOptions = { nameOf?: (accountId: string) => string };

/** The ledger. Build with `new Ledger(options)` then `append`, or `Ledger.rebuild(allEntries)`. */
export class Ledger {
  private readonly accounts = new Map<string, Slots>();
  private readonly all = [new Tally(), new Tally(), new Tally()] as const;
  private readonly log: LedgerEntry[] = [];
  private last = -1;
  private readonly nameOf: (accountId: string) => string;

  constructor(options: LedgerOptions = {}) {
    this.nameOf = options.nameOf ?? ((id) => id);
  }

  /**
   * A ledger holding `allEntries` appended in order, as one batch — equal to appending them in any
   * split into consecutive batches. Throws `LedgerError` as `append`.
   */
  static rebuild(allEntries: readonly LedgerEntry[], options: LedgerOptions = {}): Ledger {
    const ledger = new Ledger(options);
    ledger.append(allEntries);
    return ledger;
  }

  /**
   * Appends `entries` in order, all or nothing, O(entries). Throws `LedgerError`: `'malformed'` (a field
   * of the wrong type), `'sign'` (a delta of the wrong sign for its cause), `'unpaired'` (an `'issued'`
   * not followed by its `'received'`, or a `'received'` without one), `'order'` (a `seq` before the
   * ledger's last), `'overdraw'` (an entry taking an account below zero; `error.overdraw` says by how much).
   */
  append(entries: readonly LedgerEntry[]): void {
    const overdraw = this.run(entries, true);
    if (overdraw) throw new LedgerError(overdraw.message, 'overdraw', overdraw.index, overdraw);
  }

  /**
   * The first entry of `entries` that would take an account below zero if they were appended now (in
   * order, each on top of the ones before), or `null` when none would; the ledger is left unchanged.
   * Throws `LedgerError` for the other refusals of `append` met before any overdraw.
   */
  checkDraft(entries: readonly LedgerEntry[]): Overdraw | null {
    return this.run(entries, false);
  }

  /** Stock `accountId` holds of `kind` now (0 for an account never seen). */
  balance(accountId: string, kind: StockKind): number {
    return this.account(accountId, kind)?.held ?? 0;
  }

  /** `accountId`'s totals of `kind` (all zero for an account never seen). */
  totals(accountId: string, kind: StockKind): LedgerTotals {
    return (this.account(accountId, kind) ?? new Tally()).totals();
  }

  /** The whole ledger's totals of `kind`: issues and receipts equal, so `initial + adjusted = held + consumed + lost`. */
  grandTotals(kind: StockKind): LedgerTotals {
    const k = kindIndex(kind);
    if (k < 0) throw new RangeError(`grandTotals: kind must be one of ${STOCK_KINDS.join(', ')}, got ${JSON.stringify(kind)}`);
    return this.all[k as 0 | 1 | 2].totals();
  }

  /** `accountId`'s stock of `kind` after each of its entries, in ledger order (for charts); empty for an account never seen. */
  history(accountId: string, kind: StockKind): LedgerPoint[] {
    const a = this.account(accountId, kind);
    if (!a) return [];
    return a.entries.map((e, i) => {
      const p: LedgerPoint = { seq: e.seq, atMin: e.atMin, cause: e.cause, delta: e.delta, held: a.heldAfter[i]! };
      if (e.ref !== undefined) p.ref = e.ref;
      return p;
    });
  }

  /** Every account with at least one entry, in order of first appearance. */
  accountIds(): string[] {
    return [...this.accounts.keys()];
  }

  /** Every account and kind with entries, sorted by account id then kind (CU, FU, POL), with totals. */
  summary(): LedgerSummaryRow[] {
    const ids = this.accountIds().sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const rows: LedgerSummaryRow[] = [];
    for (const id of ids) {
      const slots = this.accounts.get(id)!;
      slots.forEach((a, k) => {
        if (a) rows.push({ accountId: id, kind: STOCK_KINDS[k]!, ...a.totals(), entries: a.entries.length });
      });
    }
    return rows;
  }

  /** Every entry, in ledger order. */
  entries(): readonly LedgerEntry[] {
    return this.log;
  }

  /** Number of entries. */
  get size(): number {
    return this.log.length;
  }

  /** The last entry's `seq` (−1 when empty): a later append may not go below it. */
  get lastSeq(): number {
    return this.last;
  }

  private account(accountId: string, kind: StockKind): Account | undefined {
    const k = kindIndex(kind);
    if (k < 0) throw new RangeError(`ledger: kind must be one of ${STOCK_KINDS.join(', ')}, got ${JSON.stringify(kind)}`);
    return this.accounts.get(accountId)?.[k as 0 | 1 | 2];
  }

  /** Applies `entries`; keeps them when `commit` and no overdraw, else takes them all back. */
  private run(entries: readonly LedgerEntry[], commit: boolean): Overdraw | null {
    if (!Array.isArray(entries)) throw new LedgerError(`ledger: expected an array of entries, got ${String(entries)}`, 'malformed', 0);
    const start = this.log.length;
    const lastBefore = this.last;
    let overdraw: Overdraw | null = null;
    try {
      for (let i = 0; i < entries.length; i++) {
        const e = entries[i]!;
        const k = checkEntry(e, i, this.last) as 0 | 1 | 2;
        if (e.cause === 'issued' && !isPartner(e, entries[i + 1])) {
          throw new LedgerError(`ledger entry ${i} (seq ${e.seq}): '${e.cause}' ${-e.delta} ${e.kind} from ${this.nameOf(e.accountId)} must be followed by its 'received' (same seq, atMin, kind, ref and amount, another account)`, 'unpaired', i);
        }
        if (e.cause === 'received' && (i === 0 || !isPartner(entries[i - 1]!, e))) {
          throw new LedgerError(`ledger entry ${i} (seq ${e.seq}): 'received' ${e.delta} ${e.kind} by ${this.nameOf(e.accountId)} has no 'issued' just before it`, 'unpaired', i);
        }
        let slots = this.accounts.get(e.accountId);
        if (!slots) this.accounts.set(e.accountId, (slots = [undefined, undefined, undefined]));
        const a = slots[k] ?? (slots[k] = new Account());
        if (e.delta < 0 && a.held + e.delta < 0) {
          overdraw = this.overdrawOf(e, i, a.held);
          if (a.entries.length === 0) this.forget(e.accountId, slots, k);
          break;
        }
        a.add(e, 1);
        a.entries.push(e);
        a.heldAfter.push(a.held);
        this.all[k].add(e, 1);
        this.log.push(e);
        this.last = e.seq;
      }
    } catch (err) {
      this.rollback(start, lastBefore);
      throw err;
    }
    if (overdraw !== null || !commit) this.rollback(start, lastBefore);
    return overdraw;
  }

  private overdrawOf(e: LedgerEntry, index: number, held: number): Overdraw {
    const asked = -e.delta;
    const shortfall = asked - held;
    const message = `${this.nameOf(e.accountId)} would have −${shortfall} ${e.kind}: holds ${held}, asked ${asked}`;
    return { index, seq: e.seq, accountId: e.accountId, kind: e.kind, cause: e.cause, held, asked, shortfall, message };
  }

  /** Takes back every entry after `start` (newest first); drops accounts and kinds left without entries. */
  private rollback(start: number, lastBefore: number): void {
    for (let i = this.log.length - 1; i >= start; i--) {
      const e = this.log[i]!;
      const k = kindIndex(e.kind) as 0 | 1 | 2;
      const slots = this.accounts.get(e.accountId)!;
      const a = slots[k]!;
      a.add(e, -1);
      a.entries.pop();
      a.heldAfter.pop();
      this.all[k].add(e, -1);
      if (a.entries.length === 0) this.forget(e.accountId, slots, k);
    }
    this.log.length = start;
    this.last = lastBefore;
  }

  /** Drops an empty slot, and the account when it has no slot left (it was new in this batch). */
  private forget(accountId: string, slots: Slots, k: 0 | 1 | 2): void {
    slots[k] = undefined;
    if (!slots[0] && !slots[1] && !slots[2]) this.accounts.delete(accountId);
  }
}
