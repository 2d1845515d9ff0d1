/**
 * A Routed unit falls back on the campaign clock under the De Rosa rules (`003_11ff81f41091c16b.txt` "Morale
 * State: ROUTED": "Unit must make a full move away from the enemy toward the friendly baseline. … ROUT IS TWO
 * CONSECUTIVE MOVES."; docs/RULINGS.md §De Rosa on the campaign map): two turns of 10 minutes in column at the
 * Movement Chart's rate (infantry 10" a turn, 1⅔ km/h: 556 m), straight away from the nearest enemy.
 */
import { describe, expect, it } from 'vitest';
import type { EventDraft } from '../../src/campaign/events.ts';
import { describeEvent } from '../../src/campaign/log/describe.ts';
import { planTurn } from '../../src/campaign/turn/turn.ts';
import { ROUT_MIN } from '../../src/campaign/turn/routedRetreat.ts';
import { retreatTexts } from '../../src/campaign/turn/describe.ts';
import { scriptedDice } from '../../src/rules/dice.ts';
import { at, fold, metres, openGoing, route, routeDraft, turnStart } from './campaign-turn-fixture.ts';
import { applyOutcomes } from '../../src/campaign/turn/turnEvents.ts';

const on: EventDraft = { at: 0, type: 'settings.changed', v: 1, payload: { changes: { deRosaAmmo: true } } };
const test = (reason: string, die: number, before: string, after: string, target: number, atMin = 0): EventDraft =>
  ({ at: atMin, type: 'morale.tested', v: 1, payload: { unitId: 'gb-gordons', reason, die, result: { target, passed: false, before, after } } }) as EventDraft;
/** 1/6 Gordons (5050/5000, II./84 north at 5050/9500): Shaken then Routed at 06:00. */
const routed = () => fold(turnStart(), on, test('routersNear', 1, 'good', 'shaken', 3), test('routersNear', 1, 'shaken', 'routed', 3));

describe('a Routed unit under the De Rosa rules', () => {
  it('records when it went Routed, and rallying out of it clears that', () => {
    const s = routed();
    expect(s.units['gb-gordons']).toMatchObject({ deRosaMorale: 'routed', routedAtMin: 0 });
    const rallied = fold(s, { at: 0, type: 'morale.tested', v: 1, payload: { unitId: 'gb-gordons', reason: 'rallying', die: 9, result: { target: 3, passed: true, before: 'routed', after: 'shaken' } } });
    expect(rallied.units['gb-gordons']!.routedAtMin).toBeUndefined();
  });

  it('falls back 556 m south, away from II./84, in the 20 minutes after, and no further', () => {
    expect(ROUT_MIN).toBe(20);
    const s = routed();
    const p = planTurn(s, 60, openGoing, scriptedDice([]));
    expect(p.retreats).toEqual([{ unitId: 'gb-gordons', to: expect.anything(), distanceM: 556, carried: [] }]);
    const after = fold(s, { at: 60, type: 'clock.advanced', v: 1, payload: p });
    expect(Math.round(metres(after.units['gb-gordons']!.pos!).n)).toBe(4444);
    expect(describeEvent({ at: 60, type: 'clock.advanced', v: 1, payload: p } as never, s)).toContain('1/6 Gordons, Routed, fell back 556 m');
    expect(planTurn(after, 120, openGoing, scriptedDice([])).retreats).toBeUndefined();
    expect(retreatTexts(p, s)).toEqual(['1/6 Gordons, Routed, fell back 556 m']);
  });

  it('falls back only its minutes of the rout that fall in the step: 10 of them in a step from 06:10', () => {
    const s = fold(routed(), { at: 10, type: 'clock.advanced', v: 1, payload: { toMin: 10 } });
    // The first ten minutes were the step before's (which the test skipped): 278 m now.
    expect(planTurn(s, 60, openGoing, scriptedDice([])).retreats![0]!.distanceM).toBe(278);
  });

  it('the fold refuses a fall back of a unit that is not Routed', () => {
    const s = fold(turnStart(), on);
    expect(() => fold(s, { at: 60, type: 'clock.advanced', v: 1, payload: { toMin: 60, retreats: [{ unitId: 'gb-gordons', to: s.units['gb-gordons']!.pos!, distanceM: 0, carried: [] }] } })).toThrow(
      '1/6 Gordons is not Routed under the De Rosa rules: only a routed unit falls back',
    );
  });

  it('is not carried by its HQ\'s march as well: the brigade marches, the Routed battalion falls back on its own', () => {
    const r0 = routed();
    const placedBde = fold({ ...r0, units: { ...r0.units, 'gb-152bde': { ...r0.units['gb-152bde']!, pos: at(4000, 4000) } } }, routeDraft(route('gb-152bde', [[4000, 2000]])));
    const p = planTurn(placedBde, 60, openGoing, scriptedDice([]));
    const bde = p.moves!.find((m) => m.unitId === 'gb-152bde')!;
    expect(bde.carried.map((c) => c.unitId)).not.toContain('gb-gordons');
    expect(p.retreats!.map((r) => r.unitId)).toEqual(['gb-gordons']);
    // The fold refuses a fall back after the rout's 20 minutes, and one of a unit that also marched.
    const late = fold(routed(), { at: 60, type: 'clock.advanced', v: 1, payload: { toMin: 60 } });
    expect(() => fold(late, { at: 120, type: 'clock.advanced', v: 1, payload: { toMin: 120, retreats: [{ unitId: 'gb-gordons', to: at(5050, 4000), distanceM: 1000, carried: [] }] } })).toThrow(
      "1/6 Gordons's rout (20 min from minute 0) is over before this step",
    );
  });

  it('a fight does not rally it: a Shaken outcome leaves it Routed', () => {
    const s = routed();
    const units = applyOutcomes(s, [{ unitId: 'gb-gordons', killed: 0, injuredDelta: 0, cuSpent: 0, deRosaMorale: 'shaken' }], 60, new Set(['gb-gordons']));
    expect(units['gb-gordons']).toMatchObject({ deRosaMorale: 'routed', routedAtMin: 0 });
  });
});
