/**
 * Terrain changes the engine makes, laid over the caller's terrain: a dug-in position left in the open
 * becomes rough ground (`001_5e546d392906486c.txt` §DIGGING IN & COVER: "their original position
 * becomes rough terrain if they originally dug-in in the open. Other than counting as rough terrain it
 * has no other effects").
 */
import { pointInRect } from './geometry.ts';
import type { PointM, TerrainAt, TerrainChange } from './types.ts';

/** The ground at `p` after `changes`: inside a changed rectangle open movement and cover count as rough. */
export function terrainAfterChanges(t: TerrainAt, p: PointM, changes: readonly TerrainChange[]): TerrainAt {
  if (changes.length === 0 || (t.move !== 'open' && t.cover !== 'open')) return t;
  for (const c of changes) {
    if (pointInRect(p, c)) return { move: t.move === 'open' ? 'rough' : t.move, cover: t.cover === 'open' ? 'rough' : t.cover, road: t.road };
  }
  return t;
}

/**
 * A terrain function with the engagement's `terrainChanges` applied — for a caller (the map, the
 * engagement screen) that draws or queries the ground as the engine sees it.
 */
export function withTerrainChanges(terrainAt: (p: PointM) => TerrainAt, changes: readonly TerrainChange[]): (p: PointM) => TerrainAt {
  const frozen = changes.slice();
  return (p) => terrainAfterChanges(terrainAt(p), p, frozen);
}
