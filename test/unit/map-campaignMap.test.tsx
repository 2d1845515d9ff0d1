// @vitest-environment jsdom
/**
 * The CampaignMap component (src/map/CampaignMap.tsx) in jsdom on the Cambrai scenario and terrain:
 * the accessible names the browser tests use, the grid labels and unit count at the first view,
 * Go-to (centre and mark the square — `data-goto-square` on the region names it; refuse with the
 * rules' message; Escape clears), and focus
 * (the unit's symbol lands exactly at the container's centre, so a press there grabs it).
 * jsdom has no canvas: Leaflet's terrain canvas gets a do-nothing 2-D context, the map div a size.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { FeatureCollection } from 'geojson';
import { stateFromScenario } from '../../src/campaign/events.ts';
import type { CampaignState, Scenario } from '../../src/campaign/model/types.ts';
import L from 'leaflet';
import { CampaignMap, type CampaignMapProps } from '../../src/map/CampaignMap.tsx';
import { aggregateCut } from '../../src/map/aggregate.ts';
import { LEGEND } from '../../src/map/terrainStyle.ts';
import { LEGEND_OPEN_KEY } from '../../src/map/Legend.tsx';

const read = (p: string) => readFileSync(join(process.cwd(), 'maps/cambrai-1917', p), 'utf8');
const scenario = JSON.parse(read('scenario.json')) as Scenario;
const terrain = JSON.parse(read('terrain.geojson')) as FeatureCollection;
const state: CampaignState = stateFromScenario(scenario);
const W = 1000;
const H = 700;

const savedGetContext = HTMLCanvasElement.prototype.getContext;
type CanvasInternals = { _ctx?: unknown; _redraw(): void };
const canvasProto = L.Canvas.prototype as unknown as CanvasInternals;
const savedRedraw = canvasProto._redraw;
beforeAll(() => {
  const ctx = new Proxy({} as Record<string | symbol, unknown>, {
    get: (t, k) => (k in t ? t[k] : () => undefined),
    set: (t, k, v) => {
      t[k] = v;
      return true;
    },
  });
  HTMLCanvasElement.prototype.getContext = (() => ctx) as unknown as typeof HTMLCanvasElement.prototype.getContext;
  // In jsdom a frame Leaflet's canvas renderer requested can still run after the map is removed
  // (Chromium does not do this: checked by unmounting the map there); skip it once destroyed.
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
  // Back to jsdom's own (inherited from Element.prototype).
  delete (HTMLElement.prototype as unknown as Record<string, unknown>).clientWidth;
  delete (HTMLElement.prototype as unknown as Record<string, unknown>).clientHeight;
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** Open the map legend (closed at first). */
function openLegend(): void {
  const toggle = within(screen.getByRole('region', { name: 'Map legend' })).getByRole('button', { name: 'Legend' });
  if (toggle.getAttribute('aria-expanded') !== 'true') fireEvent.click(toggle);
}

function show(over: Partial<CampaignMapProps> = {}) {
  const props: CampaignMapProps = { state, terrain, selectedId: null, onSelect: vi.fn(), onMoveUnit: vi.fn(), focus: null, ...over };
  const r = render(<CampaignMap {...props} />);
  const leaflet = r.container.querySelector('.campaign-map__leaflet') as HTMLElement;
  return { ...r, props, leaflet };
}

const gridLabels = () => [...document.querySelectorAll('.grid-label')].map((e) => e.textContent);
const drawn = () => Number(document.querySelector('[data-testid="unit-layer"]')!.getAttribute('data-drawn'));
const marked = () => screen.getByRole('region', { name: 'Campaign map' }).getAttribute('data-goto-square');

function press(el: HTMLElement, x: number, y: number, dx = 0, dy = 0) {
  const opts = { clientX: x, clientY: y, button: 0, pointerId: 1, isPrimary: true, bubbles: true, cancelable: true };
  el.dispatchEvent(new PointerEvent('pointerdown', { ...opts, buttons: 1 }));
  if (dx || dy) el.dispatchEvent(new PointerEvent('pointermove', { ...opts, buttons: 1, clientX: x + dx, clientY: y + dy }));
  el.dispatchEvent(new PointerEvent('pointerup', { ...opts, buttons: 0, clientX: x + dx, clientY: y + dy }));
}

describe('CampaignMap', () => {
  it('names its parts for screen readers and tests', () => {
    show();
    const region = screen.getByRole('region', { name: 'Campaign map' });
    expect(within(region).getByRole('status', { name: 'Pointer grid reference' }).textContent).toBe('—'); // the pointer is not over the map yet
    expect(within(region).getByRole('textbox', { name: 'Go to grid reference' })).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Go' })).toBeTruthy();
    const legend = within(region).getByRole('region', { name: 'Map legend' });
    // Closed at first, out of the map's way; opened on request, and remembered.
    expect(within(legend).queryAllByRole('listitem')).toHaveLength(0);
    fireEvent.click(within(legend).getByRole('button', { name: 'Legend' }));
    expect(within(legend).getAllByRole('listitem').map((li) => li.textContent)).toEqual(LEGEND.map((e) => e.label));
    expect(localStorage.getItem(LEGEND_OPEN_KEY)).toBe('true');
    fireEvent.click(within(legend).getByRole('button', { name: 'Legend' }));
    expect(within(legend).queryAllByRole('listitem')).toHaveLength(0);
    expect(localStorage.getItem(LEGEND_OPEN_KEY)).toBe('false');
    expect(within(region).queryByRole('alert')).toBeNull();
  });

  it('first shows the whole grid: 10 km lines labelled 00 10 20, every division-level symbol drawn', () => {
    show();
    expect(gridLabels()).toEqual(['00', '10', '20', '00', '10', '20']);
    const cut = aggregateCut(state.units, state.unitOrder, 'division', (id) => state.units[id]!.pos !== undefined);
    expect(drawn()).toBe(cut.drawn.length);
  });

  it('the pointer readout gives the 8-figure reference under the pointer, off the map off the grid, a dash away from the map', () => {
    const { leaflet } = show();
    const status = screen.getByRole('status', { name: 'Pointer grid reference' });
    act(() => {
      leaflet.dispatchEvent(new PointerEvent('pointermove', { clientX: W / 2, clientY: H / 2, bubbles: true }));
    });
    expect(status.textContent).toMatch(/^\d{8}$/);
    act(() => {
      leaflet.dispatchEvent(new PointerEvent('pointermove', { clientX: 2, clientY: 2, bubbles: true }));
    });
    expect(status.textContent).toBe('off the map');
    act(() => {
      leaflet.dispatchEvent(new PointerEvent('pointerleave', { bubbles: false }));
    });
    expect(status.textContent).toBe('—');
  });

  it('Go to centres on the square and marks it; a bad reference shows the message; Escape clears', () => {
    const { leaflet } = show();
    const box = screen.getByRole('textbox', { name: 'Go to grid reference' });
    fireEvent.change(box, { target: { value: '053124' } });
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(marked()).toBe('053 124');
    act(() => {
      // Just north-east of the centre pixel (the square's centre is on a 10 m line).
      leaflet.dispatchEvent(new PointerEvent('pointermove', { clientX: W / 2 + 3, clientY: H / 2 - 3, bubbles: true }));
    });
    expect(screen.getByRole('status', { name: 'Pointer grid reference' }).textContent).toBe('05351245');
    expect(gridLabels()).toContain('053'); // zoomed in to 100 m lines
    fireEvent.change(box, { target: { value: '9999' } });
    fireEvent.submit(box.closest('form')!);
    expect(screen.getByRole('alert').textContent).toBe('Grid reference "9999" is off the map: the map covers 0000 to 2724 (28 × 25 km)');
    expect(marked()).toBeNull();
    fireEvent.change(box, { target: { value: '0512' } });
    fireEvent.submit(box.closest('form')!);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(marked()).toBe('05 12');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(marked()).toBeNull();
  });

  it('focus puts the unit exactly at the centre: a click there selects it, a drag moves it', () => {
    const unitId = state.unitOrder.find((id) => state.units[id]!.echelon === 'battalion' && state.units[id]!.pos)!;
    const { rerender, props, leaflet } = show();
    rerender(<CampaignMap {...props} focus={{ unitId, nonce: 1 }} />);
    press(leaflet, W / 2, H / 2);
    expect(props.onSelect).toHaveBeenLastCalledWith(unitId);
    press(leaflet, W / 2, H / 2, 30, -10);
    expect(props.onMoveUnit).toHaveBeenCalledTimes(1);
    expect((props.onMoveUnit as ReturnType<typeof vi.fn>).mock.calls[0]![0]).toBe(unitId);
  });

  it('draws placed HQs on the command layer; the legend’s Command group hides and shows them', () => {
    const hqs = state.unitOrder.filter((id) => state.units[id]!.echelon === 'brigade' && state.units[id]!.pos).slice(0, 2);
    const units = { ...state.units };
    for (const id of hqs) units[id] = { ...units[id]!, hqPos: units[id]!.pos };
    show({ state: { ...state, units } });
    const pane = document.querySelector('[data-testid="command-layer"]') as HTMLElement;
    expect(pane.dataset.hqs).toBe('2');
    expect([...document.querySelectorAll<HTMLElement>('.hq-marker')].map((e) => e.dataset.unitId)).toEqual(hqs);
    openLegend();
    const group = within(screen.getByRole('region', { name: 'Map legend' })).getByRole('group', { name: 'Command' });
    const showHqs = within(group).getByRole('checkbox', { name: 'Show HQs' }) as HTMLInputElement;
    expect(showHqs.checked).toBe(true);
    fireEvent.click(showHqs);
    expect(pane.dataset.hqs).toBe('0');
    expect(document.querySelectorAll('.hq-marker')).toHaveLength(0);
    fireEvent.click(showHqs);
    expect(pane.dataset.hqs).toBe('2');
    expect((within(group).getByRole('checkbox', { name: 'Show objectives' }) as HTMLInputElement).checked).toBe(true);
  });
});
