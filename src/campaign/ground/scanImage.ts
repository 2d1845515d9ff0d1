/**
 * The scanned map's image as the store keeps it: a Blob in IndexedDB and base64 in a campaign or map
 * file, named by the SHA-256 of its bytes (`imageId`). The `baseImage.placed` event carries only the
 * id, the byte count and the placement, so states, snapshots and Undo stay small; the bytes are read
 * when the map draws them. Events written before (payload version 1) held the image as a data URL:
 * `migrateBaseImageV1` gives their version-2 payload, and `legacyScanOf` the bytes to store beside it.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { base64 } from '@scure/base';

/** Largest scanned map a campaign keeps: 12 MB of PNG or JPEG. */
export const MAX_BASE_IMAGE_BYTES = 12_000_000;

/** The image types a scanned map may be. */
export type ScanMime = 'image/png' | 'image/jpeg';

/** An image id: 64 lower-case hexadecimal digits, the SHA-256 of the image's bytes. */
export const IMAGE_ID_PATTERN = /^[0-9a-f]{64}$/;

/** A scanned map's bytes with their id and type, as a file carries them or the store writes them. */
export type ScanBytes = { imageId: string; mime: ScanMime; bytes: Uint8Array };

/** The id of an image: the SHA-256 of its bytes, in hexadecimal. */
export function imageIdOf(bytes: Uint8Array): string {
  return bytesToHex(sha256(bytes));
}

/** `bytes` as base64 (RFC 4648, with padding), as files carry images. */
export function bytesToBase64(bytes: Uint8Array): string {
  return base64.encode(bytes);
}

/** The bytes of base64 text. Throws `Error` when the text is not base64. */
export function base64ToBytes(text: string): Uint8Array {
  return base64.decode(text);
}

/** How large an image is, in words: `2.4 MB`, `35 kB`, `70-byte`… as an adjective where small (`a 70-byte PNG`). */
export function imageSizeText(bytes: number): string {
  if (bytes >= 100_000) return `${(bytes / 1e6).toFixed(1)} MB`;
  return bytes >= 1000 ? `${Math.round(bytes / 1000)} kB` : `${bytes}-byte`;
}

/**
 * The problem with an image to keep as a scanned map, in the user's words, or null: an empty or
 * over-large file, or a type other than PNG or JPEG (by its first bytes, whatever its name says).
 */
export function scanBytesProblem(bytes: Uint8Array): string | null {
  return scanSizeProblem(bytes.length) ?? (sniffMime(bytes) === null ? 'the image is not a PNG or a JPEG' : null);
}

/** The problem with an image of `bytes` bytes as a scanned map (empty, or over 12 MB), or null. */
export function scanSizeProblem(bytes: number): string | null {
  if (bytes === 0) return 'the image file is empty';
  if (bytes > MAX_BASE_IMAGE_BYTES) {
    return `the image is ${imageSizeText(bytes)}; a campaign keeps a scanned map of at most ${MAX_BASE_IMAGE_BYTES / 1e6} MB (save it as a JPEG of lower quality, or crop it to the ground you play on)`;
  }
  return null;
}

/**
 * What is wrong with `bytes` as the image `claimed` names, or null: `bytes` (empty, over 12 MB, not a
 * PNG or JPEG: `message` says which), `mime` (the signature says `found`, not the type claimed) or `id`
 * (the bytes do not hash to the id claimed). Each caller words the last two for its reader.
 */
export function scanImageProblem(bytes: Uint8Array, claimed: { mime: ScanMime; imageId: string }): { part: 'bytes'; message: string } | { part: 'mime'; found: ScanMime } | { part: 'id' } | null {
  const problem = scanBytesProblem(bytes);
  if (problem) return { part: 'bytes', message: problem };
  const found = sniffMime(bytes)!;
  if (found !== claimed.mime) return { part: 'mime', found };
  return imageIdOf(bytes) === claimed.imageId ? null : { part: 'id' };
}

/** PNG or JPEG by the file's signature, or null. */
export function sniffMime(bytes: Uint8Array): ScanMime | null {
  if (bytes.length >= 8 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

const DATA_URL = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/]+={0,2})$/;

/** The bytes and type of a version-1 payload's data URL, or null when it holds none that reads. */
function dataUrlScan(dataUrl: unknown): ScanBytes | null {
  if (typeof dataUrl !== 'string') return null;
  const m = DATA_URL.exec(dataUrl);
  if (!m) return null;
  let bytes: Uint8Array;
  try {
    bytes = base64ToBytes(m[2]!);
  } catch {
    return null;
  }
  return { imageId: imageIdOf(bytes), mime: `image/${m[1]}` as ScanMime, bytes };
}

/**
 * The image of a version-1 `baseImage.placed` payload (`{ image: { …, dataUrl } }`), or null for any
 * other payload: what the database upgrade and a version-1 file's import store as the image.
 */
export function legacyScanOf(payload: unknown): ScanBytes | null {
  const image = (payload as { image?: { dataUrl?: unknown } } | null)?.image;
  return image && typeof image === 'object' ? dataUrlScan(image.dataUrl) : null;
}

/**
 * A version-1 `baseImage.placed` payload as version 2: the data URL replaced by the image's id and
 * byte count. A payload whose data URL does not read is returned as it was, for the schema to refuse.
 */
export function migrateBaseImageV1(payload: unknown): unknown {
  const scan = legacyScanOf(payload);
  return scan ? withScanId(payload, scan) : payload;
}

/** A version-1 `baseImage.placed` payload with its data URL replaced by the id and byte count of `scan`, its image already read (`legacyScanOf`). */
export function withScanId(payload: unknown, scan: ScanBytes): unknown {
  const { dataUrl: _bytes, ...image } = (payload as { image: Record<string, unknown> }).image;
  return { ...(payload as object), image: { ...image, imageId: scan.imageId, bytes: scan.bytes.length } };
}
