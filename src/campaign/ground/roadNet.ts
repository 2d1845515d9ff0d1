/**
 * The road network of a map, for road march (004 §MOVEMENT; §MOVEMENT RATES TABLE: "The Road March
 * move rate normally only applies to Echelon or Transport and HQ units … unless moving
 * non-tactically on roads"): a unit marching by road keeps to the roads between the waypoints the
 * umpire gave it, which lie near roads but not on them.
 *
 * Built once per map from its `terrain.geojson` (features of class 'road', LineString or
 * MultiLineString, WGS84) in grid metres (`gridProjection`, as `terrainQuery.ts`). Every vertex is a
 * node (vertices at the same lon/lat are one node), consecutive vertices an edge of their straight
 * length. Junctions drawn slightly apart are joined: vertices of lines with no line in common within
 * `joinM` get a connecting edge of their distance; a vertex within `joinM` of another line's segment
 * splits that segment at the foot of the perpendicular and is joined to it (a T-junction).
 * *ruling (ours)*: two road segments of different lines that cross are split and joined at the
 * crossing (a crossroads — the map draws no bridges over roads). Each MultiLineString part is a line.
 * Queries snap to the nearest road segment through a `flatbush` index and search the network by A*
 * (straight-line heuristic, binary heap).
 */
import Flatbush from 'flatbush';
import type { PointM } from '../../rules/bound/types.ts';
import { gridProjection } from '../../rules/projection.ts';
import type { LonLat } from '../../rules/types.ts';

const NET = Symbol('roadNet');

type NetData = {
  x: Float64Array; y: Float64Array; // node coordinates, grid metres
  off: Int32Array; to: Int32Array; w: Float64Array; // adjacency (CSR), edge lengths in metres
  segA: Int32Array; segB: Int32Array; segLen: Float64Array; // road segments (after splitting)
  index: Flatbush | null; // boxes of the road segments
  g: Float64Array; prev: Int32Array; seen: Uint32Array; done: Uint32Array; stamp: number; // A* scratch
};

/** A map's road network in grid metres (opaque): `nodeCount` nodes, `segmentCount` road segments after splitting. */
export type RoadNet = { readonly nodeCount: number; readonly segmentCount: number; readonly [NET]: NetData };

/** A way by road: `points` from the start to the end (grid metres); `roadM` along roads; `accessM` off-road to and from them, metres. */
export type RoadPath = { points: PointM[]; roadM: number; accessM: number };

/** A route by road through waypoints: as `RoadPath`, and `unreachable`, the index of the first waypoint not reached (null: all). */
export type RoadRoute = RoadPath & { unreachable: number | null };

/**
 * Build the road network of `terrain` (WGS84 GeoJSON) in grid metres about `origin` (the grid's
 * south-west corner). `opts.joinM` (default 15, ≥ 0): how close ends of different roads must be to
 * join. Features of other classes or geometries are ignored. Throws `RangeError` for a bad `joinM`,
 * an origin `gridProjection` refuses, or a road whose coordinates are not lines of at least two
 * [lon, lat] pairs of finite numbers (naming the feature index).
 */
export function buildRoadNet(terrain: GeoJSON.FeatureCollection, origin: LonLat, opts: { joinM?: number } = {}): RoadNet {
  const joinM = opts.joinM ?? 15;
  if (!(joinM >= 0) || !Number.isFinite(joinM)) throw new RangeError(`buildRoadNet: joinM must be a finite number of metres ≥ 0, got ${joinM}`);
  const proj = gridProjection({ originLon: origin.lon, originLat: origin.lat });
  const xs: number[] = [], ys: number[] = [], lines: number[][] = [], byKey = new Map<string, number>();
  const segA: number[] = [], segB: number[] = [], segLine: number[] = [];
  let lineCount = 0;
  terrain.features.forEach((f, i) => {
    if ((f.properties as { class?: unknown } | null)?.class !== 'road' || !f.geometry) return;
    const g = f.geometry;
    if (g.type !== 'LineString' && g.type !== 'MultiLineString') return;
    const parts = (g.type === 'LineString' ? [g.coordinates] : g.coordinates) as unknown;
    if (!Array.isArray(parts)) throw new RangeError(`road feature ${i}: coordinates must be an array`);
    for (const part of parts as unknown[]) {
      if (!Array.isArray(part) || part.length < 2) throw new RangeError(`road feature ${i}: a line needs at least two [lon, lat] positions, got ${JSON.stringify(part)}`);
      const line = lineCount++;
      let last = -1;
      for (const c of part as unknown[]) {
        const [lon, lat] = Array.isArray(c) ? (c as unknown[]) : [];
        if (typeof lon !== 'number' || typeof lat !== 'number' || !Number.isFinite(lon) || !Number.isFinite(lat)) {
          throw new RangeError(`road feature ${i}: expected a [lon, lat] pair of finite numbers, got ${JSON.stringify(c)}`);
        }
        const key = `${lon},${lat}`;
        let n = byKey.get(key);
        if (n === undefined) {
          const m = proj.toLocal({ lon, lat });
          n = xs.push(m.eastingM) - 1;
          ys.push(m.northingM);
          lines.push([]);
          byKey.set(key, n);
        }
        if (!lines[n]!.includes(line)) lines[n]!.push(line);
        if (last >= 0 && last !== n) segA.push(last), segB.push(n), segLine.push(line);
        last = n;
      }
    }
  });
  const shareLine = (p: number, q: number) => lines[p]!.some((l) => lines[q]!.includes(l));
  const edges: number[] = []; // connector edges, node pairs
  const splits: { t: number; n: number }[][] = segA.map(() => []);
  const addNode = (x: number, y: number) => (xs.push(x), ys.push(y), lines.push([]), xs.length - 1);
  const vertexCount = xs.length;
  if (segA.length > 0) {
    const segIdx = boxIndex(segA.length, (k) => [xs[segA[k]!]!, ys[segA[k]!]!, xs[segB[k]!]!, ys[segB[k]!]!]);
    const ptIdx = boxIndex(vertexCount, (k) => [xs[k]!, ys[k]!, xs[k]!, ys[k]!]);
    for (let p = 0; p < vertexCount; p++) {
      const px = xs[p]!, py = ys[p]!;
      for (const q of ptIdx.search(px - joinM, py - joinM, px + joinM, py + joinM)) {
        if (q > p && !shareLine(p, q) && Math.hypot(xs[q]! - px, ys[q]! - py) <= joinM) edges.push(p, q);
      }
      for (const k of segIdx.search(px - joinM, py - joinM, px + joinM, py + joinM)) {
        if (lines[p]!.includes(segLine[k]!)) continue;
        const ax = xs[segA[k]!]!, ay = ys[segA[k]!]!, dx = xs[segB[k]!]! - ax, dy = ys[segB[k]!]! - ay;
        const t = ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy);
        if (!(t > 0 && t < 1)) continue; // nearest at an end: the vertex join covers it
        const fx = ax + t * dx, fy = ay + t * dy, d = Math.hypot(px - fx, py - fy);
        if (d > joinM) continue;
        const n = d === 0 ? p : addNode(fx, fy);
        if (n !== p) edges.push(p, n);
        splits[k]!.push({ t, n });
      }
    }
    for (let k = 0; k < segA.length; k++) {
      const a = segA[k]!, b = segB[k]!;
      const ax = xs[a]!, ay = ys[a]!, rx = xs[b]! - ax, ry = ys[b]! - ay;
      for (const j of segIdx.search(Math.min(ax, xs[b]!), Math.min(ay, ys[b]!), Math.max(ax, xs[b]!), Math.max(ay, ys[b]!))) {
        const c = segA[j]!, e = segB[j]!;
        if (j <= k || segLine[j] === segLine[k] || c === a || c === b || e === a || e === b) continue;
        const sx = xs[e]! - xs[c]!, sy = ys[e]! - ys[c]!, den = rx * sy - ry * sx;
        if (den === 0) continue; // parallel
        const qx = xs[c]! - ax, qy = ys[c]! - ay;
        const t = (qx * sy - qy * sx) / den, u = (qx * ry - qy * rx) / den;
        if (!(t > 0 && t < 1 && u > 0 && u < 1)) continue; // touching at an end: the T-junction join covers it
        const n = addNode(ax + t * rx, ay + t * ry);
        splits[k]!.push({ t, n });
        splits[j]!.push({ t: u, n });
      }
    }
  }
  const roadA: number[] = [], roadB: number[] = [];
  segA.forEach((a, k) => {
    let from = a;
    for (const s of splits[k]!.sort((p, q) => p.t - q.t || p.n - q.n)) if (s.n !== from) roadA.push(from), roadB.push(s.n), (from = s.n);
    if (from !== segB[k]) roadA.push(from), roadB.push(segB[k]!);
  });
  return pack(Float64Array.from(xs), Float64Array.from(ys), roadA, roadB, edges);
}

/** A finished flatbush index of `count` boxes given by `box(k)` as [x0, y0, x1, y1] (any corner order). */
function boxIndex(count: number, box: (k: number) => [number, number, number, number]): Flatbush {
  const fb = new Flatbush(count);
  for (let k = 0; k < count; k++) {
    const [x0, y0, x1, y1] = box(k);
    fb.add(Math.min(x0, x1), Math.min(y0, y1), Math.max(x0, x1), Math.max(y0, y1));
  }
  fb.finish();
  return fb;
}

/** The network from nodes, road segments (roadA[k]–roadB[k]) and connector edges (pairs), with its adjacency and segment index. */
function pack(x: Float64Array, y: Float64Array, roadA: number[], roadB: number[], connectors: number[]): RoadNet {
  const n = x.length, all = [...roadA.flatMap((a, k) => [a, roadB[k]!]), ...connectors];
  const off = new Int32Array(n + 1);
  for (const v of all) off[v + 1]!++;
  for (let v = 0; v < n; v++) off[v + 1]! += off[v]!;
  const fill = off.slice(0, n), to = new Int32Array(all.length), w = new Float64Array(all.length);
  for (let e = 0; e < all.length; e += 2) {
    const p = all[e]!, q = all[e + 1]!, len = Math.hypot(x[q]! - x[p]!, y[q]! - y[p]!);
    to[fill[p]!] = q, w[fill[p]!++] = len;
    to[fill[q]!] = p, w[fill[q]!++] = len;
  }
  const segLen = Float64Array.from(roadA, (a, k) => Math.hypot(x[roadB[k]!]! - x[a]!, y[roadB[k]!]! - y[a]!));
  const index = roadA.length ? boxIndex(roadA.length, (k) => [x[roadA[k]!]!, y[roadA[k]!]!, x[roadB[k]!]!, y[roadB[k]!]!]) : null;
  const data: NetData = {
    x, y, off, to, w, segA: Int32Array.from(roadA), segB: Int32Array.from(roadB), segLen, index,
    g: new Float64Array(n + 1), prev: new Int32Array(n + 1), seen: new Uint32Array(n + 1), done: new Uint32Array(n + 1), stamp: 0,
  };
  return { nodeCount: n, segmentCount: roadA.length, [NET]: data };
}

/** Where a point meets the road: segment `seg` at fraction `t` from its first node, point (x, y), `d` metres from the point. */
type Snap = { seg: number; t: number; x: number; y: number; d: number };

/** The nearest point on any road segment within `maxM` of p (ties: the lowest segment), or null. */
function snap(net: NetData, p: PointM, maxM: number): Snap | null {
  if (!net.index) return null;
  for (let r = Math.min(64, maxM); ; r = Math.min(r * 4, maxM)) {
    let best: Snap | null = null;
    for (const k of net.index.search(p.xM - r, p.yM - r, p.xM + r, p.yM + r)) {
      const a = net.segA[k]!, b = net.segB[k]!, ax = net.x[a]!, ay = net.y[a]!, dx = net.x[b]! - ax, dy = net.y[b]! - ay;
      const len2 = dx * dx + dy * dy;
      const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.xM - ax) * dx + (p.yM - ay) * dy) / len2));
      const x = t === 0 ? ax : t === 1 ? net.x[b]! : ax + t * dx, y = t === 0 ? ay : t === 1 ? net.y[b]! : ay + t * dy;
      const d = Math.hypot(p.xM - x, p.yM - y);
      if (d <= maxM && (!best || d < best.d || (d === best.d && k < best.seg))) best = { seg: k, t, x, y, d };
    }
    if (best && best.d <= r) return best;
    if (r >= maxM) return best;
  }
}

function checkPoint(p: PointM, what: string): void {
  if (!p || !Number.isFinite(p.xM) || !Number.isFinite(p.yM)) throw new RangeError(`${what} must be a point { xM, yM } of finite metres, got ${JSON.stringify(p)}`);
}

/**
 * The shortest way from `from` to `to` by road (grid metres): straight to the nearest point of the
 * nearest road, along the network, and straight from the road to `to`. `points`: from, the snap
 * point, the road nodes in order, the exit snap point, to (consecutive duplicates removed); `roadM`
 * the length along roads, `accessM` both off-road legs, metres. Null when either end is farther than
 * `opts.maxAccessM` (default 500 m) from every road, or the two snap points are not connected.
 * Throws `RangeError` for a point that is not finite metres or a negative or NaN `maxAccessM`.
 */
export function roadPath(net: RoadNet, from: PointM, to: PointM, opts: { maxAccessM?: number } = {}): RoadPath | null {
  checkPoint(from, 'roadPath: from');
  checkPoint(to, 'roadPath: to');
  const maxM = opts.maxAccessM ?? 500;
  if (!(maxM >= 0)) throw new RangeError(`roadPath: maxAccessM must be metres ≥ 0, got ${maxM}`);
  const d = net[NET], s = snap(d, from, maxM), e = s && snap(d, to, maxM);
  if (!s || !e) return null;
  let nodes: number[] = [], roadM: number;
  if (s.seg === e.seg) roadM = Math.abs(s.t - e.t) * d.segLen[s.seg]!;
  else {
    const found = aStar(d, s, e);
    if (!found) return null;
    [roadM, nodes] = found;
  }
  const points: PointM[] = [];
  const push = (xM: number, yM: number) => {
    const last = points[points.length - 1];
    if (!last || Math.hypot(last.xM - xM, last.yM - yM) > 1e-6) points.push({ xM, yM });
  };
  push(from.xM, from.yM), push(s.x, s.y);
  for (const n of nodes) push(d.x[n]!, d.y[n]!);
  push(e.x, e.y), push(to.xM, to.yM);
  return { points, roadM, accessM: s.d + e.d };
}

/** A* from snap `s` to snap `e` (different segments): [metres along roads, the nodes passed in order], or null when not connected. */
function aStar(d: NetData, s: Snap, e: Snap): [number, number[]] | null {
  const T = d.x.length; // the exit snap point, a virtual node
  if (++d.stamp === 0xffffffff) d.seen.fill(0), d.done.fill(0), (d.stamp = 1);
  const st = d.stamp, ids: number[] = [], keys: number[] = [];
  const eA = d.segA[e.seg]!, eB = d.segB[e.seg]!, eLen = d.segLen[e.seg]!;
  const relax = (v: number, g: number, from: number) => {
    if (d.done[v] === st || (d.seen[v] === st && d.g[v]! <= g)) return;
    d.seen[v] = st, (d.g[v] = g), (d.prev[v] = from);
    heapPush(ids, keys, v, g + (v === T ? 0 : Math.hypot(d.x[v]! - e.x, d.y[v]! - e.y)));
  };
  relax(d.segA[s.seg]!, s.t * d.segLen[s.seg]!, -1);
  relax(d.segB[s.seg]!, (1 - s.t) * d.segLen[s.seg]!, -1);
  while (ids.length > 0) {
    const v = heapPop(ids, keys);
    if (d.done[v] === st) continue;
    d.done[v] = st;
    if (v === T) {
      const nodes: number[] = [];
      for (let n = d.prev[T]!; n >= 0; n = d.prev[n]!) nodes.push(n);
      return [d.g[T]!, nodes.reverse()];
    }
    const g = d.g[v]!;
    for (let k = d.off[v]!; k < d.off[v + 1]!; k++) relax(d.to[k]!, g + d.w[k]!, v);
    if (v === eA) relax(T, g + e.t * eLen, v);
    if (v === eB) relax(T, g + (1 - e.t) * eLen, v);
  }
  return null;
}

function heapPush(ids: number[], keys: number[], id: number, key: number): void {
  let i = ids.length;
  ids.push(id), keys.push(key);
  while (i > 0) {
    const p = (i - 1) >> 1;
    if (keys[p]! <= key) break;
    ids[i] = ids[p]!, (keys[i] = keys[p]!), (i = p);
  }
  ids[i] = id, (keys[i] = key);
}

function heapPop(ids: number[], keys: number[]): number {
  const top = ids[0]!, id = ids.pop()!, key = keys.pop()!, n = ids.length;
  if (n === 0) return top;
  let i = 0;
  for (;;) {
    let c = 2 * i + 1;
    if (c >= n) break;
    if (c + 1 < n && keys[c + 1]! < keys[c]!) c++;
    if (keys[c]! >= key) break;
    ids[i] = ids[c]!, (keys[i] = keys[c]!), (i = c);
  }
  ids[i] = id, (keys[i] = key);
  return top;
}

/**
 * A road march through `waypoints` (grid metres; waypoints[0] is the unit's start): `roadPath` over
 * each consecutive pair, joined. `unreachable` is the index of the first waypoint that cannot be
 * reached by road (the points then stop at the waypoint before it), else null. Throws `RangeError`
 * for no waypoints or as `roadPath`.
 */
export function roadRoute(net: RoadNet, waypoints: readonly PointM[], opts: { maxAccessM?: number } = {}): RoadRoute {
  if (waypoints.length === 0) throw new RangeError('roadRoute: waypoints must hold at least the unit\'s start');
  waypoints.forEach((w, i) => checkPoint(w, `roadRoute: waypoints[${i}]`));
  const first = waypoints[0]!;
  const out: RoadRoute = { points: [{ xM: first.xM, yM: first.yM }], roadM: 0, accessM: 0, unreachable: null };
  for (let i = 1; i < waypoints.length; i++) {
    const leg = roadPath(net, waypoints[i - 1]!, waypoints[i]!, opts);
    if (!leg) return { ...out, unreachable: i };
    out.points.push(...leg.points.slice(1));
    out.roadM += leg.roadM;
    out.accessM += leg.accessM;
  }
  return out;
}
