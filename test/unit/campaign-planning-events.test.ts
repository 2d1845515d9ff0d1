/**
 * Orders, reports, tasks and high-command sheets in the campaign fold: each is stored as a fresh
 * copy under its id (replaced by the same id, removed by its delete), in null-prototype records a
 * state from before them reads as empty; every refusal names its path (ids, units, sides, minutes,
 * positions, text and list limits, task names, sheet rows and cells); and their log lines.
 */
import { describe, expect, it } from 'vitest';
import { type EventDraft } from '../../src/campaign/events.ts';
import { describeEvent } from '../../src/campaign/log/describe.ts';
import type { CampaignOrder, CampaignReport, CampaignTask, HighCommandSheet } from '../../src/campaign/model/types.ts';
import { apply, commandStart, deepFreeze, foldDrafts, refusal, sampleOrder, sampleReport, sampleSheet, sampleTask } from './campaign-fixture.ts';

const start = deepFreeze(commandStart());
const d = <T extends EventDraft['type']>(type: T, payload: unknown, at = 0) => ({ at, type, v: 1, payload }) as EventDraft;
const saveOrder = (order: unknown, at = 0) => d('order.saved', { order }, at);
const sendReport = (report: unknown) => d('report.sent', { report });
const saveTask = (task: unknown) => d('task.saved', { task });
const saveSheet = (sheet: unknown) => d('sheet.saved', { sheet });

describe('order.saved / order.deleted', () => {
  it('stores a copy of the order under its id, replaces it, deletes it', () => {
    const order = sampleOrder();
    const s1 = apply(start, saveOrder(order, 40));
    expect(Object.keys(s1.orders!)).toEqual(['o-1']);
    expect(s1.orders!['o-1']).toEqual(order);
    expect(s1.orders!['o-1']).not.toBe(order);
    expect(s1.orders!['o-1']!.objectives[2]).not.toBe(order.objectives[2]);
    expect(Object.getPrototypeOf(s1.orders)).toBe(null);
    expect([s1.seq, s1.clockMin]).toEqual([2, 40]);
    expect(start.orders).toBeUndefined();
    expect(describeEvent({ ...saveOrder(order), seq: 2 } as never, start)).toBe(
      'wrote the order from 51st (Highland) Division to 152nd Infantry Brigade (issued 07:00)',
    );

    const s2 = apply(s1, saveOrder(sampleOrder({ aim: 'Hold the Grand Ravine.' })));
    expect(s2.orders!['o-1']!.aim).toBe('Hold the Grand Ravine.');
    expect(s1.orders!['o-1']!.aim).toBe('Capture Flesquières ridge by 10:00.');
    expect(describeEvent({ ...saveOrder(sampleOrder()), seq: 3 } as never, s1)).toMatch(/^revised the order from/);

    const s3 = apply(s2, saveOrder(sampleOrder({ id: 'o-2', forId: 'gb-6gordons', fromId: 'gb-152bde' })));
    const s4 = apply(s3, d('order.deleted', { orderId: 'o-1' }));
    expect(Object.keys(s4.orders!)).toEqual(['o-2']);
    expect(Object.keys(s3.orders!)).toEqual(['o-1', 'o-2']);
    expect(describeEvent({ ...d('order.deleted', { orderId: 'o-1' }), seq: 5 } as never, s3)).toBe(
      'deleted the order from 51st (Highland) Division to 152nd Infantry Brigade',
    );
  });

  it('refuses each bad field, naming its path', () => {
    const o = sampleOrder();
    const many = Array.from({ length: 201 }, () => o.timings[0]!);
    const cases: [Partial<CampaignOrder> | Record<string, unknown>, string, string][] = [
      [{ id: 'o 1' }, 'payload.order.id', '"o 1" is not a valid id (letters, digits, ".", "_", "-"; at most 80; starting with a letter or digit)'],
      [{ id: 'toString' }, 'payload.order.id', '"toString" is a reserved name and cannot be an id'],
      [{ fromId: 'gb-nobody' }, 'payload.order.fromId', 'unknown unit "gb-nobody"'],
      [{ forId: 'de-ir84' }, 'payload.order.forId', 'the order is for Infanterie-Regiment 84 (red) but issued by 51st (Highland) Division (blue): both must be of one side'],
      [{ issuedAtMin: -5 }, 'payload.order.issuedAtMin', 'issuedAtMin must be zero or more (not negative), got -5'],
      [{ aim: 'x'.repeat(20_001) }, 'payload.order.aim', 'is 20001 characters long; at most 20000 are allowed'],
      [{ objectives: [o.objectives[0], o.objectives[1], { ...o.objectives[2]!, pos: { lon: 3.07, lat: 95 } }] }, 'payload.order.objectives[2].pos.lat', 'lat must be -90…90, got 95'],
      [{ objectives: [{ ...o.objectives[0]!, label: 'y'.repeat(201) }] }, 'payload.order.objectives[0].label', 'is 201 characters long; at most 200 are allowed'],
      [{ allocations: [{ unitId: 'gb-255bde-rfa', relation: 'inDirectSupport', toId: 'gb-void' }] }, 'payload.order.allocations[0].toId', 'unknown unit "gb-void"'],
      [{ allocations: [{ unitId: 'gb-255bde-rfa', relation: 'attached', toId: 'gb-152bde' }] }, 'payload.order.allocations[0].relation', 'unknown command relation "attached"; expected one of: underCommand, inDirectSupport, inSupport'],
      [{ hqLocations: [{ unitId: 'gb-x', ref: '1', pos: { lon: 3, lat: 50 } }] }, 'payload.order.hqLocations[0].unitId', 'unknown unit "gb-x"'],
      [{ timings: many }, 'payload.order.timings', 'has more than 200 timings'],
      [{ timings: [{ label: 'H-hour', atMin: 1.5 }] }, 'payload.order.timings[0].atMin', 'atMin must be a whole number, got 1.5'],
      [{ notes: 7 }, 'payload.order.notes', 'expected text, got 7'],
    ];
    for (const [over, path, message] of cases) expect(refusal(start, saveOrder({ ...o, ...over }))).toEqual([path, message]);
    expect(refusal(start, d('order.deleted', { orderId: 'o-9' }))).toEqual(['payload.orderId', 'unknown order "o-9"']);
  });
});

describe('report.sent / report.deleted', () => {
  it('stores and deletes reports', () => {
    const s = apply(start, sendReport(sampleReport()));
    expect(s.reports!['r-1']).toEqual(sampleReport());
    expect(describeEvent({ ...sendReport(sampleReport()), seq: 2 } as never, start)).toBe('sent a contact report from 1/6th Gordon Highlanders to 152nd Infantry Brigade');
    expect(apply(s, d('report.deleted', { reportId: 'r-1' })).reports).toEqual({});
  });

  it('refuses bad reports', () => {
    const cases: [Partial<CampaignReport>, string, string][] = [
      [{ toId: 'de-54rd' }, 'payload.report.toId', 'the report goes to 54. Reserve-Division (red) from 1/6th Gordon Highlanders (blue): both must be of one side'],
      [{ toId: 'gb-6gordons' }, 'payload.report.toId', '1/6th Gordon Highlanders cannot report to itself'],
      [{ subject: 'gossip' as never }, 'payload.report.subject', 'unknown report subject "gossip"; expected one of: contact, casualties, situation'],
      [{ sentAtMin: -1 }, 'payload.report.sentAtMin', 'sentAtMin must be zero or more (not negative), got -1'],
    ];
    for (const [over, path, message] of cases) expect(refusal(start, sendReport(sampleReport(over)))).toEqual([path, message]);
    expect(refusal(start, d('report.deleted', { reportId: 'r-1' }))).toEqual(['payload.reportId', 'unknown report "r-1"']);
  });
});

describe('task.saved / task.deleted', () => {
  it('stores and deletes tasks', () => {
    const s = apply(start, saveTask(sampleTask()));
    expect(s.tasks!['t-1']).toEqual(sampleTask());
    expect(describeEvent({ ...saveTask(sampleTask()), seq: 2 } as never, start)).toBe('put task “Dig in infantry company” of A Company, 1/6th Gordons (6 h from 08:20)');
    expect(Object.keys(apply(s, d('task.deleted', { taskId: 't-1' })).tasks!)).toEqual([]);
  });

  it('refuses bad tasks', () => {
    const cases: [Partial<CampaignTask>, string, string][] = [
      [{ task: 'Build a cathedral' }, 'payload.task.task', 'unknown task "Build a cathedral"; expected one of: Task air support (corps)'],
      [{ durationMin: 0 }, 'payload.task.durationMin', 'durationMin must be at least 1, got 0'],
      [{ durationMin: 30.5 }, 'payload.task.durationMin', 'durationMin must be a whole number, got 30.5'],
      [{ quantity: 0 }, 'payload.task.quantity', 'quantity must be more than 0, got 0'],
      [{ unitId: 'gb-x' }, 'payload.task.unitId', 'unknown unit "gb-x"'],
    ];
    for (const [over, path, message] of cases) {
      const [p, m] = refusal(start, saveTask(sampleTask(over)));
      expect(p).toBe(path);
      expect(m.startsWith(message), m).toBe(true);
    }
    expect(refusal(start, d('task.deleted', { taskId: 't-1' }))).toEqual(['payload.taskId', 'unknown task "t-1"']);
  });
});

describe('sheet.saved / sheet.deleted', () => {
  it('stores a sheet with null-prototype cells, and deletes it', () => {
    const s = apply(start, saveSheet(sampleSheet()));
    const sheet = s.sheets!['s-1']!;
    expect(sheet).toEqual(sampleSheet());
    expect(Object.getPrototypeOf(sheet.cells)).toBe(null);
    expect(describeEvent({ ...saveSheet(sampleSheet()), seq: 2 } as never, start)).toBe('saved the high-command sheet “152 Bde, 20 Nov” (2 rows × 3 bounds)');
    const gone = apply(s, d('sheet.deleted', { sheetId: 's-1' }));
    expect(Object.keys(gone.sheets!)).toEqual([]);
    expect(describeEvent({ ...d('sheet.deleted', { sheetId: 's-1' }), seq: 3 } as never, s)).toBe('deleted the high-command sheet “152 Bde, 20 Nov”');
  });

  it('refuses bad sheets, naming the row and column', () => {
    const ok = sampleSheet();
    const cases: [Partial<HighCommandSheet> | Record<string, unknown>, string, string][] = [
      [{ rows: ['gb-6gordons', 'de-ir84-2'] }, 'payload.sheet.rows[1]', 'II./Infanterie-Regiment 84 is of side red, not the sheet\'s side blue'],
      [{ rows: ['gb-6gordons', 'gb-6gordons'] }, 'payload.sheet.rows[1]', '1/6th Gordon Highlanders is listed twice'],
      [{ columnCount: 49 }, 'payload.sheet.columnCount', 'columnCount must be at most 48, got 49'],
      [{ columnCount: 0 }, 'payload.sheet.columnCount', 'columnCount must be at least 1, got 0'],
      [{ columnCount: 4 }, 'payload.sheet.cells.gb-6gordons', 'has 3 cells; the sheet has 4 columns'],
      [{ rows: ['gb-6gordons'] }, 'payload.sheet.cells.gb-6seaforth', '"gb-6seaforth" is not a row of the sheet'],
      [{ rows: ['gb-6gordons', 'gb-6seaforth', 'gb-e-bn-tc'] }, 'payload.sheet.cells.gb-e-bn-tc', 'the row of E Battalion, Tank Corps has no cells'],
      [{ cells: { ...ok.cells, 'gb-6seaforth': [null, { command: 'bombard', target: 'ABC 12345 678' }, null] } }, 'payload.sheet.cells.gb-6seaforth[1].target', 'is 13 characters long; at most 12 are allowed'],
      [{ cells: { ...ok.cells, 'gb-6seaforth': [null, { command: 'bombard', target: ' ' }, null] } }, 'payload.sheet.cells.gb-6seaforth[1].target', 'is empty'],
      [{ cells: { ...ok.cells, 'gb-6seaforth': [null, { command: 'charge' }, null] } }, 'payload.sheet.cells.gb-6seaforth[1].command', 'unknown high command "charge"'],
      [{ underFire: ['gb-6gordons-a', 'gb-ghost'] }, 'payload.sheet.underFire[1]', 'unknown unit "gb-ghost"'],
      [{ side: 'green' }, 'payload.sheet.side', 'unknown side "green"; expected one of: blue, red'],
    ];
    for (const [over, path, message] of cases) expect(refusal(start, saveSheet({ ...ok, ...over }))).toEqual([path, message]);
    expect(refusal(start, d('sheet.deleted', { sheetId: 's-1' }))).toEqual(['payload.sheetId', 'unknown high-command sheet "s-1"']);
  });
});

describe('a state from before orders, reports, tasks and sheets', () => {
  it('reads missing records as empty and takes every new event', () => {
    const s = foldDrafts(start, [
      saveOrder(sampleOrder()),
      sendReport(sampleReport()),
      saveTask(sampleTask()),
      saveSheet(sampleSheet()),
      d('order.deleted', { orderId: 'o-1' }),
    ]);
    expect([Object.keys(s.orders!), Object.keys(s.reports!), Object.keys(s.tasks!), Object.keys(s.sheets!)]).toEqual([[], ['r-1'], ['t-1'], ['s-1']]);
    expect(s.seq).toBe(6);
  });
});
