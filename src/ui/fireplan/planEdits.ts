/**
 * The fire plan screen's edits as pure functions (004 §THE FIREPLAN): a
 * serial's typed fields (`SerialDraft`: H-offsets as text, the grid reference as typed) checked and
 * turned into `FireSerial` fields, and the plan after adding, changing or removing a serial,
 * moving H-hour, or adding or removing a lift. Each returns a new `FirePlan` for one
 * `fireplan.saved`; none mutates its input.
 *
 * Serials typed by hand are numbered in order (`label` `1`, `2`, …; renumbered when one is removed)
 * and get ids `s1`, `s2`, … never reused within the plan; lifts get ids `lift1`, … (their
 * generated serials are `lift1-1`, `lift1-2`, …: `expandSerials` in `src/rules/artillery`).
 */
import { FIRE_PLAN_LIMITS, type FireLift, type FirePlan, type FireSerial, type ShellKind, type ShootKind, type UnitId } from '../../campaign/index.ts';
import { assertBombardableSquare, formatGridRef, gridRefToPoint } from '../../rules/grid.ts';
import type { GridDef, LonLat } from '../../rules/types.ts';
import { formatHOffset, parseHOffset, parseSpan } from './hOffset.ts';
import { wholeField } from './newPlan.ts';

/** A serial as typed in the table: `from`/`to` H-offset texts, the reference text, firers, shoot and shell. */
export type SerialDraft = { from: string; to: string; ref: string; firerIds: UnitId[]; shoot: ShootKind; shell: ShellKind };

/** The fields of a serial the table sets (the plan adds `id` and `label`). */
export type SerialFields = Pick<FireSerial, 'startOffsetMin' | 'durationMin' | 'targetRef' | 'targetPos' | 'firerIds' | 'shoot' | 'shell'>;

/** A lift as typed in the "Add lift" form (numbers as text, so a half-typed value can be shown back). */
export type LiftDraft = {
  label: string;
  start: string;
  stepMin: string;
  stepM: string;
  bearingDeg: string;
  steps: string;
  ref: string;
  firerIds: UnitId[];
  shoot: ShootKind;
  shell: ShellKind;
};

/** The most serials one lift may generate (the fold's cap, `FIRE_PLAN_LIMITS.liftSteps`). */
export const MAX_LIFT_STEPS: number = FIRE_PLAN_LIMITS.liftSteps;

/** The draft of a stored serial (offsets shown as `H−60`). */
export function draftOfSerial(s: FireSerial): SerialDraft {
  return { from: formatHOffset(s.startOffsetMin), to: formatHOffset(s.startOffsetMin + s.durationMin), ref: s.targetRef, firerIds: [...s.firerIds], shoot: s.shoot, shell: s.shell };
}

/**
 * A new serial's draft, a clean form every time (no batteries, HE, effective): from the latest end of
 * the typed serials, 30 min long; with none, H−30 to H.
 */
export function nextSerialDraft(plan: FirePlan): SerialDraft {
  const end = plan.serials.length === 0 ? -30 : Math.max(...plan.serials.map((s) => s.startOffsetMin + s.durationMin));
  return { from: formatHOffset(end), to: formatHOffset(end + 30), ref: '', firerIds: [], shoot: 'effective', shell: 'HE' };
}

/**
 * The grid module's message for a reference that is not a square on the map (or for a table grid
 * whose squares are too small to bombard), or null when `ref` is fine. A blank reference gets
 * `Type a grid reference for the target.`
 */
export function refProblem(grid: GridDef, ref: string): string | null {
  if (ref.trim() === '') return 'Type a grid reference for the target.';
  try {
    assertBombardableSquare(grid);
    gridRefToPoint(grid, ref);
    return null;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

/** A reference checked and in canonical form with its aim point (the square's centre). Throws `RangeError`/`GridRefError` as `refProblem` describes. */
export function checkedRef(grid: GridDef, ref: string): { targetRef: string; targetPos: LonLat } {
  const problem = refProblem(grid, ref);
  if (problem !== null) throw new RangeError(problem);
  return { targetRef: formatGridRef(grid, ref), targetPos: gridRefToPoint(grid, ref) };
}

/**
 * The serial fields of a draft. Throws `RangeError` naming the field: From / To (`parseSpan`), the
 * target reference (`refProblem`), or `Choose at least one battery or artillery formation to fire.`
 */
export function serialFromDraft(grid: GridDef, d: SerialDraft): SerialFields {
  const span = parseSpan(d.from, d.to);
  const { targetRef, targetPos } = checkedRef(grid, d.ref);
  if (d.firerIds.length === 0) throw new RangeError('Choose at least one battery or artillery formation to fire.');
  return { ...span, targetRef, targetPos, firerIds: [...d.firerIds], shoot: d.shoot, shell: d.shell };
}

function relabel(serials: FireSerial[]): FireSerial[] {
  return serials.map((s, i) => (s.label === String(i + 1) ? s : { ...s, label: String(i + 1) }));
}

/** The next unused serial id of a plan: `s<n>` with n one more than the highest in use. */
export function nextSerialId(plan: FirePlan): string {
  const used = plan.serials.map((s) => /^s(\d+)$/.exec(s.id)?.[1]).filter((n): n is string => n !== undefined).map(Number);
  return `s${Math.max(0, ...used) + 1}`;
}

/** The plan with a serial added at the end. */
export function addSerial(plan: FirePlan, fields: SerialFields): FirePlan {
  return { ...plan, serials: relabel([...plan.serials, { id: nextSerialId(plan), label: '', ...fields }]) };
}

/** The plan with serial `serialId`'s fields replaced. Throws `RangeError` when the plan has no such serial. */
export function replaceSerial(plan: FirePlan, serialId: string, fields: SerialFields): FirePlan {
  if (!plan.serials.some((s) => s.id === serialId)) throw new RangeError(`fire plan "${plan.title}" has no serial "${serialId}"`);
  return { ...plan, serials: plan.serials.map((s) => (s.id === serialId ? { ...s, ...fields } : s)) };
}

/** The plan without serial `serialId`, the rest renumbered. Throws `RangeError` when the plan has no such serial. */
export function removeSerial(plan: FirePlan, serialId: string): FirePlan {
  if (!plan.serials.some((s) => s.id === serialId)) throw new RangeError(`fire plan "${plan.title}" has no serial "${serialId}"`);
  return { ...plan, serials: relabel(plan.serials.filter((s) => s.id !== serialId)) };
}

/** The plan with H-hour at campaign minute `hHourMin`; serial offsets are kept, so every serial moves with it. Throws `RangeError` for a minute that is not a whole number. */
export function moveHHour(plan: FirePlan, hHourMin: number): FirePlan {
  if (!Number.isInteger(hHourMin)) throw new RangeError(`H-hour must be a whole campaign minute, got ${hHourMin}`);
  return { ...plan, hHourMin };
}

/** A new lift's draft: starting where the plan's serials end (or at H), 4-minute steps of 100 m towards north, 6 steps. */
export function newLiftDraft(plan: FirePlan): LiftDraft {
  const ends = [...plan.serials.map((s) => s.startOffsetMin + s.durationMin)];
  const start = ends.length > 0 ? Math.max(...ends) : 0;
  return { label: `Lift ${plan.lifts.length + 1}`, start: formatHOffset(start), stepMin: '4', stepM: '100', bearingDeg: '0', steps: '6', ref: '', firerIds: [], shoot: 'effective', shell: 'HE' };
}

/**
 * The lift of a draft with id `id`. Throws `RangeError` naming the field: Start (`parseHOffset`),
 * step minutes (1–1440), step metres (1–10,000), bearing (0–359), steps (1–`MAX_LIFT_STEPS`), the
 * start reference (`refProblem`), no firers, or a blank label.
 */
export function liftFromDraft(grid: GridDef, d: LiftDraft, id: string): FireLift {
  const label = d.label.trim();
  if (label === '') throw new RangeError('Give the lift a label.');
  let startOffsetMin: number;
  try {
    startOffsetMin = parseHOffset(d.start);
  } catch (e) {
    throw new RangeError(`Start: ${e instanceof Error ? e.message : String(e)}`);
  }
  const stepMin = wholeField(d.stepMin, 'Step minutes', 1, 1440);
  const stepM = wholeField(d.stepM, 'Step metres', 1, 10_000);
  const bearingDeg = wholeField(d.bearingDeg, 'Bearing', 0, 359);
  const steps = wholeField(d.steps, 'Steps', 1, MAX_LIFT_STEPS);
  const { targetRef, targetPos } = checkedRef(grid, d.ref);
  if (d.firerIds.length === 0) throw new RangeError('Choose at least one battery or artillery formation to fire.');
  return { id, label, startOffsetMin, stepMin, stepM, bearingDeg, steps, startRef: targetRef, startPos: targetPos, firerIds: [...d.firerIds], shoot: d.shoot, shell: d.shell };
}

/** The next unused lift id: `lift<n>`. */
export function nextLiftId(plan: FirePlan): string {
  const used = plan.lifts.map((l) => /^lift(\d+)$/.exec(l.id)?.[1]).filter((n): n is string => n !== undefined).map(Number);
  return `lift${Math.max(0, ...used) + 1}`;
}

/** The plan with a lift added. */
export function addLift(plan: FirePlan, lift: FireLift): FirePlan {
  return { ...plan, lifts: [...plan.lifts, lift] };
}

/** The plan without lift `liftId`. Throws `RangeError` when the plan has no such lift. */
export function removeLift(plan: FirePlan, liftId: string): FirePlan {
  if (!plan.lifts.some((l) => l.id === liftId)) throw new RangeError(`fire plan "${plan.title}" has no lift "${liftId}"`);
  return { ...plan, lifts: plan.lifts.filter((l) => l.id !== liftId) };
}
