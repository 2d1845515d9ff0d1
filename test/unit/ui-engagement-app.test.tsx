// @vitest-environment jsdom
/**
 * The engagement screens wired into the desk (App, TopBar, Workspace, useDesk) over a real Dexie
 * store on fake IndexedDB: "Engagements" lists none; "New engagement" starts one with the unit
 * selected on the desk ticked already; planning and a step are stored as events; "Undo step" removes
 * only this engagement's newest event and refuses anything else; the screen is remembered per
 * campaign. The maps are stand-ins (Leaflet needs a real browser: see the browser test).
 */
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CampaignMapProps } from '../../src/map/CampaignMap.tsx';
import { createCampaignStore, type DexieCampaignStore } from '../../src/db/store.ts';
import { gridRefToPoint } from '../../src/rules/grid.ts';
import { App } from '../../src/ui/App.tsx';
import type { TacticalMapProps } from '../../src/ui/engagement/TacticalMap.tsx';
import type { MapEntry } from '../../src/ui/types.ts';
import type { KeyValueStorage } from '../../src/ui/useDesk.ts';
import { GRID, tinyScenario } from './ui-fixture.ts';

vi.mock('../../src/map/CampaignMap.tsx', () => ({
  CampaignMap: (p: CampaignMapProps) => (
    <div role="region" aria-label="Campaign map">
      <button type="button" onClick={() => p.onMoveUnit('gb-6bw', gridRefToPoint(GRID, '06201210'))}>
        Map: drop 6th Black Watch
      </button>
    </div>
  ),
}));

vi.mock('../../src/ui/engagement/TacticalMap.tsx', () => ({
  TacticalMap: (p: TacticalMapProps) => (
    <div role="region" aria-label="Tactical map" data-bases={p.state.subUnits.reduce((n, s) => n + s.bases.length, 0)} data-path-for={p.pathFor?.subUnitId ?? ''}>
      <button type="button" onClick={() => p.onAddWaypoint({ xM: 1, yM: 2 })}>
        Map: click a waypoint
      </button>
    </div>
  ),
}));

afterEach(cleanup);

const TERRAIN = { type: 'FeatureCollection' as const, features: [] };
const MAPS: MapEntry[] = [
  { id: 'cambrai-1917', title: 'Cambrai 1917', campaignName: 'Cambrai, 20 November 1917', loadScenario: async () => tinyScenario(), loadTerrain: async () => TERRAIN },
];

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, String(v)) };
}

let n = 0;
/** A store on a fresh fake IndexedDB, or on `indexedDB` (a reload: the same database, a new connection). */
function newStore(indexedDB = new IDBFactory()): DexieCampaignStore & { factory: IDBFactory } {
  const store = createCampaignStore({ indexedDB, IDBKeyRange, storage: null, randomId: () => `c-${++n}`, now: () => '2024-01-01T00:00:00.000Z' });
  return Object.assign(store, { factory: indexedDB });
}

const messages = () => screen.getByRole('status', { name: 'Messages' });
const recordItems = () => within(screen.getByRole('region', { name: 'Record' })).queryAllByRole('listitem');

async function startEngagement(store: DexieCampaignStore, storage = memoryStorage()) {
  render(<App store={store} maps={MAPS} storage={storage} reload={() => undefined} />);
  // Select a red battalion on the desk: the dialog starts with it ticked.
  fireEvent.click(await screen.findByRole('treeitem', { name: 'I. Bataillon RIR 84' }));
  fireEvent.click(screen.getByRole('button', { name: 'Engagements' }));
  const list = await screen.findByRole('region', { name: 'Engagements' });
  expect(within(list).getByText(/No engagements yet/)).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Engagements' }).getAttribute('aria-pressed')).toBe('true');
  fireEvent.click(within(list).getByRole('button', { name: 'New engagement' }));
  const dialog = screen.getByRole('dialog', { name: 'New engagement' });
  const red = within(dialog).getByRole('checkbox', { name: 'I. Bataillon RIR 84' }) as HTMLInputElement;
  expect(red.checked).toBe(true);
  expect((within(dialog).getByRole('button', { name: 'Create' }) as HTMLButtonElement).disabled).toBe(true);
  fireEvent.click(within(dialog).getByRole('checkbox', { name: '6th Black Watch' }));
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Seed' }), { target: { value: '7' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
  const engagement = await screen.findByRole('region', { name: 'Engagement' });
  await waitFor(() => expect(messages().textContent).toBe('Started the engagement “6 BW vs I/84”.'));
  return { storage, engagement };
}

describe('the engagement screens in the desk', () => {
  it('starts an engagement, plans a bound and runs a step as events, undoes the step and remembers the screen', async () => {
    const store = newStore();
    const { storage, engagement } = await startEngagement(store);
    expect(within(engagement).getByRole('heading', { name: '6 BW vs I/84' })).toBeTruthy();
    expect(within(engagement).getByText(/seeded dice \(seed 7\)/)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Campaign map', hidden: true }).closest('main')!.hidden).toBe(true);
    const id = (await store.list())[0]!.id;
    const seqAfterCreate = (await store.open(id)).state.seq;

    fireEvent.click(within(engagement).getByRole('button', { name: 'Plan bound' }));
    const next = await within(engagement).findByRole('button', { name: 'Next step' });
    expect((await store.open(id)).head.type).toBe('engagement.planned');
    const planned = recordItems().length;
    expect(planned).toBeGreaterThan(0);

    fireEvent.click(next);
    await waitFor(() => expect(messages().textContent).toMatch(/ran step 1 of bound 1/));
    const head = (await store.open(id)).head;
    expect(head.type).toBe('engagement.stepped');
    expect(head.seq).toBe(seqAfterCreate + 2);
    expect(within(engagement).getByText(/^Bound 1 · executing, next: Step 2/)).toBeTruthy();

    // Undo step: the step's event goes (the plan stays), and the desk says what was undone.
    fireEvent.click(within(engagement).getByRole('button', { name: 'Undo step' }));
    await waitFor(() => expect(messages().textContent).toMatch(/^Undid/));
    expect((await store.open(id)).head.type).toBe('engagement.planned');
    expect(recordItems()).toHaveLength(planned);
    expect(within(engagement).getByText(/^Bound 1 · executing, next: Step 1/)).toBeTruthy();

    // The screen is remembered for this campaign: a reload (a new connection) opens on it.
    expect(JSON.parse(storage.data.get(`campaign-desk.screen.${id}`)!)).toMatchObject({ kind: 'engagement' });
    cleanup();
    store.close();
    const reopened = newStore(store.factory);
    render(<App store={reopened} maps={MAPS} storage={storage} reload={() => undefined} />);
    const again = await screen.findByRole('region', { name: 'Engagement' });
    expect(within(again).getByRole('button', { name: 'Next step' })).toBeTruthy();
    expect(recordItems()).toHaveLength(planned);
    fireEvent.click(within(again).getByRole('button', { name: 'Back to map' }));
    expect(screen.getByRole('region', { name: 'Campaign map' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Engagement' })).toBeNull();
    reopened.close();
  });

  it('refuses Undo step when the newest change is not part of the engagement, removing nothing', async () => {
    const store = newStore();
    const { engagement } = await startEngagement(store);
    fireEvent.click(within(engagement).getByRole('button', { name: 'Back to map' }));
    fireEvent.click(screen.getByRole('button', { name: 'Map: drop 6th Black Watch' }));
    await waitFor(() => expect(messages().textContent).toMatch(/^Moved 6th Black Watch/));
    fireEvent.click(screen.getByRole('button', { name: 'Engagements' }));
    fireEvent.click(await screen.findByRole('button', { name: '6 BW vs I/84' }));
    const screenEl = await screen.findByRole('region', { name: 'Engagement' });
    const undo = within(screenEl).getByRole('button', { name: 'Undo step' }) as HTMLButtonElement;
    expect(undo.disabled).toBe(true);
    expect(undo.title).toBe('The newest change is not part of this engagement');
    const id = (await store.list())[0]!.id;
    expect((await store.open(id)).head.type).toBe('unit.moved');
    store.close();
  });

  it('adds a waypoint clicked on the tactical map to the sub-unit whose path is being set', async () => {
    const store = newStore();
    const { engagement } = await startEngagement(store);
    fireEvent.change(within(engagement).getByRole('combobox', { name: 'High command of 6 BW' }), { target: { value: 'advance' } });
    const first = within(engagement).getAllByRole('button', { name: /^Set path of / })[0]!;
    const name = first.getAttribute('aria-label')!.slice('Set path of '.length);
    const row = within(engagement).getByRole('group', { name });
    fireEvent.click(within(row).getByRole('button', { name: `Clear path of ${name}` })); // the advance path it was given
    fireEvent.click(within(row).getByRole('button', { name: `Set path of ${name}` }));
    const map = screen.getByRole('region', { name: 'Tactical map' });
    expect(map.getAttribute('data-path-for')).not.toBe('');
    fireEvent.click(within(map).getByRole('button', { name: 'Map: click a waypoint' }));
    fireEvent.click(within(map).getByRole('button', { name: 'Map: click a waypoint' }));
    expect(within(row).getByText(/^Path: 2 waypoints/)).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: `Done setting path of ${name}` }));
    expect(map.getAttribute('data-path-for')).toBe('');
    store.close();
  });
});
