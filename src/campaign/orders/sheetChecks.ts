/**
 * The check of a 1418 high-command sheet (`HighCommandSheet`, `sheet.saved`): formations × bounds
 * (or hours), each cell Advance / Hold / Assault / Retreat, or for artillery Bombard <table square>
 * (000 §Executing All Commands; 001 §HIGH COMMANDS). Used by the fold (`planningEvents.ts`).
 */
import { HIGH_COMMANDS } from '../../rules/tables/commands1418.ts';
import { PLANNING_LIMITS, checkId, checkList, checkObject, checkOneOf, checkText, checkWhole, unitAt } from '../model/checks.ts';
import { EventError } from '../model/eventError.ts';
import type { CampaignState, HighCommandCell, HighCommandSheet, SideId, UnitId } from '../model/types.ts';

const CELL_COMMANDS = [...HIGH_COMMANDS, 'bombard'] as const;
const SIDES: readonly SideId[] = ['blue', 'red'];

/**
 * A checked copy of a high-command sheet (at `path`, default `payload.sheet`), throwing `EventError`
 * at the field: a valid id; title ≤ 200 characters; side blue / red; column kind bound / hour;
 * `startMin` whole ≥ 0; `columnCount` whole 1…48; `rows` ≤ 200 distinct units of the sheet's side;
 * `cells` exactly one list per row (no other keys), each exactly `columnCount` long, each cell null,
 * `{ command: advance|hold|assault|retreat }` or `{ command: 'bombard', target }` with a target of
 * 1…12 characters; `underFire` ≤ 1000 units that exist. `cells` is a null-prototype record.
 */
export function checkSheet(state: CampaignState, raw: unknown, path = 'payload.sheet'): HighCommandSheet {
  const s = checkObject(raw, path);
  const id = checkId(s.id, `${path}.id`);
  const title = checkText(s.title, `${path}.title`, PLANNING_LIMITS.label);
  const side = checkOneOf(s.side, SIDES, 'side', `${path}.side`);
  const columnKind = checkOneOf(s.columnKind, ['bound', 'hour'] as const, 'column kind', `${path}.columnKind`);
  const startMin = checkWhole(s.startMin, `${path}.startMin`);
  const columnCount = checkWhole(s.columnCount, `${path}.columnCount`, 1, PLANNING_LIMITS.columns);
  const seen = new Set<UnitId>();
  const rows = checkList(s.rows, `${path}.rows`).map((r, i) => {
    const u = unitAt(state, r, `${path}.rows[${i}]`);
    if (u.side !== side) throw new EventError(`${u.name} is of side ${u.side}, not the sheet's side ${side}`, `${path}.rows[${i}]`);
    if (seen.has(u.id)) throw new EventError(`${u.name} is listed twice`, `${path}.rows[${i}]`);
    seen.add(u.id);
    return u.id;
  });
  const given = checkObject(s.cells, `${path}.cells`);
  for (const key of Object.keys(given)) {
    if (!seen.has(key)) throw new EventError(`"${key}" is not a row of the sheet`, `${path}.cells.${key}`);
  }
  const cells = Object.create(null) as Record<UnitId, (HighCommandCell | null)[]>;
  for (const row of rows) {
    const at = `${path}.cells.${row}`;
    if (!Object.hasOwn(given, row)) throw new EventError(`the row of ${state.units[row]!.name} has no cells`, at);
    const list = checkList(given[row], at, PLANNING_LIMITS.columns);
    if (list.length !== columnCount) throw new EventError(`has ${list.length} cells; the sheet has ${columnCount} columns`, at);
    cells[row] = list.map((c, i) => cell(c, `${at}[${i}]`));
  }
  const underFire = checkList(s.underFire, `${path}.underFire`, PLANNING_LIMITS.underFire).map((u, i) => unitAt(state, u, `${path}.underFire[${i}]`).id);
  const out: HighCommandSheet = { id, title, side, columnKind, startMin, columnCount, rows, cells, underFire };
  if (s.underFireIn !== undefined) {
    const seen = new Set<number>();
    out.underFireIn = checkList(s.underFireIn, `${path}.underFireIn`, PLANNING_LIMITS.columns).map((raw, i) => {
      const at = `${path}.underFireIn[${i}]`;
      const e = checkObject(raw, at);
      const column = checkWhole(e.column, `${at}.column`, 0, columnCount - 1);
      if (seen.has(column)) throw new EventError(`column ${column} is listed twice`, `${at}.column`);
      seen.add(column);
      return { column, unitIds: checkList(e.unitIds, `${at}.unitIds`, PLANNING_LIMITS.underFire).map((u, k) => unitAt(state, u, `${at}.unitIds[${k}]`).id) };
    });
  }
  return out;
}

function cell(raw: unknown, path: string): HighCommandCell | null {
  if (raw === null) return null;
  const c = checkObject(raw, path);
  const command = checkOneOf(c.command, CELL_COMMANDS, 'high command', `${path}.command`);
  if (command !== 'bombard') return { command };
  return { command, target: checkText(c.target, `${path}.target`, PLANNING_LIMITS.bombardTarget, true) };
}
