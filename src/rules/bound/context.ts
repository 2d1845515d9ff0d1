/**
 * The working context of one engine call: a private copy of the state that the step functions
 * change in place, the caller's environment, the records written so far, and lookups. The caller's
 * state is never changed (`cloneState` copies every part a step may write), so a step interrupted by
 * `DiceNeeded` can be run again from the same state.
 */
import type { Rect } from './geometry.ts';
import { Ground } from './ground.ts';
import type {
  Action,
  BaseState,
  BoundEnv,
  EngagementState,
  FormationState,
  Order,
  RecordEntry,
  SubUnitState,
} from './types.ts';

/** A copy of `s` sharing only the parts no step writes (settings, grid, stats, commands, plans). */
export function cloneState(s: EngagementState): EngagementState {
  return {
    schema: s.schema,
    version: s.version,
    edition: s.edition,
    settings: s.settings,
    grid: s.grid,
    windTowardDeg: s.windTowardDeg,
    bound: s.bound,
    phase: s.phase,
    stepIndex: s.stepIndex,
    formations: s.formations.map((f) => ({ ...f })),
    subUnits: s.subUnits.map(cloneSubUnit),
    commands: s.commands,
    orders: s.orders.map(cloneOrder),
    cordons: s.cordons.map((c) => ({ ...c })),
    terrainChanges: s.terrainChanges.slice(),
    nextCordon: s.nextCordon,
  };
}

// Written out field by field: an object literal that spreads and then overrides is slow in V8.
function cloneSubUnit(u: SubUnitState): SubUnitState {
  return {
    id: u.id,
    formationId: u.formationId,
    side: u.side,
    name: u.name,
    characteristic: u.characteristic,
    kind: u.kind,
    stats: u.stats,
    selfPropelled: u.selfPropelled,
    mounted: u.mounted,
    packed: u.packed,
    bases: u.bases.map(cloneBase),
    underFire: u.underFire,
    targetedBy: u.targetedBy.slice(),
    assaultAtId: u.assaultAtId,
    movedLastBound: u.movedLastBound,
    everMoved: u.everMoved,
    lostBases: u.lostBases,
  };
}

function cloneBase(b: BaseState): BaseState {
  return {
    id: b.id,
    xM: b.xM,
    yM: b.yM,
    facingDeg: b.facingDeg,
    widthM: b.widthM,
    depthM: b.depthM,
    injury: b.injury,
    slowedById: b.slowedById,
    dugIn: b.dugIn,
    dugInBounds: b.dugInBounds,
    startXM: b.startXM,
    startYM: b.startYM,
  };
}

function cloneOrder(o: Order): Order {
  return {
    subUnitId: o.subUnitId,
    part: o.part,
    baseIds: o.baseIds,
    command: o.command,
    plan: o.plan,
    dugInAtStart: o.dugInAtStart,
    status: { ...o.status },
  };
}

/** The working context (see the file comment). `step` is the label of the step being run. */
export type Ctx = {
  state: EngagementState;
  env: BoundEnv;
  records: RecordEntry[];
  step: string;
  subs: Map<string, SubUnitState>;
  forms: Map<string, FormationState>;
  /** Orders digging in this bound, by sub-unit id (their −1R). */
  digging: Map<string, Order[]>;
  /** The ground as the engine sees it (the caller's, with `terrainChanges`), and each base's order and ground. */
  ground: Ground;
};

/** A context over `draft` (already a private copy). */
export function makeCtx(draft: EngagementState, env: BoundEnv): Ctx {
  const ctx: Ctx = { state: draft, env, records: [], step: '', subs: new Map(), forms: new Map(), digging: new Map(), ground: new Ground(draft, env) };
  for (const u of draft.subUnits) ctx.subs.set(u.id, u);
  for (const f of draft.formations) ctx.forms.set(f.id, f);
  for (const o of draft.orders) {
    if (!o.status.digging) continue;
    const list = ctx.digging.get(o.subUnitId);
    if (list) list.push(o);
    else ctx.digging.set(o.subUnitId, [o]);
  }
  return ctx;
}

/** The sub-unit `id` of the context (throws `RangeError` naming it when there is none). */
export function subOf(ctx: Ctx, id: string): SubUnitState {
  const s = ctx.subs.get(id);
  if (!s) throw new RangeError(`no sub-unit '${id}' in this engagement`);
  return s;
}

/** The bases of an order still alive, in the sub-unit's order. */
export function orderBases(ctx: Ctx, o: Order): BaseState[] {
  // Always by id: with "company except", a main order that has lost a base can have as many ids as
  // the sub-unit has bases left while the excepted bases are among them (000 §The Low Command system).
  return subOf(ctx, o.subUnitId).bases.filter((b) => o.baseIds.includes(b.id));
}

/** Actions that move the sub-unit. */
export function isMoving(a: Action): boolean {
  return a === 'move' || a === 'assault' || a === 'retreat' || a === 'findCover';
}

/** A base as a rectangle. */
export function rectOf(b: BaseState): Rect {
  return b;
}

/** True when the sub-unit has at least one base. */
export function alive(s: SubUnitState | undefined): s is SubUnitState {
  return s !== undefined && s.bases.length > 0;
}

/** Add `id` to the sub-unit's shooters this bound (it is then "under fire" next bound). */
export function markTargeted(target: SubUnitState, id: string): void {
  if (!target.targetedBy.includes(id)) target.targetedBy.push(id);
}

/** Draw `count` dice for `purpose`, appending them to `drawn` (the record's replay list). */
export function roll(ctx: Ctx, count: number, purpose: string, drawn: number[]): number[] {
  if (count === 0) return [];
  const dice = ctx.env.dice.roll(count, purpose);
  for (const d of dice) drawn.push(d);
  return dice;
}
