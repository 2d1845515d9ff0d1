/**
 * De Rosa morale in the unit panel (`003_11ff81f41091c16b.txt` "Morale"), shown while the De Rosa rules are
 * on: `region` "De Rosa morale" with the unit's state and what it means, its figures, the select "Reason to
 * test" (A–E, proposed from its losses and state), textbox "D10" with "Roll" (a fair D10 from
 * `crypto.getRandomValues`) or the die typed, the result (`status` "Morale test result") and "Record
 * morale test", which writes one `morale.tested`. All text is rendered as text.
 */
import { useId, useState } from 'react';
import { moraleOf, type CampaignState, type Unit } from '../../campaign/index.ts';
import { DE_ROSA_REASONS, type DeRosaTestReason } from '../../rules/tables/deRosa.ts';
import { useDeskWrite } from '../command/useDeskWrite.ts';
import { rollDie } from '../command/commandTestModel.ts';
import type { DeskWriter } from '../deskHost.ts';
import { d10Of, figuresText, MORALE_EFFECTS, MORALE_WORDS, moraleTestedDraft, previewTest, proposedReason, testText } from './moraleModel.ts';

/** A fair D10 (1–10) from the browser's random source, by rejection so every face is as likely. */
export function rollD10(random: (a: Uint8Array) => Uint8Array = (a) => crypto.getRandomValues(a)): number {
  return rollDie(10, random);
}

/** Props: the state, the unit, the desk's writer; `roll` replaces the D10 (tests). */
export type MoraleSectionProps = { state: CampaignState; unit: Unit; writer: DeskWriter; roll?: () => number };

/** The section. */
export function MoraleSection({ state, unit, writer, roll = rollD10 }: MoraleSectionProps) {
  const id = useId();
  const [reason, setReason] = useState<DeRosaTestReason>(() => proposedReason(state, unit));
  const [dieText, setDieText] = useState('');
  const { busy, error, setError, write } = useDeskWrite(writer);
  const morale = moraleOf(unit);
  const figures = figuresText(state, unit);
  const die = d10Of(dieText);
  const preview = 'die' in die ? previewTest(state, unit, reason, die.die) : die;
  const record = async () => {
    if (!('test' in preview)) return;
    const ok = await write(moraleTestedDraft(unit.id, preview.test), `Morale test of ${unit.shortName}: ${testText(preview.test)}`);
    if (ok) {
      setDieText('');
      setReason(proposedReason(state, { ...unit, ...(preview.test.after === 'good' ? { deRosaMorale: undefined } : { deRosaMorale: preview.test.after }) }));
    }
  };
  return (
    <section className="unit-section de-rosa-morale" aria-label="De Rosa morale">
      <h3>Morale (De Rosa)</h3>
      <p>
        {MORALE_WORDS[morale]}: {MORALE_EFFECTS[morale]}. {figures.text}.
      </p>
      <div className="field">
        <label htmlFor={`${id}-reason`}>Reason to test</label>
        <select id={`${id}-reason`} value={reason} onChange={(e) => (setReason(e.target.value as DeRosaTestReason), setError(null))}>
          {(Object.keys(DE_ROSA_REASONS) as DeRosaTestReason[]).map((r) => (
            <option key={r} value={r} disabled={r === 'rallying' && morale === 'good'}>
              {DE_ROSA_REASONS[r]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-die`}>D10</label>
        <div className="field-row">
          <input id={`${id}-die`} value={dieText} inputMode="numeric" onChange={(e) => setDieText(e.target.value)} aria-describedby={`${id}-result`} />
          <button type="button" onClick={() => setDieText(String(roll()))}>
            Roll
          </button>
        </div>
      </div>
      <p id={`${id}-result`} role="status" aria-label="Morale test result">
        {'test' in preview ? testText(preview.test) : preview.problem}
      </p>
      {error && (
        <p role="alert" className="field-error">
          {error}
        </p>
      )}
      <button type="button" disabled={!('test' in preview) || busy} onClick={() => void record()}>
        Record morale test
      </button>
    </section>
  );
}
