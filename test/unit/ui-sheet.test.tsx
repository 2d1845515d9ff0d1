// @vitest-environment jsdom
/**
 * SheetScreen in jsdom on the table-1418 scenario: the seed's sample sheet (000 §Executing All
 * Commands) built through the UI gives one `sheet.saved` per change and prints as the seed's 8 lines;
 * the guidance panel shows the 1418 table's actions; print, CSV export and delete.
 * The desk is a fake writer that records each draft and folds it with the campaign's `applyEvent`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useMemo, useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyEvent, stateFromScenario, type CampaignEvent } from '../../src/campaign/events.ts';
import { createSheet, setCell, sheetToCsv } from '../../src/campaign/orders/highCommandSheet.ts';
import type { CampaignState, HighCommandCell, HighCommandSheet, Scenario } from '../../src/campaign/model/types.ts';
import { deskEventAt, type DeskEventInput, type DeskWriter } from '../../src/ui/deskHost.ts';
import { downloadText } from '../../src/ui/download.ts';
import { SheetScreen } from '../../src/ui/sheet/SheetScreen.tsx';
import tableScenario from '../../maps/table-1418/scenario.json';

vi.mock('../../src/ui/download.ts', () => ({ downloadText: vi.fn(), CSV_TYPE: 'text/csv;charset=utf-8' }));

afterEach(cleanup);

const base: CampaignState = stateFromScenario(tableScenario as Scenario);

function seedSheetLines(): string[] {
  const dir = join(process.cwd(), '../shared/seeds');
  const file = readdirSync(dir).find((f) => f.startsWith('000_') && f.endsWith('.txt'))!;
  const lines = readFileSync(join(dir, file), 'utf8').split(/\r?\n/);
  const i = lines.indexOf('Battalion Bound 1 Bound 2 Bound 3 Bound 4');
  return lines.slice(i, i + 8);
}

const SEED: [string, string[]][] = [
  ['180/Btn 1', ['Advance', 'Hold', 'Hold', 'Assault']],
  ['180/Btn 2', ['Advance', 'Advance', 'Hold', 'Hold']],
  ['180/Btn 3', ['Advance', 'Advance', 'Advance', 'Hold']],
  ['203/Btn 1', ['Advance', 'Hold', 'Hold', 'Hold']],
  ['13 Cav/Sqn 1', ['Advance', 'Advance', 'Advance', 'Assault']],
  ['80 Art/Btn 1', ['Hold', 'Hold', 'Hold', 'Hold']],
  ['80 Art/Btn 2', ['Hold', 'Bombard B1', 'Bombard B2', 'Hold']],
];

type Written = { draft: DeskEventInput; notice: string };

/** What the desk does with a draft: stamp it with the next seq and the clock, and fold it. */
function fold(state: CampaignState, draft: DeskEventInput): CampaignState {
  return applyEvent(state, { ...draft, seq: state.seq + 1, at: deskEventAt(state, draft) } as CampaignEvent);
}

function Harness({ initial, written }: { initial: CampaignState; written: Written[] }) {
  const [state, setState] = useState(initial);
  const now = useRef(initial);
  const writer = useMemo<DeskWriter>(
    () => ({
      async append(draft, notice) {
        written.push({ draft, notice });
        now.current = fold(now.current, draft);
        setState(now.current);
        return now.current;
      },
    }),
    [written],
  );
  return <SheetScreen state={state} writer={writer} />;
}

const cellSelect = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const optionTexts = (name: string) => [...cellSelect(name).options].map((o) => o.text);

/** The printed table's rows, each as its cells' texts joined by single spaces. */
const printedLines = (title: string) =>
  [...screen.getByRole('table', { name: `Printed sheet ${title}` }).querySelectorAll('tr')].map((tr) => [...tr.children].map((c) => c.textContent).join(' '));

/** The seed's sheet made by the model (for the tests that start from it). */
function seeded(): CampaignState {
  let sheet: HighCommandSheet = createSheet(base, { id: 'sheet-9', title: 'Sample sheet', side: 'blue', columnKind: 'bound', columnCount: 4 });
  const ids = sheet.rows;
  SEED.forEach(([, texts], r) =>
    texts.forEach((t, i) => {
      const cell: HighCommandCell = t.startsWith('Bombard ') ? { command: 'bombard', target: t.slice(8) } : { command: t.toLowerCase() as 'hold' };
      sheet = setCell(base, sheet, ids[r]!, i, cell);
    }),
  );
  return { ...base, sheets: { [sheet.id]: sheet } };
}

describe('SheetScreen: the seed’s sample sheet through the UI', () => {
  it('creates the sheet, writes one sheet.saved per cell, and prints the seed’s lines', async () => {
    const written: Written[] = [];
    render(<Harness initial={base} written={written} />);
    const screenRegion = screen.getByRole('region', { name: 'High-command sheets' });
    expect(within(screenRegion).getByText(/No sheets yet/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'New sheet' }));
    const form = screen.getByRole('form', { name: 'New sheet' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Title' }), { target: { value: 'Sample sheet' } });
    expect((within(form).getByRole('combobox', { name: 'Side' }) as HTMLSelectElement).value).toBe('blue');
    expect((within(form).getByRole('textbox', { name: 'Number of columns' }) as HTMLInputElement).value).toBe('4');
    const boxes = () => within(form).getAllByRole('checkbox') as HTMLInputElement[];
    const names = (list: HTMLInputElement[]) => list.map((c) => c.labels![0]!.textContent);
    expect(names(boxes().filter((c) => c.checked))).toEqual(SEED.map(([l]) => l));
    expect(names(boxes())).toEqual(['180', '180/Btn 1', '180/Btn 2', '180/Btn 3', '203', '203/Btn 1', '13 Cav', '13 Cav/Sqn 1', '80 Art', '80 Art/Btn 1', '80 Art/Btn 2']);
    expect((within(form).getByRole('checkbox', { name: '180' }) as HTMLInputElement).checked).toBe(false);
    // The filter narrows the list but keeps what is ticked.
    fireEvent.click(within(form).getByRole('checkbox', { name: '180/Btn 2' }));
    fireEvent.change(within(form).getByRole('searchbox', { name: 'Find formations' }), { target: { value: 'cav' } });
    expect(names(boxes())).toEqual(['180/Btn 1', '180/Btn 3', '203/Btn 1', '13 Cav', '13 Cav/Sqn 1', '80 Art/Btn 1', '80 Art/Btn 2']);
    fireEvent.click(within(form).getByRole('checkbox', { name: '180/Btn 1' }));
    expect(within(form).getByRole('group', { name: 'Formations (rows), 5 ticked' })).toBeTruthy();
    expect(within(form).queryByRole('checkbox', { name: '180/Btn 1' })).toBeNull(); // unticked and not matching
    fireEvent.change(within(form).getByRole('searchbox', { name: 'Find formations' }), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: '180/Btn 2' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: '180/Btn 1' }));
    fireEvent.change(within(form).getByRole('searchbox', { name: 'Find formations' }), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));

    await screen.findByRole('table', { name: 'Sheet Sample sheet' });
    expect(written).toHaveLength(1);
    const created = written[0]!;
    expect(created.notice).toBe('Created sheet “Sample sheet”.');
    expect(created.draft).toEqual({
      type: 'sheet.saved',
      v: 1,
      payload: { sheet: createSheet(base, { id: `sheet-${base.seq + 1}`, title: 'Sample sheet', side: 'blue', columnKind: 'bound', columnCount: 4 }) },
    });

    expect(optionTexts('80 Art/Btn 2, Bound 2')).toEqual(['—', 'Hold', 'Bombard']);
    expect(optionTexts('180/Btn 1, Bound 2')).toEqual(['—', 'Advance', 'Hold', 'Assault', 'Retreat']);

    for (const [label, texts] of SEED) {
      texts.forEach((t, i) => {
        const name = `${label}, Bound ${i + 1}`;
        if (!t.startsWith('Bombard ')) {
          fireEvent.change(cellSelect(name), { target: { value: t.toLowerCase() } });
          return;
        }
        fireEvent.change(cellSelect(name), { target: { value: 'bombard' } });
        const target = screen.getByRole('textbox', { name: `${name} target` });
        fireEvent.change(target, { target: { value: 'M1' } }); // off the table: refused as typed
        expect(target.getAttribute('aria-invalid')).toBe('true');
        expect(screen.getByText('Grid reference "M1" is off the map: the table runs A1 to L8 (12 × 8 squares)')).toBeTruthy();
        fireEvent.keyDown(target, { key: 'Enter' });
        fireEvent.change(target, { target: { value: t.slice(8).toLowerCase() } });
        expect(target.getAttribute('aria-invalid')).toBe('false');
        fireEvent.keyDown(target, { key: 'Enter' });
      });
    }
    await waitFor(() => expect(written).toHaveLength(29));
    expect(written.every((w) => w.draft.type === 'sheet.saved' && w.draft.v === 1)).toBe(true);
    expect(written.map((w) => w.notice)).toContain('80 Art/Btn 2, Bound 3: Bombard B2.');
    const last = written[28]!.draft as Extract<DeskEventInput, { type: 'sheet.saved' }>;
    expect(last.payload.sheet.cells).toEqual(seeded().sheets!['sheet-9']!.cells);
    expect(printedLines('Sample sheet')).toEqual(seedSheetLines());
    expect(cellSelect('80 Art/Btn 2, Bound 2').value).toBe('bombard');
    expect((screen.getByRole('textbox', { name: '80 Art/Btn 2, Bound 2 target' }) as HTMLInputElement).value).toBe('B1');
  });
});

describe('SheetScreen: an hourly sheet', () => {
  it('names columns by the hour and refuses a bad number of columns in place', async () => {
    const written: Written[] = [];
    render(<Harness initial={{ ...base, clockMin: 30 }} written={written} />);
    fireEvent.click(screen.getByRole('button', { name: 'New sheet' }));
    const form = screen.getByRole('form', { name: 'New sheet' });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Side' }), { target: { value: 'red' } });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Columns' }), { target: { value: 'hour' } });
    const first = within(form).getByRole('combobox', { name: 'First hour' }) as HTMLSelectElement;
    expect([...first.options].slice(0, 3).map((o) => o.text)).toEqual(['08:00', '09:00', '10:00']);
    fireEvent.change(first, { target: { value: '90' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Number of columns' }), { target: { value: '49' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
    expect(within(form).getByRole('alert').textContent).toBe('The number of columns must be a whole number from 1 to 48, not “49”.');
    fireEvent.change(within(form).getByRole('textbox', { name: 'Number of columns' }), { target: { value: '2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
    await screen.findByRole('table', { name: 'Sheet Red (invented defence): high commands' });
    expect(written).toHaveLength(1);
    const sheet = (written[0]!.draft as Extract<DeskEventInput, { type: 'sheet.saved' }>).payload.sheet;
    expect([sheet.side, sheet.columnKind, sheet.startMin, sheet.columnCount, sheet.rows]).toEqual(['red', 'hour', 90, 2, ['red-7-btn1', 'red-7-btn2', 'red-7-btn3', 'red-21art-btn1']]);
    expect(optionTexts('21 Art/Btn 1, 10:00')).toEqual(['—', 'Hold', 'Bombard']);
    fireEvent.change(cellSelect('7/Btn 2, 09:00'), { target: { value: 'retreat' } });
    await waitFor(() => expect(written).toHaveLength(2));
    expect(printedLines('Red (invented defence): high commands')).toEqual([
      'Battalion 09:00 10:00',
      '7/Btn 1  ',
      '7/Btn 2 Retreat ',
      '7/Btn 3  ',
      '21 Art/Btn 1  ',
    ]);
  });
});

describe('SheetScreen: guidance, print, CSV, delete', () => {
  it('shows the selected cell’s sub-units with the actions the 1418 table allows, and saves "Under fire"', async () => {
    const written: Written[] = [];
    render(<Harness initial={seeded()} written={written} />);
    expect(screen.getByText('Select a cell to see what its sub-units may do.')).toBeTruthy();
    fireEvent.focus(cellSelect('180/Btn 1, Bound 4'));
    const panel = screen.getByRole('region', { name: 'Sub-unit guidance' });
    expect(within(panel).getByRole('heading').textContent).toBe('180/Btn 1, Bound 4: Assault');
    const rows = () => within(panel).getAllByRole('row').slice(1).map((r) => [...r.children].map((c) => c.textContent));
    expect(rows()).toEqual([
      ['1/1', 'Not dug in, safe', '', 'Assault', 'Never'],
      ['1/2', 'Not dug in, safe', '', 'Assault', 'Never'],
      ['1/3', 'Not dug in, safe', '', 'Assault', 'Never'],
      ['1/MG', 'Not dug in, safe', '', 'Assault', 'Never'],
    ]);

    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Under fire 1/2' }));
    await waitFor(() => expect(written).toHaveLength(1));
    const draft = written[0]!.draft as Extract<DeskEventInput, { type: 'sheet.saved' }>;
    // Under fire in Bound 4 alone (the column selected), not in the other bounds.
    expect(draft.payload.sheet.underFire).toEqual([]);
    expect(draft.payload.sheet.underFireIn).toEqual([{ column: 3, unitIds: ['blue-180-btn1-1-2'] }]);
    expect(draft.payload.sheet.cells).toEqual(seeded().sheets!['sheet-9']!.cells);
    expect(written[0]!.notice).toBe('1/2 marked under fire in Bound 4.');
    await waitFor(() => expect(rows()[1]).toEqual(['1/2', 'Not dug in, under fire', '', 'Assault, Find cover', 'Never']));

    fireEvent.focus(cellSelect('180/Btn 1, Bound 2')); // Hold
    expect(rows()[0]).toEqual(['1/1', 'Not dug in, safe', '', 'Stay put, Find cover', 'May dig in, −1R while digging']);
    expect(rows()[1]).toEqual(['1/2', 'Not dug in, safe', '', 'Stay put, Find cover', 'May dig in, −1R while digging']);

    fireEvent.focus(cellSelect('80 Art/Btn 2, Bound 2')); // Bombard B1
    const p2 = screen.getByRole('region', { name: 'Sub-unit guidance' });
    expect(within(p2).getByText('80 Art/Btn 2 bombards B1; for its batteries’ own actions the cell reads as Hold.')).toBeTruthy();
    expect(rows()[0]).toEqual(['A2/1', 'Dug in, safe', '', 'Stay put', 'Never (artillery can never dig in)']);

    fireEvent.change(within(p2).getByRole('combobox', { name: 'Edition' }), { target: { value: 'v0.7' } });
    expect(rows()[0]![1]).toBe('Dug in and safe');
  });

  it('prints the sheet alone, exports CSV, and deletes the sheet', async () => {
    const written: Written[] = [];
    const state = seeded();
    render(<Harness initial={state} written={written} />);
    let printingDuringPrint = false;
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      printingDuringPrint = document.body.classList.contains('hc-printing');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Print sheet' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(printingDuringPrint).toBe(true);
    expect(document.querySelector('body > .hc-print-root')).not.toBeNull();
    act(() => void window.dispatchEvent(new Event('afterprint')));
    expect(document.body.classList.contains('hc-printing')).toBe(false);
    print.mockRestore();

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(vi.mocked(downloadText)).toHaveBeenCalledWith('Sample sheet.csv', sheetToCsv(state, state.sheets!['sheet-9']!), 'text/csv;charset=utf-8');

    fireEvent.click(screen.getByRole('button', { name: 'Delete sheet' }));
    await waitFor(() => expect(written).toHaveLength(1));
    expect(written[0]).toEqual({ draft: { type: 'sheet.deleted', v: 1, payload: { sheetId: 'sheet-9' } }, notice: 'Deleted sheet “Sample sheet”. Undo brings it back.' });
    await screen.findByText(/No sheets yet/);
    expect(screen.queryByRole('table', { name: 'Printed sheet Sample sheet' })).toBeNull();
  });
});
