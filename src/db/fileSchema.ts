/**
 * valibot schemas of what the store accepts: events (stored and drafts) and the campaign file. An
 * event's schema is built from the event registry (`EVENT_DEFINITIONS`, `src/campaign/events.ts`): its
 * type, its payload version and its payload schema, declared in its capability's folder
 * (`src/campaign/<capability>/payloads.ts`; a unit and a scenario: `units/payloads.ts`). Objects are
 * strict (an unknown key is refused), numbers finite, ids and enums checked, user text free of
 * HTML-like markup and control characters (`src/campaign/model/plainText.ts`).
 * Parsing returns a fresh object whose keys follow the schema's order: that is the canonical
 * order the store writes and exports. Semantic checks (parents, support targets, unknown units,
 * strength limits, seq order) are `applyEvent`'s job, run after these.
 */
import * as v from 'valibot';
import { IMAGE_ID_PATTERN, MAX_BASE_IMAGE_BYTES, MAX_CAMPAIGN_NAME, textProblem, got, id, obj, whole, issuePath, issueText, EVENT_DEFINITIONS, type CampaignEvent, type EventDraft, realLocalTime, scenarioSchema, unitSchema } from '../campaign/index.ts';
import type { ImportIssue } from './errors.ts';

/** The schemas of a unit and a scenario (`units/payloads.ts`), for the store and the forms. */
export { scenarioSchema, unitSchema };

/**
 * The file's format tag and the versions this app reads and writes: version 1, and version 2, which
 * adds `images` (the scanned maps' bytes) and is written only by a campaign that has one — so a
 * campaign without a scanned map stays a version-1 file every earlier app reads.
 */
export const FILE_FORMAT = 'campaign-desk';
export const FILE_FORMAT_VERSION = 1;
export const FILE_FORMAT_VERSION_IMAGES = 2;
const FORMAT_VERSIONS = [FILE_FORMAT_VERSION, FILE_FORMAT_VERSION_IMAGES] as const;

/** Re-exported from `schemaParts.ts`: the id rule, and the `GridDef` schema. */
export { ID_PATTERN, gridSchema } from '../campaign/index.ts';

type Issue = v.BaseIssue<unknown>;

const seq = whole('seq', 1, Number.MAX_SAFE_INTEGER);
const at = whole('at (campaign minute)', 0, 100_000_000);

/**
 * The schema of an event of any registered type (`EVENT_DEFINITIONS`: `{ ...head, at, type, v, payload }`
 * with that type's version and payload schema), its output typed `Out`.
 */
function eventVariant<Out>(head: v.ObjectEntries): v.GenericSchema<unknown, Out> {
  const options = EVENT_DEFINITIONS.map((d) =>
    obj({
      ...head,
      at,
      type: v.literal(d.type),
      v: v.literal(d.version, (i) => `event version ${i.received} is not known; this app reads version ${d.version}`),
      payload: d.payload,
    }),
  );
  const variant = v.variant('type', options, (i) => (i.received === 'Object' || i.received === 'Array' ? got('an event object')(i) : `unknown event type ${i.received}`));
  return variant as unknown as v.GenericSchema<unknown, Out>;
}

/**
 * A stored or exported `CampaignEvent`: `{ seq, action?, at, type, v, payload }`. `action`, when
 * present, is the seq of the first event of the user action this event continues (one Undo takes
 * them all back; `parseCampaignFile` checks it continues the event before).
 */
export const eventSchema = eventVariant<CampaignEvent & { action?: number }>({ seq, action: v.optional(whole('action (the first event of its user action)', 1, Number.MAX_SAFE_INTEGER)) });
/** An `EventDraft` (no seq yet): `{ at, type, v, payload }`. */
export const draftSchema = eventVariant<EventDraft>({});

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
    v.check((s) => realLocalTime(s.slice(0, 16)), (i) => `${String(i.input)} is not a real date (that month has no such day)`),
  ),
});

const formatVersion = v.picklist(FORMAT_VERSIONS, (i) => `this file is format version ${i.received}; this app reads versions ${FORMAT_VERSIONS.join(' and ')}`);

/**
 * A scanned map's image in a file: `{ id, mime, data }` — its SHA-256 in hexadecimal, PNG or JPEG, and
 * its bytes in base64 (at most 16 M characters: 12 MB). The bytes are checked against the id on import.
 */
export const fileImageSchema = obj({
  id: v.pipe(v.string(got("the image's id")), v.regex(IMAGE_ID_PATTERN, "is not an image's id (64 hexadecimal digits)")),
  mime: v.picklist(['image/png', 'image/jpeg'], 'a scanned map is a PNG or a JPEG'),
  data: v.pipe(
    v.string(got('the image in base64')),
    v.maxLength(Math.ceil(MAX_BASE_IMAGE_BYTES / 3) * 4, `the image is larger than the ${MAX_BASE_IMAGE_BYTES / 1e6} MB a campaign keeps`),
    v.regex(/^[A-Za-z0-9+/]*={0,2}$/, 'is not base64'),
  ),
});
const fileImages = v.optional(v.pipe(v.array(fileImageSchema, got('a list of images')), v.maxLength(20, 'a file carries at most 20 images')));

/** The whole campaign file, format version 1 or 2 (with `images`). */
export const campaignFileSchema = obj({
  format: v.literal(FILE_FORMAT, (i) => `this is not a Campaign Desk file (format ${i.received})`),
  formatVersion,
  campaign: fileCampaignSchema,
  events: v.pipe(v.array(eventSchema, got('a list of events')), v.minLength(1, 'the file has no events')),
  images: fileImages,
});

/**
 * The whole file with its events not yet read (a list of anything): the import checks the header, then
 * the number of events, then each event (`fileFormat.ts`), so a huge broken file is refused at once.
 */
export const fileShellSchema = obj({
  format: v.literal(FILE_FORMAT, (i) => `this is not a Campaign Desk file (format ${i.received})`),
  formatVersion,
  campaign: fileCampaignSchema,
  events: v.pipe(v.array(v.unknown(), got('a list of events')), v.minLength(1, 'the file has no events')),
  images: fileImages,
});

/** A parsed, schema-valid file (before the semantic checks). */
export type CampaignFile = v.InferOutput<typeof campaignFileSchema>;

/** Where a schema problem lies, as `a.b[3].c` (`schemaParts.ts`). */
export { issuePath };

/** valibot issues as `ImportIssue`s (`issuePath`, `issueText`: unknown and missing keys get their own wording). */
export function toImportIssues(issues: readonly Issue[], prefix = ''): ImportIssue[] {
  return issues.map((issue) => ({ path: issuePath(issue, prefix), message: issueText(issue) }));
}
