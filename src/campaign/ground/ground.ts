/**
 * The units standing on the ground of the campaign map : the lowest placed units of battalion
 * size or smaller, each with the ground it occupies (004 §REAL ESTATE TABLE: frontage and depth by
 * echelon and posture, the lower limit in close country, the upper in open) and its ranges (004
 * §WEAPON RANGE TABLE: contact, effective, harassing) — what contact detection and the map's real-estate
 * layer read.
 */
import { RecordMemo } from '../model/records.ts';
import type { PointM } from '../../rules/bound/types.ts';
import type { GoingAt } from '../../rules/operational/movement.ts';
import type { ContactSubject } from '../../rules/operational/contacts.ts';
import { countryOf, realEstate, unitRanges, type Footprint } from '../../rules/operational/realEstate.ts';
import type { Country, RealEstatePosture } from '../../rules/tables/nqmGround.ts';
import { gridProjection } from '../../rules/projection.ts';
import { fightsOnLand, UNIT_TYPES } from '../../rules/tables/unitTypes.ts';
import { subtreeStrength } from '../model/selectors.ts';
import { ECHELONS, type CampaignState, type Unit } from '../model/types.ts';

/**
 * One unit on the ground: the unit, its point in grid-local metres, its strength (bases of its whole
 * subtree), its posture (its route's, else 'defence' when dug in, else 'advance'), the ground it
 * occupies in average country (null: not in the table — drawn as a point), and its ranges.
 */
export type GroundUnit = {
  unit: Unit;
  at: PointM;
  strength: number;
  posture: RealEstatePosture;
  footprint: Footprint | null;
  ranges: ReturnType<typeof unitRanges>;
};

const BATTALION = ECHELONS.indexOf('battalion');

/**
 * The ground units of `state` (see the module note), in ORBAT order: placed units of battalion size or
 * smaller that have no placed subordinate and a strength above 0; aircraft are not ground units. Memoised per `state.units`.
 */
export function groundUnits(state: CampaignState): GroundUnit[] {
  const memo = MEMO.get(state.units, [state.routes]);
  if (memo && memo.routes === state.routes) return memo.ground;
  const placedBelow = new Set<string>();
  for (const id of state.unitOrder) {
    const u = state.units[id]!;
    if (!u.pos) continue;
    for (let p = u.parentId; p !== undefined && !placedBelow.has(p); p = state.units[p]?.parentId) placedBelow.add(p);
  }
  const proj = gridProjection(state.grid);
  const routes = state.routes ?? {};
  const ground: GroundUnit[] = [];
  for (const id of state.unitOrder) {
    const u = state.units[id]!;
    if (!u.pos || placedBelow.has(id) || ECHELONS.indexOf(u.echelon) < BATTALION || !fightsOnLand(u.type)) continue;
    const strength = subtreeStrength(state, id).bases;
    if (strength === 0) continue;
    const m = proj.toLocal(u.pos);
    const posture: RealEstatePosture = Object.hasOwn(routes, id) ? routes[id]!.posture : u.dugIn ? 'defence' : 'advance';
    ground.push({ unit: u, at: { xM: m.eastingM, yM: m.northingM }, strength, posture, footprint: realEstate(u.echelon, posture, 'average'), ranges: unitRanges(UNIT_TYPES[u.type].arm) });
  }
  MEMO.set(state.units, { routes: state.routes, ground }, [state.routes]);
  return ground;
}

const MEMO = new RecordMemo<{ routes: CampaignState['routes']; ground: GroundUnit[] }>();

/** A ground unit's footprint in the country under it (`goingAt` absent: average country). */
export function footprintIn(g: GroundUnit, goingAt?: GoingAt): Footprint | null {
  const country: Country = goingAt ? countryOf(goingAt(g.at).move) : 'average';
  return country === 'average' ? g.footprint : realEstate(g.unit.echelon, g.posture, country);
}

/**
 * The contact-detection subjects of `ground`: each at its point, its radius half its frontage in the
 * country under it (0 for a unit drawn as a point — *ruling (ours)*: ground as a circle across its
 * frontage), its reach the distance it sees and engages at (`unitRanges(arm).reachM`).
 */
export function subjectsOf(ground: readonly GroundUnit[], goingAt?: GoingAt): ContactSubject[] {
  return ground.map((g) => ({ id: g.unit.id, side: g.unit.side, xM: g.at.xM, yM: g.at.yM, radiusM: (footprintIn(g, goingAt)?.frontageM ?? 0) / 2, reachM: g.ranges.reachM }));
}
