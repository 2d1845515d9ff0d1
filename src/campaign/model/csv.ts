/**
 * CSV text as the exports write it (RFC 4180; the orders' CSV, `orders/orderExport.ts`, the
 * high-command sheet's, `orders/highCommandSheet.ts`, and the logistics reports): written by
 * Papa Parse's `unparse` — fields quoted where needed (a comma, a double quote, CR or LF, a leading or
 * trailing space), quotes doubled, records ended by CRLF — after every field is guarded against
 * spreadsheet formula injection (a value a spreadsheet would run as a formula — starting with `=`,
 * `+`, `-`, `@`, a tab or a carriage return — is written with a leading `'`, so it shows as text).
 */
import Papa from 'papaparse';

/** The end of every record: CRLF (RFC 4180 §2.1). */
export const CSV_EOL = '\r\n';

const UNPARSE: Papa.UnparseConfig = { newline: CSV_EOL, quotes: false, header: false };

/**
 * A value a spreadsheet would run as a formula, with a leading `'` (done here rather than by Papa
 * Parse's `escapeFormulae`, which also quotes every such field: `'=1` stays `'=1`, as before).
 */
const guarded = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/**
 * One CSV field (see the module note). `=SUM(A1)` → `'=SUM(A1)`; `say "go", now` → `"say ""go"", now"`;
 * `''` → `''`.
 */
export function csvField(value: string): string {
  return csvLine([value]);
}

/** One record without its line end: each value as `csvField`, joined by commas (`['a', 'b,c']` → `a,"b,c"`). */
export function csvLine(values: readonly string[]): string {
  return Papa.unparse([values.map(guarded)], UNPARSE);
}

/** Whole CSV text: each record as `csvLine`, each followed by `CSV_EOL` (no records: ''). */
export function csvText(records: readonly (readonly string[])[]): string {
  return records.length === 0 ? '' : Papa.unparse(records.map((r) => r.map(guarded)), UNPARSE) + CSV_EOL;
}
