/**
 * Reading files handed to the desk off the page's thread (`deskFile.worker.ts`), so a packet or an
 * orders file of millions of entries never freezes the page; where the browser has no workers (tests in
 * jsdom) the same check runs on the page.
 */
import { deskFileKind, deskFileOf, SNIFF_CHARS, type DeskFile } from './deskFile.ts';

/** A file and its name (a `File` has both). */
export type NamedBlob = Blob & { name: string };

/** What `file` is, read and checked in a worker; resolves with a `refused` file rather than rejecting. */
export function readDeskFile(file: NamedBlob): Promise<DeskFile> {
  if (typeof Worker !== 'function') return readOnPage(file);
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./deskFile.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<DeskFile>) => {
      worker.terminate();
      resolve(e.data);
    };
    worker.onerror = (e) => {
      worker.terminate();
      resolve({ kind: 'refused', name: file.name, what: 'file', issues: [{ path: '(file)', message: `it could not be checked (${e.message || 'the checking worker failed'})` }] });
    };
    worker.postMessage({ name: file.name, blob: file });
  });
}

/** Every file of `files`, each read and checked in its own worker, in the order chosen. */
export function readDeskFiles(files: readonly NamedBlob[]): Promise<DeskFile[]> {
  return Promise.all(files.map(readDeskFile));
}

async function readOnPage(file: NamedBlob): Promise<DeskFile> {
  const kind = deskFileKind(await file.slice(0, SNIFF_CHARS).text());
  return kind === 'campaign' ? { kind, name: file.name } : deskFileOf(file.name, await file.text());
}
