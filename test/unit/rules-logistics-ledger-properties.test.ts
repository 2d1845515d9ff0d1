/**
 * Properties of the logistics ledger (src/rules/logistics/ledger.ts), fast-check over
 * random sequences of valid operations (issue/receive pairs, consumption and losses within the balance,
 * adjustments, a unit lost with all it holds), appended in random batches: every account balances and
 * sums to a plain recount, no stock is ever negative, the conservation law holds per kind, a ledger
 * rebuilt from all entries equals the incrementally appended one, and `checkDraft` refuses exactly the
 * overdrawing drafts with the right shortfall (against a plain simulation), `append` agreeing and leaving
 * nothing behind.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Ledger, LedgerError, STOCK_KINDS, transferEntries, type LedgerEntry, type StockKind } from '../../src/rules/index.ts';

const e = (seq: number, atMin: number, accountId: string, kind: StockKind, delta: number, cause: LedgerEntry['cause'], ref?: string): LedgerEntry =>
  ref === undefined ? { seq, atMin, accountId, kind, delta, cause } : { seq, atMin, accountId, kind, delta, cause, ref };


const ACCOUNTS = ['e0', 'e1', 'u0', 'u1', 'u2', 'u3'];
type Op = { op: 'initial' | 'issue' | 'consume' | 'lose' | 'adjust' | 'loseAll'; a: number; b: number; kind: number; n: number; seqStep: number; atStep: number };
const opArb: fc.Arbitrary<Op> = fc.record({
  op: fc.constantFrom('initial', 'issue', 'issue', 'consume', 'consume', 'lose', 'adjust', 'loseAll'),
  a: fc.nat(ACCOUNTS.length - 1),
  b: fc.nat(ACCOUNTS.length - 2),
  kind: fc.nat(2),
  n: fc.nat(30),
  seqStep: fc.nat(2),
  atStep: fc.integer({ min: -10, max: 60 }),
});

/** Turns operations into valid entries, tracking balances in a plain model (so no entry overdraws). */
function entriesOf(ops: readonly Op[]): LedgerEntry[] {
  const held = new Map<string, number>();
  const get = (a: string, k: StockKind) => held.get(`${a}|${k}`) ?? 0;
  const set = (a: string, k: StockKind, v: number) => held.set(`${a}|${k}`, v);
  const out: LedgerEntry[] = [];
  let seq = 0;
  let at = 0;
  for (const o of ops) {
    seq += o.seqStep;
    at += o.atStep;
    const a = ACCOUNTS[o.a]!;
    const kind = STOCK_KINDS[o.kind]!;
    const bal = get(a, kind);
    let d = 0;
    if (o.op === 'initial') d = o.n;
    else if (o.op === 'consume' || o.op === 'lose') d = -(o.n % (bal + 1));
    else if (o.op === 'adjust') d = (o.n % (bal + 11)) - bal;
    else if (o.op === 'loseAll') d = -bal;
    else {
      const amount = o.n % (bal + 1);
      if (amount === 0) continue;
      const b = ACCOUNTS[(o.a + 1 + o.b) % ACCOUNTS.length]!;
      out.push(...transferEntries({ seq, atMin: at, from: a, to: b, kind, amount, ref: `run ${seq}` }));
      set(a, kind, bal - amount);
      set(b, kind, get(b, kind) + amount);
      continue;
    }
    if (o.op === 'loseAll' && d === 0) continue;
    const cause = o.op === 'initial' ? 'initial' : o.op === 'consume' ? 'consumed' : o.op === 'adjust' ? 'adjusted' : 'lost';
    out.push(e(seq, at, a, kind, d, cause));
    set(a, kind, bal + d);
  }
  return out;
}

/** Appends `entries` in consecutive batches cut at `cuts` (issued/received pairs kept together). */
function incremental(entries: readonly LedgerEntry[], cuts: readonly number[]): Ledger {
  const l = new Ledger();
  let from = 0;
  for (const c of [...cuts.map((x) => x % (entries.length + 1)).sort((x, y) => x - y), entries.length]) {
    let to = Math.max(c, from);
    if (entries[to - 1]?.cause === 'issued') to++;
    l.append(entries.slice(from, to));
    from = to;
  }
  return l;
}

const opsArb = fc.array(opArb, { maxLength: 120 });

describe('ledger properties (fast-check)', () => {
  it('every account balances, never goes negative, and sums to a plain recount', () => {
    fc.assert(
      fc.property(opsArb, fc.array(fc.nat(), { maxLength: 6 }), (ops, cuts) => {
        const entries = entriesOf(ops);
        const l = incremental(entries, cuts);
        expect(l.size).toBe(entries.length);
        for (const id of ACCOUNTS) {
          for (const kind of STOCK_KINDS) {
            const t = l.totals(id, kind);
            expect(t.held).toBe(t.initial + t.received + t.adjusted - t.issued - t.consumed - t.lost);
            const mine = entries.filter((x) => x.accountId === id && x.kind === kind);
            expect(t.held).toBe(mine.reduce((s, x) => s + x.delta, 0));
            expect(t.consumed).toBe(0 - mine.filter((x) => x.cause === 'consumed').reduce((s, x) => s + x.delta, 0));
            expect(l.balance(id, kind)).toBe(t.held);
            const h = l.history(id, kind);
            expect(h.map((p) => p.delta)).toEqual(mine.map((x) => x.delta));
            for (const p of h) expect(p.held).toBeGreaterThanOrEqual(0);
            expect(h.at(-1)?.held ?? 0).toBe(t.held);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('conserves stock: Σ initial + Σ adjusted = Σ held + Σ consumed + Σ lost per kind, issues = receipts', () => {
    fc.assert(
      fc.property(opsArb, (ops) => {
        const l = Ledger.rebuild(entriesOf(ops));
        for (const kind of STOCK_KINDS) {
          const sum = { initial: 0, adjusted: 0, held: 0, consumed: 0, lost: 0, issued: 0, received: 0 };
          for (const id of l.accountIds()) {
            const t = l.totals(id, kind);
            for (const k of Object.keys(sum) as (keyof typeof sum)[]) sum[k] += t[k];
          }
          expect(sum.initial + sum.adjusted).toBe(sum.held + sum.consumed + sum.lost);
          expect(sum.issued).toBe(sum.received);
          expect(l.grandTotals(kind)).toEqual({ ...sum });
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a ledger rebuilt from all entries equals the incrementally appended one', () => {
    fc.assert(
      fc.property(opsArb, fc.array(fc.nat(), { maxLength: 10 }), (ops, cuts) => {
        const entries = entriesOf(ops);
        const inc = incremental(entries, cuts);
        const reb = Ledger.rebuild(entries);
        expect(reb.summary()).toEqual(inc.summary());
        expect(reb.entries()).toEqual(inc.entries());
        expect(reb.accountIds()).toEqual(inc.accountIds());
        expect(reb.lastSeq).toBe(inc.lastSeq);
        for (const id of ACCOUNTS) for (const kind of STOCK_KINDS) expect(reb.history(id, kind)).toEqual(inc.history(id, kind));
      }),
      { numRuns: 300 },
    );
  });

  const draftArb = fc.array(
    fc.record({ op: fc.constantFrom('consume', 'lose', 'adjust', 'issue'), a: fc.nat(ACCOUNTS.length - 1), b: fc.nat(ACCOUNTS.length - 2), kind: fc.nat(2), n: fc.nat(60) }),
    { maxLength: 6 },
  );

  it('checkDraft refuses exactly the overdrawing drafts, with the right shortfall, and append agrees', () => {
    fc.assert(
      fc.property(opsArb, draftArb, (ops, draftOps) => {
        const l = Ledger.rebuild(entriesOf(ops));
        const seq = l.lastSeq + 1;
        const holders = ACCOUNTS.flatMap((id) => STOCK_KINDS.filter((k) => l.balance(id, k) > 0).map((k) => [id, k] as const));
        const draft: LedgerEntry[] = draftOps.flatMap((d) => {
          // Mostly accounts holding stock; one draft entry in ten anywhere (often an empty account).
          const [a, kind] = holders.length > 0 && d.n % 10 !== 0 ? holders[(d.a * 3 + d.kind) % holders.length]! : [ACCOUNTS[d.a]!, STOCK_KINDS[d.kind]!];
          // Amounts out run 1 … (what the account holds now) + 1, so drafts land on both sides of the edge.
          const out = 1 + (d.n % (l.balance(a, kind) + 1));
          if (d.op === 'issue') return transferEntries({ seq, atMin: 999, from: a, to: ACCOUNTS[(ACCOUNTS.indexOf(a) + 1 + d.b) % ACCOUNTS.length]!, kind, amount: out });
          return [e(seq, 999, a, kind, d.op === 'adjust' ? (d.n % 7) - 3 : -out, d.op === 'consume' ? 'consumed' : d.op === 'lose' ? 'lost' : 'adjusted')];
        });
        // A plain simulation: the first entry taking its account below zero.
        const bal = new Map<string, number>();
        let expected: { index: number; held: number; asked: number; shortfall: number } | null = null;
        for (let i = 0; i < draft.length && !expected; i++) {
          const x = draft[i]!;
          const key = `${x.accountId}|${x.kind}`;
          const h = bal.get(key) ?? l.balance(x.accountId, x.kind);
          if (h + x.delta < 0) expected = { index: i, held: h, asked: -x.delta, shortfall: -(h + x.delta) };
          bal.set(key, h + x.delta);
        }
        const before = l.summary();
        const got = l.checkDraft(draft);
        expect(got === null ? null : { index: got.index, held: got.held, asked: got.asked, shortfall: got.shortfall }).toEqual(expected);
        if (got) expect(got.message).toBe(`${got.accountId} would have −${got.shortfall} ${got.kind}: holds ${got.held}, asked ${got.asked}`);
        expect(l.summary()).toEqual(before);
        if (expected) {
          expect(() => l.append(draft)).toThrow(LedgerError);
          expect(l.summary()).toEqual(before);
        } else {
          l.append(draft);
          expect(l.size).toBe(Ledger.rebuild(entriesOf(ops)).size + draft.length);
        }
        // Nothing of a checked or refused draft lingers: after one more entry on every account, every history matches a rebuild.
        l.append(ACCOUNTS.flatMap((id) => STOCK_KINDS.map((kind) => e(seq, 999, id, kind, 1, 'adjusted'))));
        const rebuilt = Ledger.rebuild(l.entries());
        for (const id of ACCOUNTS) for (const kind of STOCK_KINDS) expect(l.history(id, kind)).toEqual(rebuilt.history(id, kind));
      }),
      { numRuns: 500 },
    );
  });
});
