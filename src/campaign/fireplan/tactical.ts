/**
 * A fire plan at tactical scale against the campaign (at tactical scale a serial is resolved by the bound
 * engine's bombardment; 001 §ARTILLERY, §SMOKE SCREENS & POISON GAS; 000 §Artillery;
 * RULINGS.md §Bombardment):
 * - **The engagement**: every positioned leaf unit (`zoneUnits`) of either side whose position lies
 *   within an HE or gas serial's template radius + its half frontage + `TACTICAL_DEPLOY_MARGIN_M`
 *   (*ruling*: enough for a company of ten bases laid out in line) is set out for the bound engine by
 *   `buildEngagementInput` (bases in line facing the other side, dug in, injured as the campaign says)
 *   and `createEngagement`, with the plan's edition and wind. Friendly units are set out too; the
 *   engine's allocation lays shots only on enemy bases. When one side has no unit near, a stand-in
 *   one-base company of that side (at the first positioned firing battery, else the grid's centre) is
 *   set out so the targets face it, and taken out again before the engagement is created. Engagement
 *   metres are the campaign grid's easting/northing, as the terrain query's (built on the grid origin).
 * - **The bombardments** (`compileFirePlan(...).bombardments`): every battery of a serial or lift fires
 *   its own bombardment each bound of 10 minutes (*ruling*: each battery bombards as an SF's batteries
 *   would, shots = arming × its bases, the (+N) bonus on its first die) at the aim point of the serial or
 *   lift step in force; the first bombardment of each started hour (2 hours harassing) spends its 1 FU
 *   (docs/RULINGS.md §Fire units on a creeping barrage).
 * - **Sub-units back to campaign units**: a sub-unit that is a campaign unit (a company, or a listed
 *   subordinate) or a company set out alone (`<id>.coy`) stands for that unit's subtree; a battalion's
 *   HQ and companies (`<id>.hq`, `<id>.c1`, …) for the battalion's own bases. A sub-unit's injuries
 *   (first) and kills of one bombardment go to those units in ORBAT order (the unit itself first),
 *   counting each unit's bases and injured bases through the firing: an injury to the first with an
 *   uninjured base, a kill to the first with an injured base (the engine kills only injured bases),
 *   else to the first with a base left; never more than one has.
 * - `firedTacticalShots`: the bombardments fired for real in order (`resolveTacticalPlan`: the same
 *   order and cordon drift as every trial of `monteCarloTactical`) as `FiringShot`s: every die, the
 *   hits, bases killed (`casualties`) and bases injured (`injuries`) per campaign unit, no
 *   disorganisation or pinning (1418 has none), and the FU its bombardment spends (0 for a battery with
 *   no bases left: it cannot fire). Folded, a unit's injured bases become injured + injuries − kills (`fireplan/fired.ts`).
 */
import { createEngagement } from '../../rules/bound/create.ts';
import type { BoundEnv, EngagementState } from '../../rules/bound/types.ts';
import { resolveTacticalPlan, type TacticalSerial } from '../../rules/artillery/index.ts';
import { seededDice } from '../../rules/dice.ts';
import { gridProjection } from '../../rules/projection.ts';
import { characteristics, type AnyCharacteristicId } from '../../rules/tables/characteristics1418.ts';
import { characteristicFor } from '../../rules/tables/unitTypes.ts';
import type { LonLat } from '../../rules/types.ts';
import { buildEngagementInput } from '../engagement/engagements.ts';
import type { CompiledFirePlan } from './state.ts';
import { unitsNear, zoneRadiusM } from './targets.ts';
import { subtreeIds, subtreeStrength, unitPosition } from '../model/selectors.ts';
import type { TerrainQuery } from '../ground/terrainQuery.ts';
import type { CampaignState, FirePlan, FiringShot, SideId, Unit, UnitId } from '../model/types.ts';

/** How far beyond a template's radius and a unit's half frontage a unit is still set out, metres (*ruling*). */
export const TACTICAL_DEPLOY_MARGIN_M = 100;

/** Id of the stand-in unit set out when a side has no unit near the aim points (never in the engagement made). */
export const STAND_IN_ID = '__fireplan-stand-in__';

/** A sub-unit of the engagement: its name, side, and the campaign units whose bases it holds (ORBAT order). */
export type TacticalSubUnit = { name: string; side: SideId; unitIds: UnitId[] };

/**
 * What the bound engine is given for a tactical plan: the engagement (null when no enemy unit is near
 * any HE or gas serial: nothing can be hit), one `TacticalSerial` per bombardment in the order of
 * `compiled.bombardments` (`serialId` = `‹serial id›/‹battery id›@‹minute›`), and the engagement's
 * sub-units by id. Plain JSON.
 */
export type TacticalPlanInput = { engagement: EngagementState | null; serials: TacticalSerial[]; subUnits: Record<string, TacticalSubUnit> };

const OPEN_GROUND: Pick<BoundEnv, 'terrainAt' | 'lineOfSight'> = { terrainAt: () => ({ move: 'open', cover: 'open', road: false }), lineOfSight: () => true };

/** The terrain and line of sight of a bound-engine run: the query's, or open ground everywhere when null. */
export function tacticalGround(terrain: TerrainQuery | null): Pick<BoundEnv, 'terrainAt' | 'lineOfSight'> {
  return terrain ? { terrainAt: (p) => terrain.terrainAt(p), lineOfSight: (a, b) => terrain.lineOfSight(a, b) } : OPEN_GROUND;
}

const cache = new WeakMap<CompiledFirePlan, TacticalPlanInput>();

/** The campaign units a sub-unit's bases come from (see the module note). */
function unitsOfSubUnit(state: CampaignState, subId: string, formationId: string): UnitId[] {
  const whole = Object.hasOwn(state.units, subId) ? subId : subId === `${formationId}.coy` ? formationId : null;
  return whole === null ? [formationId] : subtreeIds(state, whole).filter((id) => state.units[id]!.bases > 0);
}

/** The units set out: ids near the HE and gas aim points (ORBAT order of `zoneUnits`), or none. */
function unitsNearAims(state: CampaignState, plan: FirePlan, compiled: CompiledFirePlan): { ids: UnitId[]; sides: Set<SideId> } {
  const reach = zoneRadiusM(plan) + TACTICAL_DEPLOY_MARGIN_M;
  const ids = new Set<UnitId>();
  const sides = new Set<SideId>();
  for (const s of compiled.serials) {
    if (s.shell === 'smoke') continue;
    for (const { unit } of unitsNear(state, null, s.targetPos, reach)) {
      ids.add(unit.id);
      sides.add(unit.side);
    }
  }
  return { ids: [...ids], sides };
}

/** A one-base infantry company of `side` at `pos`, for `buildEngagementInput` to face the targets towards. */
function standIn(side: SideId, pos: LonLat): Unit {
  return { id: STAND_IN_ID, side, name: 'Stand-in', shortName: 'Stand-in', echelon: 'company', type: 'infantry', grade: 'R', bases: 1, establishmentBases: 1, injuredBases: 0, dugIn: false, pos };
}

/**
 * The bound engine's input for `plan` (see the module note and `TacticalPlanInput`), memoised per
 * compiled plan. Throws `RangeError` naming the battery and serial when a battery's type is not in
 * the edition's characteristics table (e.g. siege guns in v0.7), and, prefixed “the units near the aim
 * points cannot be set out for the bound engine”, `buildEngagementInput`'s refusal naming the unit
 * (e.g. a battalion whose companies have no position).
 */
export function tacticalPlanInput(state: CampaignState, plan: FirePlan, compiled: CompiledFirePlan): TacticalPlanInput {
  const hit = cache.get(compiled);
  if (hit) return hit;
  const proj = gridProjection(state.grid);
  const byId = new Map(compiled.serials.map((s) => [s.id, s]));
  const serials = compiled.bombardments.map((b): TacticalSerial => {
    const serial = byId.get(b.serialId)!;
    const battery = state.units[b.batteryId]!;
    let characteristic: AnyCharacteristicId;
    try {
      characteristic = characteristicFor(battery.type, plan.edition);
      characteristics(characteristic, plan.edition);
    } catch (e) {
      throw new RangeError(`${battery.name} cannot fire serial “${serial.label || serial.id}” at tactical scale: ${(e as Error).message}`);
    }
    const m = proj.toLocal(serial.targetPos);
    return {
      serialId: `${b.serialId}/${b.batteryId}@${b.atMin}`,
      side: plan.side,
      atMin: b.atMin,
      centreM: { xM: m.eastingM, yM: m.northingM },
      firers: [{ id: b.batteryId, characteristic, bases: subtreeStrength(state, b.batteryId).bases }],
      shell: serial.shell,
    };
  });
  const near = unitsNearAims(state, plan, compiled);
  const enemyNear = [...near.sides].some((s) => s !== plan.side);
  let engagement: EngagementState | null = null;
  const subUnits: Record<string, TacticalSubUnit> = {};
  if (enemyNear) {
    let built = state;
    const ids = [...near.ids];
    if (near.sides.size < 2) {
      const firstBattery = compiled.bombardments.map((b) => unitPosition(state, b.batteryId)).find((p) => p !== undefined);
      const pos = firstBattery ?? proj.toLonLat({ eastingM: state.grid.widthM / 2, northingM: state.grid.heightM / 2 });
      built = { ...state, units: { ...state.units, [STAND_IN_ID]: standIn(plan.side, pos) }, unitOrder: [...state.unitOrder, STAND_IN_ID] };
      ids.push(STAND_IN_ID);
    }
    let input;
    try {
      input = buildEngagementInput(built, ids, { edition: plan.edition }).input;
    } catch (e) {
      throw new RangeError(`the units near the aim points cannot be set out for the bound engine: ${(e as Error).message}`);
    }
    input.formations = input.formations.filter((f) => f.id !== STAND_IN_ID);
    input.subUnits = input.subUnits.filter((u) => u.formationId !== STAND_IN_ID);
    input.windTowardDeg = plan.windToDeg;
    engagement = createEngagement(input);
    for (const u of engagement.subUnits) {
      subUnits[u.id] = { name: u.name, side: state.units[u.formationId]!.side, unitIds: unitsOfSubUnit(state, u.id, u.formationId) };
    }
  }
  const made: TacticalPlanInput = { engagement, serials, subUnits };
  cache.set(compiled, made);
  return made;
}

/** A unit's bases and injured bases as a firing's shots leave them (`firedTacticalShots`). */
type Standing = { bases: number; injured: number };

/**
 * Hand `count` injuries or kills of a sub-unit to its campaign units `ids` (ORBAT order): each to the
 * first unit `fits` (an uninjured base for an injury, an injured one for a kill), else to the first
 * with a base left; `standing` and `into` (per unit, this shot) are updated. Returns nothing.
 */
function share(ids: readonly UnitId[], count: number, kind: 'injured' | 'killed', standing: (id: UnitId) => Standing, into: Map<UnitId, number>): void {
  const fits = (st: Standing) => (kind === 'injured' ? st.bases > st.injured : st.injured > 0);
  for (let n = 0; n < count; n++) {
    const id = ids.find((u) => fits(standing(u))) ?? ids.find((u) => standing(u).bases > 0);
    if (id === undefined) return;
    const st = standing(id);
    if (kind === 'injured') st.injured = Math.min(st.injured + 1, st.bases);
    else {
      st.bases -= 1;
      st.injured = Math.max(0, Math.min(st.injured - 1, st.bases));
    }
    into.set(id, (into.get(id) ?? 0) + 1);
  }
}

const lines = (m: Map<UnitId, number>) => [...m].map(([unitId, bases]) => ({ unitId, bases }));

/**
 * The plan's bombardments fired for real (see the module note) with `seededDice(seed)` on `terrain`
 * (a query on the grid origin; null: open ground), one `FiringShot` per bombardment in the order of
 * `compiled.bombardments`, each with its `injuries` (possibly none). Throws as `tacticalPlanInput`.
 */
export function firedTacticalShots(state: CampaignState, plan: FirePlan, compiled: CompiledFirePlan, terrain: TerrainQuery | null, seed: number): FiringShot[] {
  const input = tacticalPlanInput(state, plan, compiled);
  const fu = (i: number) => (input.serials[i]!.firers[0]!.bases > 0 ? compiled.bombardments[i]!.fu : 0);
  const shot = (i: number, over: Partial<FiringShot> = {}): FiringShot => {
    const b = compiled.bombardments[i]!;
    return { serialId: b.serialId, batteryId: b.batteryId, atMin: b.atMin, dice: [], hits: 0, casualties: [], injuries: [], disorganisedIds: [], pinnedIds: [], fuSpent: fu(i), ...over };
  };
  if (!input.engagement) return compiled.bombardments.map((_, i) => shot(i));
  const { firings } = resolveTacticalPlan(input.engagement, input.serials, { ...tacticalGround(terrain), dice: seededDice(seed) });
  const standings = new Map<UnitId, Standing>();
  const standing = (id: UnitId): Standing => {
    let st = standings.get(id);
    if (!st) {
      const u = state.units[id]!;
      standings.set(id, (st = { bases: u.bases, injured: Math.min(u.injuredBases, u.bases) }));
    }
    return st;
  };
  return firings.map((f, i) => {
    if (f.serialId !== input.serials[i]!.serialId) throw new Error(`firedTacticalShots: bombardment ${i + 1} came back out of order (${f.serialId})`);
    const casualties = new Map<UnitId, number>();
    const injuries = new Map<UnitId, number>();
    for (const loss of f.losses) {
      const ids = input.subUnits[loss.subUnitId]?.unitIds ?? [];
      share(ids, loss.injured, 'injured', standing, injuries);
      share(ids, loss.killed, 'killed', standing, casualties);
    }
    return shot(i, { dice: f.dice, hits: f.hits, casualties: lines(casualties), injuries: lines(injuries) });
  });
}
