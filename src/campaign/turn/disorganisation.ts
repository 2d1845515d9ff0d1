/**
 * Disorganisation after a fight, until the unit reorganises: 004 §DISORGANISATION ("After combat, a unit
 * up to battalion size is disorganised … until all casualty markers are removed"), §CLOSE ASSAULT TABLE
 * "DISORG AFTER" (`../shared/RULINGS.md` §Not Quite Mechanized: the hours of continuous action after
 * which a unit becomes disorganised, staying so until it reorganises; Elite never), §UNIT MORALE - THE
 * BREAK TEST ("A unit that has failed its second break test is disorganised and broken").
 */
import { CLOSE_ASSAULT_TABLE } from '../../rules/tables/nqmCombat.ts';
import type { Grade } from '../../rules/types.ts';
import { MAX_MINUTE } from '../model/checks.ts';
import type { Unit } from '../model/types.ts';

/**
 * A pause that ends a unit's continuous action, minutes: one operational turn (004 §TIMESCALE; 004
 * §SPECIAL ASSAULT RULES 2: "Reorganisation begins when the attacker stops moving, fighting, or being under
 * fire"; docs/RULINGS.md §Continuous action).
 */
export const ACTION_PAUSE_MIN = 60;

/**
 * The minutes of action a fight starting at `startMin` carries on from for `unit`: its `actionMin` when
 * it fought until less than `ACTION_PAUSE_MIN` before (`engagedUntilMin`) and has not reorganised since
 * (reorganising clears `actionMin`) — a follow-on attack (004 §SPECIAL ASSAULT RULES 2: "the subsequent
 * moves count towards disorganisation as if the unit is still in battle"); else 0.
 */
export function priorActionMin(unit: Pick<Unit, 'actionMin' | 'engagedUntilMin'>, startMin: number): number {
  if (unit.actionMin === undefined || unit.engagedUntilMin === undefined) return 0;
  return startMin - unit.engagedUntilMin < ACTION_PAUSE_MIN ? unit.actionMin : 0;
}

/**
 * The `disorganisedUntilMin` of a unit disorganised until it reorganises: the latest campaign minute,
 * so it never runs out on the clock; reorganising (`unit.reorganised`) clears it.
 */
export const UNTIL_REORGANISED_MIN = MAX_MINUTE;

/**
 * Whether a fight leaves a unit of `grade` disorganised: broken, carrying casualty markers after it, or
 * in action for at least its grade's DISORG AFTER hours (V 3, R 2, C 1, M 1) — `actionMin` counts the
 * minutes of this fight (docs/RULINGS.md §Continuous action). Elite never. Returns
 * `UNTIL_REORGANISED_MIN` when it does, else undefined.
 */
export function disorganisedByAction(grade: Grade, actionMin: number, broken: boolean, marked: boolean): number | undefined {
  const h = CLOSE_ASSAULT_TABLE[grade].disorganisedH;
  if (h === null) return undefined;
  return broken || marked || actionMin >= h * 60 ? UNTIL_REORGANISED_MIN : undefined;
}

/** Grades that can be Green (004 §UNIT GRADING: "Regular, Conscript or Militia troops taking part in their first battle"). */
const CAN_BE_GREEN: readonly Grade[] = ['R', 'C', 'M'];

/**
 * Whether `unit` fights a fight starting at `startMin` as Green troops (004 §UNIT GRADING): marked
 * `green` by the umpire, of a grade that can be green, and still in its first battle — it has not
 * fought before, or its fighting since has been continuous action (less than `ACTION_PAUSE_MIN`
 * between fights; docs/RULINGS.md §Broken units: surrender, withdrawal, break-out).
 */
export function greenInBattle(unit: Pick<Unit, 'green' | 'grade' | 'engagedUntilMin'>, startMin: number): boolean {
  if (unit.green !== true || !CAN_BE_GREEN.includes(unit.grade)) return false;
  return unit.engagedUntilMin === undefined || startMin - unit.engagedUntilMin < ACTION_PAUSE_MIN;
}
