/**
 * Choosing a unit in a unit picker (`UnitCombobox`) as a user does in jsdom: type part of its name into
 * the text box, then click the option (`‹name› (‹echelon›)`).
 */
import { fireEvent, within } from '@testing-library/react';

/** Type `name` into the combobox labelled `label` inside `scope` and click the option of that unit. */
export function chooseUnit(scope: HTMLElement, label: string, name: string): void {
  const input = within(scope).getByRole('combobox', { name: label });
  fireEvent.change(input, { target: { value: name } });
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  fireEvent.click(within(scope).getByRole('option', { name: new RegExp(`^${escaped} \\(`) }));
}
