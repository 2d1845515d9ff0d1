/**
 * A table's head row: one column header (`<th scope="col">`) a column, so a screen reader names each
 * cell by its column. A column is its header text, or the text and a class (`lg-num` for numbers).
 */

import type { ReactNode } from 'react';

/** One column: its header text, `[text, className]`, or a header of any content with a key. */
export type TableColumn = string | readonly [text: string, className: string] | { key: string; head: ReactNode; className?: string };

const keyOf = (c: TableColumn) => (typeof c === 'string' ? c : 'key' in c ? c.key : c[0]);
const headOf = (c: TableColumn) => (typeof c === 'string' ? c : 'key' in c ? c.head : c[0]);
const classOf = (c: TableColumn) => (typeof c === 'string' ? undefined : 'key' in c ? c.className : c[1]);

/** The `<thead>` of `columns`. */
export function TableHead({ columns }: { columns: readonly TableColumn[] }) {
  return (
    <thead>
      <tr>
        {columns.map((c) => (
          <th key={keyOf(c)} scope="col" className={classOf(c)}>
            {headOf(c)}
          </th>
        ))}
      </tr>
    </thead>
  );
}
