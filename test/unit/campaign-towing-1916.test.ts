/**
 * Towed guns on the campaign map under the 1916 rules (`002_0a64821d231c1bbf.txt` §2.4 Transport and Towing:
 * "A towing vehicle may move at only three quarters of its original maximum movement rate and will have all
 * terrain movement penalties doubled"; the limber table "Medium 5 or 6: ½ - ¼, ¾"; docs/RULINGS.md §1916
 * guns limbering on the campaign map).
 */
import { describe, expect, it } from 'vitest';
import type { EventDraft } from '../../src/campaign/events.ts';
import { isLorriedInfantry, isTowedGun, moduleRateWords } from '../../src/campaign/turn/march.ts';
import { planTurn } from '../../src/campaign/turn/turn.ts';
import type { CampaignState } from '../../src/campaign/model/types.ts';
import { scriptedDice } from '../../src/rules/dice.ts';
import type { Going } from '../../src/rules/operational/movement.ts';
import { limberMin1916, towedRateKph } from '../../src/rules/towing1916.ts';
import { at, fold, metres, route, routeDraft, turnStart } from './campaign-turn-fixture.ts';

const on: EventDraft = { at: 0, type: 'settings.changed', v: 1, payload: { changes: { commandTest1916: true } } };
const roads = (): Going => ({ move: 'open', road: true });

/** The turn fixture with A/155 Bde RFA, 18-pdrs (77 mm: medium), horse-drawn, at 5000/3000. */
function withBattery(): CampaignState {
  const s = turnStart();
  const battery = { ...s.units['gb-gordons']!, id: 'gb-a155', name: 'A Battery, 155th Brigade RFA', shortName: 'A/155', echelon: 'company' as const, type: 'fieldGun' as const, bases: 2, establishmentBases: 2, pos: at(5000, 3000), parentId: 'gb-152bde' };
  return { ...s, units: { ...s.units, [battery.id]: battery }, unitOrder: [...s.unitOrder, battery.id] };
}

describe('towing (002 §2.4)', () => {
  it('a towed gun moves at ¾ its rate; off the road the ground\'s penalty doubles, so rough ground (½) stops it', () => {
    const nqmHorse = (g: Going) => (g.road ? 2 : g.move === 'open' ? 1 : g.move === 'rough' ? 0.5 : 0);
    expect(towedRateKph(nqmHorse, { move: 'open', road: true })).toBe(1.5);
    expect(towedRateKph(nqmHorse, { move: 'open', road: false })).toBe(0.75);
    expect(towedRateKph(nqmHorse, { move: 'rough', road: false })).toBe(0);
    expect(towedRateKph(() => null, { move: 'open', road: false })).toBeNull();
  });

  it('limbers up in ¼, ½ or 1 turn of 10 minutes by the gun\'s size', () => {
    expect([limberMin1916(37), limberMin1916(77), limberMin1916(114.3)]).toEqual([2.5, 5, 10]);
  });

  it('an 18-pdr battery on a road march limbers (5 min) then marches 55 min at 1½ km/h: 1,375 m, where NQM\'s horse-drawn road march gives 2,000 m', () => {
    const s = withBattery();
    expect(isTowedGun(s.units['gb-a155']!)).toBe(true);
    expect(isTowedGun(s.units['gb-gordons']!)).toBe(false);
    const north = (st: CampaignState) => Math.round(metres(fold(st, { at: 60, type: 'clock.advanced', v: 1, payload: planTurn(st, 60, roads, scriptedDice([])) }).units['gb-a155']!.pos!).n - 3000);
    const march = routeDraft(route('gb-a155', [[5000, 6000]], { mode: 'roadMarch' }));
    expect(north(fold(s, march))).toBe(2000);
    const towed = fold(s, on, march);
    expect(moduleRateWords(towed, towed.units['gb-a155']!)).toBe('1916 rules: towed, ¾ speed, ground penalties doubled');
    expect(north(towed)).toBe(1375);
    // Limbered up, it marches the next hour whole: 1,500 m more.
    const hour = fold(towed, { at: 60, type: 'clock.advanced', v: 1, payload: planTurn(towed, 60, roads, scriptedDice([])) });
    const next = planTurn(hour, 120, roads, scriptedDice([]));
    expect(Math.round(metres(next.moves![0]!.to).n - 3000)).toBe(2875);
  });

  it('lorried infantry standing mounts first, half a turn (002 §2.4 "Infantry bases pay half of their movement … to mount"): 55 min at 3 km/h', () => {
    const s = fold(turnStart(), on);
    const lorried = { ...s, units: { ...s.units, 'gb-gordons': { ...s.units['gb-gordons']!, mobility: 'motorised' as const } } };
    expect(isLorriedInfantry(lorried.units['gb-gordons']!)).toBe(true);
    // South, away from the enemy: NQM motorised move to contact is 3 km/h.
    const ordered = fold(lorried, routeDraft(route('gb-gordons', [[5050, 1000]])));
    const moved = fold(ordered, { at: 60, type: 'clock.advanced', v: 1, payload: planTurn(ordered, 60, () => ({ move: 'open', road: false }), scriptedDice([])) });
    expect(Math.round(5000 - metres(moved.units['gb-gordons']!.pos!).n)).toBe(2750);
  });

  it('limbering is not started again by clock steps shorter than it: a 6-inch battery (large, 10 min) stepped by 5 minutes moves from minute 10', () => {
    const s = withBattery();
    const heavy = fold({ ...s, units: { ...s.units, 'gb-a155': { ...s.units['gb-a155']!, type: 'heavyHowitzer' as const } } }, on, routeDraft(route('gb-a155', [[5000, 6000]], { mode: 'roadMarch' })));
    const first = planTurn(heavy, 5, roads, scriptedDice([]));
    expect(first.moves).toBeUndefined();
    const at5 = fold(heavy, { at: 5, type: 'clock.advanced', v: 1, payload: first });
    const secondStep = planTurn(at5, 10, roads, scriptedDice([]));
    expect(secondStep.moves).toBeUndefined();
    const second = fold(at5, { at: 10, type: 'clock.advanced', v: 1, payload: secondStep });
    // Limbered at minute 10, it marches the next 10 minutes at NQM horse-drawn road march 2 km/h × ¾: 250 m.
    const third = planTurn(second, 20, roads, scriptedDice([]));
    expect(Math.round(metres(third.moves![0]!.to).n - 3000)).toBe(250);
  });
});
