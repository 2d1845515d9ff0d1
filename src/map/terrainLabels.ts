/**
 * Terrain labels, free of Leaflet: which names a terrain FeatureCollection labels, where, from
 * which scale, and which of them to show so that none overlaps a more important one. Text only:
 * the layer puts each label's `text` in a DOM element as `textContent`.
 */
import { BoxGrid } from './boxGrid.ts';
import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';
import { geometryLines } from '../campaign/index.ts';
import { labelScale } from './terrainStyle.ts';
import type { TerrainClass, TerrainProperties } from './terrainTypes.ts';

/**
 * One terrain label: shown while the map's scale is at most `showBelowMpp` ground m per pixel and
 * it does not collide with a more important label; `sizeDeg` (the extent of its features, degrees)
 * ranks labels of the same class, larger first.
 */
export type TerrainLabel = { text: string; cls: TerrainClass; lat: number; lng: number; showBelowMpp: number; sizeDeg: number };

/** Classes whose labels win collisions first. */
const LABEL_PRIORITY: readonly TerrainClass[] = ['builtUp', 'wood', 'ridge', 'canal', 'river', 'trench', 'fortification'];
/** Approximate label box: CSS px per character and height (map.css `.terrain-label`). */
const LABEL_CHAR_PX = 7.6;
const LABEL_HEIGHT_PX = 15;

function isArea(g: Geometry | null): boolean {
  return g?.type === 'Polygon' || g?.type === 'MultiPolygon';
}

/** A feature's terrain properties, or null when it has no `class` (it is not drawn). */
export function terrainPropsOf(f: Feature): TerrainProperties | null {
  const p = f.properties as Partial<TerrainProperties> | null;
  return p && typeof p.class === 'string' ? (p as TerrainProperties) : null;
}

/**
 * The labels of a feature collection: one per distinct (class, name); an area's label at the centre
 * of the bounding box of all its features, a line's at the middle vertex of its longest part. In
 * the order they claim space: by class (`LABEL_PRIORITY`), then larger features first.
 * Features without a name, or of a class `labelScale` does not label, get none.
 */
export function terrainLabels(fc: FeatureCollection): TerrainLabel[] {
  type Acc = { cls: TerrainClass; text: string; area: boolean; box: [number, number, number, number]; best: Position[] };
  const byKey = new Map<string, Acc>();
  for (const f of fc.features) {
    const p = terrainPropsOf(f);
    const name = p?.name?.trim();
    if (!p || !name || labelScale(p.class) === null) continue;
    const key = `${p.class}\u0000${name}`;
    let acc = byKey.get(key);
    if (!acc) {
      acc = { cls: p.class, text: name, area: isArea(f.geometry), box: [Infinity, Infinity, -Infinity, -Infinity], best: [] };
      byKey.set(key, acc);
    }
    for (const part of geometryLines(f.geometry)) {
      if (part.length > acc.best.length) acc.best = part;
      for (const [x, y] of part) {
        if (x === undefined || y === undefined) continue;
        acc.box = [Math.min(acc.box[0], x), Math.min(acc.box[1], y), Math.max(acc.box[2], x), Math.max(acc.box[3], y)];
      }
    }
  }
  const out: TerrainLabel[] = [];
  for (const a of byKey.values()) {
    let lng: number;
    let lat: number;
    if (a.area || a.best.length <= 1) {
      if (!Number.isFinite(a.box[0])) continue;
      lng = (a.box[0] + a.box[2]) / 2;
      lat = (a.box[1] + a.box[3]) / 2;
    } else {
      const mid = a.best[Math.floor(a.best.length / 2)]!;
      lng = mid[0]!;
      lat = mid[1]!;
    }
    const sizeDeg = Math.hypot(a.box[2] - a.box[0], a.box[3] - a.box[1]);
    out.push({ text: a.text, cls: a.cls, lat, lng, showBelowMpp: labelScale(a.cls)!, sizeDeg });
  }
  const rank = (c: TerrainClass) => {
    const i = LABEL_PRIORITY.indexOf(c);
    return i < 0 ? LABEL_PRIORITY.length : i;
  };
  return out.sort((x, y) => rank(x.cls) - rank(y.cls) || y.sizeDeg - x.sizeDeg);
}

/**
 * Which labels to show: those whose scale allows them at `metresPerPixel`, in order, each unless
 * its box (centred on `at(label)`, CSS px) overlaps one already shown or one of `taken` (the unit
 * symbols, `[x0, y0, x1, y1]` in the same pixels: place names give way to units). Returns their indexes.
 */
export function declutterLabels(
  labels: readonly TerrainLabel[],
  metresPerPixel: number,
  at: (l: TerrainLabel) => { x: number; y: number },
  taken: readonly (readonly [number, number, number, number])[] = [],
): number[] {
  // A grid of boxes: a corps' thousands of symbols would make a list scan per label quadratic.
  const boxes = new BoxGrid();
  for (const o of taken) boxes.add(o[0], o[1], o[2], o[3]);
  const shown: number[] = [];
  labels.forEach((l, i) => {
    if (metresPerPixel > l.showBelowMpp) return;
    const p = at(l);
    const hw = (l.text.length * LABEL_CHAR_PX) / 2 + 3;
    const hh = LABEL_HEIGHT_PX / 2;
    if (boxes.overlaps(p.x - hw, p.y - hh, p.x + hw, p.y + hh)) return;
    boxes.add(p.x - hw, p.y - hh, p.x + hw, p.y + hh);
    shown.push(i);
  });
  return shown;
}

