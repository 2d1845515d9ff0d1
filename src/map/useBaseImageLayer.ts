/**
 * The scanned map's layer on the campaign map and its opacity (`baseImageLayer.ts`): redrawn when the
 * image or the grid changes, its opacity set in place as the umpire moves the slider, and the opacity
 * remembered on this device (localStorage) from one session to the next.
 */
import type L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import type { BaseImage } from '../campaign/index.ts';
import type { GridDef } from '../rules/types.ts';
import { drawBaseImage } from './baseImageLayer.ts';

const OPACITY_KEY = 'campaign-desk:scanned-map-opacity';

function storedOpacity(): number {
  try {
    const v = Number(globalThis.localStorage?.getItem(OPACITY_KEY));
    return Number.isFinite(v) && v > 0 && v <= 1 ? v : 0.7;
  } catch {
    return 0.7;
  }
}

/** Draw `image` under the terrain of `map`; returns the opacity (0–1) and its setter. */
export function useBaseImageLayer(map: L.Map | null, image: BaseImage | undefined, grid: GridDef): [number, (v: number) => void] {
  const [opacity, setOpacity] = useState(storedOpacity);
  const layer = useRef<L.ImageOverlay | null>(null);
  const latestOpacity = useRef(opacity);
  latestOpacity.current = opacity;
  const gridKey = JSON.stringify(grid);
  useEffect(() => {
    if (!map) return;
    layer.current = drawBaseImage(map, image, grid, latestOpacity.current) as L.ImageOverlay | null;
    return () => {
      layer.current?.remove();
      layer.current = null;
    };
    // The grid is read through its key: a new object with the same grid does not redraw the image.
  }, [map, image, gridKey]);
  useEffect(() => {
    layer.current?.setOpacity(opacity);
    try {
      globalThis.localStorage?.setItem(OPACITY_KEY, String(opacity));
    } catch {
      // A private window without storage: the slider still works for this session.
    }
  }, [opacity]);
  return [opacity, setOpacity];
}
