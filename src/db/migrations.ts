/**
 * How old data becomes current data:
 * (a) the Dexie schema versions (version 1; version 2 added the `images` table and moved the scanned
 *     maps into it, `upgradeV2.ts`; version 3 added the `baseMaps` table, moving nothing; see the
 *     warning in `database.ts`);
 * (b) event-payload migrations by `(type, v)`, applied whenever an event is read from the database,
 *     so an old log folds with today's `applyEvent`. `baseImage.placed` is at v 2 (its image moved out
 *     of the payload); every other type is at v 1.
 *
 * When an event type gets a version 2: in its definition (`src/campaign/<capability>/events.ts`) set
 * `version: 2` and add `migrations: { 1: (p) => ... }`; bump the snapshot fold version (`snapshots.ts`),
 * since snapshots were folded by the old code.
 */
import type Dexie from 'dexie';
import { EVENT_DEFINITIONS, EVENT_TYPES, type CampaignEvent, type EventType } from '../campaign/index.ts';
import { SCHEMA_V1, SCHEMA_V2, SCHEMA_V3, type EventRow } from './database.ts';
import { upgradeToV2 } from './upgradeV2.ts';

/**
 * Declare every schema version on a Dexie instance, oldest first. Never edit a declared version;
 * add a new one (`db.version(4).stores({...}).upgrade(async (tx) => {...})`).
 */
export function declareDexieVersions(db: Dexie): void {
  db.version(1).stores(SCHEMA_V1);
  db.version(2).stores(SCHEMA_V2).upgrade(upgradeToV2);
  db.version(3).stores(SCHEMA_V3);
}

/** The payload version this app writes and folds, per event type (each definition's `version`). */
export const CURRENT_EVENT_VERSIONS: Readonly<Record<EventType, number>> = Object.freeze(
  Object.fromEntries(EVENT_DEFINITIONS.map((d) => [d.type, d.version])) as Record<EventType, number>,
);

/** One step: a payload of `type` at version v to the same type at v + 1. Must be pure. */
export type EventMigration = (payload: unknown) => unknown;

/** Migrations keyed `'<type>@<from v>'`, e.g. `'unit.moved@1'` turns a v1 payload into v2. */
export type EventMigrations = Readonly<Record<string, EventMigration>>;

/** The migrations every definition declares, keyed `'<type>@<from v>'` (today `baseImage.placed@1`). */
export const EVENT_MIGRATIONS: EventMigrations = Object.freeze(
  Object.fromEntries(EVENT_DEFINITIONS.flatMap((d) => Object.entries(d.migrations).map(([from, step]) => [`${d.type}@${from}`, step]))),
);

/**
 * A stored event row as a current `CampaignEvent`: the payload is stepped through `migrations`
 * from the row's `v` up to `current[type]`. Throws `RangeError` naming the event for an unknown
 * type, a version newer than this app reads (update the app), or a missing migration step.
 */
export function migrateEventRow(
  row: Pick<EventRow, 'seq' | 'at' | 'type' | 'v' | 'payload'>,
  migrations: EventMigrations = EVENT_MIGRATIONS,
  current: Readonly<Record<string, number>> = CURRENT_EVENT_VERSIONS,
): CampaignEvent {
  const target = current[row.type];
  if (target === undefined || !(EVENT_TYPES as readonly string[]).includes(row.type)) {
    throw new RangeError(`event seq ${row.seq} has unknown type "${row.type}"`);
  }
  if (!Number.isInteger(row.v) || row.v > target) {
    throw new RangeError(
      `event seq ${row.seq} (${row.type}) is version ${row.v}; this app reads up to version ${target}: update the app`,
    );
  }
  const steps = migrationSteps(migrations, row.type, row.v, target);
  if (typeof steps === 'number') throw new RangeError(`event seq ${row.seq} (${row.type}) v${steps} has no migration to v${steps + 1}`);
  const payload = steps.reduce((p, step) => step(p), row.payload);
  return { seq: row.seq, at: row.at, type: row.type, v: target, payload } as CampaignEvent;
}

/** The migration steps of `type` from version `from` up to `target`, or the first version with no step up. */
function migrationSteps(migrations: EventMigrations, type: string, from: number, target: number): EventMigration[] | number {
  const steps: EventMigration[] = [];
  for (let v = from; v < target; v++) {
    const step = migrations[`${type}@${v}`];
    if (!step) return v;
    steps.push(step);
  }
  return steps;
}

/**
 * An event of a campaign file brought to the current payload version before it is parsed: when `raw`
 * is an object of a known type whose `v` is a whole number below the current version and every step
 * up to it has a migration, its payload is stepped through `migrations` and `v` set to the current
 * version (a fresh object; the keys keep their order). Anything else — not an object, an unknown type,
 * a current or newer version, a version with no way up — is returned as it is, for the event schema
 * to refuse with its own message (`event version 0 is not known; this app reads version 1`).
 */
export function migrateFileEvent(
  raw: unknown,
  migrations: EventMigrations = EVENT_MIGRATIONS,
  current: Readonly<Record<string, number>> = CURRENT_EVENT_VERSIONS,
): unknown {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return raw;
  const e = raw as Record<string, unknown>;
  const type = e.type;
  const target = typeof type === 'string' && Object.hasOwn(current, type) ? current[type]! : undefined;
  if (target === undefined || typeof e.v !== 'number' || !Number.isInteger(e.v) || e.v >= target) return raw;
  const steps = migrationSteps(migrations, String(type), e.v, target);
  if (typeof steps === 'number') return raw;
  return { ...e, v: target, payload: steps.reduce((payload, step) => step(payload), e.payload) };
}
