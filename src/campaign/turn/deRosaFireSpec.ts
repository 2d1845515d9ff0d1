/**
 * A side's fire under De Rosa's Firing Charts in a settled contact (`003_11ff81f41091c16b.txt` "Firing Charts";
 * docs/RULINGS.md §De Rosa on the campaign map): its figures (each first-hour unit's share of 20, or a battery's 4
 * gunners), the chart its arm reads, the range band of the contact's closest pair, and the modifiers its fire
 * takes (the enemy entrenched, British or French small arms).
 */
import type { DeRosaFireSpec } from '../../rules/operational/deRosaFirefight.ts';
import type { DeRosaBand } from '../../rules/tables/deRosaFire.ts';
import { ARMOUR_CLASS_OF_POSTURE, NQM_CLASSES, type NqmClass } from '../../rules/tables/nqmCombat.ts';
import { UNIT_TYPES } from '../../rules/tables/unitTypes.ts';
import { isDismounted } from '../cavalry/events.ts';
import { unitFigures } from '../morale/events.ts';
import type { CampaignContact } from '../model/turnTypes.ts';
import type { CampaignState, SideId } from '../model/types.ts';
import type { FightingUnit } from './settleForces.ts';

/** The charts' bands for the contact's range bands: contact range is short (0–5"), effective medium (5–10"), harassing long (10–20"). */
export const BAND_OF_RANGE: Readonly<Record<CampaignContact['pairs'][number]['band'], DeRosaBand>> = { contact: 'short', effective: 'medium', harass: 'long' };

/** Gunners of a full battery on the Field Artillery chart ("Artillerymen 4 figures"). */
const BATTERY_GUNNERS = 4;

/**
 * The fire of side `side`'s fighting units in `contact` against an enemy of armour class `enemyArmour` (dug in
 * or fortified: "Target in entrenchments"). All guns fire on the Field Artillery chart in groups of 4 gunners;
 * all mounted cavalry on the carbine chart; anyone else on the Infantry chart in groups of 20.
 */
export function deRosaFireOf(state: CampaignState, side: SideId, fighting: readonly FightingUnit[], contact: CampaignContact, enemyArmour: NqmClass): DeRosaFireSpec {
  const first = fighting.filter((f) => f.top && f.hour === 1).map((f) => f.unit);
  const arms = first.map((u) => UNIT_TYPES[u.type]?.arm);
  const guns = arms.every((a) => a === 'fieldArtillery' || a === 'heavyArtillery');
  const mounted = arms.every((a) => a === 'cavalry') && first.every((u) => !isDismounted(state, u));
  const figures = guns
    ? first.reduce((s, u) => s + Math.max(1, Math.round((BATTERY_GUNNERS * u.bases) / Math.max(u.establishmentBases, u.bases, 1))), 0)
    : first.reduce((s, u) => s + unitFigures(state, u), 0);
  const closest = contact.pairs.reduce<CampaignContact['pairs'][number] | null>((m, p) => (m === null || p.gapM < m.gapM ? p : m), null);
  const modifiers: string[] = [];
  if (NQM_CLASSES.indexOf(enemyArmour) >= NQM_CLASSES.indexOf(ARMOUR_CLASS_OF_POSTURE.dugIn)) modifiers.push('entrenched');
  const nation = state.sides[side].nation;
  if (!guns && nation === 'GB') modifiers.push('britishSmallArms');
  if (!guns && nation === 'FR') modifiers.push('frenchSmallArms');
  return { figures: Math.max(1, figures), groupOf: guns ? BATTERY_GUNNERS : 20, chart: guns ? 'artillery' : mounted ? 'carbine' : 'infantry', band: closest ? BAND_OF_RANGE[closest.band] : 'medium', modifiers };
}
