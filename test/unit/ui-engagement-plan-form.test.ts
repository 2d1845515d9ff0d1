/**
 * The engagement screen's planning-form logic (src/ui/engagement/planForm.ts) and step runner
 * (stepRunner.ts), on an engagement built from the 1418 table map's 180/Btn 1 (blue) and 7/Btn 1
 * (red, dug in): defaults, actions the engine allows, dig-in, the plans handed to `planBound` (and
 * its refusals), legs, and steps with seeded and typed dice.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stateFromScenario } from '../../src/campaign/events.ts';
import { createTerrainQuery } from '../../src/campaign/ground/terrainQuery.ts';
import type { CampaignEngagement, Scenario } from '../../src/campaign/model/types.ts';
import { subUnitCentre } from '../../src/map/engagementGeometry.ts';
import { planBound } from '../../src/rules/bound/plan.ts';
import type { EngagementState, RecordEntry } from '../../src/rules/bound/types.ts';
import { seededDice } from '../../src/rules/dice.ts';
import { engagementCreatedEvent } from '../../src/ui/engagement/newEngagement.ts';
import {
  actionsFor,
  canDigIn,
  defaultDraft,
  legPoint,
  pathLength,
  reconcileDraft,
  toBoundPlans,
  withCommand,
  advancePath,
  withSubUnit,
  type PlanDraft,
} from '../../src/ui/engagement/planForm.ts';
import { parseTypedDice, runStep, seedFromSeq } from '../../src/ui/engagement/stepRunner.ts';
import { stepNotice } from '../../src/ui/engagement/useBoundRunner.ts';

const read = (f: string) => readFileSync(join(process.cwd(), 'maps/table-1418', f), 'utf8');
const campaign = stateFromScenario(JSON.parse(read('scenario.json')) as Scenario);
const terrain = JSON.parse(read('terrain.geojson')) as GeoJSON.FeatureCollection;
const created = engagementCreatedEvent(campaign, { unitIds: ['blue-180-btn1', 'red-7-btn1'], edition: 'v0.8', diceMode: 'seeded', seed: 42, title: '' });
const start: EngagementState = created.payload.state;
const query = createTerrainQuery(terrain, created.payload.origin);
const BLUE = 'blue-180-btn1';
const RED = 'red-7-btn1';
const su = (id: string) => start.subUnits.find((s) => s.id === id)!;

/** Blue advancing, every blue sub-unit with one leg of `m` metres due west. */
function advanceWest(m = 30): PlanDraft {
  let d = withCommand(start, defaultDraft(start, []), BLUE, { kind: 'advance', gridRef: '' });
  for (const s of start.subUnits.filter((x) => x.side === 'blue')) d = withSubUnit(start, d, s.id, { path: [legPoint(subUnitCentre(s)!, m, { deg: 270 })] });
  return d;
}

function engagement(state: EngagementState, diceMode: 'seeded' | 'typed', diceState: number[] | null = null): CampaignEngagement {
  return { id: 'eng-2', title: 't', origin: created.payload.origin, seed: 42, diceMode, unitIds: [BLUE, RED], state, records: [], diceState, createdSeq: 2 };
}

describe('the engagement made from the table map', () => {
  it('has both battalions with their companies, titled by its units', () => {
    expect(created.payload.title).toBe('180/Btn 1 vs 7/Btn 1');
    expect(created.payload.engagementId).toBe(`eng-${campaign.seq + 1}`);
    expect(start.subUnits.map((s) => s.name)).toEqual(['180/Btn 1 HQ', '1/1', '1/2', '1/3', '1/MG', '7/Btn 1 HQ', 'R1/1', 'R1/2', 'R1/3', 'R1/MG']);
  });
});

describe('defaultDraft', () => {
  it('holds at first: everyone stays; the machine guns target the nearest enemy in range (800 m), the rifles (300 m) nobody', () => {
    const d = defaultDraft(start, []);
    expect(d.commands).toEqual({ [BLUE]: { kind: 'hold', gridRef: '' }, [RED]: { kind: 'hold', gridRef: '' } });
    expect(Object.values(d.subUnits).map((x) => x.action)).toEqual(Array(10).fill('stay'));
    expect(d.subUnits['blue-180-btn1-1-mg']!.targetId).toBe('red-7-btn1-r1-3');
    expect(d.subUnits['blue-180-btn1-1-1']!.targetId).toBe('');
    expect(d.subUnits['red-7-btn1.hq']!.targetId).toBe('');
  });

  it('gives no targets to the batteries of an SF still bombarding', () => {
    const arty = engagementCreatedEvent(campaign, { unitIds: ['blue-80art-btn1', RED], edition: 'v0.8', diceMode: 'seeded', seed: 1, title: '' }).payload.state;
    const records: RecordEntry[] = [{ bound: 1, step: 'plan', kind: 'command', formationId: 'blue-80art-btn1', formationName: '80 Art/Btn 1', command: { kind: 'bombard', gridRef: 'C6' } }];
    const d = defaultDraft(arty, records);
    expect(d.commands['blue-80art-btn1']).toEqual({ kind: 'bombard', gridRef: 'C6' });
    const batteries = arty.subUnits.filter((s) => s.formationId === 'blue-80art-btn1');
    expect(batteries.map((s) => d.subUnits[s.id]!.targetId)).toEqual(batteries.map(() => ''));
    expect(defaultDraft(arty, []).subUnits['blue-80art-btn1-a1-1']!.targetId).toBe('red-7-btn1-r1-3');
  });

  it('keeps each SF on the command it had in the last planned bound', () => {
    const records: RecordEntry[] = [
      { bound: 1, step: 'plan', kind: 'command', formationId: BLUE, formationName: '180/Btn 1', command: { kind: 'assault' } },
      { bound: 2, step: 'plan', kind: 'command', formationId: BLUE, formationName: '180/Btn 1', command: { kind: 'advance' } },
    ];
    const d = defaultDraft(start, records);
    expect(d.commands[BLUE]).toEqual({ kind: 'advance', gridRef: '' });
    expect(d.commands[RED]).toEqual({ kind: 'hold', gridRef: '' });
    expect(d.subUnits['blue-180-btn1-1-1']!.action).toBe('move');
  });
});

describe('actions, digging in and commands', () => {
  it('a company made to move by a new command gets the advance path a bound starts from; a path already drawn is kept', () => {
    const d = withCommand(start, defaultDraft(start, []), BLUE, { kind: 'advance', gridRef: '' });
    const coy = su('blue-180-btn1-1-1');
    expect(d.subUnits[coy.id]!.action).toBe('move');
    expect(d.subUnits[coy.id]!.path).toEqual(advancePath(start, coy));
    expect(d.subUnits[coy.id]!.path).toHaveLength(1);
    const drawn = withSubUnit(start, d, coy.id, { path: [{ xM: 1, yM: 2 }] });
    const held = withCommand(start, withCommand(start, drawn, BLUE, { kind: 'hold', gridRef: '' }), BLUE, { kind: 'advance', gridRef: '' });
    expect(held.subUnits[coy.id]!.path).toEqual([{ xM: 1, yM: 2 }]);
  });
  it('offers only what the command table allows in each situation (001 §HIGH COMMANDS)', () => {
    const d = withCommand(start, defaultDraft(start, []), RED, { kind: 'advance', gridRef: '' });
    expect(actionsFor(start, d, su('blue-180-btn1-1-1'))).toEqual(['stay', 'findCover']); // hold, not dug in, safe
    expect(actionsFor(start, d, su('red-7-btn1-r1-1'))).toEqual(['stay', 'move']); // advance, dug in, safe
    const a = withCommand(start, d, BLUE, { kind: 'assault', gridRef: '' });
    expect(actionsFor(start, a, su('blue-180-btn1-1-1'))).toEqual(['assault']);
    expect(a.subUnits['blue-180-btn1-1-1']!.action).toBe('assault');
  });

  it('offers "Dig in" only to those staying, under Advance or Hold, not yet dug in', () => {
    const d = defaultDraft(start, []);
    expect(canDigIn(d, su('blue-180-btn1-1-1'), 'stay')).toBe(true);
    expect(canDigIn(d, su('blue-180-btn1-1-1'), 'findCover')).toBe(false);
    expect(canDigIn(d, su('red-7-btn1-r1-1'), 'stay')).toBe(false); // already dug in
    const r = withCommand(start, d, BLUE, { kind: 'retreat', gridRef: '' });
    expect(canDigIn(r, su('blue-180-btn1-1-1'), 'stay')).toBe(false);
  });

  it('drops digging when the command changes to one that may not dig in', () => {
    let d = withSubUnit(start, defaultDraft(start, []), 'blue-180-btn1-1-2', { digIn: true });
    expect(d.subUnits['blue-180-btn1-1-2']!.digIn).toBe(true);
    d = withCommand(start, d, BLUE, { kind: 'retreat', gridRef: '' });
    expect(d.subUnits['blue-180-btn1-1-2']).toMatchObject({ action: 'retreat', digIn: false });
  });
});

describe('toBoundPlans and planBound', () => {
  it('hands the engine commands and low commands in its own shape', () => {
    let d = withSubUnit(start, advanceWest(), 'blue-180-btn1-1-1', { digIn: true });
    d = withSubUnit(start, d, 'red-7-btn1-r1-1', { targetId: 'blue-180-btn1-1-1' });
    d = withCommand(start, d, RED, { kind: 'assault', gridRef: '' });
    d = withSubUnit(start, d, 'red-7-btn1-r1-2', { targetId: 'blue-180-btn1-1-2' });
    const p = toBoundPlans(d);
    expect(p.commands).toEqual({ [BLUE]: { kind: 'advance' }, [RED]: { kind: 'assault' } });
    const c = subUnitCentre(su('blue-180-btn1-1-1'))!;
    expect(p.subUnits['blue-180-btn1-1-1']).toEqual({ action: 'move', path: [{ xM: c.xM - 30, yM: c.yM }] }); // no digging while moving
    expect(p.subUnits['blue-180-btn1-1-mg']).toMatchObject({ action: 'move', fireAtId: 'red-7-btn1-r1-3' });
    expect(p.subUnits['red-7-btn1-r1-2']).toEqual({ action: 'assault', assaultAtId: 'blue-180-btn1-1-2' });
  });

  it('is refused sub-unit by sub-unit when advancing without paths; accepted with them', () => {
    let bare = withCommand(start, defaultDraft(start, []), BLUE, { kind: 'advance', gridRef: '' });
    for (const s of start.subUnits.filter((x) => x.side === 'blue')) bare = withSubUnit(start, bare, s.id, { path: [] });
    const no = planBound(start, toBoundPlans(bare));
    expect(no.ok).toBe(false);
    expect(no.errors.map((e) => e.id)).toEqual(['blue-180-btn1.hq', 'blue-180-btn1-1-1', 'blue-180-btn1-1-2', 'blue-180-btn1-1-3', 'blue-180-btn1-1-mg']);
    expect(no.errors[1]!.message).toBe('1/1 (not dug in, safe): move needs a path of one or more points { xM, yM }');
    const yes = planBound(start, toBoundPlans(advanceWest()), { terrainAt: query.terrainAt });
    expect(yes.ok).toBe(true);
    expect(yes.state.phase).toBe('executing');
    expect(yes.state.orders).toHaveLength(10);
  });

  it('hands over a bombardment with its trimmed grid reference, and its ammunition unless high explosive', () => {
    const d: PlanDraft = { commands: { a: { kind: 'bombard', gridRef: ' C4 ' }, b: { kind: 'bombard', gridRef: 'D5', ammo: 'smoke' }, c: { kind: 'bombard', gridRef: 'E6', ammo: 'HE' } }, subUnits: {} };
    expect(toBoundPlans(d).commands).toEqual({ a: { kind: 'bombard', gridRef: 'C4' }, b: { kind: 'bombard', gridRef: 'D5', ammo: 'smoke' }, c: { kind: 'bombard', gridRef: 'E6' } });
  });

  it('restores a draft written earlier where it still applies', () => {
    const saved = withSubUnit(start, advanceWest(), 'blue-180-btn1-1-mg', { targetId: 'red-7-btn1-r1-1' });
    const back = reconcileDraft(start, saved, defaultDraft(start, []));
    expect(back).toEqual(saved);
    const lessRed: EngagementState = { ...start, subUnits: start.subUnits.map((s) => (s.id === 'red-7-btn1-r1-1' ? { ...s, bases: [] } : s)) };
    const d = reconcileDraft(lessRed, saved, defaultDraft(lessRed, []));
    expect(d.subUnits['blue-180-btn1-1-mg']!.targetId).toBe('');
    expect(d.subUnits['red-7-btn1-r1-1']).toBeUndefined();
  });
});

describe('legs', () => {
  it('go a distance on a bearing, or toward a point and no further', () => {
    expect(legPoint({ xM: 0, yM: 0 }, 100, { deg: 90 })).toEqual({ xM: 100, yM: 100 * Math.cos(Math.PI / 2) });
    expect(legPoint({ xM: 10, yM: 10 }, 5, { toward: { xM: 10, yM: 40 } })).toEqual({ xM: 10, yM: 15 });
    expect(legPoint({ xM: 10, yM: 10 }, 500, { toward: { xM: 10, yM: 40 } })).toEqual({ xM: 10, yM: 40 });
    expect(() => legPoint({ xM: 0, yM: 0 }, 0, { deg: 0 })).toThrow('distance must be a number of metres > 0, got 0');
    expect(pathLength({ xM: 0, yM: 0 }, [{ xM: 3, yM: 4 }, { xM: 3, yM: 10 }])).toBe(11);
  });
});

describe('runStep', () => {
  const planned = planBound(start, toBoundPlans(advanceWest()), { terrainAt: query.terrainAt }).state;

  it('continues seeded dice from the saved generator state: two steps draw what one generator would', () => {
    const one = runStep(engagement(planned, 'seeded'), query, []);
    if (one.kind !== 'done') throw new Error('seeded dice never run out');
    const two = runStep({ ...engagement(one.state, 'seeded', one.diceState) }, query, []);
    if (two.kind !== 'done') throw new Error('seeded dice never run out');
    expect(one.rolls.length).toBeGreaterThan(0);
    expect(two.rolls.length).toBeGreaterThan(0);
    expect([...one.rolls, ...two.rolls]).toEqual(seededDice(42).roll(one.rolls.length + two.rolls.length, 'check'));
    expect(two.state.stepIndex).toBe(2);
    expect(one.diceState).toHaveLength(4);
  });

  it('asks for typed dice, then runs the same step with exactly those dice', () => {
    const ask = runStep(engagement(planned, 'typed'), query, []);
    expect(ask).toEqual({ kind: 'needDice', request: { count: 3, sides: 6, purpose: expect.stringMatching(/R1\/MG/) as unknown as string } });
    const done = runStep(engagement(planned, 'typed'), query, [6, 5, 2, 4]);
    if (done.kind !== 'done') throw new Error('three dice were enough');
    expect(done.rolls).toEqual([6, 5, 2]);
    expect(done.typedUsed).toBe(3);
    expect(done.diceState).toBeNull();
    const shot = done.records.find((r) => r.kind === 'shot');
    expect(shot && shot.kind === 'shot' && shot.dice).toEqual([6, 5, 2]);
  });
});

describe('typed dice and seeds', () => {
  it('parses digits 1–6 separated by spaces or commas, and names the first bad one', () => {
    expect(parseTypedDice(' 6 5,2  1 ')).toEqual([6, 5, 2, 1]);
    expect(() => parseTypedDice('6 7')).toThrow('die 2 is "7": each die must be a digit 1–6');
    expect(() => parseTypedDice('  ')).toThrow(/type the dice/);
  });

  it('words the desk message after a step', () => {
    expect(stepNotice('A vs B', '4', 1, 3)).toBe('A vs B: ran step 4 of bound 1 (3 dice).');
    expect(stepNotice('A vs B', 'melee', 2, 1)).toBe('A vs B: ran the melee of bound 2 (1 die).');
    expect(stepNotice('A vs B', 'end', 2, 0)).toBe('A vs B: ended bound 2.');
  });

  it('derives a seed from the campaign seq, the same every time, 1…999 999', () => {
    expect(seedFromSeq(1)).toBe(seedFromSeq(1));
    expect(seedFromSeq(1)).not.toBe(seedFromSeq(2));
    for (const n of [0, 1, 7, 1e6]) expect(seedFromSeq(n)).toBeGreaterThanOrEqual(1);
    for (const n of [0, 1, 7, 1e6]) expect(seedFromSeq(n)).toBeLessThanOrEqual(999_999);
  });
});
