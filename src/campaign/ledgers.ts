/**
 * The campaign's logistics ledgers (issue 6 §Bookkeeping): the rules' `Ledger` (`src/rules/logistics`)
 * fed from the event log. Accounts are unit ids, `run:<id>` for a resupply run's stock in transit and
 * `dla:<side>` for a side's DLA; every entry carries the seq of the event that caused it. Per event:
 * - `campaign.created`: `'initial'` of every unit's holdings (`defaultStocks`, or what the scenario gives);
 * - `stock.set`: `'adjusted'` by the difference; `stock.generated`: `'adjusted'` + (unit or DLA);
 * - `stock.consumed`: `'consumed'`; `fireplan.fired`: `'consumed'` FU per shot (at the shot's minute,
 *   ref `fireplan:<plan>:<serial>`);
 * - `resupply.dispatched`: issued from the source to `run:<id>` (ref `run:<id>`); `clock.advanced`: each
 *   run due issued from `run:<id>` and received by its unit, at the run's `arriveMin`, with the clock
 *   event's seq;
 * - `unit.edited`: `'adjusted'` by the difference (an edited `fuHeld`); any event taking a unit's bases to
 *   0 (`unit.edited`, `fireplan.fired`, `unit.reorganised`): `'lost'` of everything it still held.
 * So `holdingsOf(state, id)` equals the ledger's balance for every unit after every event.
 */
import { Ledger, type LedgerEntry } from '../rules/logistics/index.ts';
import { transferEntries } from '../rules/logistics/entries.ts';
import { STOCK_KINDS, type StockKind } from '../rules/tables/nqmLogistics.ts';
import { reorganise } from '../rules/logistics/casualties.ts';
import { scriptedDice } from '../rules/dice.ts';
import { applyEvent, type CampaignEvent } from './events.ts';
import { dlaAccount, runAccount, runsDue, sourceAccount } from './logisticsRuns.ts';
import { LogisticsShadow } from './logisticsShadow.ts';
import { addStocks, holdingsOf, stockLines, unitHoldings } from './logisticsStocks.ts';
import type { CampaignState, ResupplyRun, Stocks, UnitId } from './types.ts';

export { holdingsOf };
export { ammunitionExpended, casualtyReturn, ledgersToCsv } from './logisticsReports.ts';
export { accountName, dlaName } from './logisticsRuns.ts';
export type { AmmunitionRow, CasualtyRow } from './logisticsReports.ts';
export { ragOf, type RAG } from './logisticsReadiness.ts';
export { readiness, unitStanding, type StockStanding, type UnitStanding } from './logisticsStanding.ts';

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
function initialEntries(event: CampaignEvent<'campaign.created'>): LedgerEntry[] {
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
    case 'clock.advanced':
      return ctx.runsDue(event.payload.toMin).flatMap((run) => transfers(seq, run.arriveMin, runAccount(run.id), run.toId, run.stocks, runAccount(run.id)));
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

/** `Ledger` options naming unit accounts by their short name in overdraw messages. */
function namesFrom(state: CampaignState | null): { nameOf: (id: string) => string } {
  return { nameOf: (id) => state?.units[id]?.shortName ?? id };
}

/** A unit's holdings as the ledger's balances. */
const balances = (ledger: Ledger, id: string): Stocks => ({ CU: ledger.balance(id, 'CU'), FU: ledger.balance(id, 'FU'), POL: ledger.balance(id, 'POL') });

/**
 * The ledger of a whole log (oldest first, from `campaign.created`), rebuilt without folding states: each
 * event's entries are worked out from the ledger's own balances and a `LogisticsShadow` (bases, markers,
 * runs in transit), O(events + entries). Equal to the `LedgerKeeper` fed event by event with the states
 * (property-tested). The log must be valid (as the store keeps it). Returns the ledger and the last seq.
 * Throws `RangeError` for a log not starting with `campaign.created`, `LedgerError` if entries do not balance.
 */
export function rebuildLedger(events: Iterable<CampaignEvent>): { ledger: Ledger; seq: number } {
  const ledger = new Ledger(namesFrom(null));
  let shadow: LogisticsShadow | null = null;
  let seq = 0;
  let ctx: EntryContext | null = null;
  for (const e of events) {
    if (shadow === null) {
      if (e.type !== 'campaign.created') throw new RangeError(`buildLedger: the first event must be campaign.created, not ${e.type}`);
      ledger.append(initialEntries(e));
      const sh: LogisticsShadow = (shadow = new LogisticsShadow(e));
      ctx = { holdings: (id) => balances(ledger, id), bases: (id) => sh.unit(id).bases, injuredBases: (id) => sh.unit(id).injuredBases, runsDue: (toMin) => sh.runsDue(toMin) };
    } else {
      if (e.seq !== seq + 1) throw new RangeError(`buildLedger: event seq ${e.seq} does not follow ${seq}`);
      ledger.append(entriesWith(ctx!, e));
      shadow.apply(e);
    }
    seq = e.seq;
  }
  return { ledger, seq };
}

/** The ledger of a whole log: `rebuildLedger(events).ledger`. */
export function buildLedger(events: Iterable<CampaignEvent>): Ledger {
  return rebuildLedger(events).ledger;
}

/**
 * The ledger kept up to date event by event (the desk builds it once on open from `store.events(id)`,
 * then appends each new event with the state it applied to); equal to `buildLedger` of the same log.
 */
export class LedgerKeeper {
  /** The ledger so far. */
  ledger: Ledger;
  /** The seq of the last event appended (0 before any). */
  seq = 0;
  /**
   * Runs in transit by id, kept by the keeper itself so a `clock.advanced` does not scan every run ever
   * dispatched (`runsDue` of a long campaign's state); null until the next `append` reads them once.
   */
  private transit: Map<string, ResupplyRun> | null = null;

  /** Builds the ledger of `events` (oldest first, from `campaign.created`; may be empty) with `rebuildLedger`. */
  constructor(events: Iterable<CampaignEvent> = []) {
    const built = rebuildLedger(events);
    this.ledger = built.ledger;
    this.seq = built.seq;
  }

  /**
   * Appends the entries of `event` applied to `stateBefore` (the state whose seq is `event.seq − 1`;
   * null for `campaign.created`) and returns them. Throws `RangeError` when `event.seq` is not the next
   * seq, `LedgerError` if they would not balance (nothing is appended then).
   */
  append(stateBefore: CampaignState | null, event: CampaignEvent): LedgerEntry[] {
    if (event.seq !== this.seq + 1) throw new RangeError(`LedgerKeeper: event seq ${event.seq} does not follow ${this.seq}`);
    if (stateBefore === null) {
      const entries = ledgerEntriesOf(null, event);
      this.ledger.append(entries);
      this.seq = event.seq;
      this.transit = new Map();
      return entries;
    }
    const transit = (this.transit ??= new Map(Object.values(stateBefore.resupplyRuns ?? {}).filter((r) => !r.arrived).map((r) => [r.id, r])));
    const due = (toMin: number) =>
      [...transit.values()]
        .filter((r) => r.arriveMin <= toMin)
        .sort((a, b) => a.arriveMin - b.arriveMin || a.departMin - b.departMin || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    const entries = entriesWith({ ...stateContext(stateBefore), runsDue: due }, event);
    this.ledger.append(entries);
    this.seq = event.seq;
    if (event.type === 'resupply.dispatched') transit.set(event.payload.run.id, event.payload.run);
    else if (event.type === 'clock.advanced') for (const r of due(event.payload.toMin)) transit.delete(r.id);
    return entries;
  }

  /** Takes back every event from `seq` on (the store's Undo removed them): the ledger is rebuilt from the entries before it. */
  undoFrom(seq: number): void {
    if (!Number.isSafeInteger(seq) || seq < 1) throw new RangeError(`LedgerKeeper.undoFrom: seq must be a whole number ≥ 1, got ${String(seq)}`);
    if (seq > this.seq) return;
    this.ledger = Ledger.rebuild(this.ledger.entries().filter((e) => e.seq < seq), namesFrom(null));
    this.seq = seq - 1;
    this.transit = null;
  }
}
