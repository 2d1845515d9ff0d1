// @vitest-environment jsdom
/**
 * The Fire plans screen on the desk (src/ui/App.tsx, TopBar.tsx, Workspace.tsx): the top bar's
 * "Fire plans" button (group "Screens", `aria-pressed`) swaps the map for the Fire plans screen and back,
 * and the screen is remembered per campaign; the plan the screen shows is the plan the map is handed
 * (remembered per campaign); "Show on map" goes back to the map with it. The map is a stand-in showing
 * which plan it was handed (Leaflet needs a real browser; the real layer is
 * `ui-fireplan-desk-map.test.tsx`'s business).
 */
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCampaignStore, type DexieCampaignStore } from '../../src/db/store.ts';
import type { CampaignMapProps } from '../../src/map/CampaignMap.tsx';
import { App } from '../../src/ui/App.tsx';
import type { MapEntry } from '../../src/ui/types.ts';
import type { KeyValueStorage } from '../../src/ui/useDesk.ts';
import { fireScenario, samplePlan } from './campaign-fireplan-fixture.ts';

vi.mock('../../src/map/CampaignMap.tsx', () => ({
  CampaignMap: (p: CampaignMapProps) => <div role="region" aria-label="Campaign map" data-fireplan={p.firePlan?.plan.id ?? ''} data-focus-point={p.focusPoint ? 'set' : ''} />,
}));

afterEach(cleanup);

const MAPS: MapEntry[] = [
  {
    id: 'cambrai-1917',
    title: 'Cambrai 1917',
    campaignName: 'Cambrai, 20 November 1917',
    loadScenario: async () => fireScenario(),
    loadTerrain: async () => ({ type: 'FeatureCollection', features: [] }),
  },
];

function memoryStorage(init: Record<string, string> = {}): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(init));
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, String(v)) };
}

let n = 0;
function newStore(): DexieCampaignStore {
  return createCampaignStore({
    indexedDB: new IDBFactory(),
    IDBKeyRange,
    storage: null,
    randomId: () => `c-${++n}`,
    now: (() => {
      let t = 0;
      return () => new Date(Date.UTC(2024, 0, 1, 0, 0, t++)).toISOString();
    })(),
  });
}

/** A store holding the fire plan fixture's campaign with the sample plan “Flesquières” (fp-1) saved. */
async function storeWithPlan() {
  const store = newStore();
  const meta = await store.createFromScenario(fireScenario(), 'Fire test');
  await store.append(meta.id, { at: 0, type: 'fireplan.saved', v: 1, payload: { plan: samplePlan() } });
  return { store, id: meta.id };
}

const screens = () => screen.getByRole('group', { name: 'Screens' });
const firePlansButton = () => within(screens()).getByRole('button', { name: 'Fire plans' });
const mapRegion = () => screen.queryByRole('region', { name: 'Campaign map' });
const firePlansRegion = () => screen.queryByRole('region', { name: 'Fire plans' });

describe('the desk: Fire plans screen', () => {
  it('"Fire plans" swaps the map for the Fire plans screen and back, and is remembered per campaign', async () => {
    const { store, id } = await storeWithPlan();
    const storage = memoryStorage();
    render(<App store={store} maps={MAPS} storage={storage} reload={vi.fn()} />);
    await screen.findByRole('region', { name: 'Campaign map' });
    expect(firePlansButton().getAttribute('aria-pressed')).toBe('false');
    expect(firePlansRegion()).toBeNull();

    fireEvent.click(firePlansButton());
    expect(firePlansButton().getAttribute('aria-pressed')).toBe('true');
    expect(within(screens()).getByRole('button', { name: 'Orders' }).getAttribute('aria-pressed')).toBe('false');
    const region = await screen.findByRole('region', { name: 'Fire plans' });
    expect(within(within(region).getByRole('navigation', { name: 'Fire plan list' })).getByRole('button', { name: 'Flesquières' })).toBeTruthy();
    expect(mapRegion()).toBeNull(); // the map columns are hidden
    expect(storage.data.get(`campaign-desk.screen.${id}`)).toBe('{"kind":"fireplans"}');

    fireEvent.click(firePlansButton());
    expect(firePlansButton().getAttribute('aria-pressed')).toBe('false');
    expect(firePlansRegion()).toBeNull(); // still mounted, hidden
    expect(mapRegion()).not.toBeNull();
    expect(storage.data.get(`campaign-desk.screen.${id}`)).toBe('{"kind":"map"}');
  });

  it('the plan the screen shows is handed to the map; "Show on map" goes to the map with it; a reload keeps it', async () => {
    const { store, id } = await storeWithPlan();
    const storage = memoryStorage();
    render(<App store={store} maps={MAPS} storage={storage} reload={vi.fn()} />);
    await screen.findByRole('region', { name: 'Campaign map' });
    expect(mapRegion()!.getAttribute('data-fireplan')).toBe('');

    fireEvent.click(firePlansButton());
    fireEvent.click(await screen.findByRole('button', { name: 'Show on map' }));
    expect(storage.data.get(`campaign-desk.mapFirePlan.${id}`)).toBe('"fp-1"');
    expect(firePlansButton().getAttribute('aria-pressed')).toBe('false');
    expect(mapRegion()!.getAttribute('data-fireplan')).toBe('fp-1');
    expect(mapRegion()!.getAttribute('data-focus-point')).toBe('set');

    cleanup();
    render(<App store={store} maps={MAPS} storage={storage} reload={vi.fn()} />);
    await waitFor(() => expect(mapRegion()?.getAttribute('data-fireplan')).toBe('fp-1'));
  });

  it('"Show on map" is not offered while the screen shows no plan', async () => {
    const store = newStore();
    await store.createFromScenario(fireScenario(), 'No plans');
    render(<App store={store} maps={MAPS} storage={memoryStorage()} reload={vi.fn()} />);
    await screen.findByRole('region', { name: 'Campaign map' });
    fireEvent.click(firePlansButton());
    expect(within(await screen.findByRole('region', { name: 'Fire plans' })).getByText(/No fire plans yet/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show on map' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'On the map' })).toBeNull();
  });
});
