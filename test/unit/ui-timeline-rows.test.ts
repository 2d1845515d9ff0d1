import { describe, expect, it } from 'vitest';
import type { OrderReceipt, OrderView, ReportView } from '../../src/campaign/command/commandState.ts';
import { stateFromScenario } from '../../src/campaign/events.ts';
import type { CampaignOrder, CampaignState, Unit } from '../../src/campaign/model/types.ts';
import { chartLanes, orderTableRows } from '../../src/ui/timeline/orderTable.ts';
import { orderRow, readableReason, receiptMarks, reportRow, taskRow, timelineRows } from '../../src/ui/timeline/timelineRows.ts';
import { tinyScenario } from './ui-fixture.ts';

/** The tiny scenario with two more companies of 6th Gordons, at clock `clockMin`. */
function stateAt(clockMin: number): CampaignState {
  const s = stateFromScenario(tinyScenario());
  const a = s.units['gb-6gordons-a']!;
  const b: Unit = { ...a, id: 'gb-6gordons-b', name: 'B Company, 6th Gordons' };
  const c: Unit = { ...a, id: 'gb-6gordons-c', name: 'C Company, 6th Gordons' };
  const i = s.unitOrder.indexOf('gb-6gordons-a');
  const unitOrder = [...s.unitOrder.slice(0, i + 1), 'gb-6gordons-b', 'gb-6gordons-c', ...s.unitOrder.slice(i + 1)];
  return { ...s, clockMin, units: { ...s.units, [b.id]: b, [c.id]: c }, unitOrder };
}

const order = (id: string, issuedAtMin: number): CampaignOrder => ({
  id,
  fromId: 'gb-51div',
  forId: 'gb-152bde',
  issuedAtMin,
  aim: 'Take Flesquières',
  objectives: [],
  commandStructure: '',
  allocations: [],
  hqLocations: [],
  timings: [],
  notes: '',
});

const rc = (unitId: string, atMin: number, fromId: string | null, legMin: number, reason: string, role: OrderReceipt['role'], status: OrderReceipt['status'], byOrderId?: string): OrderReceipt =>
  byOrderId === undefined ? { unitId, atMin, fromId, legMin, reason, role, status } : { unitId, atMin, fromId, legMin, reason, role, status, byOrderId };

const view1: OrderView = {
  order: order('o1', 0),
  title: 'Order to 152nd Brigade',
  completeAtMin: 300,
  superseded: false,
  receipts: [
    rc('gb-51div', 0, null, 0, 'Issued', 'path', 'effective'),
    rc('gb-152bde', 120, 'gb-51div', 120, 'Div→Bde 2 h', 'formation', 'effective'),
    rc('gb-6gordons', 180, 'gb-152bde', 60, 'Bde→Bn 1 h', 'subordinate', 'inTransit'),
    rc('gb-6gordons-a', 240, 'gb-6gordons', 60, 'Bn→Coy 1 h (no radios)', 'subordinate', 'inTransit'),
    rc('gb-6gordons-b', 240, 'gb-6gordons', 60, 'Bn→Coy 1 h (no radios)', 'subordinate', 'inTransit'),
    rc('gb-6gordons-c', 300, 'gb-6gordons', 60, 'Bn→Coy 1 h (no radios)', 'subordinate', 'inTransit'),
    rc('gb-8argylls', 180, 'gb-152bde', 60, 'Bde→Bn 1 h', 'subordinate', 'supersededOnArrival', 'o2'),
  ],
};

const view2: OrderView = {
  order: order('o2', 60),
  title: 'Second order to 152nd Brigade',
  completeAtMin: 240,
  superseded: false,
  receipts: [rc('gb-152bde', 180, 'gb-51div', 120, 'Div→Bde 2 h', 'formation', 'inTransit')],
};

const titles = new Map([
  ['o1', view1.title],
  ['o2', view2.title],
]);

describe('receipt marks', () => {
  it('marks each unit above company, summarises companies per battalion as a range, tags overtaken ones', () => {
    const s = stateAt(150);
    const marks = receiptMarks(s, view1.receipts, 'o1', titles);
    expect(marks.map((m) => [m.key, m.unitId, m.atMin, m.untilMin, m.style, m.tag])).toEqual([
      ['o1:gb-152bde', 'gb-152bde', 120, 120, 'effective', undefined],
      ['o1:gb-6gordons', 'gb-6gordons', 180, 180, 'inTransit', undefined],
      ['o1:gb-8argylls', 'gb-8argylls', 180, 180, 'supersededOnArrival', 'superseded'],
      ['o1:gb-6gordons|inTransit', 'gb-6gordons-a', 240, 300, 'inTransit', undefined],
    ]);
    expect(marks.map((m) => m.title)).toEqual([
      '152nd Brigade — effective 08:20 — Div→Bde 2 h',
      '6th Gordon Highlanders — in transit, arrives 09:20 — Bde→Bn 1 h',
      '8th Argyll and Sutherland Highlanders — superseded on arrival by Second order to 152nd Brigade 09:20 — Bde→Bn 1 h',
      '3 companies of 6th Gordon Highlanders — in transit, arrives 10:20–11:20 — Bn→Coy 1 h (no radios)',
    ]);
  });

  it('keeps a lone company as its own mark and calls an effective HQ on the path "received"', () => {
    const s = stateAt(400);
    const marks = receiptMarks(s, [
      rc('gb-152bde', 120, 'gb-51div', 120, 'Div→Bde 2 h', 'path', 'effective'),
      rc('gb-6gordons-a', 240, 'gb-6gordons', 60, 'Bn→Coy 1 h (no radios)', 'named', 'replaced', 'o9'),
    ], 'x');
    expect(marks.map((m) => [m.key, m.style, m.tag, m.title])).toEqual([
      ['x:gb-152bde', 'received', undefined, '152nd Brigade — received 08:20 — Div→Bde 2 h'],
      ['x:gb-6gordons-a', 'replaced', 'replaced', 'A Company, 6th Gordons — replaced on arrival by o9 10:20 — Bn→Coy 1 h (no radios)'],
    ]);
  });
});

describe('leg reasons', () => {
  it('names units by short name instead of id', () => {
    const s = stateAt(0);
    expect(readableReason(s, 'Div gb-51div → Bde gb-152bde going down: 2 h')).toBe('51 Div → 152 Bde going down: 2 h');
    expect(readableReason(s, 'issued by gb-51div')).toBe('issued by 51 Div');
    expect(readableReason(s, 'Bn gb-nobody → Coy x going up: 1 h')).toBe('Bn gb-nobody → Coy x going up: 1 h');
  });
});

describe('timeline rows', () => {
  it('gives an order row an issue marker and its span to the last arrival; a superseded order says so', () => {
    const s = stateAt(150);
    const row = orderRow(s, view1, titles);
    expect([row.key, row.kind, row.label, row.fromMin, row.toMin, row.marks.length]).toEqual(['order:o1', 'order', 'Order to 152nd Brigade', 0, 300, 5]);
    expect(row.marks[0]).toEqual({ key: 'order:o1:issued', unitId: 'gb-51div', atMin: 0, untilMin: 0, style: 'issued', title: '51st (Highland) Division — issued 06:20 — Order to 152nd Brigade' });
    expect(orderRow(s, { ...view1, superseded: true }, titles).label).toBe('Order to 152nd Brigade (superseded)');
    expect(orderRow(s, { ...view1, receipts: [], error: 'no common commander' }, titles).error).toBe('no common commander');
  });

  it('draws a report as sent then received, in transit while after the clock', () => {
    const s = stateAt(100);
    const rv: ReportView = {
      report: { id: 'rep-0-1', fromId: 'gb-6gordons', toId: 'gb-51div', sentAtMin: 30, subject: 'contact', text: 'Enemy MG at 0540 1280' },
      title: 'Contact: 6th Gordon Highlanders to 51st (Highland) Division',
      receipts: [
        { unitId: 'gb-152bde', atMin: 90, fromId: 'gb-6gordons', legMin: 60, reason: 'Bn→Bde 1 h', role: 'path' },
        { unitId: 'gb-51div', atMin: 210, fromId: 'gb-152bde', legMin: 120, reason: 'Bde→Div 2 h', role: 'named' },
      ],
    };
    const row = reportRow(s, rv);
    expect([row.fromMin, row.toMin]).toEqual([30, 210]);
    expect(row.marks.map((m) => [m.style, m.title])).toEqual([
      ['issued', '6th Gordon Highlanders — sent 06:50 — Contact: 6th Gordon Highlanders to 51st (Highland) Division'],
      ['received', '152nd Brigade — received 07:50 — Bn→Bde 1 h'],
      ['inTransit', '51st (Highland) Division — in transit, arrives 09:50 — Bde→Div 2 h'],
    ]);
  });

  it('draws a task as a bar with its times, duration and note', () => {
    const s = stateAt(0);
    const row = taskRow(s, { id: 't1', unitId: 'gb-6bw', task: 'Lay minefield', startMin: 60, durationMin: 960, quantity: 2, note: 'Astride the Cambrai road' });
    expect(row.label).toBe('Lay minefield — 6th Black Watch');
    expect(row.bar).toEqual({ fromMin: 60, toMin: 1020, title: '6th Black Watch: Lay minefield, 07:20–23:20 (16 h) — Astride the Cambrai road' });
  });

  it('keeps only rows that touch the window (orders, then reports, then tasks) and counts the rest', () => {
    const s = {
      ...stateAt(0),
      tasks: {
        late: { id: 'late', unitId: 'gb-6bw', task: 'Dig in infantry company', startMin: 2000, durationMin: 360, quantity: 1, note: '' },
        now: { id: 'now', unitId: 'gb-6bw', task: 'Dig in infantry company', startMin: 500, durationMin: 360, quantity: 1, note: '' },
      },
    };
    const { rows, hidden } = timelineRows(s, [view1, view2], [], { fromMin: 200, toMin: 600 });
    expect(rows.map((r) => r.key)).toEqual(['order:o1', 'order:o2', 'task:now']);
    expect(hidden).toBe(1);
    expect(timelineRows(s, [view1, view2], [], { fromMin: 250, toMin: 400 }).rows.map((r) => r.key)).toEqual(['order:o1']);
  });
});

describe('one order as a table', () => {
  it('lists the issuer, then each receipt by arrival with via, leg and status', () => {
    const s = stateAt(150);
    const rows = orderTableRows(s, view1, 150, titles);
    expect(rows.map((r) => [r.unit, r.echelonLabel, r.received, r.via, r.leg, r.status])).toEqual([
      ['51st (Highland) Division', 'Division', '06:20', '—', '—', 'Issued'],
      ['152nd Brigade', 'Brigade', '08:20', '51st (Highland) Division', '2 h', 'Effective'],
      ['6th Gordon Highlanders', 'Battalion', '09:20', '152nd Brigade', '1 h', 'In transit'],
      ['8th Argyll and Sutherland Highlanders', 'Battalion', '09:20', '152nd Brigade', '1 h', 'Superseded on arrival by Second order to 152nd Brigade'],
      ['A Company, 6th Gordons', 'Company', '10:20', '6th Gordon Highlanders', '1 h', 'In transit'],
      ['B Company, 6th Gordons', 'Company', '10:20', '6th Gordon Highlanders', '1 h', 'In transit'],
      ['C Company, 6th Gordons', 'Company', '11:20', '6th Gordon Highlanders', '1 h', 'In transit'],
    ]);
    expect(rows[1]!.reason).toBe('Div→Bde 2 h');
    expect(rows[2]!.viaId).toBe('gb-152bde');
    expect(chartLanes(rows)).toEqual(['division', 'brigade', 'battalion', 'company']);
  });

  it('dates a receipt on another day than the day of issue', () => {
    const s = stateAt(0);
    const late: OrderView = { ...view2, receipts: [rc('gb-152bde', 1100, 'gb-51div', 120, 'Div→Bde 2 h', 'formation', 'inTransit')] };
    expect(orderTableRows(s, late, 0).map((r) => r.received)).toEqual(['07:20', '21 Nov 00:40']);
  });
});
