/**
 * valibot schema of the payload of `cavalry.horses` (1916 module, `002_0a64821d231c1bbf.txt` §2.2 "Cavalry
 * Functions"): the cavalry unit, and whether it dismounts (true) or mounts again (false).
 */
import * as v from 'valibot';
import type { PayloadsOf } from '../model/eventDefinition.ts';
import { got, id, obj } from '../model/schemaParts.ts';

/** The payload schemas of the cavalry events, by type. */
export const CAVALRY_PAYLOADS = { 'cavalry.horses': obj({ unitId: id, dismounted: v.boolean(got('true or false')) }) } as const;

/** The payload of each cavalry event type. */
export type CavalryPayloads = PayloadsOf<typeof CAVALRY_PAYLOADS>;
