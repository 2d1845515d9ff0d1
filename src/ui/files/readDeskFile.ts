/**
 * Reading files handed to the desk off the page's thread (`deskFile.worker.ts`), so a packet or an
 * orders file of millions of entries never freezes the page; where the browser has no workers (tests in
 * jsdom) the same check runs on the page.
 */
import { readDeskFileHere, type DeskFile } from './deskFile.ts';
import { callWorker } from './workerCall.ts';

/** A file and its name (a `File` has both). */
export type NamedBlob = Blob & { name: string };

/** What `file` is, read and checked in a worker; resolves with a `refused` file rather than rejecting. */
export function readDeskFile(file: NamedBlob): Promise<DeskFile> {
  const worker = () => new Worker(new URL('./deskFile.worker.ts', import.meta.url), { type: 'module' });
  return callWorker(worker, { name: file.name, blob: file }, readDeskFileHere, 'The file check').catch((e: unknown) => ({
    kind: 'refused' as const,
    name: file.name,
    what: 'file',
    issues: [{ path: '(file)', message: e instanceof Error ? e.message : String(e) }],
  }));
}

/** A file's `text` (a packet or orders file received over the network, or kept in this browser) read and checked as a file named `name` is. */
export function readDeskText(text: string, name: string): Promise<DeskFile> {
  return readDeskFile(Object.assign(new Blob([text], { type: 'application/json' }), { name }));
}

/** Every file of `files`, each read and checked in its own worker, in the order chosen. */
export function readDeskFiles(files: readonly NamedBlob[]): Promise<DeskFile[]> {
  return Promise.all(files.map(readDeskFile));
}
