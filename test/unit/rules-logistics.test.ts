/**
 * Logistics rules (src/rules/logistics/supply.ts, casualties.ts; 004 §LOGISTICS, §REORGANISATION,
 * §TIMESCALE, §MOVEMENT RATES TABLE; 003 §Ammo Supply): carrying capacity, consumption, resupply road
 * time, night resupply only, De Rosa's die, collection points, reorganisation, the medical post's end of
 * day and vehicle repair — exact numbers, scripted dice.
 */
import { describe, expect, it } from 'vitest';
import {
  campaignRepair,
  CLOSE_ASSAULT_CU,
  collectionPoint,
  cuCapacity,
  DE_ROSA_FIRE_TURNS_PER_BATTERY,
  deRosaResupply,
  endOfDayMedicalPost,
  firefightCu,
  movePol,
  reorganise,
  repairCollectionPoint,
  resupplyOnlyAt,
  resupplyTravelMin,
  rollDeRosaResupply,
  scriptedDice,
  serialFuPerBattery,
  shootFu,
  STOCK_KINDS,
  typedDice,
  DiceNeeded,
  ScriptExhausted,
} from '../../src/rules/index.ts';

describe('tables (004 §UNITS OF LOGISTICAL ACCOUNTING; 003 §Ammo Supply)', () => {
  it('has the three stock kinds, no CU in close assault and four De Rosa fire turns', () => {
    expect(STOCK_KINDS).toEqual(['CU', 'FU', 'POL']);
    expect(CLOSE_ASSAULT_CU).toBe(0);
    expect(DE_ROSA_FIRE_TURNS_PER_BATTERY).toBe(4);
  });
});

describe('carrying capacity: 1 CU per figure or strength-point stand; armour with its riders', () => {
  it('counts bases, and riders only on armour', () => {
    expect(cuCapacity({ bases: 4, armoured: false })).toBe(4);
    expect(cuCapacity({ bases: 0, armoured: false })).toBe(0);
    expect(cuCapacity({ bases: 3, armoured: true })).toBe(3);
    expect(cuCapacity({ bases: 3, armoured: true, riderBases: 2 })).toBe(5);
  });
  it('refuses bad input, naming it', () => {
    expect(() => cuCapacity({ bases: 2.5, armoured: false })).toThrow('cuCapacity: bases: expected a whole number ≥ 0, got 2.5');
    expect(() => cuCapacity({ bases: -1, armoured: true })).toThrow('cuCapacity: bases');
    expect(() => cuCapacity({ bases: 3, armoured: false, riderBases: 1 })).toThrow('riderBases 1 given for a unit that is not armoured');
    expect(() => cuCapacity({ bases: 3, armoured: 'yes' as unknown as boolean })).toThrow('cuCapacity: armoured: expected true or false, got yes');
  });
});

describe('consumption', () => {
  it('a firefight costs at most 1 CU per company (or support stand) per hour', () => {
    expect(firefightCu(2, 3)).toBe(6);
    expect(firefightCu(1, 1)).toBe(1);
    expect(firefightCu(0, 4)).toBe(0);
    expect(firefightCu(2, 3, 2)).toBe(10);
    expect(() => firefightCu(1.5, 3)).toThrow('firefightCu: hours: expected a whole number ≥ 0, got 1.5');
    expect(() => firefightCu(1, -2)).toThrow('firefightCu: companies');
  });
  it('a battery spends 1 FU per started hour effective, per started 2 hours harassing — the fire plans’ rule', () => {
    const cases: [('effective' | 'harassing'), number, number][] = [
      ['effective', 30, 1], ['effective', 60, 1], ['effective', 61, 2], ['effective', 90, 2], ['effective', 180, 3],
      ['harassing', 60, 1], ['harassing', 120, 1], ['harassing', 121, 2], ['harassing', 240, 2],
    ];
    for (const [kind, min, fu] of cases) {
      expect(shootFu(kind, min), `${kind} ${min}`).toBe(fu);
      expect(shootFu(kind, min)).toBe(serialFuPerBattery(kind, min));
    }
    expect(() => shootFu('effective', 0)).toThrow('durationMin must be a whole number of minutes > 0');
    expect(() => shootFu('creeping' as 'effective', 60)).toThrow("shoot must be 'effective' or 'harassing'");
  });
  it('tracked units spend 1 POL an hour of movement, others none', () => {
    expect(movePol(3, true)).toBe(3);
    expect(movePol(3, false)).toBe(0);
    expect(movePol(0, true)).toBe(0);
    expect(() => movePol(-1, true)).toThrow('movePol: hours');
    expect(() => movePol(1, 1 as unknown as boolean)).toThrow('movePol: tracked');
  });
});

describe('resupply road time (004 §MOVEMENT RATES TABLE, Road March column)', () => {
  it('motorised 9 km/h, horse-drawn 2 km/h, foot 2 km/h, rounded up to whole minutes', () => {
    expect(resupplyTravelMin(9000, 'motorised', true)).toBe(60);
    expect(resupplyTravelMin(4500, 'motorised', true)).toBe(30);
    expect(resupplyTravelMin(100, 'motorised', true)).toBe(1);
    expect(resupplyTravelMin(150, 'motorised', true)).toBe(1);
    expect(resupplyTravelMin(151, 'motorised', true)).toBe(2);
    expect(resupplyTravelMin(1000, 'horseDrawn', true)).toBe(30);
    expect(resupplyTravelMin(5000, 'horseDrawn', true)).toBe(150);
    expect(resupplyTravelMin(2001, 'foot', true)).toBe(61);
    expect(resupplyTravelMin(0, 'foot', true)).toBe(0);
    expect(resupplyTravelMin(12_345.6, 'motorised', true)).toBe(83);
  });
  it('refuses bad input', () => {
    expect(() => resupplyTravelMin(-1, 'motorised', true)).toThrow('distanceM must be a finite number of metres ≥ 0, got -1');
    expect(() => resupplyTravelMin(Number.NaN, 'motorised', true)).toThrow('distanceM');
    expect(() => resupplyTravelMin(100, 'camel' as 'foot', true)).toThrow('transport must be one of motorised, horseDrawn, foot, got "camel"');
    expect(() => resupplyTravelMin(100, 'foot', false as true)).toThrow('road must be true');
  });
});

describe('night: resupply only (004 §TIMESCALE, campaign setting)', () => {
  it('is true only for the night with the setting on', () => {
    expect(resupplyOnlyAt('night', true)).toBe(true);
    expect(resupplyOnlyAt('night', false)).toBe(false);
    expect(resupplyOnlyAt('daylight1', true)).toBe(false);
    expect(resupplyOnlyAt('daylight2', true)).toBe(false);
    expect(() => resupplyOnlyAt('dusk' as 'night', true)).toThrow('resupplyOnlyAt: period must be one of daylight1, daylight2, night, got "dusk"');
    expect(() => resupplyOnlyAt('night', 'yes' as unknown as boolean)).toThrow('nightResupplyOnly');
  });
});

describe('De Rosa resupply: D10 5–10 resupplied, 1–4 limber still coming (RULINGS.md)', () => {
  it('maps every face', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(deRosaResupply)).toEqual([
      'limberComing', 'limberComing', 'limberComing', 'limberComing',
      'resupplied', 'resupplied', 'resupplied', 'resupplied', 'resupplied', 'resupplied',
    ]);
    expect(() => deRosaResupply(0)).toThrow('die must be a whole number 1–10, got 0');
    expect(() => deRosaResupply(11)).toThrow('got 11');
  });
  it('rolls one D10 and records it', () => {
    expect(rollDeRosaResupply(scriptedDice([4]), 'A Bty')).toEqual({ die: 4, outcome: 'limberComing' });
    expect(rollDeRosaResupply(scriptedDice([10]), 'A Bty')).toEqual({ die: 10, outcome: 'resupplied' });
    expect(() => rollDeRosaResupply(typedDice([]), 'A Bty')).toThrow(DiceNeeded);
    expect(() => rollDeRosaResupply(typedDice([]), 'A Bty')).toThrow('type 1 dice (d10) for "De Rosa resupply of A Bty"');
  });
});

describe('collection points and reorganisation (004 §COLLECTION POINTS, §REORGANISATION)', () => {
  it('a medical collection point takes half, rounded down', () => {
    expect(collectionPoint(7)).toEqual({ treated: 3, remaining: 4 });
    expect(collectionPoint(8)).toEqual({ treated: 4, remaining: 4 });
    expect(collectionPoint(1)).toEqual({ treated: 0, remaining: 1 });
    expect(collectionPoint(0)).toEqual({ treated: 0, remaining: 0 });
    expect(() => collectionPoint(-3)).toThrow('collectionPoint: casualties: expected a whole number ≥ 0, got -3');
  });
  it('reorganisation removes half; the odd one on 4–6; the rest go to the brigade medical post', () => {
    expect(reorganise(6, scriptedDice([]))).toEqual({ removed: 3, toMedicalPost: 3, die: null });
    for (const [die, removed] of [[1, 3], [3, 3], [4, 4], [5, 4], [6, 4]] as const) {
      expect(reorganise(7, scriptedDice([die])), `die ${die}`).toEqual({ removed, toMedicalPost: 7 - removed, die });
    }
    expect(reorganise(1, scriptedDice([4]))).toEqual({ removed: 1, toMedicalPost: 0, die: 4 });
    expect(reorganise(1, scriptedDice([2]))).toEqual({ removed: 0, toMedicalPost: 1, die: 2 });
    expect(reorganise(0, scriptedDice([]))).toEqual({ removed: 0, toMedicalPost: 0, die: null });
    expect(() => reorganise(3, scriptedDice([]), 'A/1/6 Gordons')).toThrow(ScriptExhausted);
    expect(() => reorganise(3, typedDice([]), 'A/1/6 Gordons')).toThrow('Reorganisation of A/1/6 Gordons: odd casualty (4–6 removes it)');
  });
  it('the end of the day at the medical post returns half, leaving a quarter of the original permanent', () => {
    // 8 casualties: 4 removed at reorganisation, 4 to the post; 2 return, 2 = a quarter of 8 permanent.
    const reorg = reorganise(8, scriptedDice([]));
    expect(endOfDayMedicalPost(reorg.toMedicalPost, scriptedDice([]))).toEqual({ returned: 2, permanent: 2, die: null });
    expect(endOfDayMedicalPost(5, scriptedDice([4]))).toEqual({ returned: 3, permanent: 2, die: 4 });
    expect(endOfDayMedicalPost(5, scriptedDice([3]))).toEqual({ returned: 2, permanent: 3, die: 3 });
    expect(endOfDayMedicalPost(0, scriptedDice([]))).toEqual({ returned: 0, permanent: 0, die: null });
    expect(() => endOfDayMedicalPost(1.5, scriptedDice([]))).toThrow('endOfDayMedicalPost: held');
  });
  it('keeps every casualty somewhere: removed + medical post, returned + permanent', () => {
    const dice = scriptedDice([6, 1, 5, 2]);
    for (const c of [3, 11]) {
      const r = reorganise(c, dice);
      const e = endOfDayMedicalPost(r.toMedicalPost, dice);
      expect(r.removed + e.returned + e.permanent).toBe(c);
    }
    expect(dice.used()).toBe(4);
  });
});

describe('vehicle repair collection points (004 §COLLECTION POINTS)', () => {
  it('removes one vehicle casualty an hour from every stand sent back', () => {
    expect(repairCollectionPoint([3, 1, 0], 2)).toEqual({ repaired: 3, repairedByHour: [2, 1], remainingByStand: [1, 0, 0] });
    expect(repairCollectionPoint([3, 1, 0], 4)).toEqual({ repaired: 4, repairedByHour: [2, 1, 1, 0], remainingByStand: [0, 0, 0] });
    expect(repairCollectionPoint([2, 2], 0)).toEqual({ repaired: 0, repairedByHour: [], remainingByStand: [2, 2] });
    expect(repairCollectionPoint([], 3)).toEqual({ repaired: 0, repairedByHour: [0, 0, 0], remainingByStand: [] });
    expect(() => repairCollectionPoint([1, -1], 1)).toThrow('repairCollectionPoint: vehicleCasualtiesByStand[1]: expected a whole number ≥ 0, got -1');
    expect(() => repairCollectionPoint([1], 0.5)).toThrow('repairCollectionPoint: hours');
  });
  it('in campaign games repairs half of the vehicle casualties, rounded down', () => {
    expect(campaignRepair(5)).toEqual({ repaired: 2, unrepaired: 3 });
    expect(campaignRepair(6)).toEqual({ repaired: 3, unrepaired: 3 });
    expect(campaignRepair(0)).toEqual({ repaired: 0, unrepaired: 0 });
    expect(() => campaignRepair(Number.POSITIVE_INFINITY)).toThrow('campaignRepair: vehicleCasualties');
  });
});
