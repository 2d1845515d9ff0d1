/**
 * Winning the firefight at the operational level (`004_4c7ef6319257dc11.txt` §WINNING THE FIREFIGHT,
 * §WINNING THE FIREFIGHT TABLE, §WEAPON AND ARMOUR CLASSIFICATION, §REORGANISATION; RULINGS.md §Not
 * Quite Mechanized): which cell of the firefight table a weapon class reads against a target class,
 * a volley of CUs, its expected hits, and how casualty markers land on stands.
 */
import type { Dice } from '../dice.ts';
import type { DeRosaVolleyRecord } from './deRosaFirefight.ts';
import { firefightHits } from '../nqm.ts';
import type { FirefightAttack, FirefightTarget } from '../tables/nqm.ts';
import { NQM_CLASSES, type NqmClass } from '../tables/nqmCombat.ts';

/** A cell of the firefight table: the (shifted) attack row and the target's protection column. */
export type FirefightCell = { attack: FirefightAttack; target: FirefightTarget };

const ROWS: readonly FirefightAttack[] = ['L', 'M', 'H']; // index 1, 2, 3 on the class scale
const COLUMNS: readonly FirefightTarget[] = ['open', 'dugIn', 'fort'];

/** Checks that `v` is an NQM class; throws `RangeError` naming `name` (e.g. `attacker.weapon`). */
export function assertNqmClass(v: unknown, name: string): NqmClass {
  if (!(NQM_CLASSES as readonly unknown[]).includes(v)) throw new RangeError(`${name}: expected one of ${NQM_CLASSES.join(', ')}, got ${JSON.stringify(v)}`);
  return v as NqmClass;
}

function wholeAtLeast0(v: unknown, name: string, max = Number.MAX_SAFE_INTEGER): number {
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 0 || v > max) {
    throw new RangeError(`${name}: expected a whole number ${max === Number.MAX_SAFE_INTEGER ? '≥ 0' : `0–${max}`}, got ${String(v)}`);
  }
  return v;
}

/**
 * The firefight-table cell a weapon of class `attack` reads against a target of class `target`, after
 * `shifts` (default 0; a whole number 0–2: ambush at effective range or any firefight at contact range
 * 1, ambush at contact range 2 — 004 §WINNING THE FIREFIGHT TABLE), or `null` when the weapon cannot hurt
 * the target. Classes are relative (004 §WEAPON AND ARMOUR CLASSIFICATION note 1: "LIGHT versus VERY
 * LIGHT … shift … to MEDIUM versus LIGHT"; RULINGS: shift both until the target is the table's lowest it
 * can be). On the scale VL 0, L 1, M 2, H 3, VH 4, with a = attack + shifts and t = target:
 * - t < 1: both shift up by 1 − t; otherwise, when a ≥ 1, both shift down by min(t − 1, a − 1);
 * - then a < 1 → `null` (an attack shifted off the table cannot hurt); t > 3 → `null` (note 3: "the
 *   table cannot cope with this shift"); a > 3 reads as H (*ruling (ours)*: heavier than the table's
 *   heaviest row reads as its heaviest row).
 * - Row a: 1 L, 2 M, 3 H; column t: 1 open, 2 dugIn, 3 fort.
 * E.g. L vs VL → M/open (= M vs L); M vs M → L/open; L vs H → L/fort; L vs VH → null; VL vs L → null.
 * Throws `RangeError` naming `attack`, `target` or `shifts`.
 */
export function firefightCell(attack: NqmClass, target: NqmClass, shifts = 0): FirefightCell | null {
  let a = NQM_CLASSES.indexOf(assertNqmClass(attack, 'attack')) + wholeAtLeast0(shifts, 'shifts', 2);
  let t = NQM_CLASSES.indexOf(assertNqmClass(target, 'target'));
  if (t < 1) {
    a += 1 - t;
    t = 1;
  } else if (a >= 1) {
    const s = Math.min(t - 1, a - 1);
    a -= s;
    t -= s;
  }
  if (a < 1 || t > 3) return null;
  return { attack: ROWS[Math.min(a, 3) - 1]!, target: COLUMNS[t - 1]! };
}

/**
 * One side's volley in an hour: the dice rolled (as rolled), the hits they scored (casualty markers)
 * and the table cell read (`null`: the weapon cannot hurt the target, and no dice are rolled); under De
 * Rosa's charts (`deRosa`) the D10s, the markers landed, no cell, and each firing.
 */
export type Volley = { dice: number[]; hits: number; cell: FirefightCell | null; deRosa?: DeRosaVolleyRecord };

/**
 * Fire `cu` CUs of class `attack` at a target of class `target` with `shifts` (see `firefightCell`):
 * 1 D6 per CU, all at once (004 §WINNING THE FIREFIGHT: "Use 1D6 for each CU being fired off … roll
 * them at once"); hits = the sum of `firefightHits` over the dice. When the cell is `null` or `cu` is 0
 * no dice are rolled (`dice` []), hits 0. `purpose` names the roll for typed dice (default
 * "firefight: N CUs"). Throws `RangeError` naming `cu` (a whole number ≥ 0), `attack`, `target` or
 * `shifts`, and whatever `dice` throws (`ScriptExhausted`, `DiceNeeded`).
 */
export function firefightVolley(cu: number, attack: NqmClass, target: NqmClass, shifts: number, dice: Dice, purpose?: string): Volley {
  wholeAtLeast0(cu, 'cu');
  const cell = firefightCell(attack, target, shifts);
  if (cell === null || cu === 0) return { dice: [], hits: 0, cell };
  const rolled = dice.roll(cu, purpose ?? `firefight: ${cu} ${attack} CU${cu === 1 ? '' : 's'} at ${target}`);
  return { dice: rolled, hits: rolled.reduce((sum, d) => sum + firefightHits(cell.attack, cell.target, d), 0), cell };
}

/**
 * Expected hits per CU fired: the mean of the cell's six faces (0 when the cell is `null`); e.g.
 * M vs L (M/open: 0 0 1 1 2 3) → 7/6. Throws `RangeError` as `firefightCell`.
 */
export function expectedHitsPerCu(attack: NqmClass, target: NqmClass, shifts = 0): number {
  const cell = firefightCell(attack, target, shifts);
  if (cell === null) return 0;
  let sum = 0;
  for (let d = 1; d <= 6; d++) sum += firefightHits(cell.attack, cell.target, d);
  return sum / 6;
}

/**
 * Lay `newMarkers` casualty markers on a unit of `stands` stands of which `marked` already carry one.
 * 004 §WINNING THE FIREFIGHT TABLE: "no stand should receive a second marker until all unmarked stands
 * are covered"; §REORGANISATION: "An infantry stand can carry a maximum of one casualty … overloading of
 * casualties results in permanent removal of that stand". So markers go first on unmarked stands; each
 * marker beyond that removes a marked stand, its marker going with it (markers beyond every stand have
 * nothing left to remove). Returns the marked stands left and the stands removed; the unit keeps
 * `stands − removed` stands. E.g. (6, 1, 3) → { marked: 4, removed: 0 }; (4, 3, 3) → { marked: 2,
 * removed: 2 }. Throws `RangeError` naming `stands`, `marked` (a whole number 0…stands) or `newMarkers`.
 */
export function markersOnStands(stands: number, marked: number, newMarkers: number): { marked: number; removed: number } {
  wholeAtLeast0(stands, 'stands');
  wholeAtLeast0(marked, 'marked', stands);
  wholeAtLeast0(newMarkers, 'newMarkers');
  const onUnmarked = Math.min(newMarkers, stands - marked);
  const nowMarked = marked + onUnmarked;
  const removed = Math.min(newMarkers - onUnmarked, nowMarked);
  return { marked: nowMarked - removed, removed };
}

/**
 * Infantry stands after `casualties` are placed on a unit of `stands` unwounded stands (004
 * §REORGANISATION: "An infantry stand can carry a maximum of one casualty … Any overloading of
 * casualties results in permanent removal of that stand"; `markersOnStands` from no marks): one a
 * stand, then each further casualty removes a marked stand. `removed` stands gone, `left` stands kept
 * (marked ones included). E.g. (4, 3) → { removed: 0, left: 4 }; (4, 6) → { removed: 2, left: 2 };
 * (4, 43) → { removed: 4, left: 0 }. Throws `RangeError` naming `stands` or `newMarkers` (whole ≥ 0).
 */
export function nqmStandsLost(stands: number, casualties: number): { removed: number; left: number } {
  const { removed } = markersOnStands(stands, 0, casualties);
  return { removed, left: stands - removed };
}
