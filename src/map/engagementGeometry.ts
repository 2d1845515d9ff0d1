/**
 * Pure geometry for drawing an engagement (`engagementLayer.ts`): the corners of a base's
 * rectangle, arrow heads, the points of a circle, the centroid of a sub-unit and the arrows of its
 * low command — all in engagement-local ground metres (x east, y north; angles clockwise from grid
 * north), as the 1418 bound engine keeps them (`src/rules/bound/types.ts`). No Leaflet, no DOM.
 */
import type { BaseState, BoundPlans, Cordon, EngagementState, LowCommand, PointM, SubUnitState } from '../rules/bound/types.ts';

/** A rectangle in local metres: centre, frontage `widthM`, depth `depthM`, front facing `facingDeg`. */
export type RectM = { xM: number; yM: number; facingDeg: number; widthM: number; depthM: number };

/** Unit vector of a bearing (degrees clockwise from north) as `{ xM: east, yM: north }`. */
export function bearingUnit(deg: number): PointM {
  const r = (deg * Math.PI) / 180;
  return { xM: Math.sin(r), yM: Math.cos(r) };
}

/**
 * The four corners of a rectangle, in the order front-left, front-right, back-right, back-left
 * (front = the edge facing `facingDeg`). E.g. a 50.8 × 25.4 m base at (0, 0) facing north →
 * (−25.4, 12.7), (25.4, 12.7), (25.4, −12.7), (−25.4, −12.7).
 */
export function rectCorners(r: RectM): [PointM, PointM, PointM, PointM] {
  const f = bearingUnit(r.facingDeg); // towards the front
  const s = bearingUnit(r.facingDeg + 90); // towards the right
  const hw = r.widthM / 2;
  const hd = r.depthM / 2;
  const at = (side: number, ahead: number): PointM => ({ xM: r.xM + s.xM * side + f.xM * ahead, yM: r.yM + s.yM * side + f.yM * ahead });
  return [at(-hw, hd), at(hw, hd), at(hw, -hd), at(-hw, -hd)];
}

/** The rectangle of a smoke or gas cordon: its long axis (`lengthM`) lies along `axisDeg`. */
export function cordonRect(c: Cordon): RectM {
  // A rect's frontage runs at right angles to its facing, so face across the axis.
  return { xM: c.xM, yM: c.yM, facingDeg: c.axisDeg + 90, widthM: c.lengthM, depthM: c.depthM };
}

/** `n` points on a circle (centre, radius metres), starting north and going clockwise. */
export function circlePoints(centre: PointM, radiusM: number, n = 48): PointM[] {
  const out: PointM[] = [];
  for (let i = 0; i < n; i++) {
    const u = bearingUnit((360 * i) / n);
    out.push({ xM: centre.xM + u.xM * radiusM, yM: centre.yM + u.yM * radiusM });
  }
  return out;
}

/** The mean of the bases' centres, or null for a sub-unit with no bases left. */
export function subUnitCentre(su: Pick<SubUnitState, 'bases'>): PointM | null {
  if (su.bases.length === 0) return null;
  let x = 0;
  let y = 0;
  for (const b of su.bases) {
    x += b.xM;
    y += b.yM;
  }
  return { xM: x / su.bases.length, yM: y / su.bases.length };
}

/**
 * The two barbs of an arrow head at the end `to` of a segment from `from` (in any plane units,
 * y up or down alike): points `lengthPx` back from the tip, ±`spreadDeg` off the shaft. Returns
 * null for a zero-length segment.
 */
export function arrowBarbs(
  from: { x: number; y: number },
  to: { x: number; y: number },
  lengthPx: number,
  spreadDeg = 25,
): [{ x: number; y: number }, { x: number; y: number }] | null {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const len = Math.hypot(dx, dy);
  if (len === 0) return null;
  const ux = dx / len;
  const uy = dy / len;
  const a = (spreadDeg * Math.PI) / 180;
  const rot = (c: number, s: number) => ({ x: to.x - lengthPx * (ux * c - uy * s), y: to.y - lengthPx * (uy * c + ux * s) });
  return [rot(Math.cos(a), Math.sin(a)), rot(Math.cos(a), -Math.sin(a))];
}

/**
 * An arrow to draw for a low command: `kind` 'move' (along a path: from the sub-unit's centre through
 * its waypoints) or 'fire' (from the shooter's centre to the target's), `dotted` when it is only
 * prepared (planned, not yet carried out, or waiting on overwatch). `side` colours it.
 */
export type CommandArrow = { subUnitId: string; side: string; kind: 'move' | 'fire'; points: PointM[]; dotted: boolean };

const PATH_ACTIONS = new Set(['move', 'retreat', 'findCover']);

function arrowsOf(su: SubUnitState, plan: LowCommand, byId: ReadonlyMap<string, SubUnitState>, dottedMove: boolean, dottedFire: boolean): CommandArrow[] {
  const out: CommandArrow[] = [];
  const c = subUnitCentre(su);
  if (!c) return out;
  if (PATH_ACTIONS.has(plan.action) && plan.path && plan.path.length > 0) {
    out.push({ subUnitId: su.id, side: su.side, kind: 'move', points: [c, ...plan.path], dotted: dottedMove });
  }
  if (plan.action === 'assault' && plan.assaultAtId) {
    const t = byId.get(plan.assaultAtId);
    const tc = t && subUnitCentre(t);
    if (tc) out.push({ subUnitId: su.id, side: su.side, kind: 'move', points: [c, ...(plan.path ?? []), tc], dotted: dottedMove });
  }
  const fireAt = plan.fireAtId ?? (plan.action === 'assault' ? plan.assaultAtId : undefined);
  if (fireAt) {
    const t = byId.get(fireAt);
    const tc = t && subUnitCentre(t);
    if (tc) out.push({ subUnitId: su.id, side: su.side, kind: 'fire', points: [c, tc], dotted: dottedFire });
  }
  return out;
}

/**
 * The arrows of an engagement. While planning, the arrows of `draft` (the plans being written) are
 * all dotted: prepared. While executing, the arrows of the bound's orders: a move is solid, a shot
 * is solid unless it waits on overwatch (dotted). Orders of sub-units with no bases left are skipped.
 */
export function commandArrows(state: EngagementState, draft: BoundPlans | null): CommandArrow[] {
  const byId = new Map(state.subUnits.map((s) => [s.id, s]));
  const out: CommandArrow[] = [];
  if (state.phase === 'planning') {
    if (!draft) return out;
    for (const su of state.subUnits) {
      const plan = draft.subUnits[su.id];
      if (plan) out.push(...arrowsOf(su, plan, byId, true, true));
    }
    return out;
  }
  for (const o of state.orders) {
    const su = byId.get(o.subUnitId);
    if (!su) continue;
    const part: SubUnitState = { ...su, bases: su.bases.filter((b) => o.baseIds.includes(b.id)) };
    out.push(...arrowsOf(part, o.plan, byId, false, o.status.overwatch));
  }
  return out;
}

/** Bounding box of every base of an engagement, metres, or null when no base is left. */
export function basesBounds(state: EngagementState): { minX: number; minY: number; maxX: number; maxY: number } | null {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  const grow = (b: BaseState) => {
    for (const p of rectCorners(b)) {
      minX = Math.min(minX, p.xM);
      minY = Math.min(minY, p.yM);
      maxX = Math.max(maxX, p.xM);
      maxY = Math.max(maxY, p.yM);
    }
  };
  for (const su of state.subUnits) su.bases.forEach(grow);
  return Number.isFinite(minX) ? { minX, minY, maxX, maxY } : null;
}
