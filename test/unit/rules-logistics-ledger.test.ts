/**
 * The logistics ledger (src/rules/logistics/ledger.ts) on a worked example: exact
 * totals, grand totals, history, overdraw messages, refusals of malformed, wrongly signed, unpaired and
 * out-of-order entries (nothing of a refused append applied), transfer and loss builders, rebuild.
 * Properties over random entry sequences: `rules-logistics-ledger-properties.test.ts`.
 */
import { describe, expect, it } from 'vitest';
import {
  Ledger,
  LedgerError,
  lossEntries,
  transferEntries,
  type LedgerEntry,
  type StockKind,
} from '../../src/rules/index.ts';

const NAMES: Record<string, string> = { gordons: 'A/1/6 Gordons', bde: '152 Bde', bty: 'A Bty 23 Fd Regt' };
const named = () => new Ledger({ nameOf: (id) => NAMES[id] ?? id });
const e = (seq: number, atMin: number, accountId: string, kind: StockKind, delta: number, cause: LedgerEntry['cause'], ref?: string): LedgerEntry =>
  ref === undefined ? { seq, atMin, accountId, kind, delta, cause } : { seq, atMin, accountId, kind, delta, cause, ref };

/** 152 Bde holds 10 CU, 3 of them issued to the Gordons (who hold 1), they fire 2 hours × 2 companies, one is lost. */
function worked(): Ledger {
  const l = named();
  l.append([e(1, 0, 'bde', 'CU', 10, 'initial'), e(1, 0, 'gordons', 'CU', 1, 'initial'), e(1, 0, 'bty', 'FU', 4, 'initial')]);
  l.append(transferEntries({ seq: 2, atMin: 60, from: 'bde', to: 'gordons', kind: 'CU', amount: 3, ref: 'run 1' }));
  l.append([e(3, 180, 'gordons', 'CU', -4, 'consumed', 'firefight'), e(3, 180, 'bty', 'FU', -1, 'consumed', 'serial 1')]);
  l.append([e(4, 200, 'bde', 'CU', 2, 'adjusted', 'BN LOG'), e(5, 240, 'bde', 'CU', -1, 'lost')]);
  return l;
}

describe('the ledger on a worked example', () => {
  it('keeps exact totals, balances and grand totals', () => {
    const l = worked();
    expect(l.totals('bde', 'CU')).toEqual({ initial: 10, received: 0, issued: 3, consumed: 0, lost: 1, adjusted: 2, held: 8 });
    expect(l.totals('gordons', 'CU')).toEqual({ initial: 1, received: 3, issued: 0, consumed: 4, lost: 0, adjusted: 0, held: 0 });
    expect(l.balance('bty', 'FU')).toBe(3);
    expect(l.balance('bty', 'CU')).toBe(0);
    expect(l.balance('nobody', 'POL')).toBe(0);
    expect(l.totals('nobody', 'POL')).toEqual({ initial: 0, received: 0, issued: 0, consumed: 0, lost: 0, adjusted: 0, held: 0 });
    expect(l.grandTotals('CU')).toEqual({ initial: 11, received: 3, issued: 3, consumed: 4, lost: 1, adjusted: 2, held: 8 });
    expect(l.accountIds()).toEqual(['bde', 'gordons', 'bty']);
    expect(l.size).toBe(9);
    expect(l.lastSeq).toBe(5);
    expect(l.summary().map((r) => `${r.accountId} ${r.kind} ${r.held} (${r.entries})`)).toEqual(['bde CU 8 (4)', 'bty FU 3 (2)', 'gordons CU 0 (3)']);
  });

  it('gives each account’s history for charts', () => {
    expect(worked().history('gordons', 'CU')).toEqual([
      { seq: 1, atMin: 0, cause: 'initial', delta: 1, held: 1 },
      { seq: 2, atMin: 60, cause: 'received', delta: 3, held: 4, ref: 'run 1' },
      { seq: 3, atMin: 180, cause: 'consumed', delta: -4, held: 0, ref: 'firefight' },
    ]);
    expect(worked().history('gordons', 'FU')).toEqual([]);
  });

  it('refuses an overdraw, saying by how much, and applies nothing of that append', () => {
    const l = named();
    l.append([e(1, 0, 'gordons', 'CU', 1, 'initial')]);
    const draft = [e(2, 60, 'gordons', 'CU', -3, 'consumed')];
    expect(l.checkDraft(draft)).toEqual({ index: 0, seq: 2, accountId: 'gordons', kind: 'CU', cause: 'consumed', held: 1, asked: 3, shortfall: 2, message: 'A/1/6 Gordons would have −2 CU: holds 1, asked 3' });
    const batch = [e(2, 60, 'bde', 'CU', 5, 'initial'), e(2, 60, 'bty', 'FU', 4, 'initial'), ...draft];
    let err: unknown;
    try {
      l.append(batch);
    } catch (x) {
      err = x;
    }
    expect(err).toBeInstanceOf(LedgerError);
    expect((err as LedgerError).message).toBe('A/1/6 Gordons would have −2 CU: holds 1, asked 3');
    expect((err as LedgerError).reason).toBe('overdraw');
    expect((err as LedgerError).overdraw?.index).toBe(2);
    expect(l.size).toBe(1);
    expect(l.accountIds()).toEqual(['gordons']);
    expect(l.grandTotals('FU').held).toBe(0);
    expect(l.lastSeq).toBe(1);
    l.append([e(2, 60, 'gordons', 'CU', -1, 'consumed')]);
    expect(l.balance('gordons', 'CU')).toBe(0);
    expect(l.history('gordons', 'CU').map((p) => p.held)).toEqual([1, 0]);
  });

  it('refuses an issue beyond the echelon’s stock, and the draft counts earlier draft entries', () => {
    const l = worked();
    expect(l.checkDraft(transferEntries({ seq: 6, atMin: 300, from: 'bde', to: 'gordons', kind: 'CU', amount: 9 }))?.message).toBe('152 Bde would have −1 CU: holds 8, asked 9');
    const two = [...transferEntries({ seq: 6, atMin: 300, from: 'bde', to: 'gordons', kind: 'CU', amount: 5 }), e(6, 300, 'bde', 'CU', -4, 'consumed')];
    expect(l.checkDraft(two)).toMatchObject({ index: 2, held: 3, asked: 4, shortfall: 1 });
    expect(l.checkDraft(two.slice(0, 2))).toBeNull();
    expect(l.balance('bde', 'CU')).toBe(8);
  });

  it('refuses malformed entries, wrong signs, unpaired issues and a seq going back, naming the entry', () => {
    const l = worked();
    const refusal = (batch: LedgerEntry[]) => {
      try {
        l.append(batch);
      } catch (x) {
        return [(x as LedgerError).reason, (x as LedgerError).message];
      }
      return null;
    };
    expect(refusal([e(6, 0, 'bde', 'CU', 1.5, 'adjusted')])).toEqual(['malformed', 'ledger entry 0 (seq 6): delta must be a whole number of units, got 1.5']);
    expect(refusal([e(6, 0, 'bde', 'AMMO' as StockKind, 1, 'adjusted')])).toEqual(['malformed', 'ledger entry 0 (seq 6): kind must be one of CU, FU, POL, got "AMMO"']);
    expect(refusal([e(6, 0, '', 'CU', 1, 'adjusted')])?.[0]).toBe('malformed');
    expect(refusal([e(6, 0, 'bde', 'CU', 1, 'stolen' as 'lost')])?.[1]).toBe('ledger entry 0 (seq 6): cause must be one of initial, issued, received, consumed, lost, adjusted, got "stolen"');
    expect(refusal([e(6, 0, 'bde', 'CU', 2, 'consumed')])).toEqual(['sign', "ledger entry 0 (seq 6): delta must be ≤ 0 for 'consumed', got 2"]);
    expect(refusal([e(6, 0, 'bde', 'CU', -2, 'initial')])?.[0]).toBe('sign');
    expect(refusal([e(6, 0, 'bde', 'CU', -2, 'issued')])?.[0]).toBe('unpaired');
    expect(refusal([e(6, 0, 'gordons', 'CU', 2, 'received')])).toEqual(['unpaired', "ledger entry 0 (seq 6): 'received' 2 CU by A/1/6 Gordons has no 'issued' just before it"]);
    const [iss, rec] = transferEntries({ seq: 6, atMin: 0, from: 'bde', to: 'gordons', kind: 'CU', amount: 2 });
    expect(refusal([iss, { ...rec, delta: 3 }])?.[0]).toBe('unpaired');
    expect(refusal([iss, { ...rec, atMin: 5 }])?.[0]).toBe('unpaired');
    expect(refusal([iss, { ...rec, accountId: 'bde' }])?.[0]).toBe('unpaired');
    expect(refusal([iss, e(6, 0, 'bty', 'FU', -1, 'consumed'), rec])?.[0]).toBe('unpaired');
    expect(refusal([e(6, 0, 'bde', 'CU', 1, 'adjusted'), e(4, 0, 'bde', 'CU', 1, 'adjusted')])).toEqual(['order', "ledger entry 1 (seq 4): seq 4 is before the ledger's last seq 6"]);
    expect(l.size).toBe(9);
    expect(l.balance('bde', 'CU')).toBe(8);
  });

  it('builds transfers and losses', () => {
    expect(transferEntries({ seq: 7, atMin: 30, from: 'bde', to: 'gordons', kind: 'POL', amount: 2 })).toEqual([
      { seq: 7, atMin: 30, kind: 'POL', accountId: 'bde', delta: -2, cause: 'issued' },
      { seq: 7, atMin: 30, kind: 'POL', accountId: 'gordons', delta: 2, cause: 'received' },
    ]);
    expect(() => transferEntries({ seq: 7, atMin: 30, from: 'bde', to: 'bde', kind: 'CU', amount: 1 })).toThrow('from and to are the same account "bde"');
    expect(() => transferEntries({ seq: 7, atMin: 30, from: 'bde', to: 'x', kind: 'CU', amount: 0 })).toThrow('amount must be a whole number > 0, got 0');
    const l = worked();
    l.append([e(6, 250, 'bty', 'POL', 2, 'initial')]);
    const lost = lossEntries(l, 'bty', 7, 300, 'overrun');
    expect(lost).toEqual([
      { seq: 7, atMin: 300, accountId: 'bty', kind: 'FU', delta: -3, cause: 'lost', ref: 'overrun' },
      { seq: 7, atMin: 300, accountId: 'bty', kind: 'POL', delta: -2, cause: 'lost', ref: 'overrun' },
    ]);
    l.append(lost);
    expect(l.totals('bty', 'FU')).toEqual({ initial: 4, received: 0, issued: 0, consumed: 1, lost: 3, adjusted: 0, held: 0 });
    expect(lossEntries(l, 'bty', 8, 300)).toEqual([]);
  });

  it('rebuilds from all entries to the same ledger', () => {
    const l = worked();
    const r = Ledger.rebuild(l.entries());
    expect(r.summary()).toEqual(l.summary());
    expect(r.history('bde', 'CU')).toEqual(l.history('bde', 'CU'));
  });
});
