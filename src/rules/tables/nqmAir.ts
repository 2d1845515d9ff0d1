/**
 * Not Quite Mechanized air to ground fire (`../shared/seeds/004_4c7ef6319257dc11.txt` §THE FIREPLAN - AIR TO
 * GROUND FIRE, §WEAPON AND ARMOUR CLASSIFICATION, §EFFECTS OF FORTIFICATION, §WEAPON RANGE TABLE): the
 * weight each kind of aircraft attacks as, its attacks an hour, the anti-aircraft that defends a target.
 * Pure data; the resolution is `../artillery/air.ts`. Values the seed does not give are marked *ruling*
 * (docs/RULINGS.md §Air against anti-aircraft).
 */
import type { NqmClass } from './nqmCombat.ts';
import type { WeaponClass } from './nqmArtillery.ts';
import type { UnitTypeId } from './unitTypes.ts';

/**
 * The weight of artillery an air stand's attack counts as ("Attacks against ground targets count as the
 * appropriate weight of artillery firing a shoot"), as the artillery calibre the shoot is resolved with
 * (the class's row, the artillery effect table's tests): strafing aircraft MEDIUM ("Strafing Aircraft",
 * 105 mm: the middle of "90-110mm"); dive bombers HEAVY ("Dive bombers", 150 mm); heavy bombers VERY HEAVY
 * (234 mm: fortified troops "are not disorganised by air attack less than heavy bombers", and only 160 mm
 * and over disorganises them) — *ruling* for the calibres.
 */
export type AirWeight = { weaponClass: WeaponClass; calibreMm: number; row: string };

/** The weight of each aircraft type (see `AirWeight`). */
export const AIR_WEIGHTS: Readonly<Partial<Record<UnitTypeId, AirWeight>>> = {
  strafingAircraft: { weaponClass: 'M', calibreMm: 105, row: 'MEDIUM — Strafing Aircraft' },
  diveBombers: { weaponClass: 'H', calibreMm: 150, row: 'HEAVY — Dive bombers' },
  heavyBombers: { weaponClass: 'VH', calibreMm: 234, row: 'VERY HEAVY — heavy bombers (§EFFECTS OF FORTIFICATION)' },
};

/** "Each air stand can attack twice per hour." */
export const AIR_ATTACKS_PER_STAND_HOUR = 2;

/**
 * How far from a target anti-aircraft guns defend it, metres (*ruling*): 2 km, the effective range of the
 * table's heaviest gun, "88mm Atk etc 2Km" — the 88 being the anti-aircraft gun of its day.
 */
export const AA_DEFENCE_RADIUS_M = 2_000;

/** The fire class of anti-aircraft guns firing at aircraft that press home (*ruling*: LIGHT, "Artillery: up to 81mm"). */
export const AA_FIRE_CLASS: NqmClass = 'L';

/** Aircraft as a target of anti-aircraft fire (*ruling*: VERY LIGHT, "All softskin vehicles"). */
export const AIR_PROTECTION: NqmClass = 'VL';
