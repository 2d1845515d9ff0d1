/**
 * What a unit picker offers, in the order an umpire looks for a unit: first the chain of command of the
 * unit the form is about (its HQs up to the top, itself, then everything under it), then the rest of
 * its side, then the other side; filtered by what is typed (name or short name, case and accents
 * ignored). Pure: no React.
 */
import { foldForSearch, type CampaignState, type SideId, type Unit, type UnitId } from '../../campaign/index.ts';

/** A group of offered units under a heading. */
export type PickerGroup = { title: string; units: Unit[] };

/** Most options listed at once; the rest are counted ("type to narrow"). */
export const MAX_LISTED_UNITS = 80;

/**
 * The groups of `offered` (units in ORBAT order) around `anchorId` (the unit the form is about: its
 * chain of command first) and `side` (that side's units before the other's; default the anchor's side).
 * Empty groups are left out.
 */
export function pickerGroups(state: Pick<CampaignState, 'units' | 'sides'>, offered: readonly Unit[], anchorId: UnitId | null, side?: SideId | null): PickerGroup[] {
  const anchor = anchorId !== null ? state.units[anchorId] : undefined;
  const ownSide = side ?? anchor?.side ?? null;
  const chain = new Set<UnitId>();
  if (anchor) {
    const seen = new Set<UnitId>();
    for (let u: Unit | undefined = anchor; u && !seen.has(u.id); u = u.parentId !== undefined ? state.units[u.parentId] : undefined) {
      seen.add(u.id);
      chain.add(u.id);
    }
  }
  const under = (u: Unit): boolean => {
    if (!anchor) return false;
    const seen = new Set<UnitId>();
    for (let p = u.parentId; p !== undefined && !seen.has(p); p = state.units[p]?.parentId) {
      if (p === anchor.id) return true;
      seen.add(p);
    }
    return false;
  };
  const groups: PickerGroup[] = [
    { title: anchor ? `Chain of command of ${anchor.shortName}` : 'Chain of command', units: [] },
    { title: ownSide ? state.sides[ownSide].name : 'Units', units: [] },
    { title: ownSide ? state.sides[ownSide === 'blue' ? 'red' : 'blue'].name : 'Other units', units: [] },
  ];
  for (const u of offered) {
    if (chain.has(u.id) || under(u)) groups[0]!.units.push(u);
    else if (ownSide === null || u.side === ownSide) groups[1]!.units.push(u);
    else groups[2]!.units.push(u);
  }
  return groups.filter((g) => g.units.length > 0);
}

/**
 * `groups` narrowed to the units whose name or short name contains `query` (case and accents ignored),
 * at most `limit` listed in all; `hidden` counts the matches left out.
 */
export function filterGroups(groups: readonly PickerGroup[], query: string, limit = MAX_LISTED_UNITS): { groups: PickerGroup[]; hidden: number } {
  const q = foldForSearch(query.trim());
  let left = limit;
  let hidden = 0;
  const out: PickerGroup[] = [];
  for (const g of groups) {
    const units: Unit[] = [];
    for (const u of g.units) {
      if (q !== '' && !foldForSearch(u.name).includes(q) && !foldForSearch(u.shortName).includes(q)) continue;
      if (left > 0) {
        units.push(u);
        left--;
      } else hidden++;
    }
    if (units.length > 0) out.push({ title: g.title, units });
  }
  return { groups: out, hidden };
}
