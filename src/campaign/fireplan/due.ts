/**
 * What a committed fire plan fires, and when (004 §THE FIREPLAN: shoots by the hour; §SEQUENCE OF
 * EVENTS 3): the clock fires each shoot in the step it falls in, as a `fireplan.fired` at the shoot's own
 * minute, resolved against the campaign as it stands then (targets where they are, bases they have
 * left). Shoots already past when the plan is committed fire at once, in time order, each its own event.
 * A tactical-scale plan is resolved whole by the bound engine (its template steps are bounds minutes
 * apart): it fires at its first bombardment's minute (ruling, docs/RULINGS.md §Fire plans on the clock).
 */
import type { TerrainQuery } from '../ground/terrainQuery.ts';
import { fuHolding } from '../model/artilleryUnits.ts';
import type { CampaignState, FireCommitment, FirePlan, UnitId } from '../model/types.ts';
import { compileFirePlan, firedDraft, type FiredDraft } from './state.ts';

/** The dice seed of a committed plan's shoots at `atMin`: the commitment's seed mixed with the minute (a 32-bit integer). */
export function dueSeed(seed: number, atMin: number): number {
  let h = (seed ^ 0x9e3779b9) | 0;
  h = Math.imul(h ^ atMin, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) | 0;
}

/**
 * The minutes `plan`'s shoots fall at, ascending and each once: every operational shoot and air sortie;
 * a tactical plan its first bombardment's. Empty when the plan cannot be compiled any more (its
 * batteries gone, a lift off the map): nothing of it fires.
 */
export function shootMinutes(state: CampaignState, plan: FirePlan, terrain: TerrainQuery | null): number[] {
  let compiled;
  try {
    compiled = compileFirePlan(state, plan, terrain);
  } catch {
    return [];
  }
  if (plan.scale === 'tactical') return compiled.bombardments.length === 0 ? [] : [Math.min(...compiled.bombardments.map((b) => b.atMin))];
  return [...new Set([...compiled.shoots.map((s) => s.atMin), ...compiled.sorties.map((s) => s.atMin)])].sort((a, b) => a - b);
}

/** The active commitments of `state` with their plans, in plan order. */
function active(state: CampaignState): { c: FireCommitment; plan: FirePlan }[] {
  const out: { c: FireCommitment; plan: FirePlan }[] = [];
  for (const c of Object.values(state.fireCommitments ?? {})) {
    const plan = state.firePlans?.[c.planId];
    if (plan && c.stoodDownAtMin === undefined) out.push({ c, plan });
  }
  return out;
}

/** The next minutes of each active commitment not yet fired, earliest first. */
function pending(state: CampaignState, terrain: TerrainQuery | null): { c: FireCommitment; plan: FirePlan; atMin: number }[] {
  const out: { c: FireCommitment; plan: FirePlan; atMin: number }[] = [];
  for (const { c, plan } of active(state)) {
    const next = shootMinutes(state, plan, terrain).find((m) => c.firedThroughMin === null || m > c.firedThroughMin);
    if (next !== undefined) out.push({ c, plan, atMin: next });
  }
  return out.sort((a, b) => a.atMin - b.atMin);
}

/**
 * The first minute after the clock and at most `toMin` at which a committed plan has shoots to fire
 * (the clock steps there, fires them, and steps on), or null.
 */
export function nextFireDueMin(state: CampaignState, terrain: TerrainQuery | null, toMin: number): number | null {
  const next = pending(state, terrain).find((p) => p.atMin > state.clockMin);
  return next !== undefined && next.atMin <= toMin ? next.atMin : null;
}

/**
 * The next firing due at the clock: the earliest minute (at or before the clock) at which a committed
 * plan has shoots not yet fired, as a `fireplan.fired` of that minute's shoots (`throughMin` that minute;
 * a tactical plan all of it) with the dice of `dueSeed`; a battery short of FU fires only the shoots its
 * FU cover. Null when nothing is due. Write it, then ask again: each firing is resolved on the state
 * the one before it left.
 */
export function nextDueFiring(state: CampaignState, terrain: TerrainQuery | null): FiredDraft | null {
  const due = pending(state, terrain).find((p) => p.atMin <= state.clockMin);
  if (!due) return null;
  const seed = dueSeed(due.c.seed, due.atMin);
  const draft = due.plan.scale === 'tactical' ? firedDraft(state, due.plan, terrain, seed) : firedDraft(state, due.plan, terrain, seed, due.atMin);
  const fu = new Map<UnitId, number>();
  const dropped = new Set<UnitId>(); // batteries whose shoot was dropped: their later lift-step lines go with it
  const shots = draft.payload.shots.filter((s) => {
    if (s.fuSpent === 0) return !dropped.has(s.batteryId);
    const held = state.units[s.batteryId] ? fuHolding(state.units[s.batteryId]!) : 0;
    const used = (fu.get(s.batteryId) ?? 0) + s.fuSpent;
    if (used > held) {
      dropped.add(s.batteryId);
      return false;
    }
    dropped.delete(s.batteryId);
    fu.set(s.batteryId, used);
    return true;
  });
  const through = due.plan.scale === 'tactical' ? Math.max(...shootMinutes(state, due.plan, terrain), ...draft.payload.shots.map((s) => s.atMin)) : due.atMin;
  return { ...draft, payload: { ...draft.payload, shots, throughMin: Math.max(through, due.atMin) } };
}
