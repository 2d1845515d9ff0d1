/**
 * What the seat server's documents hold (`src/server/seatServer.ts`), read and written the same way by
 * the umpire's desk and the player's page: a seat's `packets/<seat>` document keeps every packet the desk
 * sent as its file's text, by packet id, and which is the latest; its `outbox/<seat>` document keeps each
 * orders file the player sent, as its text, by an id of the player's. Texts are the files' own, so a packet
 * received over the network is checked as a packet file is, and an orders file as an orders file is.
 */
import * as Y from 'yjs';

/** Put packet `packetId` (its file's `text`) in a seat's packets document and make it the latest, in one change. */
export function putPacket(doc: Y.Doc, packetId: string, text: string): void {
  doc.transact(() => {
    doc.getMap<string>('packets').set(packetId, text);
    doc.getMap<string>('meta').set('latest', packetId);
  });
}

/** The latest packet of a seat's packets document (its id and file text), or null when none was sent. */
export function latestPacket(doc: Y.Doc): { packetId: string; text: string } | null {
  const id = doc.getMap<string>('meta').get('latest');
  const text = id === undefined ? undefined : doc.getMap<string>('packets').get(id);
  return id !== undefined && typeof text === 'string' ? { packetId: id, text } : null;
}

/** Put orders file `fileId` (its `text`) in a seat's outbox; sending the same id again changes nothing. */
export function putOrders(doc: Y.Doc, fileId: string, text: string): void {
  const files = doc.getMap<string>('files');
  if (!files.has(fileId)) files.set(fileId, text);
}

/** Every orders file in a seat's outbox, by id (ids in order). */
export function outboxFiles(doc: Y.Doc): { fileId: string; text: string }[] {
  const out: { fileId: string; text: string }[] = [];
  doc.getMap<unknown>('files').forEach((text, fileId) => {
    if (typeof text === 'string') out.push({ fileId, text });
  });
  return out.sort((a, b) => (a.fileId < b.fileId ? -1 : a.fileId > b.fileId ? 1 : 0));
}
