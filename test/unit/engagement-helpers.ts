/**
 * Shared helpers of the engagement tests (`engagement-*.test.ts`): the real table-1418 scenario and
 * terrain, an engagement of 180/Btn 1 (+ its artillery) against 7/Btn 1 (+ 21 Art/Btn 1) built by
 * `buildEngagementInput` and the bound engine, and the `engagement.*` event drafts of a real bound
 * (created, planned, then one `engagement.stepped` per step with seeded dice).
 */
import { readFileSync } from 'node:fs';
import { applyEvent, type CampaignEvent, type EventDraft } from '../../src/campaign/events.ts';
import { buildEngagementInput, engagementEnv, recordingDice } from '../../src/campaign/engagement/engagements.ts';
import { createTerrainQuery, type TerrainQuery } from '../../src/campaign/ground/terrainQuery.ts';
import type { CampaignState, Scenario } from '../../src/campaign/model/types.ts';
import { createEngagement, executeStep, planBound, type BoundPlans, type EngagementState } from '../../src/rules/bound/index.ts';
import { seededDice, seededDiceFromState, type SeededDice } from '../../src/rules/dice.ts';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

/** `maps/table-1418/scenario.json`. */
export function tableScenario(): Scenario {
  return JSON.parse(read('maps/table-1418/scenario.json')) as Scenario;
}

/** `maps/<mapId>/terrain.geojson`. */
export function mapTerrain(mapId: 'table-1418' | 'cambrai-1917'): GeoJSON.FeatureCollection {
  return JSON.parse(read(`maps/${mapId}/terrain.geojson`)) as GeoJSON.FeatureCollection;
}

/** The units of the table engagement: two battalions and two artillery battalions. */
export const TABLE_UNITS = ['blue-180-btn1', 'blue-80art-btn1', 'red-7-btn1', 'red-21art-btn1'];

/** Plans for bound 1: 180/Btn 1 advances 60 m west, 80 Art bombards C6; 7/Btn 1 holds and fires at 1/2 Coy, 21 Art smokes F6. */
export function boundOnePlans(eng: EngagementState): BoundPlans {
  const plans: BoundPlans = {
    commands: {
      'blue-180-btn1': { kind: 'advance' },
      'blue-80art-btn1': { kind: 'bombard', gridRef: 'C6' },
      'red-7-btn1': { kind: 'hold' },
      'red-21art-btn1': { kind: 'bombard', gridRef: 'F6', ammo: 'smoke' },
    },
    subUnits: {},
  };
  for (const s of eng.subUnits) {
    if (s.formationId === 'blue-180-btn1') plans.subUnits[s.id] = { action: 'move', path: [{ xM: s.bases[0]!.xM - 60, yM: s.bases[0]!.yM }] };
    if (s.formationId === 'red-7-btn1') plans.subUnits[s.id] = { action: 'stay', fireAtId: 'blue-180-btn1-1-2' };
  }
  return plans;
}

/** The engagement's title on the table. */
export const TABLE_TITLE = '180/Btn 1, 80 Art/Btn 1 vs 7/Btn 1, 21 Art/Btn 1';

/**
 * The drafts of a real engagement on `campaign` (the table scenario's state): `engagement.created`
 * (id `e-1`, seed 7, seeded dice, at minute `at`), `engagement.planned`, then `steps` drafts of
 * `engagement.stepped`, each run by the engine from the previous one's state and dice state.
 */
export function engagementDrafts(campaign: CampaignState, steps: number, at = 30): { drafts: EventDraft[]; query: TerrainQuery } {
  const built = buildEngagementInput(campaign, TABLE_UNITS);
  const query = createTerrainQuery(mapTerrain('table-1418'), built.origin);
  const eng = createEngagement(built.input);
  const drafts: EventDraft[] = [
    {
      at,
      type: 'engagement.created',
      v: 1,
      payload: { engagementId: 'e-1', title: built.title, origin: built.origin, seed: 7, diceMode: 'seeded', unitIds: [...TABLE_UNITS], state: eng },
    },
  ];
  const planned = planBound(eng, boundOnePlans(eng), { terrainAt: query.terrainAt });
  if (!planned.ok) throw new Error(`test plans refused: ${JSON.stringify(planned.errors)}`);
  drafts.push({ at, type: 'engagement.planned', v: 1, payload: { engagementId: 'e-1', plans: boundOnePlans(eng), state: planned.state, records: planned.records } });
  let state = planned.state;
  let diceState: number[] | null = null;
  for (let i = 0; i < steps; i++) {
    const source: SeededDice = diceState ? seededDiceFromState(diceState) : seededDice(7);
    const dice = recordingDice(source);
    const r = executeStep(state, engagementEnv(query, dice));
    diceState = [...source.state()];
    state = r.state;
    drafts.push({ at: at + 1 + i, type: 'engagement.stepped', v: 1, payload: { engagementId: 'e-1', rolls: dice.drawn(), diceState, state, records: r.records } });
  }
  return { drafts, query };
}

/** Fold drafts onto a state as events numbered from `state.seq + 1`. */
export function foldDrafts(state: CampaignState, drafts: readonly EventDraft[]): { state: CampaignState; events: CampaignEvent[] } {
  let s = state;
  const events: CampaignEvent[] = [];
  for (const d of drafts) {
    const e = { ...d, seq: s.seq + 1 } as CampaignEvent;
    s = applyEvent(s, e);
    events.push(e);
  }
  return { state: s, events };
}
