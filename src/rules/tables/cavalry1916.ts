/**
 * The 1916 cavalry functions (`../shared/seeds/002_0a64821d231c1bbf.txt` §2.2 Infantry and Cavalry Movement,
 * "Cavalry Functions"): "They may mount/dismount their horses at a cost of 1/4 of their move on any turn in
 * which they have not conducted assault movement. … One base should be withdrawn to function as "horse
 * holder." … While herded together, dismounted cavalry's horse bases count as packed targets." Pure data.
 */
import { TURN_1916_MIN } from './transport1916.ts';

/** Turns of movement mounting or dismounting costs (¼). */
export const MOUNT_TURNS_1916 = 0.25;

/** Minutes mounting or dismounting costs on the campaign map: ¼ of a 10-minute turn. */
export const MOUNT_MIN_1916 = MOUNT_TURNS_1916 * TURN_1916_MIN;

/** Bases a dismounting cavalry unit withdraws to hold its horses ("One base should be withdrawn"). */
export const HORSE_HOLDER_BASES = 1;
