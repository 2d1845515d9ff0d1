/**
 * How terrain is drawn on an umpire's map on a light background: the colour of every terrain class
 * (`terrainTypes.ts`), the drawing order, and the legend's entries. Pure data and functions, no
 * Leaflet (the style objects are plain Leaflet `PathOptions`-shaped records).
 */
import type { TerrainClass, TerrainProperties } from './terrainTypes.ts';

/** The drawing style of one feature (a subset of Leaflet's PathOptions). */
export type TerrainStyle = {
  stroke: boolean;
  color: string;
  weight: number;
  opacity: number;
  fill: boolean;
  fillColor: string;
  fillOpacity: number;
  dashArray?: string;
  lineCap?: 'butt' | 'round' | 'square';
};

/** Drawing layers, bottom first: areas, water, roads, railways, trenches, ridges. */
export const TERRAIN_BUCKETS = ['area', 'water', 'road', 'railway', 'trench', 'ridge'] as const;
/** One drawing layer of `TERRAIN_BUCKETS`. */
export type TerrainBucket = (typeof TERRAIN_BUCKETS)[number];

const AREA_ORDER: readonly TerrainClass[] = ['open', 'rough', 'impractical', 'defensible', 'fortification', 'wood', 'builtUp'];

/** The drawing layer of a class (areas below water below roads …). */
export function bucketOf(c: TerrainClass): TerrainBucket {
  switch (c) {
    case 'river':
    case 'canal':
      return 'water';
    case 'road':
      return 'road';
    case 'railway':
      return 'railway';
    case 'trench':
      return 'trench';
    case 'ridge':
    case 'cliff':
      return 'ridge';
    default:
      return 'area';
  }
}

/**
 * Sort key inside a layer: areas in `AREA_ORDER` (open first, built-up last), minor roads under
 * main roads, rivers under canals, communication trenches under fire trenches, British lines over
 * German ones. Lower draws first.
 */
export function orderInBucket(p: Pick<TerrainProperties, 'class' | 'kind' | 'name'>): number {
  const i = AREA_ORDER.indexOf(p.class);
  if (i >= 0) return i;
  if (p.class === 'road') return isMainRoad(p) ? 1 : 0;
  if (p.class === 'canal') return 1;
  if (p.class === 'trench') return /communication/i.test(p.kind ?? '') ? 0 : isBritishLine(p) ? 2 : 1;
  return 0;
}

/** A main road: `kind` or `name` says main / national / route nationale / N-number / chaussée. */
export function isMainRoad(p: Pick<TerrainProperties, 'kind' | 'name'>): boolean {
  return /\b(main|major|primary|national|nationale|trunk|chauss[ée]e|N ?\d+|RN ?\d+)\b/i.test(`${p.kind ?? ''} ${p.name ?? ''}`);
}

/** A British (Allied) trench line rather than a German one: `kind` or `name` says British / Allied. */
export function isBritishLine(p: Pick<TerrainProperties, 'kind' | 'name'>): boolean {
  return /\b(british|allied|english|entente)\b/i.test(`${p.kind ?? ''} ${p.name ?? ''}`);
}

const NONE = { stroke: false, color: '#000000', weight: 0, opacity: 0, fill: false, fillColor: '#000000', fillOpacity: 0 };

function area(fillColor: string, fillOpacity: number, color = fillColor, weight = 0, dashArray?: string): TerrainStyle {
  return { ...NONE, stroke: weight > 0, color, weight, opacity: weight > 0 ? 0.9 : 0, fill: true, fillColor, fillOpacity, ...(dashArray ? { dashArray } : {}) };
}

function line(color: string, weight: number, dashArray?: string, opacity = 1): TerrainStyle {
  return { ...NONE, stroke: true, color, weight, opacity, lineCap: dashArray ? 'butt' : 'round', ...(dashArray ? { dashArray } : {}) };
}

/** Styles by legend key (a class, or a class variant such as a main road or a British line). */
export const STYLES = {
  open: area('#fbf8ef', 0.25),
  rough: area('#c9a66b', 0.3, '#a8844a', 0.6, '2 4'),
  impractical: area('#8a9db3', 0.45, '#5f7690', 0.8),
  defensible: area('#9c8f5a', 0.3, '#6f6538', 1),
  fortification: area('#b5533c', 0.2, '#8e2f1f', 1.5, '4 3'),
  wood: area('#7fb069', 0.55, '#4f7a3a', 0.8),
  builtUp: area('#7b3b2a', 0.75, '#5a2619', 0.8),
  roadMain: line('#c8611b', 3.5),
  roadMinor: line('#9a7b55', 1.6),
  railway: line('#1e1e1e', 3.5),
  railwayTicks: line('#ffffff', 1.6, '6 6'),
  river: { ...area('#7fb2e5', 0.6, '#3b7dd8', 2) },
  canal: { ...area('#6fa3e0', 0.6, '#1f5fbf', 4) },
  canalDry: line('#1f5fbf', 4, '3 5', 0.7),
  trenchGerman: line('#d62828', 2.4),
  trenchBritish: line('#1d3f8a', 2.4, '7 4'),
  trenchComms: line('#b23a3a', 1.3, '4 3'),
  ridge: line('#8b5a2b', 2, '10 6', 0.9),
  cliff: line('#4a3b2a', 2.6),
} as const satisfies Record<string, TerrainStyle>;

/** A key of `STYLES`. */
export type StyleKey = keyof typeof STYLES;

/** The style key of a feature's properties. */
export function styleKeyOf(p: Pick<TerrainProperties, 'class' | 'kind' | 'name'>): StyleKey {
  switch (p.class) {
    case 'road':
      return isMainRoad(p) ? 'roadMain' : 'roadMinor';
    case 'trench':
      if (/communication/i.test(p.kind ?? '')) return 'trenchComms';
      return isBritishLine(p) ? 'trenchBritish' : 'trenchGerman';
    case 'canal':
      return /\b(dry|unfinished)\b/i.test(p.kind ?? '') ? 'canalDry' : 'canal';
    default:
      return p.class;
  }
}

/**
 * The style of a feature. Line classes are never filled (even when drawn as a polygon outline); a
 * polygon river or canal is filled blue. `isArea` says whether the geometry is a (Multi)Polygon.
 */
export function terrainStyle(p: Pick<TerrainProperties, 'class' | 'kind' | 'name'>, isArea: boolean): TerrainStyle {
  const s: TerrainStyle = STYLES[styleKeyOf(p)];
  if (!isArea && s.fill) {
    // An area class drawn as a line (e.g. a river centre line): stroke in its outline colour.
    return { ...s, fill: false, fillOpacity: 0, stroke: true, weight: Math.max(s.weight, 1.5), opacity: 1 };
  }
  return s;
}

/** One legend row: its label and the style its swatch shows (`shape` area or line). */
export type LegendEntry = { key: StyleKey; label: string; shape: 'area' | 'line' };

/** Every class of `TerrainClass` in the legend, with the road and trench variants. */
export const LEGEND: readonly LegendEntry[] = [
  { key: 'open', label: 'Open ground', shape: 'area' },
  { key: 'rough', label: 'Rough ground', shape: 'area' },
  { key: 'impractical', label: 'Impractical ground', shape: 'area' },
  { key: 'defensible', label: 'Defensible', shape: 'area' },
  { key: 'fortification', label: 'Fortification', shape: 'area' },
  { key: 'wood', label: 'Wood', shape: 'area' },
  { key: 'builtUp', label: 'Built-up area', shape: 'area' },
  { key: 'roadMain', label: 'Main road', shape: 'line' },
  { key: 'roadMinor', label: 'Minor road', shape: 'line' },
  { key: 'railway', label: 'Railway', shape: 'line' },
  { key: 'river', label: 'River', shape: 'line' },
  { key: 'canal', label: 'Canal', shape: 'line' },
  { key: 'canalDry', label: 'Canal (dry cutting)', shape: 'line' },
  { key: 'trenchGerman', label: 'Trench line (German)', shape: 'line' },
  { key: 'trenchBritish', label: 'Trench line (British)', shape: 'line' },
  { key: 'trenchComms', label: 'Communication trench', shape: 'line' },
  { key: 'ridge', label: 'Ridge crest', shape: 'line' },
  { key: 'cliff', label: 'Cliff', shape: 'line' },
];

/**
 * Which labels a class gets and from what scale (ground m per CSS px, shown at or below it):
 * villages (built-up) from 80 m/px, so they read at the opening view of a corps map (Cambrai fitted
 * to a 1280 px window is about 50 m/px); woods, ridges, trench lines, canals and rivers from 12 m/px;
 * other classes are not labelled.
 */
export function labelScale(c: TerrainClass): number | null {
  if (c === 'builtUp') return 80;
  if (c === 'wood' || c === 'ridge' || c === 'trench' || c === 'canal' || c === 'river' || c === 'fortification') return 12;
  return null;
}
