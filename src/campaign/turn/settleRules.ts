/**
 * The special rules a contact is settled under, proposed from the contact and the units in it, each with
 * the reason in the umpire's words (`004_4c7ef6319257dc11.txt` §CLOSE ASSAULT, §SPECIAL ATTACK RULES 2 and
 * 3, §THE RECCE SEQUENCE, §THE COMBAT SEQUENCE SUMMARY 2, §SPECIAL ASSAULT RULES 2; docs/RULINGS.md §Tank
 * terror and tanks rolling in, §Shoot and scoot, §The start line, §Continuous action). The umpire may
 * change each in the Settle dialog; `settleContact` passes them to `resolveCombat`.
 */
import type { ShootAndScoot } from '../../rules/operational/combatSpecial.ts';
import { TANK_TERROR_GRADES } from '../../rules/operational/combatSpecial.ts';
import { firefightCell } from '../../rules/operational/firefight.ts';
import { fightsOnLand, UNIT_TYPES, type Arm } from '../../rules/tables/unitTypes.ts';
import { ECHELONS, type CampaignState, type SideId, type Unit } from '../model/types.ts';
import { priorActionMin } from './disorganisation.ts';
import { fireClassOfUnit } from './settleClasses.ts';
import { subtreeIds } from '../model/selectors.ts';
import type { CampaignContact } from '../model/turnTypes.ts';
import { deRosaOn, settingsOf } from '../model/settings.ts';
import { chargeReachM, hasTanks } from './deRosaFireSpec.ts';
import { choicesOf, fightingUnits, type FightingUnit } from './settleForces.ts';

/** The special rules of a settlement (see the module note). */
export type SettleRules = {
  /** An unwounded battalion command figure is in the assault: more than one stand may close assault. */
  commandInAssault: boolean;
  /** The attacker's recce marked its start line (else the main body may be caught in march formation). */
  startLineMarked: boolean;
  /** Tank terror: the defender meets tanks for the first time, unsupported (rolled only for Regular or poorer troops). */
  tankTerror: boolean;
  /** Shoot and scoot, or null. */
  shootAndScoot: ShootAndScoot | null;
  /** Under De Rosa's rules: the attack charges into melee without a firefight (absent: it does not). */
  charge?: boolean;
};

/** Why each rule was proposed, and what else the umpire may choose (the shoot-and-scoot choices open to this contact). */
export type SettleRuleNotes = {
  commandInAssault: string;
  startLineMarked: string;
  tankTerror: string;
  shootAndScoot: string;
  scootChoices: ShootAndScoot[];
  /** The attacker's earlier hours in action that count towards its disorganisation (a follow-on attack), in words; null when none. */
  followOn: string | null;
  /** Under De Rosa's rules, whether the attack may charge and why (absent: the rules are off, no charge to offer). */
  charge?: { open: boolean; note: string };
};

const BATTALION = ECHELONS.indexOf('battalion');
/** Arms that may shoot and scoot when they outrange their enemy (004 §SPECIAL ATTACK RULES 2: "Anti-tank, recce and artillery units"). */
const SCOOTING_ARMS: readonly Arm[] = ['cavalry', 'cyclist', 'fieldArtillery', 'heavyArtillery', 'antiAir'];

const idsOf = (c: CampaignContact, s: SideId) => (s === 'blue' ? c.blueIds : c.redIds);
const unitsOf = (state: CampaignState, c: CampaignContact, s: SideId) => idsOf(c, s).map((id) => state.units[id]!);
const names = (units: readonly Unit[]) => units.map((u) => u.shortName).join(', ');
const isTank = (u: Unit) => UNIT_TYPES[u.type].arm === 'armour';

/** The unit with an unwounded command figure among `units` and their subtrees: a battalion or higher with an own base unmarked. */
function commandFigure(state: CampaignState, units: readonly Unit[]): Unit | undefined {
  for (const u of units) {
    for (const id of subtreeIds(state, u.id)) {
      const x = state.units[id]!;
      if (ECHELONS.indexOf(x.echelon) <= BATTALION && x.bases - x.injuredBases > 0 && fightsOnLand(x.type)) return x;
    }
  }
  return undefined;
}

/** Whether any of `units` (or their subtrees) is a tank, or fires what can hurt tanks (light armour): effective anti-tank fire. */
function antiTank(state: CampaignState, units: readonly Unit[]): boolean {
  return units.some((u) => subtreeIds(state, u.id).some((id) => {
    const x = state.units[id]!;
    return x.bases > 0 && (isTank(x) || firefightCell(fireClassOfUnit(x, true, settingsOf(state)).cls, 'L') !== null);
  }));
}

/**
 * The special rules proposed for settling `contact` with `attackerSide` attacking, and why (see the module
 * note), at the campaign clock:
 * - command figure: proposed when an attacking unit or one under it is a battalion or higher HQ with an
 *   unmarked base;
 * - start line: proposed marked unless the recce sequence found the attacker's recce engaged before it
 *   sighted the defender (it had no chance to mark one);
 * - tank terror: proposed when every attacking unit is a tank, the defender's best grade is Regular or
 *   poorer, none of its units has faced tanks before, and none is a tank or fires what can hurt one;
 * - shoot and scoot: never proposed; open to a recce the defender opened fire on, and to a recce or
 *   artillery side that may outrange the other.
 */
export function proposeSettleRules(state: CampaignState, contact: CampaignContact, attackerSide: SideId): { rules: SettleRules; notes: SettleRuleNotes } {
  const defenderSide: SideId = attackerSide === 'blue' ? 'red' : 'blue';
  const attackers = unitsOf(state, contact, attackerSide);
  const defenders = unitsOf(state, contact, defenderSide);
  const hq = commandFigure(state, attackers);
  const commandInAssault = hq !== undefined;
  const commandNote = hq
    ? `The command figure of ${hq.shortName} is with the attack: every unwounded stand may close assault.`
    : `No battalion HQ is with ${names(attackers)}: without an unwounded command figure only one stand may close assault (004 §CLOSE ASSAULT).`;
  const o = contact.opening;
  const engagedFirst = contact.recceSide === attackerSide && o !== null && !o.recceSightsFirst;
  const startNote = engagedFirst
    ? 'The recce was engaged before it sighted the enemy: no start line was marked, and the main body may be caught in march formation (a roll on the recce sequence table).'
    : 'The start line is taken as marked (the recce sighted the enemy first, or there was no approach to mark).';
  const allTanks = attackers.length > 0 && attackers.every(isTank);
  const best = defenders.reduce((m, u) => (['E', 'V', 'R', 'C', 'M'].indexOf(u.grade) < ['E', 'V', 'R', 'C', 'M'].indexOf(m) ? u.grade : m), 'M' as Unit['grade']);
  const faced = defenders.filter((u) => u.facedTanks);
  let terrorNote: string;
  if (!allTanks) terrorNote = 'Tank terror needs an attack by tanks alone.';
  else if (!TANK_TERROR_GRADES.includes(best)) terrorNote = `The defenders are ${best === 'E' ? 'Elite' : 'Veteran'}: tank terror strikes Regular or poorer troops only.`;
  else if (faced.length > 0) terrorNote = `${names(faced)} faced tanks before and "will automatically fight thereafter".`;
  else if (antiTank(state, defenders)) terrorNote = 'The defenders have tanks or fire that can hurt tanks: they are supported, no tank terror.';
  else terrorNote = 'Regular or poorer troops meeting tanks for the first time, unsupported: they surrender on a 1–3 (004 §SPECIAL ATTACK RULES 3).';
  const tankTerror = terrorNote.startsWith('Regular or poorer');
  const scootChoices: ShootAndScoot[] = [];
  if (engagedFirst) scootChoices.push({ kind: 'recce' });
  for (const [by, units] of [['attacker', attackers], ['defender', defenders]] as const) {
    if (units.some((u) => SCOOTING_ARMS.includes(UNIT_TYPES[u.type].arm))) scootChoices.push({ kind: 'outrange', by });
  }
  const scootNote = scootChoices.length === 0
    ? 'No shoot and scoot: neither a recce under fire nor recce or artillery that could outrange the enemy.'
    : 'Shoot and scoot is the umpire’s call: a recce under fire halves its casualties and withdraws; recce or artillery that outranges the enemy fires 1 CU and withdraws.';
  const following = attackers.map((u) => ({ u, min: priorActionMin(u, state.clockMin) })).filter((x) => x.min > 0);
  const followOn = following.length === 0 ? null : `Follow-on attack: ${following.map((x) => `${x.u.shortName} ${hoursText(x.min)} in action`).join(', ')} without a pause — those hours count towards disorganisation (004 §SPECIAL ASSAULT RULES 2).`;
  const fighting = (side: SideId, role: 'attacker' | 'defender') => fightingUnits(state, choicesOf(contact, side, undefined, role));
  const tanks = () => hasTanks(fighting(attackerSide, 'attacker')) || hasTanks(fighting(defenderSide, 'defender'));
  const charge = deRosaOn(settingsOf(state)) ? chargeChoice(state, contact, attackers, tanks()) : undefined;
  return {
    rules: { commandInAssault, startLineMarked: !engagedFirst, tankTerror, shootAndScoot: null },
    notes: { commandInAssault: commandNote, startLineMarked: startNote, tankTerror: terrorNote, shootAndScoot: scootNote, scootChoices, followOn, ...(charge ? { charge } : {}) },
  };
}

/**
 * Whether `attackers` (the attack's first-hour units) may charge in `contact` under De Rosa's rules, and why:
 * never proposed; open when no tank fights (`tanks`), none of them is Shaken or Routed ("may not advance until
 * they rally"), and the closest pair is within the slowest one's reach (`chargeReachM`: two turns at double its
 * line rate).
 */
export function chargeChoice(state: CampaignState, contact: CampaignContact, attackers: readonly Unit[], tanks: boolean): { open: boolean; note: string } {
  if (tanks) return { open: false, note: "No charge: De Rosa's rules have no tanks, and a fight with tanks keeps NQM's tables." };
  const shaken = attackers.filter((u) => u.deRosaMorale === 'shaken' || u.deRosaMorale === 'routed');
  if (shaken.length > 0) return { open: false, note: `No charge: ${names(shaken)} may not advance until it rallies (Shaken or Routed).` };
  const reach = chargeReachM(state, attackers);
  if (reach === 0) return { open: false, note: `No charge: ${names(attackers.filter((u) => chargeReachM(state, [u]) === 0))} cannot move in line (guns, wagons and lorries have no line on the Movement Chart).` };
  if (contact.pairs.length === 0) return { open: false, note: 'No charge: the contact has no measured distance between the sides.' };
  const gap = Math.min(...contact.pairs.map((p) => p.gapM));
  const far = gap < 1 ? 'in contact' : `${Math.round(gap).toLocaleString('en-GB')} m away`;
  const reachText = Math.round(reach).toLocaleString('en-GB');
  if (!(gap <= reach)) return { open: false, note: `No charge: the enemy is ${far}; two turns at double the line rate reach ${reachText} m.` };
  return { open: true, note: `A charge goes in without a firefight: the defender fires for its two turns, a fifth of the chargers straggle, then the melee (the enemy is ${far}, within the charge's ${reachText} m).` };
}

/**
 * Refuses a charge the rules do not allow (`chargeChoice` for the units chosen to fight, `fighters`), in the
 * umpire's words. Throws `RangeError`.
 */
export function checkCharge(state: CampaignState, contact: CampaignContact, fighters: { attacker: readonly FightingUnit[]; defender: readonly FightingUnit[] }): void {
  if (!deRosaOn(settingsOf(state))) throw new RangeError("A charge is De Rosa's: switch its rules on in Settings, or settle without a charge");
  const attackers = fighters.attacker.filter((f) => f.top && f.hour === 1).map((f) => f.unit);
  const choice = chargeChoice(state, contact, attackers, hasTanks(fighters.attacker) || hasTanks(fighters.defender));
  if (!choice.open) throw new RangeError(choice.note);
}

function hoursText(min: number): string {
  const h = min / 60;
  return Number.isInteger(h) ? `${h} h` : `${min} min`;
}
