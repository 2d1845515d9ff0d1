/**
 * A fire plan fired for real, in words (issue 5 "Effect": "Firing the plan for real writes its
 * results as events, with every roll recorded"): the notice shown when the firing is stored and the
 * lines listing each recorded shot with its dice. Pure.
 */
import { hmText, localDateTimeAt } from '../../campaign/localTime.ts';
import type { CampaignState, FiringShot } from '../../campaign/types.ts';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Totals of a firing's shots: bases lost, units that lost any, units disorganised and pinned, FU spent. */
export function firingTotals(shots: readonly FiringShot[]): { bases: number; unitsHit: number; disorganised: number; pinned: number; fu: number } {
  const hit = new Set<string>();
  const dis = new Set<string>();
  const pin = new Set<string>();
  let bases = 0;
  let fu = 0;
  for (const s of shots) {
    for (const c of s.casualties) {
      bases += c.bases;
      hit.add(c.unitId);
    }
    s.disorganisedIds.forEach((id) => dis.add(id));
    s.pinnedIds.forEach((id) => pin.add(id));
    fu += s.fuSpent;
  }
  return { bases, unitsHit: hit.size, disorganised: dis.size, pinned: pin.size, fu };
}

/**
 * The notice of a firing, e.g. `Fired “Zero hour”: 12 shoots, 5 bases lost by 3 units, 2 units
 * disorganised, 4 pinned, 12 FU spent.`
 */
export function firingNotice(title: string, shots: readonly FiringShot[]): string {
  const t = firingTotals(shots);
  return `Fired “${title}”: ${plural(shots.length, 'shoot')}, ${plural(t.bases, 'base')} lost by ${plural(t.unitsHit, 'unit')}, ${plural(t.disorganised, 'unit')} disorganised, ${t.pinned} pinned, ${t.fu} FU spent.`;
}

/** `HH:MM` of a campaign minute in the scenario's local time. */
export function clockHm(state: CampaignState, min: number): string {
  return hmText(localDateTimeAt(state.startLocal, min));
}

/**
 * One recorded shot as a line: `1 · A1/1 at 07:30: dice 5 → 2 hits; 1/Gordons −2 bases; disorganised
 * 1/Gordons; pinned 1/Gordons; 1 FU`. `serialLabel` names the serial (its label, or the id when
 * the plan no longer has it); units by short name.
 */
export function shotLine(state: CampaignState, shot: FiringShot, serialLabel: string): string {
  const name = (id: string) => state.units[id]?.shortName ?? id;
  const parts = [`${serialLabel} · ${name(shot.batteryId)} at ${clockHm(state, shot.atMin)}: dice ${shot.dice.length > 0 ? shot.dice.join(', ') : 'none'} → ${plural(shot.hits, 'hit')}`];
  for (const c of shot.casualties) parts.push(`${name(c.unitId)} −${plural(c.bases, 'base')}`);
  if (shot.disorganisedIds.length > 0) parts.push(`disorganised ${shot.disorganisedIds.map(name).join(', ')}`);
  if (shot.pinnedIds.length > 0) parts.push(`pinned ${shot.pinnedIds.map(name).join(', ')}`);
  parts.push(`${shot.fuSpent} FU`);
  return parts.join('; ');
}
