/**
 * The terrain events of a campaign on the umpire's own ground: `terrain.imported` (the features read
 * from a GeoJSON file, `osmImport.ts`, added to the campaign's terrain), `terrain.drawn` (one feature
 * drawn on the map), `terrain.edited` (a feature reshaped) and `terrain.removed` (features taken away
 * by id); the scanned map under it (`baseImage.placed`, `baseImage.removed`) and the offline base map
 * under both (`baseMap.opened`, `baseMap.removed`, `baseMap.ts`). The campaign's terrain is `CampaignState.terrain`; a campaign on a bundled map has none and draws its
 * map's `terrain.geojson`. No stock moves.
 */
import { defineEvent, NO_LEDGER_ENTRIES } from '../model/eventDefinition.ts';
import { EventError } from '../model/eventError.ts';
import { placeScan } from './affineFit.ts';
import { baseMapSummary } from './baseMap.ts';
import { migrateBaseImageV1 } from './scanImage.ts';
import { TERRAIN_PAYLOADS } from './payloads.ts';
import { geometryPoints, terrainFeatureLabel } from './terrainFeatures.ts';

const terrainImported = defineEvent({
  type: 'terrain.imported',
  version: 1,
  migrations: {},
  payload: TERRAIN_PAYLOADS['terrain.imported'],
  apply(state, event) {
    const before = state.terrain ?? [];
    const taken = new Set(before.map((f) => f.id));
    const clash = event.payload.features.findIndex((f) => taken.has(f.id));
    if (clash >= 0) throw new EventError(`the campaign's terrain already has a feature "${event.payload.features[clash]!.id}"`, `payload.features[${clash}].id`);
    return { ...state, seq: event.seq, clockMin: Math.max(state.clockMin, event.at), terrain: [...before, ...event.payload.features] };
  },
  describe: (event) => `imported ${event.payload.features.length.toLocaleString('en-GB')} terrain features from ${event.payload.source}`,
  ledger: NO_LEDGER_ENTRIES,
});

const terrainRemoved = defineEvent({
  type: 'terrain.removed',
  version: 1,
  migrations: {},
  payload: TERRAIN_PAYLOADS['terrain.removed'],
  apply(state, event) {
    const ids = new Set(event.payload.featureIds);
    const terrain = state.terrain ?? [];
    const unknown = event.payload.featureIds.findIndex((fid) => !terrain.some((f) => f.id === fid));
    if (unknown >= 0) throw new EventError(`the campaign's terrain has no feature "${event.payload.featureIds[unknown]}"`, `payload.featureIds[${unknown}]`);
    return { ...state, seq: event.seq, clockMin: Math.max(state.clockMin, event.at), terrain: terrain.filter((f) => !ids.has(f.id)) };
  },
  describe: (event) => `removed ${event.payload.featureIds.length} terrain feature${event.payload.featureIds.length === 1 ? '' : 's'}`,
  ledger: NO_LEDGER_ENTRIES,
});

/** `terrain.drawn`: one feature drawn on the map by the umpire, added to the campaign's terrain. */
const terrainDrawn = defineEvent({
  type: 'terrain.drawn',
  version: 1,
  migrations: {},
  payload: TERRAIN_PAYLOADS['terrain.drawn'],
  apply(state, event) {
    const f = event.payload.feature;
    if ((state.terrain ?? []).some((x) => x.id === f.id)) throw new EventError(`the campaign's terrain already has a feature "${f.id}"`, 'payload.feature.id');
    return { ...state, seq: event.seq, clockMin: Math.max(state.clockMin, event.at), terrain: [...(state.terrain ?? []), f] };
  },
  describe: (event) => `drew ${terrainFeatureLabel(event.payload.feature)}`,
  ledger: NO_LEDGER_ENTRIES,
});

/** `terrain.edited`: a feature of the campaign's own terrain given a new shape (its class, name and id kept). */
const terrainEdited = defineEvent({
  type: 'terrain.edited',
  version: 1,
  migrations: {},
  payload: TERRAIN_PAYLOADS['terrain.edited'],
  apply(state, event) {
    const terrain = state.terrain ?? [];
    const at = terrain.findIndex((f) => f.id === event.payload.featureId);
    if (at < 0) throw new EventError(`the campaign's terrain has no feature "${event.payload.featureId}"`, 'payload.featureId');
    const old = terrain[at]!;
    const problem = geometryPoints(old.properties.class, event.payload.geometry);
    if (typeof problem === 'string') throw new EventError(`the new shape ${problem}`, 'payload.geometry');
    const next = terrain.slice();
    next[at] = { ...old, geometry: event.payload.geometry };
    return { ...state, seq: event.seq, clockMin: Math.max(state.clockMin, event.at), terrain: next };
  },
  describe: (event, state) => {
    const f = state?.terrain?.find((x) => x.id === event.payload.featureId);
    return f ? `reshaped ${terrainFeatureLabel(f)}` : `reshaped terrain feature ${event.payload.featureId}`;
  },
  ledger: NO_LEDGER_ENTRIES,
});

/**
 * `baseImage.placed`: a scanned map drawn under the terrain, placed by its control points (replacing
 * any before). Version 2 names its image by id (the store keeps the bytes); version 1 carried the
 * image as a data URL (`migrateBaseImageV1`).
 */
const baseImagePlaced = defineEvent({
  type: 'baseImage.placed',
  version: 2,
  migrations: { 1: migrateBaseImageV1 },
  payload: TERRAIN_PAYLOADS['baseImage.placed'],
  apply(state, event) {
    try {
      placeScan(event.payload.image, state.grid);
    } catch (e) {
      throw new EventError(e instanceof Error ? e.message : String(e), 'payload.image.points');
    }
    return { ...state, seq: event.seq, clockMin: Math.max(state.clockMin, event.at), baseImage: { ...event.payload.image, placedSeq: event.seq } };
  },
  describe: (event) => `placed the scanned map “${event.payload.image.name}” by ${event.payload.image.points.length} control points`,
  ledger: NO_LEDGER_ENTRIES,
});

/** `baseImage.removed`: the scanned map taken away. */
const baseImageRemoved = defineEvent({
  type: 'baseImage.removed',
  version: 1,
  migrations: {},
  payload: TERRAIN_PAYLOADS['baseImage.removed'],
  apply(state, event) {
    if (!state.baseImage) throw new EventError('the campaign has no scanned map to remove', 'type');
    const { baseImage: _gone, ...rest } = state;
    return { ...rest, seq: event.seq, clockMin: Math.max(state.clockMin, event.at) };
  },
  describe: (_event, state) => `removed the scanned map${state?.baseImage ? ` “${state.baseImage.name}”` : ''}`,
  ledger: NO_LEDGER_ENTRIES,
});

/** `baseMap.opened`: an offline base map drawn under the terrain, replacing any before. */
const baseMapOpened = defineEvent({
  type: 'baseMap.opened',
  version: 1,
  migrations: {},
  payload: TERRAIN_PAYLOADS['baseMap.opened'],
  apply(state, event) {
    return { ...state, seq: event.seq, clockMin: Math.max(state.clockMin, event.at), baseMap: { ...event.payload.baseMap, openedSeq: event.seq } };
  },
  describe: (event) => `opened the base map “${event.payload.baseMap.name}” (${baseMapSummary(event.payload.baseMap)})`,
  ledger: NO_LEDGER_ENTRIES,
});

/** `baseMap.removed`: the base map taken away (its archive is kept for Undo until the next opening or removal, `db/baseMaps.ts`). */
const baseMapRemoved = defineEvent({
  type: 'baseMap.removed',
  version: 1,
  migrations: {},
  payload: TERRAIN_PAYLOADS['baseMap.removed'],
  apply(state, event) {
    if (!state.baseMap) throw new EventError('the campaign has no base map to remove', 'type');
    const { baseMap: _gone, ...rest } = state;
    return { ...rest, seq: event.seq, clockMin: Math.max(state.clockMin, event.at) };
  },
  describe: (_event, state) => `removed the base map${state?.baseMap ? ` “${state.baseMap.name}”` : ''}`,
  ledger: NO_LEDGER_ENTRIES,
});

/** The terrain events, in the order the registry lists them. */
export const TERRAIN_EVENTS = [terrainImported, terrainDrawn, terrainEdited, terrainRemoved, baseImagePlaced, baseImageRemoved, baseMapOpened, baseMapRemoved] as const;
