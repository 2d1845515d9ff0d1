/**
 * The desk's file worker: receives a `File` (or any `Blob` with a name), reads its text here — off the
 * page's thread — and posts back what it is (`deskFileOf`): a packet or an orders file checked
 * completely, or `campaign` after reading only its head (the store's worker checks campaign files).
 */
import { deskFileKind, deskFileOf, SNIFF_CHARS, type DeskFile } from './deskFile.ts';

const post = (reply: DeskFile) => (self as unknown as { postMessage(m: DeskFile): void }).postMessage(reply);

self.onmessage = async (e: MessageEvent<{ name: string; blob: Blob }>) => {
  const { name, blob } = e.data;
  try {
    const kind = deskFileKind(await blob.slice(0, SNIFF_CHARS).text());
    post(kind === 'campaign' ? { kind, name } : deskFileOf(name, await blob.text()));
  } catch (err) {
    post({ kind: 'refused', name, what: 'file', issues: [{ path: '(file)', message: `it could not be read (${err instanceof Error ? err.message : String(err)})` }] });
  }
};
