/**
 * 1418 movement distances: one bound's move of a base over the ground it starts in and crosses, in
 * either edition, on foot or transported, moving or assaulting. Sources: `001_5e546d392906486c.txt`
 * §DIGGING IN & COVER (speeds and modifiers, "add the modifiers for road, open, rough or impractical
 * together BEFORE applying them"), §Transport Bonuses; `000_5cca48f65b2d4420.txt` §Order of everything
 * and executing moves ("+25% distance after modifiers"), §Transport bonuses; docs/RULINGS.md §Moves
 * across mixed ground, §The v0.7 edition, §The transport cap. Tables in `./tables/movement1418.ts`.
 * Every function throws a `RangeError` naming the bad argument.
 */
import type { Edition } from './types.ts';
import { assertEdition, assertMember, show } from './tables/edition1418.ts';
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

/** One stretch of a move's path: the ground it crosses, whether it runs along an intact road, its length in ground metres. */
export type PathStretch = MoveEnd & { lengthM: number };

/**
 * Options of a move: assaulting (+100 % after terrain), the edition (default v0.8), the table scale
 * (ground metres per table centimetre, default 10), and for `moveAlongM` a transport.
 */
export type MoveOptions = { assault?: boolean; edition?: Edition; metresPerCm?: number };

/** `MoveOptions` with the infantry formation's transport, if any (`transportedMoveM`'s bonus and cap). */
export type MoveAlongOptions = MoveOptions & { transport?: Transport };

/**
 * The worst a summed v0.8 terrain and road modifier may be, percent: −75, the seed's own worst single
 * modifier ("Moving from or in impractical terrain = (-75% distance)"). Rough into impractical sums to
 * −100 %, which would leave a base on the edge of a marsh unable to enter it while a base inside it
 * moves 25 % (docs/RULINGS.md §Moves across mixed ground).
 */
export const WORST_MOVE_PCT = -75;

function moveEnd(end: unknown, name: string): MoveEnd {
  const e = end as MoveEnd | null;
  if (typeof e !== 'object' || e === null) throw new RangeError(`${name} must be { terrain, road }, got ${show(end)}`);
  assertMember(e.terrain, MOVE_TERRAINS, `${name}.terrain`);
  if (typeof e.road !== 'boolean') throw new RangeError(`${name}.road must be true or false, got ${show(e.road)}`);
  return e;
}

function optionsOf(opts: MoveAlongOptions | undefined, fn: string): { assault: boolean; edition: Edition; metresPerCm: number } {
  if (opts !== undefined && (typeof opts !== 'object' || opts === null)) throw new RangeError(`${fn}: opts must be an object, got ${show(opts)}`);
  const edition = assertEdition(opts?.edition, fn);
  const assault = opts?.assault ?? false;
  if (typeof assault !== 'boolean') throw new RangeError(`${fn}: opts.assault must be true or false, got ${show(assault)}`);
  const metresPerCm = opts?.metresPerCm ?? METRES_PER_TABLE_CM;
  if (typeof metresPerCm !== 'number' || !Number.isFinite(metresPerCm) || metresPerCm <= 0) {
    throw new RangeError(`${fn}: opts.metresPerCm must be a positive number, got ${show(metresPerCm)}`);
  }
  return { assault, edition, metresPerCm };
}

/**
 * The v0.8 summed terrain and road modifier, percent, for a move that is in or crosses each class of
 * `terrains` once (rough to rough is −25), with +25 when either end of the move is on an intact road
 * (`../shared/RULINGS.md` §Terrain crossing: "a road at either end of the move counts"); added
 * BEFORE they apply: "(+25%)&(-25%)= no modifier, and (+25%)&(-75%)= (-50%)" (001 §DIGGING IN & COVER);
 * never below `WORST_MOVE_PCT` (docs/RULINGS.md §Moves across mixed ground).
 */
function summedPct(terrains: Iterable<MoveTerrain>, road: boolean): number {
  let pct = road ? ROAD_MOVE_PCT : 0;
  for (const t of terrains instanceof Set ? (terrains as Set<MoveTerrain>) : new Set(terrains)) pct += TERRAIN_MOVE_PCT[t];
  return Math.max(WORST_MOVE_PCT, pct);
}

/**
 * The factor a move's full distance is multiplied by for the ground it crosses, before any assault.
 * v0.8: 1 + `summedPct` / 100. v0.7 (000 §Order of everything: modifiers for moving "from or in" a
 * terrain and "Moving or assaulting on an intact road = (+25% distance after modifiers)"): the worst
 * class crossed, then × 1.25 on a road (docs/RULINGS.md §The v0.7 edition).
 */
function groundFactor(terrains: ReadonlySet<MoveTerrain>, road: boolean, edition: Edition): number {
  if (edition === 'v0.8') return (100 + summedPct(terrains, road)) / 100;
  let worst = 0;
  for (const t of terrains) worst = Math.min(worst, TERRAIN_MOVE_PCT[t]);
  return ((100 + worst) / 100) * (road ? (100 + ROAD_MOVE_PCT) / 100 : 1);
}

/**
 * The summed v0.8 terrain and road modifier of a move from `from` to `to`, percent: each terrain class
 * the move is in or crosses once, +25 for a road when either end is on one, added before they apply
 * (001 §DIGGING IN & COVER: "eg (+25%)&(-75%)= (-50%)"); never below −75 (`WORST_MOVE_PCT`). E.g. road
 * rough → road rough 0, road open → impractical −50, rough → impractical −75. Throws `RangeError` for a
 * malformed end.
 */
export function moveModifierPct(from: MoveEnd, to: MoveEnd): number {
  const a = moveEnd(from, 'moveModifierPct: from');
  const b = moveEnd(to, 'moveModifierPct: to');
  return summedPct([a.terrain, b.terrain], a.road || b.road);
}

/**
 * A base's rate this bound, table centimetres: its speed class's, or with a transport the edition's bonus
 * up to its cap (never less than on foot): v0.8 motorised and mechanised +50 % to 12 cm; v0.7 motorised
 * +25 % to 8 cm, mechanised +50 % to 12 cm; horse-drawn no bonus. The cap bounds this rate only: road and
 * assault then apply and may take a move past it (docs/RULINGS.md §The transport cap). Unchecked:
 * callers pass the engine's own speed class, transport and edition.
 */
export function rateCm(speed: SpeedClass, transport: Transport | undefined, edition: Edition): number {
  return transport === undefined ? SPEED_CM[speed] : transportedCm(SPEED_CM[speed], transport, edition);
}

/**
 * The transported rate, table centimetres, of a base whose rate on foot is `footCm`: the edition's
 * bonus up to its cap, never less than on foot (`TRANSPORT_1418`; see `rateCm`). Unchecked: the
 * callers pass table values.
 */
export function transportedCm(footCm: number, transport: Transport, edition: Edition): number {
  const { bonusPct, capCm } = TRANSPORT_1418[edition][transport];
  const boostedCm = (footCm * (100 + bonusPct)) / 100;
  return capCm === null ? boostedCm : Math.max(footCm, Math.min(boostedCm, capCm));
}

/**
 * One bound's full move of a base of `speed` from `from` to `to`, ground metres: the speed class's
 * centimetres × `opts.metresPerCm` (default 10, RULINGS.md §Units) × the ground factor of the two ends
 * (v0.8 summed, `moveModifierPct`; v0.7 the worse end, then × 1.25 on a road), then × 2 when
 * `opts.assault` ("+100% after all terrain modifiers"). A road counts when either end is on it. For the
 * ground crossed between the ends use `moveAlongM`. E.g. medium infantry road rough → road rough: 60 m
 * in v0.8, 56.25 m in v0.7; road open → impractical 30 m; road open → open 75 m. Throws `RangeError` for an unknown speed, a malformed end or bad options.
 */
export function moveDistanceM(speed: SpeedClass, from: MoveEnd, to: MoveEnd, opts?: MoveOptions): number {
  const s = assertMember(speed, SPEED_CLASSES, 'moveDistanceM: speed');
  const { assault, edition, metresPerCm } = optionsOf(opts, 'moveDistanceM');
  const a = moveEnd(from, 'moveDistanceM: from');
  const b = moveEnd(to, 'moveDistanceM: to');
  const m = SPEED_CM[s] * metresPerCm * groundFactor(new Set([a.terrain, b.terrain]), a.road || b.road, edition);
  return assault ? (m * (100 + ASSAULT_MOVE_PCT)) / 100 : m;
}

/**
 * The full move of a transported infantry base between two ends, as `moveDistanceM` at the transported
 * rate (`rateCm`: the edition's bonus up to its cap, never less than on foot). Only infantry speed
 * classes may be transported ("only infantry SF's (including their Heavy Weapons)", 001 §Transport
 * Bonuses). E.g. v0.8 medium infantry motorised on a road through the open: 9 cm × 10 × 1.25 = 112.5 m.
 * Throws `RangeError` for a cavalry or unknown speed, an unknown transport, or bad ends or options.
 */
export function transportedMoveM(speed: SpeedClass, transport: Transport, from: MoveEnd, to: MoveEnd, opts?: MoveOptions): number {
  const s = assertMember(speed, TRANSPORTABLE_SPEEDS, 'transportedMoveM: speed (only infantry is transported)');
  const t = assertMember(transport, TRANSPORTS, 'transportedMoveM: transport');
  const { assault, edition, metresPerCm } = optionsOf(opts, 'transportedMoveM');
  const a = moveEnd(from, 'transportedMoveM: from');
  const b = moveEnd(to, 'transportedMoveM: to');
  const m = rateCm(s, t, edition) * metresPerCm * groundFactor(new Set([a.terrain, b.terrain]), a.road || b.road, edition);
  return assault ? (m * (100 + ASSAULT_MOVE_PCT)) / 100 : m;
}

/**
 * Ground metres one bound's move covers along `path`, stretch by stretch from where the base stands,
 * each stretch priced by the terrain it crosses (001 §DIGGING IN & COVER: the modifiers of every terrain
 * the move starts in or crosses are added before they apply; docs/RULINGS.md §Moves across mixed
 * ground). The move reaches the farthest point `d` along the path with `d` ≤ the full move priced by
 * the terrain of every stretch up to `d`: entering a worse stretch can shorten the whole move, so a
 * base stops at its edge when even the first metre into it is already beyond the new allowance. A road
 * counts when the move starts on one or the stretch it has reached runs along one (either end of the
 * move up to there: `../shared/RULINGS.md` §Terrain crossing). Rate: the speed class's, or transported
 * (`opts.transport`, infantry only); × 2 when assaulting. At most the path's length; 0 for an empty path.
 * E.g. medium infantry (60 m): open 10 m, impractical 30 m, open 20 m → 15 m (−75 % once the strip is
 * entered); open 100 m → 60 m; v0.7 road rough 100 m → 56.25 m. Throws `RangeError` naming a bad speed,
 * transport, option or `path[i]` field (lengths finite ≥ 0).
 */
export function moveAlongM(speed: SpeedClass, path: readonly PathStretch[], opts?: MoveAlongOptions): number {
  const s = assertMember(speed, SPEED_CLASSES, 'moveAlongM: speed');
  const { assault, edition, metresPerCm } = optionsOf(opts, 'moveAlongM');
  const transport = opts?.transport === undefined ? undefined : assertMember(opts.transport, TRANSPORTS, 'moveAlongM: opts.transport');
  if (transport !== undefined) assertMember(s, TRANSPORTABLE_SPEEDS, 'moveAlongM: speed (only infantry is transported)');
  if (!Array.isArray(path)) throw new RangeError(`moveAlongM: path must be an array of { terrain, road, lengthM }, got ${show(path)}`);
  path.forEach((raw, i) => {
    moveEnd(raw, `moveAlongM: path[${i}]`);
    const len = (raw as PathStretch).lengthM;
    if (typeof len !== 'number' || !Number.isFinite(len) || len < 0) throw new RangeError(`moveAlongM: path[${i}].lengthM must be a finite number of metres ≥ 0, got ${show(len)}`);
  });
  return pricedAlongM(s, path, assault, edition, metresPerCm, transport);
}

/**
 * `moveAlongM` without its checks, for callers whose arguments are already the engine's own (the bound
 * engine's stretches from `groundAlong`): the same ground metres for the same arguments. `assault` and
 * `edition` as `MoveOptions`; `metresPerCm` ground metres a table centimetre (10 at the default scale,
 * 5 for a half move); `transport` undefined on foot. Unchecked: malformed input gives a wrong number
 * (NaN, say), not an error — use `moveAlongM` for anything from outside the engine.
 */
export function pricedAlongM(speed: SpeedClass, path: readonly PathStretch[], assault: boolean, edition: Edition, metresPerCm: number, transport: Transport | undefined): number {
  const fullM = rateCm(speed, transport, edition) * metresPerCm * (assault ? (100 + ASSAULT_MOVE_PCT) / 100 : 1);
  const terrains = new Set<MoveTerrain>();
  const startsOnRoad = path[0]?.road === true;
  let doneM = 0;
  for (const st of path) {
    terrains.add(st.terrain);
    const road = startsOnRoad || st.road;
    const allowedM = fullM * groundFactor(terrains, road, edition);
    if (allowedM <= doneM) return doneM;
    if (allowedM < doneM + st.lengthM) return allowedM;
    doneM += st.lengthM;
  }
  return doneM;
}
