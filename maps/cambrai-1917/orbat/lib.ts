/**
 * Authoring helpers for the hand-written orders of battle under `maps/<mapId>/orbat/`: a unit spec
 * with its position in grid metres, sector frames that place units along a front and in depth, and
 * the conversion of specs into `Unit`s (`src/campaign/types.ts`) through the grid's projection.
 * Used by `maps/tools/build-cambrai-scenario.ts` and `maps/tools/build-table-scenario.ts`.
 */
import { gridProjection } from '../../../src/rules/projection.ts';
import type { Grade, GridDef } from '../../../src/rules/types.ts';
import type { Echelon, SideId, SupportRelation, Unit } from '../../../src/campaign/model/types.ts';
import { isUnitTypeId, type UnitTypeId } from '../../../src/rules/tables/unitTypes.ts';

/** A point in grid metres: easting `e` and northing `n` from the grid's south-west corner. */
export type Pt = { e: number; n: number };

/**
 * One unit as authored. `bases` are the unit's own bases (ARCHITECTURE.md §Strength);
 * `est` its establishment (defaults to `bases`); `at` its position in grid metres (absent: drawn at
 * the mean of its subordinates); `parent` the id of the HQ it is Under Command of.
 */
export type Spec = {
  id: string;
  name: string;
  short: string;
  echelon: Echelon;
  type: UnitTypeId;
  grade: Grade;
  bases: number;
  est?: number;
  at?: Pt;
  parent?: string;
  support?: SupportRelation;
  dugIn?: boolean;
  /** Artillery: the bore of its guns, mm, where the unit type's default is not theirs (SOURCES.md §calibres). */
  calibreMm?: number;
  notes?: string;
};

/** Collects the specs of one side in ORBAT order (parents first). */
export class Side {
  readonly specs: Spec[] = [];
  constructor(readonly side: SideId) {}
  /** Append a spec and return its id (so callers can use it as a parent id). */
  add(spec: Spec): string {
    this.specs.push(spec);
    return spec.id;
  }
}

/**
 * A straight front from `l` (left end, looking at the enemy) to `r` (right end). `at(f, depthM)` is
 * the point a fraction `f` (0 = left, 1 = right) along the front and `depthM` metres along the axis
 * of attack (negative: behind the front). `alongM` shifts sideways in metres (positive: to the
 * right). The axis of attack is `bearingDeg` (clockwise from grid north) or, when absent, square to
 * the front.
 */
export type Frame = { lenM: number; at(f: number, depthM: number, alongM?: number): Pt };

/** Build a sector frame from its two ends (grid metres). Throws for ends less than 1 m apart. */
export function frame(l: Pt, r: Pt, bearingDeg?: number): Frame {
  const de = r.e - l.e;
  const dn = r.n - l.n;
  const lenM = Math.hypot(de, dn);
  if (lenM < 1) throw new RangeError(`frame ends must be apart, got ${JSON.stringify([l, r])}`);
  const ue = de / lenM;
  const un = dn / lenM;
  // Square to the front: the along-front direction turned 90° anticlockwise.
  const rad = ((bearingDeg ?? 0) * Math.PI) / 180;
  const fe = bearingDeg === undefined ? -un : Math.sin(rad);
  const fn = bearingDeg === undefined ? ue : Math.cos(rad);
  return {
    lenM,
    at(f, depthM, alongM = 0) {
      const s = f * lenM + alongM;
      return { e: l.e + ue * s + fe * depthM, n: l.n + un * s + fn * depthM };
    },
  };
}

/** A point offset from `p` by `de` metres east and `dn` metres north. */
export function off(p: Pt, de: number, dn: number): Pt {
  return { e: p.e + de, n: p.n + dn };
}

/**
 * Turn specs into `Unit`s for one grid. Positions are projected to WGS84 and rounded to 1e-6°.
 * Throws `Error` naming the unit when a type is unknown, a position lies outside the grid
 * (0 ≤ e < widthM, 0 ≤ n < heightM), two units share a position, ids repeat, or a parent or
 * support target is missing or a parent comes after its child.
 */
export function toUnits(sides: Side[], grid: GridDef): Unit[] {
  const proj = gridProjection(grid);
  const seenIds = new Set<string>();
  const seenPos = new Map<string, string>();
  const units: Unit[] = [];
  for (const side of sides) {
    for (const s of side.specs) {
      const where = `unit "${s.id}"`;
      if (seenIds.has(s.id)) throw new Error(`${where}: duplicate id`);
      if (!/^[A-Za-z0-9_.-]+$/.test(s.id)) throw new Error(`${where}: id has characters outside [A-Za-z0-9_.-]`);
      if (!isUnitTypeId(s.type)) throw new Error(`${where}: unknown unit type "${s.type}"`);
      if (s.parent !== undefined && !seenIds.has(s.parent)) {
        throw new Error(`${where}: parent "${s.parent}" is not listed before it`);
      }
      seenIds.add(s.id);
      const unit: Unit = {
        id: s.id,
        side: side.side,
        name: s.name,
        shortName: s.short,
        echelon: s.echelon,
        type: s.type,
        grade: s.grade,
        bases: s.bases,
        establishmentBases: s.est ?? s.bases,
        injuredBases: 0,
        dugIn: s.dugIn ?? false,
      };
      if (s.at) {
        const { e, n } = s.at;
        if (!(e >= 0 && e < grid.widthM && n >= 0 && n < grid.heightM)) {
          throw new Error(`${where}: position (${e.toFixed(0)} E, ${n.toFixed(0)} N) m is outside the grid`);
        }
        const ll = proj.toLonLat({ eastingM: e, northingM: n });
        const pos = { lon: round6(ll.lon), lat: round6(ll.lat) };
        const key = `${pos.lon},${pos.lat}`;
        const other = seenPos.get(key);
        if (other) throw new Error(`${where}: same position as "${other}"`);
        seenPos.set(key, s.id);
        unit.pos = pos;
      }
      if (s.parent !== undefined) unit.parentId = s.parent;
      if (s.support) unit.support = { ...s.support };
      if (s.calibreMm !== undefined) unit.calibreMm = s.calibreMm;
      if (s.notes) unit.notes = s.notes;
      units.push(unit);
    }
  }
  for (const u of units) {
    if (u.support && !seenIds.has(u.support.toId)) {
      throw new Error(`unit "${u.id}": supports unknown unit "${u.support.toId}"`);
    }
  }
  return units;
}

function round6(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}

/**
 * Serialise a scenario as JSON with one unit per line (stable, diff-friendly), ending in a newline.
 */
export function scenarioJson(scenario: { units: Unit[] } & Record<string, unknown>): string {
  const { units, ...head } = scenario;
  const headJson = JSON.stringify(head, null, 2);
  const body = units.map((u) => `    ${JSON.stringify(u)}`).join(',\n');
  return `${headJson.slice(0, -2)},\n  "units": [\n${body}\n  ]\n}\n`;
}
