/**
 * Not Quite Mechanized ground tables for the campaign map: the space a unit occupies (§REAL ESTATE
 * TABLE), weapon and contact ranges (§WEAPON RANGE TABLE with its "CONTACT RANGES FOR"), and how the
 * going slows a move (§MOVEMENT RATES TABLE note). Source: `../shared/seeds/004_4c7ef6319257dc11.txt`.
 * Pure data; the checked look-ups are in `../operational/realEstate.ts` and `../operational/movement.ts`.
 * Values the seed does not give are marked *ruling (ours)*. Distances in ground metres.
 */
import type { Arm } from './unitTypes.ts';

/** Echelons with a row in the real estate table (a regiment reads the brigade row: "Brigade/Regt"). */
export type RealEstateEchelon = 'platoon' | 'company' | 'battalion' | 'brigade' | 'division';
/** Rows of the real estate table: on the move ("Company", "Battalion"…) or in defence ("Coy in Defence"…). */
export type RealEstatePosture = 'advance' | 'defence';
/** The kind of country: 'close' takes the table's lower frontage limit, 'open' the upper, 'average' the mean. */
export type Country = 'close' | 'average' | 'open';

/** One cell of the real estate table: frontage `[lower, upper]` limits and column depth, metres. */
export type RealEstateCell = { frontageM: readonly [number, number]; depthM: number };

/** Every real estate echelon, smallest first. */
export const REAL_ESTATE_ECHELONS: readonly RealEstateEchelon[] = ['platoon', 'company', 'battalion', 'brigade', 'division'];
/** Every real estate posture. */
export const REAL_ESTATE_POSTURES: readonly RealEstatePosture[] = ['advance', 'defence'];
/** Every kind of country. */
export const COUNTRIES: readonly Country[] = ['close', 'average', 'open'];

/**
 * Frontage and column depth by echelon and posture, metres. Source: 004 §REAL ESTATE TABLE ("Company
 * 300m 300m · Coy in Defence 3-500m 300m · Battalion 1-2Km 2Km · Bn in Defence 1-2Km 1Km · Brigade/Regt
 * 4-7Km 8Km · Division 10-15Km 24Km"; "Take the LOWER LIMIT for close country, and the UPPER LIMIT for
 * open country"). A single figure is both limits. *Ruling (ours)*: brigade and division in defence as on
 * the move (the table gives no defence row for them); a platoon is a third of a company, 100 m × 100 m
 * in either posture.
 */
export const REAL_ESTATE: Readonly<Record<RealEstateEchelon, Readonly<Record<RealEstatePosture, RealEstateCell>>>> = {
  platoon: { advance: { frontageM: [100, 100], depthM: 100 }, defence: { frontageM: [100, 100], depthM: 100 } },
  company: { advance: { frontageM: [300, 300], depthM: 300 }, defence: { frontageM: [300, 500], depthM: 300 } },
  battalion: { advance: { frontageM: [1_000, 2_000], depthM: 2_000 }, defence: { frontageM: [1_000, 2_000], depthM: 1_000 } },
  brigade: { advance: { frontageM: [4_000, 7_000], depthM: 8_000 }, defence: { frontageM: [4_000, 7_000], depthM: 8_000 } },
  division: { advance: { frontageM: [10_000, 15_000], depthM: 24_000 }, defence: { frontageM: [10_000, 15_000], depthM: 24_000 } },
};

/** Rows of the weapon range table. */
export type WeaponRangeId =
  | 'infSmallArms'
  | 'infAntiTank'
  | 'lightAntiTankGun'
  | 'mediumAntiTankGun'
  | 'heavyAntiTankGun'
  | 'tankTo47mm'
  | 'tank48to76mm'
  | 'mortar81mm'
  | 'mortar3in'
  | 'mortar120mm'
  | 'artillery105mm'
  | 'artillery150mm'
  | 'artillery200mm';

/** One row of the weapon range table: the seed's label, max effective range and max harassing range (null: "-"), metres. */
export type WeaponRange = { label: string; effectiveM: number; harassM: number | null };

/**
 * Max effective and max harassing ranges, metres; `harassM: null` where the seed gives "-".
 * Source: 004 §WEAPON RANGE TABLE (the seed adds: "You may wish to reduce these ranges in battle";
 * harassing fire that scores disorganises but causes no casualties).
 */
export const WEAPON_RANGES: Readonly<Record<WeaponRangeId, WeaponRange>> = {
  infSmallArms: { label: 'INF SMALL ARMS', effectiveM: 300, harassM: 1_000 },
  infAntiTank: { label: 'INF ATK (Boyes)', effectiveM: 200, harassM: null },
  lightAntiTankGun: { label: 'Lt Atk GUNS', effectiveM: 500, harassM: 1_000 },
  mediumAntiTankGun: { label: 'M Atk GUNS', effectiveM: 1_000, harassM: 2_000 },
  heavyAntiTankGun: { label: '88mm Atk etc', effectiveM: 2_000, harassM: 3_000 },
  tankTo47mm: { label: 'Up to 47mm Tk', effectiveM: 300, harassM: 600 },
  tank48to76mm: { label: '48 to 76.2mm Tk', effectiveM: 500, harassM: 1_000 },
  mortar81mm: { label: '81mm Mortar', effectiveM: 3_000, harassM: null },
  mortar3in: { label: '3" Mortar', effectiveM: 1_500, harassM: null },
  mortar120mm: { label: '120mm Mor', effectiveM: 5_000, harassM: null },
  artillery105mm: { label: '105mm Arty', effectiveM: 15_000, harassM: null },
  artillery150mm: { label: '150+mm Arty', effectiveM: 18_000, harassM: null },
  artillery200mm: { label: '200+mm Arty', effectiveM: 20_000, harassM: null },
};

/** Classes of the contact ranges: infantry weapons, armour, artillery. */
export type ContactClass = 'infantry' | 'armour' | 'artillery';

/**
 * Contact range, metres: a firefight at this range or less is at contact range. Source: 004 §WEAPON
 * RANGE TABLE, "CONTACT RANGES FOR: INFANTRY WEAPONS 100m or less, ARMOUR 200m or less, ARTILLERY 300m or less".
 */
export const CONTACT_RANGE_M: Readonly<Record<ContactClass, number>> = { infantry: 100, armour: 200, artillery: 300 };

/**
 * Factor on the movement rate off a road, by the going. 004 §MOVEMENT RATES TABLE says only "Further
 * penalize movement for obstacles, congestion, or bad going". *Ruling (ours)*: open 1, rough 0.5,
 * impractical 0 (cannot be crossed except by a road).
 */
export const GOING_FACTOR: Readonly<Record<'open' | 'rough' | 'impractical', number>> = { open: 1, rough: 0.5, impractical: 0 };

/** What an arm fights with at the operational level: its weapon range row (null: none of its own) and contact class. */
export type ArmRange = { weapon: WeaponRangeId | null; contact: ContactClass };

/**
 * Weapon range row and contact class of each arm (`Arm` of `./unitTypes.ts`). *Ruling (ours)* for a
 * WWI/WWII campaign: infantry-like arms (infantry, cyclist, machine gun, engineer, HQ, signals, supply,
 * medical, labour, cavalry) fire infantry small arms and meet at the infantry contact range; trench
 * mortars are 3-inch mortars at infantry contact range; armour fights as a 48–76.2 mm tank (the WWI
 * 6-pdr) at the armour contact range; field and heavy artillery have no direct-fire weapon (indirect
 * fire is the fire plan's business) and meet at the artillery contact range; anti-aircraft guns on the
 * ground engage as light guns ("Lt Atk GUNS") at the artillery contact range; aircraft, ships and submarines are
 * never ground units (`groundUnits`, `fightsOnLand`): aircraft attack in fire plans, ships are the umpire's.
 */
export const ARM_RANGES: Readonly<Record<Arm, ArmRange>> = {
  infantry: { weapon: 'infSmallArms', contact: 'infantry' },
  cavalry: { weapon: 'infSmallArms', contact: 'infantry' },
  cyclist: { weapon: 'infSmallArms', contact: 'infantry' },
  armour: { weapon: 'tank48to76mm', contact: 'armour' },
  fieldArtillery: { weapon: null, contact: 'artillery' },
  heavyArtillery: { weapon: null, contact: 'artillery' },
  machineGun: { weapon: 'infSmallArms', contact: 'infantry' },
  mortar: { weapon: 'mortar3in', contact: 'infantry' },
  engineer: { weapon: 'infSmallArms', contact: 'infantry' },
  headquarters: { weapon: 'infSmallArms', contact: 'infantry' },
  signals: { weapon: 'infSmallArms', contact: 'infantry' },
  supply: { weapon: 'infSmallArms', contact: 'infantry' },
  medical: { weapon: 'infSmallArms', contact: 'infantry' },
  labour: { weapon: 'infSmallArms', contact: 'infantry' },
  antiAir: { weapon: 'lightAntiTankGun', contact: 'artillery' },
  air: { weapon: null, contact: 'artillery' },
  naval: { weapon: null, contact: 'artillery' },
};
