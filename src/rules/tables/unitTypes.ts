/**
 * The project's unit types: what a unit of the order of battle *is* (its arm and NATO symbol
 * family) and which row of the 1418 characteristics table it fights as in each edition
 * (`../shared/seeds/001_5e546d392906486c.txt` §CASUALTIES & ENDING THE BOUND; v0.7
 * `000_5cca48f65b2d4420.txt` §Characteristics of units).
 *
 * Mapping rulings (ours, where the table has no row): engineers, pioneers, cyclists and dismounted
 * cavalry fight as line infantry; rear services (signals, supply, medical, labour) as reserve
 * infantry; an HQ as 'Command'; a heavy (6-inch and up) howitzer as '120 Howitzers'; siege guns
 * and railway guns (9.2-inch and up) as 'Very Heavy Guns' (v0.8 only: v0.7 has no such row);
 * anti-aircraft guns on the ground as field guns. A machine-gun company fights as v0.8's
 * 'Machineguns' and v0.7's 'Late HMG' (the sustained-fire companies of 1916 on); an early machine-gun
 * section as 'Early HMG' in v0.7. Skirmishers exist in v0.7 only. Aircraft have no 1418 row: they
 * fight at the operational scale (004 §THE FIREPLAN - AIR TO GROUND FIRE). Ships and submarines (a
 * scenario's naval side, e.g. Narvik 1940) have no row in any seed: they are placed, symbolised and
 * reported, and do not fight on land — what they do is the umpire's (docs/RULINGS.md §Ships). A formation (division,
 * brigade…) carries the type of its main arm. `basing` repeats the table row's note on how many
 * models a base holds (docs/RULINGS.md §Models per base).
 */
import type { Edition } from '../types.ts';
import type { AnyCharacteristicId, CharacteristicId, CharacteristicIdV07 } from './characteristics1418.ts';

/** NATO/APP-6 arm used to pick the symbol's main icon (see `src/map/sidc.ts`). */
export type Arm =
  | 'infantry'
  | 'cavalry'
  | 'cyclist'
  | 'armour'
  | 'fieldArtillery'
  | 'heavyArtillery'
  | 'machineGun'
  | 'mortar'
  | 'engineer'
  | 'headquarters'
  | 'signals'
  | 'supply'
  | 'medical'
  | 'labour'
  | 'air'
  | 'antiAir'
  | 'naval';

/**
 * One unit type: label, arm, the 1418 row it fights as in v0.8 (`characteristic`; null: none) and in
 * v0.7 when that differs (`characteristicV07`; null: none), and the row's basing note.
 */
export type UnitTypeInfo = {
  label: string;
  arm: Arm;
  characteristic: CharacteristicId | null;
  characteristicV07?: CharacteristicIdV07 | null;
  basing?: string;
};

/** Every unit type id. */
export const UNIT_TYPE_IDS = [
  'infantry',
  'infantryReserve',
  'infantryElite',
  'skirmishers',
  'headquarters',
  'machineGun',
  'machineGunEarly',
  'trenchMortar',
  'lewisGun',
  'grenadiers',
  'stormtroops',
  'cavalry',
  'mountedRifles',
  'cyclist',
  'tankHeavy',
  'tankMedium',
  'fieldGun',
  'lightHowitzer',
  'heavyHowitzer',
  'siegeGun',
  'antiAircraft',
  'strafingAircraft',
  'diveBombers',
  'heavyBombers',
  'warship',
  'submarine',
  'engineer',
  'pioneer',
  'signals',
  'supply',
  'medical',
  'labour',
] as const;

/** A unit type id (see `UNIT_TYPES`). */
export type UnitTypeId = (typeof UNIT_TYPE_IDS)[number];

/** The unit-type table. Each `characteristic` is a row of `CHARACTERISTICS_1418`, each `characteristicV07` of `CHARACTERISTICS_1418_V07`. */
export const UNIT_TYPES: Readonly<Record<UnitTypeId, UnitTypeInfo>> = {
  infantry: { label: 'Infantry (line)', arm: 'infantry', characteristic: 'lineInf' },
  infantryReserve: { label: 'Infantry (reserve / Landwehr)', arm: 'infantry', characteristic: 'reserveInf' },
  infantryElite: { label: 'Infantry (elite)', arm: 'infantry', characteristic: 'eliteInf' },
  skirmishers: { label: 'Skirmishers (1418 v0.7)', arm: 'infantry', characteristic: null, characteristicV07: 'skirmishers' },
  headquarters: { label: 'Headquarters', arm: 'headquarters', characteristic: 'command' },
  machineGun: { label: 'Machine-gun company', arm: 'machineGun', characteristic: 'machineguns', characteristicV07: 'lateHmg', basing: '1 or 2 guns a base (Machineguns x1/2)' },
  machineGunEarly: { label: 'Machine guns (early HMG)', arm: 'machineGun', characteristic: 'machineguns', basing: '1 or 2 guns a base (Machineguns x1/2)' },
  trenchMortar: { label: 'Trench mortar battery', arm: 'mortar', characteristic: 'earlyMortar' },
  lewisGun: { label: 'Lewis-gun section', arm: 'machineGun', characteristic: 'lmgSquad', basing: '2 or 3 squads a base (LMG Squad x2/3)' },
  grenadiers: { label: 'Bombers / grenadiers', arm: 'infantry', characteristic: 'grenadierSquads' },
  stormtroops: { label: 'Stormtroops (SMG squads)', arm: 'infantry', characteristic: 'smgSquads' },
  cavalry: { label: 'Cavalry', arm: 'cavalry', characteristic: 'mixedCav' },
  mountedRifles: { label: 'Mounted rifles', arm: 'cavalry', characteristic: 'mountedRifles' },
  cyclist: { label: 'Cyclists', arm: 'cyclist', characteristic: 'lineInf' },
  tankHeavy: { label: 'Tanks (Mark IV)', arm: 'armour', characteristic: 'motherTank', basing: '2 tanks a base (Mother Tank x2)' },
  tankMedium: { label: 'Tanks (Medium A Whippet)', arm: 'armour', characteristic: 'mediumTank' },
  fieldGun: { label: 'Field guns (18-pdr / 77 mm)', arm: 'fieldArtillery', characteristic: 'fieldGun' },
  lightHowitzer: { label: 'Light howitzers (4.5-inch / 10.5 cm)', arm: 'fieldArtillery', characteristic: 'lightHowitzer' },
  heavyHowitzer: { label: 'Heavy howitzers (6-inch / 15 cm)', arm: 'heavyArtillery', characteristic: 'howitzer120' },
  siegeGun: { label: 'Siege / railway guns (9.2-inch and up)', arm: 'heavyArtillery', characteristic: 'veryHeavyGun', characteristicV07: null },
  antiAircraft: { label: 'Anti-aircraft guns', arm: 'antiAir', characteristic: 'fieldGun' },
  strafingAircraft: { label: 'Aircraft (fighters, strafing)', arm: 'air', characteristic: null },
  diveBombers: { label: 'Aircraft (dive / ground-attack bombers)', arm: 'air', characteristic: null },
  heavyBombers: { label: 'Aircraft (heavy bombers)', arm: 'air', characteristic: null },
  warship: { label: 'Ship (surface)', arm: 'naval', characteristic: null },
  submarine: { label: 'Submarine', arm: 'naval', characteristic: null },
  engineer: { label: 'Engineers (field company)', arm: 'engineer', characteristic: 'lineInf' },
  pioneer: { label: 'Pioneers', arm: 'engineer', characteristic: 'lineInf' },
  signals: { label: 'Signals', arm: 'signals', characteristic: 'reserveInf' },
  supply: { label: 'Supply / train', arm: 'supply', characteristic: 'reserveInf' },
  medical: { label: 'Field ambulance', arm: 'medical', characteristic: 'reserveInf' },
  labour: { label: 'Labour', arm: 'labour', characteristic: 'reserveInf' },
};

/**
 * Whether units of `type` stand and fight on land: every type but aircraft (they attack at the
 * operational scale, in fire plans) and ships and submarines (no seed has them; the umpire's). Units
 * that do not are left out of the ground, its contacts and the fights settled on it.
 */
export function fightsOnLand(type: UnitTypeId): boolean {
  const arm = UNIT_TYPES[type]?.arm;
  return arm !== 'air' && arm !== 'naval';
}

/** True when `id` is a known unit type id. */
export function isUnitTypeId(id: string): id is UnitTypeId {
  return (UNIT_TYPE_IDS as readonly string[]).includes(id);
}

/**
 * The 1418 row a unit of `type` fights as in `edition` (see the module note), or the reason it has none,
 * in the umpire's words: e.g. `characteristicFor('machineGun', 'v0.7')` → 'lateHmg';
 * `characteristicFor('siegeGun', 'v0.7')` throws "Siege / railway guns (9.2-inch and up) have no row in
 * the 1418 v0.7 characteristics table (it has no very heavy guns)". Throws `RangeError` for an unknown
 * type or a type the edition has no row for.
 */
export function characteristicFor(type: UnitTypeId, edition: Edition): AnyCharacteristicId {
  if (typeof type !== 'string' || !isUnitTypeId(type)) throw new RangeError(`unit type ${JSON.stringify(type)} is not a unit type`);
  const info = UNIT_TYPES[type];
  const row = edition === 'v0.7' && info.characteristicV07 !== undefined ? info.characteristicV07 : info.characteristic;
  if (row !== null) return row;
  if (info.arm === 'air') throw new RangeError(`${info.label} have no row in the 1418 characteristics table: air attacks are resolved at the operational scale (fire plans)`);
  if (info.arm === 'naval') throw new RangeError(`${info.label}: ships and submarines have no row in the 1418 characteristics table; they do not fight on land (the umpire's)`);
  if (type === 'skirmishers') throw new RangeError(`${info.label} exist in 1418 v0.7 only: choose edition v0.7, or another type`);
  throw new RangeError(`${info.label} have no row in the 1418 ${edition} characteristics table (it has no very heavy guns)`);
}
