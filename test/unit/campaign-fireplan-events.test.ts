/**
 * The fold of `fireplan.saved` / `fireplan.deleted`, and the artillery unit fields: `unit.moved` and a
 * passed 1916 command test set `movedAtMin`; `unit.edited` takes `calibreMm` and `fuHeld`. Every
 * refusal is an `EventError` naming the path; the input state is never mutated.
 */
import { describe, expect, it } from 'vitest';
import { type EventDraft } from '../../src/campaign/events.ts';
import { describeEvent } from '../../src/campaign/log/describe.ts';
import { checkFirePlanRecord } from '../../src/campaign/fireplan/plans.ts';
import type { CampaignState, FirePlan } from '../../src/campaign/model/types.ts';
import { apply, deepFreeze, errorOf, refusal } from './campaign-fixture.ts';
import { at, fireStart, lift, samplePlan, serial } from './campaign-fireplan-fixture.ts';

const saved = (plan: unknown, atMin = 30): EventDraft => ({ at: atMin, type: 'fireplan.saved', v: 1, payload: { plan: plan as FirePlan } });
const planRefusal = (plan: unknown, state: CampaignState = fireStart()) => refusal(state, saved(plan));

describe('fireplan.saved and fireplan.deleted', () => {
  it('stores a checked copy under its id in a null-prototype record, moves the clock, and never mutates', () => {
    const start = deepFreeze(fireStart());
    const plan = samplePlan();
    const s = apply(start, saved(plan));
    expect(s.seq).toBe(2);
    expect(s.clockMin).toBe(30);
    expect(Object.getPrototypeOf(s.firePlans)).toBe(null);
    expect(s.firePlans!['fp-1']).toEqual(plan);
    expect(s.firePlans!['fp-1']).not.toBe(plan);
    expect(start.firePlans).toBeUndefined();
    expect(describeEvent({ ...saved(plan), seq: 2 } as never, start)).toBe('created the fire plan “Flesquières” (2 serials, 1 lift; H-hour 07:20)');

    const revised = apply(deepFreeze(s), saved({ ...plan, title: 'Flesquières (rev.)', hHourMin: 90 }));
    expect(revised.firePlans!['fp-1']!.hHourMin).toBe(90);
    expect(describeEvent({ ...saved({ ...plan, title: 'x' }), seq: 3 } as never, s)).toMatch(/^revised the fire plan “x”/);

    const gone = apply(deepFreeze(revised), { at: 40, type: 'fireplan.deleted', v: 1, payload: { planId: 'fp-1' } });
    expect(Object.keys(gone.firePlans!)).toEqual([]);
    expect(Object.getPrototypeOf(gone.firePlans)).toBe(null);
    expect(describeEvent({ at: 40, type: 'fireplan.deleted', v: 1, payload: { planId: 'fp-1' }, seq: 4 }, revised)).toBe('deleted the fire plan “Flesquières (rev.)”');
    expect(refusal(gone, { at: 40, type: 'fireplan.deleted', v: 1, payload: { planId: 'fp-1' } })).toEqual(['payload.planId', 'unknown fire plan "fp-1"']);
    expect(refusal(fireStart(), { at: 40, type: 'fireplan.deleted', v: 1, payload: { planId: 'constructor' } })).toEqual(['payload.planId', '"constructor" is a reserved name and cannot be an id']);
  });

  it('holds serials and lifts before the campaign’s start (a preliminary bombardment is plotted before the guns fire)', () => {
    // H-hour is campaign minute 60: a serial at H−75 and a lift at H−100 fall before the start.
    const plan = samplePlan({ serials: [serial({ startOffsetMin: -75 })], lifts: [lift({ startOffsetMin: -100 })] });
    const s = apply(fireStart(), saved(plan));
    expect(s.firePlans!['fp-1']!.serials[0]!.startOffsetMin).toBe(-75);
    expect(s.firePlans!['fp-1']!.lifts[0]!.startOffsetMin).toBe(-100);
  });

  it('accepts every firer kind: a battery, a battalion with batteries, a lone battalion, a formation with artillery under it', () => {
    const plan = samplePlan({ serials: [serial({ firerIds: ['gb-ra-1-a', 'gb-ra-lone', 'gb-div'] })] });
    expect(checkFirePlanRecord(fireStart(), plan, 'payload.plan').serials[0]!.firerIds).toEqual(['gb-ra-1-a', 'gb-ra-lone', 'gb-div']);
  });

  it('refuses a bad plan field, naming its path', () => {
    const p = samplePlan();
    expect(planRefusal({ ...p, id: 'bad id' })).toEqual(['payload.plan.id', '"bad id" is not a valid id (letters, digits, ".", "_", "-"; at most 80; starting with a letter or digit)']);
    expect(planRefusal({ ...p, title: 'x'.repeat(201) })).toEqual(['payload.plan.title', 'is 201 characters long; at most 200 are allowed']);
    expect(planRefusal({ ...p, side: 'green' })).toEqual(['payload.plan.side', 'unknown side "green"; expected one of: blue, red']);
    expect(planRefusal({ ...p, hHourMin: 1.5 })).toEqual(['payload.plan.hHourMin', 'hHourMin must be a whole number, got 1.5']);
    expect(planRefusal({ ...p, scale: 'strategic' })).toEqual(['payload.plan.scale', 'unknown scale "strategic"; expected one of: operational, tactical']);
    expect(planRefusal({ ...p, edition: 'v0.9' })).toEqual(['payload.plan.edition', 'unknown edition "v0.9"; expected one of: v0.8, v0.7']);
    expect(planRefusal({ ...p, windToDeg: 361 })).toEqual(['payload.plan.windToDeg', 'windToDeg must be 0…360, got 361']);
    expect(planRefusal({ ...p, seed: 2 ** 53 })).toEqual(['payload.plan.seed', 'seed must be at most 9007199254740991, got 9007199254740992']);
    expect(planRefusal({ ...p, notes: 5 })).toEqual(['payload.plan.notes', 'expected text, got 5']);
    expect(planRefusal({ ...p, serials: Array.from({ length: 501 }, (_, i) => serial({ id: `S${i}` })) })).toEqual(['payload.plan.serials', 'has more than 500 serials']);
    expect(planRefusal({ ...p, lifts: Array.from({ length: 101 }, (_, i) => lift({ id: `L${i}` })) })).toEqual(['payload.plan.lifts', 'has more than 100 lifts']);
  });

  it('refuses a bad serial, naming its path', () => {
    const one = (over: Record<string, unknown>) => planRefusal(samplePlan({ serials: [serial(), serial({ id: 'S2', ...over })] }));
    expect(one({ id: 'S1' })).toEqual(['payload.plan.serials[1].id', 'serial id "S1" is used twice (also by serial 1)']);
    expect(one({ id: 'L1-2' })).toEqual(['payload.plan.lifts[0].id', 'serial id "L1-2" is used twice (also by serial 2)']);
    expect(one({ durationMin: 0 })).toEqual(['payload.plan.serials[1].durationMin', 'durationMin must be at least 1, got 0']);
    expect(one({ durationMin: 30.5 })).toEqual(['payload.plan.serials[1].durationMin', 'durationMin must be a whole number, got 30.5']);
    expect(one({ startOffsetMin: 100_000_000 })).toEqual(['payload.plan.serials[1].startOffsetMin', 'starts after campaign minute 100000000']);
    expect(one({ startOffsetMin: 0.5 })).toEqual(['payload.plan.serials[1].startOffsetMin', 'startOffsetMin must be a whole number, got 0.5']);
    expect(one({ targetRef: ' ' })).toEqual(['payload.plan.serials[1].targetRef', 'is empty']);
    expect(one({ targetRef: '1'.repeat(41) })).toEqual(['payload.plan.serials[1].targetRef', 'is 41 characters long; at most 40 are allowed']);
    expect(one({ targetPos: { lon: 3, lat: 91 } })).toEqual(['payload.plan.serials[1].targetPos.lat', 'lat must be -90…90, got 91']);
    expect(one({ label: 'x'.repeat(201) })).toEqual(['payload.plan.serials[1].label', 'is 201 characters long; at most 200 are allowed']);
    expect(one({ shoot: 'neutralising' })).toEqual(['payload.plan.serials[1].shoot', 'unknown shoot "neutralising"; expected one of: effective, harassing']);
    expect(one({ shell: 'shrapnel' })).toEqual(['payload.plan.serials[1].shell', 'unknown shell "shrapnel"; expected one of: HE, smoke, gas']);
    expect(one({ liftId: 'L1' })).toEqual(['payload.plan.serials[1].liftId', 'only the serials a lift generates carry a liftId; a stored serial may not']);
    expect(one({ firerIds: 'gb-ra' })).toEqual(['payload.plan.serials[1].firerIds', 'expected a list, got "gb-ra"']);
    expect(one({ firerIds: ['gb-ra', 'gb-x'] })).toEqual(['payload.plan.serials[1].firerIds[1]', 'unknown unit "gb-x"']);
    expect(one({ firerIds: ['de-far'] })).toEqual(['payload.plan.serials[1].firerIds[0]', "FAR 108 is of the other side (red); the fire plan is blue's"]);
    expect(one({ firerIds: ['gb-inf'] })).toEqual(['payload.plan.serials[1].firerIds[0]', '1/6 Gordons is not artillery and has no batteries under it']);
    expect(one({ firerIds: ['gb-ra-1-a', 'gb-ra-1-a'] })).toEqual(['payload.plan.serials[1].firerIds[1]', 'A/CCLV is listed twice']);
    expect(one({ firerIds: Array.from({ length: 101 }, () => 'gb-ra') })).toEqual(['payload.plan.serials[1].firerIds', 'has more than 100 firers']);
  });

  it('refuses a bad lift, naming its path', () => {
    const one = (over: Record<string, unknown>) => planRefusal(samplePlan({ lifts: [lift(over)] }));
    expect(one({ stepMin: 0 })).toEqual(['payload.plan.lifts[0].stepMin', 'stepMin must be at least 1, got 0']);
    expect(one({ stepM: -1 })).toEqual(['payload.plan.lifts[0].stepM', 'stepM must be 0…10000, got -1']);
    expect(one({ stepM: Number.NaN })).toEqual(['payload.plan.lifts[0].stepM', 'expected a number, got NaN']);
    expect(one({ bearingDeg: 400 })).toEqual(['payload.plan.lifts[0].bearingDeg', 'bearingDeg must be 0…360, got 400']);
    expect(one({ steps: 101 })).toEqual(['payload.plan.lifts[0].steps', 'steps must be at most 100, got 101']);
    expect(one({ startOffsetMin: 99_999_990 })).toEqual(['payload.plan.lifts[0].startOffsetMin', 'starts after campaign minute 100000000']);
    expect(one({ startRef: '' })).toEqual(['payload.plan.lifts[0].startRef', 'is empty']);
    expect(one({ startPos: { lon: 200, lat: 50 } })).toEqual(['payload.plan.lifts[0].startPos.lon', 'lon must be -180…180, got 200']);
    expect(one({ firerIds: ['gb-tmb', 'de-far-1'] })).toEqual(['payload.plan.lifts[0].firerIds[1]', "1./FAR 108 is of the other side (red); the fire plan is blue's"]);
    expect(one({ shell: 'chlorine' })).toEqual(['payload.plan.lifts[0].shell', 'unknown shell "chlorine"; expected one of: HE, smoke, gas']);
    expect(planRefusal(samplePlan({ lifts: [lift(), lift()] }))).toEqual(['payload.plan.lifts[1].id', 'serial id "L1" is used twice (also by lift 1)']);
  });
});

describe('artillery unit fields', () => {
  it('unit.moved sets movedAtMin to the event minute; a passed 1916 command test too, a failed one not', () => {
    const start = deepFreeze(fireStart());
    const moved = apply(start, { at: 45, type: 'unit.moved', v: 1, payload: { unitId: 'gb-ra-1-a', to: at(5000, 7000) } });
    expect(moved.units['gb-ra-1-a']).toMatchObject({ movedAtMin: 45, pos: at(5000, 7000) });
    expect(start.units['gb-ra-1-a']!.movedAtMin).toBeUndefined();
    const test = (die: number): EventDraft => ({ at: 50, type: 'command.tested', v: 1, payload: { unitId: 'gb-hvy', column: 'maneuver', die, modifiers: [], target: 4, passed: die >= 4, moveTo: at(4100, 4100) } });
    expect(apply(moved, test(5)).units['gb-hvy']).toMatchObject({ movedAtMin: 50, pos: at(4100, 4100) });
    expect(apply(moved, test(2)).units['gb-hvy']!.movedAtMin).toBeUndefined();
  });

  it('unit.edited takes calibreMm 20…460 to a tenth (the 18-pdr’s 83.8) and fuHeld 0…999, whole', () => {
    const edit = (changes: Record<string, unknown>): EventDraft => ({ at: 0, type: 'unit.edited', v: 1, payload: { unitId: 'gb-ra-1-a', changes } });
    const s = apply(deepFreeze(fireStart()), edit({ calibreMm: 114, fuHeld: 0 }));
    expect(s.units['gb-ra-1-a']).toMatchObject({ calibreMm: 114, fuHeld: 0 });
    expect(apply(fireStart(), edit({ calibreMm: 83.8 })).units['gb-ra-1-a']!.calibreMm).toBe(83.8);
    expect(refusal(fireStart(), edit({ calibreMm: 19 }))).toEqual(['payload.changes.calibreMm', 'calibreMm must be at least 20, got 19']);
    expect(refusal(fireStart(), edit({ calibreMm: 461 }))).toEqual(['payload.changes.calibreMm', 'calibreMm must be at most 460, got 461']);
    expect(refusal(fireStart(), edit({ calibreMm: 83.85 }))).toEqual(['payload.changes.calibreMm', 'calibreMm must be given to a tenth at most (e.g. 83.8), got 83.85']);
    expect(refusal(fireStart(), edit({ fuHeld: 2.5 }))).toEqual(['payload.changes.fuHeld', 'fuHeld must be a whole number, got 2.5']);
    expect(refusal(fireStart(), edit({ fuHeld: 1000 }))).toEqual(['payload.changes.fuHeld', 'fuHeld must be at most 999, got 1000']);
    expect(errorOf(() => apply(fireStart(), edit({ fuHeld: -1 }))).path).toBe('payload.changes.fuHeld');
  });
});
