/**
 * A tank's breakdown and dangerous-terrain rolls on the campaign clock while the 1916 module is on
 * (`002_0a64821d231c1bbf.txt` §2.3 Vehicle Movement; docs/RULINGS.md §1916 vehicles on the campaign map):
 * one 2D6 roll at each o'clock a tank passes while moving — one an hour of movement, whatever the clock's
 * step — on the dangerous-terrain range when it went over rough ground off the road in the hour before,
 * else on the road breakdown rating. A move shorter than 100 yards is no move ("tactically stationary").
 */
import type { Dice } from '../../rules/dice.ts';
import type { GoingAt, MarchPoint } from '../../rules/operational/movement.ts';
import { TACTICALLY_STATIONARY_M, VEHICLES_1916, type Vehicle1916 } from '../../rules/tables/vehicles1916.ts';
import { immobilisedBy } from '../../rules/vehicles1916.ts';
import { clockText } from '../model/localTime.ts';
import { module1916On, settingsOf, vehicles1916Of } from '../model/settings.ts';
import type { UnitMove } from '../model/turnTypes.ts';
import type { CampaignState, Unit } from '../model/types.ts';

/** The rolls of one march, and the minute of movement (from its start) it was immobilised at (null: it was not). */
export type VehicleMarch = { rolls: NonNullable<UnitMove['vehicleRolls']>; stopAfterMin: number | null };

/** Whether `unit` rolls for breakdown in `state`: the 1916 module on, and a vehicle type the Tracked column has a row for. */
export function rollsForBreakdown(state: CampaignState, unit: Pick<Unit, 'type'>): boolean {
  return module1916On(settingsOf(state)) && (VEHICLES_1916 as readonly string[]).includes(unit.type);
}

/**
 * Roll for a march of `unit` that began at campaign minute `startMin` and moved `minutesMoved` minutes
 * `distanceM` metres along `trace` (`tMin` from the march's start), reading the going with `goingAt`
 * (see the module note). The roll at o'clock `t` covers the movement since the later of the start and
 * `t − 60`; the first that immobilises ends the march there. Returns no rolls for a move under 100 yards.
 */
export function rollVehicleMarch(state: CampaignState, unit: Unit, trace: readonly MarchPoint[], startMin: number, minutesMoved: number, distanceM: number, goingAt: GoingAt, dice: Dice): VehicleMarch {
  const out: VehicleMarch = { rolls: [], stopAfterMin: null };
  if (distanceM < TACTICALLY_STATIONARY_M) return out;
  const row = vehicles1916Of(settingsOf(state)).tracked[unit.type as Vehicle1916];
  const endMin = startMin + minutesMoved;
  for (let t = Math.floor(startMin / 60) * 60 + 60; t <= endMin + 1e-9; t += 60) {
    const from = Math.max(startMin, t - 60) - startMin;
    const to = t - startMin;
    const dangerous = trace.some((p) => {
      if (p.tMin < from - 1e-9 || p.tMin > to + 1e-9) return false;
      const g = goingAt({ xM: p.xM, yM: p.yM });
      return g.move === 'rough' && !g.road;
    });
    const cause = dangerous ? 'terrain' : 'breakdown';
    const [a, b] = dice.roll(2, `${unit.shortName} at ${clockText(state, t)}: ${dangerous ? 'dangerous terrain' : 'breakdown'} (2D6)`);
    const immobilised = immobilisedBy([a!, b!], dangerous ? row.dangerousUpTo : row.breakdownUpTo);
    out.rolls.push({ atMin: t, dice: [a!, b!], cause, immobilised });
    if (immobilised) {
      out.stopAfterMin = to;
      break;
    }
  }
  return out;
}
