/**
 * What a shot or a melee strike needs: the target's resilience with its cover, posture, digging, gas
 * and deathmatch modifiers; and the shooter's dice pool. Sources: `001_5e546d392906486c.txt` §ARMING
 * and RESILIENCE, §DIGGING IN & COVER, §ASSAULTING & MELEE COMBAT; `000_5cca48f65b2d4420.txt` §Cover
 * and terrain, §Deathmatch weakness; RULINGS.md §Dice pool, §Terrain crossing, §Smoke and gas.
 */
import { dicePool, mayDigIn } from '../rules1418.ts';
import { COVER_1418, COVER_TERRAINS, POSTURES } from '../tables/cover1418.ts';
import type { HighCommand } from '../tables/commands1418.ts';
import { GAS_ARMING, GAS_RESILIENCE, inShortTermGas } from './cordons.ts';
import { isMoving, subOf, type Ctx } from './context.ts';
import { centroid } from './geometry.ts';
import type { BaseState, CoverTerrain, HighCommandOrder, Order, PointM, Posture, SubUnitState, Term } from './types.ts';

/** The high command a sub-unit plans under: a bombarding SF's sub-units plan as under Hold. */
export function planningCommand(c: HighCommandOrder): HighCommand {
  return c.kind === 'bombard' ? 'hold' : c.kind;
}

const COVER_RANK: Readonly<Record<CoverTerrain, number>> = { open: 0, rough: 1, defensible: 2, fortification: 3 };

/** The weaker of two cover classes (as `weakerCover` of `rules1418.ts`, without re-checking its arguments: the terrain was checked when read). */
function weaker(a: CoverTerrain, b: CoverTerrain): CoverTerrain {
  return COVER_RANK[a] <= COVER_RANK[b] ? a : b;
}

/** Where an order's move is planned to end (path end; for an assault, the centre of its target). */
export function plannedEnd(ctx: Ctx, o: Order, from: PointM): PointM {
  if (o.plan.action === 'assault') {
    const t = ctx.subs.get(o.plan.assaultAtId ?? '');
    return t && t.bases.length > 0 ? centroid(t.bases) : from;
  }
  const path = o.plan.path;
  return path && path.length > 0 ? path[path.length - 1]! : from;
}

const POSTURE_TEXT: Record<Posture, string> = { moving: 'moving', stationary: 'stationary', dugIn: 'dug in' };

/** A base's posture and the cover it counts as in, with the record's label ("open, moving"). */
export type Standing = Readonly<{ posture: Posture; cover: CoverTerrain; label: string }>;

/** The twelve standings, made once: `STANDINGS[posture][cover]`. */
const STANDINGS = Object.fromEntries(
  POSTURES.map((p) => [p, Object.fromEntries(COVER_TERRAINS.map((c) => [c, Object.freeze({ posture: p, cover: c, label: `${c}, ${POSTURE_TEXT[p]}` })]))]),
) as Readonly<Record<Posture, Readonly<Record<CoverTerrain, Standing>>>>;

/**
 * A base's posture and the cover class it counts as in now. Dug in (and not yet leaving: 001 step 3,
 * 000 step (#)) → 'dugIn'; an order that moves this bound → 'moving', in the weaker of the cover where
 * it started and where it ends (or is planned to end) — "A unit moving from one type of terrain into
 * another counts as being in whatever the weaker type was" (001 §DIGGING IN & COVER); otherwise
 * 'stationary' where it stands.
 */
export function postureOf(ctx: Ctx, b: BaseState): Standing {
  const v = ctx.ground.view(b);
  const o = v.order;
  if (b.dugIn && !(o && o.status.leaving)) return STANDINGS.dugIn[v.under().cover];
  if (o && isMoving(o.plan.action)) {
    const start = v.start().cover;
    const end = o.status.moved ? v.under() : ctx.ground.at(plannedEnd(ctx, o, b));
    return STANDINGS.moving[weaker(start, end.cover)];
  }
  return STANDINGS.stationary[v.under().cover];
}

/** The seed's short tag of a sub-unit's posture for the record: "dug in", "moving", "stationary". */
export function postureTag(ctx: Ctx, bases: readonly BaseState[]): string {
  if (bases.length === 0) return '';
  return POSTURE_TEXT[postureOf(ctx, bases[0]!).posture];
}

/**
 * The number a die (plus bonus) must reach to hit `target`, and its terms: base resilience, the
 * weakest cover among `bases` (default: all its bases; the cover tables give the total modifier, so
 * one cell applies), −1 while digging in (001 §DIGGING IN & COVER "Yes but -1R if attacked"), −1 in
 * short-term gas, −1 per deathmatch round after the first (000 §Deathmatch weakness).
 */
export function targetNeeds(ctx: Ctx, target: SubUnitState, bases: readonly BaseState[] = target.bases, meleeRound = 0): { needs: number; terms: Term[] } {
  const terms: Term[] = [{ label: 'R', value: target.stats.resilience, unit: 'R' }];
  const table = COVER_1418[ctx.state.edition];
  let best: Standing | null = null;
  let bestValue = Infinity;
  for (const b of bases) {
    const p = postureOf(ctx, b);
    const value = table[p.cover][p.posture];
    if (value < bestValue) {
      best = p;
      bestValue = value;
    }
  }
  if (best) terms.push({ label: best.label, value: bestValue, unit: 'R' });
  const digging = ctx.digging.get(target.id);
  if (digging) {
    for (const o of digging) {
      if (bases.some((b) => o.baseIds.includes(b.id))) {
        terms.push({ label: 'digging in', value: mayDigIn(planningCommand(o.command)).resiliencePenalty, unit: 'R' });
        break;
      }
    }
  }
  if (inShortTermGas(ctx, bases)) terms.push({ label: 'short-term gas', value: GAS_RESILIENCE, unit: 'R' });
  if (meleeRound > 1) terms.push({ label: 'deathmatch', value: -(meleeRound - 1), unit: 'R' });
  let needs = 0;
  for (const t of terms) needs += t.value;
  return { needs, terms };
}

/**
 * Dice a group of bases rolls (`dicePool` in the engagement's edition, 001 §ARMING and RESILIENCE,
 * §ASSAULTING; 000 §Executing shooting and combat): v0.8 arming + 1 per base beyond two, −1 when
 * shooting while assaulting; v0.7 arming per base; none at arming 0 (`melee` marks a melee pool, which
 * never takes the assault penalty). Then −1 in short-term gas. Never below 0. `bonusDice`: how many of the
 * dice carry the (+N) bonus — one in v0.8, one a base in v0.7 (docs/RULINGS.md §The v0.7 edition).
 */
export function poolOf(ctx: Ctx, arming: number, bases: readonly BaseState[], assaulting: boolean, melee = false): { dice: number; terms: Term[]; bonusDice: number } {
  const edition = ctx.state.edition;
  let dice = dicePool(arming, bases.length, { assaulting, edition, melee });
  const terms: Term[] = [{ label: 'A', value: arming, unit: 'dice' }];
  if (arming === 0 || bases.length === 0) {
    if (arming === 0 && bases.length > 0) terms.push({ label: melee ? 'no melee dice' : 'no shooting dice', value: 0, unit: 'dice' });
  } else if (edition === 'v0.7') {
    if (bases.length > 1) terms.push({ label: 'per base (v0.7)', value: bases.length, unit: 'x' });
  } else {
    if (bases.length > 2) terms.push({ label: 'bases beyond two', value: bases.length - 2, unit: 'dice' });
    if (assaulting && !melee) terms.push({ label: 'assaulting', value: -1, unit: 'dice' });
  }
  if (dice > 0 && inShortTermGas(ctx, bases)) {
    terms.push({ label: 'short-term gas', value: GAS_ARMING, unit: 'dice' });
    dice = Math.max(0, dice + GAS_ARMING);
  }
  // The (+N) bonus goes on "one of the die that they roll": the sub-unit's in v0.8, each base's in v0.7
  // (000 §Guns and Heavy Weapons; each platoon rolls its own arming there).
  const bonusDice = Math.min(dice, edition === 'v0.7' ? bases.length : 1);
  return { dice, terms, bonusDice };
}

/** Count the hits of `dice` (the first `bonusDice` carrying `bonus`, default 1) against `needs`. */
export function countHits(dice: readonly number[], bonus: number, needs: number, bonusDice = 1): number {
  let hits = 0;
  for (let i = 0; i < dice.length; i++) if (dice[i]! + (i < bonusDice ? bonus : 0) >= needs) hits++;
  return hits;
}

/** The sub-unit of an order (re-exported for the step modules). */
export { subOf };
