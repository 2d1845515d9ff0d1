/**
 * An engagement on the tactical map, drawn on one canvas (no DOM marker per base): every base as its
 * true-size rectangle in its side's colour (front edge heavier), a red mark on a freshly injured base
 * and a black one on an old injury, a hatch on a dug-in base; the arrows of the low commands (solid:
 * moving or shooting; dotted: prepared — planned, or waiting on overwatch); bombardment templates
 * (outer and inner circle); smoke and gas cordons; ground the engine turned to rough; the path being
 * set. Positions are engagement-local metres from `origin` (`gridProjection` of the origin).
 *
 * The canvas (`data-testid="engagement-layer"`) reports what its last frame drew in `data-bases`,
 * `data-arrows`, `data-templates` and `data-cordons`. It is redrawn on every move, zoom and resize.
 * Usage: `const l = createEngagementLayer(map, data); l.update(next); l.subUnitAt(x, y); l.remove();`.
 */
import L from 'leaflet';
import type { BoundPlans, EngagementState, PointM } from '../rules/bound/types.ts';
import { gridProjection } from '../rules/projection.ts';
import type { LonLat } from '../rules/types.ts';
import { createScreenCanvas } from './screenCanvas.ts';
import { arrowBarbs, circlePoints, commandArrows, cordonRect, rectCorners, subUnitCentre, type CommandArrow } from './engagementGeometry.ts';

/** A bombardment template: centre (local metres), outer and inner diameters (metres). */
export type BombardTemplateM = { centreM: PointM; diameterM: number; innerDiameterM: number };

/**
 * What the layer draws. `draft`: the plans being written (drawn dotted while planning).
 * `selectedId`: the sub-unit outlined. `pathDraft`: a path being clicked in (amber).
 */
export type EngagementLayerData = {
  state: EngagementState;
  origin: LonLat;
  draft: BoundPlans | null;
  templates: readonly BombardTemplateM[];
  selectedId: string | null;
  pathDraft: { subUnitId: string; points: PointM[] } | null;
};

/** The layer on a map. */
export type EngagementLayer = {
  readonly canvas: HTMLCanvasElement;
  /** Replace what is drawn and redraw. */
  update(data: EngagementLayerData): void;
  /** The sub-unit with a base under container pixel (x, y) in the last frame, or null. */
  subUnitAt(x: number, y: number): string | null;
  /** Remove the canvas and its listeners. */
  remove(): void;
};

/** Fill and stroke colours of the sides; other side keys are drawn grey. */
export const SIDE_COLOURS: Readonly<Record<string, { fill: string; stroke: string }>> = {
  blue: { fill: '#c9daf0', stroke: '#1f5f9e' },
  red: { fill: '#f3d0cb', stroke: '#a5322a' },
};
const OTHER = { fill: '#e0e0e0', stroke: '#555' };
const colours = (side: string) => SIDE_COLOURS[side] ?? OTHER;

type Px = { x: number; y: number };
/** Projected points (Leaflet pixel space at zoom 0) of everything, rebuilt when the data changes. */
type Model = {
  bases: { subUnitId: string; side: string; corners: Px[]; injury: string; dugIn: boolean }[];
  labels: { text: string; at: Px; side: string }[];
  arrows: (CommandArrow & { px: Px[] })[];
  templates: { centre: Px; outer: Px[]; inner: Px[] }[];
  cordons: { corners: Px[]; ammo: string }[];
  changes: Px[][];
  path: Px[];
};

function buildModel(map: L.Map, d: EngagementLayerData): Model {
  const proj = gridProjection({ originLon: d.origin.lon, originLat: d.origin.lat });
  const px = (p: PointM): Px => {
    const ll = proj.toLonLat({ eastingM: p.xM, northingM: p.yM });
    const q = map.project([ll.lat, ll.lon], 0);
    return { x: q.x, y: q.y };
  };
  const s = d.state;
  const m: Model = { bases: [], labels: [], arrows: [], templates: [], cordons: [], changes: [], path: [] };
  for (const su of s.subUnits) {
    for (const b of su.bases) m.bases.push({ subUnitId: su.id, side: su.side, corners: rectCorners(b).map(px), injury: b.injury, dugIn: b.dugIn });
    const c = subUnitCentre(su);
    if (c) m.labels.push({ text: su.name, at: px(c), side: su.side });
  }
  m.arrows = commandArrows(s, s.phase === 'planning' ? d.draft : null).map((a) => ({ ...a, px: a.points.map(px) }));
  m.templates = d.templates.map((t) => ({
    centre: px(t.centreM),
    outer: circlePoints(t.centreM, t.diameterM / 2).map(px),
    inner: circlePoints(t.centreM, t.innerDiameterM / 2).map(px),
  }));
  m.cordons = s.cordons.map((c) => ({ corners: rectCorners(cordonRect(c)).map(px), ammo: c.ammo }));
  m.changes = s.terrainChanges.map((c) => rectCorners(c).map(px));
  if (d.pathDraft) {
    const su = s.subUnits.find((x) => x.id === d.pathDraft!.subUnitId);
    const c = su && subUnitCentre(su);
    if (c) m.path = [c, ...d.pathDraft.points].map(px);
  }
  return m;
}

function polygon(ctx: CanvasRenderingContext2D, pts: readonly Px[]): void {
  ctx.beginPath();
  pts.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
  ctx.closePath();
}

function pointInPolygon(p: Px, poly: readonly Px[]): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i]!;
    const b = poly[j]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/** Create the layer on `map` in pane `engagementPane` (z 450, above the terrain). */
export function createEngagementLayer(map: L.Map, data: EngagementLayerData): EngagementLayer {
  const sc = createScreenCanvas(map, 'engagementPane', 450, 'engagement-layer');
  const canvas = sc.canvas;
  canvas.setAttribute('data-testid', 'engagement-layer');
  let current = data;
  let model = buildModel(map, current);
  /** Base polygons of the last frame in container pixels, topmost last. */
  let hit: { subUnitId: string; poly: Px[] }[] = [];

  function redraw(): void {
    const { ctx } = sc.beginFrame(0);
    const k = map.options.crs!.scale(map.getZoom()) / map.options.crs!.scale(0);
    const o = map.getPixelOrigin().add(map.containerPointToLayerPoint([0, 0]));
    const at = (p: Px): Px => ({ x: p.x * k - o.x, y: p.y * k - o.y });
    hit = model.bases.map((b) => ({ subUnitId: b.subUnitId, poly: b.corners.map(at) }));
    const counts = { bases: model.bases.length, arrows: model.arrows.length, templates: model.templates.length, cordons: model.cordons.length };
    for (const [key, n] of Object.entries(counts)) canvas.setAttribute(`data-${key}`, String(n));
    if (!ctx) return;
    drawFrame(ctx, model, at, current.selectedId);
  }

  const onMove = () => redraw();
  map.on('move zoomend viewreset resize', onMove);
  redraw();

  return {
    canvas,
    update(next) {
      current = next;
      model = buildModel(map, next);
      redraw();
    },
    subUnitAt(x, y) {
      for (let i = hit.length - 1; i >= 0; i--) if (pointInPolygon({ x, y }, hit[i]!.poly)) return hit[i]!.subUnitId;
      return null;
    },
    remove() {
      map.off('move zoomend viewreset resize', onMove);
      sc.remove();
    },
  };
}

function drawFrame(ctx: CanvasRenderingContext2D, m: Model, at: (p: Px) => Px, selectedId: string | null): void {
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  for (const c of m.changes) {
    polygon(ctx, c.map(at));
    ctx.fillStyle = 'rgba(150, 120, 70, 0.25)';
    ctx.fill();
  }
  for (const c of m.cordons) {
    polygon(ctx, c.corners.map(at));
    ctx.fillStyle = c.ammo === 'smoke' ? 'rgba(110, 110, 110, 0.4)' : 'rgba(150, 175, 30, 0.4)';
    ctx.fill();
  }
  for (const t of m.templates) {
    polygon(ctx, t.outer.map(at));
    ctx.fillStyle = 'rgba(201, 130, 31, 0.12)';
    ctx.fill();
    ctx.strokeStyle = '#b0620f';
    ctx.lineWidth = 2;
    ctx.setLineDash([]);
    ctx.stroke();
    polygon(ctx, t.inner.map(at));
    ctx.setLineDash([4, 3]);
    ctx.stroke();
    ctx.setLineDash([]);
  }
  for (const b of m.bases) drawBase(ctx, b.corners.map(at), b, b.subUnitId === selectedId);
  for (const a of m.arrows) drawArrow(ctx, a.px.map(at), colours(a.side).stroke, a.kind, a.dotted);
  if (m.path.length > 0) {
    const pts = m.path.map(at);
    drawArrow(ctx, pts, '#c9821f', 'move', false);
    ctx.fillStyle = '#c9821f';
    for (const p of pts.slice(1)) {
      ctx.beginPath();
      ctx.arc(p.x, p.y, 4, 0, 2 * Math.PI);
      ctx.fill();
    }
  }
  drawLabels(ctx, m, at);
}

function drawBase(ctx: CanvasRenderingContext2D, pts: Px[], b: Model['bases'][number], selected: boolean): void {
  const c = colours(b.side);
  polygon(ctx, pts);
  ctx.fillStyle = c.fill;
  ctx.fill();
  if (b.dugIn) {
    ctx.save();
    polygon(ctx, pts);
    ctx.clip();
    ctx.strokeStyle = c.stroke;
    ctx.lineWidth = 1;
    const xs = pts.map((p) => p.x);
    const ys = pts.map((p) => p.y);
    const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    ctx.beginPath();
    for (let x = x0 - (y1 - y0); x < x1; x += 5) {
      ctx.moveTo(x, y1);
      ctx.lineTo(x + (y1 - y0), y0);
    }
    ctx.stroke();
    ctx.restore();
  }
  polygon(ctx, pts);
  ctx.strokeStyle = selected ? '#c9821f' : c.stroke;
  ctx.lineWidth = selected ? 3 : 1.25;
  ctx.stroke();
  // The front edge (front-left → front-right) heavier.
  ctx.beginPath();
  ctx.moveTo(pts[0]!.x, pts[0]!.y);
  ctx.lineTo(pts[1]!.x, pts[1]!.y);
  ctx.strokeStyle = c.stroke;
  ctx.lineWidth = 3;
  ctx.stroke();
  if (b.injury !== 'none') {
    const cx = pts.reduce((s, p) => s + p.x, 0) / 4;
    const cy = pts.reduce((s, p) => s + p.y, 0) / 4;
    const r = Math.max(2.5, Math.min(6, Math.hypot(pts[0]!.x - pts[3]!.x, pts[0]!.y - pts[3]!.y) / 3));
    ctx.fillStyle = b.injury === 'fresh' ? '#d0021b' : '#111';
    ctx.fillRect(cx - r, cy - r, 2 * r, 2 * r);
  }
}

function drawArrow(ctx: CanvasRenderingContext2D, pts: Px[], colour: string, kind: 'move' | 'fire', dotted: boolean): void {
  if (pts.length < 2) return;
  ctx.strokeStyle = colour;
  ctx.lineWidth = kind === 'move' ? 2.5 : 2;
  ctx.setLineDash(dotted ? [0.5, 5] : []); // with round caps: a dotted line
  ctx.beginPath();
  pts.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
  ctx.stroke();
  ctx.setLineDash([]);
  const barbs = arrowBarbs(pts[pts.length - 2]!, pts[pts.length - 1]!, kind === 'move' ? 11 : 9);
  if (!barbs) return;
  const tip = pts[pts.length - 1]!;
  ctx.beginPath();
  ctx.moveTo(barbs[0].x, barbs[0].y);
  ctx.lineTo(tip.x, tip.y);
  ctx.lineTo(barbs[1].x, barbs[1].y);
  ctx.stroke();
}

/**
 * Sub-unit names, each above its centre or, when that box is taken, below it; a name that fits in
 * neither place is left out (so names never overprint each other). Returns how many were drawn.
 */
function drawLabels(ctx: CanvasRenderingContext2D, m: Model, at: (p: Px) => Px): number {
  ctx.font = '600 12px "IBM Plex Sans", system-ui, sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const taken: { x0: number; y0: number; x1: number; y1: number }[] = [];
  const free = (b: (typeof taken)[number]) => !taken.some((t) => b.x0 < t.x1 && b.x1 > t.x0 && b.y0 < t.y1 && b.y1 > t.y0);
  let drawn = 0;
  for (const l of m.labels) {
    const p = at(l.at);
    const w = ctx.measureText(l.text).width + 4;
    for (const dy of [-20, 20]) {
      const box = { x0: p.x - w / 2, y0: p.y + dy - 8, x1: p.x + w / 2, y1: p.y + dy + 8 };
      if (!free(box)) continue;
      taken.push(box);
      ctx.lineWidth = 3;
      ctx.strokeStyle = 'rgba(244, 241, 232, 0.9)';
      ctx.strokeText(l.text, p.x, p.y + dy);
      ctx.fillStyle = colours(l.side).stroke;
      ctx.fillText(l.text, p.x, p.y + dy);
      drawn++;
      break;
    }
  }
  return drawn;
}
