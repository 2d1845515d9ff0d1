/**
 * The scanned map's image in the store and in files: a Blob in the `images` table written with its
 * placement in one transaction, kept for Redo, pruned when replaced, copied by a duplicate, carried by
 * a campaign file (format 2) and a map file; a version-1 database and a version-1 file, whose scans
 * were data URLs inside their events, come out as today's; the frozen version-2 database opens.
 */
import { IDBFactory } from 'fake-indexeddb';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { foldEvents, type CampaignEvent, type EventDraft } from '../../src/campaign/events.ts';
import { mapFileText, readMapFile } from '../../src/campaign/ground/mapExport.ts';
import { imageIdOf } from '../../src/campaign/ground/scanImage.ts';
import { EventError } from '../../src/campaign/model/eventError.ts';
import type { BaseImage } from '../../src/campaign/model/terrainTypes.ts';
import { ImportError } from '../../src/db/errors.ts';
import { FOLD_VERSION } from '../../src/db/snapshots.ts';
import type { DexieCampaignStore } from '../../src/db/store.ts';
import { newStore, writeRaw, type RawFixture } from './db-helpers.ts';
import { narvikScenario, TINY_PNG, TINY_SCAN, tinyPngImage } from './own-ground-fixture.ts';

const fixture = (path: string) => readFileSync(new URL(`../fixtures/${path}`, import.meta.url), 'utf8');
const place = (image: Omit<BaseImage, 'placedSeq'> = TINY_SCAN): EventDraft => ({ at: 0, type: 'baseImage.placed', v: 2, payload: { image } });
const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

/** A 1 × 1 JPEG's bytes (a JPEG signature and padding: the store reads only the signature). */
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]);
const JPEG_SCAN = { ...TINY_SCAN, name: 'other.jpg', mime: 'image/jpeg' as const, imageId: imageIdOf(JPEG), bytes: JPEG.length };
const jpegImage = () => ({ imageId: JPEG_SCAN.imageId, mime: 'image/jpeg' as const, blob: new Blob([JPEG]) });

const stores: DexieCampaignStore[] = [];
afterEach(() => {
  while (stores.length) stores.pop()!.close();
});
async function narvik() {
  const { store, idb } = newStore();
  stores.push(store);
  const meta = await store.createFromScenario(narvikScenario(), 'Narvik');
  return { store, idb, id: meta.id };
}

describe('the scanned map in the store', () => {
  it('writes the image with its placement in one transaction, and refuses a placement without it, writing nothing', async () => {
    const { store, id } = await narvik();
    const err = await store.append(id, place()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EventError);
    expect((err as Error).message).toBe('the image of the scanned map “tiny.png” is not stored with this campaign; place it again from its file');
    expect((await store.list())[0]!.headSeq).toBe(1);

    const r = await store.append(id, place(), { images: [tinyPngImage()] });
    expect(r.state.baseImage).toEqual({ ...TINY_SCAN, placedSeq: 2 });
    expect(await bytesOf(await store.image(id, TINY_SCAN.imageId))).toEqual(TINY_PNG);
    await expect(store.image(id, JPEG_SCAN.imageId)).rejects.toThrow('the scanned map’s image is missing from this campaign');
  });

  it('refuses an image that does not hash to its id, is not a PNG or JPEG, is over 12 MB, or differs from what the event says', async () => {
    const { store, id } = await narvik();
    const wrongId = { ...tinyPngImage(), imageId: JPEG_SCAN.imageId };
    await expect(store.append(id, place(), { images: [wrongId] })).rejects.toThrow('the image changed while it was being stored; choose the file again');
    const gif = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0]);
    await expect(store.append(id, place(), { images: [{ imageId: imageIdOf(gif), mime: 'image/png', blob: new Blob([gif]) }] })).rejects.toThrow('the image is not a PNG or a JPEG');
    const huge = new Uint8Array(12_000_001);
    huge.set(TINY_PNG.slice(0, 8));
    await expect(store.append(id, place(), { images: [{ imageId: imageIdOf(huge), mime: 'image/png', blob: new Blob([huge]) }] })).rejects.toThrow(
      'the image is 12.0 MB; a campaign keeps a scanned map of at most 12 MB',
    );
    const err = await store.append(id, place({ ...TINY_SCAN, bytes: 71 }), { images: [tinyPngImage()] }).catch((e: unknown) => e);
    expect((err as Error).message).toBe('the scanned map “tiny.png” says its image is a 71-byte PNG, but the image stored is a 70-byte PNG');
    expect((await store.list())[0]!.headSeq).toBe(1);
    expect(await store.db.images.count()).toBe(0);
  });

  it('keeps an undone placement’s image for Redo, and lets it go when another is placed', async () => {
    const { store, id } = await narvik();
    await store.append(id, place(), { images: [tinyPngImage()] });
    const undone = await store.undo(id);
    expect(undone.state.baseImage).toBeUndefined();
    const redone = await store.redo(id, undone.removed);
    expect(redone.state.baseImage?.imageId).toBe(TINY_SCAN.imageId);
    await store.undo(id);
    await store.append(id, place(JPEG_SCAN), { images: [jpegImage()] });
    expect((await store.db.images.toArray()).map((r) => r.imageId)).toEqual([JPEG_SCAN.imageId]);
  });

  it('copies the image with a duplicate, and deletes it with its campaign', async () => {
    const { store, id } = await narvik();
    await store.append(id, place(), { images: [tinyPngImage()] });
    const copy = await store.duplicate(id, 'What if');
    expect(await bytesOf(await store.image(copy.id, TINY_SCAN.imageId))).toEqual(TINY_PNG);
    await store.remove(id);
    expect((await store.db.images.toArray()).map((r) => r.campaignId)).toEqual([copy.id]);
    expect((await store.open(copy.id)).state.baseImage?.name).toBe('tiny.png');
  });
});

describe('the scanned map in campaign files', () => {
  it('exports format 2 with the image; the import stores it, and exports the same bytes again', async () => {
    const { store, id } = await narvik();
    await store.append(id, place(), { images: [tinyPngImage()] });
    const text = await store.exportText(id);
    const file = JSON.parse(text) as { formatVersion: number; images: unknown[] };
    expect(file.formatVersion).toBe(2);
    expect(file.images).toEqual([{ id: TINY_SCAN.imageId, mime: 'image/png', data: Buffer.from(TINY_PNG).toString('base64') }]);
    const copy = await store.importText(text);
    expect(await bytesOf(await store.image(copy.id, TINY_SCAN.imageId))).toEqual(TINY_PNG);
    expect(await store.exportText(copy.id)).toBe(text.replace('"name": "Narvik"', '"name": "Narvik (2)"'));
  });

  it('imports a version-1 file whose scans were data URLs: exported again, it is today’s golden ground file', async () => {
    const { store } = newStore();
    stores.push(store);
    const meta = await store.importText(fixture('legacy/ground-scan-v1.json'));
    const opened = await store.open(meta.id);
    expect(opened.state.baseImage).toEqual({ ...TINY_SCAN, placedSeq: 11 });
    expect(await bytesOf(await store.image(meta.id, TINY_SCAN.imageId))).toEqual(TINY_PNG);
    expect(await store.exportText(meta.id)).toBe(fixture('golden/ground.json'));
  });

  it('refuses a file whose image was altered or left out, naming it', async () => {
    const { store } = newStore();
    stores.push(store);
    const golden = JSON.parse(fixture('golden/ground.json')) as { images: { data: string }[] };
    const altered = structuredClone(golden);
    altered.images[0]!.data = Buffer.from(JPEG).toString('base64');
    const e1 = (await store.importText(JSON.stringify(altered)).catch((e: unknown) => e)) as ImportError;
    expect(e1.issues[0]).toEqual({ path: 'images[0].mime', message: 'says image/png, but the image is image/jpeg' });
    const swapped = structuredClone(golden);
    swapped.images[0]!.data = Buffer.from([...TINY_PNG, 0]).toString('base64');
    const e2 = (await store.importText(JSON.stringify(swapped)).catch((e: unknown) => e)) as ImportError;
    expect(e2.issues[0]).toEqual({ path: 'images[0]', message: 'its bytes do not match its id: the file was altered or damaged' });
    const { images: _gone, ...without } = golden;
    const e3 = (await store.importText(JSON.stringify(without)).catch((e: unknown) => e)) as ImportError;
    expect(e3.issues[0]).toEqual({ path: 'events[8].payload.image', message: 'the image of the scanned map “tiny.png” is not among the file’s images'.replace('’', "'") });
    expect(await store.list()).toEqual([]);
  });
});

describe('the database upgrade from version 1, and the frozen version-2 database', () => {
  it('moves a version-1 scan out of its event and snapshot into the images table', async () => {
    const legacy = JSON.parse(fixture('legacy/ground-scan-v1.json')) as { events: (CampaignEvent & { action?: number })[] };
    const today = JSON.parse(fixture('golden/ground.json')) as { campaign: { createdAt: string }; events: CampaignEvent[] };
    const state = foldEvents(null, today.events);
    const legacyImage = (legacy.events[10]!.payload as { image: object }).image;
    const v1: RawFixture = JSON.parse(fixture('db-v1/cambrai-small.json')) as RawFixture;
    v1.stores[0]!.rows = [{ id: 'old', name: 'Narvik 1940', mapId: state.mapId, createdAt: today.campaign.createdAt, updatedAt: '2026-11-01T10:00:00.000Z', headSeq: 11 }];
    v1.stores[1]!.rows = legacy.events.map((e) => ({ campaignId: 'old', ...e }));
    v1.stores[2]!.rows = [{ campaignId: 'old', seq: 11, fold: FOLD_VERSION, state: { ...state, baseImage: { ...legacyImage, placedSeq: 11 } } }];
    const idb = new IDBFactory();
    await writeRaw(idb, v1);

    const { store } = newStore({ indexedDB: idb });
    stores.push(store);
    const opened = await store.open('old');
    expect(store.db.backendDB().version).toBe(30);
    expect(opened.state.baseImage).toEqual({ ...TINY_SCAN, placedSeq: 11 });
    expect(await bytesOf(await store.image('old', TINY_SCAN.imageId))).toEqual(TINY_PNG);
    const row = await store.db.events.get(['old', 11]);
    expect([row!.v, row!.payload]).toEqual([2, today.events[10]!.payload]);
    const snapshot = await store.db.snapshots.get(['old', 11]);
    expect(snapshot!.state.baseImage).toEqual({ ...TINY_SCAN, placedSeq: 11 });
    expect(await store.exportText('old')).toBe(fixture('golden/ground.json').replace('"name": "Narvik"', '"name": "Narvik 1940"'));
  });

  it('opens the frozen version-2 database (test/fixtures/db-v2, IndexedDB version 20) as written, upgraded to version 30', async () => {
    const v2 = JSON.parse(fixture('db-v2/narvik-scan.json')) as RawFixture;
    expect([v2.idbVersion, v2.stores.map((s) => [s.name, s.rows.length])]).toEqual([20, [['campaigns', 1], ['events', 11], ['images', 1], ['snapshots', 0]]]);
    const idb = new IDBFactory();
    await writeRaw(idb, v2);
    const { store } = newStore({ indexedDB: idb });
    stores.push(store);
    expect((await store.list()).map((m) => [m.name, m.headSeq])).toEqual([['Narvik', 11]]);
    const opened = await store.open('c-1');
    expect(opened.state.baseImage).toEqual({ ...TINY_SCAN, placedSeq: 11 });
    expect(await bytesOf(await store.image('c-1', TINY_SCAN.imageId))).toEqual(TINY_PNG);
    expect(store.db.backendDB().version).toBe(30);
  });
});

describe('the scanned map in a map file', () => {
  it('travels with the grid and terrain, and reads back the same; a bad image is named', () => {
    const grid = narvikScenario().grid;
    const text = mapFileText('Narvik', grid, [], { image: TINY_SCAN, bytes: TINY_PNG });
    const back = readMapFile(text);
    expect(back.scan?.image).toEqual(TINY_SCAN);
    expect(back.scan?.bytes).toEqual(TINY_PNG);
    expect(readMapFile(mapFileText('Narvik', grid, [])).scan).toBeUndefined();
    const doc = JSON.parse(text) as { scan: { data: string; points: unknown[] } };
    expect(() => readMapFile(JSON.stringify({ ...doc, scan: { ...doc.scan, data: 'R0lGODlhAQABAAAAACw=' } }))).toThrow('its scanned map: the image is not a PNG or a JPEG');
    expect(() => readMapFile(JSON.stringify({ ...doc, scan: { ...doc.scan, points: doc.scan.points.slice(0, 2) } }))).toThrow('its scanned map: points a scanned map needs at least 3 control points');
  });
});
