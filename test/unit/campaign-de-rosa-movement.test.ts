/**
 * The De Rosa rules move units on the campaign map by the Movement Chart (`003_11ff81f41091c16b.txt`
 * "Movement Chart"; docs/RULINGS.md §De Rosa on the campaign map): infantry in line 8" a turn (1⅓ km/h) where
 * *NQM*'s foot move to contact at 1 km/h; tanks, which the chart has no row for, keep *NQM*'s rates; the route
 * form and an order's timing estimate at the chart's rate.
 */
import { describe, expect, it } from 'vitest';
import type { EventDraft } from '../../src/campaign/events.ts';
import { estimateRateKph, moduleRateWords } from '../../src/campaign/turn/march.ts';
import { planTurn } from '../../src/campaign/turn/turn.ts';
import { scriptedDice } from '../../src/rules/dice.ts';
import { estimateText } from '../../src/ui/route/routeText.ts';
import { at, fold, metres, openGoing, roughNorthOf, route, routeDraft, turnStart } from './campaign-turn-fixture.ts';

const on: EventDraft = { at: 0, type: 'settings.changed', v: 1, payload: { changes: { deRosaAmmo: true } } };
const gordonsNorth = (...extra: EventDraft[]) => fold(turnStart(), ...extra, routeDraft(route('gb-gordons', [[5050, 6500]])));
const northAfterHour = (s: ReturnType<typeof gordonsNorth>, going = openGoing) => Math.round(metres(fold(s, { at: 60, type: 'clock.advanced', v: 1, payload: planTurn(s, 60, going, scriptedDice([])) }).units['gb-gordons']!.pos!).n - 5000);

describe('marching under the De Rosa rules', () => {
  it('1/6 Gordons move to contact 1,333 m in an hour in line (8" a turn), 1,000 m at NQM foot\'s rate with the rules off', () => {
    expect(northAfterHour(gordonsNorth())).toBe(1000);
    expect(northAfterHour(gordonsNorth(on))).toBe(1333);
  });

  it('rough ground halves them (the chart\'s woods, "1/2")', () => {
    // Rough from 5500 m north: 500 m at 1⅓ km/h (22.5 min), then 37.5 min at ⅔ km/h = 417 m.
    expect(northAfterHour(gordonsNorth(on), roughNorthOf(5500))).toBe(917);
  });

  it('tanks keep NQM\'s rates; estimates read the chart where it moves the unit', () => {
    const s = fold(turnStart(), on);
    expect(estimateRateKph(s, s.units['gb-tc5']!, 'moveToContact')).toBe(3);
    expect(estimateRateKph(s, s.units['gb-gordons']!, 'moveToContact')).toBeCloseTo(4 / 3, 12);
    expect(estimateRateKph(s, s.units['gb-gordons']!, 'roadMarch')).toBeCloseTo(2, 12);
    expect(estimateRateKph(turnStart(), turnStart().units['gb-gordons']!, 'moveToContact')).toBe(1);
    expect(moduleRateWords(s, s.units['gb-gordons']!)).toBe('De Rosa’s Movement Chart');
    expect(moduleRateWords(s, s.units['gb-tc5']!)).toBeNull();
    expect(estimateText(4000, 'foot', 'moveToContact', { kph: 4 / 3, words: 'De Rosa’s Movement Chart' })).toBe('4.0 km, about 3 h at 1.3 km/h (De Rosa’s Movement Chart); a campaign day covers 16 km');
    expect(estimateText(4000, 'horseDrawn', 'moveToContact', { kph: 0, words: 'De Rosa’s Movement Chart' })).toBe('4.0 km; no rate for it in this mode (De Rosa’s Movement Chart)');
  });

  it('lets horse-drawn guns move to contact in column (15", 2½ km/h) where NQM holds them to road march', () => {
    const base = turnStart();
    const guns = { ...base.units['gb-gordons']!, id: 'gb-a155', name: 'A/155', shortName: 'A/155', echelon: 'company' as const, type: 'fieldGun' as const, bases: 2, establishmentBases: 2, pos: at(5000, 3000) };
    const s = { ...base, units: { ...base.units, [guns.id]: guns }, unitOrder: [...base.unitOrder, guns.id] };
    const order = routeDraft(route('gb-a155', [[5000, 1000]]));
    expect(() => fold(s, order)).toThrow('A/155 (horseDrawn) has no moveToContact rate (004 §MOVEMENT RATES TABLE): give it a road march');
    const on1 = fold(s, on, order);
    expect(estimateRateKph(on1, on1.units['gb-a155']!, 'moveToContact')).toBeCloseTo(2.5, 12);
    expect(on1.routes!['gb-a155']!.mode).toBe('moveToContact');
  });
});
