/**
 * The base map's archive in the store and in files: a Blob in the `baseMaps` table written with its
 * opening in one transaction (refused, writing nothing, when it is not the archive the event names),
 * kept for Redo, pruned when another is stored, copied by a duplicate, deleted with its campaign; a
 * campaign file carries the event but not the archive; a map file carries both (`*.map.zip`); the
 * frozen version-3 database opens.
 */
import { IDBFactory } from 'fake-indexeddb';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventDraft } from '../../src/campaign/events.ts';
import { baseMapFromHeader } from '../../src/campaign/ground/baseMap.ts';
import { mapFileText } from '../../src/campaign/ground/mapExport.ts';
import { archiveIdOf } from '../../src/db/baseMaps.ts';
import type { DexieCampaignStore } from '../../src/db/store.ts';
import { readMapFileBlob, writeMapZip } from '../../src/ui/newmap/mapZip.ts';
import { solidPng, writePmtiles } from '../tools/pmtiles-writer.ts';
import { importElsewhere, newStore, writeRaw, type RawFixture } from './db-helpers.ts';
import { NARVIK_GRID, narvikScenario } from './own-ground-fixture.ts';

const BOUNDS: [number, number, number, number] = [17, 68.3, 18, 68.66];
const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

/** An archive of one tile of colour `rgb`, its Blob, fingerprint and the `baseMap.opened` draft naming it as `name`. */
async function archive(name: string, rgb: [number, number, number]) {
  const bytes = writePmtiles([{ z: 0, x: 0, y: 0, data: solidPng(rgb) }], { tileType: 2, bounds: BOUNDS });
  const blob = new Blob([bytes as BlobPart]);
  const archiveId = await archiveIdOf(blob);
  const baseMap = baseMapFromHeader({ specVersion: 3, tileType: 2, minZoom: 0, maxZoom: 0, minLon: 17, minLat: 68.3, maxLon: 18, maxLat: 68.66 }, { name, bytes: blob.size, archiveId });
  const draft: EventDraft = { at: 0, type: 'baseMap.opened', v: 1, payload: { baseMap } };
  return { bytes, blob, archiveId, baseMap, draft, attached: { archiveId, blob } };
}

const stores: DexieCampaignStore[] = [];
afterEach(() => {
  while (stores.length) stores.pop()!.close();
});
async function narvik(idb?: IDBFactory) {
  const { store } = newStore(idb ? { indexedDB: idb } : {});
  stores.push(store);
  const meta = await store.createFromScenario(narvikScenario(), 'Narvik');
  return { store, id: meta.id };
}
const rows = async (store: DexieCampaignStore) => (await store.db.baseMaps.toArray()).map((r) => [r.campaignId, r.archiveId]);

describe('the base map in the store', () => {
  it('writes the archive with its opening in one transaction, and reads it back', async () => {
    const { store, id } = await narvik();
    const a = await archive('narvik.pmtiles', [170, 200, 230]);
    const r = await store.append(id, a.draft, { archives: [a.attached] });
    expect(r.state.baseMap).toEqual({ ...a.baseMap, openedSeq: 2 });
    expect(await bytesOf((await store.archive(id, a.archiveId))!)).toEqual(a.bytes);
    expect(await store.archive(id, 'f'.repeat(64))).toBeNull();
  });

  it('refuses an archive that is not the one its id or the event names, writing nothing', async () => {
    const { store, id } = await narvik();
    const a = await archive('narvik.pmtiles', [170, 200, 230]);
    const b = await archive('other.pmtiles', [90, 90, 90]);
    await expect(store.append(id, a.draft, { archives: [{ archiveId: a.archiveId, blob: b.blob }] })).rejects.toThrow('the base map’s file changed while it was being stored; choose it again');
    const lying = { ...a.draft, payload: { baseMap: { ...a.baseMap, bytes: a.baseMap.bytes + 1 } } } as EventDraft;
    await expect(store.append(id, lying, { archives: [a.attached] })).rejects.toThrow(`the base map “narvik.pmtiles” says its archive is ${a.bytes.length + 1} bytes, but the file is ${a.bytes.length}`);
    expect([(await store.open(id)).meta.headSeq, await rows(store)]).toEqual([1, []]);
  });

  it('keeps an undone opening’s archive for Redo, and lets it go when another is stored', async () => {
    const { store, id } = await narvik();
    const a = await archive('a.pmtiles', [170, 200, 230]);
    const b = await archive('b.pmtiles', [90, 90, 90]);
    await store.append(id, a.draft, { archives: [a.attached] });
    const undone = await store.undo(id);
    expect(await rows(store)).toEqual([[id, a.archiveId]]);
    await store.redo(id, undone.removed);
    expect(await bytesOf((await store.archive(id, a.archiveId))!)).toEqual(a.bytes);
    await store.undo(id);
    await store.append(id, b.draft, { archives: [b.attached] });
    expect(await rows(store)).toEqual([[id, b.archiveId]]);
  });

  it('keeps only what Undo can reach: the archive drawn before a change and the one drawn after', async () => {
    const { store, id } = await narvik();
    const [a, b, c] = await Promise.all([archive('a.pmtiles', [170, 200, 230]), archive('b.pmtiles', [90, 90, 90]), archive('c.pmtiles', [20, 120, 20])]);
    await store.append(id, a.draft, { archives: [a.attached] });
    await store.append(id, b.draft, { archives: [b.attached] });
    expect(new Set(await rows(store))).toEqual(new Set([[id, a.archiveId], [id, b.archiveId]]));
    await store.append(id, { at: 0, type: 'baseMap.removed', v: 1, payload: {} });
    expect(await rows(store)).toEqual([[id, b.archiveId]]);
    // Undo of the removal draws b again, from the archive it kept.
    await store.undo(id);
    expect((await store.open(id)).state.baseMap?.name).toBe('b.pmtiles');
    expect(await bytesOf((await store.archive(id, b.archiveId))!)).toEqual(b.bytes);
    await store.append(id, c.draft, { archives: [c.attached] });
    expect(new Set(await rows(store))).toEqual(new Set([[id, b.archiveId], [id, c.archiveId]]));
  });

  it('copies the archive drawn with a duplicate, and deletes it with its campaign', async () => {
    const { store, id } = await narvik();
    const a = await archive('a.pmtiles', [170, 200, 230]);
    const b = await archive('b.pmtiles', [90, 90, 90]);
    await store.append(id, a.draft, { archives: [a.attached] });
    await store.append(id, b.draft, { archives: [b.attached] });
    const copy = await store.duplicate(id, 'Narvik what-if');
    expect(await bytesOf((await store.archive(copy.id, b.archiveId))!)).toEqual(b.bytes);
    await store.remove(id);
    expect(await rows(store)).toEqual([[copy.id, b.archiveId]]);
  });

  it('leaves the archive out of a campaign file: imported elsewhere, the base map is named but not on that device', async () => {
    const { store, id } = await narvik();
    const a = await archive('a.pmtiles', [170, 200, 230]);
    await store.append(id, a.draft, { archives: [a.attached] });
    const text = await store.exportText(id);
    expect(text).toContain('"baseMap.opened"');
    expect(text).not.toContain('PMTiles');
    const elsewhere = await importElsewhere(text);
    stores.push(elsewhere.store);
    expect((await elsewhere.store.open(elsewhere.meta.id)).state.baseMap).toEqual({ ...a.baseMap, openedSeq: 2 });
    expect(await elsewhere.store.archive(elsewhere.meta.id, a.archiveId)).toBeNull();
    // Imported on the device that keeps the archive, it is drawn from the other campaign's copy.
    const here = await store.importText(text);
    expect(await bytesOf((await store.archive(here.id, a.archiveId))!)).toEqual(a.bytes);
  });

  it('opens the frozen version-3 database (test/fixtures/db-v3, IndexedDB version 30) as written', async () => {
    const v3 = JSON.parse(readFileSync(new URL('../fixtures/db-v3/narvik-base-map.json', import.meta.url), 'utf8')) as RawFixture;
    expect([v3.idbVersion, v3.stores.map((s) => [s.name, s.rows.length])]).toEqual([30, [['baseMaps', 1], ['campaigns', 1], ['events', 2], ['images', 0], ['snapshots', 0]]]);
    const idb = new IDBFactory();
    await writeRaw(idb, v3);
    const { store } = newStore({ indexedDB: idb });
    stores.push(store);
    const opened = await store.open('c-1');
    expect(opened.state.baseMap).toMatchObject({ name: 'narvik.pmtiles', tiles: 'png', openedSeq: 2 });
    const blob = (await store.archive('c-1', opened.state.baseMap!.archiveId))!;
    expect(await archiveIdOf(blob)).toBe(opened.state.baseMap!.archiveId);
    expect(store.db.backendDB().version).toBe(30);
  });
});

describe('the base map in a map file', () => {
  it('travels in a *.map.zip beside the map file’s text, and comes back as the same bytes', async () => {
    const a = await archive('narvik.pmtiles', [170, 200, 230]);
    const drawn = { ...a.baseMap, openedSeq: 9 };
    const text = mapFileText('Narvik', NARVIK_GRID, [], undefined, drawn);
    expect((JSON.parse(text) as { version: number }).version).toBe(3);
    expect((JSON.parse(mapFileText('Narvik', NARVIK_GRID, [])) as { version: number }).version).toBe(2);
    const zip = await writeMapZip(text, a.blob);
    const read = await readMapFileBlob(zip);
    expect(read.map.baseMap).toEqual(a.baseMap);
    expect(await bytesOf(read.archive!)).toEqual(a.bytes);
    // Started from it, a campaign has the base map and its archive.
    const { store } = newStore();
    stores.push(store);
    const meta = await store.createFromScenario(narvikScenario(), 'From the map file', [{ type: 'baseMap.opened', v: 1, payload: { baseMap: read.map.baseMap } }], { archives: [{ archiveId: a.archiveId, blob: read.archive! }] });
    expect(await bytesOf((await store.archive(meta.id, a.archiveId))!)).toEqual(a.bytes);
  });

  it('reads a plain map file naming a base map without its archive, and refuses a ZIP whose archive is not the one named', async () => {
    const a = await archive('narvik.pmtiles', [170, 200, 230]);
    const b = await archive('other.pmtiles', [90, 90, 90]);
    const text = mapFileText('Narvik', NARVIK_GRID, [], undefined, a.baseMap);
    const plain = await readMapFileBlob(new Blob([text]));
    expect([plain.map.baseMap, plain.archive]).toEqual([a.baseMap, null]);
    await expect(readMapFileBlob(await writeMapZip(text, b.blob))).rejects.toThrow('its base map archive is not the “narvik.pmtiles” its map.json names: the file was altered or damaged');
    await expect(readMapFileBlob(await writeMapZip(mapFileText('Narvik', NARVIK_GRID, []), a.blob))).rejects.toThrow('its map.json names no base map for the archive beside it');
    await expect(readMapFileBlob(new Blob([Uint8Array.from([0x50, 0x4b, 3, 4, 0, 0]) as BlobPart]))).rejects.toThrow(/^it is not a ZIP the desk can read/);
  });
});
