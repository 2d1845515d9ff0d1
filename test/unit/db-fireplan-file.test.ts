/**
 * Campaign files with the fire plan events: the committed `valid-fireplan.json` (plans saved, revised,
 * deleted and fired; units with calibre, FU and a move) imports and exports back byte for byte; a
 * store-built campaign exports → imports → exports byte-identical; the store refuses a bad draft (by
 * schema or by the fold) naming its path; and the bad files derived from the valid one are each refused
 * with the expected path and reason while the database stays as it was.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventError } from '../../src/campaign/events.ts';
import { ImportError } from '../../src/db/errors.ts';
import type { DexieCampaignStore } from '../../src/db/store.ts';
import { fireScenario, samplePlan } from './campaign-fireplan-fixture.ts';
import { firePlanDrafts } from './db-fireplan-helpers.ts';
import { dumpDatabase, newStore, importElsewhere } from './db-helpers.ts';

const corpus = (name: string) => readFileSync(new URL(`../fixtures/import/${name}`, import.meta.url), 'utf8');

/** Bad files derived from `valid-fireplan.json`, one problem each → the exact error. */
const BAD_FIRE_PLAN_FILES: [string, string][] = [
  ['fireplan-delete-unknown.json', 'events[6].payload.planId: unknown fire plan "fp-9"'],
  ['fireplan-edit-fu-negative.json', 'events[1].payload.changes.fuHeld: fuHeld must be zero or more (not negative), got -1'],
  ['fireplan-fired-deleted-plan.json', 'events[7].payload.planId: unknown fire plan "fp-2"'],
  ['fireplan-fired-fu-short.json', 'events[7].payload.shots[1].fuSpent: D/CCLV holds 2 FU but the firing spends 3 FU by this shoot: 1 FU short'],
  ['fireplan-fired-too-many-casualties.json', 'events[7].payload.shots[0].casualties[0].bases: I./84 has 6 bases left; this shoot cannot remove 9'],
  ['fireplan-fired-wrong-battery.json', 'events[7].payload.shots[4].batteryId: 6-inch How Bty is not one of the batteries firing serial Harass'],
  ['fireplan-firer-other-side.json', "events[3].payload.plan.serials[0].firerIds[1]: FAR 108 is of the other side (red); the fire plan is blue's"],
  ['fireplan-html-title.json', 'events[4].payload.plan.title: contains HTML-like markup (“<b>”); use plain text'],
  ['fireplan-lift-no-steps.json', 'events[3].payload.plan.lifts[0].steps: steps must be at least 1, got 0'],
  ['fireplan-unit-calibre.json', 'events[0].payload.scenario.units[3].calibreMm: calibreMm must be at most 460, got 500'],
  ['fireplan-unknown-serial-key.json', 'events[3].payload.plan.serials[0].colour: unknown field "colour"'],
  ['fireplan-unknown-shell.json', 'events[3].payload.plan.serials[1].shell: unknown shell "shrapnel"; expected one of: HE, smoke, gas'],
];

let store: DexieCampaignStore;
let idb: IDBFactory;
let before: string;

beforeAll(async () => {
  ({ store, idb } = newStore());
  await store.importText(corpus('valid-fireplan.json'));
  before = await dumpDatabase(idb);
});
afterAll(() => store.close());

describe('files with fire plans', () => {
  it('imports a plan whose serial falls before the campaign’s start (H−75 with H-hour at minute 60): plotted, not fired', async () => {
    const { store: s } = newStore();
    const m = await s.importText(corpus('valid-fireplan-before-start.json'));
    const saved = (await s.events(m.id))[3] as { type: string; payload: { plan: { hHourMin: number; serials: { startOffsetMin: number }[] } } };
    expect(saved.type).toBe('fireplan.saved');
    expect(saved.payload.plan.hHourMin + saved.payload.plan.serials[0]!.startOffsetMin).toBe(-15);
    s.close();
  });

  it('the committed valid-fireplan.json imports to the expected state and exports back to the same bytes', async () => {
    const { store: s } = newStore();
    const text = corpus('valid-fireplan.json');
    const m = await s.importText(text);
    expect(m.headSeq).toBe(8);
    expect(await s.exportText(m.id)).toBe(text);
    const { state } = await s.open(m.id);
    expect(Object.keys(state.firePlans!)).toEqual(['fp-1']);
    expect(Object.getPrototypeOf(state.firePlans)).toBe(null);
    expect(state.firePlans!['fp-1']!.notes).toBe('Revised: H-hour unchanged.\nWire cut on the left.');
    expect(state.firings!.map((f) => [f.seq, f.planId, f.atMin, f.seed, f.shots.length])).toEqual([[8, 'fp-1', 60, 1917, 9]]);
    expect(state.units['gb-hvy']).toMatchObject({ calibreMm: 152, fuHeld: 3 });
    expect(state.units['gb-tmb']!.movedAtMin).toBe(15);
    expect([state.units['gb-ra-1-a']!.calibreMm, state.units['gb-ra-1-d']!.fuHeld, state.units['de-bn1']!.bases]).toEqual([84, 0, 1]);
    s.close();
  });

  it('export → import → export is byte-identical; keys come out in the canonical order', async () => {
    const { store: s } = newStore();
    const m = await s.createFromScenario(fireScenario(), 'Fire');
    const drafts = firePlanDrafts();
    for (const d of drafts) await s.append(m.id, d);
    // A plan whose keys come in an unusual order is written in the schema's order.
    const { notes, seed, lifts, serials, ...head } = samplePlan({ id: 'fp-3', lifts: [] });
    await s.append(m.id, { v: 1, payload: { plan: { notes, seed, lifts, serials, ...head } }, type: 'fireplan.saved', at: 70 } as never);
    const text1 = await s.exportText(m.id);
    expect(text1).toContain('"plan": {\n          "id": "fp-3",\n          "title": "Flesquières",\n          "side": "blue",\n          "hHourMin": 60,');
    const { store: other, meta: imported } = await importElsewhere(text1);
    expect(imported.headSeq).toBe(drafts.length + 2);
    expect(await other.exportText(imported.id)).toBe(text1);
    expect((await other.open(imported.id)).state).toEqual((await s.open(m.id)).state);
    other.close();
    s.close();
  });

  it('the store refuses a bad draft (by schema or by the fold), naming its path, and writes nothing', async () => {
    const { store: s } = newStore();
    const m = await s.createFromScenario(fireScenario(), 'Fire');
    const errOf = (p: Promise<unknown>) => p.then(() => null, (e: unknown) => e as EventError);
    const html = await errOf(s.append(m.id, { at: 5, type: 'fireplan.saved', v: 1, payload: { plan: samplePlan({ title: '<script>x</script>' }) } }));
    expect(html).toBeInstanceOf(EventError);
    expect([html!.path, html!.message]).toEqual(['payload.plan.title', 'payload.plan.title: contains HTML-like markup (“<script>”); use plain text']);
    const red = await errOf(s.append(m.id, { at: 5, type: 'fireplan.saved', v: 1, payload: { plan: samplePlan({ side: 'red' }) } }));
    expect([red!.path, red!.message]).toEqual(['payload.plan.serials[0].firerIds[0]', "CCLV Bde RFA is of the other side (blue); the fire plan is red's"]);
    expect((await s.open(m.id)).meta.headSeq).toBe(1);
    s.close();
  });
});

describe('the bad-file corpus for fire plan events (test/fixtures/import)', () => {
  it.each(BAD_FIRE_PLAN_FILES)('%s is refused: %s', async (name, message) => {
    const err = await store.importText(corpus(name)).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ImportError);
    const e = err as ImportError;
    expect(e.message).toBe(message);
    expect(`${e.issues[0]!.path}: ${e.issues[0]!.message}`).toBe(message);
    expect(await dumpDatabase(idb)).toBe(before);
  });
});
