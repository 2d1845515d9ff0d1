// @vitest-environment jsdom
/**
 * The unit picker: the chain of command of the unit the form is about first, then its side, then the
 * other side; typing narrows the list (accents and case ignored); arrow keys and Enter choose; the
 * text box shows the chosen unit's name.
 */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { stateFromScenario } from '../../src/campaign/events.ts';
import type { Unit } from '../../src/campaign/model/types.ts';
import { UnitCombobox } from '../../src/ui/picker/UnitCombobox.tsx';
import { filterGroups, pickerGroups } from '../../src/ui/picker/unitPickerModel.ts';
import { chooseUnit } from './ui-picker.ts';
import { tinyScenario } from './ui-fixture.ts';

afterEach(cleanup);

const state = stateFromScenario(tinyScenario());
const all: Unit[] = state.unitOrder.map((id) => state.units[id]!);

function Picker({ anchorId = null }: { anchorId?: string | null }) {
  const [value, setValue] = useState('');
  return (
    <form aria-label="Order">
      <UnitCombobox id="for" label="For" state={state} units={all} value={value} onChange={setValue} anchorId={anchorId} />
      <output aria-label="Chosen">{value}</output>
    </form>
  );
}

describe('pickerGroups and filterGroups', () => {
  it('puts the anchor’s chain of command first (its HQs, itself, all under it), then its side, then the other side', () => {
    const groups = pickerGroups(state, all, 'gb-6gordons');
    expect(groups.map((g) => g.title)).toEqual(['Chain of command of 6 Gordons', 'British (Third Army)', 'German (2. Armee)']);
    expect(groups[0]!.units.map((u) => u.id)).toEqual(['gb-51div', 'gb-152bde', 'gb-6gordons', 'gb-6gordons-a']);
    expect(groups[1]!.units.some((u) => u.id === 'gb-6bw')).toBe(true);
    expect(groups[2]!.units.every((u) => u.side === 'red')).toBe(true);
  });

  it('narrows by name or short name, accents and case ignored, and counts what it leaves out', () => {
    const groups = pickerGroups(state, all, null, 'blue');
    expect(filterGroups(groups, 'GORDON').groups.flatMap((g) => g.units.map((u) => u.id))).toEqual(['gb-6gordons', 'gb-6gordons-a']);
    expect(filterGroups(groups, 'a&sh').groups.flatMap((g) => g.units.map((u) => u.id))).toEqual(['gb-8argylls']);
    const limited = filterGroups(groups, '', 3);
    expect([limited.groups.flatMap((g) => g.units).length, limited.hidden]).toEqual([3, all.length - 3]);
  });
});

describe('UnitCombobox', () => {
  it('is a combobox named by its label; typing narrows the options; clicking one chooses it and shows its name', () => {
    render(<Picker anchorId="gb-6gordons" />);
    const form = screen.getByRole('form', { name: 'Order' });
    const input = within(form).getByRole('combobox', { name: 'For' }) as HTMLInputElement;
    fireEvent.click(within(form).getByRole('button', { name: 'Show the units for For' }));
    const groups = within(screen.getByRole('listbox')).getAllByRole('group').map((g) => g.getAttribute('aria-label'));
    expect(groups).toEqual(['Chain of command of 6 Gordons', 'British (Third Army)', 'German (2. Armee)']);
    chooseUnit(form, 'For', '6th Black Watch');
    expect(within(form).getByRole('status', { name: 'Chosen' }).textContent).toBe('gb-6bw');
    expect(input.value).toBe('6th Black Watch');
  });

  it('chooses with the arrow keys and Enter', () => {
    render(<Picker />);
    const input = screen.getByRole('combobox', { name: 'For' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'brigade' } });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['152nd Brigade (Bde)', '153rd Brigade (Bde)', '255th Brigade RFA (Bn)']);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByRole('status', { name: 'Chosen' }).textContent).toBe('gb-153bde');
    expect(input.value).toBe('153rd Brigade');
  });

  it('says when nothing matches', () => {
    render(<Picker />);
    fireEvent.change(screen.getByRole('combobox', { name: 'For' }), { target: { value: 'zzz' } });
    expect(screen.getByText('No unit matches “zzz”.')).toBeTruthy();
  });
});
