/**
 * The forces a settlement fights with (`SettleOptions.forces`, proposed by `proposeContactForces`):
 * each chosen unit with the firefight hour it joins. A unit counts once — with its whole subtree, at
 * the earliest hour of a chosen unit that covers it — so choosing a battalion and one of its companies
 * does not count the company twice. The units of the first hour make the side (`CombatSide`); later
 * hours join it (`CombatSide.joining`, 004 §COMMAND REACTION TIMES). The side's grade, and whether it is
 * Green, are its strongest first-hour unit's (`greenInBattle`).
 */
import { fightingBases } from '../cavalry/events.ts';
import type { CombatJoin, CombatSide } from '../../rules/operational/combat.ts';
import type { NqmClass } from '../../rules/tables/nqmCombat.ts';
import { UNIT_TYPES } from '../../rules/tables/unitTypes.ts';
import { assaultRoleOf } from '../../rules/tables/nqmStands.ts';
import { unitHoldings } from '../logistics/stocks.ts';
import { greenInBattle } from './disorganisation.ts';
import { testsAsGuns } from '../morale/events.ts';
import { childrenOf, contactSideIds, otherSide, subtreeIds, subtreeStrength } from '../model/selectors.ts';
import type { CampaignContact } from '../model/turnTypes.ts';
import type { CampaignState, SideId, Unit, UnitId } from '../model/types.ts';

/** A unit chosen to fight, and the firefight hour (1–6) it joins. */
export type ForceChoice = { unitId: UnitId; hour: number };

/** Both sides' chosen forces. */
export type ForceChoices = { attacker: ForceChoice[]; defender: ForceChoice[] };

/** The units of one side that fight, each once: `hour` it joins, `top` a chosen unit (not only in a chosen unit's subtree). */
export type FightingUnit = { unit: Unit; hour: number; top: boolean };

/** The choices of `role`: the umpire's (`forces`), else every unit of the side in the contact from hour 1. */
export function choicesOf(contact: CampaignContact, side: SideId, forces: ForceChoices | undefined, role: 'attacker' | 'defender'): ForceChoice[] {
  return forces ? forces[role] : contactSideIds(contact, side).map((unitId) => ({ unitId, hour: 1 }));
}

/** Every unit the choices bring to the fight, each once, at the earliest hour that covers it (see the module note). */
export function fightingUnits(state: CampaignState, choices: readonly ForceChoice[]): FightingUnit[] {
  const hourOf = new Map<UnitId, number>();
  const tops = new Set(choices.map((c) => c.unitId));
  for (const c of [...choices].sort((a, b) => a.hour - b.hour)) {
    for (const id of subtreeIds(state, c.unitId)) if (!hourOf.has(id)) hourOf.set(id, c.hour);
  }
  return [...hourOf].map(([id, hour]) => ({ unit: state.units[id]!, hour, top: tops.has(id) }));
}

/** Whether a unit joining in firefight `hour` came in a fight of `hoursFought` hours (the first hour's always do). */
export function cameIn(hour: number, hoursFought: number): boolean {
  return hour === 1 || hour <= hoursFought;
}

/** CUs a unit may fire an hour: a company or smaller 1, a battalion its companies, or its bases ÷ 4 rounded up (004 §UNITS OF LOGISTICAL ACCOUNTING "1 per Company per hour"). */
function companiesOf(state: CampaignState, u: Unit, silent: ReadonlySet<UnitId>): number {
  if (silent.has(u.id)) return 0;
  if (u.echelon !== 'battalion') return 1;
  const kids = (childrenOf(state).get(u.id) ?? []).filter((k) => state.units[k]!.echelon === 'company' && state.units[k]!.bases > 0);
  return kids.length > 0 ? kids.filter((k) => !silent.has(k)).length : Math.max(1, Math.ceil(u.bases / 4));
}

/**
 * The attacker's support stands that give no supporting fire (004 §FIGURE CLASSIFICATION 2: "Support
 * stands cannot give supporting fire in the attack to disorganised units, or if they themselves are
 * disorganised, but they can fire in self-defence when disorganised"): every support stand fighting
 * (`assaultRoleOf`: chosen, or a company of a chosen battalion) when the attack's lead — its strongest unit of the first hour — is disorganised at
 * the campaign clock, else each one disorganised itself; with why, in words. A defender's always fire.
 */
export function silentSupport(state: CampaignState, fighting: readonly FightingUnit[]): { unitId: UnitId; why: string }[] {
  const first = fighting.filter((f) => f.top && f.hour === 1).map((f) => f.unit);
  if (first.length === 0) return [];
  const disorganised = (u: Unit) => (u.disorganisedUntilMin ?? -1) > state.clockMin;
  const lead = strongestUnit(state, first);
  return fighting
    .filter((f) => assaultRoleOf(f.unit.type) === 'support')
    .flatMap((f) =>
      disorganised(lead) && f.unit.id !== lead.id
        ? [{ unitId: f.unit.id, why: `${lead.shortName}, whose attack it would support, is disorganised` }]
        : disorganised(f.unit)
          ? [{ unitId: f.unit.id, why: 'it is disorganised itself' }]
          : [],
    );
}

/** Stands, markers, CUs held and CUs an hour of some fighting units (CUs an hour by their chosen units, less the `silent` ones; stands without dismounted cavalry's horse holders). */
function strengthOf(state: CampaignState, units: readonly FightingUnit[], silent: ReadonlySet<UnitId> = new Set()): Omit<CombatJoin, 'hour'> {
  const cuHeld = units.reduce((s, f) => s + unitHoldings(f.unit).CU, 0);
  const perHour = units.filter((f) => f.top).reduce((s, f) => s + companiesOf(state, f.unit, silent), 0);
  // Dismounted cavalry's horse holders do not fight (002 §2.2 "One base should be withdrawn"; `fightingBases`).
  const stands = units.map((f) => fightingBases(state, f.unit));
  const marked = units.reduce((s, f, i) => s + Math.min(f.unit.injuredBases, stands[i]!), 0);
  return { stands: stands.reduce((s, n) => s + n, 0), marked, cuHeld, cuPerHour: Math.min(cuHeld, perHour) };
}

/** A side's De Rosa morale going in (003 "Morale"): its strongest first-hour unit's, as its grade is; Good when unset. */
export function sideMorale(state: CampaignState, fighting: readonly FightingUnit[]): 'good' | 'shaken' | 'routed' {
  const first = fighting.filter((f) => f.top && f.hour === 1).map((f) => f.unit);
  return first.length === 0 ? 'good' : (strongestUnit(state, first).deRosaMorale ?? 'good');
}

/** The strongest of `units` by its subtree's bases (its grade is the side's). */
export function strongestUnit(state: CampaignState, units: readonly Unit[]): Unit {
  const size = (u: Unit) => subtreeStrength(state, u.id).bases;
  return units.reduce((m, u) => (size(u) > size(m) ? u : m));
}

/**
 * One side of the combat from its fighting units: the first hour's units make it, later hours join it.
 * Throws `RangeError` when no unit with a stand fights from the first hour.
 */
export function combatSideOf(state: CampaignState, fighting: readonly FightingUnit[], cls: { weapon: NqmClass; armour: NqmClass }, role: string, commandStand = true): CombatSide {
  const first = fighting.filter((f) => f.hour === 1);
  const firstTops = first.filter((f) => f.top).map((f) => f.unit);
  const silent = new Set(role === 'attacker' ? silentSupport(state, fighting).map((x) => x.unitId) : []);
  const s = strengthOf(state, first, silent);
  if (firstTops.length === 0 || s.stands === 0) throw new RangeError(`the ${role} has no unit fighting from the first hour: choose one`);
  const later = [...new Set(fighting.filter((f) => f.hour > 1).map((f) => f.hour))].sort((a, b) => a - b);
  const joining = later.map((hour) => ({ hour, ...strengthOf(state, fighting.filter((f) => f.hour === hour), silent) })).filter((j) => j.stands > 0);
  const lead = strongestUnit(state, firstTops);
  return {
    grade: lead.grade,
    ...(greenInBattle(lead, state.clockMin) ? { green: true } : {}),
    ...s,
    weapon: cls.weapon,
    armour: cls.armour,
    tanks: firstTops.every((u) => UNIT_TYPES[u.type].arm === 'armour'),
    ...(firstTops.every(testsAsGuns) ? { guns: true } : {}),
    commandStand,
    ...(joining.length > 0 ? { joining } : {}),
  };
}

/**
 * The account's line of who fought (the chosen units, those from a later hour with it), which chosen
 * units never came because the fight of `hoursFought` hours ended first, and which of the contact's
 * units were left out: `Fought: 6 Gordons, B/6 Gordons (blue) against II./84, 6./84 from hour 2 (red).
 * Chosen, but the fight ended before their hour: A/6 Gordons (hour 3). Left out: I./84.`
 */
export function forcesLine(state: CampaignState, contact: CampaignContact, forces: ForceChoices, attackerSide: SideId, hoursFought: number): string {
  const name = (id: UnitId) => state.units[id]?.shortName ?? id;
  const came = (c: ForceChoice) => cameIn(c.hour, hoursFought);
  const side = (choices: readonly ForceChoice[]) => choices.filter(came).map((c) => (c.hour > 1 ? `${name(c.unitId)} from hour ${c.hour}` : name(c.unitId))).join(', ');
  const late = [...forces.attacker, ...forces.defender].filter((c) => !came(c));
  const chosen = new Set([...forces.attacker, ...forces.defender].map((c) => c.unitId));
  const left = [...contact.blueIds, ...contact.redIds].filter((id) => !chosen.has(id));
  return [
    `Fought: ${side(forces.attacker)} (${attackerSide}) against ${side(forces.defender)} (${otherSide(attackerSide)}).`,
    ...(late.length > 0 ? [`Chosen, but the fight ended before their hour: ${late.map((c) => `${name(c.unitId)} (hour ${c.hour})`).join(', ')}.`] : []),
    ...(left.length > 0 ? [`Left out: ${left.map(name).join(', ')}.`] : []),
  ].join(' ');
}
