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

/**
 * The first fraction (0…1) along the segment `a`–`b` at which it comes within `r` of `c`, or null when it
 * never does: the smaller root of |a + t(b − a) − c| = r, 0 when `a` is within already.
 */
function entryAlong(a: PointM, b: PointM, c: PointM, r: number): number | null {
  const [dx, dy, fx, fy] = [b.xM - a.xM, b.yM - a.yM, a.xM - c.xM, a.yM - c.yM];
  const cc = fx * fx + fy * fy - r * r;
  if (cc <= 0) return 0;
  const aa = dx * dx + dy * dy;
  if (aa === 0) return null;
  const bb = 2 * (fx * dx + fy * dy);
  const disc = bb * bb - 4 * aa * cc;
  if (disc < 0) return null;
  const t = (-bb - Math.sqrt(disc)) / (2 * aa);
  return t >= 0 && t <= 1 ? t : null;
}

/**
 * Where a move along `path` (its points in order, the first where it starts) enters the minefield whose
 * markers are `markers`: the first segment that comes within a marker's radius (`index`) and how far along it
 * (`fraction`, 0…1), or null when the move never does — and null too when it starts inside one (it entered
 * before this move: 002 §2.5 rolls for a base passing through, once per minefield per passage,
 * docs/RULINGS.md §1916 minefields).
 */
export function minefieldEntry(path: readonly PointM[], markers: readonly PointM[]): { index: number; fraction: number } | null {
  if (path.length === 0 || markers.length === 0) return null;
  const r = MINEFIELD_MARKER_RADIUS_M;
  if (markers.some((c) => Math.hypot(path[0]!.xM - c.xM, path[0]!.yM - c.yM) <= r)) return null;
  for (let i = 0; i + 1 < path.length; i++) {
    let first: number | null = null;
    for (const c of markers) {
      const t = entryAlong(path[i]!, path[i + 1]!, c, r);
      if (t !== null && (first === null || t < first)) first = t;
    }
    if (first !== null) return { index: i, fraction: first };
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
