/**
 * The offline base map under everything else (`CampaignState.baseMap`): its PMTiles archive read from
 * a Blob by byte ranges with the `pmtiles` library (only the header, the directories and the tiles in
 * view are read, so a 200 MB archive opens as fast as a small one), drawn in a pane below the scanned
 * map's. Raster archives (PNG, JPEG, WebP, AVIF) are a Leaflet GridLayer of images; vector archives
 * (MVT) are drawn by protomaps' Leaflet layer with its light Protomaps-basemap style, loaded only when
 * one is opened.
 */
import L from 'leaflet';
import './leafletGlobal.ts';
import type { PMTiles } from 'pmtiles';
import type { BaseMap } from '../campaign/index.ts';
import { openArchive } from './pmtilesArchive.ts';

/** The pane the base map is drawn in: below the scanned map's (350) and the terrain's overlay pane (400). */
export const BASE_MAP_PANE = 'baseMapPane';

/** The image type of each raster tile encoding, for the Blob an `<img>` reads. */
const MIME: Readonly<Record<string, string>> = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp', avif: 'image/avif' };

/** A raster base map: each tile an image read from the archive (none where the archive has none). */
const RasterLayer = L.GridLayer.extend({
  createTile(this: L.GridLayer & { archive: PMTiles; mime: string }, coords: L.Coords, done: L.DoneCallback): HTMLElement {
    const img = document.createElement('img');
    img.alt = '';
    img.setAttribute('role', 'presentation');
    this.archive.getZxy(coords.z, coords.x, coords.y).then(
      (tile) => {
        if (!tile) return done(undefined, img);
        const url = URL.createObjectURL(new Blob([tile.data], { type: this.mime }));
        img.onload = () => {
          URL.revokeObjectURL(url);
          done(undefined, img);
        };
        img.onerror = () => {
          URL.revokeObjectURL(url);
          done(new Error(`tile ${coords.z}/${coords.x}/${coords.y} is not a readable image`), img);
        };
        img.src = url;
      },
      (e: unknown) => done(e instanceof Error ? e : new Error(String(e)), img),
    );
    return img;
  },
});

/**
 * Draw `baseMap` from its archive `blob` on `map` at `opacity` (0–1) and return the layer. Tiles are
 * asked for only inside the archive's bounds; past its greatest zoom its tiles are enlarged, and more
 * than two zooms below its least it is not drawn (its least zoom's tiles would be thousands).
 * Vector archives load protomaps-leaflet first (a chunk of its own).
 */
export async function drawBaseMap(map: L.Map, baseMap: BaseMap, blob: Blob, opacity: number): Promise<L.GridLayer> {
  if (!map.getPane(BASE_MAP_PANE)) {
    const pane = map.createPane(BASE_MAP_PANE);
    pane.style.zIndex = '300';
    pane.style.pointerEvents = 'none';
  }
  const archive = openArchive(blob, baseMap.archiveId);
  const [w, s, e, n] = baseMap.bounds;
  const bounds = L.latLngBounds([s, w], [n, e]);
  if (baseMap.tiles === 'mvt') {
    const { leafletLayer } = await import('protomaps-leaflet');
    const layer = leafletLayer({ url: archive, flavor: 'light', lang: 'en', maxDataZoom: baseMap.maxZoom, pane: BASE_MAP_PANE, opacity, bounds, attribution: '' } as never) as unknown as L.GridLayer;
    return layer.addTo(map);
  }
  const layer = new (RasterLayer as unknown as new (options: L.GridLayerOptions) => L.GridLayer)({ pane: BASE_MAP_PANE, opacity, bounds, minZoom: Math.max(0, baseMap.minZoom - 2), minNativeZoom: baseMap.minZoom, maxNativeZoom: baseMap.maxZoom, keepBuffer: 2 }) as L.GridLayer & { archive: PMTiles; mime: string };
  layer.archive = archive;
  layer.mime = MIME[baseMap.tiles]!;
  return layer.addTo(map);
}
