// @vitest-environment jsdom
/**
 * The engagement screen's link back to the campaign in jsdom over `contactsDesk`: an
 * engagement handed off from contact `ct-160-1` shows where it came from and its minutes so far, plans
 * its first bound under the high commands of the hand-off, runs a bound, and "Return to campaign"
 * previews the battle report of `engagementReturnPayload` with the typed seed and writes exactly that
 * `engagement.returned`, then goes to the contacts screen and offers no more planning; the engine's stop
 * banner for sides out of contact; an engagement opened by hand stays on its screen after the return.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { engagementReturnPayload, engagementStop } from '../../src/campaign/engagement/returned.ts';
import { handOffPayload } from '../../src/campaign/engagement/handOff.ts';
import type { CampaignState } from '../../src/campaign/model/types.ts';
import { seededDice } from '../../src/rules/dice.ts';
import type { DeskEventInput } from '../../src/ui/deskHost.ts';
import { EngagementScreen } from '../../src/ui/engagement/EngagementScreen.tsx';
import { engagementCreatedEvent } from '../../src/ui/engagement/newEngagement.ts';
import type { TacticalMapProps } from '../../src/ui/engagement/TacticalMap.tsx';
import type { EngagementHost } from '../../src/ui/engagement/types.ts';
import { gridRefToPoint } from '../../src/rules/grid.ts';
import { contactsDesk } from './ui-contacts-fixture.ts';
import { GRID } from './ui-fixture.ts';

vi.mock('../../src/ui/engagement/TacticalMap.tsx', () => ({
  TacticalMap: (p: TacticalMapProps) => <div role="region" aria-label="Tactical map" data-bases={p.state.subUnits.reduce((n, s) => n + s.bases.length, 0)} />,
}));

afterEach(cleanup);

const TERRAIN = { type: 'FeatureCollection' as const, features: [] };

/**
 * The desk with contact `contactId` handed off as `eng-6` (bounds of 7 min, seed 99; for `ct-160-2` 6 BW
 * first moved 11 km away), or an engagement of 6 Gordons and I/84 opened by hand.
 */
function setup(contactId: 'ct-160-1' | 'ct-160-2' | null = 'ct-160-1') {
  const d = contactsDesk();
  // 6 BW far off: its engagement with I/84 starts out of contact.
  if (contactId === 'ct-160-2') d.put({ type: 'unit.moved', v: 1, payload: { unitId: 'gb-6bw', to: gridRefToPoint(GRID, '02000200') } });
  const s = d.state();
  if (contactId) {
    d.put({ type: 'engagement.created', v: 1, payload: handOffPayload(s, s.contacts![contactId]!, { edition: 'v0.8', diceMode: 'seeded', seed: 99, boundMin: 7, engagementId: 'eng-6' }) });
  } else {
    d.put(engagementCreatedEvent(s, { unitIds: ['gb-6gordons', 'de-84rir-1'], edition: 'v0.8', diceMode: 'seeded', seed: 99, title: '' }) as DeskEventInput);
  }
  d.writes.length = 0;
  const setScreen = vi.fn();
  function Harness() {
    const [state, setState] = useState<CampaignState>(d.state());
    const host: EngagementHost = {
      screen: { kind: 'engagement', id: 'eng-6' },
      setScreen,
      newEngagement: vi.fn(),
      async append(draft, notice) {
        const next = await d.writer.append(draft as DeskEventInput, notice);
        setState(next);
        return next;
      },
      undoStep: vi.fn(),
      head: null,
    };
    return <EngagementScreen engagementId="eng-6" campaign={state} terrain={TERRAIN} host={host} />;
  }
  render(<Harness />);
  return { d, setScreen, region: screen.getByRole('region', { name: 'Engagement' }) };
}

const click = async (el: HTMLElement) => {
  await act(async () => {
    fireEvent.click(el);
  });
};

describe('an engagement handed off from a contact', () => {
  it('shows its origin, plans under the hand-off high commands, and writes its result back', async () => {
    const { d, setScreen, region } = setup();
    expect(within(region).getByText('From contact at 053 127, 09:00; 0 bounds = 0 min so far')).toBeTruthy();
    expect((within(region).getByRole('combobox', { name: 'High command of 6 Gordons' }) as HTMLSelectElement).value).toBe('advance');
    expect((within(region).getByRole('combobox', { name: 'High command of I/84' }) as HTMLSelectElement).value).toBe('hold');
    expect(engagementStop(d.state().engagements['eng-6']!.state)).toBeNull();
    expect(within(region).queryByRole('status', { name: 'Engine stop' })).toBeNull();

    // Under Advance every sub-unit must move (a path is needed): hold this bound instead.
    fireEvent.change(within(region).getByRole('combobox', { name: 'High command of 6 Gordons' }), { target: { value: 'hold' } });
    await click(within(region).getByRole('button', { name: 'Plan bound' }));
    await click(await within(region).findByRole('button', { name: 'Run bound' }));
    await waitFor(() => expect(within(region).getByRole('button', { name: 'Plan bound' })).toBeTruthy());
    expect(within(region).getByText('From contact at 053 127, 09:00; 1 bound = 7 min so far')).toBeTruthy();
    expect(d.writes.map((w) => w.draft.type)[0]).toBe('engagement.planned');

    await click(within(region).getByRole('button', { name: 'Return to campaign' }));
    const dialog = screen.getByRole('dialog', { name: 'Return to campaign' });
    expect(within(dialog).getByText(/^It ends because the umpire ends it\./)).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Seed' }), { target: { value: '5' } });
    const before = d.state();
    const eng = before.engagements['eng-6']!;
    const expected = engagementReturnPayload(before, eng, 'umpire', seededDice(5));
    const lines = within(within(dialog).getByRole('list', { name: 'Battle report' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(lines).toEqual(expected.lines);
    expect(lines[0]).toBe('Battle report: 6 Gordons vs I/84 (053127) — 1 bound (7 min), ended by the umpire.');
    expect([expected.bounds, expected.minutes]).toEqual([1, 7]);
    const writes = d.writes.length;
    await click(within(dialog).getByRole('button', { name: 'Write back' }));
    expect(d.writes.slice(writes).map((w) => w.draft)).toEqual([{ type: 'engagement.returned', v: 1, payload: expected }]);
    expect(d.writes[writes]!.notice).toBe('6 Gordons vs I/84 (053127): returned to the campaign (1 bound, 7 min).');
    expect(setScreen).toHaveBeenCalledWith({ kind: 'contacts' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(d.state().contacts!['ct-160-1']!.status).toBe('returned');
    expect(within(region).getByRole('status', { name: 'Returned' }).textContent).toBe('Returned to the campaign');
    for (const name of ['Return to campaign', 'Plan bound', 'Next step', 'Run bound']) expect(within(region).queryByRole('button', { name })).toBeNull();
    expect(within(region).queryByRole('combobox', { name: 'Allocate hits' })).toBeNull();
    expect(within(region).getByText(/^Bound 2 · returned to the campaign · 1418 v0\.8/)).toBeTruthy();
  });

  it('refuses a bad seed in the preview, and Cancel writes nothing', async () => {
    const { d, region } = setup();
    await click(within(region).getByRole('button', { name: 'Return to campaign' }));
    const dialog = screen.getByRole('dialog', { name: 'Return to campaign' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Seed' }), { target: { value: 'x' } });
    expect(within(dialog).getByRole('alert').textContent).toBe('The seed must be a whole number from 0 to 2147483647, not “x”.');
    expect((within(dialog).getByRole('button', { name: 'Write back' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(d.writes).toEqual([]);
    expect(within(region).getByRole('button', { name: 'Return to campaign' })).toBeTruthy();
  });

  it('says when the engine has reached a stop, and the return carries that reason', async () => {
    const { d, region } = setup('ct-160-2');
    expect(engagementStop(d.state().engagements['eng-6']!.state)).toBe('outOfContact');
    expect(within(region).getByRole('status', { name: 'Engine stop' }).textContent).toBe('The engine has reached a stop: the sides are out of contact');
    await click(within(region).getByRole('button', { name: 'Return to campaign' }));
    const dialog = screen.getByRole('dialog', { name: 'Return to campaign' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Seed' }), { target: { value: '1' } });
    await click(within(dialog).getByRole('button', { name: 'Write back' }));
    const p = d.writes[0]!.draft.payload as { stop: string; bounds: number; minutes: number; lines: string[] };
    expect([p.stop, p.bounds, p.minutes, p.lines[0]]).toEqual(['outOfContact', 0, 0, 'Battle report: 6 BW vs I/84 (057125) — 0 bounds (0 min), the sides are out of contact.']);
    expect(within(region).queryByRole('status', { name: 'Engine stop' })).toBeNull();
  });
});

describe('an engagement opened by hand', () => {
  it('starts on Hold, shows no origin, and stays on its screen after the return', async () => {
    const { d, setScreen, region } = setup(null);
    expect((within(region).getByRole('combobox', { name: 'High command of 6 Gordons' }) as HTMLSelectElement).value).toBe('hold');
    expect(within(region).queryByText(/so far$/)).toBeNull();
    await click(within(region).getByRole('button', { name: 'Return to campaign' }));
    await click(within(screen.getByRole('dialog', { name: 'Return to campaign' })).getByRole('button', { name: 'Write back' }));
    expect(d.writes.map((w) => w.draft.type)).toEqual(['engagement.returned']);
    expect(setScreen).not.toHaveBeenCalled();
    expect(within(region).getByRole('status', { name: 'Returned' })).toBeTruthy();
  });
});
