/**
 * Drafts of every orders and command event for the small Cambrai scenario of `db-helpers.ts` (clock at minute
 * 25 or later, as after the events of `test/fixtures/import/valid-small.json`), used by the store
 * tests (`db-planning-*.test.ts`) and to write `test/fixtures/import/valid-orders.json` (events 6…).
 */
import type { EventDraft } from '../../src/campaign/events.ts';
import type { CampaignOrder, HighCommandSheet } from '../../src/campaign/model/types.ts';

const order = (id: string, fromId: string, forId: string): CampaignOrder => ({
  id,
  fromId,
  forId,
  issuedAtMin: 60,
  aim: 'Capture Flesquières ridge by 10:00.\nThen consolidate on the Brown line.',
  objectives: [
    { label: 'Blue line', ref: '1070', pos: { lon: 3.06, lat: 50.1 } },
    { label: 'Flesquières', ref: '11501200', pos: { lon: 3.07, lat: 50.12 } },
  ],
  commandStructure: '1/6 Gordons right, 1/6 Seaforth left; 255 Bde RFA in direct support.',
  allocations: [{ unitId: 'gb-255bde-rfa', relation: 'inDirectSupport', toId: 'gb-152bde' }],
  hqLocations: [{ unitId: 'gb-152bde', ref: '10501000', pos: { lon: 3.05, lat: 50.09 } }],
  timings: [
    { label: 'Zero hour', atMin: 0 },
    { label: 'Blue line', atMin: 120 },
  ],
  notes: 'Tanks lead; wire is uncut before E7.',
});

const sheet = (id: string): HighCommandSheet => ({
  id,
  title: '152 Bde, 20 Nov',
  side: 'blue',
  columnKind: 'bound',
  startMin: 60,
  columnCount: 3,
  rows: ['gb-6gordons', 'gb-6seaforth'],
  cells: {
    'gb-6gordons': [{ command: 'advance' }, { command: 'assault' }, null],
    'gb-6seaforth': [{ command: 'hold' }, { command: 'bombard', target: 'B1' }, { command: 'retreat' }],
  },
  underFire: ['gb-6seaforth'],
});

/** Every orders and command event type at least once (23 drafts, clock 25 → 90), ending with the deletes. */
export function planningDrafts(): EventDraft[] {
  const at = 60;
  return [
    { at: 25, type: 'settings.changed', v: 1, payload: { changes: { dayStartMin: 330, commandTest1916: true } } },
    { at, type: 'clock.advanced', v: 1, payload: { toMin: 60 } },
    { at, type: 'unit.commandSet', v: 1, payload: { unitId: 'gb-e-bn-tc', parentId: null, support: { relation: 'inDirectSupport', toId: 'gb-152bde' } } },
    { at, type: 'unit.hqPlaced', v: 1, payload: { unitId: 'gb-51div', hqPos: { lon: 3.03, lat: 50.07 } } },
    { at, type: 'unit.hqPlaced', v: 1, payload: { unitId: 'gb-152bde', hqPos: { lon: 3.05, lat: 50.09 } } },
    { at, type: 'unit.edited', v: 1, payload: { unitId: 'gb-6seaforth', changes: { radios: true, veteran: false, mobility: 'foot' } } },
    { at, type: 'order.saved', v: 1, payload: { order: order('o-1', 'gb-51div', 'gb-152bde') } },
    { at, type: 'report.sent', v: 1, payload: { report: { id: 'r-1', fromId: 'gb-6gordons', toId: 'gb-152bde', sentAtMin: 60, subject: 'contact', text: 'Wire uncut in front of Flesquières.' } } },
    { at, type: 'task.saved', v: 1, payload: { task: { id: 't-1', unitId: 'gb-6gordons', task: 'Dig in infantry company', startMin: 60, durationMin: 360, quantity: 1, note: '' } } },
    { at, type: 'task.saved', v: 1, payload: { task: { id: 't-2', unitId: 'gb-255bde-rfa', task: 'Lay minefield', startMin: 90, durationMin: 240, quantity: 0.5, note: 'Half a kilometre' } } },
    { at, type: 'sheet.saved', v: 1, payload: { sheet: sheet('s-1') } },
    { at, type: 'command.tested', v: 1, payload: { unitId: 'gb-6gordons', column: 'maneuver', die: 4, modifiers: ['overTheTop'], target: 3, passed: true, moveTo: { lon: 3.061, lat: 50.097 } } },
    { at, type: 'command.tested', v: 1, payload: { unitId: 'gb-6seaforth', column: 'assault', die: 2, modifiers: ['hqHit', 'hqHit'], target: 4, passed: false, moveTo: { lon: 3.07, lat: 50.1 } } },
    { at, type: 'unit.commandSet', v: 1, payload: { unitId: 'gb-6gordons', parentId: 'gb-51div', support: null } },
    { at: 90, type: 'clock.advanced', v: 1, payload: { toMin: 90 } },
    { at: 90, type: 'order.saved', v: 1, payload: { order: order('o-2', 'gb-152bde', 'gb-6seaforth') } },
    { at: 90, type: 'sheet.saved', v: 1, payload: { sheet: sheet('s-2') } },
    { at: 90, type: 'report.sent', v: 1, payload: { report: { id: 'r-2', fromId: 'gb-6seaforth', toId: 'gb-152bde', sentAtMin: 90, subject: 'casualties', text: 'Two companies lost.' } } },
    { at: 90, type: 'order.deleted', v: 1, payload: { orderId: 'o-2' } },
    { at: 90, type: 'report.deleted', v: 1, payload: { reportId: 'r-2' } },
    { at: 90, type: 'task.deleted', v: 1, payload: { taskId: 't-2' } },
    { at: 90, type: 'sheet.deleted', v: 1, payload: { sheetId: 's-2' } },
    { at: 90, type: 'settings.changed', v: 1, payload: { changes: { commandTestTargets: { E: { maneuver: 2, assault: 3 }, V: { maneuver: 2, assault: 3 }, R: { maneuver: 3, assault: 4 }, C: { maneuver: 4, assault: 5 }, M: { maneuver: 5, assault: 7 } } } } },
  ];
}

/** Command fields added to units of the scenario in `valid-orders.json` (unit id → fields). */
export const SCENARIO_COMMAND_FIELDS: Record<string, Record<string, unknown>> = {
  'gb-6gordons': { radios: false },
  'gb-e-bn-tc': { veteran: true, mobility: 'armoured' },
  'de-ir84': { hqPos: { lon: 3.09, lat: 50.13 } },
};
