/**
 * The rules a terrain file's features are read by (`osmImport.ts`): `key=value → class`, the umpire's
 * own first, then the OpenStreetMap presets as a wargamer reads the ground.
 */
import type { TerrainClass } from './terrainClasses.ts';

/**
 * One rule: features whose property `key` is `value` (`*`: any value) are `class` (null: left out,
 * counted under `why`); `coastline`: the ways close the sea (`coastline.ts`) rather than being kept.
 */
export type TerrainRule = { key: string; value: string; class: TerrainClass | null; kind?: string; why?: string; coastline?: true };

const NOT_A_ROAD = 'a footway, path, steps, track or service road (not a road for a march)';
const NO_WAY = 'a corridor, a platform, or a way proposed or being built (not a road for a march)';
const NOT_A_RAILWAY = 'a platform, or an abandoned or disused railway';

/**
 * The OpenStreetMap presets, in the order they are tried (the first rule that matches wins), as a
 * wargamer reads the ground (docs/RULINGS.md §OpenStreetMap presets): footways, paths, steps, tracks
 * and service roads are no roads for a march; platforms and abandoned or disused railways are left
 * out; the coastline closes the sea as impractical ground; cliffs are impractical lines.
 */
export const OSM_PRESETS: readonly TerrainRule[] = [
  ...['footway', 'path', 'steps', 'track', 'service', 'cycleway', 'bridleway', 'pedestrian', 'via_ferrata'].map((value): TerrainRule => ({ key: 'highway', value, class: null, why: NOT_A_ROAD })),
  ...['corridor', 'platform', 'proposed', 'construction'].map((value): TerrainRule => ({ key: 'highway', value, class: null, why: NO_WAY })),
  ...['platform', 'abandoned', 'disused', 'razed', 'dismantled', 'proposed', 'construction'].map((value): TerrainRule => ({ key: 'railway', value, class: null, why: NOT_A_RAILWAY })),
  { key: 'public_transport', value: 'platform', class: null, why: NOT_A_RAILWAY },
  { key: 'natural', value: 'coastline', class: 'impractical', kind: 'sea', coastline: true },
  { key: 'natural', value: 'cliff', class: 'cliff' },
  { key: 'military', value: 'bunker', class: 'fortification', kind: 'bunker' },
  { key: 'military', value: 'trench', class: 'trench' },
  { key: 'landuse', value: 'forest', class: 'wood' },
  { key: 'natural', value: 'wood', class: 'wood' },
  { key: 'natural', value: 'water', class: 'impractical', kind: 'water' },
  { key: 'natural', value: 'wetland', class: 'impractical', kind: 'wetland' },
  { key: 'natural', value: 'glacier', class: 'impractical', kind: 'glacier' },
  { key: 'natural', value: 'scrub', class: 'rough', kind: 'scrub' },
  { key: 'natural', value: 'heath', class: 'rough', kind: 'heath' },
  { key: 'natural', value: 'bare_rock', class: 'rough', kind: 'bare rock' },
  { key: 'natural', value: 'scree', class: 'rough', kind: 'scree' },
  { key: 'natural', value: 'ridge', class: 'ridge' },
  { key: 'waterway', value: 'canal', class: 'canal' },
  { key: 'waterway', value: 'riverbank', class: 'impractical', kind: 'water' },
  { key: 'waterway', value: '*', class: 'river' },
  { key: 'highway', value: '*', class: 'road' },
  { key: 'railway', value: '*', class: 'railway' },
  { key: 'landuse', value: 'residential', class: 'builtUp' },
  { key: 'landuse', value: 'commercial', class: 'builtUp' },
  { key: 'landuse', value: 'industrial', class: 'builtUp' },
  { key: 'landuse', value: 'retail', class: 'builtUp' },
  { key: 'building', value: '*', class: 'builtUp', kind: 'building' },
  { key: 'landuse', value: 'quarry', class: 'impractical', kind: 'quarry' },
  { key: 'barrier', value: '*', class: 'rough', kind: 'barrier' },
];

/** The index of the first rule that matches the tags (a tag's value `no` or empty never matches), or -1. */
export function matchIndex(rules: readonly TerrainRule[], tags: Record<string, unknown>): number {
  for (let i = 0; i < rules.length; i++) {
    const r = rules[i]!;
    const value = tags[r.key];
    if (value === undefined || value === null || value === '' || value === 'no') continue;
    if (r.value === '*' || String(value) === r.value) return i;
  }
  return -1;
}

/** The first rule that matches the tags, or null. */
export function matchRule(rules: readonly TerrainRule[], tags: Record<string, unknown>): TerrainRule | null {
  return rules[matchIndex(rules, tags)] ?? null;
}
