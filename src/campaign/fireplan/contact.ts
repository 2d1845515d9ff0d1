/**
 * The fireplan before an attack on a contact (004 §THE COMBAT SEQUENCE SUMMARY 3 "Run the
 * Artillery Fireplan if there is one before the main attack goes in"; §THE FIREPLAN: "INDIRECT FIRE in
 * the hour immediately before a deliberate attack"): an operational fire plan  with H-hour an
 * hour after `atMin` and one effective HE serial from H−60 to H on the defender's strongest unit, fired by
 * every battery of the attacking side placed within range of it (its NQM range, `artilleryOf`) that holds
 * fire units. The umpire checks and fires it on the Fire plans screen before settling the contact.
 */
import { gridRefToPoint, pointToGridRef } from '../../rules/grid.ts';
import { gridProjection } from '../../rules/projection.ts';
import { artilleryOf, fuHolding, isArtilleryUnit } from '../model/artilleryUnits.ts';
import { subtreeStrength } from '../model/selectors.ts';
import type { CampaignContact } from '../model/turnTypes.ts';
import type { CampaignState, FirePlan, SideId, Unit } from '../model/types.ts';

/** Minutes from the plan being made to its H-hour (the fireplan fills the hour before the attack). */
export const FIREPLAN_LEAD_MIN = 60;

/**
 * The fire plan (see the module note) with id `planId` and Monte Carlo seed `seed`, made at `atMin`.
 * Throws `RangeError` when the attacking side has no battery on the map within range holding fire units,
 * naming the target's grid reference.
 */
export function contactFirePlan(state: CampaignState, contact: CampaignContact, attackerSide: SideId, opts: { planId: string; atMin: number; seed: number }): FirePlan {
  const size = (u: Unit): number => subtreeStrength(state, u.id).bases;
  const defenders = (attackerSide === 'blue' ? contact.redIds : contact.blueIds).map((id) => state.units[id]!).filter((u) => u.pos);
  if (defenders.length === 0) throw new RangeError(`contact ${contact.ref} has no defender on the map to bombard`);
  const target = defenders.reduce((m, u) => (size(u) > size(m) ? u : m));
  const proj = gridProjection(state.grid);
  const at = (u: Unit) => proj.toLocal(u.pos!);
  const t = at(target);
  const firerIds = state.unitOrder.filter((id) => {
    const u = state.units[id]!;
    if (u.side !== attackerSide || !u.pos || !isArtilleryUnit(u) || u.echelon !== 'company' || fuHolding(u) < 1) return false;
    const p = at(u);
    return Math.hypot(p.eastingM - t.eastingM, p.northingM - t.northingM) <= artilleryOf(state, id).rangeM;
  });
  const targetRef = pointToGridRef(state.grid, target.pos!, 8);
  if (firerIds.length === 0) throw new RangeError(`no ${state.sides[attackerSide].name} battery on the map is within range of ${target.shortName} at ${targetRef} with fire units left`);
  return {
    id: opts.planId,
    title: `Fireplan on ${target.shortName} (contact ${contact.ref})`.slice(0, 200),
    side: attackerSide,
    hHourMin: opts.atMin + FIREPLAN_LEAD_MIN,
    scale: 'operational',
    edition: 'v0.8',
    windToDeg: 90,
    serials: [
      { id: 's1', label: `Bombard ${target.shortName}`, startOffsetMin: -FIREPLAN_LEAD_MIN, durationMin: FIREPLAN_LEAD_MIN, targetRef, targetPos: gridRefToPoint(state.grid, targetRef), firerIds, shoot: 'effective', shell: 'HE' },
    ],
    lifts: [],
    seed: opts.seed,
    notes: `Made from contact ${contact.ref}: fire it before settling the attack.`,
  };
}
