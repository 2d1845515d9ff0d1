// @vitest-environment jsdom
/**
 * The planning form (PlanPanel + SubUnitPlanRow) in jsdom on the table map's 180/Btn 1 vs 7/Btn 1:
 * controls named by SF and sub-unit, actions limited by the command and situation, a leg added from
 * the keyboard, "Set path" toggling, the engine's refusals shown beside each sub-unit and in an alert.
 */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { subUnitCentre } from '../../src/map/engagementGeometry.ts';
import { planBound } from '../../src/rules/bound/plan.ts';
import { localToGridRef } from '../../src/rules/grid.ts';
import { toBoundPlans, type PlanDraft } from '../../src/ui/engagement/planForm.ts';
import { optionsOf, PlanHarness, tableEngagement } from './fixtures/planPanel.tsx';

afterEach(cleanup);

const state = tableEngagement();

const options = optionsOf;

describe('PlanPanel', () => {
  it('names every control by its SF or sub-unit and offers only the allowed actions', () => {
    render(<PlanHarness state={state} plan={() => []} onPathFor={() => undefined} />);
    expect(options('High command of 180/Btn 1')).toEqual(['Advance', 'Hold', 'Assault', 'Retreat']);
    expect(options('Action of 1/1')).toEqual(['Stay put', 'Find cover']);
    expect(options('Action of R1/1')).toEqual(['Stay put']); // dug in, safe, under Hold
    expect(options('Target of 1/MG')[0]).toBe('— none —');
    expect(options('Target of 1/MG')[1]).toMatch(/^R1\/3 \(\d+ m\)$/);
    expect(screen.getByRole('checkbox', { name: 'Dig in 1/1' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Dig in R1/1' })).toBeNull();

    fireEvent.change(screen.getByRole('combobox', { name: 'High command of 180/Btn 1' }), { target: { value: 'advance' } });
    expect(options('Action of 1/1')).toEqual(['Move']);
    expect(screen.queryByRole('checkbox', { name: 'Dig in 1/1' })).toBeNull();
    // Made to move, it is given the advance path a bound starts from: towards the nearest enemy.
    expect(within(screen.getByRole('group', { name: '1/1' })).getByText(/Path: 1 waypoint, \d+ m \(full move 60 m\)/)).toBeTruthy();
  });

  it('shows the engine’s refusal beside each sub-unit and in an alert, then plans once paths are set', () => {
    const plans: PlanDraft[] = [];
    const plan = (d: PlanDraft) => {
      plans.push(d);
      const r = planBound(state, toBoundPlans(d));
      return r.errors;
    };
    const pathFor = vi.fn();
    render(<PlanHarness state={state} plan={plan} onPathFor={pathFor} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'High command of 180/Btn 1' }), { target: { value: 'advance' } });
    // Each moving sub-unit was given an advance path; cleared, the engine refuses the plan.
    for (const name of ['180/Btn 1 HQ', '1/1', '1/2', '1/3', '1/MG']) fireEvent.click(screen.getByRole('button', { name: `Clear path of ${name}` }));
    fireEvent.click(screen.getByRole('button', { name: 'Plan bound' }));
    expect(screen.getByRole('alert').textContent).toMatch(/^The engine refused the plan \(5 problems\); nothing was written:/);
    const row = screen.getByRole('group', { name: '1/1' });
    expect(within(row).getByText('1/1 (not dug in, safe): move needs a path of one or more points { xM, yM }')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Action of 1/1' }).getAttribute('aria-invalid')).toBe('true');

    // Set path toggles the map's path mode for that sub-unit.
    fireEvent.click(screen.getByRole('button', { name: 'Set path of 1/1' }));
    expect(pathFor).toHaveBeenLastCalledWith('blue-180-btn1-1-1');
    fireEvent.click(screen.getByRole('button', { name: 'Done setting path of 1/1' }));
    expect(pathFor).toHaveBeenLastCalledWith(null);

    // A leg due west, 25 m, for each blue sub-unit.
    for (const name of ['180/Btn 1 HQ', '1/1', '1/2', '1/3', '1/MG']) {
      fireEvent.change(screen.getByRole('combobox', { name: `Leg direction of ${name}` }), { target: { value: 'deg:270' } });
      fireEvent.change(screen.getByRole('textbox', { name: `Leg metres of ${name}` }), { target: { value: '25' } });
      fireEvent.click(screen.getByRole('button', { name: `Add leg to path of ${name}` }));
    }
    expect(within(screen.getByRole('group', { name: '1/1' })).getByText(/Path: 1 waypoint, 25 m/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Plan bound' }));
    expect(screen.queryByRole('alert')).toBeNull();
    const last = plans[plans.length - 1]!;
    const c = subUnitCentre(state.subUnits.find((s) => s.id === 'blue-180-btn1-1-1')!)!;
    expect(last.subUnits['blue-180-btn1-1-1']!.path).toHaveLength(1);
    expect(last.subUnits['blue-180-btn1-1-1']!.path[0]!.xM).toBeCloseTo(c.xM - 25, 9);
    expect(last.subUnits['blue-180-btn1-1-1']!.path[0]!.yM).toBeCloseTo(c.yM, 9);
  });

  it('refuses a leg that is not a positive distance, in place', () => {
    render(<PlanHarness state={state} plan={() => []} onPathFor={() => undefined} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'High command of 180/Btn 1' }), { target: { value: 'advance' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Leg metres of 1/2' }), { target: { value: 'far' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add leg to path of 1/2' }));
    expect(within(screen.getByRole('group', { name: '1/2' })).getByText('distance must be a number of metres > 0, got NaN')).toBeTruthy();
  });

  it('offers Bombard with a grid reference only to artillery', () => {
    const arty = tableEngagement(['blue-80art-btn1', 'red-7-btn1']);
    render(<PlanHarness state={arty} plan={() => []} onPathFor={() => undefined} />);
    expect(options('High command of 80 Art/Btn 1')).toEqual(['Advance', 'Hold', 'Assault', 'Retreat', 'Bombard']);
    expect(options('High command of 7/Btn 1')).toEqual(['Advance', 'Hold', 'Assault', 'Retreat']);
    fireEvent.change(screen.getByRole('combobox', { name: 'High command of 80 Art/Btn 1' }), { target: { value: 'bombard' } });
    const ref = screen.getByRole('textbox', { name: 'Bombard grid reference of 80 Art/Btn 1' });
    fireEvent.change(ref, { target: { value: 'C4' } });
    expect((ref as HTMLInputElement).value).toBe('C4');
    expect(options('Ammunition of 80 Art/Btn 1')).toEqual(['High explosive', 'Smoke', 'Gas (short-term)', 'Gas (long-delayed)']);
    expect(screen.getAllByRole('combobox', { name: /^Guns of / }).length).toBeGreaterThan(0);
    // Its batteries fire in the bombardment, not at targets of their own; back on Hold they aim again.
    expect(screen.queryByRole('combobox', { name: 'Target of A1/1' })).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: 'High command of 80 Art/Btn 1' }), { target: { value: 'hold' } });
    expect((screen.getByRole('combobox', { name: 'Target of A1/1' }) as HTMLSelectElement).value).not.toBe('');
  });

  it('shows where an HE bombardment\'s shots would fall, and lets them be placed by hand', () => {
    const arty = tableEngagement(['blue-80art-btn1', 'red-7-btn1']);
    const plans: PlanDraft[] = [];
    render(<PlanHarness state={arty} plan={(d) => (plans.push(d), [])} onPathFor={() => undefined} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'High command of 80 Art/Btn 1' }), { target: { value: 'bombard' } });
    // Aim at the square of the first red base.
    const red = arty.subUnits.find((u) => arty.formations.find((f) => f.id === u.formationId)!.side === 'red' && u.bases.length > 1)!;
    const ref = localToGridRef(arty.grid!, red.bases[0]!.xM, red.bases[0]!.yM);
    fireEvent.change(screen.getByRole('textbox', { name: 'Bombard grid reference of 80 Art/Btn 1' }), { target: { value: ref } });
    const table = screen.getByRole('table', { name: 'Shots of 80 Art/Btn 1' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    const proposed = rows.map((r) => Number(r.lastElementChild!.textContent));
    const summary = screen.getByText(/^\d+ shots, at most \d+ on one base/).textContent!;
    const [shots, most] = summary.match(/\d+/g)!.map(Number);
    expect(proposed.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(shots!);
    expect(Math.max(...proposed)).toBeLessThanOrEqual(most!);
    // By hand: the inputs start from the proposal; all on the first base, up to the most on one base.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Place the shots by hand' }));
    const inputs = within(table).getAllByRole('spinbutton') as HTMLInputElement[];
    expect(inputs.map((i) => Number(i.value))).toEqual(proposed);
    inputs.forEach((i, k) => fireEvent.change(i, { target: { value: k === 0 ? String(most! + 5) : '0' } }));
    expect(inputs[0]!.value).toBe(String(most));
    expect(screen.getByText(`${most} of ${shots} shots laid.`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Plan bound' }));
    const command = toBoundPlans(plans.at(-1)!).commands['blue-80art-btn1'];
    expect(command).toMatchObject({ kind: 'bombard', gridRef: ref });
    // Bases given no shot are left out of the allocation (the engine wants one or more on each it names).
    expect(Object.values((command as { allocation: Record<string, number> }).allocation)).toEqual([most]);
    // The engine takes the plan.
    expect(planBound(arty, toBoundPlans(plans.at(-1)!)).ok).toBe(true);
  });
});
