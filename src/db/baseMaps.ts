/**
 * The base maps' archives in the store (`baseMaps` table, `BaseMapRow`): a PMTiles archive is a Blob
 * of up to gigabytes, so it is named by a fingerprint rather than a hash of all its bytes
 * (`archiveIdOf`), checked against that fingerprint before a write, stored in the write that opens it,
 * kept while the campaign is (so Redo finds it), pruned of those no event names when a new one is
 * stored, copied by a duplicate and deleted with the campaign. A campaign file does not carry it (a
 * campaign file is text, and at most 64 MB); a map file does (`.map.zip`). An event whose archive is
 * not on this device still folds: the map says so and asks for the file again.
 */
import { openedBaseMapOf } from '../campaign/index.ts';
import type { CampaignDatabase, BaseMapRow } from './database.ts';

/** An archive to store with a write: its fingerprint (`archiveIdOf`) and its bytes. */
export type ArchiveBlob = { archiveId: string; blob: Blob };

/** How many leading bytes the fingerprint reads: the PMTiles header and root directory lie within them (PMTiles v3: 16,384). */
const FINGERPRINT_BYTES = 16_384;

/**
 * An archive's fingerprint: the SHA-256 (hexadecimal) of its size as 8 little-endian bytes followed
 * by its first 16 KiB — the PMTiles header and root directory, which name every tile's offset and
 * length, so two archives that differ in any tile's place differ here. Reads 16 KiB, not the archive.
 */
export async function archiveIdOf(blob: Blob): Promise<string> {
  const head = new Uint8Array(await blob.slice(0, FINGERPRINT_BYTES).arrayBuffer());
  const bytes = new Uint8Array(8 + head.length);
  new DataView(bytes.buffer).setBigUint64(0, BigInt(blob.size), true);
  bytes.set(head, 8);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
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

/** The fingerprints of the archives the stored events of campaign `id` name. */
async function namedArchiveIds(db: CampaignDatabase, id: string): Promise<Set<string>> {
  const named = new Set<string>();
  await db.events
    .where('campaignId')
    .equals(id)
    .filter((row) => row.type === 'baseMap.opened')
    .each((row) => {
      const opened = openedBaseMapOf(row);
      if (opened) named.add(opened.archiveId);
    });
  return named;
}

/** Inside a write: delete campaign `id`'s archives that no stored event names (an undone opening replaced by a new one). */
export async function pruneArchives(db: CampaignDatabase, id: string): Promise<void> {
  const named = await namedArchiveIds(db, id);
  await db.baseMaps
    .where('campaignId')
    .equals(id)
    .filter((row) => !named.has(row.archiveId))
    .delete();
}

/** Inside a write: the archives of campaign `id` its stored events name (for a duplicate). */
export async function namedArchiveRows(db: CampaignDatabase, id: string): Promise<BaseMapRow[]> {
  const named = await namedArchiveIds(db, id);
  return (await db.baseMaps.where('campaignId').equals(id).toArray()).filter((r) => named.has(r.archiveId));
}
