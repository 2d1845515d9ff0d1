/**
 * Seeds for the app's seeded dice as the dialogs offer them (no React): a fresh one from the platform's
 * cryptographic generator, and one typed by the umpire, checked.
 */

/** Largest seed offered (the dice use the seed's low 32 bits; ours: 0 … 2³¹ − 1). */
export const MAX_DIALOG_SEED = 2 ** 31 - 1;

/** A fresh seed 0 … `MAX_DIALOG_SEED` from `random` (default `crypto.getRandomValues`). */
export function freshSeed(random: (a: Uint32Array) => Uint32Array = (a) => crypto.getRandomValues(a)): number {
  return random(new Uint32Array(1))[0]! & MAX_DIALOG_SEED;
}

/**
 * The seed typed (blanks around it ignored): a whole number 0 … `MAX_DIALOG_SEED`, else `RangeError`
 * `The seed must be a whole number from 0 to 2147483647, not “…”.`
 */
export function parseSeed(text: string): number {
  const t = text.trim();
  const n = Number(t);
  if (!/^\d+$/.test(t) || !Number.isSafeInteger(n) || n > MAX_DIALOG_SEED) throw new RangeError(`The seed must be a whole number from 0 to ${MAX_DIALOG_SEED}, not “${text.slice(0, 20)}”.`);
  return n;
}
