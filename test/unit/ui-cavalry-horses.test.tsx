// @vitest-environment jsdom
/**
 * The unit panel's "Horses" section (src/ui/cavalry/HorsesSection.tsx; 1916 §2.2 "Cavalry Functions"): shown
 * for cavalry only while the 1916 rules are on; "Dismount" writes `cavalry.horses` and the section then says a
 * base holds the horses; a squadron of one base cannot dismount and is told why.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CampaignState } from '../../src/campaign/model/types.ts';
import { UnitPanel } from '../../src/ui/UnitPanel.tsx';
import { at, fold, turnStart } from './campaign-turn-fixture.ts';
import { foldingWriter } from './ui-command-fixture.ts';

afterEach(cleanup);

/** The turn fixture with B Squadron, Fort Garry Horse (`bases`), the 1916 rules on or off. */
function squadron(bases: number, rules1916: boolean): CampaignState {
  const s0 = rules1916 ? fold(turnStart(), { at: 0, type: 'settings.changed', v: 1, payload: { changes: { commandTest1916: true } } }) : turnStart();
  const sq = { ...s0.units['gb-gordons']!, id: 'gb-fgh-b', name: 'B Squadron, Fort Garry Horse', shortName: 'B/FGH', echelon: 'company' as const, type: 'cavalry' as const, bases, establishmentBases: 3, pos: at(5000, 3000) };
  return { ...s0, units: { ...s0.units, [sq.id]: sq }, unitOrder: [...s0.unitOrder, sq.id] };
}

function setup(state: CampaignState) {
  const writer = foldingWriter(state);
  const view = render(<UnitPanel state={state} unitId="gb-fgh-b" onSelect={vi.fn()} onMoveUnit={vi.fn()} onEdit={vi.fn(async () => {})} writer={writer} />);
  return { writer, view };
}

describe('the Horses section', () => {
  it('dismounts a squadron, then says a base holds the horses and offers Mount', async () => {
    const { writer, view } = setup(squadron(3, true));
    const region = () => screen.getByRole('region', { name: 'Horses' });
    expect(region().textContent).toContain('Mounted.');
    fireEvent.click(within(region()).getByRole('button', { name: 'Dismount' }));
    await waitFor(() => expect(writer.writes).toHaveLength(1));
    expect(writer.writes[0]).toEqual({ draft: { type: 'cavalry.horses', v: 1, payload: { unitId: 'gb-fgh-b', dismounted: true } }, notice: 'B/FGH dismounted: a base holds the horses.' });
    view.rerender(<UnitPanel state={writer.state()} unitId="gb-fgh-b" onSelect={vi.fn()} onMoveUnit={vi.fn()} onEdit={vi.fn(async () => {})} writer={writer} />);
    expect(region().textContent).toContain('Dismounted since 06:00: 1 base holds the horses; it marches on foot and fights with 2 bases.');
    expect(within(region()).getByRole('button', { name: 'Mount' })).toBeTruthy();
  });

  it('tells a squadron of one base why it cannot dismount; shows nothing with the 1916 rules off', () => {
    setup(squadron(1, true));
    const region = screen.getByRole('region', { name: 'Horses' });
    expect((within(region).getByRole('button', { name: 'Dismount' }) as HTMLButtonElement).disabled).toBe(true);
    expect(region.textContent).toContain('Cannot dismount: B/FGH has 1 base: one must hold the horses, so none would be left to fight on foot.');
    cleanup();
    setup(squadron(3, false));
    expect(screen.queryByRole('region', { name: 'Horses' })).toBeNull();
  });
});
