/**
 * Terrain drawn as canvas tiles (`L.GridLayer`): each 256-pixel tile asks the packed terrain
 * (`terrainPack.ts`) for the features its box meets — grown by the widest stroke — and draws only those,
 * in the drawing order, with their styles (`terrainStyle.ts`: fill and stroke, opacity, dashes, line caps;
 * railways again with their white ticks). A tile is drawn once per zoom and moved, not redrawn, as the map
 * pans; a zoom animation scales the tiles it has. Features smaller than half a pixel at the tile's zoom
 * are not drawn (they would not show). The container carries `data-testid="terrain-layer"`,
 * `data-features` (features packed) and `data-tiles` (tiles drawn so far).
 */
import L from 'leaflet';
import { Shape, featuresIn, type PackedTerrain } from './terrainPack.ts';
import { STYLES, type TerrainStyle } from './terrainStyle.ts';

/** Stroke reach beyond a feature's box, CSS px: half the widest stroke, rounded up, and a pixel. */
const PAD_PX = 4;
/** A feature whose box is smaller than this many CSS px both ways at the tile's zoom is not drawn. */
const MIN_PX = 0.5;
/** A point feature's radius, CSS px (as Leaflet's circle marker drew it). */
const POINT_RADIUS_PX = 3;

const dashOf = (s: TerrainStyle): number[] => (s.dashArray ? s.dashArray.split(/[ ,]+/).map(Number) : []);

/** Trace feature `i`'s parts onto `ctx` at `scale` px a world px, offset by the tile's origin (`ox`, `oy`). */
function trace(ctx: CanvasRenderingContext2D, t: PackedTerrain, i: number, scale: number, ox: number, oy: number): void {
  const closed = t.shape[i] === Shape.Area;
  for (let p = t.featurePart[i]!; p < t.featurePart[i + 1]!; p++) {
    const from = t.partStart[p]!;
    const to = t.partStart[p + 1]!;
    if (t.shape[i] === Shape.Point) {
      const x = t.xy[2 * from]! * scale - ox;
      const y = t.xy[2 * from + 1]! * scale - oy;
      ctx.moveTo(x + POINT_RADIUS_PX, y);
      ctx.arc(x, y, POINT_RADIUS_PX, 0, 2 * Math.PI);
      continue;
    }
    for (let k = from; k < to; k++) {
      const x = t.xy[2 * k]! * scale - ox;
      const y = t.xy[2 * k + 1]! * scale - oy;
      if (k === from) ctx.moveTo(x, y);
      else ctx.lineTo(x, y);
    }
    if (closed) ctx.closePath();
  }
}

/** Fill and stroke the path traced with style `s`. */
function paint(ctx: CanvasRenderingContext2D, s: TerrainStyle, area: boolean): void {
  if (s.fill && s.fillOpacity > 0) {
    ctx.globalAlpha = s.fillOpacity;
    ctx.fillStyle = s.fillColor;
    ctx.fill(area ? 'evenodd' : 'nonzero');
  }
  if (s.stroke && s.weight > 0 && s.opacity > 0) {
    ctx.globalAlpha = s.opacity;
    ctx.strokeStyle = s.color;
    ctx.lineWidth = s.weight;
    ctx.lineCap = s.lineCap ?? 'round';
    ctx.lineJoin = 'round';
    ctx.setLineDash(dashOf(s));
    ctx.stroke();
  }
}

/**
 * Draw tile (`x`, `y`, `z`) of `t` onto `ctx` (CSS px; the caller scales for the device's pixels).
 * Returns how many features it drew.
 */
export function drawTerrainTile(ctx: CanvasRenderingContext2D, t: PackedTerrain, x: number, y: number, z: number, tileSize = 256): number {
  const scale = 2 ** z; // CSS px a world px at zoom z (the world is 256 px at zoom 0)
  const ox = x * tileSize;
  const oy = y * tileSize;
  const pad = PAD_PX / scale;
  const hits = featuresIn(t, ox / scale - pad, oy / scale - pad, (ox + tileSize) / scale + pad, (oy + tileSize) / scale + pad);
  let drawn = 0;
  for (const i of hits) {
    const b = 4 * i;
    const small = (t.box[b + 2]! - t.box[b]!) * scale < MIN_PX && (t.box[b + 3]! - t.box[b + 1]!) * scale < MIN_PX;
    if (small && t.shape[i] !== Shape.Point) continue;
    const s = t.styles[t.style[i]!]!;
    ctx.beginPath();
    trace(ctx, t, i, scale, ox, oy);
    paint(ctx, s, t.shape[i] === Shape.Area);
    if (t.railway[i]) paint(ctx, STYLES.railwayTicks, false);
    drawn++;
  }
  ctx.globalAlpha = 1;
  ctx.setLineDash([]);
  return drawn;
}

/** The grid layer drawing a packed terrain; `setTerrain` replaces it and redraws. */
export class TerrainTiles extends L.GridLayer {
  private terrain: PackedTerrain;
  private tilesDrawn = 0;

  constructor(terrain: PackedTerrain, options: L.GridLayerOptions = {}) {
    // z-index 0 keeps the layers of the overlay pane in the order they were added (terrain first, under routes and fire).
    super({ pane: 'overlayPane', zIndex: 0, updateWhenZooming: false, keepBuffer: 2, ...options });
    this.terrain = terrain;
  }

  override onAdd(map: L.Map): this {
    super.onAdd(map);
    const el = this.getContainer();
    if (el) {
      el.dataset.testid = 'terrain-layer';
      el.dataset.features = String(this.terrain.n);
      el.dataset.tiles = String(this.tilesDrawn);
    }
    return this;
  }

  /** Draw another packed terrain in place of this one. */
  setTerrain(terrain: PackedTerrain): void {
    this.terrain = terrain;
    const el = this.getContainer();
    if (el) el.dataset.features = String(terrain.n);
    this.redraw();
  }

  protected override createTile(coords: L.Coords): HTMLElement {
    const size = this.getTileSize();
    const dpr = window.devicePixelRatio || 1;
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(size.x * dpr);
    canvas.height = Math.round(size.y * dpr);
    const ctx = canvas.getContext('2d');
    if (ctx) {
      ctx.scale(dpr, dpr);
      drawTerrainTile(ctx, this.terrain, coords.x, coords.y, coords.z, size.x);
    }
    this.tilesDrawn++;
    const el = this.getContainer();
    if (el) el.dataset.tiles = String(this.tilesDrawn);
    return canvas;
  }
}
