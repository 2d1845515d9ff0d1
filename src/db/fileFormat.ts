/**
 * The campaign file: `{ "format": "campaign-desk", "formatVersion": 1, "campaign": { "name",
 * "mapId", "createdAt" }, "events": [ { seq, at, type, v, payload }, ... ] }`; a campaign with a
 * scanned map is format version 2, which adds `"images": [ { id, mime, data }, ... ]` (`FileImage`).
 * Export is deterministic (schema key order, 2-space indent, trailing newline, no ids or
 * timestamps that change), so export → import → export gives the same bytes.
 * Import checks everything before the store writes anything: size, JSON, hostile keys, schema,
 * then the fold of the whole log with `applyEvent`.
 */
import * as v from 'valibot';
import { EventError, findHostileKeys, type CampaignEvent, type CampaignState, type ScanBytes } from '../campaign/index.ts';
import { ImportError, MAX_IMPORT_ISSUES, type ImportIssue } from './errors.ts';
import { checkFileImages } from './fileImages.ts';
import { FILE_FORMAT, FILE_FORMAT_VERSION, FILE_FORMAT_VERSION_IMAGES, eventSchema, fileShellSchema, toImportIssues } from './fileSchema.ts';
import type { FileImage } from './images.ts';
import { locateJsonError } from './jsonLocate.ts';
import { migrateFileEvent } from './migrations.ts';
import { foldWithSnapshots } from './snapshots.ts';

/**
 * Largest file accepted: 64 MiB of UTF-8 — room for a campaign on the umpire's own ground, whose
 * terrain (tens of thousands of features) and scanned map (up to 12 MB) travel inside it.
 */
export const MAX_FILE_BYTES = 64 * 1024 * 1024;

/** Keys refused anywhere in a file (prototype pollution), and where they are: shared with packets and orders files. */
export { findHostileKeys, HOSTILE_KEYS } from '../campaign/index.ts';

/** The campaign header a file carries (no id, no updatedAt: they belong to one browser). */
export type FileCampaign = { name: string; mapId: string; createdAt: string };

/** An event as a file holds it: `action` marks one that continues an earlier event's user action. */
export type FileEvent = CampaignEvent & { action?: number };

/** A file that passed every check: what the store writes. */
export type ValidCampaignFile = {
  campaign: FileCampaign;
  events: FileEvent[];
  /** The head state (fold of all events). */
  state: CampaignState;
  /** Snapshots to store: every 250th event and the head. */
  snapshots: { seq: number; state: CampaignState }[];
  /** The scanned maps' images the events place, checked against their ids. */
  images: ScanBytes[];
};

/** Size of a string encoded as UTF-8, in bytes (counts without allocating the encoding). */
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

/**
 * The file text of a campaign: format version 1, or 2 with `images` when it has any (the scanned maps
 * its events place). Each event is passed through the event schema, which gives the canonical key
 * order; throws `RangeError` naming the event if a stored event is not valid.
 */
export function campaignFileText(campaign: FileCampaign, events: readonly FileEvent[], images: readonly FileImage[] = []): string {
  const canonical = events.map((e, i) => {
    const r = v.safeParse(eventSchema, e);
    if (!r.success) {
      const first = toImportIssues(r.issues, `events[${i}]`)[0]!;
      throw new RangeError(`cannot export: stored event ${first.path} is not valid (${first.message})`);
    }
    return r.output;
  });
  const doc = {
    format: FILE_FORMAT,
    formatVersion: images.length > 0 ? FILE_FORMAT_VERSION_IMAGES : FILE_FORMAT_VERSION,
    campaign: { name: campaign.name, mapId: campaign.mapId, createdAt: campaign.createdAt },
    events: canonical,
    ...(images.length > 0 ? { images: images.map((i) => ({ id: i.id, mime: i.mime, data: i.data })) } : {}),
  };
  return `${JSON.stringify(doc, null, 2)}\n`;
}

/**
 * Check a file's text completely. Returns the validated campaign, events, head state and the
 * snapshots to write; throws `ImportError` (first problem's path and reason first) otherwise.
 */
export function parseCampaignFile(text: string): ValidCampaignFile {
  if (typeof text !== 'string') throw fail('(file)', 'expected the file as text');
  // (a) size, before parsing. A string is at least as many UTF-8 bytes as it has code units.
  if (text.length > MAX_FILE_BYTES || (text.length * 3 > MAX_FILE_BYTES && utf8ByteLength(text) > MAX_FILE_BYTES)) {
    const bytes = utf8ByteLength(text);
    throw fail('(file)', `the file is ${(bytes / 1024 / 1024).toFixed(1)} MB (${bytes} bytes); the largest campaign file accepted is ${MAX_FILE_BYTES / 1024 / 1024} MB (${MAX_FILE_BYTES} bytes)`);
  }
  const data = parseJson(text);
  // (c) the format, then how many events, before anything reads deeper.
  checkHeader(data);
  checkEventCount(data);
  // (d) hostile keys anywhere.
  const hostile = findHostileKeys(data, MAX_IMPORT_ISSUES);
  if (hostile.length > 0) throw new ImportError(hostile);
  // (e) the header's schema, then each event's, stopping once a few problems are found (a file broken
  // everywhere is answered at once).
  const file = checkShell(data);
  const events = checkEvents(file.events);
  checkActions(events);
  const images = checkFileImages(file.events, file.images, events);
  // (f) semantics: fold the log.
  const folded = foldWithSnapshots(events, true);
  if (!folded.ok) {
    const err = folded.error;
    const where = err instanceof EventError ? `events[${folded.index}].${err.path}` : `events[${folded.index}]`;
    throw fail(where, err instanceof Error ? err.message : String(err));
  }
  if (folded.state.mapId !== file.campaign.mapId) {
    throw fail('campaign.mapId', `is "${file.campaign.mapId}" but the scenario's map is "${folded.state.mapId}"`);
  }
  return { campaign: file.campaign, events, state: folded.state, snapshots: folded.snapshots, images };
}

function fail(path: string, message: string): ImportError {
  return new ImportError([{ path, message }]);
}

/** (b) JSON.parse with a message that says where and whether the file looks truncated. */
function parseJson(raw: string): unknown {
  const text = raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw;
  if (text.trim() === '') throw fail('(file)', 'the file is empty');
  try {
    return JSON.parse(text);
  } catch (err) {
    const loc = locateJsonError(text);
    if (loc === null) throw fail('(file)', `not valid JSON (${err instanceof Error ? err.message : String(err)})`);
    if (loc.atEnd) {
      throw fail('(file)', `the file ends in the middle of the JSON: it looks truncated (${loc.reason}; ${text.length} characters read)`);
    }
    const before = text.slice(0, loc.position);
    const line = before.split('\n').length;
    const column = loc.position - before.lastIndexOf('\n');
    throw fail('(file)', `not valid JSON at line ${line}, column ${column} (position ${loc.position}): ${loc.reason}`);
  }
}

/** Most events a campaign file may hold (a month of hourly steps for a corps is a few thousand). */
export const MAX_FILE_EVENTS = 200_000;

/** Problems listed before the check of a file's events stops. */
export const MAX_LISTED_PROBLEMS = 10;

/** (c) At most `MAX_FILE_EVENTS` events (counted before any is read). */
function checkEventCount(data: unknown): void {
  const events = (data as { events?: unknown }).events;
  const n = Array.isArray(events) ? events.length : 0;
  if (n > MAX_FILE_EVENTS) throw fail('events', `the file holds ${n} events; a campaign file may hold at most ${MAX_FILE_EVENTS}`);
}

/** (e) The file's header and campaign, and its events as a list not yet read. */
function checkShell(data: unknown): { campaign: FileCampaign; events: unknown[]; images?: FileImage[] } {
  const parsed = v.safeParse(fileShellSchema, data);
  if (!parsed.success) throw new ImportError(toImportIssues(parsed.issues));
  return parsed.output;
}

/**
 * (e) Each event brought to the current payload version (`migrateFileEvent`), then checked against its
 * schema; refuses with the first `MAX_LISTED_PROBLEMS` problems found.
 */
function checkEvents(raw: readonly unknown[]): CampaignEvent[] {
  const issues: ImportIssue[] = [];
  const events: CampaignEvent[] = [];
  for (let i = 0; i < raw.length && issues.length < MAX_LISTED_PROBLEMS; i++) {
    const r = v.safeParse(eventSchema, migrateFileEvent(raw[i]), { abortPipeEarly: true });
    if (r.success) events.push(r.output as CampaignEvent);
    else issues.push(...toImportIssues(r.issues, `events[${i}]`));
  }
  if (issues.length > 0) throw new ImportError(issues.slice(0, MAX_LISTED_PROBLEMS));
  return events;
}

/**
 * (e) Each event marked as continuing a user action (`action`) continues the one the event just
 * before it belongs to — so one Undo after the import takes back exactly what it did before.
 */
function checkActions(events: readonly FileEvent[]): void {
  for (let i = 1; i < events.length; i++) {
    const a = events[i]!.action;
    if (a === undefined) continue;
    const prev = events[i - 1]!;
    if ((prev.action ?? prev.seq) !== a) {
      throw fail(`events[${i}].action`, `says event ${events[i]!.seq} continues the action begun by event ${a}, but event ${prev.seq} before it is not part of that action`);
    }
  }
  if (events[0]?.action !== undefined) throw fail('events[0].action', 'the first event cannot continue an earlier action');
}

/** Format tag and version, checked before the full schema so their messages come first. */
function checkHeader(data: unknown): void {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    const got = Array.isArray(data) ? 'a list' : data === null ? 'null' : `a ${typeof data}`;
    throw fail('(file)', `this is not a Campaign Desk file (expected a JSON object, got ${got})`);
  }
  const d = data as Record<string, unknown>;
  if (d.format !== FILE_FORMAT) {
    throw fail('format', d.format === undefined ? 'missing: this is not a Campaign Desk file' : `this is not a Campaign Desk file (format ${String(JSON.stringify(d.format)).slice(0, 60)}; expected "${FILE_FORMAT}")`);
  }
  if (d.formatVersion !== FILE_FORMAT_VERSION && d.formatVersion !== FILE_FORMAT_VERSION_IMAGES) {
    const fv = d.formatVersion;
    if (typeof fv !== 'number') throw fail('formatVersion', `expected a number, got ${fv === undefined ? 'nothing' : String(JSON.stringify(fv)).slice(0, 60)}`);
    const newer = fv > FILE_FORMAT_VERSION_IMAGES ? ' (it was written by a newer version of the app: update this one)' : '';
    throw fail('formatVersion', `this file is format version ${fv}; this app reads versions ${FILE_FORMAT_VERSION} and ${FILE_FORMAT_VERSION_IMAGES}${newer}`);
  }
}
