/**
 * What a file handed to the desk is, checked completely: a player's packet (`readPacket`), a player's
 * orders file (`readOrdersFile`), a campaign file (checked by the store's own worker when imported), a
 * file of none of these kinds (`other`), or one the desk cannot take, with every problem in the user's words. Pure, so it runs in a worker
 * (`deskFile.worker.ts`) and, where there are no workers, on the page.
 */
import { isOrdersFileText, isPacketText, OrdersFileError, PacketError, readOrdersFile, readPacket, type FileIssue, type OrdersFile, type Packet } from '../../campaign/index.ts';

/** A file as the desk reads it. `name` is the file's name as chosen. */
export type DeskFile =
  | { kind: 'packet'; name: string; packet: Packet; text: string }
  | { kind: 'orders'; name: string; file: OrdersFile }
  | { kind: 'campaign'; name: string }
  | { kind: 'other'; name: string }
  | { kind: 'refused'; name: string; what: string; issues: FileIssue[] };

/** Whether a file whose first characters are `head` is a packet, an orders file, a campaign file (by its format tag) or none of these. */
export function deskFileKind(head: string): 'packet' | 'orders' | 'campaign' | 'other' {
  if (isPacketText(head)) return 'packet';
  if (isOrdersFileText(head)) return 'orders';
  return /"format"\s*:\s*"campaign-desk"/.test(head) ? 'campaign' : 'other';
}

/** The kind of file `text` (named `name`) is, read and checked; never throws. */
export function deskFileOf(name: string, text: string): DeskFile {
  try {
    if (isPacketText(text)) return { kind: 'packet', name, packet: readPacket(text), text };
    if (isOrdersFileText(text)) return { kind: 'orders', name, file: readOrdersFile(text) };
  } catch (e) {
    const what = e instanceof PacketError ? "player's packet" : "player's orders file";
    if (e instanceof PacketError || e instanceof OrdersFileError) return { kind: 'refused', name, what, issues: [...e.issues] };
    return { kind: 'refused', name, what, issues: [{ path: '(file)', message: `it could not be read (${e instanceof Error ? e.message : String(e)})` }] };
  }
  return { kind: deskFileKind(text.slice(0, SNIFF_CHARS)) === 'campaign' ? 'campaign' : 'other', name };
}

/** The first characters of a file, enough to know its kind. */
export const SNIFF_CHARS = 400;

/** A file to read: its name and its bytes. */
export type DeskFileRequest = { name: string; blob: Blob };

/**
 * Read `request`'s file where this runs (a worker, or the page without one): only its head when it is a
 * campaign file (the store's worker checks those), else all of it, checked (`deskFileOf`).
 */
export async function readDeskFileHere({ name, blob }: DeskFileRequest): Promise<DeskFile> {
  const kind = deskFileKind(await blob.slice(0, SNIFF_CHARS).text());
  return kind === 'campaign' || kind === 'other' ? { kind, name } : deskFileOf(name, await blob.text());
}
