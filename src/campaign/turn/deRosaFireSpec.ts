/**
 * A side's fire under De Rosa's Firing Charts in a settled contact, and whether its attack may charge
 * (`003_11ff81f41091c16b.txt` "Firing Charts", "Firing Die Roll Modifications", "Units may charge for two
 * turns at double movement"; docs/RULINGS.md §De Rosa's firefight and melee):
 * - figures: 20 to a battalion of 17 bases (its HQ and four companies of four) — so each base of riflemen,
 *   cavalry or machine guns is 20/17 of a figure as a target — and 4 gunners to a battery of 3 bases;
 * - groups: the side's riflemen pooled in battalions of 20 figures (every arm on foot that is not a gun or a
 *   machine gun: engineers, cyclists, signals, labour…), cavalry likewise on the Carbine chart, machine-gun
 *   bases in pairs (one gun a base: the chart's "2 MG" column, one left over in "1 MG"; their crews, 20/17 a
 *   base, are the men they put into a melee), each battery's gunners (4 at most); aircraft and tanks fire on
 *   no chart;
 * - each group's own modifiers: British small arms +1, French −1 (riflemen, machine guns, carbines); a French
 *   battery of 75 mm guns +1.
 */
import type { CombatSide } from '../../rules/operational/combat.ts';
import type { DeRosaFireGroup, DeRosaSideFire } from '../../rules/operational/deRosaFirefight.ts';
import { deRosaMoverOf, deRosaRateKph, DE_ROSA_TURN_MIN } from '../../rules/deRosaMovement.ts';
import { DE_ROSA_FULL_FIGURES } from '../../rules/deRosa.ts';
import type { DeRosaBand } from '../../rules/tables/deRosaFire.ts';
import { UNIT_TYPES } from '../../rules/tables/unitTypes.ts';
import { fightingBases, isDismounted } from '../cavalry/events.ts';
import type { CampaignContact } from '../model/turnTypes.ts';
import type { CampaignState, SideId, Unit } from '../model/types.ts';
import { marchMobilityOf } from './march.ts';
import type { FightingUnit } from './settleForces.ts';

/** Figures of a base of riflemen, cavalry or machine guns: a battalion of 17 bases is De Rosa's 20 figures. */
export const FIGURES_PER_BASE = DE_ROSA_FULL_FIGURES / 17;
/** Gunners of a base of guns: a battery of 3 bases is the Field Artillery chart's "4 figures". */
export const GUNNERS_PER_BASE = 4 / 3;

/** The charts' bands for the contact's range bands (docs/RULINGS.md): contact range Short, effective Medium, harassing Long. */
export const BAND_OF_RANGE: Readonly<Record<CampaignContact['pairs'][number]['band'], DeRosaBand>> = { contact: 'short', effective: 'medium', harass: 'long' };

type Kind = DeRosaFireGroup['kind'] | null;

/** The group a unit fires in: guns (field, heavy, anti-aircraft guns and mortars), machine guns, carbines (cavalry), riflemen (everyone else on foot), or none (tanks, aircraft). */
function kindOf(u: Unit): Kind {
  const arm = UNIT_TYPES[u.type]?.arm;
  if (arm === 'armour' || arm === 'air' || arm === 'naval') return null;
  if (arm === 'fieldArtillery' || arm === 'heavyArtillery' || arm === 'antiAir' || arm === 'mortar') return 'guns';
  if (arm === 'machineGun') return 'mg';
  return arm === 'cavalry' ? 'carbines' : 'riflemen';
}

/** Whether any of `fighting` is a tank: De Rosa's charts have none, and such a fight keeps *NQM*'s tables. */
export function hasTanks(fighting: readonly FightingUnit[]): boolean {
  return fighting.some((f) => f.unit.bases > 0 && UNIT_TYPES[f.unit.type]?.arm === 'armour');
}

/** `total` figures in groups of at most `of`: 45 of 20 → [20, 20, 5]. */
function split(total: number, of: number): number[] {
  const out: number[] = [];
  for (let left = total; left > 0; left -= of) out.push(Math.min(of, left));
  return out;
}

/** The firing groups of `units` of a side of nation `nation` (see the module note), those `silent` left out. */
export function firingGroupsOf(state: CampaignState, units: readonly FightingUnit[], nation: string, silent: ReadonlySet<string> = new Set()): DeRosaFireGroup[] {
  const smallArms = nation === 'GB' ? ['britishSmallArms'] : nation === 'FR' ? ['frenchSmallArms'] : [];
  let riflemen = 0;
  let carbines = 0;
  let mgs = 0;
  const guns: DeRosaFireGroup[] = [];
  for (const { unit } of units) {
    const bases = fightingBases(state, unit);
    const kind = kindOf(unit);
    if (bases === 0 || kind === null || silent.has(unit.id)) continue;
    if (kind === 'riflemen') riflemen += bases;
    else if (kind === 'carbines') carbines += bases;
    else if (kind === 'mg') mgs += bases;
    else {
      const french75 = nation === 'FR' && unit.calibreMm !== undefined && Math.round(unit.calibreMm) === 75 ? ['french75'] : [];
      for (const g of split(Math.max(1, Math.round(bases * GUNNERS_PER_BASE)), 4)) guns.push({ kind: 'guns', figures: g, modifiers: french75 });
    }
  }
  return [
    ...split(Math.round(riflemen * FIGURES_PER_BASE), 20).map((figures) => ({ kind: 'riflemen' as const, figures, modifiers: smallArms })),
    ...split(Math.round(carbines * FIGURES_PER_BASE), 20).map((figures) => ({ kind: 'carbines' as const, figures, modifiers: smallArms })),
    ...split(mgs, 2).map((n) => ({ kind: 'mg' as const, figures: n === 2 ? 20 : 16, modifiers: smallArms, men: Math.max(1, Math.round(n * FIGURES_PER_BASE)) })),
    ...guns,
  ];
}

/** A side's figures a stand as a target: its bases' figures (gunners for guns) over its bases; 20/17 when it has none. */
function figuresPerStandOf(state: CampaignState, units: readonly FightingUnit[]): number {
  let bases = 0;
  let figures = 0;
  for (const { unit } of units) {
    const b = fightingBases(state, unit);
    bases += b;
    figures += b * (kindOf(unit) === 'guns' ? GUNNERS_PER_BASE : FIGURES_PER_BASE);
  }
  return bases > 0 ? figures / bases : FIGURES_PER_BASE;
}

/** The band of the contact's closest pair (Medium when it has none). */
export function bandOf(contact: CampaignContact): DeRosaBand {
  const closest = contact.pairs.reduce<CampaignContact['pairs'][number] | null>((m, p) => (m === null || p.gapM < m.gapM ? p : m), null);
  return closest ? BAND_OF_RANGE[closest.band] : 'medium';
}

/**
 * `side` (built by `combatSideOf` from `fighting`) with its fire under De Rosa's charts: the first hour's
 * groups, those of each later hour on its `joining` entry, the contact's band, its figures a stand, and
 * whether it is mounted cavalry. `silent` units (support giving no supporting fire) form no group.
 */
export function withDeRosaFire(state: CampaignState, side: CombatSide, fighting: readonly FightingUnit[], sideId: SideId, contact: CampaignContact, silent: ReadonlySet<string> = new Set()): CombatSide {
  const nation = state.sides[sideId].nation;
  const first = fighting.filter((f) => f.hour === 1);
  const firstTops = first.filter((f) => f.top).map((f) => f.unit);
  const mounted = firstTops.length > 0 && firstTops.every((u) => UNIT_TYPES[u.type]?.arm === 'cavalry' && !isDismounted(state, u));
  const fire: DeRosaSideFire = { groups: firingGroupsOf(state, first, nation, silent), band: bandOf(contact), figuresPerStand: figuresPerStandOf(state, fighting), ...(mounted ? { mounted: true } : {}) };
  const joining = side.joining?.map((j) => ({ ...j, deRosaGroups: firingGroupsOf(state, fighting.filter((f) => f.hour === j.hour), nation, silent) }));
  return { ...side, deRosaFire: fire, ...(joining ? { joining } : {}) };
}

/** Metres covered in two De Rosa turns at `kph`. */
const twoTurnsM = (kph: number): number => 2 * kph * 1000 * (DE_ROSA_TURN_MIN / 60);

/**
 * How far `units` can charge, metres: two turns at double the Movement Chart's line rate of the slowest
 * (003 "Units may charge for two turns at double movement"; infantry 8" a turn → 889 m, cavalry 16" → 1,778 m);
 * 0 when one has no line on the chart (guns, wagons, trucks, tanks).
 */
export function chargeReachM(state: CampaignState, units: readonly Unit[]): number {
  let reach = Infinity;
  for (const u of units) {
    const mover = deRosaMoverOf(marchMobilityOf(state, u), kindOf(u) === 'guns');
    const kph = mover === null ? 0 : deRosaRateKph(mover, 'line');
    reach = Math.min(reach, twoTurnsM(2 * kph));
  }
  return units.length === 0 || !Number.isFinite(reach) ? 0 : reach;
}

/**
 * How far a unit that lost a melee falls back, metres: two turns in column at the Movement Chart's rate (003
 * "loser retreats for 2 turns"; infantry 10" a turn → 556 m, cavalry 18" → 1,000 m, artillery 15" → 833 m);
 * null for a unit with no row on the chart.
 */
export function meleeRetreatM(state: CampaignState, u: Unit): number | null {
  const mover = deRosaMoverOf(marchMobilityOf(state, u), kindOf(u) === 'guns');
  return mover === null ? null : twoTurnsM(deRosaRateKph(mover, 'column'));
}
