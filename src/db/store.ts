/**
 * The campaign store on Dexie (implements `CampaignStore` of `./api.ts`).
 * Every write is ONE read-write transaction over campaigns, events, snapshots, images and base maps: an error inside
 * (an `EventError`, a quota failure, anything) aborts it and leaves the database as it was.
 * An in-memory cache keeps the newest state of the campaigns used most recently, so `append` does
 * not re-read the log; it is trusted only while its seq and `updatedAt` match the stored row.
 */
import Dexie, { liveQuery } from 'dexie';
import * as v from 'valibot';
import { applyEvent, EventError, type CampaignEvent, type EventDraft, describeAction, checkCampaignName, uniqueCampaignName, type CampaignState, type Scenario } from '../campaign/index.ts';
import type { AppendOptions, AppendResult, Attachments, CampaignMeta, HeadExpectation, CampaignStore, OpenedCampaign, PersistenceStatus, UndoResult } from './api.ts';
import { createDatabase, type CampaignDatabase, type EventRow } from './database.ts';
import { ImportError, isQuotaError, NotFoundError, StaleCampaignError, StoreQuotaError } from './errors.ts';
import { actionKey, headActionRows, undoInfoAt } from './history.ts';
import { campaignFileText, parseCampaignFile, type FileEvent, type ValidCampaignFile } from './fileFormat.ts';
import { draftSchema, scenarioSchema, toImportIssues } from './fileSchema.ts';
import { archiveRow, checkArchiveBlobs, pruneArchives } from './baseMaps.ts';
import { checkImageBlobs, fileImagesOf, imageRowsOf, namedImageRows, pruneImages, requireImages, type ImageBlob } from './images.ts';
import { eventFromRow, isSnapshotSeq, loadState, snapshotRows } from './snapshots.ts';
import { payloadFromStore, payloadToStore } from './terrainRows.ts';

/** The part of `navigator.storage` the store uses. */
export type StorageLike = { persist?: () => Promise<boolean> };

/**
 * Options of `createCampaignStore`. The app passes the browser's `indexedDB` and `IDBKeyRange`;
 * tests pass fake-indexeddb's and fixed `now` / `randomId`.
 * - `now`: wall-clock ISO string (UTC) for `createdAt` / `updatedAt`; default `new Date().toISOString()`.
 * - `randomId`: a new campaign id; default `c-` + 24 random hex digits.
 * - `storage`: default `navigator.storage`; null or without `persist` → 'unsupported'.
 * - `name`: database name, default `campaign-desk` (the benchmark uses another).
 * - `parseFile`: checks an imported file's text; default `parseCampaignFile` on this thread (the app
 *   passes `parseInWorker`, `workerParse.ts`, so no file can freeze the page).
 */
export type CampaignStoreOptions = {
  indexedDB: IDBFactory;
  IDBKeyRange: typeof IDBKeyRange;
  now?: () => string;
  randomId?: () => string;
  storage?: StorageLike | null;
  name?: string;
  parseFile?: (text: string) => Promise<ValidCampaignFile>;
};

/** The Dexie store; `db` is exposed for tests and tools (never for the UI). */
export type DexieCampaignStore = CampaignStore & { readonly db: CampaignDatabase };

/** Create the store (the database opens on first use). */
export function createCampaignStore(opts: CampaignStoreOptions): DexieCampaignStore {
  return new DexieStore(opts);
}

/** How many campaigns' newest states the store keeps in memory. */
const CACHE_SIZE = 8;

function defaultRandomId(): string {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  return `c-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** The `format` tag of a raw log export (`rawLogText`): the rows as stored, for repair by hand. */
export const RAW_LOG_FORMAT = 'campaign-desk-raw-log';

/** Campaign rows, most recently updated first (ties by id). */
function sortByUpdated(rows: CampaignMeta[]): CampaignMeta[] {
  return rows.sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : a.id < b.id ? -1 : 1));
}

function toRow(campaignId: string, e: FileEvent): EventRow {
  // A real area's terrain is stored packed (`terrainRows.ts`); read back by `eventFromRow`.
  const row: EventRow = { campaignId, seq: e.seq, at: e.at, type: e.type, v: e.v, payload: payloadToStore(e.type, e.payload) };
  if (e.action !== undefined) row.action = e.action;
  return row;
}

class DexieStore implements DexieCampaignStore {
  readonly db: CampaignDatabase;
  private readonly now: () => string;
  private readonly randomId: () => string;
  private readonly parseFile: (text: string) => Promise<ValidCampaignFile>;
  private readonly storage: StorageLike | null | undefined;
  private readonly cache = new Map<string, { state: CampaignState; updatedAt: string }>();
  private readonly versionListeners = new Set<() => void>();
  /** Per campaign, the state before its newest action's first event (so Undo's words need no refold). */
  private readonly starts = new Map<string, { seq: number; before: CampaignState }>();

  constructor(opts: CampaignStoreOptions) {
    this.db = createDatabase({ indexedDB: opts.indexedDB, IDBKeyRange: opts.IDBKeyRange, name: opts.name });
    this.now = opts.now ?? (() => new Date().toISOString());
    this.randomId = opts.randomId ?? defaultRandomId;
    this.parseFile = opts.parseFile ?? (async (text) => parseCampaignFile(text));
    this.storage = opts.storage !== undefined ? opts.storage : (globalThis.navigator as Navigator | undefined)?.storage;
    // Dexie fires the newest subscriber first; returning false skips its default handler, which
    // would close with auto-reopen (and then silently reopen the newer schema).
    this.db.on('versionchange', () => {
      this.close();
      for (const listener of [...this.versionListeners]) listener();
      return false;
    });
  }

  async list(): Promise<CampaignMeta[]> {
    return sortByUpdated(await this.db.campaigns.toArray());
  }

  async createFromScenario(
    scenario: Scenario,
    name: string,
    setup: readonly { type: string; v: number; payload: unknown }[] = [],
    { images = [], archives = [] }: Attachments = {},
    onWriting?: (opened: OpenedCampaign) => void,
  ): Promise<CampaignMeta> {
    const cleanName = checkCampaignName(name);
    await checkImageBlobs(images);
    await checkArchiveBlobs(archives, setup);
    const parsed = v.safeParse(scenarioSchema, scenario);
    if (!parsed.success) throw new ImportError(toImportIssues(parsed.issues, 'scenario'));
    const created: CampaignEvent = { seq: 1, at: 0, type: 'campaign.created', v: 1, payload: { scenario: parsed.output as Scenario } };
    let state = applyEvent(null, created);
    // The map's setup (a sample sheet, a fire plan, an engagement): checked and folded like any event,
    // and part of the campaign's creation (action 1: nothing for Undo to take back).
    const rows: EventRow[] = [];
    let head: CampaignEvent = created;
    setup.forEach((raw, i) => {
      const draft = v.safeParse(draftSchema, { ...raw, at: 0 });
      if (!draft.success) throw new ImportError(toImportIssues(draft.issues, `setup[${i}]`));
      const event = { ...(draft.output as EventDraft), seq: state.seq + 1 } as CampaignEvent;
      state = applyEvent(state, event);
      head = event;
      rows.push({ ...toRow('', event), action: 1 });
    });
    const t = this.now();
    const meta: CampaignMeta = { id: this.randomId(), name: cleanName, mapId: state.mapId, createdAt: t, updatedAt: t, headSeq: state.seq };
    await this.write(async () => {
      meta.name = await this.freeName(cleanName);
      // Told once the transaction is made, so what the page asks of the store after this waits for it;
      // told outside the transaction's zone, so what the page asks is not made part of this transaction.
      if (onWriting) {
        const opened: OpenedCampaign = { meta: { ...meta }, state, head, undo: null };
        Dexie.ignoreTransaction(() => {
          try {
            onWriting(opened);
          } catch {
            // The page's trouble: the campaign is stored all the same.
          }
        });
      }
      await this.db.campaigns.add(meta);
      await requireImages(this.db, meta.id, rows, images);
      await this.db.images.bulkAdd(images.map((i) => ({ ...i, campaignId: meta.id })));
      await this.db.baseMaps.bulkAdd(archives.map((a) => ({ ...a, campaignId: meta.id })));
      await this.db.events.bulkAdd([toRow(meta.id, created), ...rows.map((r) => ({ ...r, campaignId: meta.id }))]);
      if (rows.length > 0) await this.db.snapshots.put(snapshotRows(meta.id, [{ seq: state.seq, state }])[0]!);
    });
    this.remember(meta.id, state, t);
    return meta;
  }

  async duplicate(id: string, name: string): Promise<CampaignMeta> {
    const cleanName = checkCampaignName(name);
    const t = this.now();
    const copy = await this.write(async () => {
      const meta = await this.getMeta(id);
      const copy: CampaignMeta = { id: this.randomId(), name: await this.freeName(cleanName), mapId: meta.mapId, createdAt: t, updatedAt: t, headSeq: meta.headSeq };
      const events = await this.db.events.where('campaignId').equals(id).toArray();
      const snaps = await this.db.snapshots.where('campaignId').equals(id).toArray();
      const images = await namedImageRows(this.db, id);
      const drawn = (this.cached(meta) ?? (await loadState(this.db, id, meta.headSeq)).state).baseMap;
      const archive = drawn ? await this.db.baseMaps.get([id, drawn.archiveId]) : undefined;
      const archives = archive ? [archive] : [];
      await this.db.campaigns.add(copy);
      await this.db.images.bulkAdd(images.map((r) => ({ ...r, campaignId: copy.id })));
      await this.db.baseMaps.bulkAdd(archives.map((r) => ({ ...r, campaignId: copy.id })));
      await this.db.events.bulkAdd(events.map((r) => ({ ...r, campaignId: copy.id })));
      await this.db.snapshots.bulkAdd(snaps.map((r) => ({ ...r, campaignId: copy.id })));
      return { copy, cached: this.cached(meta) };
    });
    if (copy.cached) this.remember(copy.copy.id, copy.cached, t);
    return copy.copy;
  }

  async rename(id: string, name: string): Promise<CampaignMeta> {
    const cleanName = checkCampaignName(name);
    const { meta, state } = await this.write(async () => {
      const old = await this.getMeta(id);
      const clash = (await this.db.campaigns.toArray()).find((c) => c.id !== id && c.name.toLocaleLowerCase() === cleanName.toLocaleLowerCase());
      if (clash) throw new RangeError(`a campaign named “${clash.name}” exists already; choose another name`);
      const meta: CampaignMeta = { ...old, name: cleanName, updatedAt: this.now() };
      await this.db.campaigns.put(meta);
      return { meta, state: this.cached(old) };
    });
    if (state) this.remember(id, state, meta.updatedAt);
    return meta;
  }

  async remove(id: string): Promise<void> {
    await this.write(async () => {
      await this.getMeta(id);
      await this.db.campaigns.delete(id);
      await this.db.events.where('campaignId').equals(id).delete();
      await this.db.snapshots.where('campaignId').equals(id).delete();
      await this.db.images.where('campaignId').equals(id).delete();
      await this.db.baseMaps.where('campaignId').equals(id).delete();
    });
    this.cache.delete(id);
    this.starts.delete(id);
  }

  async open(id: string): Promise<OpenedCampaign> {
    const { db } = this;
    const opened = await this.transact('r', async () => {
      const meta = await this.getMeta(id);
      const state = this.cached(meta) ?? (await loadState(db, id, meta.headSeq)).state;
      const head = await db.events.get([id, meta.headSeq]);
      if (!head) throw new Error(`campaign "${id}" is damaged: its newest event ${meta.headSeq} is missing`);
      const known = this.starts.get(id);
      const undo = await undoInfoAt(db, id, meta.headSeq, known?.before);
      return { meta, state, head: eventFromRow(head), undo };
    });
    this.remember(id, opened.state, opened.meta.updatedAt);
    return opened;
  }

  async events(id: string): Promise<CampaignEvent[]> {
    const { db } = this;
    const rows = await this.transact('r', async () => {
      const meta = await this.getMeta(id);
      return db.events.where('[campaignId+seq]').between([id, 1], [id, meta.headSeq], true, true).toArray();
    });
    return rows.map(eventFromRow);
  }

  async append(id: string, draft: EventDraft | readonly EventDraft[], opts: AppendOptions = {}): Promise<AppendResult> {
    const list = Array.isArray(draft) ? (draft as readonly EventDraft[]) : [draft as EventDraft];
    if (list.length === 0) throw new RangeError('nothing to append');
    const checked = list.map((d) => {
      if (d?.type === 'campaign.created') throw new EventError('campaign.created may only be the first event', 'type');
      const parsed = v.safeParse(draftSchema, d);
      if (!parsed.success) {
        const first = toImportIssues(parsed.issues)[0]!;
        throw new EventError(`${first.path}: ${first.message}`, first.path);
      }
      return parsed.output as EventDraft;
    });
    return this.appendEvents(id, checked, opts);
  }

  async undo(id: string, opts: HeadExpectation = {}): Promise<UndoResult> {
    const { db } = this;
    const result = await this.write(async () => {
      const old = await this.getMeta(id);
      await this.expectHead(old, opts);
      const rows = await headActionRows(db, id, old.headSeq);
      const first = rows[0];
      if (!first) throw new RangeError('nothing to undo: the campaign.created event (seq 1) cannot be undone');
      const removed = rows.map(eventFromRow);
      await db.events.where('[campaignId+seq]').between([id, first.seq], [id, old.headSeq], true, true).delete();
      await db.snapshots.where('[campaignId+seq]').between([id, first.seq], [id, Infinity], true, true).delete();
      const { state } = await loadState(db, id, first.seq - 1);
      const meta: CampaignMeta = { ...old, headSeq: first.seq - 1, updatedAt: this.now() };
      await db.campaigns.put(meta);
      const undo = await undoInfoAt(db, id, meta.headSeq);
      return { removed, description: `Undid: ${describeAction(removed, state)}`, state, meta, undo };
    });
    this.remember(id, result.state, result.meta.updatedAt);
    return result;
  }

  async redo(id: string, events: readonly CampaignEvent[], opts: HeadExpectation = {}): Promise<AppendResult> {
    if (events.length === 0) throw new RangeError('nothing to redo');
    const drafts = events.map((e) => {
      const parsed = v.safeParse(draftSchema, { at: e.at, type: e.type, v: e.v, payload: e.payload });
      if (!parsed.success) throw new EventError(`${toImportIssues(parsed.issues)[0]!.path}: ${parsed.issues[0].message}`, 'payload');
      return parsed.output as EventDraft;
    });
    return this.appendEvents(id, drafts, opts);
  }

  /**
   * Append `drafts` (already schema-checked) in one transaction as one user action (or as part of
   * `opts.action`), after checking the head is still the one expected (`HeadExpectation`); snapshots as due.
   */
  private async appendEvents(id: string, drafts: readonly EventDraft[], opts: AppendOptions): Promise<AppendResult> {
    const images = opts.images ?? [];
    const archives = opts.archives ?? [];
    await checkImageBlobs(images);
    await checkArchiveBlobs(archives, drafts);
    const result = await this.write(async () => {
      const old = await this.getMeta(id);
      await this.expectHead(old, opts);
      await requireImages(this.db, id, drafts, images);
      await this.db.images.bulkPut(images.map((i) => ({ ...i, campaignId: id })));
      await this.db.baseMaps.bulkPut(archives.map((a) => ({ ...a, campaignId: id })));
      const before = this.cached(old) ?? (await loadState(this.db, id, old.headSeq)).state;
      let action: number | undefined;
      if (opts.action !== undefined) {
        const head = await this.db.events.get([id, old.headSeq]);
        if (!head || actionKey(head) !== opts.action) throw new StaleCampaignError(id);
        action = opts.action;
      }
      let state = before;
      let event: CampaignEvent | null = null;
      for (const draft of drafts) {
        event = { seq: state.seq + 1, at: draft.at, type: draft.type, v: draft.v, payload: draft.payload } as CampaignEvent;
        state = applyEvent(state, event);
        await this.db.events.add({ ...toRow(id, event), ...(action !== undefined ? { action } : {}) });
        if (isSnapshotSeq(event.seq)) await this.db.snapshots.put(snapshotRows(id, [{ seq: event.seq, state }])[0]!);
        action ??= event.seq;
      }
      const firstSeq = action!;
      // A new image replaces what an undone placement left for Redo: keep only the images the log names.
      if (images.length > 0) await pruneImages(this.db, id);
      // Opening or removing a base map keeps only the archives Undo and Redo can reach.
      if (drafts.some((d) => d.type === 'baseMap.opened' || d.type === 'baseMap.removed')) {
        await pruneArchives(this.db, id, new Set([before.baseMap?.archiveId, state.baseMap?.archiveId].filter((a): a is string => a !== undefined)));
      }
      const meta: CampaignMeta = { ...old, headSeq: state.seq, updatedAt: this.now() };
      await this.db.campaigns.put(meta);
      const known = this.starts.get(id);
      const start = firstSeq === old.headSeq + 1 ? before : known?.seq === firstSeq ? known.before : null;
      const undo = await undoInfoAt(this.db, id, meta.headSeq, start);
      return { event: event!, state, meta, undo, start: start ?? null, firstSeq };
    });
    this.remember(id, result.state, result.meta.updatedAt);
    if (result.start) {
      // The state before each campaign's newest action, for Undo's words; as many campaigns as the cache.
      this.starts.delete(id);
      this.starts.set(id, { seq: result.firstSeq, before: result.start });
      for (const old of this.starts.keys()) if (this.starts.size > CACHE_SIZE) this.starts.delete(old);
    }
    return { event: result.event, state: result.state, meta: result.meta, undo: result.undo };
  }

  /** Throws `StaleCampaignError` when the stored head is not the one the caller's change was made against. */
  private async expectHead(meta: CampaignMeta, { expectHeadSeq, expectUpdatedAt }: HeadExpectation): Promise<void> {
    const seqOk = expectHeadSeq === undefined || expectHeadSeq === meta.headSeq;
    if (seqOk && (expectUpdatedAt === undefined || expectUpdatedAt === meta.updatedAt)) return;
    const info = expectHeadSeq === undefined || meta.headSeq >= expectHeadSeq ? await undoInfoAt(this.db, meta.id, meta.headSeq).catch(() => null) : null;
    throw new StaleCampaignError(meta.id, info?.description);
  }

  async rawLogText(id: string): Promise<string> {
    const { db } = this;
    const { meta, rows, imageRows } = await this.transact('r', async () => {
      const meta = await this.getMeta(id);
      const rows = await db.events.where('campaignId').equals(id).sortBy('seq');
      const imageRows = await db.images.where('campaignId').equals(id).toArray();
      return { meta, rows, imageRows };
    });
    const events = rows.map(({ campaignId: _, ...row }) => ({ ...row, payload: payloadFromStore(row.type, row.payload) }));
    const images = await fileImagesOf(imageRows);
    return `${JSON.stringify({ format: RAW_LOG_FORMAT, campaign: meta, events, ...(images.length > 0 ? { images } : {}) }, null, 2)}\n`;
  }

  /**
   * Dexie's `liveQuery` of the campaign list: the listener hears the list at once and again after
   * every write that changes it — this store's, another store's on the same database, another tab's
   * (Dexie tells the other tabs itself).
   */
  watch(listener: (campaigns: CampaignMeta[]) => void): () => void {
    const subscription = liveQuery(() => this.list()).subscribe({
      next: (rows) => listener(rows),
      error: () => undefined, // the connection closed (another tab upgraded the schema): onVersionChange says so
    });
    return () => subscription.unsubscribe();
  }

  async exportText(id: string): Promise<string> {
    const { db } = this;
    const { meta, rows, imageRows } = await this.transact('r', async () => {
      const meta = await this.getMeta(id);
      const rows = await db.events.where('[campaignId+seq]').between([id, 1], [id, Infinity], true, true).toArray();
      return { meta, rows, imageRows: await namedImageRows(db, id) };
    });
    // Each event with its user-action mark, so an import undoes as the original did.
    const events = rows.map((r) => (r.action !== undefined ? { ...eventFromRow(r), action: r.action } : eventFromRow(r)));
    return campaignFileText({ name: meta.name, mapId: meta.mapId, createdAt: meta.createdAt }, events, await fileImagesOf(imageRows));
  }

  async importText(text: string): Promise<CampaignMeta & { renamedFrom?: string }> {
    const file = await this.parseFile(text);
    const t = this.now();
    const meta: CampaignMeta = {
      id: this.randomId(),
      name: file.campaign.name,
      mapId: file.campaign.mapId,
      createdAt: file.campaign.createdAt,
      updatedAt: t,
      headSeq: file.state.seq,
    };
    await this.write(async () => {
      meta.name = await this.freeName(meta.name);
      await this.db.campaigns.add(meta);
      await this.db.events.bulkAdd(file.events.map((e) => toRow(meta.id, e)));
      await this.db.snapshots.bulkAdd(snapshotRows(meta.id, file.snapshots));
      await this.db.images.bulkAdd(imageRowsOf(meta.id, file.images));
    });
    this.remember(meta.id, file.state, t);
    return meta.name === file.campaign.name ? meta : { ...meta, renamedFrom: file.campaign.name };
  }

  async image(id: string, imageId: string): Promise<Blob> {
    const row = await this.transact('r', async () => {
      await this.getMeta(id);
      return this.db.images.get([id, imageId]);
    });
    if (!row) throw new RangeError('the scanned map’s image is missing from this campaign; place it again from its file (Scanned map…)');
    return row.blob;
  }

  async archive(id: string, archiveId: string): Promise<Blob | null> {
    const row = await this.transact('r', async () => {
      await this.getMeta(id);
      return archiveRow(this.db, id, archiveId);
    });
    return row?.blob ?? null;
  }

  async requestPersistence(): Promise<PersistenceStatus> {
    const storage = this.storage;
    if (!storage || typeof storage.persist !== 'function') return 'unsupported';
    try {
      return (await storage.persist()) ? 'persistent' : 'best-effort';
    } catch {
      return 'best-effort';
    }
  }

  onVersionChange(listener: () => void): () => void {
    this.versionListeners.add(listener);
    return () => {
      this.versionListeners.delete(listener);
    };
  }

  close(): void {
    this.db.close();
    this.cache.clear();
  }

  /** Run `fn` in one read-write transaction over all tables. */
  private async write<T>(fn: () => Promise<T>): Promise<T> {
    return this.transact('rw', fn);
  }

  /**
   * One transaction over all tables. Quota failures become `StoreQuotaError`; our own errors come
   * back unwrapped (Dexie wraps an error whose name it knows, such as `NotFoundError`, in its own).
   */
  private async transact<T>(mode: 'r' | 'rw', fn: () => Promise<T>): Promise<T> {
    const { db } = this;
    try {
      return await db.transaction(mode, [db.campaigns, db.events, db.snapshots, db.images, db.baseMaps], fn);
    } catch (err) {
      if (isQuotaError(err)) throw new StoreQuotaError(err);
      const inner = (err as { inner?: unknown } | null)?.inner;
      if (inner instanceof NotFoundError || inner instanceof EventError || inner instanceof ImportError || inner instanceof StaleCampaignError) throw inner;
      throw err;
    }
  }

  /** `name`, or `name (2)`, `name (3)`, … when a stored campaign has it (campaign names are unique). */
  private async freeName(name: string): Promise<string> {
    return uniqueCampaignName(name, (await this.db.campaigns.toArray()).map((c) => c.name));
  }

  private async getMeta(id: string): Promise<CampaignMeta> {
    const meta = await this.db.campaigns.get(id);
    if (!meta) throw new NotFoundError(id);
    return meta;
  }

  /** Cache a campaign's newest state (the `CACHE_SIZE` most recently used campaigns are kept). */
  private remember(id: string, state: CampaignState, updatedAt: string): void {
    this.cache.delete(id);
    this.cache.set(id, { state, updatedAt });
    for (const oldest of this.cache.keys()) {
      if (this.cache.size <= CACHE_SIZE) break;
      this.cache.delete(oldest);
    }
  }

  /** The cached state of this campaign if it is still the stored head, else null. */
  private cached(meta: CampaignMeta): CampaignState | null {
    const c = this.cache.get(meta.id);
    return c && c.state.seq === meta.headSeq && c.updatedAt === meta.updatedAt ? c.state : null;
  }
}
