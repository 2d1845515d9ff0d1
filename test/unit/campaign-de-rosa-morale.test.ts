/**
 * De Rosa morale in the campaign (`003_11ff81f41091c16b.txt` "Morale"; docs/RULINGS.md §De Rosa on the
 * campaign map): `morale.tested` folds the D10 test against the chart by figures left, Shaken and Routed
 * units do not march while the rules are on, and the log line says what happened.
 */
import { describe, expect, it } from 'vitest';
import type { EventDraft } from '../../src/campaign/events.ts';
import { describeEvent } from '../../src/campaign/log/describe.ts';
import { planTurn } from '../../src/campaign/turn/turn.ts';
import { scriptedDice } from '../../src/rules/dice.ts';
import { at, fold, openGoing, route, routeDraft, turnStart } from './campaign-turn-fixture.ts';

const on: EventDraft = { at: 0, type: 'settings.changed', v: 1, payload: { changes: { deRosaAmmo: true } } };
const test = (reason: string, die: number, result: Record<string, unknown>): EventDraft => ({ at: 0, type: 'morale.tested', v: 1, payload: { unitId: 'gb-gordons', reason, die, result } } as EventDraft);
/** 1/6 Gordons with its A Company down to 6 of 10 bases: 12 figures of 20 (40 % lost). */
const weakened = () => {
  const s = fold(turnStart(), on);
  return { ...s, units: { ...s.units, 'gb-gordons': { ...s.units['gb-gordons']!, bases: 5 }, 'gb-gordons-a': { ...s.units['gb-gordons-a']!, bases: 1 } } };
};

describe('morale.tested', () => {
  it('6 of 10 bases are 12 figures, which need 6 ("13-09 6-10"): a 5 fails, Good → Shaken; a rally on a 6 restores it', () => {
    const s = weakened();
    const shaken = fold(s, test('casualties40', 5, { target: 6, passed: false, before: 'good', after: 'shaken' }));
    expect(shaken.units['gb-gordons']!.deRosaMorale).toBe('shaken');
    expect(shaken.seq).toBe(s.seq + 1);
    expect(describeEvent({ ...test('casualties40', 5, { target: 6, passed: false, before: 'good', after: 'shaken' }), seq: shaken.seq } as never, s)).toBe(
      'De Rosa morale test of 1/6 Gordons (A. When a unit receives 40% casualties): D10 5, needed 6: failed, Good → Shaken',
    );
    const rallied = fold(shaken, test('rallying', 6, { target: 6, passed: true, before: 'shaken', after: 'good' }));
    expect(rallied.units['gb-gordons']!.deRosaMorale).toBeUndefined();
  });

  it('refuses a result the die does not give, and a rally from Good order', () => {
    const s = weakened();
    expect(() => fold(s, test('casualties40', 5, { target: 6, passed: true, before: 'shaken', after: 'good' }))).toThrow(/does not follow from the die/);
    expect(() => fold(s, test('rallying', 9, { target: 6, passed: true, before: 'shaken', after: 'good' }))).toThrow('1/6 Gordons: a unit of Good morale has nothing to rally from');
  });

  it('a Shaken battalion does not march while the De Rosa rules are on ("may not advance until they rally")', () => {
    const shaken = fold(weakened(), test('casualties40', 5, { target: 6, passed: false, before: 'good', after: 'shaken' }), routeDraft(route('gb-gordons', [[5050, 7000]])));
    expect(planTurn(shaken, 60, openGoing, scriptedDice([])).moves).toEqual([expect.objectContaining({ unitId: 'gb-gordons', distanceM: 0, stop: 'morale' })]);
    const off = fold(shaken, { at: 0, type: 'settings.changed', v: 1, payload: { changes: { deRosaAmmo: false } } });
    expect(planTurn(off, 60, openGoing, scriptedDice([])).moves![0]!.distanceM).toBe(1000);
  });
});
