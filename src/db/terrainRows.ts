/**
 * A campaign's own terrain as IndexedDB keeps it: a real area's tens of thousands of GeoJSON features are
 * millions of small objects to clone on every read (the snapshot, the head event, Undo's rows, the ledger's
 * log), so a terrain of `PACK_FROM` features or more is stored packed — every position in one
 * `Float64Array`, the geometries' kinds and shapes in typed arrays, the ids and properties as one JSON text — which
 * the browser copies whole. Packed in the `terrain.imported` event's row and in a snapshot's state,
 * unpacked as they are read, to exactly the features that went in. Terrain that cannot be packed exactly
 * (a position with a height, a key GeoJSON allows that the desk does not write, a property set to
 * `undefined`, which JSON would drop) is stored as it is.
 */
import type { CampaignState, TerrainFeature } from '../campaign/index.ts';

/** Terrain of this many features or more is stored packed. */
export const PACK_FROM = 1000;

/** The packed form's tag (its version). */
const TAG = 'terrain-features-1';

/**
 * Packed terrain features: `meta` the JSON text of each feature's `[id, properties]`; `kinds` each one's
 * geometry (0 LineString, 1 MultiLineString, 2 Polygon, 3 MultiPolygon); `counts` its shape in order — a
 * line's positions; a multi-line's or a polygon's lines (rings) and then each one's positions; a
 * multi-polygon's polygons, each as a polygon; `coords` every position's longitude and latitude in turn.
 */
export type PackedTerrainFeatures = { packed: typeof TAG; meta: string; kinds: Uint8Array; counts: Int32Array; coords: Float64Array };

const KINDS = ['LineString', 'MultiLineString', 'Polygon', 'MultiPolygon'] as const;
type Kind = (typeof KINDS)[number];
type Pos = readonly number[];

/** Whether `x` is packed terrain. */
export function isPackedTerrain(x: unknown): x is PackedTerrainFeatures {
  return typeof x === 'object' && x !== null && (x as { packed?: unknown }).packed === TAG;
}

const sameKeys = (o: object, keys: readonly string[]) => {
  const own = Object.keys(o);
  return own.length === keys.length && keys.every((k) => k in o);
};

/** `features` packed, or null when they cannot be packed exactly (see the module note). */
export function packTerrainFeatures(features: readonly TerrainFeature[]): PackedTerrainFeatures | null {
  const kinds = new Uint8Array(features.length);
  const counts: number[] = [];
  let positions = 0;
  const lines = (ls: readonly (readonly Pos[])[]) => {
    counts.push(ls.length);
    for (const l of ls) counts.push(l.length), (positions += l.length);
  };
  for (let i = 0; i < features.length; i++) {
    const f = features[i]!;
    if (!sameKeys(f, ['type', 'id', 'properties', 'geometry']) || !sameKeys(f.geometry, ['type', 'coordinates'])) return null;
    if (Object.values(f.properties).some((x) => x === undefined)) return null;
    const k = KINDS.indexOf(f.geometry.type as Kind);
    if (k < 0) return null;
    kinds[i] = k;
    const g = f.geometry;
    if (g.type === 'LineString') counts.push(g.coordinates.length), (positions += g.coordinates.length);
    else if (g.type === 'MultiLineString' || g.type === 'Polygon') lines(g.coordinates);
    else {
      counts.push(g.coordinates.length);
      for (const poly of g.coordinates) lines(poly);
    }
  }
  const coords = new Float64Array(positions * 2);
  let at = 0;
  const put = (ps: readonly Pos[]): boolean => {
    for (const p of ps) {
      if (p.length !== 2) return false;
      coords[at++] = p[0]!;
      coords[at++] = p[1]!;
    }
    return true;
  };
  for (const f of features) {
    const g = f.geometry;
    const ok = g.type === 'LineString' ? put(g.coordinates) : g.type === 'MultiPolygon' ? g.coordinates.every((poly) => poly.every(put)) : g.coordinates.every(put);
    if (!ok) return null;
  }
  return { packed: TAG, meta: JSON.stringify(features.map((f) => [f.id, f.properties])), kinds, counts: Int32Array.from(counts), coords };
}

/** The features `p` holds, exactly as packed. */
export function unpackTerrainFeatures(p: PackedTerrainFeatures): TerrainFeature[] {
  const meta = JSON.parse(p.meta) as [string, TerrainFeature['properties']][];
  let c = 0;
  let at = 0;
  const line = (): number[][] => {
    const n = p.counts[c++]!;
    const out = new Array<number[]>(n);
    for (let i = 0; i < n; i++, at += 2) out[i] = [p.coords[at]!, p.coords[at + 1]!];
    return out;
  };
  const lines = (): number[][][] => Array.from({ length: p.counts[c++]! }, line);
  return meta.map(([id, properties], i) => {
    const type = KINDS[p.kinds[i]!]!;
    const coordinates = type === 'LineString' ? line() : type === 'MultiPolygon' ? Array.from({ length: p.counts[c++]! }, lines) : lines();
    return { type: 'Feature', id, properties, geometry: { type, coordinates } as TerrainFeature['geometry'] };
  });
}

/** A `terrain.imported` payload as stored: its features packed when there are `PACK_FROM` or more. Other events' payloads as they are. */
export function payloadToStore(type: string, payload: unknown): unknown {
  if (type !== 'terrain.imported') return payload;
  const p = payload as { features: TerrainFeature[] };
  const packed = p.features.length >= PACK_FROM ? packTerrainFeatures(p.features) : null;
  return packed ? { ...p, features: packed } : payload;
}

/**
 * A payload as read back: packed features unpacked when first read (`features` is then an enumerable
 * getter that unpacks once and keeps the result), so an event read only for its type and seq — the head
 * a campaign opens with, the rows whose action key Undo reads — never builds its tens of thousands of
 * features. Spreading, validating or serialising the payload reads them as usual.
 */
export function payloadFromStore(type: string, payload: unknown): unknown {
  if (type !== 'terrain.imported') return payload;
  const p = payload as { features: unknown };
  const packed = p.features;
  if (!isPackedTerrain(packed)) return payload;
  let features: TerrainFeature[] | undefined;
  const out = { ...p } as { features: TerrainFeature[] };
  Object.defineProperty(out, 'features', { enumerable: true, configurable: true, get: () => (features ??= unpackTerrainFeatures(packed)) });
  return out;
}

/** A state as a snapshot stores it: its own terrain packed when it has `PACK_FROM` features or more. */
export function stateToStore(state: CampaignState): CampaignState {
  const packed = state.terrain && state.terrain.length >= PACK_FROM ? packTerrainFeatures(state.terrain) : null;
  return packed ? ({ ...state, terrain: packed } as unknown as CampaignState) : state;
}

/** A snapshot's state as read back: its terrain unpacked. */
export function stateFromStore(state: CampaignState): CampaignState {
  const t = state.terrain as unknown;
  return isPackedTerrain(t) ? { ...state, terrain: unpackTerrainFeatures(t) } : state;
}
