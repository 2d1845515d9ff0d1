/**
 * A `<select>` of a fixed list of choices, each shown by its label: the one drop-down every form
 * uses for an enumerated field (shoot, shell, scale, action, …). The value is one of `options`;
 * `onChoice` receives the chosen one, typed.
 */
import type { SelectHTMLAttributes } from 'react';

/** Props: the choices in order, the label of each, the chosen one, and what to do on a change. */
export type ChoiceSelectProps<T extends string> = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'children'> & {
  options: readonly T[];
  labels: Readonly<Record<T, string>>;
  value: T;
  onChoice(value: T): void;
};

/** The drop-down. */
export function ChoiceSelect<T extends string>({ options, labels, value, onChoice, ...rest }: ChoiceSelectProps<T>) {
  return (
    <select {...rest} value={value} onChange={(e) => onChoice(e.target.value as T)}>
      {options.map((k) => (
        <option key={k} value={k}>
          {labels[k]}
        </option>
      ))}
    </select>
  );
}
