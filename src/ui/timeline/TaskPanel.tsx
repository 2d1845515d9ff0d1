/**
 * Tasks: the "Add task" form — a unit, a task from the NQM task timings table (its hours and its
 * `per` shown), the start as a local time, the hours within the table's range where it gives one,
 * for a task counted in engineer company hours per km its length (km) and the engineer companies
 * working, for one counted in engineer platoon hours the engineer platoons working (more engineers,
 * a shorter task: see `taskForm.ts`), for "Lay minefield" the line's two ends (optional: the clock lays the
 * minefield there when the task is done), a note — written as one `task.saved` event; with the 1916 rules on
 * the 1916 field works are offered too;
 * the tasks so far, each with when the clock completed it, Edit (the same form, same id) and Delete (`task.deleted`).
 * 004 §TASK TIMINGS TABLE.
 */
import { useId, useMemo, useState, type FormEvent } from 'react';
import type { CampaignState, UnitId } from '../../campaign/index.ts';
import { LAY_MINEFIELD_TASK } from '../../rules/tables/fieldWorks1916.ts';
import type { DeskWriter } from '../deskHost.ts';
import { checkTaskDraft, draftOfTask, durationRuleText, effortOf, isRanged, newTaskDraft, taskChoices, taskOptionText, taskWorkText, timingOf, withTask, workersLabel, type TaskCheck, type TaskDraft } from './taskForm.ts';
import { useDeskWrite } from '../command/useDeskWrite.ts';
import { fieldErrors } from './fieldErrors.tsx';
import { durationText, localTimeText } from './timeText.ts';
import { UnitCombobox } from '../picker/UnitCombobox.tsx';
import { FormError } from '../FormFooter.tsx';

/** Props: the state, the writer, the selected unit (the default), the task being edited (null: a new one) and how to change that. */
export type TaskPanelProps = {
  state: CampaignState;
  writer: DeskWriter;
  selectedUnitId: UnitId | null;
  editTaskId: string | null;
  onEditTask(id: string | null): void;
};

/** The panel. */
export function TaskPanel({ state, writer, selectedUnitId, editTaskId, onEditTask }: TaskPanelProps) {
  const id = useId();
  const editing = editTaskId !== null ? state.tasks?.[editTaskId] : undefined;
  const fresh = () => (editing ? draftOfTask(state, editing) : newTaskDraft(state, selectedUnitId));
  const [draft, setDraft] = useState<TaskDraft>(fresh);
  const [base, setBase] = useState<{ edit: string | null; unit: UnitId | null }>({ edit: editTaskId, unit: selectedUnitId });
  const [errors, setErrors] = useState<TaskCheck['errors']>({});
  const { busy, error: storeError, setError: setStoreError, write } = useDeskWrite(writer);
  if (base.edit !== editTaskId) {
    setBase({ edit: editTaskId, unit: selectedUnitId });
    setDraft(fresh());
    setErrors({});
  } else if (base.unit !== selectedUnitId) {
    setBase({ edit: editTaskId, unit: selectedUnitId });
    if (!editing && selectedUnitId !== null) setDraft((d) => ({ ...d, unitId: selectedUnitId }));
  }
  const name = (u: UnitId) => state.units[u]?.name ?? u;
  const timing = timingOf(draft.task);
  const effort = timing ? effortOf(timing) : null;
  const check = checkTaskDraft(state, draft, editing?.id ?? null);
  const lined = timing?.task === LAY_MINEFIELD_TASK && draft.lineFrom.trim() !== '' && draft.lineTo.trim() !== '';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setErrors(check.errors);
    setStoreError(null);
    if (!check.task) return;
    const t = check.task;
    if (!(await write({ type: 'task.saved', v: 1, payload: { task: t } }, `Task ${editing ? 'saved' : 'added'}: ${t.task} — ${name(t.unitId)}.`))) return;
    if (editing) onEditTask(null);
    else setDraft((d) => ({ ...d, note: '' }));
  };

  const remove = async (taskId: string) => {
    const t = state.tasks?.[taskId];
    if ((await write({ type: 'task.deleted', v: 1, payload: { taskId } }, `Task deleted: ${t?.task ?? taskId}.`)) && taskId === editTaskId) onEditTask(null);
  };

  const { fid, err, described } = fieldErrors(id, errors);
  const allUnits = useMemo(() => state.unitOrder.map((u) => state.units[u]!), [state]);
  const tasks = Object.values(state.tasks ?? {}).sort((a, b) => a.startMin - b.startMin || a.id.localeCompare(b.id));
  const t = (min: number) => localTimeText(state.startLocal, min, state.clockMin);

  return (
    <section className="tl-panel" aria-label="Tasks">
      <h3>{editing ? 'Edit task' : 'Add task'}</h3>
      <form className="tl-form" onSubmit={submit} noValidate>
        <div className="field">
          <UnitCombobox
            id={fid('unitId')}
            label="Unit"
            state={state}
            units={allUnits}
            value={draft.unitId}
            onChange={(unitId) => setDraft({ ...draft, unitId })}
            anchorId={draft.unitId !== '' ? draft.unitId : null}
            invalid={errors.unitId !== undefined}
            describedBy={errors.unitId !== undefined ? `${fid('unitId')}-err` : undefined}
          />
          {err('unitId')}
        </div>
        <div className="field">
          <label htmlFor={fid('task')}>Task</label>
          <select id={fid('task')} value={draft.task} onChange={(e) => setDraft(withTask(draft, e.target.value))} aria-describedby={`${fid('task')}-note`}>
            {taskChoices(state).map((tt) => (
              <option key={tt.task} value={tt.task}>
                {taskOptionText(tt)}
              </option>
            ))}
          </select>
          {timing && (
            <p id={`${fid('task')}-note`} className="field-note">
              Task timings table: {durationRuleText(timing)}.
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor={fid('start')}>Start</label>
          <input id={fid('start')} type="text" value={draft.start} onChange={(e) => setDraft({ ...draft, start: e.target.value })} {...described('start', `${fid('start')}-note`)} />
          <p id={`${fid('start')}-note`} className="field-note">
            Local time: HH:MM (the one nearest the clock) or YYYY-MM-DD HH:MM.
          </p>
          {err('start')}
        </div>
        {timing && isRanged(timing) && (
          <div className="field">
            <label htmlFor={fid('hours')}>{`Hours (${timing.minH}–${timing.maxH})`}</label>
            <input id={fid('hours')} type="text" inputMode="decimal" value={draft.hours} onChange={(e) => setDraft({ ...draft, hours: e.target.value })} {...described('hours')} />
            {err('hours')}
          </div>
        )}
        {timing?.task === LAY_MINEFIELD_TASK && (
          <fieldset className="tl-line">
            <legend>Where (optional)</legend>
            <p id={`${fid('lineFrom')}-note`} className="field-note">
              The minefield’s line by its two ends: the clock lays it there, in 80-yard markers, when the task is done.
            </p>
            <div className="field">
              <label htmlFor={fid('lineFrom')}>Minefield from</label>
              <input id={fid('lineFrom')} type="text" value={draft.lineFrom} onChange={(e) => setDraft({ ...draft, lineFrom: e.target.value })} {...described('lineFrom', `${fid('lineFrom')}-note`)} />
              {err('lineFrom')}
            </div>
            <div className="field">
              <label htmlFor={fid('lineTo')}>Minefield to</label>
              <input id={fid('lineTo')} type="text" value={draft.lineTo} onChange={(e) => setDraft({ ...draft, lineTo: e.target.value })} {...described('lineTo', `${fid('lineFrom')}-note`)} />
              {err('lineTo')}
            </div>
          </fieldset>
        )}
        {effort === 'companyHoursPerKm' && (
          <div className="field">
            <label htmlFor={fid('lengthKm')}>Length (km)</label>
            {lined ? (
              <input id={fid('lengthKm')} type="text" readOnly value={check.task ? String(check.task.quantity) : ''} aria-describedby={`${fid('lengthKm')}-line`} />
            ) : (
              <input id={fid('lengthKm')} type="text" inputMode="decimal" value={draft.lengthKm} onChange={(e) => setDraft({ ...draft, lengthKm: e.target.value })} {...described('lengthKm', `${fid('task')}-note`)} />
            )}
            {lined && (
              <p id={`${fid('lengthKm')}-line`} className="field-note">
                From the line’s two ends.
              </p>
            )}
            {err('lengthKm')}
          </div>
        )}
        {effort !== null && (
          <div className="field">
            <label htmlFor={fid('workers')}>{workersLabel(effort)}</label>
            <input id={fid('workers')} type="text" inputMode="numeric" value={draft.workers} onChange={(e) => setDraft({ ...draft, workers: e.target.value })} {...described('workers', `${fid('task')}-note`)} />
            {err('workers')}
          </div>
        )}
        <div className="field">
          <label htmlFor={fid('note')}>Note</label>
          <input id={fid('note')} type="text" value={draft.note} onChange={(e) => setDraft({ ...draft, note: e.target.value })} />
        </div>
        <p className="field-note" role="status" aria-label="Task duration">
          {check.task ? `Duration ${durationText(check.task.durationMin)}: ${t(check.task.startMin)} to ${t(check.task.startMin + check.task.durationMin)}.` : ''}
        </p>
        <FormError error={storeError} />
        <div className="form-actions">
          <button type="submit" className="primary" disabled={busy}>
            {editing ? 'Save task' : 'Add task'}
          </button>
          {editing && (
            <button type="button" onClick={() => onEditTask(null)}>
              Cancel edit
            </button>
          )}
        </div>
      </form>
      <h3>Tasks</h3>
      {tasks.length === 0 ? (
        <p className="field-note">No tasks yet.</p>
      ) : (
        <ul className="tl-records" aria-label="Tasks on the timeline">
          {tasks.map((k) => {
            const what = `${k.task} — ${name(k.unitId)}, ${t(k.startMin)}`;
            const work = taskWorkText(k);
            return (
              <li key={k.id}>
                <span className="tl-time">{t(k.startMin)}</span> {k.task} — {name(k.unitId)} ({work ? `${work}; ${durationText(k.durationMin)}` : durationText(k.durationMin)})
                {k.doneAtMin !== undefined && <span className="tl-done"> done {t(k.doneAtMin)}</span>}
                {k.note && <span className="tl-record-text">{k.note}</span>}
                <button type="button" aria-label={`Edit task ${what}`} onClick={() => onEditTask(k.id)}>
                  Edit
                </button>
                <button type="button" className="danger" aria-label={`Delete task ${what}`} onClick={() => void remove(k.id)}>
                  Delete
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
