/**
 * The seat server's documents on disk: each Yjs document's whole state in one file under
 * `<dataDir>/docs/`, written to a temporary file and renamed over the old one, so a crash mid-write
 * leaves the previous state whole; and the umpire's token in `<dataDir>/umpire.token`, made once.
 * Node only (the seat server, `seatServer.ts`).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where a document's state lives: its name made safe for a file name. */
function docPath(dataDir: string, documentName: string): string {
  return join(dataDir, 'docs', `${encodeURIComponent(documentName)}.ydoc`);
}

/** The stored state of `documentName` (a Yjs update), or null when it was never stored. */
export async function loadDocument(dataDir: string, documentName: string): Promise<Uint8Array | null> {
  try {
    return new Uint8Array(await readFile(docPath(dataDir, documentName)));
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw e;
  }
}

/** Each document's writes in progress, chained: a later state is never overwritten by an earlier one still being written. */
const writes = new Map<string, Promise<void>>();

/**
 * Store `state` (a Yjs update holding the whole document) as `documentName`'s, atomically, after every
 * store of the same document called before it (changes are stored at once, so several can be under way).
 */
export function storeDocument(dataDir: string, documentName: string, state: Uint8Array): Promise<void> {
  const path = docPath(dataDir, documentName);
  const next = (writes.get(path) ?? Promise.resolve()).catch(() => undefined).then(() => writeWhole(dataDir, path, state));
  writes.set(path, next);
  void next.finally(() => writes.get(path) === next && writes.delete(path)).catch(() => undefined);
  return next;
}

/**
 * Resolves once every store called so far, and every store queued behind them, has been written (the
 * server stops only then). Hocuspocus queues a document's next store behind the one running and calls it
 * when that one ends, within the same turn of the event loop: a turn with no write under way means none is coming.
 */
export async function storesDone(): Promise<void> {
  for (;;) {
    await new Promise<void>((r) => setImmediate(r));
    if (writes.size === 0) return;
    await Promise.allSettled([...writes.values()]);
  }
}

async function writeWhole(dataDir: string, path: string, state: Uint8Array): Promise<void> {
  await mkdir(join(dataDir, 'docs'), { recursive: true });
  const tmp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  // On the disk itself before it replaces the old state: a power cut leaves one or the other whole.
  const file = await open(tmp, 'w');
  try {
    await file.writeFile(state);
    await file.sync();
  } finally {
    await file.close();
  }
  await rename(tmp, path);
}

/** The umpire's token of this data folder: read, or made (32 random bytes, base64url) and kept on first start. */
export async function umpireToken(dataDir: string): Promise<string> {
  const path = join(dataDir, 'umpire.token');
  try {
    const t = (await readFile(path, 'utf8')).trim();
    if (t.length >= 32) return t;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  await mkdir(dataDir, { recursive: true });
  const token = randomBytes(32).toString('base64url');
  await writeFile(path, `${token}\n`, { mode: 0o600 });
  return token;
}
