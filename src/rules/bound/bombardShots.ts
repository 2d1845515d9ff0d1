/**
 * Where a bombardment's shots fall and which of them carry a battery's "+" (`001_5e546d392906486c.txt`
 * §ARTILLERY, §EXECUTING SHOOTING; docs/RULINGS.md §A bombardment's shots and the gun's "+"):
 * - "They can choose to lay up to half the shots on a single target or can distribute as far as one shot
 *   on every base": at most `cap` shots on one base.
 * - The default allocation lays shots where they can hurt first: bases only a battery's "+" can hurt take
 *   the bonus dice that reach them; then bases any die can hurt, those inside the inner circle before those
 *   more than half outside it (their successes are re-rolled); then, as the seed allows, the bases no shot
 *   can hurt (they are still under fire). Within each tier one shot at a time, nearest the centre first.
 * - Each battery firing adds its "+" to one of its shots ("a number added to one of the die that they
 *   roll"): first to shots on bases only the bonus can hurt (the smallest bonus that reaches), then one per
 *   base in the order laid, the largest bonus first.
 * Pure: no dice are rolled here (`rollLaid` rolls through the engine's context).
 */
import { canHurt } from '../rules1418.ts';
import { roll, type Ctx } from './context.ts';
import { distM } from './geometry.ts';
import type { BaseState, PointM, SubUnitState, Term } from './types.ts';

/** A base under the template that may be allocated shots; `outer`: more than half outside the inner circle. */
export type Slot = { base: BaseState; sub: SubUnitState; outer: boolean };

/** A slot with what a die (plus any bonus) must reach to hit it, and the terms of that number. */
export type Target = Slot & { needs: number; terms: Term[] };

/** Shots laid on one base: how many, and the bonus of each shot that carries one (the first `bonuses.length` dice). */
export type LaidShots = { target: Target; shots: number; bonuses: number[] };

/** A distance in whole micrometres: bases equally far from the centre tie, whatever the rounding. */
const mm = (m: number): number => Math.round(m * 1e6);

/** Lay one shot at a time over `tier` while `take` allows, until `left` shots are laid or none may be. Returns shots laid. */
function spread(tier: readonly LaidShots[], left: number, take: (l: LaidShots) => boolean): number {
  let laid = 0;
  for (let progress = true; progress && laid < left; ) {
    progress = false;
    for (const l of tier) {
      if (laid === left) break;
      if (take(l)) {
        l.shots += 1;
        laid += 1;
        progress = true;
      }
    }
  }
  return laid;
}

/** Index of the smallest bonus in `pool` (sorted largest first) that lets a die hurt a target needing `needs`, or -1. */
function smallestReaching(pool: readonly number[], needs: number): number {
  for (let i = pool.length - 1; i >= 0; i--) if (canHurt(needs, pool[i]!)) return i;
  return -1;
}

/**
 * Put the batteries' bonuses (`pool`, one per battery with a "+", any order) on the shots of `laid`, in
 * place: first on bases only a bonus can hurt, one a base at a time in the order laid (the smallest that
 * reaches), then the rest,
 * largest first, one per base at a time in the order laid, on bases a bonus die can hurt. Bonuses left over
 * (no shot they help) are dropped. Returns `laid`.
 */
export function placeBonuses(laid: LaidShots[], pool: readonly number[]): LaidShots[] {
  const left = pool.filter((b) => b > 0).sort((a, b) => b - a);
  const bonusOnly = laid.filter((l) => !canHurt(l.target.needs, 0));
  for (let progress = true; progress; ) {
    progress = false;
    for (const l of bonusOnly) {
      const i = l.bonuses.length < l.shots ? smallestReaching(left, l.target.needs) : -1;
      if (i < 0) continue;
      l.bonuses.push(left.splice(i, 1)[0]!);
      progress = true;
    }
  }
  for (let progress = true; progress && left.length > 0; ) {
    progress = false;
    for (const l of laid) {
      if (left.length === 0) break;
      if (l.bonuses.length < l.shots && canHurt(l.target.needs, left[0]!)) {
        l.bonuses.push(left.shift()!);
        progress = true;
      }
    }
  }
  return laid;
}

/**
 * The default allocation of `shots` (at most `cap` on one base) over the enemy targets of `ownSide`, with
 * the batteries' bonuses `pool` (see the module note). Returns the bases laid on: inside the inner circle
 * before outside it, nearest the centre first (ties by base id).
 */
export function defaultAllocation(targets: readonly Target[], ownSide: string, centre: PointM, shots: number, cap: number, pool: readonly number[]): LaidShots[] {
  const all = targets
    .filter((t) => t.sub.side !== ownSide)
    .sort((a, b) => Number(a.outer) - Number(b.outer) || mm(distM(a.base, centre)) - mm(distM(b.base, centre)) || (a.base.id < b.base.id ? -1 : 1))
    .map((target): LaidShots => ({ target, shots: 0, bonuses: [] }));
  const bonuses = pool.filter((b) => b > 0).sort((a, b) => b - a);
  const plain = (l: LaidShots) => canHurt(l.target.needs, 0);
  let left = shots;
  // Bases only a bonus can hurt: each shot there carries the smallest bonus that reaches.
  left -= spread(all.filter((l) => !plain(l)), left, (l) => {
    const i = l.shots < cap ? smallestReaching(bonuses, l.target.needs) : -1;
    if (i >= 0) l.bonuses.push(bonuses.splice(i, 1)[0]!);
    return i >= 0;
  });
  left -= spread(all.filter((l) => plain(l) && !l.target.outer), left, (l) => l.shots < cap);
  left -= spread(all.filter((l) => plain(l) && l.target.outer), left, (l) => l.shots < cap);
  spread(all, left, (l) => l.shots < cap);
  return placeBonuses(all.filter((l) => l.shots > 0), bonuses);
}

/**
 * The player's allocation (`allocation`: base id → shots, in the order given), keeping only bases still
 * under the template, at most `cap` on each and `shots` in all, with the bonuses placed by `placeBonuses`.
 */
export function manualAllocation(targets: readonly Target[], allocation: Readonly<Record<string, number>>, shots: number, cap: number, pool: readonly number[]): LaidShots[] {
  const out: LaidShots[] = [];
  let left = shots;
  for (const [baseId, n] of Object.entries(allocation)) {
    const target = targets.find((t) => t.base.id === baseId);
    const take = Math.min(n, cap, left);
    if (!target || take <= 0) continue;
    out.push({ target, shots: take, bonuses: [] });
    left -= take;
  }
  return placeBonuses(out, pool);
}

/** Dice rolled on one base and what they did: each die's bonus (0 for none), the re-rolls of hits (outer bases), hits. */
export type LaidRoll = { bonuses: number[]; dice: number[]; confirm: number[]; hits: number };

/**
 * Roll the shots of `l` through the engine's dice: the shots that can hurt the base — its bonus dice that
 * reach it, then its plain shots if a plain die can — first the bonus dice. A die hits when die + bonus ≥
 * needs; on an outer base each hit is re-rolled (keeping its bonus) and counts only if it hits again
 * (001 §ARTILLERY). No die is rolled when no shot can hurt the base.
 */
export function rollLaid(ctx: Ctx, l: LaidShots, purpose: string, drawn: number[]): LaidRoll {
  const { needs, outer } = l.target;
  const bonusDice = l.bonuses.filter((b) => canHurt(needs, b));
  const plainDice = canHurt(needs, 0) ? l.shots - l.bonuses.length : 0;
  const bonuses = [...bonusDice, ...Array<number>(plainDice).fill(0)];
  const hitsOf = (dice: readonly number[], bs: readonly number[]) => bs.filter((b, i) => dice[i]! + b >= needs);
  const dice = roll(ctx, bonuses.length, purpose, drawn);
  const hit = hitsOf(dice, bonuses);
  if (!outer || hit.length === 0) return { bonuses, dice, confirm: [], hits: hit.length };
  const confirm = roll(ctx, hit.length, `${purpose} (re-roll of hits)`, drawn);
  return { bonuses, dice, confirm, hits: hitsOf(confirm, hit).length };
}
