/**
 * The 1916 minefield rules (`../shared/seeds/002_0a64821d231c1bbf.txt` §2.5 Field Works): where a laid
 * minefield's 80-yard markers stand, where a move first comes within one, and what a base's 2D6 roll does
 * on the minefield chart (*assumed*, passed in: `tables/fieldWorks1916.ts`). Points are in a grid's local
 * metres; dice are passed in.
 */
import type { PointM } from './bound/types.ts';
import { MINEFIELD_MARKER_RADIUS_M, type MineChart } from './tables/fieldWorks1916.ts';

/**
 * The centres of the markers of a minefield laid along the line `from`–`to`: the fewest markers of radius
 * `MINEFIELD_MARKER_RADIUS_M` whose circles cover the whole line, evenly spaced, so a line of L metres has
 * max(1, ⌈L ÷ 146.3⌉) markers (a 1 km minefield has 7). A zero-length line is one marker. Throws
 * `RangeError` for a point that is not finite.
 */
export function minefieldMarkers(from: PointM, to: PointM): PointM[] {
  for (const [p, name] of [[from, 'from'], [to, 'to']] as const) {
    if (!Number.isFinite(p.xM) || !Number.isFinite(p.yM)) throw new RangeError(`minefieldMarkers: ${name} must be a point in metres, got ${String(p.xM)}, ${String(p.yM)}`);
  }
  const lengthM = Math.hypot(to.xM - from.xM, to.yM - from.yM);
  const n = Math.max(1, Math.ceil(lengthM / (2 * MINEFIELD_MARKER_RADIUS_M) - 1e-9));
  return Array.from({ length: n }, (_, i) => {
    const f = (i + 0.5) / n;
    return { xM: from.xM + (to.xM - from.xM) * f, yM: from.yM + (to.yM - from.yM) * f };
  });
}

/** The least distance from `c` to the segment `a`–`b`, metres, and the fraction along it where it is. */
function nearestOnSegment(a: PointM, b: PointM, c: PointM): { distM: number; f: number } {
  const dx = b.xM - a.xM;
  const dy = b.yM - a.yM;
  const len2 = dx * dx + dy * dy;
  const f = len2 === 0 ? 0 : Math.min(1, Math.max(0, ((c.xM - a.xM) * dx + (c.yM - a.yM) * dy) / len2));
  return { distM: Math.hypot(a.xM + dx * f - c.xM, a.yM + dy * f - c.yM), f };
}

/**
 * Where a move along `path` (its points in order, the first where it starts) enters the minefield whose
 * markers are `markers`: the index of the first segment that comes within a marker's radius, or null when
 * the move never does — and null too when it starts inside one (it entered before this move: 002 §2.5 rolls
 * for a base passing through, once per minefield per passage, docs/RULINGS.md §1916 minefields).
 */
export function minefieldEntry(path: readonly PointM[], markers: readonly PointM[]): number | null {
  if (path.length === 0 || markers.length === 0) return null;
  const r = MINEFIELD_MARKER_RADIUS_M;
  if (markers.some((c) => Math.hypot(path[0]!.xM - c.xM, path[0]!.yM - c.yM) <= r)) return null;
  for (let i = 0; i + 1 < path.length; i++) {
    if (markers.some((c) => nearestOnSegment(path[i]!, path[i + 1]!, c).distM <= r)) return i;
  }
  return null;
}

/** What one base's minefield roll did. */
export type MineResult = 'lost' | 'damaged' | 'unhurt';

/**
 * What a base's 2D6 minefield roll `dice` does on `chart` (002 §2.5, "without applying die roll
 * modifiers"): lost at `lostFrom` or more, else damaged at `damagedFrom` or more, else unhurt. Throws
 * `RangeError` for a die not 1…6 or a chart number not 2…13.
 */
export function mineResult(dice: readonly [number, number], chart: MineChart): MineResult {
  for (const d of dice) if (!Number.isInteger(d) || d < 1 || d > 6) throw new RangeError(`mineResult: a die must be a whole number 1…6, got ${String(d)}`);
  for (const k of ['lostFrom', 'damagedFrom'] as const) {
    if (!Number.isInteger(chart[k]) || chart[k] < 2 || chart[k] > 13) throw new RangeError(`mineResult: chart.${k} must be a whole number 2…13 (13: never), got ${String(chart[k])}`);
  }
  const total = dice[0] + dice[1];
  return total >= chart.lostFrom ? 'lost' : total >= chart.damagedFrom ? 'damaged' : 'unhurt';
}

/** The chance a 2D6 total reaches `from` (2 → 1, 7 → 21/36, 12 → 1/36, 13 → 0). */
export function twoD6AtLeast(from: number): number {
  let n = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b >= from) n++;
  return n / 36;
}
