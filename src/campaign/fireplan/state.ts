/**
 * A fire plan against the campaign (004 §THE FIREPLAN; docs/RULINGS.md §Fire units on a creeping
 * barrage): the glue between the campaign's units and the pure artillery rules (`src/rules/artillery`).
 * - `compileFirePlan`: the plan's serials on the clock (`expandSerials`: H-hour + offsets, lifts
 *   expanded) and what they fire, in time order (ties in serial, then battery order). A lift is one
 *   unit of fire with its steps (`fireGroups`). At operational scale its shoots (`operationalShoots`):
 *   one per battery per started hour of an effective serial or lift (2 hours harassing), each 1 FU,
 *   with the units under the beaten zone of each step it covers (`fireplan/targets.ts`: 150 m plus each
 *   unit's half frontage; both sides, friendly ones flagged; on a lift each unit once, at the step that
 *   first reaches it). At tactical scale its bombardments (`tacticalBombards`): one per battery per
 *   1418 bound (10 min) of the serial or lift, on the step in force, the first of each started hour
 *   spending its 1 FU, resolved by the bound engine (`fireplan/tactical.ts`); `shoots` is then empty.
 * - `firePlanView`: per serial its batteries, FU and the units under its zone of fire (the beaten zone,
 *   or the 1418 template at tactical scale); FU per battery and in all (memoised). A lift's FU stand on
 *   the steps where its shoots begin.
 * - `firedDraft`: the plan fired for real with `seededDice(seed)` as a `fireplan.fired` draft whose
 *   numbers the fold applies exactly: at operational scale through `resolveNqmShoot`, shoot by shoot
 *   in time order with the bases left — a barrage's shoot written as one line per lift step, each with
 *   what fell on the units that step reached; at tactical scale bombardment by bombardment through the
 *   bound engine (`firedTacticalShots`).
 * `terrain` is a query on the campaign grid's origin (see `zoneUnits`), or null.
 */
import { FRIENDLY_SAFETY_M, resolveNqmShoot, type CompiledShoot, type ShootResult, type ShootTarget } from '../../rules/artillery/index.ts';
import { resolveAirSortie, type AirSortie } from '../../rules/artillery/air.ts';
import { airSorties, sortieLines } from './air.ts';
import { fireGroups, groupFu, operationalShoots, tacticalBombards } from '../../rules/artillery/shoots.ts';
import { expandSerials, type TimedSerial } from '../../rules/artillery/plan.ts';
import { seededDice } from '../../rules/dice.ts';
import type { EventOf } from '../model/eventDefinition.ts';
import type { FirePlanPayloads } from './payloads.ts';
import { firedTacticalShots } from './tactical.ts';
import { artilleryOf, batteriesOf, gunClassOf, isAirUnit, unitArtillery } from '../model/artilleryUnits.ts';
import { settingsOf } from '../model/settings.ts';
import { unitsNear, zoneRadiusM, type NearUnit } from './targets.ts';
import type { TerrainQuery } from '../ground/terrainQuery.ts';
import type { CampaignState, FirePlan, FiringShot, UnitId } from '../model/types.ts';

export { artilleryOf, batteriesOf };

/** One battery's bombardment of a serial in one 1418 bound at tactical scale (campaign minute `atMin`) and the FU it spends (0 or 1). */
export type TacticalBombardment = { serialId: string; batteryId: UnitId; atMin: number; fu: number };

/**
 * A plan compiled: its serials on the clock (time order), its shoots and air sorties (operational scale)
 * and its bombardments (tactical scale), each list in time order with ties in serial, then battery order.
 */
export type CompiledFirePlan = { serials: TimedSerial[]; shoots: CompiledShoot[]; sorties: AirSortie[]; bombardments: TacticalBombardment[] };

/**
 * One serial of the view: the serial, its batteries, FU per battery and for all of them, the units
 * under its zone of fire (`targets`, nearest first), and every unit within the friendly safety
 * distance (`FRIENDLY_SAFETY_M`, 300 m) beyond the zone's edge, targets included (`nearby`, nearest
 * first). A lift step's FU are those of the shoots (or first bombardments of an hour) that begin on it.
 */
export type SerialView = { serialId: string; serial: TimedSerial; batteryIds: UnitId[]; fuPerBattery: number; fu: number; targets: ShootTarget[]; nearby: NearUnit[] };

/** FU one battery spends on the whole plan, and what it holds (`fuHeld` or its type's default). */
export type BatteryFu = { batteryId: UnitId; fu: number; fuHeld: number };

/** What the planner shows of a plan: serials, FU per battery (in the order met) and in all, every target unit (order met), the shoots (operational scale). */
export type FirePlanView = { serials: SerialView[]; batteries: BatteryFu[]; totalFu: number; targetIds: UnitId[]; shoots: CompiledShoot[] };

/**
 * The FU one battery spends on a plain `serial` (not a lift step) at either scale: one per started hour
 * effective, per started 2 hours harassing (`groupFu`; docs/RULINGS.md §Fire units on a creeping
 * barrage). E.g. 30 min: 1; 90 min: 2. Throws `RangeError` for a bad shoot kind.
 */
export function serialFu(serial: Pick<TimedSerial, 'shoot' | 'startMin' | 'durationMin'>): number {
  return groupFu({ startMin: serial.startMin, endMin: serial.startMin + serial.durationMin, shoot: serial.shoot });
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
  const tactical = plan.scale === 'tactical';
  const calibre = new Map<UnitId, number>();
  const calibreOf = (id: UnitId) => {
    let c = calibre.get(id);
    if (c === undefined) calibre.set(id, (c = artilleryOf(state, id).calibreMm));
    return c;
  };
  // The umpire's class for a battery's guns (note 2), when he changed it from the table's.
  const classOf = (id: UnitId) => {
    const art = unitArtillery(state.units[id]!);
    const g = art ? gunClassOf(settingsOf(state), art.calibreMm, art.kind) : null;
    return g?.changed ? g.cls : undefined;
  };
  const fuByBattery = new Map<UnitId, number>();
  const fuOnStep = new Map<string, number>(); // FU per battery that begin on each serial (step)
  const targetIds = new Set<UnitId>();
  const shoots: CompiledShoot[] = [];
  const sorties: AirSortie[] = [];
  const bombardments: TacticalBombardment[] = [];
  const guns = new Map<string, number>(); // artillery batteries (not air units) firing each serial
  const viewOf = new Map<string, Omit<SerialView, 'fuPerBattery' | 'fu'>>();
  for (const serial of serials) {
    const batteryIds = batteriesOf(state, serial.firerIds);
    const nearby = unitsNear(state, terrain, serial.targetPos, radiusM + FRIENDLY_SAFETY_M);
    const targets: ShootTarget[] = nearby
      .filter(({ unit, distanceM }) => distanceM - unit.halfFrontageM <= radiusM)
      .map(({ unit, distanceM }) => ({ unitId: unit.id, protection: unit.protection, bases: unit.bases, distanceM, friendly: unit.side === plan.side }));
    for (const t of targets) targetIds.add(t.unitId);
    viewOf.set(serial.id, { serialId: serial.id, serial, batteryIds, targets, nearby });
  }
  for (const group of fireGroups(serials)) {
    const first = group.steps[0]!;
    const firing = viewOf.get(first.id)!.batteryIds;
    const airIds = firing.filter((id) => isAirUnit(state.units[id]!));
    const batteryIds = airIds.length === 0 ? firing : firing.filter((id) => !airIds.includes(id));
    for (const st of group.steps) guns.set(st.id, batteryIds.length);
    const fu = groupFu(group);
    for (const batteryId of batteryIds) fuByBattery.set(batteryId, (fuByBattery.get(batteryId) ?? 0) + fu);
    if (tactical) {
      for (const b of tacticalBombards(group)) {
        if (b.fu > 0) fuOnStep.set(b.step.id, (fuOnStep.get(b.step.id) ?? 0) + b.fu);
        for (const batteryId of batteryIds) bombardments.push({ serialId: b.step.id, batteryId, atMin: b.atMin, fu: b.fu });
      }
      continue;
    }
    for (const shoot of operationalShoots(group)) {
      const lead = shoot.steps[0]!;
      fuOnStep.set(lead.id, (fuOnStep.get(lead.id) ?? 0) + 1);
      const targets = group.steps.length === 1 ? viewOf.get(lead.id)!.targets : barrageTargets(shoot.steps.map((st) => viewOf.get(st.id)!), shoot.atMin);
      for (const batteryId of batteryIds) {
        const cls = classOf(batteryId);
        shoots.push({ serialId: lead.id, batteryId, atMin: shoot.atMin, shoot: lead.shoot, shell: lead.shell, calibreMm: calibreOf(batteryId), ...(cls ? { weaponClass: cls } : {}), targets });
      }
    }
    // Aircraft fly a sortie an hour, whatever the serial's kind (004: "Each air stand can attack twice per hour").
    for (const hour of airIds.length > 0 && !tactical ? operationalShoots(group, 60) : []) {
      const targets = group.steps.length === 1 ? viewOf.get(hour.steps[0]!.id)!.targets : barrageTargets(hour.steps.map((st) => viewOf.get(st.id)!), hour.atMin);
      sorties.push(...airSorties(state, plan, terrain, hour.steps[0]!, hour.atMin, airIds, targets));
    }
  }
  const views = serials.map((serial): SerialView => {
    const v = viewOf.get(serial.id)!;
    const fuPerBattery = fuOnStep.get(serial.id) ?? 0;
    return { ...v, fuPerBattery, fu: fuPerBattery * (guns.get(serial.id) ?? 0) };
  });
  // Array.prototype.sort is stable: equal minutes keep serial order, then battery order.
  shoots.sort((a, b) => a.atMin - b.atMin);
  sorties.sort((a, b) => a.atMin - b.atMin);
  bombardments.sort((a, b) => a.atMin - b.atMin);
  const batteries = [...fuByBattery].map(([batteryId, fu]) => ({ batteryId, fu, fuHeld: artilleryOf(state, batteryId).fuHeld }));
  const view: FirePlanView = { serials: views, batteries, totalFu: batteries.reduce((n, b) => n + b.fu, 0), targetIds: [...targetIds], shoots };
  const made = { view, compiled: { serials, shoots, sorties, bombardments } };
  byTerrain.set(terrain, made);
  return made;
}

/**
 * The targets of one shoot of a creeping barrage, the hour from `fromMin`: every unit under the beaten
 * zone of any of `steps` (time order), once, as the step that first reaches it sees it (`reachedAtMin`:
 * the step's start, or the hour's for a step begun before it; `reachedSerialId`; its distance from that
 * step's aim point).
 */
function barrageTargets(steps: readonly Omit<SerialView, 'fuPerBattery' | 'fu'>[], fromMin: number): ShootTarget[] {
  const out = new Map<UnitId, ShootTarget>();
  for (const v of steps) {
    for (const t of v.targets) if (!out.has(t.unitId)) out.set(t.unitId, { ...t, reachedAtMin: Math.max(v.serial.startMin, fromMin), reachedSerialId: v.serialId });
  }
  return [...out.values()];
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
export type FiredDraft = Omit<EventOf<'fireplan.fired', FirePlanPayloads['fireplan.fired']>, 'at' | 'seq'>;

/**
 * Fire `plan` for real with `seededDice(seed)`. Operational scale: every shoot of `compileFirePlan` in
 * time order, resolved by `resolveNqmShoot` with the bases each unit has left (starting from the
 * state's), each costing 1 FU; a barrage's shoot is written as one line per lift step that reached a
 * unit (`shotLines`). Tactical scale: every bombardment, one battery's each bound, by the bound engine
 * (`firedTacticalShots`: every die, hits, bases killed, the FU of each hour on its first bombardment).
 * Folding the draft applies exactly these casualties, disorganisation, pinning and FU (the fold refuses
 * it when a battery holds fewer FU than its shoots: check the plan first). `onlyAtMin`: only the shoots
 * and sorties falling at that minute (operational; the clock fires a committed plan so). Throws `RangeError` for a
 * seed that is not a safe integer, or as `compileFirePlan` and `tacticalPlanInput`.
 */
export function firedDraft(state: CampaignState, plan: FirePlan, terrain: TerrainQuery | null, seed: number, onlyAtMin?: number): FiredDraft {
  if (!Number.isSafeInteger(seed)) throw new RangeError(`the dice seed must be a whole number (a safe integer), got ${String(seed)}`);
  const compiled = compileFirePlan(state, plan, terrain);
  if (plan.scale === 'tactical') {
    return { type: 'fireplan.fired', v: 1, payload: { planId: plan.id, seed, shots: firedTacticalShots(state, plan, compiled, terrain, seed) } };
  }
  const dice = seededDice(seed);
  const remaining = new Map<string, number>();
  // Shoots and sorties in time order, shoots first at the same minute — the order `monteCarloAir` fires them in.
  const events = [...compiled.shoots.map((shoot, i) => ({ at: shoot.atMin, i, shoot })), ...compiled.sorties.map((sortie, i) => ({ at: sortie.atMin, i: compiled.shoots.length + i, sortie }))];
  events.sort((a, b) => a.at - b.at || a.i - b.i);
  const shots: FiringShot[] = events.filter((e) => onlyAtMin === undefined || e.at === onlyAtMin).flatMap((e) =>
    'shoot' in e
      ? shotLines(e.shoot, resolveNqmShoot(e.shoot, dice, remaining))
      : sortieLines(e.sortie, resolveAirSortie(e.sortie, dice, remaining), (res) => shotLines(sortieShoot(e.sortie), res)),
  );
  return { type: 'fireplan.fired', v: 1, payload: { planId: plan.id, seed, shots } };
}

/**
 * The lines of one operational shoot as the firing records them: one line at the shoot's minute with its
 * die and its 1 FU, and on a creeping barrage one more line for each further lift step that reached a
 * unit, at that step's minute, with what fell on the units it reached first (their casualties,
 * disorganisation and pinning, which last from then). The hits of the lines add up to the die's: each
 * later line counts the bases it removed, the first the rest.
 */
function shotLines(shoot: CompiledShoot, r: ShootResult): FiringShot[] {
  const stepOf = new Map(shoot.targets.map((t) => [t.unitId, { serialId: t.reachedSerialId ?? shoot.serialId, atMin: t.reachedAtMin ?? shoot.atMin }]));
  const lines = new Map<string, FiringShot>();
  const line = (unitId: string): FiringShot => {
    const at = stepOf.get(unitId) ?? { serialId: shoot.serialId, atMin: shoot.atMin };
    let l = lines.get(at.serialId);
    if (!l) lines.set(at.serialId, (l = { serialId: at.serialId, batteryId: shoot.batteryId, atMin: at.atMin, dice: [], hits: 0, casualties: [], disorganisedIds: [], pinnedIds: [], fuSpent: 0 }));
    return l;
  };
  const lead = line(shoot.targets.find((t) => (t.reachedSerialId ?? shoot.serialId) === shoot.serialId)?.unitId ?? '');
  lead.dice = r.dice;
  lead.fuSpent = 1;
  for (const c of r.casualties) line(c.unitId).casualties.push(c);
  for (const id of r.disorganisedIds) line(id).disorganisedIds.push(id);
  for (const id of r.pinnedIds) line(id).pinnedIds.push(id);
  let later = 0;
  for (const l of lines.values()) {
    if (l === lead) continue;
    l.hits = l.casualties.reduce((n, c) => n + c.bases, 0);
    later += l.hits;
  }
  lead.hits = r.hits - later;
  return [...lines.values()].sort((a, b) => a.atMin - b.atMin);
}

/** An air sortie's attack as the shoot its lines are written from (the air unit as the "battery"). */
function sortieShoot(s: AirSortie): CompiledShoot {
  return { serialId: s.serialId, batteryId: s.air.unitId, atMin: s.atMin, shoot: 'effective', shell: 'HE', calibreMm: s.calibreMm, targets: s.targets };
}
