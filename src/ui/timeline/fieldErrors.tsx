/**
 * Per-field errors of a form (ARCHITECTURE.md §Accessible names): each field's id, the error line
 * under it, and the `aria-invalid` / `aria-describedby` attributes that tie the two together. Used by
 * the timeline's report and task forms.
 */
import type { ReactNode } from 'react';

/** The ARIA attributes of a field: invalid and described by its error, or described by a note, or none. */
export type FieldAria = { 'aria-invalid'?: true; 'aria-describedby'?: string };

/** What `fieldErrors` gives a form. */
export type FieldErrors<F extends string> = {
  /** The id of field `f`: `<formId>-<f>`. */
  fid(f: F): string;
  /** The error line of `f` (`<p id="<fid>-err" class="field-error">`), or null when it has none. */
  err(f: F): ReactNode;
  /** The attributes for `f`'s control; `noteId` describes it when it has no error. */
  described(f: F, noteId?: string): FieldAria;
};

/** The helpers for a form whose id is `formId` and whose field errors are `errors` (field → message). */
export function fieldErrors<F extends string>(formId: string, errors: Partial<Record<F, string>>): FieldErrors<F> {
  const fid = (f: F) => `${formId}-${f}`;
  return {
    fid,
    err: (f) =>
      errors[f] ? (
        <p id={`${fid(f)}-err`} className="field-error">
          {errors[f]}
        </p>
      ) : null,
    described: (f, noteId) => (errors[f] ? { 'aria-invalid': true, 'aria-describedby': `${fid(f)}-err` } : noteId ? { 'aria-describedby': noteId } : {}),
  };
}
