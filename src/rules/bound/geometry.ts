/**
 * Base geometry of the 1418 bound engine, in engagement-local ground metres (x east, y north).
 * A base is a rectangle `widthM` (frontage) × `depthM` (depth) centred on (xM, yM), its front facing
 * `facingDeg` (clockwise from grid north). Standard base 2" × 1" = 50.8 × 25.4 m at 1 cm = 10 m
 * (`000_5cca48f65b2d4420.txt` §Scale; RULINGS.md §Units). Two bases are in base contact when they
 * overlap or their gap is at most a small tolerance (settings.contactToleranceM). Pure maths, no state.
 */
import type { PointM } from './types.ts';

/** A rectangle as the engine sees a base (or a smoke cordon). */
export type Rect = { xM: number; yM: number; facingDeg: number; widthM: number; depthM: number };

const RAD = Math.PI / 180;

/** Unit vector of a compass bearing (degrees clockwise from north): `[east, north]`. */
export function bearingVector(deg: number): [number, number] {
  return [Math.sin(deg * RAD), Math.cos(deg * RAD)];
}

/** Ground distance between two points, metres. */
export function distM(a: PointM, b: PointM): number {
  const dx = b.xM - a.xM;
  const dy = b.yM - a.yM;
  return Math.sqrt(dx * dx + dy * dy);
}

/** The centroid of some points (throws `RangeError` for none). */
export function centroid(points: readonly PointM[]): PointM {
  if (points.length === 0) throw new RangeError('centroid: no points');
  let x = 0;
  let y = 0;
  for (const p of points) {
    x += p.xM;
    y += p.yM;
  }
  return { xM: x / points.length, yM: y / points.length };
}

/** Half-diagonal of a rectangle: no point of it is farther from its centre. */
export function halfDiagonalM(r: Rect): number {
  return Math.sqrt(r.widthM * r.widthM + r.depthM * r.depthM) / 2;
}

// Axes of a rectangle: right (along the frontage) and forward (along the depth).
function axes(r: Rect): [number, number, number, number] {
  const s = Math.sin(r.facingDeg * RAD);
  const c = Math.cos(r.facingDeg * RAD);
  return [c, -s, s, c]; // right = (cos, −sin), forward = (sin, cos)
}

/**
 * Are two rectangles in contact: overlapping, or apart by at most `toleranceM` along every
 * separating axis (separating-axis test on the four edge normals)? Written out without allocation:
 * it runs for every pair of nearby bases in every melee round.
 */
export function rectsTouch(a: Rect, b: Rect, toleranceM: number): boolean {
  const dx = b.xM - a.xM;
  const dy = b.yM - a.yM;
  const reach = halfDiagonalM(a) + halfDiagonalM(b) + toleranceM;
  if (dx * dx + dy * dy > reach * reach) return false;
  const sa = Math.sin(a.facingDeg * RAD);
  const ca = Math.cos(a.facingDeg * RAD);
  const sb = Math.sin(b.facingDeg * RAD);
  const cb = Math.cos(b.facingDeg * RAD);
  const haw = a.widthM / 2;
  const had = a.depthM / 2;
  const hbw = b.widthM / 2;
  const hbd = b.depthM / 2;
  // a's right (ca, −sa), forward (sa, ca); b's right (cb, −sb), forward (sb, cb).
  const rr = Math.abs(ca * cb + sa * sb); // |a.right · b.right| = |a.fwd · b.fwd|
  const rf = Math.abs(ca * sb - sa * cb); // |a.right · b.fwd| = |a.fwd · b.right|
  return (
    Math.abs(dx * ca - dy * sa) <= haw + hbw * rr + hbd * rf + toleranceM &&
    Math.abs(dx * sa + dy * ca) <= had + hbw * rf + hbd * rr + toleranceM &&
    Math.abs(dx * cb - dy * sb) <= hbw + haw * rr + had * rf + toleranceM &&
    Math.abs(dx * sb + dy * cb) <= hbd + haw * rf + had * rr + toleranceM
  );
}

// One axis of the swept test: the t from which (`enterT`) and until which (`leaveT`) the separation of
// the centres on the axis, d0 − v t, is within `limit`. Not moving along the axis: always (−∞, +∞) or
// never (+∞, −∞).
function enterT(d0: number, v: number, limit: number): number {
  if (Math.abs(v) < 1e-12) return Math.abs(d0) <= limit ? -Infinity : Infinity;
  return Math.min((d0 - limit) / v, (d0 + limit) / v);
}

function leaveT(d0: number, v: number, limit: number): number {
  if (Math.abs(v) < 1e-12) return Math.abs(d0) <= limit ? Infinity : -Infinity;
  return Math.max((d0 - limit) / v, (d0 + limit) / v);
}

/**
 * When rectangle `a`, translated by t × (dxM, dyM) for t in [0, 1], first comes within `toleranceM`
 * of the fixed rectangle `b` (swept separating-axis test, exact for a straight move). Returns t in
 * [0, 1], or null when they never do. t = 0 when they already touch.
 */
export function firstContactT(a: Rect, b: Rect, dxM: number, dyM: number, toleranceM: number): number | null {
  const cx = b.xM - a.xM;
  const cy = b.yM - a.yM;
  const ha = halfDiagonalM(a);
  const moveM2 = dxM * dxM + dyM * dyM;
  const reach = ha + halfDiagonalM(b) + toleranceM + Math.sqrt(moveM2);
  if (cx * cx + cy * cy > reach * reach) return null;
  // Nor when b's centre is farther from the path of a's centre than their centres can be in contact:
  // at most ha + (b's half width + half depth) + √2 × tolerance apart (+ 1 µm for rounding).
  const along = moveM2 > 0 ? Math.max(0, Math.min(1, (cx * dxM + cy * dyM) / moveM2)) : 0;
  const ox = cx - along * dxM;
  const oy = cy - along * dyM;
  const near = ha + (b.widthM + b.depthM) / 2 + Math.SQRT2 * toleranceM + 1e-6;
  if (ox * ox + oy * oy > near * near) return null;
  const sa = Math.sin(a.facingDeg * RAD);
  const ca = Math.cos(a.facingDeg * RAD);
  const sb = Math.sin(b.facingDeg * RAD);
  const cb = Math.cos(b.facingDeg * RAD);
  const haw = a.widthM / 2;
  const had = a.depthM / 2;
  const hbw = b.widthM / 2;
  const hbd = b.depthM / 2;
  const rr = Math.abs(ca * cb + sa * sb);
  const rf = Math.abs(ca * sb - sa * cb);
  // Contact for the t in [0, 1] where the centres are within the limit on all four axes.
  const d1 = cx * ca - cy * sa, v1 = dxM * ca - dyM * sa, l1 = haw + hbw * rr + hbd * rf + toleranceM;
  const d2 = cx * sa + cy * ca, v2 = dxM * sa + dyM * ca, l2 = had + hbw * rf + hbd * rr + toleranceM;
  const d3 = cx * cb - cy * sb, v3 = dxM * cb - dyM * sb, l3 = hbw + haw * rr + had * rf + toleranceM;
  const d4 = cx * sb + cy * cb, v4 = dxM * sb + dyM * cb, l4 = hbd + haw * rf + had * rr + toleranceM;
  const lo = Math.max(0, enterT(d1, v1, l1), enterT(d2, v2, l2), enterT(d3, v3, l3), enterT(d4, v4, l4));
  const hi = Math.min(1, leaveT(d1, v1, l1), leaveT(d2, v2, l2), leaveT(d3, v3, l3), leaveT(d4, v4, l4));
  return lo <= hi ? lo : null;
}

/** Is a point inside (or on the edge of) a rectangle? */
export function pointInRect(p: PointM, r: Rect): boolean {
  const ax = axes(r);
  const dx = p.xM - r.xM;
  const dy = p.yM - r.yM;
  return Math.abs(dx * ax[0]! + dy * ax[1]!) <= r.widthM / 2 + 1e-9 && Math.abs(dx * ax[2]! + dy * ax[3]!) <= r.depthM / 2 + 1e-9;
}

/** The segment a→b in a rectangle's own frame: its start `p0`, its direction `d` (per unit of the fraction along it) and the rectangle's half sizes. */
function inRectFrame(a: PointM, b: PointM, r: Rect): { p0: number[]; d: number[]; half: number[] } {
  const ax = axes(r);
  const ux = a.xM - r.xM;
  const uy = a.yM - r.yM;
  const wx = b.xM - a.xM;
  const wy = b.yM - a.yM;
  return { p0: [ux * ax[0]! + uy * ax[1]!, ux * ax[2]! + uy * ax[3]!], d: [wx * ax[0]! + wy * ax[1]!, wx * ax[2]! + wy * ax[3]!], half: [r.widthM / 2, r.depthM / 2] };
}

/** Does the segment a→b pass through a rectangle (Liang–Barsky clip in the rectangle's frame)? */
export function segmentCrossesRect(a: PointM, b: PointM, r: Rect): boolean {
  const { p0, d, half } = inRectFrame(a, b, r);
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 2; i++) {
    const p = p0[i]!;
    const v = d[i]!;
    const h = half[i]!;
    if (Math.abs(v) < 1e-12) {
      if (Math.abs(p) > h) return false;
      continue;
    }
    let t1 = (-h - p) / v;
    let t2 = (h - p) / v;
    if (t1 > t2) [t1, t2] = [t2, t1];
    lo = Math.max(lo, t1);
    hi = Math.min(hi, t2);
    if (lo > hi) return false;
  }
  return true;
}

/** Does a rectangle overlap a circle (centre, radius metres)? */
export function rectOverlapsCircle(r: Rect, c: PointM, radiusM: number): boolean {
  const ax = axes(r);
  const dx = c.xM - r.xM;
  const dy = c.yM - r.yM;
  const u = Math.max(-r.widthM / 2, Math.min(r.widthM / 2, dx * ax[0]! + dy * ax[1]!));
  const v = Math.max(-r.depthM / 2, Math.min(r.depthM / 2, dx * ax[2]! + dy * ax[3]!));
  const ex = dx - (u * ax[0]! + v * ax[2]!);
  const ey = dy - (u * ax[1]! + v * ax[3]!);
  return ex * ex + ey * ey <= radiusM * radiusM;
}

/** Sample grid used by `fractionOutsideCircle`: 16 × 8 cell centres (error ≤ 1 cell = 1/128 of the area). */
const SAMPLES_X = 16;
const SAMPLES_Y = 8;

/**
 * Fraction (0…1) of a rectangle's area outside a circle, estimated on a fixed 16 × 8 grid of cell
 * centres (deterministic). Used for "a platoon more than half-way outside the inner circle"
 * (001 §ARTILLERY).
 */
export function fractionOutsideCircle(r: Rect, c: PointM, radiusM: number): number {
  const ax = axes(r);
  let outside = 0;
  const r2 = radiusM * radiusM;
  for (let i = 0; i < SAMPLES_X; i++) {
    const u = ((i + 0.5) / SAMPLES_X - 0.5) * r.widthM;
    for (let j = 0; j < SAMPLES_Y; j++) {
      const v = ((j + 0.5) / SAMPLES_Y - 0.5) * r.depthM;
      const x = r.xM + u * ax[0]! + v * ax[2]! - c.xM;
      const y = r.yM + u * ax[1]! + v * ax[3]! - c.yM;
      if (x * x + y * y > r2) outside++;
    }
  }
  return outside / (SAMPLES_X * SAMPLES_Y);
}

/** Polyline length, metres, from `start` through `path`. */
export function pathLengthM(start: PointM, path: readonly PointM[]): number {
  let len = 0;
  let p = start;
  for (const q of path) {
    len += distM(p, q);
    p = q;
  }
  return len;
}

/** The point `d` metres along the polyline from `start` through `path` (clamped to its end). */
export function pointAlong(start: PointM, path: readonly PointM[], dM: number): PointM {
  let left = dM;
  let p = start;
  for (const q of path) {
    const seg = distM(p, q);
    if (left <= seg) {
      const t = seg === 0 ? 0 : left / seg;
      return { xM: p.xM + (q.xM - p.xM) * t, yM: p.yM + (q.yM - p.yM) * t };
    }
    left -= seg;
    p = q;
  }
  return p;
}

/** The fractions (0…1) along a→b at which it crosses the edge of rectangle `r` (in the rectangle's own frame). */
export function rectBreaks(a: PointM, b: PointM, r: Rect): number[] {
  const { p0: p, d, half } = inRectFrame(a, b, r);
  const out: number[] = [];
  for (const k of [0, 1]) {
    if (d[k] === 0) continue;
    for (const edge of [-half[k]!, half[k]!]) {
      const t = (edge - p[k]!) / d[k]!;
      const other = p[1 - k]! + d[1 - k]! * t;
      if (t >= 0 && t <= 1 && Math.abs(other) <= half[1 - k]! + 1e-9) out.push(t);
    }
  }
  return out;
}
