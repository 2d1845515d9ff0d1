// @vitest-environment jsdom
/**
 * The Workspace's command wiring (src/ui/Workspace.tsx with `writer`): C on an ORBAT row and the
 * unit panel's "Command relations…" open the Command relations dialog (the columns inert meanwhile);
 * with the campaign setting `commandTest1916` on, a move from the unit panel opens the Command test
 * instead of moving, and recording a failed test leaves the unit in place; with the setting off, or
 * without a writer, the move goes straight to `onMoveUnit`.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyEvent, stateFromScenario } from '../../src/campaign/events.ts';
import type { CampaignState } from '../../src/campaign/model/types.ts';
import { gridRefToPoint } from '../../src/rules/grid.ts';
import { Workspace } from '../../src/ui/Workspace.tsx';
import type { DeskWriter } from '../../src/ui/deskHost.ts';
import { foldingWriter } from './ui-command-fixture.ts';
import { GRID, tinyScenario } from './ui-fixture.ts';

const savedGetContext = HTMLCanvasElement.prototype.getContext;
beforeAll(() => {
  const ctx = new Proxy({} as Record<string | symbol, unknown>, { get: (t, k) => (k in t ? t[k] : () => undefined), set: (t, k, v) => ((t[k] = v), true) });
  HTMLCanvasElement.prototype.getContext = (() => ctx) as unknown as typeof HTMLCanvasElement.prototype.getContext;
});
afterAll(() => {
  HTMLCanvasElement.prototype.getContext = savedGetContext;
});
afterEach(cleanup);

function withSetting(on: boolean): CampaignState {
  const s = stateFromScenario(tinyScenario('not-bundled'));
  return applyEvent(s, { seq: s.seq + 1, at: 0, type: 'settings.changed', v: 1, payload: { changes: { commandTest1916: on } } });
}

function show(state: CampaignState, writer: DeskWriter | undefined) {
  const onMoveUnit = vi.fn();
  const r = render(<Workspace campaignId="c1" state={state} storage={null} map={null} onMoveUnit={onMoveUnit} onEdit={vi.fn(async () => {})} writer={writer} />);
  fireEvent.click(screen.getByRole('treeitem', { name: '6th Gordon Highlanders' }));
  const panel = screen.getByRole('region', { name: 'Unit details' });
  const moveTo = (ref: string) => {
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Grid reference' }), { target: { value: ref } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Move' }));
  };
  return { ...r, onMoveUnit, panel, moveTo };
}

describe('Workspace command dialogs', () => {
  it('with the 1916 test on, a move opens the Command test; a failed test writes it and the unit stays', async () => {
    const state = withSetting(true);
    const writer = foldingWriter(state);
    const { onMoveUnit, moveTo, container } = show(state, writer);
    moveTo('06001300');
    const dialog = screen.getByRole('dialog', { name: 'Command test' });
    expect(onMoveUnit).not.toHaveBeenCalled();
    expect(container.querySelector('main.desk-main')!.hasAttribute('inert')).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Die' }), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record test' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writer.writes.map((w) => w.draft)).toEqual([
      {
        type: 'command.tested',
        v: 1,
        payload: { unitId: 'gb-6gordons', column: 'maneuver', die: 2, modifiers: [], target: 3, passed: false, moveTo: gridRefToPoint(GRID, '06001300') },
      },
    ]);
    expect(writer.state().units['gb-6gordons']!.pos).toEqual(state.units['gb-6gordons']!.pos);
    expect(onMoveUnit).not.toHaveBeenCalled();
    expect(container.querySelector('main.desk-main')!.hasAttribute('inert')).toBe(false);
  });

  it('with the setting off, or without a writer, a move goes straight to onMoveUnit', () => {
    const off = show(withSetting(false), foldingWriter(withSetting(false)));
    off.moveTo('06001300');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(off.onMoveUnit).toHaveBeenCalledWith('gb-6gordons', gridRefToPoint(GRID, '06001300'));
    cleanup();
    const noWriter = show(withSetting(true), undefined);
    noWriter.moveTo('06001300');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(noWriter.onMoveUnit).toHaveBeenCalledTimes(1);
    expect(within(noWriter.panel).queryByRole('button', { name: 'Command relations…' })).toBeNull();
  });

  it('C on a tree row and the panel’s button open the Command relations dialog of that unit; Cancel closes it', () => {
    const state = withSetting(false);
    const { panel } = show(state, foldingWriter(state));
    fireEvent.keyDown(screen.getByRole('tree', { name: 'Order of battle' }), { key: 'c' });
    let dialog = screen.getByRole('dialog', { name: 'Command relations' });
    expect(dialog.textContent).toContain('6th Gordon Highlanders (Bn)');
    expect((within(dialog).getByRole('combobox', { name: 'Under command of' }) as HTMLSelectElement).value).toBe('gb-152bde');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: 'Command relations…' }));
    dialog = screen.getByRole('dialog', { name: 'Command relations' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a tree row dropped on another HQ re-parents it (one unit.commandSet); a drop that would loop shows the refusal', async () => {
    const state = withSetting(false);
    const writer = foldingWriter(state);
    show(state, writer);
    const store: Record<string, string> = {};
    const dataTransfer = {
      setData: (k: string, v: string) => void (store[k] = v),
      getData: (k: string) => store[k] ?? '',
      get types() {
        return Object.keys(store);
      },
      effectAllowed: 'all',
      dropEffect: 'none',
    };
    const row = (name: string) => screen.getByRole('treeitem', { name });
    const drag = (from: string, to: string) => {
      for (const k of Object.keys(store)) delete store[k];
      fireEvent.dragStart(row(from), { dataTransfer });
      fireEvent.dragOver(row(to), { dataTransfer });
      fireEvent.drop(row(to), { dataTransfer });
    };
    drag('8th Argyll and Sutherland Highlanders', '153rd Brigade');
    await waitFor(() => expect(writer.writes).toHaveLength(1));
    expect(writer.writes[0]).toEqual({
      draft: { type: 'unit.commandSet', v: 1, payload: { unitId: 'gb-8argylls', parentId: 'gb-153bde', support: null } },
      notice: '8 A&SH: under command of 153 Bde; no support relation',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    drag('152nd Brigade', '6th Gordon Highlanders');
    const dialog = screen.getByRole('dialog', { name: 'Command relations' });
    expect(within(dialog).getByRole('alert').textContent).toBe("6th Gordon Highlanders is under 152nd Brigade's own command: that would make a loop");
    expect((within(dialog).getByRole('combobox', { name: 'Under command of' }) as HTMLSelectElement).value).toBe('gb-6gordons');
    expect(writer.writes).toHaveLength(1);
  });
});
