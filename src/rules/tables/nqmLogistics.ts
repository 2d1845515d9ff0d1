/**
 * Not Quite Mechanized logistics tables and rulings (`../shared/seeds/004_4c7ef6319257dc11.txt`
 * §LOGISTICS, §POST COMBAT REORGANISATION, §TIMESCALE, §MOVEMENT RATES TABLE) and De Rosa's field-gun
 * ammunition supply (`003_11ff81f41091c16b.txt` §Ammo Supply, settled by RULINGS.md §1916 and De Rosa).
 * Pure data; the checked rules are in `../logistics/`. Values the seeds do not give are marked *ruling*.
 */
import type { NqmMobility } from './nqm.ts';

/**
 * A kind of stock (004 §UNITS OF LOGISTICAL ACCOUNTING): `CU` combat unit of supply (ammunition and fuel
 * for a company or heavy-weapon stand to fight one attack or defence), `FU` fire unit (an artillery
 * stand's one shoot), `POL` fuel unit (a tracked unit's supply echelon for one hour's movement).
 */
export type StockKind = 'CU' | 'FU' | 'POL';

/** Every stock kind, in the seed's order. */
export const STOCK_KINDS: readonly StockKind[] = ['CU', 'FU', 'POL'];

/** CUs one figure stand or one strength point carries: "1 figure or strength point stand can carry 1 CU" (004 §UNITS OF LOGISTICAL ACCOUNTING). */
export const CU_PER_CARRIER_BASE = 1;

/** CUs a company (or heavy-weapon or support stand) fires at most per hour of firefight: "a maximum of 1 per Company per hour" (004 §UNITS OF LOGISTICAL ACCOUNTING; §WINNING THE FIREFIGHT: "each stand can fire once"). */
export const FIREFIGHT_CU_PER_COMPANY_HOUR = 1;

/** CUs spent in close assault: "CUs are not expended during close assault" (004 §UNITS OF LOGISTICAL ACCOUNTING). */
export const CLOSE_ASSAULT_CU = 0;

/** POL a tracked unit spends per hour of movement; other units spend none (004 §UNITS OF LOGISTICAL ACCOUNTING, 3. FUEL UNITS). */
export const POL_PER_TRACKED_HOUR = 1;

/** How a resupply run travels. */
export type ResupplyTransport = 'motorised' | 'horseDrawn' | 'foot';

/** Every resupply transport. */
export const RESUPPLY_TRANSPORTS: readonly ResupplyTransport[] = ['motorised', 'horseDrawn', 'foot'];

/**
 * The row of 004 §MOVEMENT RATES TABLE (`NQM_MOVE_KPH`) whose Road March column times a resupply run
 * (*ruling*): motorised lorries the Motorised row (9 km/h), horse-drawn wagons the Horse Drawn row
 * (2 km/h), carrying parties the Foot row (2 km/h).
 */
export const RESUPPLY_MOBILITY: Readonly<Record<ResupplyTransport, NqmMobility>> = {
  motorised: 'motorised',
  horseDrawn: 'horseDrawn',
  foot: 'foot',
};

/**
 * Share of the casualties of stands reaching a medical collection point that the point takes: "half of
 * any casualties" (004 §COLLECTION POINTS FOR CASUALTIES AND VEHICLES); an odd one is **not** taken
 * (half rounded down, *ruling*: the seed gives no roll here, unlike reorganisation).
 */
export const COLLECTION_POINT_SHARE = 0.5;

/** Lowest 1D6 score that removes the odd casualty at reorganisation and at the end of the day: "(4,5,6 on 1D6 to remove them)" (004 §REORGANISATION). */
export const ODD_CASUALTY_REMOVED_FROM = 4;

/** Vehicle casualties a repair collection point removes per hour from each stand sent back to it (004 §COLLECTION POINTS FOR CASUALTIES AND VEHICLES). */
export const REPAIR_PER_STAND_HOUR = 1;

/**
 * Campaign repair: "half of the vehicle casualties reaching repair units are repaired" (004 §COLLECTION
 * POINTS FOR CASUALTIES AND VEHICLES); an odd one is not repaired (half rounded down, *ruling*).
 */
export const CAMPAIGN_REPAIR_SHARE = 0.5;

/** De Rosa: "Field guns: four fire turns per battery" (003 §Ammo Supply). */
export const DE_ROSA_FIRE_TURNS_PER_BATTERY = 4;

/** Faces of De Rosa's resupply die: "1d10 roll for each battery or section" (003 §Ammo Supply). */
export const DE_ROSA_RESUPPLY_DIE_SIDES = 10;

/**
 * Lowest D10 score that resupplies a De Rosa battery: "5-10 Ammo resupplied"; 1–4 "Limber still coming"
 * (003 §Ammo Supply lists 5 in both; RULINGS.md §1916 and De Rosa gives it to "resupplied").
 */
export const DE_ROSA_RESUPPLIED_FROM = 5;
