/**
 * 1418 cover: the resilience modifier for a base by the terrain it is in and its posture. Pure data;
 * the checked lookups are `coverModifier` and `weakerCover` in `../rules1418.ts`.
 */
import type { Edition } from '../types.ts';

/** Cover class of the ground a base is in, weakest first (001 §DIGGING IN & COVER rows). */
export type CoverTerrain = 'open' | 'rough' | 'defensible' | 'fortification';

/** A base's posture for cover: moving (this bound), stationary (not dug in), or dug in. */
export type Posture = 'moving' | 'stationary' | 'dugIn';

/**
 * Cover classes from weakest to strongest. "A unit moving from one type of terrain into another
 * counts as being in whatever the weaker type was" (001 §DIGGING IN & COVER; 000 §Cover and
 * terrain): the weaker is the one earlier in this list. In both editions' tables every posture's
 * modifier never falls from one class to the next, so "weaker" is the same whichever posture applies.
 */
export const COVER_TERRAINS: readonly CoverTerrain[] = ['open', 'rough', 'defensible', 'fortification'];

/** Every posture, in the v0.8 table's column order. */
export const POSTURES: readonly Posture[] = ['moving', 'stationary', 'dugIn'];

type CoverTable = Readonly<Record<CoverTerrain, Readonly<Record<Posture, number>>>>;

/**
 * v0.8 cover table, TOTAL resilience modifiers ("the table shows the total Resilience value for every
 * situation, rather than cumulative possibilities"). Source: `001_5e546d392906486c.txt` §DIGGING IN &
 * COVER: Open −3R / −2R / (R); Rough −2R / −1R / +1R; Defensible +1R / +1R / +2R; Fortification
 * +2R / +2R / +3R (moving / stationary / dug in). "(R)" is the unmodified resilience: 0.
 */
const COVER_V08: CoverTable = {
  open: { moving: -3, stationary: -2, dugIn: 0 },
  rough: { moving: -2, stationary: -1, dugIn: 1 },
  defensible: { moving: 1, stationary: 1, dugIn: 2 },
  fortification: { moving: 2, stationary: 2, dugIn: 3 },
};

/**
 * v0.7 cover modifiers. Source: `000_5cca48f65b2d4420.txt` §Cover and terrain ("Unit in the open;
 * -2R / Unit in rough ground; -1R / Unit dug into open or rough ground +1R / Unit dug into defensible
 * … +2R or +1 if moving or not dug in / Unit dug into fortification … +3R or +2 if moving or not dug
 * in"), as RULINGS.md §which edition reads them: each line is the modifier in force (not added to
 * another), so a unit dug into the open is +1R, and moving and stationary are the same.
 */
const COVER_V07: CoverTable = {
  open: { moving: -2, stationary: -2, dugIn: 1 },
  rough: { moving: -1, stationary: -1, dugIn: 1 },
  defensible: { moving: 1, stationary: 1, dugIn: 2 },
  fortification: { moving: 2, stationary: 2, dugIn: 3 },
};

/** The cover tables of both editions: `COVER_1418[edition][terrain][posture]` is a resilience modifier. */
export const COVER_1418: Readonly<Record<Edition, CoverTable>> = { 'v0.8': COVER_V08, 'v0.7': COVER_V07 };
