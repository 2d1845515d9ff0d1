/**
 * One cell of the high-command sheet grid: a select named "<row label>, <column label>" (e.g.
 * "180/Btn 1, Bound 1") offering a blank, Advance, Hold, Assault, Retreat — or for artillery Hold
 * and Bombard. Choosing Bombard shows a grid-reference field ("<row label>, <column label> target")
 * checked as it is typed with the grid module's own message; the cell is saved (one `sheet.saved`)
 * when a command is chosen, or for Bombard when a valid target is confirmed (Enter, or leaving the
 * field). Focusing either control selects the cell for the guidance panel.
 */
import { useId, useState, type KeyboardEvent } from 'react';
import { SHEET_COMMAND_LABELS, type SheetCommand, type HighCommandCell } from '../../campaign/index.ts';

/** A typed bombard target after checking: canonical (`b1` → `B1`) or refused with the grid module's message. */
export type TargetCheck = { ok: true; ref: string } | { ok: false; message: string };

/** Props: the accessible name, the commands offered, the stored cell, the target check, selection and save. */
export type SheetCellProps = {
  name: string;
  commands: readonly SheetCommand[];
  cell: HighCommandCell | null;
  selected: boolean;
  /** A typed target checked by the grid module: its canonical form, or the module's message. */
  checkTarget(text: string): TargetCheck;
  onSelect(): void;
  onSave(cell: HighCommandCell | null): void;
};

/** The cell's controls. */
export function SheetCell({ name, commands, cell, selected, checkTarget, onSelect, onSave }: SheetCellProps) {
  const id = useId();
  const stored = cell?.command === 'bombard' ? cell.target : null;
  const [shown, setShown] = useState(stored);
  const [text, setText] = useState(stored ?? '');
  const [pending, setPending] = useState(false);
  if (shown !== stored) {
    // The stored target changed (saved, undone, another sheet): show it.
    setShown(stored);
    setText(stored ?? '');
    setPending(false);
  }
  const bombard = pending || stored !== null;
  const blank = text.trim() === '';
  const check = bombard && !blank ? checkTarget(text) : null;
  const problem = check !== null && !check.ok ? check.message : null;

  const choose = (value: string) => {
    if (value === 'bombard') {
      if (stored === null) setPending(true);
      return;
    }
    setPending(false);
    onSave(value === '' ? null : { command: value as Exclude<SheetCommand, 'bombard'> });
  };
  const commit = () => {
    if (check?.ok && check.ref !== stored) onSave({ command: 'bombard', target: check.ref });
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      commit();
    }
  };

  return (
    <div className={`hc-cell${selected ? ' hc-cell--selected' : ''}`}>
      <select aria-label={name} value={bombard ? 'bombard' : (cell?.command ?? '')} onFocus={onSelect} onChange={(e) => choose(e.target.value)}>
        <option value="">—</option>
        {commands.map((c) => (
          <option key={c} value={c}>
            {SHEET_COMMAND_LABELS[c]}
          </option>
        ))}
      </select>
      {bombard && (
        <>
          <input
            type="text"
            aria-label={`${name} target`}
            className="hc-cell__target"
            autoComplete="off"
            spellCheck={false}
            placeholder="square, e.g. B1"
            value={text}
            aria-invalid={problem !== null}
            aria-describedby={problem !== null ? `${id}-err` : blank ? `${id}-note` : undefined}
            onFocus={onSelect}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKeyDown}
            onBlur={commit}
          />
          {problem !== null && (
            <p id={`${id}-err`} className="field-error hc-cell__error">
              {problem}
            </p>
          )}
          {blank && (
            <p id={`${id}-note`} className="field-note hc-cell__error">
              Type the square to bombard, then Enter.
            </p>
          )}
        </>
      )}
    </div>
  );
}
