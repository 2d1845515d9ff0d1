/**
 * Checking a campaign file in a Web Worker (`import.worker.ts`), so a large or hostile file never
 * freezes the page: the store's `parseFile` option in the browser (`src/app/main.tsx`). The states the
 * worker sends back lose their null prototypes in the structured clone; they are revived here as the
 * store revives a snapshot (`reviveState`).
 */
import { ImportError, type ImportIssue } from './errors.ts';
import type { ValidCampaignFile } from './fileFormat.ts';
import { reviveState } from './snapshots.ts';

/** What the worker posts back. */
export type ImportWorkerReply = { ok: true; file: ValidCampaignFile } | { ok: false; issues: ImportIssue[] } | { ok: false; message: string };

/**
 * Check `text` in a new worker made by `makeWorker` (ended when it answers). Resolves with the valid file;
 * rejects with the `ImportError` the check found, or an `Error` when the worker itself failed.
 */
export function parseInWorker(text: string, makeWorker: () => Worker): Promise<ValidCampaignFile> {
  return new Promise((resolve, reject) => {
    const worker = makeWorker();
    worker.onmessage = (e: MessageEvent<ImportWorkerReply>) => {
      worker.terminate();
      const reply = e.data;
      if (reply.ok) resolve(reviveFile(reply.file));
      else if ('issues' in reply) reject(new ImportError(reply.issues));
      else reject(new Error(reply.message));
    };
    worker.onerror = (e) => {
      worker.terminate();
      reject(new Error(`the file could not be checked: ${e.message || 'the checking worker failed'}`));
    };
    worker.postMessage(text);
  });
}

/** The browser's worker for `parseInWorker`. */
export function importWorker(): Worker {
  return new Worker(new URL('./import.worker.ts', import.meta.url), { type: 'module' });
}

function reviveFile(file: ValidCampaignFile): ValidCampaignFile {
  return { ...file, state: reviveState(file.state), snapshots: file.snapshots.map((s) => ({ seq: s.seq, state: reviveState(s.state) })) };
}
