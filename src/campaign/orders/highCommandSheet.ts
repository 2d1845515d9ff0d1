/**
 * The 1418 high-command sheet as a pure model (`000_5cca48f65b2d4420.txt` §Executing All Commands,
 * the battalion × bound table; `001_5e546d392906486c.txt` §HIGH COMMANDS, §ARTILLERY): create a sheet
 * for a side, set a cell (returning a new sheet), the rows as the seed prints them, the sheet as
 * text and CSV. What each sub-unit may do under a cell is `highCommandGuidance.ts`.
 *
 * Columns are 0-based indexes into `sheet.cells[unitId]`; the user sees "Bound 1" for column 0 (or
 * the hour it starts, for an hourly sheet). Every function throws `RangeError` naming the sheet, the
 * row or the column on bad input; a bad bombard target throws the grid module's `GridRefError`.
 */
import { assertBombardableSquare, formatGridRef } from '../../rules/grid.ts';
import { GridRefError } from '../../rules/errors.ts';
import { HIGH_COMMANDS, HIGH_COMMAND_LABELS, type HighCommand } from '../../rules/tables/commands1418.ts';
import { UNIT_TYPES, type UnitTypeId } from '../../rules/tables/unitTypes.ts';
import type { Minutes } from '../../rules/types.ts';
import { csvText } from '../model/csv.ts';
import { hmText, localTextMinute, wallClockOf } from '../model/localTime.ts';
import { orbatOrder } from '../model/selectors.ts';
import type { CampaignState, HighCommandCell, HighCommandSheet, SideId, Unit, UnitId } from '../model/types.ts';
import { copyRecord } from '../model/records.ts';

export { csvField } from '../model/csv.ts';

/** What a sheet cell may order: a high command, or (artillery only) Bombard a grid reference. */
export type SheetCommand = HighCommand | 'bombard';

/** Seed wording of each sheet command (000 §Executing All Commands: "Advance", "Bombard B1"). */
export const SHEET_COMMAND_LABELS: Readonly<Record<SheetCommand, string>> = { ...HIGH_COMMAND_LABELS, bombard: 'Bombard' };

/** Commands of an artillery row (000 §Executing All Commands: "80 Art/Btn 2 Hold Bombard B1"). */
export const ARTILLERY_COMMANDS: readonly SheetCommand[] = ['hold', 'bombard'];

/** Most columns a sheet may have (a day and a night of hours, or 48 bounds). */
export const MAX_SHEET_COLUMNS = 48;

/** Most rows (formations) a sheet may have. */
export const MAX_SHEET_ROWS = 200;

/** Heading of the row-label column, as the seed prints it. */
export const SHEET_ROW_HEADING = 'Battalion';

/** What a blank cell prints as in `sheetToText` (CSV leaves it empty). */
export const BLANK_CELL_TEXT = '-';

/**
 * What `createSheet` needs: `id` (a letter or digit, then letters, digits, `-`, `_`, `.`; at most 64), a non-blank `title`
 * (at most 120 characters), the side, the column kind, `startMin` (campaign minute the first column
 * starts; default the campaign clock), `columnCount` (1…`MAX_SHEET_COLUMNS`) and the rows (default
 * `defaultSheetRows(state, side)`).
 */
export type NewSheetInput = {
  id: string;
  title: string;
  side: SideId;
  columnKind: 'bound' | 'hour';
  startMin?: Minutes;
  columnCount: number;
  rows?: readonly UnitId[];
};

/** One row as printed: the unit, its label (short name), whether it is artillery, and each cell's text. */
export type SheetRow = { unitId: UnitId; label: string; artillery: boolean; cells: string[] };

/** Whether a unit type is artillery (its arm is field or heavy artillery, `UNIT_TYPES`): such rows take Hold or Bombard. */
export function isArtilleryType(type: UnitTypeId): boolean {
  const arm = UNIT_TYPES[type]?.arm;
  return arm === 'fieldArtillery' || arm === 'heavyArtillery';
}

/** Internal to the sheet model and its guidance (`highCommandGuidance.ts`). */
export function unitOf(state: CampaignState, id: UnitId, where: string): Unit {
  const u = Object.hasOwn(state.units, id) ? state.units[id] : undefined;
  if (!u) throw new RangeError(`${where}: unknown unit "${id}"`);
  return u;
}

/** The commands a row's cells offer: Hold and Bombard for artillery, else Advance, Hold, Assault, Retreat. Throws for an unknown unit. */
export function rowCommands(state: CampaignState, unitId: UnitId): readonly SheetCommand[] {
  return isArtilleryType(unitOf(state, unitId, 'rowCommands').type) ? ARTILLERY_COMMANDS : HIGH_COMMANDS;
}

/** The side's battalion-echelon units (battalions, cavalry squadrons, artillery batteries' brigades) in ORBAT order: a new sheet's rows. */
export function defaultSheetRows(state: CampaignState, side: SideId): UnitId[] {
  return orbatOrder(state).filter((id) => state.units[id]?.side === side && state.units[id]?.echelon === 'battalion');
}

function whole(value: unknown, min: number, max: number, name: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min || value > max) {
    throw new RangeError(`${name} must be a whole number from ${min} to ${max}, got ${String(value)}`);
  }
  return value;
}

/**
 * A new, blank sheet (every cell null, nobody under fire). Throws `RangeError` for a bad id, a blank
 * or over-long title, an unknown side or column kind, `startMin` not a whole minute ≥ 0, a column
 * count outside 1…48, no rows or more than 200, a repeated row, or a row that is unknown or of the
 * other side.
 */
export function createSheet(state: CampaignState, input: NewSheetInput): HighCommandSheet {
  const where = 'createSheet';
  if (typeof input.id !== 'string' || !/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/.test(input.id)) {
    throw new RangeError(`${where}: the sheet id must be a letter or digit then up to 63 letters, digits, "-", "_" or ".", got ${JSON.stringify(input.id)}`);
  }
  const title = typeof input.title === 'string' ? input.title.trim() : '';
  if (title === '' || title.length > 120) throw new RangeError(`${where}: the title must be 1 to 120 characters, got ${JSON.stringify(input.title)}`);
  if (!Object.hasOwn(state.sides, input.side)) throw new RangeError(`${where}: unknown side ${JSON.stringify(input.side)}`);
  if (input.columnKind !== 'bound' && input.columnKind !== 'hour') {
    throw new RangeError(`${where}: columns must be 'bound' or 'hour', got ${JSON.stringify(input.columnKind)}`);
  }
  const startMin = whole(input.startMin ?? state.clockMin, 0, Number.MAX_SAFE_INTEGER, `${where}: startMin`);
  const columnCount = whole(input.columnCount, 1, MAX_SHEET_COLUMNS, `${where}: the number of columns`);
  const rows = [...(input.rows ?? defaultSheetRows(state, input.side))];
  if (rows.length === 0) throw new RangeError(`${where}: a sheet needs at least one formation (row)`);
  if (rows.length > MAX_SHEET_ROWS) throw new RangeError(`${where}: a sheet may have at most ${MAX_SHEET_ROWS} formations (rows), got ${rows.length}`);
  const seen = new Set<UnitId>();
  for (const id of rows) {
    const u = unitOf(state, id, `${where}: row`);
    if (u.side !== input.side) throw new RangeError(`${where}: ${u.shortName} (${id}) is not of side ${input.side}`);
    if (seen.has(id)) throw new RangeError(`${where}: ${u.shortName} (${id}) is listed twice`);
    seen.add(id);
  }
  const cells: Record<UnitId, (HighCommandCell | null)[]> = Object.create(null) as Record<UnitId, (HighCommandCell | null)[]>;
  for (const id of rows) cells[id] = Array.from({ length: columnCount }, () => null);
  return { id: input.id, title, side: input.side, columnKind: input.columnKind, startMin, columnCount, rows, cells, underFire: [] };
}

/**
 * A bombard target in canonical form (`b 01` → `B1`), after checking that the campaign's grid may be
 * bombarded by square (1418's 6" minimum, `assertBombardableSquare`) and that the reference names a
 * square on the map (`formatGridRef`). Throws the grid module's `GridRefError` / `RangeError` with its
 * own message (naming the reference and the map's extent, or the square size).
 */
export function checkBombardTarget(state: CampaignState, ref: string): string {
  assertBombardableSquare(state.grid);
  return formatGridRef(state.grid, ref);
}

/** The label of column `column` (0-based): "Bound 3", or for an hourly sheet the hour it starts at (`hourLabel`). */
export function columnLabel(state: CampaignState, sheet: HighCommandSheet, column: number): string {
  return sheet.columnKind === 'bound' ? `Bound ${column + 1}` : hourLabel(state.startLocal, sheet.startMin + 60 * column);
}

/** Every column's label, in order. */
export function columnLabels(state: CampaignState, sheet: HighCommandSheet): string[] {
  return Array.from({ length: sheet.columnCount }, (_, i) => columnLabel(state, sheet, i));
}

/**
 * The local wall-clock time `atMin` minutes after the scenario's start `startLocal`
 * (`YYYY-MM-DDTHH:MM`): `07:30`, and on a later day `07:30+1d` (days after the start's date; no
 * spaces, so a printed header keeps one word per column; `localTime.ts`). Throws `RangeError` for a
 * malformed start (`hourLabel: start time "…" is not of the form YYYY-MM-DDTHH:MM` / `… is not a real
 * date and time`) or an `atMin` that is not a whole number ≥ 0.
 */
export function hourLabel(startLocal: string, atMin: Minutes): string {
  if (!Number.isSafeInteger(atMin) || atMin < 0) throw new RangeError(`hourLabel: atMin must be a whole number of minutes ≥ 0, got ${String(atMin)}`);
  const startAbs = localTextMinute(startLocal, 'hourLabel: start time');
  const day = Math.floor((startAbs + atMin) / 1440) - Math.floor(startAbs / 1440);
  const hhmm = hmText(wallClockOf(startAbs + atMin));
  return day === 0 ? hhmm : `${hhmm}+${day}d`;
}

/** Internal to the sheet model and its guidance (`highCommandGuidance.ts`). */
export function rowCells(sheet: HighCommandSheet, unitId: UnitId, where: string): (HighCommandCell | null)[] {
  if (!sheet.rows.includes(unitId) || !Object.hasOwn(sheet.cells, unitId)) {
    throw new RangeError(`${where}: "${unitId}" is not a row of sheet "${sheet.title}"`);
  }
  return sheet.cells[unitId]!;
}

/** Internal to the sheet model and its guidance (`highCommandGuidance.ts`). */
export function checkColumn(state: CampaignState, sheet: HighCommandSheet, column: number, where: string): void {
  if (!Number.isSafeInteger(column) || column < 0 || column >= sheet.columnCount) {
    const range = `${columnLabel(state, sheet, 0)} to ${columnLabel(state, sheet, sheet.columnCount - 1)}`;
    throw new RangeError(`${where}: column ${String(column)} is not on sheet "${sheet.title}" (0 to ${sheet.columnCount - 1}: ${range})`);
  }
}

/**
 * A copy of `sheet` with the cell of row `unitId`, column `column` (0-based) set to `cell` (null:
 * blank). A bombard target is stored canonical (`checkBombardTarget`). Throws `RangeError` naming the
 * row and column for a row not on the sheet, a column off it, a command the row may not take
 * (artillery: Hold or Bombard only; others: Advance, Hold, Assault or Retreat), and `GridRefError`
 * (its message prefixed with the row and column) for a target that is not a square of the map.
 */
export function setCell(state: CampaignState, sheet: HighCommandSheet, unitId: UnitId, column: number, cell: HighCommandCell | null): HighCommandSheet {
  const where = 'setCell';
  const old = rowCells(sheet, unitId, where);
  checkColumn(state, sheet, column, where);
  const u = unitOf(state, unitId, where);
  const at = `${u.shortName}, ${columnLabel(state, sheet, column)}`;
  let next: HighCommandCell | null = null;
  if (cell !== null) {
    const allowed = rowCommands(state, unitId);
    if (typeof cell !== 'object' || !allowed.includes(cell.command)) {
      const cmd = typeof cell === 'object' && cell !== null ? JSON.stringify(cell.command) : String(cell);
      const offer = allowed.map((c) => SHEET_COMMAND_LABELS[c]).join(', ');
      throw new RangeError(`${at}: ${u.shortName} is ${isArtilleryType(u.type) ? 'artillery' : 'not artillery'}: its cells take ${offer}, not ${cmd}`);
    }
    if (cell.command === 'bombard') {
      try {
        next = { command: 'bombard', target: checkBombardTarget(state, cell.target) };
      } catch (e) {
        if (e instanceof GridRefError) throw new GridRefError(`${at}: ${e.message}`, e.ref, e.reason);
        throw new RangeError(`${at}: ${(e as Error).message}`);
      }
    } else {
      next = { command: cell.command };
    }
  }
  const cells = (copyRecord(sheet.cells) as Record<UnitId, (HighCommandCell | null)[]>);
  cells[unitId] = old.map((c, i) => (i === column ? next : c));
  return { ...sheet, cells };
}

/**
 * A copy of `sheet` with sub-unit `subUnitId` marked (or no longer marked) under fire in `column` alone —
 * targeted by enemy shooting or bombardment during the bound before it (RULINGS.md §"Under fire"). Throws
 * `RangeError` for an unknown unit, one of the other side, or a column off the sheet.
 */
export function setUnderFire(state: CampaignState, sheet: HighCommandSheet, subUnitId: UnitId, column: number, underFire: boolean): HighCommandSheet {
  const u = unitOf(state, subUnitId, 'setUnderFire');
  if (u.side !== sheet.side) throw new RangeError(`setUnderFire: ${u.shortName} (${subUnitId}) is not of side ${sheet.side}`);
  checkColumn(state, sheet, column, 'setUnderFire');
  // A sub-unit marked in every bound (a sheet written before the marking was per bound) is marked in each
  // bound first, so unmarking one bound leaves the others as they were.
  const everyBound = sheet.underFire.includes(subUnitId);
  const lists = new Map<number, UnitId[]>();
  for (let c = 0; c < sheet.columnCount; c++) {
    const ids = (sheet.underFireIn ?? []).find((e) => e.column === c)?.unitIds ?? [];
    lists.set(c, everyBound && !ids.includes(subUnitId) ? [...ids, subUnitId] : [...ids]);
  }
  const here = lists.get(column)!.filter((id) => id !== subUnitId);
  lists.set(column, underFire ? [...here, subUnitId] : here);
  const underFireIn = [...lists].filter(([, ids]) => ids.length > 0).map(([c, unitIds]) => ({ column: c, unitIds }));
  return { ...sheet, underFire: sheet.underFire.filter((id) => id !== subUnitId), underFireIn };
}

/** Whether sub-unit `subUnitId` is marked under fire in `column` of `sheet` (in that bound, or in every bound). */
export function isUnderFire(sheet: HighCommandSheet, subUnitId: UnitId, column: number): boolean {
  return sheet.underFire.includes(subUnitId) || ((sheet.underFireIn ?? []).find((e) => e.column === column)?.unitIds.includes(subUnitId) ?? false);
}

/** A cell as the seed prints it: "Advance", "Hold", "Assault", "Retreat", "Bombard B1"; '' for a blank cell. */
export function cellText(cell: HighCommandCell | null): string {
  if (cell === null) return '';
  return cell.command === 'bombard' ? `Bombard ${cell.target}` : SHEET_COMMAND_LABELS[cell.command];
}

/** Each row's label (the unit's short name) and cell texts (`cellText`), in the sheet's row order. Throws for a row the campaign lacks. */
export function sheetRows(state: CampaignState, sheet: HighCommandSheet): SheetRow[] {
  return sheet.rows.map((id) => {
    const u = unitOf(state, id, `sheet "${sheet.title}"`);
    return { unitId: id, label: u.shortName, artillery: isArtilleryType(u.type), cells: rowCells(sheet, id, 'sheetRows').map(cellText) };
  });
}

/**
 * The sheet as the seed lays it out (000 §Executing All Commands): the header `Battalion Bound 1
 * Bound 2 …` (or the hour labels), then one line per row, `180/Btn 1 Advance Hold Hold Assault`;
 * single spaces, lines joined by `\n`, no trailing newline; a blank cell prints as `-`.
 */
export function sheetToText(state: CampaignState, sheet: HighCommandSheet): string {
  const lines = [[SHEET_ROW_HEADING, ...columnLabels(state, sheet)].join(' ')];
  for (const r of sheetRows(state, sheet)) lines.push([r.label, ...r.cells.map((c) => (c === '' ? BLANK_CELL_TEXT : c))].join(' '));
  return lines.join('\n');
}

/** The sheet as CSV (RFC 4180, CRLF after every record): the header row as `sheetToText`, then one record per row; blank cells empty. */
export function sheetToCsv(state: CampaignState, sheet: HighCommandSheet): string {
  const records = [[SHEET_ROW_HEADING, ...columnLabels(state, sheet)], ...sheetRows(state, sheet).map((r) => [r.label, ...r.cells])];
  return csvText(records);
}

// --- guidance: what each sub-unit may do under a cell ---------------------------------------------
