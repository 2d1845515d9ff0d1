/**
 * The contract between the store (`src/db`) and the screens (`src/ui`): what a campaign store can
 * do. `src/db/store.ts` implements it on Dexie; tests implement nothing else.
 * Every write is one IndexedDB transaction; a failure leaves the database exactly as it was.
 */
import type { CampaignEvent, EventDraft } from '../campaign/events.ts';
import type { CampaignState, Scenario } from '../campaign/types.ts';

/** A campaign's row in the campaign list. Times are wall-clock ISO strings (UTC). */
export type CampaignMeta = {
  id: string;
  name: string;
  mapId: string;
  createdAt: string;
  updatedAt: string;
  /** seq of the newest event (the length of the log). */
  headSeq: number;
};

/** An opened campaign: its row, its state (the fold of its log) and its newest event. */
export type OpenedCampaign = { meta: CampaignMeta; state: CampaignState; head: CampaignEvent };

/** The result of an undo: the event removed, a sentence saying which, and the state without it. */
export type UndoResult = { removed: CampaignEvent; description: string; state: CampaignState; meta: CampaignMeta };

/** The answer of `navigator.storage.persist()` (or why there is none). */
export type PersistenceStatus = 'persistent' | 'best-effort' | 'unsupported';

/**
 * A campaign store. Errors: `ImportError` (import), `StoreQuotaError` (storage full: advise export),
 * `EventError` (an event that does not apply), `NotFoundError` (unknown campaign id).
 */
export interface CampaignStore {
  /** All campaigns, most recently updated first. */
  list(): Promise<CampaignMeta[]>;
  /** Create a campaign whose first event is `campaign.created` with this scenario. */
  createFromScenario(scenario: Scenario, name: string): Promise<CampaignMeta>;
  /** Duplicate a campaign (its whole log) under a new id and name: a "what-if" branch. */
  duplicate(id: string, name: string): Promise<CampaignMeta>;
  /** Rename a campaign (metadata only; not an event). Throws RangeError for an empty or HTML-like name. */
  rename(id: string, name: string): Promise<CampaignMeta>;
  /** Delete a campaign with its log and snapshots. */
  remove(id: string): Promise<void>;
  /** Open a campaign: latest snapshot plus the events after it. */
  open(id: string): Promise<OpenedCampaign>;
  /**
   * Every event of a campaign, oldest first (seq 1 … head), migrated to today's payload versions: the
   * log the logistics ledger is built from once on open (`buildLedger`, `LedgerKeeper`,
   * `src/campaign/ledgers.ts`). Throws `NotFoundError` for an unknown campaign.
   */
  events(id: string): Promise<CampaignEvent[]>;
  /** Append one event (seq assigned) in one transaction with any snapshot it triggers; returns the new state. */
  append(id: string, draft: EventDraft): Promise<{ event: CampaignEvent; state: CampaignState; meta: CampaignMeta }>;
  /** Remove the newest event (never the `campaign.created` event). */
  undo(id: string): Promise<UndoResult>;
  /** The campaign as a file's text (deterministic: export → import → export gives the same text). */
  exportText(id: string): Promise<string>;
  /** Validate a file's text and, only if it is wholly valid, store it as a new campaign. */
  importText(text: string): Promise<CampaignMeta>;
  /** Ask for persistent storage and say what the browser answered. */
  requestPersistence(): Promise<PersistenceStatus>;
  /** Called when another tab opens a newer schema: this connection is closed; the UI must reload. */
  onVersionChange(listener: () => void): () => void;
  /** Close the connection. */
  close(): void;
}
