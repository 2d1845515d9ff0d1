/**
 * The timeline's chart: row labels on the left (HTML) and an SVG plot on the campaign clock's axis —
 * hour ticks in local time, a "now" line at the clock, each order's and report's marks, each task's
 * bar. Every mark is keyboard focusable (a `button` named by its title, which also shows as the SVG
 * `<title>` tooltip: unit, time, the leg's reason); activating it selects its unit. User text is
 * drawn as SVG text nodes, never HTML.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { CampaignState, UnitId } from '../../campaign/index.ts';
import { axisTicks, stackLanes, xOf, type TimeWindow } from './timeAxis.ts';
import type { TimelineMark, TimelineRow } from './timelineRows.ts';
import { localHm } from './timeText.ts';

/** Pixel sizes shared with timeline.css: axis band and row height. */
export const AXIS_H = 28;
export const ROW_H = 28;

/** Props: the rows to draw, the window, and what activating a mark, an order's label or a task's bar does. */
export type TimelineChartProps = {
  state: CampaignState;
  rows: readonly TimelineRow[];
  window: TimeWindow;
  selectedUnitId: UnitId | null;
  onSelectUnit(id: UnitId): void;
  onOpenOrder?: (orderId: string) => void;
  onEditTask?: (taskId: string) => void;
};

const KIND_WORD = { order: 'Order', report: 'Report', task: 'Task', fireplan: 'Fire plan' } as const;

function useWidth(initial: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(initial);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(([entry]) => {
      const w = Math.floor(entry?.contentRect.width ?? 0);
      if (w > 0) setWidth(w);
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return [ref, width] as const;
}

const activate = (fn: () => void) => (e: KeyboardEvent) => {
  if (e.key === 'Enter' || e.key === ' ') {
    e.preventDefault();
    fn();
  }
};

/** The chart. */
export function TimelineChart({ state, rows, window, selectedUnitId, onSelectUnit, onOpenOrder, onEditTask }: TimelineChartProps) {
  const [plotRef, width] = useWidth(800);
  const x = (min: number) => xOf(window, width, min);
  const height = AXIS_H + Math.max(1, rows.length) * ROW_H;
  const ticks = axisTicks(state.startLocal, window, width);
  const nowX = x(state.clockMin);
  return (
    <div className="tl-chart">
      <ul className="tl-labels" style={{ paddingTop: AXIS_H }}>
        {rows.map((r) => (
          <li key={r.key} className={`tl-label tl-label-${r.kind}`} style={{ height: ROW_H }}>
            <span className="tl-kind">{KIND_WORD[r.kind]}</span>{' '}
            {r.kind === 'order' && onOpenOrder ? (
              <button type="button" className="link-button" onClick={() => onOpenOrder(r.id)} title={r.label}>
                {r.label}
              </button>
            ) : (
              <span title={r.label}>{r.label}</span>
            )}
          </li>
        ))}
      </ul>
      <div className="tl-plot" ref={plotRef}>
        <svg width={width} height={height} role="group" aria-label="Timeline chart" className="tl-svg">
          <g className="tl-axis">
            {ticks.map((t) => (
              <g key={t.atMin} className={t.midnight ? 'tl-tick tl-midnight' : 'tl-tick'}>
                <line x1={x(t.atMin)} x2={x(t.atMin)} y1={AXIS_H - 6} y2={height} />
                <text x={x(t.atMin) + 3} y={AXIS_H - 10}>
                  {t.label}
                </text>
              </g>
            ))}
          </g>
          {rows.map((r, i) => (
            <g key={r.key} className={`tl-row tl-row-${r.kind}`} transform={`translate(0 ${AXIS_H + i * ROW_H})`}>
              <line className="tl-baseline" x1={0} x2={width} y1={ROW_H / 2} y2={ROW_H / 2} />
              {r.error !== undefined && (
                <text className="tl-error" x={6} y={ROW_H / 2 + 4}>
                  {`No timeline: ${r.error}`}
                </text>
              )}
              {r.bar && <TaskBar bar={r.bar} x={x} onEdit={r.kind === 'task' && onEditTask ? () => onEditTask(r.id) : undefined} />}
              <RowMarks marks={r.marks} window={window} x={x} selectedUnitId={selectedUnitId} onSelectUnit={onSelectUnit} />
            </g>
          ))}
          {nowX >= 0 && nowX <= width && (
            <g className="tl-now">
              <line x1={nowX} x2={nowX} y1={0} y2={height} />
              <text x={nowX + 3} y={10}>{`Now ${localHm(state.startLocal, state.clockMin)}`}</text>
            </g>
          )}
        </svg>
        {rows.length === 0 && <p className="tl-empty">No orders, reports or tasks in this window.</p>}
      </div>
    </div>
  );
}

function TaskBar({ bar, x, onEdit }: { bar: NonNullable<TimelineRow['bar']>; x(min: number): number; onEdit: (() => void) | undefined }) {
  const x1 = x(bar.fromMin);
  const w = Math.max(2, x(bar.toMin) - x1);
  const focus = onEdit ? { tabIndex: 0, role: 'button', 'aria-label': `Edit task: ${bar.title}`, onClick: onEdit, onKeyDown: activate(onEdit) } : {};
  return (
    <g className="tl-task" {...focus}>
      <title>{bar.title}</title>
      <rect x={x1} y={6} width={w} height={ROW_H - 12} rx={3} />
    </g>
  );
}

const LANE_DY = [0, 7, -7] as const;

function RowMarks(p: { marks: readonly TimelineMark[]; window: TimeWindow; x(min: number): number; selectedUnitId: UnitId | null; onSelectUnit(id: UnitId): void }) {
  const shown = p.marks.filter((m) => m.untilMin >= p.window.fromMin && m.atMin <= p.window.toMin);
  const lanes = stackLanes(shown.map((m) => p.x(m.atMin)));
  return (
    <>
      {shown.map((m, i) => (
        <Mark key={m.key} mark={m} x={p.x} dy={LANE_DY[lanes[i]!]!} selected={m.unitId === p.selectedUnitId} onSelect={() => p.onSelectUnit(m.unitId)} />
      ))}
    </>
  );
}

function Mark({ mark, x, dy, selected, onSelect }: { mark: TimelineMark; x(min: number): number; dy: number; selected: boolean; onSelect(): void }) {
  const cx = x(mark.atMin);
  const cy = ROW_H / 2 + dy;
  const cls = `tl-mark tl-${mark.style}${selected ? ' tl-selected' : ''}`;
  let shape;
  if (mark.style === 'issued') {
    shape = <path d={`M${cx},${cy - 8} L${cx + 7},${cy - 4} L${cx},${cy} Z M${cx},${cy - 8} L${cx},${cy + 8}`} />;
  } else if (mark.untilMin > mark.atMin) {
    const w = Math.max(6, x(mark.untilMin) - cx);
    shape = <rect x={cx - 3} y={cy - 4} width={w + 6} height={8} rx={4} />;
  } else {
    shape = <circle cx={cx} cy={cy} r={5} />;
  }
  return (
    <g className={cls} tabIndex={0} role="button" aria-label={mark.title} onClick={onSelect} onKeyDown={activate(onSelect)}>
      <title>{mark.title}</title>
      {shape}
      {mark.tag && (
        <>
          <path className="tl-cross" d={`M${cx - 5},${cy - 5} L${cx + 5},${cy + 5} M${cx - 5},${cy + 5} L${cx + 5},${cy - 5}`} />
          <text className="tl-tag" x={cx + 7} y={cy - 4}>
            {mark.tag}
          </text>
        </>
      )}
    </g>
  );
}
