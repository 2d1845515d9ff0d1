/**
 * Copying the fold's null-prototype records (units, orders, fire plans, …). The fold copies a record
 * whenever an event changes one of its entries (the input state is never mutated); a plain loop over
 * the keys copies a record of a corps' ~800 units about five times faster than `Object.assign`, which
 * is what folding a long log (opening a campaign, importing a file) spends most of its time on.
 */

/** A null-prototype copy of `record` (none: an empty one), with `changes` (own keys) set over it. */
export function copyRecord<T>(record: Readonly<Record<string, T>> | undefined, changes?: Readonly<Record<string, T>>): Record<string, T> {
  const out = Object.create(null) as Record<string, T>;
  if (record === undefined) return changes ? copyRecord(changes) : out;
  const keys = Object.keys(record);
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]!;
    out[k] = record[k]!;
  }
  if (changes) for (const k of Object.keys(changes)) out[k] = changes[k]!;
  return out;
}
