/**
 * A unit's HQ location in the unit panel: textbox "HQ location" (a grid reference: 8 figures on a
 * numeric grid, a square on a table grid; RULINGS.md §Grid references) with buttons "Place HQ"
 * (Enter too) and "Remove HQ". Each writes one `unit.hqPlaced` event through the desk's writer; a
 * reference that does not parse or is off the map is refused with the grid module's message, next
 * to the field, and nothing is written (the text and its check: `useGridRefEntry`, `GridRefField.tsx`;
 * the write: `useDeskWrite`).
 */
import { useId, type FormEvent } from 'react';
import type { Unit } from '../../campaign/index.ts';
import type { GridDef, LonLat } from '../../rules/types.ts';
import type { DeskWriter } from '../deskHost.ts';
import { GridRefInput, positionRef, useGridRefEntry } from '../GridRefField.tsx';
import { useDeskWrite } from './useDeskWrite.ts';
import { gridRefExample } from '../../rules/grid.ts';

/** Props: the grid, the unit and the writer. */
export type HqLocationFieldProps = { grid: GridDef; unit: Unit; writer: DeskWriter };

/** The field. Its text follows the unit's HQ until the user types. */
export function HqLocationField({ grid, unit, writer }: HqLocationFieldProps) {
  const id = useId();
  const ref = unit.hqPos ? positionRef(grid, unit.hqPos).ref : '';
  const w = useDeskWrite(writer);
  const entry = useGridRefEntry(grid, ref, () => w.setError(null));
  const error = entry.error ?? w.error;

  const write = (hqPos: LonLat | null, notice: string) => void w.write({ type: 'unit.hqPlaced', v: 1, payload: { unitId: unit.id, hqPos } }, notice);

  const place = (e: FormEvent) => {
    e.preventDefault();
    if (w.busy) return;
    const to = entry.parse();
    if (to) write(to, `HQ of ${unit.shortName} placed at ${positionRef(grid, to).ref || entry.text.trim()}`);
  };

  return (
    <form className="gridref-field hq-field" onSubmit={place}>
      <label htmlFor={`${id}-hq`}>HQ location</label>
      <div className="inline-row">
        <GridRefInput
          id={`${id}-hq`}
          grid={grid}
          value={entry.text}
          onChange={entry.setText}
          placeholder={grid.scheme === 'numeric' ? 'not placed: 8 figures' : grid.scheme === 'table' ? 'not placed: a square' : `not placed: e.g. ${gridRefExample(grid)}`}
          invalid={error !== null}
          describedBy={error !== null ? `${id}-err` : undefined}
        />
        <button type="submit" disabled={w.busy}>
          Place HQ
        </button>
        <button
          type="button"
          disabled={w.busy || !unit.hqPos}
          onClick={() => {
            entry.setError(null);
            write(null, `HQ of ${unit.shortName} removed from the map`);
          }}
        >
          Remove HQ
        </button>
      </div>
      {error !== null && (
        <p id={`${id}-err`} role="alert" className="field-error">
          {error}
        </p>
      )}
    </form>
  );
}
