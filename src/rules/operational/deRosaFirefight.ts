/**
 * De Rosa's Firing Charts as the firefight of an operational combat (`resolveCombat` with `fireRule:
 * 'deRosa'`; `003_11ff81f41091c16b.txt` "Firing Charts", "Modifiers for Firing Charts", "Random Chance Roll
 * (1d10)"; docs/RULINGS.md §De Rosa on the campaign map):
 * - each CU a side fires in the hour is one De Rosa fire turn (its ammunition counted in fire turns, as a
 *   battery's four: 003 §Ammo Supply), so a Shaken side, firing half its CUs, fires half the turns;
 * - in each turn the side's figures fire in groups of a battalion's 20 at most (a battery's 4 gunners), each
 *   group reading its column and the range band, with its modifiers and one random-chance D10;
 * - the figures hit become casualty markers on the target at its stands per figure, the remainder carried to
 *   the next volley. A side's figures now are its figures at the start times the stands it has left over
 *   its stands (joining stands at the same rate).
 */
import type { Dice } from '../dice.ts';
import { fireCasualties } from '../deRosa.ts';
import { DE_ROSA_ARTILLERY_FIRE, DE_ROSA_CARBINE_FIRE, DE_ROSA_INFANTRY_FIRE, type DeRosaBand, type DeRosaFireChart } from '../tables/deRosaFire.ts';
import type { State } from './combatSteps.ts';
import type { Volley } from './firefight.ts';

/** The three Firing Charts by name. */
export const DE_ROSA_CHARTS: Readonly<Record<DeRosaChartName, DeRosaFireChart>> = { infantry: DE_ROSA_INFANTRY_FIRE, carbine: DE_ROSA_CARBINE_FIRE, artillery: DE_ROSA_ARTILLERY_FIRE };

/** Which chart a side fires on: infantry and machine guns, cavalry carbine, field artillery. */
export type DeRosaChartName = 'infantry' | 'carbine' | 'artillery';

/**
 * A side's fire under De Rosa's charts: its figures at the start (a battalion 20, a battery 4 gunners), the
 * group one firing holds at most (20 or 4), its chart, the range band, and the modifiers its fire takes
 * (`DE_ROSA_FIRE_MODIFIERS` ids: e.g. 'entrenched' firing at a dug-in enemy, 'britishUnit').
 */
export type DeRosaFireSpec = { figures: number; groupOf: number; chart: DeRosaChartName; band: DeRosaBand; modifiers: readonly string[] };

/** What a De Rosa volley did: the turns fired, the figures hit, the chart and band read. */
export type DeRosaVolleyRecord = { turns: number; figuresHit: number; chart: DeRosaChartName; band: DeRosaBand };

/** The groups `figures` fire in: as many of `groupOf` as it holds, then the rest (20 → [20]; 47 → [20, 20, 7]). */
export function fireGroups(figures: number, groupOf: number): number[] {
  const out: number[] = [];
  for (let left = figures; left > 0; left -= groupOf) out.push(Math.min(groupOf, left));
  return out;
}

/**
 * `shooter`'s volley of `turns` fire turns at `target` (see the module note), its D10s rolled from `dice` one per
 * group a turn, `hits` the markers it lands. Its `carry` (figures hit not yet a marker) is kept on the shooter.
 */
export function deRosaVolley(shooter: State, target: State, turns: number, dice: Dice, purpose: string): Volley & { deRosa: DeRosaVolleyRecord } {
  const spec = shooter.side.deRosaFire!;
  const targetSpec = target.side.deRosaFire!;
  const now = shooter.side.stands === 0 ? 0 : Math.round((spec.figures * shooter.present) / shooter.side.stands);
  const groups = fireGroups(now, spec.groupOf);
  const chart = DE_ROSA_CHARTS[spec.chart];
  const rolled: number[] = [];
  let figuresHit = 0;
  for (let t = 0; t < turns && groups.length > 0; t++) {
    const d10s = dice.roll(groups.length, `${purpose}: turn ${t + 1}, random chance (D10 a firing group)`, 10);
    rolled.push(...d10s);
    groups.forEach((g, i) => (figuresHit += fireCasualties({ chart, figures: g, band: spec.band, modifiers: spec.modifiers, chanceDie: d10s[i]! }).casualties));
  }
  // Figures hit to markers at the target's stands per figure; the part of a marker left over is carried.
  const perFigure = targetSpec.figures > 0 ? target.side.stands / targetSpec.figures : 0;
  const owed = (shooter.deRosaCarry ?? 0) + figuresHit * perFigure;
  const hits = Math.floor(owed + 1e-9);
  shooter.deRosaCarry = owed - hits;
  return { dice: rolled, hits, cell: null, deRosa: { turns, figuresHit, chart: spec.chart, band: spec.band } };
}
