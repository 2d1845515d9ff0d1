// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stateFromScenario } from '../../src/campaign/events.ts';
import { DEFAULT_SETTINGS } from '../../src/campaign/model/settings.ts';
import type { CampaignSettings, CampaignState } from '../../src/campaign/model/types.ts';
import { CampaignClock, type CampaignClockProps } from '../../src/ui/clock/CampaignClock.tsx';
import type { DeskWriter } from '../../src/ui/deskHost.ts';
import { tinyScenario } from './ui-fixture.ts';

afterEach(cleanup);

function stateAt(clockMin: number, settings?: CampaignSettings): CampaignState {
  const s = stateFromScenario(tinyScenario());
  return { ...s, clockMin, ...(settings ? { settings } : {}) };
}

function setup(state: CampaignState, extra: Partial<CampaignClockProps> = {}) {
  const append = vi.fn<DeskWriter['append']>(async () => state);
  const onError = vi.fn();
  const onDialogChange = vi.fn();
  render(<CampaignClock state={state} writer={{ append }} onError={onError} onDialogChange={onDialogChange} {...extra} />);
  return { append, onError, onDialogChange };
}

const button = (name: string) => screen.getByRole('button', { name });
const clockText = () => screen.getByTitle(/^Campaign minute/).textContent;

describe('the clock’s reading', () => {
  it('shows date, time, day, period and turn', () => {
    setup(stateAt(0));
    expect(clockText()).toBe('Campaign clock Tue 20 Nov 1917 06:20 · Day 1, Daylight 1 · Turn 1');
    expect(screen.getByText('Tue 20 Nov 1917 06:20').getAttribute('datetime')).toBe('1917-11-20T06:20');
    expect(screen.queryByText('Night: resupply only')).toBeNull();
  });

  it('shows the night badge only at night with the setting on', () => {
    setup(stateAt(940));
    expect(clockText()).toBe('Campaign clock Tue 20 Nov 1917 22:00 · Day 1, Night · Turn 16Night: resupply only');
    cleanup();
    setup(stateAt(940, { ...DEFAULT_SETTINGS, nightResupplyOnly: false }));
    expect(clockText()).toBe('Campaign clock Tue 20 Nov 1917 22:00 · Day 1, Night · Turn 16');
  });

  it('has no buttons without a writer', () => {
    render(<CampaignClock state={stateAt(0)} />);
    expect(screen.queryByRole('group', { name: 'Clock' })).toBeNull();
    expect(clockText()).toBe('Campaign clock Tue 20 Nov 1917 06:20 · Day 1, Daylight 1 · Turn 1');
  });
});

describe('advance buttons', () => {
  it('Advance 1 hour writes clock.advanced one hour after the clock', async () => {
    const { append } = setup(stateAt(95));
    fireEvent.click(button('Advance 1 hour'));
    await waitFor(() => expect(append).toHaveBeenCalledTimes(1));
    expect(append).toHaveBeenCalledWith(
      { type: 'clock.advanced', v: 1, payload: { toMin: 155 } },
      'Clock advanced to Tue 20 Nov 1917 08:55 · Day 1, Daylight 1 · Turn 3.',
      expect.anything(),
    );
  });

  it('Next period writes clock.advanced to the next period’s start (14:00 = minute 460)', async () => {
    const { append } = setup(stateAt(0));
    fireEvent.click(button('Next period'));
    await waitFor(() => expect(append).toHaveBeenCalledTimes(1));
    expect(append).toHaveBeenCalledWith(
      { type: 'clock.advanced', v: 1, payload: { toMin: 460 } },
      'Clock advanced to Tue 20 Nov 1917 14:00 · Day 1, Daylight 2 · Turn 8.',
      expect.anything(),
    );
  });

  it('hands a refused write to onError, or shows it itself without one', async () => {
    const refusal = new RangeError('store full');
    const { append, onError } = setup(stateAt(0));
    append.mockRejectedValueOnce(refusal);
    fireEvent.click(button('Advance 1 hour'));
    await waitFor(() => expect(onError).toHaveBeenCalledWith('Could not advance the clock', refusal));
    cleanup();
    const append2 = vi.fn<DeskWriter['append']>(async () => {
      throw refusal;
    });
    render(<CampaignClock state={stateAt(0)} writer={{ append: append2 }} />);
    fireEvent.click(button('Next period'));
    expect((await screen.findByRole('alert')).textContent).toBe('Could not advance the clock: store full');
  });

  it('disables the buttons while the desk is busy', () => {
    setup(stateAt(0), { busy: true });
    for (const name of ['Advance 1 hour', 'Next period', 'Advance to…', 'Settings']) {
      expect((button(name) as HTMLButtonElement).disabled).toBe(true);
    }
  });
});

describe('Advance to…', () => {
  it('refuses a time not after the clock and keeps the dialog open, then advances to a later one', async () => {
    const { append, onDialogChange } = setup(stateAt(0));
    fireEvent.click(button('Advance to…'));
    const dialog = screen.getByRole('dialog', { name: 'Advance the clock' });
    expect(onDialogChange).toHaveBeenLastCalledWith(true);
    const field = within(dialog).getByLabelText('Advance the clock to') as HTMLInputElement;
    expect(field.value).toBe('1917-11-20T07:20');
    fireEvent.change(field, { target: { value: '1917-11-20T06:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Advance clock' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Tue 20 Nov 1917 06:00 is not after the campaign clock (Tue 20 Nov 1917 06:20): choose a later time. Going back is Undo.',
    );
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(append).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: '1917-11-20T08:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Advance clock' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(append).toHaveBeenCalledExactlyOnceWith(
      { type: 'clock.advanced', v: 1, payload: { toMin: 100 } },
      'Clock advanced to Tue 20 Nov 1917 08:00 · Day 1, Daylight 1 · Turn 2.',
      expect.anything(),
    );
    expect(onDialogChange).toHaveBeenLastCalledWith(false);
  });

  it('shows the store’s refusal inside the dialog, which stays open', async () => {
    const { append } = setup(stateAt(0));
    append.mockRejectedValueOnce(new RangeError('the clock can only advance'));
    fireEvent.click(button('Advance to…'));
    const dialog = screen.getByRole('dialog', { name: 'Advance the clock' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Advance clock' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Could not advance the clock: the clock can only advance');
    expect(append).toHaveBeenCalledWith({ type: 'clock.advanced', v: 1, payload: { toMin: 60 } }, expect.any(String), expect.anything());
    expect(screen.getByRole('dialog', { name: 'Advance the clock' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('Settings', () => {
  const openSettings = () => {
    fireEvent.click(button('Settings'));
    return screen.getByRole('dialog', { name: 'Campaign settings' });
  };

  it('shows the settings in force, the targets headed as assumed', () => {
    setup(stateAt(0));
    const dialog = openSettings();
    expect((within(dialog).getByLabelText('Day starts at') as HTMLInputElement).value).toBe('06:00');
    expect((within(dialog).getByRole('checkbox', { name: 'Night allows only resupply' }) as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByRole('checkbox', { name: /^1916 rules/ }) as HTMLInputElement).checked).toBe(false);
    const targets = within(dialog).getByRole('group', { name: '1916 command test targets (assumed)' });
    expect(within(targets).getAllByRole('spinbutton').map((i) => (i as HTMLInputElement).value)).toEqual(['2', '3', '2', '3', '3', '4', '4', '5', '5', '6']);
    expect((within(targets).getByRole('spinbutton', { name: 'Assault target for grade C' }) as HTMLInputElement).value).toBe('5');
  });

  it('edits the 1916 vehicle and minefield charts (assumed), whole, and refuses a range end beyond 12 or a minefield total below 2, naming the cell', async () => {
    const { append } = setup(stateAt(0));
    const dialog = openSettings();
    const charts = within(dialog).getByRole('group', { name: '1916 vehicle and minefield charts (assumed)' });
    expect(within(charts).getAllByRole('spinbutton').map((i) => (i as HTMLInputElement).value)).toEqual(['2', '2', '2', '2', '5', '4', '3', '6', '4', '3', '11', '9']);
    fireEvent.change(within(charts).getByRole('spinbutton', { name: 'Minefield: base damaged, 2D6 from' }), { target: { value: '1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Minefield: base damaged, 2D6 from: enter a whole number from 2 to 13, got "1".');
    fireEvent.change(within(charts).getByRole('spinbutton', { name: 'Minefield: base damaged, 2D6 from' }), { target: { value: '10' } });
    fireEvent.change(within(charts).getByRole('spinbutton', { name: 'Breakdown (road rating), 2D6 up to, Tanks (Mark IV)' }), { target: { value: '13' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Breakdown (road rating), 2D6 up to, Tanks (Mark IV): enter a whole number from 1 to 12, got "13".');
    fireEvent.change(within(charts).getByRole('spinbutton', { name: 'Breakdown (road rating), 2D6 up to, Tanks (Mark IV)' }), { target: { value: '3' } });
    fireEvent.change(within(charts).getByRole('spinbutton', { name: 'Repair target after dangerous terrain' }), { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(append.mock.calls[0]![0]).toEqual({
      type: 'settings.changed',
      v: 1,
      payload: {
        changes: {
          vehicles1916: {
            tracked: { tankHeavy: { breakdownUpTo: 3, dangerousUpTo: 2 }, tankMedium: { breakdownUpTo: 2, dangerousUpTo: 2 } },
            crew: { breakdown: { repair: 5, getLmg: 4, fireBus: 3 }, terrain: { repair: 5, getLmg: 4, fireBus: 3 } },
            mines: { lostFrom: 11, damagedFrom: 10 },
          },
        },
      },
    });
  });

  it('writes one settings.changed with only the changed fields', async () => {
    const { append } = setup(stateAt(0));
    const dialog = openSettings();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Night allows only resupply' }));
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Maneuver target for grade E' }), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(append).toHaveBeenCalledExactlyOnceWith(
      {
        type: 'settings.changed',
        v: 1,
        payload: {
          changes: {
            nightResupplyOnly: false,
            commandTestTargets: {
              E: { maneuver: 3, assault: 3 },
              V: { maneuver: 2, assault: 3 },
              R: { maneuver: 3, assault: 4 },
              C: { maneuver: 4, assault: 5 },
              M: { maneuver: 5, assault: 6 },
            },
          },
        },
      },
      'Settings saved: night allows only resupply, 1916 command test targets.',
    );
  });

  it('writes the day start alone when only it changed', async () => {
    const { append } = setup(stateAt(0));
    const dialog = openSettings();
    fireEvent.change(within(dialog).getByLabelText('Day starts at'), { target: { value: '05:30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(append).toHaveBeenCalledTimes(1));
    expect(append).toHaveBeenCalledWith({ type: 'settings.changed', v: 1, payload: { changes: { dayStartMin: 330 } } }, 'Settings saved: day start.');
  });

  it('refuses 0 and 8 as targets, naming the fields, and keeps the dialog open', () => {
    const { append } = setup(stateAt(0));
    const dialog = openSettings();
    const e = within(dialog).getByRole('spinbutton', { name: 'Maneuver target for grade E' });
    const m = within(dialog).getByRole('spinbutton', { name: 'Assault target for grade M' });
    fireEvent.change(e, { target: { value: '0' } });
    fireEvent.change(m, { target: { value: '8' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Maneuver target for grade E: enter a whole number from 1 to 7, got "0".Assault target for grade M: enter a whole number from 1 to 7, got "8".',
    );
    expect([e.getAttribute('aria-invalid'), m.getAttribute('aria-invalid')]).toEqual(['true', 'true']);
    expect(append).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Campaign settings' })).toBeTruthy();
  });

  it('restores the assumed targets', async () => {
    const edited: CampaignSettings = { ...DEFAULT_SETTINGS, commandTestTargets: { ...DEFAULT_SETTINGS.commandTestTargets, R: { maneuver: 6, assault: 7 } } };
    const { append } = setup(stateAt(0, edited));
    const dialog = openSettings();
    const r = within(dialog).getByRole('spinbutton', { name: 'Assault target for grade R' }) as HTMLInputElement;
    expect(r.value).toBe('7');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore assumed targets' }));
    expect(r.value).toBe('4');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(append).toHaveBeenCalledTimes(1));
    expect(append.mock.calls[0]![0]).toEqual({ type: 'settings.changed', v: 1, payload: { changes: { commandTestTargets: DEFAULT_SETTINGS.commandTestTargets } } });
  });

  it('closes without writing when nothing changed; a refused save stays open with the reason', async () => {
    const { append } = setup(stateAt(0));
    fireEvent.click(within(openSettings()).getByRole('button', { name: 'Save settings' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(append).not.toHaveBeenCalled();
    append.mockRejectedValueOnce(new RangeError('payload.changes.dayStartMin: bad'));
    const dialog = openSettings();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /^1916 rules/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Could not save the settings: payload.changes.dayStartMin: bad');
    expect(append).toHaveBeenCalledWith({ type: 'settings.changed', v: 1, payload: { changes: { commandTest1916: true } } }, 'Settings saved: 1916 rules.');
    expect(screen.getByRole('dialog', { name: 'Campaign settings' })).toBeTruthy();
  });
});
