// @vitest-environment jsdom
/**
 * The Logistics screen (src/ui/logistics/LogisticsScreen.tsx) in jsdom over the logistics fixture: the
 * readiness board's words, recording 2 h of firefight for a company (the exact draft: 2 CU), an overdraw
 * refused with the fold's message and nothing written, a resupply run showing its arrival before it is
 * dispatched and writing the exact draft, the ledger's equation, reorganising with a rolled die, the
 * night warning, a report printed alone and exported to CSV. The desk is `logisticsDesk`: every write
 * folded and kept in the ledger as the desk keeps it.
 */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UnitId } from '../../src/campaign/model/types.ts';
import { gridRefToPoint } from '../../src/rules/grid.ts';
import { downloadText } from '../../src/ui/download.ts';
import { LogisticsScreen } from '../../src/ui/logistics/LogisticsScreen.tsx';
import { GRID } from './ui-fixture.ts';
import { logisticsDesk } from './ui-logistics-fixture.ts';
import { useDeskState } from './ui-desk-state.ts';

vi.mock('../../src/ui/download.ts', () => ({ downloadText: vi.fn(), CSV_TYPE: 'text/csv;charset=utf-8' }));

afterEach(() => {
  cleanup();
  vi.mocked(downloadText).mockClear();
});

const COY = 'gb-6gordons-a';

/** The screen over a desk, re-rendered after each write; `selected` the desk's selected unit. */
function setup(prepare?: (d: ReturnType<typeof logisticsDesk>) => void, selected: UnitId | null = COY, roll = vi.fn((sides: number) => sides)) {
  const d = logisticsDesk();
  prepare?.(d);
  const onSelect = vi.fn();
  function Harness() {
    const { state, writer } = useDeskState(d);
    return <LogisticsScreen state={state} writer={writer} ledger={d.ledger()} events={d.events} selectedUnitId={selected} onSelectUnit={onSelect} roll={roll} />;
  }
  render(<Harness />);
  return { d, onSelect, roll };
}

const tab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }));
const chooseAction = (name: string) => fireEvent.change(screen.getByRole('combobox', { name: 'Action' }), { target: { value: actionValue[name] } });
const actionValue: Record<string, string> = { 'Record consumption': 'consume', 'Dispatch resupply': 'resupply', Reorganise: 'reorganise', 'Collection point': 'collect' };
const type = (within_: HTMLElement, label: string, value: string) => fireEvent.change(within(within_).getByLabelText(label), { target: { value } });
const submit = async (form: HTMLElement, name: string) => {
  await act(async () => {
    fireEvent.click(within(form).getByRole('button', { name }));
  });
};

describe('Logistics screen', () => {
  it('shows readiness as words: amber ammunition, red fuel, and selects a unit for its ledger', () => {
    const { onSelect } = setup((d) => {
      d.put({ type: 'stock.consumed', v: 1, payload: { unitId: 'gb-8argylls', kind: 'CU', amount: 2, cause: 'firefight', hours: 1, note: '' } });
      d.put({ type: 'stock.consumed', v: 1, payload: { unitId: 'gb-1tank', kind: 'POL', amount: 6, cause: 'movement', hours: 6, note: '' } });
    });
    const region = screen.getByRole('region', { name: 'Logistics' });
    expect(within(region).getByRole('tab', { name: 'Readiness' }).getAttribute('aria-selected')).toBe('true');
    const board = screen.getByRole('table', { name: 'Readiness' });
    const row = (name: string) => within(board).getByRole('rowheader', { name }).closest('tr')!;
    expect([...row('8th Argyll and Sutherland Highlanders').querySelectorAll('td')].map((c) => c.textContent)).toEqual(['Ammo: amber 2/4 CU', 'Fuel: not tracked', 'Strength: green 4/4 bases']);
    expect([...row('1st Tank Battalion').querySelectorAll('td')].map((c) => c.textContent)).toEqual(['Ammo: green 6/6 CU', 'Fuel: red 2/8 POL', 'Strength: green 6/6 bases']);
    expect(within(board).getAllByRole('row')).toHaveLength(8);
    expect(screen.getByRole('status', { name: 'Readiness summary' }).textContent).toBe('1 red, 1 amber, 5 green (each unit by its worst cell).');
    fireEvent.change(screen.getByRole('combobox', { name: 'Side' }), { target: { value: 'red' } });
    expect(within(screen.getByRole('table', { name: 'Readiness' })).getAllByRole('row')).toHaveLength(2);
    fireEvent.change(screen.getByRole('combobox', { name: 'Side' }), { target: { value: 'all' } });
    fireEvent.click(screen.getByRole('button', { name: '1st Tank Battalion: show ledger' }));
    expect(onSelect).toHaveBeenCalledWith('gb-1tank');
    expect(screen.getByRole('tab', { name: 'Ledger' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('table', { name: 'Totals of 1st Tank Battalion' })).toBeTruthy();
  });

  it('records 2 h of firefight for a company as 2 CU, then shows the ledger equation', async () => {
    const { d } = setup();
    tab('Actions');
    const form = screen.getByRole('form', { name: 'Record consumption' });
    expect((within(form).getByRole('combobox', { name: 'Unit' }) as HTMLSelectElement).value).toBe('A Company, 6th Gordons');
    type(form, 'Hours', '2');
    expect(within(form).getByRole('status', { name: 'Amount from the rule' }).textContent).toBe('From the rule: 2 h × 1 company = 2 CU (used when Amount is empty). A/6 Gordons holds 2 CU.');
    await submit(form, 'Record consumption');
    expect(d.writes).toEqual([
      { draft: { type: 'stock.consumed', v: 1, payload: { unitId: COY, kind: 'CU', amount: 2, cause: 'firefight', note: '', hours: 2 } }, notice: 'Recorded 2 CU consumed by A/6 Gordons (firefight).' },
    ]);
    tab('Ledger');
    const totals = screen.getByRole('table', { name: 'Totals of A Company, 6th Gordons' });
    const cu = within(totals).getByRole('rowheader', { name: 'CU' }).closest('tr')!;
    // The columns read in the order of the balance equation beside them.
    expect(within(totals).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Stock', 'Initial', 'Received', 'Adjusted', 'Issued', 'Consumed', 'Lost', 'Held', 'Balance']);
    expect([...cu.querySelectorAll('td')].map((c) => c.textContent)).toEqual(['2', '0', '0', '0', '2', '0', '0', '2 + 0 + 0 − 0 − 2 − 0 = 0']);
    const history = screen.getByRole('table', { name: 'History of A Company, 6th Gordons' });
    expect(within(history).getAllByRole('row').slice(1).map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent))).toEqual([
      ['Tue 20 Nov 1917 06:20', '#1', 'CU', 'Initial', '+2', '2'],
      ['Tue 20 Nov 1917 06:20', '#2 · Firefight', 'CU', 'Consumed', '−2', '0'],
    ]);
    expect(screen.getByRole('img', { name: 'Stocks of A Company, 6th Gordons over time' })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Include units under command' }));
    expect(screen.queryByRole('table', { name: 'Totals of A Company, 6th Gordons' })).toBeTruthy();
  });

  it('refuses an overdraw with the fold’s message and writes nothing', async () => {
    const { d } = setup();
    tab('Actions');
    const form = screen.getByRole('form', { name: 'Record consumption' });
    type(form, 'Hours', '3');
    await submit(form, 'Record consumption');
    expect(within(form).getByRole('alert').textContent).toBe('A/6 Gordons would have −1 CU: holds 2, asked 3');
    expect(d.writes).toEqual([]);
    expect(d.events).toHaveLength(1);
  });

  it('shows a resupply run’s arrival before writing it, then writes the exact draft', async () => {
    const { d } = setup((dd) => {
      dd.put({ type: 'dla.placed', v: 1, payload: { side: 'blue', pos: gridRefToPoint(GRID, '05001000'), ref: '05001000' } });
      dd.put({ type: 'stock.generated', v: 1, payload: { unitId: 'dla', side: 'blue', stocks: { CU: 10 }, reason: '' } });
    }, 'gb-6bw');
    tab('Actions');
    chooseAction('Dispatch resupply');
    const form = screen.getByRole('form', { name: 'Dispatch resupply' });
    expect((within(form).getByRole('combobox', { name: 'To' }) as HTMLSelectElement).value).toBe('6th Black Watch');
    expect((within(form).getByRole('combobox', { name: 'From' }) as HTMLSelectElement).value).toBe('dla');
    type(form, 'CU', '3');
    expect(within(form).getByRole('status', { name: 'Resupply timing' }).textContent).toBe('2,283 m in a straight line; motorised (lorries) by road 16 min: arrives Tue 20 Nov 1917 06:36.');
    await submit(form, 'Dispatch resupply');
    expect(d.writes.map((w) => w.draft)).toEqual([
      {
        type: 'resupply.dispatched',
        v: 1,
        payload: { run: { id: 'run-0-1', fromId: 'dla', side: 'blue', toId: 'gb-6bw', stocks: { CU: 3 }, transport: 'motorised', departMin: 0, arriveMin: 16, distanceM: 2283, arrived: false } },
      },
    ]);
    expect(d.writes[0]!.notice).toBe('Resupply run run-0-1 dispatched: 3 CU from the DLA to 6 BW, arriving Tue 20 Nov 1917 06:36.');
    type(form, 'CU', '8');
    await submit(form, 'Dispatch resupply');
    expect(within(form).getByRole('alert').textContent).toBe('the DLA of British (Third Army) would have −1 CU: holds 7, asked 8');
    expect(d.writes).toHaveLength(1);
  });

  it('reorganises with a rolled die for the odd casualty', async () => {
    const roll = vi.fn(() => 5);
    const { d } = setup((dd) => dd.put({ type: 'unit.edited', v: 1, payload: { unitId: 'gb-6bw', changes: { injuredBases: 3 } } }), 'gb-6bw', roll);
    tab('Actions');
    chooseAction('Reorganise');
    const form = screen.getByRole('form', { name: 'Reorganise' });
    await submit(form, 'Reorganise');
    expect(within(form).getByText('6 BW has 3 casualty markers, an odd count: roll or type the D6 for the odd one (4–6 removes it).')).toBeTruthy();
    expect(d.writes).toEqual([]);
    fireEvent.click(within(form).getByRole('button', { name: 'Roll D6' }));
    expect(roll).toHaveBeenCalledWith(6);
    expect((within(form).getByRole('textbox', { name: 'Die for the odd casualty' }) as HTMLInputElement).value).toBe('5');
    expect(within(form).getByRole('status', { name: 'Reorganise result' }).textContent).toBe('6 BW: 3 casualty markers: 2 returned to duty (the odd one back on a 5), 1 to the medical post of 153 Bde; 3 bases left.');
    await submit(form, 'Reorganise');
    expect(d.writes.map((w) => w.draft)).toEqual([{ type: 'unit.reorganised', v: 1, payload: { unitId: 'gb-6bw', die: 5 } }]);
  });

  it('warns at night on Record consumption only: reorganisation and collection points are allowed at night', () => {
    setup((d) => d.put({ type: 'clock.advanced', v: 1, payload: { toMin: 960 } }));
    tab('Actions');
    expect(within(screen.getByRole('form', { name: 'Record consumption' })).getByRole('note').textContent).toBe(
      'Night: resupply only — firefight, shooting and movement are refused (campaign setting, 004 §TIMESCALE).',
    );
    // Resupply, reorganisation and collection points are allowed at night: no note on their forms.
    for (const name of ['Dispatch resupply', 'Reorganise', 'Collection point']) {
      chooseAction(name);
      expect(within(screen.getByRole('form', { name })).queryByRole('note'), name).toBeNull();
    }
  });

  it('prints a report alone and exports it as CSV', () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    setup((d) => {
      d.put({ type: 'dla.placed', v: 1, payload: { side: 'blue', pos: gridRefToPoint(GRID, '05001000'), ref: '05001000' } });
      d.put({ type: 'stock.generated', v: 1, payload: { unitId: 'dla', side: 'blue', stocks: { CU: 10 }, reason: '' } });
      d.put({ type: 'resupply.dispatched', v: 1, payload: { run: { id: 'r-1', fromId: 'dla', side: 'blue', toId: 'gb-6bw', stocks: { CU: 2 }, transport: 'motorised', departMin: 0, arriveMin: 16, distanceM: 2283, arrived: false } } });
    });
    tab('Reports');
    const runs = screen.getByRole('table', { name: 'Resupply runs' });
    expect(within(runs).getAllByRole('row')[1]!.textContent).toBe('r-1DLA, British (Third Army)6th Black Watch2 CUMotorised (lorries)2283Tue 20 Nov 1917 06:20Tue 20 Nov 1917 06:36In transit');
    fireEvent.click(screen.getByRole('button', { name: 'Export resupply runs CSV' }));
    expect(downloadText).toHaveBeenCalledWith(
      'Tiny test scenario resupply runs.csv',
      'Run,From,To,Carrying,Transport,Distance (m),Departed,Arrives,Status\r\nr-1,"DLA, British (Third Army)",6th Black Watch,2 CU,Motorised (lorries),2283,1917-11-20T06:20,1917-11-20T06:36,In transit\r\n',
      'text/csv;charset=utf-8',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Print resupply runs' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(document.body.classList.contains('lg-printing')).toBe(true);
    expect(screen.getByRole('table', { name: 'Printed Resupply runs' })).toBeTruthy();
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(document.body.classList.contains('lg-printing')).toBe(false);
    expect(screen.queryByRole('table', { name: 'Printed Resupply runs' })).toBeNull();
    print.mockRestore();
  });
});
