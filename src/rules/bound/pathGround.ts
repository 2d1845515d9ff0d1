/**
 * The ground along a move's path as stretches of one kind of going, for `moveAlongM`
 * (`001_5e546d392906486c.txt` §DIGGING IN & COVER: a move is priced by every terrain it starts in or
 * crosses; docs/RULINGS.md §Moves across mixed ground).
 */
import type { PathStretch } from '../move1418.ts';
import { distM } from './geometry.ts';
import type { PointM, TerrainAt } from './types.ts';

/**
 * Ground metres between two readings of the ground along a path (*ruling (ours)*): 5 m, half a table
 * centimetre at the default scale, so a strip one table centimetre wide (a 10 m stream) is never
 * stepped over.
 */
export const PATH_SAMPLE_M = 5;

/**
 * The path from `start` through `path` read every `PATH_SAMPLE_M` metres (and at each waypoint) for
 * `maxM` metres, as stretches: each reading's going (`move`, `road`) holds from that reading to the
 * next; neighbouring readings of the same going are one stretch. The first stretch starts at `start`
 * with the ground there. A path shorter than `maxM` is taken to go on in the ground where it ends, so
 * the stretches always add up to `maxM` and the allowance they give is the move's whole allowance (the
 * caller stops the base at the path's end).
 */
export function groundAlong(at: (p: PointM) => TerrainAt, start: PointM, path: readonly PointM[], maxM: number): PathStretch[] {
  let here = at(start);
  let last: PathStretch = { terrain: here.move, road: here.road, lengthM: 0 };
  const out: PathStretch[] = [last];
  let from = start;
  let doneM = 0;
  for (const q of path) {
    const seg = distM(from, q);
    let along = 0;
    while (along < seg && doneM < maxM) {
      const step = Math.min(PATH_SAMPLE_M, seg - along, maxM - doneM);
      // The ground read last holds to this reading: a stretch of its own when it differs from the last.
      if (here.move !== last.terrain || here.road !== last.road) out.push((last = { terrain: here.move, road: here.road, lengthM: 0 }));
      last.lengthM += step;
      along += step;
      doneM += step;
      const t = seg === 0 ? 1 : along / seg;
      here = at({ xM: from.xM + (q.xM - from.xM) * t, yM: from.yM + (q.yM - from.yM) * t });
    }
    if (doneM >= maxM) break;
    from = q;
  }
  if (doneM < maxM) {
    if (here.move !== last.terrain || here.road !== last.road) out.push((last = { terrain: here.move, road: here.road, lengthM: 0 }));
    last.lengthM += maxM - doneM;
  }
  return out;
}
