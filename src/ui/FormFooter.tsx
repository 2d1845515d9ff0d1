/**
 * The foot of every form and dialog: the refusal or failure to show (`role="alert"`, so a screen
 * reader says it), then the submit button and, where there is one, Cancel — both disabled while the
 * form is busy, the submit button saying what it is doing ("Saving…").
 */
import type { ReactNode } from 'react';

/** Props of `FormFooter`. */
export type FormFooterProps = {
  /** What went wrong, shown above the buttons; nothing shown when absent, null, false or ''. */
  error?: string | null | false;
  /** The id of the error line (for a field's `aria-describedby`). */
  errorId?: string;
  /** The submit button's label, and its label while `busy` (default: the label). */
  submit: string;
  busyLabel?: string;
  /** Whether the form is busy (its write under way): both buttons disabled. */
  busy?: boolean;
  /** Whether the submit button is disabled for another reason (the form cannot be sent yet). */
  submitDisabled?: boolean;
  /** Cancel's action (absent: no Cancel button) and label (default "Cancel"). */
  onCancel?: () => void;
  cancelLabel?: string;
  /** More buttons, after the submit button and Cancel. */
  children?: ReactNode;
};

/** The error line, if any, and the form's buttons. */
export function FormFooter({ error, errorId, submit, busyLabel, busy = false, submitDisabled = false, onCancel, cancelLabel = 'Cancel', children }: FormFooterProps) {
  return (
    <>
      <FormError error={error} id={errorId} />
      <div className="form-actions">
        <button type="submit" className="primary" disabled={busy || submitDisabled}>
          {busy && busyLabel !== undefined ? busyLabel : submit}
        </button>
        {onCancel && (
          <button type="button" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </button>
        )}
        {children}
      </div>
    </>
  );
}

/** A form's error line (`role="alert"`), or nothing when there is no error. */
export function FormError({ error, id }: { error?: string | null | false; id?: string }) {
  if (!error) return null;
  return (
    <p role="alert" id={id} className="field-error">
      {error}
    </p>
  );
}
