/**
 * One order's timeline alone, for the order panel: a small SVG chart (one lane per echelon, a mark
 * where the order reaches each unit, a line for each leg from the HQ that passed it on) above a
 * table named "Timeline of ‹order title›" with columns Unit / Echelon / Received / Via / Leg /
 * Status — issued → received at each HQ → effective at each unit, in local time (`08:20`).
 * 004 §COMMAND REACTION TIMES. Self-contained: needs only the state.
 */
import { useMemo } from 'react';
import { orderViews, type CampaignState, type UnitId } from '../../campaign/index.ts';
import { ECHELON_ABBR } from '../labels.ts';
import { chartLanes, orderTableRows, type OrderTableRow } from './orderTable.ts';
import { axisTicks, xOf, type TimeWindow } from './timeAxis.ts';
import { localHm } from './timeText.ts';
import './timeline.css';
import { TableHead } from '../TableHead.tsx';

/** Props: the state, the order's id, and the campaign minute to show it at (default the clock). */
export type OrderTimelineChartProps = { state: CampaignState; orderId: string; atMin?: number };

const W = 560;
const LEFT = 44;
const TOP = 32;
const LANE_H = 22;

/** The chart and table. Shows a note when the order is unknown and the reason when it has no timeline. */
export function OrderTimelineChart({ state, orderId, atMin }: OrderTimelineChartProps) {
  const now = atMin ?? state.clockMin;
  const result = useMemo(() => {
    try {
      const views = orderViews(state, now);
      const view = views.find((v) => v.order.id === orderId);
      if (!view) return { kind: 'missing' as const };
      const byTitle = new Map(views.map((v) => [v.order.id, v.title]));
      return { kind: 'ok' as const, view, rows: view.error === undefined ? orderTableRows(state, view, now, byTitle) : [] };
    } catch (e) {
      return { kind: 'error' as const, message: e instanceof Error ? e.message : String(e) };
    }
  }, [state, orderId, now]);

  if (result.kind === 'missing') return <p className="field-note">There is no order “{orderId}” in this campaign.</p>;
  if (result.kind === 'error') return <p role="alert">Could not work out the order's timeline: {result.message}</p>;
  const { view, rows } = result;
  return (
    <div className="tl-order">
      {view.error !== undefined ? (
        <p role="alert" className="field-error">
          No timeline for {view.title}: {view.error}
        </p>
      ) : (
        <>
          <OrderChart state={state} title={view.title} rows={rows} nowMin={now} />
          <table className="tl-table">
            <caption>Timeline of {view.title}</caption>
            <TableHead columns={['Unit', 'Echelon', 'Received', 'Via', 'Leg', 'Status']} />
            <tbody>
              {rows.map((r) => (
                <tr key={r.key} className={`tl-status-${r.style}`}>
                  <th scope="row">{r.unit}</th>
                  <td>{r.echelonLabel}</td>
                  <td>
                    <time>{r.received}</time>
                  </td>
                  <td>{r.via}</td>
                  <td title={r.reason}>
                    {r.leg}
                    {r.leg !== '—' && <span className="tl-reason">{r.reason}</span>}
                  </td>
                  <td>{r.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </div>
  );
}

function OrderChart({ state, title, rows, nowMin }: { state: CampaignState; title: string; rows: readonly OrderTableRow[]; nowMin: number }) {
  const lanes = chartLanes(rows);
  const first = rows[0]!.atMin;
  const last = Math.max(...rows.map((r) => r.atMin));
  const pad = Math.max(30, Math.round((last - first) * 0.08));
  const window: TimeWindow = { fromMin: first - pad, toMin: Math.max(last, first + 60) + pad };
  const plotW = W - LEFT - 8;
  const x = (min: number) => LEFT + xOf(window, plotW, min);
  const laneY = (r: OrderTableRow) => TOP + lanes.indexOf(r.echelon) * LANE_H + LANE_H / 2;
  const height = TOP + lanes.length * LANE_H + 4;
  const firstAt = new Map<UnitId, OrderTableRow>();
  for (const r of rows) if (!firstAt.has(r.unitId)) firstAt.set(r.unitId, r);
  const ticks = axisTicks(state.startLocal, window, plotW, 48);
  const nowX = x(nowMin);
  return (
    <svg className="tl-order-svg" viewBox={`0 0 ${W} ${height}`} role="img" aria-label={`Chart of the timeline of ${title}`}>
      {ticks.map((t) => (
        <g key={t.atMin} className="tl-tick">
          <line x1={x(t.atMin)} x2={x(t.atMin)} y1={TOP - 4} y2={height} />
          <text x={x(t.atMin) + 2} y={12}>
            {t.label}
          </text>
        </g>
      ))}
      {lanes.map((e, i) => (
        <text key={e ?? 'other'} className="tl-lane" x={4} y={TOP + i * LANE_H + LANE_H / 2 + 4}>
          {e ? ECHELON_ABBR[e] : 'Other'}
        </text>
      ))}
      {rows.map((r) => {
        const from = r.viaId !== null ? firstAt.get(r.viaId) : undefined;
        return from ? <line key={`leg-${r.key}`} className={`tl-leg tl-${r.style}`} x1={x(from.atMin)} y1={laneY(from)} x2={x(r.atMin)} y2={laneY(r)} /> : null;
      })}
      {rows.map((r) => (
        <g key={r.key} className={`tl-mark tl-${r.style}`}>
          <title>{`${r.unit} — ${r.status.toLowerCase()} ${r.received} — ${r.reason}`}</title>
          <circle cx={x(r.atMin)} cy={laneY(r)} r={4} />
        </g>
      ))}
      {nowX >= LEFT && nowX <= W && (
        <g className="tl-now">
          <line x1={nowX} x2={nowX} y1={16} y2={height} />
          <text x={nowX + 3} y={TOP - 6}>{`Now ${localHm(state.startLocal, nowMin)}`}</text>
        </g>
      )}
    </svg>
  );
}
