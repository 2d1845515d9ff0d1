/**
 * A player's packet (`*.packet.json`): one seat's picture at a minute, as a file the umpire hands to
 * the player (NQM DESIGNER'S NOTES: the PLUMPIRE set-up). It holds the picture and nothing more, and
 * is checked on reading as carefully as a campaign file (strict objects, the same record schemas). A
 * packet opens read-only in player mode; it is not a campaign and cannot become one.
 */
import * as v from 'valibot';
import { settingsFields } from '../clock/payloads.ts';
import { firePlanSchema } from '../fireplan/payloads.ts';
import { DEFAULT_SETTINGS } from '../model/settings.ts';
import { gridSchema, got, id, readJsonFile, type FileIssue, list, obj, oneOf, text, whole } from '../model/schemaParts.ts';
import { orderSchema, reportSchema, sheetSchema, taskSchema } from '../orders/payloads.ts';
import { unitSchema } from '../units/payloads.ts';
import type { Picture } from './picture.ts';

/** The packet file's format tag and version. */
export const PACKET_FORMAT = 'campaign-desk-packet';
/** The one packet version this app reads and writes. */
export const PACKET_FORMAT_VERSION = 1;

const minute = (what: string) => whole(what, 0, 100_000_000);
const side = obj({ name: text(120, { nonEmpty: true }), nation: text(40, { nonEmpty: true }) });
const many = <S extends v.GenericSchema>(s: S, what: string) => list(s, 20_000, what);

const pictureSchema = obj({
  title: text(200),
  mapId: id,
  startLocal: text(16, { nonEmpty: true }),
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

const packetSchema = obj({
  format: v.literal(PACKET_FORMAT, (i) => `this is not a player's packet (format ${i.received})`),
  formatVersion: v.literal(PACKET_FORMAT_VERSION, (i) => `this packet is version ${i.received}; this app reads version ${PACKET_FORMAT_VERSION}`),
  picture: pictureSchema,
});

/** A packet that cannot be read: each problem with where it is in the file. */
export class PacketError extends Error {
  constructor(readonly issues: readonly FileIssue[]) {
    super(`the packet cannot be opened: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`);
    this.name = 'PacketError';
  }
}

/** The packet file's text for `picture` (two-space JSON, ending in a newline). */
export function packetText(picture: Picture): string {
  return `${JSON.stringify({ format: PACKET_FORMAT, formatVersion: PACKET_FORMAT_VERSION, picture }, null, 2)}\n`;
}

/** Whether `text` looks like a packet (its format tag), before it is checked: the desk routes files by it. */
export function isPacketText(text: string): boolean {
  return /"format"\s*:\s*"campaign-desk-packet"/.test(text.slice(0, 200));
}

/**
 * The picture a packet's `text` holds. Throws `PacketError` naming each problem (at most 10) with its
 * place in the file: not JSON, not a packet, a field of the wrong shape, units that name a parent the
 * packet does not have, or a minute a unit's position was made after the packet's.
 */
export function readPacket(text: string): Picture {
  const read = readJsonFile(text, packetSchema);
  if (read.issues) throw new PacketError(read.issues);
  const p = read.output.picture;
  const ids = new Set(p.units.map((u) => u.id));
  const problems: { path: string; message: string }[] = [];
  p.units.forEach((u, i) => {
    if (u.parentId !== undefined && !ids.has(u.parentId)) problems.push({ path: `picture.units[${i}].parentId`, message: `no unit "${u.parentId}" in the packet` });
  });
  if (!ids.has(p.seat.hqId)) problems.push({ path: 'picture.seat.hqId', message: `no unit "${p.seat.hqId}" in the packet` });
  for (const [uid, info] of Object.entries(p.info)) {
    if (!ids.has(uid)) problems.push({ path: `picture.info.${uid}`, message: `no unit "${uid}" in the packet` });
    if ((info.madeAtMin ?? 0) > p.atMin) problems.push({ path: `picture.info.${uid}.madeAtMin`, message: `made after the packet's minute ${p.atMin}` });
  }
  if (problems.length > 0) throw new PacketError(problems.slice(0, 10));
  return { ...p, settings: { ...DEFAULT_SETTINGS, ...p.settings } } as Picture;
}
