/**
 * Which bases of the melee are in base contact with an enemy (`000_5cca48f65b2d4420.txt` §Melee
 * combat; `001_5e546d392906486c.txt` §ASSAULTING & MELEE COMBAT): two bases of different sides whose
 * rectangles overlap or are apart by at most the contact tolerance (`rectsTouch`). Found once at the
 * start of the melee by a sweep along x, then kept from round to round: only the bases that stepped
 * into a dead comrade's place moved, and only the dead drop out.
 */
import { strikeTier } from './classify.ts';
import type { Ctx } from './context.ts';
import { distM, halfDiagonalM, rectsTouch } from './geometry.ts';
import type { BaseState, SubUnitState } from './types.ts';

/**
 * A base in the melee with its sub-unit, its strike tier and half-diagonal; `touching` (an enemy) and
 * `fighting` (matched to one) are worked out afresh for each round (`melee.ts`).
 */
export type Fighter = { base: BaseState; sub: SubUnitState; tier: number; halfM: number; touching: boolean; fighting: boolean };

/** Two enemy bases in contact, `a` the one with the smaller id, `d` the distance between their centres. */
export type Touch = { a: Fighter; b: Fighter; d: number };

/** Every base of the engagement with its sub-unit (in the sub-units' order). */
export function fighters(ctx: Ctx): Fighter[] {
  const all: Fighter[] = [];
  for (const sub of ctx.state.subUnits) {
    const tier = strikeTier(sub.characteristic, sub.stats.speed);
    for (const base of sub.bases) all.push({ base, sub, tier, halfM: halfDiagonalM(base), touching: false, fighting: false });
  }
  return all;
}

function touch(a: Fighter, b: Fighter): Touch {
  const d = distM(a.base, b.base);
  return a.base.id < b.base.id ? { a, b, d } : { a: b, b: a, d };
}

/** Append `v` to the list of `k` in `m`. */
export function addTo<K, V>(m: Map<K, V[]>, k: K, v: V): void {
  const list = m.get(k);
  if (list) list.push(v);
  else m.set(k, [v]);
}

/**
 * Every pair of enemy bases in contact (in no particular order). The bases of each side are sorted by
 * x; each base of one side is checked against the other side's bases within reach along x (two
 * half-diagonals and the tolerance, + 1 mm for rounding), first by their circles, then exactly.
 */
export function touchingPairs(ctx: Ctx, all: readonly Fighter[]): Touch[] {
  const tol = ctx.state.settings.contactToleranceM;
  const bySide = new Map<string, Fighter[]>();
  let maxHalf = 0;
  for (const f of all) {
    addTo(bySide, f.sub.side, f);
    if (f.halfM > maxHalf) maxHalf = f.halfM;
  }
  const reachM = 2 * maxHalf + tol + 0.001;
  const sides = [...bySide.values()];
  for (const list of sides) list.sort((p, q) => p.base.xM - q.base.xM);
  const out: Touch[] = [];
  for (let i = 0; i < sides.length; i++) {
    for (let j = i + 1; j < sides.length; j++) {
      const them = sides[j]!;
      let from = 0; // the first of `them` not too far left of `a` (`sides[i]` is in ascending x)
      for (const a of sides[i]!) {
        while (from < them.length && them[from]!.base.xM < a.base.xM - reachM) from++;
        for (let k = from; k < them.length && them[k]!.base.xM <= a.base.xM + reachM; k++) {
          const b = them[k]!;
          const dx = b.base.xM - a.base.xM;
          const dy = b.base.yM - a.base.yM;
          const r = a.halfM + b.halfM + tol;
          if (dx * dx + dy * dy > r * r || !rectsTouch(a.base, b.base, tol)) continue;
          out.push(touch(a, b));
        }
      }
    }
  }
  return out;
}

/**
 * The contacts after a round: those of the last round between bases still alive and unmoved, plus
 * the contacts of the bases that moved (2nd-rank fighters stepping forward) — nothing else moved.
 */
export function touchingAfter(ctx: Ctx, all: readonly Fighter[], last: readonly Touch[], moved: ReadonlySet<BaseState>): Touch[] {
  const tol = ctx.state.settings.contactToleranceM;
  const out = last.filter((t) => t.a.sub.bases.includes(t.a.base) && t.b.sub.bases.includes(t.b.base) && !moved.has(t.a.base) && !moved.has(t.b.base));
  if (moved.size === 0) return out;
  for (const m of all) {
    if (!moved.has(m.base) || !m.sub.bases.includes(m.base)) continue;
    for (const e of all) {
      if (e.sub.side === m.sub.side || (moved.has(e.base) && e.base.id < m.base.id) || !e.sub.bases.includes(e.base)) continue;
      if (rectsTouch(m.base, e.base, tol)) out.push(touch(m, e));
    }
  }
  return out;
}
