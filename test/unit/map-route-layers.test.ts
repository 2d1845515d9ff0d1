// @vitest-environment jsdom
/**
 * The movement layers on a real Leaflet map in jsdom (src/map/routeLayer.ts, realEstateLayer.ts,
 * contactLayer.ts), driven only through their `update…(layer, props, prev)` functions, no React:
 * routes as dashed lines from the unit through its remaining waypoints (the way come and passed
 * waypoints faded), real-estate rectangles at the unit's facing shown from the scale they are visible,
 * contact markers with a text tooltip; each redraws only what changed and hides on its toggle.
 */
import { afterEach, describe, expect, it } from 'vitest';
import L from 'leaflet';
import { stateFromScenario } from '../../src/campaign/events.ts';
import type { CampaignContact, CampaignRoute } from '../../src/campaign/model/turnTypes.ts';
import type { CampaignState } from '../../src/campaign/model/types.ts';
import { contactMarks, contactTooltip, createContactLayer, removeContactLayer, updateContactLayer, type ContactLayer } from '../../src/map/contactLayer.ts';
import { createRealEstateLayer, footprintRects, realEstateVisible, removeRealEstateLayer, updateRealEstateLayer, type RealEstateLayer } from '../../src/map/realEstateLayer.ts';
import { createMinefieldLayer, minefieldTooltip, removeMinefieldLayer, updateMinefieldLayer } from '../../src/map/minefieldLayer.ts';
import type { Minefield } from '../../src/campaign/model/fieldWorkTypes.ts';
import { createRouteLayer, removeRouteLayer, routeLines, updateRouteLayer, type RouteLayer } from '../../src/map/routeLayer.ts';
import { gridRefToPoint } from '../../src/rules/grid.ts';
import { gridProjection } from '../../src/rules/projection.ts';
import { GRID, tinyScenario } from './ui-fixture.ts';

const at = (ref: string) => gridRefToPoint(GRID, ref);
const proj = gridProjection(GRID);
const maps: L.Map[] = [];
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanups.splice(0)) c();
  for (const m of maps.splice(0)) m.remove();
  document.body.replaceChildren();
});

function makeMap(zoom = 13): L.Map {
  const el = document.createElement('div');
  Object.defineProperty(el, 'clientWidth', { value: 1000 });
  Object.defineProperty(el, 'clientHeight', { value: 800 });
  document.body.appendChild(el);
  const map = L.map(el, { zoomAnimation: false, fadeAnimation: false, markerZoomAnimation: false });
  const c = at('06001300');
  map.setView([c.lat, c.lon], zoom, { animate: false });
  maps.push(map);
  return map;
}

const route = (unitId: string, refs: string[], passed: number): CampaignRoute => ({
  unitId,
  waypoints: refs.map((ref) => ({ ref, pos: at(ref) })),
  mode: 'moveToContact',
  posture: 'advance',
  issuedById: unitId,
  issuedAtMin: 0,
  effectiveAtMin: 0,
  passed,
  stop: null,
});

function withRoutes(...routes: CampaignRoute[]): CampaignState {
  const s = stateFromScenario(tinyScenario());
  return { ...s, routes: Object.fromEntries(routes.map((r) => [r.unitId, r])) };
}

describe('the route layer', () => {
  const gordons = route('gb-6gordons', ['0520 1230', '0540 1300', '0560 1350'], 1);

  it('lines run from the unit through its remaining waypoints; the way come runs through the passed ones', () => {
    const s = withRoutes(gordons);
    const pos = s.units['gb-6gordons']!.pos!;
    const [line] = routeLines(s, null);
    expect(line).toMatchObject({ key: 'gb-6gordons', side: 'blue', selected: false });
    expect(line!.ahead).toEqual([pos, at('0540 1300'), at('0560 1350')]);
    expect(line!.behind).toEqual([at('0520 1230'), pos]);
    expect(line!.passedDots).toEqual([at('0520 1230')]);
    expect(routeLines({ ...s, routes: { ...s.routes, 'gb-6bw': { ...gordons, unitId: 'gb-6bw', passed: 0 } } }, 'gb-6bw').map((r) => [r.key, r.behind.length, r.selected])).toEqual([
      ['gb-6gordons', 2, false],
      ['gb-6bw', 0, true],
    ]);
  });

  it('draws dashed lines and waypoint dots, the passed ones faded; redraws only what changed; hides on its toggle', () => {
    const map = makeMap();
    const layer: RouteLayer = createRouteLayer(map);
    cleanups.push(() => removeRouteLayer(layer));
    const s = withRoutes(gordons, route('gb-6bw', ['0650 1300'], 0));
    const props = { state: s, selectedId: null, show: true };
    expect(updateRouteLayer(layer, props, null)).toBe(true);
    expect(layer.pane.dataset.routes).toBe('2');
    const paths = () => [...layer.pane.querySelectorAll('svg path')];
    // 6 Gordons: way come, way ahead, 3 dots; 6 BW: way ahead, 1 dot.
    expect(paths().map((p) => [p.getAttribute('stroke-dasharray'), p.getAttribute('stroke-opacity'), p.getAttribute('stroke-width')])).toEqual([
      ['8 6', '0.3', '2'],
      ['8 6', '0.9', '2.25'],
      [null, '0.3', '1'],
      [null, '0.95', '1'],
      [null, '0.95', '1'],
      ['8 6', '0.9', '2.25'],
      [null, '0.95', '1'],
    ]);
    expect(updateRouteLayer(layer, { ...props }, props)).toBe(false);
    const bwLine = paths()[5];
    const selected = { ...props, selectedId: 'gb-6gordons' };
    expect(updateRouteLayer(layer, selected, props)).toBe(true);
    expect(paths()).toHaveLength(7);
    expect(paths()).toContain(bwLine); // 6 BW's route was not redrawn
    expect(paths().map((p) => p.getAttribute('stroke-width'))).toContain('3.5');
    const hidden = { ...selected, show: false };
    updateRouteLayer(layer, hidden, selected);
    expect(paths()).toHaveLength(0);
    expect(layer.pane.dataset.routes).toBe('0');
  });
});

describe('the real-estate layer', () => {
  it('turns each ground unit’s footprint (004 §REAL ESTATE TABLE) to its facing', () => {
    const base = stateFromScenario(tinyScenario());
    const s: CampaignState = { ...base, units: { ...base.units, 'gb-8argylls': { ...base.units['gb-8argylls']!, facingDeg: 90 } } };
    const rects = footprintRects(s);
    expect(rects.map((r) => [r.key, r.side])).toEqual([
      ['gb-6gordons-a', 'blue'],
      ['gb-8argylls', 'blue'],
      ['gb-6bw', 'blue'],
      ['gb-255rfa', 'blue'],
      ['de-84rir-1', 'red'],
    ]);
    // A battalion advancing in average country: 1,500 m of front, 2,000 m deep, facing east, centred on (5405, 12505).
    const local = (r: (typeof rects)[number]) => r.corners.map((c) => proj.toLocal(c)).map((p) => [Math.round(p.eastingM * 10) / 10, Math.round(p.northingM * 10) / 10]);
    expect(local(rects[1]!)).toEqual([
      [6405, 13255],
      [6405, 11755],
      [4405, 11755],
      [4405, 13255],
    ]);
    // In open country the upper frontage, 2,000 m.
    expect(local(footprintRects(s, () => ({ move: 'open', road: false }))[1]!)).toEqual([
      [6405, 13505],
      [6405, 11505],
      [4405, 11505],
      [4405, 13505],
    ]);
  });

  it('shows the footprints only from 20 m a pixel or finer, following the zoom, and hides them on its toggle', () => {
    expect([realEstateVisible(true, 20), realEstateVisible(true, 20.1), realEstateVisible(false, 5)]).toEqual([true, false, false]);
    const map = makeMap(13);
    const layer: RealEstateLayer = createRealEstateLayer(map);
    cleanups.push(() => removeRealEstateLayer(layer));
    const props = { state: stateFromScenario(tinyScenario()), show: true };
    updateRealEstateLayer(layer, props, null);
    const polys = () => [...layer.pane.querySelectorAll('svg path')];
    expect(layer.pane.dataset.footprints).toBe('5');
    expect(polys().map((p) => p.getAttribute('stroke'))).toEqual(['#1f5f9e', '#1f5f9e', '#1f5f9e', '#1f5f9e', '#a5322a']);
    map.setZoom(12, { animate: false }); // 24.5 m a pixel
    expect(layer.pane.dataset.footprints).toBe('0');
    map.setZoom(13, { animate: false });
    expect(layer.pane.dataset.footprints).toBe('5');
    expect(updateRealEstateLayer(layer, { ...props }, props)).toBe(false);
    updateRealEstateLayer(layer, { ...props, show: false }, props);
    expect(polys()).toHaveLength(0);
  });
});

describe('the contact layer', () => {
  const contact = (id: string, status: CampaignContact['status'], atMin: number): CampaignContact => ({
    id,
    atMin,
    pos: at('0600 1500'),
    ref: '060150',
    blueIds: ['gb-6gordons', 'gb-8argylls'],
    redIds: ['de-84rir-1'],
    pairs: [
      { blueId: 'gb-8argylls', redId: 'de-84rir-1', gapM: 900, band: 'harass' },
      { blueId: 'gb-6gordons', redId: 'de-84rir-1', gapM: 450.4, band: 'effective' },
    ],
    recceSide: null,
    recceId: null,
    defenderId: null,
    opening: null,
    status,
  });
  function withContacts(): CampaignState {
    const s = stateFromScenario(tinyScenario());
    return { ...s, contacts: { a: contact('a', 'open', 180), b: contact('b', 'handedOff', 120), c: contact('c', 'settled', 60) } };
  }

  it('marks the open and handed-off contacts, oldest first, with grid reference, time, units and band', () => {
    const s = withContacts();
    expect(contactMarks(s).map((m) => [m.key, m.handedOff, m.text])).toEqual([
      ['b', true, 'Contact 060 150 at 08:20: 6 Gordons, 8 A&SH vs I/84 (effective range, 450 m); with the bound engine'],
      ['a', false, 'Contact 060 150 at 09:20: 6 Gordons, 8 A&SH vs I/84 (effective range, 450 m)'],
    ]);
    expect(contactTooltip(s, { ...contact('d', 'open', 1500), pairs: [] })).toBe('Contact 060 150 at 07:20 on day 2: 6 Gordons, 8 A&SH vs I/84');
  });

  it('draws a marker named by its text with a text tooltip; user text stays text; closes drop their markers', () => {
    const map = makeMap();
    const layer: ContactLayer = createContactLayer(map);
    cleanups.push(() => removeContactLayer(layer));
    const s = withContacts();
    const evil = '<b>x</b>';
    const hacked: CampaignState = { ...s, units: { ...s.units, 'gb-6gordons': { ...s.units['gb-6gordons']!, shortName: evil } } };
    const props = { state: hacked, show: true };
    updateContactLayer(layer, props, null);
    expect(layer.pane.dataset.contacts).toBe('2');
    const markers = [...map.getContainer().querySelectorAll<HTMLElement>('.contact-marker')];
    expect(markers.map((m) => [m.dataset.contactId, m.getAttribute('role'), m.getAttribute('aria-label')])).toEqual([
      ['b', 'img', `Contact 060 150 at 08:20: ${evil}, 8 A&SH vs I/84 (effective range, 450 m); with the bound engine`],
      ['a', 'img', `Contact 060 150 at 09:20: ${evil}, 8 A&SH vs I/84 (effective range, 450 m)`],
    ]);
    const tooltip = layer.entries.get('a')!.marker.getTooltip()!;
    layer.entries.get('a')!.marker.openTooltip();
    expect((tooltip.getContent() as HTMLElement).textContent).toBe(`Contact 060 150 at 09:20: ${evil}, 8 A&SH vs I/84 (effective range, 450 m)`);
    expect(map.getContainer().querySelector('.leaflet-tooltip')!.textContent).toBe(`Contact 060 150 at 09:20: ${evil}, 8 A&SH vs I/84 (effective range, 450 m)`);
    expect(map.getContainer().querySelector('b')).toBeNull();

    const kept = layer.entries.get('b')!.marker;
    const closed = { state: { ...hacked, contacts: { ...hacked.contacts, a: { ...hacked.contacts!.a!, status: 'dismissed' as const } } }, show: true };
    expect(updateContactLayer(layer, closed, props)).toBe(true);
    expect([...layer.entries.keys()]).toEqual(['b']);
    expect(layer.entries.get('b')!.marker).toBe(kept);
    expect(updateContactLayer(layer, { ...closed }, closed)).toBe(false);
    updateContactLayer(layer, { ...closed, show: false }, closed);
    expect(map.getContainer().querySelectorAll('.contact-marker')).toHaveLength(0);
  });
});

describe('the minefield layer (1916 §2.5: barrage markers, "red instead of black")', () => {
  const field = (id: string, name: string, refs: string[]): Minefield => ({ id, name, markers: refs.map(at), laidAtMin: 80, side: 'red' });

  it('draws every marker at its true 80-yard radius with the minefield\'s text; user text stays text; hides on its toggle', () => {
    const map = makeMap();
    const layer = createMinefieldLayer(map);
    cleanups.push(() => removeMinefieldLayer(layer));
    const s = stateFromScenario(tinyScenario());
    const evil = '<b>x</b>';
    const state: CampaignState = { ...s, minefields: { a: field('a', evil, ['0600 1300', '0601 1300']), b: field('b', 'Minefield B', ['0610 1310']) } };
    expect(minefieldTooltip(state, state.minefields!['b']!)).toBe('Minefield B (German (2. Armee)), laid at 07:40: 1 marker of 80 yards');
    const props = { state, show: true };
    expect(updateMinefieldLayer(layer, props, null)).toBe(true);
    expect(layer.pane.dataset.minefields).toBe('2');
    const circles = layer.group.getLayers() as L.Circle[];
    expect(circles.map((c) => Math.round(c.getRadius() * 1000) / 1000)).toEqual([73.152, 73.152, 73.152]);
    circles[0]!.openTooltip();
    expect(map.getContainer().querySelector('.leaflet-tooltip')!.textContent).toBe(`${evil} (German (2. Armee)), laid at 07:40: 2 markers of 80 yards`);
    expect(map.getContainer().querySelector('b')).toBeNull();
    expect(updateMinefieldLayer(layer, { ...props }, props)).toBe(false);
    updateMinefieldLayer(layer, { ...props, show: false }, props);
    expect(layer.group.getLayers()).toHaveLength(0);
    expect(layer.pane.dataset.minefields).toBe('0');
  });
});
