/**
 * Marching into contact, the pure parts (`src/rules/operational/approach.ts`, `march`'s trace): where a
 * march is at a minute, the gap a contact begins at by the recce sequence (004 §THE RECCE SEQUENCE,
 * §ENGAGEMENT TABLE, §WEAPON RANGE TABLE), and the first minute a gap closes to a distance.
 */
import { describe, expect, it } from 'vitest';
import { bandOf, contactOpensAtGap, firstMinuteWithin, positionOnTrace } from '../../src/rules/operational/approach.ts';
import { march } from '../../src/rules/operational/movement.ts';
import { unitRanges } from '../../src/rules/operational/realEstate.ts';

const INFANTRY = unitRanges('infantry'); // contact 100, effective 300, harassing 1,000 (004 §WEAPON RANGE TABLE)
const GUNS = unitRanges('fieldArtillery'); // no weapon of its own: contact 300, effective = contact, no harassing

describe('positionOnTrace and the march trace', () => {
  // Foot, move to contact, 1 km/h: 1,000 m north over open ground, then 500 m rough (½ rate) to the east.
  const going = (p: { xM: number; yM: number }) => ({ move: p.xM > 0 ? ('rough' as const) : ('open' as const), road: false });
  const r = march({ from: { xM: 0, yM: 0 }, waypoints: [{ xM: 0, yM: 1000 }, { xM: 500, yM: 1000 }], mobility: 'foot', mode: 'moveToContact', minutes: 180, goingAt: going, sampleM: 25, trace: true });

  it('keeps a point where the rate or the line changes, and reads any minute between them', () => {
    expect(r.trace!.map((p) => [p.xM, p.yM, p.tMin, p.passed])).toEqual([
      [0, 0, 0, 0],
      [0, 1000, 60, 1], // the corner, an hour on
      [500, 1000, 120, 2], // 500 m of rough ground at 0.5 km/h: another hour
    ]);
    expect(positionOnTrace(r.trace!, 30)).toEqual({ xM: 0, yM: 500, distanceM: 500, passed: 0 });
    expect(positionOnTrace(r.trace!, 90)).toEqual({ xM: 250, yM: 1000, distanceM: 1250, passed: 1 });
    expect(positionOnTrace(r.trace!, -5)).toMatchObject({ xM: 0, yM: 0 });
    expect(positionOnTrace(r.trace!, 500)).toMatchObject({ xM: 500, yM: 1000, passed: 2 });
    expect(() => positionOnTrace([], 1)).toThrow('trace: expected at least one point');
  });
});

describe('contactOpensAtGap', () => {
  it('the recce sighting first, or no look: the contact begins where it was sighted, banded by that gap', () => {
    expect(contactOpensAtGap(null, INFANTRY, 800)).toEqual({ gapM: 800, band: 'harass' });
    expect(contactOpensAtGap({ redDie: 6, recceSightsFirst: true, blueDie: null, defenderOpensAt: null }, INFANTRY, 250)).toEqual({ gapM: 250, band: 'effective' });
  });

  it('a defender holding its fire: its contact, max effective or max harassing range — never beyond the sighting', () => {
    const held = (r: 'contact' | 'effect' | 'harass') => ({ redDie: 1, recceSightsFirst: false, blueDie: 3, defenderOpensAt: r });
    expect(contactOpensAtGap(held('contact'), INFANTRY, 1000)).toEqual({ gapM: 100, band: 'contact' });
    expect(contactOpensAtGap(held('effect'), INFANTRY, 1000)).toEqual({ gapM: 300, band: 'effective' });
    expect(contactOpensAtGap(held('harass'), INFANTRY, 1000)).toEqual({ gapM: 1000, band: 'harass' });
    // Guns have no harassing range: they open at their effective (= contact) range.
    expect(contactOpensAtGap(held('harass'), GUNS, 1000)).toEqual({ gapM: 300, band: 'contact' });
    // Sighted closer than the defender's range: it begins where it was sighted.
    expect(contactOpensAtGap(held('harass'), INFANTRY, 400)).toEqual({ gapM: 400, band: 'harass' });
    expect(() => contactOpensAtGap(null, INFANTRY, -1)).toThrow('sightedGapM');
    expect([bandOf(100, INFANTRY), bandOf(101, INFANTRY), bandOf(300, INFANTRY), bandOf(301, INFANTRY)]).toEqual(['contact', 'effective', 'effective', 'harass']);
  });
});

describe('firstMinuteWithin', () => {
  it('finds the minute a closing gap reaches the limit, to well under a second', () => {
    const gap = (t: number) => 1000 - 16.6667 * t; // closing at 1 km/h
    expect(firstMinuteWithin(gap, 0, 60, 300)!).toBeCloseTo(42, 3);
    expect(firstMinuteWithin(gap, 0, 60, 1000)).toBe(0); // within at the start
    expect(firstMinuteWithin(gap, 0, 10, 300)).toBeNull(); // not within by the end
  });
});
