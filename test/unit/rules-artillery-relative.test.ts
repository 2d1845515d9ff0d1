/**
 * The relative shift of the heaviest artillery (004 §WEAPON AND ARMOUR CLASSIFICATION note 1;
 * docs/RULINGS.md §Heaviest artillery in the open): one function (`artilleryCell`) gives the cell for
 * the shoot, its exact expectation and the Monte Carlo, so all three agree.
 */
import { describe, expect, it } from 'vitest';
import {
  artilleryCell,
  exactExpectedCasualties,
  monteCarlo,
  nqmShootHitsPerDie,
  resolveNqmShoot,
  type CompiledShoot,
  type ShootTarget,
} from '../../src/rules/artillery/index.ts';
import { scriptedDice } from '../../src/rules/dice.ts';

const target = (unitId: string, over: Partial<ShootTarget> = {}): ShootTarget => ({ unitId, protection: 'fort', bases: 12, distanceM: 0, friendly: false, ...over });
const shoot = (over: Partial<CompiledShoot> = {}): CompiledShoot => ({
  serialId: 's1', batteryId: 'bty', atMin: 600, shoot: 'effective', shell: 'HE', calibreMm: 234, targets: [target('fort')], ...over,
});

describe('the relative shift of the heaviest artillery', () => {
  // "These categories are relative to each other, so that to get a LIGHT versus VERY LIGHT engagement,
  //  shift on the WINNING THE FIREFIGHT TABLE (Page 12) to MEDIUM versus LIGHT."
  it('reads VERY HEAVY one row and one column down; lighter calibres on their own cell', () => {
    expect(artilleryCell(234, 'fort')).toEqual({ attack: 'H', target: 'dugIn' });
    expect(artilleryCell(234, 'dugIn')).toEqual({ attack: 'H', target: 'open' });
    expect(artilleryCell(234, 'open')).toEqual({ attack: 'H', target: 'open' });
    expect(artilleryCell(150, 'fort')).toEqual({ attack: 'H', target: 'fort' });
    expect(artilleryCell(105, 'dugIn')).toEqual({ attack: 'M', target: 'dugIn' });
    expect(artilleryCell(77, 'open')).toEqual({ attack: 'L', target: 'open' });
  });

  // WINNING THE FIREFIGHT TABLE, HEAVY row: vs DUG IN 0,0,1,1,2,3; vs FORT 0,0,0,1,1,2; vs OPEN 0,1,1,2,3,4.
  it('gives the hits per die face of the shifted cell', () => {
    expect(nqmShootHitsPerDie(234, 'fort')).toEqual([0, 0, 1, 1, 2, 3]);
    expect(nqmShootHitsPerDie(150, 'fort')).toEqual([0, 0, 0, 1, 1, 2]);
    expect(nqmShootHitsPerDie(234, 'dugIn')).toEqual([0, 1, 1, 2, 3, 4]);
  });

  it('a 234 mm shoot on a fort with a scripted 3 scores 1 (H/dugIn), where 150 mm scores nothing', () => {
    expect(resolveNqmShoot(shoot(), scriptedDice([3]), new Map()).hits).toBe(1);
    expect(resolveNqmShoot(shoot({ calibreMm: 150 }), scriptedDice([3]), new Map()).hits).toBe(0);
    expect(resolveNqmShoot(shoot(), scriptedDice([6]), new Map()).casualties).toEqual([{ unitId: 'fort', bases: 3 }]);
  });

  it('the exact expectation is the mean of the shifted faces, and the Monte Carlo agrees within 3 standard errors', () => {
    const shoots = [0, 1, 2, 3].map((i) => shoot({ batteryId: `b${i}` }));
    // Four shoots at (0+0+1+1+2+3)/6 = 7/6 hits each.
    expect(exactExpectedCasualties(shoots).get('fort')).toBeCloseTo(14 / 3, 12);
    const n = 20_000;
    const r = monteCarlo(shoots, { trials: n, seed: 1917 });
    const u = r.units[0]!;
    // One shoot's variance: E[h²] − E[h]² = (1+1+4+9)/6 − (7/6)² = 15/6 − 49/36 = 41/36; four independent shoots.
    const se = Math.sqrt((4 * 41) / 36 / n);
    expect(Math.abs(u.meanCasualties - 14 / 3)).toBeLessThan(3 * se);
  });

  it('names a bad calibre or protection', () => {
    expect(() => artilleryCell(0, 'fort')).toThrow('artilleryCell: calibreMm must be a number of millimetres > 0, got 0');
    expect(() => nqmShootHitsPerDie(234, 'bunker' as 'fort')).toThrow('artilleryCell: protection must be one of open, dugIn, fort, got "bunker"');
  });
});
