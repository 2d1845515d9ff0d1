/**
 * What one engine call knows about the ground and about each base of its draft, kept so that it is
 * worked out once: the order a base executes, the ground under it now and where the bound began
 * (`001_5e546d392906486c.txt` §DIGGING IN & COVER: cover where it stands; "A unit moving from one
 * type of terrain into another counts as being in whatever the weaker type was"), and the ground at
 * other points (planned ends of moves, move probes).
 *
 * The caller's `terrainAt` is a pure function of the point (`BoundEnv`): asking twice gives the same
 * answer, so every answer is kept until the engine changes the terrain itself (`terrainChanges`,
 * laid over the caller's answer by `terrain.ts`). A base standing where the bound began asks once for
 * both. Bases are found by id (ids are unique in an engagement, and a string keeps its hash, where a
 * freshly copied base object would need a new one at every call).
 */
import { rectBreaks } from './geometry.ts';
import { terrainAfterChanges } from './terrain.ts';
import type { BaseState, BoundEnv, EngagementState, Order, PointM, TerrainAt } from './types.ts';

/** A kept answer of the ground at a point; `next`: another point with the same x. */
type PointEntry = { yM: number; t: TerrainAt; next: PointEntry | null };

/** One base of the draft as the engine sees it: its order, and the ground under it (kept while valid). */
export class BaseView {
  /** The order executing this base this bound (undefined: none). */
  order: Order | undefined = undefined;
  private underT: TerrainAt | null = null;
  private underXM = 0;
  private underYM = 0;
  private underChanges = -1;
  private startT: TerrainAt | null = null;
  private startChanges = -1;

  constructor(
    private readonly ground: Ground,
    readonly base: BaseState,
  ) {}

  /** The ground under the base where it stands now. */
  under(): TerrainAt {
    const b = this.base;
    const changes = this.ground.changes();
    if (this.underT !== null && this.underXM === b.xM && this.underYM === b.yM && this.underChanges === changes) return this.underT;
    const atStart = b.xM === b.startXM && b.yM === b.startYM;
    this.underT = atStart && this.startT !== null && this.startChanges === changes ? this.startT : this.ground.ask(b);
    this.underXM = b.xM;
    this.underYM = b.yM;
    this.underChanges = changes;
    return this.underT;
  }

  /** The ground under the base where it stood when the bound was planned. */
  start(): TerrainAt {
    const b = this.base;
    const changes = this.ground.changes();
    if (this.startT !== null && this.startChanges === changes) return this.startT;
    this.startT = b.xM === b.startXM && b.yM === b.startYM ? this.under() : this.ground.ask({ xM: b.startXM, yM: b.startYM });
    this.startChanges = changes;
    return this.startT;
  }
}

/** The ground of one engine call over the draft `state` (see the file comment). */
export class Ground {
  private readonly points = new Map<number, PointEntry>();
  private readonly views = new Map<string, BaseView>();
  private pointsChanges: number;

  /** Views of every base of `state`, each knowing its order. */
  constructor(
    private readonly state: EngagementState,
    private readonly env: BoundEnv,
  ) {
    this.pointsChanges = state.terrainChanges.length;
    for (const u of state.subUnits) for (const b of u.bases) this.views.set(b.id, new BaseView(this, b));
    for (const o of state.orders) {
      for (const id of o.baseIds) {
        const v = this.views.get(id);
        if (v) v.order = o;
      }
    }
  }

  /** How many terrain changes the engine has made so far (kept answers are valid for one count). */
  changes(): number {
    return this.state.terrainChanges.length;
  }

  /** The caller's ground at `p` with the engine's changes laid over it (not kept). */
  ask(p: PointM): TerrainAt {
    return terrainAfterChanges(this.env.terrainAt(p), p, this.state.terrainChanges);
  }

  /**
   * The fractions (0…1, ascending) along a→b where the ground may change — the caller's feature edges
   * (`BoundEnv.groundBreaks`) and the edges of the engine's own changed rectangles — or null when the
   * caller gives none (the ground is then read along the path at intervals).
   */
  breaks(a: PointM, b: PointM): number[] | null {
    if (!this.env.groundBreaks) return null;
    const out = [...this.env.groundBreaks(a, b)];
    for (const c of this.state.terrainChanges) out.push(...rectBreaks(a, b, c));
    return out.sort((x, y) => x - y);
  }

  /** The ground at a point, kept per point (by x, then in a short chain by y). */
  at(p: PointM): TerrainAt {
    const changes = this.changes();
    if (changes !== this.pointsChanges) {
      this.points.clear();
      this.pointsChanges = changes;
    }
    const first = this.points.get(p.xM);
    for (let e: PointEntry | null = first ?? null; e !== null; e = e.next) if (e.yM === p.yM) return e.t;
    const t = this.ask(p);
    this.points.set(p.xM, { yM: p.yM, t, next: first ?? null });
    return t;
  }

  /** The view of base `b` (a base the draft does not hold gets a view of its own, not kept). */
  view(b: BaseState): BaseView {
    const v = this.views.get(b.id);
    if (v !== undefined && v.base === b) return v;
    const other = new BaseView(this, b);
    other.order = v?.order;
    return other;
  }
}
