// @vitest-environment jsdom
/**
 * "Show on map" from the Fire plans screen draws the plan on the real campaign map (src/ui/Workspace.tsx,
 * src/map/CampaignMap.tsx, useFirePlanLayer.ts, LegendFirePlan.tsx): the fire-plan layer's canvas reports
 * the plan's five beaten zones and two friendly units at risk; the legend's "Fire plan" group shows the
 * plan with "Show fire plan" (which hides it), "Show all range fans" and "Fire plan time"; the plan is
 * drawn again after a remount from what the desk remembered.
 * jsdom has no canvas: Leaflet's canvas gets a do-nothing 2-D context, the map div a size.
 */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import L from 'leaflet';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CampaignState } from '../../src/campaign/model/types.ts';
import type { DeskScreen, EngagementHost } from '../../src/ui/engagement/types.ts';
import type { KeyValueStorage } from '../../src/ui/useDesk.ts';
import { Workspace } from '../../src/ui/Workspace.tsx';
import { fold } from './ui-fireplan-harness.tsx';
import { fireStart, samplePlan } from './campaign-fireplan-fixture.ts';
import { foldingWriter } from './ui-command-fixture.ts';

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
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: sized(1000) });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: sized(700) });
});
afterAll(() => {
  HTMLCanvasElement.prototype.getContext = savedGetContext;
  canvasProto._redraw = savedRedraw;
  delete (HTMLElement.prototype as unknown as Record<string, unknown>).clientWidth;
  delete (HTMLElement.prototype as unknown as Record<string, unknown>).clientHeight;
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** The fixture campaign with “Flesquières” (fp-1) saved. */
const state: CampaignState = fold(fireStart(), { type: 'fireplan.saved', v: 1, payload: { plan: samplePlan() } });

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, String(v)) };
}

/** The Workspace with a desk host that switches screens, and a button like the top bar's "Fire plans". */
function Desk({ storage, state: shown = state }: { storage: KeyValueStorage; state?: CampaignState }) {
  const [deskScreen, setScreen] = useState<DeskScreen>({ kind: 'map' });
  const host: EngagementHost = { screen: deskScreen, setScreen, newEngagement: vi.fn(), append: vi.fn(), undoStep: vi.fn(), head: null };
  return (
    <>
      <button type="button" onClick={() => setScreen({ kind: 'fireplans' })}>
        Fire plans
      </button>
      <Workspace campaignId="c1" state={shown} storage={storage} map={null} onMoveUnit={vi.fn()} onEdit={vi.fn(async () => {})} engagements={host} writer={foldingWriter(state)} />
    </>
  );
}

const layer = () => document.querySelector('[data-testid="fireplan-layer"]') as HTMLCanvasElement;
/** The legend's Fire plan group, the legend opened first (it starts closed). */
const legendGroup = () => {
  const legend = screen.getByRole('region', { name: 'Map legend' });
  const toggle = within(legend).getByRole('button', { name: 'Legend' });
  if (toggle.getAttribute('aria-expanded') !== 'true') fireEvent.click(toggle);
  return within(legend).queryByRole('group', { name: 'Fire plan' });
};

describe('Workspace: a fire plan on the campaign map', () => {
  it('"Show on map" draws the plan the Fire plans screen shows; the legend hides it and filters it by time', async () => {
    const storage = memoryStorage();
    render(<Desk storage={storage} />);
    expect(layer().getAttribute('data-plan')).toBe('');
    expect(legendGroup()).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Fire plans' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Show on map' }));
    expect(screen.queryByRole('region', { name: 'Fire plans' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Campaign map' })).toBeTruthy();
    expect([layer().getAttribute('data-plan'), layer().getAttribute('data-templates'), layer().getAttribute('data-friendly')]).toEqual(['fp-1', '5', '2']);

    const group = legendGroup()!;
    expect(within(group).getByText('Flesquières')).toBeTruthy();
    const time = within(group).getByRole('combobox', { name: 'Fire plan time' }) as HTMLSelectElement;
    expect([...time.options].map((o) => o.textContent)).toEqual(['All serials', 'H\u221260 · 06:20', 'H · 07:20', 'H+30 · 07:50', 'H+60 · 08:20', 'H+90 · 08:50']);
    fireEvent.change(time, { target: { value: '90' } });
    expect(layer().getAttribute('data-active')).toBe('2'); // S2 and the lift's first step
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Show all range fans' }));
    expect(layer().getAttribute('data-fans')).toBe('4');

    fireEvent.click(within(group).getByRole('checkbox', { name: 'Show fire plan' }));
    expect([layer().getAttribute('data-plan'), layer().getAttribute('data-templates')]).toEqual(['', '0']);
    expect(within(group).queryByRole('combobox', { name: 'Fire plan time' })).toBeNull();
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Show fire plan' }));
    expect(layer().getAttribute('data-templates')).toBe('5');
  });

  it('the serial and time chosen on the Fire plans screen reach the map: the serial’s range fans show without "Show all range fans"', async () => {
    const storage = memoryStorage();
    render(<Desk storage={storage} />);
    fireEvent.click(screen.getByRole('button', { name: 'Fire plans' }));
    const bar = await screen.findByRole('group', { name: 'On the map' });
    fireEvent.change(within(bar).getByRole('combobox', { name: 'Serial on the map' }), { target: { value: 'S1' } });
    fireEvent.change(within(bar).getByRole('combobox', { name: 'Time on the map' }), { target: { value: '90' } });
    fireEvent.click(within(bar).getByRole('button', { name: 'Show on map' }));
    expect(screen.getByRole('region', { name: 'Campaign map' })).toBeTruthy();
    // S1's two batteries (A/CCLV, D/CCLV) draw their fans; at minute 90 S2 and the lift's first step are active.
    expect([layer().getAttribute('data-fans'), layer().getAttribute('data-active')]).toEqual(['2', '2']);
    const group = legendGroup()!;
    expect((within(group).getByRole('checkbox', { name: 'Show all range fans' }) as HTMLInputElement).checked).toBe(false);
    expect((within(group).getByRole('combobox', { name: 'Fire plan time' }) as HTMLSelectElement).value).toBe('90');

    // Back on the screen, no serial: no fans.
    fireEvent.click(screen.getByRole('button', { name: 'Fire plans' }));
    fireEvent.change(within(screen.getByRole('group', { name: 'On the map' })).getByRole('combobox', { name: 'Serial on the map' }), { target: { value: '' } });
    expect(layer().getAttribute('data-fans')).toBe('0');
  });

  it('hides the Fire plans screen with the hidden attribute only (app.css), and reports its plan once however often the desk renders', async () => {
    const storage = memoryStorage();
    const setItem = vi.spyOn(storage, 'setItem');
    const { rerender } = render(<Desk storage={storage} />);
    fireEvent.click(screen.getByRole('button', { name: 'Fire plans' }));
    await screen.findByRole('region', { name: 'Fire plans' });
    const main = document.querySelector('main.desk-fireplans') as HTMLElement;
    expect([main.hidden, main.getAttribute('style')]).toEqual([false, null]);
    const saves = () => setItem.mock.calls.filter(([k]) => k === 'campaign-desk.mapFirePlan.c1').length;
    expect(saves()).toBe(1);
    // A newer campaign state (the clock moved): the desk renders again, the plan and choice are the same.
    rerender(<Desk storage={storage} state={fold(state, { type: 'clock.advanced', v: 1, payload: { toMin: 30 } })} />);
    rerender(<Desk storage={storage} state={fold(state, { type: 'clock.advanced', v: 1, payload: { toMin: 60 } })} />);
    expect(saves()).toBe(1);
    fireEvent.click(within(screen.getByRole('group', { name: 'On the map' })).getByRole('button', { name: 'Show on map' }));
    expect([main.hidden, main.getAttribute('style')]).toEqual([true, null]);
  });

  it('draws the remembered plan after a remount without opening the Fire plans screen', async () => {
    const storage = memoryStorage();
    render(<Desk storage={storage} />);
    fireEvent.click(screen.getByRole('button', { name: 'Fire plans' }));
    await screen.findByRole('region', { name: 'Fire plans' });
    cleanup();
    expect(storage.data.get('campaign-desk.mapFirePlan.c1')).toBe('"fp-1"');
    render(<Desk storage={storage} />);
    expect(layer().getAttribute('data-plan')).toBe('fp-1');
    expect(screen.queryByRole('region', { name: 'Fire plans' })).toBeNull();
  });
});
