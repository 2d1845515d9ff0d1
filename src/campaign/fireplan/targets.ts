/**
 * The units a fire plan's serials can fall on (operational beaten zone; RULINGS.md and the
 * docs/RULINGS.md): every **positioned leaf unit** of either side — a unit with a position and no
 * positioned subordinate, of battalion echelon or smaller, with bases left — in the campaign grid's
 * metres, with the half frontage that counts when deciding whether it is under a beaten zone
 * (004 §REAL ESTATE TABLE: company 150 m, battalion 500 m, `TARGET_HALF_FRONTAGE_M`; platoons and
 * sections count as companies, *ruling*) and its protection: 'fort' when the terrain at its position is
 * fortification, 'dugIn' when `unit.dugIn`, else 'open'. Memoised per state (and terrain).
 */
import type { Protection } from '../../rules/artillery/classes.ts';
import { gridProjection } from '../../rules/projection.ts';
import { BEATEN_ZONE_RADIUS_M, TARGET_HALF_FRONTAGE_M } from '../../rules/tables/nqmArtillery.ts';
import { BOMBARDMENT_DIAMETER_M } from '../../rules/tables/artillery1418.ts';
import type { LonLat } from '../../rules/types.ts';
import { childrenOf } from '../model/selectors.ts';
import type { TerrainQuery } from '../ground/terrainQuery.ts';
import { ECHELONS, type CampaignState, type FirePlan, type SideId, type UnitId } from '../model/types.ts';

/** A unit that can be under a beaten zone: grid metres (easting `xM`, northing `yM`), half frontage, bases, protection. */
export type ZoneUnit = { id: UnitId; side: SideId; xM: number; yM: number; halfFrontageM: number; bases: number; protection: Protection };

const BATTALION_RANK = ECHELONS.indexOf('battalion');
const COMPANY_RANK = ECHELONS.indexOf('company');

type Base = { id: UnitId; side: SideId; xM: number; yM: number; halfFrontageM: number; bases: number; dugIn: boolean };
const baseCache = new WeakMap<CampaignState, Base[]>();
const zoneCache = new WeakMap<CampaignState, Map<TerrainQuery | null, ZoneUnit[]>>();

function leafUnits(state: CampaignState): Base[] {
  const hit = baseCache.get(state);
  if (hit) return hit;
  const children = childrenOf(state);
  const proj = gridProjection(state.grid);
  const out: Base[] = [];
  /** Whether `id` or anything under it has a position; pushes the leaves met. */
  const visit = (id: UnitId): boolean => {
    let below = false;
    for (const c of children.get(id) ?? []) if (visit(c)) below = true;
    const u = state.units[id]!;
    if (!u.pos) return below;
    const rank = ECHELONS.indexOf(u.echelon);
    if (!below && rank >= BATTALION_RANK && u.bases > 0) {
      const m = proj.toLocal(u.pos);
      const halfFrontageM = rank >= COMPANY_RANK ? TARGET_HALF_FRONTAGE_M.company : TARGET_HALF_FRONTAGE_M.battalion;
      out.push({ id, side: u.side, xM: m.eastingM, yM: m.northingM, halfFrontageM, bases: u.bases, dugIn: u.dugIn });
    }
    return true;
  };
  for (const id of children.get(undefined) ?? []) visit(id);
  baseCache.set(state, out);
  return out;
}

/**
 * Every positioned leaf unit of `state` (see the module note), in ORBAT order. `terrain` must be a
 * query built on the campaign grid's origin (`createTerrainQuery(terrain, { lon: grid.originLon, lat:
 * grid.originLat })`), so its metres are the grid's easting and northing; null: no terrain (no
 * fortification found).
 */
export function zoneUnits(state: CampaignState, terrain: TerrainQuery | null): readonly ZoneUnit[] {
  let memo = zoneCache.get(state);
  if (!memo) {
    memo = new Map();
    zoneCache.set(state, memo);
  }
  const hit = memo.get(terrain);
  if (hit) return hit;
  const out = leafUnits(state).map(({ dugIn, ...b }) => {
    const fort = terrain !== null && terrain.terrainAt({ xM: b.xM, yM: b.yM }).cover === 'fortification';
    const protection: Protection = fort ? 'fort' : dugIn ? 'dugIn' : 'open';
    return { ...b, protection };
  });
  memo.set(terrain, out);
  return out;
}

/**
 * The radius of a plan's zone of fire round each aim point, metres: the operational beaten zone
 * (`BEATEN_ZONE_RADIUS_M`, 150 m, *ruling*) or, at tactical scale, the 1418 template's radius
 * (v0.8 38.1 m, v0.7 76.2 m; 001 §ARTILLERY, 000 §Artillery).
 */
export function zoneRadiusM(plan: Pick<FirePlan, 'scale' | 'edition'>): number {
  return plan.scale === 'tactical' ? BOMBARDMENT_DIAMETER_M[plan.edition] / 2 : BEATEN_ZONE_RADIUS_M;
}

/** A unit near an aim point: the unit and its distance (metres) from the aim point to its position. */
export type NearUnit = { unit: ZoneUnit; distanceM: number };

/**
 * The zone units whose edge (position less half frontage) lies within `reachM` of `aim`, nearest
 * first (ties in ORBAT order). O(units).
 */
export function unitsNear(state: CampaignState, terrain: TerrainQuery | null, aim: LonLat, reachM: number): NearUnit[] {
  const m = gridProjection(state.grid).toLocal(aim);
  const out: NearUnit[] = [];
  for (const unit of zoneUnits(state, terrain)) {
    const dx = unit.xM - m.eastingM;
    const dy = unit.yM - m.northingM;
    const within = reachM + unit.halfFrontageM;
    if (dx > within || dx < -within || dy > within || dy < -within) continue;
    const distanceM = Math.sqrt(dx * dx + dy * dy);
    if (distanceM - unit.halfFrontageM <= reachM) out.push({ unit, distanceM });
  }
  return out.sort((a, b) => a.distanceM - b.distanceM);
}
