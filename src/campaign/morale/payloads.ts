/**
 * valibot schema of the payload of `morale.tested` (De Rosa, `003_11ff81f41091c16b.txt` "Morale"): the
 * unit, the reason to test (A–E), the D10 rolled (0 read as 10) and what it did on the chart when recorded
 * (the target, passed, the morale before and after).
 */
import * as v from 'valibot';
import type { PayloadsOf } from '../model/eventDefinition.ts';
import { id, obj, oneOf, whole } from '../model/schemaParts.ts';

const REASONS = ['casualties40', 'lossAfter40', 'routersNear', 'sawUnitDestroyed', 'rallying'] as const;
const STATES = ['good', 'shaken', 'routed'] as const;

/** `morale.tested`. */
export const moraleTestedPayload = obj({
  unitId: id,
  reason: oneOf('reason to test', REASONS),
  die: whole('die', 1, 10),
  result: obj({ target: whole('target', 1, 10), passed: v.boolean(), before: oneOf('morale', STATES), after: oneOf('morale', STATES) }),
});

/** The payload schemas of the morale events, by type. */
export const MORALE_PAYLOADS = { 'morale.tested': moraleTestedPayload } as const;

/** The payload of each morale event type. */
export type MoralePayloads = PayloadsOf<typeof MORALE_PAYLOADS>;
