/**
 * The small chart of an account's stocks over time (`img` "Stocks of ‹name› over time"): a step line
 * per kind (CU solid, FU dashed, POL dotted — told apart by the line and the legend, not by colour
 * alone), the y axis from 0 to the largest stock, and the first and last local times under it.
 * Geometry: `chartView.ts`.
 */
import type { Ledger } from '../../rules/logistics/ledger.ts';
import { localHm } from '../timeline/timeText.ts';
import { CHART_BOX, chartLayout } from './chartView.ts';

/** Props: the ledger, the account, its name, the clock (the chart's right edge) and the scenario start. */
export type StockChartProps = { ledger: Ledger; accountId: string; name: string; clockMin: number; startLocal: string };

const DASH: Readonly<Record<string, string>> = { CU: 'solid', FU: 'dashed', POL: 'dotted' };

/** The chart, or nothing when the account has no entries. */
export function StockChart({ ledger, accountId, name, clockMin, startLocal }: StockChartProps) {
  const layout = chartLayout(ledger, accountId, clockMin);
  if (!layout) return null;
  const { width, height, left, right, top, bottom } = CHART_BOX;
  const summary = layout.series.map((s) => `${s.kind} ${s.last}`).join(', ');
  return (
    <figure className="lg-section">
      <svg
        className="lg-chart"
        role="img"
        aria-label={`Stocks of ${name} over time`}
        viewBox={`0 0 ${width} ${height}`}
      >
        <desc>{`From ${localHm(startLocal, layout.fromMin)} to ${localHm(startLocal, layout.toMin)}; now ${summary}.`}</desc>
        <line className="lg-chart__axis" x1={left} x2={left} y1={top} y2={height - bottom} />
        <line className="lg-chart__axis" x1={left} x2={width - right} y1={height - bottom} y2={height - bottom} />
        <text className="lg-chart__label" x={left - 4} y={top + 6} textAnchor="end">
          {layout.maxHeld}
        </text>
        <text className="lg-chart__label" x={left - 4} y={height - bottom} textAnchor="end">
          0
        </text>
        <text className="lg-chart__label" x={left} y={height - 4}>
          {localHm(startLocal, layout.fromMin)}
        </text>
        <text className="lg-chart__label" x={width - right} y={height - 4} textAnchor="end">
          {localHm(startLocal, layout.toMin)}
        </text>
        {layout.series.map((s) => (
          <path key={s.kind} className={`lg-chart__line lg-chart__line--${s.kind}`} d={s.path} />
        ))}
      </svg>
      <figcaption>
        <ul className="lg-legend">
          {layout.series.map((s) => (
            <li key={s.kind}>
              <svg width="24" height="8" aria-hidden="true">
                <path className={`lg-chart__line lg-chart__line--${s.kind}`} d="M0,4H24" />
              </svg>{' '}
              {s.kind} ({DASH[s.kind]}): {s.last}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
