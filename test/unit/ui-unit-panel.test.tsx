// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EventError, stateFromScenario } from '../../src/campaign/events.ts';
import { gridRefToPoint } from '../../src/rules/grid.ts';
import { calibreText, UnitPanel } from '../../src/ui/UnitPanel.tsx';
import { checkDraft, draftFromUnit } from '../../src/ui/unitForm.ts';
import { GRID, tinyScenario } from './ui-fixture.ts';

afterEach(cleanup);

const state = stateFromScenario(tinyScenario());

function setup(unitId: string | null = 'gb-6gordons', onEdit = vi.fn(async () => {})) {
  const onSelect = vi.fn();
  const onMoveUnit = vi.fn();
  const view = render(<UnitPanel state={state} unitId={unitId} onSelect={onSelect} onMoveUnit={onMoveUnit} onEdit={onEdit} />);
  const panel = screen.getByRole('region', { name: 'Unit details' });
  return { onSelect, onMoveUnit, onEdit, view, panel };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('UnitPanel details', () => {
  it('shows the selected unit: names, side, echelon, type and 1418 row, grade, strength, state, parent', () => {
    const { panel } = setup();
    const text = panel.textContent ?? '';
    expect(within(panel).getByRole('heading', { level: 2 }).textContent).toBe('6th Gordon Highlanders');
    expect(text).toContain('Short name6 Gordons');
    expect(text).toContain('SideBritish (Third Army)');
    expect(text).toContain('EchelonBattalion');
    expect(text).toContain('TypeInfantry (line) — fights as 1418 “Line/good inf”');
    expect(text).toContain('GradeR — Regular');
    expect(text).toContain('Strength3 of 4 bases, 1 injuredWith subordinates: 5 of 6 bases, 1 injured');
    expect(text).toContain('StateNot dug in; 1 injured base');
    expect(text).toContain('SupportNone');
    expect(within(panel).getByRole('button', { name: '152nd Brigade' })).toBeTruthy();
  });

  it('shows a ship for what it is, and the symbol code it came with', () => {
    const ship = { ...state.units['gb-6gordons']!, id: 'z19', name: 'Z19 Herman Künne', shortName: 'Z19', type: 'warship' as const, echelon: 'company' as const, sidc: '10063000001202030000' };
    render(<UnitPanel state={{ ...state, units: { ...state.units, z19: ship } }} unitId="z19" onSelect={vi.fn()} onMoveUnit={vi.fn()} onEdit={vi.fn(async () => {})} />);
    const text = screen.getByRole('region', { name: 'Unit details' }).textContent ?? '';
    expect(text).toContain('TypeShip (surface) — placed and reported; ships do not fight on land (the umpire’s)');
    expect(text).toContain('Symbol code10063000001202030000 (as it came from ORBAT Mapper; exported as it came)');
    cleanup();
    expect(setup().panel.textContent).not.toContain('Symbol code');
  });

  it('shows the support relation in words and selects the parent from its button', () => {
    const { onSelect } = setup('gb-255rfa');
    expect(screen.getByText('In Direct Support of 51st (Highland) Division')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '51st (Highland) Division' }));
    expect(onSelect).toHaveBeenCalledWith('gb-51div');
  });

  it('gives an artillery unit its calibre, the gun the seed names, its NQM class and range', () => {
    const { panel } = setup('gb-255rfa');
    // The type's 77 mm (no calibre of its own): below 90 mm, class L; 004 §WEAPON RANGE TABLE.
    expect(panel.textContent).toContain('Calibre77 mm: class L, range 15,000 m');
    // 004 §WEAPON AND ARMOUR CLASSIFICATION: "LIGHT — Artillery: up to 81mm, 18pdr"; "HEAVY — … 4.5\"".
    expect(calibreText({ type: 'fieldGun', calibreMm: 83.8 })).toBe('83.8 mm (18-pdr): class L, range 15,000 m');
    expect(calibreText({ type: 'lightHowitzer', calibreMm: 114.3 })).toMatch(/^114\.3 mm \(4\.5-inch\): class H, range /);
    expect(calibreText({ type: 'trenchMortar', calibreMm: 81.3 })).toBe('81.3 mm (3-inch mortar): class L, range 1,500 m');
    expect(calibreText({ type: 'antiAircraft' })).toMatch(/^76\.2 mm: class L, range /); // as the artillery it fires as on the ground
    expect(calibreText({ type: 'infantry' })).toBeUndefined();
    expect(calibreText({ type: 'strafingAircraft' })).toBeUndefined();
    cleanup();
    expect(setup('gb-6gordons').panel.textContent).not.toContain('Calibre');
  });

  it('says what to do when no unit is selected', () => {
    const { panel } = setup(null);
    expect(panel.textContent).toBe('Select a unit in the order of battle or on the map to see its details.');
  });
});

describe('UnitPanel grid reference', () => {
  it('shows the 8-figure reference of the unit and moves it to a typed one on Enter or Move', () => {
    const { onMoveUnit } = setup();
    const box = screen.getByRole('textbox', { name: 'Grid reference' }) as HTMLInputElement;
    expect(box.value).toBe('05311245');
    fireEvent.change(box, { target: { value: '0600 1300' } });
    fireEvent.submit(box);
    expect(onMoveUnit).toHaveBeenCalledTimes(1);
    expect(onMoveUnit).toHaveBeenLastCalledWith('gb-6gordons', gridRefToPoint(GRID, '06001300'));
    fireEvent.change(box, { target: { value: '061132' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));
    expect(onMoveUnit).toHaveBeenLastCalledWith('gb-6gordons', gridRefToPoint(GRID, '061132'));
  });

  it('refuses a malformed or off-map reference inline, naming it, and moves nothing', () => {
    const { onMoveUnit } = setup();
    const box = screen.getByRole('textbox', { name: 'Grid reference' });
    fireEvent.change(box, { target: { value: 'B7' } });
    fireEvent.submit(box);
    expect(screen.getByRole('alert').textContent).toContain('B7');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(box, { target: { value: '95009500' } });
    fireEvent.submit(box);
    const msg = screen.getByRole('alert').textContent ?? '';
    expect(msg).toContain('"95009500" is off the map');
    expect(msg).toContain('28 × 25 km');
    expect(onMoveUnit).not.toHaveBeenCalled();
  });

  it('follows the unit when its position changes', () => {
    const { view, onSelect, onMoveUnit, onEdit } = setup();
    const moved = { ...state, seq: 2, units: { ...state.units, 'gb-6gordons': { ...state.units['gb-6gordons']!, pos: gridRefToPoint(GRID, '07001500') } } };
    view.rerender(<UnitPanel state={moved} unitId="gb-6gordons" onSelect={onSelect} onMoveUnit={onMoveUnit} onEdit={onEdit} />);
    expect((screen.getByRole('textbox', { name: 'Grid reference' }) as HTMLInputElement).value).toBe('07001500');
  });
});

describe('UnitPanel edit form', () => {
  it('Save sends only the changed fields, as typed values', async () => {
    const { onEdit } = setup();
    fireEvent.change(field('Name'), { target: { value: '  6th Bn Gordon Highlanders ' } });
    fireEvent.change(field('Bases'), { target: { value: '2' } });
    fireEvent.change(field('Grade'), { target: { value: 'V' } });
    fireEvent.click(field('Dug in'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onEdit).toHaveBeenCalledTimes(1));
    expect(onEdit).toHaveBeenCalledWith('gb-6gordons', { name: '6th Bn Gordon Highlanders', bases: 2, grade: 'V', dugIn: true });
  });

  it('saves nothing when nothing changed, and says so', () => {
    const { onEdit } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Nothing to save: no field has changed.')).toBeTruthy();
    expect(onEdit).not.toHaveBeenCalled();
  });

  it('shows invalid input next to its field and emits nothing', () => {
    const { onEdit } = setup();
    fireEvent.change(field('Injured bases'), { target: { value: '4' } });
    fireEvent.change(field('Establishment'), { target: { value: '2' } });
    fireEvent.change(field('Short name'), { target: { value: '' } });
    fireEvent.change(field('Name'), { target: { value: '<img src=x onerror=alert(1)>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onEdit).not.toHaveBeenCalled();
    expect(screen.getByText('Injured bases (4) cannot exceed bases (3)')).toBeTruthy();
    expect(screen.getByText('Bases (3) cannot exceed establishment (2)')).toBeTruthy();
    expect(screen.getByText('Short name must not be empty')).toBeTruthy();
    expect(screen.getByText(/^Name contains HTML-like markup/)).toBeTruthy();
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('shows the store’s refusal in the form', async () => {
    const onEdit = vi.fn(async () => {
      throw new EventError('expected a whole number 0…999, got 1200', 'payload.changes.fuHeld');
    });
    setup('gb-6gordons', onEdit);
    fireEvent.change(field('Notes'), { target: { value: 'Held up at Flesquières' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // The field is named as the form names it, not by the stored field's name.
    expect((await screen.findByRole('alert')).textContent).toBe('The store refused this edit: FU held: expected a whole number 0…999, got 1200');
    expect(onEdit).toHaveBeenCalledWith('gb-6gordons', { notes: 'Held up at Flesquières' });
  });
});

describe('checkDraft', () => {
  it('refuses fractional and negative strengths and unknown types', () => {
    const u = state.units['gb-6gordons']!;
    const r = checkDraft(u, { ...draftFromUnit(u), bases: '2.5', injuredBases: '-1', type: 'dragoons' });
    expect(r.errors).toEqual({
      bases: 'Bases must be a whole number ≥ 0',
      injuredBases: 'Injured bases must be a whole number ≥ 0',
      type: 'Unknown unit type "dragoons"',
    });
    expect(r.changes).toEqual({});
  });

  it('refuses more bases than one unit may have, as the file check and the fold would', () => {
    const u = state.units['gb-6gordons']!;
    const r = checkDraft(u, { ...draftFromUnit(u), establishmentBases: '5000' });
    expect(r.errors).toEqual({ establishmentBases: 'Establishment must be at most 1,000 bases' });
    expect(checkDraft(u, { ...draftFromUnit(u), establishmentBases: '1000' }).errors).toEqual({});
  });
});
