/**
 * Leaflet-Geoman, the drawing library of the terrain tools and the New map form's area map, loaded
 * the first time one of them draws (it is 280 KB the desk's first paint does not need). It extends
 * the global Leaflet (`leafletGlobal.ts`) and gives `pm` only to maps made after it loads, so a map
 * made before gets its `pm` here.
 */
import type L from 'leaflet';
import './leafletGlobal.ts';

/** What the tools use of a map's Geoman (`map.pm`). */
export type PmApi = { enableDraw(shape: string, options?: object): void; disableDraw(): void; setGlobalOptions(options: object): void };

/** A map as Geoman leaves it (before it loads, no `pm`). */
type PmMap = { pm?: PmApi };

let loading: Promise<unknown> | null = null;

/** Load Geoman once, and give `map` its `pm` if it has none. */
export async function geomanFor(map: L.Map): Promise<PmApi> {
  loading ??= Promise.all([import('@geoman-io/leaflet-geoman-free'), import('@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css')]);
  await loading;
  const m = map as unknown as PmMap;
  if (!m.pm) {
    const made = new (globalThis as unknown as { L: { PM: { Map: new (map: L.Map) => PmApi } } }).L.PM.Map(map);
    // Set first: Geoman's options reach the map's `pm` while they are set.
    m.pm = made;
    made.setGlobalOptions({});
  }
  return m.pm;
}

/** Stop a drawing under way on `map` (nothing when Geoman never loaded for it). */
export function stopDrawing(map: L.Map): void {
  (map as unknown as PmMap).pm?.disableDraw();
}
