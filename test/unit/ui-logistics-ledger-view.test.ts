/**
 * The Logistics screen's ledger view model (src/ui/logistics/ledgerView.ts, chartView.ts, dice.ts):
 * account names, totals with the balance equation, the merged history with local times and running
 * balances, the ledger CSV, the stock chart's geometry, and the dice.
 */
import { describe, expect, it } from 'vitest';
import { stateFromScenario } from '../../src/campaign/events.ts';
import { Ledger } from '../../src/rules/logistics/ledger.ts';
import type { LedgerEntry } from '../../src/rules/logistics/ledgerTypes.ts';
import { chartLayout } from '../../src/ui/logistics/chartView.ts';
import { parseDie, rollDie } from '../../src/ui/logistics/dice.ts';
import { accountName, accountOptions, accountsOf, equationText, historyCsv, historyRows, signed, totalsRows } from '../../src/ui/logistics/ledgerView.ts';
import { tinyScenario } from './ui-fixture.ts';

const state = () => stateFromScenario(tinyScenario());
const A = 'gb-6gordons-a';
const BN = 'gb-6gordons';

/**
 * A's ledger: 2 CU initial at seq 1 (06:20), DLA 10 CU generated at seq 2, 3 CU issued DLA → A at seq 3
 * (07:20), 4 CU consumed at seq 4 (08:20), 1 POL adjusted at seq 4; the battalion 1 CU initial.
 */
function ledger(): Ledger {
  const e = (seq: number, atMin: number, accountId: string, kind: LedgerEntry['kind'], delta: number, cause: LedgerEntry['cause'], ref?: string): LedgerEntry =>
    ref === undefined ? { seq, atMin, accountId, kind, delta, cause } : { seq, atMin, accountId, kind, delta, cause, ref };
  return Ledger.rebuild([
    e(1, 0, A, 'CU', 2, 'initial'),
    e(1, 0, BN, 'CU', 1, 'initial'),
    e(2, 0, 'dla:blue', 'CU', 10, 'adjusted'),
    e(3, 60, 'dla:blue', 'CU', -3, 'issued', 'run:r-1'),
    e(3, 60, A, 'CU', 3, 'received', 'run:r-1'),
    e(4, 120, A, 'CU', -4, 'consumed'),
    e(4, 120, A, 'POL', 1, 'adjusted'),
  ]);
}

describe('ledger view', () => {
  it('names accounts: units by name, DLA by the side\'s name (never its id), runs by id', () => {
    const s = state();
    expect(accountName(s, A)).toBe('A Company, 6th Gordons');
    expect(accountName(s, 'dla:blue')).toBe('DLA, British (Third Army)');
    expect(accountName(s, 'dla:red')).toBe('DLA, German (2. Armee)');
    expect(accountName(s, 'dla:green')).toBe('DLA (green)');
    expect(accountName(s, 'run:r-1')).toBe('Convoy r-1');
    expect(accountName(s, 'x')).toBe('x');
    const run = (id: string, fromId: string) => ({ id, fromId, side: 'blue' as const, toId: A, stocks: { CU: 1 }, transport: 'foot' as const, departMin: 0, arriveMin: 15, distanceM: 500, arrived: false });
    const withRuns = { ...s, resupplyRuns: { 'r-2': run('r-2', BN), 'r-3': run('r-3', 'dla') } };
    expect(accountName(withRuns, 'run:r-2')).toBe('Convoy r-2 (6 Gordons → A/6 Gordons)');
    expect(accountName(withRuns, 'run:r-3')).toBe('Convoy r-3 (DLA → A/6 Gordons)');
    expect(historyCsv(s, ledger(), 'dla:blue').split('\r\n')[1]).toBe('1917-11-20T06:20,2,"DLA, British (Third Army)",CU,Adjusted,10,0,10,');
    const opts = accountOptions(s);
    expect(opts.slice(0, 3).map((o) => o.label)).toEqual(['DLA, British (Third Army)', 'DLA, German (2. Armee)', '51st (Highland) Division']);
    expect(opts).toHaveLength(2 + s.unitOrder.length);
  });

  it('totals per kind with the equation that holds; an echelon sums its subtree', () => {
    const s = state();
    const rows = totalsRows(ledger(), [A]);
    expect(rows[0]).toEqual({ kind: 'CU', initial: 2, received: 3, issued: 0, consumed: 4, lost: 0, adjusted: 0, held: 1, equation: '2 + 3 + 0 − 0 − 4 − 0 = 1' });
    expect(rows[1]!.equation).toBe('0 + 0 + 0 − 0 − 0 − 0 = 0');
    expect(rows[2]!.equation).toBe('0 + 0 + 1 − 0 − 0 − 0 = 1');
    expect(accountsOf(s, BN, true)).toEqual([BN, A]);
    expect(accountsOf(s, BN, false)).toEqual([BN]);
    expect(accountsOf(s, 'dla:blue', true)).toEqual(['dla:blue']);
    expect(totalsRows(ledger(), accountsOf(s, BN, true))[0]!.equation).toBe('3 + 3 + 0 − 0 − 4 − 0 = 2');
    expect(totalsRows(ledger(), ['dla:blue'])[0]!.equation).toBe('0 + 0 + 10 − 3 − 0 − 0 = 7');
    expect(equationText({ initial: 6, received: 0, issued: 1, consumed: 0, lost: 0, adjusted: -2, held: 3 })).toBe('6 + 0 − 2 − 1 − 0 − 0 = 3');
  });

  it('history merges kinds in seq order with local times and running balances', () => {
    const rows = historyRows(state(), ledger(), A);
    expect(rows.map((r) => [r.seq, r.time, r.kind, r.causeText, signed(r.delta), r.held, r.refText])).toEqual([
      [1, 'Tue 20 Nov 1917 06:20', 'CU', 'Initial', '+2', 2, ''],
      [3, 'Tue 20 Nov 1917 07:20', 'CU', 'Received', '+3', 5, 'Convoy r-1'],
      [4, 'Tue 20 Nov 1917 08:20', 'CU', 'Consumed', '−4', 1, ''],
      [4, 'Tue 20 Nov 1917 08:20', 'POL', 'Adjusted', '+1', 1, ''],
    ]);
    expect(historyRows(state(), ledger(), 'nobody')).toEqual([]);
  });

  it('writes the history as CSV with In and Out columns', () => {
    expect(historyCsv(state(), ledger(), A)).toBe(
      'Time,Event,Account,Kind,Cause,In,Out,Held,Reference\r\n' +
        '1917-11-20T06:20,1,"A Company, 6th Gordons",CU,Initial,2,0,2,\r\n' +
        '1917-11-20T07:20,3,"A Company, 6th Gordons",CU,Received,3,0,5,Convoy r-1\r\n' +
        '1917-11-20T08:20,4,"A Company, 6th Gordons",CU,Consumed,0,4,1,\r\n' +
        '1917-11-20T08:20,4,"A Company, 6th Gordons",POL,Adjusted,1,0,1,\r\n',
    );
  });
});

describe('stock chart', () => {
  it('steps each kind from its first entry to the clock', () => {
    const c = chartLayout(ledger(), A, 240)!;
    expect(c.fromMin).toBe(0);
    expect(c.toMin).toBe(240);
    expect(c.maxHeld).toBe(5);
    // x: 28 + m/240 × 284; y: 8 + (1 − h/5) × 94
    expect(c.series.map((s) => [s.kind, s.path, s.last])).toEqual([
      ['CU', 'M28,64.4H99V8H170V83.2H312', 1],
      ['POL', 'M170,83.2H312', 1],
    ]);
    expect(chartLayout(ledger(), 'nobody', 240)).toBeNull();
  });

  it('keeps the last balance of a minute and spans at least an hour', () => {
    const l = Ledger.rebuild([
      { seq: 1, atMin: 30, accountId: A, kind: 'FU', delta: 4, cause: 'initial' },
      { seq: 2, atMin: 30, accountId: A, kind: 'FU', delta: -1, cause: 'consumed' },
    ]);
    const c = chartLayout(l, A, 30)!;
    expect([c.fromMin, c.toMin, c.maxHeld]).toEqual([30, 90, 4]);
    expect(c.series[0]!.points).toEqual([{ atMin: 30, held: 3 }]);
    expect(c.series[0]!.path).toBe('M28,31.5H312');
  });
});

describe('dice', () => {
  it('rolls fair dice by rejection and checks typed dice', () => {
    const bytes = [255, 250, 9, 0];
    const src = (a: Uint8Array) => {
      a[0] = bytes.shift()!;
      return a;
    };
    expect(rollDie(10, src)).toBe(10); // 255 and 250 rejected, 9 % 10 + 1
    expect(rollDie(6, src)).toBe(1);
    expect(() => rollDie(1)).toThrow('rollDie: sides must be a whole number 2–256, got 1');
    expect(parseDie(' 4 ', 6, 'Die')).toEqual({ die: 4, error: null });
    expect(parseDie('', 6, 'Die')).toEqual({ die: null, error: null });
    expect(parseDie('7', 6, 'Die for 6 BW')).toEqual({ die: null, error: 'Die for 6 BW must be a whole number 1–6, got “7”' });
    expect(parseDie('2.5', 10, 'D10')).toEqual({ die: null, error: 'D10 must be a whole number 1–10, got “2.5”' });
  });
});
