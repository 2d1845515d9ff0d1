/**
 * The terrain classes a map's `terrain.geojson` uses and how each counts in the 1418 rules.
 * Defined in `src/campaign/ground/terrainClasses.ts` (the campaign model's terrain query reads them too;
 * imports point downwards only); re-exported here for the map layers and the map tools.
 */
export { TERRAIN_1418, type TerrainClass, type TerrainProperties } from '../campaign/index.ts';
