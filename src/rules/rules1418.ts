/**
 * The small 1418 rule functions of `../shared/API.md` §"1418 bound rules", plus the helpers the bound
 * engine uses with them. Pure: tables in `./tables/*1418.ts`, no dice here (probabilities are in
 * `./hitProbability1418.ts`). Every function throws a `RangeError` naming the bad argument.
 */
import type { Edition } from './types.ts';
import { assertEdition, assertMember, show } from './tables/edition1418.ts';
import { ACTIONS, COMMAND_TABLE_1418, DIG_IN_1418, HIGH_COMMANDS, situationOf, type Action, type HighCommand } from './tables/commands1418.ts';
import { COVER_1418, COVER_TERRAINS, POSTURES, type CoverTerrain, type Posture } from './tables/cover1418.ts';
import {
  ASSAULT_MOVE_PCT,
  METRES_PER_TABLE_CM,
  MOVE_TERRAINS,
  ROAD_MOVE_PCT,
  SPEED_CLASSES,
  SPEED_CM,
  TERRAIN_MOVE_PCT,
  TRANSPORTABLE_SPEEDS,
  TRANSPORTS,
  TRANSPORT_1418,
  type MoveTerrain,
  type SpeedClass,
  type Transport,
} from './tables/movement1418.ts';

/** One end of a move: the ground there and whether the base is on an intact road. */
export type MoveEnd = { terrain: MoveTerrain; road: boolean };

/** Options of a move: assaulting (+100 % after terrain), edition, and the table scale (metres per cm, default 10). */
export type MoveOptions = { assault?: boolean; edition?: Edition; metresPerCm?: number };

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

/**
 * Dice a sub-unit rolls: its `arming` (dice, the `m` side in melee, the `r` side shooting) plus one
 * per base beyond two (`bases`: bases in the sub-unit, or in base contact for melee), one fewer when
 * shooting while assaulting; never below 0, and 0 when no base takes part. Source: 001 §ARMING and
 * RESILIENCE ("a 3-base A2 company rolls 2+1 dice, and a 4-base A1 company rolls 1+2 dice"), 001
 * §ASSAULTING & MELEE COMBAT ("-1A"), RULINGS.md §Dice pool. Throws `RangeError` unless `arming` and
 * `bases` are whole numbers ≥ 0 and `opts.assaulting` is a boolean when given.
 */
export function dicePool(arming: number, bases: number, opts?: { assaulting?: boolean }): number {
  wholeAtLeast(arming, 0, 'dicePool: arming');
  wholeAtLeast(bases, 0, 'dicePool: bases');
  const assaulting = optionalBoolean(opts?.assaulting, 'dicePool: opts.assaulting');
  if (bases === 0) return 0;
  return Math.max(0, arming + Math.max(0, bases - 2) - (assaulting ? 1 : 0));
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

function moveEnd(end: unknown, name: string): MoveEnd {
  const e = end as MoveEnd | null;
  if (typeof e !== 'object' || e === null) throw new RangeError(`${name} must be { terrain, road }, got ${show(end)}`);
  assertMember(e.terrain, MOVE_TERRAINS, `${name}.terrain`);
  if (typeof e.road !== 'boolean') throw new RangeError(`${name}.road must be true or false, got ${show(e.road)}`);
  return e;
}

/**
 * The summed terrain and road modifier of a move from `from` to `to`, percent: the modifier of each
 * terrain class the move is in or crosses (each class once, so rough to rough is −25) plus +25 for a
 * road when both ends are on it. Added BEFORE they are applied: "(+25%)&(-25%)= no modifier, and
 * (+25%)&(-75%)= (-50%)" (001 §DIGGING IN & COVER; RULINGS.md §Terrain crossing). Never below −100.
 * Throws `RangeError` for a malformed end.
 */
export function moveModifierPct(from: MoveEnd, to: MoveEnd): number {
  return modifierPct(from, to, 'moveModifierPct');
}

function modifierPct(from: MoveEnd, to: MoveEnd, fn: string): number {
  const a = moveEnd(from, `${fn}: from`);
  const b = moveEnd(to, `${fn}: to`);
  const terrains = new Set<MoveTerrain>([a.terrain, b.terrain]);
  let pct = a.road && b.road ? ROAD_MOVE_PCT : 0;
  for (const t of terrains) pct += TERRAIN_MOVE_PCT[t];
  return Math.max(-100, pct);
}

function moveOptions(opts: MoveOptions | undefined, fn: string): { assault: boolean; metresPerCm: number } {
  if (opts !== undefined && (typeof opts !== 'object' || opts === null)) throw new RangeError(`${fn}: opts must be an object, got ${show(opts)}`);
  assertEdition(opts?.edition, fn);
  const assault = optionalBoolean(opts?.assault, `${fn}: opts.assault`);
  const metresPerCm = opts?.metresPerCm ?? METRES_PER_TABLE_CM;
  if (typeof metresPerCm !== 'number' || !Number.isFinite(metresPerCm) || metresPerCm <= 0) {
    throw new RangeError(`${fn}: opts.metresPerCm must be a positive number, got ${show(metresPerCm)}`);
  }
  return { assault, metresPerCm };
}

function applyMove(rateCm: number, from: MoveEnd, to: MoveEnd, assault: boolean, metresPerCm: number, fn: string): number {
  const pct = modifierPct(from, to, fn);
  const afterTerrainM = (rateCm * metresPerCm * (100 + pct)) / 100;
  return assault ? (afterTerrainM * (100 + ASSAULT_MOVE_PCT)) / 100 : afterTerrainM;
}

/**
 * One bound's full move of a base of `speed` from `from` to `to`, ground metres: the speed class's
 * centimetres (`SPEED_CM`) × `opts.metresPerCm` (default 10, RULINGS.md §Units) × (100 % + the summed
 * terrain/road modifier, `moveModifierPct`), then × 2 when `opts.assault` ("+100% after all terrain
 * modifiers"). The same in both editions (001 §DIGGING IN & COVER; 000 §Order of everything and
 * executing moves; RULINGS.md §Terrain crossing). Half speed for injuries is the engine's.
 * Throws `RangeError` for an unknown speed, a malformed end or bad options.
 */
export function moveDistanceM(speed: SpeedClass, from: MoveEnd, to: MoveEnd, opts?: MoveOptions): number {
  const s = assertMember(speed, SPEED_CLASSES, 'moveDistanceM: speed');
  const { assault, metresPerCm } = moveOptions(opts, 'moveDistanceM');
  return applyMove(SPEED_CM[s], from, to, assault, metresPerCm, 'moveDistanceM');
}

/**
 * The full move of a transported infantry base (`TRANSPORT_1418`): its rate becomes the speed class's
 * centimetres + the edition's bonus, at most the edition's cap (never less than on foot) — v0.8
 * motorised and mechanised +50 % to 12 cm; v0.7 motorised +25 % to 8 cm, mechanised +50 % to 12 cm;
 * horse-drawn no bonus — and terrain, road and assault then apply as in `moveDistanceM`. Our reading:
 * the cap bounds the transported rate ("move at (+50%) (to a maximum total of 12cm)", 001 §Transport
 * Bonuses; 000 §Transport bonuses), so a road still adds its +25 %. Only infantry speed classes may be
 * transported. Throws `RangeError` for a cavalry or unknown speed, an unknown transport, or bad ends/options.
 */
export function transportedMoveM(speed: SpeedClass, transport: Transport, from: MoveEnd, to: MoveEnd, opts?: MoveOptions): number {
  const s = assertMember(speed, TRANSPORTABLE_SPEEDS, 'transportedMoveM: speed (only infantry is transported)');
  const t = assertMember(transport, TRANSPORTS, 'transportedMoveM: transport');
  const { assault, metresPerCm } = moveOptions(opts, 'transportedMoveM');
  const { bonusPct, capCm } = TRANSPORT_1418[assertEdition(opts?.edition, 'transportedMoveM')][t];
  const footCm = SPEED_CM[s];
  const boostedCm = (footCm * (100 + bonusPct)) / 100;
  const rateCm = capCm === null ? boostedCm : Math.max(footCm, Math.min(boostedCm, capCm));
  return applyMove(rateCm, from, to, assault, metresPerCm, 'transportedMoveM');
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
