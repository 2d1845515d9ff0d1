/**
 * A campaign on the umpire's own ground (New campaign → New map): the scenario its first event
 * carries — a name, the two sides, the start, the grid (its primary system and any others) over the
 * area chosen — with an empty order of battle, and a map id of its own (`own-…`) that no bundled
 * map has, so the campaign draws the terrain it carries (`CampaignState.terrain`).
 */
import { mgrsToSquare } from '../../rules/mgrsRef.ts';
import { gridProjection } from '../../rules/projection.ts';
import type { GridDef, LonLat } from '../../rules/types.ts';
import { slugOf } from '../model/selectors.ts';
import type { Scenario, SideInfo } from '../model/types.ts';

/** Prefix of the map id of every map made in the app. */
export const OWN_MAP_PREFIX = 'own-';

/** What the New map form gives. */
export type NewMapSpec = {
  name: string;
  description?: string;
  sides: { blue: SideInfo; red: SideInfo };
  /** Local wall-clock start `YYYY-MM-DDTHH:MM` and its offset from UTC, minutes. */
  startLocal: string;
  utcOffsetMin: number;
  grid: GridDef;
};

/** A map id from a name: `Narvik, April 1940` → `own-narvik-april-1940` (at most 64 characters, `own-map` for a name of no letters). */
export function ownMapId(name: string): string {
  const slug = slugOf(name);
  return `${OWN_MAP_PREFIX}${slug || 'map'}`.slice(0, 64).replace(/-$/, '');
}

/** The scenario of a new map (see the module note); checked when the campaign is created, like any scenario. */
export function newMapScenario(spec: NewMapSpec): Scenario {
  const mapId = ownMapId(spec.name);
  return {
    id: mapId,
    mapId,
    name: spec.name,
    description: spec.description ?? '',
    startLocal: spec.startLocal,
    utcOffsetMin: spec.utcOffsetMin,
    grid: spec.grid,
    sides: spec.sides,
    units: [],
  };
}

/** Whether map id `mapId` is a map made in the app (its terrain is the campaign's own). */
export function isOwnMap(mapId: string): boolean {
  return mapId.startsWith(OWN_MAP_PREFIX);
}

/** The grid systems a new map may take as its primary. */
export type NewMapScheme = GridDef['scheme'];

/**
 * A corner typed by the umpire: `50.02, 2.95` (latitude, longitude in decimal degrees, as maps and
 * GPS give them) or an MGRS reference (`31UDR 12345 67890`, the centre of its square). Throws
 * `RangeError` saying what is wrong.
 */
export function parseCorner(text: string): LonLat {
  const t = text.trim();
  const m = /^(-?\d+(?:\.\d+)?)\s*[,;\s]\s*(-?\d+(?:\.\d+)?)$/.exec(t);
  if (m) {
    const lat = Number(m[1]);
    const lon = Number(m[2]);
    if (Math.abs(lat) > 85) throw new RangeError(`"${t}": the latitude comes first and must be between -85 and 85`);
    if (Math.abs(lon) > 180) throw new RangeError(`"${t}": the longitude must be between -180 and 180`);
    return { lon, lat };
  }
  if (/^\d{1,2}[C-HJ-NP-Xc-hj-np-x]/.test(t)) {
    try {
      return mgrsToSquare(t).centre;
    } catch (e) {
      throw new RangeError(`"${t}" is not an MGRS reference: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  throw new RangeError(`"${t.slice(0, 40)}" is not a corner: type latitude, longitude (50.02, 2.95) or an MGRS reference (31UDR 12345 67890)`);
}

/**
 * The grid of a new map over the area from `sw` to `ne` (WGS84): its origin the south-west corner,
 * its extent the area's width and height in the grid's metres rounded up to whole squares of
 * `squareM`. A trench-map grid is a whole sheet (`sheet`, 36,000 × 24,000 yards from `sw`, its
 * south-west corner). Throws `RangeError` naming the problem: corners the wrong way round, an area
 * over 2,000 km (100 km for a numeric grid), more than 10,000 squares each way.
 */
export function gridForArea(scheme: NewMapScheme, squareM: number, sw: LonLat, ne: LonLat, sheet?: string): GridDef {
  if (scheme === 'trench') {
    const yard = 0.9144;
    return { scheme, sheet: sheet ?? '', originLon: sw.lon, originLat: sw.lat, widthM: 36_000 * yard, heightM: 24_000 * yard, squareM: 6_000 * yard };
  }
  if (!(ne.lon > sw.lon && ne.lat > sw.lat)) throw new RangeError('the north-east corner must lie north and east of the south-west corner');
  if (!(squareM >= 1 && squareM <= 100_000)) throw new RangeError(`a square of ${squareM} m: give 1 m to 100 km`);
  const proj = gridProjection({ originLon: sw.lon, originLat: sw.lat });
  const round = (m: number) => Math.ceil(m / squareM - 1e-9) * squareM;
  // The grid must cover every corner of the area: meridians converge and parallels curve in the
  // grid's projection, so the far corners are not all on the edges through the south-west one.
  const corners = [ne, { lon: ne.lon, lat: sw.lat }, { lon: sw.lon, lat: ne.lat }].map((c) => proj.toLocal(c));
  const widthM = round(Math.max(...corners.map((c) => c.eastingM)));
  const heightM = round(Math.max(...corners.map((c) => c.northingM)));
  const limit = scheme === 'numeric' ? 100_000 : 2_000_000;
  if (widthM > limit || heightM > limit) throw new RangeError(`the area is ${Math.round(widthM / 1000)} × ${Math.round(heightM / 1000)} km: a ${scheme === 'numeric' ? 'numeric grid covers at most 100 km' : 'map covers at most 2,000 km'} each way`);
  if (widthM / squareM > 10_000 || heightM / squareM > 10_000) throw new RangeError(`squares of ${squareM} m give more than 10,000 across the area: choose larger squares`);
  return { scheme, originLon: sw.lon, originLat: sw.lat, widthM, heightM, squareM };
}
