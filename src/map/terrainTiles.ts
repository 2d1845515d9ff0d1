/**
 * Terrain drawn as canvas tiles (`L.GridLayer`): each 256-pixel tile asks the packed terrain
 * (`terrainPack.ts`) for the features its box meets — grown by the widest stroke — and draws only those,
 * in the drawing order, with their styles (`terrainStyle.ts`: fill and stroke, opacity, dashes, line caps;
 * the railways' white ticks once the rails are down). A tile is drawn once per zoom and moved, not redrawn,
 * as the map pans; a zoom animation scales the tiles it has. Leaflet draws tiles at the whole zoom nearest
 * the map's and scales them to its fractional zoom, so a tile is drawn for the map's own zoom — strokes,
 * dashes and points at their set widths on screen, sharp, not scaled — and drawn again when a zoom ends at
 * another fraction. Areas and lines smaller than half a pixel are not drawn (a dot at most). One world:
 * tiles do not repeat east and west. The container carries `data-testid="terrain-layer"`,
 * `data-features` (features packed) and `data-tiles` (tiles drawn so far).
 */
import L from 'leaflet';
import { Shape, featuresIn, type PackedTerrain } from './terrainPack.ts';
import { STYLES, type TerrainStyle } from './terrainStyle.ts';

/** Reach beyond a feature's box, CSS px: a point's radius and half its stroke (3 + 2), and a pixel. */
const PAD_PX = 6;
/** A feature whose box is smaller than this many CSS px both ways at the tile's zoom is not drawn. */
const MIN_PX = 0.5;
/** A point feature's radius, CSS px (as Leaflet's circle marker drew it). */
const POINT_RADIUS_PX = 3;

const dashOf = (s: TerrainStyle): number[] => (s.dashArray ? s.dashArray.split(/[ ,]+/).map(Number) : []);

/** Trace feature `i`'s parts onto `ctx` at `scale` px a world px, offset by the tile's origin (`ox`, `oy`); points of a radius of `POINT_RADIUS_PX` ÷ `k`. */
function trace(ctx: CanvasRenderingContext2D, t: PackedTerrain, i: number, scale: number, ox: number, oy: number, k: number): void {
  const closed = t.shape[i] === Shape.Area;
  for (let p = t.featurePart[i]!; p < t.featurePart[i + 1]!; p++) {
    const from = t.partStart[p]!;
    const to = t.partStart[p + 1]!;
    if (t.shape[i] === Shape.Point) {
      const x = t.xy[2 * from]! * scale - ox;
      const y = t.xy[2 * from + 1]! * scale - oy;
      ctx.moveTo(x + POINT_RADIUS_PX / k, y);
      ctx.arc(x, y, POINT_RADIUS_PX / k, 0, 2 * Math.PI);
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

/** Fill and stroke the path traced with style `s`, its stroke and dashes ÷ `k` (screen px a tile px). */
function paint(ctx: CanvasRenderingContext2D, s: TerrainStyle, area: boolean, k: number): void {
  if (s.fill && s.fillOpacity > 0) {
    ctx.globalAlpha = s.fillOpacity;
    ctx.fillStyle = s.fillColor;
    ctx.fill(area ? 'evenodd' : 'nonzero');
  }
  if (s.stroke && s.weight > 0 && s.opacity > 0) {
    ctx.globalAlpha = s.opacity;
    ctx.strokeStyle = s.color;
    ctx.lineWidth = s.weight / k;
    ctx.lineCap = s.lineCap ?? 'round';
    ctx.lineJoin = 'round';
    ctx.setLineDash(dashOf(s).map((d) => d / k));
    ctx.stroke();
  }
}

/**
 * Draw tile (`x`, `y`, `z`) of `t` onto `ctx` (tile px; the caller scales for the device's pixels), `k`
 * screen px a tile px (the map's fractional zoom: 2^(zoom − z)) so strokes, dashes and points keep their
 * screen widths. Returns how many features it drew.
 */
export function drawTerrainTile(ctx: CanvasRenderingContext2D, t: PackedTerrain, x: number, y: number, z: number, tileSize = 256, k = 1): number {
  const scale = 2 ** z; // tile px a world px at zoom z (the world is 256 px at zoom 0)
  const ox = x * tileSize;
  const oy = y * tileSize;
  const pad = PAD_PX / k / scale;
  const hits = featuresIn(t, ox / scale - pad, oy / scale - pad, (ox + tileSize) / scale + pad, (oy + tileSize) / scale + pad);
  const ticks: number[] = [];
  // The railways' white ticks go on once every rail of the tile is down, before what lies above them.
  const flushTicks = () => {
    for (const i of ticks.splice(0)) {
      ctx.beginPath();
      trace(ctx, t, i, scale, ox, oy, k);
      paint(ctx, STYLES.railwayTicks, false, k);
    }
  };
  let drawn = 0;
  for (const i of hits) {
    const b = 4 * i;
    const small = (t.box[b + 2]! - t.box[b]!) * scale * k < MIN_PX && (t.box[b + 3]! - t.box[b + 1]!) * scale * k < MIN_PX;
    if (small && t.shape[i] !== Shape.Point) continue;
    if (!t.railway[i] && ticks.length > 0) flushTicks();
    ctx.beginPath();
    trace(ctx, t, i, scale, ox, oy, k);
    paint(ctx, t.styles[t.style[i]!]!, t.shape[i] === Shape.Area, k);
    if (t.railway[i]) ticks.push(i);
    drawn++;
  }
  flushTicks();
  ctx.globalAlpha = 1;
  ctx.setLineDash([]);
  return drawn;
}

/** The grid layer drawing a packed terrain; `setTerrain` replaces it and redraws. */
export class TerrainTiles extends L.GridLayer {
  private terrain: PackedTerrain;
  private tilesDrawn = 0;
  /** The map zoom the tiles were drawn for. */
  private drawnFor = Number.NaN;

  constructor(terrain: PackedTerrain, options: L.GridLayerOptions = {}) {
    // z-index 0 keeps the layers of the overlay pane in the order they were added (terrain first, under routes and fire).
    super({ pane: 'overlayPane', zIndex: 0, updateWhenZooming: false, keepBuffer: 2, noWrap: true, ...options });
    this.terrain = terrain;
  }

  override onAdd(map: L.Map): this {
    super.onAdd(map);
    map.on('zoomend', this.redrawForZoom, this);
    const el = this.getContainer();
    if (el) {
      el.dataset.testid = 'terrain-layer';
      el.dataset.features = String(this.terrain.n);
      el.dataset.tiles = String(this.tilesDrawn);
    }
    return this;
  }

  override onRemove(map: L.Map): this {
    map.off('zoomend', this.redrawForZoom, this);
    return super.onRemove(map);
  }

  /** Draw another packed terrain in place of this one. */
  setTerrain(terrain: PackedTerrain): void {
    this.terrain = terrain;
    const el = this.getContainer();
    if (el) el.dataset.features = String(terrain.n);
    this.repaint();
  }

  /** A zoom that ended at another fraction of the same whole zoom: the tiles drawn again at it (a new whole zoom makes new tiles). */
  private redrawForZoom(): void {
    if (this._map && this._map.getZoom() !== this.drawnFor) this.repaint();
  }

  /** Draw every tile the layer holds again, in place. */
  private repaint(): void {
    const tiles = (this as unknown as { _tiles?: Record<string, { el: HTMLElement; coords: L.Coords }> })._tiles ?? {};
    for (const { el, coords } of Object.values(tiles)) if (el instanceof HTMLCanvasElement) this.paintTile(el, coords);
  }

  private paintTile(canvas: HTMLCanvasElement, coords: L.Coords): void {
    const size = this.getTileSize();
    const zoom = this._map ? this._map.getZoom() : coords.z;
    const k = 2 ** (zoom - coords.z);
    // Drawn at the screen's resolution: the device's pixels, and more where the tile is shown enlarged.
    const r = (window.devicePixelRatio || 1) * Math.max(1, k);
    canvas.width = Math.round(size.x * r);
    canvas.height = Math.round(size.y * r);
    const ctx = canvas.getContext('2d');
    if (ctx) {
      ctx.scale(r, r);
      drawTerrainTile(ctx, this.terrain, coords.x, coords.y, coords.z, size.x, k);
    }
    this.drawnFor = zoom;
    this.tilesDrawn++;
    const el = this.getContainer();
    if (el) el.dataset.tiles = String(this.tilesDrawn);
  }

  protected override createTile(coords: L.Coords): HTMLElement {
    const canvas = document.createElement('canvas');
    this.paintTile(canvas, coords);
    return canvas;
  }
}
