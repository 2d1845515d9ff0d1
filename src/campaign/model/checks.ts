/**
 * What the folds share: the check of a unit the state has (`unitAt`), range checks that depend on the
 * state (`checkWhole` with bounds read from it), the checks of a scenario's own values (its units'
 * positions, calibres and stocks, read by `stateFromScenario`), and the steps that write a new state
 * (`stepState`, `recordWith`, `unitsWith`). An event's payload reaches a fold already checked against
 * its type's schema (`applyEvent`); these check it against the state. Each throws
 * `EventError(message, path)` naming where in the event the bad value is.
 */
import type { LonLat } from '../../rules/types.ts';
import { EventError } from './eventError.ts';
import type { CampaignState, Unit, UnitId } from './types.ts';
import { copyRecord } from './records.ts';

/**
 * Unit, order, report, task and sheet ids: a letter or digit, then up to 79 letters, digits, `.`,
 * `_`, `-` (the payload schemas use the same pattern, `schemaParts.ts`).
 */
export const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,79}$/;

/** Caps the fold enforces on what the umpire writes (characters per text field, entries per list). */
export const PLANNING_LIMITS = { text: 20_000, label: 200, ref: 40, list: 200, reportUnits: 5_000, underFire: 1000, columns: 48, bombardTarget: 12 } as const;

/** Latest campaign minute accepted anywhere (about 190 years; the store's `at` has the same cap). */
export const MAX_MINUTE = 100_000_000;

/** A value as the messages show it: numbers as written (`NaN`, `7`), nothing as `nothing`, others as JSON. */
export function shown(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (value === undefined) return 'nothing';
  return JSON.stringify(value) ?? String(value);
}

/** `value` as an id (`ID_PATTERN`, not a name of `Object.prototype`), else `EventError` at `path`. */
export function checkId(value: unknown, path: string): string {
  if (typeof value !== 'string' || !ID_PATTERN.test(value)) {
    throw new EventError(
      `${shown(value)} is not a valid id (letters, digits, ".", "_", "-"; at most 80; starting with a letter or digit)`,
      path,
    );
  }
  if (value in Object.prototype) throw new EventError(`"${value}" is a reserved name and cannot be an id`, path);
  return value;
}

/** The unit `id` of `state`, else `EventError` "unknown unit" at `path`. */
export function unitAt(state: CampaignState, id: unknown, path: string): Unit {
  const key = checkId(id, path);
  const u = state.units[key];
  if (!u) throw new EventError(`unknown unit "${key}"`, path);
  return u;
}

/** A whole number in [min, max] (default: a campaign minute ≥ 0), else `EventError` at `path`. */
export function checkWhole(value: unknown, path: string, min = 0, max = MAX_MINUTE): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new EventError(`expected a whole number ${min}…${max}, got ${shown(value)}`, path);
  }
  return value;
}

/** `value` if it is a number `min`…`max` given to a tenth at most (e.g. 83.8), else `EventError` at `path`. */
export function checkTenths(value: unknown, path: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || Math.abs(value * 10 - Math.round(value * 10)) >= 1e-6 || value < min || value > max) {
    throw new EventError(`expected a number ${min}…${max} to a tenth at most (e.g. 83.8), got ${shown(value)}`, path);
  }
  return value;
}

/** A copy of a WGS84 position (lon −180…180, lat −90…90, finite), else `EventError` at `path`(`.lon`/`.lat`). */
export function checkLonLat(value: unknown, path: string): LonLat {
  if (value === null || typeof value !== 'object') throw new EventError(`expected a position { lon, lat }, got ${shown(value)}`, path);
  const p = value as { lon?: unknown; lat?: unknown };
  for (const [key, limit] of [['lon', 180], ['lat', 90]] as const) {
    const n = p[key];
    if (typeof n !== 'number' || !Number.isFinite(n) || Math.abs(n) > limit) {
      throw new EventError(`${key} must be a number -${limit}…${limit}, got ${shown(n)}`, `${path}.${key}`);
    }
  }
  return { lon: p.lon as number, lat: p.lat as number };
}

/** Text of at most `max` characters (default `PLANNING_LIMITS.text`), else `EventError` at `path`. */
export function checkText(value: unknown, path: string, max: number = PLANNING_LIMITS.text, nonEmpty = false): string {
  if (typeof value !== 'string') throw new EventError(`expected text, got ${shown(value)}`, path);
  if (value.length > max) throw new EventError(`is ${value.length} characters long; at most ${max} are allowed`, path);
  if (nonEmpty && value.trim() === '') throw new EventError('is empty', path);
  return value;
}

/** A list of at most `max` entries (default `PLANNING_LIMITS.list`), else `EventError` at `path`. */
export function checkList(value: unknown, path: string, max: number = PLANNING_LIMITS.list): unknown[] {
  if (!Array.isArray(value)) throw new EventError(`expected a list, got ${shown(value)}`, path);
  if (value.length > max) throw new EventError(`has ${value.length} entries; at most ${max} are allowed`, path);
  return value;
}

/** `true` or `false`, else `EventError` at `path`. */
export function checkBool(value: unknown, path: string): boolean {
  if (typeof value !== 'boolean') throw new EventError(`expected true or false, got ${shown(value)}`, path);
  return value;
}

/** One of `options` (`what` names the kind in the message), else `EventError` at `path`. */
export function checkOneOf<T extends string>(value: unknown, options: readonly T[], what: string, path: string): T {
  if (typeof value !== 'string' || !(options as readonly string[]).includes(value)) {
    throw new EventError(`unknown ${what} ${shown(value)}; expected one of: ${options.join(', ')}`, path);
  }
  return value as T;
}

/** An object (not null, not a list), else `EventError` at `path`. */
export function checkObject(value: unknown, path: string): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new EventError(`expected an object, got ${shown(value)}`, path);
  }
  return value as Record<string, unknown>;
}

/** A null-prototype copy of `record` (or an empty one when absent), with `key` set to `value` or removed (undefined). */
export function recordWith<T>(record: Record<string, T> | undefined, key: string, value: T | undefined): Record<string, T> {
  const out = (copyRecord(record ?? {}) as Record<string, T>);
  if (value === undefined) delete out[key];
  else out[key] = value;
  return out;
}

/** Whether `record` (absent: empty) has its own `key`. */
export function hasKey(record: Record<string, unknown> | undefined, key: string): boolean {
  return record !== undefined && Object.hasOwn(record, key);
}

/** The units of `state` with `unit` put in place of the one with its id (a null-prototype copy). */
export function unitsWith(state: CampaignState, unit: Unit): Record<UnitId, Unit> {
  return (copyRecord(state.units, { [unit.id]: unit }) as Record<UnitId, Unit>);
}

/**
 * The state after an event: `patch` over `state`, `seq` the event's, and the clock moved to the
 * event's `at` when that is later (every event does this).
 */
export function stepState(state: CampaignState, event: { seq: number; at: number }, patch: Partial<CampaignState>): CampaignState {
  return { ...state, ...patch, seq: event.seq, clockMin: Math.max(state.clockMin, event.at) };
}
