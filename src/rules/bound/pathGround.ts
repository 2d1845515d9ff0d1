/**
 * The ground along a move's path as stretches of one kind of going, for `moveAlongM`
 * (`001_5e546d392906486c.txt` §DIGGING IN & COVER: a move is priced by every terrain it starts in or
 * crosses; docs/RULINGS.md §Moves across mixed ground): exactly, between the points where the path
 * crosses the edges of the ground (`groundAlongExact`, when the caller can say where they are), else
 * read every `PATH_SAMPLE_M` metres (`groundAlong`).
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

/**
 * The path from `start` through `path` as stretches of one going, exactly, for `maxM` metres: each leg
 * is cut where `breaks(from, to)` says the ground may change (fractions 0…1, ascending) and each piece
 * takes the ground at its middle, so a strip of any width is counted and a base stops exactly at the
 * edge of worse ground. The first stretch is the ground at `start` (it may be 0 m long: a base standing on
 * an edge moves from the ground it stands in); a path shorter than `maxM` goes on in the ground where it
 * ends, as `groundAlong`'s does.
 */
export function groundAlongExact(at: (p: PointM) => TerrainAt, breaks: (a: PointM, b: PointM) => number[], start: PointM, path: readonly PointM[], maxM: number): PathStretch[] {
  const first = at(start);
  let last: PathStretch = { terrain: first.move, road: first.road, lengthM: 0 };
  const out: PathStretch[] = [last];
  const add = (t: TerrainAt, lengthM: number) => {
    if (t.move !== last.terrain || t.road !== last.road) out.push((last = { terrain: t.move, road: t.road, lengthM: 0 }));
    last.lengthM += lengthM;
  };
  let from = start;
  let doneM = 0;
  for (const q of path) {
    const seg = distM(from, q);
    if (seg > 0) {
      const cuts = [0, ...breaks(from, q).filter((t) => t > 0 && t < 1), 1];
      for (let i = 1; i < cuts.length && doneM < maxM; i++) {
        const pieceM = Math.min((cuts[i]! - cuts[i - 1]!) * seg, maxM - doneM);
        if (pieceM <= 0) continue;
        const mid = (cuts[i - 1]! + cuts[i]!) / 2;
        add(at({ xM: from.xM + (q.xM - from.xM) * mid, yM: from.yM + (q.yM - from.yM) * mid }), pieceM);
        doneM += pieceM;
      }
    }
    if (doneM >= maxM) break;
    from = q;
  }
  if (doneM < maxM) last.lengthM += maxM - doneM;
  return out;
}
