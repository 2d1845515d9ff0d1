/**
 * Pure selectors over a `CampaignState`: the ORBAT tree, formation strength and position, unit
 * search. (Which units the map draws at a zoom level is `src/map/aggregate.ts`.)
 *
 * "ORBAT order" is the tree's pre-order (a unit, then each child's subtree), siblings in the order of
 * `state.unitOrder`; with a scenario listed depth-first it is `unitOrder` itself. Tree indexes and
 * derived positions are built once per state object and memoised in `WeakMap`s (states are never
 * mutated: `applyEvent` returns a new object). Functions taking a unit id throw `RangeError`
 * (`unknown unit "<id>"`) for an id the state does not have.
 */
import type { LonLat } from '../../rules/types.ts';
import type { CampaignContact } from './turnTypes.ts';
import type { CampaignState, SideId, UnitId } from './types.ts';

/** The other side. */
export const otherSide = (side: SideId): SideId => (side === 'blue' ? 'red' : 'blue');

/** The units of `side` in a contact (its `blueIds` or `redIds`). */
export const contactSideIds = (contact: Pick<CampaignContact, 'blueIds' | 'redIds'>, side: SideId): UnitId[] => (side === 'blue' ? contact.blueIds : contact.redIds);

/** Strength of a subtree, summed over the unit and all its subordinates (ARCHITECTURE.md §Strength). */
export type SubtreeStrength = { bases: number; injuredBases: number; establishmentBases: number };

/** Result of `searchUnits`: the matches, and the matches with all their ancestors (for the tree). */
export type UnitSearch = { matches: UnitId[]; visible: ReadonlySet<UnitId> };

type TreeIndex = {
  children: ReadonlyMap<UnitId | undefined, readonly UnitId[]>;
  order: readonly UnitId[];
};

const treeCache = new WeakMap<CampaignState, TreeIndex>();
const positionCache = new WeakMap<CampaignState, Map<UnitId, LonLat | undefined>>();

function tree(state: CampaignState): TreeIndex {
  const hit = treeCache.get(state);
  if (hit) return hit;
  const children = new Map<UnitId | undefined, UnitId[]>();
  for (const id of state.unitOrder) {
    const parent = state.units[id]?.parentId;
    const key = parent !== undefined && state.units[parent] ? parent : undefined;
    const list = children.get(key);
    if (list) list.push(id);
    else children.set(key, [id]);
  }
  const order: UnitId[] = [];
  const visit = (id: UnitId) => {
    order.push(id);
    for (const c of children.get(id) ?? []) visit(c);
  };
  for (const id of children.get(undefined) ?? []) visit(id);
  const made: TreeIndex = { children, order };
  treeCache.set(state, made);
  return made;
}

function requireUnit(state: CampaignState, id: UnitId): void {
  if (!state.units[id]) throw new RangeError(`unknown unit "${id}"`);
}

/**
 * Map parent id → its direct subordinates' ids in ORBAT order; the key `undefined` holds the
 * top-level units (those without `parentId`, or whose parent is not in the state). Units without
 * subordinates have no entry. Built once per state object.
 */
export function childrenOf(state: CampaignState): ReadonlyMap<UnitId | undefined, readonly UnitId[]> {
  return tree(state).children;
}

/**
 * The placed units under `id` (depth first, each unit's children in reverse order), leaving out — with
 * everything under them — those `stop` says: the subordinates a march carries, a routed unit takes with it, a
 * dig-in digs in.
 */
export function placedBelow(state: CampaignState, id: UnitId, stop: (k: UnitId) => boolean): UnitId[] {
  const kids = tree(state).children;
  const out: UnitId[] = [];
  const stack = [...(kids.get(id) ?? [])];
  while (stack.length > 0) {
    const k = stack.pop()!;
    if (stop(k)) continue;
    if (state.units[k]!.pos) out.push(k);
    stack.push(...(kids.get(k) ?? []));
  }
  return out;
}

/** Every unit id in ORBAT order (tree pre-order). */
export function orbatOrder(state: CampaignState): readonly UnitId[] {
  return tree(state).order;
}

/** The chain of command above a unit: its parent first, the top-level formation last. */
export function ancestors(state: CampaignState, id: UnitId): UnitId[] {
  requireUnit(state, id);
  const out: UnitId[] = [];
  for (let p = state.units[id]!.parentId; p !== undefined && state.units[p]; p = state.units[p]!.parentId) {
    if (out.includes(p) || p === id) throw new RangeError(`unit "${id}" has a cycle in its chain of command at "${p}"`);
    out.push(p);
  }
  return out;
}

/** The unit and all its subordinates, in ORBAT order (the unit first). */
export function subtreeIds(state: CampaignState, id: UnitId): UnitId[] {
  requireUnit(state, id);
  const { children } = tree(state);
  const out: UnitId[] = [];
  const visit = (u: UnitId) => {
    out.push(u);
    for (const c of children.get(u) ?? []) visit(c);
  };
  visit(id);
  return out;
}

/**
 * Bases, injured bases and establishment bases summed over the unit's subtree (each unit's own
 * `bases` counts once: ARCHITECTURE.md §Strength).
 */
export function subtreeStrength(state: CampaignState, id: UnitId): SubtreeStrength {
  const sum: SubtreeStrength = { bases: 0, injuredBases: 0, establishmentBases: 0 };
  for (const u of subtreeIds(state, id)) {
    const unit = state.units[u]!;
    sum.bases += unit.bases;
    sum.injuredBases += unit.injuredBases;
    sum.establishmentBases += unit.establishmentBases;
  }
  return sum;
}

/**
 * Where a unit is drawn (WGS84): its own `pos`, or else the mean lon/lat of its direct subordinates'
 * positions (each found the same way, recursively; subordinates without one are left out), or
 * `undefined` when nothing in its subtree has a position. Memoised per state object.
 */
export function unitPosition(state: CampaignState, id: UnitId): LonLat | undefined {
  requireUnit(state, id);
  // A unit placed itself needs no tree (the fold asks this of every resupply run's ends).
  const own = state.units[id]!.pos;
  if (own) return { lon: own.lon, lat: own.lat };
  let memo = positionCache.get(state);
  if (!memo) {
    memo = new Map();
    positionCache.set(state, memo);
  }
  const { children } = tree(state);
  const find = (u: UnitId): LonLat | undefined => {
    if (memo.has(u)) return memo.get(u);
    const own = state.units[u]!.pos;
    let result: LonLat | undefined = own ? { lon: own.lon, lat: own.lat } : undefined;
    if (!result) {
      let lon = 0;
      let lat = 0;
      let n = 0;
      for (const c of children.get(u) ?? []) {
        const p = find(c);
        if (p) {
          lon += p.lon;
          lat += p.lat;
          n++;
        }
      }
      if (n > 0) result = { lon: lon / n, lat: lat / n };
    }
    memo.set(u, result);
    return result;
  };
  return find(id);
}

/** Lower case without accents or compatibility forms (`Épehy` → `epehy`), for search. */
export function foldForSearch(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Text as an id or a file name: folded as `foldForSearch`, runs of anything but a–z and 0–9 as one `-` (`Épehy, 1918` → `epehy-1918`); '' for none. */
export function slugOf(text: string): string {
  return foldForSearch(text).replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/**
 * Units whose `name` or `shortName` contains `query` (case- and accent-insensitive, the query
 * trimmed): `matches` in ORBAT order, and `visible` = the matches plus all their ancestors, so an
 * ORBAT tree can show the path down to each match. A blank query matches every unit.
 */
export function searchUnits(state: CampaignState, query: string): UnitSearch {
  const q = foldForSearch(query.trim());
  const matches: UnitId[] = [];
  const visible = new Set<UnitId>();
  for (const id of tree(state).order) {
    const u = state.units[id]!;
    if (foldForSearch(u.name).includes(q) || foldForSearch(u.shortName).includes(q)) matches.push(id);
  }
  for (const id of matches) {
    visible.add(id);
    for (const a of ancestors(state, id)) visible.add(a);
  }
  return { matches, visible };
}

/**
 * The effects of artillery fire still on a unit at the clock (004 §ARTILLERY EFFECT TABLE: a shoot
 * disorganises or pins its target for the hour after it, `fireplan/fired.ts`): the campaign minute each
 * ends, or null when it has ended or never began.
 */
export function fireEffectsOf(
  state: Pick<CampaignState, 'clockMin'>,
  unit: { disorganisedUntilMin?: number; pinnedUntilMin?: number },
): { disorganisedUntilMin: number | null; pinnedUntilMin: number | null } {
  const live = (until: number | undefined) => (until !== undefined && until > state.clockMin ? until : null);
  return { disorganisedUntilMin: live(unit.disorganisedUntilMin), pinnedUntilMin: live(unit.pinnedUntilMin) };
}
