/**
 * The high-command sheet model (`src/campaign/highCommandSheet.ts`) on the table-1418 scenario, whose
 * blue side is exactly the seed's sample sheet (000 §Executing All Commands): the sheet built cell by
 * cell prints as the seed's 8 lines (read from the seed file), artillery rows take only Hold and
 * Bombard <grid reference>, targets are checked by the grid module, hourly columns, CSV.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { applyEvent, stateFromScenario } from '../../src/campaign/events.ts';
import {
  cellText,
  columnLabels,
  createSheet,
  csvField,
  defaultSheetRows,
  hourLabel,
  rowCommands,
  setCell,
  setUnderFire,
  sheetRows,
  sheetToCsv,
  sheetToText,
  isUnderFire,
} from '../../src/campaign/orders/highCommandSheet.ts';
import type { CampaignState, HighCommandCell, HighCommandSheet, Scenario } from '../../src/campaign/model/types.ts';
import { GridRefError } from '../../src/rules/errors.ts';
import { buildTableSetup, setupJson } from '../../maps/tools/build-table-setup.ts';

const scenario = JSON.parse(readFileSync(new URL('../../maps/table-1418/scenario.json', import.meta.url), 'utf8')) as Scenario;
const state: CampaignState = stateFromScenario(scenario);

/** The seed's sample sheet: the header line and the 7 lines after it, exactly as in the file. */
function seedSheetLines(): string[] {
  const dir = fileURLToPath(new URL('../../../shared/seeds/', import.meta.url));
  const file = readdirSync(dir).find((f) => f.startsWith('000_') && f.endsWith('.txt'))!;
  const lines = readFileSync(dir + file, 'utf8').split(/\r?\n/);
  const i = lines.indexOf('Battalion Bound 1 Bound 2 Bound 3 Bound 4');
  expect(i).toBeGreaterThan(0);
  return lines.slice(i, i + 8);
}

/** Parse a printed cell ("Advance", "Bombard B1") back into a sheet cell. */
function cellOf(text: string): HighCommandCell {
  const m = /^Bombard (\S+)$/.exec(text);
  return m ? { command: 'bombard', target: m[1]! } : { command: text.toLowerCase() as 'advance' | 'hold' | 'assault' | 'retreat' };
}

const SEED_CELLS: Record<string, string[]> = {
  'blue-180-btn1': ['Advance', 'Hold', 'Hold', 'Assault'],
  'blue-180-btn2': ['Advance', 'Advance', 'Hold', 'Hold'],
  'blue-180-btn3': ['Advance', 'Advance', 'Advance', 'Hold'],
  'blue-203-btn1': ['Advance', 'Hold', 'Hold', 'Hold'],
  'blue-13cav-sqn1': ['Advance', 'Advance', 'Advance', 'Assault'],
  'blue-80art-btn1': ['Hold', 'Hold', 'Hold', 'Hold'],
  'blue-80art-btn2': ['Hold', 'Bombard B1', 'Bombard B2', 'Hold'],
};

/** The seed's sheet built cell by cell through `setCell`. */
function seedSheet(): HighCommandSheet {
  let sheet = createSheet(state, { id: 'hc-1', title: 'Sample sheet', side: 'blue', columnKind: 'bound', columnCount: 4 });
  for (const [id, texts] of Object.entries(SEED_CELLS)) texts.forEach((t, i) => (sheet = setCell(state, sheet, id, i, cellOf(t))));
  return sheet;
}

describe('the seed’s sample sheet (000 §Executing All Commands)', () => {
  it('has the seed’s battalions as the default rows of blue, in order', () => {
    expect(defaultSheetRows(state, 'blue')).toEqual(Object.keys(SEED_CELLS));
    expect(defaultSheetRows(state, 'red')).toEqual(['red-7-btn1', 'red-7-btn2', 'red-7-btn3', 'red-21art-btn1']);
  });

  it('prints exactly the seed’s 8 lines', () => {
    const text = sheetToText(state, seedSheet());
    expect(text.split('\n')).toEqual(seedSheetLines());
    expect(text).toBe(seedSheetLines().join('\n'));
  });

  it('gives each row its label and cell texts as the seed prints them', () => {
    const rows = sheetRows(state, seedSheet());
    expect(rows.map((r) => r.label)).toEqual(['180/Btn 1', '180/Btn 2', '180/Btn 3', '203/Btn 1', '13 Cav/Sqn 1', '80 Art/Btn 1', '80 Art/Btn 2']);
    expect(rows.map((r) => r.artillery)).toEqual([false, false, false, false, false, true, true]);
    expect(rows[6]!.cells).toEqual(['Hold', 'Bombard B1', 'Bombard B2', 'Hold']);
    expect(rows[4]!.cells).toEqual(['Advance', 'Advance', 'Advance', 'Assault']);
  });

  it('is a sheet the campaign fold accepts as it is (sheet.saved)', () => {
    const sheet = seedSheet();
    const next = applyEvent(state, { seq: state.seq + 1, at: 0, type: 'sheet.saved', v: 1, payload: { sheet } });
    expect(next.sheets?.['hc-1']).toEqual(sheet);
    expect(sheetToText(next, next.sheets!['hc-1']!)).toBe(seedSheetLines().join('\n'));
  });

  it('ships on the bundled table map: a new table campaign has this sheet, printing exactly the seed’s 8 lines', () => {
    const setup = JSON.parse(readFileSync(new URL('../../maps/table-1418/setup.json', import.meta.url), 'utf8')) as { events: { type: string; payload: { sheet?: HighCommandSheet } }[] };
    expect(readFileSync(new URL('../../maps/table-1418/setup.json', import.meta.url), 'utf8')).toBe(setupJson(buildTableSetup()));
    expect(setup.events.map((e) => e.type)).toEqual(['sheet.saved', 'fireplan.saved', 'engagement.created']);
    const shipped = setup.events[0]!.payload.sheet!;
    expect(shipped.cells).toEqual({ ...seedSheet().cells });
    expect(sheetToText(state, shipped)).toBe(seedSheetLines().join('\n'));
  });

  it('exports CSV (RFC 4180, CRLF)', () => {
    expect(sheetToCsv(state, seedSheet())).toBe(
      'Battalion,Bound 1,Bound 2,Bound 3,Bound 4\r\n' +
        '180/Btn 1,Advance,Hold,Hold,Assault\r\n' +
        '180/Btn 2,Advance,Advance,Hold,Hold\r\n' +
        '180/Btn 3,Advance,Advance,Advance,Hold\r\n' +
        '203/Btn 1,Advance,Hold,Hold,Hold\r\n' +
        '13 Cav/Sqn 1,Advance,Advance,Advance,Assault\r\n' +
        '80 Art/Btn 1,Hold,Hold,Hold,Hold\r\n' +
        '80 Art/Btn 2,Hold,Bombard B1,Bombard B2,Hold\r\n',
    );
  });
});

describe('cells', () => {
  const blank = () => createSheet(state, { id: 's', title: 'T', side: 'blue', columnKind: 'bound', columnCount: 4 });

  it('offers Hold and Bombard to artillery, the four high commands to the rest', () => {
    expect(rowCommands(state, 'blue-80art-btn2')).toEqual(['hold', 'bombard']);
    expect(rowCommands(state, 'blue-13cav-sqn1')).toEqual(['advance', 'hold', 'assault', 'retreat']);
  });

  it('refuses a command the row may not take, naming row and bound', () => {
    expect(() => setCell(state, blank(), 'blue-80art-btn1', 0, { command: 'advance' })).toThrow(
      '80 Art/Btn 1, Bound 1: 80 Art/Btn 1 is artillery: its cells take Hold, Bombard, not "advance"',
    );
    expect(() => setCell(state, blank(), 'blue-180-btn1', 2, { command: 'bombard', target: 'B1' })).toThrow(
      '180/Btn 1, Bound 3: 180/Btn 1 is not artillery: its cells take Advance, Hold, Assault, Retreat, not "bombard"',
    );
    expect(() => setCell(state, blank(), 'blue-180-btn1', 4, { command: 'hold' })).toThrow(
      'setCell: column 4 is not on sheet "T" (0 to 3: Bound 1 to Bound 4)',
    );
    expect(() => setCell(state, blank(), 'red-7-btn1', 0, { command: 'hold' })).toThrow('setCell: "red-7-btn1" is not a row of sheet "T"');
  });

  it('stores a bombard target canonical and refuses one off the table with the grid’s message', () => {
    const s = setCell(state, blank(), 'blue-80art-btn2', 1, { command: 'bombard', target: ' b 01 ' });
    expect(s.cells['blue-80art-btn2']).toEqual([null, { command: 'bombard', target: 'B1' }, null, null]);
    expect(cellText(s.cells['blue-80art-btn2']![1]!)).toBe('Bombard B1');
    let err: unknown;
    try {
      setCell(state, s, 'blue-80art-btn2', 2, { command: 'bombard', target: 'M1' });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(GridRefError);
    expect((err as Error).message).toBe('80 Art/Btn 2, Bound 3: Grid reference "M1" is off the map: the table runs A1 to L8 (12 × 8 squares)');
    expect(s.cells['blue-80art-btn2']![2]).toBeNull();
  });

  it('refuses bombarding squares smaller than 6" (the grid code’s 1418 minimum)', () => {
    const small = { ...state, grid: { ...state.grid, squareM: 100 } };
    const s = createSheet(small, { id: 's', title: 'T', side: 'blue', columnKind: 'bound', columnCount: 2 });
    expect(() => setCell(small, s, 'blue-80art-btn1', 0, { command: 'bombard', target: 'B1' })).toThrow(
      '80 Art/Btn 1, Bound 1: grid.squareM is 100 m: 1418 forbids bombarding squares smaller than 6" × 6" (152.4 m)',
    );
  });

  it('never mutates the sheet it was given; a null clears a cell', () => {
    const a = blank();
    const b = setCell(state, a, 'blue-180-btn1', 0, { command: 'assault' });
    expect(a.cells['blue-180-btn1']).toEqual([null, null, null, null]);
    expect(setCell(state, b, 'blue-180-btn1', 0, null).cells['blue-180-btn1']).toEqual([null, null, null, null]);
    expect(sheetToText(state, b).split('\n')[1]).toBe('180/Btn 1 Assault - - -');
  });

  it('marks sub-units under fire in one bound only, and clears them', () => {
    const s = setUnderFire(state, blank(), 'blue-180-btn1-1-2', 1, true);
    expect(s.underFireIn).toEqual([{ column: 1, unitIds: ['blue-180-btn1-1-2'] }]);
    expect([0, 1, 2, 3].map((c) => isUnderFire(s, 'blue-180-btn1-1-2', c))).toEqual([false, true, false, false]);
    expect(setUnderFire(state, s, 'blue-180-btn1-1-2', 1, false).underFireIn).toEqual([]);
    expect(() => setUnderFire(state, s, 'red-7-btn1-r1-1', 0, true)).toThrow('setUnderFire: R1/1 (red-7-btn1-r1-1) is not of side blue');
    // A sheet written when the marking held for every bound: unmarking bound 3 leaves bounds 1, 2 and 4.
    const old = { ...blank(), underFire: ['blue-180-btn1-1-2'] };
    const now = setUnderFire(state, old, 'blue-180-btn1-1-2', 2, false);
    expect(now.underFire).toEqual([]);
    expect([0, 1, 2, 3].map((c) => isUnderFire(now, 'blue-180-btn1-1-2', c))).toEqual([true, true, false, true]);
  });
});

describe('createSheet', () => {
  it('refuses bad input, naming it', () => {
    const ok = { id: 's', title: 'T', side: 'blue' as const, columnKind: 'bound' as const, columnCount: 4 };
    expect(() => createSheet(state, { ...ok, id: 'a b' })).toThrow(
      'createSheet: the sheet id must be a letter or digit then up to 63 letters, digits, "-", "_" or ".", got "a b"',
    );
    expect(() => createSheet(state, { ...ok, id: '-a' })).toThrow('got "-a"');
    expect(() => createSheet(state, { ...ok, title: '  ' })).toThrow('createSheet: the title must be 1 to 120 characters, got "  "');
    expect(() => createSheet(state, { ...ok, columnCount: 0 })).toThrow('createSheet: the number of columns must be a whole number from 1 to 48, got 0');
    expect(() => createSheet(state, { ...ok, rows: [] })).toThrow('createSheet: a sheet needs at least one formation (row)');
    expect(() => createSheet(state, { ...ok, rows: ['red-7-btn1'] })).toThrow('createSheet: 7/Btn 1 (red-7-btn1) is not of side blue');
    expect(() => createSheet(state, { ...ok, rows: ['blue-180-btn1', 'blue-180-btn1'] })).toThrow('createSheet: 180/Btn 1 (blue-180-btn1) is listed twice');
    expect(() => createSheet(state, { ...ok, rows: ['nope'] })).toThrow('createSheet: row: unknown unit "nope"');
  });

  it('starts blank at the campaign clock', () => {
    const s = createSheet({ ...state, clockMin: 45 }, { id: 's', title: ' Day 1 ', side: 'red', columnKind: 'hour', columnCount: 3, rows: ['red-21art-btn1'] });
    expect(s).toEqual({
      id: 's',
      title: 'Day 1',
      side: 'red',
      columnKind: 'hour',
      startMin: 45,
      columnCount: 3,
      rows: ['red-21art-btn1'],
      cells: { 'red-21art-btn1': [null, null, null] },
      underFire: [],
    });
  });
});

describe('hourly sheets', () => {
  it('labels columns by the hour each starts, across midnight', () => {
    expect(hourLabel('1916-07-01T07:30', 0)).toBe('07:30');
    expect(hourLabel('1916-07-01T07:30', 990)).toBe('00:00+1d');
    expect(hourLabel('1916-07-01T07:30', 2430)).toBe('00:00+2d');
    expect(() => hourLabel('1916-07-01 07:30', 0)).toThrow('hourLabel: start time "1916-07-01 07:30" is not of the form YYYY-MM-DDTHH:MM');
    expect(() => hourLabel('1916-07-01T07:30', -60)).toThrow('hourLabel: atMin must be a whole number of minutes ≥ 0, got -60');
    const s = createSheet(state, { id: 'h', title: 'Hours', side: 'blue', columnKind: 'hour', startMin: 900, columnCount: 3, rows: ['blue-180-btn1', 'blue-80art-btn2'] });
    expect(columnLabels(state, s)).toEqual(['22:30', '23:30', '00:30+1d']);
    const set = setCell(state, setCell(state, s, 'blue-180-btn1', 2, { command: 'retreat' }), 'blue-80art-btn2', 0, { command: 'bombard', target: 'c4' });
    expect(sheetToText(state, set)).toBe('Battalion 22:30 23:30 00:30+1d\n180/Btn 1 - - Retreat\n80 Art/Btn 2 Bombard C4 - -');
    expect(() => setCell(state, s, 'blue-180-btn1', 3, { command: 'hold' })).toThrow('(0 to 2: 22:30 to 00:30+1d)');
  });
});

describe('CSV', () => {
  it('guards formulas and quotes commas, quotes and line breaks', () => {
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField('-1st Bn')).toBe("'-1st Bn");
    expect(csvField('+x')).toBe("'+x");
    expect(csvField('@x')).toBe("'@x");
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('\tx,y')).toBe(`"'\tx,y"`);
    expect(csvField('Bombard B1')).toBe('Bombard B1');
  });

  it('writes the guarded labels into the sheet’s CSV', () => {
    const units = { ...state.units, 'blue-180-btn1': { ...state.units['blue-180-btn1']!, shortName: '=HYPERLINK("x"),1' } };
    const st = { ...state, units };
    const s = setCell(st, createSheet(st, { id: 's', title: 'T', side: 'blue', columnKind: 'bound', columnCount: 2, rows: ['blue-180-btn1'] }), 'blue-180-btn1', 1, { command: 'hold' });
    expect(sheetToCsv(st, s)).toBe('Battalion,Bound 1,Bound 2\r\n"\'=HYPERLINK(""x""),1",,Hold\r\n');
  });
});
