/**
 * The campaign-file Web Worker: receives a file's text, checks it completely off the page's thread
 * (`parseCampaignFile`: size, JSON, hostile keys, schema, the fold of the whole log) and posts back
 * `{ ok: true, file }` or `{ ok: false, issues }` (an `ImportError`'s) or `{ ok: false, message }`.
 */
import { ImportError } from './errors.ts';
import { parseCampaignFile } from './fileFormat.ts';
import type { ImportWorkerReply } from './workerParse.ts';

const post = (reply: ImportWorkerReply) => (self as unknown as { postMessage(m: ImportWorkerReply): void }).postMessage(reply);

self.onmessage = (e: MessageEvent<string>) => {
  try {
    post({ ok: true, file: parseCampaignFile(e.data) });
  } catch (err) {
    if (err instanceof ImportError) post({ ok: false, issues: [...err.issues] });
    else post({ ok: false, message: err instanceof Error ? err.message : String(err) });
  }
};
