/**
 * De Rosa's Firing Charts and melee tables, transcribed (`../shared/seeds/003_11ff81f41091c16b.txt`
 * "Firing Charts Infantry / Machine guns", "Firing Charts Cavalry Carbine", "Firing Charts Field
 * Artillery", "Firing Die Roll Modifications", "Modifiers for Firing Charts", "Random Chance Roll",
 * "Close Combat Additions to Fire Chart", "Combat Value Determination"). The seed's columns ran together
 * when it was put on the page; how each header is read is docs/RULINGS.md §De Rosa on the campaign map.
 */

/** A range band of the charts: Long, Medium, Short. */
export type DeRosaBand = 'long' | 'medium' | 'short';

/** One firing chart: its columns (the fewest figures — or guns — each column is for, largest first), the range (inches) each band reaches, and the casualties by band and column. */
export type DeRosaFireChart = { columns: readonly { label: string; minFigures: number }[]; bandsIn: Readonly<Record<DeRosaBand, { from: number; to: number }>>; casualties: Readonly<Record<DeRosaBand, readonly number[]>> };

/**
 * Infantry and machine guns (003: columns "20 figs / 2 MG", "19-18", "17-16 / 1 MG", "15-12", "11-8",
 * "7-4"; "20"- 10" Long 2 casualties 2 2 1 0 0"; "10"-5" Medium 3 3 2 2 1 0"; "5"-0" Short 5 4 4 3 2 1").
 * A section of two machine guns fires in the first column, one gun in the third.
 */
export const DE_ROSA_INFANTRY_FIRE: DeRosaFireChart = {
  columns: [
    { label: '20 figures (2 MG)', minFigures: 20 },
    { label: '19–18', minFigures: 18 },
    { label: '17–16 (1 MG)', minFigures: 16 },
    { label: '15–12', minFigures: 12 },
    { label: '11–8', minFigures: 8 },
    { label: '7–4', minFigures: 4 },
  ],
  bandsIn: { long: { from: 10, to: 20 }, medium: { from: 5, to: 10 }, short: { from: 0, to: 5 } },
  casualties: { long: [2, 2, 2, 1, 0, 0], medium: [3, 3, 2, 2, 1, 0], short: [5, 4, 4, 3, 2, 1] },
};

/**
 * Cavalry carbine (003: columns "20 figs", "19-18", "17-16", "15-12", "11-9", "7-4", "6-1"; Long "2 Kills 1
 * 1 0 0 0 0"; Medium "3 3 2 2 1 0 0"; Short "5 4 4 3 2 1 1"). *Reading*: the columns must cover every count
 * once, so "11-9" is read 11–8 and "6-1" 3–1 (as the infantry chart's 11–8 and 7–4).
 */
export const DE_ROSA_CARBINE_FIRE: DeRosaFireChart = {
  columns: [
    { label: '20 figures', minFigures: 20 },
    { label: '19–18', minFigures: 18 },
    { label: '17–16', minFigures: 16 },
    { label: '15–12', minFigures: 12 },
    { label: '11–8', minFigures: 8 },
    { label: '7–4', minFigures: 4 },
    { label: '3–1', minFigures: 1 },
  ],
  bandsIn: { long: { from: 10, to: 20 }, medium: { from: 5, to: 10 }, short: { from: 0, to: 5 } },
  casualties: { long: [2, 1, 1, 0, 0, 0, 0], medium: [3, 3, 2, 2, 1, 0, 0], short: [5, 4, 4, 3, 2, 1, 1] },
};

/** Field artillery by gunners left (003: "Artillerymen 4 figures 3 2 1"; "45"-30" Long 2 kills 1 0 0"; "30"-20" Medium 3 2 1 0"; "20"-5" Short 4 3 2 1"). */
export const DE_ROSA_ARTILLERY_FIRE: DeRosaFireChart = {
  columns: [
    { label: '4 gunners', minFigures: 4 },
    { label: '3', minFigures: 3 },
    { label: '2', minFigures: 2 },
    { label: '1', minFigures: 1 },
  ],
  bandsIn: { long: { from: 30, to: 45 }, medium: { from: 20, to: 30 }, short: { from: 5, to: 20 } },
  casualties: { long: [2, 1, 0, 0], medium: [3, 2, 1, 0], short: [4, 3, 2, 1] },
};

/** A firing modifier: added to the chart's casualties (`points`), or multiplying them (`times`: ½ for a Shaken unit, ×2 on an enfiladed target). */
export type DeRosaFireModifier = { id: string; label: string; points?: number; times?: number };

/** "Firing Die Roll Modifications" and "Modifiers for Firing Charts" (003), in the seed's order. */
export const DE_ROSA_FIRE_MODIFIERS: readonly DeRosaFireModifier[] = [
  { id: 'britishSmallArms', label: 'British small arms', points: 1 },
  { id: 'frenchSmallArms', label: 'French small arms', points: -1 },
  { id: 'entrenched', label: 'Target in entrenchments', points: -2 },
  { id: 'skirmish', label: 'Target in skirmish order', points: -2 },
  { id: 'prone', label: 'Target prone', points: -1 },
  { id: 'heavyWoods', label: 'Heavy woods', points: -2 },
  { id: 'builtUp', label: 'Built up areas', points: -2 },
  { id: 'lightWoods', label: 'Light woods', points: -1 },
  { id: 'movedHalf', label: 'Moved up to 1/2 in the turn', points: -1 },
  { id: 'movedThreeQuarters', label: 'Moved up to 3/4 in the turn', points: -2 },
  { id: 'batteryAtEntrenchment', label: 'Batteries firing at entrenchment', points: -1 },
  { id: 'batteryMoved', label: 'Battery fired and moved in the turn', points: -1 },
  { id: 'mgMovedHalf', label: 'MG fired and moved up to 1/2', points: -1 },
  { id: 'mgMovedThreeQuarters', label: 'MG fired and moved up to 3/4', points: -2 },
  { id: 'shaken', label: 'Unit morale Shaken', times: 0.5 },
  { id: 'britishUnit', label: 'British unit', points: 1 },
  { id: 'higher', label: 'Shooting from higher level', points: 1 },
  { id: 'mounted', label: 'Target mounted', points: 2 },
  { id: 'column', label: 'Firing at column', points: 2 },
  { id: 'enfiladed', label: 'Target enfiladed', times: 2 },
  { id: 'french75', label: 'French 75mm (at least 2 guns)', points: 1 },
  { id: 'frenchCharging', label: 'French infantry charging', points: 1 },
];

/** "Random Chance Roll (1d10) Modifier for Firing" (003: 1-2 −2, 3-4 −1, 5-6 0, 7-8 +1, 9-0 +2), by D10 − 1 (the 0 read as 10). */
export const DE_ROSA_RANDOM_CHANCE: readonly number[] = [-2, -2, -1, -1, 0, 0, 1, 1, 2, 2];

/** "Close Combat Additions to Fire Chart" (003: 20-16 figures +3, 15-11 +2, 10-06 +1, 05-01 ±0): the fewest figures of each row, largest first. */
export const DE_ROSA_CLOSE_COMBAT: readonly { minFigures: number; add: number }[] = [
  { minFigures: 16, add: 3 },
  { minFigures: 11, add: 2 },
  { minFigures: 6, add: 1 },
  { minFigures: 1, add: 0 },
];

/** "Combat Value Determination" (003): +2 morale good, +2 veterans, +1 a figure, +1 trained, +1 each 2 figures on the flank, +1 shaken (as printed), −5 in skirmish order. */
export const DE_ROSA_COMBAT_VALUE = { moraleGood: 2, veterans: 2, perFigure: 1, trained: 1, perTwoOnFlank: 1, shaken: 1, skirmish: -5 } as const;

/** A melee is decided by a difference of this much in combat value × chance (003 "Difference of 10 and loser retreats for 2 turns. Morale drops to Shaken."). */
export const DE_ROSA_MELEE_DECISIVE = 10;
