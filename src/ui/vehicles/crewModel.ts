/**
 * The vehicle crew section's model, free of React (1916 module, `002_0a64821d231c1bbf.txt` §2.3 "Vehicle
 * Crew Reaction"; docs/RULINGS.md §1916 vehicles on the campaign map): the options open to the crew of an
 * immobilised tank, the crews that may help a repair, the dice as typed, the result on the campaign's crew
 * chart (`crewAction`) in words, and the `vehicle.crewActed` event it records.
 */
import { clockText, settingsOf, vehicles1916Of, whyCannotHelp, type CampaignState, type Unit, type UnitId } from '../../campaign/index.ts';
import { CREW_CHART_ASSUMED, LMGS_CARRIED, type CrewAction, type Vehicle1916 } from '../../rules/tables/vehicles1916.ts';
import { crewAction, expectedDice, type CrewResult } from '../../rules/vehicles1916.ts';
import type { DeskEventInput } from '../deskHost.ts';

/** Each option in words, in the seed's order. */
export const CREW_ACTION_WORDS: Readonly<Record<CrewAction, string>> = {
  stand: 'Stand (stay aboard)',
  dismount: 'Dismount',
  repair: 'Repair',
  abandon: 'Abandon (form LMG teams)',
  destroy: 'Destroy (fire the bus)',
};

/** The state line of an immobilised vehicle: "Immobilised: broke down at 08:00, crew aboard" (… ", abandoned: 1 LMG team"). */
export function immobilisedText(state: Pick<CampaignState, 'startLocal' | 'settings'>, unit: Pick<Unit, 'immobilised'>): string | null {
  const i = unit.immobilised;
  if (!i) return null;
  const how = i.cause === 'terrain' ? 'ditched in dangerous terrain' : 'broke down';
  const crew = i.abandoned ? `abandoned, ${i.abandoned.lmgTeams} LMG team${i.abandoned.lmgTeams === 1 ? '' : 's'} formed` : `crew ${i.crew === 'aboard' ? 'aboard' : 'dismounted'}`;
  return `Immobilised: ${how} at ${clockText(state, i.sinceMin)}, ${crew}`;
}

/** The crews that may help `unit` repair (`whyCannotHelp`: same type and side, a company or smaller, running, within 1 km). */
export function helpersOf(state: CampaignState, unit: Unit): Unit[] {
  return state.unitOrder.map((id) => state.units[id]!).filter((u) => whyCannotHelp(state, unit, u) === null);
}

/** The dice as typed ("5 3", "5,3") as numbers, or the problem in words; `want` dice of 1–6 are needed. */
export function diceOf(text: string, want: number): { dice: number[] } | { problem: string } {
  const parts = text.split(/[\s,]+/).filter((t) => t !== '');
  if (want === 0) return { dice: [] };
  if (parts.length !== want) return { problem: `Roll or type ${want} ${want === 1 ? 'die' : 'dice'} (1–6)${parts.length > 0 ? `, not ${parts.length}` : ''}.` };
  if (!parts.every((p) => /^[1-6]$/.test(p))) return { problem: `Each die is a whole number 1–6: “${text.trim()}”.` };
  return { dice: parts.map(Number) };
}

/** How many dice the option rolls for `unit` (helped or not). */
export function diceWanted(unit: Unit, action: CrewAction, helped: boolean): number {
  return expectedDice(action, { helped, lmgs: LMGS_CARRIED[unit.type as Vehicle1916] ?? 2 });
}

/** The result of `action` with `dice` on the campaign's crew chart for the unit's cause. */
export function crewResult(state: CampaignState, unit: Unit, action: CrewAction, dice: readonly number[], helped: boolean): CrewResult {
  const cause = unit.immobilised!.cause;
  return crewAction(action, dice, vehicles1916Of(settingsOf(state)).crew[cause], { helped, lmgs: LMGS_CARRIED[unit.type as Vehicle1916] ?? 2 });
}

/** Whether the target of `action` for the unit's cause is the assumed one (the seed lost the chart). */
export function targetAssumed(state: CampaignState, unit: Unit, action: CrewAction): boolean {
  const key = action === 'repair' ? 'repair' : action === 'abandon' ? 'getLmg' : action === 'destroy' ? 'fireBus' : null;
  if (key === null) return false;
  const cause = unit.immobilised!.cause;
  return vehicles1916Of(settingsOf(state)).crew[cause][key] === CREW_CHART_ASSUMED[cause][key];
}

/** The result in words: "Dice 4, 5 against 5: repaired", "Dice 4, 1 against 4: 1 LMG team formed", "No roll: the crew stays aboard". */
export function resultText(r: CrewResult): string {
  if (r.target === null) return r.action === 'stand' ? 'No roll: the crew stays aboard.' : 'No roll: the crew gets out beside the vehicle.';
  const dice = `${r.dice.length === 1 ? 'Die' : 'Dice'} ${r.dice.join(', ')} against ${r.target}`;
  if (r.action === 'repair') return `${dice}: ${r.repaired ? 'repaired, it can move again' : 'not repaired; the crew is out working on it'}.`;
  if (r.action === 'abandon') return `${dice}: ${r.lmgTeams} LMG team${r.lmgTeams === 1 ? '' : 's'} formed.`;
  return `${dice}: ${r.destroyed ? 'destroyed' : 'not fired'}.`;
}

/** The `vehicle.crewActed` event of a result (`helperId` for a helped repair). */
export function crewActedDraft(unitId: UnitId, r: CrewResult, helperId: UnitId | null): DeskEventInput {
  return {
    type: 'vehicle.crewActed',
    v: 1,
    payload: {
      unitId,
      action: r.action,
      dice: [...r.dice],
      ...(helperId !== null && r.action === 'repair' ? { helperId } : {}),
      result: { target: r.target, repaired: r.repaired, lmgTeams: r.lmgTeams, destroyed: r.destroyed },
    },
  } as DeskEventInput;
}
