/**
 * Not Quite Mechanized (NQM) combat tables for the operational combat sequence, transcribed from
 * `../shared/seeds/004_4c7ef6319257dc11.txt` and settled by `../shared/RULINGS.md` §Not Quite
 * Mechanized. Pure data; the rules that read them are in `../operational/`.
 */
import type { Grade } from '../types.ts';

/**
 * NQM weapon and armour class (004 §WEAPON AND ARMOUR CLASSIFICATION): very light, light, medium,
 * heavy, very heavy. The same scale serves a weapon's attack and a target's protection; the classes
 * are relative to each other (note 1), see `firefightCell` in `../operational/firefight.ts`.
 */
export type NqmClass = 'VL' | 'L' | 'M' | 'H' | 'VH';

/** Every NQM class, lightest first (the index is the class's rank on the table: VL 0 … VH 4). */
export const NQM_CLASSES: readonly NqmClass[] = ['VL', 'L', 'M', 'H', 'VH'];

/**
 * What failing a break test does (004 §UNIT MORALE - THE BREAK TEST, §CLOSE ASSAULT TABLE):
 * 'callOff' — the unit fails to press home an attack (it goes to ground or withdraws);
 * 'break' — the unit is disorganised and broken.
 */
export type BreakTestKind = 'callOff' | 'break';

/**
 * One break test of a grade: due when the unit's casualties reach `atFraction` of its strength
 * (stands at the start of the battle); passed on a D6 of `passFrom` or more; `kind` is what failing does.
 */
export type BreakTestRow = { atFraction: number; passFrom: number; kind: BreakTestKind };

/** One grade's row of the close assault table; see `CLOSE_ASSAULT_TABLE`. */
export type CloseAssaultRow = {
  /** Most dice an attacker of this grade rolls in a round; also the rounds it may initiate in an hour. */
  attackDice: number;
  /** Most dice a defender of this grade rolls in a round. */
  defenceDice: number;
  /** Hours disorganised after combat, or `null` (Elite: "Not disorganised in defence"; the table's "–"). */
  disorganisedH: number | null;
  /** First break test, or `null` (Elite never tests). */
  test1: BreakTestRow | null;
  /** Second break test, or `null` (Elite never tests). */
  test2: BreakTestRow | null;
};

/**
 * The close assault table, grade → row. Source: 004 §CLOSE ASSAULT TABLE as reconstructed in
 * RULINGS.md §Not Quite Mechanized: "E 5, 4, –, –, – · V 4, 3, 3 h, at 1/3 (5–6), at 2/3 (3–6) ·
 * R 3, 2, 2 h, at 1/2 (4–6), at 2/3 (4–6) · C 2, 2, 1 h, at 1/3 (5–6), at 1/2 (4–6) · M 3, 1, 1 h,
 * at 1/3 (5–6) for breaking, at 2/3 (5–6) for calling off" (break test 1 calls off the attack, test 2
 * breaks the unit, except Militia, which is reversed). 004 §UNIT GRADING agrees: Regular 50 % / 66 %,
 * Veteran 33 % / 66 %, Conscript 33 % / 50 %, Militia 33 % to break / 66 % to refuse to attack; the
 * percentages are read as the table's fractions (66 % = 2/3).
 */
export const CLOSE_ASSAULT_TABLE: Readonly<Record<Grade, Readonly<CloseAssaultRow>>> = {
  E: { attackDice: 5, defenceDice: 4, disorganisedH: null, test1: null, test2: null },
  V: {
    attackDice: 4,
    defenceDice: 3,
    disorganisedH: 3,
    test1: { atFraction: 1 / 3, passFrom: 5, kind: 'callOff' },
    test2: { atFraction: 2 / 3, passFrom: 3, kind: 'break' },
  },
  R: {
    attackDice: 3,
    defenceDice: 2,
    disorganisedH: 2,
    test1: { atFraction: 1 / 2, passFrom: 4, kind: 'callOff' },
    test2: { atFraction: 2 / 3, passFrom: 4, kind: 'break' },
  },
  C: {
    attackDice: 2,
    defenceDice: 2,
    disorganisedH: 1,
    test1: { atFraction: 1 / 3, passFrom: 5, kind: 'callOff' },
    test2: { atFraction: 1 / 2, passFrom: 4, kind: 'break' },
  },
  M: {
    attackDice: 3,
    defenceDice: 1,
    disorganisedH: 1,
    test1: { atFraction: 1 / 3, passFrom: 5, kind: 'break' },
    test2: { atFraction: 2 / 3, passFrom: 5, kind: 'callOff' },
  },
};

/** How troops stand, for their armour class as a target (the rows of `ARMOUR_CLASS_OF_POSTURE`). */
export type TroopPosture = 'moving' | 'cover' | 'dugIn' | 'fortified';

/**
 * Armour class of troops as a target by posture. Source: 004 §WEAPON AND ARMOUR CLASSIFICATION, the
 * armour column: "All troops moving to contact or road marching" VERY LIGHT, "Infantry in cover and
 * scrapes" LIGHT, "Infantry dug in or in towns" MEDIUM, "Infantry in fortified positions" HEAVY.
 * Vehicles take their own class from the same table (e.g. PzIII MEDIUM).
 */
export const ARMOUR_CLASS_OF_POSTURE: Readonly<Record<TroopPosture, NqmClass>> = {
  moving: 'VL',
  cover: 'L',
  dugIn: 'M',
  fortified: 'H',
};
