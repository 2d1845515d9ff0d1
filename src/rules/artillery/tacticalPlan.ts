/**
 * A fire plan's bombardments at tactical scale fired one after another on one engagement (at
 * tactical scale a serial is resolved by the bound engine's bombardment; 001 §ARTILLERY, §SMOKE
 * SCREENS & POISON GAS; RULINGS.md §Bombardment). The firing order and the cordon drift between
 * bombardments are the ones `monteCarloTactical` uses for every trial (`fireInOrder`), so firing a plan
 * for real is exactly one trial of its expected effect with the same dice:
 * - bombardments in time order (`atMin`; equal minutes keep the given order);
 * - before each, the cordons laid so far drift downwind once per whole 1418 bound
 *   (`TACTICAL_BOUND_MIN`, 10 min, *ruling*) since the last drift, counted from the first bombardment;
 * - each is fired by the engine's pieces (`fireTactical`), its hits applied before the next.
 */
import type { Dice } from '../dice.ts';
import { cloneState, makeCtx, type Ctx } from '../bound/context.ts';
import { driftCordons } from '../bound/cordons.ts';
import type { BoundEnv, EngagementState, RecordEntry } from '../bound/types.ts';
import { TACTICAL_BOUND_MIN } from '../tables/nqmArtillery.ts';
import { checkTacticalSerial, fireTactical, lossesOf, type TacticalResult, type TacticalSerial } from './tactical.ts';

/** `serials` in firing order: by `atMin`, ties in the given order (a new array; the input is not changed). */
export function tacticalOrder(serials: readonly TacticalSerial[]): TacticalSerial[] {
  return serials
    .map((s, i) => ({ s, i }))
    .sort((a, b) => a.s.atMin - b.s.atMin || a.i - b.i)
    .map((x) => x.s);
}

/**
 * Fire `order` (already in firing order, see `tacticalOrder`) on `ctx`, drifting cordons once per
 * whole bound between bombardments (see the file comment); `after(result, serial, firstRecord)` is
 * told each bombardment's result and the index of its first record in `ctx.records`.
 */
export function fireInOrder(
  ctx: Ctx,
  order: readonly TacticalSerial[],
  after?: (result: ReturnType<typeof fireTactical>, serial: TacticalSerial, firstRecord: number) => void,
): void {
  let lastAt = order.length > 0 ? order[0]!.atMin : 0;
  for (const s of order) {
    const bounds = Math.floor((s.atMin - lastAt) / TACTICAL_BOUND_MIN);
    for (let b = 0; b < bounds; b++) driftCordons(ctx);
    if (bounds > 0) lastAt += bounds * TACTICAL_BOUND_MIN;
    const first = ctx.records.length;
    const r = fireTactical(ctx, s);
    after?.(r, s, first);
  }
}

/**
 * One bombardment of `resolveTacticalPlan`: the serial, every die drawn for it in order (shots, then
 * the re-rolls of outer bases' hits, as the engine drew them), the hits scored (after re-rolls), its
 * shots and those left unplaced, every roll, and per sub-unit the bases it injured and killed.
 */
export type TacticalFiring = Pick<TacticalResult, 'serialId' | 'shots' | 'unplaced' | 'rolls' | 'losses' | 'cordon'> & { atMin: number; dice: number[]; hits: number };

/**
 * Fire every bombardment of `serials` on `state` in firing order (see the file comment) with `env`
 * (its dice drawn in order; terrain and line of sight). Returns one `TacticalFiring` per bombardment in
 * firing order, the state after the last and the engine's records ('hit', 'cordon', 'drift'); the
 * input state is not changed. E.g. two bombardments of 4 field-gun bases each on a company of 3 bases
 * at the same point: the first injures or kills, the second finds the bases the first left. Throws
 * `RangeError` naming a bad serial (`checkTacticalSerial`), and whatever `env.dice` throws.
 */
export function resolveTacticalPlan(
  state: EngagementState,
  serials: readonly TacticalSerial[],
  env: BoundEnv,
): { firings: TacticalFiring[]; state: EngagementState; records: RecordEntry[] } {
  if (!Array.isArray(serials)) throw new RangeError('resolveTacticalPlan: serials must be an array');
  serials.forEach((s, i) => checkTacticalSerial(s, state.edition, `resolveTacticalPlan: serials[${i}]`));
  const drawn: number[] = [];
  const dice: Dice = {
    roll(count, purpose, sides) {
      const out = env.dice.roll(count, purpose, sides);
      drawn.push(...out);
      return out;
    },
  };
  const ctx = makeCtx(cloneState(state), { ...env, dice });
  const firings: TacticalFiring[] = [];
  let diceFrom = 0;
  fireInOrder(ctx, tacticalOrder(serials), (r, s, first) => {
    firings.push({
      serialId: s.serialId,
      atMin: s.atMin,
      shots: r.shots,
      unplaced: r.unplaced,
      rolls: r.rolls,
      losses: lossesOf(ctx.records.slice(first)),
      cordon: r.cordon,
      dice: drawn.slice(diceFrom),
      hits: r.rolls.reduce((n, x) => n + x.hits, 0),
    });
    diceFrom = drawn.length;
  });
  return { firings, state: ctx.state, records: ctx.records };
}
