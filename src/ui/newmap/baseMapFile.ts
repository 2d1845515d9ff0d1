/**
 * A PMTiles archive chosen as a base map, read as the desk keeps it: its fingerprint (`archiveIdOf`),
 * what its header says (`baseMapFromHeader`), the credit its metadata gives (as plain text) and, for
 * vector tiles, whether the desk's style can draw its layers. Reads the first 16 KiB and the metadata
 * by ranges, never the whole file.
 */
import { baseMapFromHeader, vectorLayersProblem, type BaseMap } from '../../campaign/index.ts';
import { archiveIdOf } from '../../db/baseMaps.ts';
import { openArchive } from '../../map/pmtilesArchive.ts';

/** A chosen archive: the base map it makes, its bytes, and a warning to show (null: none). */
export type BaseMapFile = { baseMap: Omit<BaseMap, 'openedSeq'>; blob: Blob; warning: string | null };

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", copy: '©', nbsp: ' ' };

/** An archive's credit (TileJSON `attribution`, often HTML links) as plain text: tags dropped, the common entities read. */
export function plainCredit(html: unknown): string | undefined {
  if (typeof html !== 'string') return undefined;
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|[a-z]+);/gi, (m, e: string) => (e.startsWith('#') ? String.fromCodePoint(Number(e.slice(1))) : (ENTITIES[e.toLowerCase()] ?? m)))
    .replace(/\s+/g, ' ')
    .trim();
  return text || undefined;
}

/** Why the first bytes are not a PMTiles version 3 archive's, in words, or null when they are. */
function magicProblem(head: Uint8Array): string | null {
  const text = new TextDecoder('latin1').decode(head);
  if (text.startsWith('PMTiles')) return null;
  if (text.startsWith('SQLite format 3')) return 'is an MBTiles (SQLite) file, which the desk does not read; convert it to PMTiles with the pmtiles tool (pmtiles convert)';
  if (text.startsWith('PM')) return 'is a PMTiles archive of an older version (1 or 2); the desk reads version 3: upgrade it with the pmtiles tool (pmtiles convert)';
  return 'is not a PMTiles archive (its first bytes are not “PMTiles”)';
}

/**
 * Read `blob` (named `name`) as a base map. Throws `Error` in the user's words naming the file: not a
 * PMTiles version 3 archive (an MBTiles file, an older PMTiles, anything else), or one the desk cannot
 * keep or draw (`baseMapFromHeader`).
 */
export async function readBaseMapFile(blob: Blob, name: string): Promise<BaseMapFile> {
  if (blob.size < 127) throw new Error(`${name} is not a PMTiles archive: it is too short to hold a header`);
  const magic = magicProblem(new Uint8Array(await blob.slice(0, 16).arrayBuffer()));
  if (magic) throw new Error(`${name} ${magic}`);
  try {
    const archiveId = await archiveIdOf(blob);
    const archive = openArchive(blob, archiveId);
    const header = await archive.getHeader();
    const metadata = (await archive.getMetadata().catch(() => null)) as { attribution?: unknown } | null;
    const baseMap = baseMapFromHeader(header, { name, bytes: blob.size, archiveId, attribution: plainCredit(metadata?.attribution) });
    const warning = baseMap.tiles === 'mvt' ? vectorLayersProblem(metadata) : null;
    return { baseMap, blob, warning };
  } catch (e) {
    throw new Error(`${name} cannot be used as a base map: ${e instanceof Error ? e.message : String(e)}`);
  }
}
