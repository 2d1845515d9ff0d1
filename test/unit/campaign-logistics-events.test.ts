/**
 * The logistics stock events in the campaign fold, with exact numbers: default holdings, `stock.set`,
 * `stock.generated`, `stock.consumed` (overdraw refused saying by how much; night resupply only), the
 * DLA, resupply runs (road time, delivery by the clock, chain of supply, De Rosa), holdings kept across
 * edits and lost with the last base. Every refusal names its path; the state is never mutated.
 */
import { describe, expect, it } from 'vitest';
import { stateFromScenario, type CampaignEvent, type EventDraft } from '../../src/campaign/events.ts';
import { describeEvent } from '../../src/campaign/log/describe.ts';
import { accountName, holdingsOf } from '../../src/campaign/log/ledgers.ts';
import { planResupplyRun, straightDistanceM } from '../../src/campaign/logistics/runs.ts';
import type { CampaignState } from '../../src/campaign/model/types.ts';
import { apply, deepFreeze, errorOf, foldDrafts, refusal } from './campaign-fixture.ts';
import { advanceDraft, consumeDraft, dispatchDraft, generateDraft, injureDraft, logisticsScenario, logisticsStart, setDraft } from './campaign-logistics-fixture.ts';

const held = (s: CampaignState, id: string) => holdingsOf(s, id);

describe('holdings at the start (defaultStocks)', () => {
  it('teeth-arm units carry a CU a base, batteries 4 FU, tracked units 8 POL; HQs and services nothing', () => {
    const s = logisticsStart();
    expect(held(s, 'gb-6gordons')).toEqual({ CU: 8, FU: 0, POL: 0 });
    expect(held(s, 'gb-6gordons-a')).toEqual({ CU: 2, FU: 0, POL: 0 });
    expect(held(s, 'gb-e-bn-tc')).toEqual({ CU: 6, FU: 0, POL: 8 });
    expect(held(s, 'gb-tc-5')).toEqual({ CU: 3, FU: 0, POL: 8 });
    expect(held(s, 'gb-a-bty')).toEqual({ CU: 0, FU: 4, POL: 0 });
    expect(held(s, 'gb-51div')).toEqual({ CU: 0, FU: 0, POL: 0 });
    expect(held(s, 'gb-152-log')).toEqual({ CU: 0, FU: 0, POL: 0 });
    expect(s.units['gb-6gordons']!.stocks).toBeUndefined();
  });
});

describe('stock.set, stock.generated, stock.consumed', () => {
  it('sets, generates and consumes exactly, never mutating the state', () => {
    const s0 = deepFreeze(logisticsStart());
    const s1 = apply(s0, setDraft('gb-6gordons', { CU: 5 }));
    expect(held(s1, 'gb-6gordons')).toEqual({ CU: 5, FU: 0, POL: 0 });
    expect(s1.units['gb-6gordons']!.stocks).toEqual({ CU: 5 });
    const s2 = apply(s1, generateDraft('gb-152-log', { CU: 10, POL: 3 }));
    expect(held(s2, 'gb-152-log')).toEqual({ CU: 10, FU: 0, POL: 3 });
    const s3 = apply(s2, consumeDraft('gb-6gordons', 'CU', 3, 'firefight', 60, 2));
    expect(held(s3, 'gb-6gordons').CU).toBe(2);
    const s4 = apply(s3, consumeDraft('gb-a-bty', 'FU', 1, 'shoot', 60));
    expect(s4.units['gb-a-bty']!.fuHeld).toBe(3);
    expect(held(s4, 'gb-a-bty').FU).toBe(3);
    const s5 = apply(s4, consumeDraft('gb-tc-5', 'POL', 2, 'movement', 90, 2));
    expect(held(s5, 'gb-tc-5')).toEqual({ CU: 3, FU: 0, POL: 6 });
    expect(held(s0, 'gb-6gordons').CU).toBe(8);
  });

  it('refuses an overdraw saying by how much', () => {
    const s = foldDrafts(logisticsStart(), [setDraft('gb-6gordons', { CU: 1 })]);
    expect(refusal(s, consumeDraft('gb-6gordons', 'CU', 3, 'firefight', 0, 1))).toEqual(['payload.amount', '1/6 Gordons would have −2 CU: holds 1, asked 3']);
    expect(refusal(s, consumeDraft('gb-a-bty', 'FU', 5, 'shoot'))).toEqual(['payload.amount', 'A/255 Bty would have −1 FU: holds 4, asked 5']);
  });

  it('refuses what the rules forbid, naming the path', () => {
    const s = logisticsStart();
    expect(refusal(s, consumeDraft('gb-6gordons', 'FU', 1, 'firefight', 0, 1))).toEqual(['payload.kind', 'a firefight spends CU, not FU']);
    expect(refusal(s, consumeDraft('gb-6gordons', 'CU', 1, 'firefight'))).toEqual(['payload.hours', 'give the hours of firefight']);
    expect(refusal(s, consumeDraft('gb-6gordons-a', 'CU', 5, 'firefight', 0, 2))[1]).toBe('A/6 Gordons has 2 bases: in 2 h of firefight it fires at most 4 CU (each stand once an hour, 004 §WINNING THE FIREFIGHT)');
    expect(refusal(s, consumeDraft('gb-6gordons', 'POL', 1, 'movement', 0, 1))).toEqual(['payload.unitId', '1/6 Gordons is not tracked: other units spend no POL moving (004 §UNITS OF LOGISTICAL ACCOUNTING)']);
    expect(refusal(s, consumeDraft('gb-tc-5', 'POL', 3, 'movement', 0, 2))).toEqual(['payload.amount', '2 h of movement spends 2 POL, not 3']);
    expect(refusal(s, generateDraft('gb-6gordons', { CU: 1 }))[0]).toBe('payload.unitId');
    expect(refusal(s, generateDraft('dla', { CU: 1 }))).toEqual(['payload.unitId', `the DLA of ${s.sides.blue.name} is not placed yet: place it first`]);
    expect(refusal(s, setDraft('gb-6gordons', { CU: 8 }))).toEqual(['payload.stocks', '1/6 Gordons already holds that: nothing to set']);
    expect(refusal(s, setDraft('gb-6gordons', { CU: -1 }))).toEqual(['payload.stocks.CU', 'CU must be zero or more (not negative), got -1']);
    expect(refusal(s, { at: 0, type: 'stock.set', v: 1, payload: { unitId: 'gb-6gordons', stocks: { XX: 1 }, reason: '' } } as unknown as EventDraft)).toEqual([
      'payload.stocks.XX',
      'unknown field "XX"',
    ]);
  });

  it('night allows only resupply when the setting is on (04 §TIMESCALE): 22:00 is minute 940', () => {
    const s = logisticsStart();
    expect(refusal(s, consumeDraft('gb-6gordons', 'CU', 1, 'firefight', 940, 1))).toEqual([
      'payload.cause',
      'the night allows only resupply (setting "night resupply only", 004 §TIMESCALE): no firefight at campaign minute 940',
    ]);
    expect(held(apply(s, consumeDraft('gb-6gordons', 'CU', 1, 'firefight', 939, 1)), 'gb-6gordons').CU).toBe(7);
    expect(held(apply(s, consumeDraft('gb-6gordons', 'CU', 1, 'other', 940)), 'gb-6gordons').CU).toBe(7);
    const off = apply(s, { at: 0, type: 'settings.changed', v: 1, payload: { changes: { nightResupplyOnly: false } } });
    expect(held(apply(off, consumeDraft('gb-6gordons', 'CU', 1, 'firefight', 940, 1)), 'gb-6gordons').CU).toBe(7);
  });
});

describe('holdings across edits and losses', () => {
  it('keeps what a unit held when its bases change, and loses everything with the last base', () => {
    const s = foldDrafts(logisticsStart(), [injureDraft('gb-6gordons', 0, 0, 6)]);
    expect(held(s, 'gb-6gordons').CU).toBe(8);
    const gone = foldDrafts(logisticsStart(), [injureDraft('gb-6gordons-a', 0, 0, 0), injureDraft('gb-6gordons-a', 0, 0, 2)]);
    expect(held(gone, 'gb-6gordons-a')).toEqual({ CU: 0, FU: 0, POL: 0 });
    const battery = foldDrafts(logisticsStart(), [{ at: 0, type: 'unit.edited', v: 1, payload: { unitId: 'gb-a-bty', changes: { bases: 0 } } }]);
    expect(battery.units['gb-a-bty']!.fuHeld).toBe(0);
    const edited = foldDrafts(logisticsStart(), [{ at: 0, type: 'unit.edited', v: 1, payload: { unitId: 'gb-a-bty', changes: { fuHeld: 7 } } }]);
    expect(held(edited, 'gb-a-bty').FU).toBe(7);
  });
});

describe('the DLA and resupply runs', () => {
  const start = () => foldDrafts(logisticsStart(), [generateDraft('gb-152-log', { CU: 10 }), setDraft('gb-6gordons', { CU: 2 })]);

  it('a run dispatched at 06:20 from a supply unit 9 km away by lorry arrives at 07:20, not before', () => {
    const s = start();
    expect(straightDistanceM(s, 'gb-152-log', 'blue', 'gb-6gordons')).toBeCloseTo(9000, 6);
    const run = planResupplyRun(s, { id: 'r-1', fromId: 'gb-152-log', toId: 'gb-6gordons', stocks: { CU: 4 }, transport: 'motorised', departMin: 0, distanceM: 9000 });
    expect(run).toEqual({ id: 'r-1', fromId: 'gb-152-log', side: 'blue', toId: 'gb-6gordons', stocks: { CU: 4 }, transport: 'motorised', departMin: 0, arriveMin: 60, distanceM: 9000, arrived: false });
    const draft: EventDraft = { at: 0, type: 'resupply.dispatched', v: 1, payload: { run } };
    expect(describeEvent({ ...draft, seq: s.seq + 1 } as CampaignEvent, s)).toBe('dispatched 4 CU from 152 Bde BN LOG to 1/6 Gordons (motorised, 9 km; arrives 07:20)');
    const s1 = apply(s, draft);
    expect(held(s1, 'gb-152-log').CU).toBe(6);
    expect(held(s1, 'gb-6gordons').CU).toBe(2);
    const s2 = apply(s1, advanceDraft(59));
    expect([held(s2, 'gb-6gordons').CU, s2.resupplyRuns!['r-1']!.arrived]).toEqual([2, false]);
    const s3 = apply(s2, advanceDraft(60));
    expect([held(s3, 'gb-6gordons').CU, s3.resupplyRuns!['r-1']!.arrived]).toEqual([6, true]);
    const s4 = apply(s3, advanceDraft(600));
    expect(held(s4, 'gb-6gordons').CU).toBe(6);
  });

  it('delivers every run due in one advance, in arrival order, by horse at 2 km/h', () => {
    let s = start();
    s = apply(s, dispatchDraft(s, { id: 'slow', fromId: 'gb-152-log', toId: 'gb-6gordons', stocks: { CU: 1 }, transport: 'horseDrawn', departMin: 0, distanceM: 9000 }));
    expect(s.resupplyRuns!['slow']!.arriveMin).toBe(270);
    s = apply(s, dispatchDraft(s, { id: 'fast', fromId: 'gb-152-log', toId: 'gb-6gordons', stocks: { CU: 2 }, transport: 'motorised', departMin: 0, distanceM: 9000 }));
    const s1 = apply(s, advanceDraft(269));
    expect([s1.resupplyRuns!['fast']!.arrived, s1.resupplyRuns!['slow']!.arrived, held(s1, 'gb-6gordons').CU]).toEqual([true, false, 4]);
    const s2 = apply(s, advanceDraft(300));
    expect(held(s2, 'gb-6gordons').CU).toBe(5);
  });

  it('refuses a run that overdraws, arrives early, or comes from outside the chain of supply', () => {
    const s = start();
    const run = planResupplyRun(s, { id: 'r-1', fromId: 'gb-152-log', toId: 'gb-6gordons', stocks: { CU: 12 }, transport: 'motorised', departMin: 0, distanceM: 9000 });
    const d = (r: object): EventDraft => ({ at: 0, type: 'resupply.dispatched', v: 1, payload: { run: { ...run, ...r } } } as EventDraft);
    expect(refusal(s, d({}))).toEqual(['payload.run.stocks.CU', '152 Bde BN LOG would have −2 CU: holds 10, asked 12']);
    expect(refusal(s, d({ stocks: { CU: 1 }, arriveMin: 59 }))).toEqual(['payload.run.arriveMin', '9000 m motorised by road departing at minute 0 arrives at minute 60, not 59']);
    expect(refusal(s, d({ stocks: { CU: 1 }, distanceM: 4000, arriveMin: 27 }))).toEqual(['payload.run.distanceM', 'the road cannot be shorter than the 9000 m in a straight line between them, got 4000 m']);
    expect(refusal(s, d({ stocks: { CU: 1 }, departMin: 5, arriveMin: 65 }))[0]).toBe('payload.run.departMin');
    expect(refusal(s, d({ stocks: { CU: 0 } }))).toEqual(['payload.run.stocks', 'must carry more than nothing: every amount is 0']);
    expect(refusal(s, d({ stocks: { CU: 1 }, fromId: 'gb-6seaforth' }))[1]).toBe(
      '1/6 Seaforth is not in the chain of supply of 1/6 Gordons: resupply comes from an HQ it is under command of, a supply unit under command of one of them (or of it), or the DLA (004 §ORDER OF BATTLE)',
    );
    const toBattery = { ...run, toId: 'gb-a-bty', stocks: { FU: 1 } };
    expect(refusal(s, { at: 0, type: 'resupply.dispatched', v: 1, payload: { run: toBattery } })[1]).toBe(
      '152 Bde BN LOG is not in the chain of supply of A/255 Bty (255 Bde RFA is in direct support of 152 Bde, and is supplied by its own chain): resupply comes from an HQ it is under command of, a supply unit under command of one of them (or of it), or the DLA (004 §ORDER OF BATTLE)',
    );
    const s1 = apply(s, d({ stocks: { CU: 1 } }));
    expect(refusal(s1, d({ stocks: { CU: 1 } }))).toEqual(['payload.run.id', 'a resupply run "r-1" already exists']);
  });

  it('the DLA generates and dispatches; placing it again keeps its stock', () => {
    let s = logisticsStart();
    s = apply(s, { at: 0, type: 'dla.placed', v: 1, payload: { side: 'blue', pos: { lon: 3.0, lat: 50.02 }, ref: '0300' } });
    s = apply(s, generateDraft('dla', { FU: 20, CU: 5 }));
    s = apply(s, { at: 0, type: 'dla.placed', v: 1, payload: { side: 'blue', pos: { lon: 3.0, lat: 50.03 }, ref: '0301' } });
    expect(s.dlas!.blue).toEqual({ pos: { lon: 3.0, lat: 50.03 }, ref: '0301', stocks: { CU: 5, FU: 20, POL: 0 } });
    s = apply(s, dispatchDraft(s, { id: 'r-dla', fromId: 'dla', toId: 'gb-a-bty', stocks: { FU: 6 }, transport: 'motorised', departMin: 0 }));
    expect(s.dlas!.blue!.stocks).toEqual({ CU: 5, FU: 14, POL: 0 });
    const arrive = s.resupplyRuns!['r-dla']!.arriveMin;
    expect(held(apply(s, advanceDraft(arrive)), 'gb-a-bty').FU).toBe(10);
  });

  it('names the DLA by its side: the overdraw refusal, the not-placed refusal and the ledger accounts', () => {
    const unplaced = logisticsStart();
    const side = unplaced.sides.blue.name;
    expect(refusal(unplaced, dispatchDraft(unplaced, { id: 'r-0', fromId: 'dla', toId: 'gb-a-bty', stocks: { FU: 1 }, transport: 'motorised', departMin: 0, distanceM: 9000 }))).toEqual([
      'payload.run.fromId',
      `The DLA of ${side} is not placed yet: place it first`,
    ]);
    let s = apply(unplaced, { at: 0, type: 'dla.placed', v: 1, payload: { side: 'blue', pos: { lon: 3.0, lat: 50.02 }, ref: '0300' } });
    s = apply(s, generateDraft('dla', { CU: 5 }));
    const req = { id: 'r-dla', fromId: 'dla' as const, toId: 'gb-6gordons', stocks: { CU: 6 }, transport: 'motorised' as const, departMin: 0 };
    expect(refusal(s, dispatchDraft(s, req))).toEqual(['payload.run.stocks.CU', `the DLA of ${side} would have −1 CU: holds 5, asked 6`]);
    s = apply(s, dispatchDraft(s, { ...req, stocks: { CU: 5 } }));
    s = apply(s, generateDraft('gb-152-log', { CU: 3 }));
    s = apply(s, dispatchDraft(s, { ...req, id: 'r-log', fromId: 'gb-152-log', stocks: { CU: 3 }, distanceM: 9000 }));
    expect([accountName(s, 'dla:blue'), accountName(s, 'dla:green'), accountName(s, 'run:r-dla'), accountName(s, 'run:r-log'), accountName(s, 'run:r-9'), accountName(s, 'gb-6gordons')]).toEqual([
      `DLA, ${side}`,
      'DLA (green)',
      'Convoy r-dla (DLA → 1/6 Gordons)',
      'Convoy r-log (152 Bde BN LOG → 1/6 Gordons)',
      'Convoy r-9',
      s.units['gb-6gordons']!.name,
    ]);
  });

  it('De Rosa (setting on): a run of FU to a field-gun battery carries its D10; 1–4 delays it an hour', () => {
    const s = foldDrafts(logisticsStart(), [{ at: 0, type: 'settings.changed', v: 1, payload: { changes: { deRosaAmmo: true } } }, generateDraft('gb-51-supply', { FU: 8, CU: 4 })]);
    const req = { id: 'dr', fromId: 'gb-51-supply', toId: 'gb-a-bty', stocks: { FU: 2 }, transport: 'motorised' as const, departMin: 0, distanceM: 6000 };
    expect(planResupplyRun(s, { ...req, deRosaDie: 5 }).arriveMin).toBe(40);
    expect(planResupplyRun(s, { ...req, deRosaDie: 4 }).arriveMin).toBe(100);
    expect(refusal(s, dispatchDraft(s, req))).toEqual(['payload.run.deRosaDie', "De Rosa's ammunition supply is on: a run of FU to the field-gun battery A/255 Bty needs its D10 (1–10)"]);
    const late = apply(s, dispatchDraft(s, { ...req, deRosaDie: 2 }));
    expect(held(apply(late, advanceDraft(99)), 'gb-a-bty').FU).toBe(4);
    expect(held(apply(late, advanceDraft(100)), 'gb-a-bty').FU).toBe(6);
    const run = planResupplyRun(s, { ...req, deRosaDie: 2 });
    expect(refusal(s, { at: 0, type: 'resupply.dispatched', v: 1, payload: { run: { ...run, arriveMin: 40 } } })).toEqual([
      'payload.run.arriveMin',
      "6000 m motorised by road departing at minute 0 arrives at minute 100 (De Rosa 2: the limber is still coming, +60 min), not 40",
    ]);
    const cu = planResupplyRun(s, { ...req, stocks: { CU: 1 }, toId: 'gb-a-bty', deRosaDie: 7 });
    expect(refusal(s, { at: 0, type: 'resupply.dispatched', v: 1, payload: { run: cu } })[0]).toBe('payload.run.deRosaDie');
  });
});

describe('log lines', () => {
  it('describes each logistics event in plain words', () => {
    const s = logisticsStart();
    const line = (d: EventDraft) => describeEvent({ ...d, seq: 2 } as CampaignEvent, s);
    expect(line(setDraft('gb-6gordons', { CU: 5, POL: 0 }, 0, 'recount'))).toBe('set the stock of 1/6 Gordons to 5 CU (recount)');
    expect(line(generateDraft('dla', { CU: 3, FU: 2 }))).toBe(`the DLA of ${s.sides.blue.name} generated 3 CU, 2 FU`);
    expect(line(consumeDraft('gb-6gordons', 'CU', 2, 'firefight', 0, 2))).toBe('1/6 Gordons spent 2 CU (firefight over 2 h)');
    expect(line({ at: 0, type: 'dla.placed', v: 1, payload: { side: 'red', pos: { lon: 3, lat: 50 }, ref: '1234' } })).toBe(`placed the DLA of ${s.sides.red.name} at 1234`);
    expect(line({ at: 0, type: 'casualties.collected', v: 1, payload: { unitId: 'de-ir84-2' } })).toBe('collected the casualties of II./84: 0 treated');
    expect(line({ at: 0, type: 'day.ended', v: 1, payload: { dice: { 'gb-152bde': 3 } } })).toBe('ended the day at the medical posts (1 post with casualties)');
    expect(line({ at: 0, type: 'vehicles.repaired', v: 1, payload: { unitId: 'gb-tc-5' } })).toBe('repaired the vehicles of 5 Coy TC');
    expect(line({ at: 0, type: 'settings.changed', v: 1, payload: { changes: { deRosaAmmo: true } } })).toBe('changed the settings (De Rosa rules on)');
  });
});

describe('a scenario giving its own stocks', () => {
  it('starts units with what the scenario gives, and refuses FU outside a battery’s fuHeld', () => {
    const sc = logisticsScenario();
    const withStocks = { ...sc, units: sc.units.map((u) => (u.id === 'gb-6gordons' ? { ...u, stocks: { CU: 3, FU: 2 } } : u)) };
    const s = stateFromScenario(withStocks);
    expect(holdingsOf(s, 'gb-6gordons')).toEqual({ CU: 3, FU: 2, POL: 0 });
    const bad = { ...sc, units: sc.units.map((u) => (u.id === 'gb-a-bty' ? { ...u, stocks: { FU: 2 } } : u)) };
    const i = sc.units.findIndex((u) => u.id === 'gb-a-bty');
    const err = errorOf(() => stateFromScenario(bad));
    expect([err.path, err.message]).toEqual([`payload.scenario.units[${i}].stocks.FU`, 'A/255 Bty keeps its FU in fuHeld (a battery): give fuHeld, not stocks.FU']);
  });
});
