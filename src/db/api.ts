/**
 * The contract between the store (`src/db`) and the screens (`src/ui`): what a campaign store can
 * do. `src/db/store.ts` implements it on Dexie; tests implement nothing else.
 * Every write is one IndexedDB transaction; a failure leaves the database exactly as it was.
 */
import type { CampaignEvent, EventDraft, CampaignState, Scenario } from '../campaign/index.ts';
import type { UndoInfo } from './history.ts';
import type { ArchiveBlob } from './baseMaps.ts';
import type { ImageBlob } from './images.ts';

/** An image stored with a write (a scanned map's bytes, named by their SHA-256: `images.ts`). */
export type { ImageBlob } from './images.ts';
/** An archive stored with a write (a base map's PMTiles file, named by its fingerprint: `baseMaps.ts`). */
export type { ArchiveBlob } from './baseMaps.ts';

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

/** What Undo would remove now: the newest user action in words (`history.ts`). */
export type { UndoInfo } from './history.ts';

/**
 * An opened campaign: its row, its state (the fold of its log), its newest event, and what Undo would
 * remove now (null: nothing, only the campaign's creation is left).
 */
export type OpenedCampaign = { meta: CampaignMeta; state: CampaignState; head: CampaignEvent; undo: UndoInfo | null };

/**
 * The result of an undo: the events of the action removed (oldest first), a sentence saying which
 * (`Undid: …`), the state without them, and what the next Undo would remove.
 */
export type UndoResult = { removed: CampaignEvent[]; description: string; state: CampaignState; meta: CampaignMeta; undo: UndoInfo | null };

/**
 * The stored head a change was prepared against: `expectHeadSeq` its seq and `expectUpdatedAt` the
 * campaign row's `updatedAt` then (a seq is used again after an Undo, a write time is not). When the
 * stored head differs (another tab wrote), nothing is written and `StaleCampaignError` is thrown.
 */
export type HeadExpectation = { expectHeadSeq?: number; expectUpdatedAt?: string };

/**
 * Options of a write: the head it was prepared against (`HeadExpectation`), and `action`:
 * the seq of the first event of the user action this event continues (one Undo removes them all);
 * refused with `StaleCampaignError` when the newest stored event is not part of that action.
 */
export type AppendOptions = HeadExpectation & {
  action?: number;
  /**
   * Images stored in the same transaction (the scanned map a `baseImage.placed` names); each must be a
   * PNG or JPEG of at most 12 MB whose SHA-256 is its id, else `RangeError` and nothing is written.
   */
  images?: readonly ImageBlob[];
  /**
   * Base map archives stored in the same transaction (the PMTiles archive a `baseMap.opened` names);
   * each one's fingerprint must be its id (`archiveIdOf`), else `RangeError` and nothing is written.
   */
  archives?: readonly ArchiveBlob[];
};

/** What is stored with a new campaign: a map file's scanned map image and base map archive. */
export type Attachments = Pick<AppendOptions, 'images' | 'archives'>;

/** The result of a write: the newest event written, the new state and row, and what Undo would now remove. */
export type AppendResult = { event: CampaignEvent; state: CampaignState; meta: CampaignMeta; undo: UndoInfo | null };

/** The answer of `navigator.storage.persist()` (or why there is none). */
export type PersistenceStatus = 'persistent' | 'best-effort' | 'unsupported';

/**
 * A campaign store. Errors: `ImportError` (import), `StoreQuotaError` (storage full: advise export),
 * `EventError` (an event that does not apply), `NotFoundError` (unknown campaign id).
 */
export interface CampaignStore {
  /** All campaigns, most recently updated first. */
  list(): Promise<CampaignMeta[]>;
  /**
   * Create a campaign whose first event is `campaign.created` with this scenario, followed by the
   * map's `setup` events (at minute 0, each checked; part of the creation: Undo does not take them back;
   * an `ImportError` naming `setup[i]` refuses a bad one, writing nothing). Campaign names are
   * unique: a name in use becomes `name (2)` (likewise `duplicate` and `importText`; `rename` refuses one).
   * `attached` is stored with it (a map file's scanned map and base map), checked as `AppendOptions`.
   * `onWriting` is told the campaign as it will open (its state folded, nothing to Undo) once its
   * writing has begun, before it is stored, so a page can draw it meanwhile: whatever the store is asked
   * after that (reads and writes) runs after the writing, since IndexedDB runs transactions over the
   * same tables in the order they began. The promise still says whether it was stored.
   */
  createFromScenario(scenario: Scenario, name: string, setup?: readonly { type: string; v: number; payload: unknown }[], attached?: Attachments, onWriting?: (opened: OpenedCampaign) => void): Promise<CampaignMeta>;
  /** Duplicate a campaign (its whole log) under a new id and name: a "what-if" branch. */
  duplicate(id: string, name: string): Promise<CampaignMeta>;
  /** Rename a campaign (metadata only; not an event). Throws RangeError for an empty, HTML-like or taken name. */
  rename(id: string, name: string): Promise<CampaignMeta>;
  /** Delete a campaign with its log and snapshots. */
  remove(id: string): Promise<void>;
  /** Open a campaign: latest snapshot plus the events after it. */
  open(id: string): Promise<OpenedCampaign>;
  /**
   * Every event of a campaign, oldest first (seq 1 … head), migrated to today's payload versions: the
   * log the logistics ledger is built from once on open (`buildLedger`, `LedgerKeeper`,
   * `src/campaign/log/ledgers.ts`). Throws `NotFoundError` for an unknown campaign.
   */
  events(id: string): Promise<CampaignEvent[]>;
  /**
   * Append one event (seq assigned), or several in order as one user action, in one transaction with
   * any snapshot it triggers; returns the new state and the newest event. Nothing is written when any
   * one is refused (`EventError`), and `RangeError` for an empty list.
   */
  append(id: string, draft: EventDraft | readonly EventDraft[], opts?: AppendOptions): Promise<AppendResult>;
  /**
   * Remove the newest user action — every event it wrote (never the `campaign.created` event). Throws
   * `RangeError` when there is nothing to undo, `StaleCampaignError` when the head is not the one expected.
   */
  undo(id: string, opts?: HeadExpectation): Promise<UndoResult>;
  /**
   * Write again, as one action in one transaction, the events an Undo removed (`UndoResult.removed`);
   * each is checked and folded as when first written. Errors as `append`.
   */
  redo(id: string, events: readonly CampaignEvent[], opts?: HeadExpectation): Promise<AppendResult>;
  /**
   * The campaign's stored rows as they are, unchecked (`{ format: "campaign-desk-raw-log", campaign,
   * events }`): the way to save a campaign that no longer opens. Throws `NotFoundError`.
   */
  rawLogText(id: string): Promise<string>;
  /**
   * Call `listener` with the campaign list (most recently updated first) now and whenever any tab or
   * window writes to any campaign. Returns the unsubscribe function.
   */
  watch(listener: (campaigns: CampaignMeta[]) => void): () => void;
  /** The campaign as a file's text (deterministic: export → import → export gives the same text). */
  exportText(id: string): Promise<string>;
  /**
   * Validate a file's text and, only if it is wholly valid, store it as a new campaign — a copy, named
   * `name (2)`, when a campaign of its name is here already (`renamedFrom` then gives the file's name).
   */
  importText(text: string): Promise<CampaignMeta & { renamedFrom?: string }>;
  /**
   * The bytes of an image of campaign `id` (a scanned map named by a `baseImage.placed` event). Throws
   * `NotFoundError` for an unknown campaign, `RangeError` for an image it does not have.
   */
  image(id: string, imageId: string): Promise<Blob>;
  /**
   * The archive of campaign `id`'s base map `archiveId` (named by a `baseMap.opened` event) — its own,
   * else the same archive another campaign on this device keeps — or null when it is not on this
   * device (the campaign came from a campaign file). Throws `NotFoundError`.
   */
  archive(id: string, archiveId: string): Promise<Blob | null>;
  /** Ask for persistent storage and say what the browser answered. */
  requestPersistence(): Promise<PersistenceStatus>;
  /** Called when another tab opens a newer schema: this connection is closed; the UI must reload. */
  onVersionChange(listener: () => void): () => void;
  /** Close the connection. */
  close(): void;
}
