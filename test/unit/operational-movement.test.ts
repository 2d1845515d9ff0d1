/**
 * Movement on the campaign map at NQM rates (004 §MOVEMENT RATES TABLE; GOING_FACTOR ruling): the rate
 * over a stretch, marches by terrain, road, mode and waypoints with exact numbers, stops, and the
 * campaign day.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { PointM } from '../../src/rules/bound/types.ts';
import { campaignDayM, march, stretchRateKph, type Going, type GoingAt, type MarchInput } from '../../src/rules/operational/movement.ts';
import { GOING_FACTOR } from '../../src/rules/tables/nqmGround.ts';

const SEED = readFileSync(fileURLToPath(new URL('../../../shared/seeds/004_4c7ef6319257dc11.txt', import.meta.url)), 'utf8');

const open: GoingAt = () => ({ move: 'open', road: false });
const rough: GoingAt = () => ({ move: 'rough', road: false });
const road: GoingAt = () => ({ move: 'rough', road: true });
const east = (xM: number): PointM => ({ xM, yM: 0 });
const go = (over: Partial<MarchInput>): ReturnType<typeof march> =>
  march({ from: east(0), waypoints: [east(5_000)], mobility: 'foot', mode: 'moveToContact', minutes: 60, goingAt: open, ...over });

describe('stretchRateKph (004 §MOVEMENT RATES TABLE; going factor ruling)', () => {
  const g = (move: Going['move'], onRoad = false): Going => ({ move, road: onRoad });
  it.each([
    ['foot', 'moveToContact', g('open'), 1],
    ['foot', 'moveToContact', g('rough'), 0.5],
    ['foot', 'moveToContact', g('impractical'), 0],
    ['foot', 'moveToContact', g('rough', true), 1],
    ['foot', 'moveToContact', g('impractical', true), 1],
    ['armoured', 'advanceInContact', g('rough'), 0.5],
    ['lightRecce', 'moveToContact', g('open'), 5],
    ['motorised', 'roadMarch', g('open', true), 9],
    ['motorised', 'roadMarch', g('open'), 3],
    ['motorised', 'roadMarch', g('rough'), 1.5],
    ['motorised', 'roadMarch', g('impractical'), 0],
    ['horseDrawn', 'roadMarch', g('open', true), 2],
    ['horseDrawn', 'roadMarch', g('open'), null],
    ['horseDrawn', 'moveToContact', g('open', true), null],
    ['cavCycle', 'roadMarch', g('rough', true), 3],
  ] as const)('%s %s on %j → %s km/h', (mobility, mode, going, kph) => {
    expect(stretchRateKph(mobility, mode, going)).toBe(kph);
  });
  it('uses the going factors of the ruling: open 1, rough 0.5, impractical 0', () => {
    expect(GOING_FACTOR).toEqual({ open: 1, rough: 0.5, impractical: 0 });
    expect(SEED).toContain('Further penalize movement');
  });
  it('refuses a bad mobility, mode or going, naming it', () => {
    expect(() => stretchRateKph('tank' as never, 'roadMarch', g('open'))).toThrow(/mobility.*"tank"/);
    expect(() => stretchRateKph('foot', 'gallop' as never, g('open'))).toThrow(/mode.*"gallop"/);
    expect(() => stretchRateKph('foot', 'roadMarch', { move: 'swamp', road: false } as never)).toThrow(/going.*swamp/);
  });
});

describe('march: terrain, road and mode', () => {
  it('foot moving to contact over open ground covers 1,000 m in 60 min', () => {
    expect(go({})).toEqual({ to: east(1_000), waypointsPassed: 0, distanceM: 1_000, minutesUsed: 60, arrived: false, stop: null });
  });
  it('over rough ground, half that: 500 m', () => {
    expect(go({ goingAt: rough })).toMatchObject({ to: east(500), distanceM: 500, minutesUsed: 60, stop: null });
  });
  it('on a road across rough ground, the full rate: 1,000 m', () => {
    expect(go({ goingAt: road }).distanceM).toBe(1_000);
  });
  it('motorised road march on a road covers 9,000 m in 60 min', () => {
    expect(go({ mobility: 'motorised', mode: 'roadMarch', goingAt: road, waypoints: [east(20_000)] })).toMatchObject({ to: east(9_000), distanceM: 9_000, minutesUsed: 60 });
  });
  it('motorised road march leaving the road goes on at the move-to-contact rate: 4,500 m in 30 min, then 1,500 m', () => {
    const goingAt: GoingAt = (p) => ({ move: 'open', road: p.xM < 4_500 });
    expect(go({ mobility: 'motorised', mode: 'roadMarch', goingAt, waypoints: [east(20_000)] })).toMatchObject({ to: east(6_000), distanceM: 6_000, minutesUsed: 60, stop: null });
  });
  it('mixed ground: 500 m open (30 min) then 250 m of rough in the 30 min left', () => {
    const goingAt: GoingAt = (p) => ({ move: p.xM >= 500 && p.xM < 1_000 ? 'rough' : 'open', road: false });
    expect(go({ goingAt, waypoints: [east(2_000)] })).toMatchObject({ to: east(750), distanceM: 750, minutesUsed: 60 });
  });
  it('takes the going at each stretch midpoint, in order (a point goingAt must copy to keep)', () => {
    const seen: PointM[] = [];
    go({ waypoints: [east(100)], goingAt: (p) => (seen.push({ ...p }), { move: 'open', road: false }) });
    expect(seen).toEqual([east(25), east(75)]);
    seen.length = 0;
    go({ waypoints: [east(100)], sampleM: 100, goingAt: (p) => (seen.push({ ...p }), { move: 'open', road: false }) });
    expect(seen).toEqual([east(50)]);
  });
});

describe('march: waypoints, partial stretches and time', () => {
  const square = [east(300), { xM: 300, yM: 400 }, { xM: 0, yM: 400 }];
  it('walks the waypoints in order: 1,000 m of path in 60 min arrives at the last', () => {
    expect(go({ waypoints: square })).toEqual({ to: { xM: 0, yM: 400 }, waypointsPassed: 3, distanceM: 1_000, minutesUsed: 60, arrived: true, stop: null });
  });
  it('in 45 min it reaches two waypoints and 50 m of the third leg', () => {
    expect(go({ waypoints: square, minutes: 45 })).toEqual({ to: { xM: 250, yM: 400 }, waypointsPassed: 2, distanceM: 750, minutesUsed: 45, arrived: false, stop: null });
  });
  it('moves the part of a stretch the time left allows: 7.5 min → 125 m', () => {
    expect(go({ minutes: 7.5 })).toMatchObject({ to: east(125), distanceM: 125, minutesUsed: 7.5, arrived: false });
  });
  it('stops early on arrival and counts only the minutes used', () => {
    expect(go({ waypoints: [east(500)], minutes: 120 })).toMatchObject({ to: east(500), waypointsPassed: 1, distanceM: 500, minutesUsed: 30, arrived: true });
  });
  it('cuts a leg into equal stretches of at most sampleM: 120 m in 3 × 40 m, 7.2 min', () => {
    expect(go({ waypoints: [east(120)] })).toMatchObject({ to: east(120), distanceM: 120, minutesUsed: 7.2, arrived: true });
  });
  it('0 minutes: stays put, but reaches a waypoint where it stands', () => {
    expect(go({ minutes: 0 })).toEqual({ to: east(0), waypointsPassed: 0, distanceM: 0, minutesUsed: 0, arrived: false, stop: null });
    expect(go({ minutes: 0, waypoints: [east(0)] })).toMatchObject({ waypointsPassed: 1, arrived: true });
    expect(go({ waypoints: [] })).toMatchObject({ to: east(0), waypointsPassed: 0, arrived: true, distanceM: 0 });
  });
});

describe('march: stops', () => {
  it('horse-drawn road march leaving the road stops offRoad at the road edge stretch', () => {
    const goingAt: GoingAt = (p) => ({ move: 'open', road: p.xM <= 1_010 });
    expect(go({ mobility: 'horseDrawn', mode: 'roadMarch', goingAt, waypoints: [east(3_000)] })).toEqual({
      to: east(1_000),
      waypointsPassed: 0,
      distanceM: 1_000,
      minutesUsed: 30,
      arrived: false,
      stop: { reason: 'offRoad', at: east(1_000) },
    });
  });
  it('impractical ground off a road stops the march at the stretch before it; a road (bridge) crosses it', () => {
    const river = (bridge: boolean): GoingAt => (p) => (p.xM >= 600 && p.xM < 700 ? { move: 'impractical', road: bridge } : { move: 'open', road: false });
    expect(go({ goingAt: river(false) })).toMatchObject({ to: east(600), distanceM: 600, minutesUsed: 36, stop: { reason: 'impractical', at: east(600) } });
    expect(go({ goingAt: river(true) })).toMatchObject({ to: east(1_000), stop: null });
  });
  it('a mode with no rate stops at once with noRate', () => {
    expect(go({ mobility: 'horseDrawn', mode: 'moveToContact', goingAt: road })).toEqual({
      to: east(0),
      waypointsPassed: 0,
      distanceM: 0,
      minutesUsed: 0,
      arrived: false,
      stop: { reason: 'noRate', at: east(0) },
    });
  });
  it('time running out exactly at a stretch end does not read the next stretch', () => {
    const goingAt: GoingAt = (p) => ({ move: p.xM > 1_000 ? 'impractical' : 'open', road: false });
    expect(go({ goingAt })).toMatchObject({ to: east(1_000), stop: null });
  });
});

describe('march: bad input', () => {
  it.each([
    [{ from: { xM: NaN, yM: 0 } }, /^from: .*finite/],
    [{ waypoints: [east(1), { xM: 0, yM: Infinity }] }, /^waypoints\[1\]: /],
    [{ minutes: -1 }, /^minutes: .*≥ 0.*-1/],
    [{ minutes: NaN }, /^minutes: /],
    [{ sampleM: 0 }, /^sampleM: .*> 0/],
    [{ mobility: 'tank' as never }, /^mobility: .*"tank"/],
    [{ mode: 'gallop' as never }, /^mode: .*"gallop"/],
    [{ goingAt: 3 as never }, /^goingAt: /],
    [{ goingAt: () => ({ move: 'bog', road: false }) as never }, /^goingAt\(\{ xM: 25, yM: 0 \}\): .*bog/],
  ] as [Partial<MarchInput>, RegExp][])('refuses %j', (over, message) => {
    expect(() => go(over)).toThrow(RangeError);
    expect(() => go(over)).toThrow(message);
  });
});

describe('campaignDayM (004 §MOVEMENT RATES: "allow 12 x hourly rate per day")', () => {
  it('is 12 × the hourly rate, in metres', () => {
    expect(SEED).toContain('For campaign map moves, allow 12 x hourly rate per day');
    expect(campaignDayM('foot', 'moveToContact')).toBe(12_000);
    expect(campaignDayM('foot', 'advanceInContact')).toBe(6_000);
    expect(campaignDayM('motorised', 'roadMarch')).toBe(108_000);
    expect(campaignDayM('lightRecce', 'moveToContact')).toBe(60_000);
    expect(campaignDayM('horseDrawn', 'moveToContact')).toBeNull();
  });
  it('refuses a bad mobility, naming it', () => expect(() => campaignDayM('mule' as never, 'roadMarch')).toThrow(/mobility.*"mule"/));
});
