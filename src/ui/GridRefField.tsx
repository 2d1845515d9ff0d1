/**
 * The unit panel's grid reference field (textbox "Grid reference", ARCHITECTURE.md §Accessible
 * names): shows the unit's reference — 8 figures on a numeric grid (10 m), the square on a table
 * grid (RULINGS.md §Grid references) — and moves the unit to a typed reference on Enter or "Move".
 * A reference that does not parse or is off the map is refused with the grid module's own message
 * (`GridRefError`, naming the reference and the map's extent), shown next to the field.
 */
import { useId, useState, type FormEvent } from 'react';
import type { GridDef, LonLat } from '../rules/types.ts';
import { gridRefToPoint, pointToGridRef } from '../rules/grid.ts';

/** Props: the grid, the unit's current position (null when it has none) and the move callback. */
export type GridRefFieldProps = {
  grid: GridDef;
  position: LonLat | null;
  onMove(to: LonLat): void;
};

/**
 * The reference shown for a position: 8-figure numeric or a table square; '' for no position and
 * the grid module's message (prefixed "off the map") when the position is outside the grid.
 */
export function positionRef(grid: GridDef, position: LonLat | null): { ref: string; problem: string | null } {
  if (!position) return { ref: '', problem: 'This unit has no position yet.' };
  try {
    return { ref: pointToGridRef(grid, position, 8), problem: null };
  } catch (e) {
    return { ref: '', problem: e instanceof Error ? e.message : String(e) };
  }
}

/** The field. Its text follows the unit's position until the user types. */
export function GridRefField({ grid, position, onMove }: GridRefFieldProps) {
  const id = useId();
  const { ref, problem } = positionRef(grid, position);
  const [shown, setShown] = useState(ref);
  const [text, setText] = useState(ref);
  const [error, setError] = useState<string | null>(null);
  if (shown !== ref) {
    // The unit moved (or another unit was selected): show its new reference.
    setShown(ref);
    setText(ref);
    setError(null);
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    let to: LonLat;
    try {
      to = gridRefToPoint(grid, text);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      return;
    }
    setError(null);
    onMove(to);
  };

  return (
    <form className="gridref-field" onSubmit={submit}>
      <label htmlFor={`${id}-ref`}>Grid reference</label>
      <div className="inline-row">
        <input
          id={`${id}-ref`}
          type="text"
          inputMode={grid.scheme === 'numeric' ? 'numeric' : 'text'}
          autoComplete="off"
          spellCheck={false}
          value={text}
          placeholder={grid.scheme === 'numeric' ? '8 figures, e.g. 05311245' : 'square, e.g. B1'}
          aria-invalid={error !== null}
          aria-describedby={error !== null ? `${id}-err` : problem ? `${id}-note` : undefined}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit">Move</button>
      </div>
      {error !== null && (
        <p id={`${id}-err`} role="alert" className="field-error">
          {error}
        </p>
      )}
      {error === null && problem && (
        <p id={`${id}-note`} className="field-note">
          {problem}
        </p>
      )}
    </form>
  );
}
