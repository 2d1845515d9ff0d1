// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyEvent, EventError, stateFromScenario } from '../../src/campaign/events.ts';
import { ordersToCsv } from '../../src/campaign/orders/orderExport.ts';
import type { CampaignOrder, CampaignState } from '../../src/campaign/model/types.ts';
import { gridRefToPoint } from '../../src/rules/grid.ts';
import type { DeskEventInput, DeskWriter } from '../../src/ui/deskHost.ts';
import { OrdersScreen } from '../../src/ui/orders/OrdersScreen.tsx';
import { GRID, tinyScenario } from './ui-fixture.ts';
import { chooseUnit } from './ui-picker.ts';

const downloads = vi.hoisted(() => ({ calls: [] as [string, string][], types: [] as (string | undefined)[] }));
vi.mock('../../src/ui/download.ts', () => ({
  CSV_TYPE: 'text/csv;charset=utf-8',
  downloadText: (name: string, text: string, type?: string) => {
    downloads.calls.push([name, text]);
    downloads.types.push(type);
  },
}));

afterEach(() => {
  cleanup();
  downloads.calls.length = 0;
  downloads.types.length = 0;
  document.body.className = '';
});

const base = stateFromScenario(tinyScenario());
const at = (ref: string) => gridRefToPoint(GRID, ref);

function order(o: Partial<CampaignOrder> & Pick<CampaignOrder, 'id'>): CampaignOrder {
  return {
    fromId: 'gb-51div',
    forId: 'gb-152bde',
    issuedAtMin: 0,
    aim: 'Take the ridge',
    objectives: [],
    commandStructure: '',
    allocations: [],
    hqLocations: [],
    timings: [],
    notes: '',
    ...o,
  };
}

function withOrders(state: CampaignState, orders: CampaignOrder[], clockMin = state.clockMin): CampaignState {
  const rec: Record<string, CampaignOrder> = Object.create(null);
  for (const o of orders) rec[o.id] = o;
  return { ...state, clockMin, orders: rec };
}

function writerOf(result: Promise<CampaignState> | (() => Promise<CampaignState>) = Promise.resolve(base)) {
  const append = vi.fn(async (_draft: DeskEventInput, _notice: string) => (typeof result === 'function' ? result() : result));
  return { append } satisfies DeskWriter;
}

function setup(state: CampaignState = base, selectedUnitId: string | null = 'gb-152bde', writer = writerOf()) {
  const onShowOnMap = vi.fn();
  const onSelectUnit = vi.fn();
  const view = render(
    <OrdersScreen
      state={state}
      writer={writer}
      selectedUnitId={selectedUnitId}
      onShowOnMap={onShowOnMap}
      onSelectUnit={onSelectUnit}
      renderTimeline={(id) => <p>Timeline of {id}</p>}
    />,
  );
  return { writer, onShowOnMap, onSelectUnit, view, region: screen.getByRole('region', { name: 'Orders' }) };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('OrdersScreen: writing an order', () => {
  it('writes the exact order.saved draft, with an objective typed as a grid reference, and the fold accepts it', async () => {
    const { writer } = setup();
    click('New order');
    const form = screen.getByRole('form', { name: 'Order form' });
    expect((within(form).getByLabelText('For') as HTMLInputElement).value).toBe('152nd Brigade');
    expect((within(form).getByLabelText('Issued by') as HTMLInputElement).value).toBe('51st (Highland) Division');
    expect((within(form).getByLabelText('Issued at') as HTMLInputElement).value).toBe('1917-11-20T06:20');
    expect([...form.querySelectorAll('legend')].map((l) => l.textContent)).toEqual([
      'Aim',
      'Objectives',
      'Command structure',
      'Allocation of support and logistic units',
      'HQ locations',
      'Timings',
      'Notes',
    ]);
    expect(within(form).getByRole('region', { name: 'Command structure in the order of battle' }).textContent).toBe(
      'In the order of battle now:Under Command6th Gordon Highlanders, 8th Argyll and Sutherland HighlandersIn Direct SupportnoneIn Supportnone',
    );
    type('Aim', '  Take Flesquières ridge by 10:00  ');
    type('Objective 1 name', 'Flesquières ridge');
    type('Objective 1 grid reference', '0530 1250');
    type('Command structure', '6 Gordons right, 8 A&SH left');
    click('Add allocation');
    type('Allocation 1 unit', 'gb-255rfa');
    type('Allocation 1 relation', 'inDirectSupport');
    type('Allocation 1 to', 'gb-152bde');
    click('Add HQ location');
    type('HQ location 1 unit', 'gb-152bde');
    type('HQ location 1 grid reference', '05201100');
    click('Add timing');
    type('Timing 1 name', 'H-hour');
    type('Timing 1 time', '07:20');
    click('Add timing');
    type('Timing 2 name', 'Consolidate');
    type('Timing 2 time', '05:00');
    click('Save order');
    await waitFor(() => expect(writer.append).toHaveBeenCalledTimes(1));
    const saved: CampaignOrder = {
      id: 'ord-2',
      fromId: 'gb-51div',
      forId: 'gb-152bde',
      issuedAtMin: 0,
      aim: 'Take Flesquières ridge by 10:00',
      objectives: [{ label: 'Flesquières ridge', ref: '0530 1250', pos: at('0530 1250') }],
      commandStructure: '6 Gordons right, 8 A&SH left',
      allocations: [{ unitId: 'gb-255rfa', relation: 'inDirectSupport', toId: 'gb-152bde' }],
      hqLocations: [{ unitId: 'gb-152bde', ref: '05201100', pos: at('05201100') }],
      timings: [
        { label: 'H-hour', atMin: 60 },
        { label: 'Consolidate', atMin: 1360 },
      ],
      notes: '',
    };
    expect(writer.append).toHaveBeenCalledWith({ type: 'order.saved', v: 1, payload: { order: saved } }, 'Order for 152nd Brigade saved');
    const draft = writer.append.mock.calls[0]![0];
    const folded = applyEvent(base, { ...draft, seq: 2, at: 0 } as Parameters<typeof applyEvent>[1]);
    expect(folded.orders?.['ord-2']).toEqual(saved);
  });

  it('shows a bad grid reference under its field as it is typed, refuses to save and writes nothing', async () => {
    const { writer } = setup();
    click('New order');
    const ref = screen.getByLabelText('Objective 1 grid reference');
    type('Objective 1 grid reference', 'B7');
    expect(ref.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(ref.getAttribute('aria-describedby')!)!;
    expect(described.textContent).toBe(
      'Grid reference "B7" has characters other than figures: a map reference is 4, 6, 8 or 10 figures, e.g. 0512, 053124 or 053 124. The map covers 0000 to 2724 (28 × 25 km).',
    );
    click('Save order');
    expect(screen.getByRole('alert').textContent).toBe('Not saved: 2 fields need attention (marked below).');
    expect(screen.getByText('Write the aim of the order.')).toBeTruthy();
    type('Aim', 'Hold');
    type('Objective 1 grid reference', '95009500');
    expect(document.getElementById(ref.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Grid reference "95009500" is off the map: the map covers 0000 to 2724 (28 × 25 km)',
    );
    click('Save order');
    expect(screen.getByRole('alert').textContent).toBe('Not saved: 1 field needs attention (marked below).');
    type('Objective 1 grid reference', '0512');
    expect(ref.getAttribute('aria-invalid')).toBeNull();
    expect(writer.append).not.toHaveBeenCalled();
  });

  it('asks for the formation and the issuing HQ when no unit is selected, and for a name and time of a timing', () => {
    const { writer } = setup(base, null);
    click('New order');
    type('Aim', 'Advance');
    click('Add timing');
    type('Timing 1 time', '25:00');
    click('Save order');
    expect(screen.getByRole('alert').textContent).toBe('Not saved: 4 fields need attention (marked below).');
    for (const text of [
      'Choose the formation the order is for.',
      'Choose the HQ that issues the order.',
      'Name the timing, e.g. H-hour.',
      '"25:00" is not a time of day (00:00 to 23:59)',
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    chooseUnit(screen.getByRole('form', { name: 'Order form' }), 'For', '6th Gordon Highlanders');
    expect((screen.getByLabelText('Issued by') as HTMLInputElement).value).toBe('152nd Brigade');
    expect(writer.append).not.toHaveBeenCalled();
  });

  it('shows the store’s refusal in the form', async () => {
    const writer = writerOf(() => Promise.reject(new EventError('the store is read-only', 'payload.order')));
    setup(base, 'gb-6gordons-a', writer);
    click('New order');
    expect((screen.getByLabelText('For') as HTMLInputElement).value).toBe('6th Gordon Highlanders');
    type('Aim', 'Advance');
    click('Save order');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('the store is read-only'));
    expect(screen.getByRole('form', { name: 'Order form' })).toBeTruthy();
  });
});

describe('OrdersScreen: the list and the read view', () => {
  const ridge = order({
    id: 'ord-5',
    aim: '<b>Take</b> the ridge & <script>alert(1)</script>',
    objectives: [{ label: 'Ridge <i>top</i>', ref: '0530 1250', pos: at('0530 1250') }],
    allocations: [{ unitId: 'gb-255rfa', relation: 'inSupport', toId: 'gb-6gordons' }],
    timings: [{ label: 'H-hour', atMin: 60 }],
  });

  it('groups orders by formation with issue time and status at the clock', () => {
    const early = order({ id: 'ord-2', issuedAtMin: 0 });
    const late = order({ id: 'ord-3', issuedAtMin: 30, aim: 'Hold' });
    const gordons = order({ id: 'ord-4', forId: 'gb-6gordons', fromId: 'gb-152bde', issuedAtMin: 0 });
    const { region } = setup(withOrders(base, [early, late, gordons], 0));
    const groups = within(region).getAllByRole('group').filter((r) => r.getAttribute('aria-label')?.startsWith('Orders for'));
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['Orders for 152nd Brigade', 'Orders for 6th Gordon Highlanders']);
    expect(within(groups[0]!).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '51 Div → 152 Bde Tue 20 Nov 1917 06:20 · in transit: 4 units',
      '51 Div → 152 Bde Tue 20 Nov 1917 06:50 · to be issued',
    ]);
    expect(within(groups[1]!).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '152 Bde → 6 Gordons Tue 20 Nov 1917 06:20 · in transit: 2 units',
    ]);
    cleanup();
    const { region: later } = setup(withOrders(base, [early, late, gordons], 600));
    expect(within(later).getAllByRole('listitem').map((li) => li.textContent?.split(' · ')[1])).toEqual(['superseded', 'effective', 'superseded']);
  });

  it('renders user text as text, links the units it names, shows objectives on the map and draws the timeline below', () => {
    const { onShowOnMap, onSelectUnit } = setup(withOrders(base, [ridge]));
    click('51 Div → 152 Bde');
    const sheet = screen.getByRole('article', { name: 'Order for 152nd Brigade' });
    expect(sheet.querySelector('b, i, script')).toBeNull();
    expect(within(sheet).getByText('<b>Take</b> the ridge & <script>alert(1)</script>')).toBeTruthy();
    expect(within(sheet).getByText('Ridge <i>top</i>')).toBeTruthy();
    expect([...sheet.querySelectorAll('h4')].map((h) => h.textContent)).toEqual([
      'Aim',
      'Objectives',
      'Command structure',
      'Allocation of support and logistic units',
      'HQ locations',
      'Timings',
      'Distribution',
    ]);
    expect(within(sheet).getByRole('row', { name: /^Campaign/ }).textContent).toBe(`Campaign${base.title}`);
    expect(within(sheet).getByRole('row', { name: /^Reference/ }).textContent).toBe('Reference51st (Highland) Division Order No. 1');
    expect(within(sheet).getByRole('row', { name: /H-hour/ }).textContent).toBe('H-hourTue 20 Nov 1917 07:20');
    // Who receives it and when, and the objectives traced on a map extract.
    const distribution = within(sheet).getByRole('region', { name: 'Distribution' });
    expect(within(distribution).getAllByRole('row').length).toBe(6); // heading + the brigade, two battalions, A Company, the battery
    expect(within(sheet).getByRole('img', { name: 'Map extract of the order for 152nd Brigade' })).toBeTruthy();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Show on map: objective 1, Ridge <i>top</i>' }));
    expect(onShowOnMap).toHaveBeenCalledWith(at('0530 1250'));
    fireEvent.click(within(sheet).getAllByRole('button', { name: '255th Brigade RFA' })[0]!);
    fireEvent.click(within(sheet).getAllByRole('button', { name: '51st (Highland) Division' })[0]!);
    expect(onSelectUnit.mock.calls).toEqual([['gb-255rfa'], ['gb-51div']]);
    expect(screen.getByText('Timeline of ord-5')).toBeTruthy();
    // The brigade, its two battalions, A Company and the battery the allocation names.
    expect(screen.getByText('Status: in transit: 5 units')).toBeTruthy();
  });

  it('opens an order asked for from outside (the timeline), again on a new request', () => {
    const state = withOrders(base, [ridge]);
    const writer = writerOf();
    const props = { state, writer, selectedUnitId: null };
    const { rerender } = render(<OrdersScreen {...props} openRequest={{ orderId: 'ord-5', nonce: 1 }} />);
    expect(screen.getByRole('article', { name: 'Order for 152nd Brigade' })).toBeTruthy();
    click('Edit order');
    expect(screen.queryByRole('article')).toBeNull();
    rerender(<OrdersScreen {...props} openRequest={{ orderId: 'ord-5', nonce: 1 }} />);
    expect(screen.getByRole('form', { name: 'Order form' })).toBeTruthy();
    rerender(<OrdersScreen {...props} openRequest={{ orderId: 'ord-5', nonce: 2 }} />);
    expect(screen.getByRole('article', { name: 'Order for 152nd Brigade' })).toBeTruthy();
  });

  it('prints only the sheet: the body is marked while window.print runs and unmarked after printing', () => {
    setup(withOrders(base, [ridge]));
    click('51 Div → 152 Bde');
    const classDuringPrint: string[] = [];
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      classDuringPrint.push(document.body.className);
    });
    click('Print order');
    expect(print).toHaveBeenCalledTimes(1);
    expect(classDuringPrint).toEqual(['printing-order']);
    expect(document.body.classList.contains('printing-order')).toBe(true);
    window.dispatchEvent(new Event('afterprint'));
    expect(document.body.classList.contains('printing-order')).toBe(false);
    print.mockRestore();
  });

  it('deletes an order with one order.deleted, and copies one as a new order issued at the clock', async () => {
    const state = withOrders(base, [ridge], 90);
    const { writer } = setup(state);
    click('51 Div → 152 Bde');
    click('Copy as new order');
    expect((screen.getByLabelText('Issued at') as HTMLInputElement).value).toBe('1917-11-20T07:50');
    // H-hour (07:20) is before the new issue time: it keeps its date so that it stays the same instant.
    expect((screen.getByLabelText('Timing 1 time') as HTMLInputElement).value).toBe('1917-11-20 07:20');
    click('Add timing');
    type('Timing 2 name', 'Report');
    type('Timing 2 time', '08:00');
    click('Save order');
    await waitFor(() => expect(writer.append).toHaveBeenCalledTimes(1));
    const timings = [...ridge.timings, { label: 'Report', atMin: 100 }];
    expect(writer.append.mock.calls[0]).toEqual([
      { type: 'order.saved', v: 1, payload: { order: { ...ridge, id: 'ord-2', issuedAtMin: 90, timings } } },
      'Order for 152nd Brigade saved',
    ]);
    click('51 Div → 152 Bde');
    click('Delete order');
    await waitFor(() => expect(writer.append).toHaveBeenCalledTimes(2));
    expect(writer.append.mock.calls[1]).toEqual([{ type: 'order.deleted', v: 1, payload: { orderId: 'ord-5' } }, 'Order for 152nd Brigade deleted']);
  });

  it('edits an order under its own id, and deletes it from the form', async () => {
    const { writer } = setup(withOrders(base, [ridge], 90));
    click('51 Div → 152 Bde');
    click('Edit order');
    expect(screen.getByRole('heading', { name: 'Edit order ord-5' })).toBeTruthy();
    expect((screen.getByLabelText('Issued at') as HTMLInputElement).value).toBe('1917-11-20T06:20');
    type('Objective 1 name', 'Ridge top');
    click('Save order');
    await waitFor(() => expect(writer.append).toHaveBeenCalledTimes(1));
    const edited = { ...ridge, objectives: [{ ...ridge.objectives[0]!, label: 'Ridge top' }] };
    expect(writer.append.mock.calls[0]).toEqual([{ type: 'order.saved', v: 1, payload: { order: edited } }, 'Order for 152nd Brigade saved']);
    click('51 Div → 152 Bde');
    click('Edit order');
    click('Delete order');
    await waitFor(() => expect(writer.append).toHaveBeenCalledTimes(2));
    expect(writer.append.mock.calls[1]![0]).toEqual({ type: 'order.deleted', v: 1, payload: { orderId: 'ord-5' } });
    // The form closes once the write resolves (the append above was called; its promise settles after).
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Order form' })).toBeNull());
  });

  it('exports every order as CSV text with a byte-order mark, named after the campaign', () => {
    const state = withOrders(base, [ridge]);
    setup(state);
    click('Export orders CSV');
    expect(downloads.calls).toEqual([['Tiny test scenario orders.csv', `\uFEFF${ordersToCsv(state)}`]]);
    expect(downloads.types).toEqual(['text/csv;charset=utf-8']);
    const csv = downloads.calls[0]![1]!;
    expect(csv.startsWith('\uFEFFCampaign,Order,For,Issued by,Issued at,Section,Item,Text,Grid reference,Time\r\n')).toBe(true);
    expect(csv).toContain('Tiny test scenario,51st (Highland) Division Order No. 1,152nd Brigade,51st (Highland) Division,1917-11-20T06:20,Aim,1,<b>Take</b> the ridge & <script>alert(1)</script>,,\r\n');
    expect(csv).toContain('Tiny test scenario,51st (Highland) Division Order No. 1,152nd Brigade,51st (Highland) Division,1917-11-20T06:20,Distribution,1,152nd Brigade,,1917-11-20T08:20\r\n');
  });
});
