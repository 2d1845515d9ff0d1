/**
 * The bottom of the desk: the timeline (DESIGN.md §Screens; command reaction times, task
 * timings). A collapsible `region` "Timeline" showing, on the campaign clock's axis, every order
 * (issued → received at each HQ → effective at each unit), report and task in the visible window,
 * with buttons to scroll and zoom the window (default 2 h before the clock to 10 h after), open the
 * "Orders in transit" list, and show the panels "What HQs know", "Reports" (send / delete) and
 * "Tasks" (add / edit / delete).
 */
import { useId, useMemo, useState } from 'react';
import { module1916On, orderViews, reportViews, settingsOf, type CampaignState, type UnitId } from '../../campaign/index.ts';
import type { DeskWriter } from '../deskHost.ts';
import { HqKnowledge } from './HqKnowledge.tsx';
import { InTransitDialog } from './InTransitDialog.tsx';
import { ReportPanel } from './ReportPanel.tsx';
import { TaskPanel } from './TaskPanel.tsx';
import { MinefieldPanel } from './MinefieldPanel.tsx';
import { DEFAULT_VIEW, scrollView, windowAt, zoomView, type TimelineView } from './timeAxis.ts';
import { TimelineChart } from './TimelineChart.tsx';
import { timelineRows } from './timelineRows.ts';
import { localTimeText } from './timeText.ts';
import './timeline.css';

/**
 * Props: the campaign `state`; `writer` for reports and tasks; the selected unit (the forms'
 * default; its marks are highlighted) and `onSelectUnit` (a mark activated); `onOpenOrder` (an
 * order's label activated; without it labels are plain text).
 */
export type TimelinePaneProps = {
  state: CampaignState;
  writer: DeskWriter;
  selectedUnitId: UnitId | null;
  onSelectUnit(id: UnitId): void;
  onOpenOrder?: (orderId: string) => void;
};

type Panel = 'knows' | 'reports' | 'tasks' | 'minefields' | null;

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** The pane. */
export function TimelinePane({ state, writer, selectedUnitId, onSelectUnit, onOpenOrder }: TimelinePaneProps) {
  const id = useId();
  const [open, setOpen] = useState(true);
  const [view, setView] = useState<TimelineView>(DEFAULT_VIEW);
  const [panel, setPanel] = useState<Panel>(null);
  const [transit, setTransit] = useState(false);
  const [editTaskId, setEditTaskId] = useState<string | null>(null);

  const views = useMemo(() => {
    try {
      return { orders: orderViews(state), reports: reportViews(state), error: null };
    } catch (e) {
      return { orders: [], reports: [], error: errorText(e) };
    }
  }, [state]);
  const window = windowAt(view, state.clockMin);
  const { rows, hidden } = useMemo(() => timelineRows(state, views.orders, views.reports, window), [state, views, window.fromMin, window.toMin]);
  const t = (min: number) => localTimeText(state.startLocal, min, state.clockMin);

  const toggle = (p: Exclude<Panel, null>) => setPanel((cur) => (cur === p ? null : p));
  const editTask = (taskId: string | null) => {
    setEditTaskId(taskId);
    if (taskId !== null) setPanel('tasks');
  };
  const panelButton = (p: Exclude<Panel, null>, label: string) => (
    <button type="button" aria-expanded={panel === p} aria-controls={`${id}-panel`} onClick={() => toggle(p)}>
      {label}
    </button>
  );

  return (
    <section className="timeline-pane" aria-labelledby={`${id}-title`}>
      <div className="tl-head">
        <h2 id={`${id}-title`} className="pane-title tl-title">
          <button type="button" className="tl-collapse" aria-expanded={open} aria-controls={`${id}-body`} onClick={() => setOpen(!open)}>
            Timeline
          </button>
        </h2>
        {open && (
          <>
            <div className="button-group" role="group" aria-label="Timeline window">
              <button type="button" onClick={() => setView(scrollView(view, -1))}>
                Earlier
              </button>
              <button type="button" onClick={() => setView(scrollView(view, 1))}>
                Later
              </button>
              <button type="button" onClick={() => setView(zoomView(view, 'in'))} disabled={zoomView(view, 'in') === view}>
                Zoom in
              </button>
              <button type="button" onClick={() => setView(zoomView(view, 'out'))} disabled={zoomView(view, 'out') === view}>
                Zoom out
              </button>
              <button type="button" onClick={() => setView(DEFAULT_VIEW)}>
                Back to now
              </button>
            </div>
            <div className="button-group">
              <button type="button" onClick={() => setTransit(true)}>
                Orders in transit
              </button>
              {panelButton('knows', 'What HQs know')}
              {panelButton('reports', 'Reports')}
              {panelButton('tasks', 'Tasks')}
              {(module1916On(settingsOf(state)) || Object.keys(state.minefields ?? {}).length > 0) && panelButton('minefields', 'Minefields')}
            </div>
            <p className="tl-window" aria-live="polite">
              {`${t(window.fromMin)} to ${t(window.toMin)}`}
              {hidden > 0 && ` · ${hidden} outside this window`}
            </p>
          </>
        )}
      </div>
      {open && (
        <div id={`${id}-body`} className="tl-body">
          <div className="tl-main">
            {views.error !== null && (
              <p role="alert" className="field-error">
                Could not work out the timelines: {views.error}
              </p>
            )}
            <TimelineChart
              state={state}
              rows={rows}
              window={window}
              selectedUnitId={selectedUnitId}
              onSelectUnit={onSelectUnit}
              onOpenOrder={onOpenOrder}
              onEditTask={(taskId) => editTask(taskId)}
            />
          </div>
          {panel !== null && (
            <div id={`${id}-panel`} className="tl-side">
              {panel === 'knows' && <HqKnowledge state={state} selectedUnitId={selectedUnitId} />}
              {panel === 'reports' && <ReportPanel state={state} writer={writer} selectedUnitId={selectedUnitId} reports={views.reports} />}
              {panel === 'minefields' && <MinefieldPanel state={state} writer={writer} />}
              {panel === 'tasks' && <TaskPanel state={state} writer={writer} selectedUnitId={selectedUnitId} editTaskId={editTaskId} onEditTask={editTask} />}
            </div>
          )}
        </div>
      )}
      {transit && <InTransitDialog state={state} onClose={() => setTransit(false)} />}
    </section>
  );
}
