/**
 * The campaign's logistics ledgers (004 §UNITS OF LOGISTICAL ACCOUNTING): the rules' `Ledger`
 * (`src/rules/logistics`) fed from the event log, rebuilt from a whole log (`rebuildLedger`) or kept
 * event by event (`LedgerKeeper`). The entries each event makes are its definition's `ledger` (in its
 * capability's folder), so `holdingsOf(state, id)` equals the ledger's balance for every unit after
 * every event.
 */
import { Ledger, type LedgerEntry } from '../../rules/logistics/index.ts';
import { eventDefinition, type CampaignEvent } from '../events.ts';
import { stateContext } from '../logistics/ledgerEntries.ts';
import type { EntryContext } from '../model/eventDefinition.ts';
import { LogisticsShadow } from './shadow.ts';
import { holdingsOf } from '../logistics/stocks.ts';
import type { CampaignState, ResupplyRun, Stocks } from '../model/types.ts';

export { holdingsOf };
export { stateContext, type EntryContext };
export { ammunitionExpended, casualtyReturn, ledgersToCsv } from './logisticsReports.ts';
export { accountName, dlaName } from '../logistics/runs.ts';
export type { AmmunitionRow, CasualtyRow } from './logisticsReports.ts';
export { ragOf, type RAG } from '../logistics/readiness.ts';
export { readiness, unitStanding, type StockStanding, type UnitStanding } from '../logistics/standing.ts';

/** The context of the first event, which reads nothing of a campaign before it. */
const NOTHING_BEFORE: EntryContext = {
  holdings: () => { throw new RangeError('campaign.created reads no holdings before it'); },
  bases: () => { throw new RangeError('campaign.created reads no bases before it'); },
  injuredBases: () => { throw new RangeError('campaign.created reads no casualty markers before it'); },
  runsDue: () => [],
};

/** The `'initial'` entries of a `campaign.created`: every unit's holdings, in the scenario's order. */
export function initialEntries(event: CampaignEvent<'campaign.created'>): LedgerEntry[] {
  return [...eventDefinition(event.type).ledger(NOTHING_BEFORE, event)];
}

/** The entries of `event` (not `campaign.created`) given what `ctx` says of the campaign before it. */
export function entriesWith(ctx: EntryContext, event: CampaignEvent): LedgerEntry[] {
  return [...eventDefinition(event.type).ledger(ctx, event)];
}

/**
 * The ledger entries event `event` makes when applied to `before` (null only for `campaign.created`),
 * in the order they are appended. Pure; `event` must apply to `before` (the fold's refusals are not
 * repeated here). Throws `RangeError` for a first event other than `campaign.created`.
 */
export function ledgerEntriesOf(before: CampaignState | null, event: CampaignEvent): LedgerEntry[] {
  if (before === null) {
    if (event.type !== 'campaign.created') throw new RangeError(`ledgerEntriesOf: the first event must be campaign.created, not ${event.type}`);
    return initialEntries(event);
  }
  return entriesWith(stateContext(before), event);
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
