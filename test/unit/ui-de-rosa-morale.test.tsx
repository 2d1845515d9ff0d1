// @vitest-environment jsdom
/**
 * The unit panel's "De Rosa morale" section (src/ui/morale/MoraleSection.tsx, moraleModel.ts; 003
 * "Morale"): shown only with the De Rosa rules on; proposes reason A at 40 % losses and a rally once
 * Shaken; records `morale.tested` with the typed or rolled D10.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CampaignState } from '../../src/campaign/model/types.ts';
import { UnitPanel } from '../../src/ui/UnitPanel.tsx';
import { rollD10 } from '../../src/ui/morale/MoraleSection.tsx';
import { d10Of } from '../../src/ui/morale/moraleModel.ts';
import { fold, turnStart } from './campaign-turn-fixture.ts';
import { foldingWriter } from './ui-command-fixture.ts';

afterEach(cleanup);

/** De Rosa on; 1/6 Gordons and its A Company down to 5 of 10 bases (10 figures: 50 % lost). */
function halved(): CampaignState {
  const s = fold(turnStart(), { at: 0, type: 'settings.changed', v: 1, payload: { changes: { deRosaAmmo: true } } });
  return { ...s, units: { ...s.units, 'gb-gordons': { ...s.units['gb-gordons']!, bases: 4 }, 'gb-gordons-a': { ...s.units['gb-gordons-a']!, bases: 1 } } };
}

function setup(state: CampaignState) {
  const writer = foldingWriter(state);
  render(<UnitPanel state={state} unitId="gb-gordons" onSelect={vi.fn()} onMoveUnit={vi.fn()} onEdit={vi.fn(async () => {})} writer={writer} />);
  return { writer, region: () => screen.getByRole('region', { name: 'De Rosa morale' }) };
}

describe('the De Rosa morale section', () => {
  it('proposes the 40 % test, records a failure (Shaken), then proposes and records the rally', async () => {
    const { writer, region } = setup(halved());
    expect(region().textContent).toContain('Good: in order. 10 of 20 figures (50 % lost).');
    const reason = within(region()).getByRole('combobox', { name: 'Reason to test' }) as HTMLSelectElement;
    expect(reason.value).toBe('casualties40');
    fireEvent.change(within(region()).getByRole('textbox', { name: 'D10' }), { target: { value: '5' } });
    expect(within(region()).getByRole('status', { name: 'Morale test result' }).textContent).toBe('D10 5 against 6: failed — Good → Shaken.');
    fireEvent.click(within(region()).getByRole('button', { name: 'Record morale test' }));
    await waitFor(() => expect(writer.writes).toHaveLength(1));
    expect(writer.writes[0]!.draft).toEqual({ type: 'morale.tested', v: 1, payload: { unitId: 'gb-gordons', reason: 'casualties40', die: 5, result: { target: 6, passed: false, before: 'good', after: 'shaken' } } });
    cleanup();
    const again = setup(writer.state());
    expect(again.region().textContent).toContain('Shaken: halted and prone, fire halved; it may not advance until it rallies.');
    expect(screen.getByRole('region', { name: 'Unit details' }).textContent).toContain('Shaken (De Rosa)');
    expect((within(again.region()).getByRole('combobox', { name: 'Reason to test' }) as HTMLSelectElement).value).toBe('rallying');
    fireEvent.change(within(again.region()).getByRole('textbox', { name: 'D10' }), { target: { value: '0' } });
    expect(within(again.region()).getByRole('status', { name: 'Morale test result' }).textContent).toBe('D10 10 against 6: passed — Shaken → Good.');
  });

  it('is not shown with the De Rosa rules off; a D10 roll is fair and typed dice are checked', () => {
    setup(turnStart());
    expect(screen.queryByRole('region', { name: 'De Rosa morale' })).toBeNull();
    const faces = new Set<number>();
    for (let b = 0; b < 250; b++) faces.add(rollD10((a) => ((a[0] = b), a)));
    expect([...faces].sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(d10Of('11')).toEqual({ problem: 'The D10 must be a whole number 0–10, not “11”.' });
  });
});
