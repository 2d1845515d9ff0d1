// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CampaignStore } from '../../src/db/api.ts';
import { StoreQuotaError } from '../../src/db/errors.ts';
import { createCampaignStore, type DexieCampaignStore } from '../../src/db/store.ts';
import type { CampaignMapProps } from '../../src/map/CampaignMap.tsx';
import { gridRefToPoint } from '../../src/rules/grid.ts';
import { App } from '../../src/ui/App.tsx';
import type { MapEntry } from '../../src/ui/types.ts';
import { CURRENT_KEY, type KeyValueStorage } from '../../src/ui/useDesk.ts';
import { GRID, tinyScenario } from './ui-fixture.ts';

// Leaflet needs a real browser: the map is replaced by a stand-in that shows its props and offers
// the two things the map does to the desk (select a unit, drop a unit at a point).
vi.mock('../../src/map/CampaignMap.tsx', () => ({
  CampaignMap: (p: CampaignMapProps) => (
    <div
      role="region"
      aria-label="Campaign map"
      data-selected={p.selectedId ?? ''}
      data-focus={p.focus ? `${p.focus.unitId}#${p.focus.nonce}` : ''}
      data-features={p.terrain.features.length}
    >
      <button type="button" onClick={() => p.onSelect('gb-6bw')}>
        Map: click 6th Black Watch
      </button>
      <button type="button" onClick={() => p.onMoveUnit('gb-6gordons', gridRefToPoint(GRID, '06001300'))}>
        Map: drop 6th Gordons
      </button>
    </div>
  ),
}));

afterEach(cleanup);

const TERRAIN = { type: 'FeatureCollection' as const, features: [{ type: 'Feature' as const, properties: { class: 'wood', source: 'test' }, geometry: { type: 'Point' as const, coordinates: [3.1, 50.1] } }] };

const MAPS: MapEntry[] = [
  { id: 'cambrai-1917', title: 'Cambrai 1917', campaignName: 'Cambrai, 20 November 1917', loadScenario: async () => tinyScenario('cambrai-1917'), loadTerrain: async () => TERRAIN },
  { id: 'table-1418', title: '1418 table', campaignName: '1418 table game', loadScenario: async () => tinyScenario('table-1418'), loadTerrain: async () => TERRAIN },
];

function memoryStorage(init: Record<string, string> = {}): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(init));
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, String(v)) };
}

let n = 0;
/** The IndexedDB factory of the newest store (each store gets a fresh, empty one). */
let factory = new IDBFactory();
function newStore(persist?: () => Promise<boolean>): DexieCampaignStore {
  factory = new IDBFactory();
  return createCampaignStore({
    indexedDB: factory,
    IDBKeyRange,
    storage: persist ? { persist } : null,
    randomId: () => `c-${++n}`,
    now: (() => {
      let t = 0;
      return () => new Date(Date.UTC(2024, 0, 1, 0, 0, t++)).toISOString();
    })(),
  });
}

function renderApp(store: CampaignStore, storage = memoryStorage(), reload = vi.fn()) {
  render(
    <StrictMode>
      <App store={store} maps={MAPS} storage={storage} reload={reload} />
    </StrictMode>,
  );
  return { storage, reload };
}

const campaignSelect = () => screen.findByRole('combobox', { name: 'Campaign' }) as Promise<HTMLSelectElement>;
const selectedName = (el: HTMLSelectElement) => el.selectedOptions[0]?.textContent;
const messages = () => screen.getByRole('status', { name: 'Messages' });

describe('App first start', () => {
  it('creates the Cambrai campaign once, opens it and shows clock, storage and tree', async () => {
    const store = newStore();
    const { storage } = renderApp(store);
    const select = await campaignSelect();
    expect(selectedName(select)).toBe('Cambrai, 20 November 1917');
    const list = await store.list();
    expect(list.map((c) => c.name)).toEqual(['Cambrai, 20 November 1917']);
    expect(storage.data.get(CURRENT_KEY)).toBe(list[0]!.id);
    expect(await screen.findByText('Storage: unsupported')).toBeTruthy();
    expect(screen.getByText('Tue 20 Nov 1917 06:20').getAttribute('datetime')).toBe('1917-11-20T06:20');
    expect((screen.getByRole('button', { name: 'Undo' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('treeitem', { name: '6th Gordon Highlanders' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('region', { name: 'Campaign map' }).getAttribute('data-features')).toBe('1'));
    expect(screen.queryByRole('alert')).toBeNull();
    store.close();
  });

  it('shows the browser’s persistence answer', async () => {
    const store = newStore(async () => true);
    renderApp(store);
    expect(await screen.findByText('Storage: persistent')).toBeTruthy();
    store.close();
  });

  it('reopens the last-opened campaign rather than the newest', async () => {
    const store = newStore(async () => false);
    const older = await store.createFromScenario(tinyScenario(), 'Older');
    await store.createFromScenario(tinyScenario('table-1418'), 'Newer');
    renderApp(store, memoryStorage({ [CURRENT_KEY]: older.id }));
    expect(selectedName(await campaignSelect())).toBe('Older');
    expect(await screen.findByText('Storage: best-effort')).toBeTruthy();
    expect((await store.list()).length).toBe(2);
    store.close();
  });
});

describe('App actions', () => {
  it('edits a unit, then Undo removes the edit and says so', async () => {
    const store = newStore();
    renderApp(store);
    await campaignSelect();
    fireEvent.click(screen.getByRole('treeitem', { name: '6th Gordon Highlanders' }));
    const map = await screen.findByRole('region', { name: 'Campaign map' }, { timeout: 10_000 }); // the map desk mounts once the campaign has opened
    expect(map.getAttribute('data-focus')).toBe('gb-6gordons#1');
    const panel = screen.getByRole('region', { name: 'Unit details' });
    fireEvent.change(within(panel).getByLabelText('Bases'), { target: { value: '2' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(messages().textContent).toBe('Saved: edited 6th Gordon Highlanders (bases).'));
    const id = (await store.list())[0]!.id;
    expect((await store.open(id)).state.units['gb-6gordons']!.bases).toBe(2);
    const undo = screen.getByRole('button', { name: 'Undo' }) as HTMLButtonElement;
    // The desk settles after the write (the Undo button's words come from the store's history).
    await waitFor(() => expect([undo.disabled, undo.title]).toEqual([false, 'Undo: edited 6th Gordon Highlanders (bases)']));

    fireEvent.click(undo);
    await waitFor(() => expect(messages().textContent).toBe('Undid: edited 6th Gordon Highlanders (bases)'));
    await waitFor(() => expect((within(panel).getByLabelText('Bases') as HTMLInputElement).value).toBe('3'));
    expect((await store.open(id)).state.units['gb-6gordons']!.bases).toBe(3);
    await waitFor(() => expect(undo.disabled).toBe(true));
    store.close();
  });

  it('stores a move made on the map before showing it', async () => {
    const store = newStore();
    renderApp(store);
    await campaignSelect();
    fireEvent.click(await screen.findByRole('button', { name: 'Map: click 6th Black Watch' }));
    expect(screen.getByRole('treeitem', { name: '6th Black Watch' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('treeitem', { name: '6th Gordon Highlanders' }));
    fireEvent.click(screen.getByRole('button', { name: 'Map: drop 6th Gordons' }));
    await waitFor(() => expect(messages().textContent).toBe('Moved 6th Gordon Highlanders to 06001300.'));
    expect((screen.getByRole('textbox', { name: 'Grid reference' }) as HTMLInputElement).value).toBe('06001300');
    const id = (await store.list())[0]!.id;
    expect((await store.open(id)).state.units['gb-6gordons']!.pos).toEqual(gridRefToPoint(GRID, '06001300'));
    store.close();
  });

  it('says "Storage is full" when the store runs out of space', async () => {
    const real = newStore();
    const store: CampaignStore = Object.assign(Object.create(real) as CampaignStore, {
      append: async () => {
        throw new StoreQuotaError();
      },
    });
    renderApp(store);
    await campaignSelect();
    fireEvent.click(await screen.findByRole('button', { name: 'Map: drop 6th Gordons' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Storage is full — export this campaign to a file and free space')).toBeTruthy();
    expect(messages().textContent).toBe('');
    real.close();
  });

  it('lists an import’s problems with their paths in an alert and imports nothing', async () => {
    const store = newStore();
    renderApp(store);
    await campaignSelect();
    const id = (await store.list())[0]!.id;
    const file = JSON.parse(await store.exportText(id)) as { events: unknown[] };
    file.events.push({ seq: 2, at: 0, type: 'unit.moved', v: 1, payload: { unitId: 'gb-nobody', to: { lon: 3.1, lat: 50.1 } } });
    const input = screen.getByLabelText('Import campaign file');
    fireEvent.change(input, { target: { files: [new File([JSON.stringify(file)], 'bad.campaign.json')] } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Import refused');
    expect(alert.textContent).toMatch(/events\[1\][^:]*: [^\n]*gb-nobody/);
    expect((await store.list()).length).toBe(1);

    // A good file imports as a new campaign and opens.
    fireEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    const good = await store.exportText(id);
    fireEvent.change(input, { target: { files: [new File([good], 'good.campaign.json')] } });
    // Its name is taken (the original is still here): it comes in as a copy, "… (2)".
    await waitFor(() =>
      expect(messages().textContent).toBe('Imported as a copy, “Cambrai, 20 November 1917 (2)”: a campaign named “Cambrai, 20 November 1917” is already here and is unchanged.'),
    );
    expect((await store.list()).length).toBe(2);
    expect((await campaignSelect()).value).not.toBe(id);
    store.close();
  });

  it('duplicates as a what-if branch and renames through a dialog', async () => {
    const store = newStore();
    renderApp(store);
    await campaignSelect();
    fireEvent.click(screen.getByRole('button', { name: 'Duplicate' }));
    await waitFor(async () => expect(selectedName(await campaignSelect())).toBe('Cambrai, 20 November 1917 (what-if)'));
    expect((await store.list()).map((c) => c.name).sort()).toEqual(['Cambrai, 20 November 1917', 'Cambrai, 20 November 1917 (what-if)']);

    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename campaign' });
    const name = within(dialog).getByLabelText('Name');
    fireEvent.change(name, { target: { value: '<b>Bourlon</b>' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/HTML-like markup/);
    fireEvent.change(name, { target: { value: 'Bourlon Wood what-if' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(selectedName(await campaignSelect())).toBe('Bourlon Wood what-if');
    expect((await store.list()).map((c) => c.name).sort()).toEqual(['Bourlon Wood what-if', 'Cambrai, 20 November 1917']);
    store.close();
  });

  it('deletes after confirmation, shows the empty desk, and starts a new campaign from a bundled map', async () => {
    const store = newStore();
    renderApp(store);
    await campaignSelect();
    fireEvent.click(screen.getByRole('button', { name: 'Delete campaign' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((await store.list()).length).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: 'Delete campaign' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No campaigns in this browser')).toBeTruthy();
    expect(await store.list()).toEqual([]);
    expect(screen.queryByRole('combobox', { name: 'Campaign' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Import…' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'New campaign' }));
    const dialog = screen.getByRole('dialog', { name: 'New campaign' });
    fireEvent.change(within(dialog).getByLabelText('Map'), { target: { value: 'table-1418' } });
    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('1418 table game');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(selectedName(await campaignSelect())).toBe('1418 table game');
    expect((await store.list()).map((c) => [c.name, c.mapId])).toEqual([['1418 table game', 'table-1418']]);
    expect(messages().textContent).toBe('Created “1418 table game”.');
    store.close();
  });

  it('alerts and reloads when another tab opens a newer database version', async () => {
    const store = newStore();
    const { reload } = renderApp(store);
    await campaignSelect();
    await act(
      () =>
        new Promise<void>((resolve, reject) => {
          const req = factory.open(store.db.name, 999);
          req.onsuccess = () => {
            req.result.close();
            resolve();
          };
          req.onerror = () => reject(req.error);
        }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain('This campaign was opened by a newer version in another tab; reloading…');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
