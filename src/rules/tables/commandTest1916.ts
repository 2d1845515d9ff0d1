/**
 * The 1916 command test (`../shared/seeds/002_0a64821d231c1bbf.txt` §2.1 Command Control): before a
 * unit moves it rolls 1D6, applies the command chart modifiers, and must reach the target of its
 * training value in the Maneuver or Assault column. The chart's targets did not survive in the
 * seed: they are *assumed* (RULINGS.md §1916 and De Rosa) and the campaign lets the umpire edit them.
 */
import type { Grade } from '../types.ts';

/** The chart's columns: Maneuver (move or change disposition) or Assault (assault move or contact). */
export type CommandTestColumn = 'maneuver' | 'assault';

/** Both columns, in the chart's order. */
export const COMMAND_TEST_COLUMNS: readonly CommandTestColumn[] = ['maneuver', 'assault'];

/**
 * Default targets (modified D6 must be ≥) by training, read as our grades (E best … M worst), per
 * column. *Assumed*: the seed's chart is lost (RULINGS.md); Assault is one harder than Maneuver.
 */
export const COMMAND_TEST_TARGETS_ASSUMED: Readonly<Record<Grade, Readonly<Record<CommandTestColumn, number>>>> = {
  E: { maneuver: 2, assault: 3 },
  V: { maneuver: 2, assault: 3 },
  R: { maneuver: 3, assault: 4 },
  C: { maneuver: 4, assault: 5 },
  M: { maneuver: 5, assault: 6 },
};

/** Ids of the command chart modifiers that survive in the seed. */
export type CommandTestModifierId = 'overTheTop' | 'hqHit' | 'consecutiveAssault' | 'pinnedOrWithdrawn' | 'tankWithin200yd' | 'demoralised';

/**
 * One modifier: points added to the die (all negative) and whether it counts once per instance
 * (`perCount`: each HQ hit, each consecutive assault move). Source: 002 §2.1 "Command Chart
 * Modifiers", listed in RULINGS.md §1916 and De Rosa.
 */
export type CommandTestModifier = { id: CommandTestModifierId; label: string; points: number; perCount: boolean };

/** The surviving modifiers, in the seed's order (002 §2.1). */
export const COMMAND_TEST_MODIFIERS: readonly CommandTestModifier[] = [
  { id: 'overTheTop', label: 'Over the top (leaving hard cover or prone within small-arms range)', points: -1, perCount: false },
  { id: 'hqHit', label: 'Each hit on the regimental command base', points: -1, perCount: true },
  { id: 'consecutiveAssault', label: 'Each consecutive assault move before this one', points: -1, perCount: true },
  { id: 'pinnedOrWithdrawn', label: 'Pinned, or withdrew last turn', points: -2, perCount: false },
  { id: 'tankWithin200yd', label: 'Enemy tank within 200 yds (183 m), not immobilised', points: -2, perCount: false },
  { id: 'demoralised', label: 'Demoralised', points: -4, perCount: false },
];
