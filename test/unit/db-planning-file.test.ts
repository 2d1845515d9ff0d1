/**
 * Campaign files with the orders and command events: the committed `valid-orders.json` (every new event type,
 * units with radios / veteran / mobility / HQ positions) imports and exports back byte for byte; a
 * store-built campaign exports → imports → exports byte-identical; the store refuses a bad draft
 * (schema or fold) naming its path; and the new bad files of the corpus are each refused with the
 * expected path and reason while the database stays as it was.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventError } from '../../src/campaign/events.ts';
import { DEFAULT_SETTINGS, settingsOf } from '../../src/campaign/model/settings.ts';
import { ImportError } from '../../src/db/errors.ts';
import type { DexieCampaignStore } from '../../src/db/store.ts';
import { dumpDatabase, newStore, smallScenario, importElsewhere } from './db-helpers.ts';
import { planningDrafts } from './db-planning-helpers.ts';

const corpus = (name: string) => readFileSync(new URL(`../fixtures/import/${name}`, import.meta.url), 'utf8');

/** Bad files derived from `valid-orders.json`, one problem each → the exact start of the error. */
const BAD_PLANNING_FILES: [string, string][] = [
  ['order-objective-lat.json', 'events[11].payload.order.objectives[1].pos.lat: lat must be -90…90, got 95'],
  ['order-other-side.json', 'events[11].payload.order.forId: the order is for Infanterie-Regiment 84 (red) but issued by 51st (Highland) Division (blue): both must be of one side'],
  ['html-in-order-aim.json', 'events[11].payload.order.aim: contains HTML-like markup (“<b>”); use plain text'],
  ['clock-backwards.json', 'events[19].payload.toMin: the clock can only advance: toMin must be a whole number later than the current clock (campaign minute 60), got 45'],
  ['command-test-lie.json', 'events[17].payload.passed: die 2 with modifiers -2 makes 0 against target 4: the test failed, not passed'],
  ['sheet-short-row.json', 'events[15].payload.sheet.cells.gb-6gordons: has 2 cells; the sheet has 3 columns'],
  ['sheet-bombard-long.json', 'events[15].payload.sheet.cells.gb-6seaforth[1].target: is 14 characters long; at most 12 are allowed'],
  ['command-loop.json', "events[18].payload.parentId: 1/6th Gordon Highlanders is under 152nd Infantry Brigade's own command: that would make a loop"],
  ['delete-unknown-task.json', 'events[25].payload.taskId: unknown task "t-9"'],
  ['unknown-settings-key.json', 'events[5].payload.changes.weather: unknown field "weather"'],
  ['bad-unit-mobility.json', 'events[0].payload.scenario.units[5].mobility: unknown mobility "hover"; expected one of: foot, motorised, armoured, cavalry, horseDrawn'],
];

let store: DexieCampaignStore;
let idb: IDBFactory;
let before: string;

beforeAll(async () => {
  ({ store, idb } = newStore());
  await store.importText(corpus('valid-orders.json'));
  before = await dumpDatabase(idb);
});
afterAll(() => store.close());

describe('files with orders, reports, tasks, sheets, command tests', () => {
  it('the committed valid-orders.json imports to the expected state and exports back to the same bytes', async () => {
    const { store: s } = newStore();
    const text = corpus('valid-orders.json');
    const m = await s.importText(text);
    expect(m.headSeq).toBe(28);
    expect(await s.exportText(m.id)).toBe(text);
    const { state } = await s.open(m.id);
    expect(state.clockMin).toBe(90);
    expect(settingsOf(state)).toEqual({ ...DEFAULT_SETTINGS, dayStartMin: 330, commandTest1916: true, commandTestTargets: { ...DEFAULT_SETTINGS.commandTestTargets, M: { maneuver: 5, assault: 7 } } });
    expect([Object.keys(state.orders!), Object.keys(state.reports!), Object.keys(state.tasks!), Object.keys(state.sheets!)]).toEqual([['o-1'], ['r-1'], ['t-1'], ['s-1']]);
    expect(state.commandTests!.map((t) => [t.seq, t.unitId, t.passed])).toEqual([
      [17, 'gb-6gordons', true],
      [18, 'gb-6seaforth', false],
    ]);
    expect(state.units['gb-6gordons']).toMatchObject({ parentId: 'gb-51div', radios: false, pos: { lon: 3.061, lat: 50.097 } });
    expect(state.units['gb-6seaforth']).toMatchObject({ radios: true, veteran: false, mobility: 'foot', pos: { lon: 3.068, lat: 50.094 } });
    expect(state.units['gb-e-bn-tc']).toMatchObject({ veteran: true, mobility: 'armoured', support: { relation: 'inDirectSupport', toId: 'gb-152bde' } });
    expect(state.units['de-ir84']!.hqPos).toEqual({ lon: 3.09, lat: 50.13 });
    expect(state.units['gb-152bde']!.hqPos).toEqual({ lon: 3.05, lat: 50.09 });
    expect(state.unitOrder.slice(0, 6)).toEqual(['gb-51div', 'gb-152bde', 'gb-6seaforth', 'gb-255bde-rfa', 'gb-6gordons', 'gb-e-bn-tc']);
    s.close();
  });

  it('export → import → export is byte-identical with every new event present; keys come out in the canonical order', async () => {
    const { store: s } = newStore();
    const m = await s.createFromScenario(smallScenario(), 'Orders');
    const drafts = planningDrafts();
    for (const d of drafts) await s.append(m.id, d);
    // A draft whose keys come in an unusual order is written in the schema's order.
    await s.append(m.id, { v: 1, payload: { report: { text: 'All quiet.', subject: 'situation', sentAtMin: 90, toId: 'gb-51div', fromId: 'gb-152bde', id: 'r-9' } }, type: 'report.sent', at: 90 } as never);
    const text1 = await s.exportText(m.id);
    expect(text1).toContain('"report": {\n          "id": "r-9",\n          "fromId": "gb-152bde",\n          "toId": "gb-51div",\n          "sentAtMin": 90,');
    const { store: other, meta: imported } = await importElsewhere(text1);
    expect(imported.headSeq).toBe(drafts.length + 2);
    expect(await other.exportText(imported.id)).toBe(text1);
    expect((await other.open(imported.id)).state).toEqual((await s.open(m.id)).state);
    other.close();
    s.close();
  });

  it('the store refuses a bad draft (by schema or by the fold), naming its path, and writes nothing', async () => {
    const { store: s } = newStore();
    const m = await s.createFromScenario(smallScenario(), 'Orders');
    const [, advance] = planningDrafts();
    await s.append(m.id, advance!);
    const errOf = (p: Promise<unknown>) => p.then(() => null, (e: unknown) => e as EventError);
    const html = await errOf(s.append(m.id, { at: 60, type: 'report.sent', v: 1, payload: { report: { id: 'r-1', fromId: 'gb-6gordons', toId: 'gb-152bde', sentAtMin: 60, subject: 'contact', text: '<script>x</script>' } } }));
    expect(html).toBeInstanceOf(EventError);
    expect([html!.path, html!.message]).toEqual(['payload.report.text', 'payload.report.text: contains HTML-like markup (“<script>”); use plain text']);
    const back = await errOf(s.append(m.id, { at: 30, type: 'clock.advanced', v: 1, payload: { toMin: 30 } }));
    expect(back!.path).toBe('payload.toMin');
    expect(back!.message).toBe('the clock can only advance: toMin must be a whole number later than the current clock (campaign minute 60), got 30');
    expect((await s.open(m.id)).meta.headSeq).toBe(2);
    s.close();
  });
});

describe('the bad-file corpus for orders and command events (test/fixtures/import)', () => {
  it.each(BAD_PLANNING_FILES)('%s is refused: %s', async (name, start) => {
    const err = await store.importText(corpus(name)).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ImportError);
    const e = err as ImportError;
    expect(e.message.startsWith(start), `message was: ${e.message}`).toBe(true);
    expect(`${e.issues[0]!.path}: ${e.issues[0]!.message}`.startsWith(start)).toBe(true);
    expect(await dumpDatabase(idb)).toBe(before);
  });
});
