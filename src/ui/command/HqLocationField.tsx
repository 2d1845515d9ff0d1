/**
 * A unit's HQ location in the unit panel: textbox "HQ location" (a grid reference: 8 figures on a
 * numeric grid, a square on a table grid; RULINGS.md §Grid references) with buttons "Place HQ"
 * (Enter too) and "Remove HQ". Each writes one `unit.hqPlaced` event through the desk's writer; a
 * reference that does not parse or is off the map is refused with the grid module's message, next
 * to the field, and nothing is written.
 */
import { useId, useState, type FormEvent } from 'react';
import type { Unit } from '../../campaign/types.ts';
import { gridRefToPoint } from '../../rules/grid.ts';
import type { GridDef, LonLat } from '../../rules/types.ts';
import type { DeskWriter } from '../deskHost.ts';
import { positionRef } from '../GridRefField.tsx';

/** Props: the grid, the unit and the writer. */
export type HqLocationFieldProps = { grid: GridDef; unit: Unit; writer: DeskWriter };

/** The field. Its text follows the unit's HQ until the user types. */
export function HqLocationField({ grid, unit, writer }: HqLocationFieldProps) {
  const id = useId();
  const ref = unit.hqPos ? positionRef(grid, unit.hqPos).ref : '';
  const [shown, setShown] = useState(ref);
  const [text, setText] = useState(ref);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (shown !== ref) {
    setShown(ref);
    setText(ref);
    setError(null);
  }

  const write = async (hqPos: LonLat | null, notice: string) => {
    setBusy(true);
    try {
      await writer.append({ type: 'unit.hqPlaced', v: 1, payload: { unitId: unit.id, hqPos } }, notice);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  const place = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    let to: LonLat;
    try {
      to = gridRefToPoint(grid, text);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      return;
    }
    setError(null);
    void write(to, `HQ of ${unit.shortName} placed at ${positionRef(grid, to).ref || text.trim()}`);
  };

  return (
    <form className="gridref-field hq-field" onSubmit={place}>
      <label htmlFor={`${id}-hq`}>HQ location</label>
      <div className="inline-row">
        <input
          id={`${id}-hq`}
          type="text"
          inputMode={grid.scheme === 'numeric' ? 'numeric' : 'text'}
          autoComplete="off"
          spellCheck={false}
          value={text}
          placeholder={grid.scheme === 'numeric' ? 'not placed: 8 figures' : 'not placed: a square'}
          aria-invalid={error !== null}
          aria-describedby={error !== null ? `${id}-err` : undefined}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" disabled={busy}>
          Place HQ
        </button>
        <button
          type="button"
          disabled={busy || !unit.hqPos}
          onClick={() => {
            setError(null);
            void write(null, `HQ of ${unit.shortName} removed from the map`);
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
