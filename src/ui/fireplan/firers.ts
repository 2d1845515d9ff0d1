/**
 * Who can fire in a fire plan, as the serial table offers it: a side's
 * batteries, artillery formations and air units (a formation means all its batteries). What counts as a
 * battery is the campaign's rule (`src/campaign/model/artilleryUnits.ts`: `batteriesUnder`); this module
 * lists, filters and names the choices.
 */
import { batteriesUnder, isAirUnit, isArtilleryUnit, foldForSearch, orbatOrder, type CampaignState, type SideId, type UnitId } from '../../campaign/index.ts';

/** One firer the screen offers: the unit, its short and full name, and whether it is a battery or a formation. */
export type FirerOption = { id: UnitId; label: string; name: string; kind: 'battery' | 'formation' };

/**
 * The side's batteries and artillery formations (artillery units with batteries under them), and its air
 * units (aircraft fly sorties in a plan), in ORBAT order; an infantry brigade with a trench-mortar battery
 * is not offered, its battery is.
 */
export function firerOptions(state: CampaignState, side: SideId): FirerOption[] {
  const out: FirerOption[] = [];
  for (const id of orbatOrder(state)) {
    const u = state.units[id]!;
    if (u.side !== side) continue;
    const batteries = batteriesUnder(state, id);
    if (!(isArtilleryUnit(u) || isAirUnit(u)) || batteries.length === 0) continue;
    out.push({ id, label: u.shortName, name: u.name, kind: batteries.length === 1 && batteries[0] === id ? 'battery' : 'formation' });
  }
  return out;
}

/**
 * The options matching a search (short name or full name, case- and accent-insensitive), keeping
 * those already ticked (`keep`) so that a filter never hides a choice made.
 */
export function filterFirers(options: readonly FirerOption[], query: string, keep: readonly UnitId[]): FirerOption[] {
  const q = foldForSearch(query.trim());
  if (q === '') return [...options];
  return options.filter((o) => keep.includes(o.id) || foldForSearch(o.label).includes(q) || foldForSearch(o.name).includes(q));
}

/** The firers as one line of short names, e.g. `A1/1, 80 Art/Btn 2`; `none` when empty. */
export function firersText(state: CampaignState, firerIds: readonly UnitId[]): string {
  if (firerIds.length === 0) return 'none';
  return firerIds.map((id) => state.units[id]?.shortName ?? id).join(', ');
}
