/**
 * The 1916 field works (`../shared/seeds/002_0a64821d231c1bbf.txt` §2.5 Field Works):
 * - "Units preparing defenses count as having moved and take six turns to complete a hasty dig-in or 20
 *   turns to complete foxholes. Individual engineer bases may dig-in infantry, heavy weapons sections and
 *   towed heavy equipment within the same aforementioned time frame."
 * - "Each minefield marker has an effective radius of 80 yards." "For each base which passes through any
 *   portion of each minefield during its movement, roll for loss or damage on the same Area Weapons Chart as
 *   artillery barrages without applying die roll modifiers." The Area Weapons Chart is in the seed's lost
 *   Fire chapter: the desk's minefield roll is *assumed* (`MINE_CHART_ASSUMED`) and editable.
 * Pure data.
 */
import { TURN_1916_MIN } from './transport1916.ts';
import type { TaskTiming } from './nqm.ts';

/** Yards to metres (the seed measures in yards). */
const YARD_M = 0.9144;

/** A minefield marker's effective radius, metres: 80 yards (002 §2.5). */
export const MINEFIELD_MARKER_RADIUS_M = 80 * YARD_M;

/** Turns to complete a hasty dig-in and foxholes (002 §2.5: "six turns … or 20 turns"). */
export const DIG_IN_TURNS_1916 = { hasty: 6, foxholes: 20 } as const;

/**
 * The minefield roll, per base (*assumed*, the Area Weapons Chart being lost): 2D6, the base lost on a total
 * of `lostFrom` or more, damaged (one casualty marker) on `damagedFrom` or more; 13 means never.
 */
export type MineChart = { lostFrom: number; damagedFrom: number };

/**
 * The assumed minefield roll: a base is lost on 11–12 (1 in 12) and damaged on 9–10 (7 in 36), so that about
 * a base in four passing through a minefield is hurt — as heavily as a barrage of the Fire plan's LIGHT
 * guns on troops in the open. Editable in Settings ("1916 vehicle and minefield charts (assumed)").
 */
export const MINE_CHART_ASSUMED: Readonly<MineChart> = { lostFrom: 11, damagedFrom: 9 };

/** The 1916 field works as tasks on the timeline: hasty dig-in (6 turns) and foxholes (20 turns), by infantry, heavy weapons or engineers (002 §2.5). */
export const FIELD_WORKS_1916: readonly TaskTiming[] = [
  { task: 'Hasty dig-in (1916)', minH: (DIG_IN_TURNS_1916.hasty * TURN_1916_MIN) / 60, maxH: (DIG_IN_TURNS_1916.hasty * TURN_1916_MIN) / 60, by: ['infantry', 'machineGun', 'mortar', 'engineer'], byText: 'infantry, heavy weapons or engineers' },
  { task: 'Foxholes (1916)', minH: (DIG_IN_TURNS_1916.foxholes * TURN_1916_MIN) / 60, maxH: (DIG_IN_TURNS_1916.foxholes * TURN_1916_MIN) / 60, by: ['infantry', 'machineGun', 'mortar', 'engineer'], byText: 'infantry, heavy weapons or engineers' },
];

/** The tasks whose completion digs their unit in: *NQM*'s "Dig in infantry company" (004 §TASK TIMINGS TABLE) and the 1916 field works. */
export const DIG_IN_TASKS: readonly string[] = ['Dig in infantry company', ...FIELD_WORKS_1916.map((t) => t.task)];

/** The task whose completion lays a minefield (004 §TASK TIMINGS TABLE "Lay Minefield 8 Engr Coy Hrs/Km"). */
export const LAY_MINEFIELD_TASK = 'Lay minefield';
