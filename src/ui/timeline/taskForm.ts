/**
 * The "Add task" form's draft and its check (no React): a task from the NQM task timings table
 * (`TASK_TIMINGS`, 004 §TASK TIMINGS TABLE) for a unit, its start as a local time, the hours (chosen
 * within the table's range where it gives one), and for the two tasks the table counts in effort the
 * work asked for and the engineers doing it:
 * - "Lay minefield: 8 Engr Coy Hrs/Km" (`per` 'engineer company hours per km'): the length in km and the
 *   engineer companies working; duration = hours × km ÷ companies.
 * - "Major/Minor river br demolition: 8/1 Engr Pl Hrs" (`per` 'engineer platoon hours'): the engineer
 *   platoons working; duration = hours ÷ platoons.
 * - any other task: duration = hours.
 * Duration is in whole minutes, at least 1. "Lay minefield" may name the minefield's line by its two ends'
 * grid references: the length is then the line's, and the clock lays the minefield there when the task is
 * done (docs/RULINGS.md §Tasks the clock completes). With the 1916 rules on the form also offers the 1916
 * field works (hasty dig-in, foxholes).
 *
 * What a saved `CampaignTask.quantity` means (written here; `src/campaign/model/types.ts` should say the same):
 * the length in km for a per-km task, the number of engineer platoons for a platoon-hours task, 1 otherwise.
 * The companies on a per-km task are not stored: reading it back recovers them from the duration,
 * companies = round(hours × km × 60 ÷ durationMin), at least 1.
 */
import { module1916On, settingsOf, taskProblem, type CampaignState, type CampaignTask, type UnitId } from '../../campaign/index.ts';
import { TASK_TIMINGS, type TaskTiming } from '../../rules/tables/nqm.ts';
import { FIELD_WORKS_1916, LAY_MINEFIELD_TASK } from '../../rules/tables/fieldWorks1916.ts';
import { gridRefToPoint, pointToGridRef } from '../../rules/grid.ts';
import { gridProjection } from '../../rules/projection.ts';
import { newRecordId } from './ids.ts';
import { durationText, localHm, localTimeInput, parseLocalTime } from './timeText.ts';

/**
 * The form's fields as typed. `task` is a `TASK_TIMINGS` task name; `lengthKm` the km of a per-km task;
 * `workers` the engineer companies (per-km task) or platoons (platoon-hours task) working.
 */
export type TaskDraft = { unitId: UnitId | ''; task: string; start: string; hours: string; lengthKm: string; workers: string; note: string; lineFrom: string; lineTo: string };

/** A field of the draft. */
export type TaskField = keyof TaskDraft;

/** The result of a check: the task to save when `errors` is empty. */
export type TaskCheck = { task: CampaignTask | null; errors: Partial<Record<TaskField, string>> };

/** How the table counts a task's hours: engineer company hours per km, engineer platoon hours, or plain hours (null). */
export type TaskEffort = 'companyHoursPerKm' | 'platoonHours';

const EFFORT_BY_PER: Record<string, TaskEffort> = {
  'engineer company hours per km': 'companyHoursPerKm',
  'engineer platoon hours': 'platoonHours',
};

/** Longest minefield line the form accepts, km (a minefield holds at most 1,000 markers of 146.3 m). */
export const MAX_MINEFIELD_LINE_KM = 146;

/** Most engineer companies or platoons the form accepts on one task. */
export const MAX_WORKERS = 100;

/** The table's row for a task name (the NQM table's, or the 1916 field works'), or undefined. */
export function timingOf(task: string): TaskTiming | undefined {
  return TASK_TIMINGS.find((t) => t.task === task) ?? FIELD_WORKS_1916.find((t) => t.task === task);
}

/** The tasks the form offers: the NQM table's, and with the 1916 rules on the 1916 field works (002 §2.5). */
export function taskChoices(state: CampaignState): readonly TaskTiming[] {
  return module1916On(settingsOf(state)) ? [...TASK_TIMINGS, ...FIELD_WORKS_1916] : TASK_TIMINGS;
}

/** How `t`'s hours are counted (null: plain hours). Throws when the table gives a `per` this form does not know. */
export function effortOf(t: TaskTiming): TaskEffort | null {
  if (t.per === undefined) return null;
  const effort = EFFORT_BY_PER[t.per];
  if (!effort) throw new Error(`task timings table: "${t.task}" is counted in "${t.per}", which the task form does not know`);
  return effort;
}

/** The label of the workers field: `Engineer companies working` or `Engineer platoons working`. */
export function workersLabel(effort: TaskEffort): string {
  return effort === 'companyHoursPerKm' ? 'Engineer companies working' : 'Engineer platoons working';
}

/** The table's hours as text: `8 h`, or a range `2–12 h`. */
export function hoursText(t: TaskTiming): string {
  // A time that is not whole hours (the 1916 foxholes' 20 turns) reads in hours and minutes: `3 h 20 min`.
  if (t.minH === t.maxH) return Number.isInteger(t.minH) ? `${t.minH} h` : durationText(Math.round(t.minH * 60));
  return `${t.minH}–${t.maxH} h`;
}

/** The option text of a task: its name, hours and the table's `per`, e.g. `Lay minefield — 8 h, engineer company hours per km`, `Foxholes (1916) — 3 h 20 min`. */
export function taskOptionText(t: TaskTiming): string {
  return `${t.task} — ${hoursText(t)}${t.per ? `, ${t.per}` : ''}`;
}

/** How the duration follows from the table, e.g. `8 h (engineer company hours per km) × length ÷ companies`. */
export function durationRuleText(t: TaskTiming): string {
  const effort = effortOf(t);
  const rule = effort === 'companyHoursPerKm' ? ' × length ÷ companies' : effort === 'platoonHours' ? ' ÷ platoons' : '';
  return `${hoursText(t)}${t.per ? ` (${t.per})` : ''}${rule}`;
}

/** Whether the umpire chooses the hours (the table gives a range). */
export const isRanged = (t: TaskTiming) => t.minH !== t.maxH;

/** A new draft: the unit (or none), the first task, the clock's local time, the table's hours, 1 km, 1 company/platoon. */
export function newTaskDraft(state: CampaignState, unitId: UnitId | null): TaskDraft {
  const first = TASK_TIMINGS[0]!;
  return { unitId: unitId ?? '', task: first.task, start: localHm(state.startLocal, state.clockMin), hours: String(first.minH), lengthKm: '1', workers: '1', note: '', lineFrom: '', lineTo: '' };
}

const round2 = (n: number) => String(Math.round(n * 100) / 100);

/**
 * The engineers working on a saved task: platoons = `quantity` (platoon-hours task); companies =
 * round(table hours × km × 60 ÷ durationMin), at least 1 (per-km task; 1 when the table gives a range,
 * as the hours cannot be told from the companies then); 1 for any other task.
 */
export function workersOf(task: CampaignTask): number {
  const timing = timingOf(task.task);
  const effort = timing ? effortOf(timing) : null;
  if (effort === 'platoonHours') return task.quantity;
  if (effort !== 'companyHoursPerKm' || !timing || isRanged(timing)) return 1;
  return Math.max(1, Math.round((timing.minH * task.quantity * 60) / task.durationMin));
}

/**
 * The draft of a saved task (for editing): length = `quantity` on a per-km task, workers = `workersOf`.
 * Hours: the table's for a fixed task; for a ranged one, recovered from the duration.
 */
export function draftOfTask(state: CampaignState, task: CampaignTask): TaskDraft {
  const timing = timingOf(task.task);
  const effort = timing ? effortOf(timing) : null;
  const workers = workersOf(task);
  const km = effort === 'companyHoursPerKm' ? task.quantity : 1;
  const hours = timing && !isRanged(timing) ? timing.minH : (task.durationMin / 60 / km) * workers;
  return {
    unitId: task.unitId,
    task: task.task,
    start: localTimeInput(state.startLocal, task.startMin, state.clockMin),
    hours: round2(hours),
    lengthKm: String(km),
    workers: String(workers),
    note: task.note,
    lineFrom: task.line ? pointToGridRef(state.grid, task.line.from, 8) : '',
    lineTo: task.line ? pointToGridRef(state.grid, task.line.to, 8) : '',
  };
}

/** The draft after choosing another task: the hours reset to the table's (the range's lower end); length and workers kept when the new task is counted the same way, else 1. */
export function withTask(draft: TaskDraft, task: string): TaskDraft {
  const t = timingOf(task);
  if (!t) return { ...draft, task };
  const was = timingOf(draft.task);
  const same = was !== undefined && effortOf(was) === effortOf(t) && effortOf(t) !== null;
  return { ...draft, task, hours: String(t.minH), lengthKm: same ? draft.lengthKm : '1', workers: same ? draft.workers : '1' };
}

const NUMBER_RE = /^\d+(\.\d+)?$/;
const WHOLE_RE = /^\d+$/;

/**
 * Checks `draft` and builds the task with id `id` (a new id when null). Errors by field: no unit, an
 * unknown task, a start that is not a local time (`parseLocalTime`, nearest the clock), hours that
 * are not a number or fall outside the table's range, a length that is not a number of km above 0
 * and at most 10,000, workers that are not a whole number from 1 to `MAX_WORKERS`.
 * Duration (whole minutes, at least 1) = hours × km ÷ companies (per km), hours ÷ platoons (platoon hours), or hours.
 * `quantity` = km (per km), platoons (platoon hours), or 1.
 */
export function checkTaskDraft(state: CampaignState, draft: TaskDraft, id: string | null): TaskCheck {
  const errors: TaskCheck['errors'] = {};
  if (draft.unitId === '' || !state.units[draft.unitId]) errors.unitId = 'Choose the unit doing the task.';
  const timing = timingOf(draft.task);
  if (!timing) errors.task = `"${draft.task}" is not in the task timings table.`;
  const notFor = errors.unitId === undefined && timing ? taskProblem(state, draft.unitId, timing.task) : null;
  if (notFor !== null) errors.unitId = notFor;
  let startMin = 0;
  try {
    startMin = parseLocalTime(state.startLocal, draft.start, state.clockMin);
  } catch (e) {
    errors.start = e instanceof Error ? e.message : String(e);
  }
  let hours = timing?.minH ?? 0;
  if (timing && isRanged(timing)) {
    const h = draft.hours.trim();
    hours = Number(h);
    if (!NUMBER_RE.test(h)) errors.hours = `Hours must be a number from ${timing.minH} to ${timing.maxH}.`;
    else if (hours < timing.minH || hours > timing.maxH) {
      errors.hours = `${timing.task} takes ${hoursText(timing)} (004 §TASK TIMINGS TABLE); ${h} h is outside that range.`;
    }
  }
  const effort = timing ? effortOf(timing) : null;
  let km = 1;
  if (effort === 'companyHoursPerKm' && !(timing?.task === LAY_MINEFIELD_TASK && draft.lineFrom.trim() !== '' && draft.lineTo.trim() !== '')) {
    const k = draft.lengthKm.trim();
    km = Number(k);
    if (!NUMBER_RE.test(k) || km <= 0 || km > 10_000) errors.lengthKm = 'Length must be a number of km above 0 and at most 10000.';
  }
  const line = timing?.task === LAY_MINEFIELD_TASK ? lineOf(state, draft, errors) : undefined;
  if (line !== undefined) km = lineKm(state, line);
  let workers = 1;
  if (effort !== null) {
    const w = draft.workers.trim();
    workers = Number(w);
    if (!WHOLE_RE.test(w) || workers < 1 || workers > MAX_WORKERS) errors.workers = `${workersLabel(effort)} must be a whole number from 1 to ${MAX_WORKERS}.`;
  }
  if (Object.keys(errors).length > 0 || !timing) return { task: null, errors };
  const taken = Object.keys(state.tasks ?? {});
  const task: CampaignTask = {
    id: id ?? newRecordId('task', state.clockMin, taken),
    unitId: draft.unitId,
    task: timing.task,
    startMin,
    durationMin: Math.max(1, Math.round((hours * km * 60) / workers)),
    quantity: effort === 'companyHoursPerKm' ? km : effort === 'platoonHours' ? workers : 1,
    note: draft.note.trim(),
  };
  if (line !== undefined) task.line = line;
  return { task, errors };
}

/**
 * The minefield's line of a "Lay minefield" draft (both ends as grid references), undefined when neither is
 * given; an end that does not parse, or one end alone, is an error on its field.
 */
function lineOf(state: CampaignState, draft: TaskDraft, errors: TaskCheck['errors']): CampaignTask['line'] | undefined {
  const [a, b] = [draft.lineFrom.trim(), draft.lineTo.trim()];
  if (a === '' && b === '') return undefined;
  const end = (ref: string, field: 'lineFrom' | 'lineTo', words: string) => {
    if (ref === '') {
      errors[field] = `Give the grid reference where the minefield ${words}, or leave both ends empty.`;
      return null;
    }
    try {
      return gridRefToPoint(state.grid, ref);
    } catch (e) {
      errors[field] = e instanceof Error ? e.message : String(e);
      return null;
    }
  };
  const from = end(a, 'lineFrom', 'starts');
  const to = end(b, 'lineTo', 'ends');
  if (!from || !to) return undefined;
  const line = { from, to };
  // A minefield holds at most MAX_MINEFIELD_MARKERS markers of 146.3 m: about 146 km.
  if (lineKm(state, line) > MAX_MINEFIELD_LINE_KM) {
    errors.lineTo = `The line is ${lineKm(state, line)} km long; a minefield may be at most ${MAX_MINEFIELD_LINE_KM} km.`;
    return undefined;
  }
  return line;
}

/** A line's length in km, to 0.01 km and at least 0.01 (a one-marker minefield still takes some work). */
export function lineKm(state: CampaignState, line: NonNullable<CampaignTask['line']>): number {
  const proj = gridProjection(state.grid);
  const [a, b] = [proj.toLocal(line.from), proj.toLocal(line.to)];
  return Math.max(0.01, Math.round(Math.hypot(a.eastingM - b.eastingM, a.northingM - b.northingM) / 10) / 100);
}

/** A saved task's work in words for the list: `2 km, 2 engineer companies`, `1 engineer platoon`, or '' for a plain task. */
export function taskWorkText(task: CampaignTask): string {
  const timing = timingOf(task.task);
  const effort = timing ? effortOf(timing) : null;
  if (effort === null) return '';
  const n = workersOf(task);
  if (effort === 'platoonHours') return `${n} engineer platoon${n === 1 ? '' : 's'}`;
  return `${task.quantity} km, ${n} engineer compan${n === 1 ? 'y' : 'ies'}`;
}
