/**
 * valibot schema of the payload of `vehicle.crewActed` (1916 module, `002_0a64821d231c1bbf.txt` §2.3
 * "Vehicle Crew Reaction"): the immobilised unit, the crew's option, the dice it rolled (none to stand or
 * dismount), for a repair the unit whose crew helped, and what the dice did.
 */
import * as v from 'valibot';
import type { PayloadsOf } from '../model/eventDefinition.ts';
import { CREW_ACTIONS, type CrewAction } from '../../rules/tables/vehicles1916.ts';
import { id, list, obj, oneOf, whole } from '../model/schemaParts.ts';

/** `vehicle.crewActed`: at most 6 dice (an abandoning crew rolls one per two LMGs). */
export const crewActedPayload = obj({
  unitId: id,
  action: oneOf('crew option', CREW_ACTIONS as unknown as readonly [CrewAction, ...CrewAction[]]),
  dice: list(whole('die', 1, 6), 6, 'dice'),
  helperId: v.optional(id),
  /** What the dice did on the campaign's crew chart when it was recorded (the fold checks it): the target (null: no roll), repaired, LMG teams formed, destroyed. */
  result: obj({ target: v.nullable(whole('target', 1, 7)), repaired: v.boolean(), lmgTeams: whole('lmgTeams', 0, 6), destroyed: v.boolean() }),
});

/** The payload schemas of the vehicle events, by type. */
export const VEHICLE_PAYLOADS = { 'vehicle.crewActed': crewActedPayload } as const;

/** The payload of each vehicle event type. */
export type VehiclePayloads = PayloadsOf<typeof VEHICLE_PAYLOADS>;
