/**
 * A fire plan's serials on the campaign clock (004 §THE FIREPLAN): every serial's time is
 * H-hour plus its offset, so moving H-hour moves every serial; lifts (creeping barrages) generate their
 * serials, stepping the target along a bearing. The shapes mirror `FirePlan`, `FireSerial` and
 * `FireLift` of `src/campaign/model/types.ts` (the campaign's types satisfy them), so this layer needs nothing
 * above it. Pure: the grid is passed in.
 */
import { localToGridRef, type GridFigures } from '../grid.ts';
import { gridProjection } from '../projection.ts';
import type { GridDef, LonLat } from '../types.ts';
import type { ShellKind, ShootKind } from './classes.ts';

/**
 * A serial as the rules read it: from `startOffsetMin` after H-hour (negative before it) for
 * `durationMin`, `firerIds` fire a `shoot` of `shell` at `targetRef` (its point `targetPos`).
 */
export type FireSerialLike = {
  id: string;
  label: string;
  startOffsetMin: number;
  durationMin: number;
  targetRef: string;
  targetPos: LonLat;
  firerIds: readonly string[];
  shoot: ShootKind;
  shell: ShellKind;
  liftId?: string;
};

/**
 * A lift: from `startRef`/`startPos` at `startOffsetMin`, fire for `stepMin` minutes, then step `stepM`
 * metres towards `bearingDeg` (clockwise from grid north), `steps` serials in all.
 */
export type FireLiftLike = {
  id: string;
  label: string;
  startOffsetMin: number;
  stepMin: number;
  stepM: number;
  bearingDeg: number;
  steps: number;
  startRef: string;
  startPos: LonLat;
  firerIds: readonly string[];
  shoot: ShootKind;
  shell: ShellKind;
};

/** What `expandSerials` reads of a plan: H-hour (campaign minute), serials and lifts. */
export type FirePlanLike = { hHourMin: number; serials: readonly FireSerialLike[]; lifts: readonly FireLiftLike[] };

/** A serial on the campaign clock: `startMin` = H-hour + offset, `endMin` = `startMin + durationMin`. */
export type TimedSerial = FireSerialLike & { startMin: number; endMin: number; targetPos: LonLat };

/** Most serials one lift may generate. */
export const MAX_LIFT_STEPS = 200;

/** Figures of the references a lift's serials get on a numeric grid: 8 (10 m squares). */
export const LIFT_REF_FIGURES: GridFigures = 8;

/**
 * A lift step's aim point is rounded to this many metres (1 mm) in grid metres before its reference
 * is formed, so a step landing exactly on a square's edge (e.g. 100 m north of 10000 10000) names the
 * square it starts, not the one below it by a floating-point hair.
 */
export const LIFT_ROUND_M = 0.001;

/** The serial id of step `n` (1-based) of a lift: `${liftId}-${n}`, e.g. `L1-2`. */
export function liftStepId(liftId: string, n: number): string {
  return `${liftId}-${n}`;
}

/**
 * The label of step `n` (1-based) of a lift, the one every screen, check and refusal uses:
 * `‹lift label› n/steps`, the lift's id when it has no label — e.g. "Creeper 2/3", "L1 1/4".
 */
export function liftStepLabel(lift: Pick<FireLiftLike, 'id' | 'label' | 'steps'>, n: number): string {
  return `${lift.label || lift.id} ${n}/${lift.steps}`;
}

const roundM = (m: number) => Math.round(m / LIFT_ROUND_M) * LIFT_ROUND_M;

function wholeMin(v: unknown, where: string, min?: number): number {
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || (min !== undefined && v < min)) {
    throw new RangeError(`${where} must be a whole number of minutes${min === undefined ? '' : ` ≥ ${min}`}, got ${String(v)}`);
  }
  return v;
}

function finiteAt(v: unknown, where: string, min?: number): number {
  if (typeof v !== 'number' || !Number.isFinite(v) || (min !== undefined && v < min)) {
    throw new RangeError(`${where} must be a finite number${min === undefined ? '' : ` ≥ ${min}`}, got ${String(v)}`);
  }
  return v;
}

/**
 * Every serial of `plan` on the campaign clock, lifts expanded, in time order (`startMin`; ties keep
 * the plan's order: serials first, then each lift's steps).
 * - A serial: `startMin = hHourMin + startOffsetMin`, `endMin = startMin + durationMin`; its own ref and point.
 * - A lift's step i (0-based): id `liftStepId` (`${lift.id}-${i + 1}`), label `liftStepLabel`
 *   (`${lift.label} ${i + 1}/${steps}`), `liftId` the lift's id, offset `startOffsetMin + i × stepMin`,
 *   `durationMin = stepMin`, target `stepM × i` metres from `startPos` towards `bearingDeg` in grid
 *   metres, rounded to `LIFT_ROUND_M` (1 mm), its ref formed from those metres (`localToGridRef`: 8
 *   figures on a numeric grid, the table square on a table grid).
 * Throws `RangeError` naming the serial or lift and field: `hHourMin`, offsets not whole; `durationMin`
 * or `stepMin` not a whole number > 0; `steps` not 1…200; `stepM` not finite ≥ 0; a bearing not
 * finite; a start that is not a position; a lift step off the map (the `GridRefError` message,
 * prefixed with the lift and the step's serial label, e.g. `lift 1 ("L1") serial “Creeper 3/3”: …`).
 */
export function expandSerials(plan: FirePlanLike, grid: GridDef): TimedSerial[] {
  if (typeof plan !== 'object' || plan === null) throw new RangeError(`expandSerials: plan must be an object, got ${String(plan)}`);
  const h = wholeMin(plan.hHourMin, 'expandSerials: plan.hHourMin');
  if (!Array.isArray(plan.serials)) throw new RangeError('expandSerials: plan.serials must be an array');
  if (!Array.isArray(plan.lifts)) throw new RangeError('expandSerials: plan.lifts must be an array');
  const out: TimedSerial[] = [];
  plan.serials.forEach((s, i) => {
    const w = `expandSerials: serial ${i + 1} (${JSON.stringify(s?.id)})`;
    const startMin = h + wholeMin(s.startOffsetMin, `${w} startOffsetMin`);
    const d = wholeMin(s.durationMin, `${w} durationMin`, 1);
    out.push({ ...s, startMin, endMin: startMin + d });
  });
  plan.lifts.forEach((l, li) => {
    const w = `expandSerials: lift ${li + 1} (${JSON.stringify(l?.id)})`;
    const offset = wholeMin(l.startOffsetMin, `${w} startOffsetMin`);
    const stepMin = wholeMin(l.stepMin, `${w} stepMin`, 1);
    const stepM = finiteAt(l.stepM, `${w} stepM`, 0);
    const bearing = finiteAt(l.bearingDeg, `${w} bearingDeg`);
    if (!Number.isSafeInteger(l.steps) || l.steps < 1 || l.steps > MAX_LIFT_STEPS) {
      throw new RangeError(`${w} steps must be a whole number from 1 to ${MAX_LIFT_STEPS}, got ${String(l.steps)}`);
    }
    const p = l.startPos;
    if (typeof p !== 'object' || p === null || !Number.isFinite(p.lon) || !Number.isFinite(p.lat)) {
      throw new RangeError(`${w} startPos must be a { lon, lat } position, got ${JSON.stringify(p)}`);
    }
    const proj = gridProjection(grid);
    const start = proj.toLocal(p);
    const rad = (bearing * Math.PI) / 180;
    for (let i = 0; i < l.steps; i++) {
      const eastingM = roundM(start.eastingM + Math.sin(rad) * stepM * i);
      const northingM = roundM(start.northingM + Math.cos(rad) * stepM * i);
      let targetRef: string;
      try {
        targetRef = localToGridRef(grid, eastingM, northingM, LIFT_REF_FIGURES);
      } catch (e) {
        throw new RangeError(`${w} serial “${liftStepLabel(l, i + 1)}”: ${(e as Error).message}`);
      }
      const targetPos = proj.toLonLat({ eastingM, northingM });
      const startMin = h + offset + i * stepMin;
      out.push({
        id: liftStepId(l.id, i + 1),
        label: liftStepLabel(l, i + 1),
        startOffsetMin: offset + i * stepMin,
        durationMin: stepMin,
        targetRef,
        targetPos,
        firerIds: l.firerIds,
        shoot: l.shoot,
        shell: l.shell,
        liftId: l.id,
        startMin,
        endMin: startMin + stepMin,
      });
    }
  });
  // Array.prototype.sort is stable: ties keep the order above.
  return out.sort((a, b) => a.startMin - b.startMin);
}
