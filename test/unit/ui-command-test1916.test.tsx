// @vitest-environment jsdom
/**
 * The 1916 command test before a move (src/ui/command/CommandTestDialog.tsx, commandTestModel.ts;
 * 002 §2.1, RULINGS.md §1916): pass and fail computed exactly from typed dice, the column and the
 * modifiers, with the arithmetic shown; "Record test" writes one `command.tested` draft; the fold
 * moves the unit only when the test passed, and a failed test keeps its `moveTo` in the record.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyEvent, stateFromScenario } from '../../src/campaign/events.ts';
import type { CampaignState } from '../../src/campaign/model/types.ts';
import { CommandTestDialog } from '../../src/ui/command/CommandTestDialog.tsx';
import { emptyTestDraft, evaluateTest, modifiersOf, rollD6 } from '../../src/ui/command/commandTestModel.ts';
import { DEFAULT_SETTINGS } from '../../src/campaign/model/settings.ts';
import { gridRefToPoint } from '../../src/rules/grid.ts';
import { foldingWriter } from './ui-command-fixture.ts';
import { GRID, tinyScenario } from './ui-fixture.ts';

afterEach(cleanup);

/** The tiny scenario with the 1916 test switched on (a `settings.changed` event). */
function testState(): CampaignState {
  const s = stateFromScenario(tinyScenario());
  return applyEvent(s, { seq: s.seq + 1, at: 0, type: 'settings.changed', v: 1, payload: { changes: { commandTest1916: true } } });
}

const TO = gridRefToPoint(GRID, '06001300');

function openTest(state = testState(), unitId = 'gb-6gordons', roll?: () => number) {
  const writer = foldingWriter(state);
  const onClose = vi.fn();
  render(<CommandTestDialog state={state} unitId={unitId} to={TO} writer={writer} onClose={onClose} roll={roll} />);
  const dialog = screen.getByRole('dialog', { name: 'Command test' });
  const result = () => within(dialog).getByRole('status', { name: 'Command test result' }).textContent;
  const record = () => within(dialog).getByRole('button', { name: 'Record test' }) as HTMLButtonElement;
  return { writer, onClose, dialog, result, record, state };
}

describe('command test model', () => {
  it('expands counts into one id per instance and refuses a bad count', () => {
    const d = emptyTestDraft();
    expect(modifiersOf({ ...d, counts: { ...d.counts, hqHit: '2', overTheTop: '1' } })).toEqual({ modifiers: ['overTheTop', 'hqHit', 'hqHit'] });
    expect(modifiersOf({ ...d, counts: { ...d.counts, hqHit: 'x' } })).toEqual({ problem: 'Each hit on the regimental command base: a whole number 0–9, not “x”' });
    expect(modifiersOf({ ...d, counts: { ...d.counts, demoralised: '2' } })).toEqual({ problem: 'Demoralised: a whole number 0–1, not “2”' });
  });

  it('computes with the campaign’s targets: an umpire’s target changes the result', () => {
    const d = { ...emptyTestDraft(), dieText: '3' };
    const r = evaluateTest({ grade: 'R' }, DEFAULT_SETTINGS, d);
    expect(r).toMatchObject({ die: 3, target: 3, modifierPoints: 0, modified: 3, passed: true, arithmetic: 'Die 3 = 3; needs 3 or more: passed' });
    const harder = { commandTestTargets: { ...DEFAULT_SETTINGS.commandTestTargets, R: { maneuver: 4, assault: 5 } } };
    expect(evaluateTest({ grade: 'R' }, harder, d)).toMatchObject({ target: 4, modified: 3, passed: false });
    expect(evaluateTest({ grade: 'R' }, DEFAULT_SETTINGS, { ...d, dieText: '7' })).toEqual({ problem: 'The die must be a whole number 1–6, not “7”.' });
  });

  it('rolls a fair D6 from random bytes, rejecting 252–255', () => {
    const bytes = [255, 252, 7];
    const src = (a: Uint8Array) => {
      a[0] = bytes.shift()!;
      return a;
    };
    expect(rollD6(src)).toBe(2);
    expect(bytes).toEqual([]);
    for (let i = 0; i < 50; i++) expect([1, 2, 3, 4, 5, 6]).toContain(rollD6());
  });
});

describe('CommandTestDialog', () => {
  it('a typed die with modifiers fails exactly; recording writes the draft and the fold leaves the unit where it was', async () => {
    const { writer, onClose, dialog, result, record, state } = openTest();
    expect(dialog.textContent).toContain('6th Gordon Highlanders (grade R — Regular) is to move to 06001300');
    expect(dialog.textContent).toContain('Target (Maneuver, grade R): 3 or more (assumed: the seed’s chart is lost)');
    expect(result()).toBe('Roll the die or type the die rolled (1–6).');
    expect(record().disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Over the top (leaving hard cover or prone within small-arms range)' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Each hit on the regimental command base' }), { target: { value: '2' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Die' }), { target: { value: '4' } });
    expect(result()).toBe('Die 4 − 1 (over the top) − 2 (2 HQ hits) = 1; needs 3 or more: failed');
    fireEvent.click(record());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(writer.writes).toEqual([
      {
        draft: {
          type: 'command.tested',
          v: 1,
          payload: { unitId: 'gb-6gordons', column: 'maneuver', die: 4, modifiers: ['overTheTop', 'hqHit', 'hqHit'], target: 3, passed: false, moveTo: TO },
        },
        notice: '6 Gordons failed the command test (Die 4 − 1 (over the top) − 2 (2 HQ hits) = 1; needs 3 or more: failed) and stays put',
      },
    ]);
    const after = writer.state();
    expect(after.units['gb-6gordons']!.pos).toEqual(state.units['gb-6gordons']!.pos);
    expect(after.commandTests).toEqual([
      { seq: state.seq + 1, atMin: 0, unitId: 'gb-6gordons', column: 'maneuver', die: 4, modifiers: ['overTheTop', 'hqHit', 'hqHit'], target: 3, passed: false, moveTo: TO },
    ]);
  });

  it('the Assault column with a typed die that reaches its target passes, and the fold moves the unit', async () => {
    const { writer, onClose, dialog, result, record } = openTest();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Assault' }));
    expect(dialog.textContent).toContain('Target (Assault, grade R): 4 or more');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Die' }), { target: { value: '6' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Pinned, or withdrew last turn' }));
    expect(result()).toBe('Die 6 − 2 (pinned or withdrawn) = 4; needs 4 or more: passed');
    fireEvent.click(record());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(writer.writes[0]!.draft).toEqual({
      type: 'command.tested',
      v: 1,
      payload: { unitId: 'gb-6gordons', column: 'assault', die: 6, modifiers: ['pinnedOrWithdrawn'], target: 4, passed: true, moveTo: TO },
    });
    expect(writer.writes[0]!.notice).toBe('6 Gordons passed the command test (Die 6 − 2 (pinned or withdrawn) = 4; needs 4 or more: passed) and moves to 06001300');
    expect(writer.state().units['gb-6gordons']!.pos).toEqual(TO);
  });

  it('Roll puts the die in the field; a bad typed die is refused and nothing can be recorded', () => {
    const { dialog, result, record } = openTest(testState(), 'gb-8argylls', () => 2);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Roll' }));
    expect((within(dialog).getByRole('textbox', { name: 'Die' }) as HTMLInputElement).value).toBe('2');
    expect(result()).toBe('Die 2 = 2; needs 2 or more: passed'); // grade V: Maneuver 2+
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Die' }), { target: { value: '0' } });
    expect(result()).toBe('The die must be a whole number 1–6, not “0”.');
    expect(record().disabled).toBe(true);
  });

  it('says the target was set by the umpire when it differs from the assumed chart', () => {
    const s = testState();
    const targets = { ...DEFAULT_SETTINGS.commandTestTargets, R: { maneuver: 5, assault: 6 } };
    const changed = applyEvent(s, { seq: s.seq + 1, at: 0, type: 'settings.changed', v: 1, payload: { changes: { commandTestTargets: targets } } });
    const { dialog } = openTest(changed);
    expect(dialog.textContent).toContain('Target (Maneuver, grade R): 5 or more (set by the umpire)');
  });
});
