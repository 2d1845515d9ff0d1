/**
 * What becomes of a broken unit at the end of a fight (`004_4c7ef6319257dc11.txt` §UNIT MORALE - THE
 * BREAK TEST, §RETREAT, §UNIT GRADING; docs/RULINGS.md §Broken units: surrender, withdrawal, break-out):
 * - "A broken unit, which is assaulted by an enemy, will disperse and reform … or surrender if retreat
 *   is not possible"; "A unit may only withdraw if its line of retreat is clear, that is out of the
 *   effective fire zone of troops capable of direct fire, and if the retreating unit is at least as
 *   mobile as the pursuers."
 * - GREEN TROOPS: "Broken Green troops will always surrender if this is possible."
 * - VETERAN: "When broken, Veterans will not surrender but will withdraw or if surrounded, break out in
 *   small platoon groups, as long as mobility allows." Elite, who are better than Veteran in every
 *   respect the seed names, are read the same way (ruling).
 */
import type { Grade } from '../types.ts';
import { assertGrade } from './morale.ts';

/**
 * A broken unit's fate: it `withdraws` along a clear line of retreat, `surrenders` (every stand it has
 * left is taken), `breaksOut` (a Veteran or Elite unit surrounded: it gets away in platoon groups), or
 * `sitsTight` where it is (retreat closed and no enemy able to take its surrender).
 */
export type BrokenFate = 'withdraws' | 'surrenders' | 'breaksOut' | 'sitsTight';

/**
 * What is known of one broken unit: its `grade`; `green` (Regular, Conscript or Militia in their first
 * battle; ignored for Elite and Veteran, who cannot be green); `retreatOpen` (its line of retreat is
 * out of enemy direct fire and it is at least as mobile as its pursuers); `enemyMayTakeSurrender` (the
 * winners have a stand able to close with it: a close-assault stand or a tank).
 */
export type BrokenUnit = { grade: Grade; green: boolean; retreatOpen: boolean; enemyMayTakeSurrender: boolean };

/** Grades that never surrender when broken (004 §UNIT GRADING VETERAN; Elite by ruling). */
const NEVER_SURRENDER: readonly Grade[] = ['E', 'V'];

/**
 * The fate of a broken unit (see the module note):
 * - Elite and Veteran: withdraw when the retreat is open, else break out — never surrender;
 * - Green (R, C or M): surrender whenever the enemy can take it, retreat open or not; else as below;
 * - others: withdraw when the retreat is open; else surrender when the enemy can take it; else sit tight.
 * Throws `RangeError` naming a bad `grade` or a flag that is not true or false.
 */
export function brokenFate(unit: BrokenUnit): BrokenFate {
  const grade = assertGrade(unit.grade, 'grade');
  for (const k of ['green', 'retreatOpen', 'enemyMayTakeSurrender'] as const) {
    if (typeof unit[k] !== 'boolean') throw new RangeError(`${k}: expected true or false, got ${JSON.stringify(unit[k])}`);
  }
  if (NEVER_SURRENDER.includes(grade)) return unit.retreatOpen ? 'withdraws' : 'breaksOut';
  if (unit.green && unit.enemyMayTakeSurrender) return 'surrenders';
  if (unit.retreatOpen) return 'withdraws';
  return unit.enemyMayTakeSurrender ? 'surrenders' : 'sitsTight';
}

/** Relative speed of the NQM mobility classes for "at least as mobile as the pursuers" (004 §RETREAT; 004 §MOVEMENT RATES TABLE: foot and horse-drawn march slowest, cavalry next, motor and armour fastest). */
export const MOBILITY_RANK = { foot: 1, horseDrawn: 1, cavalry: 2, motorised: 3, armoured: 3 } as const;

/** Whether a unit of mobility `own` is at least as mobile as every pursuer (`pursuers`, their mobility classes; none: true). */
export function outpaces(own: keyof typeof MOBILITY_RANK, pursuers: readonly (keyof typeof MOBILITY_RANK)[]): boolean {
  return pursuers.every((p) => MOBILITY_RANK[own] >= MOBILITY_RANK[p]);
}
