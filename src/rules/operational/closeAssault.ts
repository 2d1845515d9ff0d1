/**
 * One round of close assault at the operational level (`004_4c7ef6319257dc11.txt` §CLOSE ASSAULT,
 * §CLOSE ASSAULT TABLE; RULINGS.md §Not Quite Mechanized).
 */
import type { Dice } from '../dice.ts';
import { NQM_GRADES } from '../tables/nqm.ts';
import { CLOSE_ASSAULT_TABLE } from '../tables/nqmCombat.ts';
import type { Grade } from '../types.ts';
import { assertGrade } from './morale.ts';

/**
 * One round: each side's dice, sorted highest first as they were matched (the order they were rolled
 * in is kept by the caller's dice record), and the casualties each side lost (one per losing die).
 */
export type AssaultRound = { attackerDice: number[]; defenderDice: number[]; attackerLosses: number; defenderLosses: number };

/** Whether a side of grade `a` wins a drawn die against grade `b`: Elite and Veteran against inferior grades. */
function winsTies(a: Grade, b: Grade): boolean {
  return (a === 'E' || a === 'V') && NQM_GRADES.indexOf(a) < NQM_GRADES.indexOf(b);
}

function side(v: { grade: Grade; stands: number }, name: string): { grade: Grade; stands: number } {
  if (typeof v !== 'object' || v === null) throw new RangeError(`${name}: expected { grade, stands }, got ${String(v)}`);
  const grade = assertGrade(v.grade, `${name}.grade`);
  if (typeof v.stands !== 'number' || !Number.isSafeInteger(v.stands) || v.stands < 0) {
    throw new RangeError(`${name}.stands: expected a whole number ≥ 0 (unwounded stands), got ${String(v.stands)}`);
  }
  return { grade, stands: v.stands };
}

/**
 * Fight one round of close assault. Source: 004 §CLOSE ASSAULT ("The attacker takes 1 die for each
 * fighting stand assaulting, and the defender takes 1 die for each stand defending, both up to the
 * following maximums"; "matched up; attackers highest against defender's highest and so on. Unmatched
 * excess dice are ignored, equally matched dice are standoffs, the remaining winning dice each cause 1
 * casualty on the loser"), §CLOSE ASSAULT TABLE ("Elite and Veteran units win drawn dice against
 * inferior troops"; grade order E > V > R > C > M). The attacker rolls min(`stands`, attackDice of its
 * grade), then the defender min(`stands`, defenceDice); `stands` are each side's unwounded stands.
 * A side with no dice rolls none. `purpose` prefixes the dice requests (default "close assault").
 * Throws `RangeError` naming `attacker.grade`, `attacker.stands` (whole ≥ 0) and the same for the
 * defender, and whatever `dice` throws.
 */
export function closeAssaultRound(
  attacker: { grade: Grade; stands: number },
  defender: { grade: Grade; stands: number },
  dice: Dice,
  purpose = 'close assault',
): AssaultRound {
  const att = side(attacker, 'attacker');
  const def = side(defender, 'defender');
  const nA = Math.min(att.stands, CLOSE_ASSAULT_TABLE[att.grade].attackDice);
  const nD = Math.min(def.stands, CLOSE_ASSAULT_TABLE[def.grade].defenceDice);
  const byHighest = (a: number, b: number) => b - a;
  const attackerDice = (nA > 0 ? dice.roll(nA, `${purpose}: attacker (${att.grade}) rolls ${nA}`) : []).slice().sort(byHighest);
  const defenderDice = (nD > 0 ? dice.roll(nD, `${purpose}: defender (${def.grade}) rolls ${nD}`) : []).slice().sort(byHighest);
  let attackerLosses = 0;
  let defenderLosses = 0;
  for (let i = 0; i < Math.min(nA, nD); i++) {
    const a = attackerDice[i]!;
    const d = defenderDice[i]!;
    if (a > d || (a === d && winsTies(att.grade, def.grade))) defenderLosses += 1;
    else if (d > a || (a === d && winsTies(def.grade, att.grade))) attackerLosses += 1;
  }
  return { attackerDice, defenderDice, attackerLosses, defenderLosses };
}
