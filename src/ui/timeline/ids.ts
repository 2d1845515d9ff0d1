/**
 * New record ids for reports and tasks: `<prefix>-<campaign minute in base 36>-<n>`, with the
 * smallest n ≥ 1 not already taken, e.g. `rep-3c-1` at minute 120. Only letters, digits and `-`,
 * so they pass the campaign's id rule (letters, digits, `-`, `_`, `.`).
 */

/** The new id; `taken` holds the ids in use. Throws `RangeError` when `atMin` is not a whole number ≥ 0 or `prefix` is not letters. */
export function newRecordId(prefix: string, atMin: number, taken: Iterable<string>): string {
  if (!/^[a-z]+$/i.test(prefix)) throw new RangeError(`id prefix must be letters, got "${prefix}"`);
  if (!Number.isInteger(atMin) || atMin < 0) throw new RangeError(`id minute must be a whole number ≥ 0, got ${atMin}`);
  const used = new Set(taken);
  const stem = `${prefix}-${atMin.toString(36)}-`;
  let n = 1;
  while (used.has(`${stem}${n}`)) n += 1;
  return `${stem}${n}`;
}
