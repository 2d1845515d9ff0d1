/**
 * "Company except" in the planning form (no React): some of a company's bases get a low command of
 * their own (000 §The Low Command system, §Platoons in different situations) — e.g. the dug-in
 * platoon stays and shoots while the rest finds cover. The excepted bases' actions are those
 * `allowedActions` gives for THEIR situation (dug in when every excepted base is dug in; under fire
 * as the company), and digging in is offered as for the company (`mayDigIn`, 001 §DIGGING IN & COVER).
 * The engine (`planBound`) checks the rest and refuses with its reasons.
 */
import { allowedActions, mayDigIn, type Action } from '../../rules/index.ts';
import type { BaseState, EngagementState, SubUnitState } from '../../rules/bound/types.ts';
import { defaultAction, defaultTarget, effectiveCommand, mainBasesOf, mayTarget, situationOfSubUnit, type ExceptDraft, type PlanDraft } from './planForm.ts';

/** The excepted bases of `su` named by `baseIds`, in line order (unknown ids are skipped). */
export function exceptBases(su: Pick<SubUnitState, 'bases'>, baseIds: readonly string[]): BaseState[] {
  return su.bases.filter((b) => baseIds.includes(b.id));
}

/** The actions the excepted bases may take under the SF's command in their own situation. */
export function exceptActionsFor(state: EngagementState, draft: PlanDraft, su: SubUnitState, baseIds: readonly string[]): Action[] {
  const sit = situationOfSubUnit({ bases: exceptBases(su, baseIds), underFire: su.underFire });
  return allowedActions(effectiveCommand(draft.commands[su.formationId]), sit, state.edition);
}

/** Whether the excepted bases may be told to dig in with `action` (staying, not dug in, command allows). */
export function canExceptDigIn(draft: PlanDraft, su: SubUnitState, ex: Pick<ExceptDraft, 'baseIds' | 'action'>): boolean {
  if (ex.action !== 'stay' || su.kind === 'artillery' || su.kind === 'vehicle') return false;
  if (situationOfSubUnit({ bases: exceptBases(su, ex.baseIds), underFire: su.underFire }).dugIn) return false;
  return mayDigIn(effectiveCommand(draft.commands[su.formationId])).allowed;
}

/**
 * The draft with base `baseId` of sub-unit `subUnitId` ticked (`on`) or unticked in its exception.
 * The first tick starts an exception (default action for those bases, the company's target); the
 * last untick removes it. Ticking every base is allowed here (the engine refuses it with its reason).
 * Actions no longer allowed for either part fall back to their defaults. Unknown ids: unchanged.
 */
export function withExceptBase(state: EngagementState, draft: PlanDraft, subUnitId: string, baseId: string, on: boolean): PlanDraft {
  const su = state.subUnits.find((s) => s.id === subUnitId);
  const d = draft.subUnits[subUnitId];
  if (!su || !d || !su.bases.some((b) => b.id === baseId)) return draft;
  const old = d.except?.baseIds ?? [];
  const ids = su.bases.map((b) => b.id).filter((id) => (id === baseId ? on : old.includes(id)));
  const next = { ...d };
  if (ids.length === 0) delete next.except;
  else {
    const allowed = exceptActionsFor(state, draft, su, ids);
    const prev: ExceptDraft = d.except ?? { baseIds: ids, action: defaultAction(allowed), targetId: mayTarget(draft, su) ? d.targetId || defaultTarget(state, su) : '', digIn: false, path: [] };
    const action = allowed.includes(prev.action) ? prev.action : defaultAction(allowed);
    const ex: ExceptDraft = { ...prev, baseIds: ids, action };
    ex.digIn = ex.digIn && canExceptDigIn(draft, su, ex);
    next.except = ex;
  }
  const out: PlanDraft = { ...draft, subUnits: { ...draft.subUnits, [subUnitId]: next } };
  const mainAllowed = allowedActions(
    effectiveCommand(draft.commands[su.formationId]),
    situationOfSubUnit({ bases: mainBasesOf(su, next), underFire: su.underFire }),
    state.edition,
  );
  if (!mainAllowed.includes(next.action)) {
    next.action = defaultAction(mainAllowed);
    next.digIn = false;
  }
  return out;
}

/** The draft with the exception's fields changed (digging dropped when no longer allowed). */
export function withExcept(state: EngagementState, draft: PlanDraft, subUnitId: string, change: Partial<Omit<ExceptDraft, 'baseIds'>>): PlanDraft {
  const su = state.subUnits.find((s) => s.id === subUnitId);
  const d = draft.subUnits[subUnitId];
  if (!su || !d?.except) return draft;
  const ex: ExceptDraft = { ...d.except, ...change };
  ex.digIn = ex.digIn && canExceptDigIn(draft, su, ex);
  return { ...draft, subUnits: { ...draft.subUnits, [subUnitId]: { ...d, except: ex } } };
}

/** A base's label in the "Except bases" list: its place in line and id, dug in / injured. */
export function baseLabel(b: BaseState, index: number): string {
  const notes = [b.dugIn ? 'dug in' : '', b.injury !== 'none' ? 'injured' : ''].filter(Boolean);
  return `Base ${index + 1}${notes.length ? ` (${notes.join(', ')})` : ''}`;
}
