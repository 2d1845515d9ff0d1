/**
 * A PMTiles archive chosen as a base map, read as the desk keeps it: its fingerprint (`archiveIdOf`),
 * what its header says (`baseMapFromHeader`) and, for vector tiles, whether the desk's style can draw
 * its layers. Reads the first 16 KiB and the metadata by ranges, never the whole file.
 */
import { baseMapFromHeader, vectorLayersProblem, type BaseMap } from '../../campaign/index.ts';
import { archiveIdOf } from '../../db/baseMaps.ts';
import { openArchive } from '../../map/pmtilesArchive.ts';

/** A chosen archive: the base map it makes, its bytes, and a warning to show (null: none). */
export type BaseMapFile = { baseMap: Omit<BaseMap, 'openedSeq'>; blob: Blob; warning: string | null };

/**
 * Read `blob` (named `name`) as a base map. Throws `Error` in the user's words: not a PMTiles
 * archive, or one the desk cannot draw (`baseMapFromHeader`).
 */
export async function readBaseMapFile(blob: Blob, name: string): Promise<BaseMapFile> {
  if (blob.size < 127) throw new Error(`${name} is not a PMTiles archive: it is too short to hold a header`);
  const archiveId = await archiveIdOf(blob);
  const archive = openArchive(blob, archiveId);
  let header;
  try {
    header = await archive.getHeader();
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    throw new Error(/magic number|Wrong/i.test(why) ? `${name} is not a PMTiles archive (its first bytes are not “PMTiles”)` : `${name} could not be read as a PMTiles archive: ${why}`);
  }
  let baseMap;
  try {
    baseMap = baseMapFromHeader(header, { name, bytes: blob.size, archiveId });
  } catch (e) {
    throw new Error(`${name} cannot be drawn: ${e instanceof Error ? e.message : String(e)}`);
  }
  const warning = baseMap.tiles === 'mvt' ? vectorLayersProblem(await archive.getMetadata().catch(() => null)) : null;
  return { baseMap, blob, warning };
}
