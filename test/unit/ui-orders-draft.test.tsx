import { describe, expect, it } from 'vitest';
import type { OrderView } from '../../src/campaign/command/commandState.ts';
import { stateFromScenario } from '../../src/campaign/events.ts';
import type { CampaignOrder } from '../../src/campaign/model/types.ts';
import { gridRefToPoint } from '../../src/rules/grid.ts';
import { orderStatusText } from '../../src/ui/orders/OrderList.tsx';
import {
  checkOrderDraft,
  copyDraft,
  draftFromOrder,
  formationOf,
  newDraft,
  newOrderId,
  timingMinute,
  timingText,
} from '../../src/ui/orders/orderDraft.ts';
import { orbatCommandOf, unitOptions } from '../../src/ui/orders/unitOptions.ts';
import { GRID, tinyScenario } from './ui-fixture.ts';

const state = stateFromScenario(tinyScenario());
const START = '1917-11-20T06:20';

describe('timings', () => {
  it('reads HH:MM as the first such local time at or after the time of issue, and a full date as that instant', () => {
    expect(timingMinute(START, 0, '06:20')).toBe(0);
    expect(timingMinute(START, 0, '0720')).toBe(60);
    expect(timingMinute(START, 0, '6:19')).toBe(1439);
    expect(timingMinute(START, 1000, '00:00')).toBe(1060);
    expect(timingMinute(START, 0, '1917-11-22 06:20')).toBe(2880);
    expect(() => timingMinute(START, 0, '24:00')).toThrow('"24:00" is not a time of day (00:00 to 23:59)');
    expect(() => timingMinute(START, 0, 'dawn')).toThrow('"dawn" is not a date and time of the form YYYY-MM-DD HH:MM');
  });

  it('writes a timing back as HH:MM within 24 hours of the time of issue, else with its date', () => {
    expect(timingText(START, 0, 60)).toBe('07:20');
    expect(timingText(START, 0, 1439)).toBe('06:19');
    expect(timingText(START, 0, 1440)).toBe('1917-11-21 06:20');
    expect(timingText(START, 100, 50)).toBe('1917-11-20 07:10');
  });
});

describe('the draft', () => {
  it('starts for the selected unit’s formation, issued by its parent at the clock', () => {
    expect(formationOf(state, 'gb-6gordons-a')).toBe('gb-6gordons');
    expect(formationOf(state, 'gb-152bde')).toBe('gb-152bde');
    expect(formationOf(state, null)).toBeNull();
    const d = newDraft({ ...state, clockMin: 100 }, 'gb-51div');
    expect([d.forId, d.fromId, d.issuedAt, d.objectives]).toEqual(['gb-51div', 'gb-51div', '1917-11-20T08:00', [{ label: '', ref: '' }]]);
    expect(newOrderId(state)).toBe('ord-2');
    expect(newOrderId({ ...state, orders: { 'ord-2': {} as CampaignOrder } })).toBe('ord-2-2');
  });

  it('turns a saved order back into the same order, and drops blank rows', () => {
    const order: CampaignOrder = {
      id: 'ord-9',
      fromId: 'gb-51div',
      forId: 'gb-153bde',
      issuedAtMin: 45,
      aim: 'Advance',
      objectives: [{ label: 'Wood', ref: '061132', pos: gridRefToPoint(GRID, '061132') }],
      commandStructure: '',
      allocations: [],
      hqLocations: [],
      timings: [
        { label: 'H-hour', atMin: 120 },
        { label: 'Relief', atMin: 3000 },
      ],
      notes: 'n',
    };
    const d = draftFromOrder(state, order);
    expect(d.timings).toEqual([
      { label: 'H-hour', time: '08:20' },
      { label: 'Relief', time: '1917-11-22 08:20' },
    ]);
    const padded = { ...d, objectives: [...d.objectives, { label: ' ', ref: '' }], timings: [...d.timings, { label: '', time: '' }] };
    expect(checkOrderDraft(state, padded, 'ord-9')).toEqual({ errors: {}, order });
  });

  it('copies a draft as a new order at the clock, keeping each timing’s instant', () => {
    const d = { ...newDraft(state, 'gb-152bde'), id: 'ord-4', aim: 'Go', timings: [{ label: 'H-hour', time: '07:20' }, { label: 'Later', time: '09:00' }, { label: 'Bad', time: 'soon' }] };
    const c = copyDraft({ ...state, clockMin: 90 }, d);
    expect([c.id, c.issuedAt, c.aim, c.timings]).toEqual([
      null,
      '1917-11-20T07:50',
      'Go',
      [
        { label: 'H-hour', time: '1917-11-20 07:20' },
        { label: 'Later', time: '09:00' },
        { label: 'Bad', time: 'soon' },
      ],
    ]);
  });

  it('refuses an issue before the start, a timing before the start and an issuer of the other side', () => {
    const d = { ...newDraft(state, 'gb-152bde'), aim: 'Go', fromId: 'de-54div', issuedAt: '1917-11-20T06:00' };
    expect(checkOrderDraft(state, d, 'x').errors).toEqual({
      fromId: 'Choose an HQ of the same side as the formation the order is for.',
      issuedAt: 'An order cannot be issued before the campaign starts: the campaign starts at 1917-11-20 06:20.',
    });
    const t = { ...newDraft(state, 'gb-152bde'), aim: 'Go', timings: [{ label: 'Recce', time: '1917-11-19 12:00' }] };
    expect(checkOrderDraft(state, t, 'x').errors).toEqual({ 'timings.0.time': 'This time is before the start: the campaign starts at 1917-11-20 06:20.' });
    const a = { ...newDraft(state, 'gb-152bde'), aim: 'Go', allocations: [{ unitId: 'gb-255rfa', relation: '' as const, toId: 'gb-255rfa' }] };
    expect(checkOrderDraft(state, a, 'x').errors).toEqual({
      'allocations.0.relation': 'Choose the relation.',
      'allocations.0.toId': 'A unit cannot be allocated to itself.',
    });
  });
});

describe('unit choices', () => {
  it('lists HQs of a side in tree order, indented by depth, and a formation’s command structure', () => {
    expect(unitOptions(state, 'red', true).map((o) => o.label)).toEqual([
      '54. Infanterie-Division',
      '\u00a0\u00a0Reserve-Infanterie-Regiment 84',
      '\u00a0\u00a0\u00a0\u00a0I. Bataillon RIR 84',
    ]);
    expect(unitOptions(state, 'blue', false).length).toBe(8);
    const c = orbatCommandOf(state, 'gb-51div');
    expect([c.underCommand.map((u) => u.id), c.inDirectSupport.map((u) => u.id), c.inSupport]).toEqual([
      ['gb-152bde', 'gb-153bde', 'gb-255rfa'],
      ['gb-255rfa'],
      [],
    ]);
  });
});

describe('orderStatusText', () => {
  const order = { issuedAtMin: 10 } as CampaignOrder;
  const r = (unitId: string, status: OrderView['receipts'][number]['status'], fromId: string | null = 'hq') =>
    ({ unitId, atMin: 0, fromId, legMin: 0, reason: '', role: 'subordinate', status }) as OrderView['receipts'][number];
  const view = (receipts: OrderView['receipts'], more: Partial<OrderView> = {}): OrderView => ({ order, title: 't', receipts, completeAtMin: 0, superseded: false, ...more });

  it('counts the receiving units (not the issuer) by status', () => {
    expect(orderStatusText(view([r('hq', 'effective', null), r('a', 'inTransit'), r('b', 'inTransit'), r('c', 'effective')]), 10)).toBe('in transit: 2 units');
    expect(orderStatusText(view([r('hq', 'effective', null), r('a', 'inTransit')]), 10)).toBe('in transit: 1 unit');
    expect(orderStatusText(view([r('hq', 'effective', null), r('a', 'effective')]), 10)).toBe('effective');
    expect(orderStatusText(view([r('hq', 'effective', null), r('a', 'replaced'), r('b', 'supersededOnArrival')], { superseded: true }), 10)).toBe('superseded');
    expect(orderStatusText(view([r('a', 'replaced'), r('b', 'inTransit'), r('c', 'effective')], { superseded: true }), 10)).toBe(
      'in transit: 1 unit; superseded at 1 unit',
    );
    expect(orderStatusText(view([r('a', 'inTransit')]), 9)).toBe('to be issued');
    expect(orderStatusText(view([], { error: 'no common commander' }), 10)).toBe('no timeline: no common commander');
  });
});
