// @vitest-environment jsdom
/**
 * Picking a point on the campaign map (src/map/MapPick.tsx through CampaignMap's `pick` prop) in
 * jsdom on the Cambrai scenario: the banner (`status` "Pick on map"), the crosshair class, a click
 * handed to `onPick` with the clicked lon/lat — even on a unit symbol, which is neither selected nor
 * dragged — a click off the grid refused with the grid module's message (the pick goes on), Escape
 * and "Cancel pick" cancelling, and the map back to selecting units once the pick is gone.
 * jsdom has no canvas: Leaflet's canvas gets a do-nothing 2-D context, the map div a size.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { FeatureCollection } from 'geojson';
import L from 'leaflet';
import { stateFromScenario } from '../../src/campaign/events.ts';
import type { CampaignState, Scenario } from '../../src/campaign/model/types.ts';
import { CampaignMap, type CampaignMapProps } from '../../src/map/CampaignMap.tsx';
import type { MapPickRequest } from '../../src/map/MapPick.tsx';

const read = (p: string) => readFileSync(join(process.cwd(), 'maps/cambrai-1917', p), 'utf8');
const state: CampaignState = stateFromScenario(JSON.parse(read('scenario.json')) as Scenario);
const terrain = JSON.parse(read('terrain.geojson')) as FeatureCollection;
const W = 1000;
const H = 700;

const savedGetContext = HTMLCanvasElement.prototype.getContext;
type CanvasInternals = { _ctx?: unknown; _redraw(): void };
const canvasProto = L.Canvas.prototype as unknown as CanvasInternals;
const savedRedraw = canvasProto._redraw;
beforeAll(() => {
  const ctx = new Proxy({} as Record<string | symbol, unknown>, { get: (t, k) => (k in t ? t[k] : () => undefined), set: (t, k, v) => ((t[k] = v), true) });
  HTMLCanvasElement.prototype.getContext = (() => ctx) as unknown as typeof HTMLCanvasElement.prototype.getContext;
  canvasProto._redraw = function (this: CanvasInternals) {
    if (this._ctx) savedRedraw.call(this);
  };
  const sized = (v: number) =>
    function (this: HTMLElement) {
      return this.classList.contains('campaign-map__leaflet') ? v : 0;
    };
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: sized(W) });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: sized(H) });
});
afterAll(() => {
  HTMLCanvasElement.prototype.getContext = savedGetContext;
  canvasProto._redraw = savedRedraw;
  delete (HTMLElement.prototype as unknown as Record<string, unknown>).clientWidth;
  delete (HTMLElement.prototype as unknown as Record<string, unknown>).clientHeight;
});
afterEach(() => cleanup());

/** A battalion with a position: focused, its symbol is at the map's centre. */
const unitId = state.unitOrder.find((id) => state.units[id]!.echelon === 'battalion' && state.units[id]!.pos)!;
/** Every Leaflet map created, newest last (to ask the map itself where a pixel is). */
const maps: L.Map[] = [];
L.Map.addInitHook(function (this: L.Map) {
  maps.push(this);
});

function pickRequest(): MapPickRequest {
  return { label: 'objective 2 of the order for 152nd Brigade', onPick: vi.fn(), onCancel: vi.fn() };
}

/** The map focused on the battalion, with `pick`. */
function show(pick: MapPickRequest | null) {
  const props: CampaignMapProps = { state, terrain, selectedId: null, onSelect: vi.fn(), onMoveUnit: vi.fn(), focus: { unitId, nonce: 1 }, pick };
  const r = render(<CampaignMap {...props} />);
  const leaflet = r.container.querySelector('.campaign-map__leaflet') as HTMLElement;
  return { ...r, props, leaflet, region: screen.getByRole('region', { name: 'Campaign map' }) };
}

/** A press and release at (x, y), moved by (dx, dy) before the release, then the click the browser sends. */
function clickAt(el: HTMLElement, x: number, y: number, dx = 0, dy = 0) {
  const opts = { clientX: x, clientY: y, button: 0, pointerId: 1, isPrimary: true, bubbles: true, cancelable: true };
  el.dispatchEvent(new PointerEvent('pointerdown', { ...opts, buttons: 1 }));
  if (dx || dy) el.dispatchEvent(new PointerEvent('pointermove', { ...opts, buttons: 1, clientX: x + dx, clientY: y + dy }));
  el.dispatchEvent(new PointerEvent('pointerup', { ...opts, buttons: 0, clientX: x + dx, clientY: y + dy }));
  fireEvent.click(el, { clientX: x + dx, clientY: y + dy, button: 0 });
}

describe('CampaignMap pick mode', () => {
  it('shows the banner and the crosshair; a click on a unit symbol is a pick at that point, not a selection', () => {
    const pick = pickRequest();
    const { props, leaflet, region } = show(pick);
    expect(within(region).getByRole('status', { name: 'Pick on map' }).textContent).toBe(
      'Click the map to place objective 2 of the order for 152nd Brigade — Escape cancels',
    );
    expect(region.classList.contains('campaign-map--picking')).toBe(true);
    expect(within(region).queryByRole('alert')).toBeNull();
    clickAt(leaflet, W / 2, H / 2);
    expect(pick.onPick).toHaveBeenCalledTimes(1);
    const centre = maps.at(-1)!.containerPointToLatLng([W / 2, H / 2]);
    expect(pick.onPick).toHaveBeenCalledWith({ lon: centre.lng, lat: centre.lat });
    const unitPos = state.units[unitId]!.pos!;
    expect(Math.abs(centre.lng - unitPos.lon)).toBeLessThan(1e-5); // the symbol's own point, to within a pixel
    expect(props.onSelect).not.toHaveBeenCalled();
    expect(props.onMoveUnit).not.toHaveBeenCalled();
    expect(pick.onCancel).not.toHaveBeenCalled();
  });

  it('a drag from a unit symbol neither moves the unit nor picks', () => {
    const pick = pickRequest();
    const { props, leaflet } = show(pick);
    const opts = { clientX: W / 2, clientY: H / 2, button: 0, pointerId: 1, isPrimary: true, bubbles: true, cancelable: true };
    leaflet.dispatchEvent(new PointerEvent('pointerdown', { ...opts, buttons: 1 }));
    leaflet.dispatchEvent(new PointerEvent('pointermove', { ...opts, buttons: 1, clientX: W / 2 + 40 }));
    leaflet.dispatchEvent(new PointerEvent('pointerup', { ...opts, buttons: 0, clientX: W / 2 + 40 }));
    expect(props.onMoveUnit).not.toHaveBeenCalled();
    expect(props.onSelect).not.toHaveBeenCalled();
    expect(pick.onPick).not.toHaveBeenCalled();
  });

  it('a click off the grid says so and stays in pick mode; Escape cancels', () => {
    const pick = pickRequest();
    const { leaflet, region, rerender, props } = show(pick);
    // Zoom out far enough that the map's corner is beyond the grid.
    rerender(<CampaignMap {...props} focus={null} focusPoint={null} />);
    fireEvent.change(within(region).getByRole('textbox', { name: 'Go to grid reference' }), { target: { value: '0000' } });
    fireEvent.click(within(region).getByRole('button', { name: 'Go' }));
    clickAt(leaflet, 2, 2);
    expect(pick.onPick).not.toHaveBeenCalled();
    expect(within(region).getByRole('alert').textContent).toMatch(
      /^Point \(-?\d+\.\d{5}, \d+\.\d{5}\) is off the map: the map covers 0000 to 2724 \(28 × 25 km\)\. Click inside the grid, or press Escape to cancel\.$/,
    );
    expect(within(region).getByRole('status', { name: 'Pick on map' })).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(pick.onCancel).toHaveBeenCalledTimes(1);
    expect(pick.onPick).not.toHaveBeenCalled();
  });

  it('"Cancel pick" cancels; without a pick the same click selects the unit again', () => {
    const pick = pickRequest();
    const { props, leaflet, region, rerender } = show(pick);
    fireEvent.click(within(region).getByRole('button', { name: 'Cancel pick' }));
    expect(pick.onCancel).toHaveBeenCalledTimes(1);
    rerender(<CampaignMap {...props} pick={null} />);
    expect(within(region).queryByRole('status', { name: 'Pick on map' })).toBeNull();
    expect(region.classList.contains('campaign-map--picking')).toBe(false);
    clickAt(leaflet, W / 2, H / 2);
    expect(props.onSelect).toHaveBeenCalledWith(unitId);
    expect(pick.onPick).not.toHaveBeenCalled();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(pick.onCancel).toHaveBeenCalledTimes(1);
  });
});
