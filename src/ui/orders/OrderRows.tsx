/**
 * One repeating section of the order form (Objectives, Allocation of support and logistic units,
 * HQ locations, Timings): a `fieldset` whose legend is the section's heading, one row per line with
 * a labelled field per column ("Objective 1 name", "Objective 1 grid reference"), the error under its
 * field, and buttons "Add ‹noun›" and "Remove ‹noun› n" (showing "Remove"). A column may check its
 * value as typed, and may have a button beside its field ("Pick objective 1 on map", showing "Pick").
 */
import { useId, type ReactNode } from 'react';

/** A select option. */
export type RowOption = { value: string; label: string };

/**
 * A column: `key` of the row, `caption` shown above the column, `label(n)` the field's accessible name
 * for row n (1-based); `options` makes it a select (with a blank "Choose…" first); `check` gives a
 * problem with a typed value as it is typed (null: fine); `placeholder` for a text field; `pick` puts a
 * button "Pick" beside the field, named `pick.label(n)`, calling `pick.onPress(i)` (i 0-based).
 */
export type RowColumn<R> = {
  key: keyof R & string;
  caption: string;
  label(n: number): string;
  options?: readonly RowOption[];
  check?(value: string): string | null;
  placeholder?: string;
  pick?: { label(n: number): string; onPress(i: number): void };
};

/** Props: heading, noun for the buttons, the rows, their columns, submit errors by `<prefix>.<i>.<key>`, change callback, a blank row. */
export type OrderRowsProps<R extends Record<string, string>> = {
  title: string;
  noun: string;
  prefix: string;
  rows: R[];
  columns: RowColumn<R>[];
  errors: Record<string, string>;
  blank: R;
  onChange(rows: R[]): void;
  children?: ReactNode;
};

/** The section. */
export function OrderRows<R extends Record<string, string>>({ title, noun, prefix, rows, columns, errors, blank, onChange, children }: OrderRowsProps<R>) {
  const id = useId();
  const setCell = (i: number, key: keyof R, value: string) => onChange(rows.map((r, j) => (j === i ? { ...r, [key]: value } : r)));
  const capital = noun.charAt(0).toUpperCase() + noun.slice(1);
  return (
    <fieldset className="order-section">
      <legend>{title}</legend>
      {children}
      {rows.length > 0 && (
        <div className="order-rows" style={{ ['--order-cols' as string]: columns.length }}>
          <div className="order-rows__head" aria-hidden="true">
            {columns.map((c) => (
              <span key={c.key}>{c.caption}</span>
            ))}
          </div>
          {rows.map((r, i) => (
            <div key={i} className="order-rows__row" role="group" aria-label={`${capital} ${i + 1}`}>
              {columns.map((c) => {
                const fid = `${id}-${i}-${c.key}`;
                const value = r[c.key] ?? '';
                const problem = (c.check && value.trim() !== '' ? c.check(value) : null) ?? errors[`${prefix}.${i}.${c.key}`] ?? null;
                const common = {
                  id: fid,
                  'aria-label': c.label(i + 1),
                  'aria-invalid': problem !== null ? true : undefined,
                  'aria-describedby': problem !== null ? `${fid}-err` : undefined,
                  value,
                };
                return (
                  <div key={c.key} className="order-rows__cell">
                    {c.options ? (
                      <select {...common} onChange={(e) => setCell(i, c.key, e.target.value)}>
                        <option value="">Choose…</option>
                        {c.options.map((o) => (
                          <option key={o.value} value={o.value}>
                            {o.label}
                          </option>
                        ))}
                      </select>
                    ) : (
                      <div className={c.pick ? 'order-rows__with-pick' : undefined}>
                        <input
                          {...common}
                          type="text"
                          autoComplete="off"
                          spellCheck={c.check ? false : undefined}
                          placeholder={c.placeholder}
                          onChange={(e) => setCell(i, c.key, e.target.value)}
                        />
                        {c.pick && (
                          <button type="button" className="order-rows__pick" aria-label={c.pick.label(i + 1)} title={c.pick.label(i + 1)} onClick={() => c.pick!.onPress(i)}>
                            Pick
                          </button>
                        )}
                      </div>
                    )}
                    {problem !== null && (
                      <p id={`${fid}-err`} className="field-error">
                        {problem}
                      </p>
                    )}
                  </div>
                );
              })}
              <button
                type="button"
                className="order-rows__remove"
                aria-label={`Remove ${noun} ${i + 1}`}
                onClick={() => onChange(rows.filter((_, j) => j !== i))}
              >
                Remove
              </button>
            </div>
          ))}
        </div>
      )}
      <button type="button" onClick={() => onChange([...rows, { ...blank }])}>
        Add {noun}
      </button>
    </fieldset>
  );
}
