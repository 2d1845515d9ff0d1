/**
 * The message bar under the top bar: the latest notice in the `status` region "Messages" (always
 * present, so screen readers hear each new notice) and the latest error in an `alert` with its
 * detail lines (e.g. an import's problems with their paths) and a "Dismiss" button.
 */
import type { ErrorView } from './errorText.ts';

/** Props: the notice text ('' for none), the error (null for none) and `onDismiss`. */
export type MessageBarProps = { notice: string; error: ErrorView | null; onDismiss(): void };

/** The bar. */
export function MessageBar({ notice, error, onDismiss }: MessageBarProps) {
  return (
    <div className="message-bar">
      <div role="status" aria-label="Messages" className="notice">
        {notice}
      </div>
      {error && (
        <div role="alert" className="error-banner">
          <p className="error-title">{error.title}</p>
          {error.lines.length > 0 && (
            <ul className="error-lines">
              {error.lines.map((l, i) => (
                <li key={i}>{l}</li>
              ))}
            </ul>
          )}
          <button type="button" className="dismiss" onClick={onDismiss}>
            Dismiss
          </button>
        </div>
      )}
    </div>
  );
}
