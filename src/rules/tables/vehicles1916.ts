/**
 * The 1916 vehicle tables (`../shared/seeds/002_0a64821d231c1bbf.txt` §2.3 Vehicle Movement, §2.4
 * Transport and Towing). The combat chart's Tracked column (which terrain is dangerous, its "I" 2D6
 * ranges, the road breakdown rating) and the Vehicle Crew Reaction chart (Repair, Get LMG, Fire Bus
 * targets) did not survive in the seed: those numbers are *assumed* (docs/RULINGS.md §1916 vehicles on the
 * campaign map), editable in the campaign's settings, and said to be so on screen. What the text gives
 * is transcribed as it stands.
 */
import type { UnitTypeId } from './unitTypes.ts';

/** Vehicles of the desk's unit types that roll for immobilisation: the tank types (002 §2.3 "Tank breakdowns"). */
export type Vehicle1916 = Extract<UnitTypeId, 'tankHeavy' | 'tankMedium'>;

/** Every vehicle type the chart has a row for, in the unit-type table's order. */
export const VEHICLES_1916: readonly Vehicle1916[] = ['tankHeavy', 'tankMedium'];

/** What immobilised a vehicle: a breakdown (the road rating), or dangerous terrain entered (the "I" range). */
export type ImmobilisedCause = 'breakdown' | 'terrain';

/** Both causes, in the chart's order. */
export const IMMOBILISED_CAUSES: readonly ImmobilisedCause[] = ['breakdown', 'terrain'];

/**
 * One vehicle's row of the Tracked column: the highest 2D6 total that immobilises it (2…`n`; 1: never)
 * on the road breakdown roll (`breakdownUpTo`) and in dangerous terrain (`dangerousUpTo`).
 */
export type TrackedRow = { breakdownUpTo: number; dangerousUpTo: number };

/**
 * The Tracked column, *assumed* (the seed's chart is lost): 2 (a 1-in-36 chance) for both, for the
 * Mark IV and the Whippet alike. At one roll per hour of movement (docs/RULINGS.md) this is 2.8 % an
 * hour: at Cambrai, of 378 fighting tanks, 71 broke down and 43 ditched on 20 November 1917 in about
 * eight hours' work, about 2.3 % and 1.4 % of tanks an hour.
 */
export const TRACKED_COLUMN_ASSUMED: Readonly<Record<Vehicle1916, Readonly<TrackedRow>>> = {
  tankHeavy: { breakdownUpTo: 2, dangerousUpTo: 2 },
  tankMedium: { breakdownUpTo: 2, dangerousUpTo: 2 },
};

/** The Vehicle Crew Reaction chart's targets for one cause: the 1D6 score to reach to repair, to form an LMG team, to fire the bus. */
export type CrewTargets = { repair: number; getLmg: number; fireBus: number };

/**
 * The Vehicle Crew Reaction chart, *assumed*: a breakdown is repaired on 5–6 and a vehicle ditched in
 * dangerous terrain on 6 (unditching a Mark IV meant the unditching beam and hours of work); an LMG team
 * forms on 4–6; the bus is fired on 3–6 either way.
 */
export const CREW_CHART_ASSUMED: Readonly<Record<ImmobilisedCause, Readonly<CrewTargets>>> = {
  breakdown: { repair: 5, getLmg: 4, fireBus: 3 },
  terrain: { repair: 6, getLmg: 4, fireBus: 3 },
};

/** The crew options for an immobilised vehicle, in the seed's order (002 §2.3 "Crew Options for "I" Immobilized Vehicle"). */
export type CrewAction = 'stand' | 'dismount' | 'repair' | 'abandon' | 'destroy';

/** Every crew option, in the seed's order. */
export const CREW_ACTIONS: readonly CrewAction[] = ['stand', 'dismount', 'repair', 'abandon', 'destroy'];

/** A vehicle that moves less than this is tactically stationary (002 §2.3 "must move a minimum of 100 yards in order to be considered to have moved"), metres (100 yd at 0.9144 m). */
export const TACTICALLY_STATIONARY_M = 91.44;

/**
 * Light machine guns a tank carries, for the Abandon option's rolls (002 §2.3 "Roll once for each two light
 * machine guns which were originally on the vehicle"): a Mark IV male carried 3, a female 5 — 4 taken for
 * a unit of both (*assumed*); a Whippet 4 Hotchkiss.
 */
export const LMGS_CARRIED: Readonly<Record<Vehicle1916, number>> = { tankHeavy: 4, tankMedium: 4 };
