/**
 * A PMTiles version 3 archive writer for tests and benches (the `pmtiles` library reads archives but
 * writes none). It follows the specification (github.com/protomaps/PMTiles, spec/v3/spec.md): the
 * 127-byte header, the root directory within the first 16,384 bytes, leaf directories when the root
 * would not fit, the JSON metadata, then the tile data in tile-id order (clustered). Nothing is
 * compressed (internal and tile compression "none"). Also solid-colour PNG tiles, padded to a size
 * with an ancillary chunk that decoders skip, so a bench can build an archive of any size whose
 * tiles still draw. Runs in Node and in the browser (fflate deflates; the CRC is computed here).
 */
import { zlibSync } from 'fflate';
import { zxyToTileId } from 'pmtiles';

/** One tile: its z/x/y and its bytes. */
export type TestTile = { z: number; x: number; y: number; data: Uint8Array };

/** What the header says besides the directories: tile type (PMTiles: 1 MVT, 2 PNG, 3 JPEG…), zooms and bounds `[w, s, e, n]`. */
export type ArchiveOptions = { tileType: number; bounds: [number, number, number, number]; metadata?: object; specVersion?: number; leafEntries?: number };

type Entry = { tileId: number; offset: number; length: number; runLength: number };

function varints(values: number[]): number[] {
  const out: number[] = [];
  for (let v of values) {
    while (v >= 0x80) {
      out.push((v % 0x80) | 0x80);
      v = Math.floor(v / 0x80);
    }
    out.push(v);
  }
  return out;
}

/** A directory as the specification serialises it: count, tile-id deltas, run lengths, lengths, offsets (0: right after the previous). */
function serializeDirectory(entries: readonly Entry[]): Uint8Array {
  const values = [entries.length];
  let last = 0;
  for (const e of entries) {
    values.push(e.tileId - last);
    last = e.tileId;
  }
  for (const e of entries) values.push(e.runLength);
  for (const e of entries) values.push(e.length);
  entries.forEach((e, i) => values.push(i > 0 && e.offset === entries[i - 1]!.offset + entries[i - 1]!.length ? 0 : e.offset + 1));
  return Uint8Array.from(varints(values));
}

function setU64(view: DataView, at: number, v: number): void {
  view.setBigUint64(at, BigInt(v), true);
}

/** The archive of `tiles` (any order; one per z/x/y) as its bytes. */
export function writePmtiles(tiles: readonly TestTile[], options: ArchiveOptions): Uint8Array {
  const sorted = tiles.map((t) => ({ ...t, tileId: zxyToTileId(t.z, t.x, t.y) })).sort((a, b) => a.tileId - b.tileId);
  const entries: Entry[] = [];
  let offset = 0;
  for (const t of sorted) {
    entries.push({ tileId: t.tileId, offset, length: t.data.length, runLength: 1 });
    offset += t.data.length;
  }
  const metadata = new TextEncoder().encode(JSON.stringify(options.metadata ?? {}));
  let root = serializeDirectory(entries);
  let leaves = new Uint8Array(0);
  if (127 + root.length > 16_384 || options.leafEntries) {
    const size = options.leafEntries ?? 4096;
    const parts: Uint8Array[] = [];
    const rootEntries: Entry[] = [];
    let at = 0;
    for (let i = 0; i < entries.length; i += size) {
      const leaf = serializeDirectory(entries.slice(i, i + size));
      rootEntries.push({ tileId: entries[i]!.tileId, offset: at, length: leaf.length, runLength: 0 });
      parts.push(leaf);
      at += leaf.length;
    }
    root = serializeDirectory(rootEntries);
    leaves = new Uint8Array(at);
    let p = 0;
    for (const part of parts) {
      leaves.set(part, p);
      p += part.length;
    }
  }
  const metadataOffset = 127 + root.length;
  const leavesOffset = metadataOffset + metadata.length;
  const dataOffset = leavesOffset + leaves.length;
  const out = new Uint8Array(dataOffset + offset);
  const view = new DataView(out.buffer);
  out.set(new TextEncoder().encode('PMTiles'), 0);
  out[7] = options.specVersion ?? 3;
  [127, root.length, metadataOffset, metadata.length, leavesOffset, leaves.length, dataOffset, offset, sorted.length, sorted.length, sorted.length].forEach((v, i) => setU64(view, 8 + i * 8, v));
  const zooms = sorted.map((t) => t.z);
  out.set([1, 1, 1, options.tileType, Math.min(...zooms), Math.max(...zooms)], 96);
  const [w, s, e, n] = options.bounds.map((d) => Math.round(d * 1e7));
  [w, s, e, n].forEach((v, i) => view.setInt32(102 + i * 4, v!, true));
  out[118] = Math.min(...zooms);
  view.setInt32(119, Math.round((w! + e!) / 2), true);
  view.setInt32(123, Math.round((s! + n!) / 2), true);
  out.set(root, 127);
  out.set(metadata, metadataOffset);
  out.set(leaves, leavesOffset);
  let p = dataOffset;
  for (const t of sorted) {
    out.set(t.data, p);
    p += t.data.length;
  }
  return out;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** The CRC-32 of `bytes` (ISO 3309, as PNG chunks carry it). */
function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const body = new Uint8Array(4 + data.length);
  body.set(new TextEncoder().encode(type), 0);
  body.set(data, 4);
  const out = new Uint8Array(8 + data.length + 4);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(body, 4);
  view.setUint32(8 + data.length, crc32(body));
  return out;
}

/** The signature, header, image data and end of a solid 256 × 256 PNG of each colour asked for, made once. */
const SOLID = new Map<string, Uint8Array[]>();

/**
 * A 256 × 256 PNG of one colour (`rgb`), at least `minBytes` long: the size is made up by a private
 * ancillary chunk (`npAd`), which decoders skip. Bytes of the padding vary with `seed`.
 */
export function solidPng(rgb: [number, number, number], minBytes = 0, seed = 0): Uint8Array {
  const key = rgb.join();
  let parts = SOLID.get(key);
  if (!parts) {
    const row = new Uint8Array(1 + 256 * 3);
    for (let x = 0; x < 256; x++) row.set(rgb, 1 + x * 3);
    const raw = new Uint8Array(row.length * 256);
    for (let y = 0; y < 256; y++) raw.set(row, y * row.length);
    const ihdr = new Uint8Array(13);
    const hv = new DataView(ihdr.buffer);
    hv.setUint32(0, 256);
    hv.setUint32(4, 256);
    ihdr.set([8, 2, 0, 0, 0], 8);
    parts = [Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', zlibSync(raw)), chunk('IEND', new Uint8Array(0))];
    SOLID.set(key, parts);
  }
  parts = [...parts];
  const size = parts.reduce((a, p) => a + p.length, 0);
  if (minBytes > size + 12) {
    const pad = new Uint8Array(minBytes - size - 12);
    let x = (seed * 2654435761) >>> 0 || 1;
    for (let i = 0; i < pad.length; i++) {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      pad[i] = x & 0xff;
    }
    parts.splice(3, 0, chunk('npAd', pad));
  }
  const out = new Uint8Array(parts.reduce((a, p) => a + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** The tiles of zoom `z` that cover `[w, s, e, n]` (web Mercator), as z/x/y. */
export function tilesCovering(z: number, [w, s, e, n]: readonly [number, number, number, number]): { z: number; x: number; y: number }[] {
  const scale = 2 ** z;
  const tx = (lon: number) => Math.floor(((lon + 180) / 360) * scale);
  const ty = (lat: number) => Math.floor(((1 - Math.log(Math.tan((lat * Math.PI) / 180) + 1 / Math.cos((lat * Math.PI) / 180)) / Math.PI) / 2) * scale);
  const out: { z: number; x: number; y: number }[] = [];
  for (let x = tx(w); x <= tx(e); x++) for (let y = ty(n); y <= ty(s); y++) out.push({ z, x, y });
  return out;
}

/** Protobuf field `field` of wire type `wire` (0 varint, 2 length-delimited) as its key's varint. */
const key = (field: number, wire: number) => varints([(field << 3) | wire]);
const delimited = (field: number, bytes: readonly number[]) => [...key(field, 2), ...varints([bytes.length]), ...bytes];

/**
 * A Mapbox Vector Tile (specification 2.1) whose layers, named `layers`, each hold one polygon
 * covering the whole tile (extent 4096; the ring clockwise on screen, as an exterior ring is).
 */
export function squareMvt(layers: readonly string[]): Uint8Array {
  const zigzag = (n: number) => (n << 1) ^ (n >> 31);
  // MoveTo (0, 0), LineTo (4096, 0), (4096, 4096), (0, 4096), ClosePath.
  const geometry = varints([9, zigzag(0), zigzag(0), 26, zigzag(4096), zigzag(0), zigzag(0), zigzag(4096), zigzag(-4096), zigzag(0), 15]);
  const feature = [...key(1, 0), ...varints([1]), ...key(3, 0), ...varints([3]), ...delimited(4, geometry)];
  const tile = layers.flatMap((name) => {
    const layer = [...key(15, 0), ...varints([2]), ...delimited(1, [...new TextEncoder().encode(name)]), ...delimited(2, feature), ...key(5, 0), ...varints([4096])];
    return delimited(3, layer);
  });
  return Uint8Array.from(tile);
}
