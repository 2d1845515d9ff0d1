/**
 * The MGRS overlay for one view: the lines of the UTM grid itself (constant UTM easting or northing of
 * the zone the map's centre lies in), not the map's own square lines, so the figures on the overlay
 * are the figures of an MGRS reference. Each line is computed in UTM, carried into the map's own
 * metres through WGS84 (`gridProjection`), drawn straight between its ends (over a map of a few tens of
 * km a UTM line bends by well under a metre in the map's metres) and clipped to the visible part of the
 * map. Spacing as the numeric grid's (10 km, 1 km, 100 m, 10 m: the finest at least `MIN_LINE_GAP_PX`
 * apart); each line labelled with the figures a reference of that precision uses (`97`, `973`).
 */
import proj4 from 'proj4';
import { pointToGridRef } from '../rules/grid.ts';
import { gridProjection } from '../rules/projection.ts';
import type { GridDef } from '../rules/types.ts';
import type { GridDrawing, GridLine } from './gridLines.ts';

type XY = [number, number];

const utmCache = new Map<string, proj4.Converter>();

/** The UTM converter of the zone MGRS gives the map's centre (its own zone rules: Norway, Svalbard). */
function utmOf(grid: GridDef): proj4.Converter {
  const local = gridProjection(grid);
  const centre = local.toLonLat({ eastingM: grid.widthM / 2, northingM: grid.heightM / 2 });
  const zone = Number(/^(\d{1,2})/.exec(pointToGridRef({ ...grid, others: undefined }, centre, 2))![1]);
  const key = `${zone}${centre.lat < 0 ? 'S' : 'N'}`;
  let conv = utmCache.get(key);
  if (!conv) {
    conv = proj4('EPSG:4326', `+proj=utm +zone=${zone}${centre.lat < 0 ? ' +south' : ''} +datum=WGS84 +units=m +no_defs`);
    utmCache.set(key, conv);
  }
  return conv;
}

/** The part of segment a–b inside the box (Liang–Barsky), or null. */
function clip(a: XY, b: XY, e0: number, e1: number, n0: number, n1: number): [XY, XY] | null {
  let t0 = 0;
  let t1 = 1;
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  for (const [p, q] of [[-dx, a[0] - e0], [dx, e1 - a[0]], [-dy, a[1] - n0], [dy, n1 - a[1]]] as const) {
    if (p === 0) {
      if (q < 0) return null;
      continue;
    }
    const r = q / p;
    if (p < 0) t0 = Math.max(t0, r);
    else t1 = Math.min(t1, r);
    if (t0 > t1) return null;
  }
  return [[a[0] + t0 * dx, a[1] + t0 * dy], [a[0] + t1 * dx, a[1] + t1 * dy]];
}

/**
 * What to draw of an MGRS grid in the visible box `e0…e1` × `n0…n1` (the map's metres) at spacing
 * `spacingM`, lines every `majorM` drawn heavier; `label` gives a line's figures.
 */
export function mgrsDrawing(grid: GridDef, spacingM: number, label: (valueM: number) => string, visible: boolean, e0: number, e1: number, n0: number, n1: number): GridDrawing {
  const out: GridDrawing = { spacingM, labelEvery: 1, lines: [], labels: [] };
  if (!visible) return out;
  const local = gridProjection(grid);
  const utm = utmOf(grid);
  const toUtm = (e: number, n: number): XY => {
    const p = local.toLonLat({ eastingM: e, northingM: n });
    return utm.forward([p.lon, p.lat]) as XY;
  };
  const toLocal = (E: number, N: number): XY => {
    const [lon, lat] = utm.inverse([E, N]) as XY;
    const m = local.toLocal({ lon, lat });
    return [m.eastingM, m.northingM];
  };
  const corners = [toUtm(e0, n0), toUtm(e1, n0), toUtm(e1, n1), toUtm(e0, n1)];
  const minE = Math.min(...corners.map((c) => c[0]));
  const maxE = Math.max(...corners.map((c) => c[0]));
  const minN = Math.min(...corners.map((c) => c[1]));
  const maxN = Math.max(...corners.map((c) => c[1]));
  const s = spacingM;
  const majorM = s * 10;
  const isMajor = (v: number) => Math.abs(v / majorM - Math.round(v / majorM)) < 1e-9;
  const push = (axis: GridLine['axis'], value: number, a: XY, b: XY) => {
    const seg = clip(a, b, e0, e1, n0, n1);
    if (!seg) return;
    out.lines.push({ axis, valueM: value, fromM: 0, toM: 0, major: isMajor(value), path: seg });
    out.labels.push({ axis, atM: 0, text: label(value), path: seg });
  };
  for (let k = Math.ceil(minE / s); k * s <= maxE; k++) push('easting', k * s, toLocal(k * s, minN), toLocal(k * s, maxN));
  for (let k = Math.ceil(minN / s); k * s <= maxN; k++) push('northing', k * s, toLocal(minE, k * s), toLocal(maxE, k * s));
  return out;
}
