// @vitest-environment jsdom
/**
 * Command relations on the ORBAT (src/ui/command/relationModel.ts, CommandRelationDialog.tsx,
 * OrbatTree's tag and C shortcut): the dialog refuses a cycle and a wrong side with the validator's
 * own message and writes nothing; a valid change is exactly one `unit.commandSet` draft, which the
 * fold applies and the tree then shows as a tag with its full text as the row's description.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkCommandRelation } from '../../src/campaign/command/commandEvents.ts';
import { stateFromScenario } from '../../src/campaign/events.ts';
import { CommandRelationDialog } from '../../src/ui/command/CommandRelationDialog.tsx';
import { parentChoices, relationTag, supportChoices } from '../../src/ui/command/relationModel.ts';
import { OrbatTree } from '../../src/ui/OrbatTree.tsx';
import { foldingWriter } from './ui-command-fixture.ts';
import { tinyScenario } from './ui-fixture.ts';

afterEach(cleanup);

const state = stateFromScenario(tinyScenario());

function openDialog(unitId: string) {
  const writer = foldingWriter(state);
  const append = vi.spyOn(writer, 'append');
  const onClose = vi.fn();
  render(<CommandRelationDialog state={state} unitId={unitId} writer={writer} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Command relations' });
  const select = (name: string) => within(dialog).getByRole('combobox', { name }) as HTMLSelectElement;
  return { writer, append, onClose, dialog, select };
}

describe('relation model', () => {
  it('tags a support relation with short names and gives the full sentence', () => {
    expect(relationTag(state, state.units['gb-255rfa']!)).toEqual({ short: 'DS → 51 Div', full: 'In Direct Support of 51st (Highland) Division' });
    expect(relationTag(state, state.units['gb-6gordons']!)).toBeNull();
  });

  it('lists the HQs a battalion may come under (larger echelon, own side, outside its subtree) before the rest', () => {
    const c = parentChoices(state, 'gb-6gordons');
    expect(c.possible.map((u) => u.id)).toEqual(['gb-51div', 'gb-152bde', 'gb-153bde']);
    expect(c.others.map((u) => u.id)).toEqual(['gb-6gordons-a', 'gb-8argylls', 'gb-6bw', 'gb-255rfa']);
    const b = parentChoices(state, 'gb-152bde');
    expect(b.possible.map((u) => u.id)).toEqual(['gb-51div']);
    expect(supportChoices(state, 'gb-6gordons').enemy.map((u) => u.id)).toEqual(['de-54div', 'de-84rir', 'de-84rir-1']);
  });
});

describe('CommandRelationDialog', () => {
  it('starts from the unit’s relation', () => {
    const { select } = openDialog('gb-255rfa');
    expect(select('Under command of').value).toBe('gb-51div');
    expect(select('Support').value).toBe('inDirectSupport');
    expect(select('Supported unit').value).toBe('gb-51div');
  });

  it('refuses a cycle with the validator’s message and writes nothing', async () => {
    const { append, onClose, dialog, select } = openDialog('gb-152bde');
    fireEvent.change(select('Under command of'), { target: { value: 'gb-6gordons' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const msg = within(dialog).getByRole('alert').textContent;
    expect(msg).toBe(checkCommandRelation(state, 'gb-152bde', 'gb-6gordons', null));
    expect(msg).toBe("6th Gordon Highlanders is under 152nd Brigade's own command: that would make a loop");
    expect(append).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refuses support of a unit of the other side with the validator’s message', () => {
    const { append, dialog, select } = openDialog('gb-6gordons');
    fireEvent.change(select('Support'), { target: { value: 'inSupport' } });
    fireEvent.change(select('Supported unit'), { target: { value: 'de-84rir' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Reserve-Infanterie-Regiment 84 is of the other side (red); 6th Gordon Highlanders is blue');
    expect(append).not.toHaveBeenCalled();
  });

  it('asks for the supported unit when a relation is chosen without one', () => {
    const { append, dialog, select } = openDialog('gb-6gordons');
    expect(select('Supported unit').disabled).toBe(true);
    fireEvent.change(select('Support'), { target: { value: 'inDirectSupport' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Choose the supported unit, or set Support to None.');
    expect(append).not.toHaveBeenCalled();
  });

  it('writes exactly one unit.commandSet draft for a valid change, and the fold applies it', async () => {
    const { writer, onClose, dialog, select } = openDialog('gb-6gordons');
    fireEvent.change(select('Under command of'), { target: { value: 'gb-153bde' } });
    fireEvent.change(select('Support'), { target: { value: 'inSupport' } });
    fireEvent.change(select('Supported unit'), { target: { value: 'gb-8argylls' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(writer.writes).toEqual([
      {
        draft: { type: 'unit.commandSet', v: 1, payload: { unitId: 'gb-6gordons', parentId: 'gb-153bde', support: { relation: 'inSupport', toId: 'gb-8argylls' } } },
        notice: '6 Gordons: under command of 153 Bde; IS → 8 A&SH',
      },
    ]);
    const after = writer.state();
    expect(after.units['gb-6gordons']!.parentId).toBe('gb-153bde');
    expect(after.units['gb-6gordons']!.support).toEqual({ relation: 'inSupport', toId: 'gb-8argylls' });
  });

  it('clears a support relation (support null) and closes without writing when nothing changed', async () => {
    const a = openDialog('gb-255rfa');
    fireEvent.click(within(a.dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(a.onClose).toHaveBeenCalledTimes(1));
    expect(a.append).not.toHaveBeenCalled();
    cleanup();
    const b = openDialog('gb-255rfa');
    fireEvent.change(b.select('Support'), { target: { value: '' } });
    expect(b.select('Supported unit').value).toBe('');
    fireEvent.click(within(b.dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(b.onClose).toHaveBeenCalledTimes(1));
    expect(b.writer.writes.map((w) => w.draft)).toEqual([{ type: 'unit.commandSet', v: 1, payload: { unitId: 'gb-255rfa', parentId: 'gb-51div', support: null } }]);
    expect(b.writer.state().units['gb-255rfa']!.support).toBeUndefined();
  });

  it('keeps a top formation under no HQ', () => {
    const { select } = openDialog('gb-51div');
    expect(select('Under command of').disabled).toBe(true);
    expect(select('Under command of').value).toBe('');
  });
});

describe('the ORBAT tree and command relations', () => {
  it('shows the support tag on the row, with the full relation as its description', () => {
    render(<OrbatTree state={state} selectedId={null} onSelect={() => {}} />);
    const row = screen.getByRole('treeitem', { name: '255th Brigade RFA' });
    expect(row).toBe(screen.getByRole('treeitem', { description: 'In Direct Support of 51st (Highland) Division' }));
    expect(row.querySelector('.orbat-relation')!.textContent).toBe('DS → 51 DivIn Direct Support of 51st (Highland) Division');
    expect(row.querySelector('.orbat-relation [aria-hidden="true"]')!.textContent).toBe('DS → 51 Div');
    expect(screen.getByRole('treeitem', { name: '152nd Brigade' }).getAttribute('aria-describedby')).toBeNull();
  });

  it('C on a focused unit row asks for its command relations dialog; not on a side row, not with Ctrl', () => {
    const onCommandRelations = vi.fn();
    render(<OrbatTree state={state} selectedId={null} onSelect={() => {}} onCommandRelations={onCommandRelations} />);
    const tree = screen.getByRole('tree', { name: 'Order of battle' });
    const row = screen.getByRole('treeitem', { name: '152nd Brigade' });
    expect(row.getAttribute('aria-keyshortcuts')).toBe('c');
    fireEvent.click(row);
    fireEvent.keyDown(tree, { key: 'c', ctrlKey: true });
    expect(onCommandRelations).not.toHaveBeenCalled();
    fireEvent.keyDown(tree, { key: 'c' });
    expect(onCommandRelations).toHaveBeenCalledWith('gb-152bde');
    fireEvent.keyDown(tree, { key: 'Home' });
    fireEvent.keyDown(tree, { key: 'c' });
    expect(onCommandRelations).toHaveBeenCalledTimes(1);
  });

  it('after the write, the tree shows the new tag', async () => {
    const writer = foldingWriter(state);
    await writer.append({ type: 'unit.commandSet', v: 1, payload: { unitId: 'gb-8argylls', parentId: 'gb-152bde', support: { relation: 'inDirectSupport', toId: 'gb-6gordons' } } }, 'x');
    render(<OrbatTree state={writer.state()} selectedId="gb-8argylls" onSelect={() => {}} />);
    const row = screen.getByRole('treeitem', { name: '8th Argyll and Sutherland Highlanders' });
    expect(row.querySelector('.orbat-relation [aria-hidden="true"]')!.textContent).toBe('DS → 6 Gordons');
    expect(row).toBe(screen.getByRole('treeitem', { description: 'In Direct Support of 6th Gordon Highlanders' }));
  });
});
