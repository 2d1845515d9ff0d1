/**
 * Drafts of every fire plan event (and the artillery unit fields) for the fire plan fixture scenario
 * (`campaign-fireplan-fixture.ts`), used by the store tests (`db-fireplan-*.test.ts`) and to write
 * `test/fixtures/import/valid-fireplan.json` (`writeValidFirePlanFile`, run once with tsx).
 */
import { writeFileSync } from 'node:fs';
import type { EventDraft } from '../../src/campaign/events.ts';
import { firedDraft } from '../../src/campaign/fireplan/state.ts';
import { foldDrafts } from './campaign-fixture.ts';
import { at, fireScenario, fireStart, samplePlan, serial } from './campaign-fireplan-fixture.ts';
import { newStore } from './db-helpers.ts';

/** The drafts before the firing: an edit of the artillery fields, a battery moved, two plans saved, one revised, one deleted. */
function planDrafts(): EventDraft[] {
  return [
    { at: 10, type: 'unit.edited', v: 1, payload: { unitId: 'gb-hvy', changes: { calibreMm: 152, fuHeld: 6 } } },
    { at: 15, type: 'unit.moved', v: 1, payload: { unitId: 'gb-tmb', to: at(9100, 9100) } },
    { at: 20, type: 'fireplan.saved', v: 1, payload: { plan: samplePlan() } },
    { at: 20, type: 'fireplan.saved', v: 1, payload: { plan: samplePlan({ id: 'fp-2', title: 'Smoke screen', lifts: [], serials: [serial({ id: 'SM', label: 'Smoke', shell: 'smoke', firerIds: ['gb-ra-lone'] })], windToDeg: 270.5, seed: -3 }) } },
    { at: 25, type: 'fireplan.saved', v: 1, payload: { plan: samplePlan({ notes: 'Revised: H-hour unchanged.\nWire cut on the left.' }) } },
    { at: 25, type: 'fireplan.deleted', v: 1, payload: { planId: 'fp-2' } },
  ];
}

/** Every fire plan event type at least once: the drafts above, then the sample plan fired with seed 1917 at minute 60. */
export function firePlanDrafts(): EventDraft[] {
  const drafts = planDrafts();
  const state = foldDrafts(fireStart(), drafts);
  const fired = firedDraft(state, state.firePlans!['fp-1']!, null, 140154);
  return [...drafts, { ...fired, at: 60 }];
}

/** Write `test/fixtures/import/valid-fireplan.json`: the fixture scenario and `firePlanDrafts()`, exported by the store. */
export async function writeValidFirePlanFile(): Promise<void> {
  const { store } = newStore();
  const m = await store.createFromScenario(fireScenario(), 'Fire plans');
  for (const d of firePlanDrafts()) await store.append(m.id, d);
  writeFileSync(new URL('../fixtures/import/valid-fireplan.json', import.meta.url), await store.exportText(m.id));
  store.close();
}
