/**
 * Shooting: range (the RANGE column, ground metres), line of sight (the caller's, plus smoke), the dice
 * pool, the target's resilience, impossible shots turned into overwatch, the vehicles' re-roll rule,
 * and simultaneous volleys (hits applied at the end of the volley). Sources:
 * `001_5e546d392906486c.txt` §ARMING and RESILIENCE, §OVERWATCH, §SHOOTING THROUGH TERRAIN, §HEAVY
 * WEAPONS, §VEHICLES; `000_5cca48f65b2d4420.txt` §Ready mode/impossible shots; RULINGS.md §Dice pool,
 * §Vehicles, "Shooting in one execution step is simultaneous".
 */
import { canHurt } from '../rules1418.ts';
import { rerollProtects } from './classify.ts';
import { canSee } from './cordons.ts';
import { markTargeted, orderBases, roll, subOf, type Ctx } from './context.ts';
import { centroid, distM } from './geometry.ts';
import { applyHits, type PendingHits } from './hits.ts';
import { countHits, poolOf, postureTag, targetNeeds } from './resilience.ts';
import type { BaseState, Order, RecordEntry, SubUnitState, Term } from './types.ts';

type NoShotReason = Extract<RecordEntry, { kind: 'noShot' }>['reason'];

/** A shot worked out up to the dice: either why it cannot be made, or what it needs. */
type Check =
  | { ok: false; reason: NoShotReason; needs: number | null }
  | { ok: true; rangeM: number; needs: number; terms: Term[]; dice: number; pool: Term[]; bonus: number; bonusDice: number };

/** The shooter's range now: mounted rifles use their mounted range (RULINGS.md §Mounted rifles); null = infinite. */
function rangeOf(s: SubUnitState): number | null {
  return s.mounted && s.stats.mountedRangeM !== null ? s.stats.mountedRangeM : s.stats.rangeM;
}

/**
 * Can `bases` of `shooter` shoot at `target` now? "If one or more of the bases can draw a direct line
 * from their base to the base of the enemy, they can shoot" (001 §SHOOTING THROUGH TERRAIN): some
 * pair of bases within range (centre to centre) with line of sight. Then the target must be hurtable
 * (a six plus the bonus reaches it, RULINGS.md §Dice pool) and the pool must have dice.
 */
function check(ctx: Ctx, shooter: SubUnitState, bases: readonly BaseState[], target: SubUnitState, assaulting: boolean): Check {
  const maxM = rangeOf(shooter);
  // The nearest pair first: when it is in range and in sight (the usual case) one sight line is enough.
  let nearA: BaseState | null = null;
  let nearB: BaseState | null = null;
  let nearM = Infinity;
  for (const a of bases) {
    for (const b of target.bases) {
      const d = distM(a, b);
      if (d < nearM) {
        nearA = a;
        nearB = b;
        nearM = d;
      }
    }
  }
  if (nearA === null || (maxM !== null && nearM > maxM)) return { ok: false, reason: 'outOfRange', needs: null };
  let seenM = canSee(ctx, nearA, nearB!) ? nearM : Infinity;
  if (seenM === Infinity) {
    for (const a of bases) {
      for (const b of target.bases) {
        const d = distM(a, b);
        if ((maxM === null || d <= maxM) && d < seenM && canSee(ctx, a, b)) seenM = d;
      }
    }
  }
  if (seenM === Infinity) return { ok: false, reason: 'noLineOfSight', needs: null };
  const { needs, terms } = targetNeeds(ctx, target);
  const bonus = shooter.stats.ranged.bonus;
  if (!canHurt(needs, bonus)) return { ok: false, reason: 'cannotHurt', needs };
  const pool = poolOf(ctx, shooter.stats.ranged.dice, bases, assaulting);
  if (pool.dice === 0) return { ok: false, reason: 'noDice', needs };
  return { ok: true, rangeM: seenM, needs, terms, dice: pool.dice, pool: pool.terms, bonus, bonusDice: pool.bonusDice };
}

/** May this order stand as overwatch? "Sub-units who have remained stationary (but not those who are digging in while stationary)" (001 §OVERWATCH). */
function mayOverwatch(o: Order): boolean {
  return o.plan.action === 'stay' && !o.plan.digIn && !o.plan.artillery;
}

/**
 * Roll `dice` against `needs` (the first `bonusDice`, default 1, carrying `bonus`); when `confirm` is set
 * each hit counts only if a re-roll of that die (same bonus) also hits — vehicles hit by infantry or heavy
 * weapons (001 §VEHICLES), or a bombardment shot on a base mostly outside the inner circle (001 §ARTILLERY).
 */
export function rollHits(
  ctx: Ctx,
  dice: number,
  bonus: number,
  needs: number,
  confirm: boolean,
  purpose: string,
  drawn: number[],
  bonusDice = 1,
): { dice: number[]; confirm: number[]; hits: number } {
  const rolled = roll(ctx, dice, purpose, drawn);
  const first = countHits(rolled, bonus, needs, bonusDice);
  if (!confirm || first === 0) return { dice: rolled, confirm: [], hits: first };
  // The re-rolls of bonus dice that hit come first and keep their bonus.
  let bonusHits = 0;
  for (let i = 0; i < Math.min(bonusDice, rolled.length); i++) if (rolled[i]! + bonus >= needs) bonusHits++;
  const again = roll(ctx, first, `${purpose} (re-roll of hits)`, drawn);
  return { dice: rolled, confirm: again, hits: countHits(again, bonus, needs, bonusHits) };
}

/**
 * Work out one order's shot (`mode` 'fire' at its step, 'assaultFire' while assaulting, 'overwatch'
 * when checking a waiting overwatch). Pushes its hits onto `pending`. An impossible shot at its step
 * is recorded ('noShot') and, for a stationary sub-unit, left standing as overwatch; an overwatch
 * check that is still impossible writes nothing.
 */
export function shootOrder(ctx: Ctx, o: Order, mode: 'fire' | 'assaultFire' | 'overwatch', pending: PendingHits[]): void {
  const shooter = subOf(ctx, o.subUnitId);
  const bases = orderBases(ctx, o);
  const targetId = o.plan.fireAtId ?? (o.plan.action === 'assault' ? o.plan.assaultAtId : undefined);
  o.status.fired = true;
  if (bases.length === 0 || targetId === undefined) {
    o.status.overwatch = false;
    return;
  }
  const target = ctx.subs.get(targetId);
  if (!target || target.bases.length === 0) return noShot(ctx, o, shooter, targetId, 'targetGone', null, false);
  if (shooter.packed || o.plan.artillery) return noShot(ctx, o, shooter, targetId, 'packed', null, false);
  const c = check(ctx, shooter, bases, target, mode === 'assaultFire');
  if (!c.ok) {
    if (mode === 'overwatch') return; // still waiting
    return noShot(ctx, o, shooter, targetId, c.reason, c.needs, mayOverwatch(o));
  }
  o.status.overwatch = false;
  const drawn: number[] = [];
  const purpose = `Step ${ctx.step}: ${shooter.name} fires at ${target.name}`;
  const vehicle = rerollProtects(target, shooter);
  const r = rollHits(ctx, c.dice, c.bonus, c.needs, vehicle, purpose, drawn, c.bonusDice);
  ctx.records.push({
    bound: ctx.state.bound,
    step: ctx.step,
    kind: 'shot',
    mode,
    shooterId: shooter.id,
    shooterName: shooter.name,
    shooterTag: postureTag(ctx, bases),
    targetId: target.id,
    targetName: target.name,
    rangeM: Math.round(c.rangeM * 10) / 10,
    pool: c.pool,
    needs: c.needs,
    resilience: c.terms,
    bonus: c.bonus,
    ...(c.bonusDice > 1 ? { bonusDice: c.bonusDice } : {}),
    dice: r.dice,
    confirm: r.confirm,
    confirmReason: vehicle && r.dice.length > 0 ? 'vehicle' : null,
    hits: r.hits,
    drawn,
  });
  markTargeted(target, shooter.id);
  if (r.hits > 0) pending.push({ sourceId: shooter.id, sourcePos: centroid(bases), targetId: target.id, hits: r.hits });
}

/** An impossible shot: recorded ('noShot'); the order stands as overwatch when `overwatch`. */
function noShot(ctx: Ctx, o: Order, shooter: SubUnitState, targetId: string, reason: NoShotReason, needs: number | null, overwatch: boolean): void {
  o.status.overwatch = overwatch;
  const targetName = ctx.subs.get(targetId)?.name ?? targetId;
  ctx.records.push({ bound: ctx.state.bound, step: ctx.step, kind: 'noShot', shooterId: shooter.id, shooterName: shooter.name, targetId, targetName, reason, needs, overwatch });
}

/** A volley: every order shoots against the same state, then all hits are applied (RULINGS: simultaneous). */
export function volley(ctx: Ctx, orders: readonly Order[], mode: 'fire' | 'assaultFire'): void {
  if (orders.length === 0) return;
  const pending: PendingHits[] = [];
  for (const o of orders) shootOrder(ctx, o, mode, pending);
  applyHits(ctx, pending);
}

/**
 * Overwatch: every order still waiting shoots if its target has become vulnerable or available
 * (in range, in sight, hurtable) — "do not bother to work out the shots unless the target becomes
 * 'vulnerable' or 'available'" (001 §OVERWATCH). Simultaneous among themselves. Run after each step.
 */
export function overwatchVolley(ctx: Ctx): void {
  const waiting = ctx.state.orders.filter((o) => o.status.overwatch);
  if (waiting.length === 0) return;
  const pending: PendingHits[] = [];
  for (const o of waiting) shootOrder(ctx, o, 'overwatch', pending);
  applyHits(ctx, pending);
}
