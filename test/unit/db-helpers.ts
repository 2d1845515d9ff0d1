/**
 * Shared helpers of the store tests (`db-*.test.ts`): a small Cambrai scenario built here (no
 * dependency on `maps/`), a store on a fresh fake-indexeddb factory with a fixed clock and ids,
 * and a raw IndexedDB dump of a whole database for before/after comparisons.
 */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach } from 'vitest';
import type { EventDraft } from '../../src/campaign/events.ts';
import type { Scenario, Unit } from '../../src/campaign/model/types.ts';
import type { CampaignMeta } from '../../src/db/api.ts';
import { createCampaignStore, type CampaignStoreOptions, type DexieCampaignStore } from '../../src/db/store.ts';

const base = { establishmentBases: 8, injuredBases: 0, dugIn: false, grade: 'R' } as const;

/** A few units of the 51st (Highland) Division and the German 54th Reserve Division, Cambrai 1917. */
export function smallScenario(): Scenario {
  const units: Unit[] = [
    { id: 'gb-51div', side: 'blue', name: '51st (Highland) Division', shortName: '51 Div', echelon: 'division', type: 'infantry', ...base, bases: 2, establishmentBases: 2, pos: { lon: 3.045, lat: 50.075 } },
    { id: 'gb-152bde', side: 'blue', name: '152nd Infantry Brigade', shortName: '152 Bde', echelon: 'brigade', type: 'infantry', ...base, bases: 1, establishmentBases: 1, parentId: 'gb-51div' },
    { id: 'gb-6gordons', side: 'blue', name: '1/6th Gordon Highlanders', shortName: '1/6 Gordons', echelon: 'battalion', type: 'infantry', ...base, bases: 8, pos: { lon: 3.06, lat: 50.095 }, parentId: 'gb-152bde' },
    { id: 'gb-6seaforth', side: 'blue', name: '1/6th Seaforth Highlanders', shortName: '1/6 Seaforth', echelon: 'battalion', type: 'infantry', ...base, bases: 7, pos: { lon: 3.068, lat: 50.094 }, parentId: 'gb-152bde' },
    { id: 'gb-255bde-rfa', side: 'blue', name: '255th Brigade RFA', shortName: '255 Bde RFA', echelon: 'battalion', type: 'fieldGun', ...base, bases: 4, establishmentBases: 4, pos: { lon: 3.04, lat: 50.085 }, parentId: 'gb-51div', support: { relation: 'inDirectSupport', toId: 'gb-152bde' } },
    { id: 'gb-e-bn-tc', side: 'blue', name: 'E Battalion, Tank Corps', shortName: 'E Bn TC', echelon: 'battalion', type: 'tankHeavy', ...base, bases: 6, establishmentBases: 6, pos: { lon: 3.07, lat: 50.09 }, support: { relation: 'inSupport', toId: 'gb-152bde' }, notes: 'Mark IV tanks; fascines carried.' },
    { id: 'de-54rd', side: 'red', name: '54. Reserve-Division', shortName: '54. RD', echelon: 'division', type: 'infantryReserve', ...base, bases: 2, establishmentBases: 2, pos: { lon: 3.1, lat: 50.14 } },
    { id: 'de-ir84', side: 'red', name: 'Infanterie-Regiment 84', shortName: 'IR 84', echelon: 'regiment', type: 'infantry', ...base, bases: 1, establishmentBases: 1, parentId: 'de-54rd' },
    { id: 'de-ir84-2', side: 'red', name: 'II./Infanterie-Regiment 84', shortName: 'II./84', echelon: 'battalion', type: 'infantry', ...base, grade: 'V', bases: 6, injuredBases: 1, dugIn: true, pos: { lon: 3.067, lat: 50.117 }, parentId: 'de-ir84' },
    { id: 'de-far108-4', side: 'red', name: '4. Batterie, Feldartillerie-Regiment 108', shortName: '4./FAR 108', echelon: 'company', type: 'fieldGun', ...base, bases: 2, establishmentBases: 2, pos: { lon: 3.075, lat: 50.125 }, parentId: 'de-54rd' },
  ];
  return {
    id: 'cambrai-small',
    mapId: 'cambrai-1917',
    name: 'Flesquières, 20 November 1917',
    description: 'A small test scenario: 152 Bde and E Bn Tank Corps against II./IR 84.\nZero hour 06:20.',
    startLocal: '1917-11-20T06:20',
    utcOffsetMin: 0,
    grid: { originLon: 2.95, originLat: 50.02, widthM: 28000, heightM: 25000, squareM: 1000, scheme: 'numeric' },
    sides: { blue: { name: 'British (Third Army)', nation: 'GB' }, red: { name: 'German (2. Armee)', nation: 'DE' } },
    units,
  };
}

/** A `unit.moved` draft. */
export function moveDraft(unitId: string, lon: number, lat: number, at = 0): EventDraft<'unit.moved'> {
  return { at, type: 'unit.moved', v: 1, payload: { unitId, to: { lon, lat } } };
}

/** The i-th of a deterministic series of moves (cycles through four units, drifting north-east). */
export function nthMove(i: number): EventDraft<'unit.moved'> {
  const ids = ['gb-6gordons', 'gb-6seaforth', 'gb-e-bn-tc', 'de-ir84-2'];
  return moveDraft(ids[i % ids.length]!, 3.05 + (i % 97) * 0.0001, 50.09 + (i % 89) * 0.0001, Math.floor(i / 10));
}

/** A fixed clock: 2024-03-01T09:00:00.000Z plus one second per call. */
export function fixedClock(): () => string {
  let n = 0;
  return () => new Date(Date.UTC(2024, 2, 1, 9, 0, n++)).toISOString();
}

/** Ids `c-1`, `c-2`, … */
export function counterIds(prefix = 'c-'): () => string {
  let n = 0;
  return () => `${prefix}${++n}`;
}

/** A store on a fresh fake-indexeddb factory (its own world), fixed clock and ids. */
export function newStore(extra: Partial<CampaignStoreOptions> = {}): { store: DexieCampaignStore; idb: IDBFactory } {
  const idb = (extra.indexedDB as IDBFactory | undefined) ?? new IDBFactory();
  const store = createCampaignStore({
    indexedDB: idb,
    IDBKeyRange,
    now: fixedClock(),
    randomId: counterIds(),
    storage: null,
    ...extra,
  });
  return { store, idb };
}

/**
 * `newStore` for one test file: every store it makes is closed after each test. Call once at the top
 * level of the file.
 */
export function storesClosedAfterEach(): typeof newStore {
  const open: DexieCampaignStore[] = [];
  afterEach(() => {
    while (open.length) open.pop()!.close();
  });
  return (extra = {}) => {
    const r = newStore(extra);
    open.push(r.store);
    return r;
  };
}

/** A `clock.advanced` draft to campaign minute `toMin`, written at that minute. */
export const hourDraft = (toMin: number) => ({ at: toMin, type: 'clock.advanced' as const, v: 1 as const, payload: { toMin } });

/** One object store of a raw fixture: its shape and rows (a Blob written as `{ "$blob": { type, base64 } }`). */
export type RawStore = {
  name: string;
  keyPath: string | string[];
  autoIncrement: boolean;
  indexes: { name: string; keyPath: string | string[]; unique: boolean; multiEntry: boolean }[];
  rows: Record<string, unknown>[];
};
/** A frozen database (`test/fixtures/db-v*`): its name, IndexedDB version and stores. */
export type RawFixture = { name: string; idbVersion: number; stores: RawStore[] };

/** A fixture row's values with each `{ "$blob": { type, base64 } }` made a Blob again. */
function reviveBlobs(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([k, v]) => {
      const b = (v as { $blob?: { type: string; base64: string } } | null)?.$blob;
      return [k, b ? new Blob([Buffer.from(b.base64, 'base64')], { type: b.type }) : v];
    }),
  );
}

/** Write a frozen database with raw IndexedDB (not Dexie): create the stores at its version, then put every row. */
export function writeRaw(idb: IDBFactory, dump: RawFixture): Promise<void> {
  return new Promise((resolve, reject) => {
    const open = idb.open(dump.name, dump.idbVersion);
    open.onupgradeneeded = () => {
      for (const s of dump.stores) {
        const os = open.result.createObjectStore(s.name, { keyPath: s.keyPath, autoIncrement: s.autoIncrement });
        for (const i of s.indexes) os.createIndex(i.name, i.keyPath, { unique: i.unique, multiEntry: i.multiEntry });
      }
    };
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const tx = db.transaction(dump.stores.map((s) => s.name), 'readwrite');
      for (const s of dump.stores) for (const row of s.rows) tx.objectStore(s.name).put(reviveBlobs(row));
      tx.oncomplete = () => {
        db.close();
        resolve();
      };
      tx.onerror = () => reject(tx.error);
    };
  });
}

function req<T>(r: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });
}

/**
 * Every object store of database `name` (version, key paths, indexes, every key and value) as
 * text, read with raw IndexedDB (not Dexie). `undefined` values are kept visible.
 */
export async function dumpDatabase(idb: IDBFactory, name = 'campaign-desk'): Promise<string> {
  const db = await req(idb.open(name));
  try {
    const names = Array.from(db.objectStoreNames).sort();
    const out: Record<string, unknown> = { version: db.version };
    if (names.length === 0) return JSON.stringify(out);
    const tx = db.transaction(names, 'readonly');
    for (const n of names) {
      const os = tx.objectStore(n);
      const indexes = Array.from(os.indexNames).map((i) => {
        const ix = os.index(i);
        return { name: i, keyPath: ix.keyPath, unique: ix.unique, multiEntry: ix.multiEntry };
      });
      const [keys, values] = await Promise.all([req(os.getAllKeys()), req(os.getAll())]);
      out[n] = { keyPath: os.keyPath, autoIncrement: os.autoIncrement, indexes, keys, values };
    }
    return JSON.stringify(out, (_k, value: unknown) => (value === undefined ? '«undefined»' : value));
  } finally {
    db.close();
  }
}

/**
 * Import `text` into a fresh store, as on another machine (campaign names are unique in one store, so
 * a copy imported beside its original is renamed `name (2)`): the store and the imported campaign.
 */
export async function importElsewhere(text: string): Promise<{ store: DexieCampaignStore; meta: CampaignMeta }> {
  const { store } = newStore();
  return { store, meta: await store.importText(text) };
}
