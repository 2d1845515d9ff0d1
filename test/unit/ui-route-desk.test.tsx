// @vitest-environment jsdom
/**
 * The desk's wiring of the campaign turn (App, TopBar, Workspace): the turn planner built from the map's terrain
 * reaches the clock ("Advance to next contact"), a route saved in the unit panel is stored, the clock
 * marches the unit hour by hour until it meets the enemy, and "Contacts (n)" counts the open contacts and
 * shows the Contacts screen. The store is the real one on fake IndexedDB; the map is a stand-in.
 */
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCampaignStore } from '../../src/db/store.ts';
import type { CampaignMapProps } from '../../src/map/CampaignMap.tsx';
import { App } from '../../src/ui/App.tsx';
import type { MapEntry } from '../../src/ui/types.ts';
import type { KeyValueStorage } from '../../src/ui/useDesk.ts';
import { tinyScenario } from './ui-fixture.ts';

vi.mock('../../src/map/CampaignMap.tsx', () => ({
  CampaignMap: (p: CampaignMapProps) => <div role="region" aria-label="Campaign map" data-routes={Object.keys(p.state.routes ?? {}).length} />,
}));

afterEach(cleanup);

const MAPS: MapEntry[] = [
  {
    id: 'cambrai-1917',
    title: 'Cambrai 1917',
    campaignName: 'Cambrai, 20 November 1917',
    loadScenario: async () => tinyScenario('cambrai-1917'),
    loadTerrain: async () => ({ type: 'FeatureCollection', features: [] }),
  },
];

function memoryStorage(): KeyValueStorage {
  const data = new Map<string, string>();
  return { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, String(v)) };
}

describe('the campaign turn on the desk', () => {
  it('saves a route, advances to the first contact hour by hour, and opens the contacts queue', async () => {
    let n = 0;
    const store = createCampaignStore({ indexedDB: new IDBFactory(), IDBKeyRange, storage: null, randomId: () => `c-${++n}`, now: () => '2024-01-01T00:00:00.000Z' });
    render(<App store={store} maps={MAPS} storage={memoryStorage()} reload={vi.fn()} />);
    const tree = await screen.findByRole('tree', { name: 'Order of battle' });
    fireEvent.click(within(tree).getByRole('treeitem', { name: '8th Argyll and Sutherland Highlanders' }));
    const route = await screen.findByRole('region', { name: 'Route' });
    fireEvent.change(within(route).getByRole('combobox', { name: 'Ordered by' }), { target: { value: 'gb-8argylls' } });
    fireEvent.change(within(route).getByRole('textbox', { name: 'Waypoint 1' }), { target: { value: '0740 1850' } });
    fireEvent.click(within(route).getByRole('button', { name: 'Save route' }));
    const messages = screen.getByRole('status', { name: 'Messages' });
    await waitFor(() => expect(messages.textContent).toBe('Route of 8 A&SH saved: 1 waypoint, move to contact, in force from 06:20.'));
    expect(screen.getByRole('region', { name: 'Campaign map' }).getAttribute('data-routes')).toBe('1');
    expect(screen.getByRole('button', { name: 'Contacts (0)' }).getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(await screen.findByRole('button', { name: 'Advance to next contact' }));
    // The desk's dice are fresh each step: the recce sights I/84 at 1,000 m (09:40, the clock at 10:20) or
    // I/84 holds its fire closer and the contact begins later, at the range the engagement table gave it.
    await waitFor(() => expect(messages.textContent).toMatch(/^Contact at \d{3} \d{3} at \d\d:\d\d: 8 A&SH vs I\/84 \((harassing|effective|contact) range, \d+ m\)\. The clock stands at Tue 20 Nov 1917 (10|11):20/), { timeout: 5000 });
    expect(screen.getByTitle(/^Campaign minute (240|300)$/)).toBeTruthy();
    const contacts = screen.getByRole('button', { name: 'Contacts (1)' });
    fireEvent.click(contacts);
    expect(screen.getByRole('button', { name: 'Contacts (1)' }).getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByRole('region', { name: 'Contacts' })).toBeTruthy();
  });
});
