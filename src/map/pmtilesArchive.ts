/**
 * A PMTiles archive read from a Blob (a stored archive, or a chosen file) by byte ranges with the
 * `pmtiles` library: only what is asked for is read — the header, the directories, the tiles in view.
 */
import { PMTiles, type RangeResponse, type Source } from 'pmtiles';

/** A PMTiles `Source` over a Blob (a stored archive, or a chosen file): each range a slice read on demand. */
export class BlobSource implements Source {
  /** `blob`: the archive; `key`: its fingerprint, naming it in the library's cache. */
  constructor(
    private readonly blob: Blob,
    private readonly key: string,
  ) {}

  getKey(): string {
    return this.key;
  }

  async getBytes(offset: number, length: number): Promise<RangeResponse> {
    return { data: await this.blob.slice(offset, offset + length).arrayBuffer() };
  }
}

/** The archive in `blob` (named by `key`) as the `pmtiles` library reads it. */
export function openArchive(blob: Blob, key: string): PMTiles {
  return new PMTiles(new BlobSource(blob, key));
}
