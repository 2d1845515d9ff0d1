/**
 * Lifts (creeping barrages) of a fire plan: each lift with what it does, "Remove lift ‹label›"
 * ("Remove ‹label›" when the label already says lift, as "Lift 1" does), and the serials it generates, read-only (`table` "Serials of ‹label›",
 * with their checks); "Add lift" opens the `form` "Add lift": "Lift label", "Lift start (H-offset)",
 * "Step minutes", "Step metres", "Bearing (degrees)", "Steps", "Lift start grid reference", the
 * firers, "Lift shoot", "Lift shell"; "Save lift" writes the plan with the lift, "Cancel lift".
 */
import { useId, useState, type FormEvent } from 'react';
import { SHELL_KINDS, SHOOT_KINDS, type CampaignState, type FireLift, type FirePlan } from '../../campaign/index.ts';
import { FirerPicker } from './FirerPicker.tsx';
import { firersText } from './firers.ts';
import { formatHOffset } from './hOffset.ts';
import { shootMinOf } from '../../rules/artillery/shoots.ts';
import { liftFromDraft, newLiftDraft, nextLiftId, refProblem, type LiftDraft } from './planEdits.ts';
import { groupLiftChecks, type PlanScreenView } from './planView.ts';
import { stillTyping } from '../GridRefField.tsx';
import { CheckList, fuText, SHELL_LABELS, SHOOT_LABELS } from './SerialParts.tsx';
import { FormFooter } from '../FormFooter.tsx';
import { ChoiceSelect } from '../ChoiceSelect.tsx';
import { TableHead } from '../TableHead.tsx';

/** A lift in words: `from B1 at H+0, 6 steps of 100 m towards 0° every 4 min; HE, effective; firers A1/1`. */
export function liftSummary(state: CampaignState, lift: FireLift): string {
  return `from ${lift.startRef} at ${formatHOffset(lift.startOffsetMin)}, ${lift.steps} step${lift.steps === 1 ? '' : 's'} of ${lift.stepM} m towards ${lift.bearingDeg}° every ${lift.stepMin} min; ${SHELL_LABELS[lift.shell]}, ${SHOOT_LABELS[lift.shoot].toLowerCase()}; firers ${firersText(state, lift.firerIds)}`;
}

/**
 * How a lift is paid for, in the words of 004 §THE FIREPLAN (docs/RULINGS.md §Fire units on a creeping
 * barrage): e.g. "One shoot (1 FU a battery) for each started hour of the lift: 2 in its 2 h."
 */
export function liftShootNote(lift: Pick<FireLift, 'steps' | 'stepMin' | 'shoot'>): string {
  const spanMin = shootMinOf(lift.shoot);
  const totalMin = lift.steps * lift.stepMin;
  const n = Math.ceil(totalMin / spanMin);
  const span = lift.shoot === 'harassing' ? 'two hours' : 'hour';
  return `A lift is not a new shoot at each step: one shoot (1 FU a battery) for each started ${span} of the lift, ${n} in its ${durationText(totalMin)}.`;
}

function durationText(min: number): string {
  const h = Math.floor(min / 60);
  const m = min % 60;
  return h === 0 ? `${m} min` : m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** Props: the campaign, the plan, its view, and the writes (each resolves true once stored). */
export type LiftsProps = {
  state: CampaignState;
  plan: FirePlan;
  view: PlanScreenView;
  onAdd(lift: FireLift): Promise<boolean>;
  onRemove(lift: FireLift): void;
};

/** The lifts section. */
export function Lifts({ state, plan, view, onAdd, onRemove }: LiftsProps) {
  const [adding, setAdding] = useState(false);
  return (
    <section className="fp-lifts" aria-label="Lifts">
      <header className="row-head">
        <h4>Lifts</h4>
        <button type="button" aria-expanded={adding} onClick={() => setAdding((a) => !a)}>
          Add lift
        </button>
      </header>
      {adding && (
        <LiftForm
          state={state}
          plan={plan}
          onAdd={async (lift) => {
            const ok = await onAdd(lift);
            if (ok) setAdding(false);
            return ok;
          }}
          onCancel={() => setAdding(false)}
        />
      )}
      {plan.lifts.length === 0 && !adding && <p className="field-note">No lifts. A lift steps its target forward every few minutes and generates its serials.</p>}
      {plan.lifts.map((lift) => {
        const serials = view.serials.filter((s) => s.liftId === lift.id);
        return (
          <section key={lift.id} className="fp-lift" aria-label={`Lift ${lift.label}`}>
            <header className="row-head">
              <h5>{lift.label}</h5>
              <button type="button" className="link-button danger" onClick={() => onRemove(lift)}>
                {/^lift\b/i.test(lift.label) ? `Remove ${lift.label}` : `Remove lift ${lift.label}`}
              </button>
            </header>
            <p className="fp-lift__summary">{liftSummary(state, lift)}</p>
            <p className="field-note">{liftShootNote(lift)}</p>
            <CheckList what={`lift ${lift.label}`} checks={[...(view.checks.get(lift.id) ?? []), ...groupLiftChecks(serials, view.checks)]} />
            <table className="fp-table" aria-label={`Serials of ${lift.label}`}>
              <TableHead columns={['Serial', 'From', 'To', 'Target', 'FU']} />
              <tbody>
                {serials.map((s) => (
                  <tr key={s.id}>
                    <th scope="row">
                      {s.label}
                      {(view.checks.get(s.id)?.length ?? 0) > 0 && (
                        <span className="fp-checks__icon" title="See the checks of this lift above">
                          {' '}
                          ⚠
                        </span>
                      )}
                    </th>
                    <td>{formatHOffset(s.startOffsetMin)}</td>
                    <td>{formatHOffset(s.endOffsetMin)}</td>
                    <td>{s.targetRef}</td>
                    <td className="fp-fu">
                      {s.fu === 0 ? <span title="Fired within the shoot begun on an earlier step of this lift">–</span> : fuText(s.fu)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        );
      })}
    </section>
  );
}

type LiftFormProps = { state: CampaignState; plan: FirePlan; onAdd(lift: FireLift): Promise<boolean>; onCancel(): void };

/** The "Add lift" form. */
function LiftForm({ state, plan, onAdd, onCancel }: LiftFormProps) {
  const id = useId();
  const [draft, setDraft] = useState<LiftDraft>(() => newLiftDraft(plan));
  const [error, setError] = useState<string | null>(null);
  const [refError, setRefError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (change: Partial<LiftDraft>) => setDraft((d) => ({ ...d, ...change }));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    let lift: FireLift;
    try {
      lift = liftFromDraft(state.grid, draft, nextLiftId(plan));
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      return;
    }
    setError(null);
    setBusy(true);
    if (!(await onAdd(lift))) setBusy(false);
  };
  const text = (field: 'label' | 'start' | 'stepMin' | 'stepM' | 'bearingDeg' | 'steps' | 'ref', label: string, numeric = false) => (
    <div className="field">
      <label htmlFor={`${id}-${field}`}>{label}</label>
      <input
        id={`${id}-${field}`}
        type="text"
        inputMode={numeric ? 'numeric' : undefined}
        autoComplete="off"
        value={draft[field]}
        aria-invalid={field === 'ref' && refError !== null ? true : undefined}
        aria-describedby={field === 'ref' && refError !== null ? `${id}-ref-error` : undefined}
        onChange={(e) => {
          set({ [field]: e.target.value });
          // The start reference says what is wrong with it as it is typed.
          if (field === 'ref') setRefError(stillTyping(state.grid, e.target.value) ? null : refProblem(state.grid, e.target.value));
        }}
      />
      {field === 'ref' && refError !== null && (
        <p id={`${id}-ref-error`} className="field-error">
          {refError}
        </p>
      )}
    </div>
  );
  return (
    <form className="fp-lift-form" aria-label="Add lift" noValidate onSubmit={(e) => void submit(e)}>
      <div className="field-row">
        {text('label', 'Lift label')}
        {text('start', 'Lift start (H-offset)')}
        {text('ref', 'Lift start grid reference')}
      </div>
      <div className="field-row">
        {text('stepMin', 'Step minutes', true)}
        {text('stepM', 'Step metres', true)}
        {text('bearingDeg', 'Bearing (degrees)', true)}
        {text('steps', 'Steps', true)}
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor={`${id}-shoot`}>Lift shoot</label>
          <ChoiceSelect id={`${id}-shoot`} options={SHOOT_KINDS} labels={SHOOT_LABELS} value={draft.shoot} onChoice={(v) => set({ shoot: v })} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-shell`}>Lift shell</label>
          <ChoiceSelect id={`${id}-shell`} options={SHELL_KINDS} labels={SHELL_LABELS} value={draft.shell} onChoice={(v) => set({ shell: v })} />
        </div>
      </div>
      <FirerPicker state={state} side={plan.side} what="the new lift" value={draft.firerIds} onChange={(firerIds) => set({ firerIds })} />
      <FormFooter error={error} submit="Save lift" busy={busy} onCancel={onCancel} cancelLabel="Cancel lift" />
    </form>
  );
}
