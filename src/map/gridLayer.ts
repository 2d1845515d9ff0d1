/**
 * The grid overlay: grid lines on a screen canvas (`screenCanvas.ts`), recomputed for the view by
 * `gridLinesForView` (so they thin out and refine with zoom) whenever a move leaves the canvas's
 * padding, the grid's outline, and DOM labels (class `grid-label`, text only) along the top and left
 * edges of the visible map, placed again on every move.
 * Usage: `const g = createGridLayer(grid).addTo(map); g.update(otherGrid); g.remove();`.
 */
import L from 'leaflet';
import { gridProjection } from '../rules/projection.ts';
import type { GridDef } from '../rules/types.ts';
import { gridLinesForView, type GridDrawing } from './gridLines.ts';
import { createScreenCanvas, metresPerPixel, viewInGridMetres, type ScreenCanvas } from './screenCanvas.ts';

/** Colours and widths of the overlay (CSS pixels). */
const STYLE = {
  minor: { color: 'rgba(30, 50, 110, 0.35)', width: 1 },
  major: { color: 'rgba(30, 50, 110, 0.7)', width: 1.6 },
  table: { color: 'rgba(30, 50, 110, 0.6)', width: 1.2 },
  outline: { color: 'rgba(20, 30, 70, 0.9)', width: 2.2 },
};
/** Share of the view the line canvas reaches beyond each edge (see `ScreenCanvas.coversView`). */
const GRID_PADDING = 0.3;
/** Labels closer than this to the top-left corner are dropped so the two rows do not collide. */
const CORNER_PX = { x: 30, y: 18 };

/** A Leaflet layer drawing a grid; `update(grid)` swaps the grid. */
export type GridLayer = L.Layer & {
  update(grid: GridDef): void;
  /** What the last frame drew (for tests and the pointer tools), null before the first. */
  lastDrawing(): GridDrawing | null;
};

type Pt = { x: number; y: number };

class GridOverlay extends L.Layer {
  private grid: GridDef;
  private sc: ScreenCanvas | null = null;
  private labelBox: HTMLDivElement | null = null;
  private labelPool: HTMLSpanElement[] = [];
  private drawing: GridDrawing | null = null;
  private drawnZoom = Number.NaN;
  private drawnGrid: GridDef | null = null;

  constructor(grid: GridDef) {
    super();
    this.grid = grid;
  }

  override onAdd(map: L.Map): this {
    this.sc = createScreenCanvas(map, 'gridPane', 420, 'grid-layer');
    this.drawnGrid = null;
    this.labelBox = L.DomUtil.create('div', 'grid-labels', map.getContainer()) as HTMLDivElement;
    map.on('move resize', this.redraw, this); // a viewreset always comes with a move
    map.on('zoomanim', this.hideLabels, this);
    this.redraw();
    return this;
  }

  override onRemove(map: L.Map): this {
    map.off('move resize', this.redraw, this);
    map.off('zoomanim', this.hideLabels, this);
    this.sc?.remove();
    this.labelBox?.remove();
    this.sc = null;
    this.labelBox = null;
    this.labelPool = [];
    return this;
  }

  update(grid: GridDef): void {
    this.grid = grid;
    this.redraw();
  }

  lastDrawing(): GridDrawing | null {
    return this.drawing;
  }

  private hideLabels(): void {
    this.labelBox?.classList.add('grid-labels--hidden');
  }

  /**
   * Draw the lines for the view and a padding around it (skipped while a pan stays inside the
   * padding: the canvas moves with the map pane), then place the labels for the current view.
   */
  redraw(): void {
    const map = this._map as L.Map | undefined;
    if (!map || !this.sc || !this.labelBox) return;
    const size = map.getSize();
    if (size.x === 0 || size.y === 0) return;
    const grid = this.grid;
    const proj = gridProjection(grid);
    const toPt = (e: number, n: number): Pt => {
      const ll = proj.toLonLat({ eastingM: e, northingM: n });
      return map.latLngToContainerPoint([ll.lat, ll.lon]);
    };
    const mpp = metresPerPixel(map);
    if (!this.sc.coversView() || this.drawnGrid !== grid) {
      const padding = map.getZoom() !== this.drawnZoom ? 0 : GRID_PADDING;
      this.drawnZoom = map.getZoom();
      this.drawnGrid = grid;
      const { ctx, padX, padY } = this.sc.beginFrame(padding);
      const lines = gridLinesForView(grid, viewInGridMetres(map, grid, padX, padY), mpp);
      if (ctx) this.drawLines(ctx, lines, toPt);
    }
    const view = viewInGridMetres(map, grid);
    const d = gridLinesForView(grid, view, mpp);
    this.drawing = d;
    this.placeLabels(d, view, toPt, size.x, size.y);
  }

  private drawLines(ctx: CanvasRenderingContext2D, d: GridDrawing, toPt: (e: number, n: number) => Pt): void {
    const grid = this.grid;
    const passes =
      grid.scheme === 'table'
        ? [{ style: STYLE.table, major: null }]
        : [
            { style: STYLE.minor, major: false },
            { style: STYLE.major, major: true },
          ];
    for (const { style, major } of passes) {
      ctx.beginPath();
      for (const l of d.lines) {
        if (major !== null && l.major !== major) continue;
        const a = l.path ? toPt(l.path[0][0], l.path[0][1]) : l.axis === 'easting' ? toPt(l.valueM, l.fromM) : toPt(l.fromM, l.valueM);
        const b = l.path ? toPt(l.path[1][0], l.path[1][1]) : l.axis === 'easting' ? toPt(l.valueM, l.toM) : toPt(l.toM, l.valueM);
        ctx.moveTo(a.x, a.y);
        ctx.lineTo(b.x, b.y);
      }
      ctx.strokeStyle = style.color;
      ctx.lineWidth = style.width;
      ctx.stroke();
    }
    const corners = [toPt(0, 0), toPt(grid.widthM, 0), toPt(grid.widthM, grid.heightM), toPt(0, grid.heightM)];
    ctx.beginPath();
    corners.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
    ctx.closePath();
    ctx.strokeStyle = STYLE.outline.color;
    ctx.lineWidth = STYLE.outline.width;
    ctx.stroke();
  }

  /** Position the DOM labels: eastings/columns along the top, northings/rows down the left. */
  private placeLabels(d: GridDrawing, view: { minE: number; minN: number; maxE: number; maxN: number }, toPt: (e: number, n: number) => Pt, width: number, height: number): void {
    const grid = this.grid;
    const nLo = Math.max(0, view.minN);
    const nHi = Math.min(grid.heightM, view.maxN);
    const eLo = Math.max(0, view.minE);
    const eHi = Math.min(grid.widthM, view.maxE);
    let used = 0;
    for (const lab of d.labels) {
      let x: number;
      let y: number;
      let cls: string;
      if (lab.axis === 'easting') {
        const a = lab.path ? toPt(lab.path[0][0], lab.path[0][1]) : toPt(lab.atM, nLo);
        const b = lab.path ? toPt(lab.path[1][0], lab.path[1][1]) : toPt(lab.atM, nHi);
        y = Math.max(0, Math.min(a.y, b.y));
        x = along(a, b, 'y', y);
        if (x < CORNER_PX.x || x > width - 4 || y > height - 10) continue;
        cls = 'grid-label grid-label--top';
      } else {
        const a = lab.path ? toPt(lab.path[0][0], lab.path[0][1]) : toPt(eLo, lab.atM);
        const b = lab.path ? toPt(lab.path[1][0], lab.path[1][1]) : toPt(eHi, lab.atM);
        x = Math.max(0, Math.min(a.x, b.x));
        y = along(a, b, 'x', x);
        if (y < CORNER_PX.y || y > height - 4 || x > width - 10) continue;
        cls = 'grid-label grid-label--left';
      }
      let el = this.labelPool[used];
      if (!el) {
        el = document.createElement('span');
        this.labelPool.push(el);
      }
      if (el.parentNode !== this.labelBox) this.labelBox!.appendChild(el);
      if (el.className !== cls) el.className = cls;
      if (el.textContent !== lab.text) el.textContent = lab.text;
      el.style.transform = `translate(${Math.round(x)}px, ${Math.round(y)}px)`;
      used++;
    }
    for (let i = used; i < this.labelPool.length; i++) this.labelPool[i]!.remove();
    this.labelBox!.classList.remove('grid-labels--hidden');
  }
}

/** The coordinate along segment a→b at which `axis` equals `v` (a's other coordinate when flat). */
function along(a: Pt, b: Pt, axis: 'x' | 'y', v: number): number {
  const other = axis === 'x' ? 'y' : 'x';
  const d = b[axis] - a[axis];
  if (Math.abs(d) < 1e-9) return a[other];
  return a[other] + ((v - a[axis]) / d) * (b[other] - a[other]);
}

/**
 * A grid overlay layer for `grid` (add it to a map with `.addTo(map)`). Lines and labels follow
 * RULINGS.md §Grid references via `gridLinesForView`; the canvas sits in pane `gridPane` (z 420,
 * above the terrain, below the units).
 */
export function createGridLayer(grid: GridDef): GridLayer {
  return new GridOverlay(grid);
}
