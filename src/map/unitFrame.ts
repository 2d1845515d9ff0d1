/**
 * One frame of the unit layer: place every drawn unit of the model on screen, copy its cached
 * symbol (`drawImage`), then its label to the right of it where the label covers no symbol and no
 * label placed before it (higher formations come first in the model, so theirs win), ring the
 * selection, and record the screen boxes for hit testing. Rendering new symbols and labels is
 * time-boxed per frame: symbols not rendered yet show a plain frame in the side's colour, labels not
 * rendered yet wait, and the frame reports `incomplete` so the layer draws again on the next
 * animation frame.
 */
import type { UnitId } from '../campaign/index.ts';
import { BoxGrid } from './boxGrid.ts';
import { ring, ringReachPx, statusBadge } from './unitMarks.ts';
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
  /** Time allowed for rendering new symbols and labels in this frame, ms (default 10). */
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
  /** The boxes of the symbols drawn in full and of their labels, `[x0, y0, x1, y1]` in this frame's pixels (place names give way to them). */
  boxes(): [number, number, number, number][];
};

const SIDE_FILL = { blue: 'rgb(128, 224, 255)', red: 'rgb(255, 128, 128)' } as const;
const CULL_MARGIN_PX = 160;
/** Space between a symbol and its label, per milsymbol `size`. */
const LABEL_GAP = 0.15;

/** Draw one frame of `model` on `ctx` (null: compute boxes and counts only, as in jsdom). */
export function drawFrame(ctx: CanvasRenderingContext2D | null, model: UnitModel, p: FrameParams): FrameResult {
  const n = model.ids.length;
  // A box for each symbol and each label at most.
  const boxes = new Float32Array(n * 8);
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
    model.labelImages = [];
    model.imagesKey = imagesKey;
  }
  /** The cached image of index `i` (`known`), else from the cache, else rendered while the frame's budget lasts. */
  const imageFor = (i: number, known: (SymbolImage | undefined)[], text: string, peek: SymbolCache['peekSymbol'], render: SymbolCache['symbol']): SymbolImage | null => {
    const had = known[i];
    if (had) return had;
    let img = peek(text, p.sizePx, p.pixelRatio);
    if (!img) {
      if (ctx === null || now() - start > budget) {
        incomplete ||= ctx !== null;
        return null;
      }
      try {
        img = render(text, p.sizePx, p.pixelRatio);
      } catch {
        return null;
      }
    }
    known[i] = img;
    return img;
  };
  const symbolFor = (i: number) => imageFor(i, model.images, model.sidc[i]!, p.cache.peekSymbol, p.cache.symbol);
  const labelFor = (i: number) => imageFor(i, model.labelImages, model.label[i]!, p.cache.peekLabel, p.cache.label);
  /** Boxes already on screen, that a label must not cover; and where each placed symbol ends on the right. */
  const taken = new BoxGrid();
  const rightOf = new Float64Array(n).fill(Number.NaN);
  const placedY = new Float64Array(n);
  /** Where a ringed unit's label may start: clear of its ring (NaN: no ring). */
  const clearOfRing = new Float64Array(n).fill(Number.NaN);

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
      addBox(i, bx, by, bx + bw, by + bh);
      taken.add(bx, by, bx + bw, by + bh);
      if (img) {
        rightOf[i] = bx + bw;
        placedY[i] = y;
      }
    }
  };
  const addBox = (i: number, x0: number, y0: number, x1: number, y1: number): void => {
    const j = boxIds.length;
    boxes[j * 4] = x0;
    boxes[j * 4 + 1] = y0;
    boxes[j * 4 + 2] = x1;
    boxes[j * 4 + 3] = y1;
    boxIds.push(model.ids[i]!);
  };
  /** The label of a placed symbol, right of it, unless it would cover a symbol or a label already there. */
  const placeLabel = (i: number): void => {
    if (ctx === null || Number.isNaN(rightOf[i]!) || model.label[i] === '') return;
    // Whether it fits is asked of its measured size, so a label that gives way is never rendered.
    const size = model.labelImages[i] ?? p.cache.labelSize(model.label[i]!, p.sizePx);
    const x0 = Math.round(Math.max(rightOf[i]! + p.sizePx * LABEL_GAP, Number.isNaN(clearOfRing[i]!) ? -Infinity : clearOfRing[i]!));
    const y0 = Math.round(placedY[i]! - size.heightPx / 2);
    const x1 = x0 + size.widthPx;
    const y1 = y0 + size.heightPx;
    if (taken.overlaps(x0, y0, x1, y1)) return;
    // Its place is kept even while it waits to be rendered, so no later label takes it meanwhile.
    taken.add(x0, y0, x1, y1);
    const img = labelFor(i);
    if (!img) return;
    ctx.globalAlpha = model.fade[i] ?? 1;
    ctx.drawImage(img.source, x0, y0, img.widthPx, img.heightPx);
    ctx.globalAlpha = 1;
    addBox(i, x0, y0, x1, y1);
  };

  const mx = p.padX + CULL_MARGIN_PX;
  const my = p.padY + CULL_MARGIN_PX;
  const visible = (x: number, y: number) => x > -mx && x < p.width + mx && y > -my && y < p.height + my;

  let drawn = 0;
  const dragIndex = p.drag ? model.indexOf.get(p.drag.id) : undefined;
  const inOrder: number[] = [];
  for (let i = 0; i < n; i++) {
    const id = model.ids[i]!;
    if (p.marks.has(id) || id === p.topId || i === dragIndex) {
      late.push(i);
      continue;
    }
    if (!visible(xs[i]!, ys[i]!)) continue;
    place(i, xs[i]!, ys[i]!, 1);
    shown[i] = 1;
    inOrder.push(i);
    drawn++;
  }
  // On top: the focused unit, then the selection with its ring, then a dragged symbol.
  late.sort((a, b) => rankLate(model.ids[a]!, p) - rankLate(model.ids[b]!, p));
  const rings: { x: number; y: number; dashed: boolean }[] = [];
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
    if (mark) {
      rings.push({ x, y, dashed: mark === 'inside' });
      // The ring is drawn over everything: no label may lie under it, and the unit's own starts beyond it.
      const reach = ringReachPx(p.sizePx);
      taken.add(x - reach, y - reach, x + reach, y + reach);
      clearOfRing[i] = x + reach + 2;
    }
  }
  // Labels: the ones drawn on top first (the dragged, the selected, the focused), then in model order.
  for (let k = late.length - 1; k >= 0; k--) placeLabel(late[k]!);
  for (const i of inOrder) placeLabel(i);
  if (ctx) for (const r of rings) ring(ctx, r.x, r.y, p.sizePx, r.dashed);

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

function now(): number {
  return typeof performance !== 'undefined' ? performance.now() : Date.now();
}
