/**
 * A campaign that could not be opened or shown (a damaged log, a file from a newer version, a state the
 * screens cannot draw) must never take the desk down: this card names the campaign and the reason,
 * offers "Export raw log" (the stored rows as they are, to keep or repair) and "Delete campaign…" (with
 * a confirmation), and lets the umpire open any other campaign. `DeskBoundary` catches a screen that
 * throws while drawing and shows the card in its place.
 */
import { useId, useState, type ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import type { CampaignMeta } from '../db/api.ts';
import { errorView } from './errorText.ts';

/** Props: the campaign that failed (null: not known), why, the other campaigns, and what the buttons do. */
export type CampaignFailureProps = {
  failed: CampaignMeta | null;
  error: unknown;
  campaigns: readonly CampaignMeta[];
  onOpen(id: string): void;
  onExportRaw(id: string): void;
  onDelete(id: string): void;
};

/** The card. */
export function CampaignFailure({ failed, error, campaigns, onOpen, onExportRaw, onDelete }: CampaignFailureProps) {
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const view = errorView(error, 'Reason');
  const others = campaigns.filter((c) => c.id !== failed?.id);
  return (
    <main className="desk-empty">
      <section className="empty-card failure-card" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{failed ? `The campaign “${failed.name}” could not be opened` : 'This campaign could not be shown'}</h2>
        <p role="alert">
          {view.title}
          {view.lines.map((l) => (
            <span key={l} className="failure-line">
              {l}
            </span>
          ))}
        </p>
        <p>Your other campaigns are not affected. Keep this one's log as a file before you delete it: it can be repaired by hand or sent to whoever keeps the app.</p>
        {failed && (
          <div className="form-actions">
            <button type="button" onClick={() => onExportRaw(failed.id)}>
              Export raw log
            </button>
            {confirming ? (
              <>
                <button type="button" className="danger" onClick={() => onDelete(failed.id)}>
                  Delete “{failed.name}” for good
                </button>
                <button type="button" onClick={() => setConfirming(false)}>
                  Keep it
                </button>
              </>
            ) : (
              <button type="button" onClick={() => setConfirming(true)}>
                Delete campaign…
              </button>
            )}
          </div>
        )}
        {others.length > 0 && (
          <div className="field">
            <label htmlFor={`${id}-other`}>Open another campaign</label>
            <select id={`${id}-other`} value="" onChange={(e) => e.target.value && onOpen(e.target.value)}>
              <option value="">Choose…</option>
              {others.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
            </select>
          </div>
        )}
      </section>
    </main>
  );
}

/**
 * Catches a screen of campaign `campaign` that throws while drawing and shows `CampaignFailure` in its
 * place; opening another campaign (`resetKey` changes) tries again.
 */
export function DeskBoundary({ campaign, resetKey, children, ...card }: Omit<CampaignFailureProps, 'failed' | 'error'> & { campaign: CampaignMeta | null; resetKey: string | null; children: ReactNode }) {
  // A render function, not a component made here: a new component type each render would remount the
  // card (losing its confirmation and focus) whenever the desk re-renders.
  const fallbackRender = ({ error }: FallbackProps) => <CampaignFailure failed={campaign} error={error} {...card} />;
  return (
    <ErrorBoundary fallbackRender={fallbackRender} resetKeys={[resetKey]}>
      {children}
    </ErrorBoundary>
  );
}
