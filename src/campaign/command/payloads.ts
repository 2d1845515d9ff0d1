/**
 * valibot schemas of the payloads of the command events: `unit.commandSet` (Under Command of a parent,
 * and a support relation or none), `unit.hqPlaced` (an HQ's position or none) and `command.tested`
 * (a 1916 command test: the column, die, modifiers, target, result and the move it allowed).
 */
import * as v from 'valibot';
import type { PayloadsOf } from '../model/eventDefinition.ts';
import { COMMAND_TEST_COLUMNS, COMMAND_TEST_MODIFIERS, type CommandTestColumn, type CommandTestModifierId } from '../../rules/tables/commandTest1916.ts';
import { COMMAND_TEST_TARGET_RANGE } from '../model/settings.ts';
import { got, id, list, lonLat, obj, oneOf, whole } from '../model/schemaParts.ts';

const bool = v.boolean(got('true or false'));
const target = whole('target', COMMAND_TEST_TARGET_RANGE.min, COMMAND_TEST_TARGET_RANGE.max);

/** A `SupportRelation`. */
export const supportSchema = obj({ relation: oneOf('support relation', ['inDirectSupport', 'inSupport'] as const), toId: id });

/** `unit.commandSet`. */
export const commandSetPayload = obj({ unitId: id, parentId: v.nullable(id), support: v.nullable(supportSchema) });

/** `unit.hqPlaced`. */
export const hqPlacedPayload = obj({ unitId: id, hqPos: v.nullable(lonLat) });

const MODIFIER_IDS = COMMAND_TEST_MODIFIERS.map((m) => m.id) as unknown as readonly [CommandTestModifierId, ...CommandTestModifierId[]];

/** `command.tested`. */
export const commandTestedPayload = obj({
  unitId: id,
  column: oneOf('command test column', COMMAND_TEST_COLUMNS as unknown as readonly [CommandTestColumn, ...CommandTestColumn[]]),
  die: whole('die', 1, 6),
  modifiers: list(oneOf('command test modifier', MODIFIER_IDS), 50, 'modifiers'),
  target,
  passed: bool,
  moveTo: lonLat,
});

/** The payload schemas of the command events, by type. */
export const COMMAND_PAYLOADS = {
  'unit.commandSet': commandSetPayload,
  'unit.hqPlaced': hqPlacedPayload,
  'command.tested': commandTestedPayload,
} as const;

/** The payload of each command event type. */
export type CommandPayloads = PayloadsOf<typeof COMMAND_PAYLOADS>;
