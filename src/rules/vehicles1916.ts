/**
 * The 1916 vehicle rules (`../shared/seeds/002_0a64821d231c1bbf.txt` §2.3 Vehicle Movement): the 2D6
 * immobilisation roll of a moving tank (rolled hour by hour on the campaign clock by
 * `rollVehicleMarch`, `src/campaign/turn/vehicleRolls.ts`) and the crew's 1D6 rolls when it is immobilised. The chart's
 * numbers are passed in (`../rules/tables/vehicles1916.ts`, *assumed* and editable); dice are passed in.
 */
import type { CrewAction, CrewTargets, TrackedRow } from './tables/vehicles1916.ts';

function checkDie(v: unknown, name: string, sides = 6): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > sides) throw new RangeError(`${name}: expected a whole number 1…${sides}, got ${String(v)}`);
  return v;
}

/** Whether a 2D6 total of `dice` is within the immobilisation range 2…`upTo` (002 §2.3 "A result within the range shown causes immediate immobilization"). Throws `RangeError` for a die not 1…6 or a range end not 1…12. */
export function immobilisedBy(dice: readonly [number, number], upTo: number): boolean {
  const total = checkDie(dice[0], 'dice[0]') + checkDie(dice[1], 'dice[1]');
  if (!Number.isInteger(upTo) || upTo < 1 || upTo > 12) throw new RangeError(`upTo: expected a whole number 1…12 (1: never), got ${String(upTo)}`);
  return total <= upTo;
}

/** The chance that a 2D6 roll is within 2…`upTo` (1 → 0, 2 → 1/36, 7 → 21/36, 12 → 1): the number of the 36 outcomes ≤ `upTo`, over 36. */
export function immobilisationChance(upTo: number): number {
  let n = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b <= upTo) n++;
  return n / 36;
}

/**
 * What a crew's option did (002 §2.3 "Crew Options for "I" Immobilized Vehicle"):
 * - `stand` / `dismount`: no roll; the crew is aboard or beside the vehicle.
 * - `repair`: 1D6 per crew working (two when another crew of the same vehicle type helps: "doubling the
 *   number of dice"); repaired when any die reaches the Repair target.
 * - `abandon`: 1D6 per two light machine guns carried; each die reaching Get LMG forms one team. Once only.
 * - `destroy`: 1D6; the vehicle is destroyed when it reaches Fire Bus.
 */
export type CrewResult = { action: CrewAction; dice: number[]; target: number | null; repaired: boolean; lmgTeams: number; destroyed: boolean };

/** How many dice an option rolls: none to stand or dismount; repair 1 (2 with a helping crew); abandon 1 per two LMGs (at least 1); destroy 1. */
export function expectedDice(action: CrewAction, opts: { helped: boolean; lmgs: number }): number {
  if (action === 'stand' || action === 'dismount') return 0;
  if (action === 'repair') return opts.helped ? 2 : 1;
  if (action === 'abandon') return Math.max(1, Math.floor(opts.lmgs / 2));
  return 1;
}

/**
 * Resolve a crew option with `dice` already rolled (see `CrewResult`); `targets` the chart's row for the
 * cause. Throws `RangeError` for a wrong number of dice (`expectedDice`) or a die not 1…6.
 */
export function crewAction(action: CrewAction, dice: readonly number[], targets: CrewTargets, opts: { helped: boolean; lmgs: number }): CrewResult {
  const want = expectedDice(action, opts);
  if (dice.length !== want) throw new RangeError(`dice: ${action} rolls ${want} ${want === 1 ? 'die' : 'dice'}, got ${dice.length}`);
  dice.forEach((d, i) => checkDie(d, `dice[${i}]`));
  const out: CrewResult = { action, dice: [...dice], target: null, repaired: false, lmgTeams: 0, destroyed: false };
  if (action === 'repair') {
    out.target = targets.repair;
    out.repaired = dice.some((d) => d >= targets.repair);
  } else if (action === 'abandon') {
    out.target = targets.getLmg;
    out.lmgTeams = dice.filter((d) => d >= targets.getLmg).length;
  } else if (action === 'destroy') {
    out.target = targets.fireBus;
    out.destroyed = dice[0]! >= targets.fireBus;
  }
  return out;
}

/** Check a Tracked row: both ends whole 1…12. Throws `RangeError` naming the field (`${name}.breakdownUpTo`). */
export function checkTrackedRow(row: unknown, name: string): asserts row is TrackedRow {
  for (const k of ['breakdownUpTo', 'dangerousUpTo'] as const) {
    const v = (row as Record<string, unknown> | null)?.[k];
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > 12) throw new RangeError(`${name}.${k}: expected a whole number 1…12, got ${String(v)}`);
  }
}
