/**
 * Random ids made at the desk (the rules never draw random numbers): packets, orders files sent over the
 * network, seat channels. Crypto-strength, so one seat's player cannot guess another's.
 */

/** `prefix` and `length` random lowercase letters and digits, e.g. `randomId('pk-')` → `pk-3gy1o19p7nzmk38d`. */
export function randomId(prefix: string, length = 16): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return `${prefix}${Array.from(bytes, (b) => 'abcdefghijklmnopqrstuvwxyz0123456789'[b % 36]).join('')}`;
}
