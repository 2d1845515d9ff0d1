/**
 * What each sub-unit of a high-command sheet row may do under a cell (`subUnitGuidance`): the 1418
 * high command × situation table through `allowedActions` (`000_5cca48f65b2d4420.txt` §The High
 * Command system; `001_5e546d392906486c.txt` §HIGH COMMANDS), digging in through `mayDigIn`
 * (001 §DIGGING IN & COVER); artillery can never dig in (001 §ARTILLERY), vehicles never (001 §VEHICLES).
 * Throws `RangeError` naming the sheet, row or column on bad input.
 */
import { allowedActions, mayDigIn } from '../../rules/rules1418.ts';
import {
  ACTION_LABELS,
  HIGH_COMMAND_LABELS,
  SITUATION_LABELS,
  situationOf,
  type Action,
  type HighCommand,
  type Situation1418,
} from '../../rules/tables/commands1418.ts';
import { assertEdition } from '../../rules/tables/edition1418.ts';
import { UNIT_TYPES } from '../../rules/tables/unitTypes.ts';
import type { Edition } from '../../rules/types.ts';
import { cellText, checkColumn, columnLabel, isArtilleryType, isUnderFire, rowCells, unitOf } from './highCommandSheet.ts';
import { childrenOf } from '../model/selectors.ts';
import type { CampaignState, HighCommandCell, HighCommandSheet, Unit, UnitId } from '../model/types.ts';

/** What the low-command table gives a sub-unit under a command: allowed actions (sorted as `ACTIONS`), their seed wording, and digging in. */
export type GuidanceRule = {
  actions: Action[];
  actionTexts: string[];
  digIn: { allowed: boolean; resiliencePenalty: number };
  /** "May dig in, −1R while digging", "Never", or "Never (artillery can never dig in)". */
  digInText: string;
};

/**
 * One sub-unit's guidance: its situation (dug in = `unit.dugIn`, under fire = listed in
 * `sheet.underFire`), the situation in the edition's wording, and the rule (null for a blank cell).
 */
export type SubUnitGuidance = {
  unitId: UnitId;
  label: string;
  dugIn: boolean;
  underFire: boolean;
  situation: Situation1418;
  situationText: string;
  rule: GuidanceRule | null;
};

/**
 * A cell's guidance: the row, the column's label, the cell as printed, the high command whose column
 * of the table applies (Hold for a Bombard cell; null for a blank one), a note saying so, and each
 * sub-unit's guidance in ORBAT order.
 */
export type CellGuidance = {
  rowUnitId: UnitId;
  rowLabel: string;
  columnLabel: string;
  cellText: string;
  command: HighCommand | null;
  note: string | null;
  subUnits: SubUnitGuidance[];
};

/** The sub-units of a sheet row: its direct subordinates (companies, squadrons, batteries), or the row's unit itself when it has none. Throws for an unknown unit. */
export function sheetSubUnits(state: CampaignState, rowUnitId: UnitId): UnitId[] {
  if (!Object.hasOwn(state.units, rowUnitId)) throw new RangeError(`sheetSubUnits: unknown unit "${rowUnitId}"`);
  const kids = childrenOf(state).get(rowUnitId);
  return kids && kids.length > 0 ? [...kids] : [rowUnitId];
}

function neverDigsIn(u: Unit): string | null {
  if (isArtilleryType(u.type)) return 'artillery can never dig in';
  if (UNIT_TYPES[u.type]?.arm === 'armour') return 'vehicles may never dig in';
  return null;
}

function ruleFor(u: Unit, command: HighCommand, dugIn: boolean, underFire: boolean, edition: Edition): GuidanceRule {
  const actions = allowedActions(command, { dugIn, underFire }, edition);
  const never = neverDigsIn(u);
  const dig = never ? { allowed: false, resiliencePenalty: 0 } : mayDigIn(command);
  const digInText = dig.allowed ? `May dig in, ${dig.resiliencePenalty < 0 ? '\u2212' : '+'}${Math.abs(dig.resiliencePenalty)}R while digging` : never ? `Never (${never})` : 'Never';
  return { actions, actionTexts: actions.map((a) => ACTION_LABELS[a]), digIn: dig, digInText };
}

function commandOf(cell: HighCommandCell | null): HighCommand | null {
  if (cell === null) return null;
  return cell.command === 'bombard' ? 'hold' : cell.command;
}

/**
 * The guidance for row `rowUnitId`, column `column` (0-based) of `sheet` in `edition` (default
 * v0.8): for each sub-unit (`sheetSubUnits`) its situation, the actions `allowedActions(command,
 * situation, edition)` allows and whether `mayDigIn(command)` (never for artillery and vehicles).
 * A Bombard cell: the guns fire on the target and their own situation stands; for the batteries' low
 * commands the cell reads as Hold (the note says so). Throws `RangeError` for a row not on the
 * sheet, a column off it, or a bad edition.
 */
export function subUnitGuidance(state: CampaignState, sheet: HighCommandSheet, rowUnitId: UnitId, column: number, edition?: Edition): CellGuidance {
  const ed = assertEdition(edition, 'subUnitGuidance');
  const where = 'subUnitGuidance';
  const cells = rowCells(sheet, rowUnitId, where);
  checkColumn(state, sheet, column, where);
  const row = unitOf(state, rowUnitId, where);
  const cell = cells[column] ?? null;
  const command = commandOf(cell);
  let note: string | null = null;
  if (cell === null) note = 'No high command in this cell yet: choose one to see what the sub-units may do.';
  else if (cell.command === 'bombard') {
    note = `${row.shortName} bombards ${cell.target}; for its batteries’ own actions the cell reads as ${HIGH_COMMAND_LABELS.hold}.`;
  }
  const subUnits = sheetSubUnits(state, rowUnitId).map((id): SubUnitGuidance => {
    const u = state.units[id]!;
    const dugIn = u.dugIn;
    const underFire = isUnderFire(sheet, id, column);
    const situation = situationOf({ dugIn, underFire });
    return {
      unitId: id,
      label: u.shortName,
      dugIn,
      underFire,
      situation,
      situationText: SITUATION_LABELS[ed][situation],
      rule: command === null ? null : ruleFor(u, command, dugIn, underFire, ed),
    };
  });
  return { rowUnitId, rowLabel: row.shortName, columnLabel: columnLabel(state, sheet, column), cellText: cellText(cell), command, note, subUnits };
}
