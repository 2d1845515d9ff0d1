/**
 * The 1418 unit characteristics tables of both editions.
 * - v0.8: `../shared/seeds/001_5e546d392906486c.txt` §CASUALTIES & ENDING THE BOUND (the table that
 *   follows it: SPEED, ARMING m/r, RESILIENCE, RANGE).
 * - v0.7: `000_5cca48f65b2d4420.txt` §Characteristics of units (the back-page table, "complete info";
 *   the partial table under §Executing shooting and combat lacks the bonuses and reads "Heavy Inf"
 *   where the complete one reads "Slow Inf").
 * Range is ground metres (RULINGS.md §Units). `resilience: 'asSF'` is the seed's "As S.F." / "as
 * parent": the resilience of the strategic formation the weapon belongs to. Arming `m/r` is
 * melee/ranged dice; `(+N)` is the bonus added to one die.
 */
import type { Edition } from '../types.ts';
import { assertEdition, show } from './edition1418.ts';

/** 1418 speed class (`001` §DIGGING IN & COVER movement list), or immobile. */
export type SpeedClass1418 = 'slowInf' | 'mediumInf' | 'fastInf' | 'slowCav' | 'mediumCav' | 'fastCav' | 'immobile';

/** One arming value: dice and the `(+N)` bonus added to one die (0 when none). */
export type Arming = { dice: number; bonus: number };

/** One row of the characteristics table. `rangeM: null` is the seed's "Infinite". */
export type Characteristics1418 = {
  label: string;
  speed: SpeedClass1418;
  melee: Arming;
  ranged: Arming;
  resilience: number | 'asSF';
  rangeM: number | null;
  /** Mounted rifles only: range when mounted (`300/100`, RULINGS.md §Mounted rifles). */
  mountedRangeM?: number;
  /** Seed note on the row, e.g. "x1/2" bases per platoon. */
  note?: string;
};

/** Row keys of the v0.8 characteristics table (the default edition; `UNIT_TYPES` refer to these). */
export type CharacteristicId =
  | 'reserveInf'
  | 'lineInf'
  | 'eliteInf'
  | 'command'
  | 'machineguns'
  | 'earlyMortar'
  | 'meleeCav'
  | 'mixedCav'
  | 'mountedRifles'
  | 'lmgSquad'
  | 'smgSquads'
  | 'grenadierSquads'
  | 'motherTank'
  | 'mediumTank'
  | 'fieldGun'
  | 'lightHowitzer'
  | 'howitzer120'
  | 'veryHeavyGun';

const a = (dice: number, bonus = 0): Arming => ({ dice, bonus });

/** The v0.8 table, row for row. Source: `001_5e546d392906486c.txt` §CASUALTIES & ENDING THE BOUND (its Short-term Gas row is `SHORT_TERM_GAS` in `artillery1418.ts`). */
export const CHARACTERISTICS_1418: Readonly<Record<CharacteristicId, Characteristics1418>> = {
  reserveInf: { label: 'Reserve inf', speed: 'mediumInf', melee: a(2), ranged: a(1), resilience: 3, rangeM: 300 },
  lineInf: { label: 'Line/good inf', speed: 'mediumInf', melee: a(2), ranged: a(1), resilience: 4, rangeM: 300 },
  eliteInf: { label: 'Elite (rare) inf', speed: 'mediumInf', melee: a(2), ranged: a(1), resilience: 5, rangeM: 400 },
  command: { label: 'Command', speed: 'slowInf', melee: a(1), ranged: a(1), resilience: 'asSF', rangeM: 100 },
  machineguns: { label: 'Machineguns', speed: 'slowInf', melee: a(1), ranged: a(3, 1), resilience: 'asSF', rangeM: 800, note: 'x1/2' },
  earlyMortar: { label: 'Early mortar', speed: 'slowInf', melee: a(1), ranged: a(2, 1), resilience: 'asSF', rangeM: 1200 },
  meleeCav: { label: 'Melee only cav', speed: 'fastCav', melee: a(3), ranged: a(0), resilience: 3, rangeM: 0 },
  mixedCav: { label: 'Mixed cavalry', speed: 'fastCav', melee: a(3), ranged: a(1), resilience: 3, rangeM: 50 },
  mountedRifles: { label: 'Mounted rifles', speed: 'mediumCav', melee: a(2), ranged: a(1), resilience: 3, rangeM: 300, mountedRangeM: 100 },
  lmgSquad: { label: 'LMG Squad', speed: 'mediumInf', melee: a(1), ranged: a(2), resilience: 'asSF', rangeM: 400, note: 'x2/3' },
  smgSquads: { label: '1-3 SMG Squads', speed: 'mediumInf', melee: a(2), ranged: a(2), resilience: 'asSF', rangeM: 150 },
  // Printed 3(+1)/2. v0.8 drops v0.7's "except Grenadiers who only get it in melee", so the +1 also
  // applies to shooting (RULINGS.md §which edition: "grenadiers' +1 in melee only" is a v0.7 swap).
  grenadierSquads: { label: 'Grenadier Squads', speed: 'mediumInf', melee: a(3, 1), ranged: a(2, 1), resilience: 'asSF', rangeM: 150, note: '(+1) in melee and shooting' },
  motherTank: { label: 'Mother Tank', speed: 'slowInf', melee: a(0), ranged: a(3, 2), resilience: 6, rangeM: 400, note: 'x2' },
  mediumTank: { label: 'Medium/Whippets', speed: 'fastInf', melee: a(0), ranged: a(1, 1), resilience: 5, rangeM: 200 },
  fieldGun: { label: '75/77 Field Guns', speed: 'slowInf', melee: a(0), ranged: a(2, 1), resilience: 4, rangeM: 2000 },
  lightHowitzer: { label: '105 Lt Howitzers', speed: 'slowInf', melee: a(0), ranged: a(2, 2), resilience: 4, rangeM: null },
  howitzer120: { label: '120 Howitzers', speed: 'slowInf', melee: a(0), ranged: a(2, 3), resilience: 4, rangeM: null },
  veryHeavyGun: { label: 'Very Heavy Guns', speed: 'immobile', melee: a(0), ranged: a(3, 4), resilience: 4, rangeM: null },
};

/** Row keys of the v0.7 table: no Very Heavy Guns; adds Skirmishers and the late HMG. */
export type CharacteristicIdV07 = Exclude<CharacteristicId, 'veryHeavyGun'> | 'skirmishers' | 'lateHmg';

/** A row key of either edition. */
export type AnyCharacteristicId = CharacteristicId | CharacteristicIdV07;

/**
 * The v0.7 table, row for row. Source: `000_5cca48f65b2d4420.txt` §Characteristics of units.
 * "Unlimited" range is `null`. Grenadiers' (+1) counts in melee only (000 §Guns and Heavy Weapons).
 */
export const CHARACTERISTICS_1418_V07: Readonly<Record<CharacteristicIdV07, Characteristics1418>> = {
  reserveInf: { label: 'Reserve inf', speed: 'mediumInf', melee: a(2), ranged: a(1), resilience: 3, rangeM: 300 },
  lineInf: { label: 'Line/good inf', speed: 'mediumInf', melee: a(2), ranged: a(1), resilience: 4, rangeM: 300 },
  eliteInf: { label: 'Elite (rare) inf', speed: 'mediumInf', melee: a(2), ranged: a(1), resilience: 5, rangeM: 400 },
  skirmishers: { label: 'Skirmishers', speed: 'fastInf', melee: a(1), ranged: a(1), resilience: 5, rangeM: 200 },
  command: { label: 'Command', speed: 'slowInf', melee: a(1), ranged: a(1), resilience: 'asSF', rangeM: 100 },
  machineguns: { label: 'Early HMG', speed: 'slowInf', melee: a(1), ranged: a(3, 1), resilience: 'asSF', rangeM: 800, note: 'x1' },
  earlyMortar: { label: 'Early mortar', speed: 'slowInf', melee: a(1), ranged: a(2, 1), resilience: 'asSF', rangeM: 1200 },
  meleeCav: { label: 'Melee cav', speed: 'fastCav', melee: a(3), ranged: a(0), resilience: 3, rangeM: 0 },
  mixedCav: { label: 'Mixed cav', speed: 'fastCav', melee: a(3), ranged: a(1), resilience: 3, rangeM: 50 },
  mountedRifles: { label: 'Mtd Rifles', speed: 'mediumCav', melee: a(2), ranged: a(1), resilience: 3, rangeM: 300, mountedRangeM: 100 },
  lateHmg: { label: 'Late HMG', speed: 'slowInf', melee: a(1), ranged: a(4, 1), resilience: 'asSF', rangeM: 1000, note: 'x1' },
  lmgSquad: { label: 'LMG squad', speed: 'mediumInf', melee: a(1), ranged: a(2), resilience: 'asSF', rangeM: 400 },
  smgSquads: { label: '1-2 SMG sqd', speed: 'mediumInf', melee: a(2), ranged: a(2), resilience: 'asSF', rangeM: 150 },
  grenadierSquads: { label: '1-2 Gren sqd', speed: 'mediumInf', melee: a(3, 1), ranged: a(2), resilience: 'asSF', rangeM: 150, note: '(+1) in melee only' },
  motherTank: { label: 'Mother tanks', speed: 'slowInf', melee: a(0), ranged: a(3, 2), resilience: 6, rangeM: 400 },
  mediumTank: { label: 'Medium/Whip', speed: 'fastInf', melee: a(0), ranged: a(1, 1), resilience: 5, rangeM: 200 },
  fieldGun: { label: '7cm Field Gs', speed: 'slowInf', melee: a(0), ranged: a(2, 2), resilience: 4, rangeM: 2000 },
  lightHowitzer: { label: "Lt Howtz's", speed: 'slowInf', melee: a(0), ranged: a(2, 2), resilience: 4, rangeM: null },
  howitzer120: { label: "12cm Hwtz's", speed: 'slowInf', melee: a(0), ranged: a(1, 3), resilience: 4, rangeM: null },
};

/** The row keys of one edition's table, in the seed's row order. Throws `RangeError` for a bad edition. */
export function characteristicIds(edition: Edition = 'v0.8'): AnyCharacteristicId[] {
  const ed = assertEdition(edition, 'characteristicIds');
  return Object.keys(ed === 'v0.8' ? CHARACTERISTICS_1418 : CHARACTERISTICS_1418_V07) as AnyCharacteristicId[];
}

/**
 * The characteristics row `id` of `edition` (default 'v0.8'). Throws `RangeError` for a bad edition
 * or a row the edition does not have (v0.8 has no 'skirmishers' or 'lateHmg'; v0.7 no
 * 'veryHeavyGun') — the caller decides what such a unit fights as; no silent substitute.
 */
export function characteristics(id: AnyCharacteristicId, edition: Edition = 'v0.8'): Characteristics1418 {
  const ed = assertEdition(edition, 'characteristics');
  const table: Readonly<Record<string, Characteristics1418>> = ed === 'v0.8' ? CHARACTERISTICS_1418 : CHARACTERISTICS_1418_V07;
  const row = typeof id === 'string' && Object.hasOwn(table, id) ? table[id] : undefined;
  if (!row) throw new RangeError(`characteristics: id ${show(id)} is not a row of the ${ed} table (rows: ${Object.keys(table).join(', ')})`);
  return row;
}
