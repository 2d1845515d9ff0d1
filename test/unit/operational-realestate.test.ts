/**
 * The NQM ground tables against the seed (004 §REAL ESTATE TABLE, §WEAPON RANGE TABLE) and the
 * look-ups over them: footprints by echelon, posture and country, footprint corners, unit ranges.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { countryOf, footprintCorners, realEstate, unitRanges } from '../../src/rules/operational/realEstate.ts';
import { ARM_RANGES, CONTACT_RANGE_M, REAL_ESTATE, WEAPON_RANGES } from '../../src/rules/tables/nqmGround.ts';
import { UNIT_TYPES } from '../../src/rules/tables/unitTypes.ts';

const SEED = readFileSync(fileURLToPath(new URL('../../../shared/seeds/004_4c7ef6319257dc11.txt', import.meta.url)), 'utf8');

describe('real estate table (004 §REAL ESTATE TABLE)', () => {
  it.each([
    ['Company 300m 300m', 'company', 'advance', [300, 300], 300],
    ['Coy in Defence 3-500m 300m', 'company', 'defence', [300, 500], 300],
    ['Battalion 1-2Km 2Km', 'battalion', 'advance', [1_000, 2_000], 2_000],
    ['Bn in Defence 1-2Km 1Km', 'battalion', 'defence', [1_000, 2_000], 1_000],
    ['Brigade/Regt 4-7Km 8Km', 'brigade', 'advance', [4_000, 7_000], 8_000],
    ['Division 10-15Km 24Km', 'division', 'advance', [10_000, 15_000], 24_000],
  ] as const)('%s', (line, echelon, posture, frontageM, depthM) => {
    expect(SEED).toContain(line);
    expect(REAL_ESTATE[echelon][posture]).toEqual({ frontageM, depthM });
  });
  it('rulings: brigade and division defend on the same ground; a platoon is 100 m × 100 m', () => {
    expect(REAL_ESTATE.brigade.defence).toEqual(REAL_ESTATE.brigade.advance);
    expect(REAL_ESTATE.division.defence).toEqual(REAL_ESTATE.division.advance);
    expect(REAL_ESTATE.platoon).toEqual({ advance: { frontageM: [100, 100], depthM: 100 }, defence: { frontageM: [100, 100], depthM: 100 } });
  });
});

describe('realEstate: close takes the lower limit, open the upper, average the mean', () => {
  it.each([
    ['company', 'defence', 300, 400, 500, 300],
    ['company', 'advance', 300, 300, 300, 300],
    ['battalion', 'advance', 1_000, 1_500, 2_000, 2_000],
    ['battalion', 'defence', 1_000, 1_500, 2_000, 1_000],
    ['brigade', 'advance', 4_000, 5_500, 7_000, 8_000],
    ['regiment', 'defence', 4_000, 5_500, 7_000, 8_000],
    ['division', 'advance', 10_000, 12_500, 15_000, 24_000],
    ['platoon', 'defence', 100, 100, 100, 100],
  ] as const)('%s in %s: %i / %i / %i m frontage, %i m deep', (echelon, posture, close, average, open, depthM) => {
    expect(realEstate(echelon, posture, 'close')).toEqual({ frontageM: close, depthM });
    expect(realEstate(echelon, posture, 'average')).toEqual({ frontageM: average, depthM });
    expect(realEstate(echelon, posture, 'open')).toEqual({ frontageM: open, depthM });
  });
  it('army, corps and section have no row: null', () => {
    for (const e of ['army', 'corps', 'section']) expect(realEstate(e, 'advance', 'open')).toBeNull();
  });
  it('refuses a bad echelon, posture or country, naming it', () => {
    expect(() => realEstate('squad', 'advance', 'open')).toThrow(/^echelon: .*"squad"/);
    expect(() => realEstate('company', 'attack' as never, 'open')).toThrow(/^posture: .*"attack"/);
    expect(() => realEstate('company', 'advance', 'jungle' as never)).toThrow(/^country: .*"jungle"/);
    expect(() => realEstate('army', 'advance', 'jungle' as never)).toThrow(RangeError);
  });
  it('countryOf: open ground is open country; rough and impractical are close', () => {
    expect(countryOf('open')).toBe('open');
    expect(countryOf('rough')).toBe('close');
    expect(countryOf('impractical')).toBe('close');
    expect(() => countryOf('swamp' as never)).toThrow(/^move: .*"swamp"/);
  });
});

describe('footprintCorners: front-left, front-right, rear-right, rear-left', () => {
  const fp = { frontageM: 300, depthM: 100 };
  const c = { xM: 1_000, yM: 2_000 };
  it('facing north (0°)', () => {
    expect(footprintCorners(c, 0, fp)).toEqual([
      { xM: 850, yM: 2_050 },
      { xM: 1_150, yM: 2_050 },
      { xM: 1_150, yM: 1_950 },
      { xM: 850, yM: 1_950 },
    ]);
  });
  it('facing east (90°): the front is to the east, the right to the south', () => {
    const east = [
      { xM: 1_050, yM: 2_150 },
      { xM: 1_050, yM: 1_850 },
      { xM: 950, yM: 1_850 },
      { xM: 950, yM: 2_150 },
    ];
    expect(footprintCorners(c, 90, fp)).toEqual(east);
    expect(footprintCorners(c, 450, fp)).toEqual(east);
    expect(footprintCorners(c, -270, fp)).toEqual(east);
  });
  it('facing south (180°) mirrors north; 45° keeps the rectangle', () => {
    expect(footprintCorners(c, 180, fp)).toEqual([
      { xM: 1_150, yM: 1_950 },
      { xM: 850, yM: 1_950 },
      { xM: 850, yM: 2_050 },
      { xM: 1_150, yM: 2_050 },
    ]);
    const [fl, fr, rr] = footprintCorners({ xM: 0, yM: 0 }, 45, { frontageM: 200, depthM: 200 });
    expect(fl!.xM).toBeCloseTo(0, 9);
    expect(fl!.yM).toBeCloseTo(Math.SQRT2 * 100, 9);
    expect(fr!.xM).toBeCloseTo(Math.SQRT2 * 100, 9);
    expect(fr!.yM).toBeCloseTo(0, 9);
    expect(rr!.xM).toBeCloseTo(0, 9);
    expect(rr!.yM).toBeCloseTo(-Math.SQRT2 * 100, 9);
  });
  it('refuses a bad centre, facing or footprint', () => {
    expect(() => footprintCorners({ xM: NaN, yM: 0 }, 0, fp)).toThrow(/^centre: /);
    expect(() => footprintCorners(c, Infinity, fp)).toThrow(/^facingDeg: /);
    expect(() => footprintCorners(c, 0, { frontageM: -1, depthM: 1 })).toThrow(/^fp: /);
  });
});

describe('weapon and contact ranges (004 §WEAPON RANGE TABLE)', () => {
  it.each([
    ['INF SMALL ARMS 300m 1Km', 'infSmallArms', 300, 1_000],
    ['INF ATK (Boyes) 200m    -', 'infAntiTank', 200, null],
    ['Lt Atk GUNS 500m 1Km', 'lightAntiTankGun', 500, 1_000],
    ['M  Atk GUNS 1Km 2Km', 'mediumAntiTankGun', 1_000, 2_000],
    ['88mm Atk etc 2Km 3Km', 'heavyAntiTankGun', 2_000, 3_000],
    ['Up to 47mm Tk 300m 600m', 'tankTo47mm', 300, 600],
    ['48 to 76.2mm Tk 500m 1Km', 'tank48to76mm', 500, 1_000],
    ['81mm Mortar 3Km   -', 'mortar81mm', 3_000, null],
    ['3" Mortar 1.5Km   -', 'mortar3in', 1_500, null],
    ['120mm Mor 5Km   -', 'mortar120mm', 5_000, null],
    ['105mm Arty 15Km   -', 'artillery105mm', 15_000, null],
    ['150+mm Arty 18km   -', 'artillery150mm', 18_000, null],
    ['200+mm Arty 20Km   -', 'artillery200mm', 20_000, null],
  ] as const)('%s', (line, id, effectiveM, harassM) => {
    expect(SEED).toContain(line);
    expect(WEAPON_RANGES[id]).toMatchObject({ effectiveM, harassM });
  });
  it('has exactly the 13 rows', () => expect(Object.keys(WEAPON_RANGES)).toHaveLength(13));
  it('contact ranges: infantry 100 m, armour 200 m, artillery 300 m', () => {
    for (const line of ['INFANTRY WEAPONS 100m or less', 'ARMOUR 200m or less', 'ARTILLERY 300m or less']) expect(SEED).toContain(line);
    expect(CONTACT_RANGE_M).toEqual({ infantry: 100, armour: 200, artillery: 300 });
  });
  it('every arm of the unit types has ranges', () => {
    for (const t of Object.values(UNIT_TYPES)) expect(ARM_RANGES[t.arm], t.arm).toBeDefined();
  });
});

describe('unitRanges', () => {
  it.each([
    ['infantry', { contactM: 100, effectiveM: 300, harassM: 1_000, reachM: 1_000 }],
    ['cavalry', { contactM: 100, effectiveM: 300, harassM: 1_000, reachM: 1_000 }],
    ['headquarters', { contactM: 100, effectiveM: 300, harassM: 1_000, reachM: 1_000 }],
    ['armour', { contactM: 200, effectiveM: 500, harassM: 1_000, reachM: 1_000 }],
    ['mortar', { contactM: 100, effectiveM: 1_500, harassM: null, reachM: 1_500 }],
    ['fieldArtillery', { contactM: 300, effectiveM: 300, harassM: null, reachM: 300 }],
    ['heavyArtillery', { contactM: 300, effectiveM: 300, harassM: null, reachM: 300 }],
  ] as const)('%s → %j', (arm, ranges) => expect(unitRanges(arm)).toEqual(ranges));
  it('refuses an unknown arm, naming it', () => {
    expect(() => unitRanges('navy' as never)).toThrow(/^arm: .*"navy"/);
    expect(() => unitRanges('toString' as never)).toThrow(RangeError);
  });
});
