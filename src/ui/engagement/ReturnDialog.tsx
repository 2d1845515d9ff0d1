/**
 * The Return dialog (`dialog` "Return to campaign"): why the
 * engagement ends (the engine's stop, or the umpire's), "Seed" for the break tests (a fresh random
 * seed), a preview of the battle report (`list` "Battle report": `engagementReturnPayload` with those
 * seeded dice, redone when the seed changes) and "Write back": the `engagement.returned` event with
 * exactly the previewed payload. A refusal shows in an `alert`; nothing is written then.
 */
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { engagementReturnPayload, engagementStop, type EventPayloads, type CampaignEngagement, type CampaignState } from '../../campaign/index.ts';
import { seededDice } from '../../rules/dice.ts';
import { Dialog } from '../Dialog.tsx';
import { errorView } from '../errorText.ts';
import { returnNotice, STOP_WORDS } from './returnText.ts';
import { freshSeed, parseSeed } from './seeds.ts';
import type { EngagementHost } from './types.ts';
import { FormFooter } from '../FormFooter.tsx';

/** Props: the campaign, the engagement (not yet returned), the desk, what to do once written, cancel, the seed source. */
export type ReturnDialogProps = {
  campaign: CampaignState;
  eng: CampaignEngagement;
  host: Pick<EngagementHost, 'append'>;
  onReturned(): void;
  onCancel(): void;
  newSeed?(): number;
};

type Preview = { ok: true; payload: EventPayloads['engagement.returned'] } | { ok: false; message: string };

/** The dialog. */
export function ReturnDialog({ campaign, eng, host, onReturned, onCancel, newSeed = freshSeed }: ReturnDialogProps) {
  const id = useId();
  const [seedText, setSeedText] = useState(() => String(newSeed()));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const stop = engagementStop(eng.state) ?? 'umpire';
  const kept = useRef<Preview | null>(null);
  const preview = useMemo((): Preview => {
    // Once written back the engagement is returned: keep showing what was written while the dialog closes.
    if (kept.current && eng.returnedSeq !== undefined) return kept.current;
    try {
      return { ok: true, payload: engagementReturnPayload(campaign, eng, stop, seededDice(parseSeed(seedText))) };
    } catch (e) {
      return { ok: false, message: e instanceof Error ? e.message : String(e) };
    }
  }, [campaign, eng, stop, seedText]);
  kept.current = preview;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !preview.ok) return;
    setBusy(true);
    setError(null);
    try {
      await host.append({ type: 'engagement.returned', v: 1, payload: preview.payload }, returnNotice(eng.title, preview.payload));
    } catch (err) {
      const v = errorView(err, 'Could not write the result back');
      setError([v.title, ...v.lines].join(' '));
      setBusy(false);
      return;
    }
    onReturned();
  };

  return (
    <Dialog title="Return to campaign" onCancel={onCancel}>
      <form className="dialog-form eng-return" onSubmit={(e) => void submit(e)}>
        <p>{`It ends because ${STOP_WORDS[stop]}. Bases lost and marked, positions, dug-in, disorganised and broken states and CUs fired go back to the campaign units.`}</p>
        <div className="field">
          <label htmlFor={`${id}-seed`}>Seed</label>
          <input id={`${id}-seed`} type="text" inputMode="numeric" data-autofocus aria-describedby={`${id}-seed-note`} value={seedText} onChange={(e) => setSeedText(e.target.value)} />
          <p id={`${id}-seed-note`} className="field-note">
            Rolls the break tests (004 §UNIT MORALE - THE BREAK TEST).
          </p>
        </div>
        {preview.ok ? (
          <ol aria-label="Battle report" className="eng-return__lines">
            {preview.payload.lines.map((l, i) => (
              <li key={i}>{l}</li>
            ))}
          </ol>
        ) : (
          <p role="alert" className="field-error">
            {preview.message}
          </p>
        )}
        <FormFooter error={error} submit="Write back" busyLabel="Writing…" busy={busy} submitDisabled={!preview.ok} onCancel={onCancel} />
      </form>
    </Dialog>
  );
}
