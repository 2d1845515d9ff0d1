/**
 * The valibot building blocks the store's schemas share (`fileSchema.ts`, `engagement/stateSchema.ts`):
 * ids, plain text, finite and bounded numbers, enums and strict objects, each with a message that
 * says what was expected and what came. Objects are strict (an unknown key is refused).
 */
import * as v from 'valibot';
import { ID_PATTERN } from './checks.ts';
import { realLocalTime } from './localTime.ts';
import { textProblem } from './plainText.ts';

/**
 * Unit, scenario, map, order, report, task and sheet ids: a letter or digit, then up to 79 letters,
 * digits, `.`, `_`, `-` (the campaign fold checks the same pattern, `model/checks.ts`).
 */
export { ID_PATTERN };

type Issue = v.BaseIssue<unknown>;

/** A message "expected <what>, got <received>". */
export const got = (what: string) => (issue: Issue) => `expected ${what}, got ${issue.received}`;

/** An id matching `pattern` (default `ID_PATTERN`) that is not a name of `Object.prototype`. */
export function idOf(pattern: RegExp = ID_PATTERN, rule = 'letters, digits, ".", "_", "-"; at most 80; starting with a letter or digit') {
  return v.pipe(
    v.string(got('an id (text)')),
    v.regex(pattern, (i) => `${i.received} is not a valid id (${rule})`),
    v.check((s) => !(s in Object.prototype), (i) => `${i.received} is a reserved name and cannot be an id`),
  );
}

/** A unit, scenario or map id. */
export const id = idOf();

/** Text up to `max` characters without markup or (for one-line text) control characters. */
export function text(max: number, opts: { multiline?: boolean; nonEmpty?: boolean } = {}) {
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

/** A finite number (NaN, Infinity and numbers written as text are refused). */
export const finite = (what: string) => v.pipe(v.number(got('a number')), v.finite((i) => `${what} must be a finite number, got ${i.received}`));

/** A finite number in [min, max]. */
export const between = (what: string, min: number, max: number) =>
  v.pipe(finite(what), v.minValue(min, (i) => `${what} must be ${min}…${max}, got ${i.received}`), v.maxValue(max, (i) => `${what} must be ${min}…${max}, got ${i.received}`));

/** A whole number in [min, max]. */
export const whole = (what: string, min: number, max: number) =>
  v.pipe(
    v.number(got('a number')),
    v.integer((i) => `${what} must be a whole number, got ${i.received}`),
    v.minValue(min, (i) => `${what} must be ${min === 0 ? 'zero or more (not negative)' : `at least ${min}`}, got ${i.received}`),
    v.maxValue(max, (i) => `${what} must be at most ${max}, got ${i.received}`),
  );

/**
 * A number `min`…`max` to a tenth at most (e.g. a calibre of 83.8 mm): a finite number whose tenths are
 * whole (checked as |10 × value − round(10 × value)| < 1e-6, so 83.8 passes despite binary floats).
 */
export const tenths = (what: string, min: number, max: number) =>
  v.pipe(
    v.number(got('a number')),
    v.check((n) => Number.isFinite(n) && Math.abs(n * 10 - Math.round(n * 10)) < 1e-6, (i) => `${what} must be given to a tenth at most (e.g. 83.8), got ${String(i.input)}`),
    v.minValue(min, (i) => `${what} must be at least ${min}, got ${i.received}`),
    v.maxValue(max, (i) => `${what} must be at most ${max}, got ${i.received}`),
  );

/** A finite number more than 0. */
export const positive = (what: string) => v.pipe(finite(what), v.gtValue(0, (i) => `${what} must be more than 0, got ${i.received}`));

/** One of `options`. */
export const oneOf = <T extends readonly [string, ...string[]]>(what: string, options: T) =>
  v.picklist(options, (i) => `unknown ${what} ${i.received}; expected one of: ${options.join(', ')}`);

/** A strict object (unknown keys refused). */
export const obj = <E extends v.ObjectEntries>(entries: E) => v.strictObject(entries, got('an object'));

/** A list of at most `max` items. */
export const list = <S extends v.GenericSchema>(item: S, max: number, what = 'items') =>
  v.pipe(v.array(item, got('a list')), v.maxLength(max, `has more than ${max} ${what}`));

/** A local wall-clock time `YYYY-MM-DDTHH:MM` that a calendar has (no 31 February, no 25:00). */
export const localTimeSchema = v.pipe(
  v.string(got('a local time YYYY-MM-DDTHH:MM')),
  v.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/, (i) => `expected a local time YYYY-MM-DDTHH:MM, got ${i.received}`),
  v.check((s) => realLocalTime(s), (i) => `${String(i.input)} is not a real date (that month has no such day)`),
);

/** A WGS84 position. */
export const lonLat = obj({ lon: between('lon', -180, 180), lat: between('lat', -90, 90) });

/**
 * A `GridDef` (`src/rules/types.ts`), with sizes that mean something on the ground: the map 10 m to
 * 2,000 km each way, its squares 1 m to 100 km, and at most 10,000 squares each way (a grid finer than
 * that could not be drawn or read); a trench-map grid names its sheet (`57c`).
 */
const gridFields = {
  originLon: between('originLon', -180, 180),
  originLat: between('originLat', -90, 90),
  widthM: between('widthM', 10, 2_000_000),
  heightM: between('heightM', 10, 2_000_000),
  squareM: between('squareM', 1, 100_000),
  scheme: oneOf('grid scheme', ['table', 'numeric', 'mgrs', 'trench'] as const),
  sheet: v.optional(v.pipe(v.string(got('text')), v.regex(/^\d{1,3}[a-d]?$/, (i) => `a trench-map sheet is written like 57c, got ${i.received}`))),
};

type OneGrid = v.InferOutput<ReturnType<typeof obj<typeof gridFields>>>;

/** A trench-map grid names its sheet. */
const sheetNamed = v.check<OneGrid, string>((g) => g.scheme !== 'trench' || g.sheet !== undefined, 'a trench-map grid names its sheet (e.g. 57c)');

/** At most 10,000 squares each way. */
const notTooFine = v.check<OneGrid, (i: v.CheckIssue<OneGrid>) => string>(
  (g) => g.widthM / g.squareM <= 10_000 && g.heightM / g.squareM <= 10_000,
  (i) => {
    const g = i.input;
    return `a grid of ${Math.ceil(g.widthM / g.squareM)} × ${Math.ceil(g.heightM / g.squareM)} squares of ${g.squareM} m is finer than the 10,000 squares each way a map can have`;
  },
);

const oneGridSchema = v.pipe(obj(gridFields), sheetNamed, notTooFine);

/** A map's grid: its primary system and, in `others`, the other systems printed on it (each a grid as above, up to 8). */
export const gridSchema = v.pipe(
  obj({
    ...gridFields,
    others: v.optional(v.pipe(v.array(oneGridSchema, got('a list of grids')), v.maxLength(8, 'a map carries at most 8 other grid systems'))),
  }),
  sheetNamed,
  notTooFine,
);

/** Whether types `A` and `B` are each assignable to the other. */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** `Same`, and the same keys (an optional field missing from a schema or a type fails too). */
export type Exact<A, B> = Same<A, B> extends true ? Same<keyof A, keyof B> : false;

/**
 * Ids inside an engagement (formations, sub-units, bases, cordons): a letter or digit, then up to 159
 * letters, digits, `.`, `_`, `-`, `:`, `#`, `/`, `+` (generated ids add suffixes to unit ids).
 */
export const ENGAGEMENT_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:#/+-]{0,159}$/;

/** An id inside an engagement (`ENGAGEMENT_ID_PATTERN`). */
export const eid = idOf(ENGAGEMENT_ID_PATTERN, 'letters, digits, ".", "_", "-", ":", "#", "/", "+"; at most 160; starting with a letter or digit');

/** Where a schema problem lies, as `a.b[3].c`, after `prefix` (e.g. `scenario`). */
export function issuePath(issue: v.BaseIssue<unknown>, prefix = ''): string {
  let out = prefix;
  for (const item of issue.path ?? []) {
    const key = item.key;
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? String(key) : `.${String(key)}`;
  }
  return out === '' ? '(file)' : out;
}

/** A schema problem's message as the user reads it: an unknown or a missing key of a strict object named as such. */
export function issueText(issue: v.BaseIssue<unknown>): string {
  const last = issue.path?.[issue.path.length - 1];
  if (issue.type === 'strict_object' && last && 'origin' in last && last.origin === 'key') {
    return issue.expected === 'never' ? `unknown field "${String(last.key)}"` : `missing required field "${String(last.key)}"`;
  }
  return issue.message;
}

/** One problem of a file: where in it (`a.b[3].c`, `(file)`) and what is wrong. */
export type FileIssue = { path: string; message: string };
