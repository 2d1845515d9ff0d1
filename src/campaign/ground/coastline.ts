/**
 * The sea closed from OpenStreetMap's coastline. A `natural=coastline` way is a line with the land on
 * its left and the water on its right (OpenStreetMap wiki, Tag:natural=coastline); an extract cuts
 * those ways at its edge, so the sea is never an area in the file. `seaFromCoastline` joins the ways
 * into chains end to start, closes each chain that leaves the box along the box's edge clockwise to the
 * next chain that enters it (the water stays on the right: a clockwise ring holds it), and makes the
 * islands (closed chains wound counter-clockwise, land inside) holes in the sea around them. A chain
 * whose ends do not both lie on the box's edge (within `EDGE_TOLERANCE` of its size) is not closed —
 * guessing where it reaches the edge could drown land — and is counted as such. With no chain reaching
 * the edge, islands stand in a sea filling the box. Planar in longitude/latitude: an
 * extract is tens of kilometres across, and the result is the campaign's impractical ground, not a
 * survey.
 */
import type { Polygon, Position } from 'geojson';

/** A box `[west, south, east, north]` in degrees. */
export type LonLatBox = [number, number, number, number];

const key = (p: Position) => `${p[0]},${p[1]}`;
const same = (a: Position, b: Position) => a[0] === b[0] && a[1] === b[1];

/** Twice the signed area of a ring (positive: counter-clockwise, lon east and lat north). */
function signedArea2(ring: readonly Position[]): number {
  let s = 0;
  for (let i = 1; i < ring.length; i++) s += ring[i - 1]![0]! * ring[i]![1]! - ring[i]![0]! * ring[i - 1]![1]!;
  return s;
}

function inRing(p: Position, ring: readonly Position[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi! > p[1]! !== yj! > p[1]! && p[0]! < ((xj! - xi!) * (p[1]! - yi!)) / (yj! - yi!) + xi!) inside = !inside;
  }
  return inside;
}

/** The ways joined into chains where one ends at another's start. */
function chainsOf(ways: readonly Position[][]): Position[][] {
  const byStart = new Map<string, number[]>();
  ways.forEach((w, i) => byStart.set(key(w[0]!), [...(byStart.get(key(w[0]!)) ?? []), i]));
  const used = new Uint8Array(ways.length);
  const take = (k: string): number | undefined => {
    const list = byStart.get(k);
    const i = list?.find((x) => !used[x]);
    if (i !== undefined) used[i] = 1;
    return i;
  };
  const chains: Position[][] = [];
  for (let i = 0; i < ways.length; i++) {
    if (used[i]) continue;
    used[i] = 1;
    const chain = [...ways[i]!];
    for (let next = take(key(chain.at(-1)!)); next !== undefined && !same(chain[0]!, chain.at(-1)!); next = take(key(chain.at(-1)!))) {
      chain.push(...ways[next]!.slice(1));
    }
    chains.push(chain);
  }
  // A chain may still end where another (found earlier) begins: join those too.
  for (let joined = true; joined; ) {
    joined = false;
    for (let a = 0; a < chains.length && !joined; a++) {
      const ca = chains[a]!;
      if (same(ca[0]!, ca.at(-1)!)) continue;
      const b = chains.findIndex((cb, k) => k !== a && !same(cb[0]!, cb.at(-1)!) && same(cb[0]!, ca.at(-1)!));
      if (b < 0) continue;
      chains[a] = [...ca, ...chains[b]!.slice(1)];
      chains.splice(b, 1);
      joined = true;
    }
  }
  return chains;
}

/** How near the box's edge a coastline's end must be, as a fraction of the box's larger side, to be closed along it. */
export const EDGE_TOLERANCE = 0.005;

/** Whether a point lies on the box's edge (within `EDGE_TOLERANCE`). */
function onEdge(p: Position, [w, s, e, n]: LonLatBox): boolean {
  const tol = EDGE_TOLERANCE * Math.max(e - w, n - s);
  return Math.min(Math.abs(p[0]! - w), Math.abs(p[0]! - e), Math.abs(p[1]! - s), Math.abs(p[1]! - n)) <= tol;
}

/** Where a point falls on the box's edge, as a distance clockwise from the north-west corner (0 … 4, one a side). */
function edgeAt(p: Position, [w, s, e, n]: LonLatBox): number {
  const x = Math.min(e, Math.max(w, p[0]!));
  const y = Math.min(n, Math.max(s, p[1]!));
  const d = [y === n ? 0 : n - y, e - x, y - s, x - w]; // distance to the north, east, south and west sides
  const side = d.indexOf(Math.min(...d));
  const fx = e > w ? (x - w) / (e - w) : 0;
  const fy = n > s ? (n - y) / (n - s) : 0;
  return side === 0 ? fx : side === 1 ? 1 + fy : side === 2 ? 3 - fx : 4 - fy;
}

/** The point at a distance along the box's edge (see `edgeAt`). */
function edgePoint(t: number, [w, s, e, n]: LonLatBox): Position {
  const side = Math.floor(t) % 4;
  const f = t - Math.floor(t);
  return side === 0 ? [w + f * (e - w), n] : side === 1 ? [e, n - f * (n - s)] : side === 2 ? [e - f * (e - w), s] : [w, s + f * (n - s)];
}

/** The box's corners passed going clockwise from `from` to `to` (distances along the edge). */
function cornersBetween(from: number, to: number, box: LonLatBox): Position[] {
  const out: Position[] = [];
  const end = to >= from ? to : to + 4;
  for (let c = Math.floor(from) + 1; c < end; c++) out.push(edgePoint(c % 4, box));
  return out;
}

/** The sea closed from a file's coastline: its polygons, and how many coastline chains could not be closed (their ends off the box's edge). */
export type Sea = { seas: Polygon[]; unclosed: number };

/**
 * The sea as polygons (outer rings clockwise, holes counter-clockwise) from coastline ways (each a list
 * of `[lon, lat]`, land on the left) within `box`, the extract's extent. No polygon when there is no
 * coastline.
 */
export function seaFromCoastline(ways: readonly Position[][], box: LonLatBox): Sea {
  const chains = chainsOf(ways.filter((w) => w.length >= 2));
  const closed = chains.filter((c) => c.length >= 4 && same(c[0]!, c.at(-1)!));
  const ends = chains.filter((c) => !(c.length >= 4 && same(c[0]!, c.at(-1)!)));
  const open = ends.filter((c) => onEdge(c[0]!, box) && onEdge(c.at(-1)!, box));
  const unclosed = ends.length - open.length;
  const islands = closed.filter((c) => signedArea2(c) > 0);
  const seas: Position[][] = closed.filter((c) => signedArea2(c) < 0);
  const starts = open.map((c) => edgeAt(c[0]!, box));
  const exits = open.map((c) => edgeAt(c.at(-1)!, box));
  const done = new Uint8Array(open.length);
  for (let first = 0; first < open.length; first++) {
    if (done[first]) continue;
    const ring: Position[] = [];
    for (let at = first; ; ) {
      done[at] = 1;
      ring.push(...open[at]!);
      // The next chain entering the box clockwise from where this one leaves it (this one again closes the ring).
      let next = first;
      let gap = Infinity;
      for (let k = 0; k < open.length; k++) {
        if (done[k] && k !== first) continue;
        const g = (starts[k]! - exits[at]! + 4) % 4;
        if (g < gap) [gap, next] = [g, k];
      }
      // A lone chain leaving where it came in: the sea is inside it when it turns clockwise, else all round the box.
      if (gap === 0 && next === first && at === first && signedArea2([...open[at]!, open[at]![0]!]) > 0) gap = 4;
      ring.push(edgePoint(exits[at]!, box), ...cornersBetween(exits[at]!, exits[at]! + gap, box), edgePoint(starts[next]!, box));
      if (next === first) break;
      at = next;
    }
    ring.push(ring[0]!);
    seas.push(ring.filter((p, i) => i === 0 || !same(p, ring[i - 1]!)));
  }
  if (seas.length === 0 && islands.length > 0) {
    const [w, s, e, n] = box;
    seas.push([[w, n], [e, n], [e, s], [w, s], [w, n]]);
  }
  return { seas: seas.map((outer) => ({ type: 'Polygon', coordinates: [outer, ...islands.filter((isle) => inRing(isle[0]!, outer))] })), unclosed };
}

/** Grow `box` (in a file's own coordinates) by every finite position in `coordinates`, however nested. */
export function extendBox(box: LonLatBox, coordinates: unknown): void {
  if (!Array.isArray(coordinates)) return;
  const [x, y] = coordinates as unknown[];
  if (typeof x === 'number' && typeof y === 'number') {
    if (Number.isFinite(x) && Number.isFinite(y)) {
      if (x < box[0]) box[0] = x;
      if (y < box[1]) box[1] = y;
      if (x > box[2]) box[2] = x;
      if (y > box[3]) box[3] = y;
    }
    return;
  }
  for (const c of coordinates) extendBox(box, c);
}

/** A file's box in WGS84 (`project` from its coordinates; null: already WGS84), or null when it is empty. */
export function extentIn(box: LonLatBox, project: ((p: number[]) => [number, number]) | null): LonLatBox | null {
  if (!(box[0] <= box[2] && box[1] <= box[3])) return null;
  if (!project) return box;
  const corners = [[box[0], box[1]], [box[0], box[3]], [box[2], box[1]], [box[2], box[3]]].map((c) => project(c));
  return [Math.min(...corners.map((c) => c[0])), Math.min(...corners.map((c) => c[1])), Math.max(...corners.map((c) => c[0])), Math.max(...corners.map((c) => c[1]))];
}
