/**
 * Builds `maps/table-1418/terrain.geojson`: an invented 6' × 4' wargames table for the sample command
 * sheet of `../shared/seeds/000_5cca48f65b2d4420.txt` §Executing All Commands (180th and 203rd
 * battalions, 13th Cavalry and 80th Artillery attacking; the artillery bombards B1 then B2).
 *
 * The table is 1828.8 m × 1219.2 m of ground at 1 cm = 10 m, grid origin (south-west corner, A1) at
 * lon 3.0, lat 50.0; features are written here in table metres (east, north of the origin) and placed
 * as lon/lat with `gridProjection` (`src/rules/projection.ts`). Layout: the defenders hold the west —
 * the village of Hautcourt in A1–B2 (the bombarded squares), a support trench on the Hautcourt ridge
 * and a zig-zag front trench in column C; no man's land (rough) in columns D–E; the attackers come in
 * from the east edge along the road, over the Ruisseau du Moulin, past the Bois Carré and the Ferme du
 * Moulin. Every feature cites a `### key` of `maps/table-1418/SOURCES.md`.
 *
 * Run from the repo root: `npx tsx maps/tools/build-table-terrain.ts`. Throws `RangeError` naming the
 * feature if any point lies off the table.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';
import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';
import { gridProjection } from '../../src/rules/projection.ts';
import type { TerrainProperties } from '../../src/map/terrainTypes.ts';

/** Table extent in ground metres (6' × 4' at 1 cm = 10 m) and its grid origin. */
const TABLE = { widthM: 1828.8, heightM: 1219.2, originLon: 3.0, originLat: 50.0 } as const;
/** Points are kept this far inside the edges, since a point on the east/north edge is off the grid. */
const INSET_M = 1;
const SOURCE = 'table-000-layout';

type Xy = [eastM: number, northM: number];
type Shape = { props: TerrainProperties; line?: Xy[]; ring?: Xy[] };

const proj = gridProjection({ originLon: TABLE.originLon, originLat: TABLE.originLat });

/** Table metres → [lon, lat] rounded to 6 decimals (about 0.1 m). Throws RangeError off the table. */
function place([e, n]: Xy, what: string): Position {
  if (!(e >= INSET_M && e <= TABLE.widthM - INSET_M && n >= INSET_M && n <= TABLE.heightM - INSET_M)) {
    throw new RangeError(`${what}: point (${e} m E, ${n} m N) is not on the ${TABLE.widthM} m × ${TABLE.heightM} m table`);
  }
  const { lon, lat } = proj.toLonLat({ eastingM: e, northingM: n });
  return [Math.round(lon * 1e6) / 1e6, Math.round(lat * 1e6) / 1e6];
}

/** A fire trench with traverses: a zig-zag along the given centre line, `ampM` either side. */
function zigzag(from: Xy, to: Xy, stepM: number, ampM: number): Xy[] {
  const len = Math.hypot(to[0] - from[0], to[1] - from[1]);
  const [ux, uy] = [(to[0] - from[0]) / len, (to[1] - from[1]) / len];
  const out: Xy[] = [];
  const n = Math.round(len / stepM);
  for (let i = 0; i <= n; i++) {
    const off = i === 0 || i === n ? 0 : i % 2 === 0 ? ampM : -ampM;
    const along = (len * i) / n;
    out.push([from[0] + ux * along - uy * off, from[1] + uy * along + ux * off]);
  }
  return out;
}

const top = TABLE.heightM - INSET_M;
const east = TABLE.widthM - INSET_M;
const p = (cls: TerrainProperties['class'], name: string, kind: string): TerrainProperties => ({ class: cls, name, kind, source: SOURCE });

const SHAPES: Shape[] = [
  { props: p('rough', "No man's land", 'shell-holed ground between the lines'),
    ring: [[440, INSET_M], [690, INSET_M], [705, 400], [690, 800], [700, top], [450, top], [435, 800], [445, 400]] },
  { props: p('rough', 'Water meadows of the Ruisseau du Moulin', 'marshy ground'),
    ring: [[1120, INSET_M], [1265, INSET_M], [1250, 120], [1215, 240], [1150, 230], [1125, 110]] },
  { props: p('builtUp', 'Hautcourt', 'village (German-held)'),
    ring: [[100, 70], [180, 50], [260, 60], [325, 95], [330, 180], [305, 250], [320, 320], [250, 345], [170, 330], [110, 280], [90, 180]] },
  { props: p('builtUp', 'Ferme du Moulin', 'farm'),
    ring: [[1440, 810], [1520, 800], [1535, 860], [1470, 885], [1430, 855]] },
  { props: p('wood', 'Bois Carré', 'wood'),
    ring: [[800, 790], [930, 770], [1050, 820], [1060, 960], [1010, 1080], [870, 1090], [790, 990], [780, 880]] },
  { props: p('trench', 'German front trench', 'German front line (fire trench with traverses)'), line: zigzag([380, 10], [395, 1205], 40, 10) },
  { props: p('trench', 'German support trench', 'German support line'), line: [[200, 360], [215, 560], [195, 760], [210, 960], [200, 1205]] },
  { props: p('trench', 'Hautcourt communication trench', 'communication trench'), line: [[330, 200], [360, 260], [385, 300]] },
  { props: p('trench', 'Central communication trench', 'communication trench'), line: [[195, 760], [260, 740], [320, 770], [387, 760]] },
  { props: p('ridge', 'Hautcourt ridge', 'crest line'), line: [[250, 400], [255, 700], [240, 1000], [250, 1205]] },
  { props: p('road', 'Hautcourt road', 'main road'), line: [[310, 200], [520, 230], [800, 260], [1050, 300], [1200, 320], [1300, 330], [1550, 360], [east, 380]] },
  { props: p('road', 'Ferme du Moulin track', 'minor road'), line: [[1300, 330], [1380, 560], [1460, 800]] },
  { props: p('road', 'Hautcourt north road', 'minor road'), line: [[240, 340], [120, 600], [90, 900], [110, top]] },
  { props: p('river', 'Ruisseau du Moulin', 'stream (fordable, banks steep)'),
    line: [[1300, top], [1270, 1050], [1180, 900], [1150, 750], [1230, 600], [1250, 450], [1215, 320], [1190, 180], [1200, INSET_M]] },
];

/** Signed area in table metres² (positive = counter-clockwise). */
function area(r: Xy[]): number {
  let s = 0;
  for (let i = 0; i < r.length; i++) s += r[i]![0] * r[(i + 1) % r.length]![1] - r[(i + 1) % r.length]![0] * r[i]![1];
  return s / 2;
}

function toFeature(s: Shape): Feature<Geometry, TerrainProperties> {
  const name = s.props.name ?? s.props.class;
  if (s.ring) {
    const ring = area(s.ring) < 0 ? [...s.ring].reverse() : s.ring;
    const coords = ring.map((q) => place(q, name));
    coords.push([...coords[0]!]);
    return { type: 'Feature', properties: s.props, geometry: { type: 'Polygon', coordinates: [coords] } };
  }
  if (!s.line) throw new RangeError(`${name}: a shape needs a line or a ring`);
  return { type: 'Feature', properties: s.props, geometry: { type: 'LineString', coordinates: s.line.map((q) => place(q, name)) } };
}

const fc: FeatureCollection<Geometry, TerrainProperties> = { type: 'FeatureCollection', features: SHAPES.map(toFeature) };
const out = resolve(dirname(fileURLToPath(import.meta.url)), '../table-1418/terrain.geojson');
writeFileSync(out, `{"type":"FeatureCollection","features":[\n${fc.features.map((f) => JSON.stringify(f)).join(',\n')}\n]}\n`);
console.log(`wrote ${fc.features.length} features to maps/table-1418/terrain.geojson`);
