/**
 * valibot schemas of what the store accepts: units, scenarios, events (stored and drafts) and the
 * campaign file. Objects are strict (an unknown key is refused), numbers finite, ids and enums
 * checked, user text free of HTML-like markup and control characters (`text.ts`).
 * Parsing returns a fresh object whose keys follow the schema's order: that is the canonical
 * order the store writes and exports. Semantic checks (parents, support targets, unknown units,
 * strength limits, seq order) are `applyEvent`'s job, run after these.
 */
import * as v from 'valibot';
import { ECHELONS, type Echelon } from '../campaign/types.ts';
import { UNIT_TYPE_IDS } from '../rules/tables/unitTypes.ts';
import { MAX_CAMPAIGN_NAME, textProblem } from './text.ts';
import type { ImportIssue } from './errors.ts';

/** The file's format tag and the one version this app reads and writes. */
export const FILE_FORMAT = 'campaign-desk';
export const FILE_FORMAT_VERSION = 1;

/** Unit, scenario and map ids: a letter or digit, then up to 79 letters, digits, `.`, `_`, `-`. */
export const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,79}$/;

type Issue = v.BaseIssue<unknown>;
const got = (what: string) => (issue: Issue) => `expected ${what}, got ${issue.received}`;

const id = v.pipe(
  v.string(got('an id (text)')),
  v.regex(ID_PATTERN, (i) => `${i.received} is not a valid id (letters, digits, ".", "_", "-"; at most 80; starting with a letter or digit)`),
  v.check((s) => !(s in Object.prototype), (i) => `${i.received} is a reserved name and cannot be an id`),
);

/** Text up to `max` characters without markup or (for one-line text) control characters. */
function text(max: number, opts: { multiline?: boolean; nonEmpty?: boolean } = {}) {
  return v.pipe(
    v.string(got('text')),
    v.maxLength(max, (i) => `is ${i.received} characters long; at most ${max} are allowed`),
    v.check((s) => !opts.nonEmpty || s.trim() !== '', 'is empty'),
    v.check(
      (s) => textProblem(s, opts.multiline) === null,
      (i) => textProblem(String(i.input), opts.multiline) ?? 'is not acceptable text',
    ),
  );
}

const finite = (what: string) => v.pipe(v.number(got('a number')), v.finite((i) => `${what} must be a finite number, got ${i.received}`));
const between = (what: string, min: number, max: number) =>
  v.pipe(finite(what), v.minValue(min, (i) => `${what} must be ${min}…${max}, got ${i.received}`), v.maxValue(max, (i) => `${what} must be ${min}…${max}, got ${i.received}`));
const whole = (what: string, min: number, max: number) =>
  v.pipe(
    v.number(got('a number')),
    v.integer((i) => `${what} must be a whole number, got ${i.received}`),
    v.minValue(min, (i) => `${what} must be ${min === 0 ? 'zero or more (not negative)' : `at least ${min}`}, got ${i.received}`),
    v.maxValue(max, (i) => `${what} must be at most ${max}, got ${i.received}`),
  );
const positive = (what: string) => v.pipe(finite(what), v.gtValue(0, (i) => `${what} must be more than 0, got ${i.received}`));
const oneOf = <T extends readonly [string, ...string[]]>(what: string, options: T) =>
  v.picklist(options, (i) => `unknown ${what} ${i.received}; expected one of: ${options.join(', ')}`);
const obj = <E extends v.ObjectEntries>(entries: E) => v.strictObject(entries, got('an object'));

const bases = (what: string) => whole(what, 0, 100_000);
const lonLat = obj({ lon: between('lon', -180, 180), lat: between('lat', -90, 90) });
const grade = oneOf('grade', ['E', 'V', 'R', 'C', 'M'] as const);
const unitType = oneOf('unit type', UNIT_TYPE_IDS);

/** A `Unit` (`src/campaign/types.ts`), keys in the canonical order. */
export const unitSchema = obj({
  id,
  side: oneOf('side', ['blue', 'red'] as const),
  name: text(120, { nonEmpty: true }),
  shortName: text(60, { nonEmpty: true }),
  echelon: oneOf('echelon', ECHELONS as unknown as readonly [Echelon, ...Echelon[]]),
  type: unitType,
  grade,
  bases: bases('bases'),
  establishmentBases: bases('establishmentBases'),
  injuredBases: bases('injuredBases'),
  dugIn: v.boolean(got('true or false')),
  pos: v.optional(lonLat),
  parentId: v.optional(id),
  support: v.optional(obj({ relation: oneOf('support relation', ['inDirectSupport', 'inSupport'] as const), toId: id })),
  notes: v.optional(text(10_000, { multiline: true })),
});

/** A `GridDef` (`src/rules/types.ts`). */
export const gridSchema = obj({
  originLon: between('originLon', -180, 180),
  originLat: between('originLat', -90, 90),
  widthM: positive('widthM'),
  heightM: positive('heightM'),
  squareM: positive('squareM'),
  scheme: oneOf('grid scheme', ['table', 'numeric'] as const),
});

const side = obj({ name: text(120, { nonEmpty: true }), nation: text(40, { nonEmpty: true }) });

/** A `Scenario` (`src/campaign/types.ts`): at most 20,000 units. */
export const scenarioSchema = obj({
  id,
  mapId: id,
  name: text(120, { nonEmpty: true }),
  description: text(20_000, { multiline: true }),
  startLocal: v.pipe(
    v.string(got('a local time YYYY-MM-DDTHH:MM')),
    v.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/, (i) => `expected a local time YYYY-MM-DDTHH:MM, got ${i.received}`),
  ),
  utcOffsetMin: whole('utcOffsetMin', -720, 840),
  grid: gridSchema,
  sides: obj({ blue: side, red: side }),
  units: v.pipe(v.array(unitSchema, got('a list of units')), v.maxLength(20_000, 'has more than 20,000 units')),
});

const editableChanges = v.pipe(
  obj({
    name: v.optional(text(120, { nonEmpty: true })),
    shortName: v.optional(text(60, { nonEmpty: true })),
    type: v.optional(unitType),
    grade: v.optional(grade),
    bases: v.optional(bases('bases')),
    establishmentBases: v.optional(bases('establishmentBases')),
    injuredBases: v.optional(bases('injuredBases')),
    dugIn: v.optional(v.boolean(got('true or false'))),
    notes: v.optional(text(10_000, { multiline: true })),
  }),
  v.check((c) => Object.keys(c).length > 0, 'an edit must change at least one field'),
);

const version1 = v.literal(1, (i) => `event version ${i.received} is not known; this app reads version 1`);
const seq = whole('seq', 1, Number.MAX_SAFE_INTEGER);
const at = whole('at (campaign minute)', 0, 100_000_000);

function eventVariant<S extends v.ObjectEntries>(head: S) {
  return v.variant(
    'type',
    [
      obj({ ...head, at, type: v.literal('campaign.created'), v: version1, payload: obj({ scenario: scenarioSchema }) }),
      obj({ ...head, at, type: v.literal('unit.moved'), v: version1, payload: obj({ unitId: id, to: lonLat }) }),
      obj({ ...head, at, type: v.literal('unit.edited'), v: version1, payload: obj({ unitId: id, changes: editableChanges }) }),
    ],
    (i) => (i.received === 'Object' || i.received === 'Array' ? got('an event object')(i) : `unknown event type ${i.received}`),
  );
}

/** A stored or exported `CampaignEvent`: `{ seq, at, type, v, payload }`. */
export const eventSchema = eventVariant({ seq });
/** An `EventDraft` (no seq yet): `{ at, type, v, payload }`. */
export const draftSchema = eventVariant({});

/** The campaign header of a file. */
export const fileCampaignSchema = obj({
  name: v.pipe(
    v.string(got('text')),
    v.trim(),
    v.check((s) => s !== '', 'the campaign name is empty'),
    v.maxLength(MAX_CAMPAIGN_NAME, `is longer than ${MAX_CAMPAIGN_NAME} characters`),
    v.check((s) => textProblem(s) === null, (i) => textProblem(String(i.input)) ?? 'is not acceptable text'),
  ),
  mapId: id,
  createdAt: v.pipe(
    v.string(got('an ISO date-time')),
    v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/, (i) => `expected a UTC ISO date-time like 2024-05-01T12:00:00.000Z, got ${i.received}`),
    v.check((s) => !Number.isNaN(Date.parse(s)), (i) => `${i.received} is not a real date`),
  ),
});

/** The whole campaign file, format version 1. */
export const campaignFileSchema = obj({
  format: v.literal(FILE_FORMAT, (i) => `this is not a Campaign Desk file (format ${i.received})`),
  formatVersion: v.literal(FILE_FORMAT_VERSION, (i) => `this file is format version ${i.received}; this app reads version ${FILE_FORMAT_VERSION}`),
  campaign: fileCampaignSchema,
  events: v.pipe(v.array(eventSchema, got('a list of events')), v.minLength(1, 'the file has no events')),
});

/** A parsed, schema-valid file (before the semantic checks). */
export type CampaignFile = v.InferOutput<typeof campaignFileSchema>;

/** A valibot issue's path in `a.b[3].c` form, after `prefix` (e.g. `scenario`). */
export function issuePath(issue: Issue, prefix = ''): string {
  let out = prefix;
  for (const item of issue.path ?? []) {
    const key = item.key;
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? String(key) : `.${String(key)}`;
  }
  return out === '' ? '(file)' : out;
}

/** valibot issues as `ImportIssue`s (unknown and missing keys get their own wording). */
export function toImportIssues(issues: readonly Issue[], prefix = ''): ImportIssue[] {
  return issues.map((issue) => {
    const last = issue.path?.[issue.path.length - 1];
    let message = issue.message;
    if (issue.type === 'strict_object' && last && 'origin' in last && last.origin === 'key') {
      message = issue.expected === 'never' ? `unknown field "${String(last.key)}"` : `missing required field "${String(last.key)}"`;
    }
    return { path: issuePath(issue, prefix), message };
  });
}
