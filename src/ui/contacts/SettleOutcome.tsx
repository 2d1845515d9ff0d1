/**
 * What a roll of the combat sequence gave, in the Settle dialog (004 §THE COMBAT SEQUENCE): the outcome
 * (`status` "Outcome") and the account line by line (`list` "Account of the fight"). As a preview it
 * offers "Accept and write" (the result goes into the campaign) and "Discard" (back to the choices, a
 * fresh seed, nothing written); once written, "Done".
 */
import { useEffect, useRef } from 'react';
import { outcomeText, type EventPayloads, type CampaignState } from '../../campaign/index.ts';
import { sideName } from './contactText.ts';
import { FormError } from '../FormFooter.tsx';

/** Props: the campaign, the settlement rolled, and either the preview's buttons or the written result's "Done". */
export type SettleOutcomeProps = {
  state: CampaignState;
  settled: EventPayloads['contact.settled'];
  error: string | null;
} & ({ written: false; busy: boolean; onAccept(): void; onDiscard(): void } | { written: true; onDone(): void });

/** The outcome and its account, with what can be done next. */
export function SettleOutcome(p: SettleOutcomeProps) {
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), [p.written]);
  const outcome = outcomeText(p.settled.outcome);
  return (
    <div className="dialog-form ct-account">
      {!p.written && <p className="field-note">A preview: nothing is written until you accept it.</p>}
      <p role="status" aria-label="Outcome">
        {`${outcome[0]!.toUpperCase()}${outcome.slice(1)} after ${p.settled.minutes / 60} h (${sideName(p.state, p.settled.attackerSide)} attacking).`}
      </p>
      <ol aria-label="Account of the fight" className="ct-lines">
        {p.settled.lines.map((l, i) => (
          <li key={i}>{l}</li>
        ))}
      </ol>
      <FormError error={p.error} />
      <div className="form-actions">
        {p.written ? (
          <button ref={first} type="button" className="primary" onClick={p.onDone}>
            Done
          </button>
        ) : (
          <>
            <button ref={first} type="button" className="primary" disabled={p.busy} onClick={p.onAccept}>
              {p.busy ? 'Writing…' : 'Accept and write'}
            </button>
            <button type="button" disabled={p.busy} onClick={p.onDiscard}>
              Discard
            </button>
          </>
        )}
      </div>
    </div>
  );
}

