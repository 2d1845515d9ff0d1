/**
 * The fire plan timetable: batteries down, time across, an axis of H-offsets with the campaign clock
 * under each, each battery's part in a serial a bar labelled with its target reference and shell; a battery given two
 * serials at once is drawn in the warning colour. The chart (`img` "Timetable chart of ‹plan›") has
 * a text alternative, the `table` "Timetable of ‹plan›" (rows batteries, a column per serial),
 * kept for screen readers on screen and printed under the chart ("Print timetable").
 */
import { orbatOrder, clockText, type CampaignState, type FirePlan } from '../../campaign/index.ts';
import { formatHOffset } from './hOffset.ts';
import { SHELL_LABELS } from './SerialParts.tsx';
import type { ScreenSerial } from './planView.ts';
import { labelWidthPx, timetableLayout, type TimetableLayout } from './timetableLayout.ts';

/** The layout of a plan's timetable from its serials (stored and lift-generated), rows in ORBAT order; each bar reads `‹target› ‹shell›`. */
export function planTimetable(state: CampaignState, serials: readonly ScreenSerial[]): TimetableLayout {
  const order = new Map(orbatOrder(state).map((id, i) => [id, i]));
  const batteries = [...new Set(serials.flatMap((s) => s.batteryIds))].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
  const rows = batteries.map((id) => ({ batteryId: id, label: state.units[id]?.shortName ?? id }));
  const entries = serials.flatMap((s) =>
    s.batteryIds.map((b) => ({ serialId: s.id, batteryId: b, startOffsetMin: s.startOffsetMin, endOffsetMin: s.endOffsetMin, label: `${s.targetRef} ${SHELL_LABELS[s.shell]}` })),
  );
  return timetableLayout(rows, entries);
}

/**
 * The campaign clock of an H-offset of `plan` (`05:20`, `05:20 on day 2`), as the timetable writes it
 * beside the offset.
 */
export function offsetClock(state: CampaignState, plan: FirePlan): (offsetMin: number) => string {
  return (offsetMin) => clockText(state, plan.hHourMin + offsetMin);
}

/**
 * The clock times written under the ticks: the time alone (`05:50`), the day said once in the label
 * column (`day 2`) and again only at a tick where the day changes (`00:00 day 3`), so neighbouring
 * labels do not run into each other. `clocks` are `clockText` strings (`05:50`, `05:50 on day 2`).
 */
export function tickClockLabels(clocks: readonly string[]): { tickClocks: string[]; dayNote: string | null } {
  const parts = clocks.map((c) => {
    const at = c.indexOf(' on day ');
    return at < 0 ? { time: c, day: null } : { time: c.slice(0, at), day: c.slice(at + 4) };
  });
  const firstDay = parts[0]?.day ?? null;
  const tickClocks = parts.map((p, i) => (i > 0 && p.day !== parts[i - 1]!.day ? `${p.time} ${p.day ?? 'day 1'}` : p.time));
  return { tickClocks, dayNote: firstDay };
}

/** Props of the chart: the plan's title, its layout, and the clock time of an H-offset (written under each tick). */
export type TimetableChartProps = { title: string; layout: TimetableLayout; clockAt(offsetMin: number): string };

/** The SVG chart (scales to its box: a `viewBox` in layout units). */
export function TimetableChart({ title, layout, clockAt }: TimetableChartProps) {
  const { size } = layout;
  const { tickClocks, dayNote } = tickClockLabels(layout.ticks.map((t) => clockAt(t.offsetMin)));
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
      {dayNote && (
        <text className="fp-tt__ticklabel fp-tt__ticklabel--clock" x={4} y={size.axisHeightPx - 10}>
          {dayNote}
        </text>
      )}
      {layout.ticks.map((t, i) => (
        <g key={t.offsetMin}>
          <line className={t.offsetMin === 0 ? 'fp-tt__tick fp-tt__tick--h' : 'fp-tt__tick'} x1={t.x} x2={t.x} y1={size.axisHeightPx - 6} y2={layout.heightPx} />
          <text className="fp-tt__ticklabel" x={t.x} y={size.axisHeightPx - 22} textAnchor="middle">
            {t.label}
          </text>
          <text className="fp-tt__ticklabel fp-tt__ticklabel--clock" x={t.x} y={size.axisHeightPx - 10} textAnchor="middle">
            {tickClocks[i]}
          </text>
        </g>
      ))}
      {layout.bars.map((b) => (
        <g key={`${b.serialId}/${b.batteryId}`} className={b.overlap ? 'fp-tt__bar fp-tt__bar--overlap' : 'fp-tt__bar'}>
          <rect x={b.x} y={b.y} width={Math.max(1, b.width)} height={size.rowHeightPx - 6} rx={2}>
            <title>{`${b.label} ${formatHOffset(b.startOffsetMin)} (${clockAt(b.startOffsetMin)}) to ${formatHOffset(b.endOffsetMin)} (${clockAt(b.endOffsetMin)})${b.overlap ? ' (overlaps another serial)' : ''}`}</title>
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

/** Props of the table: the plan's title, its serials, the layout (for the rows and overlaps) and the clock time of an H-offset. */
export type TimetableTableProps = { title: string; serials: readonly ScreenSerial[]; layout: TimetableLayout; clockAt(offsetMin: number): string; className?: string };

/** The table: a row per battery, a column per serial; a cell names the target when the battery fires in that serial. */
export function TimetableTable({ title, serials, layout, clockAt, className }: TimetableTableProps) {
  const overlapping = new Set(layout.bars.filter((b) => b.overlap).map((b) => `${b.serialId}/${b.batteryId}`));
  return (
    <table className={className ?? 'fp-tt-table'} aria-label={`Timetable of ${title}`}>
      <thead>
        <tr>
          <th scope="col">Battery</th>
          {serials.map((s) => (
            <th key={s.id} scope="col">
              {s.label} ({formatHOffset(s.startOffsetMin)} {clockAt(s.startOffsetMin)} to {formatHOffset(s.endOffsetMin)} {clockAt(s.endOffsetMin)})
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
                {s.batteryIds.includes(r.batteryId) ? `${s.targetRef} ${SHELL_LABELS[s.shell]}${overlapping.has(`${s.id}/${r.batteryId}`) ? ' (overlaps another serial)' : ''}` : ''}
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
  const clockAt = offsetClock(state, plan);
  return (
    <section className="fp-timetable" aria-label="Timetable">
      <header className="row-head">
        <h4>Timetable</h4>
        <button type="button" onClick={onPrint}>
          Print timetable
        </button>
      </header>
      {layout.rows.length === 0 ? (
        <p className="field-note">No battery fires yet: add a serial or a lift.</p>
      ) : (
        <>
          <TimetableChart title={plan.title} layout={layout} clockAt={clockAt} />
          {layout.bars.some((b) => b.overlap) && <p className="fp-warn-note">Bars in the warning colour: a battery given two serials at once.</p>}
          {/* Hidden in a block, not on the table itself: a table does not shrink to the hiding box and would widen the page. */}
          <div className="visually-hidden">
            <TimetableTable title={plan.title} serials={serials} layout={layout} clockAt={clockAt} />
          </div>
        </>
      )}
    </section>
  );
}
