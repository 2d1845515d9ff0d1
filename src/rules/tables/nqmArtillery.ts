/**
 * Not Quite Mechanized artillery tables (`../shared/seeds/004_4c7ef6319257dc11.txt`): weapon classes by
 * calibre (§WEAPON AND ARMOUR CLASSIFICATION), the minimum calibre that disorganises each position
 * (§ARTILLERY EFFECT TABLE), the artillery and mortar rows of §WEAPON RANGE TABLE, fire units (§THE
 * FIREPLAN, §LOGISTICS) and `docs/RULINGS.md` §Operational artillery: beaten zone, targets, safety,
 * unpacking, holdings. Pure data; the checked look-ups are in `../artillery/classes.ts`. Values the seed does not
 * give are marked *ruling* or *reconstructed*.
 */
import type { UnitTypeId } from './unitTypes.ts';

/** NQM weapon class (004 §WEAPON AND ARMOUR CLASSIFICATION): light, medium, heavy, very heavy. */
export type WeaponClass = 'L' | 'M' | 'H' | 'VH';

/** A target's protection, the columns of the firefight table: open, dug in, fortified. */
export type Protection = 'open' | 'dugIn' | 'fort';

/** Every protection, least protected first. */
export const PROTECTIONS: readonly Protection[] = ['open', 'dugIn', 'fort'];

/**
 * Smallest calibre (mm) of each artillery class's row in 004 §WEAPON AND ARMOUR CLASSIFICATION: "Artillery:
 * up to 81mm, 18pdr" (LIGHT), "90-110mm, 25pdr" (MEDIUM), "120-160mm, 4.5"" (HEAVY), "200mm and over"
 * (VERY HEAVY). A calibre between two rows takes the lower row (docs/RULINGS.md §Named artillery and
 * calibres between rows): 81–90 mm LIGHT, 110–120 mm MEDIUM, 160–200 mm HEAVY. The guns the rows name
 * take their row whatever their calibre (`NAMED_ARTILLERY`).
 */
export const WEAPON_CLASS_FROM_CALIBRE_MM: Readonly<Record<Exclude<WeaponClass, 'L'>, number>> = { M: 90, H: 120, VH: 200 };

/**
 * A piece of artillery the seed names, by its bore: the class row that names it and, for mortars, the
 * range row that names it. Matched by calibre within `NAMED_CALIBRE_TOLERANCE_MM`.
 */
export type NamedArtillery = { name: string; calibreMm: number; kind: ArtilleryWeapon; weaponClass: WeaponClass; rangeRow?: string; source: string };

/**
 * The artillery 004 names, by bore: the 18-pdr (3.3 in, 83.8 mm) in LIGHT, the 25-pdr (3.45 in, 87.6 mm) in
 * MEDIUM, the 4.5-inch (114.3 mm) in HEAVY (§WEAPON AND ARMOUR CLASSIFICATION), and the 3-inch mortar on its
 * own range row, "3" Mortar 1.5Km" (§WEAPON RANGE TABLE) — the British Stokes, 3.2 in (81.3 mm), which by
 * bore alone would read the "81mm Mortar 3Km" row of the Second World War mortar.
 */
export const NAMED_ARTILLERY: readonly NamedArtillery[] = [
  { name: '18-pdr', calibreMm: 83.8, kind: 'gun', weaponClass: 'L', source: 'LIGHT — Artillery: up to 81mm, 18pdr' },
  { name: '25-pdr', calibreMm: 87.6, kind: 'gun', weaponClass: 'M', source: 'MEDIUM — Artillery: 90-110mm, 25pdr' },
  { name: '4.5-inch', calibreMm: 114.3, kind: 'gun', weaponClass: 'H', source: 'HEAVY — Artillery: 120-160mm, 4.5"' },
  { name: '3-inch mortar', calibreMm: 81.3, kind: 'mortar', weaponClass: 'L', rangeRow: '3" Mortar', source: '3" Mortar 1.5Km' },
];

/** How close a bore must be to a named piece's to be that piece, mm (a tenth of a millimetre either way, for the rounding of inch bores). */
export const NAMED_CALIBRE_TOLERANCE_MM = 0.1;

/**
 * Minimum calibre (mm) that disorganises a target in each position (004 §ARTILLERY EFFECT TABLE:
 * "45mm L OPEN, 80mm M DUG IN, 160mm H FORT"; §EFFECTS OF FORTIFICATION: dug-in troops "are not
 * disorganised by any artillery below 80mm", fortified ones by none "below 160mm calibre").
 */
export const DISORGANISE_MIN_CALIBRE_MM: Readonly<Record<Protection, number>> = { open: 45, dugIn: 80, fort: 160 };

/** Whether a range row is for guns (artillery) or mortars. */
export type ArtilleryWeapon = 'gun' | 'mortar';

/** One row of the weapon range table: the row's name, the weapon, the smallest calibre it covers, max effective range. */
export type NqmRangeRow = { row: string; weapon: ArtilleryWeapon; fromCalibreMm: number; rangeM: number };

/**
 * The artillery and mortar rows of 004 §WEAPON RANGE TABLE (max effective range; artillery has no
 * harassing column). A calibre uses the row of its weapon with the largest `fromCalibreMm` not above
 * it: a calibre between two rows takes the lower (the 60-pdr's 127 mm reads "105mm Arty 15Km"); guns
 * lighter than 105 mm use the 105 mm row; mortars below 81 mm the 3" row, 81–119 mm the 81 mm row, 120 mm
 * and heavier the 120 mm row — except a mortar the seed names (`NAMED_ARTILLERY`: the 3-inch).
 */
export const NQM_RANGE_ROWS: readonly NqmRangeRow[] = [
  { row: '105mm Arty', weapon: 'gun', fromCalibreMm: 0, rangeM: 15_000 },
  { row: '150+mm Arty', weapon: 'gun', fromCalibreMm: 150, rangeM: 18_000 },
  { row: '200+mm Arty', weapon: 'gun', fromCalibreMm: 200, rangeM: 20_000 },
  { row: '3" Mortar', weapon: 'mortar', fromCalibreMm: 0, rangeM: 1_500 },
  { row: '81mm Mortar', weapon: 'mortar', fromCalibreMm: 81, rangeM: 3_000 },
  { row: '120mm Mor', weapon: 'mortar', fromCalibreMm: 120, rangeM: 5_000 },
];

/**
 * Fire units a battery holds when its unit gives none: 4 (*reconstructed* from De Rosa's four fire turns
 * a battery, `003_11ff81f41091c16b.txt` §Ammo Supply).
 */
export const DEFAULT_FU_HELD = 4;

/** An effective serial costs each battery 1 FU per started hour, one shoot each (004 §THE FIREPLAN; *ruling*). */
export const EFFECTIVE_SHOOT_MIN = 60;

/** A harassing serial costs 1 FU per started 2 hours: "A harassing shoot can stretch 1 FIRE UNIT of ammo (FU) to 2 hours" (004 §THE FIREPLAN). */
export const HARASSING_SHOOT_MIN = 120;

/** An effective shoot pins, and (calibre permitting) disorganises, for 1 hour (004 §THE FIREPLAN). */
export const SHOOT_EFFECT_MIN = 60;

/**
 * Operational beaten zone: a circle of 150 m radius round the aim point — half a company frontage
 * (004 §REAL ESTATE TABLE: company 300 m) (*ruling*).
 */
export const BEATEN_ZONE_RADIUS_M = 150;

/**
 * Half frontages added to the beaten zone when deciding whether a unit is a target (004 §REAL ESTATE
 * TABLE: company 300 m, battalion 1–2 km, the lower limit); larger units are never targets themselves
 * (*ruling*).
 */
export const TARGET_HALF_FRONTAGE_M = { company: 150, battalion: 500 } as const;

/** Friendly troops within this distance beyond the beaten zone or template edge are warned of (*ruling*). */
export const FRIENDLY_SAFETY_M = 300;

/**
 * Minutes artillery spends packing or unpacking: one bound of 10 minutes (001 §ARTILLERY: guns pack and
 * unpack; 000: "bounds … under 10 minutes") (*ruling*). A battery that moved at `movedAtMin` cannot
 * fire before `movedAtMin + UNPACK_MIN`.
 */
export const UNPACK_MIN = 10;

/** Length of one 1418 bound when a fire plan is resolved at tactical scale, minutes (*ruling*, as `UNPACK_MIN`). */
export const TACTICAL_BOUND_MIN = 10;

/**
 * Artillery unit types: calibre (mm), weapon, NQM range row, its max range (m) and default FU holding.
 * Default calibres, each a unit's own `calibreMm` overriding it: field gun 77 mm (the German 7.7 cm; the
 * British 18-pdr is 83.8 mm), light howitzer 105 mm, heavy howitzer 150 mm, siege gun 234 mm (9.2-inch),
 * trench mortar 76 mm (the 3" row), anti-aircraft gun 76.2 mm (the 13-pdr and 3-inch AA guns).
 */
export type ArtilleryTypeInfo = { calibreMm: number; kind: ArtilleryWeapon; rangeRow: string; maxRangeM: number; fuHeldDefault: number };

/** Artillery info by unit type (004 §WEAPON RANGE TABLE rows as `NQM_RANGE_ROWS`). */
export const ARTILLERY_TYPES: Readonly<Partial<Record<UnitTypeId, ArtilleryTypeInfo>>> = {
  fieldGun: { calibreMm: 77, kind: 'gun', rangeRow: '105mm Arty', maxRangeM: 15_000, fuHeldDefault: DEFAULT_FU_HELD },
  lightHowitzer: { calibreMm: 105, kind: 'gun', rangeRow: '105mm Arty', maxRangeM: 15_000, fuHeldDefault: DEFAULT_FU_HELD },
  heavyHowitzer: { calibreMm: 150, kind: 'gun', rangeRow: '150+mm Arty', maxRangeM: 18_000, fuHeldDefault: DEFAULT_FU_HELD },
  siegeGun: { calibreMm: 234, kind: 'gun', rangeRow: '200+mm Arty', maxRangeM: 20_000, fuHeldDefault: DEFAULT_FU_HELD },
  trenchMortar: { calibreMm: 76, kind: 'mortar', rangeRow: '3" Mortar', maxRangeM: 1_500, fuHeldDefault: DEFAULT_FU_HELD },
  antiAircraft: { calibreMm: 76.2, kind: 'gun', rangeRow: '105mm Arty', maxRangeM: 15_000, fuHeldDefault: DEFAULT_FU_HELD },
};
