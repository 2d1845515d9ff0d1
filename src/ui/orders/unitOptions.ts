/**
 * The order form's unit choices, drawn from the ORBAT: select options in tree order, indented by
 * depth, and a formation's units under command / in support (004 §ORDER OF BATTLE). Pure.
 */
import type { CampaignState, SideId, Unit, UnitId } from '../../campaign/index.ts';
import { isOrderHq } from './orderDraft.ts';

/** One option: the unit's id, its name indented two no-break spaces per level below its side's top, and its side. */
export type UnitOption = { id: UnitId; label: string; side: SideId };

function depthOf(state: Pick<CampaignState, 'units'>, u: Unit): number {
  let d = 0;
  const seen = new Set<UnitId>([u.id]);
  for (let p = u.parentId; p && state.units[p] && !seen.has(p); p = state.units[p]!.parentId) {
    seen.add(p);
    d++;
  }
  return d;
}

/**
 * Options for every unit of `side` (null: both sides) in ORBAT order; `hqOnly` keeps battalions and
 * above (the HQs orders are written for and by).
 */
export function unitOptions(state: Pick<CampaignState, 'units' | 'unitOrder'>, side: SideId | null, hqOnly: boolean): UnitOption[] {
  const out: UnitOption[] = [];
  for (const id of state.unitOrder) {
    const u = state.units[id];
    if (!u || (side && u.side !== side) || (hqOnly && !isOrderHq(u))) continue;
    out.push({ id, label: `${'\u00a0\u00a0'.repeat(depthOf(state, u))}${u.name}`, side: u.side });
  }
  return out;
}

/** A formation's command structure in the ORBAT: units Under Command of it, and units In Direct Support / In Support of it, in tree order. */
export function orbatCommandOf(
  state: Pick<CampaignState, 'units' | 'unitOrder'>,
  forId: UnitId,
): { underCommand: Unit[]; inDirectSupport: Unit[]; inSupport: Unit[] } {
  const units = state.unitOrder.map((id) => state.units[id]).filter((u): u is Unit => u !== undefined);
  return {
    underCommand: units.filter((u) => u.parentId === forId),
    inDirectSupport: units.filter((u) => u.support?.toId === forId && u.support.relation === 'inDirectSupport'),
    inSupport: units.filter((u) => u.support?.toId === forId && u.support.relation === 'inSupport'),
  };
}
