/**
 * Unit symbols on a canvas (not DOM markers): NATO/APP-6 symbols by milsymbol, each distinct symbol
 * pre-rendered once (`symbolCache.ts`), every frame only `drawImage`s. Units are aggregated by
 * echelon with zoom (`aggregate.ts`). The canvas (`data-testid="unit-layer"`, `data-drawn` = symbols
 * drawn in the last frame) covers the view and a padding around it; it is redrawn on viewreset,
 * resize, zoom, and on a move that leaves the padding, and scaled through zoom animations
 * (`screenCanvas.ts`).
 *
 * Pointer: a click on a symbol selects it (`onSelect(id)`), a click on empty map clears the
 * selection (`onSelect(null)`); press-and-drag on a symbol moves it (map dragging is off meanwhile,
 * the symbol follows the pointer) and on release calls `onMoveUnit(id, lonLat)` if it moved ≥ 3 px.
 */
import L from 'leaflet';
import type { CampaignState, UnitId } from '../campaign/index.ts';
import type { LonLat } from '../rules/types.ts';
import { levelForScale, type AggLevel } from './aggregate.ts';
import { createScreenCanvas } from './screenCanvas.ts';
import { metresPerPixel } from './screenCanvas.ts';
import { createSymbolCache, type SymbolCache } from './symbolCache.ts';
import { buildUnitModel, selectionMarks, type UnitModel } from './unitModel.ts';
import { drawFrame, type FrameResult } from './unitFrame.ts';

/** What the unit layer shows and whom it tells. */
export type UnitLayerProps = {
  state: CampaignState;
  selectedId: UnitId | null;
  onSelect(id: UnitId | null): void;
  onMoveUnit(id: UnitId, to: LonLat): void;
};

/**
 * Options: the props, plus symbol size (milsymbol `size`, default 20), a symbol cache to share, and
 * `onCompleted`, called by the first complete frame and by one that draws what earlier frames left for
 * later (symbols and labels not rendered yet): the boxes other layers give way to have changed.
 */
export type UnitLayerOptions = UnitLayerProps & { symbolSizePx?: number; symbolCache?: SymbolCache; onCompleted?(): void };

/** A unit layer on a map. */
export type UnitLayer = {
  readonly canvas: HTMLCanvasElement;
  /** Apply changed props; redraws when the state or the selection changed. */
  update(props: Partial<UnitLayerProps>): void;
  /** Draw a frame now. */
  redraw(): void;
  /** The unit whose symbol is topmost at container pixel (x, y), or null. */
  hitTest(x: number, y: number): UnitId | null;
  /** The level of aggregation of the last frame. */
  level(): AggLevel;
  /** Draw this unit above the others (the focused one), or none. */
  setTop(id: UnitId | null): void;
  /** The boxes of the symbols of the last frame, `[x0, y0, x1, y1]` in layer pixels (`latLngToLayerPoint`). */
  symbolBoxes(): [number, number, number, number][];
  /** Container pixel of a drawn unit's symbol anchor in the last frame, or null when not drawn. */
  screenPosition(id: UnitId): { x: number; y: number } | null;
  /** Remove the layer and its listeners. */
  remove(): void;
};

/** Least pointer travel, CSS px, that turns a press on a symbol into a move rather than a click. */
export const DRAG_THRESHOLD_PX = 3;
/**
 * Share of the view the canvas reaches beyond each edge: a pan within it needs no redraw (as
 * `L.Canvas` does with its padding), so panning costs no symbol drawing until it runs out.
 */
const UNIT_PADDING = 0.3;
/** How long a dropped symbol stays at its drop point waiting for the new state, ms. */
const PENDING_MS = 3000;

type Drag = { id: UnitId; pointerId: number; startX: number; startY: number; x: number; y: number; moved: boolean; wasDragging: boolean };

/**
 * Create the unit layer on `map` (pane `unitPane`, z 450, above terrain, grid and labels).
 * Callbacks are read from the latest props at call time.
 */
export function createUnitLayer(map: L.Map, opts: UnitLayerOptions): UnitLayer {
  let props: UnitLayerProps = { state: opts.state, selectedId: opts.selectedId, onSelect: opts.onSelect, onMoveUnit: opts.onMoveUnit };
  const sizePx = opts.symbolSizePx ?? 20;
  const cache = opts.symbolCache ?? createSymbolCache();
  const sc = createScreenCanvas(map, 'unitPane', 450, 'unit-layer');
  const canvas = sc.canvas;
  canvas.setAttribute('data-testid', 'unit-layer');
  canvas.setAttribute('data-drawn', '0');
  const container = map.getContainer();

  let model: UnitModel | null = null;
  let modelState: CampaignState | null = null;
  let pending: { id: UnitId; to: LonLat; timer: ReturnType<typeof setTimeout> } | null = null;
  let topId: UnitId | null = null;
  let drag: Drag | null = null;
  let downOnSymbol = false;
  let frame: FrameResult | null = null;
  let frameTopLeft = L.point(0, 0);
  let lastPadding = UNIT_PADDING;
  let lastZoom = Number.NaN;
  let rafId = 0;
  let removed = false;

  const project = (p: LonLat) => map.project([p.lat, p.lon], 0);

  function currentModel(): UnitModel {
    const level = levelForScale(metresPerPixel(map));
    if (!model || modelState !== props.state || model.level !== level) {
      model = buildUnitModel(props.state, level, project, pending ? { id: pending.id, to: pending.to } : null);
      modelState = props.state;
    }
    return model;
  }

  // The first frame counts as following an incomplete one: other layers laid out before it had no boxes.
  let wasIncomplete = true;
  function redraw(padding = lastPadding): void {
    if (removed) return;
    lastPadding = padding;
    lastZoom = map.getZoom();
    const { ctx, width, height, padX, padY } = sc.beginFrame(padding);
    const m = currentModel();
    const marks = selectionMarks(m, props.state, props.selectedId);
    const zoom = map.getZoom();
    const k = map.options.crs!.scale(zoom) / map.options.crs!.scale(0);
    frameTopLeft = map.containerPointToLayerPoint([0, 0]);
    const origin = frameTopLeft.add(map.getPixelOrigin());
    frame = drawFrame(ctx, m, {
      width,
      height,
      padX,
      padY,
      k,
      originX: origin.x,
      originY: origin.y,
      sizePx,
      pixelRatio: window.devicePixelRatio || 1,
      cache,
      marks,
      topId,
      drag: drag && drag.moved ? { id: drag.id, dx: drag.x - drag.startX, dy: drag.y - drag.startY } : null,
    });
    canvas.setAttribute('data-drawn', String(frame.drawn));
    if (frame.incomplete) schedule();
    // Told after this call returns: the first frame is drawn while the layer is being made, before the
    // caller holds the layer whose boxes it would ask for.
    else if (wasIncomplete && opts.onCompleted) queueMicrotask(() => !removed && opts.onCompleted?.());
    wasIncomplete = frame.incomplete;
  }

  /**
   * A pan within the canvas's padding needs no redraw: the canvas moves with the map pane. A zoom
   * draws just the view (zooms tend to come in runs); the first pan after it draws the padding.
   */
  function onMove(): void {
    if (sc.coversView()) return;
    redraw(map.getZoom() !== lastZoom ? 0 : UNIT_PADDING);
  }

  /** Offset of the current view from the last frame's (container px; 0 until the map pans). */
  function panOffset(): L.Point {
    return map.containerPointToLayerPoint([0, 0]).subtract(frameTopLeft);
  }

  function schedule(): void {
    if (rafId !== 0 || removed) return;
    rafId = requestAnimationFrame(() => {
      rafId = 0;
      redraw();
    });
  }

  function hitTest(x: number, y: number): UnitId | null {
    if (!frame) return null;
    const d = panOffset();
    return frame.hit(x + d.x, y + d.y);
  }

  function anchorOf(id: UnitId): { x: number; y: number } | null {
    const a = frame?.anchorOf(id);
    if (!a) return null;
    const d = panOffset();
    return { x: a.x - d.x, y: a.y - d.y };
  }

  // ---- pointer --------------------------------------------------------------------------------
  const point = (e: PointerEvent) => map.mouseEventToContainerPoint(e as unknown as MouseEvent);

  function onPointerDown(e: PointerEvent): void {
    if (e.button !== 0 || !e.isPrimary) return;
    const p = point(e);
    const id = hitTest(p.x, p.y);
    downOnSymbol = id !== null;
    if (id === null) return;
    // Keep Leaflet from starting a map drag: no compatibility mousedown, no pointer bubbling.
    e.preventDefault();
    e.stopPropagation();
    const wasDragging = map.dragging.enabled();
    if (wasDragging) map.dragging.disable();
    drag = { id, pointerId: e.pointerId, startX: p.x, startY: p.y, x: p.x, y: p.y, moved: false, wasDragging };
    try {
      container.setPointerCapture(e.pointerId);
    } catch {
      /* no capture (synthetic pointer): moves still arrive while over the map */
    }
    container.style.cursor = 'grabbing';
  }

  function onPointerMove(e: PointerEvent): void {
    const p = point(e);
    if (drag && e.pointerId === drag.pointerId) {
      drag.x = p.x;
      drag.y = p.y;
      if (!drag.moved && Math.hypot(p.x - drag.startX, p.y - drag.startY) >= DRAG_THRESHOLD_PX) drag.moved = true;
      if (drag.moved) schedule();
      return;
    }
    if (e.buttons !== 0) return; // the map is being panned
    container.style.cursor = hitTest(p.x, p.y) !== null ? 'pointer' : '';
  }

  function endDrag(e: PointerEvent, commit: boolean): void {
    if (!drag || e.pointerId !== drag.pointerId) return;
    const d = drag;
    drag = null;
    try {
      container.releasePointerCapture(e.pointerId);
    } catch {
      /* not captured */
    }
    if (d.wasDragging) map.dragging.enable();
    container.style.cursor = 'pointer';
    if (commit) {
      const p = point(e);
      d.x = p.x;
      d.y = p.y;
      const moved = d.moved || Math.hypot(d.x - d.startX, d.y - d.startY) >= DRAG_THRESHOLD_PX;
      const anchor = anchorOf(d.id);
      if (moved && anchor) {
        const ll = map.containerPointToLatLng([anchor.x + d.x - d.startX, anchor.y + d.y - d.startY]);
        const to: LonLat = { lon: ll.lng, lat: ll.lat };
        setPending(d.id, to);
        props.onMoveUnit(d.id, to);
      } else if (!moved) {
        props.onSelect(d.id);
      }
    }
    redraw();
  }

  function setPending(id: UnitId, to: LonLat): void {
    if (pending) clearTimeout(pending.timer);
    pending = {
      id,
      to,
      timer: setTimeout(() => {
        pending = null;
        model = null;
        redraw();
      }, PENDING_MS),
    };
    model = null;
  }

  const onPointerUp = (e: PointerEvent) => endDrag(e, true);
  const onPointerCancel = (e: PointerEvent) => endDrag(e, false);
  const onPointerLeave = () => {
    if (!drag) container.style.cursor = '';
  };
  const onMapClick = () => {
    if (!downOnSymbol) props.onSelect(null);
    downOnSymbol = false;
  };

  container.addEventListener('pointerdown', onPointerDown, true);
  container.addEventListener('pointermove', onPointerMove);
  container.addEventListener('pointerup', onPointerUp);
  container.addEventListener('pointercancel', onPointerCancel);
  container.addEventListener('pointerleave', onPointerLeave);
  map.on('click', onMapClick);
  map.on('move viewreset', onMove);
  const onResize = () => redraw();
  map.on('resize', onResize);
  redraw();

  return {
    canvas,
    update(next) {
      const prev = props;
      props = { ...props, ...next };
      if (props.state !== prev.state && pending) {
        clearTimeout(pending.timer);
        pending = null;
        model = null;
      }
      if (props.state !== prev.state || props.selectedId !== prev.selectedId) redraw();
    },
    redraw: () => redraw(),
    hitTest,
    level: () => currentModel().level,
    setTop(id) {
      topId = id;
      redraw();
    },
    screenPosition: anchorOf,
    symbolBoxes() {
      const dx = frameTopLeft.x;
      const dy = frameTopLeft.y;
      return (frame?.boxes() ?? []).map(([x0, y0, x1, y1]) => [x0 + dx, y0 + dy, x1 + dx, y1 + dy]);
    },
    remove() {
      removed = true;
      if (rafId !== 0) cancelAnimationFrame(rafId);
      if (pending) clearTimeout(pending.timer);
      if (drag?.wasDragging) map.dragging.enable();
      container.removeEventListener('pointerdown', onPointerDown, true);
      container.removeEventListener('pointermove', onPointerMove);
      container.removeEventListener('pointerup', onPointerUp);
      container.removeEventListener('pointercancel', onPointerCancel);
      container.removeEventListener('pointerleave', onPointerLeave);
      map.off('click', onMapClick);
      map.off('move viewreset', onMove);
      map.off('resize', onResize);
      container.style.cursor = '';
      sc.remove();
    },
  };
}
