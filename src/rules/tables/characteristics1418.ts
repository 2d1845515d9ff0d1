/**
 * The 1418 unit characteristics table, v0.8.
 * Source: `../shared/seeds/001_5e546d392906486c.txt` §CASUALTIES & ENDING THE BOUND (the table that
 * follows it: SPEED, ARMING m/r, RESILIENCE, RANGE). Range is ground metres (RULINGS.md §Units).
 * `resilience: 'asSF'` is the seed's "As S.F." — the resilience of the strategic formation the
 * weapon belongs to. Arming `m/r` is melee/ranged dice; `(+N)` is the bonus added to one die.
 * The bound-engine issue extends this with the v0.7 differences; this file is the v0.8 row set.
 */

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

/** Row keys of the 1418 characteristics table. */
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

/** The table, row for row. Source: `001_5e546d392906486c.txt` §CASUALTIES & ENDING THE BOUND. */
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
  grenadierSquads: { label: 'Grenadier Squads', speed: 'mediumInf', melee: a(3, 1), ranged: a(2), resilience: 'asSF', rangeM: 150 },
  motherTank: { label: 'Mother Tank', speed: 'slowInf', melee: a(0), ranged: a(3, 2), resilience: 6, rangeM: 400, note: 'x2' },
  mediumTank: { label: 'Medium/Whippets', speed: 'fastInf', melee: a(0), ranged: a(1, 1), resilience: 5, rangeM: 200 },
  fieldGun: { label: '75/77 Field Guns', speed: 'slowInf', melee: a(0), ranged: a(2, 1), resilience: 4, rangeM: 2000 },
  lightHowitzer: { label: '105 Lt Howitzers', speed: 'slowInf', melee: a(0), ranged: a(2, 2), resilience: 4, rangeM: null },
  howitzer120: { label: '120 Howitzers', speed: 'slowInf', melee: a(0), ranged: a(2, 3), resilience: 4, rangeM: null },
  veryHeavyGun: { label: 'Very Heavy Guns', speed: 'immobile', melee: a(0), ranged: a(3, 4), resilience: 4, rangeM: null },
};
