/**
 * The unit panel's grid reference field (textbox "Grid reference", ARCHITECTURE.md §Accessible
 * names): shows the unit's reference — 8 figures on a numeric grid (10 m), the square on a table
 * grid (RULINGS.md §Grid references) — and moves the unit to a typed reference on Enter or "Move".
 * A reference that does not parse or is off the map is refused with the grid module's own message
 * (`GridRefError`, naming the reference and the map's extent), shown next to the field as it is typed.
 * The unit's own reference typed again moves nothing.
 */
import { useId, useState, type FormEvent } from 'react';
import type { GridDef, LonLat } from '../rules/types.ts';
import { gridRefExample, gridRefToPoint, pointToGridRef } from '../rules/grid.ts';

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

/** What `useGridRefEntry` gives a grid reference field. */
export type GridRefEntry = {
  /** The text as typed (the reference shown until the user types). */
  text: string;
  setText(text: string): void;
  /** The last refusal of the typed text (the grid module's message), or one the form set; null when none. */
  error: string | null;
  setError(message: string | null): void;
  /** The point the typed text names (error cleared), or null with the grid module's message as `error`. */
  parse(): LonLat | null;
};

/**
 * The typed text of a grid reference field and its check. The text follows `ref` (the reference
 * the field stands for now) until the user types; when `ref` changes (the unit moved, another unit),
 * the text becomes the new `ref`, the error is cleared and `onRefChange` runs (during render: it
 * may only set this component's state).
 */
export function useGridRefEntry(grid: GridDef, ref: string, onRefChange?: () => void): GridRefEntry {
  const [shown, setShown] = useState(ref);
  const [text, setText] = useState(ref);
  const [error, setError] = useState<string | null>(null);
  if (shown !== ref) {
    setShown(ref);
    setText(ref);
    setError(null);
    onRefChange?.();
  }
  const parse = (): LonLat | null => {
    try {
      const to = gridRefToPoint(grid, text);
      setError(null);
      return to;
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      return null;
    }
  };
  /** Typing: the text, and at once what is wrong with it (nothing while it is empty or still being typed). */
  const type = (next: string) => {
    setText(next);
    setError(stillTyping(grid, next) ? null : gridRefProblem(grid, next));
  };
  return { text, setText: type, error, setError, parse };
}

/**
 * Whether `text` is a grid reference still being typed rather than a wrong one: empty, an odd number of
 * figures or fewer than four on a numeric grid (`053`), a column letter alone on a table (`B`). Such
 * text is not refused as it is typed; Enter or Save says what it lacks. On a map with other grid
 * systems, still being typed in any of them.
 */
export function stillTyping(grid: GridDef, text: string): boolean {
  return [grid, ...(grid.others ?? [])].some((system) => stillTypingIn(system, text));
}

/** `stillTyping` in one grid system. */
function stillTypingIn(grid: GridDef, text: string): boolean {
  const t = text.trim();
  if (t === '') return true;
  if (grid.scheme === 'table') return /^[A-Za-z]$/.test(t);
  // A trench-map reference up to its quarter, or MGRS up to its square letters, is still being typed.
  if (grid.scheme === 'trench') return /^(\d{1,3}[a-d]?[.\s]*)?[A-Xa-x]?[.\s]*\d{0,2}[.\s]*$/.test(t);
  if (grid.scheme === 'mgrs') {
    const m = /^(\d{1,2})([A-Za-z]{0,3})\s*([\d\s]*)$/.exec(t);
    return m !== null && (m[2]!.length < 3 || m[3]!.trim() === '' || m[3]!.replace(/\s/g, '').length % 2 === 1);
  }
  const figures = t.replace(/\s+/g, '');
  return /^\d+$/.test(figures) && (figures.length < 4 || figures.length % 2 === 1);
}

/** What is wrong with a typed grid reference (the grid module's message), or null when it names a point on the map. */
export function gridRefProblem(grid: GridDef, text: string): string | null {
  try {
    gridRefToPoint(grid, text);
    return null;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
}

/**
 * Props of `GridRefInput`: its id, the grid, the text and its setter, the placeholder, whether the
 * text was refused (`aria-invalid`) and the id of the line that describes it (error or note).
 */
export type GridRefInputProps = {
  id: string;
  grid: GridDef;
  value: string;
  onChange(text: string): void;
  placeholder: string;
  invalid: boolean;
  describedBy: string | undefined;
};

/** The text box of a grid reference: a numeric keyboard on a numeric grid, no autocomplete or spelling. */
export function GridRefInput({ id, grid, value, onChange, placeholder, invalid, describedBy }: GridRefInputProps) {
  return (
    <input
      id={id}
      type="text"
      inputMode={grid.scheme === 'numeric' ? 'numeric' : 'text'}
      autoComplete="off"
      spellCheck={false}
      value={value}
      placeholder={placeholder}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** The field. Its text follows the unit's position until the user types. */
export function GridRefField({ grid, position, onMove }: GridRefFieldProps) {
  const id = useId();
  const { ref, problem } = positionRef(grid, position);
  const entry = useGridRefEntry(grid, ref);
  const { error } = entry;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const to = entry.parse();
    // The unit's own reference typed again is no move: nothing is written.
    if (to && positionRef(grid, to).ref !== ref) onMove(to);
  };

  return (
    <form className="gridref-field" onSubmit={submit}>
      <label htmlFor={`${id}-ref`}>Grid reference</label>
      <div className="inline-row">
        <GridRefInput
          id={`${id}-ref`}
          grid={grid}
          value={entry.text}
          onChange={entry.setText}
          placeholder={grid.scheme === 'numeric' ? '8 figures, e.g. 05311245' : grid.scheme === 'table' ? 'square, e.g. B1' : `e.g. ${gridRefExample(grid)}`}
          invalid={error !== null}
          describedBy={error !== null ? `${id}-err` : problem ? `${id}-note` : undefined}
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
