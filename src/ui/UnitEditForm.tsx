/**
 * The unit panel's edit form: name, short name, type, grade, bases, establishment, injured bases,
 * dug in, radios (battalions), veteran, mobility and notes. "Save" checks the draft (`checkDraft`), and only when it is valid and something
 * changed calls `onSave` with the changed fields alone (one `unit.edited` event). Messages appear
 * next to their fields; a refusal from the store is shown in the form as an `alert`.
 */
import { useId, useState, type FormEvent } from 'react';
import { UNIT_MOBILITIES, type Unit, derivedMobility, type EditableUnitFields } from '../campaign/index.ts';
import { UNIT_TYPE_IDS, UNIT_TYPES } from '../rules/tables/unitTypes.ts';
import { GRADE_WORDS, GRADES, GREEN_FLAG_LABEL, GREEN_GRADES, MOBILITY_LABEL } from './labels.ts';
import { checkDraft, draftFromUnit, type DraftCheck, type DraftField, type UnitDraft } from './unitForm.ts';
import { VETERAN_FLAG_LABEL } from './command/commandFacts.ts';
import { errorView } from './errorText.ts';
import { FormFooter } from './FormFooter.tsx';

/** Props: the unit and `onSave`, which resolves once the store has written the event. */
export type UnitEditFormProps = {
  unit: Unit;
  onSave(changes: Partial<EditableUnitFields>): Promise<void>;
};

/** The form. Its draft follows the unit whenever the unit changes (after a save or an undo). */
export function UnitEditForm({ unit, onSave }: UnitEditFormProps) {
  const id = useId();
  const [base, setBase] = useState(unit);
  const [draft, setDraft] = useState<UnitDraft>(() => draftFromUnit(unit));
  const [errors, setErrors] = useState<DraftCheck['errors']>({});
  const [note, setNote] = useState<string | null>(null);
  const [storeError, setStoreError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reset = () => {
    setDraft(draftFromUnit(unit));
    setErrors({});
    setNote(null);
    setStoreError(null);
  };
  if (base !== unit) {
    setBase(unit);
    reset();
  }

  const set = <K extends DraftField>(field: K, value: UnitDraft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setNote(null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const check = checkDraft(unit, draft);
    setErrors(check.errors);
    setStoreError(null);
    if (Object.keys(check.errors).length > 0) {
      setNote(null);
      return;
    }
    if (Object.keys(check.changes).length === 0) {
      setNote('Nothing to save: no field has changed.');
      return;
    }
    setBusy(true);
    try {
      await onSave(check.changes);
    } catch (err) {
      setStoreError(errorView(err).title);
    } finally {
      setBusy(false);
    }
  };

  const fid = (f: DraftField) => `${id}-${f}`;
  const described = (f: DraftField) => (errors[f] ? { 'aria-invalid': true, 'aria-describedby': `${fid(f)}-err` } : {});
  const err = (f: DraftField) =>
    errors[f] ? (
      <p id={`${fid(f)}-err`} className="field-error">
        {errors[f]}
      </p>
    ) : null;
  const textField = (f: 'name' | 'shortName', label: string) => (
    <div className="field">
      <label htmlFor={fid(f)}>{label}</label>
      <input id={fid(f)} type="text" value={draft[f]} onChange={(e) => set(f, e.target.value)} {...described(f)} />
      {err(f)}
    </div>
  );
  const numberField = (f: 'bases' | 'establishmentBases' | 'injuredBases', label: string) => (
    <div className="field field-number">
      <label htmlFor={fid(f)}>{label}</label>
      <input
        id={fid(f)}
        type="text"
        inputMode="numeric"
        value={draft[f]}
        onChange={(e) => set(f, e.target.value)}
        {...described(f)}
      />
      {err(f)}
    </div>
  );

  return (
    <form className="unit-edit" aria-label="Edit unit" onSubmit={submit} noValidate>
      <h3>Edit</h3>
      {textField('name', 'Name')}
      {textField('shortName', 'Short name')}
      <div className="field">
        <label htmlFor={fid('type')}>Type</label>
        <select id={fid('type')} value={draft.type} onChange={(e) => set('type', e.target.value)} {...described('type')}>
          {UNIT_TYPE_IDS.map((t) => (
            <option key={t} value={t}>
              {UNIT_TYPES[t].label}
            </option>
          ))}
        </select>
        {err('type')}
      </div>
      <div className="field">
        <label htmlFor={fid('grade')}>Grade</label>
        <select id={fid('grade')} value={draft.grade} onChange={(e) => set('grade', e.target.value)} {...described('grade')}>
          {GRADES.map((g) => (
            <option key={g} value={g}>
              {g} — {GRADE_WORDS[g]}
            </option>
          ))}
        </select>
        {err('grade')}
      </div>
      <div className="field-row">
        {numberField('bases', 'Bases')}
        {numberField('establishmentBases', 'Establishment')}
        {numberField('injuredBases', 'Injured bases')}
      </div>
      <div className="field field-check">
        <input id={fid('dugIn')} type="checkbox" checked={draft.dugIn} onChange={(e) => set('dugIn', e.target.checked)} />
        <label htmlFor={fid('dugIn')}>Dug in</label>
      </div>
      {unit.echelon === 'battalion' && (
        <div className="field field-check">
          <input id={fid('radios')} type="checkbox" checked={draft.radios} onChange={(e) => set('radios', e.target.checked)} />
          <label htmlFor={fid('radios')}>Radios</label>
        </div>
      )}
      <div className="field field-check">
        <input id={fid('veteran')} type="checkbox" checked={draft.veteran} onChange={(e) => set('veteran', e.target.checked)} />
        <label htmlFor={fid('veteran')}>{VETERAN_FLAG_LABEL}</label>
      </div>
      <div className="field field-check">
        <input id={fid('green')} type="checkbox" checked={draft.green} disabled={!GREEN_GRADES.includes(draft.grade)} onChange={(e) => set('green', e.target.checked)} />
        <label htmlFor={fid('green')}>{GREEN_FLAG_LABEL}</label>
      </div>
      <div className="field">
        <label htmlFor={fid('mobility')}>Mobility</label>
        <select id={fid('mobility')} value={draft.mobility} onChange={(e) => set('mobility', e.target.value)} {...described('mobility')}>
          {unit.mobility === undefined && <option value="">From its type ({MOBILITY_LABEL[derivedMobility(unit)]})</option>}
          {UNIT_MOBILITIES.map((m) => (
            <option key={m} value={m}>
              {MOBILITY_LABEL[m]}
            </option>
          ))}
        </select>
        {err('mobility')}
      </div>
      <div className="field">
        <label htmlFor={fid('notes')}>Notes</label>
        <textarea id={fid('notes')} rows={3} value={draft.notes} onChange={(e) => set('notes', e.target.value)} {...described('notes')} />
        {err('notes')}
      </div>
      <FormFooter submit="Save" busyLabel="Saving…" busy={busy} onCancel={reset} cancelLabel="Reset" />
      {note && <p className="field-note">{note}</p>}
      {storeError && (
        <p role="alert" className="field-error">
          The store refused this edit: {storeError}
        </p>
      )}
    </form>
  );
}
