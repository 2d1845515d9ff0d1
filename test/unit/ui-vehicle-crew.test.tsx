// @vitest-environment jsdom
/**
 * The unit panel's "Vehicle crew" section (src/ui/vehicles/VehicleCrewSection.tsx, crewModel.ts; 1916
 * module, 002 §2.3): an immobilised tank's state line, the crew options, a helped repair with two dice,
 * the result on the crew chart with its assumed target, and the `vehicle.crewActed` it records.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CampaignState } from '../../src/campaign/model/types.ts';
import { planTurn } from '../../src/campaign/turn/turn.ts';
import { scriptedDice } from '../../src/rules/dice.ts';
import { UnitPanel } from '../../src/ui/UnitPanel.tsx';
import { diceOf } from '../../src/ui/vehicles/crewModel.ts';
import { fold, openGoing, route, routeDraft, turnStart } from './campaign-turn-fixture.ts';
import { foldingWriter } from './ui-command-fixture.ts';

afterEach(cleanup);

/** 5 Coy TC broken down at 07:00 (2D6 1+1), a second Mark IV company beside it to help. */
function brokenDown(): CampaignState {
  const start = turnStart();
  const twin = { ...start.units['gb-tc5']!, id: 'gb-tc6', name: '6 Company, Tank Corps', shortName: '6 Coy TC' };
  const s0 = { ...start, units: { ...start.units, 'gb-tc6': twin }, unitOrder: [...start.unitOrder, 'gb-tc6'] };
  const s = fold(s0, { at: 0, type: 'settings.changed', v: 1, payload: { changes: { commandTest1916: true } } }, routeDraft(route('gb-tc5', [[15000, 15000]])));
  const after = fold(s, { at: 60, type: 'clock.advanced', v: 1, payload: planTurn(s, 60, openGoing, scriptedDice([1, 1])) });
  // 6 Coy TC comes up beside it; the brigade HQ (not a crew) and 1/6 Gordons (not tanks) cannot help.
  return { ...after, units: { ...after.units, 'gb-tc6': { ...twin, pos: after.units['gb-tc5']!.pos! } } };
}

function setup(state: CampaignState) {
  const writer = foldingWriter(state);
  render(<UnitPanel state={state} unitId="gb-tc5" onSelect={vi.fn()} onMoveUnit={vi.fn()} onEdit={vi.fn(async () => {})} writer={writer} />);
  const panel = screen.getByRole('region', { name: 'Unit details' });
  return { writer, panel, crew: within(panel).getByRole('region', { name: 'Vehicle crew' }) };
}

describe('the Vehicle crew section', () => {
  it('says what immobilised the tank, and records a repair helped by another crew: two dice, either at 5', async () => {
    const { writer, panel, crew } = setup(brokenDown());
    expect(panel.textContent).toContain('Immobilised: broke down at 07:00, crew aboard');
    expect((within(crew).getByRole('radio', { name: 'Repair' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(within(crew).getByRole('combobox', { name: 'Helping crew' }), { target: { value: 'gb-tc6' } });
    fireEvent.change(within(crew).getByRole('textbox', { name: 'Dice' }), { target: { value: '3 5' } });
    expect(within(crew).getByRole('status', { name: 'Crew result' }).textContent).toBe('Dice 3, 5 against 5: repaired, it can move again. (assumed target: the seed’s crew chart is lost)');
    fireEvent.click(within(crew).getByRole('button', { name: 'Record crew action' }));
    await waitFor(() => expect(writer.writes).toHaveLength(1));
    expect(within(crew).getAllByRole('option').map((o) => o.textContent)).toEqual(['None (one die)', '6 Coy TC (two dice)']);
    expect(writer.writes[0]!.draft).toEqual({
      type: 'vehicle.crewActed',
      v: 1,
      payload: { unitId: 'gb-tc5', action: 'repair', dice: [3, 5], helperId: 'gb-tc6', result: { target: 5, repaired: true, lmgTeams: 0, destroyed: false } },
    });
    expect(writer.state().units['gb-tc5']!.immobilised).toBeUndefined();
  });

  it('rolls the dice an option needs; abandoning is offered once only', async () => {
    const { writer, crew } = setup(brokenDown());
    fireEvent.click(within(crew).getByRole('radio', { name: 'Abandon (form LMG teams)' }));
    fireEvent.click(within(crew).getByRole('button', { name: 'Roll' }));
    expect((within(crew).getByRole('textbox', { name: 'Dice' }) as HTMLInputElement).value).toMatch(/^[1-6] [1-6]$/);
    fireEvent.change(within(crew).getByRole('textbox', { name: 'Dice' }), { target: { value: '4 2' } });
    fireEvent.click(within(crew).getByRole('button', { name: 'Record crew action' }));
    await waitFor(() => expect(writer.writes).toHaveLength(1));
    cleanup();
    const after = setup(writer.state());
    expect(after.panel.textContent).toContain('abandoned, 1 LMG team formed');
    expect((within(after.crew).getByRole('radio', { name: 'Abandon (form LMG teams)' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('is not shown for a tank that moves; the dice are checked as typed', () => {
    render(<UnitPanel state={turnStart()} unitId="gb-tc5" onSelect={vi.fn()} onMoveUnit={vi.fn()} onEdit={vi.fn(async () => {})} writer={foldingWriter(turnStart())} />);
    expect(screen.queryByRole('region', { name: 'Vehicle crew' })).toBeNull();
    expect(diceOf('7', 1)).toEqual({ problem: 'Each die is a whole number 1–6: “7”.' });
    expect(diceOf('5', 2)).toEqual({ problem: 'Roll or type 2 dice (1–6), not 1.' });
    expect(diceOf('', 0)).toEqual({ dice: [] });
  });
});
