/**
 * Opening a contact with a concealed defender: the recce sequence (`004_4c7ef6319257dc11.txt` §THE
 * RECCE SEQUENCE, §RECCE SEQUENCE TABLE, §ENGAGEMENT TABLE; RULINGS.md §Not Quite Mechanized).
 */
import type { Dice } from '../dice.ts';
import { recceTarget } from '../nqm.ts';
import { ENGAGEMENT_TABLE, type EngagementRange } from '../tables/nqm.ts';
import type { Grade } from '../types.ts';
import { assertGrade } from './morale.ts';

/**
 * How a contact opened:
 * - `redDie`: the red die (recce sequence table), or `null` when none was rolled (defender not
 *   concealed, or the table says always / never);
 * - `recceSightsFirst`: the recce saw the defender first (then nothing else is rolled);
 * - `blueDie`: the blue die (engagement table), or `null` when none was rolled (the recce sighted first,
 *   or the defender's grade has only one range, e.g. Elite always holds fire to contact);
 * - `defenderOpensAt`: the range the defender holds its fire until, or `null` when the recce sighted first.
 */
export type ContactOpening = { redDie: number | null; recceSightsFirst: boolean; blueDie: number | null; defenderOpensAt: EngagementRange | null };

const RANGES: readonly EngagementRange[] = ['harass', 'effect', 'contact'];

/**
 * Run the recce sequence for a recce of grade `recce` meeting a defender of grade `defender`. Source:
 * 004 §THE RECCE SEQUENCE:
 * - a defender not concealed (`defenderConcealed` false: moving) is sighted: no dice, recce first;
 * - RED: the recce sights a concealed defender first on a D6 ≥ `recceTarget(recce, defender)`
 *   (§RECCE SEQUENCE TABLE; 'always' / 'never' need no die); if it does, stop;
 * - WHITE: whether the defender ambushes the recce or lets it pass is the defender's choice, not
 *   rolled here (the caller applies it: an ambush shifts the firefight, see `firefightCell`);
 * - BLUE: a D6 on the §ENGAGEMENT TABLE row of the defender's grade gives the range it holds its fire
 *   until; a row with a single range (Elite: contact) needs no die.
 * The seed rolls the three dice at once; here they are rolled one at a time in that order (red, then
 * blue) and only when needed, which gives the same odds. Throws `RangeError` naming `recce`,
 * `defender` or `defenderConcealed`, and whatever `dice` throws.
 */
export function openContact(recce: Grade, defender: Grade, defenderConcealed: boolean, dice: Dice): ContactOpening {
  assertGrade(recce, 'recce');
  assertGrade(defender, 'defender');
  if (typeof defenderConcealed !== 'boolean') throw new RangeError(`defenderConcealed: expected true or false, got ${JSON.stringify(defenderConcealed)}`);
  if (!defenderConcealed) return { redDie: null, recceSightsFirst: true, blueDie: null, defenderOpensAt: null };
  const need = recceTarget(recce, defender);
  let redDie: number | null = null;
  let sights: boolean;
  if (need === 'always') sights = true;
  else if (need === 'never') sights = false;
  else {
    redDie = dice.roll(1, `recce sequence, red die: ${recce} recce sights the ${defender} defender first on ${need}+`)[0]!;
    sights = redDie >= need;
  }
  if (sights) return { redDie, recceSightsFirst: true, blueDie: null, defenderOpensAt: null };
  const row = ENGAGEMENT_TABLE[defender];
  const possible = RANGES.filter((r) => row[r] !== null);
  if (possible.length === 1) return { redDie, recceSightsFirst: false, blueDie: null, defenderOpensAt: possible[0]! };
  const blueDie = dice.roll(1, `recce sequence, blue die: how close the ${defender} defender holds its fire`)[0]!;
  const opensAt = possible.find((r) => blueDie >= row[r]![0] && blueDie <= row[r]![1]);
  if (opensAt === undefined) throw new RangeError(`blue die ${blueDie} is on no range of the engagement table for grade ${defender}`);
  return { redDie, recceSightsFirst: false, blueDie, defenderOpensAt: opensAt };
}
