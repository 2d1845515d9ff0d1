/**
 * A fire plan against the campaign (issue 5; 004 §THE FIREPLAN and the issue-5 rulings): the glue
 * between the campaign's units and the pure artillery rules (`src/rules/artillery`).
 * - `compileFirePlan`: the plan's serials on the clock (`expandSerials`: H-hour + offsets, lifts
 *   expanded) and what they fire, in time order (ties in serial, then battery order). At operational
 *   scale its shoots — one per battery per started hour of an effective serial, one per started 2 hours
 *   of a harassing one (`serialShootTimesMin`), each 1 FU — each with the units under the serial's
 *   beaten zone (`firePlanTargets.ts`: 150 m plus each unit's half frontage; both sides, friendly ones
 *   flagged). At tactical scale its bombardments — one per battery per started 1418 bound (10 min) of
 *   the serial (`tacticalBombardTimesMin`), each 1 FU, *ruling* — resolved by the bound engine
 *   (`firePlanTactical.ts`); `shoots` is then empty.
 * - `firePlanView`: per serial its batteries, FU and the units under its zone of fire (the beaten zone,
 *   or the 1418 template at tactical scale); FU per battery and in all (memoised).
 * - `firedDraft`: the plan fired for real with `seededDice(seed)` as a `fireplan.fired` draft whose
 *   numbers the fold applies exactly: at operational scale through `resolveNqmShoot`, shoot by shoot
 *   in time order with the bases left; at tactical scale bombardment by bombardment through the bound
 *   engine (`firedTacticalShots`).
 * `terrain` is a query on the campaign grid's origin (see `zoneUnits`), or null.
 */
import {
  FRIENDLY_SAFETY_M,
  resolveNqmShoot,
  serialFuPerBattery,
  serialShootTimesMin,
  tacticalBombardTimesMin,
  type CompiledShoot,
  type ShootTarget,
} from '../rules/artillery/index.ts';
import { expandSerials, type TimedSerial } from '../rules/artillery/plan.ts';
import { seededDice } from '../rules/dice.ts';
import type { EventDraft } from './events.ts';
import { firedTacticalShots } from './firePlanTactical.ts';
import { artilleryOf, batteriesOf } from './firePlanUnits.ts';
import { unitsNear, zoneRadiusM, type NearUnit } from './firePlanTargets.ts';
import type { TerrainQuery } from './terrainQuery.ts';
import type { CampaignState, FirePlan, FiringShot, UnitId } from './types.ts';

export { artilleryOf, batteriesOf };

/** One battery's bombardment of a serial in one 1418 bound at tactical scale (campaign minute `atMin`). */
export type TacticalBombardment = { serialId: string; batteryId: UnitId; atMin: number };

/**
 * A plan compiled: its serials on the clock (time order), its shoots (operational scale) and its
 * bombardments (tactical scale), each list in time order with ties in serial, then battery order.
 */
export type CompiledFirePlan = { serials: TimedSerial[]; shoots: CompiledShoot[]; bombardments: TacticalBombardment[] };

/**
 * One serial of the view: the serial, its batteries, FU per battery and for all of them, the units
 * under its zone of fire (`targets`, nearest first), and every unit within the friendly safety
 * distance (`FRIENDLY_SAFETY_M`, 300 m) beyond the zone's edge, targets included (`nearby`, nearest first).
 */
export type SerialView = { serialId: string; serial: TimedSerial; batteryIds: UnitId[]; fuPerBattery: number; fu: number; targets: ShootTarget[]; nearby: NearUnit[] };

/** FU one battery spends on the whole plan, and what it holds (`fuHeld` or its type's default). */
export type BatteryFu = { batteryId: UnitId; fu: number; fuHeld: number };

/** What the planner shows of a plan: serials, FU per battery (in the order met) and in all, every target unit (order met), the shoots (operational scale). */
export type FirePlanView = { serials: SerialView[]; batteries: BatteryFu[]; totalFu: number; targetIds: UnitId[]; shoots: CompiledShoot[] };

/**
 * The FU one battery spends on `serial` in a plan at `scale`: operational — `serialFuPerBattery` (1 per
 * started hour effective, per started 2 hours harassing); tactical — one per started 1418 bound of
 * 10 minutes, effective or harassing alike (*ruling*: 1418 has no harassing fire; each bound's
 * bombardment costs 1 FU). E.g. 30 min: 1 operational, 3 tactical. Throws as `serialFuPerBattery`.
 */
export function serialFu(scale: FirePlan['scale'], serial: Pick<TimedSerial, 'shoot' | 'startMin' | 'durationMin'>): number {
  return scale === 'tactical' ? tacticalBombardTimesMin(serial.startMin, serial.durationMin).length : serialFuPerBattery(serial.shoot, serial.durationMin);
}

type Compiled = { view: FirePlanView; compiled: CompiledFirePlan };
const cache = new WeakMap<CampaignState, WeakMap<FirePlan, Map<TerrainQuery | null, Compiled>>>();

function compile(state: CampaignState, plan: FirePlan, terrain: TerrainQuery | null): Compiled {
  let byPlan = cache.get(state);
  if (!byPlan) cache.set(state, (byPlan = new WeakMap()));
  let byTerrain = byPlan.get(plan);
  if (!byTerrain) byPlan.set(plan, (byTerrain = new Map()));
  const hit = byTerrain.get(terrain);
  if (hit) return hit;

  const serials = expandSerials(plan, state.grid);
  const radiusM = zoneRadiusM(plan);
  const calibre = new Map<UnitId, number>();
  const fuByBattery = new Map<UnitId, number>();
  const targetIds = new Set<UnitId>();
  const shoots: CompiledShoot[] = [];
  const bombardments: TacticalBombardment[] = [];
  const tactical = plan.scale === 'tactical';
  const views = serials.map((serial): SerialView => {
    const batteryIds = batteriesOf(state, serial.firerIds);
    const nearby = unitsNear(state, terrain, serial.targetPos, radiusM + FRIENDLY_SAFETY_M);
    const targets: ShootTarget[] = nearby
      .filter(({ unit, distanceM }) => distanceM - unit.halfFrontageM <= radiusM)
      .map(({ unit, distanceM }) => ({ unitId: unit.id, protection: unit.protection, bases: unit.bases, distanceM, friendly: unit.side === plan.side }));
    for (const t of targets) targetIds.add(t.unitId);
    const fuPerBattery = serialFu(plan.scale, serial);
    const times = tactical ? tacticalBombardTimesMin(serial.startMin, serial.durationMin) : serialShootTimesMin(serial.shoot, serial.startMin, serial.durationMin);
    for (const batteryId of batteryIds) {
      let calibreMm = calibre.get(batteryId);
      if (calibreMm === undefined) calibre.set(batteryId, (calibreMm = artilleryOf(state, batteryId).calibreMm));
      fuByBattery.set(batteryId, (fuByBattery.get(batteryId) ?? 0) + fuPerBattery);
      for (const atMin of times) {
        if (tactical) bombardments.push({ serialId: serial.id, batteryId, atMin });
        else shoots.push({ serialId: serial.id, batteryId, atMin, shoot: serial.shoot, shell: serial.shell, calibreMm, targets });
      }
    }
    return { serialId: serial.id, serial, batteryIds, fuPerBattery, fu: fuPerBattery * batteryIds.length, targets, nearby };
  });
  // Array.prototype.sort is stable: equal minutes keep serial order, then battery order.
  shoots.sort((a, b) => a.atMin - b.atMin);
  bombardments.sort((a, b) => a.atMin - b.atMin);
  const batteries = [...fuByBattery].map(([batteryId, fu]) => ({ batteryId, fu, fuHeld: artilleryOf(state, batteryId).fuHeld }));
  const view: FirePlanView = { serials: views, batteries, totalFu: batteries.reduce((n, b) => n + b.fu, 0), targetIds: [...targetIds], shoots };
  const made = { view, compiled: { serials, shoots, bombardments } };
  byTerrain.set(terrain, made);
  return made;
}

/**
 * The plan's serials (time order) and its shoots (see the module note). Memoised per (state, plan,
 * terrain) object. Throws `RangeError` when the rules cannot expand the plan (e.g. a lift stepping off
 * the map: `expandSerials`'s message) or a firer's battery is not artillery.
 */
export function compileFirePlan(state: CampaignState, plan: FirePlan, terrain: TerrainQuery | null): CompiledFirePlan {
  return compile(state, plan, terrain).compiled;
}

/** The planner's view of the plan (see `FirePlanView`); memoised like `compileFirePlan`, and throws as it does. */
export function firePlanView(state: CampaignState, plan: FirePlan, terrain: TerrainQuery | null = null): FirePlanView {
  return compile(state, plan, terrain).view;
}

/** A `fireplan.fired` draft without its minute (the writer stamps `at`). */
export type FiredDraft = Omit<EventDraft<'fireplan.fired'>, 'at'>;

/**
 * Fire `plan` for real with `seededDice(seed)`. Operational scale: every shoot of `compileFirePlan` in
 * time order, resolved by `resolveNqmShoot` with the bases each unit has left (starting from the
 * state's), each costing 1 FU. Tactical scale: every bombardment, one battery's each bound, by the
 * bound engine (`firedTacticalShots`: every die, hits, bases killed, 1 FU each). Folding the draft
 * applies exactly these casualties, disorganisation, pinning and FU (the fold refuses it when a
 * battery holds fewer FU than its shoots: check the plan first). Throws `RangeError` for a seed that is
 * not a safe integer, or as `compileFirePlan` and `tacticalPlanInput`.
 */
export function firedDraft(state: CampaignState, plan: FirePlan, terrain: TerrainQuery | null, seed: number): FiredDraft {
  if (!Number.isSafeInteger(seed)) throw new RangeError(`the dice seed must be a whole number (a safe integer), got ${String(seed)}`);
  const compiled = compileFirePlan(state, plan, terrain);
  if (plan.scale === 'tactical') {
    return { type: 'fireplan.fired', v: 1, payload: { planId: plan.id, seed, shots: firedTacticalShots(state, plan, compiled, terrain, seed) } };
  }
  const dice = seededDice(seed);
  const remaining = new Map<string, number>();
  const shots: FiringShot[] = compiled.shoots.map((shoot) => {
    const r = resolveNqmShoot(shoot, dice, remaining);
    return {
      serialId: shoot.serialId,
      batteryId: shoot.batteryId,
      atMin: shoot.atMin,
      dice: r.dice,
      hits: r.hits,
      casualties: r.casualties,
      disorganisedIds: r.disorganisedIds,
      pinnedIds: r.pinnedIds,
      fuSpent: 1,
    };
  });
  return { type: 'fireplan.fired', v: 1, payload: { planId: plan.id, seed, shots } };
}
