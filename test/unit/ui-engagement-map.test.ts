// @vitest-environment jsdom
/**
 * Drawing an engagement: the pure geometry (`src/map/engagementGeometry.ts`: base corners, cordons,
 * arrows of planned and executing low commands) and the canvas layer (`src/map/engagementLayer.ts`)
 * on a Leaflet map in jsdom — what its frame reports drawing, and which sub-unit a click lands on.
 * jsdom has no canvas: the layer then computes its frame without painting.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import L from 'leaflet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stateFromScenario } from '../../src/campaign/events.ts';
import type { Scenario } from '../../src/campaign/model/types.ts';
import { arrowBarbs, basesBounds, commandArrows, cordonRect, rectCorners, subUnitCentre } from '../../src/map/engagementGeometry.ts';
import { createEngagementLayer } from '../../src/map/engagementLayer.ts';
import { planBound } from '../../src/rules/bound/plan.ts';
import type { Cordon, EngagementState } from '../../src/rules/bound/types.ts';
import { gridProjection } from '../../src/rules/projection.ts';
import { engagementCreatedEvent } from '../../src/ui/engagement/newEngagement.ts';
import { defaultDraft, legPoint, toBoundPlans, withCommand, withSubUnit } from '../../src/ui/engagement/planForm.ts';

const read = (f: string) => readFileSync(join(process.cwd(), 'maps/table-1418', f), 'utf8');
const campaign = stateFromScenario(JSON.parse(read('scenario.json')) as Scenario);
const created = engagementCreatedEvent(campaign, { unitIds: ['blue-180-btn1', 'red-7-btn1'], edition: 'v0.8', diceMode: 'seeded', seed: 1, title: '' }).payload;
const start = created.state;

function advancing(): { draft: ReturnType<typeof defaultDraft>; planned: EngagementState } {
  let d = withCommand(start, defaultDraft(start, []), 'blue-180-btn1', { kind: 'advance', gridRef: '' });
  for (const s of start.subUnits.filter((x) => x.side === 'blue')) d = withSubUnit(start, d, s.id, { path: [legPoint(subUnitCentre(s)!, 30, { deg: 270 })] });
  const r = planBound(start, toBoundPlans(d));
  if (!r.ok) throw new Error(r.errors.map((e) => e.message).join('; '));
  return { draft: d, planned: r.state };
}

describe('engagementGeometry', () => {
  it('puts a base’s front edge toward its facing', () => {
    const north = rectCorners({ xM: 0, yM: 0, facingDeg: 0, widthM: 50.8, depthM: 25.4 });
    expect(north.map((p) => [Math.round(p.xM * 10) / 10, Math.round(p.yM * 10) / 10])).toEqual([
      [-25.4, 12.7],
      [25.4, 12.7],
      [25.4, -12.7],
      [-25.4, -12.7],
    ]);
    const west = rectCorners({ xM: 100, yM: 0, facingDeg: 270, widthM: 50.8, depthM: 25.4 });
    expect(west[0]!.xM).toBeCloseTo(100 - 12.7, 9); // the front-left corner is on the west edge…
    expect(west[0]!.yM).toBeCloseTo(-25.4, 9); // …and to the south, on the left of a westward face
  });

  it('lays a cordon’s length along its axis', () => {
    const c: Cordon = { id: 'c1', ammo: 'smoke', xM: 0, yM: 0, axisDeg: 90, lengthM: 76.2, depthM: 25.4, opaque: true, laidBound: 1 };
    const xs = rectCorners(cordonRect(c)).map((p) => p.xM);
    expect(Math.max(...xs) - Math.min(...xs)).toBeCloseTo(76.2, 9);
  });

  it('draws barbs behind the tip, none for a zero-length shaft', () => {
    const b = arrowBarbs({ x: 0, y: 0 }, { x: 10, y: 0 }, 5, 90)!;
    expect(b[0].x).toBeCloseTo(10, 9);
    expect(Math.abs(b[0].y)).toBeCloseTo(5, 9);
    expect(arrowBarbs({ x: 1, y: 1 }, { x: 1, y: 1 }, 5)).toBeNull();
  });

  it('draws the planned commands dotted and the executing ones solid', () => {
    const { draft, planned } = advancing();
    const prepared = commandArrows(start, toBoundPlans(draft));
    expect(prepared.filter((a) => a.kind === 'move')).toHaveLength(5);
    expect(prepared.filter((a) => a.kind === 'fire').map((a) => a.subUnitId)).toEqual(['blue-180-btn1-1-mg', 'red-7-btn1-r1-mg']);
    expect(prepared.every((a) => a.dotted)).toBe(true);
    const executing = commandArrows(planned, null);
    expect(executing).toHaveLength(prepared.length);
    expect(executing.every((a) => !a.dotted)).toBe(true);
    expect(commandArrows(start, null)).toEqual([]);
    const mg = executing.find((a) => a.kind === 'move' && a.subUnitId === 'blue-180-btn1-1-mg')!;
    expect(mg.points[1]!.xM).toBeCloseTo(mg.points[0]!.xM - 30, 9);
  });

  it('bounds every base', () => {
    const b = basesBounds(start)!;
    for (const s of start.subUnits) for (const base of s.bases) expect(base.xM >= b.minX && base.xM <= b.maxX && base.yM >= b.minY && base.yM <= b.maxY).toBe(true);
    expect(basesBounds({ ...start, subUnits: [] })).toBeNull();
  });
});

describe('createEngagementLayer', () => {
  const W = 900;
  const H = 600;
  beforeAll(() => {
    const sized = (v: number) =>
      function (this: HTMLElement) {
        return this.id === 'eng-map' ? v : 0;
      };
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: sized(W) });
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: sized(H) });
  });
  afterAll(() => {
    delete (HTMLElement.prototype as unknown as Record<string, unknown>).clientWidth;
    delete (HTMLElement.prototype as unknown as Record<string, unknown>).clientHeight;
  });

  it('reports the bases, arrows and templates it drew and finds the sub-unit under a pixel', () => {
    const div = document.createElement('div');
    div.id = 'eng-map';
    document.body.append(div);
    const proj = gridProjection({ originLon: created.origin.lon, originLat: created.origin.lat });
    const b = basesBounds(start)!;
    const centre = proj.toLonLat({ eastingM: (b.minX + b.maxX) / 2, northingM: (b.minY + b.maxY) / 2 });
    const map = L.map(div, { attributionControl: false, zoomControl: false }).setView([centre.lat, centre.lon], 17);
    const { draft } = advancing();
    const layer = createEngagementLayer(map, {
      state: start,
      origin: created.origin,
      draft: toBoundPlans(draft),
      templates: [{ centreM: { xM: 0, yM: 0 }, diameterM: 76.2, innerDiameterM: 38.1 }],
      selectedId: null,
      pathDraft: null,
    });
    const c = layer.canvas;
    expect([c.dataset.bases, c.dataset.arrows, c.dataset.templates, c.dataset.cordons]).toEqual(['30', '7', '1', '0']);
    for (const id of ['blue-180-btn1-1-2', 'red-7-btn1-r1-1']) {
      const base = start.subUnits.find((s) => s.id === id)!.bases[1]!;
      const ll = proj.toLonLat({ eastingM: base.xM, northingM: base.yM });
      const px = map.latLngToContainerPoint([ll.lat, ll.lon]);
      expect(layer.subUnitAt(px.x, px.y)).toBe(id);
    }
    expect(layer.subUnitAt(2, 2)).toBeNull();
    layer.update({ state: start, origin: created.origin, draft: null, templates: [], selectedId: null, pathDraft: null });
    expect([c.dataset.arrows, c.dataset.templates]).toEqual(['0', '0']);
    layer.remove();
    expect(c.isConnected).toBe(false);
    map.remove();
    div.remove();
  });
});
