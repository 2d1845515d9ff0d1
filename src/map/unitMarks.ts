/**
 * What the unit layer draws over a symbol: the selection ring and the tag of the effects of fire
 * still on a unit.
 */

const RING = { color: '#ff9f1c', dark: 'rgba(20, 20, 20, 0.85)' };

/** How far the selection ring reaches from a symbol's centre, CSS px (its radius and half its dark edge). */
export function ringReachPx(sizePx: number): number {
  return sizePx * 1.15 + 2 + 5.5 / 2;
}

/** The selection ring: solid around the selected unit, dashed around a symbol it is hidden in. */
export function ring(ctx: CanvasRenderingContext2D, x: number, y: number, sizePx: number, dashed: boolean): void {
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

/**
 * The effects of fire on a unit drawn at its symbol's top-right corner (`x`, `y`): a red tag with `D`
 * (disorganised), `P` (pinned) or `DP`, as the unit panel and the ORBAT row say in words.
 */
export function statusBadge(ctx: CanvasRenderingContext2D, status: string, x: number, y: number): void {
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
