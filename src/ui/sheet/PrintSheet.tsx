/**
 * The sheet as printed (`sheet.css`: A4 landscape, only this visible): the title, the side, and the
 * plain table of the seed's layout (000 §Executing All Commands) — `table` "Printed sheet ‹title›".
 * Rendered into `document.body` (a portal), hidden on screen and in any other print; "Print sheet"
 * (`printSheet`) marks the body so the print stylesheet shows it alone.
 */
import { createPortal } from 'react-dom';
import { columnLabels, sheetRows, type CampaignState, type HighCommandSheet } from '../../campaign/index.ts';
import { SheetHead } from './SheetGrid.tsx';

/** Class on `<body>` while a sheet is being printed. */
export const PRINTING_CLASS = 'hc-printing';

/** Props: the campaign and the sheet. */
export type PrintSheetProps = { state: CampaignState; sheet: HighCommandSheet };

/** The printable copy. */
export function PrintSheet({ state, sheet }: PrintSheetProps) {
  const labels = columnLabels(state, sheet);
  const kind = sheet.columnKind === 'bound' ? `${sheet.columnCount} bounds` : `${sheet.columnCount} hours`;
  return createPortal(
    <div className="hc-print-root">
      <h1 className="hc-print__title">{sheet.title}</h1>
      <p className="hc-print__meta">
        {state.title} · {state.sides[sheet.side]?.name ?? sheet.side} · high commands, {kind}
      </p>
      <table className="hc-print__table" aria-label={`Printed sheet ${sheet.title}`}>
        <SheetHead labels={labels} />
        <tbody>
          {sheetRows(state, sheet).map((r) => (
            <tr key={r.unitId}>
              <th scope="row">{r.label}</th>
              {r.cells.map((c, i) => (
                <td key={i}>{c}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>,
    document.body,
  );
}

/** Print the sheet alone: mark the body, open the browser's print dialog, unmark after printing. */
export function printSheet(): void {
  const body = document.body;
  body.classList.add(PRINTING_CLASS);
  const done = () => body.classList.remove(PRINTING_CLASS);
  window.addEventListener('afterprint', done, { once: true });
  try {
    window.print();
  } catch {
    done();
  }
}
