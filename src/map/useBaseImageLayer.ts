/**
 * The scanned map's layer on the campaign map and its opacity (`baseImageLayer.ts`): its bytes read
 * from the store (a Blob, drawn through an object URL let go when the layer goes), redrawn when the
 * image or the grid changes, its opacity set in place as the umpire moves the slider, and the opacity
 * remembered on this device (localStorage) from one session to the next.
 */
import type L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useStoredOpacity } from './useStoredOpacity.ts';
import type { BaseImage } from '../campaign/index.ts';
import type { GridDef } from '../rules/types.ts';
import { drawBaseImage } from './baseImageLayer.ts';

/**
 * Draw `image` under the terrain of `map`, its bytes read by `loadImage`; returns the opacity (0–1),
 * its setter, and why the image could not be read (null: it was, or there is none).
 */
export function useBaseImageLayer(
  map: L.Map | null,
  image: BaseImage | undefined,
  grid: GridDef,
  loadImage: ((imageId: string) => Promise<Blob>) | undefined,
): [number, (v: number) => void, string | null] {
  const [error, setError] = useState<string | null>(null);
  const layer = useRef<L.ImageOverlay | null>(null);
  const [opacity, setOpacity, latestOpacity] = useStoredOpacity('campaign-desk:scanned-map-opacity', 0.7, layer);
  const gridKey = JSON.stringify(grid);
  const latest = useRef({ image, grid });
  latest.current = { image, grid };
  const imageKey = image ? `${image.imageId}:${image.placedSeq}` : null;
  useEffect(() => {
    setError(null);
    const { image, grid } = latest.current;
    if (!map || !image || !loadImage) return;
    let gone = false;
    let url: string | null = null;
    loadImage(image.imageId).then(
      (blob) => {
        if (gone) return;
        url = URL.createObjectURL(blob);
        layer.current = drawBaseImage(map, image, url, grid, latestOpacity.current) as L.ImageOverlay | null;
      },
      (e: unknown) => {
        if (!gone) setError(`The scanned map cannot be drawn: ${e instanceof Error ? e.message : String(e)}`);
      },
    );
    return () => {
      gone = true;
      layer.current?.remove();
      layer.current = null;
      if (url) URL.revokeObjectURL(url);
    };
    // The image and the grid are read through their keys: a state read back with the same scan and grid does not redraw it.
  }, [map, imageKey, gridKey, loadImage]);
  return [opacity, setOpacity, error];
}
