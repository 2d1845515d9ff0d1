/**
 * 1418 order of a bound as data: who plans in which order (v0.8), who shoots and moves in which
 * execution step (per edition), and the melee strike order. Labels are the seed's wording; the
 * selectors (`who`, `condition`) are what the bound engine matches sub-units against.
 */
import type { Edition } from '../types.ts';
import { assertEdition } from './edition1418.ts';

/** Who plans in a planning step. */
export type PlanningWho = 'navalAndRailwayArtillery' | 'artillery' | 'reserveSubUnits' | 'lineSubUnits' | 'heavyWeapons' | 'eliteSubUnits';

/**
 * One planning step. `plans`: what is planned. `marking`: 'anon' = planned unseen on a map
 * ("Artillery plans are done on a map"), 'mark' = planned with markers on the table.
 */
export type PlanningStep = { step: number; label: string; who: PlanningWho; plans: 'shooting' | 'movingAndShooting'; marking: 'anon' | 'mark' };

/**
 * The v0.8 planning order. Source: `001_5e546d392906486c.txt` §PLANNING (steps 1–6; the seed's
 * "(7)" is blank and is left out). v0.7 has no planning order: every low command is written on the
 * map at once, anonymously (`000_5cca48f65b2d4420.txt` §The Low Command system).
 */
export const PLANNING_ORDER_1418: readonly PlanningStep[] = [
  { step: 1, label: 'Naval and railway artillery plan shooting (Anon)', who: 'navalAndRailwayArtillery', plans: 'shooting', marking: 'anon' },
  { step: 2, label: 'All normal Artillery plans shooting (Anon)', who: 'artillery', plans: 'shooting', marking: 'anon' },
  { step: 3, label: 'Reserve SF sub-units plan moving and shooting (Mark)', who: 'reserveSubUnits', plans: 'movingAndShooting', marking: 'mark' },
  { step: 4, label: 'Line SF sub-units plan moving and shooting (Mark)', who: 'lineSubUnits', plans: 'movingAndShooting', marking: 'mark' },
  { step: 5, label: 'All Heavy Weapons plan moving and shooting (Mark)', who: 'heavyWeapons', plans: 'movingAndShooting', marking: 'mark' },
  { step: 6, label: 'Elite SF sub-units plan moving and shooting (Mark)', who: 'eliteSubUnits', plans: 'movingAndShooting', marking: 'mark' },
];

/** What happens in an execution step. 'mark': sub-units are marked (no dice, no move). */
export type StepKind = 'shoot' | 'move' | 'mark';

/**
 * Which sub-units a step is for. 'artilleryAndHeavyWeapons': on-table artillery (direct fire and
 * bombardments) and Heavy Weapons (HMG, mortars, trench guns, command bases: 001 §HEAVY WEAPONS);
 * 'infantry': infantry sub-units (tanks "work as normal infantry", 001 §Armoured Fighting Vehicles);
 * 'foot': every base that moves on the table (v0.7 "all foot bases"); 'all': every sub-unit;
 * 'navalAndRailwayArtillery': off-table naval and railway guns.
 */
export type StepWho = 'artilleryAndHeavyWeapons' | 'infantry' | 'foot' | 'all' | 'navalAndRailwayArtillery';

/**
 * The condition a sub-unit of `who` must meet, at the start of the bound unless said otherwise:
 * - 'dugInOneBoundOrLonger': dug in, having finished digging in at least one bound ago.
 * - 'notMovedOrDugInLastBound': neither moved nor dug in during the previous bound.
 * - 'dugInPlanningToLeave': dug in and planning to move this bound.
 * - 'dugIn' / 'notDugIn': dug in (however long) / not dug in.
 * - 'dugInNotAssaulting' / 'notDugInNotAssaulting': as named, and not planning to assault.
 * - 'assaulting': planning to assault this bound.
 * - 'movingNotDugIn': planning an ordinary move (not an assault), not dug in.
 * - 'movingFromDugIn': dug in and planning to move (leaving the position).
 * - 'moving': planning to move or assault this bound.
 * - 'stationaryWholeGame': has not moved since the battle began (v0.7).
 * - 'stationaryLastBoundMovedBefore': did not move in the previous bound but has moved before (v0.7).
 * - 'dugInOrSkirmisher': dug in, or a skirmisher base (v0.7).
 * - 'always': no condition.
 */
export type StepCondition =
  | 'dugInOneBoundOrLonger'
  | 'notMovedOrDugInLastBound'
  | 'dugInPlanningToLeave'
  | 'dugIn'
  | 'notDugIn'
  | 'dugInNotAssaulting'
  | 'notDugInNotAssaulting'
  | 'assaulting'
  | 'movingNotDugIn'
  | 'movingFromDugIn'
  | 'moving'
  | 'stationaryWholeGame'
  | 'stationaryLastBoundMovedBefore'
  | 'dugInOrSkirmisher'
  | 'always';

/**
 * One execution step: its number (0 is v0.7's unnumbered "(#)"), the seed's wording, what happens,
 * to whom. `subOrder`: inside the step, sub-units matching earlier conditions act first (v0.7 "those
 * dug in before others"; "assaulting first, then normals, then those who were dug in").
 * Steps overlap (a gun dug in for two bounds matches both v0.8 step 1 and step 2): a sub-unit
 * shoots once, at the first step it matches — the order is one of effectiveness, not of repeats.
 */
export type ExecutionStep = {
  step: number;
  label: string;
  kind: StepKind;
  who: StepWho;
  condition: StepCondition;
  subOrder?: readonly StepCondition[];
};

/** v0.8 execution order, 10 steps. Source: `001_5e546d392906486c.txt` §EXECUTING. */
const EXECUTION_V08: readonly ExecutionStep[] = [
  { step: 1, label: 'All dug in (for 1 bound or longer) Artillery and Heavy Weapons, now shoot.', kind: 'shoot', who: 'artilleryAndHeavyWeapons', condition: 'dugInOneBoundOrLonger' },
  { step: 2, label: 'All Artillery and Heavy Weapons who did not move or dig in last turn, now shoot.', kind: 'shoot', who: 'artilleryAndHeavyWeapons', condition: 'notMovedOrDugInLastBound' },
  { step: 3, label: 'Dug in infantry planning to leave their position are now marked to show they have begun to leave the dugout.', kind: 'mark', who: 'infantry', condition: 'dugInPlanningToLeave' },
  { step: 4, label: 'Dug in infantry (regardless of how long they have been dug in for) who are NOT assaulting, now shoot.', kind: 'shoot', who: 'infantry', condition: 'dugInNotAssaulting' },
  { step: 5, label: 'Infantry who are not dug in and are NOT assaulting, now shoot.', kind: 'shoot', who: 'infantry', condition: 'notDugInNotAssaulting' },
  { step: 6, label: 'Assaulting infantry move their full distance', kind: 'move', who: 'infantry', condition: 'assaulting' },
  { step: 7, label: 'Infantry moving normally move their full distance', kind: 'move', who: 'infantry', condition: 'movingNotDugIn' },
  { step: 8, label: 'Dug-in infantry now move their full distance', kind: 'move', who: 'infantry', condition: 'movingFromDugIn' },
  { step: 9, label: 'Infantry who are assaulting now shoot', kind: 'shoot', who: 'infantry', condition: 'assaulting' },
  { step: 10, label: 'Naval and railway artillery shots are worked out', kind: 'shoot', who: 'navalAndRailwayArtillery', condition: 'always' },
];

/**
 * v0.7 execution order: the unnumbered "(#)" (step 0) and steps 1–7. Source:
 * `000_5cca48f65b2d4420.txt` §Order of everything and executing moves (repeated under §Order of
 * execution). Step 6 reads "Assaulting units _ now shoot" in the OCR; the stray "_" is dropped.
 */
const EXECUTION_V07: readonly ExecutionStep[] = [
  { step: 0, label: 'Mark units who are moving this turn (those moving into better or worse cover should be positioned half-way in between)', kind: 'mark', who: 'all', condition: 'moving' },
  { step: 1, label: 'Artillery and Heavy Weapons stationary throughout the whole game shoot, those dug in before others.', kind: 'shoot', who: 'artilleryAndHeavyWeapons', condition: 'stationaryWholeGame', subOrder: ['dugIn', 'notDugIn'] },
  { step: 2, label: 'Artillery and Heavy Weapons stationary last turn but have moved before shoot, those dug ins before others.', kind: 'shoot', who: 'artilleryAndHeavyWeapons', condition: 'stationaryLastBoundMovedBefore', subOrder: ['dugIn', 'notDugIn'] },
  { step: 3, label: 'Dug in infantry and any skirmishers shoot', kind: 'shoot', who: 'infantry', condition: 'dugInOrSkirmisher' },
  { step: 4, label: 'Infantry not dug in or assaulting shoot', kind: 'shoot', who: 'infantry', condition: 'notDugInNotAssaulting' },
  { step: 5, label: 'Movement is enacted with all foot bases (assaulting first, then normals, then those who were dug in when started to move)', kind: 'move', who: 'foot', condition: 'moving', subOrder: ['assaulting', 'movingNotDugIn', 'movingFromDugIn'] },
  { step: 6, label: 'Assaulting units now shoot', kind: 'shoot', who: 'all', condition: 'assaulting' },
  { step: 7, label: 'Naval and railway artillery shots are worked out.', kind: 'shoot', who: 'navalAndRailwayArtillery', condition: 'always' },
];

/** The execution orders of both editions. */
export const EXECUTION_ORDER_1418: Readonly<Record<Edition, readonly ExecutionStep[]>> = { 'v0.8': EXECUTION_V08, 'v0.7': EXECUTION_V07 };

/** The execution order of `edition` (default 'v0.8'). Throws `RangeError` for a bad edition. */
export function executionOrder(edition: Edition = 'v0.8'): readonly ExecutionStep[] {
  return EXECUTION_ORDER_1418[assertEdition(edition, 'executionOrder')];
}

/** Who strikes in melee: a cavalry speed class, infantry, or heavy weapons. */
export type MeleeStriker = 'fastCav' | 'mediumCav' | 'slowCav' | 'infantry' | 'heavyWeapons';

/**
 * Melee strike order, both editions: "Fast cavalry strike before medium (before slow), then infantry
 * strike, then Heavy Weapons (LMG, HMG, Mortar, Commanders)" (`000_5cca48f65b2d4420.txt` §Melee
 * combat; RULINGS.md §which edition). Bases of the same class strike simultaneously.
 */
export const MELEE_STRIKE_ORDER_1418: readonly MeleeStriker[] = ['fastCav', 'mediumCav', 'slowCav', 'infantry', 'heavyWeapons'];
