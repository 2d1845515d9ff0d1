/**
 * The base maps' archives in the store (`baseMaps` table, `BaseMapRow`): a PMTiles archive is a Blob
 * of up to gigabytes, so it is named by a fingerprint rather than a hash of all its bytes
 * (`archiveIdOf`), checked against that fingerprint before a write and stored in the write that opens
 * it. A campaign keeps at most the archives one Undo or Redo can reach: a write that opens or removes
 * a base map lets go of every archive but the one drawn before it and the one drawn after it, and an
 * undone opening's archive stays until the next such write (for Redo). A duplicate copies only the
 * archive drawn now; a deleted campaign's go with it. A campaign file does not carry an archive (a
 * campaign file is text, and at most 64 MB); a map file does (`.map.zip`). An event whose archive is
 * not on this device still folds: the map says so and asks for the file again.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { openedBaseMapOf } from '../campaign/index.ts';
import type { CampaignDatabase, BaseMapRow } from './database.ts';

/** An archive to store with a write: its fingerprint (`archiveIdOf`) and its bytes. */
export type ArchiveBlob = { archiveId: string; blob: Blob };

/** How many leading bytes the fingerprint reads: the PMTiles header and root directory lie within them (PMTiles v3: 16,384). */
const FINGERPRINT_BYTES = 16_384;

/**
 * An archive's fingerprint: the SHA-256 (hexadecimal, @noble/hashes) of its size as 8 little-endian
 * bytes followed by its first 16 KiB — the PMTiles header (its sections' offsets and lengths, tile
 * counts, bounds) and root directory. It tells one archive from another, and is read in 16 KiB rather
 * than the whole file; it is not a checksum of every byte, so it does not tell a copy damaged deep in
 * its tiles (or in its leaf directories) from a sound one.
 */
export async function archiveIdOf(blob: Blob): Promise<string> {
  const head = new Uint8Array(await blob.slice(0, FINGERPRINT_BYTES).arrayBuffer());
  const bytes = new Uint8Array(8 + head.length);
  new DataView(bytes.buffer).setBigUint64(0, BigInt(blob.size), true);
  bytes.set(head, 8);
  return bytesToHex(sha256(bytes));
}

/**
 * Check archives before they are stored: each one's fingerprint is its id, and each `baseMap.opened`
 * among `events` that names it says its size. Throws `RangeError` in the user's words. Reads the
 * Blobs' first bytes, so it runs before any transaction.
 */
export async function checkArchiveBlobs(archives: readonly ArchiveBlob[], events: readonly { type: string; payload: unknown }[]): Promise<void> {
  for (const archive of archives) {
    if ((await archiveIdOf(archive.blob)) !== archive.archiveId) throw new RangeError('the base map’s file changed while it was being stored; choose it again');
    for (const e of events) {
      const opened = openedBaseMapOf(e);
      if (opened?.archiveId === archive.archiveId && opened.bytes !== archive.blob.size) {
        throw new RangeError(`the base map “${opened.name}” says its archive is ${opened.bytes} bytes, but the file is ${archive.blob.size}`);
      }
    }
  }
}

/**
 * Inside a write that opens or removes a base map: delete campaign `id`'s archives but those in `keep`
 * (the archives drawn before and after the write: what Undo and Redo can reach).
 */
export async function pruneArchives(db: CampaignDatabase, id: string, keep: ReadonlySet<string>): Promise<void> {
  await db.baseMaps
    .where('campaignId')
    .equals(id)
    .filter((row) => !keep.has(row.archiveId))
    .delete();
}

/** Inside a read: archive `archiveId` as campaign `id` keeps it, else as another campaign on this device keeps it (a campaign file imported where its archive is), else null. */
export async function archiveRow(db: CampaignDatabase, id: string, archiveId: string): Promise<BaseMapRow | null> {
  return (await db.baseMaps.get([id, archiveId])) ?? (await db.baseMaps.filter((row) => row.archiveId === archiveId).first()) ?? null;
}
