/**
 * The Logistics screen's dice: a fair die of any size from the platform's cryptographic generator (the
 * UI layer's dice; the rules only ever receive the number rolled), and the check of a typed die.
 */

/**
 * One fair die of `sides` faces (2–256) from `random` (default `crypto.getRandomValues`), by rejection
 * of bytes at or above the largest multiple of `sides` ≤ 256, so every face has the same chance.
 * E.g. a D6 rejects 252–255, a D10 250–255. Throws `RangeError` for a bad `sides`, `Error` when the
 * source gives no usable byte in 1000 tries.
 */
export function rollDie(sides: number, random: (a: Uint8Array) => Uint8Array = (a) => crypto.getRandomValues(a)): number {
  if (!Number.isInteger(sides) || sides < 2 || sides > 256) throw new RangeError(`rollDie: sides must be a whole number 2–256, got ${String(sides)}`);
  const limit = 256 - (256 % sides);
  const buf = new Uint8Array(1);
  for (let i = 0; i < 1000; i++) {
    const b = random(buf)[0]!;
    if (b < limit) return (b % sides) + 1;
  }
  throw new Error(`rollDie: the random source gave no usable byte in 1000 tries`);
}

/**
 * A die as typed in a form: the whole number 1…`sides`, or a message naming `what` ("Die for 6 BW must
 * be a whole number 1–6, got “7”"). An empty text is `null` with no message (nothing typed yet).
 */
export function parseDie(text: string, sides: number, what: string): { die: number | null; error: string | null } {
  const s = text.trim();
  if (s === '') return { die: null, error: null };
  const n = Number(s);
  if (!/^\d+$/.test(s) || n < 1 || n > sides) return { die: null, error: `${what} must be a whole number 1–${sides}, got “${text}”` };
  return { die: n, error: null };
}
