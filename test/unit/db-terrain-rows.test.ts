/**
 * A real area's terrain as IndexedDB keeps it (`src/db/terrainRows.ts`): packed exactly and unpacked to the
 * same features; in a store (fake-indexeddb), the `terrain.imported` row and the snapshot hold it packed, and
 * opening, exporting and the raw log give the features back as they went in; small terrain is stored as it is.
 */
import 'fake-indexeddb/auto';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import type { TerrainFeature } from '../../src/campaign/model/terrainTypes.ts';
import { createCampaignStore } from '../../src/db/store.ts';
import { isPackedTerrain, PACK_FROM, packTerrainFeatures, unpackTerrainFeatures } from '../../src/db/terrainRows.ts';
import { narvikScenario } from './own-ground-fixture.ts';

const p = (i: number) => [17 + i / 10_000, 68.3 + i / 20_000];
/** `n` features cycling through the four geometry types, each with its own properties. */
function features(n: number): TerrainFeature[] {
  return Array.from({ length: n }, (_, i) => {
    const props = { class: ['road', 'railway', 'wood', 'builtUp'][i % 4], name: `F ${i} «é»`, source: 'test.geojson', ...(i % 5 === 0 ? { kind: 'main road' } : {}) } as TerrainFeature['properties'];
    const ring = [p(i), p(i + 1), p(i + 2), p(i)];
    const geometry: TerrainFeature['geometry'] = [
      { type: 'LineString' as const, coordinates: [p(i), p(i + 3)] },
      { type: 'MultiLineString' as const, coordinates: [[p(i), p(i + 1)], [p(i + 2), p(i + 3), p(i + 4)]] },
      { type: 'Polygon' as const, coordinates: [ring, [p(i + 5), p(i + 6), p(i + 7), p(i + 5)]] },
      { type: 'MultiPolygon' as const, coordinates: [[ring], [[p(i + 8), p(i + 9), p(i + 10), p(i + 8)]]] },
    ][i % 4]!;
    return { type: 'Feature', id: `t-${i}`, properties: props, geometry };
  });
}

describe('packed terrain', () => {
  it('unpacks to exactly the features packed, every geometry type', () => {
    const fs = features(41);
    const packed = packTerrainFeatures(fs)!;
    expect(isPackedTerrain(packed)).toBe(true);
    expect(packed.coords).toBeInstanceOf(Float64Array);
    expect(unpackTerrainFeatures(packed)).toStrictEqual(fs);
  });

  it('leaves alone what it cannot pack exactly: a height, a key the desk does not write', () => {
    const withHeight = features(2);
    (withHeight[1]!.geometry.coordinates as number[][])[0] = [17, 68, 120];
    expect(packTerrainFeatures(withHeight)).toBeNull();
    expect(packTerrainFeatures([{ ...features(1)[0]!, bbox: [0, 0, 1, 1] } as TerrainFeature])).toBeNull();
  });
});

describe('a campaign on a real area in the store', () => {
  it('stores its terrain packed in the event row and the snapshot, and opens, exports and logs it as it went in', async () => {
    const indexedDB = new IDBFactory();
    const store = createCampaignStore({ indexedDB, IDBKeyRange, storage: null });
    const big = features(PACK_FROM + 3);
    const meta = await store.createFromScenario(narvikScenario(), 'Big ground', [{ type: 'terrain.imported', v: 1, payload: { source: 'test.geojson', features: big } }]);
    const db = (store as unknown as { db: { events: { toArray(): Promise<{ type: string; payload: { features: unknown } }[]> }; snapshots: { toArray(): Promise<{ state: { terrain: unknown } }[]> } } }).db;
    const row = (await db.events.toArray()).find((r) => r.type === 'terrain.imported')!;
    expect(isPackedTerrain(row.payload.features)).toBe(true);
    expect(isPackedTerrain((await db.snapshots.toArray())[0]!.state.terrain)).toBe(true);
    store.close();

    const fresh = createCampaignStore({ indexedDB, IDBKeyRange, storage: null });
    const opened = await fresh.open(meta.id);
    expect(opened.state.terrain).toStrictEqual(big);
    expect(opened.head.type).toBe('terrain.imported');
    // The head's features are unpacked only when read, and then once.
    const headPayload = opened.head.payload as { features: TerrainFeature[] };
    expect(typeof Object.getOwnPropertyDescriptor(headPayload, 'features')!.get).toBe('function');
    expect(headPayload.features).toStrictEqual(big);
    expect(headPayload.features).toBe(headPayload.features);
    expect(Object.keys(headPayload)).toEqual(['source', 'features']);
    const file = JSON.parse(await fresh.exportText(meta.id)) as { events: { type: string; payload: { features: TerrainFeature[] } }[] };
    expect(file.events.find((e) => e.type === 'terrain.imported')!.payload.features).toStrictEqual(big);
    const raw = JSON.parse(await fresh.rawLogText(meta.id)) as { events: { type: string; payload: { features: TerrainFeature[] } }[] };
    expect(raw.events.find((e) => e.type === 'terrain.imported')!.payload.features).toStrictEqual(big);
    fresh.close();
  });

  it('stores a small terrain as it is', async () => {
    const indexedDB = new IDBFactory();
    const store = createCampaignStore({ indexedDB, IDBKeyRange, storage: null });
    const small = features(PACK_FROM - 1);
    await store.createFromScenario(narvikScenario(), 'Small ground', [{ type: 'terrain.imported', v: 1, payload: { source: 'test.geojson', features: small } }]);
    const db = (store as unknown as { db: { events: { toArray(): Promise<{ type: string; payload: { features: unknown } }[]> } } }).db;
    expect((await db.events.toArray()).find((r) => r.type === 'terrain.imported')!.payload.features).toStrictEqual(small);
    store.close();
  });
});
