/**
 * The fold of the command events (`applyEvent`, `events.ts`): `unit.commandSet` (NQM command
 * relations, 004 §ORDER OF BATTLE: a unit is Under Command of exactly one HQ, and may be In Direct
 * Support or In Support of another unit), `unit.hqPlaced`, `command.tested` (the 1916 command test,
 * 002 §2.1), and the checks of the command fields of `unit.edited` (radios, veteran, mobility).
 * `checkCommandRelation` is the same check, pure, for forms to call before they write.
 */
import { COMMAND_TEST_MODIFIERS, type CommandTestModifierId } from '../../rules/tables/commandTest1916.ts';
import { checkBool, checkOneOf, unitAt, unitsWith, stepState } from '../model/checks.ts';
import { EventError } from '../model/eventError.ts';
import type { EventsOf } from '../model/eventDefinition.ts';
import type { CommandPayloads } from './payloads.ts';
import { ECHELONS, UNIT_MOBILITIES, type CampaignState, type CommandTestRecord, type Echelon, type SupportRelation, type Unit, type UnitId } from '../model/types.ts';

/** A refused command relation: why, and the payload path of the field at fault. */
export type CommandRelationProblem = { message: string; path: string };

/** Whether an HQ of echelon `parent` may command a unit of echelon `child`: larger, or brigade ↔ regiment. */
export function mayCommand(parent: Echelon, child: Echelon): boolean {
  const p = ECHELONS.indexOf(parent);
  const c = ECHELONS.indexOf(child);
  if (p < c) return true;
  return (parent === 'brigade' && child === 'regiment') || (parent === 'regiment' && child === 'brigade');
}

/**
 * Why `unitId` cannot be Under Command of `parentId` with support `support` in `state`, or null when
 * it can (the rules of `unit.commandSet`). A new parent must exist, be of the same side, not be the
 * unit or one of its subordinates (no cycles), and be of a larger echelon (brigade and regiment may
 * command each other); null is allowed only for a unit that already has no parent (a side's top
 * formation: every other unit stays under command of exactly one HQ). A parent equal to the current
 * one is not checked again. Support: the target must exist, be of the same side and not be the unit;
 * the relation 'inDirectSupport' or 'inSupport'; null clears it. Paths: `payload.unitId`,
 * `payload.parentId`, `payload.support`, `payload.support.relation`, `payload.support.toId`.
 */
export function commandRelationProblem(
  state: CampaignState,
  unitId: UnitId,
  parentId: UnitId | null,
  support: SupportRelation | null,
): CommandRelationProblem | null {
  try {
    checkRelation(state, unitId, parentId, support);
    return null;
  } catch (e) {
    if (e instanceof EventError) return { message: e.message, path: e.path };
    throw e;
  }
}

/** `commandRelationProblem`'s message alone (null: allowed), for a form's error line. */
export function checkCommandRelation(state: CampaignState, unitId: UnitId, parentId: UnitId | null, support: SupportRelation | null): string | null {
  return commandRelationProblem(state, unitId, parentId, support)?.message ?? null;
}

function checkRelation(state: CampaignState, unitId: UnitId, parentId: UnitId | null, support: SupportRelation | null): Unit {
  const unit = unitAt(state, unitId, 'payload.unitId');
  if (parentId === null) {
    if (unit.parentId !== undefined) {
      throw new EventError(`${unit.name} is under command of "${unit.parentId}"; a unit must stay under command of exactly one HQ (only a side's top formation has none)`, 'payload.parentId');
    }
  } else if (parentId !== unit.parentId) {
    const parent = unitAt(state, parentId, 'payload.parentId');
    if (parent.id === unit.id) throw new EventError(`${unit.name} cannot be under command of itself`, 'payload.parentId');
    if (parent.side !== unit.side) throw new EventError(`${parent.name} is of the other side (${parent.side}); ${unit.name} is ${unit.side}`, 'payload.parentId');
    let up: Unit | undefined = parent;
    for (let steps = 0; up && steps <= state.unitOrder.length; steps++) {
      if (up.parentId === unit.id) {
        throw new EventError(`${parent.name} is under ${unit.name}'s own command: that would make a loop`, 'payload.parentId');
      }
      up = up.parentId === undefined ? undefined : state.units[up.parentId];
    }
    if (!mayCommand(parent.echelon, unit.echelon)) {
      throw new EventError(`a ${parent.echelon} cannot command a ${unit.echelon}: the HQ must be of a larger echelon (brigade and regiment may command each other)`, 'payload.parentId');
    }
  }
  if (support !== null) {
    const to = unitAt(state, support.toId, 'payload.support.toId');
    if (to.id === unit.id) throw new EventError(`${unit.name} cannot support itself`, 'payload.support.toId');
    if (to.side !== unit.side) throw new EventError(`${to.name} is of the other side (${to.side}); ${unit.name} is ${unit.side}`, 'payload.support.toId');
  }
  return unit;
}

/**
 * `unitOrder` with `unitId`'s whole subtree (in its present order) moved to just after the subtree
 * of `parentId`, so that every parent still comes before its subordinates. O(units).
 */
export function reorderUnderParent(state: Pick<CampaignState, 'units' | 'unitOrder'>, unitId: UnitId, parentId: UnitId): UnitId[] {
  const inMoved = subtreeOf(state, unitId);
  const rest = state.unitOrder.filter((id) => !inMoved.has(id));
  const moved = state.unitOrder.filter((id) => inMoved.has(id));
  const inParent = subtreeOf(state, parentId);
  let at = rest.length;
  for (let i = rest.length - 1; i >= 0; i--) {
    if (inParent.has(rest[i]!)) {
      at = i + 1;
      break;
    }
  }
  return [...rest.slice(0, at), ...moved, ...rest.slice(at)];
}

/** Ids of `rootId` and every unit under its command, however deep (`rootId` itself even when unknown). O(units). */
export function subtreeOf(state: Pick<CampaignState, 'units' | 'unitOrder'>, rootId: UnitId): Set<UnitId> {
  const children = new Map<UnitId, UnitId[]>();
  for (const id of state.unitOrder) {
    const p = state.units[id]?.parentId;
    if (p === undefined) continue;
    const list = children.get(p);
    if (list) list.push(id);
    else children.set(p, [id]);
  }
  const out = new Set<UnitId>([rootId]);
  const stack = [rootId];
  while (stack.length > 0) {
    for (const c of children.get(stack.pop()!) ?? []) {
      if (!out.has(c)) {
        out.add(c);
        stack.push(c);
      }
    }
  }
  return out;
}

/** The fold of `unit.commandSet`, `unit.hqPlaced` and `command.tested` (`state.seq` already checked); a passed test moves the unit and sets its `movedAtMin` to the event's `at`. */
export function applyCommandEvent(state: CampaignState, event: EventsOf<CommandPayloads, 'unit.commandSet' | 'unit.hqPlaced' | 'command.tested'>): CampaignState {
  switch (event.type) {
    case 'unit.commandSet': {
      const { unitId, parentId, support } = event.payload;
      const unit = checkRelation(state, unitId, parentId, support);
      const next: Unit = { ...unit };
      delete next.parentId;
      delete next.support;
      if (parentId !== null) next.parentId = parentId;
      if (support !== null) next.support = { relation: support.relation, toId: support.toId };
      const moved = parentId !== null && parentId !== unit.parentId;
      const unitOrder = moved ? reorderUnderParent(state, unitId, parentId) : state.unitOrder;
      return stepState(state, event, { units: unitsWith(state, next), unitOrder });
    }
    case 'unit.hqPlaced': {
      const unit = unitAt(state, event.payload.unitId, 'payload.unitId');
      const next: Unit = { ...unit };
      if (event.payload.hqPos === null) delete next.hqPos;
      else next.hqPos = { ...event.payload.hqPos };
      return stepState(state, event, { units: unitsWith(state, next) });
    }
    case 'command.tested': {
      const record = checkCommandTest(state, event);
      const unit = state.units[record.unitId]!;
      const patch: Partial<CampaignState> = { commandTests: [...(state.commandTests ?? []), record] };
      if (record.passed) patch.units = unitsWith(state, { ...unit, pos: { ...record.moveTo }, movedAtMin: event.at });
      return stepState(state, event, patch);
    }
  }
}

/** The sum of the points of `modifiers` (ids of `COMMAND_TEST_MODIFIERS`, one per instance). */
export function commandTestPoints(modifiers: readonly CommandTestModifierId[]): number {
  return modifiers.reduce((sum, id) => sum + (COMMAND_TEST_MODIFIERS.find((m) => m.id === id)?.points ?? 0), 0);
}

function checkCommandTest(state: CampaignState, event: EventsOf<CommandPayloads, 'command.tested'>): CommandTestRecord {
  const p = event.payload;
  unitAt(state, p.unitId, 'payload.unitId');
  const { column, die, target } = p;
  const modifiers = p.modifiers.map((id, i) => {
    if (!COMMAND_TEST_MODIFIERS.find((x) => x.id === id)!.perCount && p.modifiers.indexOf(id) !== i) {
      throw new EventError(`modifier ${id} counts once; it is listed twice`, `payload.modifiers[${i}]`);
    }
    return id;
  });
  const moveTo = { ...p.moveTo };
  const total = die + commandTestPoints(modifiers);
  const passed = total >= target;
  if (p.passed !== passed) {
    throw new EventError(`die ${die} with modifiers ${commandTestPoints(modifiers)} makes ${total} against target ${target}: the test ${passed ? 'passed' : 'failed'}, not ${p.passed ? 'passed' : 'failed'}`, 'payload.passed');
  }
  return { seq: event.seq, atMin: event.at, unitId: p.unitId, column, die, modifiers, target, passed, moveTo };
}

/**
 * Check the command fields of a `unit.edited` change (at `payload.changes.<field>`): `radios` and
 * `veteran` booleans, `mobility` one of `UNIT_MOBILITIES`. Throws `EventError`.
 */
export function checkUnitCommandFields(changes: Partial<Pick<Unit, 'radios' | 'veteran' | 'mobility'>>, path = 'payload.changes'): void {
  if (Object.hasOwn(changes, 'radios')) checkBool(changes.radios, `${path}.radios`);
  if (Object.hasOwn(changes, 'veteran')) checkBool(changes.veteran, `${path}.veteran`);
  if (Object.hasOwn(changes, 'mobility')) checkOneOf(changes.mobility, UNIT_MOBILITIES, 'mobility', `${path}.mobility`);
}
