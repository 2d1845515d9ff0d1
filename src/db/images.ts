/**
 * The scanned maps' images in the store (`images` table, `ImageRow`): checked before a write, required
 * by every `baseImage.placed` written, kept while the campaign is (so Redo finds them), pruned of those
 * no event names when a new one is placed, and carried in campaign files as base64 (`FileImage`).
 */
import { EventError, imageSizeText, scanImageProblem, bytesToBase64, type ScanBytes, type ScanMime } from '../campaign/index.ts';
import type { CampaignDatabase, ImageRow } from './database.ts';

/** An image to store with a write: its id (the SHA-256 of its bytes, `imageIdOf`), type and bytes. */
export type ImageBlob = { imageId: string; mime: ScanMime; blob: Blob };

/** An image as a campaign file carries it: `{ id, mime, data }`, `data` its bytes in base64. */
export type FileImage = { id: string; mime: ScanMime; data: string };

/** What a `baseImage.placed` payload says of its image. */
type PlacedImage = { name: string; imageId: string; bytes: number; mime: ScanMime };

/** The image a `baseImage.placed` event (or draft) names, or null for any other event. */
export function placedImageOf(e: { type: string; payload: unknown }): PlacedImage | null {
  return e.type === 'baseImage.placed' ? (e.payload as { image: PlacedImage }).image : null;
}

/**
 * Check images before they are stored: each a PNG or JPEG of at most 12 MB whose bytes hash to its
 * id. Throws `RangeError` in the user's words. Reads the Blobs, so it runs before any transaction.
 */
export async function checkImageBlobs(images: readonly ImageBlob[]): Promise<void> {
  for (const image of images) {
    const problem = scanImageProblem(new Uint8Array(await image.blob.arrayBuffer()), image);
    if (problem?.part === 'bytes') throw new RangeError(problem.message);
    if (problem?.part === 'mime') throw new RangeError(`the image is a ${problem.found.slice(6).toUpperCase()}, not the ${image.mime.slice(6).toUpperCase()} it was given as`);
    if (problem?.part === 'id') throw new RangeError('the image changed while it was being stored; choose the file again');
  }
}

/**
 * Inside a write: every `baseImage.placed` among `events` names an image stored with campaign `id`
 * or given with the write (`attached`), of the byte count and type it says. Throws `EventError`.
 */
export async function requireImages(db: CampaignDatabase, id: string, events: readonly { type: string; payload: unknown }[], attached: readonly ImageBlob[]): Promise<void> {
  for (const e of events) {
    const placed = placedImageOf(e);
    if (!placed) continue;
    const image = attached.find((a) => a.imageId === placed.imageId) ?? (await db.images.get([id, placed.imageId]));
    if (!image) throw new EventError(`the image of the scanned map “${placed.name}” is not stored with this campaign; place it again from its file`, 'payload.image');
    if (image.blob.size !== placed.bytes || image.mime !== placed.mime) {
      throw new EventError(`the scanned map “${placed.name}” says its image is a ${imageSizeText(placed.bytes)} ${placed.mime.slice(6).toUpperCase()}, but the image stored is a ${imageSizeText(image.blob.size)} ${image.mime.slice(6).toUpperCase()}`, 'payload.image');
    }
  }
}

/** The ids of the images the stored events of campaign `id` name. */
export async function namedImageIds(db: CampaignDatabase, id: string): Promise<Set<string>> {
  const named = new Set<string>();
  await db.events
    .where('campaignId')
    .equals(id)
    .filter((row) => row.type === 'baseImage.placed')
    .each((row) => {
      const placed = placedImageOf(row);
      if (placed) named.add(placed.imageId);
    });
  return named;
}

/** Inside a write: delete campaign `id`'s images that no stored event names (undone placements replaced by a new one). */
export async function pruneImages(db: CampaignDatabase, id: string): Promise<void> {
  const named = await namedImageIds(db, id);
  await db.images
    .where('campaignId')
    .equals(id)
    .filter((row) => !named.has(row.imageId))
    .delete();
}

/** The images of campaign `id` its stored events name, oldest id first (a stable order for files). */
export async function namedImageRows(db: CampaignDatabase, id: string): Promise<ImageRow[]> {
  const named = await namedImageIds(db, id);
  const rows = await db.images.where('campaignId').equals(id).toArray();
  return rows.filter((r) => named.has(r.imageId)).sort((a, b) => (a.imageId < b.imageId ? -1 : a.imageId > b.imageId ? 1 : 0));
}

/** Stored image rows as a file carries them (reads the Blobs: outside any transaction). */
export async function fileImagesOf(rows: readonly ImageRow[]): Promise<FileImage[]> {
  return Promise.all(rows.map(async (r) => ({ id: r.imageId, mime: r.mime, data: bytesToBase64(new Uint8Array(await r.blob.arrayBuffer())) })));
}

/** Image rows of campaign `campaignId` from bytes (a checked file's images). */
export function imageRowsOf(campaignId: string, images: readonly ScanBytes[]): ImageRow[] {
  return images.map((i) => ({ campaignId, imageId: i.imageId, mime: i.mime, blob: new Blob([i.bytes as BlobPart], { type: i.mime }) }));
}
