/**
 * Terrain drawn as canvas tiles (`L.GridLayer`): each 256-pixel tile asks the packed terrain
 * (`terrainPack.ts`) for the features its box meets — grown by the widest stroke — and draws only those,
 * in the drawing order, with their styles (`terrainStyle.ts`: fill and stroke, opacity, dashes, line caps;
 * the railways' white ticks once the rails are down). A tile is drawn once per zoom and moved, not redrawn,
 * as the map pans; a zoom animation scales the tiles it has. Leaflet draws tiles at the whole zoom nearest
 * the map's and scales them to its fractional zoom, so a tile is drawn for the map's own zoom — strokes,
 * dashes and points at their set widths on screen, sharp, not scaled — and drawn again when a zoom ends at
 * another fraction. Areas and lines smaller than half a pixel are not drawn (a dot at most). One world:
 * tiles do not repeat east and west. Tiles are drawn a slice at a time, about `SLICE_MS` an animation frame,
 * a dense tile going on where it left off in the next (`paintSoon`, `drawTileUntil`), so a view over a real area's tens of thousands
 * of features never freezes the page while its tiles come. The container carries
 * `data-testid="terrain-layer"`, `data-features` (features packed) and `data-tiles` (tiles drawn so far).
 */
import L from 'leaflet';
import type { PackedTerrain } from './terrainPack.ts';
import { drawTileUntil, startTile, type TileJob } from './terrainTileDraw.ts';

export { drawTerrainTile } from './terrainTileDraw.ts';

/** Drawing time, ms, after which the tiles still waiting are left to the next frame. */
const SLICE_MS = 12;
/** A step of drawing: true when its tile is done (or no longer wanted), false when the deadline came first. */
type Step = (deadlineMs: number) => boolean;
const waiting: Step[] = [];
let slicing = false;
/**
 * The next frame: tiles are drawn in animation frames, one slice a frame, so the frame is shown as each
 * slice ends (tasks chained by timers may hold the page's frames back for a tenth of a second or more).
 * With no animation frames (jsdom), a timer.
 */
const nextFrame = (f: () => void): void => void (typeof requestAnimationFrame === 'function' ? requestAnimationFrame(f) : setTimeout(f, 16));

/** Draw the queued tiles for `SLICE_MS`, a dense tile going on in the next frame where it left off. */
function drawSlice(): void {
  const deadline = performance.now() + SLICE_MS;
  try {
    while (waiting.length > 0) {
      let finished = true;
      try {
        finished = waiting[0]!(deadline);
      } catch (e) {
        // One tile that cannot be drawn is dropped (its step says so to Leaflet); the others still come.
        console.error('a terrain tile could not be drawn', e);
      }
      if (!finished) break;
      waiting.shift();
      if (performance.now() > deadline) break;
    }
  } finally {
    slicing = waiting.length > 0;
    if (slicing) nextFrame(drawSlice);
  }
}

/** Queue a tile's drawing (see the module note). */
function paintSoon(job: Step): void {
  waiting.push(job);
  if (!slicing) {
    slicing = true;
    nextFrame(drawSlice);
  }
}

/** The grid layer drawing a packed terrain; `setTerrain` replaces it and redraws. */
export class TerrainTiles extends L.GridLayer {
  private terrain: PackedTerrain;
  private tilesDrawn = 0;
  /** The map zoom the tiles were drawn for. */
  private drawnFor = Number.NaN;
  /** Each canvas's drawing under way, and Leaflet's word to give when its tile is ready. */
  private readonly drawing = new WeakMap<HTMLCanvasElement, { done?: L.DoneCallback | undefined }>();

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

  /** Draw every tile the layer holds again, in place (a slice at a time: `paintSoon`). */
  private repaint(): void {
    const tiles = (this as unknown as { _tiles?: Record<string, { el: HTMLElement; coords: L.Coords }> })._tiles ?? {};
    for (const { el, coords } of Object.values(tiles)) if (el instanceof HTMLCanvasElement) this.paintTile(el, coords);
  }

  /**
   * Queue `canvas`'s drawing for tile `coords`; a newer drawing of the same canvas supersedes it, and
   * whichever finishes tells Leaflet the tile is ready (`done`, kept per canvas until then). A tile on
   * screen already (drawn again for a new fraction of zoom or new terrain) is drawn aside and copied
   * over at the end, so it never shows half drawn.
   */
  private paintTile(canvas: HTMLCanvasElement, coords: L.Coords, done?: L.DoneCallback): void {
    const mine = { done: done ?? this.drawing.get(canvas)?.done };
    this.drawing.set(canvas, mine);
    const terrain = this.terrain;
    const target = done ? canvas : document.createElement('canvas');
    let job: TileJob | null = null;
    let ctx: CanvasRenderingContext2D | null = null;
    paintSoon((deadlineMs) => {
      // Gone from the map (panned or zoomed away), or drawn again since: nothing more to do here.
      if (canvas.parentNode === null || this.drawing.get(canvas) !== mine) return true;
      try {
        if (!job) {
          const size = this.getTileSize();
          const zoom = this._map ? this._map.getZoom() : coords.z;
          const k = 2 ** (zoom - coords.z);
          // Drawn at the screen's resolution: the device's pixels, and more where the tile is shown enlarged.
          const r = (window.devicePixelRatio || 1) * Math.max(1, k);
          target.width = Math.round(size.x * r);
          target.height = Math.round(size.y * r);
          ctx = target.getContext('2d');
          ctx?.scale(r, r);
          job = startTile(terrain, coords.x, coords.y, coords.z, size.x, k);
          this.drawnFor = zoom;
        }
        if (ctx && !drawTileUntil(ctx, terrain, job, deadlineMs)) return false;
      } catch (e) {
        this.drawing.delete(canvas);
        mine.done?.(e instanceof Error ? e : new Error(String(e)), canvas);
        throw e;
      }
      if (target !== canvas) {
        canvas.width = target.width;
        canvas.height = target.height;
        canvas.getContext('2d')?.drawImage(target, 0, 0);
      }
      this.drawing.delete(canvas);
      this.tilesDrawn++;
      const el = this.getContainer();
      if (el) el.dataset.tiles = String(this.tilesDrawn);
      mine.done?.(undefined, canvas);
      return true;
    });
  }

  protected override createTile(coords: L.Coords, done: L.DoneCallback): HTMLElement {
    const canvas = document.createElement('canvas');
    this.paintTile(canvas, coords, done);
    return canvas;
  }
}
