/**
 * Pre-rendered images for the unit layer: each distinct NATO/APP-6 symbol (SIDC + size + pixel ratio)
 * is drawn once by milsymbol into a canvas and kept, and each distinct label (text + size + pixel
 * ratio) once by the canvas's own text drawing, so a frame only copies images (`drawImage`). The
 * symbol carries no text: a corps of 2,000 units has a few dozen distinct symbols but 2,000 labels,
 * and a label costs a fraction of a milsymbol render. Both caches are bounded (least recently used
 * entries go first).
 */
import ms from './milsymbol.ts';
import type { SymbolOptions } from 'milsymbol';

/**
 * A rendered image. `source` holds it at `pixelRatio` device pixels per CSS pixel; `widthPx`,
 * `heightPx` are its CSS size and (`anchorX`, `anchorY`) the CSS offset, from the image's top-left,
 * of the point placed on the map: a symbol's frame centre (the unit's position), a label's left end
 * at mid-height.
 */
export type SymbolImage = { source: CanvasImageSource; widthPx: number; heightPx: number; anchorX: number; anchorY: number };

/** Draws one symbol: `sidc` a milsymbol SIDC, `sizePx` milsymbol `size`. */
export type SymbolRenderer = (sidc: string, sizePx: number, pixelRatio: number) => SymbolImage;

/** Draws one label: `text` a unit's designation, for symbols of milsymbol `size` `sizePx`. */
export type LabelRenderer = (text: string, sizePx: number, pixelRatio: number) => SymbolImage;

/** The CSS size a label will have when drawn, measured without drawing it. */
export type LabelMeasurer = (text: string, sizePx: number) => { widthPx: number; heightPx: number };

/** The cache's key of a symbol or label: size, pixel ratio, then the text (last, so no text can make two keys equal). E.g. `20|1|SFGPUCI----F---`. */
export function imageKey(text: string, sizePx: number, pixelRatio: number): string {
  return `${sizePx}|${pixelRatio}|${text}`;
}

/** milsymbol options of a map symbol: its size and outline, no text fields (the label is drawn apart). */
export function milsymbolOptions(sizePx: number): SymbolOptions {
  return { size: sizePx, outlineWidth: 3, outlineColor: OUTLINE };
}

/** The label's text outline, as milsymbol outlines the frame. */
const OUTLINE = 'rgb(250, 248, 240)';
const LABEL_FONT = 'IBM Plex Sans, Arial, sans-serif';
/** A label's font size per milsymbol `size` (milsymbol's own `infoSize` of 55 on its 100-unit frame). */
export const LABEL_FONT_PER_SIZE = 0.55;
const LABEL_OUTLINE_PX = 3;

/**
 * Render with milsymbol's `asCanvas` (a real canvas is needed: a browser, not jsdom). An SIDC
 * milsymbol does not know still draws (as an unknown-unit frame).
 */
export const renderMilsymbol: SymbolRenderer = (sidc, sizePx, pixelRatio) => {
  const sym = new ms.Symbol(sidc, milsymbolOptions(sizePx));
  const anchor = sym.getAnchor();
  const canvas = sym.asCanvas(pixelRatio);
  // The canvas's own size (whole device pixels), so a frame copies it 1:1 without resampling.
  return { source: toBitmap(canvas), widthPx: canvas.width / pixelRatio, heightPx: canvas.height / pixelRatio, anchorX: anchor.x, anchorY: anchor.y };
};

let measuring: CanvasRenderingContext2D | null = null;

/** The font a label is drawn in, for symbols of milsymbol `size` `sizePx`. */
function labelFont(sizePx: number): { font: string; fontPx: number } {
  const fontPx = Math.round(sizePx * LABEL_FONT_PER_SIZE);
  return { font: `${fontPx}px ${LABEL_FONT}`, fontPx };
}

/** A label's size from the canvas's `measureText` (one shared context; a browser, not jsdom). */
export const measureLabel: LabelMeasurer = (text, sizePx) => {
  const { font, fontPx } = labelFont(sizePx);
  measuring ??= document.createElement('canvas').getContext('2d');
  if (!measuring) throw new Error('no 2D canvas to measure a label on');
  measuring.font = font;
  return { widthPx: Math.ceil(measuring.measureText(text).width + 2 * LABEL_OUTLINE_PX), heightPx: Math.ceil(fontPx * 1.35 + LABEL_OUTLINE_PX) };
};

/** Render a label as dark text with a light outline (the text is drawn as text: `fillText`, never markup). */
export const renderLabel: LabelRenderer = (text, sizePx, pixelRatio) => {
  const { font } = labelFont(sizePx);
  const { widthPx, heightPx } = measureLabel(text, sizePx);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(widthPx * pixelRatio));
  canvas.height = Math.max(1, Math.round(heightPx * pixelRatio));
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2D canvas to draw a label on');
  ctx.scale(pixelRatio, pixelRatio);
  ctx.font = font;
  ctx.textBaseline = 'middle';
  ctx.lineJoin = 'round';
  ctx.lineWidth = LABEL_OUTLINE_PX;
  ctx.strokeStyle = OUTLINE;
  ctx.strokeText(text, LABEL_OUTLINE_PX, heightPx / 2);
  ctx.fillStyle = '#000';
  ctx.fillText(text, LABEL_OUTLINE_PX, heightPx / 2);
  return { source: toBitmap(canvas), widthPx: canvas.width / pixelRatio, heightPx: canvas.height / pixelRatio, anchorX: 0, anchorY: heightPx / 2 };
};

/**
 * The canvas as an ImageBitmap where the platform can make one synchronously (an OffscreenCanvas
 * copy, transferred): drawing an ImageBitmap is the cheapest `drawImage` source. Else the canvas.
 */
function toBitmap(canvas: HTMLCanvasElement): CanvasImageSource {
  if (typeof OffscreenCanvas === 'undefined' || canvas.width === 0 || canvas.height === 0) return canvas;
  try {
    const off = new OffscreenCanvas(canvas.width, canvas.height);
    const ctx = off.getContext('2d');
    if (!ctx) return canvas;
    ctx.drawImage(canvas, 0, 0);
    return off.transferToImageBitmap();
  } catch {
    return canvas;
  }
}

/** A cache of rendered symbols and labels. */
export type SymbolCache = {
  /** The symbol of `sidc`, rendered now if it is not cached yet. */
  symbol(sidc: string, sizePx: number, pixelRatio: number): SymbolImage;
  /** The label `text`, rendered now if it is not cached yet. */
  label(text: string, sizePx: number, pixelRatio: number): SymbolImage;
  /** The size label `text` has (or will have) when drawn, without drawing it. */
  labelSize(text: string, sizePx: number): { widthPx: number; heightPx: number };
  /** The symbol if it is cached (no rendering). */
  peekSymbol(sidc: string, sizePx: number, pixelRatio: number): SymbolImage | undefined;
  /** The label if it is cached (no rendering). */
  peekLabel(text: string, sizePx: number, pixelRatio: number): SymbolImage | undefined;
  /** Number of cached images (symbols and labels). */
  size(): number;
  /** Forget every image. */
  clear(): void;
};

/** The renderers a cache draws with (defaults: milsymbol and the canvas's text). */
export type SymbolRenderers = { symbol?: SymbolRenderer; label?: LabelRenderer; measure?: LabelMeasurer };

/**
 * A cache over `renderers` holding at most `maxEntries` symbols and as many labels (the least
 * recently used of each is dropped first). Throws `RangeError` unless `maxEntries` is a whole number ≥ 1.
 */
export function createSymbolCache(renderers: SymbolRenderers = {}, maxEntries = 6000): SymbolCache {
  if (!Number.isInteger(maxEntries) || maxEntries < 1) throw new RangeError(`maxEntries must be a whole number ≥ 1, got ${maxEntries}`);
  const symbols = lru(renderers.symbol ?? renderMilsymbol, maxEntries);
  const labels = lru(renderers.label ?? renderLabel, maxEntries);
  const measure = renderers.measure ?? measureLabel;
  const sizes = new Map<string, { widthPx: number; heightPx: number }>();
  return {
    symbol: symbols.get,
    label: labels.get,
    labelSize(text, sizePx) {
      const key = imageKey(text, sizePx, 0);
      let size = sizes.get(key);
      if (size === undefined) {
        if (sizes.size >= maxEntries) sizes.clear();
        sizes.set(key, (size = measure(text, sizePx)));
      }
      return size;
    },
    peekSymbol: symbols.peek,
    peekLabel: labels.peek,
    size: () => symbols.map.size + labels.map.size,
    clear: () => {
      symbols.map.clear();
      labels.map.clear();
      sizes.clear();
    },
  };
}

/** A least-recently-used map of images by `imageKey`, rendering a miss with `render`. */
function lru(render: (text: string, sizePx: number, pixelRatio: number) => SymbolImage, maxEntries: number) {
  const map = new Map<string, SymbolImage>();
  const touch = (key: string): SymbolImage | undefined => {
    const hit = map.get(key);
    if (hit !== undefined) {
      map.delete(key);
      map.set(key, hit);
    }
    return hit;
  };
  return {
    map,
    get(text: string, sizePx: number, pixelRatio: number): SymbolImage {
      const key = imageKey(text, sizePx, pixelRatio);
      const hit = touch(key);
      if (hit !== undefined) return hit;
      const made = render(text, sizePx, pixelRatio);
      map.set(key, made);
      if (map.size > maxEntries) map.delete(map.keys().next().value!);
      return made;
    },
    peek: (text: string, sizePx: number, pixelRatio: number) => touch(imageKey(text, sizePx, pixelRatio)),
  };
}
