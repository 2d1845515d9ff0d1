// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyEvent, stateFromScenario, type EventDraft } from '../../src/campaign/events.ts';
import type { CampaignOrder, CampaignState, CampaignTask } from '../../src/campaign/model/types.ts';
import type { DeskEventInput, DeskWriter } from '../../src/ui/deskHost.ts';
import { OrderTimelineChart } from '../../src/ui/timeline/OrderTimelineChart.tsx';
import { TimelinePane } from '../../src/ui/timeline/TimelinePane.tsx';
import { tinyScenario } from './ui-fixture.ts';
import { chooseUnit } from './ui-picker.ts';

afterEach(cleanup);

function apply(state: CampaignState, draft: EventDraft): CampaignState {
  return applyEvent(state, { ...draft, seq: state.seq + 1 } as Parameters<typeof applyEvent>[1]);
}

const ORDER: CampaignOrder = {
  id: 'ord-1',
  fromId: 'gb-51div',
  forId: 'gb-152bde',
  issuedAtMin: 0,
  aim: 'Take Flesquières ridge',
  objectives: [],
  commandStructure: '',
  allocations: [],
  hqLocations: [],
  timings: [],
  notes: '',
};

/** The tiny scenario with one order issued at 06:20 by 51 Div for 152 Bde, the clock at 08:50 (minute 150). */
function withOrder(extra: (s: CampaignState) => CampaignState = (s) => s): CampaignState {
  let s = stateFromScenario(tinyScenario());
  // 400th (Highland) Field Company RE under 51 Div: the engineers the engineers' tasks need (004 §TASK TIMINGS TABLE).
  const sappers = { ...s.units['gb-6bw']!, id: 'gb-400fd', name: '400th (Highland) Field Company RE', shortName: '400 Fd Coy', echelon: 'company' as const, type: 'engineer' as const, parentId: 'gb-51div' };
  s = { ...s, units: Object.assign(Object.create(null), s.units, { [sappers.id]: sappers }), unitOrder: [...s.unitOrder, sappers.id] };
  s = apply(s, { at: 0, type: 'order.saved', v: 1, payload: { order: ORDER } });
  s = apply(s, { at: 150, type: 'clock.advanced', v: 1, payload: { toMin: 150 } });
  return extra(s);
}

function setup(state: CampaignState, selectedUnitId: string | null = 'gb-6gordons') {
  const append = vi.fn(async (_draft: DeskEventInput, _notice: string) => state);
  const writer: DeskWriter = { append };
  const onSelectUnit = vi.fn();
  const onOpenOrder = vi.fn();
  render(<TimelinePane state={state} writer={writer} selectedUnitId={selectedUnitId} onSelectUnit={onSelectUnit} onOpenOrder={onOpenOrder} />);
  const pane = screen.getByRole('region', { name: 'Timeline' });
  return { append, onSelectUnit, onOpenOrder, pane };
}

describe('TimelinePane', () => {
  it('draws the order with a focusable mark per receipt (companies summarised) and selects a unit from a mark', () => {
    const { pane, onSelectUnit, onOpenOrder } = setup(withOrder());
    const chart = within(pane).getByRole('group', { name: 'Timeline chart' });
    const marks = within(chart).getAllByRole('button').map((b) => b.getAttribute('aria-label'));
    // The window is 06:50–18:50: the order's issue at 06:20 is just before it.
    expect(marks).toEqual([
      '152nd Brigade — effective 08:20 — 51 Div → 152 Bde going down: 2 h',
      '6th Gordon Highlanders — in transit, arrives 09:20 — 152 Bde → 6 Gordons going down: 1 h',
      '8th Argyll and Sutherland Highlanders — in transit, arrives 09:20 — 152 Bde → 8 A&SH going down: 1 h',
      'A Company, 6th Gordons — in transit, arrives 10:20 — 6 Gordons → A/6 Gordons going down: 1 h (battalion has no radios)',
    ]);
    expect(chart.querySelectorAll('title').length).toBe(4);
    fireEvent.keyDown(within(chart).getAllByRole('button')[1]!, { key: 'Enter' });
    expect(onSelectUnit).toHaveBeenCalledWith('gb-6gordons');
    fireEvent.click(within(pane).getByRole('button', { name: 'Earlier' }));
    const issued = within(chart).getByRole('button', { name: '51st (Highland) Division — issued 06:20 — 51 Div → 152 Bde' });
    expect(issued.getAttribute('tabindex')).toBe('0');
    fireEvent.click(issued);
    expect(onSelectUnit).toHaveBeenLastCalledWith('gb-51div');
    fireEvent.click(within(pane).getByRole('button', { name: '51 Div → 152 Bde' }));
    expect(onOpenOrder).toHaveBeenCalledWith('ord-1');
  });

  it('marks an order that arrives after a newer one as superseded, in the row label and beside the mark', () => {
    const newer: CampaignOrder = { ...ORDER, id: 'ord-2', fromId: 'gb-152bde', forId: 'gb-6gordons', issuedAtMin: 30, aim: 'Hold the ridge' };
    const state = withOrder((s) => apply(apply(s, { at: 150, type: 'order.saved', v: 1, payload: { order: newer } }), { at: 200, type: 'clock.advanced', v: 1, payload: { toMin: 200 } }));
    const { pane } = setup(state);
    expect(within(pane).getByRole('button', { name: '51 Div → 152 Bde (superseded)' })).toBeTruthy();
    const mark = within(pane).getByRole('button', { name: /^6th Gordon Highlanders — superseded on arrival by 152 Bde → 6 Gordons 09:20 — / });
    expect(mark.getAttribute('class')).toContain('tl-supersededOnArrival');
    expect(mark.querySelector('text')?.textContent).toBe('superseded');
    render(<OrderTimelineChart state={state} orderId="ord-1" />);
    const row = screen.getByRole('row', { name: /^6th Gordon Highlanders/ });
    expect(row.lastElementChild?.textContent).toBe('Superseded on arrival by 152 Bde → 6 Gordons');
  });

  it('shows the window, scrolls and zooms it, and collapses', () => {
    const { pane } = setup(withOrder());
    expect(pane.textContent).toContain('06:50 to 18:50');
    fireEvent.click(within(pane).getByRole('button', { name: 'Later' }));
    expect(pane.textContent).toContain('09:50 to 21:50');
    fireEvent.click(within(pane).getByRole('button', { name: 'Zoom in' }));
    expect(pane.textContent).toContain('12:50 to 18:50');
    expect(within(pane).queryByRole('group', { name: 'Timeline chart' })?.querySelectorAll('[role="button"]').length).toBe(0);
    fireEvent.click(within(pane).getByRole('button', { name: 'Back to now' }));
    expect(pane.textContent).toContain('06:50 to 18:50');
    const toggle = within(pane).getByRole('button', { name: 'Timeline' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(pane).queryByRole('group', { name: 'Timeline chart' })).toBeNull();
  });

  it('lists the orders in transit at the clock: what, from, to, sent, arrives, time left', () => {
    const { pane } = setup(withOrder());
    fireEvent.click(within(pane).getByRole('button', { name: 'Orders in transit' }));
    const dialog = screen.getByRole('dialog', { name: 'Orders in transit' });
    const rows = within(dialog).getAllByRole('row').map((r) => within(r).queryAllByRole('cell').map((c) => c.textContent));
    expect(rows.slice(1)).toEqual([
      ['Order: 51 Div → 152 Bde', '51st (Highland) Division', '6th Gordon Highlanders', '06:20', '09:20', '30 min'],
      ['Order: 51 Div → 152 Bde', '51st (Highland) Division', '8th Argyll and Sutherland Highlanders', '06:20', '09:20', '30 min'],
      ['Order: 51 Div → 152 Bde', '51st (Highland) Division', 'A Company, 6th Gordons', '06:20', '10:20', '1 h 30 min'],
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says what an HQ knows at the clock, and opens each order to what it says', () => {
    const { pane } = setup(withOrder());
    fireEvent.click(within(pane).getByRole('button', { name: 'What HQs know' }));
    const panel = within(pane).getByRole('region', { name: 'What HQs know' });
    const hq = within(panel).getByRole('combobox', { name: 'HQ' }) as HTMLInputElement;
    expect(hq.value).toBe('6th Gordon Highlanders');
    expect(panel.textContent).toContain('6th Gordon Highlanders has received no orders or reports by 08:50.');
    chooseUnit(panel, 'HQ', '152nd Brigade');
    const known = within(panel).getByRole('list', { name: 'Known to 152nd Brigade at 08:50' });
    const item = within(known).getByText('Order: 51 Div → 152 Bde', { exact: false }).closest('details')!;
    expect(item.querySelector('summary')!.textContent).toBe('08:20 Order: 51 Div → 152 Bde');
    // The order's content is there to open: its aim and sections.
    expect(within(item).getByText('Aim')).toBeTruthy();
    expect(item.textContent).toContain(withOrder().orders![Object.keys(withOrder().orders!)[0]!]!.aim);
  });

  it('sends a report from the selected unit to the top of its chain, at the clock, with a new id', async () => {
    const { pane, append } = setup(withOrder());
    fireEvent.click(within(pane).getByRole('button', { name: 'Reports' }));
    const panel = within(pane).getByRole('region', { name: 'Reports' });
    expect((within(panel).getByRole('combobox', { name: 'From unit' }) as HTMLSelectElement).value).toBe('6th Gordon Highlanders');
    expect((within(panel).getByRole('combobox', { name: 'To HQ' }) as HTMLSelectElement).value).toBe('gb-51div');
    fireEvent.click(within(panel).getByRole('button', { name: 'Send report' }));
    expect(within(panel).getByText('Write what the report says.')).toBeTruthy();
    expect(append).not.toHaveBeenCalled();
    fireEvent.change(within(panel).getByRole('combobox', { name: 'To HQ' }), { target: { value: 'gb-152bde' } });
    fireEvent.change(within(panel).getByRole('combobox', { name: 'Subject' }), { target: { value: 'casualties' } });
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Report text' }), { target: { value: 'One base lost at Flesquières' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(append).toHaveBeenCalledTimes(1));
    expect(append.mock.calls[0]![0]).toEqual({
      type: 'report.sent',
      v: 1,
      payload: { report: { id: 'rep-46-1', fromId: 'gb-6gordons', toId: 'gb-152bde', sentAtMin: 150, subject: 'casualties', text: 'One base lost at Flesquières' } },
    });
    expect(append.mock.calls[0]![1]).toBe('Report sent: casualties from 6th Gordon Highlanders to 152nd Brigade.');
  });

  it('deletes a report', async () => {
    const state = withOrder((s) => apply(s, { at: 150, type: 'report.sent', v: 1, payload: { report: { id: 'rep-1', fromId: 'gb-6bw', toId: 'gb-153bde', sentAtMin: 100, subject: 'contact', text: 'MG nest' } } }));
    const { pane, append } = setup(state);
    fireEvent.click(within(pane).getByRole('button', { name: 'Reports' }));
    fireEvent.click(within(pane).getByRole('button', { name: 'Delete report Contact report: 6 BW → 153 Bde sent 08:00' }));
    await waitFor(() => expect(append).toHaveBeenCalledTimes(1));
    expect(append.mock.calls[0]![0]).toEqual({ type: 'report.deleted', v: 1, payload: { reportId: 'rep-1' } });
  });

  it('adds a minefield by length and engineer companies: 8 engineer company hours per km ÷ companies', async () => {
    const { pane, append } = setup(withOrder(), 'gb-400fd');
    fireEvent.click(within(pane).getByRole('button', { name: 'Tasks' }));
    const panel = within(pane).getByRole('region', { name: 'Tasks' });
    expect((within(panel).getByRole('combobox', { name: 'Unit' }) as HTMLSelectElement).value).toBe('400th (Highland) Field Company RE');
    expect((within(panel).getByRole('textbox', { name: 'Start' }) as HTMLInputElement).value).toBe('08:50');
    expect(within(panel).queryByRole('textbox', { name: 'Length (km)' })).toBeNull();
    expect(within(panel).queryByRole('textbox', { name: 'Engineer companies working' })).toBeNull();
    fireEvent.change(within(panel).getByRole('combobox', { name: 'Task' }), { target: { value: 'Lay minefield' } });
    expect(panel.textContent).toContain('Task timings table: 8 h (engineer company hours per km) × length ÷ companies.');
    const companies = within(panel).getByRole('textbox', { name: 'Engineer companies working' }) as HTMLInputElement;
    expect(companies.value).toBe('1');
    expect(within(panel).queryByRole('textbox', { name: 'Engineer platoons working' })).toBeNull();
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Length (km)' }), { target: { value: '2' } });
    const duration = within(panel).getByRole('status', { name: 'Task duration' });
    expect(duration.textContent).toBe('Duration 16 h: 08:50 to 21 Nov 00:50.');
    fireEvent.change(companies, { target: { value: '2' } });
    expect(duration.textContent).toBe('Duration 8 h: 08:50 to 16:50.');
    fireEvent.click(within(panel).getByRole('button', { name: 'Add task' }));
    await waitFor(() => expect(append).toHaveBeenCalledTimes(1));
    expect(append.mock.calls[0]![0]).toEqual({
      type: 'task.saved',
      v: 1,
      payload: { task: { id: 'task-46-1', unitId: 'gb-400fd', task: 'Lay minefield', startMin: 150, durationMin: 480, quantity: 2, note: '' } },
    });
  });

  it('adds a bridge demolition by engineer platoons (platoon hours ÷ platoons) and refuses a part platoon', async () => {
    const { pane, append } = setup(withOrder(), 'gb-400fd');
    fireEvent.click(within(pane).getByRole('button', { name: 'Tasks' }));
    const panel = within(pane).getByRole('region', { name: 'Tasks' });
    fireEvent.change(within(panel).getByRole('combobox', { name: 'Task' }), { target: { value: 'Major river bridge demolition' } });
    expect(panel.textContent).toContain('Task timings table: 8 h (engineer platoon hours) ÷ platoons.');
    expect(within(panel).queryByRole('textbox', { name: 'Length (km)' })).toBeNull();
    const platoons = within(panel).getByRole('textbox', { name: 'Engineer platoons working' }) as HTMLInputElement;
    fireEvent.change(platoons, { target: { value: '1.5' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Add task' }));
    expect(within(panel).getByText('Engineer platoons working must be a whole number from 1 to 100.')).toBeTruthy();
    expect(platoons.getAttribute('aria-invalid')).toBe('true');
    expect(append).not.toHaveBeenCalled();
    fireEvent.change(platoons, { target: { value: '2' } });
    expect(within(panel).getByRole('status', { name: 'Task duration' }).textContent).toBe('Duration 4 h: 08:50 to 12:50.');
    fireEvent.click(within(panel).getByRole('button', { name: 'Add task' }));
    await waitFor(() => expect(append).toHaveBeenCalledTimes(1));
    expect(append.mock.calls[0]![0]).toEqual({
      type: 'task.saved',
      v: 1,
      payload: { task: { id: 'task-46-1', unitId: 'gb-400fd', task: 'Major river bridge demolition', startMin: 150, durationMin: 240, quantity: 2, note: '' } },
    });
  });

  it('edits a saved minefield with its length and the companies recovered from its duration', async () => {
    const task: CampaignTask = { id: 'task-m', unitId: 'gb-400fd', task: 'Lay minefield', startMin: 120, durationMin: 480, quantity: 2, note: '' };
    const state = withOrder((s) => apply(s, { at: 150, type: 'task.saved', v: 1, payload: { task } }));
    const { pane, append } = setup(state);
    fireEvent.click(within(pane).getByRole('button', { name: 'Tasks' }));
    const panel = within(pane).getByRole('region', { name: 'Tasks' });
    expect(within(panel).getByRole('list', { name: 'Tasks on the timeline' }).textContent).toContain('Lay minefield — 400th (Highland) Field Company RE (2 km, 2 engineer companies; 8 h)');
    fireEvent.click(within(panel).getByRole('button', { name: 'Edit task Lay minefield — 400th (Highland) Field Company RE, 08:20' }));
    expect((within(panel).getByRole('textbox', { name: 'Length (km)' }) as HTMLInputElement).value).toBe('2');
    const companies = within(panel).getByRole('textbox', { name: 'Engineer companies working' }) as HTMLInputElement;
    expect(companies.value).toBe('2');
    fireEvent.change(companies, { target: { value: '4' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save task' }));
    await waitFor(() => expect(append).toHaveBeenCalledTimes(1));
    expect(append.mock.calls[0]![0]).toEqual({ type: 'task.saved', v: 1, payload: { task: { ...task, durationMin: 240 } } });
  });

  it('refuses hours outside a ranged task and writes nothing', () => {
    const { pane, append } = setup(withOrder(), 'gb-400fd');
    fireEvent.click(within(pane).getByRole('button', { name: 'Tasks' }));
    const panel = within(pane).getByRole('region', { name: 'Tasks' });
    fireEvent.change(within(panel).getByRole('combobox', { name: 'Task' }), { target: { value: 'Establish vehicle bridge' } });
    const hours = within(panel).getByRole('textbox', { name: 'Hours (2–12)' }) as HTMLInputElement;
    expect(hours.value).toBe('2');
    fireEvent.change(hours, { target: { value: '13' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Add task' }));
    expect(within(panel).getByText('Establish vehicle bridge takes 2–12 h (004 §TASK TIMINGS TABLE); 13 h is outside that range.')).toBeTruthy();
    expect(hours.getAttribute('aria-invalid')).toBe('true');
    expect(append).not.toHaveBeenCalled();
  });

  it('draws a task as a bar, edits it under the same id from the bar, and deletes it', async () => {
    const task: CampaignTask = { id: 'task-x', unitId: 'gb-400fd', task: 'Establish vehicle bridge', startMin: 120, durationMin: 300, quantity: 1, note: 'Canal du Nord' };
    const state = withOrder((s) => apply(s, { at: 150, type: 'task.saved', v: 1, payload: { task } }));
    const { pane, append } = setup(state);
    const bar = within(pane).getByRole('button', { name: 'Edit task: 400th (Highland) Field Company RE: Establish vehicle bridge, 08:20–13:20 (5 h) — Canal du Nord' });
    fireEvent.click(bar);
    const panel = within(pane).getByRole('region', { name: 'Tasks' });
    expect((within(panel).getByRole('textbox', { name: 'Hours (2–12)' }) as HTMLInputElement).value).toBe('5');
    expect((within(panel).getByRole('textbox', { name: 'Start' }) as HTMLInputElement).value).toBe('08:20');
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Hours (2–12)' }), { target: { value: '6' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save task' }));
    await waitFor(() => expect(append).toHaveBeenCalledTimes(1));
    expect(append.mock.calls[0]![0]).toEqual({ type: 'task.saved', v: 1, payload: { task: { ...task, durationMin: 360 } } });
    // The save's write settles before the panel takes another (its submit button is disabled while busy).
    await waitFor(() => expect((within(panel).getByRole('button', { name: /^(Save|Add) task$/ }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(within(panel).getByRole('button', { name: 'Delete task Establish vehicle bridge — 400th (Highland) Field Company RE, 08:20' }));
    await waitFor(() => expect(append).toHaveBeenCalledTimes(2));
    expect(append.mock.calls[1]![0]).toEqual({ type: 'task.deleted', v: 1, payload: { taskId: 'task-x' } });
  });
});

describe('OrderTimelineChart', () => {
  it('tables one order: issued → received at each HQ → effective at each unit, in local time', () => {
    render(<OrderTimelineChart state={withOrder()} orderId="ord-1" />);
    const table = screen.getByRole('table', { name: 'Timeline of 51 Div → 152 Bde' });
    const head = within(table).getAllByRole('columnheader').map((c) => c.textContent);
    expect(head).toEqual(['Unit', 'Echelon', 'Received', 'Via', 'Leg', 'Status']);
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = rows.map((r) => [within(r).getByRole('rowheader').textContent, ...within(r).getAllByRole('cell').map((c) => c.textContent)]);
    expect(cells.map((c) => [c[0], c[1], c[2], c[3], c[5]])).toEqual([
      ['51st (Highland) Division', 'Division', '06:20', '—', 'Issued'],
      ['152nd Brigade', 'Brigade', '08:20', '51st (Highland) Division', 'Effective'],
      ['6th Gordon Highlanders', 'Battalion', '09:20', '152nd Brigade', 'In transit'],
      ['8th Argyll and Sutherland Highlanders', 'Battalion', '09:20', '152nd Brigade', 'In transit'],
      ['A Company, 6th Gordons', 'Company', '10:20', '6th Gordon Highlanders', 'In transit'],
    ]);
    expect(cells.map((c) => c[4])).toEqual([
      '—',
      '2 h51 Div → 152 Bde going down: 2 h',
      '1 h152 Bde → 6 Gordons going down: 1 h',
      '1 h152 Bde → 8 A&SH going down: 1 h',
      '1 h6 Gordons → A/6 Gordons going down: 1 h (battalion has no radios)',
    ]);
    expect(screen.getByRole('img', { name: 'Chart of the timeline of 51 Div → 152 Bde' }).querySelectorAll('circle').length).toBe(5);
  });

  it('shows the statuses at a later minute and says when the order is unknown', () => {
    const { unmount } = render(<OrderTimelineChart state={withOrder()} orderId="ord-1" atMin={240} />);
    const table = screen.getByRole('table', { name: 'Timeline of 51 Div → 152 Bde' });
    expect(within(table).getAllByRole('row').slice(1).map((r) => r.lastElementChild?.textContent)).toEqual(['Issued', 'Effective', 'Effective', 'Effective', 'Effective']);
    unmount();
    render(<OrderTimelineChart state={withOrder()} orderId="nope" />);
    expect(screen.getByText('There is no order “nope” in this campaign.')).toBeTruthy();
  });
});
