/**
 * The fire class and protection `settleDefaults` proposes for a side of a contact, each with the row of
 * the classification table it comes from (004 §WEAPON AND ARMOUR CLASSIFICATION), so the umpire sees
 * why. Fire class by unit type — the seed names weapons, not arms: HMGs MEDIUM, LMGs LIGHT, the 18-pdr
 * LIGHT, 90–110 mm MEDIUM, 120–160 mm HEAVY — and protection by posture: every unit on the move VERY
 * LIGHT, in cover LIGHT, dug in or in defensible cover MEDIUM, fortified HEAVY; tanks LIGHT.
 */
import { namedArtillery } from '../../rules/artillery/classes.ts';
import { ARMOUR_CLASS_OF_POSTURE, type NqmClass } from '../../rules/tables/nqmCombat.ts';
import { gunClassOf, unitArtillery } from '../model/artilleryUnits.ts';
import type { CampaignSettings, Unit } from '../model/types.ts';
import type { CoverTerrain } from '../../rules/bound/types.ts';
import { UNIT_TYPES, type Arm, type UnitTypeId } from '../../rules/tables/unitTypes.ts';

/** A proposed class and the classification-table row it comes from, in the seed's words. */
export type ClassProposal = { cls: NqmClass; row: string };

const L_INFANTRY: ClassProposal = { cls: 'L', row: 'LIGHT — Infantry: all weapons to MMG and 81mm mortar' };
const VL_SERVICES: ClassProposal = { cls: 'VL', row: 'VERY LIGHT — rear services, rifles for their own defence only (docs/RULINGS.md §Fire classes of a WWI division)' };

/** The artillery rows of the classification table's weapon column (004 §WEAPON AND ARMOUR CLASSIFICATION). */
const ARTILLERY_ROW: Readonly<Record<'L' | 'M' | 'H' | 'VH', string>> = {
  L: 'LIGHT — Artillery: up to 81mm, 18pdr',
  M: 'MEDIUM — Artillery: 90-110mm, 25pdr',
  H: 'HEAVY — Artillery: 120-160mm, 4.5"',
  VH: 'VERY HEAVY — Artillery: 200mm and over',
};

/**
 * The fire class of each unit type and its row (004 §WEAPON AND ARMOUR CLASSIFICATION, the weapon
 * column). A generic WWI trench mortar battery is read as the 3-inch Stokes, an 81 mm mortar (LIGHT);
 * the tanks' 6-pdr is the anti-tank row's "6pdr" (MEDIUM).
 */
export const FIRE_CLASS_OF_TYPE: Readonly<Record<UnitTypeId, ClassProposal>> = {
  infantry: L_INFANTRY,
  infantryReserve: L_INFANTRY,
  infantryElite: L_INFANTRY,
  skirmishers: L_INFANTRY,
  headquarters: L_INFANTRY,
  machineGun: { cls: 'M', row: 'MEDIUM — Infantry: HMGs, 120mm mortar' },
  machineGunEarly: { cls: 'M', row: 'MEDIUM — Infantry: HMGs, 120mm mortar' },
  trenchMortar: { cls: 'L', row: 'LIGHT — Infantry: all weapons to MMG and 81mm mortar (the 3-inch Stokes)' },
  lewisGun: { cls: 'L', row: 'LIGHT — Infantry: all weapons to MMG and 81mm mortar (LMGs)' },
  grenadiers: L_INFANTRY,
  stormtroops: L_INFANTRY,
  cavalry: L_INFANTRY,
  mountedRifles: L_INFANTRY,
  cyclist: L_INFANTRY,
  tankHeavy: { cls: 'M', row: 'MEDIUM — Anti-tank: 47-77mm, 6pdr (the tank’s 6-pdr)' },
  tankMedium: { cls: 'L', row: 'LIGHT — Infantry: all weapons to MMG (the Whippet’s machine guns)' },
  fieldGun: { cls: 'L', row: ARTILLERY_ROW.L },
  lightHowitzer: { cls: 'M', row: ARTILLERY_ROW.M },
  heavyHowitzer: { cls: 'H', row: ARTILLERY_ROW.H },
  siegeGun: { cls: 'VH', row: ARTILLERY_ROW.VH },
  antiAircraft: { cls: 'L', row: `${ARTILLERY_ROW.L} (the 13-pdr and 3-inch AA guns)` },
  strafingAircraft: { cls: 'M', row: 'MEDIUM — Strafing Aircraft' },
  diveBombers: { cls: 'H', row: 'HEAVY — Dive bombers' },
  heavyBombers: { cls: 'VH', row: 'VERY HEAVY — heavy bombers (fortified troops "are not disorganised by air attack less than heavy bombers")' },
  warship: { cls: 'H', row: `${ARTILLERY_ROW.H} (a destroyer’s 4.7- to 5.9-inch guns, should the umpire let a ship fire ashore)` },
  submarine: { cls: 'L', row: `${ARTILLERY_ROW.L} (a submarine’s deck gun, should the umpire let it fire ashore)` },
  engineer: L_INFANTRY,
  pioneer: L_INFANTRY,
  signals: VL_SERVICES,
  supply: VL_SERVICES,
  medical: VL_SERVICES,
  labour: VL_SERVICES,
};

/** 004 §WEAPON AND ARMOUR CLASSIFICATION: infantry weapons against tanks. */
const VL_NO_ANTI_TANK: ClassProposal = { cls: 'VL', row: 'VERY LIGHT — Infantry: all without anti-tank weapons against light or better armour' };

/** Arms that fire infantry weapons only, with no anti-tank weapon (WWI: rifles, machine guns, trench mortars). */
const INFANTRY_WEAPON_ARMS: readonly Arm[] = ['infantry', 'cavalry', 'cyclist', 'machineGun', 'mortar', 'engineer', 'headquarters', 'signals', 'supply', 'medical', 'labour'];

/**
 * The fire class a unit of `type` is proposed at, and its row: `FIRE_CLASS_OF_TYPE`, except that against
 * tanks (`againstArmour`) infantry weapons read VERY LIGHT ("Infantry: all without anti-tank weapons
 * against light or better armour"); artillery and tanks keep their class.
 */
export function fireClassOf(type: UnitTypeId, againstArmour: boolean): ClassProposal {
  if (againstArmour && INFANTRY_WEAPON_ARMS.includes(UNIT_TYPES[type].arm)) return VL_NO_ANTI_TANK;
  return FIRE_CLASS_OF_TYPE[type];
}

/**
 * The fire class a unit is proposed at, and its row: for artillery (`unitArtillery`: its own calibre, else
 * its type's) the class its calibre reads everywhere — `weaponClassOfCalibre`, the one reading the fire
 * plan, its expected effect and the unit panel take too (docs/RULINGS.md §Named artillery and calibres
 * between rows): Cambrai's 4.5-inch howitzers HEAVY, as the seed's HEAVY row names them, whatever their
 * unit type; for every other unit `fireClassOf` its type. E.g. a light howitzer battery of 114.3 mm →
 * H, "HEAVY — Artillery: 120-160mm, 4.5" (the 4.5-inch, 114.3 mm)"; one of the type's 105 mm → M.
 * `settings`: the campaign's; a class the umpire set for the calibre (`gunClasses`, note 2) is read
 * instead of the table's, and the row says so.
 */
export function fireClassOfUnit(unit: Pick<Unit, 'type' | 'calibreMm' | 'fuHeld'>, againstArmour: boolean, settings: Pick<CampaignSettings, 'gunClasses'> = {}): ClassProposal {
  const art = unitArtillery(unit);
  if (!art) return fireClassOf(unit.type, againstArmour);
  const g = gunClassOf(settings, art.calibreMm, art.kind);
  const named = namedArtillery(art.calibreMm, art.kind);
  const guns = `${named ? `the ${named.name}, ` : ''}${art.calibreMm} mm`;
  if (!g.changed) return { cls: g.cls, row: `${ARTILLERY_ROW[g.cls]} (${guns})` };
  return { cls: g.cls, row: `${ARTILLERY_ROW[g.cls]} (${guns}; set by the umpire, the table's ${ARTILLERY_ROW[g.byTable].split(' — ')[0]} — note 2: classes may change with time)` };
}

/**
 * The protection of a side's main unit as a target, and its row (the armour column): tanks LIGHT ("Most
 * light tanks and armoured cars"); otherwise `moving` (it has a route: "All troops moving to contact or
 * road marching") VERY LIGHT; dug in or in defensible cover MEDIUM; in a fortification HEAVY; else in
 * cover LIGHT.
 */
export function protectionOf(tank: boolean, moving: boolean, dugIn: boolean, cover: CoverTerrain): ClassProposal {
  if (tank) return { cls: 'L', row: 'LIGHT — Most light tanks and armoured cars' };
  if (moving) return { cls: ARMOUR_CLASS_OF_POSTURE.moving, row: 'VERY LIGHT — All troops moving to contact or road marching' };
  if (dugIn || cover === 'defensible') return { cls: ARMOUR_CLASS_OF_POSTURE.dugIn, row: 'MEDIUM — Infantry dug in or in towns' };
  if (cover === 'fortification') return { cls: ARMOUR_CLASS_OF_POSTURE.fortified, row: 'HEAVY — Infantry in fortified positions' };
  return { cls: ARMOUR_CLASS_OF_POSTURE.cover, row: 'LIGHT — Infantry in cover and scrapes' };
}
