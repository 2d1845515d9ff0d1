/**
 * "Advance to…": a dialog "Advance the clock" with one date-time field "Advance the clock to" in
 * the scenario's local time, "Advance clock" and "Cancel". A time not after the clock is refused in
 * an `alert` inside the dialog (going back is Undo); so is the store's refusal, and the dialog stays
 * open. While an hourly run goes on it shows "Hour n of N" and "Stop". It closes (the caller unmounts
 * it) once `onAdvance` resolves.
 */
import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '../Dialog.tsx';
import { errorView } from '../errorText.ts';
import { campaignClockIso, formatCampaignClock } from '../clock.ts';
import { advanceTargetMin, nextHourMin } from './advance.ts';
import { FormFooter } from '../FormFooter.tsx';

/** The field's label (ARCHITECTURE.md §Accessible names). */
export const ADVANCE_TO_LABEL = 'Advance the clock to';

/**
 * Props: the scenario's `startLocal`, the campaign clock `clockMin`, and `onAdvance(toMin)` which
 * writes the `clock.advanced` (rejecting with the store's error).
 */
export type AdvanceToDialogProps = {
  startLocal: string;
  clockMin: number;
  onAdvance(toMin: number): Promise<void>;
  onCancel(): void;
  /** An hourly run's progress while it runs (shown with "Stop"), else null. */
  progress?: { done: number; total: number } | null;
  /** Stop the run between two hours; the hours written stay (one Undo takes them back). */
  onStop?(): void;
};

/** An hourly run's progress bar, "Hour n of N", and "Stop" (the clock bar and the dialog show it). */
export function RunProgress({ progress, onStop }: { progress: { done: number; total: number }; onStop?: () => void }) {
  return (
    <div className="clock-progress" role="status">
      <progress max={progress.total} value={progress.done} aria-label="Hours advanced" />
      <span>
        Hour {progress.done} of {progress.total}
      </span>
      {onStop && (
        <button type="button" onClick={onStop}>
          Stop
        </button>
      )}
    </div>
  );
}

/** The dialog; the field starts at the next whole hour. */
export function AdvanceToDialog({ startLocal, clockMin, onAdvance, onCancel, progress = null, onStop }: AdvanceToDialogProps) {
  const id = useId();
  const [value, setValue] = useState(() => campaignClockIso(startLocal, nextHourMin(clockMin)));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    let toMin: number;
    try {
      toMin = advanceTargetMin(startLocal, clockMin, value);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await onAdvance(toMin);
    } catch (err) {
      const v = errorView(err, 'Could not advance the clock');
      setError([v.title, ...v.lines].join(' '));
      setBusy(false);
    }
  };
  return (
    <Dialog title="Advance the clock" onCancel={onCancel}>
      <form className="dialog-form" noValidate onSubmit={(e) => void submit(e)}>
        <p className="field-note" id={`${id}-now`}>
          The clock is at {formatCampaignClock(startLocal, clockMin)} (the scenario’s local time).
        </p>
        <div className="field">
          <label htmlFor={`${id}-to`}>{ADVANCE_TO_LABEL}</label>
          <input
            id={`${id}-to`}
            type="datetime-local"
            step={60}
            data-autofocus
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-now`}
            onChange={(e) => {
              setValue(e.target.value);
              setError(null);
            }}
          />
        </div>
        {progress && <RunProgress progress={progress} onStop={onStop} />}
        <FormFooter error={error} errorId={`${id}-error`} submit="Advance clock" busyLabel="Advancing…" busy={busy} onCancel={onCancel} />
      </form>
    </Dialog>
  );
}
