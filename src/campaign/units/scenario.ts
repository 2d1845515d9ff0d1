/**
 * The state a campaign starts at, from its scenario (`campaign.created`), and the checks a unit's
 * strength must pass (a scenario's units and every `unit.edited`).
 */
import { checkUnitCommandFields } from '../command/commandEvents.ts';
import { checkArtilleryFields } from '../fireplan/plans.ts';
import { checkScenarioStocks } from '../logistics/checks.ts';
import { checkLonLat } from '../model/checks.ts';
import { EventError } from '../model/eventError.ts';
import { localTextMinute } from '../model/localTime.ts';
import type { CampaignEngagement, CampaignState, Scenario, Unit, UnitId } from '../model/types.ts';

/**
 * The state a scenario starts at (seq 1, clock 0). Units keep the scenario's order.
 * Throws `EventError` for a start that is not a real date and time, a duplicate id, a parent that is
 * missing or listed after its child.
 */
export function stateFromScenario(scenario: Scenario): CampaignState {
  let startAbs: number;
  try {
    startAbs = localTextMinute(scenario.startLocal, 'the scenario start');
  } catch (e) {
    throw new EventError(e instanceof Error ? e.message : String(e), 'payload.scenario.startLocal');
  }
  let zeroHourMin: number | undefined;
  if (scenario.zeroHourLocal !== undefined) {
    try {
      zeroHourMin = localTextMinute(scenario.zeroHourLocal, 'zero hour') - startAbs;
    } catch (e) {
      throw new EventError(e instanceof Error ? e.message : String(e), 'payload.scenario.zeroHourLocal');
    }
  }
  const units: Record<UnitId, Unit> = Object.create(null);
  const unitOrder: UnitId[] = [];
  scenario.units.forEach((u, i) => {
    if (units[u.id]) throw new EventError(`duplicate unit id "${u.id}"`, `payload.scenario.units[${i}].id`);
    if (u.parentId !== undefined && !units[u.parentId]) {
      throw new EventError(
        `unit "${u.id}" names parent "${u.parentId}", which is not listed before it`,
        `payload.scenario.units[${i}].parentId`,
      );
    }
    checkStrength(u, `payload.scenario.units[${i}]`);
    checkArtilleryFields(u, `payload.scenario.units[${i}]`);
    checkUnitCommandFields(u, `payload.scenario.units[${i}]`);
    checkScenarioStocks(u, `payload.scenario.units[${i}]`);
    if (u.hqPos !== undefined) checkLonLat(u.hqPos, `payload.scenario.units[${i}].hqPos`);
    units[u.id] = { ...u };
    unitOrder.push(u.id);
  });
  scenario.units.forEach((u, i) => {
    if (u.support && !units[u.support.toId]) {
      throw new EventError(`unit "${u.id}" supports unknown unit "${u.support.toId}"`, `payload.scenario.units[${i}].support.toId`);
    }
  });
  return {
    seq: 1,
    clockMin: 0,
    scenarioId: scenario.id,
    mapId: scenario.mapId,
    title: scenario.name,
    startLocal: scenario.startLocal,
    ...(zeroHourMin !== undefined ? { zeroHourMin } : {}),
    utcOffsetMin: scenario.utcOffsetMin,
    grid: { ...scenario.grid },
    sides: { blue: { ...scenario.sides.blue }, red: { ...scenario.sides.red } },
    units,
    unitOrder,
    engagements: Object.create(null) as Record<string, CampaignEngagement>,
  };
}

/**
 * Check a unit's strength (at `path`): bases a whole number ≥ 0, injured bases 0…bases, the
 * establishment a whole number ≥ the bases present. Throws `EventError` naming the field.
 */
export function checkStrength(u: Unit, path = 'payload.changes'): void {
  const whole = (n: number) => Number.isInteger(n) && n >= 0;
  if (!whole(u.bases)) throw new EventError(`Bases must be a whole number ≥ 0, got ${u.bases}`, `${path}.bases`);
  if (!whole(u.injuredBases) || u.injuredBases > u.bases) {
    throw new EventError(`Injured bases must be 0…${u.bases} (the bases present), got ${u.injuredBases}`, `${path}.injuredBases`);
  }
  if (!whole(u.establishmentBases) || u.establishmentBases < u.bases) {
    throw new EventError(
      `Establishment must be a whole number ≥ the bases present (${u.bases}), got ${u.establishmentBases}`,
      `${path}.establishmentBases`,
    );
  }
}
