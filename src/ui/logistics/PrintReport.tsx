/**
 * A logistics report as printed (`logistics.css`: A4 portrait, only this visible): the title, the
 * campaign and the clock, and the plain table (`table` "Printed ‹title›"). Rendered into `document.body`
 * (a portal) only while it prints; `printReport` marks the body so the print stylesheet shows it alone —
 * the pattern of `src/ui/sheet/PrintSheet.tsx`.
 */
import { createPortal } from 'react-dom';
import type { CampaignState } from '../../campaign/index.ts';
import { formatCampaignClock } from '../clock.ts';
import type { ReportTable } from './reportView.ts';

/** Class on `<body>` while a logistics report is being printed. */
export const LOGISTICS_PRINTING_CLASS = 'lg-printing';

/** Props: the campaign and the report. */
export type PrintReportProps = { state: CampaignState; table: ReportTable };

/** The printable copy. */
export function PrintReport({ state, table }: PrintReportProps) {
  return createPortal(
    <div className="lg-print-root">
      <h1 className="lg-print__title">{table.title}</h1>
      <p className="lg-print__meta">
        {state.title} · as at {formatCampaignClock(state.startLocal, state.clockMin)}
      </p>
      <table className="lg-print__table" aria-label={`Printed ${table.title}`}>
        <thead>
          <tr>
            {table.head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((r, i) => (
            <tr key={i}>
              {r.map((c, j) => (j === 0 ? <th key={j} scope="row">{c}</th> : <td key={j}>{c}</td>))}
            </tr>
          ))}
        </tbody>
      </table>
      {table.rows.length === 0 && <p>Nothing to report.</p>}
    </div>,
    document.body,
  );
}

/** Print the report alone: mark the body, open the print dialog, unmark and call `done` after printing. */
export function printReport(done: () => void): void {
  const body = document.body;
  body.classList.add(LOGISTICS_PRINTING_CLASS);
  const finish = () => {
    body.classList.remove(LOGISTICS_PRINTING_CLASS);
    done();
  };
  window.addEventListener('afterprint', finish, { once: true });
  try {
    window.print();
  } catch {
    window.removeEventListener('afterprint', finish);
    finish();
  }
}
