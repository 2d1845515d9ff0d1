// @vitest-environment jsdom
/**
 * The unit layer on a real Leaflet map in jsdom (src/map/unitLayer.ts): what it draws at a scale
 * (`data-drawn`, the aggregation level), hit testing, and the pointer contract — a click selects,
 * a drag of ≥ 3 px moves the unit to where it was dropped (map dragging off meanwhile), less is a
 * click, a click on empty map clears the selection. jsdom has no canvas: the layer still places
 * every symbol (as a plain frame of 30 × 20 px) and counts it. jsdom snaps Leaflet's zoom to whole
 * levels, so the test grid lies at 52° N, where zoom 14 is 5.9 m/px (brigade level), 15 is 2.9
 * (battalion) and 16 is 1.5 (company).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import L from 'leaflet';
import { stateFromScenario } from '../../src/campaign/events.ts';
import type { CampaignState, Scenario } from '../../src/campaign/model/types.ts';
import { gridProjection } from '../../src/rules/projection.ts';
import type { GridDef, LonLat } from '../../src/rules/types.ts';
import { metresPerPixel } from '../../src/map/screenCanvas.ts';
import { createUnitLayer, type UnitLayer } from '../../src/map/unitLayer.ts';
import { testUnit } from './fixtures/units.ts';

const GRID: GridDef = { originLon: 3.0, originLat: 52.0, widthM: 28000, heightM: 25000, squareM: 1000, scheme: 'numeric' };
const proj = gridProjection(GRID);
const at = (e: number, n: number): LonLat => proj.toLonLat({ eastingM: e, northingM: n });

const unit = testUnit;

function scenario(): Scenario {
  return {
    id: 't',
    mapId: 'cambrai-1917',
    name: 't',
    description: '',
    startLocal: '1917-11-20T06:20',
    utcOffsetMin: 0,
    grid: GRID,
    sides: { blue: { name: 'B', nation: 'GB' }, red: { name: 'R', nation: 'DE' } },
    units: [
      unit('D1', 'division', undefined, undefined),
      unit('B1', 'brigade', 'D1', at(5000, 12500)),
      unit('N1', 'battalion', 'B1', at(5000, 12000)),
      unit('K1', 'company', 'N1', at(4900, 12000)),
      unit('K2', 'company', 'N1', at(5100, 12000)),
      unit('N2', 'battalion', 'B1', at(6000, 12000)),
      unit('RR', 'regiment', undefined, undefined, 'red'),
      unit('RB', 'battalion', 'RR', at(9000, 15000), 'red'),
    ],
  };
}

const layers: UnitLayer[] = [];
const maps: L.Map[] = [];
afterEach(() => {
  for (const l of layers.splice(0)) l.remove();
  for (const m of maps.splice(0)) m.remove();
  document.body.replaceChildren();
});

/** A 1000 × 800 px map centred on grid point (e, n) at `zoom`. */
function makeMap(e: number, n: number, zoom: number): L.Map {
  const el = document.createElement('div');
  Object.defineProperty(el, 'clientWidth', { value: 1000 });
  Object.defineProperty(el, 'clientHeight', { value: 800 });
  document.body.appendChild(el);
  const map = L.map(el, { zoomAnimation: false, fadeAnimation: false, markerZoomAnimation: false, zoomSnap: 0 });
  const c = at(e, n);
  map.setView([c.lat, c.lon], zoom, { animate: false });
  maps.push(map);
  return map;
}

function setup(e: number, n: number, zoom: number, state: CampaignState = stateFromScenario(scenario())) {
  const map = makeMap(e, n, zoom);
  const onSelect = vi.fn();
  const onMoveUnit = vi.fn();
  const layer = createUnitLayer(map, { state, selectedId: null, onSelect, onMoveUnit });
  layers.push(layer);
  return { map, layer, onSelect, onMoveUnit, el: map.getContainer() };
}

function pointer(el: HTMLElement, type: string, x: number, y: number, extra: PointerEventInit = {}): PointerEvent {
  const ev = new PointerEvent(type, { clientX: x, clientY: y, button: 0, buttons: type === 'pointerup' ? 0 : 1, pointerId: 7, isPrimary: true, bubbles: true, cancelable: true, ...extra });
  el.dispatchEvent(ev);
  return ev;
}

describe('what the unit layer draws', () => {
  it('tells its first complete frame once it has been made, so the boxes can be asked of the layer itself', async () => {
    const map = makeMap(7000, 13750, 14);
    const seen: (number | string)[] = [];
    const layer: UnitLayer = createUnitLayer(map, {
      state: stateFromScenario(scenario()),
      selectedId: null,
      onSelect: () => undefined,
      onMoveUnit: () => undefined,
      onCompleted: () => seen.push(layers.includes(layer) ? layer.symbolBoxes().length : 'before the layer was made'),
    });
    layers.push(layer);
    expect(seen).toEqual([]);
    await Promise.resolve();
    expect(seen).toEqual([2]); // B1 and RR
  });

  it('has the test id and counts the symbols it drew; brigade level at zoom 14', () => {
    const { layer, map } = setup(7000, 13750, 14);
    expect(metresPerPixel(map)).toBeCloseTo(5.9, 1);
    expect(layer.canvas.getAttribute('data-testid')).toBe('unit-layer');
    expect(layer.level()).toBe('brigade');
    expect(layer.canvas.getAttribute('data-drawn')).toBe('2'); // B1 and RR (at RB's position)
    const rr = layer.screenPosition('RR')!;
    const rb = at(9000, 15000);
    expect(rr).not.toBeNull();
    const want = map.latLngToContainerPoint([rb.lat, rb.lon]);
    expect(Math.abs(rr.x - want.x)).toBeLessThanOrEqual(0.5); // Leaflet rounds to whole pixels
    expect(Math.abs(rr.y - want.y)).toBeLessThanOrEqual(0.5);
    expect(layer.screenPosition('N1')).toBeNull(); // inside B1's symbol
  });

  it('battalion level (zoom 15) draws N1 and N2; company level (zoom 16) splits N1 into K1, K2', () => {
    const bn = setup(5000, 12000, 15);
    expect(bn.layer.level()).toBe('battalion');
    expect(bn.layer.canvas.getAttribute('data-drawn')).toBe('2');
    const coy = setup(5000, 12000, 16);
    expect(coy.layer.level()).toBe('company');
    expect(coy.layer.canvas.getAttribute('data-drawn')).toBe('3'); // K1, K2, N2
    expect(coy.layer.screenPosition('N1')).toBeNull();
  });

  it('a zoom redraws just the view at the new level; the first pan after it draws the padding too', () => {
    const { map, layer } = setup(5000, 12000, 15);
    expect(layer.canvas.getAttribute('data-drawn')).toBe('2');
    map.setZoom(16, { animate: false });
    expect(layer.level()).toBe('company');
    expect(layer.canvas.getAttribute('data-drawn')).toBe('2'); // K1, K2; N2 is 680 px east, off the view
    expect(layer.screenPosition('N2')).toBeNull();
    map.panBy([1, 0], { animate: false });
    expect(layer.canvas.getAttribute('data-drawn')).toBe('3'); // now within the padding
    expect(layer.screenPosition('N2')).not.toBeNull();
    map.panBy([50, 0], { animate: false });
    expect(layer.canvas.getAttribute('data-drawn')).toBe('3'); // inside the padding: no redraw needed
  });

  it('a new state moves the symbol (only the unit layer is told)', () => {
    const { layer, map } = setup(5000, 12000, 15);
    const before = layer.screenPosition('N1')!;
    const s0 = stateFromScenario(scenario());
    const to = at(5200, 11900);
    const s1: CampaignState = { ...s0, seq: 2, units: { ...s0.units, N1: { ...s0.units.N1!, pos: to } } };
    layer.update({ state: s1 });
    const after = layer.screenPosition('N1')!;
    const want = map.latLngToContainerPoint([to.lat, to.lon]);
    expect(Math.abs(after.x - want.x)).toBeLessThanOrEqual(0.5);
    const mpp = metresPerPixel(map);
    expect(after.x - before.x).toBeCloseTo(200 / mpp, 0); // 200 m east
    expect(after.y - before.y).toBeCloseTo(100 / mpp, 0); // 100 m south
  });
});

describe('pointer', () => {
  it('hit tests the symbol boxes', () => {
    const { layer } = setup(5000, 12000, 15);
    const p = layer.screenPosition('N1')!;
    expect(layer.hitTest(p.x, p.y)).toBe('N1');
    expect(layer.hitTest(p.x + 14, p.y + 9)).toBe('N1');
    expect(layer.hitTest(p.x + 40, p.y)).toBeNull();
    const q = layer.screenPosition('N2')!;
    expect(layer.hitTest(q.x, q.y)).toBe('N2');
  });

  it('a click on a symbol selects it and the map click after it does not clear the selection', () => {
    const { layer, el, onSelect, onMoveUnit } = setup(5000, 12000, 15);
    const p = layer.screenPosition('N1')!;
    const down = pointer(el, 'pointerdown', p.x, p.y);
    expect(down.defaultPrevented).toBe(true); // no compatibility mousedown: Leaflet does not pan
    pointer(el, 'pointerup', p.x + 1, p.y + 1); // under 3 px: still a click
    el.dispatchEvent(new MouseEvent('click', { clientX: p.x + 1, clientY: p.y + 1, bubbles: true }));
    expect(onSelect.mock.calls).toEqual([['N1']]);
    expect(onMoveUnit).not.toHaveBeenCalled();
  });

  it('a drag moves the unit to the drop point, with map dragging off only meanwhile', () => {
    const { map, layer, el, onSelect, onMoveUnit } = setup(5000, 12000, 15);
    const p = layer.screenPosition('N1')!;
    expect(map.dragging.enabled()).toBe(true);
    pointer(el, 'pointerdown', p.x + 5, p.y + 3); // grabbed off-centre
    expect(map.dragging.enabled()).toBe(false);
    pointer(el, 'pointermove', p.x + 25, p.y + 13);
    pointer(el, 'pointermove', p.x + 45, p.y + 23);
    expect(el.style.cursor).toBe('grabbing');
    pointer(el, 'pointerup', p.x + 45, p.y + 23);
    expect(map.dragging.enabled()).toBe(true);
    expect(onSelect).not.toHaveBeenCalled();
    expect(onMoveUnit).toHaveBeenCalledTimes(1);
    const [id, to] = onMoveUnit.mock.calls[0]! as [string, LonLat];
    expect(id).toBe('N1');
    const want = map.containerPointToLatLng([p.x + 40, p.y + 20]); // the symbol's anchor moved by the drag
    expect(to.lon).toBeCloseTo(want.lng, 9);
    expect(to.lat).toBeCloseTo(want.lat, 9);
    // Until the new state arrives the symbol stays where it was dropped.
    const shown = layer.screenPosition('N1')!;
    expect(shown.x).toBeCloseTo(p.x + 40, 6);
    expect(shown.y).toBeCloseTo(p.y + 20, 6);
  });

  it('a click on empty map clears the selection; a press there does not start a unit drag', () => {
    const { map, el, onSelect, onMoveUnit } = setup(5000, 12000, 15);
    const down = pointer(el, 'pointerdown', 60, 60);
    expect(down.defaultPrevented).toBe(false);
    expect(map.dragging.enabled()).toBe(true);
    pointer(el, 'pointerup', 60, 60);
    el.dispatchEvent(new MouseEvent('click', { clientX: 60, clientY: 60, bubbles: true }));
    expect(onSelect.mock.calls).toEqual([[null]]);
    expect(onMoveUnit).not.toHaveBeenCalled();
  });

  it('after a pan within the padding (no redraw) hit testing follows the map', () => {
    const { map, layer } = setup(5000, 12000, 15);
    const p = layer.screenPosition('N1')!;
    map.panBy([30, 20], { animate: false });
    const q = layer.screenPosition('N1')!;
    expect(q.x).toBeCloseTo(p.x - 30, 6);
    expect(q.y).toBeCloseTo(p.y - 20, 6);
    expect(layer.hitTest(q.x, q.y)).toBe('N1');
  });

  it('remove() takes the canvas away and stops listening', () => {
    const { layer, el, onSelect } = setup(5000, 12000, 15);
    const p = layer.screenPosition('N1')!;
    layer.remove();
    layers.length = 0;
    expect(el.querySelector('[data-testid="unit-layer"]')).toBeNull();
    pointer(el, 'pointerdown', p.x, p.y);
    pointer(el, 'pointerup', p.x, p.y);
    expect(onSelect).not.toHaveBeenCalled();
  });
});
