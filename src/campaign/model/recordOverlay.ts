/**
 * An overlay of a fold record (`records.ts`): a `Proxy` that behaves, for the fold of one event, as a
 * copy of the record would — reads go through to the record, writes and deletions are kept apart, and
 * its keys come in the order a copy's would (the record's, then keys added, array indexes first) — and
 * whose changes `mergeOverlay` writes into the record afterwards, leaving the record equal to that copy.
 */

/** What an overlay keeps: the record, the values set, the record's keys deleted, and the keys added in order. */
type Overlay = { base: Record<string, unknown>; values: Map<string, unknown>; deleted: Set<string>; added: Map<string, true> };

const overlays = new WeakMap<object, Overlay>();

/** Whether `key` is an array index (JavaScript orders such keys first, ascending). */
function isIndex(key: string): boolean {
  const n = Number(key);
  return Number.isInteger(n) && n >= 0 && n < 4294967295 && String(n) === key;
}

function live(o: Overlay, key: string): boolean {
  return o.added.has(key) || (Object.hasOwn(o.base, key) && !o.deleted.has(key));
}

function keysOf(o: Overlay): string[] {
  const keys = Object.keys(o.base).filter((k) => !o.deleted.has(k));
  for (const k of o.added.keys()) keys.push(k);
  if (!keys.some(isIndex)) return keys;
  const indexes = keys.filter(isIndex).sort((a, b) => Number(a) - Number(b));
  return [...indexes, ...keys.filter((k) => !isIndex(k))];
}

function setKey(o: Overlay, key: string, value: unknown): void {
  if (!live(o, key)) o.added.set(key, true);
  o.values.set(key, value);
}

function deleteKey(o: Overlay, key: string): void {
  if (o.added.has(key)) o.added.delete(key);
  else if (Object.hasOwn(o.base, key)) o.deleted.add(key);
  o.values.delete(key);
}

/**
 * An overlay of `base` with `changes` (own keys) set over it, typed as the record. `base` may itself be
 * an overlay: the new one starts from its changes (over the same record) and the two go separate ways.
 */
export function overlayOf<T>(base: Record<string, T>, changes?: Readonly<Record<string, T>>): Record<string, T> {
  const from = overlays.get(base);
  const o: Overlay = from
    ? { base: from.base, values: new Map(from.values), deleted: new Set(from.deleted), added: new Map(from.added) }
    : { base, values: new Map(), deleted: new Set(), added: new Map() };
  if (changes) for (const k of Object.keys(changes)) setKey(o, k, changes[k]);
  const read = (key: string): unknown => (!live(o, key) ? undefined : o.values.has(key) ? o.values.get(key) : o.base[key]);
  const proxy = new Proxy(Object.create(null) as Record<string, T>, {
    get: (_t, key) => (typeof key === 'string' ? read(key) : undefined),
    set: (_t, key, value) => {
      if (typeof key !== 'string') return false;
      setKey(o, key, value);
      return true;
    },
    deleteProperty: (_t, key) => {
      if (typeof key === 'string') deleteKey(o, key);
      return true;
    },
    has: (_t, key) => typeof key === 'string' && live(o, key),
    ownKeys: () => keysOf(o),
    getOwnPropertyDescriptor: (_t, key) =>
      typeof key === 'string' && live(o, key) ? { value: read(key), writable: true, enumerable: true, configurable: true } : undefined,
    defineProperty: (_t, key, desc) => {
      if (typeof key !== 'string' || !('value' in desc)) return false;
      setKey(o, key, desc.value);
      return true;
    },
  });
  overlays.set(proxy, o);
  return proxy;
}

/** Whether `value` is an overlay. */
export function isOverlay(value: object): boolean {
  return overlays.has(value);
}

/**
 * Write the overlay's changes into its record, in the order that leaves the record's keys as the copy's
 * would be; returns the record and the keys changed (set, added or deleted). The overlay must not be used
 * afterwards.
 */
export function mergeOverlay(value: object): { record: Record<string, unknown>; keys: string[] } {
  const o = overlays.get(value);
  if (!o) throw new TypeError('not an overlay of a record');
  overlays.delete(value);
  const { base } = o;
  for (const k of o.deleted) delete base[k];
  for (const [k, v] of o.values) if (!o.added.has(k)) base[k] = v;
  for (const k of o.added.keys()) base[k] = o.values.get(k);
  return { record: base, keys: [...new Set([...o.deleted, ...o.values.keys()])] };
}
