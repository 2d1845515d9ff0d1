/**
 * A fire plan fired for real, in words (firing the plan for real writes its
 * results as events, with every roll recorded): the notice shown when the firing is stored and the
 * lines listing each recorded shot with its dice, the bases it killed and (tactical) injured. Pure.
 */
import { opensShoot, hmText, localDateTimeAt, type CampaignState, type FiringShot } from '../../campaign/index.ts';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * Totals of a firing's shots: bases lost (killed), units that lost any, bases injured (tactical
 * shots' `injuries`; 0 when none recorded), whether any shot records injuries, units disorganised
 * and pinned, FU spent.
 */
export function firingTotals(shots: readonly FiringShot[]): {
  bases: number;
  unitsHit: number;
  injured: number;
  injuriesRecorded: boolean;
  disorganised: number;
  pinned: number;
  fu: number;
} {
  const hit = new Set<string>();
  const dis = new Set<string>();
  const pin = new Set<string>();
  let bases = 0;
  let injured = 0;
  let injuriesRecorded = false;
  let fu = 0;
  for (const s of shots) {
    for (const c of s.casualties) {
      bases += c.bases;
      hit.add(c.unitId);
    }
    if (s.injuries) injuriesRecorded = true;
    for (const c of s.injuries ?? []) injured += c.bases;
    s.disorganisedIds.forEach((id) => dis.add(id));
    s.pinnedIds.forEach((id) => pin.add(id));
    fu += s.fuSpent;
  }
  return { bases, unitsHit: hit.size, injured, injuriesRecorded, disorganised: dis.size, pinned: pin.size, fu };
}

/**
 * The notice of a firing, e.g. `Fired “Zero hour”: 12 shoots, 5 bases lost by 3 units, 2 units
 * disorganised, 4 pinned, 12 FU spent.`; when the shots record injuries (tactical scale) the bases
 * injured follow the bases lost: `…, 3 bases lost by 1 unit, 2 bases injured, 0 units disorganised, …`.
 */
export function firingNotice(title: string, shots: readonly FiringShot[]): string {
  const t = firingTotals(shots);
  const injured = t.injuriesRecorded ? `, ${plural(t.injured, 'base')} injured` : '';
  return `Fired “${title}”: ${plural(shots.filter(opensShoot).length, 'shoot')}, ${plural(t.bases, 'base')} lost by ${plural(t.unitsHit, 'unit')}${injured}, ${plural(t.disorganised, 'unit')} disorganised, ${t.pinned} pinned, ${t.fu} FU spent.`;
}

/**
 * What a shot did to each unit: operational shots (no `injuries`) `1/Gordons −2 bases`; shots that
 * record injuries (tactical) `5./84 2 injured, 1 killed` (`2 injured`, `1 killed` when one is none),
 * units in the order met, injuries first. `name` gives a unit's short name.
 */
export function shotLossParts(shot: FiringShot, name: (id: string) => string): string[] {
  if (shot.injuries === undefined) return shot.casualties.map((c) => `${name(c.unitId)} −${plural(c.bases, 'base')}`);
  const byUnit = new Map<string, { injured: number; killed: number }>();
  const at = (id: string) => {
    let l = byUnit.get(id);
    if (!l) byUnit.set(id, (l = { injured: 0, killed: 0 }));
    return l;
  };
  for (const c of shot.injuries) at(c.unitId).injured += c.bases;
  for (const c of shot.casualties) at(c.unitId).killed += c.bases;
  return [...byUnit].map(([id, l]) => `${name(id)} ${[l.injured > 0 ? `${l.injured} injured` : '', l.killed > 0 ? `${l.killed} killed` : ''].filter(Boolean).join(', ')}`);
}

/** `HH:MM` of a campaign minute in the scenario's local time. */
export function clockHm(state: CampaignState, min: number): string {
  return hmText(localDateTimeAt(state.startLocal, min));
}

/**
 * One recorded shot as a line: `1 · A1/1 at 07:30: dice 5 → 2 hits; 1/Gordons −2 bases; disorganised
 * 1/Gordons; pinned 1/Gordons; 1 FU`, or at tactical scale `1 · D/255 at 07:00: dice 2, 4 → 3 hits;
 * 1/84 2 injured, 1 killed; 1 FU` (`shotLossParts`); a bombardment that rolled no dice reads `no dice rolled: nothing
 * under the template it could hurt`. `serialLabel` names the serial (its label, or
 * the id when the plan no longer has it); units by short name.
 */
export function shotLine(state: CampaignState, shot: FiringShot, serialLabel: string): string {
  const name = (id: string) => state.units[id]?.shortName ?? id;
  const rolled = shot.dice.length > 0 ? `dice ${shot.dice.join(', ')} → ${plural(shot.hits, 'hit')}` : 'no dice rolled: nothing under the template it could hurt';
  const parts = [`${serialLabel} · ${name(shot.batteryId)} at ${clockHm(state, shot.atMin)}: ${rolled}`];
  parts.push(...shotLossParts(shot, name));
  if (shot.disorganisedIds.length > 0) parts.push(`disorganised ${shot.disorganisedIds.map(name).join(', ')}`);
  if (shot.pinnedIds.length > 0) parts.push(`pinned ${shot.pinnedIds.map(name).join(', ')}`);
  parts.push(`${shot.fuSpent} FU`);
  return parts.join('; ');
}
