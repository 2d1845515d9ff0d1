/**
 * One frame of the unit layer: place every drawn unit of the model on screen, copy its cached
 * symbol (`drawImage`), ring the selection, and record the screen boxes for hit testing. Rendering
 * new symbols is time-boxed per frame: symbols not rendered yet show a plain frame in the side's
 * colour and the frame reports `incomplete` so the layer draws again on the next animation frame.
 */
import type { UnitId } from '../campaign/index.ts';
import type { SymbolCache, SymbolImage } from './symbolCache.ts';
import type { UnitModel } from './unitModel.ts';

/**
 * Inputs of a frame (CSS pixels; the context is already scaled for the device pixel ratio and
 * translated so that drawing is in container coordinates). Symbols are drawn over the container
 * (`width` × `height`) grown by `padX`/`padY` on each side.
 */
export type FrameParams = {
  width: number;
  height: number;
  padX: number;
  padY: number;
  /** Leaflet pixels at the current zoom per pixel at zoom 0. */
  k: number;
  /** Pixel coordinates (current zoom) of the container's top-left. */
  originX: number;
  originY: number;
  sizePx: number;
  pixelRatio: number;
  cache: SymbolCache;
  marks: Map<UnitId, 'self' | 'inside'>;
  topId: UnitId | null;
  /** A symbol being dragged, offset from its place by (dx, dy). */
  drag: { id: UnitId; dx: number; dy: number } | null;
  /** Time allowed for rendering new symbols in this frame, ms (default 10). */
  renderBudgetMs?: number;
};

/** What a frame drew: `drawn` symbols, whether some are still placeholders, and hit testing. */
export type FrameResult = {
  drawn: number;
  incomplete: boolean;
  /** The topmost drawn unit whose box holds container pixel (x, y), or null. */
  hit(x: number, y: number): UnitId | null;
  /**
   * The container pixel where a unit drawn in this frame stands (its symbol's anchor; for a symbol
   * being dragged, where it was picked up), or null for a unit not drawn (aggregated or off view).
   */
  anchorOf(id: UnitId): { x: number; y: number } | null;
  /** The boxes of the symbols drawn in full, `[x0, y0, x1, y1]` in this frame's pixels (place names give way to them). */
  boxes(): [number, number, number, number][];
};

const SIDE_FILL = { blue: 'rgb(128, 224, 255)', red: 'rgb(255, 128, 128)' } as const;
const CULL_MARGIN_PX = 160;
const RING = { color: '#ff9f1c', dark: 'rgba(20, 20, 20, 0.85)' };

/** Draw one frame of `model` on `ctx` (null: compute boxes and counts only, as in jsdom). */
export function drawFrame(ctx: CanvasRenderingContext2D | null, model: UnitModel, p: FrameParams): FrameResult {
  const n = model.ids.length;
  const boxes = new Float32Array(n * 4);
  const boxIds: UnitId[] = [];
  const start = now();
  const budget = p.renderBudgetMs ?? 10;
  let incomplete = false;
  const xs = new Float64Array(n);
  const ys = new Float64Array(n);
  const late: number[] = [];
  const shown = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    xs[i] = model.x0[i]! * p.k - p.originX;
    ys[i] = model.y0[i]! * p.k - p.originY;
  }

  const imagesKey = `${p.sizePx}|${p.pixelRatio}`;
  if (model.imagesKey !== imagesKey) {
    model.images = [];
    model.imagesKey = imagesKey;
  }
  const symbolFor = (i: number): SymbolImage | null => {
    const known = model.images[i];
    if (known) return known;
    const args = [model.sidc[i]!, model.label[i]!, p.sizePx, p.pixelRatio] as const;
    let img = p.cache.peek(...args);
    if (!img) {
      if (ctx === null || now() - start > budget) {
        incomplete ||= ctx !== null;
        return null;
      }
      try {
        img = p.cache.get(...args);
      } catch {
        return null;
      }
    }
    model.images[i] = img;
    return img;
  };

  const place = (i: number, x: number, y: number, alpha: number): void => {
    const img = symbolFor(i);
    let bx: number, by: number, bw: number, bh: number;
    if (img) {
      // Whole CSS pixels: an unscaled copy at an integer offset is the fast path of drawImage.
      bx = Math.round(x - img.anchorX);
      by = Math.round(y - img.anchorY);
      bw = img.widthPx;
      bh = img.heightPx;
    } else {
      bw = p.sizePx * 1.5;
      bh = p.sizePx;
      bx = x - bw / 2;
      by = y - bh / 2;
    }
    if (ctx) {
      ctx.globalAlpha = alpha * (model.fade[i] ?? 1);
      if (img) ctx.drawImage(img.source, bx, by, bw, bh);
      else {
        ctx.fillStyle = SIDE_FILL[model.side[i]!];
        ctx.fillRect(bx, by, bw, bh);
        ctx.strokeStyle = '#000';
        ctx.lineWidth = 1;
        ctx.strokeRect(bx, by, bw, bh);
      }
      ctx.globalAlpha = 1;
      const status = model.status[i];
      if (status && alpha === 1) statusBadge(ctx, status, bx + bw, by);
    }
    if (alpha === 1) {
      const j = boxIds.length;
      boxes[j * 4] = bx;
      boxes[j * 4 + 1] = by;
      boxes[j * 4 + 2] = bx + bw;
      boxes[j * 4 + 3] = by + bh;
      boxIds.push(model.ids[i]!);
    }
  };

  const mx = p.padX + CULL_MARGIN_PX;
  const my = p.padY + CULL_MARGIN_PX;
  const visible = (x: number, y: number) => x > -mx && x < p.width + mx && y > -my && y < p.height + my;

  let drawn = 0;
  const dragIndex = p.drag ? model.indexOf.get(p.drag.id) : undefined;
  for (let i = 0; i < n; i++) {
    const id = model.ids[i]!;
    if (p.marks.has(id) || id === p.topId || i === dragIndex) {
      late.push(i);
      continue;
    }
    if (!visible(xs[i]!, ys[i]!)) continue;
    place(i, xs[i]!, ys[i]!, 1);
    shown[i] = 1;
    drawn++;
  }
  // On top: the focused unit, then the selection with its ring, then a dragged symbol.
  late.sort((a, b) => rankLate(model.ids[a]!, p) - rankLate(model.ids[b]!, p));
  for (const i of late) {
    const id = model.ids[i]!;
    let x = xs[i]!;
    let y = ys[i]!;
    if (i === dragIndex && p.drag) {
      if (ctx) place(i, x, y, 0.35);
      x += p.drag.dx;
      y += p.drag.dy;
    } else if (!visible(x, y)) continue;
    place(i, x, y, 1);
    if (i !== dragIndex) shown[i] = 1;
    drawn++;
    const mark = p.marks.get(id);
    if (mark && ctx) ring(ctx, x, y, p.sizePx, mark === 'inside');
  }

  return {
    drawn,
    incomplete,
    hit(x, y) {
      for (let j = boxIds.length - 1; j >= 0; j--) {
        if (x >= boxes[j * 4]! && y >= boxes[j * 4 + 1]! && x <= boxes[j * 4 + 2]! && y <= boxes[j * 4 + 3]!) return boxIds[j]!;
      }
      return null;
    },
    boxes() {
      return boxIds.map((_, j) => [boxes[j * 4]!, boxes[j * 4 + 1]!, boxes[j * 4 + 2]!, boxes[j * 4 + 3]!]);
    },
    anchorOf(id) {
      const i = model.indexOf.get(id);
      return i === undefined || (shown[i] === 0 && i !== dragIndex) ? null : { x: xs[i]!, y: ys[i]! };
    },
  };
}

/** Order of the symbols drawn last: focused, then selected, then the dragged one on top. */
function rankLate(id: UnitId, p: FrameParams): number {
  if (p.drag && p.drag.id === id) return 3;
  if (p.marks.has(id)) return 2;
  return 1;
}

/** The selection ring: solid around the selected unit, dashed around a symbol it is hidden in. */
function ring(ctx: CanvasRenderingContext2D, x: number, y: number, sizePx: number, dashed: boolean): void {
  const r = sizePx * 1.15;
  ctx.save();
  ctx.beginPath();
  ctx.arc(x, y, r + 2, 0, Math.PI * 2);
  ctx.strokeStyle = RING.dark;
  ctx.lineWidth = 5.5;
  ctx.setLineDash(dashed ? [6, 4] : []);
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(x, y, r + 2, 0, Math.PI * 2);
  ctx.strokeStyle = RING.color;
  ctx.lineWidth = 3;
  ctx.stroke();
  ctx.restore();
}

function now(): number {
  return typeof performance !== 'undefined' ? performance.now() : Date.now();
}

/**
 * The effects of fire on a unit drawn at its symbol's top-right corner (`x`, `y`): a red tag with `D`
 * (disorganised), `P` (pinned) or `DP`, as the unit panel and the ORBAT row say in words.
 */
function statusBadge(ctx: CanvasRenderingContext2D, status: string, x: number, y: number): void {
  ctx.font = '600 10px "IBM Plex Sans", sans-serif';
  const w = ctx.measureText(status).width + 6;
  const h = 13;
  ctx.fillStyle = '#b3261e';
  ctx.fillRect(x - w + 2, y - 4, w, h);
  ctx.strokeStyle = '#fff';
  ctx.lineWidth = 1;
  ctx.strokeRect(x - w + 2, y - 4, w, h);
  ctx.fillStyle = '#fff';
  ctx.textBaseline = 'middle';
  ctx.fillText(status, x - w + 5, y - 4 + h / 2 + 0.5);
}
