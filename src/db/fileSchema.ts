/**
 * valibot schemas of what the store accepts: units, scenarios, events (stored and drafts) and the
 * campaign file (engagement payloads: `engagementPayloads.ts`; clock, command, order, report, task,
 * sheet and command-test payloads: `planningPayloads.ts`; fire plans: `firePlanPayloads.ts`; logistics:
 * `logisticsPayloads.ts`). Units may carry the issue-5 artillery and state fields (`calibreMm`,
 * `fuHeld`, `movedAtMin`, `disorganisedUntilMin`, `pinnedUntilMin`), the issue-6 `stocks` and the
 * issue-7 `facingDeg`, `engagedUntilMin`, `broken`; `unit.edited` may change `calibreMm` and `fuHeld`.
 * Issue-7 payloads (routes, contacts, fights): `turnPayloads.ts`. Objects are strict (an unknown key is
 * refused), numbers finite, ids and enums checked, user text free of HTML-like markup and control
 * characters (`text.ts`).
 * Parsing returns a fresh object whose keys follow the schema's order: that is the canonical
 * order the store writes and exports. Semantic checks (parents, support targets, unknown units,
 * strength limits, seq order) are `applyEvent`'s job, run after these.
 */
import * as v from 'valibot';
import { ECHELONS, MAX_UNIT_BASES, UNIT_MOBILITIES, type Echelon, type Unit, type UnitMobility } from '../campaign/model/types.ts';
import { UNIT_TYPE_IDS } from '../rules/tables/unitTypes.ts';
import { MAX_CAMPAIGN_NAME, textProblem } from '../campaign/model/plainText.ts';
import type { ImportIssue } from './errors.ts';
import { between, got, gridSchema, id, lonLat, obj, oneOf, tenths, text, whole } from '../campaign/model/schemaParts.ts';
import { engagementCreatedPayload, engagementPlannedPayload, engagementSteppedPayload } from '../campaign/engagement/payloads.ts';
import { PLANNING_PAYLOADS } from '../campaign/orders/payloads.ts';
import { FIRE_PLAN_PAYLOADS } from '../campaign/fireplan/payloads.ts';
import { LOGISTICS_PAYLOADS, stocksSchema } from '../campaign/logistics/payloads.ts';
import { TURN_PAYLOADS, type Exact } from '../campaign/turn/payloads.ts';
import { ARTILLERY_FIELD_LIMITS } from '../campaign/fireplan/plans.ts';
import { splitLocalText, wallMinute } from '../campaign/model/localTime.ts';

/** Whether `YYYY-MM-DDTHH:MM` names a real calendar date and time (no 31 February, no 24:00). */
function realLocalTime(text: string): boolean {
  const fields = splitLocalText(text, 'iso');
  return fields !== null && wallMinute(...fields) !== null;
}

/** The file's format tag and the one version this app reads and writes. */
export const FILE_FORMAT = 'campaign-desk';
export const FILE_FORMAT_VERSION = 1;

/** Re-exported from `schemaParts.ts`: the id rule, and the `GridDef` schema. */
export { ID_PATTERN, gridSchema } from '../campaign/model/schemaParts.ts';

type Issue = v.BaseIssue<unknown>;

/** Bases of one unit, 0 to `MAX_UNIT_BASES`. */
const bases = (what: string) => whole(what, 0, MAX_UNIT_BASES);
const grade = oneOf('grade', ['E', 'V', 'R', 'C', 'M'] as const);
const unitType = oneOf('unit type', UNIT_TYPE_IDS);
const bool = v.boolean(got('true or false'));
const mobility = oneOf('mobility', UNIT_MOBILITIES as unknown as readonly [UnitMobility, ...UnitMobility[]]);
const calibreMm = tenths('calibreMm', ARTILLERY_FIELD_LIMITS.calibreMm.min, ARTILLERY_FIELD_LIMITS.calibreMm.max);
const fuHeld = whole('fuHeld', ARTILLERY_FIELD_LIMITS.fuHeld.min, ARTILLERY_FIELD_LIMITS.fuHeld.max);
const minute = (what: string) => whole(what, 0, 100_000_000);

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
  radios: v.optional(bool),
  veteran: v.optional(bool),
  mobility: v.optional(mobility),
  hqPos: v.optional(lonLat),
  calibreMm: v.optional(calibreMm),
  fuHeld: v.optional(fuHeld),
  movedAtMin: v.optional(minute('movedAtMin')),
  disorganisedUntilMin: v.optional(minute('disorganisedUntilMin')),
  pinnedUntilMin: v.optional(minute('pinnedUntilMin')),
  stocks: v.optional(stocksSchema),
  facingDeg: v.optional(v.pipe(between('facingDeg', 0, 360), v.ltValue(360, (i) => `facingDeg must be less than 360, got ${i.received}`))),
  engagedUntilMin: v.optional(minute('engagedUntilMin')),
  broken: v.optional(bool),
  actionMin: v.optional(minute('actionMin')),
  facedTanks: v.optional(bool),
});

// Compile-time: the unit schema's output is exactly `Unit`, key for key (fails `tsc` on drift).
const sameUnit: Exact<v.InferOutput<typeof unitSchema>, Unit> = true;
void sameUnit;

const side = obj({ name: text(120, { nonEmpty: true }), nation: text(40, { nonEmpty: true }) });

/** A local wall-clock time `YYYY-MM-DDTHH:MM` that a calendar has (no 31 February). */
const localTime = v.pipe(
  v.string(got('a local time YYYY-MM-DDTHH:MM')),
  v.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/, (i) => `expected a local time YYYY-MM-DDTHH:MM, got ${i.received}`),
  v.check((s) => realLocalTime(s), (i) => `${String(i.input)} is not a real date (that month has no such day)`),
);

/** A `Scenario` (`src/campaign/types.ts`): at most 20,000 units. */
export const scenarioSchema = obj({
  id,
  mapId: id,
  name: text(120, { nonEmpty: true }),
  description: text(20_000, { multiline: true }),
  startLocal: localTime,
  zeroHourLocal: v.optional(localTime),
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
    radios: v.optional(bool),
    veteran: v.optional(bool),
    mobility: v.optional(mobility),
    calibreMm: v.optional(calibreMm),
    fuHeld: v.optional(fuHeld),
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
      obj({ ...head, at, type: v.literal('engagement.created'), v: version1, payload: engagementCreatedPayload }),
      obj({ ...head, at, type: v.literal('engagement.planned'), v: version1, payload: engagementPlannedPayload }),
      obj({ ...head, at, type: v.literal('engagement.stepped'), v: version1, payload: engagementSteppedPayload }),
      obj({ ...head, at, type: v.literal('clock.advanced'), v: version1, payload: PLANNING_PAYLOADS['clock.advanced'] }),
      obj({ ...head, at, type: v.literal('settings.changed'), v: version1, payload: PLANNING_PAYLOADS['settings.changed'] }),
      obj({ ...head, at, type: v.literal('unit.commandSet'), v: version1, payload: PLANNING_PAYLOADS['unit.commandSet'] }),
      obj({ ...head, at, type: v.literal('unit.hqPlaced'), v: version1, payload: PLANNING_PAYLOADS['unit.hqPlaced'] }),
      obj({ ...head, at, type: v.literal('order.saved'), v: version1, payload: PLANNING_PAYLOADS['order.saved'] }),
      obj({ ...head, at, type: v.literal('order.deleted'), v: version1, payload: PLANNING_PAYLOADS['order.deleted'] }),
      obj({ ...head, at, type: v.literal('report.sent'), v: version1, payload: PLANNING_PAYLOADS['report.sent'] }),
      obj({ ...head, at, type: v.literal('report.deleted'), v: version1, payload: PLANNING_PAYLOADS['report.deleted'] }),
      obj({ ...head, at, type: v.literal('task.saved'), v: version1, payload: PLANNING_PAYLOADS['task.saved'] }),
      obj({ ...head, at, type: v.literal('task.deleted'), v: version1, payload: PLANNING_PAYLOADS['task.deleted'] }),
      obj({ ...head, at, type: v.literal('sheet.saved'), v: version1, payload: PLANNING_PAYLOADS['sheet.saved'] }),
      obj({ ...head, at, type: v.literal('sheet.deleted'), v: version1, payload: PLANNING_PAYLOADS['sheet.deleted'] }),
      obj({ ...head, at, type: v.literal('command.tested'), v: version1, payload: PLANNING_PAYLOADS['command.tested'] }),
      obj({ ...head, at, type: v.literal('fireplan.saved'), v: version1, payload: FIRE_PLAN_PAYLOADS['fireplan.saved'] }),
      obj({ ...head, at, type: v.literal('fireplan.deleted'), v: version1, payload: FIRE_PLAN_PAYLOADS['fireplan.deleted'] }),
      obj({ ...head, at, type: v.literal('fireplan.fired'), v: version1, payload: FIRE_PLAN_PAYLOADS['fireplan.fired'] }),
      obj({ ...head, at, type: v.literal('stock.set'), v: version1, payload: LOGISTICS_PAYLOADS['stock.set'] }),
      obj({ ...head, at, type: v.literal('stock.generated'), v: version1, payload: LOGISTICS_PAYLOADS['stock.generated'] }),
      obj({ ...head, at, type: v.literal('stock.consumed'), v: version1, payload: LOGISTICS_PAYLOADS['stock.consumed'] }),
      obj({ ...head, at, type: v.literal('resupply.dispatched'), v: version1, payload: LOGISTICS_PAYLOADS['resupply.dispatched'] }),
      obj({ ...head, at, type: v.literal('dla.placed'), v: version1, payload: LOGISTICS_PAYLOADS['dla.placed'] }),
      obj({ ...head, at, type: v.literal('casualties.collected'), v: version1, payload: LOGISTICS_PAYLOADS['casualties.collected'] }),
      obj({ ...head, at, type: v.literal('unit.reorganised'), v: version1, payload: LOGISTICS_PAYLOADS['unit.reorganised'] }),
      obj({ ...head, at, type: v.literal('day.ended'), v: version1, payload: LOGISTICS_PAYLOADS['day.ended'] }),
      obj({ ...head, at, type: v.literal('vehicles.repaired'), v: version1, payload: LOGISTICS_PAYLOADS['vehicles.repaired'] }),
      obj({ ...head, at, type: v.literal('route.set'), v: version1, payload: TURN_PAYLOADS['route.set'] }),
      obj({ ...head, at, type: v.literal('route.cleared'), v: version1, payload: TURN_PAYLOADS['route.cleared'] }),
      obj({ ...head, at, type: v.literal('contact.settled'), v: version1, payload: TURN_PAYLOADS['contact.settled'] }),
      obj({ ...head, at, type: v.literal('contact.dismissed'), v: version1, payload: TURN_PAYLOADS['contact.dismissed'] }),
      obj({ ...head, at, type: v.literal('engagement.returned'), v: version1, payload: TURN_PAYLOADS['engagement.returned'] }),
    ],
    (i) => (i.received === 'Object' || i.received === 'Array' ? got('an event object')(i) : `unknown event type ${i.received}`),
  );
}

/**
 * A stored or exported `CampaignEvent`: `{ seq, action?, at, type, v, payload }`. `action`, when
 * present, is the seq of the first event of the user action this event continues (one Undo takes
 * them all back; `parseCampaignFile` checks it continues the event before).
 */
export const eventSchema = eventVariant({ seq, action: v.optional(whole('action (the first event of its user action)', 1, Number.MAX_SAFE_INTEGER)) });
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
    v.check((s) => realLocalTime(s.slice(0, 16)), (i) => `${String(i.input)} is not a real date (that month has no such day)`),
  ),
});

/** The whole campaign file, format version 1. */
export const campaignFileSchema = obj({
  format: v.literal(FILE_FORMAT, (i) => `this is not a Campaign Desk file (format ${i.received})`),
  formatVersion: v.literal(FILE_FORMAT_VERSION, (i) => `this file is format version ${i.received}; this app reads version ${FILE_FORMAT_VERSION}`),
  campaign: fileCampaignSchema,
  events: v.pipe(v.array(eventSchema, got('a list of events')), v.minLength(1, 'the file has no events')),
});

/**
 * The whole file with its events not yet read (a list of anything): the import checks the header, then
 * the number of events, then each event (`fileFormat.ts`), so a huge broken file is refused at once.
 */
export const fileShellSchema = obj({
  format: v.literal(FILE_FORMAT, (i) => `this is not a Campaign Desk file (format ${i.received})`),
  formatVersion: v.literal(FILE_FORMAT_VERSION, (i) => `this file is format version ${i.received}; this app reads version ${FILE_FORMAT_VERSION}`),
  campaign: fileCampaignSchema,
  events: v.pipe(v.array(v.unknown(), got('a list of events')), v.minLength(1, 'the file has no events')),
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
