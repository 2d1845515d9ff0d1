/**
 * The shape of an event type's definition. Each capability folder declares its event types once
 * (`<capability>/events.ts`): the type name, the payload version and the migrations that bring older
 * payloads to it, the payload's valibot schema (the one validation the store and the file import
 * run), the fold (`apply`), the log line (`describe`) and the ledger entries (`ledger`). The list of
 * every definition is `EVENT_DEFINITIONS` (`../events.ts`); `applyEvent`, the file schema, the
 * migrations, the log and the ledgers read it. Modelled on tldraw's record types (validator,
 * versions and migrations beside the type) and the decide/evolve style of event sourcing.
 */
import type * as v from 'valibot';
import type { LedgerEntry } from '../../rules/logistics/index.ts';
import type { Minutes } from '../../rules/types.ts';
import type { CampaignState, ResupplyRun, Stocks, UnitId } from './types.ts';

/** One stored event of type `T` with payload `P` at payload version `V` (1 unless its definition says otherwise): `seq` counts from 1, `at` is its campaign minute. */
export type EventOf<T extends string, P, V extends number = 1> = { seq: number; at: Minutes; type: T; v: V; payload: P };

/** The events of the types `K` of a payload map `P` (type name → payload), as a union. */
export type EventsOf<P, K extends keyof P = keyof P> = { [T in K & string]: EventOf<T, P[T]> }[K & string];

/** The payload types of a map of payload schemas (type name → valibot schema). */
export type PayloadsOf<S extends Record<string, v.GenericSchema>> = { [K in keyof S]: v.InferOutput<S[K]> };

/**
 * What the ledger entries of an event need to know of the campaign just before it: a unit's holdings,
 * its bases and casualty markers, and the resupply runs in transit due by a minute (`stateContext`,
 * `logistics/ledgerEntries.ts`, reads them from a state; `buildLedger` from its own balances).
 */
export type EntryContext = {
  holdings(id: UnitId): Stocks;
  bases(id: UnitId): number;
  injuredBases(id: UnitId): number;
  runsDue(toMin: number): readonly ResupplyRun[];
};

/** One step of a payload migration: a payload at version n to the same type's payload at n + 1. Pure. */
export type PayloadMigration = (payload: unknown) => unknown;

/**
 * The definition of event type `T` whose payload schema is `S`.
 * - `version`: the payload version this app writes and folds; `migrations[n]` turns a version-n
 *   payload into version n + 1, for every n below `version`.
 * - `apply(state, event)`: the new state (never mutating `state`; `state.seq + 1 === event.seq` is
 *   already checked); throws `EventError` naming the payload path of what cannot apply.
 * - `describe(event, before)`: the one-line plain-text log line; `before` is the state the event
 *   applies to (names come from it), null when unknown.
 * - `ledger(ctx, event)`: the stock ledger entries the event makes, in order (none for most types).
 */
export type EventDefinition<T extends string, S extends v.GenericSchema, V extends number = number> = {
  readonly type: T;
  readonly version: V;
  readonly migrations: Readonly<Record<number, PayloadMigration>>;
  readonly payload: S;
  apply(state: CampaignState, event: EventOf<NoInfer<T>, v.InferOutput<NoInfer<S>>, NoInfer<V>>): CampaignState;
  describe(event: EventOf<NoInfer<T>, v.InferOutput<NoInfer<S>>, NoInfer<V>>, before: CampaignState | null): string;
  ledger(ctx: EntryContext, event: EventOf<NoInfer<T>, v.InferOutput<NoInfer<S>>, NoInfer<V>>): readonly LedgerEntry[];
};

/** A definition as it is declared (its type name, schema and version inferred from the literal). */
export function defineEvent<T extends string, S extends v.GenericSchema, const V extends number>(definition: EventDefinition<T, S, V>): EventDefinition<T, S, V> {
  return definition;
}

/** The ledger of an event type that moves no stock. */
export const NO_LEDGER_ENTRIES = (): readonly LedgerEntry[] => [];
