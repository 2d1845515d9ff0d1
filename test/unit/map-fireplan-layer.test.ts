// @vitest-environment jsdom
/**
 * The fire-plan layer on a real Leaflet map in jsdom (src/map/firePlanShapes.ts, firePlanLayer.ts): one
 * zone of fire per HE serial (lifts expanded) at true ground size — the 150 m beaten zone at operational
 * scale, the 1418 template and its inner circle at tactical scale — smoke and gas cordons 76.2 m per
 * battery at right angles to the wind (drifting 76.2 m a bound at tactical scale), range fans for the
 * selected serial or all, friendly units at risk exactly as `checkFirePlan` reports them, and the time
 * filter. jsdom has no canvas: the layer's model and its data attributes are checked.
 */
import { afterEach, describe, expect, it } from 'vitest';
import L from 'leaflet';
import { checkFirePlan } from '../../src/campaign/fireplan/checks.ts';
import type { FirePlan } from '../../src/campaign/model/types.ts';
import { createFirePlanLayer, type FirePlanLayer } from '../../src/map/firePlanLayer.ts';
import { firePlanShapes, serialLabelText, serialStartsMin } from '../../src/map/firePlanShapes.ts';
import { metresPerPixelAt } from '../../src/map/screenCanvas.ts';
import { gridProjection } from '../../src/rules/projection.ts';
import type { LonLat } from '../../src/rules/types.ts';
import { AIM, GRID, fireStart, samplePlan, serial } from './campaign-fireplan-fixture.ts';

const layers: FirePlanLayer[] = [];
const maps: L.Map[] = [];
afterEach(() => {
  for (const l of layers.splice(0)) l.remove();
  for (const m of maps.splice(0)) m.remove();
  document.body.replaceChildren();
});

const proj = gridProjection(GRID);
const local = (p: LonLat) => proj.toLocal(p);
const metresBetween = (a: LonLat, b: LonLat) => Math.hypot(local(a).eastingM - local(b).eastingM, local(a).northingM - local(b).northingM);

function makeMap(zoom = 15): L.Map {
  const el = document.createElement('div');
  Object.defineProperty(el, 'clientWidth', { value: 1000 });
  Object.defineProperty(el, 'clientHeight', { value: 800 });
  document.body.appendChild(el);
  const map = L.map(el, { zoomAnimation: false, fadeAnimation: false, markerZoomAnimation: false });
  map.setView([AIM.lat, AIM.lon], zoom, { animate: false });
  maps.push(map);
  return map;
}

function setup(plan: FirePlan | null, extra: { atMin?: number; selectedSerialId?: string; allFans?: boolean } = {}) {
  const map = makeMap();
  const state = fireStart();
  const layer = createFirePlanLayer(map, { state, display: plan ? { plan, ...extra } : null });
  layers.push(layer);
  const canvas = map.getContainer().querySelector('[data-testid="fireplan-layer"]') as HTMLCanvasElement;
  return { map, layer, canvas, state };
}

const data = (c: HTMLCanvasElement) =>
  Object.fromEntries(['plan', 'templates', 'inner', 'cordons', 'fans', 'friendly', 'labels', 'active'].map((k) => [k, c.getAttribute(`data-${k}`)]));

describe('the fire-plan layer: operational plan', () => {
  it('draws a 150 m beaten zone per HE serial (lift expanded), no inner circles, no cordons, no fans unselected', () => {
    const { layer, canvas, map } = setup(samplePlan());
    expect(data(canvas)).toEqual({ plan: 'fp-1', templates: '5', inner: '0', cordons: '0', fans: '0', friendly: '2', labels: '3', active: '5' });
    const s = layer.shapes()!;
    expect(s.templates.map((t) => [t.serialId, t.radiusM, t.innerRadiusM])).toEqual([
      ['S1', 150, null],
      ['S2', 150, null],
      ['L1-1', 150, null],
      ['L1-2', 150, null],
      ['L1-3', 150, null],
    ]);
    // True size: every vertex of the circle is 150 ground metres from the aim point.
    const zone = s.templates[0]!;
    expect(zone.outer).toHaveLength(48);
    for (const v of zone.outer) expect(metresBetween(v, AIM)).toBeCloseTo(150, 6);
    // The lift's third step is 200 m north of its start (5 m north of A).
    expect(local(s.templates[4]!.centre).northingM).toBeCloseTo(10205, 6);
    // On screen at zoom 15 the radius is 150 m over the map's metres per pixel there (±1 %).
    const c = map.latLngToContainerPoint([AIM.lat, AIM.lon]);
    const north = map.latLngToContainerPoint([zone.outer[0]!.lat, zone.outer[0]!.lon]);
    expect(c.distanceTo(north) / (150 / metresPerPixelAt(15, AIM.lat))).toBeCloseTo(1, 2);
  });

  it('labels each serial with its H-offsets, as text, and a lift once (its steps would stack their labels)', () => {
    const { layer } = setup(samplePlan());
    expect(layer.shapes()!.labels.map((l) => l.text)).toEqual(['Opening H\u221260 to H+30', 'Harass H to H+240', 'Creeper H+30 to H+120 · 3 lifts']);
    expect(serialLabelText({ id: 'X', label: '', startOffsetMin: -15, durationMin: 15 })).toBe('X H\u221215 to H');
  });

  it('rings the friendly units checkFirePlan reports, with the serials that endanger them', () => {
    const { layer, state } = setup(samplePlan());
    const rings = layer.shapes()!.friendly;
    expect(rings.map((r) => [r.unitId, r.serialIds])).toEqual([
      ['gb-inf-b', ['S1', 'S2', 'L1-1', 'L1-2', 'L1-3']],
      ['gb-inf-a', ['S1', 'S2', 'L1-1']],
    ]);
    expect(local(rings[1]!.pos).northingM).toBeCloseTo(9500, 6);
    const reported = checkFirePlan(state, samplePlan(), null).filter((p) => p.kind === 'friendly');
    expect(reported).toHaveLength(8);
    expect(rings.reduce((n, r) => n + r.serialIds.length, 0)).toBe(reported.length);
  });

  it('draws range fans from each battery of the selected serial, or from every battery with all fans', () => {
    const one = setup(samplePlan(), { selectedSerialId: 'S1' });
    expect(one.layer.shapes()!.fans.map((f) => [f.serialId, f.batteryId, f.rangeM])).toEqual([
      ['S1', 'gb-ra-1-a', 15000],
      ['S1', 'gb-ra-1-d', 15000],
    ]);
    const fan = one.layer.shapes()!.fans[0]!;
    expect(fan.polygon).toHaveLength(25);
    expect(metresBetween(fan.polygon[0]!, one.state.units['gb-ra-1-a']!.pos!)).toBeCloseTo(0, 6);
    for (const v of fan.polygon.slice(1)) expect(metresBetween(v, fan.polygon[0]!)).toBeCloseTo(15000, 3);
    // All: S1's two batteries, S2's lone battalion, the lift's heavy battery once for its three steps.
    const all = setup(samplePlan(), { allFans: true });
    expect(all.layer.shapes()!.fans.map((f) => `${f.serialId}:${f.batteryId}`)).toEqual(['S1:gb-ra-1-a', 'S1:gb-ra-1-d', 'S2:gb-ra-lone', 'L1-1:gb-hvy']);
    expect(all.canvas.getAttribute('data-fans')).toBe('4');
  });

  it('the time filter: only serials active at the minute are strong', () => {
    // H-hour is minute 60: S1 0–90, S2 60–300, L1-1 90–120, L1-2 120–150, L1-3 150–180.
    const { layer, canvas } = setup(samplePlan(), { atMin: 100 });
    expect(layer.shapes()!.templates.map((t) => [t.serialId, t.active])).toEqual([
      ['S1', false],
      ['S2', true],
      ['L1-1', true],
      ['L1-2', false],
      ['L1-3', false],
    ]);
    expect(canvas.getAttribute('data-active')).toBe('2');
    expect(layer.shapes()!.friendly.map((r) => r.active)).toEqual([true, true]);
    expect(serialStartsMin(GRID, samplePlan())).toEqual([
      { atMin: 0, offsetMin: -60 },
      { atMin: 60, offsetMin: 0 },
      { atMin: 90, offsetMin: 30 },
      { atMin: 120, offsetMin: 60 },
      { atMin: 150, offsetMin: 90 },
    ]);
  });

  it('updates and clears: no plan draws nothing', () => {
    const { layer, canvas, state } = setup(samplePlan());
    layer.update({ display: { plan: samplePlan({ lifts: [] }) } });
    expect(canvas.getAttribute('data-templates')).toBe('2');
    layer.update({ display: null });
    expect(layer.shapes()).toBeNull();
    expect(data(canvas)).toEqual({ plan: '', templates: '0', inner: '0', cordons: '0', fans: '0', friendly: '0', labels: '0', active: '0' });
    layer.update({ state, display: { plan: samplePlan() } });
    expect(canvas.getAttribute('data-templates')).toBe('5');
  });
});

describe('the fire-plan layer on a 2-D context', () => {
  it('strokes every zone, writes the labels as canvas text and rings friends 15 px round', () => {
    const calls: { name: string; args: unknown[]; alpha: number }[] = [];
    const state: Record<string | symbol, unknown> = { globalAlpha: 1 };
    const ctx = new Proxy(state, {
      get: (t, k) => (k in t ? t[k] : k === 'measureText' ? (text: string) => ({ width: text.length * 6 }) : (...args: unknown[]) => void calls.push({ name: String(k), args, alpha: t.globalAlpha as number })),
      set: (t, k, v) => ((t[k] = v), true),
    });
    const savedGetContext = HTMLCanvasElement.prototype.getContext;
    const ua = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(navigator), 'userAgent')!;
    HTMLCanvasElement.prototype.getContext = (() => ctx) as unknown as typeof HTMLCanvasElement.prototype.getContext;
    Object.defineProperty(navigator, 'userAgent', { configurable: true, get: () => 'test browser' });
    try {
      const { map } = setup(samplePlan(), { atMin: 100 });
      const texts = calls.filter((c) => c.name === 'fillText').map((c) => c.args[0]);
      // S1 and S2 share an aim point and the lift starts 5 m north of it: their labels stack in rows. The
      // lift is labelled once, and its step firing at minute 100 (1/3) by its own label.
      expect(new Set(texts)).toEqual(new Set(['Opening H\u221260 to H+30', 'Harass H to H+240', 'Creeper 1/3 H+30 to H+60', 'Creeper H+30 to H+120 · 3 lifts']));
      const rings = calls.filter((c) => c.name === 'arc');
      expect(rings.map((c) => c.args[2])).toEqual([15, 15]);
      const ringAt = map.latLngToContainerPoint([fireStart().units['gb-inf-a']!.pos!.lat, fireStart().units['gb-inf-a']!.pos!.lon]);
      expect(Math.round(rings[1]!.args[0] as number)).toBe(Math.round(ringAt.x));
      // Five zones closed and stroked (plus two stroke passes per ring); S1 (not active at minute 100) faint.
      expect(calls.filter((c) => c.name === 'closePath')).toHaveLength(5);
      const zoneStrokes = calls.filter((c) => c.name === 'stroke').slice(0, 5);
      expect(zoneStrokes.map((c) => c.alpha)).toEqual([0.25, 1, 1, 0.25, 0.25]);
    } finally {
      HTMLCanvasElement.prototype.getContext = savedGetContext;
      Object.defineProperty(navigator, 'userAgent', ua);
      delete (navigator as unknown as Record<string, unknown>).userAgent;
    }
  });
});

describe('the fire-plan layer: tactical plan, smoke and gas', () => {
  it('v0.7 templates are 152.4 m across with a 76.2 m inner circle; v0.8 76.2 m with 38.1 m', () => {
    const v7 = setup(samplePlan({ scale: 'tactical', edition: 'v0.7' }));
    expect(data(v7.canvas)).toMatchObject({ templates: '5', inner: '5', cordons: '0' });
    const t = v7.layer.shapes()!.templates[0]!;
    expect(t.radiusM).toBeCloseTo(76.2, 9);
    expect(t.innerRadiusM).toBeCloseTo(38.1, 9);
    for (const v of t.outer) expect(metresBetween(v, AIM)).toBeCloseTo(76.2, 6);
    for (const v of t.inner!) expect(metresBetween(v, AIM)).toBeCloseTo(38.1, 6);
    const v8 = firePlanShapes(fireStart(), { plan: samplePlan({ scale: 'tactical', edition: 'v0.8' }) });
    expect(v8.templates[0]!.radiusM).toBeCloseTo(38.1, 9);
    expect(v8.templates[0]!.innerRadiusM).toBeCloseTo(19.05, 9);
  });

  it('a smoke serial of two batteries lays a 152.4 m cordon at right angles to the wind, and no template', () => {
    const plan = samplePlan({ serials: [serial({ shell: 'smoke' })], lifts: [] }); // wind to 90° (east)
    const { layer, canvas } = setup(plan);
    expect(data(canvas)).toMatchObject({ templates: '0', cordons: '1', friendly: '0', labels: '1' });
    const c = layer.shapes()!.cordons[0]!;
    expect([c.shell, c.batteries, c.boundsElapsed]).toEqual(['smoke', 2, 0]);
    expect(c.lengthM).toBeCloseTo(152.4, 6);
    const [a, b] = c.ends.map(local);
    // Wind blowing east: the cordon runs north–south through the aim point.
    expect([a!.eastingM, b!.eastingM, a!.northingM, b!.northingM].map((v) => Math.round(v * 10) / 10)).toEqual([10000, 10000, 10076.2, 9923.8]);
  });

  it('at tactical scale each bombardment lays a cordon that drifts 76.2 m downwind every bound; gas endangers friends', () => {
    // 001 §SMOKE SCREENS & POISON GAS: "will travel 3" in that direction at the end of each bound". S1 starts
    // at minute 0 and bombards at 0, 10 and 20: at minute 25 their cordons have drifted 2, 1 and 0 bounds.
    const plan = samplePlan({ scale: 'tactical', serials: [serial({ shell: 'gas', firerIds: ['gb-ra-1-a'] })], lifts: [] });
    const s = firePlanShapes(fireStart(), { plan, atMin: 25 });
    expect(s.cordons.map((x) => [x.laidAtMin, x.boundsElapsed])).toEqual([[0, 2], [10, 1], [20, 0]]);
    const c = s.cordons[0]!;
    expect([c.shell, c.batteries, c.boundsElapsed, c.active]).toEqual(['gas', 1, 2, true]);
    expect(c.lengthM).toBeCloseTo(76.2, 6);
    const mid = (local(c.ends[0]).eastingM + local(c.ends[1]).eastingM) / 2;
    expect(mid).toBeCloseTo(10152.4, 6);
    // Gas at tactical scale: the template radius 38.1 m + 300 m reaches B company (250 m − 150 m half frontage).
    expect(s.friendly.map((r) => r.unitId)).toEqual(['gb-inf-b']);
    // Operational scale (docs/RULINGS.md §Smoke and gas drift at the operational scale): one cordon a shoot,
    // drifting six bounds (457.2 m) at each whole hour. At minute 25 the first stands as laid; at 70 it
    // has drifted once and the second shoot's (minute 60) stands on the aim point.
    const op = { ...plan, scale: 'operational' as const };
    expect(firePlanShapes(fireStart(), { plan: op, atMin: 25 }).cordons.map((x) => [x.laidAtMin, x.boundsElapsed])).toEqual([[0, 0]]);
    const later = firePlanShapes(fireStart(), { plan: op, atMin: 70 }).cordons;
    expect(later.map((x) => [x.laidAtMin, x.boundsElapsed])).toEqual([[0, 6], [60, 0]]);
    expect((local(later[0]!.ends[0]).eastingM + local(later[0]!.ends[1]).eastingM) / 2).toBeCloseTo(10457.2, 6);
    // An hour after the serial's end (minute 90) its smoke is gone.
    expect(firePlanShapes(fireStart(), { plan: op, atMin: 149 }).cordons).toHaveLength(2);
    expect(firePlanShapes(fireStart(), { plan: op, atMin: 150 }).cordons).toHaveLength(0);
  });

  it('a lift stepping off the map is left out and named', () => {
    const plan = samplePlan({ lifts: [{ ...samplePlan().lifts[0]!, stepM: 10000, steps: 3 }] });
    const s = firePlanShapes(fireStart(), { plan });
    expect(s.templates.map((t) => t.serialId)).toEqual(['S1', 'S2']);
    expect(s.problems).toHaveLength(1);
    expect(s.problems[0]).toMatch(/^Lift “Creeper” is not drawn: /);
  });
});
