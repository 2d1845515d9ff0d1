/**
 * A player's packet (`*.packet.json`): one seat's picture at a minute, as a file the umpire hands to
 * the player (NQM DESIGNER'S NOTES: the PLUMPIRE set-up). It holds the picture and nothing more, and
 * is checked on reading as completely as a campaign file: size, JSON, hostile keys, the count of every
 * list before any item, strict objects with the same record schemas, real calendar dates, then what
 * the folds check (`packetChecks.ts`). It names the packet the desk issued (`packet.issued`), which a
 * player's orders file answers. A packet opens read-only in player mode; it never becomes a campaign.
 */
import * as v from 'valibot';
import { settingsFields } from '../clock/payloads.ts';
import { firePlanSchema } from '../fireplan/payloads.ts';
import { DEFAULT_SETTINGS } from '../model/settings.ts';
import { readJsonFile } from '../model/jsonFile.ts';
import { gridSchema, got, id, localTimeSchema, type FileIssue, list, obj, oneOf, text, whole } from '../model/schemaParts.ts';
import { orderSchema, reportSchema, sheetSchema, taskSchema } from '../orders/payloads.ts';
import { unitSchema } from '../units/payloads.ts';
import { packetProblems } from './packetChecks.ts';
import type { PacketChanges } from './changes.ts';
import type { Picture } from './picture.ts';

/** The packet file's format tag. */
export const PACKET_FORMAT = 'campaign-desk-packet';
/** The one packet version this app reads and writes (2: the packet names its id and seat). */
export const PACKET_FORMAT_VERSION = 2;

/** The most units, orders, reports, tasks, sheets or fire plans a packet may hold. */
export const MAX_PACKET_ITEMS = 20_000;
/** The largest packet file, in characters (a corps' picture is a few MB). */
export const MAX_PACKET_CHARS = 48_000_000;

const minute = (what: string) => whole(what, 0, 100_000_000);
const side = obj({ name: text(120, { nonEmpty: true }), nation: text(40, { nonEmpty: true }) });
const many = <S extends v.GenericSchema>(s: S, what: string) => list(s, MAX_PACKET_ITEMS, what);

const pictureSchema = obj({
  title: text(200),
  mapId: id,
  startLocal: localTimeSchema,
  zeroHourMin: v.optional(minute('zeroHourMin')),
  utcOffsetMin: whole('utcOffsetMin', -720, 840),
  grid: gridSchema,
  sides: obj({ blue: side, red: side }),
  seat: obj({ hqId: id, label: text(120, { nonEmpty: true }), ownUnits: oneOf('how the seat knows its own units', ['live', 'reported'] as const) }),
  side: oneOf('side', ['blue', 'red'] as const),
  atMin: minute('atMin'),
  units: many(unitSchema, 'units'),
  info: v.record(
    id,
    obj({
      status: oneOf('status', ['self', 'live', 'reported', 'unknown', 'named', 'enemy'] as const),
      madeAtMin: v.optional(minute('madeAtMin')),
      receivedAtMin: v.optional(minute('receivedAtMin')),
      identified: v.optional(v.boolean(got('true or false'))),
      gone: v.optional(oneOf('why a mark is gone', ['aged', 'cleared'] as const)),
    }),
    got('an object'),
  ),
  orders: many(orderSchema, 'orders'),
  reports: many(v.omit(reportSchema, ['held']), 'reports'),
  received: v.record(text(200), minute('received'), got('an object')),
  tasks: many(taskSchema, 'tasks'),
  sheets: many(sheetSchema, 'sheets'),
  firePlans: many(firePlanSchema, 'fire plans'),
  settings: settingsFields,
});

const tag = v.object({
  format: v.literal(PACKET_FORMAT, (i) => `this is not a player's packet (format ${i.received})`),
  formatVersion: v.literal(PACKET_FORMAT_VERSION, (i) =>
    i.input === 1 ? 'this packet was made by an older Campaign Desk that did not record its packets: ask the umpire for a new one' : `this packet is version ${i.received}; this app reads version ${PACKET_FORMAT_VERSION}`,
  ),
});

const changesSchema = obj({
  sinceMin: v.nullable(minute('sinceMin')),
  reports: many(id, 'reports'),
  orders: many(id, 'orders'),
  marks: obj({ new: many(id, 'marks'), moved: many(id, 'marks'), gone: many(text(200), 'marks') }),
  takenIn: many(obj({ orderId: id, takenAtMin: minute('takenAtMin'), reaches: many(obj({ unitId: id, atMin: minute('atMin') }), 'units') }), 'orders'),
});

const packetSchema = obj({ format: v.string(), formatVersion: v.number(), packetId: id, seatId: id, picture: pictureSchema, changes: v.optional(changesSchema) });

const PICTURE_LISTS = ['units', 'orders', 'reports', 'tasks', 'sheets', 'firePlans', 'info', 'received'] as const;
const LIMITS = {
  kind: "player's packet",
  maxChars: MAX_PACKET_CHARS,
  tag,
  counts: PICTURE_LISTS.map((k) => ({ path: ['picture', k], max: k === 'received' ? 2 * MAX_PACKET_ITEMS : MAX_PACKET_ITEMS, what: k === 'info' || k === 'received' ? 'entries' : 'items' })),
};

/** A packet as the file holds it: the id the desk issued it under, the seat's id, the picture, and what changed since the seat's last packet. */
export type Packet = { packetId: string; seatId: string; picture: Picture; changes?: PacketChanges };

/** A packet that cannot be read: each problem with where it is in the file. */
export class PacketError extends Error {
  constructor(readonly issues: readonly FileIssue[]) {
    super(`the packet cannot be opened: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`);
    this.name = 'PacketError';
  }
}

/** The packet file's text (two-space JSON, ending in a newline). */
export function packetText(packet: Packet): string {
  const { packetId, seatId, picture, changes } = packet;
  return `${JSON.stringify({ format: PACKET_FORMAT, formatVersion: PACKET_FORMAT_VERSION, packetId, seatId, picture, ...(changes ? { changes } : {}) }, null, 2)}\n`;
}

/** Whether `text` looks like a packet (its format tag), before it is checked: the desk routes files by it. */
export function isPacketText(text: string): boolean {
  return /"format"\s*:\s*"campaign-desk-packet"/.test(text.slice(0, 200));
}

/**
 * The packet `text` holds. Throws `PacketError` naming each problem (at most 10) with its place in the
 * file: too large, not JSON, not a packet (or an older one), a list longer than `MAX_PACKET_ITEMS`, a
 * hostile key, a field of the wrong shape (a start that is not a real date), or what the folds refuse
 * (`packetProblems`: ids twice, a chain of command in a loop, a unit, order or report named and absent).
 */
export function readPacket(text: string): Packet {
  const read = readJsonFile(text, packetSchema, LIMITS);
  if (read.issues) throw new PacketError(read.issues);
  const { packetId, seatId, changes } = read.output;
  const picture = { ...read.output.picture, settings: { ...DEFAULT_SETTINGS, ...read.output.picture.settings } } as Picture;
  const problems = packetProblems(picture, changes);
  if (problems.length > 0) throw new PacketError(problems.slice(0, 10));
  return { packetId, seatId, picture, ...(changes ? { changes } : {}) };
}
