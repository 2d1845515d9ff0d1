/**
 * The planning form's logic (no React): what the umpire is writing for the next bound (a
 * `PlanDraft`), which actions the engine allows each sub-unit (`allowedActions` with its situation,
 * 001 §HIGH COMMANDS), who may dig in (`mayDigIn`, 001 §DIGGING IN & COVER), the enemy sub-units it
 * may target (nearest first), and the `BoundPlans` handed to `planBound`.
 */
import { allowedActions, mayDigIn, type Action, type HighCommand } from '../../rules/index.ts';
import type { BombardAmmo, BoundPlans, EngagementState, FormationState, HighCommandOrder, LowCommand, PointM, RecordEntry, SubUnitPlan, SubUnitState } from '../../rules/bound/types.ts';
import type { HighCommandCell } from '../../campaign/index.ts';

/**
 * A high command being written: one of the four, or a bombardment on `gridRef` (artillery only) with
 * its ammunition (`ammo`, default high explosive; 001 §ARTILLERY, §SMOKE SCREENS & POISON GAS) and, when
 * the player places the HE shots by hand, `allocation` (base id → shots; absent: the engine's default).
 */
export type CommandDraft = { kind: HighCommand | 'bombard'; gridRef: string; ammo?: BombardAmmo; allocation?: Record<string, number> };

/**
 * The low command given to some of a company's bases ("company except", 000 §The Low Command
 * system): `baseIds` (some, not all, of its bases), and their action, target ('' none), digging,
 * path and cover point (local metres; the cover point only counts for 'findCover').
 */
export type ExceptDraft = { baseIds: string[]; action: Action; targetId: string; digIn: boolean; path: PointM[]; coverAtM?: PointM };

/**
 * A sub-unit's low command being written. `targetId`: enemy sub-unit to shoot at (or assault), ''
 * for none. `path`: waypoints, local metres. `artillery`: '' (nothing), 'pack' or 'unpack'.
 * `coverAtM`: for 'findCover', the better cover aimed for (001 §HIGH COMMANDS). `mounted`: mounted
 * rifles only, mounted (true) or dismounted. `except`: other orders for some of its bases.
 */
export type SubUnitDraft = {
  action: Action;
  targetId: string;
  digIn: boolean;
  path: PointM[];
  artillery: '' | 'pack' | 'unpack';
  coverAtM?: PointM;
  mounted?: boolean;
  except?: ExceptDraft;
};

/** Everything written for a bound: a command per SF id, a draft per sub-unit id. */
export type PlanDraft = { commands: Record<string, CommandDraft>; subUnits: Record<string, SubUnitDraft> };

/** Actions that need a path (waypoints the sub-unit heads for). */
export const PATH_ACTIONS: ReadonlySet<Action> = new Set<Action>(['move', 'retreat', 'findCover']);

/** Whether an SF may be ordered to bombard (field, naval and railway artillery: 001 §ARTILLERY). */
export function canBombard(f: Pick<FormationState, 'role'>): boolean {
  return f.role === 'artillery' || f.role === 'navalRail';
}

/**
 * A sub-unit's situation for the command table: dug in when every base it has left is dug in; under
 * fire as the engine recorded it (targeted during the previous bound, RULINGS.md).
 */
export function situationOfSubUnit(su: Pick<SubUnitState, 'bases' | 'underFire'>): { dugIn: boolean; underFire: boolean } {
  return { dugIn: su.bases.length > 0 && su.bases.every((b) => b.dugIn), underFire: su.underFire };
}

/** The bases the sub-unit's own (main) low command is for: all but those excepted in `d`. */
export function mainBasesOf<B extends { id: string }>(su: { bases: readonly B[] }, d: Pick<SubUnitDraft, 'except'> | undefined): B[] {
  const out = d?.except ? new Set(d.except.baseIds) : null;
  return out ? su.bases.filter((b) => !out.has(b.id)) : [...su.bases];
}

/** The high command its sub-units plan under: a bombarding SF's sub-units plan as under Hold. */
export function effectiveCommand(c: CommandDraft | undefined): HighCommand {
  return !c || c.kind === 'bombard' ? 'hold' : c.kind;
}

/** The actions the engine allows this sub-unit under its SF's command in `draft`. */
export function actionsFor(state: EngagementState, draft: PlanDraft, su: SubUnitState): Action[] {
  const bases = mainBasesOf(su, draft.subUnits[su.id]);
  return allowedActions(effectiveCommand(draft.commands[su.formationId]), situationOfSubUnit({ bases, underFire: su.underFire }), state.edition);
}

/**
 * Whether the "Dig in" box is offered: staying put, under a command that may dig in (Advance or
 * Hold), not already dug in, and not guns or vehicles (they never dig in: 001 §ARTILLERY,
 * RULINGS.md §Vehicles).
 */
export function canDigIn(draft: PlanDraft, su: SubUnitState, action: Action): boolean {
  if (action !== 'stay' || su.kind === 'artillery' || su.kind === 'vehicle') return false;
  if (situationOfSubUnit({ bases: mainBasesOf(su, draft.subUnits[su.id]), underFire: su.underFire }).dugIn) return false;
  return mayDigIn(effectiveCommand(draft.commands[su.formationId])).allowed;
}

/** The centre of a sub-unit's bases (the mean of their positions, metres); NaN for one with no base. */
export function subUnitCentre(su: Pick<SubUnitState, 'bases'>): PointM {
  return { xM: su.bases.reduce((t, b) => t + b.xM, 0) / su.bases.length, yM: su.bases.reduce((t, b) => t + b.yM, 0) / su.bases.length };
}

/** Distance between the centres of two sub-units, metres (Infinity when either has no base). */
export function centreDistanceM(a: SubUnitState, b: SubUnitState): number {
  if (a.bases.length === 0 || b.bases.length === 0) return Infinity;
  const p = subUnitCentre(a);
  const q = subUnitCentre(b);
  return Math.hypot(p.xM - q.xM, p.yM - q.yM);
}

/** The enemy sub-units with bases left, nearest first, each with its distance (m, rounded). */
export function enemiesOf(state: EngagementState, su: SubUnitState): { id: string; name: string; distanceM: number }[] {
  return state.subUnits
    .filter((e) => e.side !== su.side && e.bases.length > 0)
    .map((e) => ({ id: e.id, name: e.name, distanceM: Math.round(centreDistanceM(su, e)) }))
    .sort((a, b) => a.distanceM - b.distanceM || a.name.localeCompare(b.name));
}

/** The nearest enemy within the sub-unit's range (null range: unlimited), or '' when none is. */
export function defaultTarget(state: EngagementState, su: SubUnitState): string {
  const range = su.stats.rangeM;
  if (range === 0) return '';
  const e = enemiesOf(state, su)[0];
  return e && (range === null || e.distanceM <= range) ? e.id : '';
}

/** How far short of the nearest enemy's centre a default advance path stops, metres (ours: two base depths). */
export const ADVANCE_STANDOFF_M = 50.8;

/**
 * The path a sub-unit that must move (e.g. under Advance) starts with: one waypoint on the straight line
 * from its centre towards the nearest enemy sub-unit's centre, `ADVANCE_STANDOFF_M` short of it; none
 * when there is no enemy or it is that close already. The umpire changes it as any path.
 */
export function advancePath(state: EngagementState, su: SubUnitState): PointM[] {
  const near = enemiesOf(state, su)[0];
  const enemy = near && state.subUnits.find((x) => x.id === near.id);
  if (!enemy || su.bases.length === 0) return [];
  const a = subUnitCentre(su);
  const b = subUnitCentre(enemy);
  const d = Math.hypot(b.xM - a.xM, b.yM - a.yM);
  if (d <= ADVANCE_STANDOFF_M) return [];
  const k = (d - ADVANCE_STANDOFF_M) / d;
  return [{ xM: a.xM + (b.xM - a.xM) * k, yM: a.yM + (b.yM - a.yM) * k }];
}

/** The action a form starts a sub-unit on: 'stay' when allowed, else the first allowed action. */
export function defaultAction(allowed: readonly Action[]): Action {
  return allowed.includes('stay') ? 'stay' : (allowed[0] ?? 'stay');
}

/** The SF's command of the last planned bound in `records` (kind 'command'), if any. */
function lastCommand(records: readonly RecordEntry[], formationId: string): HighCommandOrder | null {
  for (let i = records.length - 1; i >= 0; i--) {
    const r = records[i]!;
    if (r.kind === 'command' && r.formationId === formationId) return r.command;
  }
  return null;
}

function draftOfCommand(c: HighCommandOrder | null): CommandDraft {
  if (!c) return { kind: 'hold', gridRef: '' };
  if (c.kind !== 'bombard') return { kind: c.kind, gridRef: '' };
  return c.ammo && c.ammo !== 'HE' ? { kind: 'bombard', gridRef: c.gridRef, ammo: c.ammo } : { kind: 'bombard', gridRef: c.gridRef };
}

/**
 * The form a bound starts from: each SF takes its cell of a high-command sheet for this bound (`sheet`,
 * `sheetCommandsAtBound`: the sheet's column n for bound n), else keeps the command it had last bound —
 * at first the high command it was handed off with (`highCommands`: its campaign orders), else Hold; each
 * sub-unit with bases left gets its default action, the nearest enemy in range as target (or the
 * enemy it is still assaulting; none while its SF bombards), no path, no digging.
 */
export function defaultDraft(state: EngagementState, records: readonly RecordEntry[], highCommands?: Readonly<Record<string, HighCommand>>, sheet?: Readonly<Record<string, HighCommandCell>>): PlanDraft {
  const commands: Record<string, CommandDraft> = {};
  for (const f of state.formations) {
    const last = lastCommand(records, f.id);
    const first = highCommands && Object.hasOwn(highCommands, f.id) ? highCommands[f.id] : undefined;
    const cell = sheet && Object.hasOwn(sheet, f.id) ? sheet[f.id]! : undefined;
    if (cell) commands[f.id] = cell.command === 'bombard' && 'target' in cell ? { kind: 'bombard', gridRef: cell.target } : { kind: cell.command, gridRef: '' };
    else commands[f.id] = !last && first ? { kind: first, gridRef: '' } : draftOfCommand(last);
  }
  const draft: PlanDraft = { commands, subUnits: {} };
  for (const su of state.subUnits) {
    if (su.bases.length === 0) continue;
    const allowed = actionsFor(state, draft, su);
    const assaulting = su.assaultAtId && allowed.includes('assault') ? su.assaultAtId : null;
    const action = assaulting ? 'assault' : defaultAction(allowed);
    draft.subUnits[su.id] = {
      action,
      targetId: assaulting ?? (mayTarget(draft, su) ? defaultTarget(state, su) : ''),
      digIn: false,
      path: action === 'move' ? advancePath(state, su) : [],
      artillery: '',
      ...(su.characteristic === 'mountedRifles' ? { mounted: su.mounted } : {}),
    };
  }
  return draft;
}

/** Whether a sub-unit may be given a target: not while its SF fires a bombardment (it cannot also fire directly). */
export function mayTarget(draft: PlanDraft, su: SubUnitState): boolean {
  return draft.commands[su.formationId]?.kind !== 'bombard';
}

/**
 * The draft with an SF's command changed; its sub-units whose action the new command does not allow
 * go back to their default action (and drop digging where it is no longer allowed; one made to move
 * with no path gets `advancePath`). Ordering a
 * bombardment clears their targets; leaving one gives them their default targets back.
 */
export function withCommand(state: EngagementState, draft: PlanDraft, formationId: string, command: CommandDraft): PlanDraft {
  const wasBombard = draft.commands[formationId]?.kind === 'bombard';
  const next: PlanDraft = { commands: { ...draft.commands, [formationId]: command }, subUnits: { ...draft.subUnits } };
  for (const su of state.subUnits) {
    const d = next.subUnits[su.id];
    if (su.formationId !== formationId || !d) continue;
    const allowed = actionsFor(state, next, su);
    const action = allowed.includes(d.action) ? d.action : defaultAction(allowed);
    let targetId = d.targetId;
    if (command.kind === 'bombard') targetId = '';
    else if (wasBombard) targetId = defaultTarget(state, su);
    // A company made to move with no path yet gets the same advance path a bound starts from.
    const path = action === 'move' && d.action !== 'move' && d.path.length === 0 ? advancePath(state, su) : d.path;
    next.subUnits[su.id] = { ...d, action, targetId, path, digIn: d.digIn && canDigIn(next, su, action) };
    if (d.except) {
      const exBases = su.bases.filter((b) => d.except!.baseIds.includes(b.id));
      const exSit = situationOfSubUnit({ bases: exBases, underFire: su.underFire });
      const exAllowed = allowedActions(effectiveCommand(command), exSit, state.edition);
      const exAction = exAllowed.includes(d.except.action) ? d.except.action : defaultAction(exAllowed);
      const exDig = d.except.digIn && exAction === 'stay' && !exSit.dugIn && mayDigIn(effectiveCommand(command)).allowed;
      next.subUnits[su.id]!.except = { ...d.except, action: exAction, digIn: exDig, targetId: command.kind === 'bombard' ? '' : d.except.targetId };
    }
  }
  return next;
}

/** The draft with one sub-unit's fields changed (digging dropped when no longer allowed). */
export function withSubUnit(state: EngagementState, draft: PlanDraft, subUnitId: string, change: Partial<SubUnitDraft>): PlanDraft {
  const su = state.subUnits.find((s) => s.id === subUnitId);
  const old = draft.subUnits[subUnitId];
  if (!su || !old) return draft;
  const d = { ...old, ...change };
  d.digIn = d.digIn && canDigIn(draft, su, d.action);
  return { ...draft, subUnits: { ...draft.subUnits, [subUnitId]: d } };
}

/** The bases given shots, in the order listed (bases given none are left out: the engine wants 1 or more). */
function laidShots(allocation: Readonly<Record<string, number>>): Record<string, number> {
  return Object.fromEntries(Object.entries(allocation).filter(([, n]) => n > 0));
}

/**
 * The plans handed to `planBound`: a command per SF (a bombardment with its trimmed grid reference and
 * its ammunition unless high explosive, or its shots placed by hand: the bases given one or more),
 * and per sub-unit its action, target, path (only for moving actions), digging and packing. An
 * assault targets `targetId` (`assaultAtId`; the engine refuses one without a target).
 */
export function toBoundPlans(draft: PlanDraft): BoundPlans {
  const commands: Record<string, HighCommandOrder> = {};
  for (const [id, c] of Object.entries(draft.commands)) {
    if (c.kind !== 'bombard') commands[id] = { kind: c.kind };
    else if (c.ammo && c.ammo !== 'HE') commands[id] = { kind: 'bombard', gridRef: c.gridRef.trim(), ammo: c.ammo };
    else commands[id] = c.allocation ? { kind: 'bombard', gridRef: c.gridRef.trim(), allocation: laidShots(c.allocation) } : { kind: 'bombard', gridRef: c.gridRef.trim() };
  }
  const subUnits: Record<string, SubUnitPlan> = {};
  for (const [id, d] of Object.entries(draft.subUnits)) {
    const p: SubUnitPlan = lowCommandOf(d);
    if (d.artillery) p.artillery = d.artillery;
    if (d.mounted !== undefined) p.mounted = d.mounted;
    if (d.except && d.except.baseIds.length > 0) p.except = { baseIds: [...d.except.baseIds], plan: lowCommandOf(d.except) };
    subUnits[id] = p;
  }
  return { commands, subUnits };
}

/**
 * The engine's low command for a written action: target (`assaultAtId` for an assault, else
 * `fireAtId`), path only for moving actions and assaults, digging only when staying, the cover point
 * only when finding cover.
 */
export function lowCommandOf(d: Pick<SubUnitDraft, 'action' | 'targetId' | 'digIn' | 'path' | 'coverAtM'>): LowCommand {
  const p: LowCommand = { action: d.action };
  if (d.action === 'assault') {
    if (d.targetId) p.assaultAtId = d.targetId;
  } else if (d.targetId) p.fireAtId = d.targetId;
  if ((PATH_ACTIONS.has(d.action) || d.action === 'assault') && d.path.length > 0) p.path = d.path.map((q) => ({ xM: q.xM, yM: q.yM }));
  if (d.action === 'stay' && d.digIn) p.digIn = true;
  if (d.action === 'findCover' && d.coverAtM) p.coverAtM = { xM: d.coverAtM.xM, yM: d.coverAtM.yM };
  return p;
}

/** Ammunition a bombardment may fire, with its wording. */
export const AMMO_LABELS: Readonly<Record<BombardAmmo, string>> = {
  HE: 'High explosive',
  smoke: 'Smoke',
  gasShort: 'Gas (short-term)',
  gasDelayed: 'Gas (long-delayed)',
};

/** Compass points offered for a path typed without the map, with their bearings (degrees). */
export const COMPASS: readonly { label: string; deg: number }[] = [
  { label: 'north', deg: 0 },
  { label: 'north-east', deg: 45 },
  { label: 'east', deg: 90 },
  { label: 'south-east', deg: 135 },
  { label: 'south', deg: 180 },
  { label: 'south-west', deg: 225 },
  { label: 'west', deg: 270 },
  { label: 'north-west', deg: 315 },
];

/**
 * A waypoint `distanceM` from `from` on a bearing, or toward a point (`toward`, stopping there if it
 * is nearer). Throws `RangeError` unless `distanceM` is a finite number > 0.
 */
export function legPoint(from: PointM, distanceM: number, dir: { deg: number } | { toward: PointM }): PointM {
  if (!Number.isFinite(distanceM) || distanceM <= 0) throw new RangeError(`distance must be a number of metres > 0, got ${distanceM}`);
  if ('deg' in dir) {
    const r = (dir.deg * Math.PI) / 180;
    return { xM: from.xM + Math.sin(r) * distanceM, yM: from.yM + Math.cos(r) * distanceM };
  }
  const dx = dir.toward.xM - from.xM;
  const dy = dir.toward.yM - from.yM;
  const len = Math.hypot(dx, dy);
  if (len <= distanceM) return { ...dir.toward };
  return { xM: from.xM + (dx / len) * distanceM, yM: from.yM + (dy / len) * distanceM };
}

/** Length of a path from `start` through its waypoints, metres. */
export function pathLength(start: PointM, path: readonly PointM[]): number {
  let len = 0;
  let p = start;
  for (const q of path) {
    len += Math.hypot(q.xM - p.xM, q.yM - p.yM);
    p = q;
  }
  return len;
}

/**
 * A draft written earlier for this bound (kept across an undo of its plan) laid over the fresh
 * default: commands of SFs still present, and each sub-unit's draft where the sub-unit still has
 * bases and its action is still allowed (a target with no bases left is dropped).
 */
export function reconcileDraft(state: EngagementState, saved: PlanDraft, fresh: PlanDraft): PlanDraft {
  const commands = { ...fresh.commands };
  for (const f of state.formations) if (saved.commands[f.id]) commands[f.id] = saved.commands[f.id]!;
  const out: PlanDraft = { commands, subUnits: { ...fresh.subUnits } };
  const alive = new Set(state.subUnits.filter((s) => s.bases.length > 0).map((s) => s.id));
  for (const su of state.subUnits) {
    const kept = saved.subUnits[su.id];
    if (!kept || !out.subUnits[su.id]) continue;
    const d: SubUnitDraft = { ...kept, targetId: alive.has(kept.targetId) ? kept.targetId : '' };
    // Excepted bases that are gone (killed) drop the exception; so does an excepted target gone.
    if (d.except && d.except.baseIds.some((b) => !su.bases.some((x) => x.id === b))) delete d.except;
    else if (d.except && !alive.has(d.except.targetId)) d.except = { ...d.except, targetId: '' };
    const fallback = out.subUnits[su.id]!;
    out.subUnits[su.id] = d;
    if (!actionsFor(state, out, su).includes(d.action)) {
      out.subUnits[su.id] = fallback;
      continue;
    }
    d.digIn = d.digIn && canDigIn(out, su, d.action);
  }
  return out;
}
