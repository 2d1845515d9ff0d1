/**
 * A fire plan's settings in its editor: "H-hour" (the scenario's local date
 * and time; moving it writes the plan with the new `hHourMin` and the serials' offsets unchanged, so
 * every serial moves with it), "Scale", "Edition", "Wind towards (degrees)", "Seed" and, when aircraft
 * fly in the plan, "Aircraft driven off by anti-aircraft press home" (004 §THE FIREPLAN - AIR TO GROUND
 * FIRE). A typed field
 * is written when it loses focus or on Enter, a choice at once; a value that does not check writes
 * nothing and says why in an `alert`.
 */
import { useId, useState, type KeyboardEvent } from 'react';
import { batteriesOf, isAirUnit, type CampaignState, type FirePlan } from '../../campaign/index.ts';
import type { Edition } from '../../rules/types.ts';
import { campaignClockIso } from '../clock.ts';
import { hHourMinOf, MAX_SEED, SCALE_LABELS, wholeField } from './newPlan.ts';

type CommitFieldProps = {
  label: string;
  stored: string;
  type?: 'text' | 'datetime-local';
  size?: number;
  /** Check the text and write it (throws `RangeError` with the message to show). */
  commit(text: string): void;
};

/** A text field that writes on blur or Enter, and shows the stored value again after a write or an undo. */
function CommitField({ label, stored, type = 'text', size, commit }: CommitFieldProps) {
  const id = useId();
  const [seen, setSeen] = useState(stored);
  const [text, setText] = useState(stored);
  const [error, setError] = useState<string | null>(null);
  if (seen !== stored) {
    setSeen(stored);
    setText(stored);
    setError(null);
  }
  const done = () => {
    if (text === stored) {
      setError(null);
      return;
    }
    try {
      commit(text);
      setError(null);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  const enter = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      done();
    }
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        step={type === 'datetime-local' ? 60 : undefined}
        size={size}
        value={text}
        aria-invalid={error !== null || undefined}
        aria-describedby={error !== null ? `${id}-err` : undefined}
        onChange={(e) => setText(e.target.value)}
        onBlur={done}
        onKeyDown={enter}
      />
      {error !== null && (
        <p id={`${id}-err`} role="alert" className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** Props: the campaign, the plan and the write (a change applied to the plan as stored when its turn comes). */
export type PlanSettingsProps = { state: CampaignState; plan: FirePlan; onChange(change: (plan: FirePlan) => FirePlan, notice: string): void };

/** The settings row. */
export function PlanSettings({ state, plan, onChange }: PlanSettingsProps) {
  const id = useId();
  return (
    <div className="fp-settings field-row">
      <CommitField
        label="H-hour"
        type="datetime-local"
        stored={campaignClockIso(state.startLocal, plan.hHourMin)}
        commit={(text) => {
          const hHourMin = hHourMinOf(state, text);
          onChange((p) => ({ ...p, hHourMin }), `H-hour of “${plan.title}” moved to ${text.replace('T', ' ')}; every serial moves with it.`);
        }}
      />
      <div className="field">
        <label htmlFor={`${id}-scale`}>Scale</label>
        <select id={`${id}-scale`} value={plan.scale} onChange={(e) => {
            // Read the choice now: the controlled select shows the stored value again before the write runs.
            const scale = e.target.value as FirePlan['scale'];
            onChange((p) => ({ ...p, scale }), `“${plan.title}” resolves at ${SCALE_LABELS[scale]} scale.`);
          }}>
          {(Object.keys(SCALE_LABELS) as FirePlan['scale'][]).map((k) => (
            <option key={k} value={k}>
              {SCALE_LABELS[k]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-edition`}>Edition</label>
        <select id={`${id}-edition`} value={plan.edition} onChange={(e) => {
            const edition = e.target.value as Edition;
            onChange((p) => ({ ...p, edition }), `“${plan.title}” uses 1418 ${edition}.`);
          }}>
          <option value="v0.8">1418 v0.8</option>
          <option value="v0.7">1418 v0.7</option>
        </select>
      </div>
      <CommitField
        label="Wind towards (degrees)"
        size={5}
        stored={String(plan.windToDeg)}
        commit={(text) => {
          const windToDeg = wholeField(text, 'Wind towards (degrees)', 0, 359);
          onChange((p) => ({ ...p, windToDeg }), `Wind of “${plan.title}”: towards ${windToDeg}°.`);
        }}
      />
      <CommitField
        label="Seed"
        size={11}
        stored={String(plan.seed)}
        commit={(text) => {
          const seed = wholeField(text, 'Seed', 0, MAX_SEED);
          onChange((p) => ({ ...p, seed }), `Seed of “${plan.title}”: ${seed}.`);
        }}
      />
      {hasAir(state, plan) && (
        <div className="field-check">
          <input
            id={`${id}-press`}
            type="checkbox"
            checked={plan.airPressHome === true}
            onChange={(e) => {
              const press = e.target.checked;
              onChange(
                (p) => {
                  const next: FirePlan = { ...p };
                  if (press) next.airPressHome = true;
                  else delete next.airPressHome;
                  return next;
                },
                press ? `Aircraft of “${plan.title}” press home when driven off, taking the anti-aircraft's fire first.` : `Aircraft of “${plan.title}” turn back when driven off.`,
              );
            }}
          />
          <label htmlFor={`${id}-press`}>Aircraft driven off by anti-aircraft press home</label>
        </div>
      )}
    </div>
  );
}

/** Whether any serial or lift of `plan` has an air unit among its firers' units. */
function hasAir(state: CampaignState, plan: FirePlan): boolean {
  return [...plan.serials, ...plan.lifts].some((s) => batteriesOf(state, s.firerIds).some((id) => isAirUnit(state.units[id]!)));
}
