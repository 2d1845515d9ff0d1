/**
 * The upgrade of a version-1 database to version 2 (`declareDexieVersions`): each scanned map moves
 * out of its `baseImage.placed` event into the `images` table as a Blob, and the event is rewritten at
 * payload version 2 (its image named by id, `migrateBaseImageV1`); a snapshot holding a placed scan
 * gets the same version-2 image, so stored snapshots stay what today's fold gives and need no refold.
 * Runs inside Dexie's upgrade transaction: it awaits only Dexie's own promises (hashing is synchronous).
 */
import type { Transaction } from 'dexie';
import { legacyScanOf, migrateBaseImageV1 } from '../campaign/index.ts';
import type { EventRow, ImageRow, SnapshotRow } from './database.ts';

/** A v1 `baseImage.placed` row's image as an `ImageRow` of its campaign, or null when its data URL does not read. */
function imageRowOf(campaignId: string, payload: unknown): ImageRow | null {
  const scan = legacyScanOf(payload);
  return scan && { campaignId, imageId: scan.imageId, mime: scan.mime, blob: new Blob([scan.bytes as BlobPart], { type: scan.mime }) };
}

/** Move the scanned maps of a version-1 database into `images` (see the module note). */
export async function upgradeToV2(tx: Transaction): Promise<void> {
  const images = new Map<string, ImageRow>();
  await tx
    .table<EventRow>('events')
    .filter((row) => row.type === 'baseImage.placed' && row.v === 1)
    .modify((row: EventRow) => {
      const image = imageRowOf(row.campaignId, row.payload);
      // A data URL that does not read stays as written: the campaign reports it when opened, the others open.
      if (!image) return;
      images.set(`${image.campaignId}\u0000${image.imageId}`, image);
      row.payload = migrateBaseImageV1(row.payload);
      row.v = 2;
    });
  await tx
    .table<SnapshotRow>('snapshots')
    .filter((row) => typeof (row.state as { baseImage?: { dataUrl?: unknown } }).baseImage?.dataUrl === 'string')
    .modify((row: SnapshotRow) => {
      const placed = row.state.baseImage as unknown as Record<string, unknown>;
      const { image } = migrateBaseImageV1({ image: placed }) as { image: typeof row.state.baseImage };
      row.state = { ...row.state, baseImage: image };
    });
  if (images.size > 0) await tx.table<ImageRow>('images').bulkPut([...images.values()]);
}
