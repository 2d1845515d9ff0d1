/**
 * The fire-plan layer of the campaign map: one canvas (pane `firePlanPane`, z 444: above the terrain,
 * grid and Go-to mark, below the HQ and objective marks and the unit symbols; no pointer events) that
 * draws one plan's shapes (`firePlanShapes.ts`) at true ground size — beaten zones or 1418 templates with
 * their inner circles, smoke and gas cordons, light range fans, amber rings round friendly units at risk —
 * and each serial's label as canvas text (never HTML). Serials active at the time filter's minute are
 * strong, the rest faint. The shapes are rebuilt only when the plan, state or display options change;
 * a pan or zoom only redraws the canvas (projected points are kept at zoom 0 and scaled).
 *
 * The canvas (`data-testid="fireplan-layer"`) reports its last frame in `data-plan`, `data-templates`,
 * `data-inner`, `data-cordons`, `data-fans`, `data-friendly`, `data-labels` and `data-active` (serials
 * drawn strong). Usage: `const l = createFirePlanLayer(map, { state, display }); l.update({ display: null }); l.remove();`.
 */
import L from 'leaflet';
import type { CampaignState } from '../campaign/index.ts';
import type { LonLat } from '../rules/types.ts';
import { firePlanShapes, type FirePlanDisplay, type FirePlanShapes } from './firePlanShapes.ts';
import { createScreenCanvas } from './screenCanvas.ts';

/** What the layer shows: the campaign state and the plan to draw (null: nothing). */
export type FirePlanLayerProps = { state: CampaignState; display: FirePlanDisplay | null };

/** The layer on a map. */
export type FirePlanLayer = {
  readonly canvas: HTMLCanvasElement;
  /** Apply changed props; the shapes are rebuilt only when the state or the display changed. */
  update(next: Partial<FirePlanLayerProps>): void;
  /** The shapes drawn now (null: no plan). */
  shapes(): FirePlanShapes | null;
  /** Remove the canvas and its listeners. */
  remove(): void;
};

/** The pane's name. */
export const FIRE_PLAN_PANE = 'firePlanPane';

/** Colours: zones of fire (brick), cordons (smoke grey, gas olive-yellow), fans (blue), friendly at risk (the amber warning colour). */
export const FIRE_PLAN_COLOURS = {
  zone: '#8c3b1f',
  zoneFill: 'rgba(140, 59, 31, 0.12)',
  smoke: 'rgba(105, 105, 105, 0.75)',
  gas: 'rgba(140, 165, 20, 0.8)',
  fan: '#1f5f9e',
  friendly: '#c9821f',
} as const;

/** Alpha of shapes of serials not active at the time filter's minute. */
const FAINT = 0.25;
/** Radius of a friendly unit's warning ring, CSS px (round the unit's symbol). */
const RING_PX = 15;

type Px = { x: number; y: number };
type Model = {
  zones: { outer: Px[]; inner: Px[] | null; active: boolean; selected: boolean }[];
  cordons: { ends: [Px, Px]; shell: 'smoke' | 'gas'; active: boolean; selected: boolean }[];
  fans: { poly: Px[]; active: boolean }[];
  rings: { at: Px; active: boolean }[];
  labels: { text: string; at: Px; active: boolean; selected: boolean }[];
};

function buildModel(map: L.Map, s: FirePlanShapes): Model {
  const px = (p: LonLat): Px => {
    const q = map.project([p.lat, p.lon], 0);
    return { x: q.x, y: q.y };
  };
  return {
    zones: s.templates.map((t) => ({ outer: t.outer.map(px), inner: t.inner?.map(px) ?? null, active: t.active, selected: t.selected })),
    cordons: s.cordons.map((c) => ({ ends: [px(c.ends[0]), px(c.ends[1])], shell: c.shell, active: c.active, selected: c.selected })),
    fans: s.fans.map((f) => ({ poly: f.polygon.map(px), active: f.active })),
    rings: s.friendly.map((r) => ({ at: px(r.pos), active: r.active })),
    labels: s.labels.map((l) => ({ text: l.text, at: px(l.at), active: l.active, selected: l.selected })),
  };
}

/** Create the layer on `map` and draw `initial`. */
export function createFirePlanLayer(map: L.Map, initial: FirePlanLayerProps): FirePlanLayer {
  const sc = createScreenCanvas(map, FIRE_PLAN_PANE, 444, 'fireplan-layer');
  const canvas = sc.canvas;
  canvas.setAttribute('data-testid', 'fireplan-layer');
  let props = initial;
  let shapes: FirePlanShapes | null = null;
  let model: Model | null = null;

  function rebuild(): void {
    shapes = props.display ? firePlanShapes(props.state, props.display) : null;
    model = shapes ? buildModel(map, shapes) : null;
  }

  function redraw(): void {
    const { ctx } = sc.beginFrame(0);
    const s = shapes;
    const counts: Record<string, string> = {
      plan: s?.planId ?? '',
      templates: String(s?.templates.length ?? 0),
      inner: String(s?.templates.filter((t) => t.inner).length ?? 0),
      cordons: String(s?.cordons.length ?? 0),
      fans: String(s?.fans.length ?? 0),
      friendly: String(s?.friendly.length ?? 0),
      labels: String(s?.labels.length ?? 0),
      active: String(s ? s.templates.filter((t) => t.active).length + s.cordons.filter((c) => c.active).length : 0),
    };
    for (const [k, v] of Object.entries(counts)) canvas.setAttribute(`data-${k}`, v);
    if (!ctx || !model) return;
    const k = map.options.crs!.scale(map.getZoom()) / map.options.crs!.scale(0);
    const o = map.getPixelOrigin().add(map.containerPointToLayerPoint([0, 0]));
    drawFrame(ctx, model, (p) => ({ x: p.x * k - o.x, y: p.y * k - o.y }));
  }

  const onMove = () => redraw();
  map.on('move zoomend viewreset resize', onMove);
  rebuild();
  redraw();

  return {
    canvas,
    update(next) {
      const prev = props;
      props = { ...props, ...next };
      if (props.state === prev.state && props.display === prev.display) return;
      rebuild();
      redraw();
    },
    shapes: () => shapes,
    remove() {
      map.off('move zoomend viewreset resize', onMove);
      sc.remove();
    },
  };
}

function path(ctx: CanvasRenderingContext2D, pts: readonly Px[], close: boolean): void {
  ctx.beginPath();
  pts.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
  if (close) ctx.closePath();
}

function drawFrame(ctx: CanvasRenderingContext2D, m: Model, at: (p: Px) => Px): void {
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  const C = FIRE_PLAN_COLOURS;
  for (const f of m.fans) {
    ctx.globalAlpha = f.active ? 1 : FAINT;
    path(ctx, f.poly.map(at), true);
    ctx.fillStyle = 'rgba(31, 95, 158, 0.04)';
    ctx.fill();
    ctx.strokeStyle = C.fan;
    ctx.lineWidth = 1;
    ctx.setLineDash([6, 4]);
    ctx.stroke();
    ctx.setLineDash([]);
  }
  for (const z of m.zones) {
    ctx.globalAlpha = z.active ? 1 : FAINT;
    path(ctx, z.outer.map(at), true);
    ctx.fillStyle = C.zoneFill;
    ctx.fill();
    ctx.strokeStyle = C.zone;
    ctx.lineWidth = z.selected ? 3 : 1.75;
    ctx.stroke();
    if (z.inner) {
      path(ctx, z.inner.map(at), true);
      ctx.lineWidth = 1.25;
      ctx.setLineDash([4, 3]);
      ctx.stroke();
      ctx.setLineDash([]);
    }
  }
  for (const c of m.cordons) {
    ctx.globalAlpha = c.active ? 1 : FAINT;
    path(ctx, c.ends.map(at), false);
    ctx.strokeStyle = c.shell === 'smoke' ? C.smoke : C.gas;
    ctx.lineWidth = c.selected ? 9 : 6;
    ctx.stroke();
  }
  for (const r of m.rings) {
    ctx.globalAlpha = r.active ? 1 : FAINT;
    const p = at(r.at);
    ctx.beginPath();
    ctx.arc(p.x, p.y, RING_PX, 0, 2 * Math.PI);
    ctx.strokeStyle = 'rgba(251, 250, 246, 0.9)';
    ctx.lineWidth = 5;
    ctx.stroke();
    ctx.strokeStyle = C.friendly;
    ctx.lineWidth = 3;
    ctx.stroke();
  }
  ctx.globalAlpha = 1;
  drawLabels(ctx, m, at);
}

/** Label rows above an anchor, CSS px (serials on one aim point stack their labels). */
const LABEL_ROWS_PX = [0, -14, -28, -42];

/**
 * Serial labels above their anchor — the selected serial first, then the active ones — each in the
 * lowest of `LABEL_ROWS_PX` free there; a label with no free row is left out (labels never overprint).
 */
function drawLabels(ctx: CanvasRenderingContext2D, m: Model, at: (p: Px) => Px): void {
  ctx.font = '600 11px "IBM Plex Sans", system-ui, sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'bottom';
  const taken: { x0: number; y0: number; x1: number; y1: number }[] = [];
  const free = (b: (typeof taken)[number]) => !taken.some((t) => b.x0 < t.x1 && b.x1 > t.x0 && b.y0 < t.y1 && b.y1 > t.y0);
  const order = [...m.labels].sort((a, b) => Number(b.selected) - Number(a.selected) || Number(b.active) - Number(a.active));
  for (const l of order) {
    const p = at(l.at);
    const w = ctx.measureText(l.text).width + 4;
    for (const dy of LABEL_ROWS_PX) {
      const box = { x0: p.x - w / 2, y0: p.y + dy - 17, x1: p.x + w / 2, y1: p.y + dy - 2 };
      if (!free(box)) continue;
      taken.push(box);
      ctx.globalAlpha = l.active ? 1 : 0.5;
      ctx.lineWidth = 3;
      ctx.strokeStyle = 'rgba(251, 250, 246, 0.9)';
      ctx.strokeText(l.text, p.x, p.y + dy - 3);
      ctx.fillStyle = FIRE_PLAN_COLOURS.zone;
      ctx.fillText(l.text, p.x, p.y + dy - 3);
      break;
    }
  }
  ctx.globalAlpha = 1;
}
