/**
 * The small 1418 rule functions of `../shared/API.md` §"1418 bound rules", plus the helpers the bound
 * engine uses with them. Pure: tables in `./tables/*1418.ts`, no dice here (probabilities are in
 * `./hitProbability1418.ts`). Every function throws a `RangeError` naming the bad argument.
 */
import type { Edition } from './types.ts';
import { assertEdition, assertMember, show } from './tables/edition1418.ts';
import { ACTIONS, COMMAND_TABLE_1418, DIG_IN_1418, HIGH_COMMANDS, situationOf, type Action, type HighCommand } from './tables/commands1418.ts';
import { COVER_1418, COVER_TERRAINS, POSTURES, type CoverTerrain, type Posture } from './tables/cover1418.ts';

function wholeAtLeast(value: unknown, min: number, name: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min) {
    throw new RangeError(`${name} must be a whole number ≥ ${min}, got ${show(value)}`);
  }
  return value;
}

function optionalBoolean(value: unknown, name: string): boolean {
  if (value === undefined) return false;
  if (typeof value !== 'boolean') throw new RangeError(`${name} must be true or false, got ${show(value)}`);
  return value;
}

/**
 * The actions a sub-unit may plan under its strategic formation's high command `cmd`, given whether
 * it is dug in and under fire (targeted during the previous bound), sorted stay, move, assault,
 * retreat, findCover. Source: v0.8 `001_5e546d392906486c.txt` §HIGH COMMANDS; v0.7
 * `000_5cca48f65b2d4420.txt` §The High Command system (`COMMAND_TABLE_1418`).
 * Throws `RangeError` for an unknown command, a malformed situation or a bad edition.
 */
export function allowedActions(cmd: HighCommand, s: { dugIn: boolean; underFire: boolean }, edition?: Edition): Action[] {
  const c = assertMember(cmd, HIGH_COMMANDS, 'allowedActions: cmd');
  const ed = assertEdition(edition, 'allowedActions');
  let situation;
  try {
    situation = situationOf(s);
  } catch (e) {
    throw new RangeError(`allowedActions: ${(e as Error).message}`);
  }
  const cell = COMMAND_TABLE_1418[ed][situation][c];
  return ACTIONS.filter((a) => cell.includes(a));
}

/**
 * Whether a sub-unit under high command `cmd` may dig in, and its resilience penalty while it does
 * (−1, or 0 when it may not). Both editions agree (`DIG_IN_1418`; 001 §DIGGING IN & COVER, 000 §The
 * High Command system footnote). Throws `RangeError` for an unknown command.
 */
export function mayDigIn(cmd: HighCommand): { allowed: boolean; resiliencePenalty: number } {
  const { allowed, resiliencePenalty } = DIG_IN_1418['v0.8'][assertMember(cmd, HIGH_COMMANDS, 'mayDigIn: cmd')];
  return { allowed, resiliencePenalty };
}

/** Options of `dicePool`: shooting while assaulting, the edition (default v0.8), and whether it is melee. */
export type DicePoolOptions = { assaulting?: boolean; edition?: Edition; melee?: boolean };

/**
 * Dice a sub-unit rolls. `arming` is the arming value used (the `m` side in melee, the `r` side
 * shooting); `bases` are the bases in the sub-unit, or for melee those in base contact.
 * - v0.8 (001 §ARMING and RESILIENCE: "For every base more than two in the sub-unit, an extra die is
 *   rolled (so a 3-base A2 company rolls 2+1 dice, and a 4-base A1 company rolls 1+2 dice)"; §ASSAULTING
 *   & MELEE COMBAT: "shooting is done with -1A [one less die] than usual" while assaulting, and melee
 *   counts "only the number of bases in base-to-base contact"): arming + 1 per base beyond two, −1 when
 *   shooting while assaulting (never in melee); never below 0.
 * - v0.7 (000 §Executing shooting and combat: "Arming is the number of dice a platoon rolls"): each base
 *   rolls its arming, arming × bases; v0.7 has no assault penalty (docs/RULINGS.md §The v0.7 edition).
 * - Arming 0 rolls nothing: the extra die per base beyond two is for a unit that has dice of that kind
 *   (a Mother Tank's 0 melee or a field gun's 0 melee stays 0, docs/RULINGS.md §No dice for arming 0).
 * No base taking part rolls nothing. E.g. `dicePool(1, 4)` = 3, `dicePool(1, 4, { edition: 'v0.7' })` = 4,
 * `dicePool(0, 5, { melee: true })` = 0. Throws `RangeError` unless `arming` and `bases` are whole
 * numbers ≥ 0, the flags booleans when given and the edition 'v0.8' or 'v0.7'.
 */
export function dicePool(arming: number, bases: number, opts?: DicePoolOptions): number {
  wholeAtLeast(arming, 0, 'dicePool: arming');
  wholeAtLeast(bases, 0, 'dicePool: bases');
  if (opts !== undefined && (typeof opts !== 'object' || opts === null)) throw new RangeError(`dicePool: opts must be an object, got ${show(opts)}`);
  const assaulting = optionalBoolean(opts?.assaulting, 'dicePool: opts.assaulting');
  const melee = optionalBoolean(opts?.melee, 'dicePool: opts.melee');
  const edition = assertEdition(opts?.edition, 'dicePool');
  if (bases === 0 || arming === 0) return 0;
  if (edition === 'v0.7') return arming * bases;
  return Math.max(0, arming + Math.max(0, bases - 2) - (assaulting && !melee ? 1 : 0));
}

/**
 * The resilience modifier (total, not cumulative) for a base in `terrain` with `posture`
 * (`COVER_1418`: v0.8 001 §DIGGING IN & COVER, e.g. open moving −3, stationary −2, dug in 0; v0.7 000
 * §Cover and terrain, e.g. open −2, dug in +1). A base crossing between two classes uses
 * `weakerCover` first. Throws `RangeError` for an unknown terrain, posture or edition.
 */
export function coverModifier(terrain: CoverTerrain, posture: Posture, edition?: Edition): number {
  const t = assertMember(terrain, COVER_TERRAINS, 'coverModifier: terrain');
  const p = assertMember(posture, POSTURES, 'coverModifier: posture');
  return COVER_1418[assertEdition(edition, 'coverModifier')][t][p];
}

/**
 * The weaker of two cover classes: a base moving from one into the other counts as in the weaker
 * (001 §DIGGING IN & COVER: "over the top of a +2 dug-in trench into the open -3 gives a -3").
 * Throws `RangeError` for an unknown class.
 */
export function weakerCover(a: CoverTerrain, b: CoverTerrain): CoverTerrain {
  const ia = COVER_TERRAINS.indexOf(assertMember(a, COVER_TERRAINS, 'weakerCover: a'));
  const ib = COVER_TERRAINS.indexOf(assertMember(b, COVER_TERRAINS, 'weakerCover: b'));
  return COVER_TERRAINS[Math.min(ia, ib)]!;
}

/**
 * Bombardment shots from the bases firing, `armingR` being each base's `r` arming: shots = the mean
 * arming × bases firing (= their sum); at most half of them (rounded down) on one target base.
 * Source: 001 §ARTILLERY, 000 §Artillery ("4 batteries each with A\2. This makes 8 distributable
 * shots"). No bases firing gives no shots. Throws `RangeError` unless `armingR` is an array of whole
 * numbers ≥ 0.
 */
export function bombardmentShots(armingR: number[]): { shots: number; maxOnOneTarget: number } {
  if (!Array.isArray(armingR)) throw new RangeError(`bombardmentShots: armingR must be an array of whole numbers, got ${show(armingR)}`);
  let shots = 0;
  armingR.forEach((r, i) => (shots += wholeAtLeast(r, 0, `bombardmentShots: armingR[${i}]`)));
  return { shots, maxOnOneTarget: Math.floor(shots / 2) };
}

/**
 * The number a die plus its bonus must reach to hit: the target's base `resilience` plus each
 * resilience modifier (cover, dig-in −1, gas −1, deathmatch −1 per round…). A die hits when die +
 * bonus ≥ this (RULINGS.md §Dice pool); ≤ 1 means every die hits. Throws `RangeError` unless
 * `resilience` is a whole number ≥ 1 and every modifier a whole number.
 */
export function hitTarget(resilience: number, ...modifiers: number[]): number {
  let target = wholeAtLeast(resilience, 1, 'hitTarget: resilience');
  modifiers.forEach((m, i) => {
    if (typeof m !== 'number' || !Number.isSafeInteger(m)) throw new RangeError(`hitTarget: modifier ${i + 1} must be a whole number, got ${show(m)}`);
    target += m;
  });
  return target;
}

/**
 * Whether a shooter whose best die carries `bonus` can hurt a target needing `targetNumber`: a six
 * plus the bonus reaches it. False means no dice are rolled and the order stands as overwatch
 * (RULINGS.md §Dice pool: "A target needing 7+ with no bonus cannot be hurt"; 001 §OVERWATCH).
 * Throws `RangeError` unless `targetNumber` is a whole number and `bonus` a whole number ≥ 0.
 */
export function canHurt(targetNumber: number, bonus = 0): boolean {
  if (typeof targetNumber !== 'number' || !Number.isSafeInteger(targetNumber)) {
    throw new RangeError(`canHurt: targetNumber must be a whole number, got ${show(targetNumber)}`);
  }
  return 6 + wholeAtLeast(bonus, 0, 'canHurt: bonus') >= targetNumber;
}
