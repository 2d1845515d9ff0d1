/**
 * The check of a 1418 high-command sheet (`HighCommandSheet`, `sheet.saved`): formations × bounds
 * (or hours), each cell Advance / Hold / Assault / Retreat, or for artillery Bombard <table square>
 * (000 §Executing All Commands; 001 §HIGH COMMANDS). Used by the fold (`planningEvents.ts`).
 */
import { unitAt } from '../model/checks.ts';
import { EventError } from '../model/eventError.ts';
import type { CampaignState, HighCommandCell, HighCommandSheet, UnitId } from '../model/types.ts';

/**
 * A copy of a high-command sheet checked against the state (at `path`, default `payload.sheet`; its
 * shape — id, title, side, column kind, minutes, 1…48 columns, list sizes, each cell null, a high
 * command or Bombard with a target — has passed the schema, `payloads.ts`), throwing `EventError` at
 * the field: `rows` distinct units of the sheet's side; `cells` exactly one list per row (no other
 * keys), each exactly `columnCount` long; `underFire` units that exist; `underFireIn` columns within
 * the sheet, each listed once, of units that exist. `cells` is a null-prototype record.
 */
export function checkSheet(state: CampaignState, sheet: HighCommandSheet, path = 'payload.sheet'): HighCommandSheet {
  const { id, title, side, columnKind, startMin, columnCount } = sheet;
  const seen = new Set<UnitId>();
  const rows = sheet.rows.map((r, i) => {
    const u = unitAt(state, r, `${path}.rows[${i}]`);
    if (u.side !== side) throw new EventError(`${u.name} is of side ${u.side}, not the sheet's side ${side}`, `${path}.rows[${i}]`);
    if (seen.has(u.id)) throw new EventError(`${u.name} is listed twice`, `${path}.rows[${i}]`);
    seen.add(u.id);
    return u.id;
  });
  const given = sheet.cells;
  for (const key of Object.keys(given)) {
    if (!seen.has(key)) throw new EventError(`"${key}" is not a row of the sheet`, `${path}.cells.${key}`);
  }
  const cells = Object.create(null) as Record<UnitId, (HighCommandCell | null)[]>;
  for (const row of rows) {
    const at = `${path}.cells.${row}`;
    if (!Object.hasOwn(given, row)) throw new EventError(`the row of ${state.units[row]!.name} has no cells`, at);
    const list = given[row]!;
    if (list.length !== columnCount) throw new EventError(`has ${list.length} cells; the sheet has ${columnCount} columns`, at);
    cells[row] = list.map((c) => (c === null ? null : { ...c }));
  }
  const underFire = sheet.underFire.map((u, i) => unitAt(state, u, `${path}.underFire[${i}]`).id);
  const out: HighCommandSheet = { id, title, side, columnKind, startMin, columnCount, rows, cells, underFire };
  if (sheet.underFireIn !== undefined) {
    const columns = new Set<number>();
    out.underFireIn = sheet.underFireIn.map((e, i) => {
      const at = `${path}.underFireIn[${i}]`;
      if (e.column >= columnCount) throw new EventError(`expected a whole number 0…${columnCount - 1}, got ${e.column}`, `${at}.column`);
      if (columns.has(e.column)) throw new EventError(`column ${e.column} is listed twice`, `${at}.column`);
      columns.add(e.column);
      return { column: e.column, unitIds: e.unitIds.map((u, k) => unitAt(state, u, `${at}.unitIds[${k}]`).id) };
    });
  }
  return out;
}
