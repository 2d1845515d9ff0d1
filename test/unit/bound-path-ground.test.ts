/**
 * The ground along a move's path (`groundAlong`, docs/RULINGS.md §Moves across mixed ground): read
 * every 5 m, neighbouring readings of one going merged into a stretch, the path taken on in the ground
 * where it ends. 001 §DIGGING IN & COVER: a move is priced by every terrain it starts in or crosses.
 */
import { describe, expect, it } from 'vitest';
import { groundAlong, PATH_SAMPLE_M } from '../../src/rules/bound/pathGround.ts';
import type { PointM, TerrainAt } from '../../src/rules/bound/types.ts';

/** Open ground with a 30 m impractical strip across x 30…60 m and a road along y = 0 east of x 80. */
const ground = (p: PointM): TerrainAt => ({
  move: p.xM >= 30 && p.xM < 60 ? 'impractical' : 'open',
  cover: 'open',
  road: p.yM === 0 && p.xM >= 80,
});

describe('groundAlong', () => {
  it('reads a strip the move crosses and takes the path on past its end', () => {
    expect(PATH_SAMPLE_M).toBe(5);
    expect(groundAlong(ground, { xM: 0, yM: 0 }, [{ xM: 100, yM: 0 }], 200)).toEqual([
      { terrain: 'open', road: false, lengthM: 30 },
      { terrain: 'impractical', road: false, lengthM: 30 },
      { terrain: 'open', road: false, lengthM: 20 },
      // From x 80 on the road, and past the path's end (100 m) on the ground there, to 200 m.
      { terrain: 'open', road: true, lengthM: 120 },
    ]);
  });

  it('stops at the farthest the move could reach', () => {
    expect(groundAlong(ground, { xM: 0, yM: 0 }, [{ xM: 100, yM: 0 }], 45)).toEqual([
      { terrain: 'open', road: false, lengthM: 30 },
      { terrain: 'impractical', road: false, lengthM: 15 },
    ]);
  });

  it('a path that ends where other ground begins goes on in that ground; an odd cap stops mid-reading', () => {
    expect(groundAlong(ground, { xM: 0, yM: 10 }, [{ xM: 30, yM: 10 }], 100)).toEqual([
      { terrain: 'open', road: false, lengthM: 30 },
      { terrain: 'impractical', road: false, lengthM: 70 },
    ]);
    expect(groundAlong(ground, { xM: 0, yM: 0 }, [{ xM: 100, yM: 0 }], 47)).toEqual([
      { terrain: 'open', road: false, lengthM: 30 },
      { terrain: 'impractical', road: false, lengthM: 17 },
    ]);
    // Ending on the road: the rest is on the road too.
    expect(groundAlong(ground, { xM: 70, yM: 0 }, [{ xM: 80, yM: 0 }], 40)).toEqual([
      { terrain: 'open', road: false, lengthM: 10 },
      { terrain: 'open', road: true, lengthM: 30 },
    ]);
  });

  it('follows the waypoints: a dog-leg round the strip never enters it', () => {
    const stretches = groundAlong(ground, { xM: 0, yM: 10 }, [{ xM: 20, yM: 10 }, { xM: 20, yM: 50 }], 60);
    expect(stretches).toEqual([{ terrain: 'open', road: false, lengthM: 60 }]);
  });
});
