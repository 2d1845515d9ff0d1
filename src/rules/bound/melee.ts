/**
 * Melee after the execution steps: bases in base contact fight, one base against one other; strike
 * order fast cavalry → medium → slow → infantry → heavy weapons (same class simultaneous); 2nd-rank
 * fighters may take the casualties and step into a dead comrade's place; bases still touching fight
 * again in Deathmatch at −1R per further round, until none touch. Sources: `000_5cca48f65b2d4420.txt`
 * §Melee combat, §Multiple combats, §Deathmatch weakness; `001_5e546d392906486c.txt` §ASSAULTING &
 * MELEE COMBAT (the `m` arming; "count the number of bases in your sub-unit as only the number of
 * bases in base-to-base contact"); RULINGS.md §which edition (melee in both editions).
 *
 * Our readings: contact pairs are matched greedily, closest centres first (ties by ids). In v0.8 the
 * bases of one sub-unit fighting one enemy sub-unit roll together as a pool (`dicePool(m, bases in
 * contact)`); in v0.7 each base rolls its own `m` dice at its opponent. The target's resilience uses
 * the cover and posture of its fighting bases, as shooting does. A 2nd-rank fighter is a base of the
 * same sub-unit touching a fighting comrade but no enemy. The rounds stop at `maxMeleeRounds`
 * (recorded as capped) or when no fighting base has melee dice (recorded after the rounds fought,
 * possibly 0, not capped: the bases stay in contact).
 */
import { canHurt } from '../rules1418.ts';
import type { Ctx } from './context.ts';
import { rerollProtects, strikeTier, strikeTierLabel } from './classify.ts';
import { centroid, distM, halfDiagonalM, rectsTouch } from './geometry.ts';
import { applyHits, type PendingHits } from './hits.ts';
import { poolOf, targetNeeds } from './resilience.ts';
import { rollHits } from './shooting.ts';
import type { BaseState, SubUnitState } from './types.ts';

/** A base in the melee with its sub-unit; `k` its index in the melee's list of bases. */
type Fighter = { base: BaseState; sub: SubUnitState; k: number };
type Pair = { a: Fighter; b: Fighter };

/** Two enemy bases in contact, `a` the one with the smaller id, `d` the distance between their centres. */
type Touch = { a: Fighter; b: Fighter; d: number };

/** Every base of the engagement with its sub-unit. */
function fighters(ctx: Ctx): Fighter[] {
  const all: Fighter[] = [];
  for (const sub of ctx.state.subUnits) for (const base of sub.bases) all.push({ base, sub, k: all.length });
  return all;
}

function touch(a: Fighter, b: Fighter): Touch {
  const d = distM(a.base, b.base);
  return a.base.id < b.base.id ? { a, b, d } : { a: b, b: a, d };
}

/** Every pair of enemy bases in contact (sweep and prune along x). */
function touchingPairs(ctx: Ctx, all: readonly Fighter[]): Touch[] {
  const tol = ctx.state.settings.contactToleranceM;
  const n = all.length;
  const halves = new Float64Array(n);
  let maxHalf = 0;
  for (let k = 0; k < n; k++) {
    halves[k] = halfDiagonalM(all[k]!.base);
    if (halves[k]! > maxHalf) maxHalf = halves[k]!;
  }
  const order = byX(all);
  const reachM = 2 * maxHalf + tol + 0.001; // + 1 mm: the order is to the millimetre
  const out: Touch[] = [];
  for (let p = 0; p < n; p++) {
    const i = order[p]!;
    const a = all[i]!;
    for (let q = p + 1; q < n; q++) {
      const j = order[q]!;
      const b = all[j]!;
      if (b.base.xM - a.base.xM > reachM) break;
      if (a.sub.side === b.sub.side) continue;
      const dx = b.base.xM - a.base.xM;
      const dy = b.base.yM - a.base.yM;
      const r = halves[i]! + halves[j]! + tol;
      if (dx * dx + dy * dy > r * r || !rectsTouch(a.base, b.base, tol)) continue;
      out.push(touch(a, b));
    }
  }
  return out;
}

/**
 * The contacts after a round: those of the last round between bases still alive and unmoved, plus
 * the contacts of the bases that moved (2nd-rank fighters stepping forward) — nothing else moved.
 */
function touchingAfter(ctx: Ctx, all: readonly Fighter[], last: readonly Touch[], moved: ReadonlySet<BaseState>): Touch[] {
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

/** Match contacts one to one (closest first) and find each fighter's 2nd rank. */
function matchPairs(ctx: Ctx, all: readonly Fighter[], touching: readonly Touch[]): { pairs: Pair[]; support: Map<string, Fighter[]> } {
  const tol = ctx.state.settings.contactToleranceM;
  const pairs: Pair[] = [];
  const support = new Map<string, Fighter[]>();
  if (touching.length === 0) return { pairs, support };
  // Closest first; ties by position, then by the bases' ids (deterministic whatever the input order).
  const cands = touching.slice().sort((x, y) => x.d - y.d || x.a.base.xM - y.a.base.xM || x.a.base.yM - y.a.base.yM || cmp(x.a.base.id, y.a.base.id) || cmp(x.b.base.id, y.b.base.id));
  const inContact = new Uint8Array(all.length);
  for (const c of cands) inContact[c.a.k] = inContact[c.b.k] = 1;
  const used = new Uint8Array(all.length);
  const front = new Map<SubUnitState, Fighter[]>(); // fighting bases by sub-unit
  const addFront = (f: Fighter): void => {
    const list = front.get(f.sub);
    if (list) list.push(f);
    else front.set(f.sub, [f]);
  };
  for (const c of cands) {
    if (used[c.a.k] || used[c.b.k]) continue;
    used[c.a.k] = used[c.b.k] = 1;
    addFront(c.a);
    addFront(c.b);
    pairs.push({ a: c.a, b: c.b });
  }
  for (const f of all) {
    if (inContact[f.k] || !f.sub.bases.includes(f.base)) continue;
    const comrades = front.get(f.sub);
    if (!comrades) continue;
    let best: Fighter | undefined;
    let bestD = Infinity;
    for (const g of comrades) {
      if (!rectsTouch(f.base, g.base, tol)) continue;
      const d = distM(f.base, g.base);
      if (d < bestD || (d === bestD && best !== undefined && g.base.id < best.base.id)) [best, bestD] = [g, d];
    }
    if (best) {
      const list = support.get(best.base.id);
      if (list) list.push(f);
      else support.set(best.base.id, [f]);
    }
  }
  return { pairs, support };
}

/** Bases in contact, matched one to one (closest first), and each fighter's 2nd rank. */
export function contactPairs(ctx: Ctx): { pairs: Pair[]; support: Map<string, Fighter[]> } {
  const all = fighters(ctx);
  return matchPairs(ctx, all, touchingPairs(ctx, all));
}

/**
 * Indices of `all` in ascending x, to the millimetre: a native numeric sort of keys packing the x in
 * millimetres with the index (exact while x stays within ±10,000 km and there are fewer than 4,096
 * bases; otherwise a plain comparison sort).
 */
function byX(all: readonly Fighter[]): Int32Array {
  const n = all.length;
  const order = new Int32Array(n);
  if (n >= 4096 || all.some((f) => Math.abs(f.base.xM) > 1e7)) {
    Array.from({ length: n }, (_, i) => i)
      .sort((i, j) => all[i]!.base.xM - all[j]!.base.xM)
      .forEach((v, k) => (order[k] = v));
    return order;
  }
  const keys = new Float64Array(n);
  for (let k = 0; k < n; k++) keys[k] = Math.round(all[k]!.base.xM * 1000) * 4096 + k;
  keys.sort();
  for (let k = 0; k < n; k++) {
    const key = keys[k]!;
    order[k] = key - Math.floor(key / 4096) * 4096;
  }
  return order;
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** One side of a fight: who strikes whom, with which bases; `eligible` may take the hits. */
type Side = { striker: SubUnitState; strikers: BaseState[]; target: SubUnitState; targets: BaseState[]; eligible: string[]; tier: number };

function sides(ctx: Ctx, pairs: readonly Pair[], support: Map<string, Fighter[]>): Side[] {
  const groups = new Map<string, Pair[]>();
  pairs.forEach((p, i) => {
    const key = ctx.state.edition === 'v0.8' ? `${p.a.sub.id}|${p.b.sub.id}` : String(i);
    groups.set(key, [...(groups.get(key) ?? []), p]);
  });
  const out: Side[] = [];
  for (const g of groups.values()) {
    const as = g.map((p) => p.a.base);
    const bs = g.map((p) => p.b.base);
    const elig = (bases: BaseState[]): string[] => {
      const out: string[] = [];
      for (const b of bases) {
        out.push(b.id);
        for (const f of support.get(b.id) ?? []) out.push(f.base.id);
      }
      return out;
    };
    const A = g[0]!.a.sub;
    const B = g[0]!.b.sub;
    out.push({ striker: A, strikers: as, target: B, targets: bs, eligible: elig(bs), tier: strikeTier(A.characteristic, A.stats.speed) });
    out.push({ striker: B, strikers: bs, target: A, targets: as, eligible: elig(as), tier: strikeTier(B.characteristic, B.stats.speed) });
  }
  return out;
}

/** Fight one round: each strike tier in turn, its hits applied before the next tier strikes. */
function fightRound(ctx: Ctx, round: number, pairs: readonly Pair[], support: Map<string, Fighter[]>, moved: Set<BaseState>): void {
  const all = sides(ctx, pairs, support);
  const at = { bound: ctx.state.bound, step: ctx.step };
  for (let tier = 0; tier < 5; tier++) {
    const pending: PendingHits[] = [];
    for (const s of all) {
      if (s.tier !== tier) continue;
      const strikers = s.strikers.filter((b) => s.striker.bases.includes(b));
      const targets = s.targets.filter((b) => s.target.bases.includes(b));
      if (strikers.length === 0 || targets.length === 0) continue;
      const pool = poolOf(ctx, s.striker.stats.melee.dice, strikers, false);
      const { needs, terms } = targetNeeds(ctx, s.target, targets, round);
      const bonus = s.striker.stats.melee.bonus;
      const can = pool.dice > 0 && canHurt(needs, bonus);
      const drawn: number[] = [];
      const vehicle = rerollProtects(s.target, s.striker);
      const purpose = `Melee round ${round}: ${s.striker.name} strikes ${s.target.name}`;
      const r = can ? rollHits(ctx, pool.dice, bonus, needs, vehicle, purpose, drawn) : { dice: [], confirm: [], hits: 0 };
      ctx.records.push({
        bound: at.bound, step: at.step,
        kind: 'meleeStrike',
        round,
        tier,
        strikerId: s.striker.id,
        strikerName: s.striker.name,
        strikerBaseIds: strikers.map((b) => b.id),
        targetId: s.target.id,
        targetName: s.target.name,
        targetBaseIds: targets.map((b) => b.id),
        pool: pool.terms,
        needs,
        resilience: terms,
        bonus,
        dice: r.dice,
        confirm: r.confirm,
        hits: r.hits,
        drawn,
      });
      if (r.hits > 0) pending.push({ sourceId: s.striker.id, sourcePos: centroid(strikers), targetId: s.target.id, hits: r.hits, eligibleBaseIds: s.eligible });
    }
    applyHits(ctx, pending);
  }
  stepIntoPlace(ctx, pairs, support, moved);
}

/** "Any units as 2nd rank fighters … can move forwards to take the place of the comrades" (000 §Melee combat). */
function stepIntoPlace(ctx: Ctx, pairs: readonly Pair[], support: Map<string, Fighter[]>, moved: Set<BaseState>): void {
  for (let k = 0; k < 2 * pairs.length; k++) {
    const p = pairs[k >> 1]!;
    const f = k & 1 ? p.b : p.a;
    if (f.sub.bases.includes(f.base)) continue;
    const next = (support.get(f.base.id) ?? []).find((s) => s.sub.bases.includes(s.base));
    if (!next) continue;
    next.base.xM = f.base.xM;
    next.base.yM = f.base.yM;
    next.base.facingDeg = f.base.facingDeg;
    moved.add(next.base);
    ctx.records.push({ bound: ctx.state.bound, step: ctx.step, kind: 'secondRank', subUnitId: f.sub.id, baseId: next.base.id, replacesBaseId: f.base.id });
  }
}

/** Resolve all melee of the bound (see the file comment). */
export function runMelee(ctx: Ctx): void {
  const max = ctx.state.settings.maxMeleeRounds;
  let round = 0;
  let capped = false;
  let contact = false;
  let touching: Touch[] | null = null;
  const moved = new Set<BaseState>();
  const all = fighters(ctx); // the bases at the start of the melee; the dead drop out of `touching`
  for (;;) {
    touching = touching === null ? touchingPairs(ctx, all) : touchingAfter(ctx, all, touching, moved);
    moved.clear();
    const { pairs, support } = matchPairs(ctx, all, touching);
    if (pairs.length === 0) break;
    contact = true;
    if (!pairs.some((p) => p.a.sub.stats.melee.dice > 0 || p.b.sub.stats.melee.dice > 0)) break; // nothing can ever change
    if (round >= max) {
      capped = true;
      break;
    }
    round += 1;
    ctx.records.push({
      bound: ctx.state.bound,
      step: ctx.step,
      kind: 'meleeRound',
      round,
      resiliencePenalty: -(round - 1),
      pairs: pairs.map((p) => [p.a.base.id, p.b.base.id] as [string, string]),
    });
    fightRound(ctx, round, pairs, support, moved);
  }
  if (contact) ctx.records.push({ bound: ctx.state.bound, step: ctx.step, kind: 'meleeEnd', rounds: round, capped });
}

/** The label of a strike tier (re-export for the formatter). */
export { strikeTierLabel };
