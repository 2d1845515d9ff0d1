/**
 * The optional 1916 command test (`002_0a64821d231c1bbf.txt` §2.1 Command Control): "Each turn that a
 * unit wishes to move, it must first pass a command test using one six-sided die … The modified die
 * roll value must be equivalent to or greater than the value shown." The chart's targets are *assumed*
 * (RULINGS.md §1916 and De Rosa) and editable; the modifiers are the ones that survive in the seed.
 */
import type { Grade } from './types.ts';
import {
  COMMAND_TEST_COLUMNS,
  COMMAND_TEST_MODIFIERS,
  COMMAND_TEST_TARGETS_ASSUMED,
  type CommandTestColumn,
  type CommandTestModifier,
  type CommandTestModifierId,
} from './tables/commandTest1916.ts';
import { NQM_GRADES } from './tables/nqm.ts';

/** The chart's targets by training (grade) and column, each the score 1…7 the modified die must reach (7: never, as no modifier adds). */
export type CommandTestTargets = Readonly<Record<Grade, Readonly<Record<CommandTestColumn, number>>>>;

/**
 * One test: the unit's training `grade`, the `column` declared before rolling (Maneuver to move or
 * change disposition, Assault to assault move), the `die` rolled (1…6), the `modifiers` that apply by
 * id (a per-count modifier repeated once per instance, e.g. two HQ hits = `['hqHit', 'hqHit']`), and
 * the `targets` in force (default `COMMAND_TEST_TARGETS_ASSUMED`).
 */
export type CommandTestInput = {
  grade: Grade;
  column: CommandTestColumn;
  die: number;
  modifiers: readonly CommandTestModifierId[];
  targets?: CommandTestTargets;
};

/** The result: the `target` looked up, the sum of the modifiers' points (≤ 0), the `modified` die, and whether it `passed` (modified ≥ target). */
export type CommandTestResult = { target: number; modifierPoints: number; modified: number; passed: boolean };

const BY_ID = new Map<string, CommandTestModifier>(COMMAND_TEST_MODIFIERS.map((m) => [m.id, m]));

/**
 * Check a targets table: every grade (E V R C M) and column present, each a whole number 1…7 (the
 * campaign settings' range). Throws `RangeError` naming the cell, e.g. `targets.R.assault: expected a whole number 1…7, got 9`.
 */
export function checkCommandTestTargets(targets: unknown): asserts targets is CommandTestTargets {
  if (targets === null || typeof targets !== 'object') throw new RangeError('targets: expected a table of targets by grade and column');
  for (const g of NQM_GRADES) {
    const row = (targets as Record<string, unknown>)[g];
    if (row === null || typeof row !== 'object') throw new RangeError(`targets.${g}: missing row for grade ${g}`);
    for (const c of COMMAND_TEST_COLUMNS) {
      const v = (row as Record<string, unknown>)[c];
      if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > 7) {
        throw new RangeError(`targets.${g}.${c}: expected a whole number 1…7, got ${String(v)}`);
      }
    }
  }
}

/**
 * Resolve one 1916 command test (002 §2.1): modified = die + the points of every modifier listed
 * (over the top −1, each HQ hit −1, each consecutive assault −1, pinned or withdrawn −2, enemy tank
 * within 200 yds −2, demoralised −4); passed when modified ≥ the target of `grade` × `column`.
 * Throws `RangeError` naming the field: a die not a whole number 1…6, an unknown grade, column or
 * modifier id, a once-only modifier listed twice, or a bad targets table (`checkCommandTestTargets`).
 */
export function commandTest1916(input: CommandTestInput): CommandTestResult {
  const { grade, column, die, modifiers } = input;
  const targets = input.targets ?? COMMAND_TEST_TARGETS_ASSUMED;
  if (!NQM_GRADES.includes(grade)) throw new RangeError(`grade: unknown grade "${String(grade)}" (expected one of ${NQM_GRADES.join(', ')})`);
  if (!COMMAND_TEST_COLUMNS.includes(column)) throw new RangeError(`column: unknown column "${String(column)}" (expected maneuver or assault)`);
  if (typeof die !== 'number' || !Number.isInteger(die) || die < 1 || die > 6) throw new RangeError(`die: expected a whole number 1…6, got ${String(die)}`);
  if (!Array.isArray(modifiers)) throw new RangeError('modifiers: expected an array of modifier ids');
  checkCommandTestTargets(targets);
  let modifierPoints = 0;
  const seen = new Set<string>();
  modifiers.forEach((id, i) => {
    const m = BY_ID.get(id);
    if (!m) throw new RangeError(`modifiers[${i}]: unknown modifier "${String(id)}"`);
    if (!m.perCount && seen.has(id)) throw new RangeError(`modifiers[${i}]: "${id}" counts once only`);
    seen.add(id);
    modifierPoints += m.points;
  });
  const target = targets[grade][column];
  const modified = die + modifierPoints;
  return { target, modifierPoints, modified, passed: modified >= target };
}
