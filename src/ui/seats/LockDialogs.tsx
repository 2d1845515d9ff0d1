/**
 * The dialogs of the projector lock (`viewLock.ts`): "Lock this view" asks for a code (entered twice)
 * and locks the seat's view; "Unlock" asks for it and goes back to the desk as it was.
 */
import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '../Dialog.tsx';
import { FormFooter } from '../FormFooter.tsx';
import { MIN_CODE_LENGTH } from './viewLock.ts';

/** "Lock this view": the seat's label, and `onLock(code)` (rejects with the reason). */
export function LockDialog({ label, onLock, onCancel }: { label: string; onLock(code: string): Promise<void>; onCancel(): void }) {
  const id = useId();
  const [code, setCode] = useState('');
  const [again, setAgain] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (code !== again) return setError('The two codes differ.');
    setBusy(true);
    try {
      await onLock(code);
    } catch (err) {
      setError(`Could not lock the view: ${err instanceof Error ? err.message : String(err)}.`);
      setBusy(false);
    }
  };
  return (
    <Dialog title="Lock this view" onCancel={onCancel}>
      <form className="dialog-form" onSubmit={(e) => void submit(e)}>
        <p>
          The desk will show only what “{label}” knows until the code is given: no umpire's view, no other campaign, no changes. Choose a code of at least {MIN_CODE_LENGTH} characters.
        </p>
        <div className="field">
          <label htmlFor={`${id}-code`}>Umpire's code</label>
          <input id={`${id}-code`} type="password" autoComplete="new-password" data-autofocus value={code} onChange={(e) => setCode(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-again`}>The code again</label>
          <input id={`${id}-again`} type="password" autoComplete="new-password" value={again} onChange={(e) => setAgain(e.target.value)} />
        </div>
        <FormFooter error={error} submit="Lock" busy={busy} onCancel={onCancel} />
      </form>
    </Dialog>
  );
}

/** "Unlock": `onUnlock(code)` resolves false for a wrong code. */
export function UnlockDialog({ onUnlock, onCancel }: { onUnlock(code: string): Promise<boolean>; onCancel(): void }) {
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const ok = await onUnlock(code);
    if (!ok) {
      setError('That is not the umpire’s code.');
      setBusy(false);
    }
  };
  return (
    <Dialog title="Unlock the desk" onCancel={onCancel}>
      <form className="dialog-form" onSubmit={(e) => void submit(e)}>
        <div className="field">
          <label htmlFor={`${id}-code`}>Umpire's code</label>
          <input id={`${id}-code`} type="password" autoComplete="current-password" data-autofocus value={code} onChange={(e) => setCode(e.target.value)} />
        </div>
        <FormFooter error={error} submit="Unlock" busy={busy} onCancel={onCancel} />
      </form>
    </Dialog>
  );
}
