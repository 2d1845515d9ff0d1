/**
 * How the screens word an error from the store or the model (ARCHITECTURE.md §Accessible names:
 * errors go to an `alert`). An import refusal lists its first issues with their paths; a full
 * store says what to do about it.
 */
import { EventError, fieldLabelOfPath, OrdersFileError, PacketError } from '../campaign/index.ts';
import { ImportError, StoreQuotaError } from '../db/errors.ts';
import { fileProblemLine } from './filePlace.ts';

/** An error as shown: a headline and optional detail lines (each rendered as text). */
export type ErrorView = { title: string; lines: string[] };

/** Most import issues listed in the alert; the rest are counted. */
export const MAX_LISTED_ISSUES = 10;

/** The headline shown for a full store (the fix the umpire needs). */
export const QUOTA_TITLE = 'Storage is full — export this campaign to a file and free space';

/**
 * The view of an error. `doing` names the action for a generic failure, e.g. "Could not rename".
 * - `ImportError`: "Import refused: N problems; nothing was imported." + up to 10 `path: message` lines.
 * - `StoreQuotaError`: `QUOTA_TITLE` + the store's advice.
 * - `OrdersFileError`, `PacketError`: what was refused + up to 10 `path: message` lines.
 * - `EventError`, `NotFoundError`, `RangeError` and others: the message, after `doing`; an `EventError`
 *   about a unit's field names the field as the form does (`Calibre (mm): …`).
 */
export function errorView(e: unknown, doing?: string): ErrorView {
  if (e instanceof ImportError) {
    const n = e.issues.length;
    const lines = e.issues.slice(0, MAX_LISTED_ISSUES).map((i) => `${i.path}: ${i.message}`);
    if (n > MAX_LISTED_ISSUES) lines.push(`…and ${n - MAX_LISTED_ISSUES} more`);
    return { title: `Import refused: ${n === 1 ? '1 problem' : `${n} problems`} in the file; nothing was imported.`, lines };
  }
  if (e instanceof StoreQuotaError) return { title: QUOTA_TITLE, lines: [e.message] };
  if (e instanceof OrdersFileError || e instanceof PacketError) {
    const n = e.issues.length;
    const what = e instanceof PacketError ? 'The packet cannot be opened' : 'The orders file was refused; nothing was written';
    return { title: `${what}: ${n === 1 ? '1 problem' : `${n} problems`}.`, lines: e.issues.slice(0, MAX_LISTED_ISSUES).map(fileProblemLine) };
  }
  let message = e instanceof Error ? e.message : String(e);
  // A refusal of a unit's field is named in the form's words, not the stored field's.
  const field = e instanceof EventError ? fieldLabelOfPath(e.path) : null;
  if (field !== null && !message.toLowerCase().startsWith(field.toLowerCase())) message = `${field}: ${message}`;
  return { title: doing ? `${doing}: ${message}` : message, lines: [] };
}
