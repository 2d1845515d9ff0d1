/**
 * The checks of one low command (a sub-unit's plan, or its "company except" plan) against the rules.
 * Each returns the reason for refusing it, naming the sub-unit, or null when it is legal. Sources:
 * `001_5e546d392906486c.txt` §HIGH COMMANDS, §DIGGING IN & COVER, §ASSAULTING & MELEE COMBAT,
 * §ARTILLERY, §VEHICLES; RULINGS.md §1418 (bound engine).
 */
import { mayDigIn } from '../rules1418.ts';
import { ACTION_LABELS, ACTIONS } from '../tables/commands1418.ts';
import { COVER_TERRAINS } from '../tables/cover1418.ts';
import { isMoving } from './context.ts';
import { centroid, distM } from './geometry.ts';
import { planningCommand } from './resilience.ts';
import type { Action, BaseState, EngagementState, HighCommandOrder, LowCommand, PointM, SubUnitState, TerrainAt } from './types.ts';

/** What the checks may look at. `terrainAt` is optional (find-cover check). */
export type CheckEnv = { state: EngagementState; subs: Map<string, SubUnitState>; terrainAt: ((p: PointM) => TerrainAt) | undefined };

const isPoint = (p: unknown): p is PointM =>
  typeof p === 'object' && p !== null && Number.isFinite((p as PointM).xM) && Number.isFinite((p as PointM).yM);

/** Closest centre-to-centre distance between two sets of bases, metres. */
export function closestM(a: readonly BaseState[], b: readonly BaseState[]): number {
  let best = Infinity;
  for (const x of a) for (const y of b) best = Math.min(best, distM(x, y));
  return best;
}

/** Check one low command (see the file comment). `allowed` are the actions its situation allows. */
export function checkLowCommand(
  env: CheckEnv,
  sub: SubUnitState,
  bases: readonly BaseState[],
  command: HighCommandOrder,
  plan: LowCommand,
  allowed: readonly Action[],
  who: string,
): string | null {
  if (typeof plan !== 'object' || plan === null || !(ACTIONS as readonly unknown[]).includes(plan.action)) {
    return `${who}: the plan's action must be one of ${ACTIONS.join(', ')}, got ${JSON.stringify((plan as LowCommand | null)?.action)}`;
  }
  const cmd = planningCommand(command);
  const cmdText = command.kind === 'bombard' ? `Bombard ${command.gridRef} (planned as Hold)` : cmd.charAt(0).toUpperCase() + cmd.slice(1);
  if (!allowed.includes(plan.action)) {
    return `${who} under ${cmdText} may only ${allowed.map((a) => ACTION_LABELS[a].toLowerCase()).join(' or ')}, not ${ACTION_LABELS[plan.action].toLowerCase()} (001 §HIGH COMMANDS)`;
  }
  if (sub.assaultAtId && allowed.includes('assault')) {
    const target = env.subs.get(sub.assaultAtId);
    if (target && target.bases.length > 0 && (plan.action !== 'assault' || plan.assaultAtId !== sub.assaultAtId)) {
      return `${who} fell short of its assault on ${target.name} and must continue it this bound (001 §ASSAULTING & MELEE COMBAT)`;
    }
  }
  const moving = isMoving(plan.action);
  const towed = sub.kind === 'artillery' && !sub.selfPropelled;
  if (moving && sub.stats.speed === 'immobile') return `${who}: ${sub.stats.label} are immobile and cannot ${ACTION_LABELS[plan.action].toLowerCase()}`;
  if (moving && plan.action !== 'assault') {
    if (!Array.isArray(plan.path) || plan.path.length === 0 || !plan.path.every(isPoint)) return `${who}: ${ACTION_LABELS[plan.action].toLowerCase()} needs a path of one or more points { xM, yM }`;
  } else if (plan.path !== undefined && plan.action !== 'assault') return `${who}: a path is only for move, retreat or find cover`;
  if (plan.action === 'findCover' && env.terrainAt) {
    const msg = coverCheck(env.terrainAt, bases, plan);
    if (msg) return `${who}: ${msg}`;
  }
  if (plan.action === 'assault') {
    const target = plan.assaultAtId === undefined ? undefined : env.subs.get(plan.assaultAtId);
    if (!target || target.bases.length === 0) return `${who}: an assault needs the enemy sub-unit it is directed at (assaultAtId), got ${JSON.stringify(plan.assaultAtId)}`;
    if (target.side === sub.side) return `${who}: ${target.name} is not an enemy`;
    const d = closestM(bases, target.bases);
    const max = env.state.settings.assaultRangeM;
    if (d > max) return `${who}: ${target.name} is ${Math.round(d)} m away — an assault can only be directed towards an enemy within ${max} m (001 §ASSAULTING & MELEE COMBAT)`;
  } else if (plan.assaultAtId !== undefined) return `${who}: assaultAtId is only for an assault`;
  if (plan.fireAtId !== undefined) {
    const target = env.subs.get(plan.fireAtId);
    if (!target || target.bases.length === 0) return `${who}: fireAtId ${JSON.stringify(plan.fireAtId)} is not a sub-unit with bases left`;
    if (target.side === sub.side) return `${who}: ${target.name} is not an enemy`;
    if ((sub.stats.ranged.dice === 0 && sub.stats.ranged.bonus === 0) || sub.stats.rangeM === 0) return `${who}: ${sub.stats.label} cannot shoot (arming r ${sub.stats.ranged.dice}, range ${sub.stats.rangeM} m)`;
    if (command.kind === 'bombard' && sub.kind === 'artillery') return `${who}: its formation fires a bombardment this bound; it cannot also fire directly`;
  }
  if (plan.digIn !== undefined && typeof plan.digIn !== 'boolean') return `${who}: digIn must be true or false`;
  if (plan.digIn) {
    if (plan.action !== 'stay') return `${who}: digging in means staying put for the whole bound (001 §DIGGING IN & COVER)`;
    if (sub.kind === 'vehicle' || sub.kind === 'artillery') return `${who}: ${sub.kind === 'vehicle' ? 'vehicles' : 'artillery'} can never dig in (001 §${sub.kind === 'vehicle' ? 'VEHICLES' : 'ARTILLERY'})`;
    if (!mayDigIn(cmd).allowed) return `${who}: troops ordered to ${cmd} cannot dig in (001 §DIGGING IN & COVER)`;
    if (bases.every((b) => b.dugIn)) return `${who} is already dug in`;
  }
  if (plan.artillery !== undefined) {
    if (!towed) return `${who}: only towed artillery packs or unpacks`;
    if (plan.action !== 'stay') return `${who}: packing or unpacking takes the whole bound (001 §ARTILLERY)`;
    if (plan.artillery === 'pack' && sub.packed) return `${who} is already packed`;
    if (plan.artillery === 'unpack' && !sub.packed) return `${who} is already unpacked`;
    if (plan.artillery !== 'pack' && plan.artillery !== 'unpack') return `${who}: artillery must be 'pack' or 'unpack'`;
    if (plan.fireAtId !== undefined) return `${who} cannot fire while ${plan.artillery}ing`;
  }
  if (towed && moving && !sub.packed) return `${who} must spend a bound packing before it can move (001 §ARTILLERY)`;
  if (towed && plan.fireAtId !== undefined && sub.packed) return `${who} is packed: it must spend a bound unpacking before it can fire (001 §ARTILLERY)`;
  if (plan.mounted !== undefined && (sub.characteristic !== 'mountedRifles' || typeof plan.mounted !== 'boolean')) return `${who}: mounted (true/false) is only for mounted rifles`;
  return null;
}

/** "as long as they will end up in or nearer to a better cover location" (001 §HIGH COMMANDS). */
function coverCheck(terrainAt: (p: PointM) => TerrainAt, bases: readonly BaseState[], plan: LowCommand): string | null {
  const start = centroid(bases);
  const end = plan.path![plan.path!.length - 1]!;
  const rank = (p: PointM): number => COVER_TERRAINS.indexOf(terrainAt(p).cover);
  if (plan.coverAtM !== undefined) {
    if (!isPoint(plan.coverAtM)) return 'coverAtM must be a point { xM, yM }';
    if (rank(plan.coverAtM) <= rank(start)) return `the cover aimed for (${terrainAt(plan.coverAtM).cover}) is no better than where it stands (${terrainAt(start).cover})`;
    if (rank(end) > rank(start) || distM(end, plan.coverAtM) < distM(start, plan.coverAtM)) return null;
    return 'finding cover must end in, or nearer to, the better cover';
  }
  if (rank(end) > rank(start)) return null;
  return `finding cover must end in better cover than ${terrainAt(start).cover} (or name the cover aimed for in coverAtM)`;
}
