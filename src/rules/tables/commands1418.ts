/**
 * 1418 high commands: which low-command actions a sub-unit may plan under its strategic formation's
 * high command in each situation, and who may dig in. Pure data; the lookups with argument checks
 * are `allowedActions` and `mayDigIn` in `../rules1418.ts`.
 */
import type { Edition } from '../types.ts';
import { show } from './edition1418.ts';

/** A high command given to a strategic formation (001 §HIGH COMMANDS; 000 §The High Command system). */
export type HighCommand = 'advance' | 'hold' | 'assault' | 'retreat';

/** A low-command action a sub-unit may plan. `findCover`: move toward a better cover location. */
export type Action = 'stay' | 'move' | 'assault' | 'retreat' | 'findCover';

/** A sub-unit's situation: dug in or not × under fire (targeted during the previous bound, RULINGS) or safe. */
export type Situation1418 = 'dugInSafe' | 'dugInUnderFire' | 'notDugInSafe' | 'notDugInUnderFire';

/** Every high command, in the seed's column order. */
export const HIGH_COMMANDS: readonly HighCommand[] = ['advance', 'hold', 'assault', 'retreat'];

/** Every action, in the order `allowedActions` sorts them (API.md). */
export const ACTIONS: readonly Action[] = ['stay', 'move', 'assault', 'retreat', 'findCover'];

/** Every situation, in the seed's row order. */
export const SITUATIONS_1418: readonly Situation1418[] = ['dugInSafe', 'dugInUnderFire', 'notDugInSafe', 'notDugInUnderFire'];

/** Seed wording of each high command (column heads of 001 §HIGH COMMANDS). */
export const HIGH_COMMAND_LABELS: Readonly<Record<HighCommand, string>> = {
  advance: 'Advance',
  hold: 'Hold',
  assault: 'Assault',
  retreat: 'Retreat',
};

/** Seed wording of each action (001 §HIGH COMMANDS cells). */
export const ACTION_LABELS: Readonly<Record<Action, string>> = {
  stay: 'Stay put',
  move: 'Move',
  assault: 'Assault',
  retreat: 'Retreat',
  findCover: 'Find cover',
};

/** Seed wording of each situation (row heads), per edition. */
export const SITUATION_LABELS: Readonly<Record<Edition, Readonly<Record<Situation1418, string>>>> = {
  'v0.8': {
    dugInSafe: 'Dug in, safe',
    dugInUnderFire: 'Dug in, under fire',
    notDugInSafe: 'Not dug in, safe',
    notDugInUnderFire: 'Not dug in, under fire',
  },
  'v0.7': {
    dugInSafe: 'Dug in and safe',
    dugInUnderFire: 'Dug in but under fire',
    notDugInSafe: 'Not dug in but safe',
    notDugInUnderFire: 'Not dug in but under fire',
  },
};

type CommandTable = Readonly<Record<Situation1418, Readonly<Record<HighCommand, readonly Action[]>>>>;

/**
 * v0.8 situation × command table. Source: `001_5e546d392906486c.txt` §HIGH COMMANDS (the chart:
 * "Dug in, safe | Stay put or Move | Stay put (only) | Assault (only) | Retreat (only)", …).
 * "Stay put Find cover" (not dug in, safe, Hold) reads as "Stay put or Find cover", as in v0.7.
 */
const COMMANDS_V08: CommandTable = {
  dugInSafe: { advance: ['stay', 'move'], hold: ['stay'], assault: ['assault'], retreat: ['retreat'] },
  dugInUnderFire: { advance: ['stay'], hold: ['stay'], assault: ['stay', 'assault'], retreat: ['stay', 'retreat'] },
  notDugInSafe: { advance: ['move'], hold: ['stay', 'findCover'], assault: ['assault'], retreat: ['retreat'] },
  notDugInUnderFire: {
    advance: ['stay', 'move'],
    hold: ['stay', 'findCover'],
    assault: ['assault', 'findCover'],
    retreat: ['retreat', 'findCover'],
  },
};

/**
 * v0.7 situation × command table. Source: `000_5cca48f65b2d4420.txt` §The High Command system (the
 * "ORDER → ADVANCE HOLD ASSAULT RETREAT" chart). Same as v0.8 except not dug in under fire, Retreat:
 * "Retreat, cover or stay".
 */
const COMMANDS_V07: CommandTable = {
  ...COMMANDS_V08,
  notDugInUnderFire: { ...COMMANDS_V08.notDugInUnderFire, retreat: ['stay', 'retreat', 'findCover'] },
};

/** The situation × command tables of both editions; cells are sorted in `ACTIONS` order. */
export const COMMAND_TABLE_1418: Readonly<Record<Edition, CommandTable>> = { 'v0.8': COMMANDS_V08, 'v0.7': COMMANDS_V07 };

/** One cell of the dig-in table: may the sub-unit dig in, its resilience penalty meanwhile, seed wording. */
export type DigInRule = { allowed: boolean; resiliencePenalty: number; text: string };

/**
 * Who may dig in, per edition. Both editions agree on the values: Advance and Hold may dig in at −1R,
 * Assault and Retreat never.
 * - v0.8: `001_5e546d392906486c.txt` §DIGGING IN & COVER ("(Can choose to dig in?) | Yes but -1R if
 *   attacked | Yes but -1R if attacked | No | No").
 * - v0.7: `000_5cca48f65b2d4420.txt` §The High Command system, the chart's last row ("(May dig in)
 *   (May dig in) (May never dig in) (May never dig in)") and its footnote "* may dig in but -1R during dig".
 */
export const DIG_IN_1418: Readonly<Record<Edition, Readonly<Record<HighCommand, DigInRule>>>> = {
  'v0.8': {
    advance: { allowed: true, resiliencePenalty: -1, text: 'Yes but -1R if attacked' },
    hold: { allowed: true, resiliencePenalty: -1, text: 'Yes but -1R if attacked' },
    assault: { allowed: false, resiliencePenalty: 0, text: 'No' },
    retreat: { allowed: false, resiliencePenalty: 0, text: 'No' },
  },
  'v0.7': {
    advance: { allowed: true, resiliencePenalty: -1, text: 'May dig in (-1R during dig)' },
    hold: { allowed: true, resiliencePenalty: -1, text: 'May dig in (-1R during dig)' },
    assault: { allowed: false, resiliencePenalty: 0, text: 'May never dig in' },
    retreat: { allowed: false, resiliencePenalty: 0, text: 'May never dig in' },
  },
};

/**
 * The situation row for a sub-unit that is (or is not) dug in and under fire. Throws `RangeError`
 * when `s` is not an object with boolean `dugIn` and `underFire`.
 */
export function situationOf(s: { dugIn: boolean; underFire: boolean }): Situation1418 {
  if (typeof s !== 'object' || s === null || typeof s.dugIn !== 'boolean' || typeof s.underFire !== 'boolean') {
    throw new RangeError(`situation must be { dugIn: boolean, underFire: boolean }, got ${show(s)}`);
  }
  if (s.dugIn) return s.underFire ? 'dugInUnderFire' : 'dugInSafe';
  return s.underFire ? 'notDugInUnderFire' : 'notDugInSafe';
}
