/**
 * Pre-rendered NATO/APP-6 unit symbols for the unit layer: each distinct symbol (SIDC + label +
 * size + pixel ratio) is drawn once by milsymbol into a canvas and kept, so a frame only copies
 * images (`drawImage`). The cache is bounded (least recently used entries go first).
 */
import ms from './milsymbol.ts';
import type { SymbolOptions } from 'milsymbol';

/**
 * A rendered symbol. `source` holds it at `pixelRatio` device pixels per CSS pixel; `widthPx`,
 * `heightPx` are its CSS size and (`anchorX`, `anchorY`) the CSS offset of the point that stands on
 * the unit's position (the centre of the frame), from the image's top-left.
 */
export type SymbolImage = { source: CanvasImageSource; widthPx: number; heightPx: number; anchorX: number; anchorY: number };

/** Draws one symbol: `sidc` a milsymbol SIDC, `label` its unique designation, `sizePx` milsymbol `size`. */
export type SymbolRenderer = (sidc: string, label: string, sizePx: number, pixelRatio: number) => SymbolImage;

/**
 * The cache's key of a symbol: size, pixel ratio, the SIDC with its length, then the label (last),
 * so no SIDC or label text can make two symbols share a key. E.g. `20|1|15:SFGPUCI----F---|2/R.Fus`.
 */
export function symbolKey(sidc: string, label: string, sizePx: number, pixelRatio: number): string {
  return `${sizePx}|${pixelRatio}|${sidc.length}:${sidc}|${label}`;
}

/** milsymbol options of a map symbol: the label as unique designation (field T), nothing else. */
export function milsymbolOptions(label: string, sizePx: number): SymbolOptions {
  return {
    size: sizePx,
    uniqueDesignation: label,
    infoSize: 55,
    outlineWidth: 3,
    outlineColor: 'rgb(250, 248, 240)',
    fontfamily: 'IBM Plex Sans, Arial, sans-serif',
  };
}

/**
 * Render with milsymbol's `asCanvas` (a real canvas is needed: a browser, not jsdom). An SIDC
 * milsymbol does not know still draws (as an unknown-unit frame).
 */
export const renderMilsymbol: SymbolRenderer = (sidc, label, sizePx, pixelRatio) => {
  const sym = new ms.Symbol(sidc, milsymbolOptions(label, sizePx));
  const anchor = sym.getAnchor();
  const canvas = sym.asCanvas(pixelRatio);
  // The canvas's own size (whole device pixels), so a frame copies it 1:1 without resampling.
  return { source: toBitmap(canvas), widthPx: canvas.width / pixelRatio, heightPx: canvas.height / pixelRatio, anchorX: anchor.x, anchorY: anchor.y };
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

/** A cache of rendered symbols. */
export type SymbolCache = {
  /** The symbol, rendered now if it is not cached yet. */
  get(sidc: string, label: string, sizePx: number, pixelRatio: number): SymbolImage;
  /** The symbol if it is cached (no rendering). */
  peek(sidc: string, label: string, sizePx: number, pixelRatio: number): SymbolImage | undefined;
  /** Number of cached symbols. */
  size(): number;
  /** Forget every symbol. */
  clear(): void;
};

/**
 * A symbol cache over `render` holding at most `maxEntries` symbols (the least recently used is
 * dropped first). Throws `RangeError` unless `maxEntries` is a whole number ≥ 1.
 */
export function createSymbolCache(render: SymbolRenderer = renderMilsymbol, maxEntries = 6000): SymbolCache {
  if (!Number.isInteger(maxEntries) || maxEntries < 1) throw new RangeError(`maxEntries must be a whole number ≥ 1, got ${maxEntries}`);
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
    get(sidc, label, sizePx, pixelRatio) {
      const key = symbolKey(sidc, label, sizePx, pixelRatio);
      const hit = touch(key);
      if (hit !== undefined) return hit;
      const made = render(sidc, label, sizePx, pixelRatio);
      map.set(key, made);
      if (map.size > maxEntries) map.delete(map.keys().next().value!);
      return made;
    },
    peek(sidc, label, sizePx, pixelRatio) {
      return touch(symbolKey(sidc, label, sizePx, pixelRatio));
    },
    size: () => map.size,
    clear: () => map.clear(),
  };
}
