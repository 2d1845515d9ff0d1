/**
 * The going under a marching unit (004 §MOVEMENT RATES TABLE: "Further penalize movement for
 * obstacles, congestion, or bad going"): the movement class and road of the map's terrain at a point
 * of the grid's local metres, read through the terrain query (`terrainQuery.ts`) and remembered per
 * cell, so an hour of a corps on the march asks the polygons once per piece of ground — and not at all
 * in a 640 m tile that no feature touches (open ground, no road).
 */
import type { Going, GoingAt } from '../../rules/operational/movement.ts';
import type { PointM } from '../../rules/bound/types.ts';
import type { TerrainQuery } from './terrainQuery.ts';

/**
 * Cell side of the going cache, metres. 10 m keeps a road continuous: a road counts within 10 m of its
 * centre line (`LINE_REACH_M`), and no point of a 10 m cell is more than 7.1 m from the cell's centre.
 */
export const GOING_CELL_M = 10;

const MOVES: readonly Going['move'][] = ['open', 'rough', 'impractical'];
/** The six answers, frozen and shared (index = move × 2 + road). */
const ANSWERS: readonly Going[] = MOVES.flatMap((move) => [Object.freeze({ move, road: false }), Object.freeze({ move, road: true })]);
/** Cells per side of a cache tile (64 × 10 m = 640 m). */
const TILE = 64;
const SPAN = 1 << 15;
const HALF = 1 << 14;

/**
 * A `GoingAt` over `terrain` (a query built with the grid's origin, so its local metres are the grid's
 * easting/northing): the going at the centre of the `cellM` cell holding the point, cached. The answers
 * are shared frozen objects. Throws `RangeError` for a non-finite point.
 */
export function createGoingAt(terrain: Pick<TerrainQuery, 'terrainAt'> & Partial<Pick<TerrainQuery, 'anyGroundIn'>>, cellM = GOING_CELL_M): GoingAt {
  // Tiles of TILE × TILE cells, each a byte: 0 not read yet, else 1 + move × 2 + road. Tile keys stay small
  // integers (fast Map keys) for any map up to 32,768 tiles a side.
  const tiles = new Map<number, Uint8Array>();
  const tileM = cellM * TILE;
  return (p: PointM): Going => {
    if (!Number.isFinite(p.xM) || !Number.isFinite(p.yM)) throw new RangeError(`going: expected a point of finite metres, got (${p.xM}, ${p.yM})`);
    const ix = Math.floor(p.xM / cellM);
    const iy = Math.floor(p.yM / cellM);
    const tx = Math.floor(ix / TILE);
    const ty = Math.floor(iy / TILE);
    const key = (tx + HALF) * SPAN + (ty + HALF);
    let tile = tiles.get(key);
    if (tile === undefined) {
      tile = new Uint8Array(TILE * TILE);
      // A tile no feature touches is open ground throughout.
      if (terrain.anyGroundIn && !terrain.anyGroundIn(tx * tileM, ty * tileM, (tx + 1) * tileM, (ty + 1) * tileM)) tile.fill(1);
      tiles.set(key, tile);
    }
    const i = (iy - ty * TILE) * TILE + (ix - tx * TILE);
    let packed = tile[i]!;
    if (packed === 0) {
      const t = terrain.terrainAt({ xM: (ix + 0.5) * cellM, yM: (iy + 0.5) * cellM });
      packed = 1 + MOVES.indexOf(t.move) * 2 + (t.road ? 1 : 0);
      tile[i] = packed;
    }
    return ANSWERS[packed - 1]!;
  };
}
