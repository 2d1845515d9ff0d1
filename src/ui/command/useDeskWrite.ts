/**
 * One write through the desk (`DeskWriter.append`) for a form or a dialog: `busy` while the event is
 * being stored (the form disables its buttons and ignores a second submit), and the store's or the
 * fold's refusal kept as `error` (text, for the form's `alert`). Used by the command dialogs, the
 * HQ location field and the timeline's report and task panels.
 */
import { useState } from 'react';
import type { DeskEventInput, DeskWriter } from '../deskHost.ts';

/** What `useDeskWrite` gives a form. */
export type DeskWrite = {
  /** True from the start of a write until it is stored or refused. */
  busy: boolean;
  /** The last refusal's message, or the form's own message set with `setError`; null when none. */
  error: string | null;
  setError(message: string | null): void;
  /**
   * Clear `error` and append `draft` with `notice`. Resolves true when it was stored; false when it
   * was refused (its message is then `error`) or when another write was still busy (nothing is sent).
   * Never rejects.
   */
  write(draft: DeskEventInput, notice: string): Promise<boolean>;
};

/** The hook. `initialError` is the error shown before any write (e.g. why a proposed change cannot be). */
export function useDeskWrite(writer: DeskWriter, initialError: string | null | (() => string | null) = null): DeskWrite {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(initialError);
  const write = async (draft: DeskEventInput, notice: string): Promise<boolean> => {
    if (busy) return false;
    setError(null);
    setBusy(true);
    try {
      await writer.append(draft, notice);
      return true;
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, write };
}
