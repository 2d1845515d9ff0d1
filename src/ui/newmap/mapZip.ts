/**
 * A map file with a base map (`*.map.zip`): a ZIP holding the map file's text (`map.json`, the same
 * text a `*.map.json` holds) and the base map's PMTiles archive (`base-map.pmtiles`), stored without
 * compression (its tiles are compressed already). Written and read with zip.js; the archive is read
 * back as a slice of the chosen file, not copied, so a 200 MB map file opens at once. A map file
 * without a base map stays plain JSON.
 */
import { BlobReader, BlobWriter, configure, TextReader, TextWriter, ZipReader, ZipWriter } from '@zip.js/zip.js';
import { readMapFile, type MapFile } from '../../campaign/index.ts';
import { archiveIdOf } from '../../db/baseMaps.ts';

/** The entries' names inside a `*.map.zip`. */
export const MAP_ZIP_ENTRIES = { text: 'map.json', archive: 'base-map.pmtiles' } as const;

// Stored entries need no compressing worker; the CRC of a large archive is computed a chunk at a time.
configure({ useWebWorkers: false });

/** Whether `blob` begins as a ZIP does (`PK\x03\x04`), rather than as a map file's JSON. */
export async function isZip(blob: Blob): Promise<boolean> {
  const head = new Uint8Array(await blob.slice(0, 4).arrayBuffer());
  return head[0] === 0x50 && head[1] === 0x4b && head[2] === 3 && head[3] === 4;
}

/** The `*.map.zip` of a map file's `text` and its base map's `archive`. */
export async function writeMapZip(text: string, archive: Blob): Promise<Blob> {
  const zip = new ZipWriter(new BlobWriter('application/zip'));
  await zip.add(MAP_ZIP_ENTRIES.text, new TextReader(text));
  await zip.add(MAP_ZIP_ENTRIES.archive, new BlobReader(archive), { level: 0 });
  return zip.close();
}

/**
 * A `*.map.zip`'s map file text and base map archive. Throws `Error` in the user's words: not a ZIP
 * the desk can read, or without `map.json` or `base-map.pmtiles`.
 */
export async function readMapZip(file: Blob): Promise<{ text: string; archive: Blob }> {
  const zip = new ZipReader(new BlobReader(file));
  try {
    let entries;
    try {
      entries = await zip.getEntries();
    } catch (e) {
      throw new Error(`it is not a ZIP the desk can read: ${e instanceof Error ? e.message : String(e)}`);
    }
    const textEntry = entries.find((e) => e.filename === MAP_ZIP_ENTRIES.text);
    const archiveEntry = entries.find((e) => e.filename === MAP_ZIP_ENTRIES.archive);
    if (!textEntry || textEntry.directory) throw new Error(`it is a ZIP without the ${MAP_ZIP_ENTRIES.text} a map file holds`);
    if (!archiveEntry || archiveEntry.directory) throw new Error(`it is a ZIP without the ${MAP_ZIP_ENTRIES.archive} a map file with a base map holds`);
    const text = await textEntry.getData(new TextWriter());
    const archive = (await storedSlice(file, archiveEntry)) ?? (await archiveEntry.getData(new BlobWriter()));
    return { text, archive };
  } finally {
    await zip.close();
  }
}

/**
 * An entry stored without compression as a slice of `file` (its data begins after the local header,
 * 30 bytes, and its name and extra field), or null when it is compressed or encrypted.
 */
async function storedSlice(file: Blob, entry: { offset: number; compressedSize: number; uncompressedSize: number; encrypted: boolean }): Promise<Blob | null> {
  if (entry.encrypted || entry.compressedSize !== entry.uncompressedSize) return null;
  const local = new DataView(await file.slice(entry.offset, entry.offset + 30).arrayBuffer());
  if (local.byteLength < 30 || local.getUint32(0, true) !== 0x04034b50 || local.getUint16(8, true) !== 0) return null;
  const start = entry.offset + 30 + local.getUint16(26, true) + local.getUint16(28, true);
  return file.slice(start, start + entry.compressedSize);
}

/**
 * A chosen map file, either kind: a `*.map.json` (its base map, if it names one, without its archive:
 * null) or a `*.map.zip` (its archive checked against the fingerprint and size the text gives). Throws
 * `Error` saying what is wrong (`readMapFile`'s words, or the ZIP's).
 */
export async function readMapFileBlob(file: Blob): Promise<{ map: MapFile; archive: Blob | null }> {
  if (!(await isZip(file))) return { map: readMapFile(await file.text()), archive: null };
  const { text, archive } = await readMapZip(file);
  const map = readMapFile(text);
  if (!map.baseMap) throw new Error(`its ${MAP_ZIP_ENTRIES.text} names no base map for the archive beside it`);
  if (archive.size !== map.baseMap.bytes || (await archiveIdOf(archive)) !== map.baseMap.archiveId) {
    throw new Error(`its base map archive is not the “${map.baseMap.name}” its ${MAP_ZIP_ENTRIES.text} names: the file was altered or damaged`);
  }
  return { map, archive };
}
