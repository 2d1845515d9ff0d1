/**
 * Shared pieces of the logistics tests (`campaign-logistics*.test.ts`, `db-logistics*.test.ts`): the
 * command scenario (`campaign-fixture.ts`: 51 Div, 152 Bde with 1/6 Gordons (8 bases, A Company of 2
 * under it) and 1/6 Seaforth (7), 255 Bde RFA in direct support of 152 Bde, E Bn Tank Corps (6),
 * the German II./84 (6, 1 injured) and 4./FAR 108) plus, on the Cambrai numeric grid at exact grid
 * metres (`at(e, n)`):
 * - `gb-152-log` "152 Bde BN LOG" (supply, under 152 Bde) 9,000 m due south of 1/6 Gordons;
 * - `gb-51-supply` "51 Div Supply" (supply, under 51 Div) 6,000 m south of A/255 Bty;
 * - `gb-a-bty` "A/255 Bty" (field-gun battery of 2 bases under 255 Bde RFA);
 * - `gb-tc-5` "5 Coy TC" (tank company of 3 bases under E Bn Tank Corps);
 * and drafts of each logistics event.
 */
import { applyEvent, stateFromScenario, type CampaignEvent, type EventDraft } from '../../src/campaign/events.ts';
import { planResupplyRun, type RunRequest } from '../../src/campaign/logistics/runs.ts';
import type { CampaignState, Scenario, Stocks, Unit } from '../../src/campaign/model/types.ts';
import { gridProjection } from '../../src/rules/projection.ts';
import type { LonLat } from '../../src/rules/types.ts';
import { commandScenario } from './campaign-fixture.ts';

const GRID = { originLon: 2.95, originLat: 50.02 };

/** The WGS84 point `e` metres east and `n` metres north of the Cambrai grid origin. */
export const at = (e: number, n: number): LonLat => gridProjection(GRID).toLonLat({ eastingM: e, northingM: n });

/** 1/6 Gordons' position (grid metres). */
export const GORDONS_M = { e: 8000, n: 12000 } as const;
/** A/255 Bty's position (grid metres). */
export const BATTERY_M = { e: 6000, n: 9000 } as const;

const extra = (u: Omit<Unit, 'injuredBases' | 'dugIn' | 'grade' | 'side'> & Partial<Unit>): Unit => ({ side: 'blue', injuredBases: 0, dugIn: false, grade: 'R', ...u });

/** The scenario (see the module note). */
export function logisticsScenario(): Scenario {
  const s = commandScenario();
  const units = s.units.map((u) => (u.id === 'gb-6gordons' ? { ...u, pos: at(GORDONS_M.e, GORDONS_M.n) } : u));
  const after = (id: string, ...add: Unit[]) => units.splice(units.findIndex((u) => u.id === id) + 1, 0, ...add);
  after('gb-152bde', extra({ id: 'gb-152-log', name: '152nd Brigade BN LOG', shortName: '152 Bde BN LOG', echelon: 'company', type: 'supply', bases: 2, establishmentBases: 2, parentId: 'gb-152bde', pos: at(GORDONS_M.e, GORDONS_M.n - 9000), mobility: 'motorised' }));
  after('gb-51div', extra({ id: 'gb-51-supply', name: '51st Divisional Supply Column', shortName: '51 Div Supply', echelon: 'company', type: 'supply', bases: 2, establishmentBases: 2, parentId: 'gb-51div', pos: at(BATTERY_M.e, BATTERY_M.n - 6000), mobility: 'horseDrawn' }));
  after('gb-255bde-rfa', extra({ id: 'gb-a-bty', name: 'A Battery, 255th Brigade RFA', shortName: 'A/255 Bty', echelon: 'company', type: 'fieldGun', bases: 2, establishmentBases: 2, parentId: 'gb-255bde-rfa', pos: at(BATTERY_M.e, BATTERY_M.n) }));
  after('gb-e-bn-tc', extra({ id: 'gb-tc-5', name: '5 Company, E Battalion Tank Corps', shortName: '5 Coy TC', echelon: 'company', type: 'tankHeavy', bases: 3, establishmentBases: 3, parentId: 'gb-e-bn-tc', pos: at(9000, 12500) }));
  return { ...s, id: 'logistics-test', units };
}

/** The state of `logisticsScenario()` at seq 1, clock 0 (06:20). */
export const logisticsStart = (): CampaignState => stateFromScenario(logisticsScenario());

/** A `stock.set` draft. */
export const setDraft = (unitId: string, stocks: Partial<Stocks>, at = 0, reason = 'count'): EventDraft => ({ at, type: 'stock.set', v: 1, payload: { unitId, stocks, reason } });

/** A `stock.generated` draft. */
export const generateDraft = (unitId: string, stocks: Partial<Stocks>, at = 0, side: 'blue' | 'red' = 'blue'): EventDraft => ({ at, type: 'stock.generated', v: 1, payload: { unitId, side, stocks, reason: 'from the railhead' } });

/** A `stock.consumed` draft. */
export function consumeDraft(unitId: string, kind: 'CU' | 'FU' | 'POL', amount: number, cause: 'firefight' | 'shoot' | 'movement' | 'other', at = 0, hours?: number): EventDraft {
  const payload = hours === undefined ? { unitId, kind, amount, cause, note: '' } : { unitId, kind, amount, cause, hours, note: '' };
  return { at, type: 'stock.consumed', v: 1, payload };
}

/** A `resupply.dispatched` draft of `planResupplyRun(state, req)` at its departure minute. */
export function dispatchDraft(state: CampaignState, req: RunRequest): EventDraft {
  return { at: req.departMin, type: 'resupply.dispatched', v: 1, payload: { run: planResupplyRun(state, req) } };
}

/** A `clock.advanced` draft. */
export const advanceDraft = (toMin: number): EventDraft => ({ at: toMin, type: 'clock.advanced', v: 1, payload: { toMin } });

/** A `unit.edited` draft setting casualty markers (and optionally bases). */
export const injureDraft = (unitId: string, injuredBases: number, at = 0, bases?: number): EventDraft => ({
  at,
  type: 'unit.edited',
  v: 1,
  payload: { unitId, changes: bases === undefined ? { injuredBases } : { bases, injuredBases } },
});

/** A `unit.reorganised` draft. */
export const reorganiseDraft = (unitId: string, die: number | null, at = 0): EventDraft => ({ at, type: 'unit.reorganised', v: 1, payload: { unitId, die } });

/**
 * One draft of every logistics event type, in an order the fold accepts, for the store tests: the DLA
 * placed, stock generated and set, a run from the BN LOG (9 km by lorry: arrives 07:20), a firefight, the
 * De Rosa setting, a run of FU from the DLA to A/255 Bty with its D10, the clock to 08:20 (both runs
 * delivered), wounds, a collection point, reorganisations, vehicle repair, the end of the day.
 */
export function logisticsDrafts(): EventDraft[] {
  const drafts: EventDraft[] = [];
  let s = logisticsStart();
  const push = (d: EventDraft | ((st: CampaignState) => EventDraft)) => {
    const draft = typeof d === 'function' ? d(s) : d;
    drafts.push(draft);
    s = foldOne(s, draft);
  };
  push({ at: 0, type: 'dla.placed', v: 1, payload: { side: 'blue', pos: at(4000, 2000), ref: '0402' } });
  push(generateDraft('dla', { CU: 20, FU: 12 }));
  push(generateDraft('gb-152-log', { CU: 10 }));
  push(setDraft('gb-6gordons', { CU: 3 }, 0, 'counted at the start line'));
  push((st) => dispatchDraft(st, { id: 'r-1', fromId: 'gb-152-log', toId: 'gb-6gordons', stocks: { CU: 5 }, transport: 'motorised', departMin: 0, distanceM: 9000 }));
  push(consumeDraft('gb-6gordons', 'CU', 2, 'firefight', 20, 1));
  push({ at: 20, type: 'settings.changed', v: 1, payload: { changes: { deRosaAmmo: true } } });
  push((st) => dispatchDraft(st, { id: 'r-2', fromId: 'dla', toId: 'gb-a-bty', stocks: { FU: 4 }, transport: 'horseDrawn', departMin: 20, deRosaDie: 3 }));
  push(advanceDraft(2000));
  push(injureDraft('gb-6gordons', 5, 2000));
  push({ at: 2000, type: 'casualties.collected', v: 1, payload: { unitId: 'gb-6gordons' } });
  push(reorganiseDraft('gb-6gordons', 5, 2000));
  push(injureDraft('gb-tc-5', 2, 2000));
  push({ at: 2000, type: 'vehicles.repaired', v: 1, payload: { unitId: 'gb-tc-5' } });
  push({ at: 2000, type: 'day.ended', v: 1, payload: { dice: { 'gb-152bde': 4 } } });
  return drafts;
}

function foldOne(s: CampaignState, d: EventDraft): CampaignState {
  return applyEvent(s, { ...d, seq: s.seq + 1 } as CampaignEvent);
}
