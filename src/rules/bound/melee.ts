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
import { rerollProtects, strikeTierLabel } from './classify.ts';
import { addTo, fighters, touchingAfter, touchingPairs, type Fighter, type Touch } from './contacts.ts';
import { centroid, distM, rectsTouch } from './geometry.ts';
import { applyHits, type PendingHits } from './hits.ts';
import { poolOf, targetNeeds } from './resilience.ts';
import { rollHits } from './shooting.ts';
import type { BaseState, SubUnitState } from './types.ts';

type Pair = { a: Fighter; b: Fighter };

/**
 * Match contacts one to one (closest first) and find each fighter's 2nd rank. Sorts `touching` in
 * place (the order is total, so the input order does not matter): the next round's contacts keep it,
 * which leaves that round's sort little to do.
 */
function matchPairs(ctx: Ctx, all: readonly Fighter[], touching: Touch[]): { pairs: Pair[]; support: Map<string, Fighter[]> } {
  const tol = ctx.state.settings.contactToleranceM;
  const pairs: Pair[] = [];
  const support = new Map<string, Fighter[]>();
  if (touching.length === 0) return { pairs, support };
  // Closest first; ties by position, then by the bases' ids (deterministic whatever the input order).
  const cands = touching.sort((x, y) => x.d - y.d || x.a.base.xM - y.a.base.xM || x.a.base.yM - y.a.base.yM || cmp(x.a.base.id, y.a.base.id) || cmp(x.b.base.id, y.b.base.id));
  for (const f of all) f.touching = f.fighting = false;
  for (const c of cands) c.a.touching = c.b.touching = true;
  const front = new Map<string, Fighter[]>(); // fighting bases by sub-unit id
  for (const c of cands) {
    if (c.a.fighting || c.b.fighting) continue;
    c.a.fighting = c.b.fighting = true;
    addTo(front, c.a.sub.id, c.a);
    addTo(front, c.b.sub.id, c.b);
    pairs.push({ a: c.a, b: c.b });
  }
  for (const f of all) {
    if (f.touching || !f.sub.bases.includes(f.base)) continue;
    const comrades = front.get(f.sub.id);
    if (!comrades) continue;
    let best: Fighter | undefined;
    let bestD = Infinity;
    for (const g of comrades) {
      if (!rectsTouch(f.base, g.base, tol)) continue;
      const d = distM(f.base, g.base);
      if (d < bestD || (d === bestD && best !== undefined && g.base.id < best.base.id)) {
        best = g;
        bestD = d;
      }
    }
    if (best) addTo(support, best.base.id, f);
  }
  return { pairs, support };
}

/** Bases in contact, matched one to one (closest first), and each fighter's 2nd rank. */
export function contactPairs(ctx: Ctx): { pairs: Pair[]; support: Map<string, Fighter[]> } {
  const all = fighters(ctx);
  return matchPairs(ctx, all, touchingPairs(ctx, all));
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** One side of a fight: who strikes whom, with which bases; `eligible` may take the hits. */
type Side = { striker: SubUnitState; strikers: BaseState[]; target: SubUnitState; targets: BaseState[]; eligible: string[]; tier: number };

/** The pairs grouped by who fights whom: in v0.8 one group per pair of sub-units (first met first), in v0.7 one per pair. */
function sides(ctx: Ctx, pairs: readonly Pair[], support: Map<string, Fighter[]>): Side[] {
  const pooled = ctx.state.edition === 'v0.8';
  const groups: Pair[][] = [];
  for (const p of pairs) {
    let g: Pair[] | undefined;
    if (pooled) for (const x of groups) if (x[0]!.a.sub === p.a.sub && x[0]!.b.sub === p.b.sub) g = x;
    if (g) g.push(p);
    else groups.push([p]);
  }
  const out: Side[] = [];
  for (const g of groups) {
    const as = g.map((p) => p.a.base);
    const bs = g.map((p) => p.b.base);
    const { a, b } = g[0]!;
    out.push({ striker: a.sub, strikers: as, target: b.sub, targets: bs, eligible: withSupport(bs, support), tier: a.tier });
    out.push({ striker: b.sub, strikers: bs, target: a.sub, targets: as, eligible: withSupport(as, support), tier: b.tier });
  }
  return out;
}

/** The ids of `bases` each followed by its 2nd rank: the bases that may take a side's hits. */
function withSupport(bases: readonly BaseState[], support: Map<string, Fighter[]>): string[] {
  const out: string[] = [];
  for (const b of bases) {
    out.push(b.id);
    const second = support.get(b.id);
    if (second) for (const f of second) out.push(f.base.id);
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
      const pool = poolOf(ctx, s.striker.stats.melee.dice, strikers, false, true);
      const { needs, terms } = targetNeeds(ctx, s.target, targets, round);
      const bonus = s.striker.stats.melee.bonus;
      const can = pool.dice > 0 && canHurt(needs, bonus);
      const drawn: number[] = [];
      const vehicle = rerollProtects(s.target, s.striker);
      const r = can ? rollHits(ctx, pool.dice, bonus, needs, vehicle, `Melee round ${round}: ${s.striker.name} strikes ${s.target.name}`, drawn) : { dice: [], confirm: [], hits: 0 };
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
