/**
 * The busy state and the error line of a dialog that writes: `run(fn)` marks the dialog busy, clears
 * the error, awaits `fn`, and on a refusal or failure shows it in the user's words (`errorView`) and
 * frees the dialog again. On success the dialog stays busy: the caller closes it. `setError` shows a
 * refusal of the form's own (a name left empty) without running anything.
 */
import { useState } from 'react';
import { errorView } from './errorText.ts';

/** What `useAction` gives a dialog. */
export type Action = { busy: boolean; error: string | null; setError(message: string | null): void; run(fn: () => Promise<unknown>): Promise<void> };

/** A dialog's busy state and error line (see the module note). */
export function useAction(): Action {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (fn: () => Promise<unknown>) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await fn();
    } catch (e) {
      const v = errorView(e);
      setError([v.title, ...v.lines].join(' '));
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}
