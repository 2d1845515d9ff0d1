/**
 * Applying hits: "One hit injures, two hits removes permanently"; hits are allocated by the shooter,
 * but "they cannot allocate kills until all bases have injuries"; an injured base moves at half speed
 * while under fire from the same shooter (`slowedById`). Sources: `001_5e546d392906486c.txt` §ARMING
 * and RESILIENCE, §CASUALTIES & ENDING THE BOUND; RULINGS.md §Hits.
 *
 * Default allocation policy (ours; the caller's `env.allocate` replaces it): injure the uninjured
 * base nearest the shooter; once every base is injured, kill the injured base nearest the shooter.
 * In melee only the bases fighting (and their second rank) are eligible; a hit there that could only
 * be a kill while the sub-unit still has uninjured bases injures the uninjured base nearest the fight
 * instead (marked `redirected`). A bombardment shot's hit lands on the base it was laid on, redirected
 * the same way when that would be a premature kill.
 */
import type { Ctx } from './context.ts';
import { distM } from './geometry.ts';
import type { BaseState, PointM, SubUnitState } from './types.ts';

/** Hits waiting to be applied at the end of a step (shooting in a step is simultaneous: RULINGS). */
export type PendingHits = {
  sourceId: string;
  sourcePos: PointM;
  targetId: string;
  hits: number;
  /** Melee: only these bases may take the hits (fighters and their second rank). */
  eligibleBaseIds?: readonly string[];
  /** Bombardment: the base the shot was laid on. */
  preferBaseId?: string;
};

/** The base of `bases` nearest `p` that is injured (`injured` true) or not; the first of equally near ones. */
function nearest(bases: readonly BaseState[], p: PointM, injured: boolean): BaseState | undefined {
  let best: BaseState | undefined;
  let bestD = Infinity;
  for (const b of bases) {
    if ((b.injury !== 'none') !== injured) continue;
    const d = distM(b, p);
    if (d < bestD - 1e-9) {
      best = b;
      bestD = d;
    }
  }
  return best;
}

/**
 * The default choice of base for one hit (see the file comment), and whether it was redirected.
 * `eligible`: the target's bases that may take it (all of them but in melee), in the target's order.
 */
function defaultChoice(target: SubUnitState, h: PendingHits, eligible: readonly BaseState[]): { base: BaseState; redirected: boolean } {
  const bases = target.bases;
  if (h.preferBaseId !== undefined) {
    const p = bases.find((b) => b.id === h.preferBaseId);
    if (p) {
      if (p.injury === 'none') return { base: p, redirected: false };
      const whole = nearest(bases, p, false);
      return whole ? { base: whole, redirected: true } : { base: p, redirected: false };
    }
  }
  const fresh = nearest(eligible, h.sourcePos, false);
  if (fresh) return { base: fresh, redirected: false };
  const other = nearest(bases, h.sourcePos, false);
  if (other) return { base: other, redirected: true };
  const kill = nearest(eligible, h.sourcePos, true);
  if (kill) return { base: kill, redirected: false };
  return { base: nearest(bases, h.sourcePos, true)!, redirected: true };
}

/** Injure or kill `base` of `target` (from `sourceId`), writing the 'hit' record; true when it was killed. */
function strike(ctx: Ctx, target: SubUnitState, base: BaseState, sourceId: string, redirected: boolean): boolean {
  const killed = base.injury !== 'none';
  if (killed) {
    target.bases.splice(target.bases.indexOf(base), 1);
    target.lostBases += 1;
  } else {
    base.injury = 'fresh';
    base.slowedById = sourceId;
  }
  ctx.records.push({
    bound: ctx.state.bound,
    step: ctx.step,
    kind: 'hit',
    sourceId,
    targetId: target.id,
    targetName: target.name,
    baseId: base.id,
    result: killed ? 'killed' : 'injured',
    redirected,
  });
  return killed;
}

/**
 * Apply pending hits in order, each hit injuring or killing one base (see the file comment). When the
 * caller's `env.allocate` returns base ids (one per hit), they are used instead of the default —
 * throws `RangeError` when the list has the wrong length, names a base not (or no longer) in the
 * target, or would kill a base while another of the sub-unit is still uninjured.
 */
export function applyHits(ctx: Ctx, pending: readonly PendingHits[]): void {
  for (const h of pending) {
    const target = ctx.subs.get(h.targetId);
    if (!target || target.bases.length === 0 || h.hits <= 0) continue;
    const manual = ctx.env.allocate?.({
      sourceId: h.sourceId,
      targetId: h.targetId,
      hits: h.hits,
      bases: target.bases.map((b) => ({ ...b })),
      eligibleBaseIds: h.eligibleBaseIds ? h.eligibleBaseIds.slice() : target.bases.map((b) => b.id),
      step: ctx.step,
    });
    if (manual !== undefined) {
      applyManual(ctx, target, h, manual);
      continue;
    }
    // Worked out once per volley; a base killed leaves it as it leaves the sub-unit.
    const eligible = h.eligibleBaseIds ? target.bases.filter((b) => h.eligibleBaseIds!.includes(b.id)) : target.bases;
    for (let i = 0; i < h.hits && target.bases.length > 0; i++) {
      const { base, redirected } = defaultChoice(target, h, eligible);
      const killed = strike(ctx, target, base, h.sourceId, redirected);
      if (killed && eligible !== target.bases && eligible.includes(base)) eligible.splice(eligible.indexOf(base), 1);
    }
  }
}

function applyManual(ctx: Ctx, target: SubUnitState, h: PendingHits, ids: readonly string[]): void {
  if (!Array.isArray(ids) || ids.length !== h.hits) {
    throw new RangeError(`allocate: ${h.hits} hit(s) from '${h.sourceId}' on ${target.name} need ${h.hits} base id(s), got ${JSON.stringify(ids)}`);
  }
  ids.forEach((id, i) => {
    if (target.bases.length === 0) return;
    const base = target.bases.find((b) => b.id === id);
    if (!base) throw new RangeError(`allocate: hit ${i + 1} on ${target.name} names base '${String(id)}', which is not (or no longer) one of its bases`);
    if (base.injury !== 'none') {
      const whole = target.bases.find((b) => b.injury === 'none');
      if (whole) {
        const n = (b: typeof base) => target.bases.indexOf(b) + 1;
        throw new RangeError(`allocate: hit ${i + 1} on ${target.name} would kill base ${n(base)} while base ${n(whole)} is uninjured (kills only once every base is injured)`);
      }
    }
    strike(ctx, target, base, h.sourceId, false);
  });
}
