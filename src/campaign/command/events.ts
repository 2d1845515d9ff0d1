/**
 * The command events: `unit.commandSet` (Under Command of `parentId` — null only for a side's top
 * formation, which must stay one — and In Direct Support / In Support of another unit or none),
 * `unit.hqPlaced` (an HQ put on the map, or removed: null) and `command.tested` (a 1916 command test
 * rolled before a move, 002 §2.1: when it passed, the unit moves to `moveTo` in the same event; when it
 * failed, it stays put; a per-count modifier is listed once per instance).
 */
import { COMMAND_TEST_MODIFIERS } from '../../rules/tables/commandTest1916.ts';
import { defineEvent, NO_LEDGER_ENTRIES } from '../model/eventDefinition.ts';
import type { CampaignState, UnitId } from '../model/types.ts';
import { applyCommandEvent } from './commandEvents.ts';
import { COMMAND_PAYLOADS } from './payloads.ts';

const RELATION_WORDS = { inDirectSupport: 'in direct support of', inSupport: 'in support of' } as const;
const nameOf = (state: CampaignState | null, id: UnitId) => state?.units[id]?.name ?? id;

const unitCommandSet = defineEvent({
  type: 'unit.commandSet',
  version: 1,
  migrations: {},
  payload: COMMAND_PAYLOADS['unit.commandSet'],
  apply: applyCommandEvent,
  describe(event, state) {
    const p = event.payload;
    const command = p.parentId === null ? 'a top formation' : `under command of ${nameOf(state, p.parentId)}`;
    const support = p.support === null ? 'no support role' : `${RELATION_WORDS[p.support.relation]} ${nameOf(state, p.support.toId)}`;
    return `set ${nameOf(state, p.unitId)}: ${command}, ${support}`;
  },
  ledger: NO_LEDGER_ENTRIES,
});

const unitHqPlaced = defineEvent({
  type: 'unit.hqPlaced',
  version: 1,
  migrations: {},
  payload: COMMAND_PAYLOADS['unit.hqPlaced'],
  apply: applyCommandEvent,
  describe: (event, state) =>
    event.payload.hqPos === null ? `removed the HQ of ${nameOf(state, event.payload.unitId)} from the map` : `placed the HQ of ${nameOf(state, event.payload.unitId)}`,
  ledger: NO_LEDGER_ENTRIES,
});

const commandTested = defineEvent({
  type: 'command.tested',
  version: 1,
  migrations: {},
  payload: COMMAND_PAYLOADS['command.tested'],
  apply: applyCommandEvent,
  describe(event, state) {
    const p = event.payload;
    const points = p.modifiers.reduce((sum, id) => sum + (COMMAND_TEST_MODIFIERS.find((m) => m.id === id)?.points ?? 0), 0);
    const mods = points === 0 ? '' : ` ${points < 0 ? '−' : '+'} ${Math.abs(points)} = ${p.die + points}`;
    const outcome = p.passed ? 'passed, moved' : 'failed, stays put';
    return `1916 command test of ${nameOf(state, p.unitId)} (${p.column}): rolled ${p.die}${mods}, needed ${p.target}: ${outcome}`;
  },
  ledger: NO_LEDGER_ENTRIES,
});

/** The command events, in the order the registry lists them. */
export const COMMAND_EVENTS = [unitCommandSet, unitHqPlaced, commandTested] as const;
