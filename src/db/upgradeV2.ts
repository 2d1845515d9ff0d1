/**
 * The upgrade of a version-1 database to version 2 (`declareDexieVersions`): each scanned map moves
 * out of its `baseImage.placed` event into the `images` table as a Blob, and the event is rewritten at
 * payload version 2 (its image named by id, `withScanId`); a snapshot holding a placed scan gets the
 * same version-2 image, so stored snapshots stay what today's fold gives and need no refold. Each data
 * URL is decoded and hashed once. Runs inside Dexie's upgrade transaction: it awaits only Dexie's own
 * promises (hashing is synchronous).
 */
import type { Transaction } from 'dexie';
import { legacyScanOf, migrateBaseImageV1, withScanId, type ScanBytes } from '../campaign/index.ts';
import type { EventRow, ImageRow, SnapshotRow } from './database.ts';
import { imageRowsOf } from './images.ts';

/** Move the scanned maps of a version-1 database into `images` (see the module note). */
export async function upgradeToV2(tx: Transaction): Promise<void> {
  const images = new Map<string, ImageRow>();
  /** Each placing event's image, by campaign and seq: what its snapshots' `placedSeq` names. */
  const placed = new Map<string, ScanBytes>();
  await tx
    .table<EventRow>('events')
    .filter((row) => row.type === 'baseImage.placed' && row.v === 1)
    .modify((row: EventRow) => {
      const scan = legacyScanOf(row.payload);
      // A data URL that does not read stays as written: the campaign reports it when opened, the others open.
      if (!scan) return;
      images.set(`${row.campaignId}\u0000${scan.imageId}`, imageRowsOf(row.campaignId, [scan])[0]!);
      placed.set(`${row.campaignId}\u0000${row.seq}`, scan);
      row.payload = withScanId(row.payload, scan);
      row.v = 2;
    });
  await tx
    .table<SnapshotRow>('snapshots')
    .filter((row) => typeof (row.state as { baseImage?: { dataUrl?: unknown } }).baseImage?.dataUrl === 'string')
    .modify((row: SnapshotRow) => {
      const old = { image: row.state.baseImage };
      const scan = placed.get(`${row.campaignId}\u0000${row.state.baseImage!.placedSeq}`);
      const { image } = (scan ? withScanId(old, scan) : migrateBaseImageV1(old)) as { image: typeof row.state.baseImage };
      row.state = { ...row.state, baseImage: image };
    });
  if (images.size > 0) await tx.table<ImageRow>('images').bulkPut([...images.values()]);
}
