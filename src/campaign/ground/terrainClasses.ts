/**
 * The terrain classes a map's `terrain.geojson` uses (`feature.properties.class`), and how each
 * counts in the 1418 rules (`001_5e546d392906486c.txt` §DIGGING IN & COVER: open / rough /
 * impractical for movement; defensible / fortification for cover).
 * Every feature also has `source` (a key of the map's SOURCES.md) and may have `name`.
 * Lives in `src/campaign` so that the campaign model (`terrainQuery.ts`) can read it;
 * `src/map/terrainTypes.ts` re-exports it for the map layers.
 */
import type { TerrainClass } from '../model/terrainTypes.ts';

export type { TerrainClass, TerrainProperties } from '../model/terrainTypes.ts';

/** 1418 movement class and cover class a terrain class stands for (null: no effect of its own). */
export const TERRAIN_1418: Readonly<
  Record<TerrainClass, { move: 'open' | 'rough' | 'impractical' | null; cover: 'open' | 'rough' | 'defensible' | 'fortification' | null; road: boolean }>
> = {
  open: { move: 'open', cover: 'open', road: false },
  rough: { move: 'rough', cover: 'rough', road: false },
  impractical: { move: 'impractical', cover: 'rough', road: false },
  defensible: { move: 'rough', cover: 'defensible', road: false },
  fortification: { move: 'rough', cover: 'fortification', road: false },
  wood: { move: 'rough', cover: 'defensible', road: false },
  builtUp: { move: 'rough', cover: 'defensible', road: false },
  road: { move: null, cover: null, road: true },
  railway: { move: null, cover: null, road: false },
  river: { move: 'impractical', cover: null, road: false },
  canal: { move: 'impractical', cover: null, road: false },
  trench: { move: 'rough', cover: 'fortification', road: false },
  ridge: { move: null, cover: null, road: false },
  // A cliff or crag drawn as its edge: no going across but where a road passes it (ruling: OpenStreetMap presets).
  cliff: { move: 'impractical', cover: null, road: false },
};
