/**
 * The terrain the desk draws and plans on: a map made in the app carries its own in the campaign
 * (`CampaignState.terrain`); a bundled map loads its terrain file, with what the umpire drew on it
 * added. With the desk's writer, the map's drawing tools write `terrain.drawn` and `terrain.removed`.
 */
import type { FeatureCollection } from 'geojson';
import { useEffect, useMemo, useState } from 'react';
import { isOwnMap, terrainFeatureLabel, type CampaignState, type TerrainFeature } from '../campaign/index.ts';
import type { DrawTerrainProps } from '../map/DrawTerrain.tsx';
import type { DeskWriter } from './deskHost.ts';
import type { MapEntry } from './types.ts';

const NO_TERRAIN: FeatureCollection = { type: 'FeatureCollection', features: [] };

/** What `useCampaignTerrain` gives: the terrain (null while a file loads), why there is none, and the drawing tools' props (null: no drawing). */
export type CampaignTerrain = { terrain: FeatureCollection | null; terrainError: string | null; drawing: Omit<DrawTerrainProps, 'map'> | undefined };

/** A feature id for the next drawing, `drawn-<seq>`, skipping ids the terrain has (a map file keeps another campaign's). */
function freeDrawnId(state: CampaignState): string {
  const taken = new Set((state.terrain ?? []).map((f) => f.id));
  let n = state.seq + 1;
  while (taken.has(`drawn-${n}`)) n += 1;
  return `drawn-${n}`;
}

/** The campaign's terrain and drawing tools (see the module note). */
export function useCampaignTerrain(state: CampaignState, map: MapEntry | null, writer: DeskWriter | undefined): CampaignTerrain {
  // A map made in the app carries its terrain in the campaign; a bundled map loads its terrain file.
  const own = isOwnMap(state.mapId);
  const ownTerrain = useMemo<FeatureCollection | null>(
    () => (own ? { type: 'FeatureCollection', features: (state.terrain ?? []) as FeatureCollection['features'] } : null),
    [own, state.terrain],
  );
  const [loaded, setTerrain] = useState<FeatureCollection | null>(map || own ? null : NO_TERRAIN);
  const [terrainError, setTerrainError] = useState<string | null>(
    map || own ? null : `The map “${state.mapId}” is not bundled with this app: the campaign is shown without terrain.`,
  );
  // A bundled map's terrain with what the umpire drew on it.
  const terrain = useMemo<FeatureCollection | null>(
    () => ownTerrain ?? (loaded && state.terrain?.length ? { ...loaded, features: [...loaded.features, ...(state.terrain as FeatureCollection['features'])] } : loaded),
    [ownTerrain, loaded, state.terrain],
  );
  const drawing = useMemo(
    () =>
      // A seat's view and player mode (a picture) draw nothing: only the umpire changes the ground.
      writer &&
      state.picture === undefined && {
        terrain: state.terrain ?? [],
        nextId: freeDrawnId(state),
        onDrawn: (feature: TerrainFeature) =>
          void writer.append({ type: 'terrain.drawn', v: 1, payload: { feature } }, `Drew ${terrainFeatureLabel(feature)}.`).catch(() => undefined),
        onReshape: (f: TerrainFeature, geometry: TerrainFeature['geometry']) =>
          void writer.append({ type: 'terrain.edited', v: 1, payload: { featureId: f.id, geometry } }, `Reshaped ${terrainFeatureLabel(f)}.`).catch(() => undefined),
        onRemove: (f: TerrainFeature) =>
          void writer.append({ type: 'terrain.removed', v: 1, payload: { featureIds: [f.id] } }, `Removed ${terrainFeatureLabel(f)}.`).catch(() => undefined),
      },
    [writer, state.terrain, state.seq, state.picture],
  );

  useEffect(() => {
    if (!map || own) return;
    let live = true;
    map.loadTerrain().then(
      (fc) => live && setTerrain(fc),
      (e: unknown) => {
        if (!live) return;
        setTerrain(NO_TERRAIN);
        setTerrainError(`The terrain of “${map.title}” could not be loaded (${e instanceof Error ? e.message : String(e)}).`);
      },
    );
    return () => {
      live = false;
    };
  }, [map, own]);

  return { terrain, terrainError, drawing: drawing || undefined };
}
