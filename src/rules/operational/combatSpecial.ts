/**
 * The special rules of an operational combat that come before or instead of the firefight and the close
 * assault (`004_4c7ef6319257dc11.txt` §SPECIAL ATTACK RULES 2 and 3, §THE RECCE SEQUENCE, §THE COMBAT
 * SEQUENCE SUMMARY 2, §WINNING THE FIREFIGHT; docs/RULINGS.md §Tank terror and tanks rolling in, §Shoot and
 * scoot, §The start line): each a pure step with its dice passed in; `resolveCombat` (`./combat.ts`)
 * runs them in order.
 */
import type { Dice } from '../dice.ts';
import { recceTarget } from '../nqm.ts';
import { CLOSE_ASSAULT_TABLE, type BreakTestRow } from '../tables/nqmCombat.ts';
import type { Grade } from '../types.ts';

/**
 * Shoot and scoot (004 §THE RECCE SEQUENCE: "the recce can shout SHOOT AND SCOOT, which allows them to
 * halve their casualties received and withdraw to safety without returning fire"; §SPECIAL ATTACK RULES
 * 2: "Anti-tank, recce and artillery units that outrange their attackers have the option of firing off 1
 * CU or FU at maximum effective range, then withdrawing without being disorganised before the enemy
 * returns effective fire"): `recce` — the attacker is a recce the defender opened fire on; `outrange` —
 * the side `by` outranges the other.
 */
export type ShootAndScoot = { kind: 'recce' } | { kind: 'outrange'; by: 'attacker' | 'defender' };

/**
 * The special rules a combat runs under (all optional):
 * - `startLineMarked` (default true): false when the attacker's recce left no stand to mark its start
 *   line (004 §THE COMBAT SEQUENCE SUMMARY 2), so the main body may be caught in march formation;
 * - `tankTerror` (default false): the attacking tanks meet Regular or poorer troops for the first time,
 *   unsupported by friendly tanks or effective anti-tank fire (004 §SPECIAL ATTACK RULES 3);
 * - `shootAndScoot` (default none).
 */
export type CombatSpecial = { startLineMarked?: boolean; tankTerror?: boolean; shootAndScoot?: ShootAndScoot | null };

/** What the special rules rolled: the start line (the recce-table die), tank terror (its die) and a shoot-and-scoot's odd casualty. */
export type SpecialRecord = {
  startLine?: { need: number | 'always' | 'never'; die: number | null; caught: boolean };
  tankTerror?: { die: number; surrendered: boolean };
  scoot?: ShootAndScoot & { received: number; taken: number; oddDie: number | null };
  /** Under De Rosa's morale: the defender went in Routed and surrendered when contacted (003 "If contacted by the enemy, they will surrender"). */
  routedSurrender?: true;
};

/** Grades tank terror can strike (004 §SPECIAL ATTACK RULES 3: "Regular, or poorer troops"). */
export const TANK_TERROR_GRADES: readonly Grade[] = ['R', 'C', 'M'];

/** Faces of the tank-terror die on which the troops surrender: 1–3, "a 50% chance" (docs/RULINGS.md §Tank terror and tanks rolling in). */
export const TANK_TERROR_SURRENDER_MAX = 3;

/** Checks `special`; throws `RangeError` naming the bad field (e.g. `special.shootAndScoot.by`). */
export function checkSpecial(special: unknown): CombatSpecial {
  if (special === undefined) return {};
  if (typeof special !== 'object' || special === null) throw new RangeError(`special: expected the combat's special rules, got ${JSON.stringify(special)}`);
  const s = special as CombatSpecial;
  for (const k of ['startLineMarked', 'tankTerror'] as const) {
    if (s[k] !== undefined && typeof s[k] !== 'boolean') throw new RangeError(`special.${k}: expected true, false or absent, got ${JSON.stringify(s[k])}`);
  }
  const sc = s.shootAndScoot;
  if (sc !== undefined && sc !== null) {
    if (typeof sc !== 'object' || (sc.kind !== 'recce' && sc.kind !== 'outrange')) throw new RangeError(`special.shootAndScoot.kind: expected 'recce' or 'outrange', got ${JSON.stringify((sc as { kind?: unknown })?.kind)}`);
    if (sc.kind === 'outrange' && sc.by !== 'attacker' && sc.by !== 'defender') throw new RangeError(`special.shootAndScoot.by: expected 'attacker' or 'defender', got ${JSON.stringify(sc.by)}`);
  }
  return s;
}

/**
 * The start line (004 §THE COMBAT SEQUENCE SUMMARY 2: "If they don't there is a chance that the main
 * body may deploy too late and be caught in march formation (use the Recce Sequence table for this)"):
 * the attacker rolls on the recce sequence table, its grade against the defender's, a D6 ≥ the cell to
 * deploy in time ('always' needs no die and deploys; 'never' needs none and is caught). Caught, the
 * attacker fires nothing in the first hour and counts as very light (moving) to the defender's fire
 * (docs/RULINGS.md §The start line).
 */
export function startLineTest(attacker: Grade, defender: Grade, dice: Dice): NonNullable<SpecialRecord['startLine']> {
  const need = recceTarget(attacker, defender);
  if (need === 'always') return { need, die: null, caught: false };
  if (need === 'never') return { need, die: null, caught: true };
  const die = dice.roll(1, `start line not marked: the ${attacker} main body deploys in time on ${need}+ (recce sequence table against ${defender})`)[0]!;
  return { need, die, caught: die < need };
}

/**
 * Tank terror (004 §SPECIAL ATTACK RULES 3: "Regular, or poorer troops who are unsupported by friendly
 * tanks or effective anti-tank fire, have a 50% chance of surrendering to tanks attacking them for the
 * first time"): a D6, 1–3 the troops surrender. Only a defender of grade R, C or M (`TANK_TERROR_GRADES`)
 * rolls; any other returns null, no die.
 */
export function tankTerrorTest(defender: Grade, dice: Dice): SpecialRecord['tankTerror'] | null {
  if (!TANK_TERROR_GRADES.includes(defender)) return null;
  const die = dice.roll(1, `tank terror: the ${defender} defender surrenders on 1–${TANK_TERROR_SURRENDER_MAX}`)[0]!;
  return { die, surrendered: die <= TANK_TERROR_SURRENDER_MAX };
}

/**
 * The break test of infantry whose position tanks roll into (004 §WINNING THE FIREFIGHT: "If they win the
 * firefight and roll into the positions the infantry have to take a break test, which they must pass to
 * stay in position - even if they have previously passed break tests for casualties"): the grade's test
 * that breaks (test 2, or Militia's test 1); Elite takes none and stays (null).
 */
export function rollInTestRow(defender: Grade): BreakTestRow | null {
  const row = CLOSE_ASSAULT_TABLE[defender];
  return [row.test1, row.test2].find((t) => t?.kind === 'break') ?? null;
}

/**
 * A recce's casualties halved as it scoots (004 §THE RECCE SEQUENCE: "halve their casualties received"):
 * half of `received`, an odd one rolled for as reorganisation does (004 §REORGANISATION: "Odd casualty
 * figures are rolled for (4,5,6 on 1D6 to remove them)"), so 3 received are 1, or 2 on a 1–3.
 */
export function halvedCasualties(received: number, dice: Dice): { taken: number; oddDie: number | null } {
  const half = Math.floor(received / 2);
  if (received % 2 === 0) return { taken: half, oddDie: null };
  const oddDie = dice.roll(1, `shoot and scoot: the odd casualty of ${received} is removed on 4–6`)[0]!;
  return { taken: half + (oddDie >= 4 ? 0 : 1), oddDie };
}
