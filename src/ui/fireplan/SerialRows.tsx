/**
 * The rows of the serial table: a typed serial's fields — "Serial ‹n› from",
 * "… to" (H-offsets, `H-60` or `H−60`), "… target grid reference" (checked as typed: the grid
 * module's message when it is not a square on the map), the firers (`FirerPicker`), "… shoot",
 * "… shell" — its FU (read-only) and "Remove serial ‹n›", with the plan's checks for the serial
 * under it (plain text with an icon). A text field is written when it loses focus or on Enter, a
 * choice at once; a field that does not check writes nothing and says why in an `alert`.
 * `NewSerialRow` is the same fields for "New serial …" with "Save serial" and "Cancel new serial".
 */
import { useState, type KeyboardEvent } from 'react';
import { SHELL_KINDS, SHOOT_KINDS, type CampaignState, type FirePlan, type FireSerial } from '../../campaign/index.ts';
import { FirerPicker } from './FirerPicker.tsx';
import { draftOfSerial, refProblem, serialFromDraft, type SerialDraft, type SerialFields } from './planEdits.ts';
import { stillTyping } from '../GridRefField.tsx';
import type { PlanCheck } from './planView.ts';
import { CheckList, fuText, mergeStored, sameDraft, sameFields, SHELL_LABELS, SHOOT_LABELS } from './SerialParts.tsx';
import { FormError } from '../FormFooter.tsx';
import { ChoiceSelect } from '../ChoiceSelect.tsx';

const COLUMNS = 9;
const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

type FieldsProps = {
  state: CampaignState;
  plan: FirePlan;
  name: string;
  draft: SerialDraft;
  onText(field: 'from' | 'to' | 'ref', value: string): void;
  /** A text field lost focus (the stored row writes; the new row checks the reference). */
  onCommit(field: 'from' | 'to' | 'ref'): void;
  /** Enter in a text field. */
  onEnter(): void;
  onChoice(change: Partial<SerialDraft>): void;
  invalid: boolean;
};

/** The editable cells (From … Shell) of a serial draft. */
function SerialCells({ state, plan, name, draft, onText, onCommit, onEnter, onChoice, invalid }: FieldsProps) {
  const cap = name.charAt(0).toUpperCase() + name.slice(1);
  const enter = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      onEnter();
    }
  };
  const text = (field: 'from' | 'to' | 'ref', label: string, size: number) => (
    <input
      type="text"
      aria-label={`${cap} ${label}`}
      size={size}
      autoComplete="off"
      spellCheck={false}
      value={draft[field]}
      aria-invalid={invalid || undefined}
      onChange={(e) => onText(field, e.target.value)}
      onBlur={() => onCommit(field)}
      onKeyDown={enter}
    />
  );
  return (
    <>
      <td>{text('from', 'from', 7)}</td>
      <td>{text('to', 'to', 7)}</td>
      <td>{text('ref', 'target grid reference', 10)}</td>
      <td>
        <FirerPicker state={state} side={plan.side} what={name} value={draft.firerIds} onChange={(firerIds) => onChoice({ firerIds })} />
      </td>
      <td>
        <ChoiceSelect aria-label={`${cap} shoot`} options={SHOOT_KINDS} labels={SHOOT_LABELS} value={draft.shoot} onChoice={(v) => onChoice({ shoot: v })} />
      </td>
      <td>
        <ChoiceSelect aria-label={`${cap} shell`} options={SHELL_KINDS} labels={SHELL_LABELS} value={draft.shell} onChoice={(v) => onChoice({ shell: v })} />
      </td>
    </>
  );
}

/** Props of a stored serial's rows. */
export type SerialRowProps = {
  state: CampaignState;
  plan: FirePlan;
  serial: FireSerial;
  fu: number | null;
  checks: readonly PlanCheck[];
  onSave(fields: SerialFields): void;
  onRemove(): void;
};

/** A stored serial: its fields (written as they change), FU, "Remove serial ‹n›", and its checks. */
export function SerialRow({ state, plan, serial, fu, checks, onSave, onRemove }: SerialRowProps) {
  const name = `serial ${serial.label}`;
  const stored = draftOfSerial(serial);
  const [seen, setSeen] = useState(stored);
  const [draft, setDraft] = useState(stored);
  const [error, setError] = useState<string | null>(null);
  // The draft as last sent to be written: its fields are settled, not being typed.
  const [sent, setSent] = useState<SerialDraft | null>(null);
  if (!sameDraft(seen, stored)) {
    // Written (or undone): show the serial as stored, keeping a field typed since the last write.
    setSeen(stored);
    setDraft(mergeStored([seen, sent ?? seen], stored, draft));
    setSent(null);
    setError(null);
  }
  const commit = (next: SerialDraft) => {
    setDraft(next);
    let fields: SerialFields;
    try {
      fields = serialFromDraft(state.grid, next);
    } catch (e) {
      setError(errorText(e));
      return;
    }
    setError(null);
    if (!sameFields(fields, serial)) {
      setSent(next);
      onSave(fields);
    }
  };
  return (
    <tbody className="fp-serial">
      <tr>
        <th scope="row">{serial.label}</th>
        <SerialCells
          state={state}
          plan={plan}
          name={name}
          draft={draft}
          invalid={error !== null}
          onText={(field, value) => {
            setDraft((d) => ({ ...d, [field]: value }));
            if (field === 'ref') setError(stillTyping(state.grid, value) ? null : refProblem(state.grid, value));
          }}
          onCommit={() => commit(draft)}
          onEnter={() => commit(draft)}
          onChoice={(change) => commit({ ...draft, ...change })}
        />
        <td className="fp-fu">{fuText(fu)}</td>
        <td>
          <button type="button" className="link-button danger" onClick={onRemove}>
            Remove {name}
          </button>
        </td>
      </tr>
      {(error !== null || checks.length > 0) && (
        <tr className="fp-serial__notes">
          <td colSpan={COLUMNS}>
            <FormError error={error} />
            <CheckList what={name} checks={checks} />
          </td>
        </tr>
      )}
    </tbody>
  );
}

/** Props of the new-serial row: the starting draft, add (resolves true once stored) and cancel. */
export type NewSerialRowProps = { state: CampaignState; plan: FirePlan; initial: SerialDraft; onAdd(fields: SerialFields): Promise<boolean>; onCancel(): void };

/** A serial being typed: nothing is written until "Save serial" and the fields check. */
export function NewSerialRow({ state, plan, initial, onAdd, onCancel }: NewSerialRowProps) {
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    if (busy) return;
    let fields: SerialFields;
    try {
      fields = serialFromDraft(state.grid, draft);
    } catch (e) {
      setError(errorText(e));
      return;
    }
    setError(null);
    setBusy(true);
    if (!(await onAdd(fields))) setBusy(false);
  };
  return (
    <tbody className="fp-serial fp-serial--new">
      <tr>
        <th scope="row">New</th>
        <SerialCells
          state={state}
          plan={plan}
          name="new serial"
          draft={draft}
          invalid={error !== null}
          onText={(field, value) => {
            setDraft((d) => ({ ...d, [field]: value }));
            // The target reference says what is wrong with it as it is typed.
            if (field === 'ref') setError(stillTyping(state.grid, value) ? null : refProblem(state.grid, value));
          }}
          onCommit={(field) => {
            if (field === 'ref' && draft.ref.trim() !== '') setError(refProblem(state.grid, draft.ref));
          }}
          onEnter={() => void save()}
          onChoice={(change) => setDraft((d) => ({ ...d, ...change }))}
        />
        <td className="fp-fu">–</td>
        <td className="fp-serial__actions">
          <button type="button" className="primary" disabled={busy} onClick={() => void save()}>
            Save serial
          </button>
          <button type="button" disabled={busy} onClick={onCancel}>
            Cancel new serial
          </button>
        </td>
      </tr>
      {error !== null && (
        <tr className="fp-serial__notes">
          <td colSpan={COLUMNS}>
            <p role="alert" className="field-error">
              {error}
            </p>
          </td>
        </tr>
      )}
    </tbody>
  );
}
