/**
 * Fits the British 1:40,000 trench-map sheets 57c and 57b to the Cambrai map, and writes
 * `maps/cambrai-1917/trench-sheets.json` (the two trench-map grids, `GridDef`s of scheme 'trench', and
 * the fit's residuals), which `build-cambrai-scenario.ts` puts beside the numeric grid.
 *
 * The data: the places of `../shared/realdata/trench-maps/ww1-trenches.csv` (tigersmuseum/history,
 * MIT) whose sheet is 57c or 57b and whose nearest place is a commune of
 * `../shared/realdata/cambrai/communes-cambrai-1917-area.geojson` (IGN Admin Express 2018). Each
 * place's squares (`X 1 c,X 1 d,X 2 c`, `W 17 a 0.5`, shorthand `J 21 c, d, 27 a`) are read as
 * trench-map references and stand for the centre of their union.
 *
 * The fit: the sheet's lettering fixes every square relative to its south-west corner (yards, grid
 * north up), so only that corner is unknown: a translation, found by least squares as the mean of
 * (place − square centre) over the places whose position the map's own data gives (a wood of
 * `features/areas.json`, its centroid). Every place is then checked against its commune: the distance
 * from its square's centre to the commune polygon (0 inside). Sheet 57b is the next sheet east: its
 * south-west corner is 57c's south-east corner (36,000 yards east on 57c's grid).
 *
 * Run: `npx tsx maps/tools/fit-trench-sheets.ts` (writes; `--check` exits 1 when the file differs).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import centroid from '@turf/centroid';
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import pointToPolygonDistance from '@turf/point-to-polygon-distance';
import { polygon, point } from '@turf/helpers';
import Papa from 'papaparse';
import { gridProjection } from '../../src/rules/projection.ts';
import { trenchRefToYards, TRENCH_SHEET, TRENCH_YD, YARD_M } from '../../src/rules/trenchRef.ts';
import type { GridDef, LonLat } from '../../src/rules/types.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
/** Where the fit is written. */
export const TRENCH_SHEETS_PATH = here('../cambrai-1917/trench-sheets.json');
const CSV_PATH = here('../../../shared/realdata/trench-maps/ww1-trenches.csv');
const COMMUNES_PATH = here('../../../shared/realdata/cambrai/communes-cambrai-1917-area.geojson');
const AREAS_PATH = here('../cambrai-1917/features/areas.json');

/** One place of the fit: its squares, where they put it, and how far that is from what the map knows. */
export type FitPlace = {
  name: string;
  commune: string;
  squares: string[];
  /** The centre of its squares on the fitted sheet, WGS84 (5 decimals). */
  fitted: LonLat;
  /** Metres from the fitted centre to the map's own position of the place (null: the map has none). */
  residualM: number | null;
  /** Metres from the fitted centre to the place's commune (0: inside it). */
  outsideCommuneM: number;
};

/** What `fit-trench-sheets.ts` writes: the sheets' grids and the places they were fitted on. */
export type TrenchSheetFit = { grids: GridDef[]; places: FitPlace[]; rmsM: number };

/**
 * Read the CSV's squares column into trench-map references: `X 1 c,X 1 d` → `X.1.c`, `X.1.d`;
 * `W 17 a 0.5` → `W.17.a.0.5`; shorthand parts inherit the letter and number before them
 * (`J 21 c, d, 27 a` → `J.21.c`, `J.21.d`, `J.27.a`). Throws `Error` naming a part it cannot read.
 */
export function csvSquares(text: string): string[] {
  let letter = '';
  let number = '';
  return text.split(',').map((raw) => {
    const parts = raw.trim().split(/\s+/);
    if (/^[A-X]$/.test(parts[0] ?? '')) letter = parts.shift()!;
    if (/^\d{1,2}$/.test(parts[0] ?? '')) number = parts.shift()!;
    const quarter = /^[a-d]$/.test(parts[0] ?? '') ? parts.shift()! : '';
    const digits = parts.shift();
    const pair = digits ? /^(\d{1,2})\.(\d{1,2})$/.exec(digits) : null;
    if (!letter || (digits && !pair) || parts.length > 0) throw new Error(`cannot read the trench-map square "${raw.trim()}" in "${text}"`);
    return [letter, number, quarter, pair?.[1], pair?.[2]].filter(Boolean).join('.');
  });
}

/** The trench-map grid of sheet `sheet` with its south-west corner at `origin`. */
function sheetGrid(sheet: string, origin: LonLat): GridDef {
  const m = (yd: number) => Number((yd * YARD_M).toFixed(1));
  return {
    scheme: 'trench', sheet,
    originLon: Number(origin.lon.toFixed(6)), originLat: Number(origin.lat.toFixed(6)),
    widthM: m(TRENCH_SHEET.across * TRENCH_YD.lettered), heightM: m(TRENCH_SHEET.down * TRENCH_YD.lettered), squareM: m(TRENCH_YD.lettered),
  };
}

/** Fit sheets 57c and 57b from the CSV, the communes and the map's woods (see the module note). Pure given the files. */
export function fitTrenchSheets(): TrenchSheetFit {
  const rows = Papa.parse<Record<string, string>>(readFileSync(CSV_PATH, 'utf8').replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true }).data;
  const communes = JSON.parse(readFileSync(COMMUNES_PATH, 'utf8')) as { features: { properties: { nom: string }; geometry: GeoJSON.Polygon | GeoJSON.MultiPolygon }[] };
  const woods = (JSON.parse(readFileSync(AREAS_PATH, 'utf8')) as { features: { name: string; ring: [number, number][] }[] }).features;
  const places = rows
    .filter((r) => /^57[bc]/i.test(r['Map Sheet Number'] ?? '') && communes.features.some((c) => c.properties.nom === r['Nearest Place']))
    .map((r) => {
      const squares = csvSquares(r['Map Squares']!);
      // Each place on its own sheet; 57b's squares lie one sheet (36,000 yards) east of 57c's corner.
      const sheet = /^57b/i.test(r['Map Sheet Number']!) ? '57b' : '57c';
      const east = sheet === '57b' ? TRENCH_SHEET.across * TRENCH_YD.lettered : 0;
      const yd = squares.map((s) => trenchRefToYards(sheet, s)).map((q) => ({ ...q, eastYd: q.eastYd + east }));
      const [w, s, e, n] = [Math.min(...yd.map((q) => q.eastYd)), Math.min(...yd.map((q) => q.northYd)), Math.max(...yd.map((q) => q.eastYd + q.sizeYd)), Math.max(...yd.map((q) => q.northYd + q.sizeYd))];
      const wood = woods.find((a) => a.name === r['Trench Name']);
      const known = wood ? centroid(polygon([[...wood.ring, wood.ring[0]!]])).geometry.coordinates : null;
      return { name: r['Trench Name']!, commune: r['Nearest Place']!, squares, centreM: { e: ((w + e) / 2) * YARD_M, n: ((s + n) / 2) * YARD_M }, known: known ? { lon: known[0]!, lat: known[1]! } : null };
    });
  const located = places.filter((p) => p.known);
  if (located.length === 0) throw new Error('no place of the trench-map list has a position on the Cambrai map');
  // Least squares for a translation in the sheet's own projection (centred on its corner, so grid
  // north is the sheet's): the corner is the mean of (position − square centre). The projection moves
  // with the corner, so repeat until the corner stands still (three rounds reach a millimetre).
  let origin57c: LonLat = located[0]!.known!;
  for (let round = 0; round < 6; round += 1) {
    const frame = gridProjection({ originLon: origin57c.lon, originLat: origin57c.lat });
    const e = located.reduce((t, p) => t + frame.toLocal(p.known!).eastingM - p.centreM.e, 0) / located.length;
    const n = located.reduce((t, p) => t + frame.toLocal(p.known!).northingM - p.centreM.n, 0) / located.length;
    origin57c = frame.toLonLat({ eastingM: e, northingM: n });
  }
  const c57 = sheetGrid('57c', origin57c);
  const origin57b = gridProjection(c57).toLonLat({ eastingM: TRENCH_SHEET.across * TRENCH_YD.lettered * YARD_M, northingM: 0 });
  const sheet = gridProjection(c57);
  const fitted = places.map((p): FitPlace => {
    const at = sheet.toLonLat({ eastingM: p.centreM.e, northingM: p.centreM.n });
    const commune = communes.features.find((c) => c.properties.nom === p.commune)!;
    const pt = point([at.lon, at.lat]);
    const known = p.known ? sheet.toLocal(p.known) : null;
    const residualM = known ? Math.hypot(p.centreM.e - known.eastingM, p.centreM.n - known.northingM) : null;
    const outsideCommuneM = booleanPointInPolygon(pt, commune.geometry) ? 0 : pointToPolygonDistance(pt, commune.geometry, { units: 'meters' });
    return { name: p.name, commune: p.commune, squares: p.squares, fitted: { lon: Number(at.lon.toFixed(5)), lat: Number(at.lat.toFixed(5)) }, residualM: residualM === null ? null : Math.round(residualM), outsideCommuneM: Math.round(outsideCommuneM) };
  });
  const res = fitted.filter((p) => p.residualM !== null).map((p) => p.residualM!);
  return { grids: [c57, sheetGrid('57b', origin57b)], places: fitted, rmsM: Math.round(Math.sqrt(res.reduce((t, r) => t + r * r, 0) / res.length)) };
}

/** The fit as written to `trench-sheets.json`. */
export function trenchSheetsJson(): string {
  return `${JSON.stringify(fitTrenchSheets(), null, 2)}\n`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const text = trenchSheetsJson();
  if (process.argv.includes('--check')) {
    const same = readFileSync(TRENCH_SHEETS_PATH, 'utf8') === text;
    console.log(same ? 'trench-sheets.json is up to date' : 'trench-sheets.json differs from the fit');
    process.exit(same ? 0 : 1);
  }
  writeFileSync(TRENCH_SHEETS_PATH, text);
  console.log(text);
}
