/**
 * Fire-plan geometry at true ground size, in a map's grid metres (`gridProjection`: lon/lat ↔ metres
 * east/north of the grid origin; DESIGN.md §Geometry): points offset by bearing and distance, distances,
 * the 1418 bombardment template and its inner circle (`001_5e546d392906486c.txt` §ARTILLERY,
 * `000_5cca48f65b2d4420.txt` §Artillery; `bombardmentTemplate`), smoke and gas cordons with the wind
 * (001 §SMOKE SCREENS & POISON GAS; RULINGS.md §Smoke and gas) and range fans. Bearings are degrees
 * clockwise from grid north. Every function throws a `RangeError` naming the bad argument.
 */
import { gridProjection } from '../projection.ts';
import { bombardmentTemplate, smokeCordonLengthM, SMOKE_DRIFT_M_PER_BOUND } from '../tables/artillery1418.ts';
import type { Edition, GridDef, LonLat } from '../types.ts';

const RAD = Math.PI / 180;

function finite(v: unknown, where: string): number {
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new RangeError(`${where} must be a finite number, got ${String(v)}`);
  return v;
}

function point(p: unknown, where: string): LonLat {
  const q = p as LonLat | null;
  if (typeof q !== 'object' || q === null || !Number.isFinite(q.lon) || !Number.isFinite(q.lat)) {
    throw new RangeError(`${where} must be a { lon, lat } position, got ${JSON.stringify(p)}`);
  }
  return q;
}

function whole(v: unknown, min: number, where: string): number {
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < min) throw new RangeError(`${where} must be a whole number ≥ ${min}, got ${String(v)}`);
  return v;
}

/**
 * The point `distanceM` ground metres from `pos` towards `bearingDeg` (clockwise from grid north), in
 * the grid's metres. Throws `RangeError` for a bad grid origin, position, bearing or a negative or
 * non-finite distance.
 */
export function offsetPoint(grid: GridDef, pos: LonLat, bearingDeg: number, distanceM: number): LonLat {
  const b = finite(bearingDeg, 'offsetPoint: bearingDeg');
  const d = finite(distanceM, 'offsetPoint: distanceM');
  if (d < 0) throw new RangeError(`offsetPoint: distanceM must be ≥ 0, got ${d}`);
  const proj = gridProjection(grid);
  const m = proj.toLocal(point(pos, 'offsetPoint: pos'));
  return proj.toLonLat({ eastingM: m.eastingM + Math.sin(b * RAD) * d, northingM: m.northingM + Math.cos(b * RAD) * d });
}

/** Ground distance between two positions, metres, in the grid's metres. Throws `RangeError` for a bad position. */
export function distanceM(grid: GridDef, a: LonLat, b: LonLat): number {
  const proj = gridProjection(grid);
  const p = proj.toLocal(point(a, 'distanceM: a'));
  const q = proj.toLocal(point(b, 'distanceM: b'));
  return Math.hypot(q.eastingM - p.eastingM, q.northingM - p.northingM);
}

/**
 * Bearing from `from` to `to`, degrees clockwise from grid north in [0, 360). Throws `RangeError` for a
 * bad position or when the two coincide (no bearing).
 */
export function bearingDeg(grid: GridDef, from: LonLat, to: LonLat): number {
  const proj = gridProjection(grid);
  const p = proj.toLocal(point(from, 'bearingDeg: from'));
  const q = proj.toLocal(point(to, 'bearingDeg: to'));
  const dx = q.eastingM - p.eastingM;
  const dy = q.northingM - p.northingM;
  if (Math.hypot(dx, dy) < 1e-9) throw new RangeError('bearingDeg: from and to are the same point, so there is no bearing');
  return ((Math.atan2(dx, dy) / RAD) % 360 + 360) % 360;
}

/**
 * A circle of `radiusM` ground metres round `centre` as a polygon of `points` vertices (not closed:
 * the first vertex is not repeated), the first due north, going clockwise. Throws `RangeError` for a
 * bad centre, a radius not > 0 or fewer than 8 points.
 */
export function circlePolygon(grid: GridDef, centre: LonLat, radiusM: number, points = 48): LonLat[] {
  const r = finite(radiusM, 'circlePolygon: radiusM');
  if (r <= 0) throw new RangeError(`circlePolygon: radiusM must be > 0, got ${r}`);
  const n = whole(points, 8, 'circlePolygon: points');
  const proj = gridProjection(grid);
  const c = proj.toLocal(point(centre, 'circlePolygon: centre'));
  return Array.from({ length: n }, (_, i) => {
    const a = (i / n) * 2 * Math.PI;
    return proj.toLonLat({ eastingM: c.eastingM + Math.sin(a) * r, northingM: c.northingM + Math.cos(a) * r });
  });
}

/** A 1418 bombardment template on the map: its diameters (m) and both circles as polygons. */
export type TemplateGeometry = { diameterM: number; innerDiameterM: number; outer: LonLat[]; inner: LonLat[] };

/**
 * The 1418 bombardment template at true size round `centre`: diameter 76.2 m (v0.8) or 152.4 m (v0.7),
 * the inner circle `innerFraction` of it (default ½, RULINGS.md §Bombardment *setting*), both as
 * `circlePolygon`s of `points` vertices. Throws `RangeError` for a bad edition, fraction, centre or points.
 */
export function templateCircles(grid: GridDef, centre: LonLat, edition: Edition = 'v0.8', innerFraction?: number, points = 48): TemplateGeometry {
  const { diameterM, innerDiameterM } = bombardmentTemplate(edition, innerFraction);
  return { diameterM, innerDiameterM, outer: circlePolygon(grid, centre, diameterM / 2, points), inner: circlePolygon(grid, centre, innerDiameterM / 2, points) };
}

/**
 * The two end points of a smoke or gas cordon (001 §SMOKE SCREENS & POISON GAS; RULINGS.md §Smoke and
 * gas): 3" (76.2 m) long per battery firing (`smokeCordonLengthM`), centred on the template's centre,
 * at right angles to the wind, its centre drifted 3" (`SMOKE_DRIFT_M_PER_BOUND`) downwind per bound
 * elapsed. `windToDeg` is where the wind blows towards; null = calm: the cordon lies east–west (as the
 * bound engine lays it) and does not drift. The first end is to the left looking downwind.
 * Throws `RangeError` for a bad centre, `batteries` not a whole number ≥ 1 or `boundsElapsed` not ≥ 0 whole.
 */
export function cordonSegment(grid: GridDef, centre: LonLat, batteries: number, windToDeg: number | null, boundsElapsed: number): [LonLat, LonLat] {
  const lengthM = smokeCordonLengthM(batteries);
  const bounds = whole(boundsElapsed, 0, 'cordonSegment: boundsElapsed');
  const wind = windToDeg === null ? null : finite(windToDeg, 'cordonSegment: windToDeg');
  const proj = gridProjection(grid);
  const c = proj.toLocal(point(centre, 'cordonSegment: centre'));
  const drift = wind === null ? 0 : bounds * SMOKE_DRIFT_M_PER_BOUND;
  const w = (wind ?? 0) * RAD;
  const e = c.eastingM + Math.sin(w) * drift;
  const n = c.northingM + Math.cos(w) * drift;
  const axis = ((wind ?? 0) + 90) * RAD;
  const ax = (Math.sin(axis) * lengthM) / 2;
  const ay = (Math.cos(axis) * lengthM) / 2;
  return [proj.toLonLat({ eastingM: e - ax, northingM: n - ay }), proj.toLonLat({ eastingM: e + ax, northingM: n + ay })];
}

/**
 * A battery's range fan as a polygon: the battery's position, then `points` vertices on the arc of
 * radius `rangeM` spanning `arcDeg` centred on the bearing to `towardsPos` (left to right). With
 * `arcDeg` 360 it is the whole range circle (`points` vertices, no apex). Not closed. Throws `RangeError`
 * for bad positions, `towardsPos` at the battery, `rangeM` not > 0, `arcDeg` outside (0, 360] or
 * `points` not a whole number ≥ 2.
 */
export function rangeFan(grid: GridDef, batteryPos: LonLat, towardsPos: LonLat, rangeM: number, arcDeg = 60, points = 24): LonLat[] {
  const r = finite(rangeM, 'rangeFan: rangeM');
  if (r <= 0) throw new RangeError(`rangeFan: rangeM must be > 0, got ${r}`);
  const arc = finite(arcDeg, 'rangeFan: arcDeg');
  if (arc <= 0 || arc > 360) throw new RangeError(`rangeFan: arcDeg must be in (0, 360], got ${arc}`);
  const n = whole(points, 2, 'rangeFan: points');
  const proj = gridProjection(grid);
  const c = proj.toLocal(point(batteryPos, 'rangeFan: batteryPos'));
  const mid = bearingDeg(grid, batteryPos, towardsPos);
  if (arc === 360) return circlePolygon(grid, batteryPos, r, Math.max(8, n));
  const out: LonLat[] = [{ lon: batteryPos.lon, lat: batteryPos.lat }];
  for (let i = 0; i < n; i++) {
    const a = (mid - arc / 2 + (arc * i) / (n - 1)) * RAD;
    out.push(proj.toLonLat({ eastingM: c.eastingM + Math.sin(a) * r, northingM: c.northingM + Math.cos(a) * r }));
  }
  return out;
}
