/**
 * The base map's layer on the campaign map and its opacity (`baseMapLayer.ts`, loaded on demand): its archive read from
 * the store (a Blob read by ranges), redrawn when another base map is opened, its opacity set in place
 * as the umpire moves the slider and remembered on this device (localStorage), apart from the scanned
 * map's. An archive that is not on this device (the campaign came from a campaign file) draws nothing
 * and says so.
 */
import type L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useStoredOpacity } from './useStoredOpacity.ts';
import type { BaseMap } from '../campaign/index.ts';

/**
 * Draw `baseMap` under everything on `map`, its archive read by `loadArchive` (null: not on this
 * device); returns the opacity (0–1), its setter, and why it is not drawn (null: it is, or there is none).
 */
export function useBaseMapLayer(
  map: L.Map | null,
  baseMap: BaseMap | undefined,
  loadArchive: ((archiveId: string) => Promise<Blob | null>) | undefined,
): [number, (v: number) => void, string | null] {
  const [problem, setProblem] = useState<string | null>(null);
  const layer = useRef<L.GridLayer | null>(null);
  const [opacity, setOpacity, latestOpacity] = useStoredOpacity('campaign-desk:base-map-opacity', 1, layer);
  const latestMap = useRef(baseMap);
  latestMap.current = baseMap;
  // Redrawn only for another base map (or another opening of it), not for every state read back.
  const key = baseMap ? `${baseMap.archiveId}:${baseMap.openedSeq}` : null;
  useEffect(() => {
    setProblem(null);
    const baseMap = latestMap.current;
    if (!map || !baseMap || !loadArchive) return;
    let gone = false;
    loadArchive(baseMap.archiveId)
      .then(async (blob) => {
        if (gone) return;
        if (!blob) return setProblem(`Not on this device (a campaign file does not carry it): open “${baseMap.name}” again from Base map…`);
        // The layer and the pmtiles library load only for a campaign that has a base map.
        const { drawBaseMap } = await import('./baseMapLayer.ts');
        if (gone) return;
        const drawn = await drawBaseMap(map, baseMap, blob, latestOpacity.current);
        if (gone) return void drawn.remove();
        layer.current = drawn;
        // The slider may have moved while the layer loaded.
        drawn.setOpacity(latestOpacity.current);
        drawn.once('tileerror', (e) => {
          const why = (e as L.TileErrorEvent).error;
          if (!gone) setProblem(`Some of its tiles cannot be drawn (${why instanceof Error ? why.message : 'unreadable'}).`);
        });
      })
      .catch((e: unknown) => {
        if (!gone) setProblem(`It cannot be drawn: ${e instanceof Error ? e.message : String(e)}`);
      });
    return () => {
      gone = true;
      layer.current?.remove();
      layer.current = null;
    };
  }, [map, key, loadArchive]);
  return [opacity, setOpacity, problem];
}
