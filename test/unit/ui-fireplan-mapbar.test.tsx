// @vitest-environment jsdom
/**
 * The Fire plans screen's "On the map" bar (src/ui/fireplan/PlanMapBar.tsx): the serial singled out
 * and the time chosen are reported to the desk with the plan (`onShowPlan(planId, choice)`), none for
 * another plan (the last choice stays with its plan); "Show on map" calls `onShowOnMap(planId)`. Options: every serial (lift steps
 * included) by its label and H-offsets, every start time as "H−60 · 06:20".
 */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CampaignState } from '../../src/campaign/model/types.ts';
import type { DeskWriter } from '../../src/ui/deskHost.ts';
import { FirePlanScreen } from '../../src/ui/fireplan/FirePlanScreen.tsx';
import type { FirePlanMapChoice } from '../../src/ui/fireplan/PlanMapBar.tsx';
import { at, emptyPlan, fireState } from './ui-fireplan-fixture.ts';

afterEach(cleanup);

const serial = (id: string, label: string, startOffsetMin: number, durationMin: number, ref: string) => ({
  id,
  label,
  startOffsetMin,
  durationMin,
  targetRef: ref,
  targetPos: at(ref),
  firerIds: ['rfa'],
  shoot: 'effective' as const,
  shell: 'HE' as const,
});
const lift = { id: 'L1', label: 'Creeper', startOffsetMin: 0, stepMin: 5, stepM: 100, bearingDeg: 0, steps: 2, startRef: '06001500', startPos: at('06001500'), firerIds: ['rfa-d'], shoot: 'effective' as const, shell: 'HE' as const };
const one = emptyPlan({ serials: [serial('s1', 'Opening', -60, 30, '06001500'), serial('s2', 'Counter', -30, 30, '06501500')], lifts: [lift] });
const two = emptyPlan({ id: 'fireplan-2', title: 'Second', serials: [serial('t1', 'Other', 0, 10, '06001500')] });
const state: CampaignState = { ...fireState(), firePlans: { [one.id]: one, [two.id]: two } };
const writer: DeskWriter = { append: vi.fn(async () => state) };

describe('the "On the map" bar', () => {
  it('reports the serial and time chosen with the plan, and "Show on map" with the plan id', () => {
    const reports: [string | null, FirePlanMapChoice][] = [];
    const onShowPlan = (id: string | null, c: FirePlanMapChoice) => void reports.push([id, c]);
    const onShowOnMap = vi.fn();
    render(<FirePlanScreen state={state} writer={writer} terrain={null} selectedUnitId={null} onShowPlan={onShowPlan} onShowOnMap={onShowOnMap} />);
    expect(reports).toEqual([['fireplan-1', {}]]);
    const bar = screen.getByRole('group', { name: 'On the map' });
    const serialBox = within(bar).getByRole('combobox', { name: 'Serial on the map' }) as HTMLSelectElement;
    const timeBox = within(bar).getByRole('combobox', { name: 'Time on the map' }) as HTMLSelectElement;
    expect([...serialBox.options].map((o) => o.textContent)).toEqual(['None', 'Opening H\u221260 to H\u221230', 'Counter H\u221230 to H', 'Creeper 1/2 H to H+5', 'Creeper 2/2 H+5 to H+10']);
    // H-hour is minute 100 (08:00); the scenario starts at 06:20.
    expect([...timeBox.options].map((o) => o.textContent)).toEqual(['All serials', 'H\u221260 · 07:00', 'H\u221230 · 07:30', 'H · 08:00', 'H+5 · 08:05']);

    fireEvent.change(serialBox, { target: { value: 'L1-2' } });
    expect(reports.at(-1)).toEqual(['fireplan-1', { selectedSerialId: 'L1-2' }]);
    fireEvent.change(timeBox, { target: { value: '70' } });
    expect(reports.at(-1)).toEqual(['fireplan-1', { selectedSerialId: 'L1-2', atMin: 70 }]);
    fireEvent.change(serialBox, { target: { value: '' } });
    expect(reports.at(-1)).toEqual(['fireplan-1', { atMin: 70 }]);
    expect(serialBox.value).toBe('');
    expect(timeBox.value).toBe('70');

    fireEvent.click(within(bar).getByRole('button', { name: 'Show on map' }));
    expect(onShowOnMap).toHaveBeenCalledWith('fireplan-1');

    // Another plan starts with no choice; coming straight back finds the first plan's choice kept.
    const count = reports.length;
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Fire plan list' })).getByRole('button', { name: 'Second' }));
    expect(reports.slice(count)).toEqual([['fireplan-2', {}]]);
    expect((screen.getByRole('combobox', { name: 'Time on the map' }) as HTMLSelectElement).value).toBe('');
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Fire plan list' })).getByRole('button', { name: 'Zero hour' }));
    expect(reports.at(-1)).toEqual(['fireplan-1', { atMin: 70 }]);
  });

  it('offers no "Show on map" without onShowOnMap', () => {
    render(<FirePlanScreen state={state} writer={writer} terrain={null} selectedUnitId={null} />);
    expect(within(screen.getByRole('group', { name: 'On the map' })).queryByRole('button', { name: 'Show on map' })).toBeNull();
  });
});
