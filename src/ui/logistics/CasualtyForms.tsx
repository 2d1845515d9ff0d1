/**
 * The casualty forms of the Logistics screen (004 §COLLECTION POINTS FOR CASUALTIES AND VEHICLES,
 * §REORGANISATION), each one event through the desk, each saying first what it will do (`status`):
 * - `form` "Collection point": "Unit" → `casualties.collected` (half its casualty markers treated);
 * - `form` "Reorganise": "Unit", for an odd count "Die for the odd casualty" + "Roll D6" →
 *   `unit.reorganised` (half removed, the odd one on 4–6, the rest to the brigade medical post;
 *   disorganisation cleared);
 * - `form` "Vehicle repair": "Unit" (armour, tracked or motorised) → `vehicles.repaired` (half repaired).
 */
import { useId, useState, type FormEvent } from 'react';
import { isTracked, medicalPostOf, type CampaignState, type Unit, type UnitId } from '../../campaign/index.ts';
import { useDeskWrite } from '../command/useDeskWrite.ts';
import type { DeskEventInput, DeskWriter } from '../deskHost.ts';
import { collectText, reorganiseNeedsDie, reorganiseText, repairText } from './casualtyView.ts';
import { parseDie } from './dice.ts';
import { DieField, UnitSelect, unitsWhere, WriteError, type RollDie } from './formBits.tsx';
import { FormFooter } from '../FormFooter.tsx';

/** Props of the casualty forms: the state, the writer, the unit selected on the desk, and the dice. */
export type CasualtyFormProps = { state: CampaignState; writer: DeskWriter; selectedUnitId: UnitId | null; roll: RollDie };

/** The chosen unit, following the desk's selection. */
function useFollowedUnit(selectedUnitId: UnitId | null): [UnitId, (id: UnitId) => void] {
  const [unitId, setUnitId] = useState<UnitId>(selectedUnitId ?? '');
  const [seen, setSeen] = useState(selectedUnitId);
  if (seen !== selectedUnitId) {
    setSeen(selectedUnitId);
    if (selectedUnitId !== null) setUnitId(selectedUnitId);
  }
  return [unitId, setUnitId];
}

/** A one-unit casualty form: `title` (its name and button), the units offered, the preview and the draft. */
function OneUnitForm(props: {
  state: CampaignState;
  writer: DeskWriter;
  selectedUnitId: UnitId | null;
  title: string;
  button: string;
  units: readonly Unit[];
  preview(unit: Unit): string;
  draft(unit: Unit): DeskEventInput;
  notice(unit: Unit): string;
}) {
  const id = useId();
  const [unitId, setUnitId] = useFollowedUnit(props.selectedUnitId);
  const { busy, error, setError, write } = useDeskWrite(props.writer);
  const unit = props.state.units[unitId];
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!unit) return setError('Choose a unit.');
    await write(props.draft(unit), props.notice(unit));
  };
  return (
    <form className="lg-form" aria-label={props.title} onSubmit={submit} noValidate>
      <h4>{props.title}</h4>
      <UnitSelect state={props.state} id={`${id}-unit`} label="Unit" units={props.units} value={unitId} onChange={(u) => (setUnitId(u), setError(null))} />
      <p className="field-note" role="status" aria-label={`${props.title} result`}>
        {unit ? props.preview(unit) : ''}
      </p>
      <WriteError error={error} />
      <div className="form-actions">
        <button type="submit" className="primary" disabled={busy}>
          {props.button}
        </button>
      </div>
    </form>
  );
}

/** "Collection point". */
export function CollectForm({ state, writer, selectedUnitId }: Omit<CasualtyFormProps, 'roll'>) {
  return (
    <OneUnitForm
      state={state}
      writer={writer}
      selectedUnitId={selectedUnitId}
      title="Collection point"
      button="Collect casualties"
      units={unitsWhere(state)}
      preview={collectText}
      draft={(u) => ({ type: 'casualties.collected', v: 1, payload: { unitId: u.id } })}
      notice={(u) => `Casualties of ${u.shortName} collected.`}
    />
  );
}

/** "Vehicle repair". */
export function RepairForm({ state, writer, selectedUnitId }: Omit<CasualtyFormProps, 'roll'>) {
  return (
    <OneUnitForm
      state={state}
      writer={writer}
      selectedUnitId={selectedUnitId}
      title="Vehicle repair"
      button="Repair vehicles"
      units={unitsWhere(state, (u) => isTracked(u) || u.mobility === 'motorised')}
      preview={repairText}
      draft={(u) => ({ type: 'vehicles.repaired', v: 1, payload: { unitId: u.id } })}
      notice={(u) => `Vehicles of ${u.shortName} repaired.`}
    />
  );
}

/** "Reorganise". */
export function ReorganiseForm({ state, writer, selectedUnitId, roll }: CasualtyFormProps) {
  const id = useId();
  const [unitId, setUnitId] = useFollowedUnit(selectedUnitId);
  const [dieText, setDieText] = useState('');
  const [dieError, setDieError] = useState<string | undefined>(undefined);
  const { busy, error, setError, write } = useDeskWrite(writer);
  const unit = state.units[unitId];
  const needsDie = unit !== undefined && reorganiseNeedsDie(unit);
  const typed = parseDie(dieText, 6, 'Die for the odd casualty');
  const post = unit ? (state.units[medicalPostOf(state, unit.id)]?.shortName ?? '') : '';
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setDieError(undefined);
    if (!unit) return setError('Choose a unit.');
    if (needsDie && (typed.die === null || typed.error)) return setDieError(typed.error ?? `${unit.shortName} has ${unit.injuredBases} casualty markers, an odd count: roll or type the D6 for the odd one (4–6 removes it).`);
    const die = needsDie ? typed.die : null;
    if (await write({ type: 'unit.reorganised', v: 1, payload: { unitId: unit.id, die } }, `${unit.shortName} reorganised.`)) setDieText('');
  };
  return (
    <form className="lg-form" aria-label="Reorganise" onSubmit={submit} noValidate>
      <h4>Reorganise</h4>
      <UnitSelect state={state} id={`${id}-unit`} label="Unit" units={unitsWhere(state)} value={unitId} onChange={(u) => (setUnitId(u), setError(null), setDieError(undefined))} />
      {needsDie && (
        <DieField id={`${id}-die`} label="Die for the odd casualty" sides={6} value={dieText} onChange={(v) => (setDieText(v), setDieError(undefined))} roll={roll} error={dieError ?? typed.error ?? undefined} />
      )}
      <p className="field-note" role="status" aria-label="Reorganise result">
        {unit ? reorganiseText(state, unit, needsDie ? typed.die : null, post) : ''}
      </p>
      <WriteError error={error} />
      <FormFooter submit="Reorganise" busy={busy} />
    </form>
  );
}
