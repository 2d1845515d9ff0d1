// @vitest-environment jsdom
/**
 * Firing a plan with checks still standing: "Fire for real" lists every warning and fires only once
 * the umpire confirms them by name; a plan that cannot be fired (a serial before the campaign's start)
 * says so, keeps "Fire" disabled, and "Expected effect" marks it; a lift's warnings come once per
 * problem with the steps they concern (`groupLiftChecks`).
 */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FirePlan } from '../../src/campaign/model/types.ts';
import { groupLiftChecks, type PlanCheck, type ScreenSerial } from '../../src/ui/fireplan/planView.ts';
import { at, emptyPlan, fireSerial, fireState, withPlan } from './ui-fireplan-fixture.ts';
import { Harness, type Written } from './ui-fireplan-harness.tsx';

afterEach(cleanup);

const serial = fireSerial;

describe('Fire for real with checks standing', () => {
  it('lists the warnings (the LTMB firing on friendly A/6 Gordons) and fires only once they are confirmed by name', () => {
    const written: Written[] = [];
    const plan: FirePlan = emptyPlan({ serials: [serial({ targetRef: '053 120', targetPos: at('053120'), firerIds: ['ltmb'] })] });
    render(<Harness initial={withPlan(fireState(), plan)} written={written} />);
    fireEvent.click(screen.getByRole('button', { name: 'Fire for real' }));
    const dialog = screen.getByRole('dialog', { name: 'Fire the plan' });
    const standing = within(dialog).getByRole('list', { name: 'Warnings still standing' });
    expect(within(standing).getAllByRole('listitem').some((li) => /\(friendly\) is under the beaten zone/.test(li.textContent ?? ''))).toBe(true);
    const box = within(dialog).getByRole('checkbox', { name: /^Fire despite (this warning|these \d+ warnings) \(.*friendly units at risk.*\)$/ });
    const fire = within(dialog).getByRole('button', { name: 'Fire' }) as HTMLButtonElement;
    expect(fire.disabled).toBe(true);
    fireEvent.click(box);
    expect(fire.disabled).toBe(false);
    fireEvent.click(box);
    expect(fire.disabled).toBe(true);
  });

  it('a serial before the campaign’s start: the dialog says it cannot be fired, Fire stays disabled, and Expected effect marks the plan', () => {
    // H-hour is campaign minute 100; H−160 is minute −60.
    const plan: FirePlan = emptyPlan({ serials: [serial({ startOffsetMin: -160 })] });
    render(<Harness initial={withPlan(fireState(), plan)} written={[]} />);
    const note = screen.getByRole('note', { name: 'This plan cannot be fired' });
    expect(note.textContent).toContain('This plan cannot be fired as it stands (before the campaign’s start): the figures are what it would do if it could.');
    expect(note.textContent).toContain("before the campaign's clock begins (06:20)");
    fireEvent.click(screen.getByRole('button', { name: 'Fire for real' }));
    const dialog = screen.getByRole('dialog', { name: 'Fire the plan' });
    expect(within(dialog).getByRole('alert').textContent).toMatch(/^It cannot be fired as it stands:.*before the campaign's clock begins/);
    expect((within(dialog).getByRole('button', { name: 'Fire' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
  });
});

describe('groupLiftChecks', () => {
  const step = (n: number): ScreenSerial => ({
    id: `L1-${n}`,
    label: `Creeper ${n}/4`,
    liftId: 'L1',
    startOffsetMin: 4 * (n - 1),
    endOffsetMin: 4 * n,
    startMin: 100 + 4 * (n - 1),
    targetRef: '',
    targetPos: at('060150'),
    firerIds: ['rfa'],
    batteryIds: ['rfa-a'],
    shoot: 'effective',
    shell: 'HE',
    fu: 1,
  });
  const steps = [1, 2, 3, 4].map(step);
  const range = (n: number): PlanCheck => ({
    serialId: `L1-${n}`,
    batteryId: 'rfa-a',
    kind: 'range',
    message: `Serial “Creeper ${n}/4” (H+${4 * (n - 1)} to H+${4 * n}): A/255 is ${15 + n}.0 km from 0600 1${n}00; its range is 15.0 km (NQM weapon range table, 18-pdr).`,
  });

  it('gives each problem once with the steps it concerns, in place of one warning a step', () => {
    const checks = new Map<string, PlanCheck[]>([
      ['L1-2', [range(2)]],
      ['L1-3', [range(3), { serialId: 'L1-3', unitId: 'gordons-a', kind: 'friendly', message: 'Serial “Creeper 3/4” (H+8 to H+12): A/6 Gordons (friendly) is under the beaten zone at 0600 1300, 20 m from the aim point.' }]],
      ['L1-4', [range(4)]],
    ]);
    expect(groupLiftChecks(steps, checks).map((c) => [c.kind, c.message])).toEqual([
      ['range', 'Steps Creeper 2/4 to Creeper 4/4 (3 of 4); at the first: A/255 is 17.0 km from 0600 1200; its range is 15.0 km (NQM weapon range table, 18-pdr).'],
      ['friendly', 'Serial “Creeper 3/4” (H+8 to H+12): A/6 Gordons (friendly) is under the beaten zone at 0600 1300, 20 m from the aim point.'],
    ]);
  });
});
