/**
 * CSV text as the exports write it (RFC 4180; the orders' CSV, `orderExport.ts`, and the
 * high-command sheet's, `highCommandSheet.ts`): fields quoted where needed, records ended by CRLF,
 * and every field guarded against spreadsheet formula injection (a value that a spreadsheet would
 * run as a formula is written with a leading `'`, so it shows as text).
 */

/** The end of every record: CRLF (RFC 4180 §2.1). */
export const CSV_EOL = '\r\n';

/**
 * One CSV field: a value starting with `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading
 * `'` (so a spreadsheet shows it as text, never as a formula); then a value holding a comma, a double
 * quote, CR or LF is wrapped in double quotes with its quotes doubled (RFC 4180 §2.6–2.7).
 * `=SUM(A1)` → `'=SUM(A1)`; `say "go", now` → `"say ""go"", now"`; `''` → `''`.
 */
export function csvField(value: string): string {
  const guarded = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

/** One record without its line end: each value through `csvField`, joined by commas (`['a', 'b,c']` → `a,"b,c"`). */
export function csvLine(values: readonly string[]): string {
  return values.map(csvField).join(',');
}

/** Whole CSV text: each record as `csvLine`, each followed by `CSV_EOL` (no records: ''). */
export function csvText(records: readonly (readonly string[])[]): string {
  return records.map((r) => csvLine(r) + CSV_EOL).join('');
}
