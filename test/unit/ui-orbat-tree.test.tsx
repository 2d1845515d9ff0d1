// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stateFromScenario } from '../../src/campaign/events.ts';
import { unitSidc } from '../../src/map/sidc.ts';
import { OrbatTree } from '../../src/ui/OrbatTree.tsx';
import { buildOrbatIndex } from '../../src/ui/orbatModel.ts';
import { tinyScenario } from './ui-fixture.ts';

afterEach(cleanup);

const state = stateFromScenario(tinyScenario());

function rowNames(): string[] {
  return screen.getAllByRole('treeitem').map((el) => el.getAttribute('aria-label') ?? '');
}

function setup(selectedId: string | null = null) {
  const onSelect = vi.fn();
  const view = render(<OrbatTree state={state} selectedId={selectedId} onSelect={onSelect} sidcOf={unitSidc} />);
  return { onSelect, view };
}

describe('ORBAT model', () => {
  it('sums subtree strength in one pass (own bases plus subordinates)', () => {
    const index = buildOrbatIndex(state);
    expect(index.totals.get('gb-6gordons')).toEqual({ bases: 5, injuredBases: 1, establishmentBases: 6 });
    expect(index.totals.get('gb-152bde')).toEqual({ bases: 10, injuredBases: 1, establishmentBases: 11 });
    expect(index.totals.get('gb-51div')).toEqual({ bases: 20, injuredBases: 1, establishmentBases: 21 });
    expect(index.roots).toEqual({ blue: ['gb-51div'], red: ['de-54div'] });
  });
});

describe('OrbatTree', () => {
  it('is a tree "Order of battle" of both sides with the top two unit levels open', () => {
    setup();
    expect(screen.getByRole('tree', { name: 'Order of battle' })).toBeTruthy();
    expect(rowNames()).toEqual([
      'British (Third Army)',
      '51st (Highland) Division',
      '152nd Brigade',
      '6th Gordon Highlanders',
      '8th Argyll and Sutherland Highlanders',
      '153rd Brigade',
      '6th Black Watch',
      '255th Brigade RFA',
      'German (2. Armee)',
      '54. Infanterie-Division',
      'Reserve-Infanterie-Regiment 84',
      'I. Bataillon RIR 84',
    ]);
    const gordons = screen.getByRole('treeitem', { name: '6th Gordon Highlanders' });
    expect(gordons.getAttribute('aria-level')).toBe('4');
    expect(gordons.getAttribute('aria-expanded')).toBe('false');
    expect(gordons.getAttribute('aria-selected')).toBe('false');
    expect(gordons.textContent).toContain('Bn 5/6');
    const icon = gordons.querySelector('img');
    expect(icon?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByRole('treeitem', { name: '152nd Brigade' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('treeitem', { name: 'British (Third Army)' }).getAttribute('aria-level')).toBe('1');
    expect(screen.getByRole('treeitem', { name: '6th Black Watch' }).getAttribute('aria-expanded')).toBeNull();
  });

  it('expands and collapses with the twisty and with Right/Left', () => {
    setup();
    const gordons = screen.getByRole('treeitem', { name: '6th Gordon Highlanders' });
    fireEvent.click(gordons.querySelector('.orbat-twisty')!);
    expect(screen.getByRole('treeitem', { name: 'A Company, 6th Gordons' }).getAttribute('aria-level')).toBe('5');
    expect(gordons.getAttribute('aria-expanded')).toBe('true');

    const bde = screen.getByRole('treeitem', { name: '152nd Brigade' });
    fireEvent.click(bde.querySelector('.orbat-twisty')!);
    expect(screen.queryByRole('treeitem', { name: '6th Gordon Highlanders' })).toBeNull();
    expect(screen.queryByRole('treeitem', { name: 'A Company, 6th Gordons' })).toBeNull();

    act(() => bde.focus());
    fireEvent.keyDown(bde, { key: 'ArrowRight' });
    expect(bde.getAttribute('aria-expanded')).toBe('true');
    // The child's own state was kept: the company shows again.
    expect(screen.getByRole('treeitem', { name: 'A Company, 6th Gordons' })).toBeTruthy();
    fireEvent.keyDown(bde, { key: 'ArrowLeft' });
    expect(bde.getAttribute('aria-expanded')).toBe('false');
    expect(rowNames()).not.toContain('6th Gordon Highlanders');
  });

  it('moves focus with the arrow keys, Home and End, one row in the tab order', () => {
    const { onSelect } = setup();
    const tree = screen.getByRole('tree');
    const tabbable = () => within(tree).getAllByRole('treeitem').filter((el) => el.tabIndex === 0);
    expect(tabbable().map((el) => el.getAttribute('aria-label'))).toEqual(['British (Third Army)']);

    const first = screen.getByRole('treeitem', { name: 'British (Third Army)' });
    act(() => first.focus());
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('51st (Highland) Division');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('6th Gordon Highlanders');
    expect(tabbable().map((el) => el.getAttribute('aria-label'))).toEqual(['6th Gordon Highlanders']);
    // Right on a closed node opens it; Right again steps into the first child.
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('A Company, 6th Gordons');
    // Left on a leaf goes to its parent.
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('6th Gordon Highlanders');
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('I. Bataillon RIR 84');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Reserve-Infanterie-Regiment 84');
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect).toHaveBeenLastCalledWith('de-84rir');
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('British (Third Army)');
    // Enter on a side heading opens/closes it and selects nothing.
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(rowNames()).not.toContain('51st (Highland) Division');
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('selects a unit on click', () => {
    const { onSelect } = setup();
    fireEvent.click(screen.getByRole('treeitem', { name: '6th Black Watch' }));
    expect(onSelect).toHaveBeenCalledWith('gb-6bw');
  });

  it('search narrows the tree to matches and their ancestors, opened', () => {
    setup();
    const box = screen.getByRole('textbox', { name: 'Search units' });
    fireEvent.change(box, { target: { value: 'company' } });
    expect(rowNames()).toEqual([
      'British (Third Army)',
      '51st (Highland) Division',
      '152nd Brigade',
      '6th Gordon Highlanders',
      'A Company, 6th Gordons',
      'German (2. Armee)',
    ]);
    expect(screen.getByText('1 match')).toBeTruthy();
    expect(screen.getByRole('treeitem', { name: 'A Company, 6th Gordons' }).className).toContain('is-match');
    expect(screen.getByRole('treeitem', { name: '152nd Brigade' }).className).not.toContain('is-match');

    fireEvent.change(box, { target: { value: 'RIR' } });
    expect(rowNames()).toEqual(['British (Third Army)', 'German (2. Armee)', '54. Infanterie-Division', 'Reserve-Infanterie-Regiment 84', 'I. Bataillon RIR 84']);
    expect(screen.getByText('2 matches')).toBeTruthy();

    fireEvent.change(box, { target: { value: 'zzz' } });
    expect(rowNames()).toEqual(['British (Third Army)', 'German (2. Armee)']);
    expect(screen.getByText('No unit matches “zzz”.')).toBeTruthy();

    fireEvent.keyDown(box, { key: 'Escape' });
    expect(rowNames()).toHaveLength(12);
  });

  it('keeps a unit chosen from the search results in view when the search is cleared', () => {
    const onSelect = vi.fn();
    const { rerender } = render(<OrbatTree state={state} selectedId={null} onSelect={onSelect} />);
    const box = screen.getByRole('textbox', { name: 'Search units' });
    fireEvent.change(box, { target: { value: 'A Company' } });
    fireEvent.click(screen.getByRole('treeitem', { name: 'A Company, 6th Gordons' }));
    expect(onSelect).toHaveBeenCalledWith('gb-6gordons-a');
    rerender(<OrbatTree state={state} selectedId="gb-6gordons-a" onSelect={onSelect} />);
    fireEvent.change(box, { target: { value: '' } });
    expect(rowNames()).toHaveLength(13);
    expect(screen.getByRole('treeitem', { name: 'A Company, 6th Gordons' }).getAttribute('aria-selected')).toBe('true');
  });

  it('reveals and marks a unit selected elsewhere (on the map), opening its ancestors', () => {
    const { view, onSelect } = setup();
    expect(rowNames()).not.toContain('A Company, 6th Gordons');
    view.rerender(<OrbatTree state={state} selectedId="gb-6gordons-a" onSelect={onSelect} sidcOf={unitSidc} />);
    const row = screen.getByRole('treeitem', { name: 'A Company, 6th Gordons' });
    expect(row.getAttribute('aria-selected')).toBe('true');
    expect(row.tabIndex).toBe(0);
    expect(screen.getByRole('treeitem', { name: '6th Gordon Highlanders' }).getAttribute('aria-selected')).toBe('false');
    expect(onSelect).not.toHaveBeenCalled();
  });
});
