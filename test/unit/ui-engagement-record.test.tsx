// @vitest-environment jsdom
/**
 * The record of the engagement screen: `groupRecords` (bound → step, the step entry as heading) and
 * the `RecordPanel` (region "Record": lines as text, "Next step" / "Run bound" only while executing,
 * "Undo step", the "Dice" textbox of typed dice with the engine's request and a refusal of bad dice).
 */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatRecord } from '../../src/rules/bound/format.ts';
import type { RecordEntry } from '../../src/rules/bound/types.ts';
import { RecordPanel, type RecordPanelProps } from '../../src/ui/engagement/RecordPanel.tsx';
import { groupRecords, templatesOfLastBound } from '../../src/ui/engagement/recordLines.ts';

afterEach(cleanup);

const shot: RecordEntry = {
  bound: 1,
  step: '4',
  kind: 'shot',
  mode: 'fire',
  shooterId: 'a',
  shooterName: '2/3 Coy',
  shooterTag: 'dug in',
  targetId: 'b',
  targetName: '1/1 Coy',
  rangeM: 250,
  pool: [{ label: 'arming', value: 1 }, { label: 'bases beyond two', value: 2 }],
  needs: 5,
  resilience: [{ label: 'R', value: 4 }, { label: 'open, moving', value: -2 }, { label: 'ridge', value: 3 }],
  bonus: 0,
  dice: [6, 5, 2],
  confirm: [],
  confirmReason: null,
  hits: 2,
  drawn: [6, 5, 2],
};

const RECORDS: RecordEntry[] = [
  { bound: 1, step: 'plan', kind: 'command', formationId: 'f1', formationName: '2 Bn', command: { kind: 'hold' } },
  { bound: 1, step: '4', kind: 'step', title: 'Dug in infantry who are NOT assaulting, now shoot.' },
  shot,
  { bound: 1, step: '4', kind: 'hit', sourceId: 'a', targetId: 'b', targetName: '1/1 Coy', baseId: 'b.1', result: 'injured', redirected: false },
  { bound: 1, step: '5', kind: 'step', title: 'Infantry who are not dug in now shoot.' },
  { bound: 2, step: 'plan', kind: 'command', formationId: 'f1', formationName: '2 Bn', command: { kind: 'bombard', gridRef: 'C4' } },
  {
    bound: 2,
    step: '1',
    kind: 'bombard',
    formationId: 'f1',
    formationName: '2 Bn',
    gridRef: 'C4',
    ammo: 'HE',
    centreM: { xM: 100, yM: 200 },
    diameterM: 76.2,
    shots: 4,
    maxOnOneTarget: 2,
    firingBases: 2,
    allocation: [],
  },
];

describe('groupRecords', () => {
  it('groups by bound, then by step, with the step entry as the heading', () => {
    const g = groupRecords(RECORDS, formatRecord);
    expect(g.map((b) => b.bound)).toEqual([1, 2]);
    expect(g[0]!.steps.map((s) => [s.step, s.lines.length])).toEqual([
      ['plan', 1],
      ['4', 2],
      ['5', 0],
    ]);
    expect(g[0]!.steps[0]!.heading).toBe('Plans');
    expect(g[0]!.steps[1]!.heading).toBe(formatRecord(RECORDS[1]!));
    expect(g[0]!.steps[1]!.lines[0]).toEqual({ index: 2, text: formatRecord(shot), kind: 'shot' });
  });

  it('shows an entry it cannot format as its kind and the reason', () => {
    const g = groupRecords([shot], () => {
      throw new Error('no words');
    });
    expect(g[0]!.steps[0]!.lines[0]!.text).toBe('(shot entry that could not be shown: no words)');
  });

  it('finds the bombardment templates of the last bound with the inner circle', () => {
    expect(templatesOfLastBound(RECORDS, 0.5)).toEqual([{ centreM: { xM: 100, yM: 200 }, diameterM: 76.2, innerDiameterM: 38.1 }]);
    expect(templatesOfLastBound(RECORDS.slice(0, 5), 0.5)).toEqual([]);
  });
});

function panel(over: Partial<RecordPanelProps> = {}) {
  const props: RecordPanelProps = {
    records: RECORDS,
    format: formatRecord,
    executing: true,
    typedMode: false,
    busy: false,
    onNextStep: vi.fn(),
    onRunBound: vi.fn(),
    onUndo: vi.fn(),
    canUndo: true,
    undoTitle: 'Undo: step 5',
    diceRequest: null,
    typedAhead: [],
    onDice: vi.fn(),
    ...over,
  };
  render(<RecordPanel {...props} />);
  return { props, region: screen.getByRole('region', { name: 'Record' }) };
}

describe('RecordPanel', () => {
  it('lists every line as text under its bound and step, with the readable shot line', () => {
    const { region } = panel();
    const items = within(region).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toHaveLength(5);
    expect(items[1]).toBe(formatRecord(shot));
    expect(items[1]).toMatch(/2\/3 Coy \(dug in\) fires at 1\/1 Coy: 3 dice, needs 5 .*6, 5, 2 → 2 hits/);
    expect(within(region).getByRole('heading', { name: 'Bound 2' })).toBeTruthy();
    expect(within(region).getByText('Nothing happened.')).toBeTruthy();
  });

  it('offers Next step and Run bound while executing, and only Undo step while planning', () => {
    const { props } = panel();
    fireEvent.click(screen.getByRole('button', { name: 'Next step' }));
    fireEvent.click(screen.getByRole('button', { name: 'Run bound' }));
    fireEvent.click(screen.getByRole('button', { name: 'Undo step' }));
    expect([props.onNextStep, props.onRunBound, props.onUndo].map((f) => (f as ReturnType<typeof vi.fn>).mock.calls.length)).toEqual([1, 1, 1]);
    cleanup();
    panel({ executing: false, canUndo: false });
    expect(screen.queryByRole('button', { name: 'Next step' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Undo step' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks for typed dice, refuses a bad entry in place and hands over good dice as numbers', () => {
    const { props, region } = panel({ typedMode: true, diceRequest: { count: 3, sides: 6, purpose: 'Step 4: 2/3 Coy fires at 1/1 Coy' } });
    expect(region.textContent).toContain('Type 3 dice for Step 4: 2/3 Coy fires at 1/1 Coy');
    expect((screen.getByRole('button', { name: 'Next step' }) as HTMLButtonElement).disabled).toBe(true);
    const box = screen.getByRole('textbox', { name: 'Dice' });
    expect(document.activeElement).toBe(box);
    fireEvent.change(box, { target: { value: '6 0 2' } });
    fireEvent.submit(box.closest('form')!);
    expect(screen.getByRole('alert').textContent).toBe('die 2 is "0": each die must be a digit 1–6');
    expect(props.onDice).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: '6 5 2' } });
    fireEvent.submit(box.closest('form')!);
    expect(props.onDice).toHaveBeenCalledWith([6, 5, 2]);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
