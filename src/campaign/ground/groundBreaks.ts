/**
 * Where the ground can change along a straight move (`TerrainQuery.groundBreaks`), so the bound engine
 * prices the ground a move crosses exactly rather than by readings every few metres (docs/RULINGS.md
 * §Moves across mixed ground): the fractions of the segment a→b at which it crosses a polygon's ring (a
 * wood's edge, a hole's), or the edge of a drawn line's reach (the points at `reachM` from the line: two
 * sides and two round ends). Between two neighbouring fractions the ground is one kind throughout.
 */

/** A point in local metres. */
export type XY = [number, number];

/** What can change the ground: a polygon's rings, or a line segment with the reach it counts within. */
export type BreakItem = { poly: { rings: XY[][] } } | { seg: { a: XY; b: XY; reachM: number } };

/** The fraction along p→q (0…1) where it meets r→s, or null when it does not (parallel segments: none). */
function crossing(p: XY, q: XY, r: XY, s: XY): number | null {
  const dx = q[0] - p[0];
  const dy = q[1] - p[1];
  const ex = s[0] - r[0];
  const ey = s[1] - r[1];
  const den = dx * ey - dy * ex;
  if (den === 0) return null;
  const t = ((r[0] - p[0]) * ey - (r[1] - p[1]) * ex) / den;
  const u = ((r[0] - p[0]) * dy - (r[1] - p[1]) * dx) / den;
  return t >= 0 && t <= 1 && u >= 0 && u <= 1 ? t : null;
}

/** The fractions along p→q where its distance to the point c is `r` (the circle's crossings). */
function circleCrossings(p: XY, q: XY, c: XY, r: number, out: number[]): void {
  const dx = q[0] - p[0];
  const dy = q[1] - p[1];
  const fx = p[0] - c[0];
  const fy = p[1] - c[1];
  const A = dx * dx + dy * dy;
  if (A === 0) return;
  const B = 2 * (fx * dx + fy * dy);
  const C = fx * fx + fy * fy - r * r;
  const disc = B * B - 4 * A * C;
  if (disc < 0) return;
  const root = Math.sqrt(disc);
  for (const t of [(-B - root) / (2 * A), (-B + root) / (2 * A)]) if (t >= 0 && t <= 1) out.push(t);
}

/**
 * The fractions (0…1, ascending, each once) along a→b at which `items` may change the ground: every
 * crossing of a polygon's ring edge, and every crossing of the boundary of a line segment's reach
 * (its two sides offset by `reachM` and the circles of `reachM` round its ends). A fraction that is not
 * a boundary of the reach itself (a circle crossing inside the side band, say) only splits a stretch of
 * one ground in two, which prices the same.
 */
export function breaksAlong(a: XY, b: XY, items: Iterable<BreakItem>): number[] {
  const out: number[] = [];
  for (const item of items) {
    if ('poly' in item) {
      for (const ring of item.poly.rings) {
        for (let k = 1; k < ring.length; k++) {
          const t = crossing(a, b, ring[k - 1]!, ring[k]!);
          if (t !== null) out.push(t);
        }
      }
      continue;
    }
    const { a: s0, b: s1, reachM } = item.seg;
    const len = Math.hypot(s1[0] - s0[0], s1[1] - s0[1]);
    if (len > 0) {
      const nx = (-(s1[1] - s0[1]) / len) * reachM;
      const ny = ((s1[0] - s0[0]) / len) * reachM;
      for (const side of [1, -1]) {
        const t = crossing(a, b, [s0[0] + side * nx, s0[1] + side * ny], [s1[0] + side * nx, s1[1] + side * ny]);
        if (t !== null) out.push(t);
      }
    }
    circleCrossings(a, b, s0, reachM, out);
    circleCrossings(a, b, s1, reachM, out);
  }
  out.sort((x, y) => x - y);
  return out.filter((t, i) => i === 0 || t - out[i - 1]! > 1e-12);
}
