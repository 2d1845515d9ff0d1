/**
 * The ledger entries each event makes (`log/ledgers.ts` appends them; 004 §UNITS OF
 * LOGISTICAL ACCOUNTING, with marches and fights). Accounts are unit ids, `run:<id>` for a resupply run's stock in transit and
 * `dla:<side>` for a side's DLA; every entry carries the seq of the event that caused it. Per event:
 * - `campaign.created`: `'initial'` of every unit's holdings (`defaultStocks`, or what the scenario gives);
 * - `stock.set`: `'adjusted'` by the difference; `stock.generated`: `'adjusted'` + (unit or DLA);
 * - `stock.consumed`: `'consumed'`; `fireplan.fired`: `'consumed'` FU per shot (at the shot's minute,
 *   ref `fireplan:<plan>:<serial>`);
 * - `resupply.dispatched`: issued from the source to `run:<id>` (ref `run:<id>`); `clock.advanced`: first
 *   each move's POL `'consumed'` (ref `move:<toMin>`, at the event's minute), then each run due
 *   issued from `run:<id>` and received by its unit, at the run's `arriveMin`, with the clock event's seq;
 * - `contact.settled` / `engagement.returned` : each outcome's CU fired `'consumed'` (ref
 *   `contact:<id>` / `engagement:<id>`, at the event's minute);
 * - `unit.edited`: `'adjusted'` by the difference (an edited `fuHeld`); any event taking a unit's bases to
 *   0 (`unit.edited`, `fireplan.fired`, `unit.reorganised`, `contact.settled`, `engagement.returned`):
 *   `'lost'` of everything it still held (after what it fired).
 * So `holdingsOf(state, id)` equals the ledger's balance for every unit after every event.
 */
import type { LedgerEntry } from '../../rules/logistics/index.ts';
import { transferEntries } from '../../rules/logistics/entries.ts';
import { STOCK_KINDS } from '../../rules/tables/nqmLogistics.ts';
import type { EntryContext } from '../model/eventDefinition.ts';
import { runsDue } from './runs.ts';
import { addStocks, stockLines, unitHoldings } from './stocks.ts';
import type { UnitOutcome } from '../model/turnTypes.ts';
import type { CampaignState, Stocks } from '../model/types.ts';

/** Entries of `kind` amounts in `s` for one account and cause (CU, FU, POL order; zero amounts left out). */
export function entriesOf(seq: number, atMin: number, accountId: string, s: Partial<Stocks>, cause: 'initial' | 'adjusted' | 'consumed' | 'lost', sign: 1 | -1, ref?: string): LedgerEntry[] {
  return STOCK_KINDS.filter((k) => (s[k] ?? 0) !== 0).map((kind) => {
    const delta = sign * s[kind]!;
    // Literals in one field order, no spread: one hidden class for every entry (see transferEntries).
    return ref === undefined ? { seq, atMin, accountId, kind, delta, cause } : { seq, atMin, accountId, kind, delta, cause, ref };
  });
}

/** The `'adjusted'` entries taking `accountId` from `from` to `to`. */
export function adjustments(seq: number, atMin: number, accountId: string, from: Stocks, to: Stocks): LedgerEntry[] {
  return entriesOf(seq, atMin, accountId, addStocks(to, from, -1), 'adjusted', 1);
}

/** The transfer pairs of `stocks` from one account to another. */
export function transfers(seq: number, atMin: number, from: string, to: string, stocks: Partial<Stocks>, ref: string): LedgerEntry[] {
  return stockLines(stocks).flatMap(([kind, amount]) => transferEntries({ seq, atMin, from, to, kind, amount, ref }));
}

/** The `EntryContext` of a state. */
export function stateContext(state: CampaignState): EntryContext {
  return {
    holdings: (id) => unitHoldings(state.units[id]!),
    bases: (id) => state.units[id]!.bases,
    injuredBases: (id) => state.units[id]!.injuredBases,
    runsDue: (toMin) => runsDue(state, toMin),
  };
}

/** The `'lost'` entries of everything `accountId` still held (`left`). */
export function lostEntries(seq: number, atMin: number, accountId: string, left: Stocks): LedgerEntry[] {
  return entriesOf(seq, atMin, accountId, left, 'lost', -1);
}

/**
 * The entries of a fight's outcomes (`applyOutcomes`, `turnEvents.ts`), outcome by outcome: the CU fired
 * (`'consumed'`, ref `contact:<id>` / `engagement:<id>`), then, for a unit whose last bases were killed,
 * `'lost'` of everything it still held after firing.
 */
export function fightEntries(ctx: EntryContext, seq: number, at: number, outcomes: readonly UnitOutcome[], ref: string): LedgerEntry[] {
  const out: LedgerEntry[] = [];
  for (const o of outcomes) {
    if (o.cuSpent > 0) out.push({ seq, atMin: at, accountId: o.unitId, kind: 'CU', delta: -o.cuSpent, cause: 'consumed', ref });
    const bases = ctx.bases(o.unitId);
    if (bases > 0 && o.killed >= bases) out.push(...entriesOf(seq, at, o.unitId, addStocks(ctx.holdings(o.unitId), { CU: o.cuSpent }, -1), 'lost', -1));
  }
  return out;
}

