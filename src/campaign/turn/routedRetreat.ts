/**
 * Routed units falling back on the campaign clock under the De Rosa rules (`003_11ff81f41091c16b.txt`
 * "Morale State: ROUTED": "Unit must make a full move away from the enemy toward the friendly baseline. All
 * attached units rout with the unit. … ROUT IS TWO CONSECUTIVE MOVES."; docs/RULINGS.md §De Rosa on the
 * campaign map): from the minute a unit went Routed (`routedAtMin`), for two turns of 10 minutes, it marches
 * in column at its Movement Chart rate straight away from the nearest enemy unit on the map, its placed
 * subordinates without a route of their own with it. The planner reads the ground; the fold moves the units.
 */
import { DE_ROSA_TURN_MIN } from '../../rules/deRosaMovement.ts';
import type { PointM } from '../../rules/bound/types.ts';
import { march, type GoingAt, type MarchInput } from '../../rules/operational/movement.ts';
import { DE_ROSA_ROUT } from '../../rules/tables/deRosa.ts';
import { fightsOnLand } from '../../rules/tables/unitTypes.ts';
import type { LonLat } from '../../rules/types.ts';
import { unitAt } from '../model/checks.ts';
import { EventError } from '../model/eventError.ts';
import { copyRecord } from '../model/records.ts';
import { placedBelow, subtreeStrength } from '../model/selectors.ts';
import { deRosaOn, settingsOf } from '../model/settings.ts';
import type { RoutedRetreat, TurnStep } from '../model/turnTypes.ts';
import type { CampaignState, Unit, UnitId } from '../model/types.ts';
import { marchMobilityOf, moduleRateOf } from './march.ts';

/** Minutes a rout lasts: two consecutive moves of a 10-minute turn. */
export const ROUT_MIN = DE_ROSA_ROUT.turns * DE_ROSA_TURN_MIN;

/** Metres the rear is taken out to: far beyond any rout, so the march runs for its minutes. */
const REAR_M = 50_000;

const routing = (state: CampaignState, u: Unit): boolean =>
  u.deRosaMorale === 'routed' && u.routedAtMin !== undefined && u.pos !== undefined && subtreeStrength(state, u.id).bases > 0 && deRosaOn(settingsOf(state));

/** Minutes of `u`'s rout (from `routedAtMin`, `ROUT_MIN` long) within the step from `fromMin` to `toMin`; ≤ 0 when none. */
const routMinutes = (u: Unit, fromMin: number, toMin: number): number => Math.min(toMin, u.routedAtMin! + ROUT_MIN) - Math.max(fromMin, u.routedAtMin!);

/** The placed subordinates a falling-back unit takes with it: its descendants down to (not into) any with a route of its own. */
const withIt = (state: CampaignState, id: UnitId): UnitId[] => placedBelow(state, id, (k) => Object.hasOwn(state.routes ?? {}, k));

/**
 * The falls back of the clock step from `fromMin` to `toMin` (see the module note), in the order of battle's
 * order. A unit with no enemy on the map stays; a routed unit under another that falls back goes with it.
 */
export function routedRetreats(state: CampaignState, fromMin: number, toMin: number, local: (p: LonLat) => PointM, toLonLat: (p: PointM) => LonLat, goingAt: GoingAt, sampleM: number): RoutedRetreat[] {
  if (!deRosaOn(settingsOf(state))) return [];
  const minutesOf = (u: Unit) => routMinutes(u, fromMin, toMin);
  const falling = state.unitOrder.map((id) => state.units[id]!).filter((u) => routing(state, u) && minutesOf(u) > 0);
  if (falling.length === 0) return [];
  const out: RoutedRetreat[] = [];
  const taken = new Set<UnitId>();
  for (const u of falling) {
    if (taken.has(u.id)) continue; // it routs with the unit above it
    const from = local(u.pos!);
    const enemy = nearestEnemy(state, u, from, local);
    if (enemy === null) continue;
    const len = Math.hypot(from.xM - enemy.xM, from.yM - enemy.yM);
    if (len === 0) continue;
    const rear = { xM: from.xM + ((from.xM - enemy.xM) / len) * REAR_M, yM: from.yM + ((from.yM - enemy.yM) / len) * REAR_M };
    const input: MarchInput = { from, waypoints: [rear], mobility: marchMobilityOf(state, u), mode: 'roadMarch', minutes: minutesOf(u), goingAt, sampleM };
    // In column everywhere ("a full move"): the chart's column rate, a road only carrying it over rough ground.
    const rate = moduleRateOf(state, u, 'roadMarch');
    if (rate) input.rateKph = (g) => rate({ move: g.road ? 'open' : g.move, road: false });
    const r = march(input);
    if (r.distanceM <= 0) continue;
    const [dx, dy] = [r.to.xM - from.xM, r.to.yM - from.yM];
    const carried: RoutedRetreat['carried'] = withIt(state, u.id).map((k) => {
      taken.add(k);
      const p = local(state.units[k]!.pos!);
      return { unitId: k, to: toLonLat({ xM: p.xM + dx, yM: p.yM + dy }) };
    });
    out.push({ unitId: u.id, to: toLonLat(r.to), distanceM: Math.round(r.distanceM), carried });
  }
  return out;
}

/** The nearest placed enemy ground unit with bases left (not an aircraft or a ship: `fightsOnLand`), in local metres, or null. */
function nearestEnemy(state: CampaignState, u: Unit, from: PointM, local: (p: LonLat) => PointM): PointM | null {
  let best: PointM | null = null;
  let bestD = Infinity;
  for (const e of Object.values(state.units)) {
    if (e.side === u.side || !e.pos || e.bases === 0 || !fightsOnLand(e.type)) continue;
    const p = local(e.pos);
    const d = Math.hypot(p.xM - from.xM, p.yM - from.yM);
    if (d < bestD) [best, bestD] = [p, d];
  }
  return best;
}

/**
 * `state` with the step's falls back applied: each unit (Routed, the De Rosa rules on, its rout within the step from
 * `prevMin`) and the subordinates it took (under it, with no route of their own) moved, none that marched in the step.
 * Throws `EventError` at `payload.retreats[i]…`.
 */
export function applyRetreats(state: CampaignState, payload: TurnStep, prevMin: number): CampaignState {
  if (payload.retreats === undefined) return state;
  const units = copyRecord(state.units) as Record<UnitId, Unit>;
  const moved = new Set<UnitId>();
  // A unit that marched in the step (or was carried) does not also fall back.
  const marched = new Set((payload.moves ?? []).flatMap((m) => (m.distanceM > 0 ? [m.unitId, ...m.carried.map((c) => c.unitId)] : [])));
  payload.retreats.forEach((r, i) => {
    const path = `payload.retreats[${i}]`;
    const u = unitAt(state, r.unitId, `${path}.unitId`);
    if (!routing(state, u)) throw new EventError(`${u.shortName} is not Routed under the De Rosa rules: only a routed unit falls back`, `${path}.unitId`);
    if (routMinutes(u, prevMin, payload.toMin) <= 0) throw new EventError(`${u.shortName}'s rout (${ROUT_MIN} min from minute ${u.routedAtMin}) is over before this step`, `${path}.unitId`);
    const under = new Set(withIt(state, u.id));
    for (const [id, to, p] of [[u.id, r.to, `${path}.unitId`] as const, ...r.carried.map((c, j) => [c.unitId, c.to, `${path}.carried[${j}].unitId`] as const)]) {
      const x = unitAt(state, id, p);
      if ((id !== u.id && !under.has(id)) || moved.has(id) || marched.has(id)) throw new EventError(`${x.shortName} cannot fall back with ${u.shortName}`, p);
      moved.add(id);
      units[id] = { ...units[id]!, pos: { ...to }, movedAtMin: payload.toMin };
    }
  });
  return { ...state, units };
}
