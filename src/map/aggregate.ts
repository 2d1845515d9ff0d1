/**
 * Aggregation of the order of battle by zoom, so that a corps front stays readable: from the map's
 * scale pick an echelon level, then draw the **cut** of the ORBAT tree at that level. Pure: no
 * Leaflet, no DOM.
 *
 * The cut, walking down from each side's top units:
 * - a unit at or below the level's size is drawn, standing for its whole subtree;
 * - a unit above the level with (positioned) subordinates is not drawn; its subordinates are walked;
 * - a unit above the level with no (positioned) subordinates is drawn.
 * 'regiment' is the same level as 'brigade' (a German regiment stands where a British brigade does).
 */
import type { Echelon, Unit, UnitId } from '../campaign/index.ts';

/** Levels the unit layer aggregates to, largest first. */
export type AggLevel = 'corps' | 'division' | 'brigade' | 'battalion' | 'company' | 'platoon' | 'section';

/**
 * Each level and the least ground metres per CSS pixel at which it is used (coarsest first): corps
 * above 60 m/px, division 8–60, brigade/regiment 3–8, battalion 1.6–3, company 0.6–1.6, platoon
 * 0.25–0.6, section below. Tuned on the Cambrai scenario (786 units on 28 × 25 km) with 20 px
 * symbols: at the fine end of each band almost no frames touch (brigades 12 % at 3 m/px, battalions
 * 4 % at 1.6, companies 3 % at 1 m/px); the whole map (30–50 m/px on a desk screen) shows its two
 * dozen divisions.
 */
export const AGG_LEVELS: readonly { level: AggLevel; minMetresPerPixel: number }[] = [
  { level: 'corps', minMetresPerPixel: 60 },
  { level: 'division', minMetresPerPixel: 8 },
  { level: 'brigade', minMetresPerPixel: 3 },
  { level: 'battalion', minMetresPerPixel: 1.6 },
  { level: 'company', minMetresPerPixel: 0.6 },
  { level: 'platoon', minMetresPerPixel: 0.25 },
  { level: 'section', minMetresPerPixel: 0 },
];

/** Size rank of an echelon: army 0, corps 1, division 2, brigade and regiment 3, battalion 4, … section 7. */
export function echelonRank(e: Echelon): number {
  switch (e) {
    case 'army':
      return 0;
    case 'corps':
      return 1;
    case 'division':
      return 2;
    case 'brigade':
    case 'regiment':
      return 3;
    case 'battalion':
      return 4;
    case 'company':
      return 5;
    case 'platoon':
      return 6;
    case 'section':
      return 7;
  }
}

/** Size rank of a level, on the same scale as `echelonRank` (corps 1 … section 7). */
export function levelRank(level: AggLevel): number {
  return echelonRank(level);
}

/** The level of an echelon (army → corps, regiment → brigade). */
export function levelOfEchelon(e: Echelon): AggLevel {
  const r = Math.max(1, echelonRank(e));
  return AGG_LEVELS[r - 1]!.level;
}

/**
 * The level for a scale in ground metres per CSS pixel (see `AGG_LEVELS`). Throws `RangeError`
 * unless `metresPerPixel` is a finite number ≥ 0.
 */
export function levelForScale(metresPerPixel: number): AggLevel {
  if (!Number.isFinite(metresPerPixel) || metresPerPixel < 0) {
    throw new RangeError(`metresPerPixel must be a finite number ≥ 0, got ${metresPerPixel}`);
  }
  for (const { level, minMetresPerPixel } of AGG_LEVELS) if (metresPerPixel > minMetresPerPixel) return level;
  return 'section';
}

/**
 * The coarsest scale (ground m per CSS px) at which `level` or a finer one is used: just below the
 * level's upper bound (corps: Infinity). Used to zoom in far enough to show a unit on its own.
 */
export function maxScaleForLevel(level: AggLevel): number {
  const i = AGG_LEVELS.findIndex((l) => l.level === level);
  return i <= 0 ? Infinity : AGG_LEVELS[i - 1]!.minMetresPerPixel;
}

/**
 * The scale (ground metres per CSS pixel) at which a unit of `level` is drawn as itself with the
 * most room either side: the geometric middle of the level's band (1.5× the finest edge for the
 * open-ended coarsest band, 0.75× the coarsest edge for the finest). Focusing a unit zooms here so
 * the umpire sees (and can drag) that unit's own symbol, not its parent's or its sub-units'.
 */
export function focusScaleForLevel(level: AggLevel): number {
  const i = AGG_LEVELS.findIndex((l) => l.level === level);
  const min = AGG_LEVELS[i]!.minMetresPerPixel;
  const max = maxScaleForLevel(level);
  if (!Number.isFinite(max)) return min * 1.5;
  if (min === 0) return max * 0.75;
  return Math.sqrt(min * max);
}

/**
 * The result of a cut.
 * - `drawn`: the units to draw, in ORBAT order (depth first from the roots, as `order` lists them).
 * - `representative`: for every unit inside a drawn subtree (the drawn unit included), the drawn
 *   unit that stands for it. Units above the level that are split into their subordinates have none.
 */
export type Cut = { level: AggLevel; drawn: UnitId[]; representative: Map<UnitId, UnitId> };

/**
 * The cut of an order of battle at `level` (see the module comment).
 * - `units`: units by id; `order`: ids in ORBAT order (parents before children; unknown ids are
 *   skipped). A unit whose `parentId` is not in `units` is a root.
 * - `positioned(id)`: whether a unit has a position of its own; subordinates with no positioned
 *   unit in their subtree are left out of the walk (so a formation whose subordinates are all
 *   unplaced is drawn itself). Default: every unit is positioned.
 * Runs in O(units).
 */
export function aggregateCut(
  units: Readonly<Record<UnitId, Unit>>,
  order: readonly UnitId[],
  level: AggLevel,
  positioned: (id: UnitId) => boolean = () => true,
): Cut {
  const rank = levelRank(level);
  const children = new Map<UnitId, UnitId[]>();
  const roots: UnitId[] = [];
  for (const id of order) {
    const u = units[id];
    if (!u) continue;
    const p = u.parentId;
    if (p !== undefined && units[p] && p !== id) {
      const list = children.get(p);
      if (list) list.push(id);
      else children.set(p, [id]);
    } else roots.push(id);
  }
  // Whether each unit's subtree holds a positioned unit (children come after parents in `order`).
  const placed = new Map<UnitId, boolean>();
  const visitOrder = postOrder(roots, children);
  for (const id of visitOrder) {
    let any = positioned(id);
    for (const c of children.get(id) ?? []) any ||= placed.get(c) === true;
    placed.set(id, any);
  }

  const drawn: UnitId[] = [];
  const representative = new Map<UnitId, UnitId>();
  const stack: UnitId[] = [...roots].reverse();
  while (stack.length > 0) {
    const id = stack.pop()!;
    const u = units[id]!;
    const kids = (children.get(id) ?? []).filter((c) => placed.get(c) === true);
    if (echelonRank(u.echelon) >= rank || kids.length === 0) {
      drawn.push(id);
      markSubtree(id, id, children, representative);
    } else {
      for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]!);
    }
  }
  return { level, drawn, representative };
}

/**
 * The drawn units that show `id` on the map under a cut: its representative if it is inside a drawn
 * subtree, else every drawn unit below it (a formation split into its subordinates), else none.
 * `parentOf` gives a unit's parent id (undefined at a root).
 */
export function drawnFor(cut: Cut, id: UnitId, parentOf: (id: UnitId) => UnitId | undefined): UnitId[] {
  const rep = cut.representative.get(id);
  if (rep !== undefined) return [rep];
  const out: UnitId[] = [];
  for (const d of cut.drawn) {
    const seen = new Set<UnitId>();
    for (let a = parentOf(d); a !== undefined && !seen.has(a); a = parentOf(a)) {
      if (a === id) {
        out.push(d);
        break;
      }
      seen.add(a);
    }
  }
  return out;
}

function markSubtree(root: UnitId, rep: UnitId, children: Map<UnitId, UnitId[]>, out: Map<UnitId, UnitId>): void {
  const stack = [root];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (out.has(id)) continue;
    out.set(id, rep);
    for (const c of children.get(id) ?? []) stack.push(c);
  }
}

/** Ids in post-order (every child before its parent), guarded against cycles. */
function postOrder(roots: UnitId[], children: Map<UnitId, UnitId[]>): UnitId[] {
  const out: UnitId[] = [];
  const seen = new Set<UnitId>();
  const stack: { id: UnitId; done: boolean }[] = roots.map((id) => ({ id, done: false })).reverse();
  while (stack.length > 0) {
    const top = stack.pop()!;
    if (top.done) {
      out.push(top.id);
      continue;
    }
    if (seen.has(top.id)) continue;
    seen.add(top.id);
    stack.push({ id: top.id, done: true });
    for (const c of children.get(top.id) ?? []) stack.push({ id: c, done: false });
  }
  return out;
}
