// @vitest-environment jsdom
/**
 * The round trip of picking an order's objective on the map through the Workspace
 * (src/ui/Workspace.tsx, src/ui/orders/useOrderMapPick.ts): "Pick objective 1 on map" shows the map
 * with the pick banner while the Orders screen stays mounted (hidden) with its draft; one click on
 * the map fills the field with the 8-figure reference the pointer readout gives for that pixel and
 * brings the Orders screen back with focus on the button; Escape returns without change; leaving
 * the map by a screen button drops the pick.
 * jsdom has no canvas: Leaflet's canvas gets a do-nothing 2-D context, the map div a size.
 */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import L from 'leaflet';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stateFromScenario } from '../../src/campaign/events.ts';
import type { CampaignState } from '../../src/campaign/model/types.ts';
import type { DeskScreen, EngagementHost } from '../../src/ui/engagement/types.ts';
import { Workspace } from '../../src/ui/Workspace.tsx';
import { foldingWriter } from './ui-command-fixture.ts';
import { tinyScenario } from './ui-fixture.ts';

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
afterEach(cleanup);

const state: CampaignState = stateFromScenario(tinyScenario('not-bundled'));

/** The Workspace with a desk host that switches screens, and two screen buttons like the top bar's. */
function Desk() {
  const [deskScreen, setScreen] = useState<DeskScreen>({ kind: 'map' });
  const host: EngagementHost = { screen: deskScreen, setScreen, newEngagement: vi.fn(), append: vi.fn(), undoStep: vi.fn(), head: null };
  return (
    <>
      <button type="button" onClick={() => setScreen({ kind: 'orders' })}>
        Show orders
      </button>
      <button type="button" onClick={() => setScreen({ kind: 'map' })}>
        Show map
      </button>
      <Workspace campaignId="c1" state={state} storage={null} map={null} onMoveUnit={vi.fn()} onEdit={vi.fn(async () => {})} engagements={host} writer={foldingWriter(state)} />
    </>
  );
}

const mapDiv = () => document.querySelector('.campaign-map__leaflet') as HTMLElement;
const pickStatus = () => screen.queryByRole('status', { name: 'Pick on map' });
const orders = () => screen.queryByRole('region', { name: 'Orders' });
const field = (label: string) => within(screen.getByRole('form', { name: 'Order form' })).getByLabelText(label) as HTMLInputElement;

/** Open a new order for 152nd Brigade with an aim and objective 1's name. */
async function startOrder() {
  render(<Desk />);
  fireEvent.click(screen.getByRole('treeitem', { name: '152nd Brigade' }));
  fireEvent.click(screen.getByRole('button', { name: 'Show orders' }));
  fireEvent.click(within(await screen.findByRole('region', { name: 'Orders' })).getByRole('button', { name: 'New order' }));
  fireEvent.change(field('Aim'), { target: { value: 'Take the ridge' } });
  fireEvent.change(field('Objective 1 name'), { target: { value: 'Flesquières ridge' } });
}

describe('Workspace: picking an objective on the map', () => {
  it('shows the map for the pick, keeps the form mounted, and fills the reference of the clicked point', async () => {
    await startOrder();
    const formEl = screen.getByRole('form', { name: 'Order form' });
    const pickButton = screen.getByRole('button', { name: 'Pick objective 1 on map' });
    pickButton.focus(); // as a click does in Chromium
    fireEvent.click(pickButton);
    expect(orders()).toBeNull();
    expect(formEl.isConnected).toBe(true);
    expect(formEl.closest('main')!.hidden).toBe(true);
    expect(pickStatus()!.textContent).toBe('Click the map to place objective 1 of the order for 152nd Brigade — Escape cancels');
    const x = W / 2 + 37;
    const y = H / 2 - 21;
    act(() => {
      mapDiv().dispatchEvent(new PointerEvent('pointermove', { clientX: x, clientY: y, bubbles: true }));
    });
    const expected = screen.getByRole('status', { name: 'Pointer grid reference' }).textContent!;
    expect(expected).toMatch(/^\d{8}$/);
    fireEvent.click(mapDiv(), { clientX: x, clientY: y, button: 0 });
    expect(pickStatus()).toBeNull();
    expect(orders()).not.toBeNull();
    expect(screen.getByRole('form', { name: 'Order form' })).toBe(formEl);
    expect(field('Objective 1 grid reference').value).toBe(expected);
    expect(field('Objective 1 grid reference').getAttribute('aria-invalid')).toBeNull();
    expect(field('Objective 1 name').value).toBe('Flesquières ridge');
    expect(field('Aim').value).toBe('Take the ridge');
    expect(document.activeElement).toBe(pickButton);
  });

  it('Escape returns to the form unchanged; leaving the map by a screen button drops the pick', async () => {
    await startOrder();
    fireEvent.change(field('Objective 1 grid reference'), { target: { value: '0530 1250' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pick objective 1 on map' }));
    expect(pickStatus()).not.toBeNull();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(pickStatus()).toBeNull();
    expect(orders()).not.toBeNull();
    expect(field('Objective 1 grid reference').value).toBe('0530 1250');
    expect(field('Aim').value).toBe('Take the ridge');

    fireEvent.click(screen.getByRole('button', { name: 'Pick objective 1 on map' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show orders' }));
    expect(pickStatus()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show map' }));
    expect(pickStatus()).toBeNull();
    fireEvent.click(mapDiv(), { clientX: W / 2, clientY: H / 2, button: 0 });
    expect(orders()).toBeNull(); // a plain click on the map: no pick, still the map
    fireEvent.click(screen.getByRole('button', { name: 'Show orders' }));
    expect(field('Objective 1 grid reference').value).toBe('0530 1250');
  });
});
