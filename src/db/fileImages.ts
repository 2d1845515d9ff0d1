/**
 * The images of a campaign file (format version 2's `images`, and the data URLs of version-1
 * `baseImage.placed` events): decoded, checked against their ids, and required by every scanned map
 * the events place — before the store writes anything.
 */
import { base64ToBytes, legacyScanOf, scanImageProblem, type CampaignEvent, type ScanBytes } from '../campaign/index.ts';
import { ImportError } from './errors.ts';
import { placedImageOf, type FileImage } from './images.ts';

const fail = (path: string, message: string) => new ImportError([{ path, message }]);

/**
 * The images `events` need, as bytes: each of the file's `images` decoded and checked (a PNG or JPEG
 * of at most 12 MB whose SHA-256 is its id), with the images version-1 events carried in their
 * payloads (`rawEvents`, the events as the file holds them). Throws `ImportError` naming the image or
 * the event: a bad image, or a scanned map whose image the file does not carry or carries otherwise.
 */
export function checkFileImages(rawEvents: readonly unknown[], images: readonly FileImage[] | undefined, events: readonly CampaignEvent[]): ScanBytes[] {
  const byId = new Map<string, ScanBytes>();
  (images ?? []).forEach((image, i) => {
    let bytes: Uint8Array;
    try {
      bytes = base64ToBytes(image.data);
    } catch {
      throw fail(`images[${i}].data`, 'is not base64');
    }
    const problem = scanImageProblem(bytes, { mime: image.mime, imageId: image.id });
    if (problem?.part === 'bytes') throw fail(`images[${i}].data`, problem.message);
    if (problem?.part === 'mime') throw fail(`images[${i}].mime`, `says ${image.mime}, but the image is ${problem.found}`);
    if (problem?.part === 'id') throw fail(`images[${i}]`, 'its bytes do not match its id: the file was altered or damaged');
    byId.set(image.id, { imageId: image.id, mime: image.mime, bytes });
  });
  rawEvents.forEach((raw) => {
    const e = raw as { type?: unknown; v?: unknown; payload?: unknown } | null;
    if (e?.type !== 'baseImage.placed' || e.v !== 1) return;
    const scan = legacyScanOf(e.payload);
    if (scan) byId.set(scan.imageId, scan);
  });
  const needed = new Map<string, ScanBytes>();
  events.forEach((event, i) => {
    const placed = placedImageOf(event);
    if (!placed) return;
    const scan = byId.get(placed.imageId);
    const where = `events[${i}].payload.image`;
    if (!scan) throw fail(where, `the image of the scanned map “${placed.name}” is not among the file's images`);
    if (scan.bytes.length !== placed.bytes || scan.mime !== placed.mime) throw fail(where, `the scanned map “${placed.name}” does not match its image in the file (its size or type differ)`);
    needed.set(scan.imageId, scan);
  });
  return [...needed.values()];
}
