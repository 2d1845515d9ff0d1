// @vitest-environment jsdom
/**
 * FirePlanScreen in jsdom: a new plan, typed serials (a bad reference writes nothing; a good one
 * writes the exact plan), the checks under a serial, moving H-hour, queued edits, a lift's generated
 * serials, the timetable and its overlaps, printing, and deleting. The desk is a fake writer that
 * folds each draft with the campaign's `applyEvent` (`ui-fireplan-harness.tsx`).
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkFirePlan } from '../../src/campaign/fireplan/checks.ts';
import type { FirePlan, FireSerial } from '../../src/campaign/model/types.ts';
import { expandSerials } from '../../src/rules/artillery/index.ts';
import { formatGridRef } from '../../src/rules/grid.ts';
import { refProblem } from '../../src/ui/fireplan/planEdits.ts';
import { mergeStored } from '../../src/ui/fireplan/SerialParts.tsx';
import { at, emptyPlan, fireSerial, fireState, GRID, withPlan } from './ui-fireplan-fixture.ts';
import { Harness, type Written } from './ui-fireplan-harness.tsx';

afterEach(cleanup);

const base = fireState();
const serial = (over: Partial<FireSerial> = {}): FireSerial => fireSerial({ firerIds: ['rfa-a'], ...over });
const savedPlan = (w: Written): FirePlan => {
  if (w.draft.type !== 'fireplan.saved') throw new Error(`expected fireplan.saved, got ${w.draft.type}`);
  return w.draft.payload.plan;
};
const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('FirePlanScreen: plans and serials', () => {
  it('creates a plan from the form and tells the desk to show it', async () => {
    const written: Written[] = [];
    const shown: (string | null)[] = [];
    render(<Harness initial={base} written={written} shown={shown} />);
    expect(within(screen.getByRole('region', { name: 'Fire plans' })).getByText(/No fire plans yet/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New fire plan' }));
    const form = screen.getByRole('form', { name: 'New fire plan' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Title' }), { target: { value: 'Zero hour' } });
    const h = within(form).getByLabelText('H-hour') as HTMLInputElement;
    expect(h.value).toBe('1917-11-20T06:20'); // zero hour (the scenario's start) while the clock has not passed it
    fireEvent.change(h, { target: { value: '1917-11-20T08:00' } });
    expect((within(form).getByRole('combobox', { name: 'Scale' }) as HTMLSelectElement).value).toBe('operational');
    expect((within(form).getByRole('textbox', { name: 'Seed' }) as HTMLInputElement).value).toBe('4242');
    fireEvent.change(within(form).getByRole('textbox', { name: 'Wind towards (degrees)' }), { target: { value: '400' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
    expect(within(form).getByRole('alert').textContent).toBe('Wind towards (degrees) must be a whole number from 0 to 359, not “400”.');
    expect(written).toHaveLength(0);
    fireEvent.change(within(form).getByRole('textbox', { name: 'Wind towards (degrees)' }), { target: { value: '90' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
    await screen.findByRole('article', { name: 'Zero hour' }, { timeout: 10_000 }); // the write resolves after React's commit; a loaded machine can take over a second
    expect(written).toEqual([{ draft: { type: 'fireplan.saved', v: 1, payload: { plan: emptyPlan({ id: 'fireplan-2', seed: 4242 }) } }, notice: 'Created fire plan “Zero hour”.' }]);
    await waitFor(() => expect(shown.at(-1)).toBe('fireplan-2')); // told once the write has resolved
    expect(screen.getByRole('button', { name: 'Zero hour' }).getAttribute('aria-current')).toBe('true');
  });

  it('refuses a serial with a bad reference with the grid’s message, then writes the exact plan', async () => {
    const written: Written[] = [];
    render(<Harness initial={withPlan(base, emptyPlan())} written={written} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add serial' }));
    expect(box('New serial from').value).toBe('H−30');
    fireEvent.change(box('New serial from'), { target: { value: 'H-60' } });
    fireEvent.change(box('New serial to'), { target: { value: 'H−30' } });
    fireEvent.change(box('New serial target grid reference'), { target: { value: '06Z150' } });
    fireEvent.blur(box('New serial target grid reference'));
    const problem = refProblem(GRID, '06Z150')!;
    expect(screen.getByRole('alert').textContent).toBe(problem);
    fireEvent.click(screen.getByRole('button', { name: 'Choose firers of new serial' }));
    const firers = screen.getByRole('group', { name: 'Firers of new serial' });
    expect(within(firers).getAllByRole('checkbox').map((c) => (c as HTMLInputElement).labels![0]!.textContent)).toEqual(['255 RFA', 'A/255', 'B/255', 'D/255', '152 LTMB']);
    fireEvent.change(within(firers).getByRole('searchbox', { name: 'Find firers of new serial' }), { target: { value: 'a/2' } });
    fireEvent.click(within(firers).getByRole('checkbox', { name: 'A/255' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save serial' }));
    expect(screen.getByRole('alert').textContent).toBe(problem);
    expect(written).toHaveLength(0);

    fireEvent.change(box('New serial target grid reference'), { target: { value: '060150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save serial' }));
    await waitFor(() => expect(written).toHaveLength(1));
    expect(written[0]).toEqual({ draft: { type: 'fireplan.saved', v: 1, payload: { plan: emptyPlan({ serials: [serial()] }) } }, notice: 'Serial added to “Zero hour”.' });
    await waitFor(() => expect(box('Serial 1 from').value).toBe('H−60'));
    expect(box('Serial 1 to').value).toBe('H−30');
    expect(box('Serial 1 target grid reference').value).toBe('060 150');
    const row = box('Serial 1 from').closest('tr')!;
    expect(within(row).getByText('1 FU')).toBeTruthy();
    expect(within(row).getByText('A/255')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save serial' })).toBeNull();
  });

  it('shows the plan’s checks under the serial, and a bad edit writes nothing', async () => {
    const plan = emptyPlan({ serials: [serial({ firerIds: ['ltmb'] })] });
    const state = withPlan(base, plan);
    const written: Written[] = [];
    render(<Harness initial={state} written={written} />);
    const expected = checkFirePlan(state, plan, null).filter((c) => c.serialId === 's1');
    expect(expected.map((c) => c.kind)).toContain('range');
    const list = screen.getByRole('list', { name: 'Checks of serial 1' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(expected.map((c) => `⚠ ${c.message}`));
    fireEvent.change(box('Serial 1 to'), { target: { value: 'H-90' } });
    fireEvent.blur(box('Serial 1 to'));
    expect(screen.getByRole('alert').textContent).toBe('To (H−90) must be after From (H−60)');
    expect(written).toHaveLength(0);
  });

  it('writes a stored serial’s field on blur, shows it as stored, and keeps a field typed meanwhile', async () => {
    const written: Written[] = [];
    render(<Harness initial={withPlan(base, emptyPlan({ serials: [serial()] }))} written={written} />);
    fireEvent.change(box('Serial 1 from'), { target: { value: 'H-45' } });
    fireEvent.blur(box('Serial 1 from'));
    await waitFor(() => expect(written).toHaveLength(1));
    expect(savedPlan(written[0]!).serials).toEqual([serial({ startOffsetMin: -45, durationMin: 15 })]);
    expect(written[0]!.notice).toBe('Serial 1 of “Zero hour” saved.');
    await waitFor(() => expect(box('Serial 1 from').value).toBe('H−45'));
    const before = { from: 'H−60', to: 'H−30', ref: '060 150', firerIds: ['rfa-a'], shoot: 'effective' as const, shell: 'HE' as const };
    const sent = { ...before, from: 'H-45' };
    const after = { ...before, from: 'H−45' };
    expect(mergeStored([before, sent], after, { ...sent, to: 'H-2' })).toEqual({ ...after, to: 'H-2' });
    expect(mergeStored([before, before], { ...before, shell: 'smoke' }, before)).toEqual({ ...before, shell: 'smoke' });
  });

  it('moves H-hour and keeps every offset, so every serial moves with it', async () => {
    const plan = emptyPlan({ serials: [serial(), serial({ id: 's2', label: '2', startOffsetMin: 15, durationMin: 45 })] });
    const written: Written[] = [];
    render(<Harness initial={withPlan(base, plan)} written={written} />);
    const h = screen.getByLabelText('H-hour') as HTMLInputElement;
    expect(h.value).toBe('1917-11-20T08:00');
    fireEvent.change(h, { target: { value: '1917-11-20T09:30' } });
    fireEvent.blur(h);
    await waitFor(() => expect(written).toHaveLength(1));
    expect(savedPlan(written[0]!)).toEqual({ ...plan, hHourMin: 190 });
    expect(written[0]!.notice).toBe('H-hour of “Zero hour” moved to 1917-11-20 09:30; every serial moves with it.');
    expect(box('Serial 2 from').value).toBe('H+15');
    await within(screen.getByRole('article', { name: 'Zero hour' })).findByText('British · H-hour Tue 20 Nov 1917 09:30');
  });

  it('queues rapid edits so that none overwrites another', async () => {
    const plan = emptyPlan({ serials: [serial(), serial({ id: 's2', label: '2', startOffsetMin: -30, firerIds: ['rfa-b'] })] });
    const written: Written[] = [];
    const latest = { state: withPlan(base, plan) };
    render(<Harness initial={latest.state} written={written} latest={latest} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Serial 1 shoot' }), { target: { value: 'harassing' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Serial 2 shell' }), { target: { value: 'smoke' } });
    await waitFor(() => expect(written).toHaveLength(2));
    expect(latest.state.firePlans!['fireplan-1']!.serials.map((s) => [s.shoot, s.shell])).toEqual([
      ['harassing', 'HE'],
      ['effective', 'smoke'],
    ]);
  });

  it('adds a lift and shows the serials it generates, read-only, and in the timetable', async () => {
    const written: Written[] = [];
    const latest = { state: withPlan(base, emptyPlan()) };
    render(<Harness initial={latest.state} written={written} latest={latest} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add lift' }));
    const form = screen.getByRole('form', { name: 'Add lift' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Steps' }), { target: { value: '3' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Lift start grid reference' }), { target: { value: '060150' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Choose firers of the new lift' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: '255 RFA' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save lift' }));
    await waitFor(() => expect(written).toHaveLength(1));
    const lift = { id: 'lift1', label: 'Lift 1', startOffsetMin: 0, stepMin: 4, stepM: 100, bearingDeg: 0, steps: 3, startRef: '060 150', startPos: at('060150'), firerIds: ['rfa'], shoot: 'effective', shell: 'HE' };
    expect(savedPlan(written[0]!).lifts).toEqual([lift]);
    expect(written[0]!.notice).toBe('Lift 1 added to “Zero hour”: 3 serials.');
    const generated = expandSerials(latest.state.firePlans!['fireplan-1']!, GRID);
    const table = await screen.findByRole('table', { name: 'Serials of Lift 1' });
    const lines = [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent));
    // 004 §THE FIREPLAN: a lift's steps are not new shoots — its 12 minutes are one shoot, paid on step 1.
    expect(lines).toEqual(generated.map((s, i) => [`Lift 1 ${i + 1}/3`, i === 0 ? 'H' : `H+${4 * i}`, `H+${4 * i + 4}`, formatGridRef(GRID, s.targetRef), i === 0 ? '3 FU' : '–']));
    expect(lines[0]![3]).toBe('0605 1505'); // 8 figures, spaced for reading
    expect(screen.getByText(/one shoot \(1 FU a battery\) for each started hour of the lift, 1 in its 12 min/)).toBeTruthy();
    expect(new Set(generated.map((s) => s.targetRef)).size).toBe(3);
    const tt = screen.getByRole('table', { name: 'Timetable of Zero hour' });
    expect([...tt.querySelectorAll('tbody th')].map((th) => th.textContent)).toEqual(['A/255', 'B/255', 'D/255']);
    expect([...tt.querySelectorAll('tbody tr')][0]!.querySelectorAll('td')[2]!.textContent).toBe(`${formatGridRef(GRID, generated[2]!.targetRef)} HE`);
    expect(screen.queryByRole('form', { name: 'Add lift' })).toBeNull();
    // The label already says lift: the button does not say it twice.
    expect(screen.getByRole('button', { name: 'Remove Lift 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove lift Lift 1' })).toBeNull();
  });

  it('draws a battery’s overlapping serials in the warning colour, in the chart and the table', () => {
    const plan = emptyPlan({ serials: [serial(), serial({ id: 's2', label: '2', startOffsetMin: -45, durationMin: 30, firerIds: ['rfa'] })] });
    render(<Harness initial={withPlan(base, plan)} written={[]} />);
    const chart = screen.getByRole('img', { name: 'Timetable chart of Zero hour' });
    expect(chart.getAttribute('data-bars')).toBe('4');
    expect(chart.getAttribute('data-overlaps')).toBe('2');
    expect(chart.querySelectorAll('.fp-tt__bar--overlap').length).toBe(2);
    const rows = [...screen.getByRole('table', { name: 'Timetable of Zero hour' }).querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent));
    expect(rows).toEqual([
      ['A/255', '060 150 HE (overlaps another serial)', '060 150 HE (overlaps another serial)'],
      ['B/255', '', '060 150 HE'],
      ['D/255', '', '060 150 HE'],
    ]);
    // Each H-offset with the campaign clock under it (H-hour 08:00).
    expect([...chart.querySelectorAll('.fp-tt__ticklabel')].map((t) => t.textContent)).toEqual(['H−60', '07:00', 'H−45', '07:15', 'H−30', '07:30', 'H−15', '07:45', 'H', '08:00']);
    const head = [...screen.getByRole('table', { name: 'Timetable of Zero hour' }).querySelectorAll('thead th')].map((th) => th.textContent);
    expect(head[2]).toBe('2 (H−45 07:15 to H−15 07:45)');
  });
});

describe('FirePlanScreen: printing and deleting', () => {
  it('prints the timetable alone, and the template at table size for the edition', async () => {
    const plan = emptyPlan({ serials: [serial()] });
    const written: Written[] = [];
    render(<Harness initial={withPlan(base, plan)} written={written} />);
    const classes: string[] = [];
    const print = vi.spyOn(window, 'print').mockImplementation(() => void classes.push(document.body.className));
    fireEvent.click(screen.getByRole('button', { name: 'Print timetable' }));
    expect(classes).toEqual(['fp-printing-timetable']);
    expect(document.querySelector('body > .fp-print-timetable')!.querySelector('table')!.getAttribute('aria-label')).toBe('Timetable of Zero hour (printed)');
    act(() => void window.dispatchEvent(new Event('afterprint')));
    expect(document.body.className).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Print template' }));
    expect(classes).toEqual(['fp-printing-timetable', 'fp-printing-template']);
    act(() => void window.dispatchEvent(new Event('afterprint')));
    const template = screen.getByRole('img', { name: 'Bombardment template, 3 inches (76.2 mm) across' });
    expect([template.getAttribute('width'), template.getAttribute('height'), template.getAttribute('viewBox')]).toEqual(['76.2mm', '76.2mm', '-38.1 -38.1 76.2 76.2']);
    expect([...template.querySelectorAll('circle')].map((c) => c.getAttribute('r'))).toEqual(['38.1', '19.05']);
    expect(screen.getByRole('img', { name: 'Cordon ruler, 76.2 mm per battery' }).getAttribute('width')).toBe('152.4mm');
    expect(document.querySelector('.fp-print-template')!.textContent).toContain('Print at 100 %, no scaling');
    expect(document.querySelector('.fp-print-template')!.textContent).toContain('3″ (76.2 mm) across = 76.2 m on the ground at 1 cm = 10 m');
    print.mockRestore();

    fireEvent.change(screen.getByRole('combobox', { name: 'Edition' }), { target: { value: 'v0.7' } });
    await waitFor(() => expect(written).toHaveLength(1));
    expect(savedPlan(written[0]!)).toEqual({ ...plan, edition: 'v0.7' });
    expect(written[0]!.notice).toBe('“Zero hour” uses 1418 v0.7.');
    const big = await screen.findByRole('img', { name: 'Bombardment template, 6 inches (152.4 mm) across' });
    expect(big.getAttribute('width')).toBe('152.4mm');
    expect([...big.querySelectorAll('circle')].map((c) => c.getAttribute('r'))).toEqual(['76.2', '38.1']);
  });

  it('deletes the plan', async () => {
    const written: Written[] = [];
    const shown: (string | null)[] = [];
    render(<Harness initial={withPlan(base, emptyPlan())} written={written} shown={shown} />);
    expect(shown).toEqual(['fireplan-1']);
    fireEvent.click(screen.getByRole('button', { name: 'Delete fire plan' }));
    await waitFor(() => expect(written).toHaveLength(1));
    expect(written[0]).toEqual({ draft: { type: 'fireplan.deleted', v: 1, payload: { planId: 'fireplan-1' } }, notice: 'Deleted fire plan “Zero hour”. Undo brings it back.' });
    await screen.findByText(/No fire plans yet/);
    expect(shown.at(-1)).toBeNull();
    expect(document.querySelector('.fp-print-template')).toBeNull();
  });
});
