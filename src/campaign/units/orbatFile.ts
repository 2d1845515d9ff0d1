/**
 * An order-of-battle file read into review rows (`orbatImport.ts`): CSV (by its name, or any text that
 * does not open with `{` or `[`) or an ORBAT Mapper scenario. How many units it holds is counted before
 * any is read, so a file of a hundred thousand lines is refused at once. Pure: it runs in a worker.
 */
import Papa from 'papaparse';
import { gridRefToPoint } from '../../rules/grid.ts';
import type { GridDef } from '../../rules/types.ts';
import type { CampaignState, Unit } from '../model/types.ts';
import { csvRows, orbatMapperRows, type ImportRow } from './orbatImport.ts';

/** The most units one import brings in (written as several `units.added` of at most `MAX_UNITS_ADDED` each, one action). */
export const MAX_IMPORT_ROWS = 20_000;
/** The most units one `units.added` event adds (`payloads.ts`). */
export const MAX_UNITS_ADDED = 5_000;

/** What reading a file needs of the campaign: its units' names and sides (CSV parents), its sides' names and its grid. */
export type OrbatContext = { units: Record<string, Pick<Unit, 'id' | 'name' | 'shortName' | 'side'>>; sides: CampaignState['sides']; grid: GridDef };

/** The context of `state`, small enough to hand a worker. */
export function orbatContextOf(state: CampaignState): OrbatContext {
  const units: OrbatContext['units'] = {};
  for (const u of Object.values(state.units)) units[u.id] = { id: u.id, name: u.name, shortName: u.shortName, side: u.side };
  return { units, sides: state.sides, grid: state.grid };
}

/**
 * The review rows of file `name` with `text`. Throws `Error` in the user's words: more units than
 * `MAX_IMPORT_ROWS` (counted first), not JSON, not an ORBAT Mapper scenario, or the first bad CSV line.
 */
export function orbatRowsOf(name: string, text: string, ctx: OrbatContext): ImportRow[] {
  const body = text.replace(/^\uFEFF/, '');
  const most = MAX_IMPORT_ROWS.toLocaleString('en-GB');
  const tooMany = () => new Error(`it holds more than ${most} units; one import brings in at most ${most} (split the file)`);
  if (/\.csv$/i.test(name) || !/^\s*[{[]/.test(body)) {
    // Count the rows that are not blank, stopping one past the limit (header included): the count comes before the rows are read.
    const records: string[][] = [];
    let over = false;
    Papa.parse<string[]>(body, {
      skipEmptyLines: 'greedy',
      step: (row, parser) => {
        records.push(row.data);
        if (records.length > MAX_IMPORT_ROWS + 1) {
          over = true;
          parser.abort();
        }
      },
    });
    if (over) throw tooMany();
    return csvRows(records, ctx, (ref) => gridRefToPoint(ctx.grid, ref));
  }
  let doc: unknown;
  try {
    doc = JSON.parse(body);
  } catch (e) {
    throw new Error(`it is not JSON: ${e instanceof Error ? e.message : String(e)}`);
  }
  const n = countOrbatMapperUnits(doc);
  if (n > MAX_IMPORT_ROWS) throw tooMany();
  return orbatMapperRows(doc);
}

/** How many units an ORBAT Mapper scenario holds (sides → groups → units and their sub-units), counted without reading them. */
function countOrbatMapperUnits(doc: unknown): number {
  const sides = (doc as { sides?: unknown } | null)?.sides;
  if (!Array.isArray(sides)) return 0;
  let n = 0;
  const stack: unknown[] = [];
  for (const s of sides) for (const g of Array.isArray((s as { groups?: unknown })?.groups) ? ((s as { groups: unknown[] }).groups) : []) stack.push((g as { subUnits?: unknown })?.subUnits);
  while (stack.length > 0 && n <= MAX_IMPORT_ROWS) {
    const units = stack.pop();
    if (!Array.isArray(units)) continue;
    n += units.length;
    for (const u of units) stack.push((u as { subUnits?: unknown })?.subUnits);
  }
  return n;
}
