/**
 * Unit morale at the operational level: which break tests a unit's casualties force, and taking one
 * (`004_4c7ef6319257dc11.txt` §UNIT MORALE - THE BREAK TEST, §UNIT GRADING, §CLOSE ASSAULT TABLE;
 * RULINGS.md §Not Quite Mechanized). The tests themselves are `CLOSE_ASSAULT_TABLE` in `../tables/nqmCombat.ts`.
 */
import { NQM_GRADES } from '../tables/nqm.ts';
import { CLOSE_ASSAULT_TABLE, type BreakTestKind, type BreakTestRow } from '../tables/nqmCombat.ts';
import type { Grade } from '../types.ts';

/** A break test a unit must take now: which of its two tests, and the table row (threshold, pass score, kind). */
export type BreakTestDue = { test: 1 | 2; row: BreakTestRow };

/** Checks that `v` is an NQM grade; throws `RangeError` naming `name` (e.g. `attacker.grade`). */
export function assertGrade(v: unknown, name: string): Grade {
  if (!(NQM_GRADES as readonly unknown[]).includes(v)) throw new RangeError(`${name}: expected one of ${NQM_GRADES.join(', ')}, got ${JSON.stringify(v)}`);
  return v as Grade;
}

function whole(v: unknown, name: string, min: number, max = Number.MAX_SAFE_INTEGER): number {
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < min || v > max) {
    throw new RangeError(`${name}: expected a whole number ${max === Number.MAX_SAFE_INTEGER ? `≥ ${min}` : `${min}–${max}`}, got ${String(v)}`);
  }
  return v;
}

/** Grades that can be green (004 §UNIT GRADING: "Regular, Conscript or Militia troops taking part in their first battle"). */
const CAN_BE_GREEN: readonly Grade[] = ['R', 'C', 'M'];

/**
 * The break tests a unit must take now, in order (test 1 before test 2). Source: 004 §UNIT MORALE - THE
 * BREAK TEST ("A unit will take a BREAK TEST as its key level of casualties is reached in a battle"),
 * §UNIT GRADING, §CLOSE ASSAULT TABLE. Test n is due when n > `taken` (tests already taken in this battle)
 * and `casualties` ≥ row.atFraction × `strength` (strength = stands at the start of the battle;
 * compared with a 1e-9 allowance so that e.g. 2 of 6 reaches 1/3 exactly). Green troops ("Regular,
 * Conscript or Militia troops taking part in their first battle") take test 1 at the first casualty.
 * Elite never tests (none due), nor does a unit of no stands (strength 0). *ruling (ours)*: green Militia's test 1 at the first casualty is its own
 * test 1 (breaking, 5–6); `green` is ignored for Elite and Veteran (they cannot be green).
 * Throws `RangeError` naming `grade`, `green`, `casualties`, `strength` (whole ≥ 0) or `taken` (0, 1 or 2).
 */
export function breakTestsDue(grade: Grade, opts: { green?: boolean; casualties: number; strength: number; taken: 0 | 1 | 2 }): BreakTestDue[] {
  const row = CLOSE_ASSAULT_TABLE[assertGrade(grade, 'grade')];
  if (typeof opts !== 'object' || opts === null) throw new RangeError(`opts: expected { casualties, strength, taken }, got ${String(opts)}`);
  if (opts.green !== undefined && typeof opts.green !== 'boolean') throw new RangeError(`green: expected true or false, got ${JSON.stringify(opts.green)}`);
  const casualties = whole(opts.casualties, 'casualties', 0);
  const strength = whole(opts.strength, 'strength', 0);
  const taken = whole(opts.taken, 'taken', 0, 2);
  const green = opts.green === true && CAN_BE_GREEN.includes(grade);
  const due: BreakTestDue[] = [];
  if (strength === 0) return due; // no stand to test
  const tests: [1 | 2, BreakTestRow | null][] = [[1, row.test1], [2, row.test2]];
  for (const [n, test] of tests) {
    if (test === null || n <= taken) continue;
    const reached = casualties >= test.atFraction * strength - 1e-9 || (n === 1 && green && casualties >= 1);
    if (reached) due.push({ test: n, row: test });
  }
  return due;
}

/**
 * Take one break test with a D6 `die` (1–6): passed when `die` ≥ `row.passFrom`; `kind` is what a
 * failure does ('callOff' or 'break'). Source: 004 §UNIT MORALE - THE BREAK TEST ("Use 1D6 and refer to
 * the close combat table"). Throws `RangeError` naming `die` or a malformed `row`.
 */
export function breakTest(row: BreakTestRow, die: number): { passed: boolean; kind: BreakTestKind } {
  if (typeof row !== 'object' || row === null) throw new RangeError(`row: expected a break test row, got ${String(row)}`);
  whole(row.passFrom, 'row.passFrom', 1, 6);
  if (row.kind !== 'callOff' && row.kind !== 'break') throw new RangeError(`row.kind: expected 'callOff' or 'break', got ${JSON.stringify(row.kind)}`);
  whole(die, 'die', 1, 6);
  return { passed: die >= row.passFrom, kind: row.kind };
}
