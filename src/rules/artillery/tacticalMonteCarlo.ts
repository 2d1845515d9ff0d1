/**
 * Expected effect of a fire plan at tactical scale: a seeded Monte Carlo of its bombardments through
 * the bound engine's rules (`fireTactical`, `tactical.ts`; 001 §ARTILLERY, §SMOKE SCREENS & POISON GAS;
 * RULINGS.md §Bombardment), with the same summary shape as the operational `monteCarlo`.
 *
 * A trial copies the engagement state once and fires every bombardment on it in time order (`atMin`,
 * ties in the given order), so injuries and kills carry from one to the next and a sub-unit never loses
 * more bases than it has; cordons laid by smoke or gas drift downwind (`driftCordons`) once per whole
 * 1418 bound (`TACTICAL_BOUND_MIN`, *ruling*) between bombardments — `fireInOrder` of `tacticalPlan.ts`,
 * so a plan fired for real (`resolveTacticalPlan`) is one trial with the same dice; and short-term gas weakens later
 * HE as the engine says. Casualties are bases killed (a base dies at its second hit); 1418 has no
 * disorganisation, so `pDisorganised` is 0; `meanHits` (injuries and kills) is added. Dice:
 * `seededDice(seed)` drawn in order by the engine, so the same state, serials and seed give the same
 * summary.
 */
import { seededDice } from '../dice.ts';
import { basesUnderTemplate } from '../bound/bombard.ts';
import { cloneState, makeCtx } from '../bound/context.ts';
import type { BoundEnv, EngagementState } from '../bound/types.ts';
import { bombardmentTemplate } from '../tables/artillery1418.ts';
import { checkMonteCarloOptions, summarise, type EffectSummary, type MonteCarloOptions, type Tally } from './monteCarlo.ts';
import { checkTacticalSerial, type TacticalSerial } from './tactical.ts';
import { fireInOrder, tacticalOrder } from './tacticalPlan.ts';

/** A tactical summary: the operational shape plus the mean number of hits (injuries and kills) taken. */
export type TacticalEffectSummary = EffectSummary & { meanHits: number };

/** The result of `monteCarloTactical`: trials run, whether stopped, one summary per sub-unit that can be hit. */
export type TacticalMonteCarloResult = { trials: number; stopped: boolean; units: TacticalEffectSummary[] };

/**
 * Run `opts.trials` trials of `serials` on `state` (see the file comment) with the caller's terrain and
 * line of sight (`env`). Summaries are per sub-unit (`unitId` = the engagement's sub-unit id) of a side
 * other than a serial's firing side with a base under one of the templates at the start, in the
 * state's order; `histogram` runs 0…its bases. `onProgress`/`shouldStop`/`chunk` as `monteCarlo`.
 * Throws `RangeError` naming a bad serial (`checkTacticalSerial`) or option.
 */
export function monteCarloTactical(
  state: EngagementState,
  serials: readonly TacticalSerial[],
  env: Pick<BoundEnv, 'terrainAt' | 'lineOfSight'>,
  opts: MonteCarloOptions,
): TacticalMonteCarloResult {
  const { trials, chunk } = checkMonteCarloOptions(opts, 'monteCarloTactical');
  if (!Array.isArray(serials)) throw new RangeError('monteCarloTactical: serials must be an array');
  serials.forEach((s, i) => checkTacticalSerial(s, state.edition, `monteCarloTactical: serials[${i}]`));
  const order = tacticalOrder(serials);
  const { diameterM, innerDiameterM } = bombardmentTemplate(state.edition, state.settings.innerCircleFraction);
  const probe = makeCtx(cloneState(state), { ...env, dice: seededDice(0) });
  const candidates = new Set<string>();
  for (const s of order) {
    if (s.shell !== 'HE') continue;
    for (const slot of basesUnderTemplate(probe, s.centreM, diameterM, innerDiameterM)) if (slot.sub.side !== s.side) candidates.add(slot.sub.id);
  }
  const subs = state.subUnits.filter((u) => candidates.has(u.id));
  const index = new Map(subs.map((u, i) => [u.id, i]));
  const initial = Int32Array.from(subs.map((u) => u.bases.length));
  const stride = Math.max(0, ...initial) + 1;
  const tally: Tally = { stride, hist: new Int32Array(subs.length * stride), disorganised: new Int32Array(subs.length) };
  const hitSum = new Float64Array(subs.length);
  const dice = seededDice(opts.seed);
  const fullEnv: BoundEnv = { terrainAt: env.terrainAt, lineOfSight: env.lineOfSight, dice };
  let done = 0;
  let stopped = false;
  while (done < trials) {
    const n = Math.min(chunk, trials - done);
    for (let t = 0; t < n; t++) {
      const ctx = makeCtx(cloneState(state), fullEnv);
      fireInOrder(ctx, order);
      for (const e of ctx.records) {
        if (e.kind !== 'hit') continue;
        const u = index.get(e.targetId);
        if (u !== undefined) hitSum[u] = hitSum[u]! + 1;
      }
      subs.forEach((u, i) => {
        const killed = initial[i]! - ctx.subs.get(u.id)!.bases.length;
        const h = i * stride + killed;
        tally.hist[h] = tally.hist[h]! + 1;
      });
    }
    done += n;
    opts.onProgress?.(done);
    if (done < trials && opts.shouldStop?.() === true) {
      stopped = true;
      break;
    }
  }
  const units = summarise(
    subs.map((u) => u.id),
    new Uint8Array(subs.length),
    initial,
    tally,
    done,
  ).map((s, i) => ({ ...s, meanHits: hitSum[i]! / done }));
  return { trials: done, stopped, units };
}
