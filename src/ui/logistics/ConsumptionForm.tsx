/**
 * "Record consumption" (`form` "Record consumption"; consumption is written by
 * what causes it): "Unit", "Cause" (Firefight → CU, Shoot → FU, Movement → POL, Other → "Kind"), "Hours"
 * (firefight, movement), "Companies firing" (firefight), "Amount" (empty: the rule's amount — a company
 * fires at most one CU an hour, `firefightCu`; a tracked unit one POL an hour of movement, `movePol` —
 * shown in `status` "Amount from the rule"), "Note"; one `stock.consumed` event. The fold's refusal
 * (e.g. the overdraw "A/6 Gordons would have −2 CU: holds 1, asked 3") shows in an `alert`.
 */
import { useId, useState, type FormEvent } from 'react';
import { holdingsOf, type CampaignState, type UnitId } from '../../campaign/index.ts';
import { STOCK_KINDS, type StockKind } from '../../rules/tables/nqmLogistics.ts';
import { useDeskWrite } from '../command/useDeskWrite.ts';
import type { DeskWriter } from '../deskHost.ts';
import { CAUSE_WORDS, CONSUMPTION_CAUSES, consumptionDraft, consumptionKind, derivedAmount, newConsumption, type ConsumptionField, type ConsumptionForm as Form } from './actionsView.ts';
import { fieldError, NightWarning, UnitSelect, unitsWhere, WriteError } from './formBits.tsx';
import { FormFooter } from '../FormFooter.tsx';

/** Props: the state, the writer, and the unit selected on the desk (the form's default unit). */
export type ConsumptionFormProps = { state: CampaignState; writer: DeskWriter; selectedUnitId: UnitId | null };

/** The form. */
export function ConsumptionForm({ state, writer, selectedUnitId }: ConsumptionFormProps) {
  const id = useId();
  const [form, setForm] = useState<Form>(() => newConsumption(selectedUnitId ?? ''));
  const [seenSelected, setSeenSelected] = useState(selectedUnitId);
  const [errors, setErrors] = useState<Partial<Record<ConsumptionField, string>>>({});
  const { busy, error, setError, write } = useDeskWrite(writer);
  if (seenSelected !== selectedUnitId) {
    setSeenSelected(selectedUnitId);
    if (selectedUnitId !== null) setForm((f) => ({ ...f, unitId: selectedUnitId }));
  }
  const set = (patch: Partial<Form>) => {
    setForm((f) => ({ ...f, ...patch }));
    setError(null);
  };
  const unit = state.units[form.unitId];
  const kind = consumptionKind(form);
  const derived = derivedAmount(state, form);
  const held = unit ? holdingsOf(state, unit.id)[kind] : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = consumptionDraft(state, form);
    setErrors(checked.errors);
    if (!checked.draft || !unit) return;
    const p = checked.draft.payload as { amount: number; kind: StockKind };
    if (await write(checked.draft, `Recorded ${p.amount} ${p.kind} consumed by ${unit.shortName} (${CAUSE_WORDS[form.cause].toLowerCase()}).`)) {
      setForm((f) => ({ ...f, hours: '', amount: '', note: '' }));
    }
  };

  const f = (name: ConsumptionField) => fieldError(`${id}-${name}`, errors[name]);
  return (
    <form className="lg-form" aria-label="Record consumption" onSubmit={submit} noValidate>
      <h4>Record consumption</h4>
      <NightWarning state={state} />
      <UnitSelect state={state} id={`${id}-unitId`} label="Unit" units={unitsWhere(state)} value={form.unitId} onChange={(unitId) => set({ unitId })} error={errors.unitId} />
      <div className="field">
        <label htmlFor={`${id}-cause`}>Cause</label>
        <select id={`${id}-cause`} value={form.cause} onChange={(e) => set({ cause: e.target.value as Form['cause'] })}>
          {CONSUMPTION_CAUSES.map((c) => (
            <option key={c} value={c}>
              {CAUSE_WORDS[c]}
              {c === 'other' ? '' : ` (${c === 'firefight' ? 'CU' : c === 'shoot' ? 'FU' : 'POL'})`}
            </option>
          ))}
        </select>
      </div>
      {form.cause === 'other' && (
        <div className="field">
          <label htmlFor={`${id}-kind`}>Kind</label>
          <select id={`${id}-kind`} value={form.kind} onChange={(e) => set({ kind: e.target.value as StockKind })}>
            {STOCK_KINDS.map((k) => (
              <option key={k} value={k}>
                {k}
              </option>
            ))}
          </select>
        </div>
      )}
      {form.cause !== 'shoot' && form.cause !== 'other' && (
        <div className="field">
          <label htmlFor={`${id}-hours`}>Hours</label>
          <input id={`${id}-hours`} type="text" inputMode="numeric" value={form.hours} onChange={(e) => set({ hours: e.target.value })} {...f('hours').aria} />
          {f('hours').line}
        </div>
      )}
      {form.cause === 'firefight' && (
        <div className="field">
          <label htmlFor={`${id}-companies`}>Companies firing</label>
          <input id={`${id}-companies`} type="text" inputMode="numeric" value={form.companies} onChange={(e) => set({ companies: e.target.value })} {...f('companies').aria} />
          {f('companies').line}
        </div>
      )}
      <div className="field">
        <label htmlFor={`${id}-amount`}>{`Amount (${kind})`}</label>
        <input
          id={`${id}-amount`}
          type="text"
          inputMode="numeric"
          value={form.amount}
          placeholder={derived.amount !== null ? String(derived.amount) : ''}
          onChange={(e) => set({ amount: e.target.value })}
          {...(f('amount').aria['aria-describedby'] ? f('amount').aria : { 'aria-describedby': `${id}-rule` })}
        />
        {f('amount').line}
        <p id={`${id}-rule`} className="field-note" role="status" aria-label="Amount from the rule">
          {derived.text ? `From the rule: ${derived.text}${form.amount.trim() === '' ? ' (used when Amount is empty)' : ''}.` : ''}
          {held !== null && unit ? ` ${unit.shortName} holds ${held} ${kind}.` : ''}
        </p>
      </div>
      <div className="field">
        <label htmlFor={`${id}-note`}>Note</label>
        <input id={`${id}-note`} type="text" value={form.note} onChange={(e) => set({ note: e.target.value })} />
      </div>
      <WriteError error={error} />
      <FormFooter submit="Record consumption" busy={busy} />
    </form>
  );
}
