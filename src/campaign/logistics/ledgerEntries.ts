/**
 * The ledger entries each event makes (`ledgers.ts` appends them; issue 6 §Bookkeeping, issue 7's
 * marches and fights). Accounts are unit ids, `run:<id>` for a resupply run's stock in transit and
 * `dla:<side>` for a side's DLA; every entry carries the seq of the event that caused it. Per event:
 * - `campaign.created`: `'initial'` of every unit's holdings (`defaultStocks`, or what the scenario gives);
 * - `stock.set`: `'adjusted'` by the difference; `stock.generated`: `'adjusted'` + (unit or DLA);
 * - `stock.consumed`: `'consumed'`; `fireplan.fired`: `'consumed'` FU per shot (at the shot's minute,
 *   ref `fireplan:<plan>:<serial>`);
 * - `resupply.dispatched`: issued from the source to `run:<id>` (ref `run:<id>`); `clock.advanced`: first
 *   each move's POL `'consumed'` (issue 7; ref `move:<toMin>`, at the event's minute), then each run due
 *   issued from `run:<id>` and received by its unit, at the run's `arriveMin`, with the clock event's seq;
 * - `contact.settled` / `engagement.returned` (issue 7): each outcome's CU fired `'consumed'` (ref
 *   `contact:<id>` / `engagement:<id>`, at the event's minute);
 * - `unit.edited`: `'adjusted'` by the difference (an edited `fuHeld`); any event taking a unit's bases to
 *   0 (`unit.edited`, `fireplan.fired`, `unit.reorganised`, `contact.settled`, `engagement.returned`):
 *   `'lost'` of everything it still held (after what it fired).
 * So `holdingsOf(state, id)` equals the ledger's balance for every unit after every event.
 */
import type { LedgerEntry } from '../../rules/logistics/index.ts';
import { transferEntries } from '../../rules/logistics/entries.ts';
import { STOCK_KINDS } from '../../rules/tables/nqmLogistics.ts';
import { reorganise } from '../../rules/logistics/casualties.ts';
import { scriptedDice } from '../../rules/dice.ts';
import { applyEvent, type CampaignEvent } from '../events.ts';
import { dlaAccount, runAccount, runsDue, sourceAccount } from './runs.ts';
import { addStocks, holdingsOf, stockLines, unitHoldings } from './stocks.ts';
import type { UnitOutcome } from '../model/turnTypes.ts';
import type { CampaignState, ResupplyRun, Stocks, UnitId } from '../model/types.ts';

/** Entries of `kind` amounts in `s` for one account and cause (CU, FU, POL order; zero amounts left out). */
function entriesOf(seq: number, atMin: number, accountId: string, s: Partial<Stocks>, cause: 'initial' | 'adjusted' | 'consumed' | 'lost', sign: 1 | -1, ref?: string): LedgerEntry[] {
  return STOCK_KINDS.filter((k) => (s[k] ?? 0) !== 0).map((kind) => {
    const delta = sign * s[kind]!;
    // Literals in one field order, no spread: one hidden class for every entry (see transferEntries).
    return ref === undefined ? { seq, atMin, accountId, kind, delta, cause } : { seq, atMin, accountId, kind, delta, cause, ref };
  });
}

/** The `'adjusted'` entries taking `accountId` from `from` to `to`. */
function adjustments(seq: number, atMin: number, accountId: string, from: Stocks, to: Stocks): LedgerEntry[] {
  return entriesOf(seq, atMin, accountId, addStocks(to, from, -1), 'adjusted', 1);
}

/** The transfer pairs of `stocks` from one account to another. */
function transfers(seq: number, atMin: number, from: string, to: string, stocks: Partial<Stocks>, ref: string): LedgerEntry[] {
  return stockLines(stocks).flatMap(([kind, amount]) => transferEntries({ seq, atMin, from, to, kind, amount, ref }));
}

/**
 * What the entries of an event need to know of the campaign just before it: a unit's holdings, its bases
 * and casualty markers, and the runs in transit due by a minute. `stateContext` reads them from a state;
 * `buildLedger` from the ledger's own balances and a `LogisticsShadow` (no whole states folded).
 */
export type EntryContext = {
  holdings(id: UnitId): Stocks;
  bases(id: UnitId): number;
  injuredBases(id: UnitId): number;
  runsDue(toMin: number): readonly ResupplyRun[];
};

/** The `EntryContext` of a state. */
export function stateContext(state: CampaignState): EntryContext {
  return {
    holdings: (id) => unitHoldings(state.units[id]!),
    bases: (id) => state.units[id]!.bases,
    injuredBases: (id) => state.units[id]!.injuredBases,
    runsDue: (toMin) => runsDue(state, toMin),
  };
}

/** The `'initial'` entries of a `campaign.created`: every unit's holdings, in the scenario's order. */
export function initialEntries(event: CampaignEvent<'campaign.created'>): LedgerEntry[] {
  const start = applyEvent(null, event);
  return start.unitOrder.flatMap((id) => entriesOf(event.seq, event.at, id, holdingsOf(start, id), 'initial', 1));
}

/**
 * The ledger entries event `event` makes when applied to `before` (null only for `campaign.created`),
 * in the order they are appended (see the module note). Pure; `event` must apply to `before` (the
 * fold's refusals are not repeated here). Throws `RangeError` for a first event other than
 * `campaign.created`.
 */
export function ledgerEntriesOf(before: CampaignState | null, event: CampaignEvent): LedgerEntry[] {
  if (before === null) {
    if (event.type !== 'campaign.created') throw new RangeError(`ledgerEntriesOf: the first event must be campaign.created, not ${event.type}`);
    return initialEntries(event);
  }
  return entriesWith(stateContext(before), event);
}

/** The entries of `event` (not `campaign.created`) given what `ctx` says of the campaign before it. */
export function entriesWith(ctx: EntryContext, event: CampaignEvent): LedgerEntry[] {
  const { seq, at } = event;
  const lost = (id: UnitId, left: Stocks) => entriesOf(seq, at, id, left, 'lost', -1);
  switch (event.type) {
    case 'stock.set': {
      const held = ctx.holdings(event.payload.unitId);
      return adjustments(seq, at, event.payload.unitId, held, { ...held, ...event.payload.stocks });
    }
    case 'stock.generated': {
      const p = event.payload;
      return entriesOf(seq, at, p.unitId === 'dla' ? dlaAccount(p.side) : p.unitId, p.stocks, 'adjusted', 1);
    }
    case 'stock.consumed':
      return entriesOf(seq, at, event.payload.unitId, { [event.payload.kind]: event.payload.amount }, 'consumed', -1, event.payload.cause);
    case 'resupply.dispatched': {
      const run = event.payload.run;
      return transfers(seq, at, sourceAccount(run), runAccount(run.id), run.stocks, runAccount(run.id));
    }
    case 'clock.advanced': {
      // The fold burns each move's POL (checked against what the unit held before the step), then delivers.
      const ref = `move:${event.payload.toMin}`;
      const burnt: LedgerEntry[] = (event.payload.moves ?? []).filter((m) => m.pol > 0).map((m) => ({ seq, atMin: at, accountId: m.unitId, kind: 'POL', delta: -m.pol, cause: 'consumed', ref }));
      const due = ctx.runsDue(event.payload.toMin).flatMap((run) => transfers(seq, run.arriveMin, runAccount(run.id), run.toId, run.stocks, runAccount(run.id)));
      return burnt.length === 0 ? due : [...burnt, ...due];
    }
    case 'contact.settled':
      return fightEntries(ctx, seq, at, event.payload.outcomes, `contact:${event.payload.contactId}`);
    case 'engagement.returned':
      return fightEntries(ctx, seq, at, event.payload.outcomes, `engagement:${event.payload.engagementId}`);
    case 'unit.edited': {
      // The fold keeps a unit's holdings through an edit (`settleHoldings`) but for an edited fuHeld,
      // and empties them when its bases go from some to 0.
      const id = event.payload.unitId;
      const changes = event.payload.changes;
      const held = ctx.holdings(id);
      if (ctx.bases(id) > 0 && changes.bases === 0) return lost(id, held);
      return changes.fuHeld === undefined ? [] : adjustments(seq, at, id, held, { ...held, FU: changes.fuHeld });
    }
    case 'fireplan.fired': {
      const out: LedgerEntry[] = [];
      const fu = new Map<UnitId, number>();
      const basesLost = new Map<UnitId, number>();
      for (const shot of event.payload.shots) {
        if (shot.fuSpent > 0) {
          out.push({ seq, atMin: shot.atMin, accountId: shot.batteryId, kind: 'FU', delta: -shot.fuSpent, cause: 'consumed', ref: `fireplan:${event.payload.planId}:${shot.serialId}` });
          fu.set(shot.batteryId, (fu.get(shot.batteryId) ?? 0) + shot.fuSpent);
        }
        for (const c of shot.casualties) basesLost.set(c.unitId, (basesLost.get(c.unitId) ?? 0) + c.bases);
      }
      for (const [id, n] of basesLost) {
        const bases = ctx.bases(id);
        if (bases > 0 && n >= bases) out.push(...lost(id, addStocks(ctx.holdings(id), { FU: fu.get(id) ?? 0 }, -1)));
      }
      return out;
    }
    case 'unit.reorganised': {
      const id = event.payload.unitId;
      const die = event.payload.die;
      const { toMedicalPost } = reorganise(ctx.injuredBases(id), scriptedDice(die === null ? [] : [die]));
      const bases = ctx.bases(id);
      return bases > 0 && toMedicalPost >= bases ? lost(id, ctx.holdings(id)) : [];
    }
    default:
      return [];
  }
}

/**
 * The entries of a fight's outcomes (`applyOutcomes`, `turnEvents.ts`), outcome by outcome: the CU fired
 * (`'consumed'`, ref `contact:<id>` / `engagement:<id>`), then, for a unit whose last bases were killed,
 * `'lost'` of everything it still held after firing.
 */
function fightEntries(ctx: EntryContext, seq: number, at: number, outcomes: readonly UnitOutcome[], ref: string): LedgerEntry[] {
  const out: LedgerEntry[] = [];
  for (const o of outcomes) {
    if (o.cuSpent > 0) out.push({ seq, atMin: at, accountId: o.unitId, kind: 'CU', delta: -o.cuSpent, cause: 'consumed', ref });
    const bases = ctx.bases(o.unitId);
    if (bases > 0 && o.killed >= bases) out.push(...entriesOf(seq, at, o.unitId, addStocks(ctx.holdings(o.unitId), { CU: o.cuSpent }, -1), 'lost', -1));
  }
  return out;
}

