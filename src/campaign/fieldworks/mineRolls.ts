/**
 * Bases entering a minefield on the campaign clock while the 1916 module is on (`002_0a64821d231c1bbf.txt`
 * §2.5: "For each base which passes through any portion of each minefield during its movement, roll for loss
 * or damage"; docs/RULINGS.md §1916 minefields): a unit's move that comes within a marker of a minefield it
 * did not start in rolls 2D6 for each base it has, on the campaign's minefield chart (`mineChartOf`,
 * *assumed*). A unit carried along by its HQ's march rolls on its own path (the HQ's, shifted to where it
 * stands). The march goes on: the seed has the bases roll as they pass, not stop.
 */
import type { Dice } from '../../rules/dice.ts';
import type { PointM } from '../../rules/bound/types.ts';
import { mineResult, minefieldEntry } from '../../rules/fieldWorks1916.ts';
import type { LonLat } from '../../rules/types.ts';
import { clockText } from '../model/localTime.ts';
import type { MineRoll } from '../model/fieldWorkTypes.ts';
import { mineChartOf, module1916On, settingsOf } from '../model/settings.ts';
import type { CampaignState, UnitId } from '../model/types.ts';

/** One unit's path in a clock step: its points in local metres, each with the campaign minute it was there. */
export type MarchPassage = { unitId: UnitId; path: readonly PointM[]; atMin: readonly number[] };

/**
 * The minefield rolls of the step's `passages` (in their order, minefields by id), reading marker positions
 * with `local`. None unless the 1916 rules are on and the campaign has minefields. A unit's bases lost in one
 * minefield do not roll in the next. Throws what `dice` throws when it runs out.
 */
export function rollMinefields(state: CampaignState, passages: readonly MarchPassage[], local: (p: LonLat) => PointM, dice: Dice): MineRoll[] {
  const fields = Object.values(state.minefields ?? {}).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  if (fields.length === 0 || !module1916On(settingsOf(state))) return [];
  const chart = mineChartOf(settingsOf(state));
  const markers = fields.map((f) => f.markers.map(local));
  const out: MineRoll[] = [];
  for (const p of passages) {
    const u = state.units[p.unitId];
    if (!u) continue;
    let bases = u.bases;
    fields.forEach((f, i) => {
      if (bases === 0) return;
      const at = minefieldEntry(p.path, markers[i]!);
      if (at === null) return;
      // The minute it reached the marker's edge, between the segment's two ends (the march is steady along it).
      const [t0, t1] = [p.atMin[at.index]!, p.atMin[at.index + 1] ?? p.atMin[at.index]!];
      const atMin = Math.round(t0 + (t1 - t0) * at.fraction);
      const flat = dice.roll(2 * bases, `${u.shortName} entering ${f.name} at ${clockText(state, atMin)}: 2D6 for each of its ${bases} bases`);
      const rolls: [number, number][] = [];
      for (let b = 0; b < bases; b++) rolls.push([flat[2 * b]!, flat[2 * b + 1]!]);
      const results = rolls.map((d) => mineResult(d, chart));
      out.push({ unitId: u.id, minefieldId: f.id, atMin, dice: rolls, results });
      bases -= results.filter((r) => r === 'lost').length;
    });
  }
  return out;
}
