/**
 * Drawing one terrain tile (`terrainTiles.ts`): the features of the packed terrain (`terrainPack.ts`) its
 * box meets — grown by the widest stroke — in the drawing order, with their styles (`terrainStyle.ts`:
 * fill and stroke, opacity, dashes, line caps; the railways' white ticks once the rails are down), whole
 * (`drawTerrainTile`) or a slice at a time (`startTile`, `drawTileUntil`) so a dense tile can be spread
 * over several frames.
 */
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
 * A tile's drawing under way: the features its box meets in drawing order (`hits`), the next to draw, the
 * railways whose ticks are still to go on, the tile's scale (tile px a world px) and origin, `k` (screen
 * px a tile px) and how many features are drawn so far.
 */
export type TileJob = { hits: number[]; next: number; ticks: number[]; scale: number; ox: number; oy: number; k: number; drawn: number };

/** Begin drawing tile (`x`, `y`, `z`) of `t` (see `drawTerrainTile`): the features it meets, none drawn yet. */
export function startTile(t: PackedTerrain, x: number, y: number, z: number, tileSize = 256, k = 1): TileJob {
  const scale = 2 ** z; // tile px a world px at zoom z (the world is 256 px at zoom 0)
  const ox = x * tileSize;
  const oy = y * tileSize;
  const pad = PAD_PX / k / scale;
  const hits = featuresIn(t, ox / scale - pad, oy / scale - pad, (ox + tileSize) / scale + pad, (oy + tileSize) / scale + pad);
  return { hits, next: 0, ticks: [], scale, ox, oy, k, drawn: 0 };
}

/**
 * Draw `job`'s features onto `ctx` in order until they are all down (true) or `deadlineMs`
 * (`performance.now()`) has passed (false: call again to go on; at least one feature is drawn a call).
 */
export function drawTileUntil(ctx: CanvasRenderingContext2D, t: PackedTerrain, job: TileJob, deadlineMs: number): boolean {
  const { hits, ticks, scale, ox, oy, k } = job;
  // The railways' white ticks go on once every rail of the tile is down, before what lies above them.
  const flushTicks = () => {
    for (const i of ticks.splice(0)) {
      ctx.beginPath();
      trace(ctx, t, i, scale, ox, oy, k);
      paint(ctx, STYLES.railwayTicks, false, k);
    }
  };
  let n = 0;
  while (job.next < hits.length) {
    if (n++ % 64 === 63 && performance.now() > deadlineMs) return false;
    const i = hits[job.next++]!;
    const b = 4 * i;
    const small = (t.box[b + 2]! - t.box[b]!) * scale * k < MIN_PX && (t.box[b + 3]! - t.box[b + 1]!) * scale * k < MIN_PX;
    if (small && t.shape[i] !== Shape.Point) continue;
    if (!t.railway[i] && ticks.length > 0) flushTicks();
    ctx.beginPath();
    trace(ctx, t, i, scale, ox, oy, k);
    paint(ctx, t.styles[t.style[i]!]!, t.shape[i] === Shape.Area, k);
    if (t.railway[i]) ticks.push(i);
    job.drawn++;
  }
  flushTicks();
  ctx.globalAlpha = 1;
  ctx.setLineDash([]);
  return true;
}

/**
 * Draw tile (`x`, `y`, `z`) of `t` onto `ctx` (tile px; the caller scales for the device's pixels), `k`
 * screen px a tile px (the map's fractional zoom: 2^(zoom − z)) so strokes, dashes and points keep their
 * screen widths. Returns how many features it drew.
 */
export function drawTerrainTile(ctx: CanvasRenderingContext2D, t: PackedTerrain, x: number, y: number, z: number, tileSize = 256, k = 1): number {
  const job = startTile(t, x, y, z, tileSize, k);
  drawTileUntil(ctx, t, job, Infinity);
  return job.drawn;
}
