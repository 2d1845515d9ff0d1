/**
 * 1418 movement: the six speed classes, the terrain / road / assault modifiers and the transport
 * bonuses. Pure data; the checked computations are `moveDistanceM`, `transportedMoveM` and `moveAlongM`
 * in `../move1418.ts`. Table centimetres become ground metres at `METRES_PER_TABLE_CM` (RULINGS.md
 * §Units inside the code: 1 cm = 10 m, a setting).
 */
import type { Edition } from '../types.ts';

/** A speed class that moves (API.md `SpeedClass`; `SpeedClass1418` adds 'immobile'). */
export type SpeedClass = 'slowInf' | 'mediumInf' | 'fastInf' | 'slowCav' | 'mediumCav' | 'fastCav';

/** Ground a base moves from or into, for movement (road is separate: `{ terrain, road }`). */
export type MoveTerrain = 'open' | 'rough' | 'impractical';

/** How an infantry strategic formation is carried. Horse-drawn gets no bonus. */
export type Transport = 'horseDrawn' | 'motorised' | 'mechanised';

/** Every speed class, slowest infantry first (the seeds' list order). */
export const SPEED_CLASSES: readonly SpeedClass[] = ['slowInf', 'mediumInf', 'fastInf', 'slowCav', 'mediumCav', 'fastCav'];

/** The speed classes that may be transported: "only infantry SF's (including their Heavy Weapons)" (001 §Transport Bonuses). */
export const TRANSPORTABLE_SPEEDS: readonly SpeedClass[] = ['slowInf', 'mediumInf', 'fastInf'];

/** Every movement terrain. */
export const MOVE_TERRAINS: readonly MoveTerrain[] = ['open', 'rough', 'impractical'];

/** Every transport kind. */
export const TRANSPORTS: readonly Transport[] = ['horseDrawn', 'motorised', 'mechanised'];

/** Ground metres per table centimetre (RULINGS.md §Units: 001 "Slow infantry - 4cm (40 scale metres)"). */
export const METRES_PER_TABLE_CM = 10;

/**
 * One bound's full move per speed class, table centimetres. The same in both editions.
 * Source: `001_5e546d392906486c.txt` §DIGGING IN & COVER (the list after the cover table: "Slow
 * infantry - 4cm (40 scale metres) … Fast cavalry - 16cm"); `000_5cca48f65b2d4420.txt` §Order of
 * everything and executing moves ("Actual distances moved are as follows").
 */
export const SPEED_CM: Readonly<Record<SpeedClass, number>> = {
  slowInf: 4,
  mediumInf: 6,
  fastInf: 8,
  slowCav: 8,
  mediumCav: 12,
  fastCav: 16,
};

/**
 * Terrain movement modifiers, percent of the full move: "Moving from or in open terrain = (normal
 * distance) / rough terrain = (-25% distance) / impractical terrain = (-75% distance)".
 * Source: 001 §DIGGING IN & COVER; 000 §Order of everything and executing moves (same values).
 */
export const TERRAIN_MOVE_PCT: Readonly<Record<MoveTerrain, number>> = { open: 0, rough: -25, impractical: -75 };

/** "Moving or assaulting on an intact road = (+25% distance)" (001 §DIGGING IN & COVER; 000 same value). */
export const ROAD_MOVE_PCT = 25;

/** "Assaulting (after all terrain modifiers) = (+100% distance)" (001 §DIGGING IN & COVER; 000 same). */
export const ASSAULT_MOVE_PCT = 100;

/** A transport bonus: percent added to the full move, and the largest move it may give (table cm; null: no cap). */
export type TransportBonus = { bonusPct: number; capCm: number | null };

/**
 * Transport bonuses per edition.
 * - v0.8: "Motorised and mechanised transported units move at (+50%) (to a maximum total of 12cm)"
 *   (`001_5e546d392906486c.txt` §Transport Bonuses).
 * - v0.7: "Motorised … (+25%) (to a maximum total of 8cm) / Mechanised … (+50%) (to a maximum total
 *   of 12cm)" (`000_5cca48f65b2d4420.txt` §Transport bonuses).
 * Horse-drawn: "no bonus and move at their standard rate" (both).
 */
export const TRANSPORT_1418: Readonly<Record<Edition, Readonly<Record<Transport, TransportBonus>>>> = {
  'v0.8': {
    horseDrawn: { bonusPct: 0, capCm: null },
    motorised: { bonusPct: 50, capCm: 12 },
    mechanised: { bonusPct: 50, capCm: 12 },
  },
  'v0.7': {
    horseDrawn: { bonusPct: 0, capCm: null },
    motorised: { bonusPct: 25, capCm: 8 },
    mechanised: { bonusPct: 50, capCm: 12 },
  },
};
