// @vitest-environment jsdom
// A campaign that cannot be opened or drawn never takes the desk down: the desk names it and why,
// offers its raw log and its deletion, and every other campaign opens.
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CampaignMapProps } from '../../src/map/CampaignMap.tsx';
import type { OpenedCampaign } from '../../src/db/api.ts';
import { StoreQuotaError } from '../../src/db/errors.ts';
import { createCampaignStore } from '../../src/db/store.ts';
import { App } from '../../src/ui/App.tsx';
import { DeskBoundary } from '../../src/ui/CampaignFailure.tsx';
import type { MapEntry } from '../../src/ui/types.ts';
import { CURRENT_KEY } from '../../src/ui/useDesk.ts';
import { tinyScenario } from './ui-fixture.ts';

vi.mock('../../src/map/CampaignMap.tsx', () => ({
  CampaignMap: (_p: CampaignMapProps) => <div role="region" aria-label="Campaign map" />,
}));
const download = vi.hoisted(() => vi.fn());
vi.mock('../../src/ui/download.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), downloadText: download }));

afterEach(cleanup);

const MAPS: MapEntry[] = [
  { id: 'cambrai-1917', title: 'Cambrai 1917', campaignName: 'Cambrai', loadScenario: async () => tinyScenario(), loadTerrain: async () => ({ type: 'FeatureCollection', features: [] }) },
];

function storeOn(factory: IDBFactory) {
  let n = 0;
  let t = 0;
  return createCampaignStore({ indexedDB: factory, IDBKeyRange, storage: null, randomId: () => `c-${++n}`, now: () => new Date(Date.UTC(2024, 0, 1, 0, 0, t++)).toISOString() });
}

/** Two campaigns, the second with a start date no calendar has written straight into its stored log (as an older app let in). */
async function damagedPair(factory: IDBFactory) {
  const store = storeOn(factory);
  await store.createFromScenario(tinyScenario(), 'Good campaign');
  const bad = await store.createFromScenario(tinyScenario(), 'Bad campaign');
  const row = (await store.db.events.get([bad.id, 1]))!;
  const payload = row.payload as { scenario: { startLocal: string } };
  await store.db.events.put({ ...row, payload: { scenario: { ...payload.scenario, startLocal: '1917-02-31T06:20' } } });
  store.close();
  return bad.id;
}

describe('a campaign that fails to open', () => {
  it('shows which and why, exports its raw log, opens another, and deletes it on confirmation', async () => {
    const factory = new IDBFactory();
    const badId = await damagedPair(factory);
    const store = storeOn(factory);
    const storage = new Map([[CURRENT_KEY, badId]]);
    render(<App store={store} maps={MAPS} storage={{ getItem: (k) => storage.get(k) ?? null, setItem: (k, v) => void storage.set(k, v) }} reload={() => undefined} />);

    const card = await screen.findByRole('region', { name: 'The campaign “Bad campaign” could not be opened' });
    expect(within(card).getByRole('alert').textContent).toContain('the scenario start "1917-02-31T06:20" is not a real date and time');
    fireEvent.click(within(card).getByRole('button', { name: 'Export raw log' }));
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1));
    const [fileName, text] = download.mock.calls[0] as [string, string];
    expect(fileName).toBe('Bad campaign.raw-log.json');
    expect(JSON.parse(text)).toMatchObject({ format: 'campaign-desk-raw-log', campaign: { name: 'Bad campaign' }, events: [{ seq: 1, type: 'campaign.created' }] });

    fireEvent.change(within(card).getByLabelText('Open another campaign'), { target: { value: 'c-1' } });
    expect(await screen.findByRole('treeitem', { name: '6th Gordon Highlanders' })).toBeTruthy();
    expect(((await screen.findByRole('combobox', { name: 'Campaign' })) as HTMLSelectElement).selectedOptions[0]!.textContent).toBe('Good campaign');

    fireEvent.change(screen.getByRole('combobox', { name: 'Campaign' }), { target: { value: badId } });
    const again = await screen.findByRole('region', { name: 'The campaign “Bad campaign” could not be opened' });
    fireEvent.click(within(again).getByRole('button', { name: 'Delete campaign…' }));
    fireEvent.click(within(again).getByRole('button', { name: 'Delete “Bad campaign” for good' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Messages' }).textContent).toBe('Deleted “Bad campaign”.'));
    expect((await store.list()).map((m) => m.name)).toEqual(['Good campaign']);
    expect(await screen.findByRole('treeitem', { name: '6th Gordon Highlanders' })).toBeTruthy();
    store.close();
  });
});

describe('the first visit', () => {
  it('draws the new campaign while it is written, and takes it away with the reason when the writing fails', async () => {
    // The campaign as the store tells it once its writing has begun (a real store, elsewhere).
    const elsewhere = storeOn(new IDBFactory());
    let opened: OpenedCampaign | null = null;
    await elsewhere.createFromScenario(tinyScenario(), 'Cambrai', [], {}, (o) => (opened = o));
    elsewhere.close();
    // This browser's store tells the same, then finds its storage full.
    const store = storeOn(new IDBFactory());
    let fail!: () => void;
    store.createFromScenario = (_s, _n, _setup, _images, onWriting) =>
      new Promise((_resolve, reject) => {
        onWriting?.(opened!);
        fail = () => reject(new StoreQuotaError());
      });
    render(<App store={store} maps={MAPS} storage={null} reload={() => undefined} />);
    expect(await screen.findByRole('treeitem', { name: '6th Gordon Highlanders' })).toBeTruthy();
    fail();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/Could not store the new campaign/);
    expect(alert.textContent).toMatch(/storage for this app is full/);
    expect(screen.queryByRole('treeitem', { name: '6th Gordon Highlanders' })).toBeNull();
    store.close();
  });
});

describe('DeskBoundary', () => {
  it('shows the card in place of a screen that throws while drawing, and draws again for another campaign', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
    const meta = { id: 'c-9', name: 'Broken', mapId: 'm', createdAt: '', updatedAt: '', headSeq: 3 };
    const Boom = ({ fail }: { fail: boolean }) => {
      if (fail) throw new RangeError('start time "1917-02-31T06:20" is not a real date and time');
      return <p>drawn</p>;
    };
    const props = { campaigns: [meta], onOpen: vi.fn(), onExportRaw: vi.fn(), onDelete: vi.fn() };
    const { rerender } = render(
      <DeskBoundary campaign={meta} resetKey="c-9" {...props}>
        <Boom fail />
      </DeskBoundary>,
    );
    const card = screen.getByRole('region', { name: 'The campaign “Broken” could not be opened' });
    expect(within(card).getByRole('alert').textContent).toContain('is not a real date and time');
    fireEvent.click(within(card).getByRole('button', { name: 'Export raw log' }));
    expect(props.onExportRaw).toHaveBeenCalledWith('c-9');
    rerender(
      <DeskBoundary campaign={{ ...meta, id: 'c-1', name: 'Fine' }} resetKey="c-1" {...props}>
        <Boom fail={false} />
      </DeskBoundary>,
    );
    expect(screen.getByText('drawn')).toBeTruthy();
  });
});
