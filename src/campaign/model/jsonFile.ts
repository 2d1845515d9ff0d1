/**
 * Reading a JSON file a user hands the desk (a player's packet, an orders file) as completely as a
 * campaign file is read (`src/db/fileFormat.ts`): its size before it is parsed, JSON, keys that could
 * alter program objects, how many items each list holds before any item is read (a list of two
 * million entries is refused at once rather than checked item by item), then the schema.
 */
import * as v from 'valibot';
import { issuePath, issueText, type FileIssue } from './schemaParts.ts';

/** Keys refused anywhere in a file (prototype pollution). */
export const HOSTILE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** Every `__proto__`, `constructor` or `prototype` key in `root`, with its path, up to `max`. Iterative (deep files). */
export function findHostileKeys(root: unknown, max = 50): FileIssue[] {
  const issues: FileIssue[] = [];
  const stack: [unknown, string][] = [[root, '']];
  while (stack.length > 0 && issues.length < max) {
    const [value, path] = stack.pop()!;
    if (value === null || typeof value !== 'object') continue;
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push([value[i], `${path}[${i}]`]);
      continue;
    }
    const keys = Object.keys(value);
    for (let k = keys.length - 1; k >= 0; k--) {
      const key = keys[k]!;
      const p = path === '' ? key : `${path}.${key}`;
      if (HOSTILE_KEYS.has(key)) issues.push({ path: p, message: `the key "${key}" is not allowed (it could alter program objects)` });
      else stack.push([(value as Record<string, unknown>)[key], p]);
    }
  }
  return issues;
}

/** A list (or the keys of an object) at `path` in a file, and the most it may hold; `what` names its items ("units"). */
export type CountLimit = { path: readonly string[]; max: number; what: string };

/**
 * What a kind of file may be: how the user calls it ("packet"), the largest size in characters, its
 * lists' limits, and `tag`: a schema of its `format` and `formatVersion` alone, checked first.
 */
export type JsonFileLimits = { kind: string; maxChars: number; counts: readonly CountLimit[]; tag: v.GenericSchema };

/**
 * The output of `schema` for a file's `text`, or its problems (at most 10), each at its place:
 * larger than `limits.maxChars` or empty; not JSON; a wrong `format` or `formatVersion` alone (the
 * rest of a file of another kind says nothing); a list longer than its limit (counted before any item
 * is read); a hostile key; else each schema problem at its path.
 */
export function readJsonFile<S extends v.GenericSchema>(
  text: string,
  schema: S,
  limits: JsonFileLimits,
): { output: v.InferOutput<S>; issues?: undefined } | { output?: undefined; issues: FileIssue[] } {
  const whole = (message: string) => ({ issues: [{ path: '(file)', message }] });
  if (typeof text !== 'string') return whole('expected the file as text');
  if (text.length > limits.maxChars) {
    return whole(`the file is ${(text.length / 1e6).toFixed(1)} million characters long; a ${limits.kind} is at most ${(limits.maxChars / 1e6).toFixed(0)} million`);
  }
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (body.trim() === '') return whole('the file is empty');
  let raw: unknown;
  try {
    raw = JSON.parse(body);
  } catch (e) {
    return whole(`this is not JSON: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return whole(`this is not a ${limits.kind}: it holds no fields`);
  // A file of another kind (or version) is named as such before anything else is read.
  const tag = v.safeParse(limits.tag, raw, { abortEarly: true });
  if (!tag.success) return { issues: tag.issues.slice(0, 2).map((i) => ({ path: issuePath(i), message: issueText(i) })) };
  const counted = countProblems(raw, limits.counts);
  if (counted.length > 0) return { issues: counted };
  const hostile = findHostileKeys(raw, 10);
  if (hostile.length > 0) return { issues: hostile };
  const parsed = v.safeParse(schema, raw, { abortPipeEarly: true });
  if (parsed.success) return { output: parsed.output };
  return { issues: parsed.issues.slice(0, 10).map((i) => ({ path: issuePath(i), message: issueText(i) })) };
}

/** Each list (or object's keys) in `raw` longer than its limit, named in the user's words. */
function countProblems(raw: unknown, counts: readonly CountLimit[]): FileIssue[] {
  const out: FileIssue[] = [];
  for (const c of counts) {
    let at: unknown = raw;
    for (const key of c.path) at = at !== null && typeof at === 'object' && Object.hasOwn(at, key) ? (at as Record<string, unknown>)[key] : undefined;
    const n = Array.isArray(at) ? at.length : at !== null && typeof at === 'object' ? Object.keys(at).length : 0;
    if (n > c.max) out.push({ path: c.path.join('.'), message: `holds ${n.toLocaleString('en-GB')} ${c.what}; at most ${c.max.toLocaleString('en-GB')} are allowed` });
  }
  return out;
}
