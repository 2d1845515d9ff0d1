// @vitest-environment jsdom
// The top bar's clock wired to a real desk (useDesk over a Dexie store on fake-indexeddb) the way
// App wires it: the clock's writer is `actions.append`, its errors go to the page's alert through
// `guard`, and Undo removes the newest event — so the clock goes back.
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CampaignStore } from '../../src/db/api.ts';
import { createCampaignStore } from '../../src/db/store.ts';
import { MessageBar } from '../../src/ui/MessageBar.tsx';
import { TopBar } from '../../src/ui/TopBar.tsx';
import type { MapEntry } from '../../src/ui/types.ts';
import { useDesk } from '../../src/ui/useDesk.ts';
import { useUndoKeys } from '../../src/ui/useUndoKeys.ts';
import type { PlanStep } from '../../src/ui/route/turnPlanner.ts';
import { tinyScenario } from './ui-fixture.ts';

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

function newStore() {
  let t = 0;
  let n = 0;
  return createCampaignStore({
    indexedDB: new IDBFactory(),
    IDBKeyRange,
    storage: null,
    randomId: () => `c-${++n}`,
    now: () => new Date(Date.UTC(2024, 0, 1, 0, 0, t++)).toISOString(),
  });
}

const reload = () => undefined;

/** The desk's top bar and messages as App wires them, plus whether a clock dialog is open. */
function Desk({ store, planStep }: { store: CampaignStore; planStep?: PlanStep }) {
  const desk = useDesk({ store, maps: MAPS, storage: null, reload });
  const { actions, guard, current } = desk;
  useUndoKeys(true, { undo: () => void guard('Could not undo', actions.undo), redo: () => void guard('Could not redo', actions.redo) });
  const [clockDialog, setClockDialog] = useState(false);
  const undoTitle = current?.undo ? `Undo: ${current.undo.description}` : null;
  const redoTitle = desk.redoable ? `Redo: ${desk.redoable.description}` : null;
  return (
    <div data-testid="desk" data-inert={clockDialog ? 'yes' : 'no'}>
      <TopBar
        campaigns={desk.campaigns}
        current={current}
        persistence={desk.persistence}
        busy={desk.busy}
        undoTitle={undoTitle}
        redoTitle={redoTitle}
        showCampaignActions
        onOpen={() => undefined}
        onNew={() => undefined}
        onRename={() => undefined}
        onDuplicate={() => undefined}
        onDelete={() => undefined}
        onUndo={() => void guard('Could not undo', actions.undo)}
        onRedo={() => void guard('Could not redo', actions.redo)}
        onExport={() => undefined}
        onImport={() => undefined}
        writer={{ append: actions.append }}
        planStep={planStep}
        onError={(doing, e) =>
          void guard(doing, async () => {
            throw e;
          })
        }
        onDialogChange={setClockDialog}
      />
      <MessageBar notice={desk.notice} error={desk.error} onDismiss={desk.dismissError} />
    </div>
  );
}

const time = () => screen.getByTitle(/^Campaign minute/).querySelector('time')!;

describe('the top bar’s clock on a real desk', () => {
  it('advances an hour, and Undo (titled with the advance) takes the clock back', async () => {
    const store = newStore();
    render(<Desk store={store} />);
    await waitFor(() => expect(screen.getByTitle('Campaign minute 0')).toBeTruthy());
    expect(time().textContent).toBe('Tue 20 Nov 1917 06:20');
    fireEvent.click(screen.getByRole('button', { name: 'Advance 1 hour' }));
    await waitFor(() => expect(screen.getByTitle('Campaign minute 60')).toBeTruthy());
    expect(screen.getByTitle('Campaign minute 60').textContent).toBe('Campaign clock Tue 20 Nov 1917 07:20 · Day 1, Daylight 1 · Turn 2');
    expect(screen.getByRole('status', { name: 'Messages' }).textContent).toBe('Clock advanced to Tue 20 Nov 1917 07:20 · Day 1, Daylight 1 · Turn 2.');
    const undo = screen.getByRole('button', { name: 'Undo' });
    expect(undo.getAttribute('title')).toMatch(/^Undo: advanced the clock to .*07:20/);
    fireEvent.click(undo);
    await waitFor(() => expect(screen.getByTitle('Campaign minute 0')).toBeTruthy());
    expect(time().textContent).toBe('Tue 20 Nov 1917 06:20');
    const opened = await store.open((await store.list())[0]!.id);
    expect([opened.state.clockMin, opened.meta.headSeq]).toEqual([0, 1]);
    store.close();
  });

  it('takes a Next period written hour by hour back with one Undo, puts it back with Redo, and answers Ctrl+Z / Ctrl+Shift+Z', async () => {
    const store = newStore();
    const planStep: PlanStep = (_state, toMin) => ({ toMin });
    render(<Desk store={store} planStep={planStep} />);
    await waitFor(() => expect(screen.getByTitle('Campaign minute 0')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Next period' }));
    await waitFor(() => expect(screen.getByTitle('Campaign minute 460')).toBeTruthy());
    const id = (await store.list())[0]!.id;
    expect((await store.open(id)).meta.headSeq).toBe(9); // 8 hourly steps: 07:20 … 13:20, 14:00
    const undo = screen.getByRole('button', { name: 'Undo' });
    const redo = screen.getByRole('button', { name: 'Redo' }) as HTMLButtonElement;
    expect(undo.getAttribute('title')).toBe('Undo: advanced the clock from 06:20 to 14:00 in 8 hourly steps');
    expect(redo.disabled).toBe(true);

    fireEvent.click(undo);
    await waitFor(() => expect(screen.getByTitle('Campaign minute 0')).toBeTruthy());
    expect(screen.getByRole('status', { name: 'Messages' }).textContent).toBe('Undid: advanced the clock from 06:20 to 14:00 in 8 hourly steps');
    expect((await store.open(id)).meta.headSeq).toBe(1);
    expect(redo.getAttribute('title')).toBe('Redo: advanced the clock from 06:20 to 14:00 in 8 hourly steps');

    fireEvent.click(redo);
    await waitFor(() => expect(screen.getByTitle('Campaign minute 460')).toBeTruthy());
    expect((await store.open(id)).meta.headSeq).toBe(9);
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    await waitFor(() => expect(screen.getByTitle('Campaign minute 0')).toBeTruthy());
    fireEvent.keyDown(window, { key: 'Z', ctrlKey: true, shiftKey: true });
    await waitFor(() => expect(screen.getByTitle('Campaign minute 460')).toBeTruthy());
    // A new change ends the Redo history.
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    await waitFor(() => expect(screen.getByTitle('Campaign minute 0')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Advance 1 hour' }));
    await waitFor(() => expect(screen.getByTitle('Campaign minute 60')).toBeTruthy());
    expect(redo.disabled).toBe(true);
    store.close();
  });

  it('saves settings through the desk; the night badge follows the setting', async () => {
    const store = newStore();
    render(<Desk store={store} />);
    await waitFor(() => expect(screen.getByTitle('Campaign minute 0')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Next period' }));
    await waitFor(() => expect(screen.getByTitle('Campaign minute 460')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Next period' }));
    await waitFor(() => expect(screen.getByTitle('Campaign minute 940')).toBeTruthy());
    expect(screen.getByText('Night: resupply only')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    expect(screen.getByTestId('desk').dataset.inert).toBe('yes');
    const dialog = screen.getByRole('dialog', { name: 'Campaign settings' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Night allows only resupply' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('desk').dataset.inert).toBe('no');
    expect(screen.queryByText('Night: resupply only')).toBeNull();
    const opened = await store.open((await store.list())[0]!.id);
    expect(opened.head).toMatchObject({ seq: 4, at: 940, type: 'settings.changed', payload: { changes: { nightResupplyOnly: false } } });
    store.close();
  });

  it('puts a refused advance in the page’s alert', async () => {
    const store = newStore();
    render(<Desk store={store} />);
    await waitFor(() => expect(screen.getByTitle('Campaign minute 0')).toBeTruthy());
    const spy = vi.spyOn(store, 'append').mockRejectedValueOnce(new RangeError('the disk said no'));
    fireEvent.click(screen.getByRole('button', { name: 'Advance 1 hour' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Could not advance the clock: the disk said no');
    expect(spy).toHaveBeenCalledTimes(1);
    expect(time().textContent).toBe('Tue 20 Nov 1917 06:20');
    store.close();
  });
});
