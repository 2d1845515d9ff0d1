/**
 * Running a bound: the edition's execution steps (v0.8: 10, `001_5e546d392906486c.txt` §EXECUTING;
 * v0.7: "(#)" and 7, `000_5cca48f65b2d4420.txt` §Order of everything), then melee, then the end of
 * the bound. `executeStep` runs one step, `runBound` all that remain. Both are pure: the input state is
 * never changed, so a step interrupted by `DiceNeeded` (typed dice ran out) is re-run from the same
 * state with more dice; the same state, plans and dice give the same state and record.
 *
 * Who acts in a step follows `EXECUTION_ORDER_1418` (`tables/order1418.ts`). Our readings: each order
 * shoots once, at the first step it matches; an assaulting sub-unit shoots only at the assaulting
 * step (with −1 die); cavalry, tanks, and heavy weapons or guns that neither step 1 nor 2 takes
 * (they moved or dug in last bound) shoot and move with the infantry; a bombarding SF fires all its
 * batteries at the first step one of them matches. Overwatch is checked after every step.
 */
import { executionOrder, type ExecutionStep, type StepCondition } from '../tables/order1418.ts';
import { COVER_TERRAINS } from '../tables/cover1418.ts';
import { MOVE_TERRAINS } from '../tables/movement1418.ts';
import type { Edition } from '../types.ts';
import { fireBombardment } from './bombard.ts';
import { cloneState, isMoving, makeCtx, orderBases, subOf, type Ctx } from './context.ts';
import { endBound } from './endBound.ts';
import { applyHits, type PendingHits } from './hits.ts';
import { runMelee } from './melee.ts';
import { moveOrder } from './movement.ts';
import { overwatchVolley, shootOrder } from './shooting.ts';
import type { BoundEnv, EngagementState, Order, RecordEntry, StepResult, SubUnitState } from './types.ts';

/** One step of a bound: label ('1'…'10', '#', 'melee', 'end'), the seed's wording, and its kind. */
export type BoundStep = { label: string; title: string; kind: 'shoot' | 'move' | 'mark' | 'melee' | 'end'; exec: ExecutionStep | null };

const STEPS = new Map<Edition, readonly BoundStep[]>();

/** The steps of a bound in `edition`: the execution order, then melee, then the end of the bound. */
export function boundSteps(edition: Edition): BoundStep[] {
  let steps = STEPS.get(edition);
  if (!steps) STEPS.set(edition, (steps = makeSteps(edition)));
  return steps.slice();
}

function makeSteps(edition: Edition): BoundStep[] {
  return [
    ...executionOrder(edition).map((e) => ({ label: e.step === 0 ? '#' : String(e.step), title: e.label, kind: e.kind, exec: e })),
    { label: 'melee', title: 'Resolve melee using the "m" side of "Arming m/r"', kind: 'melee', exec: null },
    { label: 'end', title: 'End of the bound: casualties, injuries, under fire, digging, drift', kind: 'end', exec: null },
  ];
}

function matchesWho(ctx: Ctx, sub: SubUnitState, who: ExecutionStep['who']): boolean {
  const naval = ctx.forms.get(sub.formationId)!.role === 'navalRail';
  if (who === 'navalAndRailwayArtillery') return naval;
  if (who === 'artilleryAndHeavyWeapons') return !naval && (sub.kind === 'artillery' || sub.kind === 'heavyWeapon');
  return !naval;
}

function matches(ctx: Ctx, o: Order, sub: SubUnitState, c: StepCondition): boolean {
  const a = o.plan.action;
  const moving = isMoving(a);
  const assaulting = a === 'assault';
  const dug = o.dugInAtStart;
  switch (c) {
    case 'dugInOneBoundOrLonger':
      return dug && orderBases(ctx, o).every((b) => b.dugInBounds >= 1);
    case 'notMovedOrDugInLastBound':
      return !sub.movedLastBound && !orderBases(ctx, o).some((b) => b.dugIn && b.dugInBounds === 0);
    case 'dugInPlanningToLeave':
      return dug && moving;
    case 'dugIn':
      return dug;
    case 'notDugIn':
      return !dug;
    case 'dugInNotAssaulting':
      return dug && !assaulting;
    case 'notDugInNotAssaulting':
      return !dug && !assaulting;
    case 'assaulting':
      return assaulting;
    case 'movingNotDugIn':
      return moving && !assaulting && !dug;
    case 'movingFromDugIn':
      return moving && !assaulting && dug;
    case 'moving':
      return moving;
    case 'stationaryWholeGame':
      return !sub.everMoved;
    case 'stationaryLastBoundMovedBefore':
      return !sub.movedLastBound && sub.everMoved;
    case 'dugInOrSkirmisher':
      return dug || sub.characteristic === 'skirmishers';
    case 'always':
      return true;
  }
}

function shootStep(ctx: Ctx, e: ExecutionStep): void {
  const assaultStep = e.condition === 'assaulting';
  for (const part of e.subOrder ?? [null]) {
    const pending: PendingHits[] = [];
    for (const o of ctx.state.orders) {
      if (o.status.fired) continue;
      const sub = subOf(ctx, o.subUnitId);
      if (!matchesWho(ctx, sub, e.who) || !matches(ctx, o, sub, e.condition) || (part && !matches(ctx, o, sub, part))) continue;
      if ((o.plan.action === 'assault') !== assaultStep) continue;
      const f = ctx.forms.get(sub.formationId)!;
      const cmd = ctx.state.commands[f.id];
      if (cmd?.kind === 'bombard' && sub.kind === 'artillery') fireBombardment(ctx, f, cmd, pending);
      else shootOrder(ctx, o, assaultStep ? 'assaultFire' : 'fire', pending);
    }
    applyHits(ctx, pending);
  }
}

function moveStep(ctx: Ctx, e: ExecutionStep): void {
  for (const sub of e.subOrder ?? [null]) {
    for (const o of ctx.state.orders) {
      if (o.status.moved || !isMoving(o.plan.action)) continue;
      const u = subOf(ctx, o.subUnitId);
      if (!matchesWho(ctx, u, e.who) || !matches(ctx, o, u, e.condition) || (sub && !matches(ctx, o, u, sub))) continue;
      moveOrder(ctx, o);
    }
  }
}

function markStep(ctx: Ctx, e: ExecutionStep): void {
  for (const o of ctx.state.orders) {
    const sub = subOf(ctx, o.subUnitId);
    if (!matchesWho(ctx, sub, e.who) || !matches(ctx, o, sub, e.condition)) continue;
    if (o.dugInAtStart && isMoving(o.plan.action)) o.status.leaving = true;
    const text = o.dugInAtStart && isMoving(o.plan.action) ? 'marked as beginning to leave its dug-in position' : 'marked as moving this bound';
    ctx.records.push({ bound: ctx.state.bound, step: ctx.step, kind: 'mark', subUnitId: sub.id, name: sub.name, baseIds: o.baseIds.slice(), text });
  }
}

function runStep(ctx: Ctx, step: BoundStep): void {
  ctx.step = step.label;
  ctx.records.push({ bound: ctx.state.bound, step: step.label, kind: 'step', title: step.title });
  if (step.kind === 'melee') return runMelee(ctx);
  if (step.kind === 'end') return endBound(ctx);
  const e = step.exec!;
  if (e.kind === 'shoot') shootStep(ctx, e);
  else if (e.kind === 'move') moveStep(ctx, e);
  else markStep(ctx, e);
  overwatchVolley(ctx);
}

const MOVE_OK: Record<string, boolean> = Object.fromEntries(MOVE_TERRAINS.map((t) => [t, true]));
const COVER_OK: Record<string, boolean> = Object.fromEntries(COVER_TERRAINS.map((t) => [t, true]));

function checkEnv(env: BoundEnv, fn: string): BoundEnv {
  if (typeof env !== 'object' || env === null || typeof env.dice?.roll !== 'function') throw new RangeError(`${fn}: env.dice must be a Dice`);
  if (typeof env.terrainAt !== 'function') throw new RangeError(`${fn}: env.terrainAt must be a function (p) => { move, cover, road }`);
  if (typeof env.lineOfSight !== 'function') throw new RangeError(`${fn}: env.lineOfSight must be a function (a, b) => boolean`);
  if (env.allocate !== undefined && typeof env.allocate !== 'function') throw new RangeError(`${fn}: env.allocate must be a function when given`);
  if (env.groundBreaks !== undefined && typeof env.groundBreaks !== 'function') throw new RangeError(`${fn}: env.groundBreaks must be a function (a, b) => number[] when given`);
  const terrainAt = env.terrainAt;
  return {
    ...env,
    terrainAt(p) {
      const t = terrainAt(p);
      if (!t || MOVE_OK[t.move] !== true || COVER_OK[t.cover] !== true || typeof t.road !== 'boolean') {
        throw new RangeError(`${fn}: env.terrainAt(${p.xM.toFixed(1)}, ${p.yM.toFixed(1)}) must return { move: open|rough|impractical, cover: open|rough|defensible|fortification, road: boolean }, got ${JSON.stringify(t)}`);
      }
      return t;
    },
  };
}

function executing(state: EngagementState, fn: string): void {
  if (state?.schema !== 'bound1418') throw new RangeError(`${fn}: state is not a 1418 engagement`);
  if (state.phase !== 'executing') throw new RangeError(`${fn}: bound ${state.bound} has not been planned yet (call planBound first)`);
}

/**
 * Run the next step of the bound being executed (`state.stepIndex` into `boundSteps`). Returns the new
 * state and the step's records (starting with a 'step' entry). After the 'end' step the state is in
 * the next bound's planning phase. Throws `RangeError` when the state is not executing or `env` is
 * malformed; `DiceNeeded` / `ScriptExhausted` from the dice propagate (the input state is untouched).
 */
export function executeStep(state: EngagementState, env: BoundEnv): StepResult {
  executing(state, 'executeStep');
  const ctx = makeCtx(cloneState(state), checkEnv(env, 'executeStep'));
  const steps = boundSteps(state.edition);
  const step = steps[state.stepIndex];
  if (!step) throw new RangeError(`executeStep: stepIndex ${state.stepIndex} is past the last step (${steps.length - 1})`);
  runStep(ctx, step);
  if (step.kind !== 'end') ctx.state.stepIndex += 1;
  return { state: ctx.state, records: ctx.records };
}

/** Run every remaining step of the bound being executed, melee and the end of the bound (see `executeStep`). */
export function runBound(state: EngagementState, env: BoundEnv): StepResult {
  executing(state, 'runBound');
  const ctx = makeCtx(cloneState(state), checkEnv(env, 'runBound'));
  const steps = boundSteps(state.edition);
  for (let i = state.stepIndex; i < steps.length; i++) {
    runStep(ctx, steps[i]!);
    if (steps[i]!.kind !== 'end') ctx.state.stepIndex += 1;
  }
  return { state: ctx.state, records: ctx.records };
}

/** Every die drawn in `records`, in draw order: replay them with `scriptedDice` to get the same result. */
export function recordedDice(records: readonly RecordEntry[]): number[] {
  const out: number[] = [];
  for (const r of records) if ('drawn' in r) for (const d of r.drawn) out.push(d);
  return out;
}
