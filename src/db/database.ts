/**
 * The Dexie database of the store: its name, table names, row shapes and schema, in one place.
 *
 * ============================================================================================
 *  !!! LOUD WARNING: THE SCHEMAS BELOW ARE FROZEN: VERSION 1 (IndexedDB version 10),
 *  !!! VERSION 2 (IndexedDB version 20, which added the `images` table) AND VERSION 3
 *  !!! (IndexedDB version 30, which added the `baseMaps` table). !!!
 *  Any change to a table name, a primary key or an index needs ALL of:
 *   1. a NEW version in `src/db/migrations.ts` (`db.version(4).stores(...).upgrade(...)`),
 *      keeping the earlier declarations exactly as they are;
 *   2. an upgrade function that moves the old rows to the new shape;
 *   3. a new frozen fixture `test/fixtures/db-v4/...` written by raw IndexedDB at version 40, and
 *      the earlier versions' fixture tests still passing (they prove old databases upgrade).
 *  Changing `SCHEMA_V1`, `SCHEMA_V2` or `SCHEMA_V3` in place corrupts every user's existing database.
 *  Row shapes are part of the contract too: a change to what a row holds is a new version.
 * ============================================================================================
 */
import Dexie, { type Table } from 'dexie';
import type { CampaignMeta } from './api.ts';
import type { EventType, CampaignState } from '../campaign/index.ts';
import { declareDexieVersions } from './migrations.ts';

/** The IndexedDB database name the app uses. */
export const DB_NAME = 'campaign-desk';

/** Table names (IndexedDB object stores). */
export const TABLES = { campaigns: 'campaigns', events: 'events', snapshots: 'snapshots', images: 'images', baseMaps: 'baseMaps' } as const;

/**
 * Dexie schema version 1 (IndexedDB version 10: Dexie multiplies by 10). FROZEN — see the warning.
 * - campaigns: primary key `id`, index `updatedAt`; rows are `CampaignMeta`.
 * - events: compound primary key `[campaignId+seq]`, index `campaignId`; rows are `EventRow`.
 * - snapshots: compound primary key `[campaignId+seq]`, index `campaignId`; rows are `SnapshotRow`.
 */
export const SCHEMA_V1 = {
  [TABLES.campaigns]: 'id, updatedAt',
  [TABLES.events]: '[campaignId+seq], campaignId',
  [TABLES.snapshots]: '[campaignId+seq], campaignId',
} as const;

/**
 * Dexie schema version 2 (IndexedDB version 20). FROZEN — see the warning. Version 1's tables as they
 * were, and `images`: compound primary key `[campaignId+imageId]`, index `campaignId`; rows are
 * `ImageRow` (the scanned maps' bytes, moved out of the `baseImage.placed` events by `upgradeToV2`).
 */
export const SCHEMA_V2 = {
  ...SCHEMA_V1,
  [TABLES.images]: '[campaignId+imageId], campaignId',
} as const;

/**
 * Dexie schema version 3 (IndexedDB version 30). FROZEN — see the warning. Version 2's tables as they
 * were, and `baseMaps`: compound primary key `[campaignId+archiveId]`, index `campaignId`; rows are
 * `BaseMapRow` (the base maps' PMTiles archives). No rows move: the upgrade only adds the table.
 */
export const SCHEMA_V3 = {
  ...SCHEMA_V2,
  [TABLES.baseMaps]: '[campaignId+archiveId], campaignId',
} as const;

/**
 * One stored image: the campaign it belongs to, its id (the SHA-256 of its bytes, in hexadecimal:
 * `imageIdOf`), its type and its bytes as a Blob. Events name it by id (`baseImage.placed`). An image
 * is kept while its campaign is, so Redo after an Undo finds it; export, duplicate and a new placement
 * keep only the images the log still names.
 */
export type ImageRow = { campaignId: string; imageId: string; mime: 'image/png' | 'image/jpeg'; blob: Blob };

/**
 * One stored base map archive: the campaign it belongs to, its fingerprint (`archiveIdOf`,
 * `baseMaps.ts`) and its bytes as a Blob (a PMTiles archive). `baseMap.opened` events name it by
 * fingerprint; it is kept while its campaign is, and a duplicate keeps only those the log names.
 */
export type BaseMapRow = { campaignId: string; archiveId: string; blob: Blob };

/**
 * One stored event: the campaign's id and the event (`CampaignEvent` fields). `payload` is stored as
 * written at version `v`; it is migrated to the current version when read (`migrateEventRow`).
 * `action`, on a row written as part of a user action that began with an earlier event, is the seq of
 * that first event (`history.ts`: one Undo removes the whole action). Like `SnapshotRow.fold` it is not
 * indexed and may be absent, so it needs no schema version: a row without it is its own action.
 */
export type EventRow = { campaignId: string; seq: number; at: number; type: EventType; v: number; payload: unknown; action?: number };

/**
 * One stored snapshot: the campaign's state right after event `seq` (written every 250 events), and
 * the version of the fold that computed it (`FOLD_VERSION`, `snapshots.ts`; absent in rows written
 * before fire plans existed, which read as version 1). Adding `fold` needs no schema version: it is not indexed,
 * and a row without it is simply not used (`loadState` folds from an older snapshot or the start).
 */
export type SnapshotRow = { campaignId: string; seq: number; state: CampaignState; fold?: number };

/** The typed database. */
export type CampaignDatabase = Dexie & {
  campaigns: Table<CampaignMeta, string>;
  events: Table<EventRow, [string, number]>;
  snapshots: Table<SnapshotRow, [string, number]>;
  images: Table<ImageRow, [string, string]>;
  baseMaps: Table<BaseMapRow, [string, string]>;
};

/** What the database needs from its environment (the browser's, or fake-indexeddb's in tests). */
export type DatabaseDeps = { indexedDB: IDBFactory; IDBKeyRange: typeof IDBKeyRange; name?: string };

/**
 * Create (not yet open: Dexie opens on first use) the database with every schema version declared.
 * `name` defaults to `DB_NAME`; the benchmark uses its own name.
 */
export function createDatabase(deps: DatabaseDeps): CampaignDatabase {
  const db = new Dexie(deps.name ?? DB_NAME, {
    indexedDB: deps.indexedDB,
    IDBKeyRange: deps.IDBKeyRange,
    cache: 'disabled',
  }) as CampaignDatabase;
  declareDexieVersions(db);
  return db;
}
