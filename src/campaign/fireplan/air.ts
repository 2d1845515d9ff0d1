/**
 * Air units in a fire plan against the campaign (004 §THE FIREPLAN - AIR TO GROUND FIRE; docs/RULINGS.md
 * §Air against anti-aircraft): the sorties an HE serial's air firers fly at operational scale — one per
 * air unit per started hour of the serial (or lift), on the units its zone of fire covers, against the
 * enemy anti-aircraft within `AA_DEFENCE_RADIUS_M` of the aim point — and the lines a sortie writes in a
 * firing. Resolution is the rules' (`resolveAirSortie`, `src/rules/artillery/air.ts`).
 */
import type { AirSortie, AirSortieResult, AirUnit } from '../../rules/artillery/air.ts';
import type { TimedSerial } from '../../rules/artillery/plan.ts';
import type { ShootResult, ShootTarget } from '../../rules/artillery/nqmShoot.ts';
import { AA_DEFENCE_RADIUS_M, AIR_WEIGHTS } from '../../rules/tables/nqmAir.ts';
import { UNIT_TYPES } from '../../rules/tables/unitTypes.ts';
import { unitsNear } from './targets.ts';
import type { TerrainQuery } from '../ground/terrainQuery.ts';
import type { CampaignState, FirePlan, FiringShot, UnitId } from '../model/types.ts';

/** An air unit as the rules see it: its bases as stands, its grade. */
const airUnitOf = (state: CampaignState, id: UnitId): AirUnit => ({ unitId: id, stands: state.units[id]!.bases, grade: state.units[id]!.grade });

/** The enemy anti-aircraft units (arm 'antiAir', with bases) within `AA_DEFENCE_RADIUS_M` of `serial`'s aim point, nearest first. */
export function defendingAa(state: CampaignState, plan: Pick<FirePlan, 'side'>, terrain: TerrainQuery | null, serial: Pick<TimedSerial, 'targetPos'>): AirUnit[] {
  return unitsNear(state, terrain, serial.targetPos, AA_DEFENCE_RADIUS_M)
    .filter(({ unit }) => unit.side !== plan.side && unit.bases > 0 && UNIT_TYPES[state.units[unit.id]!.type].arm === 'antiAir')
    .map(({ unit }) => airUnitOf(state, unit.id));
}

/**
 * The sorties of one shoot-hour of a serial or lift (`lead` its first step, `atMin` the hour's start,
 * `targets` the units under it) for each air unit of `airIds`: the unit's weight (`AIR_WEIGHTS`), the AA
 * defending the lead step's aim point, and the plan's `airPressHome`. Smoke and gas: none (aircraft drop
 * no screens at this scale).
 */
export function airSorties(state: CampaignState, plan: FirePlan, terrain: TerrainQuery | null, lead: TimedSerial, atMin: number, airIds: readonly UnitId[], targets: ShootTarget[]): AirSortie[] {
  if (lead.shell !== 'HE' || airIds.length === 0) return [];
  const aa = defendingAa(state, plan, terrain, lead);
  return airIds.map((id) => ({
    serialId: lead.id,
    atMin,
    air: airUnitOf(state, id),
    aa,
    pressHome: plan.airPressHome === true,
    calibreMm: AIR_WEIGHTS[state.units[id]!.type]?.calibreMm ?? 105,
    targets: targets.filter((t) => t.unitId !== id),
  }));
}

/**
 * The lines a sortie writes in a firing: one for the fight with the anti-aircraft (when there was one, or
 * fire at the air unit pressing home) — every die, the casualties on both (AA bases lost, the air unit's
 * bases lost), no FU — then one per attack, each like an operational shoot's line with no FU.
 * `shotLines` turns each attack's shoot into its lines.
 */
export function sortieLines(s: AirSortie, r: AirSortieResult, shotLines: (res: ShootResult) => FiringShot[]): FiringShot[] {
  const out: FiringShot[] = [];
  const dice = [...(r.round?.attackerDice ?? []), ...(r.round?.defenderDice ?? []), ...(r.aaFire?.dice ?? [])];
  if (dice.length > 0) {
    const casualties = [...r.aaLost, ...(r.airLost > 0 ? [{ unitId: s.air.unitId, bases: r.airLost }] : [])];
    out.push({ serialId: s.serialId, batteryId: s.air.unitId, atMin: s.atMin, dice, hits: casualties.reduce((n, c) => n + c.bases, 0), casualties, disorganisedIds: [], pinnedIds: [], fuSpent: 0 });
  }
  for (const a of r.attacks) out.push(...shotLines(a).map((l) => ({ ...l, fuSpent: 0 })));
  return out;
}
