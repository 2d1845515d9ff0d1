/**
 * Helpers shared by the canvas layers (grid, units): the map's scale, the view in grid metres, and
 * a "screen canvas" — one canvas the size of the map container, kept over the visible map inside a
 * Leaflet pane, redrawn by its owner on every move, and carried by Leaflet's zoom animation with
 * the same CSS transform `L.Canvas` uses.
 */
import L from 'leaflet';
import { gridProjection } from '../rules/projection.ts';
import type { GridDef } from '../rules/types.ts';
import type { GridViewM } from './gridLines.ts';

/** Equatorial circumference of the Web Mercator sphere, metres. */
const EARTH_CIRCUMFERENCE_M = 40_075_016.686;

/**
 * Ground metres per CSS pixel at `zoom` and latitude `latDeg` on Leaflet's default Web Mercator
 * (256-pixel tiles).
 */
export function metresPerPixelAt(zoom: number, latDeg: number): number {
  return (EARTH_CIRCUMFERENCE_M * Math.cos((latDeg * Math.PI) / 180)) / 2 ** (zoom + 8);
}

/** The zoom at which there are `metresPerPixel` ground metres per CSS pixel at latitude `latDeg`. */
export function zoomForScale(metresPerPixel: number, latDeg: number): number {
  return Math.log2((EARTH_CIRCUMFERENCE_M * Math.cos((latDeg * Math.PI) / 180)) / metresPerPixel) - 8;
}

/** Ground metres per CSS pixel at the centre of `map`'s view. */
export function metresPerPixel(map: L.Map): number {
  return metresPerPixelAt(map.getZoom(), map.getCenter().lat);
}

/**
 * The view of `map` as a box in `grid` metres: the bounding box of the container's four corners,
 * grown by `padX`/`padY` CSS px on each side (slightly larger than the view where the grid is
 * turned against the screen).
 */
export function viewInGridMetres(map: L.Map, grid: GridDef, padX = 0, padY = 0): GridViewM {
  const proj = gridProjection(grid);
  const size = map.getSize();
  let minE = Infinity;
  let minN = Infinity;
  let maxE = -Infinity;
  let maxN = -Infinity;
  const x0 = -padX;
  const y0 = -padY;
  const x1 = size.x + padX;
  const y1 = size.y + padY;
  for (const [x, y] of [[x0, y0], [x1, y0], [x1, y1], [x0, y1]] as const) {
    const ll = map.containerPointToLatLng([x, y]);
    const { eastingM, northingM } = proj.toLocal({ lon: ll.lng, lat: ll.lat });
    minE = Math.min(minE, eastingM);
    maxE = Math.max(maxE, eastingM);
    minN = Math.min(minN, northingM);
    maxN = Math.max(maxN, northingM);
  }
  return { minE, minN, maxE, maxN };
}

/** A frame begun on a screen canvas: drawing coordinates are container CSS pixels. */
export type CanvasFrame = {
  /** The 2-D context (null where the platform has no canvas, as in jsdom). */
  ctx: CanvasRenderingContext2D | null;
  /** The container's size, CSS px. */
  width: number;
  height: number;
  /** How far the canvas reaches beyond the container on each side, CSS px. */
  padX: number;
  padY: number;
};

/** A canvas over the visible map (see the module comment). */
export type ScreenCanvas = {
  readonly canvas: HTMLCanvasElement;
  /**
   * Size and place the canvas over the container, grown by `padding` (a share of the container's
   * width and height) on every side, clear it and return the frame.
   */
  beginFrame(padding?: number): CanvasFrame;
  /**
   * Whether the last frame still covers the whole view: same zoom and pixel origin, and the map
   * panned less than the padding since. While it does, a pan needs no redraw (the canvas moves
   * with the map pane).
   */
  coversView(): boolean;
  /** Take the canvas out of the map and stop following zoom animations. */
  remove(): void;
};

/**
 * Create a screen canvas in pane `paneName` of `map` (the pane is created with `zIndex` when
 * missing). The owner draws it (calling `beginFrame`) on the map's `move` (when `coversView()` is
 * false, or always when unpadded), `viewreset` and `resize` events; during a zoom animation the
 * last frame is scaled like Leaflet's own layers.
 */
export function createScreenCanvas(map: L.Map, paneName: string, zIndex: number, className: string): ScreenCanvas {
  const pane = map.getPane(paneName) ?? map.createPane(paneName);
  pane.style.zIndex = String(zIndex);
  pane.style.pointerEvents = 'none';
  const canvas = L.DomUtil.create('canvas', `${className} leaflet-zoom-animated`, pane) as HTMLCanvasElement;
  canvas.style.pointerEvents = 'none';
  let ctx: CanvasRenderingContext2D | null | undefined;
  /** Pixel coordinates (at `drawnZoom`) of the canvas's top-left when the last frame was drawn. */
  let drawnOrigin = L.point(0, 0);
  let drawnZoom = Number.NaN;
  let drawnPixelOrigin = L.point(0, 0);
  /** The canvas's rectangle in layer coordinates at the last frame. */
  let drawnRect = { x0: 0, y0: 0, x1: 0, y1: 0 };

  const onZoomAnim = (e: L.ZoomAnimEvent) => {
    const scale = map.getZoomScale(e.zoom, drawnZoom);
    const panePos = L.DomUtil.getPosition(map.getPane('mapPane')!);
    const newOrigin = map.project(e.center, e.zoom).subtract(map.getSize().divideBy(2)).add(panePos).round();
    L.DomUtil.setTransform(canvas, drawnOrigin.multiplyBy(scale).subtract(newOrigin), scale);
  };
  map.on('zoomanim', onZoomAnim);

  return {
    canvas,
    beginFrame(padding = 0) {
      const size = map.getSize();
      const padX = Math.round(size.x * padding);
      const padY = Math.round(size.y * padding);
      const cssW = size.x + 2 * padX;
      const cssH = size.y + 2 * padY;
      const ratio = window.devicePixelRatio || 1;
      const w = Math.max(0, Math.round(cssW * ratio));
      const h = Math.max(0, Math.round(cssH * ratio));
      if (canvas.width !== w) canvas.width = w;
      if (canvas.height !== h) canvas.height = h;
      canvas.style.width = `${cssW}px`;
      canvas.style.height = `${cssH}px`;
      const topLeft = map.containerPointToLayerPoint([-padX, -padY]);
      L.DomUtil.setPosition(canvas, topLeft);
      drawnZoom = map.getZoom();
      drawnPixelOrigin = map.getPixelOrigin();
      drawnOrigin = topLeft.add(drawnPixelOrigin);
      drawnRect = { x0: topLeft.x, y0: topLeft.y, x1: topLeft.x + cssW, y1: topLeft.y + cssH };
      if (ctx === undefined) ctx = safeContext(canvas);
      if (ctx) {
        ctx.setTransform(ratio, 0, 0, ratio, ratio * padX, ratio * padY);
        ctx.clearRect(-padX, -padY, cssW, cssH);
      }
      return { ctx: ctx ?? null, width: size.x, height: size.y, padX, padY };
    },
    coversView() {
      if (map.getZoom() !== drawnZoom || !map.getPixelOrigin().equals(drawnPixelOrigin)) return false;
      const size = map.getSize();
      const tl = map.containerPointToLayerPoint([0, 0]);
      return tl.x >= drawnRect.x0 && tl.y >= drawnRect.y0 && tl.x + size.x <= drawnRect.x1 && tl.y + size.y <= drawnRect.y1;
    },
    remove() {
      map.off('zoomanim', onZoomAnim);
      canvas.remove();
    },
  };
}
/** A 2-D context, or null where there is none (jsdom without the canvas package). */
function safeContext(canvas: HTMLCanvasElement): CanvasRenderingContext2D | null {
  if (typeof navigator !== 'undefined' && /jsdom/i.test(navigator.userAgent)) return null;
  try {
    return canvas.getContext('2d');
  } catch {
    return null;
  }
}
