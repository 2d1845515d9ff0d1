/**
 * What the seat server's documents hold (`src/server/seatServer.ts`), read and written the same way by
 * the umpire's desk and the player's page. A seat's `packets/<channel>` document keeps the packets the
 * desk sent as their files' texts by packet id — the latest and the one before it, for the player to
 * compare; older ones are deleted (the campaign's log records every packet issued) — and nothing else.
 * Its `outbox/<channel>` document keeps each orders file the player sent, as its text, by an id of the
 * player's, with when the player says he sent it, and which packets the player's page received when —
 * all written by the player, so the desk keeps its own record of when each file arrived. Texts are the files' own, so a packet received over the network is checked as a
 * packet file is, and an orders file as an orders file is.
 */
import * as Y from 'yjs';

/** A packet as the packets document holds it: its id and its file's text. */
export type SentPacket = { packetId: string; text: string };

/** An orders file in a seat's outbox: its id, its text, and when the player's page says it sent it (ms since 1970, the player's clock; null when not said). */
export type OutboxFile = { fileId: string; text: string; sentAtMs: number | null };

/** Put packet `packetId` (its file's `text`) in a seat's packets document as the latest, in one change; the packet it follows stays as the previous, older ones go. */
export function putPacket(doc: Y.Doc, packetId: string, text: string): void {
  doc.transact(() => {
    const packets = doc.getMap<string>('packets');
    const meta = doc.getMap<string>('meta');
    const latest = meta.get('latest');
    packets.set(packetId, text);
    if (latest !== undefined && latest !== packetId) meta.set('previous', latest);
    meta.set('latest', packetId);
    const keep = new Set([packetId, meta.get('previous')]);
    for (const id of [...packets.keys()]) if (!keep.has(id)) packets.delete(id);
  });
}

function packetAt(doc: Y.Doc, which: 'latest' | 'previous'): SentPacket | null {
  const id = doc.getMap<string>('meta').get(which);
  const text = id === undefined ? undefined : doc.getMap<string>('packets').get(id);
  return id !== undefined && typeof text === 'string' ? { packetId: id, text } : null;
}

/** The latest packet of a seat's packets document, or null when none was sent. */
export function latestPacket(doc: Y.Doc): SentPacket | null {
  return packetAt(doc, 'latest');
}

/** The packet before the latest, or null when the latest is the first. */
export function previousPacket(doc: Y.Doc): SentPacket | null {
  return packetAt(doc, 'previous');
}

/** Put orders file `fileId` (its `text`, sent at `sentAtMs`) in a seat's outbox; sending the same id again changes nothing. */
export function putOrders(doc: Y.Doc, fileId: string, text: string, sentAtMs: number): void {
  const files = doc.getMap<string>('files');
  if (files.has(fileId)) return;
  doc.transact(() => {
    files.set(fileId, text);
    doc.getMap<number>('sentAt').set(fileId, sentAtMs);
  });
}

/** Every orders file in a seat's outbox, by id (ids in order). */
export function outboxFiles(doc: Y.Doc): OutboxFile[] {
  const out: OutboxFile[] = [];
  const sentAt = doc.getMap<unknown>('sentAt');
  const ms = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  doc.getMap<unknown>('files').forEach((text, fileId) => {
    if (typeof text === 'string') out.push({ fileId, text, sentAtMs: ms(sentAt.get(fileId)) });
  });
  return out.sort((a, b) => (a.fileId < b.fileId ? -1 : a.fileId > b.fileId ? 1 : 0));
}

/** Record, on the player's page, that packet `packetId` was received at `atMs` (once). */
export function markReceived(doc: Y.Doc, packetId: string, atMs: number): void {
  const received = doc.getMap<number>('received');
  if (!received.has(packetId)) received.set(packetId, atMs);
}

/** When the player's page received packet `packetId` (ms), or null when it has not. */
export function receivedAt(doc: Y.Doc, packetId: string): number | null {
  const v = doc.getMap<unknown>('received').get(packetId);
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}
