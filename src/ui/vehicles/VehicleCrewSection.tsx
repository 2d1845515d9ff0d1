/**
 * The crew of an immobilised tank (1916 module, `002_0a64821d231c1bbf.txt` §2.3 "Vehicle Crew Reaction"),
 * in the unit panel: `region` "Vehicle crew" with what immobilised it, radio group "Crew option" (Stand,
 * Dismount, Repair, Abandon — once only —, Destroy), for a repair the select "Helping crew" (another unit
 * of the same type and side: two dice), textbox "Dice" with "Roll" (fair D6s from
 * `crypto.getRandomValues`) or the dice typed, the result on the campaign's crew chart (`status` "Crew
 * result", saying when its target is assumed) and "Record crew action", which writes one
 * `vehicle.crewActed`. All text is rendered as text.
 */
import { useId, useState } from 'react';
import type { CampaignState, Unit, UnitId } from '../../campaign/index.ts';
import { CREW_ACTIONS, type CrewAction } from '../../rules/tables/vehicles1916.ts';
import { rollD6 } from '../command/commandTestModel.ts';
import { useDeskWrite } from '../command/useDeskWrite.ts';
import type { DeskWriter } from '../deskHost.ts';
import { CREW_ACTION_WORDS, crewActedDraft, crewResult, diceOf, diceWanted, helpersOf, immobilisedText, resultText, targetAssumed } from './crewModel.ts';

/** Props: the state, the immobilised unit, the desk's writer; `roll` replaces the die (tests). */
export type VehicleCrewSectionProps = { state: CampaignState; unit: Unit; writer: DeskWriter; roll?: () => number };

/** The section (nothing when the unit is not immobilised). */
export function VehicleCrewSection({ state, unit, writer, roll = rollD6 }: VehicleCrewSectionProps) {
  const id = useId();
  const [action, setAction] = useState<CrewAction>('repair');
  const [helperId, setHelperId] = useState<UnitId | ''>('');
  const [diceText, setDiceText] = useState('');
  const { busy, error, setError, write } = useDeskWrite(writer);
  const line = immobilisedText(state, unit);
  if (!line || !unit.immobilised) return null;
  const helpers = helpersOf(state, unit);
  const helped = action === 'repair' && helperId !== '' && helpers.some((h) => h.id === helperId);
  const want = diceWanted(unit, action, helped);
  const parsed = diceOf(diceText, want);
  const result = 'dice' in parsed ? crewResult(state, unit, action, parsed.dice, helped) : null;
  const pick = (a: CrewAction) => {
    setAction(a);
    setDiceText('');
    setError(null);
  };
  const record = async () => {
    if (!result) return;
    const ok = await write(crewActedDraft(unit.id, result, helped ? (helperId as UnitId) : null), `Crew of ${unit.shortName}: ${resultText(result)}`);
    if (ok) setDiceText('');
  };
  return (
    <section className="unit-section vehicle-crew" aria-label="Vehicle crew">
      <h3>Vehicle crew (1916)</h3>
      <p>{line}</p>
      <fieldset>
        <legend>Crew option</legend>
        {CREW_ACTIONS.map((a) => (
          <div className="field-check" key={a}>
            <input id={`${id}-${a}`} type="radio" name={`${id}-action`} checked={action === a} disabled={a === 'abandon' && unit.immobilised!.abandoned !== undefined} onChange={() => pick(a)} />
            <label htmlFor={`${id}-${a}`}>{CREW_ACTION_WORDS[a]}</label>
          </div>
        ))}
      </fieldset>
      {action === 'repair' && (
        <div className="field">
          <label htmlFor={`${id}-helper`}>Helping crew</label>
          <select id={`${id}-helper`} value={helperId} onChange={(e) => (setHelperId(e.target.value), setDiceText(''))}>
            <option value="">None (one die)</option>
            {helpers.map((h) => (
              <option key={h.id} value={h.id}>
                {h.shortName} (two dice)
              </option>
            ))}
          </select>
        </div>
      )}
      {want > 0 && (
        <div className="field">
          <label htmlFor={`${id}-dice`}>Dice</label>
          <div className="field-row">
            <input id={`${id}-dice`} value={diceText} inputMode="numeric" onChange={(e) => setDiceText(e.target.value)} aria-describedby={`${id}-result`} />
            <button type="button" onClick={() => setDiceText(Array.from({ length: want }, () => roll()).join(' '))}>
              Roll
            </button>
          </div>
        </div>
      )}
      <p id={`${id}-result`} role="status" aria-label="Crew result">
        {result ? resultText(result) : 'problem' in parsed ? parsed.problem : ''}
        {result && targetAssumed(state, unit, action) && <span className="muted"> (assumed target: the seed’s crew chart is lost)</span>}
      </p>
      {error && (
        <p role="alert" className="field-error">
          {error}
        </p>
      )}
      <button type="button" disabled={!result || busy} onClick={() => void record()}>
        Record crew action
      </button>
    </section>
  );
}
