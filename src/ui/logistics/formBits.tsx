/**
 * Pieces the Logistics screen's action forms share: a unit picker, the three stock amounts (`group`
 * "Stock": textboxes "CU", "FU", "POL"), a die field with its roll button, the night note of "Record
 * consumption" ("Night: resupply only", 004 §TIMESCALE with the campaign setting on), and the store's or the fold's refusal in
 * an `alert`. Every field is labelled; errors are tied to their field with `aria-describedby`.
 */
import type { ReactNode } from 'react';
import { resupplyOnlyNow, type CampaignState, type Unit, type UnitId } from '../../campaign/index.ts';
import { STOCK_KINDS, type StockKind } from '../../rules/tables/nqmLogistics.ts';
import { UnitCombobox } from '../picker/UnitCombobox.tsx';
import type { StocksText } from './actionsView.ts';

/** A rolled die of `sides` faces (the screen's `roll` prop; tests script it). */
export type RollDie = (sides: number) => number;

/** The error line of a field and the attributes tying it to its control. */
export function fieldError(id: string, error: string | undefined): { line: ReactNode; aria: { 'aria-invalid'?: true; 'aria-describedby'?: string } } {
  if (!error) return { line: null, aria: {} };
  return {
    line: (
      <p id={`${id}-err`} className="field-error">
        {error}
      </p>
    ),
    aria: { 'aria-invalid': true, 'aria-describedby': `${id}-err` },
  };
}

/**
 * Props of `UnitSelect`: the id, label, the campaign, the units offered, the value ('' = none chosen
 * yet), the field's error, and the unit whose chain of command is offered first.
 */
export type UnitSelectProps = {
  id: string;
  label: string;
  state: CampaignState;
  units: readonly Unit[];
  value: UnitId;
  onChange(id: UnitId): void;
  error?: string | undefined;
  anchorId?: UnitId | null;
};

/** A labelled searchable unit picker (`UnitCombobox`) with its error line. */
export function UnitSelect({ id, label, state, units, value, onChange, error, anchorId }: UnitSelectProps) {
  const e = fieldError(id, error);
  return (
    <div className="field">
      <UnitCombobox
        id={id}
        label={label}
        state={state}
        units={units}
        value={units.some((u) => u.id === value) ? value : ''}
        onChange={onChange}
        anchorId={anchorId ?? (value !== '' ? value : null)}
        invalid={error !== undefined}
        describedBy={error !== undefined ? `${id}-err` : undefined}
      />
      {e.line}
    </div>
  );
}

/** Props of `StockInputs`: ids prefix, the amounts typed, their setter, errors per kind or for the whole, and the legend. */
export type StockInputsProps = {
  id: string;
  text: StocksText;
  onChange(text: StocksText): void;
  errors?: Partial<Record<StockKind | 'stocks', string>>;
  legend?: string;
  kinds?: readonly StockKind[];
};

/** Three whole-number fields "CU", "FU", "POL" in a `group` named by `legend` (default "Stock"). */
export function StockInputs({ id, text, onChange, errors = {}, legend = 'Stock', kinds = STOCK_KINDS }: StockInputsProps) {
  const whole = fieldError(`${id}-all`, errors.stocks);
  return (
    <fieldset className="lg-inline" {...whole.aria}>
      <legend>{legend}</legend>
      {kinds.map((k) => {
        const e = fieldError(`${id}-${k}`, errors[k]);
        return (
          <div className="field" key={k}>
            <label htmlFor={`${id}-${k}`}>{k}</label>
            <input id={`${id}-${k}`} type="text" inputMode="numeric" size={5} value={text[k]} onChange={(ev) => onChange({ ...text, [k]: ev.target.value })} {...e.aria} />
            {e.line}
          </div>
        );
      })}
      {whole.line}
    </fieldset>
  );
}

/** Props of `DieField`: id, label, faces, the text typed, its setter, the roll, the error, and what the roll button is named. */
export type DieFieldProps = { id: string; label: string; sides: number; value: string; onChange(v: string): void; roll: RollDie; error?: string | undefined; rollLabel?: string };

/** A die typed (physical dice) or rolled: textbox `label` and button "Roll D‹sides›" (or `rollLabel`). */
export function DieField({ id, label, sides, value, onChange, roll, error, rollLabel }: DieFieldProps) {
  const e = fieldError(id, error);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="inline-row">
        <input id={id} type="text" inputMode="numeric" size={3} value={value} onChange={(ev) => onChange(ev.target.value)} {...e.aria} />
        <button type="button" onClick={() => onChange(String(roll(sides)))}>
          {rollLabel ?? `Roll D${sides}`}
        </button>
      </div>
      {e.line}
    </div>
  );
}

/**
 * The night note of the "Record consumption" form, when the clock is in the night and the setting is on
 * (else nothing): "Night: resupply only — firefight, shooting and movement are refused (campaign
 * setting, 004 §TIMESCALE)." Only that form shows it: reorganisation and collection points are allowed at night.
 */
export function NightWarning({ state }: { state: CampaignState }) {
  if (!resupplyOnlyNow(state, state.clockMin)) return null;
  return (
    <p className="lg-warn" role="note">
      Night: resupply only — firefight, shooting and movement are refused (campaign setting, 004 §TIMESCALE).
    </p>
  );
}

/** The store's or the fold's refusal of the last write, in an `alert` (`FormError`). */
export { FormError as WriteError } from '../FormFooter.tsx';

/** The units of `state` in ORBAT order that pass `keep`. */
export function unitsWhere(state: CampaignState, keep: (u: Unit) => boolean = () => true): Unit[] {
  return state.unitOrder.map((id) => state.units[id]!).filter(keep);
}
