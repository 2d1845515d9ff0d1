/**
 * The project's unit types: what a unit of the order of battle *is* (its arm and NATO symbol
 * family) and which row of the 1418 characteristics table it fights as
 * (`../shared/seeds/001_5e546d392906486c.txt` §CASUALTIES & ENDING THE BOUND).
 *
 * Mapping rulings (ours, where the table has no row): engineers, pioneers, cyclists and dismounted
 * cavalry fight as line infantry; rear services (signals, supply, medical, labour) as reserve
 * infantry; an HQ as 'Command'; a heavy (6-inch and up) howitzer as '120 Howitzers'; siege guns
 * and railway guns (9.2-inch and up) as 'Very Heavy Guns'. A formation (division, brigade…) carries
 * the type of its main arm.
 */
import type { CharacteristicId } from './characteristics1418.ts';

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
  | 'labour';

/** One unit type: label, arm, the 1418 row it fights as, and the seed row it came from. */
export type UnitTypeInfo = { label: string; arm: Arm; characteristic: CharacteristicId };

/** Every unit type id. */
export const UNIT_TYPE_IDS = [
  'infantry',
  'infantryReserve',
  'infantryElite',
  'headquarters',
  'machineGun',
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
  'engineer',
  'pioneer',
  'signals',
  'supply',
  'medical',
  'labour',
] as const;

/** A unit type id (see `UNIT_TYPES`). */
export type UnitTypeId = (typeof UNIT_TYPE_IDS)[number];

/** The unit-type table. Each `characteristic` is a row of `CHARACTERISTICS_1418`. */
export const UNIT_TYPES: Readonly<Record<UnitTypeId, UnitTypeInfo>> = {
  infantry: { label: 'Infantry (line)', arm: 'infantry', characteristic: 'lineInf' },
  infantryReserve: { label: 'Infantry (reserve / Landwehr)', arm: 'infantry', characteristic: 'reserveInf' },
  infantryElite: { label: 'Infantry (elite)', arm: 'infantry', characteristic: 'eliteInf' },
  headquarters: { label: 'Headquarters', arm: 'headquarters', characteristic: 'command' },
  machineGun: { label: 'Machine-gun company', arm: 'machineGun', characteristic: 'machineguns' },
  trenchMortar: { label: 'Trench mortar battery', arm: 'mortar', characteristic: 'earlyMortar' },
  lewisGun: { label: 'Lewis-gun section', arm: 'machineGun', characteristic: 'lmgSquad' },
  grenadiers: { label: 'Bombers / grenadiers', arm: 'infantry', characteristic: 'grenadierSquads' },
  stormtroops: { label: 'Stormtroops (SMG squads)', arm: 'infantry', characteristic: 'smgSquads' },
  cavalry: { label: 'Cavalry', arm: 'cavalry', characteristic: 'mixedCav' },
  mountedRifles: { label: 'Mounted rifles', arm: 'cavalry', characteristic: 'mountedRifles' },
  cyclist: { label: 'Cyclists', arm: 'cyclist', characteristic: 'lineInf' },
  tankHeavy: { label: 'Tanks (Mark IV)', arm: 'armour', characteristic: 'motherTank' },
  tankMedium: { label: 'Tanks (Medium A Whippet)', arm: 'armour', characteristic: 'mediumTank' },
  fieldGun: { label: 'Field guns (18-pdr / 77 mm)', arm: 'fieldArtillery', characteristic: 'fieldGun' },
  lightHowitzer: { label: 'Light howitzers (4.5-inch / 10.5 cm)', arm: 'fieldArtillery', characteristic: 'lightHowitzer' },
  heavyHowitzer: { label: 'Heavy howitzers (6-inch / 15 cm)', arm: 'heavyArtillery', characteristic: 'howitzer120' },
  siegeGun: { label: 'Siege / railway guns (9.2-inch and up)', arm: 'heavyArtillery', characteristic: 'veryHeavyGun' },
  engineer: { label: 'Engineers (field company)', arm: 'engineer', characteristic: 'lineInf' },
  pioneer: { label: 'Pioneers', arm: 'engineer', characteristic: 'lineInf' },
  signals: { label: 'Signals', arm: 'signals', characteristic: 'reserveInf' },
  supply: { label: 'Supply / train', arm: 'supply', characteristic: 'reserveInf' },
  medical: { label: 'Field ambulance', arm: 'medical', characteristic: 'reserveInf' },
  labour: { label: 'Labour', arm: 'labour', characteristic: 'reserveInf' },
};

/** True when `id` is a known unit type id. */
export function isUnitTypeId(id: string): id is UnitTypeId {
  return (UNIT_TYPE_IDS as readonly string[]).includes(id);
}
