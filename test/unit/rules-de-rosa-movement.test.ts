/**
 * De Rosa's Movement Chart as campaign rates (`003_11ff81f41091c16b.txt` "Movement Chart": "Infantry 8" 10"
 * 12" 12" 1/2 1/2; Cavalry 16" 18" 24" 24" 1/2 1/2; Artillery - 15" 20" 16" 1/2 No; Wagons - 9" 32" 20" N/A
 * N/A; Trucks - 9" 12" 12" N/A N/A"; docs/RULINGS.md §De Rosa on the campaign map: 1" a turn is ⅙ km/h).
 */
import { describe, expect, it } from 'vitest';
import { deRosaColumnOf, deRosaMoverOf, deRosaStretchKph, DE_ROSA_KPH_PER_INCH } from '../../src/rules/deRosaMovement.ts';
import { march } from '../../src/rules/operational/movement.ts';

const open = { move: 'open', road: false } as const;
const rough = { move: 'rough', road: false } as const;
const road = { move: 'open', road: true } as const;

describe('the Movement Chart on the campaign map', () => {
  it('reads each NQM mobility on its row; tanks and light recce have none', () => {
    expect([deRosaMoverOf('foot', false), deRosaMoverOf('cavCycle', false), deRosaMoverOf('horseDrawn', true), deRosaMoverOf('horseDrawn', false), deRosaMoverOf('motorised', false)]).toEqual(['infantry', 'cavalry', 'artillery', 'wagons', 'trucks']);
    expect([deRosaMoverOf('armoured', false), deRosaMoverOf('lightRecce', false)]).toEqual([null, null]);
  });

  it('moves deployed troops in line, a road march on a road on a secondary road and off it in column; rows with no line in column', () => {
    expect(deRosaColumnOf('infantry', 'moveToContact', open)).toBe('line');
    expect(deRosaColumnOf('infantry', 'roadMarch', road)).toBe('secondaryRoad');
    expect(deRosaColumnOf('infantry', 'roadMarch', open)).toBe('column');
    expect(deRosaColumnOf('artillery', 'moveToContact', open)).toBe('column');
  });

  it('gives infantry 8" in line (1⅓ km/h), 12" on a road (2 km/h), halved in rough ground; guns cannot enter it ("No"); nothing crosses impractical ground', () => {
    expect(DE_ROSA_KPH_PER_INCH).toBeCloseTo(1 / 6, 12);
    expect(deRosaStretchKph('infantry', 'moveToContact', open)).toBeCloseTo(8 / 6, 12);
    expect(deRosaStretchKph('infantry', 'moveToContact', rough)).toBeCloseTo(4 / 6, 12);
    expect(deRosaStretchKph('infantry', 'roadMarch', road)).toBeCloseTo(2, 12);
    expect(deRosaStretchKph('infantry', 'roadMarch', open)).toBeCloseTo(10 / 6, 12);
    expect(deRosaStretchKph('cavalry', 'moveToContact', open)).toBeCloseTo(16 / 6, 12);
    expect(deRosaStretchKph('artillery', 'roadMarch', rough)).toBe(0);
    expect(deRosaStretchKph('artillery', 'roadMarch', { move: 'rough', road: true })).toBeCloseTo(16 / 6, 12);
    expect(deRosaStretchKph('wagons', 'roadMarch', road)).toBeCloseTo(20 / 6, 12);
    expect(deRosaStretchKph('infantry', 'moveToContact', { move: 'impractical', road: false })).toBe(0);
  });

  it('drives a march in place of NQM\'s rates: an hour in line over open ground is 1,333 m, not NQM foot\'s 1,000', () => {
    const base = { from: { xM: 0, yM: 0 }, waypoints: [{ xM: 0, yM: 5000 }], mobility: 'foot' as const, mode: 'moveToContact' as const, minutes: 60, goingAt: () => open };
    expect(march(base).distanceM).toBeCloseTo(1000, 6);
    expect(march({ ...base, rateKph: (g) => deRosaStretchKph('infantry', 'moveToContact', g) }).distanceM).toBeCloseTo(4000 / 3, 6);
    expect(() => march({ ...base, rateKph: () => -1 })).toThrow('rateKph: expected km/h ≥ 0 or null for {"move":"open","road":false}, got -1');
  });
});
