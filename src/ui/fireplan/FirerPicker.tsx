/**
 * The firers of a serial or a lift: the chosen batteries and artillery
 * formations as text, and a button "Choose firers of ‹what›" (`aria-expanded`) that opens a
 * `group` "Firers of ‹what›" with a searchbox "Find firers of ‹what›" and a checkbox per battery or
 * formation of the side, named by its short name (a formation means all its batteries).
 */
import { useId, useMemo, useState } from 'react';
import type { CampaignState, SideId, UnitId } from '../../campaign/index.ts';
import { filterFirers, firerOptions, firersText } from './firers.ts';

/** Props: the campaign and the plan's side, what the firers are of (`serial 1`, `new serial`, `the lift`), the ids chosen, and the change. */
export type FirerPickerProps = { state: CampaignState; side: SideId; what: string; value: readonly UnitId[]; onChange(next: UnitId[]): void };

/** The picker. */
export function FirerPicker({ state, side, what, value, onChange }: FirerPickerProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const options = useMemo(() => firerOptions(state, side), [state, side]);
  const shown = filterFirers(options, query, value);
  const toggle = (unitId: UnitId, on: boolean) => {
    // Keep the side's ORBAT order whatever order they were ticked in.
    const offered = new Set(options.map((o) => o.id));
    const next = options.map((o) => o.id).filter((o) => (o === unitId ? on : value.includes(o)));
    onChange([...next, ...value.filter((v) => !offered.has(v))]);
  };
  return (
    <div className="fp-firers">
      <span className="fp-firers__text">{firersText(state, value)}</span>{' '}
      <button type="button" className="link-button" aria-expanded={open} aria-controls={`${id}-group`} onClick={() => setOpen((o) => !o)}>
        Choose firers of {what}
      </button>
      {open && (
        <div id={`${id}-group`} role="group" aria-label={`Firers of ${what}`} className="fp-firers__group">
          <label htmlFor={`${id}-find`} className="visually-hidden">
            Find firers of {what}
          </label>
          <input id={`${id}-find`} type="search" placeholder="Find batteries" value={query} onChange={(e) => setQuery(e.target.value)} />
          {options.length === 0 && <p className="field-note">This side has no artillery.</p>}
          {options.length > 0 && shown.length === 0 && <p className="field-note">No battery or formation matches.</p>}
          <ul className="fp-firers__list">
            {shown.map((o) => (
              <li key={o.id} className="field-check">
                <input id={`${id}-${o.id}`} type="checkbox" checked={value.includes(o.id)} onChange={(e) => toggle(o.id, e.target.checked)} />
                <label htmlFor={`${id}-${o.id}`}>{o.label}</label>
                <span className="orbat-hint">{o.kind === 'formation' ? ' formation, all its batteries' : ' battery'}</span>
              </li>
            ))}
          </ul>
          <button type="button" onClick={() => setOpen(false)}>
            Done choosing firers of {what}
          </button>
        </div>
      )}
    </div>
  );
}
