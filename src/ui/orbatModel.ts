/**
 * The ORBAT tree's model, free of React: the parent → children index of a campaign's units, the
 * subtree strength totals for every unit in one pass, and the flat list of rows that are visible
 * for a given set of expanded nodes (only those rows are rendered, so a several-hundred-unit ORBAT
 * stays fast). Strength follows ARCHITECTURE.md §Strength: a unit's own bases plus its subtree's.
 */
import { searchUnits, type CampaignState, type SideId, type UnitId } from '../campaign/index.ts';

/** The key of a row: a unit id, or `side:<side>` for a side's heading row (unit ids have no `:`). */
export type RowKey = string;

/** The sides in the order the tree shows them. */
export const SIDE_ORDER: readonly SideId[] = ['blue', 'red'];

/** The key of a side's heading row, e.g. `side:blue`. */
export const sideKey = (side: SideId): RowKey => `side:${side}`;

/** Subtree strength of one unit: bases, injured bases and establishment summed over the subtree. */
export type StrengthTotals = { bases: number; injuredBases: number; establishmentBases: number };

/**
 * The tree structure of a campaign's units.
 * - `roots`: per side, the ids of its top units (no parent, or a parent of the other side), in ORBAT order.
 * - `children`: unit id → its subordinates' ids in ORBAT order (absent for a leaf).
 * - `parent`: row key → the row key above it (a top unit's parent is its side's key).
 * - `totals`: unit id → subtree strength (own bases included).
 */
export type OrbatIndex = {
  roots: Record<SideId, UnitId[]>;
  children: Map<UnitId, UnitId[]>;
  parent: Map<RowKey, RowKey>;
  totals: Map<UnitId, StrengthTotals>;
};

/**
 * Build the index of a state's units in O(units). Units whose `parentId` is unknown are shown as
 * top units of their side rather than dropped.
 */
export function buildOrbatIndex(state: Pick<CampaignState, 'units' | 'unitOrder'>): OrbatIndex {
  const roots: Record<SideId, UnitId[]> = { blue: [], red: [] };
  const children = new Map<UnitId, UnitId[]>();
  const parent = new Map<RowKey, RowKey>();
  const totals = new Map<UnitId, StrengthTotals>();
  for (const id of state.unitOrder) {
    const u = state.units[id];
    if (!u) continue;
    const p = u.parentId !== undefined ? state.units[u.parentId] : undefined;
    if (p && p.side === u.side) {
      const list = children.get(p.id);
      if (list) list.push(id);
      else children.set(p.id, [id]);
      parent.set(id, p.id);
    } else {
      roots[u.side].push(id);
      parent.set(id, sideKey(u.side));
    }
  }
  for (let i = state.unitOrder.length - 1; i >= 0; i--) {
    const id = state.unitOrder[i]!;
    const u = state.units[id];
    if (!u) continue;
    const own = totals.get(id) ?? { bases: 0, injuredBases: 0, establishmentBases: 0 };
    own.bases += u.bases;
    own.injuredBases += u.injuredBases;
    own.establishmentBases += u.establishmentBases;
    totals.set(id, own);
    const pk = parent.get(id);
    if (pk !== undefined && !pk.startsWith('side:')) {
      const up = totals.get(pk) ?? { bases: 0, injuredBases: 0, establishmentBases: 0 };
      up.bases += own.bases;
      up.injuredBases += own.injuredBases;
      up.establishmentBases += own.establishmentBases;
      totals.set(pk, up);
    }
  }
  return { roots, children, parent, totals };
}

/** One visible row. `level` is the ARIA level (sides are 1); `posInSet`/`setSize` count siblings shown. */
export type OrbatRow = {
  key: RowKey;
  kind: 'side' | 'unit';
  side: SideId;
  level: number;
  expandable: boolean;
  expanded: boolean;
  posInSet: number;
  setSize: number;
  /** True when a search is active and this unit matches it (not just an ancestor of a match). */
  match: boolean;
};

/** A search filter: the matching units and every unit to show (matches plus their ancestors). */
export type OrbatFilter = { matches: ReadonlySet<UnitId>; visible: ReadonlySet<UnitId> };

/**
 * The rows shown, top to bottom: each side's heading then, where expanded, its units depth-first.
 * With a `filter`, only units in `filter.visible` are listed and a node counts as expandable only
 * when it has a visible child.
 */
export function visibleRows(index: OrbatIndex, expanded: ReadonlySet<RowKey>, filter: OrbatFilter | null): OrbatRow[] {
  const rows: OrbatRow[] = [];
  const shown = (id: UnitId) => !filter || filter.visible.has(id);
  const walk = (ids: readonly UnitId[], side: SideId, level: number) => {
    const list = ids.filter(shown);
    list.forEach((id, i) => {
      const kids = (index.children.get(id) ?? []).filter(shown);
      const isOpen = kids.length > 0 && expanded.has(id);
      rows.push({
        key: id,
        kind: 'unit',
        side,
        level,
        expandable: kids.length > 0,
        expanded: isOpen,
        posInSet: i + 1,
        setSize: list.length,
        match: filter !== null && filter.matches.has(id),
      });
      if (isOpen) walk(kids, side, level + 1);
    });
  };
  SIDE_ORDER.forEach((side, i) => {
    const key = sideKey(side);
    const top = index.roots[side].filter(shown);
    const isOpen = top.length > 0 && expanded.has(key);
    rows.push({
      key,
      kind: 'side',
      side,
      level: 1,
      expandable: top.length > 0,
      expanded: isOpen,
      posInSet: i + 1,
      setSize: SIDE_ORDER.length,
      match: false,
    });
    if (isOpen) walk(top, side, 2);
  });
  return rows;
}

/**
 * The rows expanded when a campaign is first shown: both sides and the top two levels of units
 * (so a side opens down to its divisions when its top is an army and corps).
 */
export function initialExpanded(index: OrbatIndex): Set<RowKey> {
  const out = new Set<RowKey>(SIDE_ORDER.map(sideKey));
  for (const side of SIDE_ORDER) {
    for (const id of index.roots[side]) {
      out.add(id);
      for (const kid of index.children.get(id) ?? []) out.add(kid);
    }
  }
  return out;
}

/** The row keys above `key`, nearest first, up to and including its side's key. */
export function rowAncestors(index: OrbatIndex, key: RowKey): RowKey[] {
  const out: RowKey[] = [];
  let k = index.parent.get(key);
  while (k !== undefined && !out.includes(k)) {
    out.push(k);
    k = index.parent.get(k);
  }
  return out;
}

/**
 * The search filter for a query (`searchUnits`, `src/campaign/model/selectors.ts`: name or short name,
 * case- and accent-insensitive), or null for a blank query (no filter).
 */
export function filterUnits(state: CampaignState, query: string): OrbatFilter | null {
  if (query.trim() === '') return null;
  const { matches, visible } = searchUnits(state, query);
  return { matches: new Set(matches), visible };
}
