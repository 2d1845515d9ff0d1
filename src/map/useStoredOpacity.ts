/**
 * An opacity slider's value remembered on this device (localStorage) from one session to the next,
 * and set in place on its layer as it moves: for the layers drawn under the terrain (the scanned map,
 * the base map), each under its own key.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';

/** A layer whose opacity can be set (Leaflet's image overlays and grid layers). */
type WithOpacity = { setOpacity(opacity: number): unknown };

function storedOpacity(key: string, fallback: number): number {
  try {
    const v = Number(globalThis.localStorage?.getItem(key));
    return Number.isFinite(v) && v > 0 && v <= 1 ? v : fallback;
  } catch {
    return fallback;
  }
}

/**
 * The opacity (0–1) kept under `key` (`fallback` until one is kept), its setter, and a ref always
 * holding its latest value (for a layer that finishes loading after the slider moved). Each change is
 * set on `layer.current` and kept.
 */
export function useStoredOpacity(key: string, fallback: number, layer: RefObject<WithOpacity | null>): [number, (v: number) => void, RefObject<number>] {
  const [opacity, setOpacity] = useState(() => storedOpacity(key, fallback));
  const latest = useRef(opacity);
  latest.current = opacity;
  useEffect(() => {
    layer.current?.setOpacity(opacity);
    try {
      globalThis.localStorage?.setItem(key, String(opacity));
    } catch {
      // A private window without storage: the slider still works for this session.
    }
  }, [opacity, key, layer]);
  return [opacity, setOpacity, latest];
}
