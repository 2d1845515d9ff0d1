/**
 * `planBound`: high commands for the strategic formations and low commands (plans) for their
 * sub-units, checked against the rules before the bound is executed. An illegal plan is refused with
 * its reason. Sources: `001_5e546d392906486c.txt` §HIGH COMMANDS, §PLANNING, §DIGGING IN & COVER,
 * §ASSAULTING & MELEE COMBAT, §ARTILLERY; `000_5cca48f65b2d4420.txt` §The High Command system, §The
 * Low Command system ("company except"). Checks of a single plan are in `planChecks.ts`.
 */
import { assertBombardableSquare, gridRefToLocal } from '../grid.ts';
import { allowedActions } from '../rules1418.ts';
import { ACTION_LABELS, HIGH_COMMAND_LABELS } from '../tables/commands1418.ts';
import { PLANNING_ORDER_1418 } from '../tables/order1418.ts';
import { cloneState } from './context.ts';
import { checkLowCommand, type CheckEnv } from './planChecks.ts';
import { planningCommand } from './resilience.ts';
import type {
  BoundPlans,
  EngagementState,
  HighCommandOrder,
  LowCommand,
  Order,
  PlanError,
  PlanResult,
  RecordEntry,
  SubUnitState,
  TerrainAt,
  PointM,
} from './types.ts';

const AMMO = ['HE', 'smoke', 'gasShort', 'gasDelayed'];

function checkCommand(state: EngagementState, fId: string, c: HighCommandOrder | undefined): string | null {
  const f = state.formations.find((x) => x.id === fId)!;
  if (c === undefined) return `${f.name} has no high command (advance, hold, assault, retreat${f.role === 'artillery' || f.role === 'navalRail' ? ' or bombard' : ''})`;
  if (typeof c !== 'object' || c === null) return `${f.name}: the high command must be an object, got ${JSON.stringify(c)}`;
  if (c.kind !== 'bombard') return c.kind in HIGH_COMMAND_LABELS ? null : `${f.name}: unknown high command ${JSON.stringify(c.kind)}`;
  if (f.role !== 'artillery' && f.role !== 'navalRail') return `${f.name} is ${f.role}: only artillery can be ordered to bombard`;
  if (!state.grid) return `${f.name}: bombard ${c.gridRef} needs the engagement's grid, and it has none`;
  try {
    assertBombardableSquare(state.grid);
    gridRefToLocal(state.grid, c.gridRef);
  } catch (e) {
    return `${f.name}: bombard ${JSON.stringify(c.gridRef)}: ${(e as Error).message}`;
  }
  if (c.ammo !== undefined && !AMMO.includes(c.ammo)) return `${f.name}: bombard ammo must be one of ${AMMO.join(', ')}, got ${JSON.stringify(c.ammo)}`;
  if (c.allocation !== undefined) {
    if (typeof c.allocation !== 'object' || c.allocation === null) return `${f.name}: bombard allocation must map base ids to shots`;
    for (const [id, n] of Object.entries(c.allocation)) {
      if (!state.subUnits.some((u) => u.bases.some((b) => b.id === id))) return `${f.name}: bombard allocation names base '${id}', which is not in the engagement`;
      if (!Number.isSafeInteger(n) || n < 1) return `${f.name}: bombard allocation for base '${id}' must be a whole number of shots ≥ 1, got ${JSON.stringify(n)}`;
    }
  }
  return null;
}

/** The situation text of a group of bases, e.g. "dug in, under fire". */
function situationText(dugIn: boolean, underFire: boolean): string {
  return `${dugIn ? 'dug in' : 'not dug in'}, ${underFire ? 'under fire' : 'safe'}`;
}

/**
 * Check every command and plan of `plans` against `state` (phase 'planning'). On success returns the
 * executing state (orders made, step 0) and the planning records: each SF's command, then the planning
 * order (v0.8 §PLANNING slots 1–6, anonymous or marked; v0.7 one anonymous slot, every low command
 * written on the map at once). A sub-unit with no plan stays put if its situation allows it. On any
 * error returns `ok: false`, the state unchanged and one error per refused command or plan.
 * `opts.terrainAt` enables the find-cover check (the move must end in, or nearer to, better cover).
 * Throws `RangeError` when the engagement is not in its planning phase or `plans` is malformed.
 */
export function planBound(state: EngagementState, plans: BoundPlans, opts?: { terrainAt?: (p: PointM) => TerrainAt }): PlanResult {
  if (state.phase !== 'planning') throw new RangeError(`planBound: bound ${state.bound} is being executed (step ${state.stepIndex}); run it to its end first`);
  if (typeof plans !== 'object' || plans === null || typeof plans.commands !== 'object' || typeof plans.subUnits !== 'object') {
    throw new RangeError('planBound: plans must be { commands: { [formationId]: command }, subUnits: { [subUnitId]: plan } }');
  }
  const errors: PlanError[] = [];
  const subs = new Map(state.subUnits.map((u) => [u.id, u]));
  for (const id of Object.keys(plans.commands)) if (!state.formations.some((f) => f.id === id)) errors.push({ id, kind: 'formation', message: `'${id}' is not a formation of this engagement` });
  for (const id of Object.keys(plans.subUnits)) if (!subs.has(id)) errors.push({ id, kind: 'subUnit', message: `'${id}' is not a sub-unit of this engagement` });

  const active = (fId: string): boolean => state.subUnits.some((u) => u.formationId === fId && u.bases.length > 0);
  for (const f of state.formations) {
    if (!active(f.id)) continue;
    const msg = checkCommand(state, f.id, plans.commands[f.id]);
    if (msg) errors.push({ id: f.id, kind: 'formation', message: msg });
  }
  if (errors.some((e) => e.kind === 'formation')) return { ok: false, state, records: [], errors };

  const env: CheckEnv = { state, subs, terrainAt: opts?.terrainAt };
  const orders: Order[] = [];
  for (const sub of state.subUnits) {
    if (sub.bases.length === 0) continue;
    const command = plans.commands[sub.formationId]!;
    const given = plans.subUnits[sub.id];
    const except = given?.except;
    const exceptIds = new Set<string>();
    if (except !== undefined) {
      const bad = !Array.isArray(except.baseIds) || except.baseIds.length === 0 || except.baseIds.some((id) => !sub.bases.some((b) => b.id === id));
      if (bad || new Set(except.baseIds).size !== except.baseIds.length || except.baseIds.length >= sub.bases.length) {
        errors.push({ id: sub.id, kind: 'subUnit', message: `${sub.name}: "company except" must name some, not all, of its bases (${sub.bases.map((b) => b.id).join(', ')})` });
        continue;
      }
      except.baseIds.forEach((id) => exceptIds.add(id));
    }
    const mainBases = sub.bases.filter((b) => !exceptIds.has(b.id));
    const groups: { part: Order['part']; bases: typeof mainBases; plan: LowCommand | undefined }[] = [{ part: 'main', bases: mainBases, plan: given }];
    if (except) groups.push({ part: 'except', bases: sub.bases.filter((b) => exceptIds.has(b.id)), plan: except.plan });
    for (const g of groups) {
      const dugIns = new Set(g.bases.map((b) => b.dugIn));
      if (dugIns.size > 1) {
        const numbers = sub.bases.flatMap((b, i) => (g.bases.includes(b) && b.dugIn ? [String(i + 1)] : []));
        errors.push({ id: sub.id, kind: 'subUnit', message: `${sub.name}: ${numbers.length === 1 ? 'base' : 'bases'} ${numbers.join(', ')} ${numbers.length === 1 ? 'is' : 'are'} dug in and the others not — give the ones in a different situation a "company except" plan` });
        continue;
      }
      const dugIn = g.bases[0]!.dugIn;
      const allowed = allowedActions(planningCommand(command), { dugIn, underFire: sub.underFire }, state.edition);
      const plan: LowCommand = g.plan ? stripExcept(g.plan) : { action: 'stay' };
      const who = `${sub.name}${g.part === 'except' ? ' (except bases ' + g.bases.map((b) => b.id).join(', ') + ')' : ''} (${situationText(dugIn, sub.underFire)})`;
      if (!g.plan && !allowed.includes('stay')) {
        errors.push({ id: sub.id, kind: 'subUnit', message: `${who} needs a plan under ${commandText(command)}: it may only ${allowed.map((a) => ACTION_LABELS[a].toLowerCase()).join(' or ')}` });
        continue;
      }
      const msg = checkLowCommand(env, sub, g.bases, command, plan, allowed, who);
      if (msg) {
        errors.push({ id: sub.id, kind: 'subUnit', message: msg });
        continue;
      }
      orders.push({
        subUnitId: sub.id,
        part: g.part,
        baseIds: g.bases.map((b) => b.id),
        command,
        plan,
        dugInAtStart: dugIn,
        status: { fired: false, overwatch: false, moved: false, leaving: false, digging: plan.digIn === true },
      });
    }
  }
  if (errors.length > 0) return { ok: false, state, records: [], errors };

  const next = cloneState(state);
  next.phase = 'executing';
  next.stepIndex = 0;
  next.commands = { ...plans.commands };
  next.orders = orders;
  for (const o of orders) {
    const sub = next.subUnits.find((u) => u.id === o.subUnitId)!;
    if (o.part === 'main' && o.plan.mounted !== undefined) sub.mounted = o.plan.mounted;
  }
  return { ok: true, state: next, records: planningRecords(next), errors: [] };
}

function stripExcept(p: LowCommand & { except?: unknown }): LowCommand {
  const { except: _except, ...rest } = p;
  void _except;
  return rest;
}

function commandText(c: HighCommandOrder): string {
  return c.kind === 'bombard' ? `Bombard ${c.gridRef}` : HIGH_COMMAND_LABELS[c.kind];
}

function planningRecords(s: EngagementState): RecordEntry[] {
  const at = { bound: s.bound, step: 'plan' };
  const out: RecordEntry[] = [];
  for (const f of s.formations) {
    const c = s.commands[f.id];
    if (c) out.push({ bound: at.bound, step: at.step, kind: 'command', formationId: f.id, formationName: f.name, command: c });
  }
  const live = s.subUnits.filter((u) => u.bases.length > 0);
  if (s.edition === 'v0.7') {
    out.push({ bound: at.bound, step: at.step, kind: 'planning', slot: 1, title: 'Every low command is written on the map at once (000 §The Low Command system)', mode: 'anon', subUnitIds: live.map((u) => u.id) });
    return out;
  }
  const role = (u: SubUnitState): string => s.formations.find((f) => f.id === u.formationId)!.role;
  const quality = (u: SubUnitState): string => s.formations.find((f) => f.id === u.formationId)!.quality;
  const infantryLike = (u: SubUnitState): boolean => role(u) !== 'artillery' && role(u) !== 'navalRail' && u.kind !== 'heavyWeapon';
  const who: Record<string, (u: SubUnitState) => boolean> = {
    navalAndRailwayArtillery: (u) => role(u) === 'navalRail',
    artillery: (u) => role(u) === 'artillery',
    reserveSubUnits: (u) => infantryLike(u) && quality(u) === 'reserve',
    lineSubUnits: (u) => infantryLike(u) && quality(u) === 'line',
    heavyWeapons: (u) => u.kind === 'heavyWeapon' && role(u) !== 'artillery' && role(u) !== 'navalRail',
    eliteSubUnits: (u) => infantryLike(u) && quality(u) === 'elite',
  };
  for (const p of PLANNING_ORDER_1418) {
    out.push({ bound: at.bound, step: at.step, kind: 'planning', slot: p.step, title: p.label, mode: p.marking, subUnitIds: live.filter(who[p.who]!).map((u) => u.id) });
  }
  return out;
}
