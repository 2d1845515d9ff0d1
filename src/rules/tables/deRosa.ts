/**
 * Rich De Rosa's WWI rules, transcribed (`../shared/seeds/003_11ff81f41091c16b.txt`): the Movement Chart,
 * the Morale chart and its reasons to test, the Firing Charts (infantry and machine guns, cavalry carbine,
 * field artillery) with their die modifiers and the random-chance D10, the close-combat additions, the
 * Combat Value, and the ammunition supply. Inches, turns and figures are the seed's; how the campaign
 * reads them is docs/RULINGS.md §De Rosa on the campaign map.
 */

/** The Movement Chart's troop types (003 "Movement Chart"). */
export type DeRosaMover = 'infantry' | 'cavalry' | 'artillery' | 'wagons' | 'trucks';

/** How a unit moves on the Movement Chart: in line, in column, on a highway, on a secondary road. */
export type DeRosaMoveMode = 'line' | 'column' | 'highway' | 'secondaryRoad';

/**
 * One row of the Movement Chart, inches a turn by mode (null: the seed's "-"), and the river and woods
 * factor (0.5: "1/2"; 0: "No" / "N/A", cannot enter).
 */
export type DeRosaMoveRow = { line: number | null; column: number; highway: number; secondaryRoad: number; river: number; woods: number };

/**
 * The Movement Chart (003 "Movement Chart": "Infantry 8" 10" 12" 12" 1/2 1/2; Cavalry 16" 18" 24" 24" 1/2
 * 1/2; Artillery - 15" 20" 16" 1/2 No; Wagons - 9" 32" 20" N/A N/A; Trucks - 9" 12" 12" N/A N/A").
 * *Reading*: the trucks' 12" on the highway and wagons' 32" are as printed (the seed's columns run
 * together; docs/RULINGS.md keeps them and says so).
 */
export const DE_ROSA_MOVEMENT: Readonly<Record<DeRosaMover, DeRosaMoveRow>> = {
  infantry: { line: 8, column: 10, highway: 12, secondaryRoad: 12, river: 0.5, woods: 0.5 },
  cavalry: { line: 16, column: 18, highway: 24, secondaryRoad: 24, river: 0.5, woods: 0.5 },
  artillery: { line: null, column: 15, highway: 20, secondaryRoad: 16, river: 0.5, woods: 0 },
  wagons: { line: null, column: 9, highway: 32, secondaryRoad: 20, river: 0, woods: 0 },
  trucks: { line: null, column: 9, highway: 12, secondaryRoad: 12, river: 0, woods: 0 },
};

/** The charge (003: "Units may charge for two turns at double movement. Second turn of the charge, 20% of the unit is left behind by straggling."). */
export const DE_ROSA_CHARGE = { turns: 2, factor: 2, stragglersSecondTurn: 0.2 } as const;

/** A rout (003 "Morale State: ROUTED": "Unit must make a full move away from the enemy … ROUT IS TWO CONSECUTIVE MOVES"): two turns of full movement, in column. */
export const DE_ROSA_ROUT = { turns: 2, column: 'column' } as const;

/** Skirmish formation adds 1" (003 "Units add 1" to movement if in skirmish formation"). */
export const DE_ROSA_SKIRMISH_BONUS_IN = 1;

/** Morale states (003 "Morale State: SHAKEN", "ROUTED"; Good before either). */
export type DeRosaMorale = 'good' | 'shaken' | 'routed';

/** The states in order, best first: a failed test drops one, a passed rally raises one. */
export const DE_ROSA_MORALE_STATES: readonly DeRosaMorale[] = ['good', 'shaken', 'routed'];

/**
 * The Morale chart (003 "Morale (one D-10 roll)"): by the figures a unit has left, the lowest D10 that
 * passes ("Number shown or higher must be rolled"). Rows as printed: 19-17 3, 16-14 4, 13-09 6, 08-06 7,
 * 05-04 8, 03-02 10. *Reading*: a full 20 reads as 19-17; 1 figure as 03-02.
 */
export const DE_ROSA_MORALE_CHART: readonly { minFigures: number; maxFigures: number; passFrom: number }[] = [
  { minFigures: 17, maxFigures: 20, passFrom: 3 },
  { minFigures: 14, maxFigures: 16, passFrom: 4 },
  { minFigures: 9, maxFigures: 13, passFrom: 6 },
  { minFigures: 6, maxFigures: 8, passFrom: 7 },
  { minFigures: 4, maxFigures: 5, passFrom: 8 },
  { minFigures: 1, maxFigures: 3, passFrom: 10 },
];

/**
 * Artillery and machine guns test by their strength instead (003: "(Artillery/MGs at full strength)" on
 * the 19-17 row, "3/4's strength" on 16-14, "1/2 strength" on 13-09, "1/3 strength" on 05-04): the
 * lowest strength fraction of each row, best first. Below a third: the last row (10).
 */
export const DE_ROSA_GUN_MORALE: readonly { atLeast: number; passFrom: number }[] = [
  { atLeast: 1, passFrom: 3 },
  { atLeast: 3 / 4, passFrom: 4 },
  { atLeast: 1 / 2, passFrom: 6 },
  { atLeast: 1 / 3, passFrom: 8 },
];

/** Each morale state in words. */
export const DE_ROSA_MORALE_WORDS: Readonly<Record<DeRosaMorale, string>> = { good: 'Good', shaken: 'Shaken', routed: 'Routed' };

/** The reasons to test (003 "Reason to Test" A–E). */
export type DeRosaTestReason = 'casualties40' | 'lossAfter40' | 'routersNear' | 'sawUnitDestroyed' | 'rallying';

/** Each reason in the seed's words. */
export const DE_ROSA_REASONS: Readonly<Record<DeRosaTestReason, string>> = {
  casualties40: 'A. When a unit receives 40% casualties',
  lossAfter40: 'B. For each additional loss after 40%',
  routersNear: 'C. If passed through or within 5" of a routing unit',
  sawUnitDestroyed: 'D. Seeing (5") a unit at least 50% of its size destroyed from fire',
  rallying: 'E. Morale Routed or Shaken, attempting to rally',
};

/** A losses test's reason in short, for a fight's account: "A, 40 % casualties" or "B, a loss after 40 %". */
export function lossReasonShort(reason: 'casualties40' | 'lossAfter40'): string {
  return reason === 'casualties40' ? 'A, 40 % casualties' : 'B, a loss after 40 %';
}

/** Field-gun ammunition (003 "Ammo Supply: Field guns: four fire turns per battery"). */
export const DE_ROSA_FIRE_TURNS_PER_BATTERY = 4;
