/**
 * The two 1418 editions and the argument checks every 1418 table lookup shares.
 * Default edition v0.8 (`../shared/seeds/001_5e546d392906486c.txt`); v0.7
 * (`000_5cca48f65b2d4420.txt`) is a campaign setting (RULINGS.md §1418 (bound engine): which edition).
 */
import type { Edition } from '../types.ts';

/** Every 1418 edition, default first. */
export const EDITIONS_1418: readonly Edition[] = ['v0.8', 'v0.7'];

/** The edition used when none is given (RULINGS.md §which edition). */
export const DEFAULT_EDITION_1418: Edition = 'v0.8';

/**
 * `edition` if it is one of `EDITIONS_1418` (undefined → the default, 'v0.8').
 * Throws `RangeError` naming `where` and the bad value otherwise.
 */
export function assertEdition(edition: unknown, where: string): Edition {
  if (edition === undefined) return DEFAULT_EDITION_1418;
  if (!(EDITIONS_1418 as readonly unknown[]).includes(edition)) {
    throw new RangeError(`${where}: edition must be 'v0.8' or 'v0.7', got ${show(edition)}`);
  }
  return edition as Edition;
}

/**
 * `value` if it is one of `allowed`; otherwise throws `RangeError` naming the argument
 * (`name`, e.g. "allowedActions: cmd"), the bad value and the allowed ones.
 */
export function assertMember<T extends string>(value: unknown, allowed: readonly T[], name: string): T {
  if (!(allowed as readonly unknown[]).includes(value)) {
    throw new RangeError(`${name} must be one of ${allowed.map((a) => `'${a}'`).join(', ')}, got ${show(value)}`);
  }
  return value as T;
}

/** A value as short text for an error message (strings quoted). */
export function show(value: unknown): string {
  if (typeof value === 'string') return `'${value}'`;
  if (typeof value === 'number' || typeof value === 'boolean' || value == null) return String(value);
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
