/**
 * Contact detection on the campaign map: which opposing units are within reach of each other, found
 * with a `flatbush` spatial index (detection uses a spatial index, not a scan of every pair),
 * and the range band of a gap (004 §WEAPON RANGE TABLE: contact, effective, harass;
 * `../shared/seeds/004_4c7ef6319257dc11.txt`). Positions in grid-local ground metres.
 */
import Flatbush from 'flatbush';

/**
 * A unit as contact detection sees it: its id, side, centre (metres), the radius of the ground it
 * occupies (metres, ≥ 0) and its reach (metres, ≥ 0: the distance at which it sees and can engage,
 * `unitRanges(arm).reachM`).
 */
export type ContactSubject = { id: string; side: string; xM: number; yM: number; radiusM: number; reachM: number };
/** Two units in contact: ids in string order (`aId < bId`) and the gap between their footprints, metres. */
export type ContactPair = { aId: string; bId: string; gapM: number };
/** Range bands of 004 §WEAPON RANGE TABLE: contact range, max effective range, max harassing range. */
export type RangeBand = 'contact' | 'effective' | 'harass';

/**
 * Subjects unpacked into typed arrays; `side[i]` is a side number (0 … sides − 1, in order of first
 * appearance) and `rank[i]` subject i's place in id order.
 */
type Packed = { x: Float64Array; y: Float64Array; r: Float64Array; reach: Float64Array; side: Int32Array; sides: number; rank: Int32Array };
/** The subjects of one side and its largest reach. */
type SideGroup = { members: Int32Array; maxReachM: number };

function pack(subjects: readonly ContactSubject[]): Packed {
  if (!Array.isArray(subjects)) throw new RangeError(`subjects: expected an array, got ${JSON.stringify(subjects)}`);
  const n = subjects.length;
  const p: Packed = {
    x: new Float64Array(n),
    y: new Float64Array(n),
    r: new Float64Array(n),
    reach: new Float64Array(n),
    side: new Int32Array(n),
    sides: 0,
    rank: new Int32Array(n),
  };
  const sides = new Map<string, number>();
  for (let i = 0; i < n; i++) {
    const s = subjects[i];
    if (typeof s !== 'object' || s === null) throw new RangeError(`subjects[${i}]: expected a contact subject, got ${JSON.stringify(s)}`);
    if (typeof s.id !== 'string') throw new RangeError(`subjects[${i}].id: expected a string, got ${JSON.stringify(s.id)}`);
    if (typeof s.side !== 'string') throw new RangeError(`subjects[${i}].side: expected a string, got ${JSON.stringify(s.side)}`);
    for (const f of ['xM', 'yM', 'radiusM', 'reachM'] as const) {
      const v = s[f];
      if (typeof v !== 'number' || !Number.isFinite(v) || ((f === 'radiusM' || f === 'reachM') && v < 0)) {
        throw new RangeError(`subjects[${i}].${f}: expected a finite number${f === 'xM' || f === 'yM' ? '' : ' ≥ 0'}, got ${String(v)}`);
      }
    }
    p.x[i] = s.xM;
    p.y[i] = s.yM;
    p.r[i] = s.radiusM;
    p.reach[i] = s.reachM;
    let side = sides.get(s.side);
    if (side === undefined) sides.set(s.side, (side = sides.size));
    p.side[i] = side;
  }
  p.sides = sides.size;
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => {
    const ia = subjects[a]!.id;
    const ib = subjects[b]!.id;
    return ia < ib ? -1 : ia > ib ? 1 : a - b;
  });
  for (let k = 0; k < n; k++) {
    const i = order[k]!;
    if (k > 0 && subjects[order[k - 1]!]!.id === subjects[i]!.id) {
      throw new RangeError(`subjects[${i}].id: duplicate id ${JSON.stringify(subjects[i]!.id)} (also subjects[${order[k - 1]!}])`);
    }
    p.rank[i] = k;
  }
  return p;
}

/** The subjects of each side (indexes into `subjects`, in input order) with the side's largest reach. */
function sideGroups(p: Packed): SideGroup[] {
  const counts = new Int32Array(p.sides);
  for (let i = 0; i < p.side.length; i++) counts[p.side[i]!]!++;
  const groups: SideGroup[] = Array.from(counts, (c) => ({ members: new Int32Array(c), maxReachM: 0 }));
  const filled = new Int32Array(p.sides);
  for (let i = 0; i < p.side.length; i++) {
    const g = groups[p.side[i]!]!;
    g.members[filled[p.side[i]!]!++] = i;
    if (p.reach[i]! > g.maxReachM) g.maxReachM = p.reach[i]!;
  }
  return groups;
}

/**
 * Gap between subjects `a` and `b` (`a` first in id order), metres: max(0, distance − radiusA − radiusB).
 * The one formula both detectors use, so their floats agree.
 */
function gapOf(p: Packed, a: number, b: number): number {
  const dx = p.x[b]! - p.x[a]!;
  const dy = p.y[b]! - p.y[a]!;
  return Math.max(0, Math.sqrt(dx * dx + dy * dy) - p.r[a]! - p.r[b]!);
}

/** Pairs found: `ab` holds each pair's two subject indexes (first in id order first), `gaps` its gap. */
type Found = { ab: number[]; gaps: number[] };

/** The pairs found as `ContactPair`s sorted by id order of `aId`, then `bId` (a counting sort on `aId`'s rank). */
function emit(subjects: readonly ContactSubject[], p: Packed, found: Found): ContactPair[] {
  const n = subjects.length;
  const { ab, gaps } = found;
  const count = gaps.length;
  const start = new Int32Array(n + 1);
  for (let k = 0; k < count; k++) start[p.rank[ab[2 * k]!]! + 1]!++;
  for (let ra = 0; ra < n; ra++) start[ra + 1]! += start[ra]!;
  const next = start.slice(0, n);
  const order = new Int32Array(count);
  for (let k = 0; k < count; k++) order[next[p.rank[ab[2 * k]!]!]!++] = k;
  for (let ra = 0; ra < n; ra++) {
    // insertion sort of one `aId`'s pairs by the rank of `bId` (a handful each)
    for (let u = start[ra]! + 1; u < start[ra + 1]!; u++) {
      const k = order[u]!;
      const rb = p.rank[ab[2 * k + 1]!]!;
      let v = u - 1;
      while (v >= start[ra]! && p.rank[ab[2 * order[v]! + 1]!]! > rb) {
        order[v + 1] = order[v]!;
        v--;
      }
      order[v + 1] = k;
    }
  }
  const out: ContactPair[] = new Array(count);
  for (let u = 0; u < count; u++) {
    const k = order[u]!;
    out[u] = { aId: subjects[ab[2 * k]!]!.id, bId: subjects[ab[2 * k + 1]!]!.id, gapM: gaps[k]! };
  }
  return out;
}

/** Record pair (i, j) in `found` when its gap is within the larger reach (the predicate of both detectors). */
function consider(p: Packed, i: number, j: number, found: Found): void {
  const a = p.rank[i]! < p.rank[j]! ? i : j;
  const b = a === i ? j : i;
  const gapM = gapOf(p, a, b);
  if (gapM <= Math.max(p.reach[i]!, p.reach[j]!)) {
    found.ab.push(a, b);
    found.gaps.push(gapM);
  }
}

/**
 * Every pair of subjects on different sides whose gap (max(0, distance between centres − radiusA −
 * radiusB), metres) is at most the larger of their reaches. Each pair has `aId < bId` (string order);
 * the list is sorted by `aId`, then `bId`. One `flatbush` index per side of the subjects' boxes (centre
 * ± radius); for each two sides, every subject of the smaller side queries the other side's index with a
 * box of its radius + the larger of its reach and that side's largest reach (padded by a hair for
 * rounding), so each pair is tested once and none is missed; the filter callback does the test, with no
 * allocation per candidate. Same output as `findContactsBruteForce`. Throws `RangeError` naming the
 * subject's index and field (non-finite number, negative radius or reach, a duplicate or non-string
 * id, a non-string side).
 */
export function findContacts(subjects: readonly ContactSubject[]): ContactPair[] {
  const p = pack(subjects);
  const { x, y, r, reach } = p;
  const groups = sideGroups(p);
  const indexes = groups.map((g) => {
    const index = new Flatbush(g.members.length, 16, Float64Array);
    for (const i of g.members) index.add(x[i]! - r[i]!, y[i]! - r[i]!, x[i]! + r[i]!, y[i]! + r[i]!);
    index.finish();
    return index;
  });
  const found: Found = { ab: [], gaps: [] };
  let i = 0;
  let others: Int32Array = new Int32Array(0);
  const test = (k: number): boolean => {
    consider(p, i, others[k]!, found);
    return false;
  };
  for (let s = 0; s < groups.length; s++) {
    for (let t = s + 1; t < groups.length; t++) {
      const [q, o] = groups[s]!.members.length <= groups[t]!.members.length ? [s, t] : [t, s];
      const index = indexes[o]!;
      others = groups[o]!.members;
      const otherReach = groups[o]!.maxReachM;
      for (i of groups[q]!.members) {
        const h = r[i]! + Math.max(reach[i]!, otherReach);
        const hx = h + h * 1e-9 + 1e-6 + Math.abs(x[i]!) * 1e-12;
        const hy = h + h * 1e-9 + 1e-6 + Math.abs(y[i]!) * 1e-12;
        index.search(x[i]! - hx, y[i]! - hy, x[i]! + hx, y[i]! + hy, test);
      }
    }
  }
  return emit(subjects, p, found);
}

/**
 * The reference detector: every pair of subjects checked with the same predicate as `findContacts`
 * (different sides, gap ≤ the larger reach); the same list in the same order with the same gaps.
 * Throws `RangeError` as `findContacts`.
 */
export function findContactsBruteForce(subjects: readonly ContactSubject[]): ContactPair[] {
  const p = pack(subjects);
  const n = subjects.length;
  const side = p.side;
  const found: Found = { ab: [], gaps: [] };
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) if (side[i] !== side[j]) consider(p, i, j, found);
  }
  return emit(subjects, p, found);
}

/**
 * The range band of a gap (metres) for a unit's ranges (`unitRanges`; 004 §WEAPON RANGE TABLE): gap ≤
 * `contactM` → 'contact'; ≤ `effectiveM` → 'effective'; ≤ `harassM` (when not null) → 'harass'; else
 * null (out of range). Throws `RangeError` naming `gapM` (negative or non-finite) or `ranges`.
 */
export function contactBand(gapM: number, ranges: { contactM: number; effectiveM: number; harassM: number | null }): RangeBand | null {
  if (typeof gapM !== 'number' || !Number.isFinite(gapM) || gapM < 0) throw new RangeError(`gapM: expected a finite number ≥ 0, got ${String(gapM)}`);
  const ok = (v: unknown) => typeof v === 'number' && Number.isFinite(v) && v >= 0;
  if (typeof ranges !== 'object' || ranges === null || !ok(ranges.contactM) || !ok(ranges.effectiveM) || !(ranges.harassM === null || ok(ranges.harassM))) {
    throw new RangeError(`ranges: expected { contactM, effectiveM, harassM | null } of finite metres ≥ 0, got ${JSON.stringify(ranges)}`);
  }
  if (gapM <= ranges.contactM) return 'contact';
  if (gapM <= ranges.effectiveM) return 'effective';
  if (ranges.harassM !== null && gapM <= ranges.harassM) return 'harass';
  return null;
}
