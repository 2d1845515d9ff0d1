/**
 * The Dismiss dialog (`dialog` "Dismiss contact ‹ref›"): textbox "Note" (why, e.g. "the defender let the
 * recce pass"; up to 200 characters, may be empty) and "Dismiss contact": the `contact.dismissed` event.
 * A refusal shows in an `alert`; nothing is written then.
 */
import { useId, useState, type FormEvent } from 'react';
import { PLANNING_LIMITS, type CampaignContact, type CampaignState } from '../../campaign/index.ts';
import type { DeskWriter } from '../deskHost.ts';
import { Dialog } from '../Dialog.tsx';
import { errorView } from '../errorText.ts';
import { refText } from './contactText.ts';
import { FormFooter } from '../FormFooter.tsx';

/** Props: the campaign, the contact (open), the writer, and close (after writing, or to cancel). */
export type DismissDialogProps = { state: CampaignState; contact: CampaignContact; writer: DeskWriter; onClose(): void };

/** The dialog. */
export function DismissDialog({ state, contact, writer, onClose }: DismissDialogProps) {
  const id = useId();
  const ref = refText(state, contact.ref);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await writer.append({ type: 'contact.dismissed', v: 1, payload: { contactId: contact.id, note: note.trim() } }, `Dismissed the contact at ${ref}.`);
    } catch (err) {
      const v = errorView(err, 'Could not dismiss the contact');
      setError([v.title, ...v.lines].join(' '));
      setBusy(false);
      return;
    }
    onClose();
  };
  return (
    <Dialog title={`Dismiss contact ${ref}`} onCancel={onClose}>
      <form className="dialog-form" onSubmit={(e) => void submit(e)}>
        <div className="field">
          <label htmlFor={`${id}-note`}>Note</label>
          <input id={`${id}-note`} type="text" data-autofocus maxLength={PLANNING_LIMITS.label} value={note} placeholder="e.g. the defender let the recce pass" onChange={(e) => setNote(e.target.value)} />
        </div>
        <FormFooter error={error} submit="Dismiss contact" busy={busy} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
