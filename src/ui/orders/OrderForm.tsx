/**
 * The order form in the NQM layout (004 §COMMAND, §CONTROL; `form` "Order form"): For, Issued by,
 * Issued at, then the sections Aim, Objectives, Command structure (with the formation's units under
 * command / in support from the ORBAT, read-only), Allocation of support and logistic units, HQ
 * locations, Timings and Notes. Grid references are checked as typed on the campaign's grid. "Save
 * order" writes one `order.saved` (refused with a message per field when the draft is not valid);
 * "Delete order" one `order.deleted`; "Copy as new order" opens the same content as a new order
 * issued at the clock. The store's refusal is shown in the form as an `alert`. With `onPickOnMap`, each
 * objective and HQ-location row has a button "Pick objective n on map" / "Pick HQ location n on map"
 * that asks for a point on the map and fills the row's grid reference with its 8-figure reference
 * (a table grid's square), checked as a typed one.
 */
import { useId, useMemo, useState, type FormEvent } from 'react';
import { RELATION_LABELS, unitName, type CampaignState, type Unit } from '../../campaign/index.ts';
import { pointToGridRef } from '../../rules/grid.ts';
import type { LonLat } from '../../rules/types.ts';
import type { DeskWriter } from '../deskHost.ts';
import { checkOrderDraft, copyDraft, defaultIssuer, gridRefProblem, isOrderHq, newOrderId, type AllocationRow, type DraftErrors, type OrderDraft } from './orderDraft.ts';
import { UnitCombobox } from '../picker/UnitCombobox.tsx';
import { OrderRows, type RowOption } from './OrderRows.tsx';
import { OrbatCommand } from './OrbatCommand.tsx';
import { unitOptions } from './unitOptions.ts';

/** Props: the campaign, the writer, the draft to start from, and what happens after each action. */
export type OrderFormProps = {
  state: CampaignState;
  writer: DeskWriter;
  initial: OrderDraft;
  onSaved(orderId: string): void;
  onDeleted(): void;
  onCancel(): void;
  onCopy(draft: OrderDraft): void;
  /**
   * Ask the desk for a point on the map: `label` names what is placed ("objective 1 of the order for
   * 152nd Brigade"); `onPick(pos)` is called with the clicked point (on the grid), or never (cancelled).
   * Absent: no pick buttons.
   */
  onPickOnMap?(label: string, onPick: (pos: LonLat) => void): void;
};

/** The rows of the draft that hold a grid reference (`ref`). */
type RefRows = 'objectives' | 'hqLocations';

const RELATION_OPTIONS: RowOption[] = (['underCommand', 'inDirectSupport', 'inSupport'] as const).map((r) => ({ value: r, label: RELATION_LABELS[r] }));

/** The form; remount it (key) to start from another draft. */
export function OrderForm({ state, writer, initial, onSaved, onDeleted, onCancel, onCopy, onPickOnMap }: OrderFormProps) {
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const side = state.units[draft.forId]?.side ?? null;
  const hqUnits = useMemo(() => state.unitOrder.map((u) => state.units[u]).filter((u): u is Unit => u !== undefined && isOrderHq(u)), [state]);
  const sideHqs = useMemo(() => unitOptions(state, side ?? null, true).map((o) => ({ value: o.id, label: o.label })), [state, side]);
  const sideUnits = useMemo(() => unitOptions(state, side, false).map((o) => ({ value: o.id, label: o.label })), [state, side]);
  const checkRef = (v: string) => gridRefProblem(state.grid, v);

  const set = <K extends keyof OrderDraft>(key: K, value: OrderDraft[K], clears: string[] = [key]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !clears.some((c) => k === c || k.startsWith(`${c}.`)))));
    setFormError(null);
  };
  const setFor = (forId: string) => {
    set('forId', forId);
    if (draft.fromId === '' || draft.fromId === defaultIssuer(state, draft.forId)) set('fromId', defaultIssuer(state, forId), ['forId', 'fromId']);
  };

  /** The pick button of rows `key` (noun "objective" / "HQ location"), when the desk can pick on the map. */
  const pickFor = (key: RefRows, noun: string) =>
    onPickOnMap && {
      label: (n: number) => `Pick ${noun} ${n} on map`,
      onPress: (i: number) => {
        const forName = draft.forId && state.units[draft.forId] ? unitName(state, draft.forId) : null;
        onPickOnMap(`${noun} ${i + 1} of ${forName ? `the order for ${forName}` : 'this order'}`, (pos) => {
          let ref: string;
          try {
            ref = pointToGridRef(state.grid, pos, 8);
          } catch (e) {
            setFormError(e instanceof Error ? e.message : String(e));
            return;
          }
          setDraft((d) => ({ ...d, [key]: d[key].map((r, j) => (j === i ? { ...r, ref } : r)) }));
          setErrors((er) => Object.fromEntries(Object.entries(er).filter(([k]) => k !== `${key}.${i}.ref`)));
          setFormError(null);
        });
      },
    };

  const run = async (action: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    setFormError(null);
    try {
      await action();
    } catch (e) {
      setFormError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  const save = (e: FormEvent) => {
    e.preventDefault();
    const check = checkOrderDraft(state, draft, draft.id ?? newOrderId(state));
    setErrors(check.errors);
    const n = Object.keys(check.errors).length;
    if (!check.order) {
      setFormError(`Not saved: ${n === 1 ? '1 field needs' : `${n} fields need`} attention (marked below).`);
      return;
    }
    const order = check.order;
    void run(async () => {
      await writer.append({ type: 'order.saved', v: 1, payload: { order } }, `Order for ${unitName(state, order.forId)} saved`);
      onSaved(order.id);
    });
  };
  const remove = (orderId: string) =>
    void run(async () => {
      await writer.append({ type: 'order.deleted', v: 1, payload: { orderId } }, `Order for ${unitName(state, draft.forId)} deleted`);
      onDeleted();
    });

  const err = (key: string) =>
    errors[key] ? (
      <p id={`${id}-${key}-err`} className="field-error">
        {errors[key]}
      </p>
    ) : null;
  const described = (key: string) => (errors[key] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${key}-err` } : {});

  return (
    <form className="order-form" aria-label="Order form" onSubmit={save} noValidate>
      <h3>{draft.id ? `Edit order ${draft.id}` : 'New order'}</h3>
      {formError && (
        <p role="alert" className="order-form__error">
          {formError}
        </p>
      )}
      <div className="order-form__head">
        <div className="field">
          <UnitCombobox
            id={`${id}-for`}
            label="For"
            state={state}
            units={hqUnits}
            value={draft.forId}
            onChange={setFor}
            anchorId={draft.fromId !== '' ? draft.fromId : draft.forId !== '' ? draft.forId : null}
            placeholder="Type to find the formation"
            invalid={errors.forId !== undefined}
            describedBy={errors.forId !== undefined ? `${id}-forId-err` : undefined}
          />
          {err('forId')}
        </div>
        <div className="field">
          <UnitCombobox
            id={`${id}-from`}
            label="Issued by"
            state={state}
            units={state.picture ? hqUnits.filter((u) => u.id === state.picture!.hqId) : side ? hqUnits.filter((u) => u.side === side) : hqUnits}
            value={draft.fromId}
            onChange={(v: string) => set('fromId', v)}
            anchorId={draft.forId !== '' ? draft.forId : null}
            placeholder="Type to find the HQ"
            invalid={errors.fromId !== undefined}
            describedBy={errors.fromId !== undefined ? `${id}-fromId-err` : undefined}
          />
          {err('fromId')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-at`}>Issued at</label>
          <input id={`${id}-at`} type="datetime-local" value={draft.issuedAt} onChange={(e) => set('issuedAt', e.target.value)} {...described('issuedAt')} />
          {err('issuedAt')}
        </div>
      </div>
      <fieldset className="order-section">
        <legend>Aim</legend>
        <textarea aria-label="Aim" rows={3} value={draft.aim} onChange={(e) => set('aim', e.target.value)} {...described('aim')} />
        {err('aim')}
      </fieldset>
      <OrderRows
        title="Objectives"
        noun="objective"
        prefix="objectives"
        rows={draft.objectives}
        blank={{ label: '', ref: '' }}
        errors={errors}
        onChange={(rows) => set('objectives', rows)}
        columns={[
          { key: 'label', caption: 'Name', label: (n) => `Objective ${n} name` },
          { key: 'ref', caption: 'Grid reference', label: (n) => `Objective ${n} grid reference`, check: checkRef, placeholder: 'e.g. 0530 1250', pick: pickFor('objectives', 'objective') },
        ]}
      />
      <fieldset className="order-section">
        <legend>Command structure</legend>
        <textarea aria-label="Command structure" rows={3} value={draft.commandStructure} onChange={(e) => set('commandStructure', e.target.value)} />
        {draft.forId && state.units[draft.forId] && <OrbatCommand state={state} forId={draft.forId} />}
      </fieldset>
      <OrderRows<AllocationRow>
        title="Allocation of support and logistic units"
        noun="allocation"
        prefix="allocations"
        rows={draft.allocations}
        blank={{ unitId: '', relation: '', toId: '' }}
        errors={errors}
        onChange={(rows) => set('allocations', rows)}
        columns={[
          { key: 'unitId', caption: 'Unit', label: (n) => `Allocation ${n} unit`, options: sideUnits },
          { key: 'relation', caption: 'Relation', label: (n) => `Allocation ${n} relation`, options: RELATION_OPTIONS },
          { key: 'toId', caption: 'To', label: (n) => `Allocation ${n} to`, options: sideUnits },
        ]}
      />
      <OrderRows
        title="HQ locations"
        noun="HQ location"
        prefix="hqLocations"
        rows={draft.hqLocations}
        blank={{ unitId: '', ref: '' }}
        errors={errors}
        onChange={(rows) => set('hqLocations', rows)}
        columns={[
          { key: 'unitId', caption: 'HQ', label: (n) => `HQ location ${n} unit`, options: sideHqs },
          { key: 'ref', caption: 'Grid reference', label: (n) => `HQ location ${n} grid reference`, check: checkRef, pick: pickFor('hqLocations', 'HQ location') },
        ]}
      />
      <OrderRows
        title="Timings"
        noun="timing"
        prefix="timings"
        rows={draft.timings}
        blank={{ label: '', time: '' }}
        errors={errors}
        onChange={(rows) => set('timings', rows)}
        columns={[
          { key: 'label', caption: 'Timing', label: (n) => `Timing ${n} name`, placeholder: 'e.g. H-hour' },
          { key: 'time', caption: 'Local time', label: (n) => `Timing ${n} time`, placeholder: 'HH:MM or YYYY-MM-DD HH:MM' },
        ]}
      />
      <fieldset className="order-section">
        <legend>Notes</legend>
        <textarea aria-label="Notes" rows={2} value={draft.notes} onChange={(e) => set('notes', e.target.value)} />
      </fieldset>
      <div className="form-actions">
        <button type="submit" className="primary" disabled={busy}>
          Save order
        </button>
        <button type="button" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        {draft.id !== null && (
          <>
            <button type="button" onClick={() => onCopy(copyDraft(state, draft))} disabled={busy}>
              Copy as new order
            </button>
            <button type="button" className="danger" onClick={() => remove(draft.id!)} disabled={busy}>
              Delete order
            </button>
          </>
        )}
      </div>
    </form>
  );
}
