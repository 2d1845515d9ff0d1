/**
 * "Dispatch resupply" (`form` "Dispatch resupply"; resupply runs are orders, by road, taking the
 * road-march time of the transport): "To" (the unit), "From" (its side's DLA, the supply units, HQs and
 * other units in its chain of supply — 004 §ORDER OF BATTLE), `group` "Stock" ("CU", "FU", "POL"),
 * "Transport", "Road distance (m)" (empty: the straight line between the positions), with De Rosa's
 * ammunition on and FU for a field-gun battery "De Rosa D10" + "Roll D10". Before anything is written
 * `status` "Resupply timing" shows the distance, the road-march time (`resupplyTravelMin`, 004
 * §MOVEMENT RATES TABLE) and the arrival in local time; "Dispatch resupply" writes one
 * `resupply.dispatched` with the run (departing at the clock, `arriveMin` = clock + travel).
 */
import { useId, useState, type FormEvent } from 'react';
import { needsDeRosaDie, straightDistanceM, stocksText, type CampaignState, type UnitId } from '../../campaign/index.ts';
import { resupplyTravelMin } from '../../rules/logistics/supply.ts';
import { RESUPPLY_TRANSPORTS } from '../../rules/tables/nqmLogistics.ts';
import { formatCampaignClock } from '../clock.ts';
import { useDeskWrite } from '../command/useDeskWrite.ts';
import type { DeskWriter } from '../deskHost.ts';
import { durationText } from '../timeline/timeText.ts';
import { dispatchPlan, NO_STOCKS_TEXT, parseStocks, parseWhole, sourceOptions, TRANSPORT_WORDS, type DispatchField, type DispatchForm } from './actionsView.ts';
import { DieField, fieldError, StockInputs, UnitSelect, unitsWhere, WriteError, type RollDie } from './formBits.tsx';
import { FormFooter } from '../FormFooter.tsx';
import { ChoiceSelect } from '../ChoiceSelect.tsx';

/** Props: the state, the writer, the selected unit (the default recipient) and the dice. */
export type ResupplyFormProps = { state: CampaignState; writer: DeskWriter; selectedUnitId: UnitId | null; roll: RollDie };

/** Metres with thousands separated by commas, e.g. 9000 → "9,000 m". */
const metres = (m: number) => `${String(Math.round(m)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')} m`;

/** The form. */
export function ResupplyForm({ state, writer, selectedUnitId, roll }: ResupplyFormProps) {
  const id = useId();
  const [form, setForm] = useState<DispatchForm>({ toId: selectedUnitId ?? '', fromId: '', stocks: NO_STOCKS_TEXT, transport: 'motorised', distance: '', die: '' });
  const [seenSelected, setSeenSelected] = useState(selectedUnitId);
  const [errors, setErrors] = useState<Partial<Record<DispatchField, string>>>({});
  const { busy, error, setError, write } = useDeskWrite(writer);
  if (seenSelected !== selectedUnitId) {
    setSeenSelected(selectedUnitId);
    if (selectedUnitId !== null) setForm((f) => ({ ...f, toId: selectedUnitId }));
  }
  const set = (patch: Partial<DispatchForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setError(null);
  };
  const to = state.units[form.toId];
  const options = to ? sourceOptions(state, to.id) : [];
  const fromId = options.some((o) => o.id === form.fromId) ? form.fromId : (options[0]?.id ?? '');
  const current: DispatchForm = { ...form, fromId };
  const needsDie = to !== undefined && needsDeRosaDie(state, to.id, parseStocks(form.stocks).stocks);

  // The timing shown before writing: the distance typed or the straight line, the road time, the arrival.
  const straight = to && fromId !== '' ? straightDistanceM(state, fromId, to.side, to.id) : null;
  const typed = parseWhole(form.distance, 'Road distance (m)').n;
  const distanceM = typed ?? (straight === null ? null : Math.ceil(straight));
  let timing = 'Choose the unit and the source to see the road time.';
  if (distanceM !== null) {
    const travel = resupplyTravelMin(distanceM, form.transport, true);
    const arrive = formatCampaignClock(state.startLocal, state.clockMin + travel);
    const line = typed === null ? `${metres(distanceM)} in a straight line` : `${metres(distanceM)} by road (straight line ${straight === null ? 'unknown' : metres(straight)})`;
    timing = `${line}; ${TRANSPORT_WORDS[form.transport].toLowerCase()} by road ${durationText(travel)}: arrives ${arrive}${needsDie ? ', an hour later if the De Rosa D10 is 1–4' : ''}.`;
  } else if (to && fromId !== '') timing = 'The source or the unit has no position on the map: give the road distance.';

  const groups = [...new Set(options.map((o) => o.group))];
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const { run, errors: errs } = dispatchPlan(state, current, needsDie);
    setErrors(errs);
    if (!run || !to) return;
    const src = fromId === 'dla' ? 'the DLA' : (state.units[fromId]?.shortName ?? fromId);
    const ok = await write({ type: 'resupply.dispatched', v: 1, payload: { run } }, `Resupply run ${run.id} dispatched: ${stocksText(run.stocks)} from ${src} to ${to.shortName}, arriving ${formatCampaignClock(state.startLocal, run.arriveMin)}.`);
    if (ok) setForm((f) => ({ ...f, stocks: NO_STOCKS_TEXT, distance: '', die: '' }));
  };

  const fromErr = fieldError(`${id}-from`, errors.fromId);
  const distErr = fieldError(`${id}-distance`, errors.distance);
  return (
    <form className="lg-form" aria-label="Dispatch resupply" onSubmit={submit} noValidate>
      <h4>Dispatch resupply</h4>
      <UnitSelect state={state} id={`${id}-to`} label="To" units={unitsWhere(state)} value={form.toId} onChange={(toId) => set({ toId })} error={errors.toId} />
      <div className="field">
        <label htmlFor={`${id}-from`}>From</label>
        <select id={`${id}-from`} value={fromId} onChange={(e) => set({ fromId: e.target.value })} {...fromErr.aria}>
          {options.length === 0 && <option value="">— no source: place the DLA or put supply units in its chain —</option>}
          {groups.map((g) => (
            <optgroup key={g} label={g}>
              {options
                .filter((o) => o.group === g)
                .map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.label}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
        {fromErr.line}
      </div>
      <StockInputs id={`${id}-stock`} text={form.stocks} onChange={(stocks) => set({ stocks })} errors={errors} />
      <div className="field">
        <label htmlFor={`${id}-transport`}>Transport</label>
        <ChoiceSelect id={`${id}-transport`} options={RESUPPLY_TRANSPORTS} labels={TRANSPORT_WORDS} value={form.transport} onChoice={(v) => set({ transport: v })} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-distance`}>Road distance (m)</label>
        <input
          id={`${id}-distance`}
          type="text"
          inputMode="numeric"
          value={form.distance}
          placeholder={straight === null ? '' : String(Math.ceil(straight))}
          onChange={(e) => set({ distance: e.target.value })}
          {...distErr.aria}
        />
        {distErr.line}
      </div>
      {needsDie && <DieField id={`${id}-die`} label="De Rosa D10" sides={10} value={form.die} onChange={(die) => set({ die })} roll={roll} error={errors.die} />}
      <p className="field-note" role="status" aria-label="Resupply timing">
        {timing}
      </p>
      <WriteError error={error} />
      <FormFooter submit="Dispatch resupply" busy={busy} />
    </form>
  );
}
