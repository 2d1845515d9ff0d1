/**
 * The fire plan timetable (issue 5 "Fire plans"): batteries down, time across, an H-offset axis,
 * each battery's part in a serial a bar labelled with its target reference; a battery given two
 * serials at once is drawn in the warning colour. The chart (`img` "Timetable chart of ‹plan›") has
 * a text alternative, the `table` "Timetable of ‹plan›" (rows batteries, a column per serial),
 * kept for screen readers on screen and printed under the chart ("Print timetable").
 */
import { orbatOrder } from '../../campaign/selectors.ts';
import type { CampaignState, FirePlan } from '../../campaign/types.ts';
import { formatHOffset } from './hOffset.ts';
import type { ScreenSerial } from './planView.ts';
import { labelWidthPx, timetableLayout, type TimetableLayout } from './timetableLayout.ts';

/** The layout of a plan's timetable from its serials (stored and lift-generated), rows in ORBAT order. */
export function planTimetable(state: CampaignState, serials: readonly ScreenSerial[]): TimetableLayout {
  const order = new Map(orbatOrder(state).map((id, i) => [id, i]));
  const batteries = [...new Set(serials.flatMap((s) => s.batteryIds))].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
  const rows = batteries.map((id) => ({ batteryId: id, label: state.units[id]?.shortName ?? id }));
  const entries = serials.flatMap((s) =>
    s.batteryIds.map((b) => ({ serialId: s.id, batteryId: b, startOffsetMin: s.startOffsetMin, endOffsetMin: s.endOffsetMin, label: s.targetRef })),
  );
  return timetableLayout(rows, entries);
}

/** Props of the chart: the plan's title and its layout. */
export type TimetableChartProps = { title: string; layout: TimetableLayout };

/** The SVG chart (scales to its box: a `viewBox` in layout units). */
export function TimetableChart({ title, layout }: TimetableChartProps) {
  const { size } = layout;
  return (
    <svg
      className="fp-timetable__chart"
      role="img"
      aria-label={`Timetable chart of ${title}`}
      viewBox={`0 0 ${layout.widthPx} ${layout.heightPx}`}
      preserveAspectRatio="xMinYMin meet"
      data-bars={layout.bars.length}
      data-overlaps={layout.bars.filter((b) => b.overlap).length}
    >
      {layout.rows.map((r, i) => (
        <g key={r.batteryId}>
          <rect className={i % 2 ? 'fp-tt__row fp-tt__row--alt' : 'fp-tt__row'} x={0} y={r.y} width={layout.widthPx} height={size.rowHeightPx} />
          <text className="fp-tt__rowlabel" x={4} y={r.y + size.rowHeightPx / 2 + 4}>
            {r.label}
          </text>
        </g>
      ))}
      {layout.ticks.map((t) => (
        <g key={t.offsetMin}>
          <line className={t.offsetMin === 0 ? 'fp-tt__tick fp-tt__tick--h' : 'fp-tt__tick'} x1={t.x} x2={t.x} y1={size.axisHeightPx - 6} y2={layout.heightPx} />
          <text className="fp-tt__ticklabel" x={t.x} y={size.axisHeightPx - 10} textAnchor="middle">
            {t.label}
          </text>
        </g>
      ))}
      {layout.bars.map((b) => (
        <g key={`${b.serialId}/${b.batteryId}`} className={b.overlap ? 'fp-tt__bar fp-tt__bar--overlap' : 'fp-tt__bar'}>
          <rect x={b.x} y={b.y} width={Math.max(1, b.width)} height={size.rowHeightPx - 6} rx={2}>
            <title>{`${b.label} ${formatHOffset(b.startOffsetMin)} to ${formatHOffset(b.endOffsetMin)}${b.overlap ? ' (overlaps another serial)' : ''}`}</title>
          </rect>
          {labelWidthPx(b.label) <= b.width && (
            <text x={b.x + 3} y={b.y + size.rowHeightPx / 2 + 1}>
              {b.label}
            </text>
          )}
        </g>
      ))}
    </svg>
  );
}

/** Props of the table: the plan's title, its serials and the layout (for the rows and overlaps). */
export type TimetableTableProps = { title: string; serials: readonly ScreenSerial[]; layout: TimetableLayout; className?: string };

/** The table: a row per battery, a column per serial; a cell names the target when the battery fires in that serial. */
export function TimetableTable({ title, serials, layout, className }: TimetableTableProps) {
  const overlapping = new Set(layout.bars.filter((b) => b.overlap).map((b) => `${b.serialId}/${b.batteryId}`));
  return (
    <table className={className ?? 'fp-tt-table'} aria-label={`Timetable of ${title}`}>
      <thead>
        <tr>
          <th scope="col">Battery</th>
          {serials.map((s) => (
            <th key={s.id} scope="col">
              {s.label} ({formatHOffset(s.startOffsetMin)} to {formatHOffset(s.endOffsetMin)})
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {layout.rows.map((r) => (
          <tr key={r.batteryId}>
            <th scope="row">{r.label}</th>
            {serials.map((s) => (
              <td key={s.id}>
                {s.batteryIds.includes(r.batteryId) ? `${s.targetRef}${overlapping.has(`${s.id}/${r.batteryId}`) ? ' (overlaps another serial)' : ''}` : ''}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Props of the screen's timetable section. */
export type TimetableProps = { state: CampaignState; plan: FirePlan; serials: readonly ScreenSerial[]; onPrint(): void };

/** The timetable section: heading, "Print timetable", the chart and its table (visually hidden on screen). */
export function Timetable({ state, plan, serials, onPrint }: TimetableProps) {
  const layout = planTimetable(state, serials);
  return (
    <section className="fp-timetable" aria-label="Timetable">
      <header className="fp-section-head">
        <h4>Timetable</h4>
        <button type="button" onClick={onPrint}>
          Print timetable
        </button>
      </header>
      {layout.rows.length === 0 ? (
        <p className="field-note">No battery fires yet: add a serial or a lift.</p>
      ) : (
        <>
          <TimetableChart title={plan.title} layout={layout} />
          {layout.bars.some((b) => b.overlap) && <p className="fp-warn-note">Bars in the warning colour: a battery given two serials at once.</p>}
          <TimetableTable className="visually-hidden" title={plan.title} serials={serials} layout={layout} />
        </>
      )}
    </section>
  );
}
